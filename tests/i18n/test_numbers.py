"""Numbers and dates in each language: the game's small table agrees with Babel's CLDR data."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from forNorthwood import i18n
from forNorthwood.i18n import numbers

babel_numbers = pytest.importorskip("babel.numbers", reason="Babel (the test extra) checks the table")
babel_dates = pytest.importorskip("babel.dates")

NUMBERS = [0, 1, 7, 12.25, 999, 1000, 1234.5, -1234.56, 1234567, 16.05, 2.35]
DAYS = [date(2026, m, d) for m, d in ((1, 1), (2, 28), (5, 9), (8, 15), (11, 30), (12, 31))]
MOMENTS = [datetime(2026, 11, 30, h, m) for h, m in ((0, 0), (0, 5), (9, 7), (12, 0), (15, 5), (23, 59))]


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_numbers_follow_the_language(language):
    for value in NUMBERS:
        assert numbers.format_number(value, 0, language) == babel_numbers.format_decimal(
            value, format="#,##0", locale=language
        )
        assert numbers.format_number(value, 1, language) == babel_numbers.format_decimal(
            value, format="#,##0.0", locale=language
        )


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_percentages_follow_the_language(language):
    for ratio in (0, 0.005, 0.125, 0.45, 2 / 3, 1, 12.5):
        assert numbers.format_percent(ratio, language) == babel_numbers.format_percent(ratio, locale=language)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_dates_follow_the_language(language):
    for day in DAYS:
        expected = babel_dates.format_date(day, "long", locale=language)
        if language == "fr" and day.day == 1:
            expected = expected.replace("1 ", "1er ", 1)  # CLDR's "1 janvier": French writes "1er janvier"
        if language == "uk":  # CLDR's narrow space before "р." is drawn as none ("2026р."): a full one
            expected = expected.replace("\u202fр.", "\u00a0р.")
        assert numbers.format_date(day, language) == expected
    for moment in MOMENTS:
        assert numbers.format_date_time(moment, language) == babel_dates.format_datetime(
            moment, "short", locale=language
        )


def test_examples_a_reader_can_check():
    assert numbers.format_number(1234.5, 1, "en") == "1,234.5"
    assert numbers.format_number(1234.5, 1, "fr") == "1\u202f234,5"
    assert numbers.format_number(1234.5, 1, "uk") == "1\u00a0234,5"
    assert numbers.format_percent(0.45, "fr") == "45\u00a0%"
    assert numbers.format_date(date(2026, 11, 30), "uk") == "30 листопада 2026\u00a0р."
    assert numbers.format_date(date(2026, 11, 30), "ko") == "2026년 11월 30일"
    assert numbers.format_date(date(2026, 12, 1), "fr") == "1er décembre 2026"
    assert numbers.format_date(date(2026, 12, 21), "fr") == "21 décembre 2026"
    assert numbers.format_date(date(2026, 12, 1), "uk") == "1 грудня 2026\u00a0р."  # a space that shows
    assert numbers.format_date(date(2026, 12, 1), "ko") == "2026년 12월 1일"
    assert numbers.format_date(date(2026, 12, 1), "en") == "December 1, 2026"


def test_the_current_language_is_the_default():
    try:
        i18n.set_language("fr")
        assert numbers.format_number(2.5, 1) == "2,5"
        i18n.set_language("ko")
        assert numbers.format_date(date(2026, 1, 2)) == "2026년 1월 2일"
    finally:
        i18n.set_language("en")
    assert numbers.format_number(2.5, 1) == "2.5"
