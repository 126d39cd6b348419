"""Short shareable seeds (the six-character kingdom code) and the daily kingdom."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from forNorthwood.core import new_game
from forNorthwood.game.seeds import ALPHABET, CODE_LENGTH, SEED_LIMIT, daily_seed, parse_code, random_seed, seed_code

seeds = st.integers(min_value=0, max_value=SEED_LIMIT - 1)


def test_code_shape() -> None:
    assert SEED_LIMIT == 2**30
    assert CODE_LENGTH == 6 and len(ALPHABET) == 32 and len(set(ALPHABET)) == 32
    assert not set("ILOU") & set(ALPHABET)  # nothing to misread
    for seed in (0, 1, 31, 32, 12345, SEED_LIMIT - 1):
        code = seed_code(seed)
        assert len(code) == CODE_LENGTH and set(code) <= set(ALPHABET)
    assert seed_code(0) == "000000"
    assert seed_code(SEED_LIMIT - 1) == "ZZZZZZ"


@given(seed=seeds)
def test_every_code_round_trips(seed: int) -> None:
    assert parse_code(seed_code(seed)) == seed


@pytest.mark.parametrize("seed", [32, 33, 1091, 32 * 32, 9 * 32**5 + 9])
def test_codes_made_only_of_digits_round_trip(seed: int) -> None:
    """Some codes are all digits ("000010" is seed 32): they must still mean the code's seed."""
    code = seed_code(seed)
    assert code.isdigit()
    assert parse_code(code) == seed


@given(seed=seeds)
def test_codes_are_read_in_any_case_with_dashes_and_spaces(seed: int) -> None:
    code = seed_code(seed)
    assume(not code.isdigit())  # all-digit codes: test_codes_made_only_of_digits_round_trip
    assert parse_code(code.lower()) == seed
    assert parse_code(f"  {code[:3]}-{code[3:]} ") == seed
    assert parse_code(" ".join(code)) == seed


@given(seed=seeds)
def test_ambiguous_letters_are_read_as_the_digits_they_look_like(seed: int) -> None:
    code = seed_code(seed)
    if "1" not in code and "0" not in code:
        return
    misread = code.replace("1", "I").replace("0", "O")
    assert parse_code(misread) == seed
    for partly in (code.replace("1", "l"), code.replace("0", "o")):
        if not partly.isdigit():  # all-digit codes: test_codes_made_only_of_digits_round_trip
            assert parse_code(partly) == seed


def test_ambiguous_letter_examples() -> None:
    assert parse_code("OOOOOI") == parse_code("00000L") == 1
    assert parse_code("A1BOC0") == parse_code("AIB0CO") == parse_code("alb0co")
    assert parse_code("ABCDEI") == parse_code("ABCDE1")


@pytest.mark.parametrize("number", [0, 7, 123, 2**30, 2**40, 10**18])
def test_plain_numbers_are_accepted(number: int) -> None:
    assert parse_code(str(number)) == number


def test_seeds_beyond_codes_are_written_as_numbers_and_read_back() -> None:
    for seed in (SEED_LIMIT, 2**40, 2**63 - 1):
        assert seed_code(seed) == str(seed)
        assert parse_code(seed_code(seed)) == seed


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "---",
        "ABCDE",  # too short
        "ABCDEFG",  # too long
        "ABCDEU",  # U is not in the alphabet
        "ABC!EF",
        "ABC.EF",
        "1e5",
        "12.5",
        "0x1F",
        "++5",
        "²",
        "¹²³",
        "①",
        "99999999999999999999999",  # a number too long for a seed
        "seed please",
    ],
)
def test_garbage_is_none(text: str) -> None:
    assert parse_code(text) is None


@given(text=st.text(max_size=12))
def test_parse_code_never_raises(text: str) -> None:
    result = parse_code(text)
    assert result is None or (type(result) is int and result >= 0)


@given(text=st.text(alphabet=ALPHABET + "ILO" + "ilo" + ALPHABET.lower(), min_size=6, max_size=6))
def test_every_six_letter_text_of_the_alphabet_is_a_code(text: str) -> None:
    seed = parse_code(text)
    assert seed is not None and 0 <= seed < SEED_LIMIT


def test_the_same_code_reproduces_the_same_kingdom_and_deal() -> None:
    seed = parse_code(seed_code(98765))
    assert new_game(seed, "full", 18) == new_game(98765, "full", 18)
    assert new_game(seed, "intro", 16) == new_game(98765, "intro", 16)


def test_daily_seed_depends_on_the_date_alone() -> None:
    day = date(2024, 5, 17)
    assert daily_seed(day) == daily_seed(date(2024, 5, 17))
    assert 0 <= daily_seed(day) < SEED_LIMIT
    assert daily_seed(day) != daily_seed(day + timedelta(days=1))


def test_daily_seeds_differ_from_day_to_day() -> None:
    start = date(2020, 1, 1)
    days = [start + timedelta(days=n) for n in range(3 * 366)]
    found = [daily_seed(d) for d in days]
    assert len(set(found)) == len(found)
    assert all(0 <= s < SEED_LIMIT for s in found)


def test_random_seeds_have_codes() -> None:
    for _ in range(200):
        seed = random_seed()
        assert 0 <= seed < SEED_LIMIT
        assert len(seed_code(seed)) == CODE_LENGTH
