"""The engine seam under hostile input (docs/ENGINE_PROTOCOL.md, "Lines in, lines out"): huge
lines refused without keeping them, bad values quoted short, true is not 1, and every non-empty
line answered once."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
import textwrap

import pytest

from forNorthwood.core import apply, legal_actions, new_game, state_to_json
from forNorthwood.engine import MAX_LINE_BYTES, answer
from forNorthwood.i18n.messages import QUOTE_LIMIT

from .test_server import ENGINE, ROOT, is_error

NEW = b'{"op": "new", "seed": 1}\n'


def talk(data: bytes) -> list[dict]:
    proc = subprocess.run(ENGINE, input=data, capture_output=True, cwd=ROOT, timeout=300)
    assert proc.returncode == 0 and proc.stderr == b"", proc.stderr[-2000:]
    return [json.loads(line) for line in proc.stdout.decode("utf-8").split("\n") if line]


# -- one answer for every non-empty line --------------------------------------------------------------


@pytest.mark.parametrize(
    "blank", ["\u00a0", "\u2028", "\u2029", "\u3000", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\x0b", " ", "\t", " \r"]
)
def test_a_line_of_white_space_of_any_kind_gets_exactly_one_answer(blank):
    answers = talk(blank.encode("utf-8") + b"\n" + NEW)
    assert len(answers) == 2
    is_error(answers[0], "MALFORMED")
    assert "state" in answers[1]


def test_only_empty_lines_are_skipped_and_only_newline_ends_a_line():
    # U+2028, \x1c and \x85 inside a line do not split it; invalid UTF-8 is still one line.
    data = b"\n\r\n" + NEW + b"\n" + '{"op": "new",\u2028"seed": 2}\x1c\x85\n'.encode() + b"\xff\xa0\n" + NEW
    answers = talk(data)
    assert len(answers) == 4
    assert "state" in answers[0] and "state" in answers[3]
    is_error(answers[1], "MALFORMED")
    is_error(answers[2], "MALFORMED")


# -- huge lines -----------------------------------------------------------------------------------------


def test_a_line_over_the_limit_is_one_malformed_answer_and_the_next_line_is_served():
    huge = b'{"op": "new", "seed": "' + b"9" * (MAX_LINE_BYTES + 10) + b'"}\n'
    just = b'{"op": "new", "seed": 1' + b" " * (MAX_LINE_BYTES - 24) + b"}\n"
    assert len(just) - 1 == MAX_LINE_BYTES
    answers = talk(huge + NEW + just + huge.rstrip(b"\n"))  # the last one at the end of input
    assert len(answers) == 4
    is_error(answers[0], "MALFORMED")
    assert "1 MiB" in answers[0]["error"]["message"]
    assert "state" in answers[1] and "state" in answers[2]
    is_error(answers[3], "MALFORMED")


def test_a_sixty_megabyte_line_is_never_held_in_memory():
    """The engine's peak memory stays far below the size of the line it was sent."""
    probe = textwrap.dedent(
        f"""
        import resource, subprocess, sys
        proc = subprocess.Popen({ENGINE!r}, stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd={str(ROOT)!r})
        chunk = b"[" * (1 << 20)
        for _ in range(60):
            proc.stdin.write(chunk)
        proc.stdin.write(b"\\n" + {NEW!r})
        out, _ = proc.communicate()
        print(len(out.splitlines()), resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        """
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    answers, peak_kib = (int(x) for x in result.stdout.split())
    assert answers == 2
    assert peak_kib < 64 * 1024, f"the engine used {peak_kib // 1024} MiB for a 60 MiB line"


# -- bad values are quoted short -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "request_",
    [
        {"op": "x" * 500_000},
        {"op": "new", "seed": "9" * 500_000},
        {"op": "new", "seed": [[["deep"] * 1000] * 100]},
        {"op": "new", "seed": 1, "setup": "s" * 500_000},
        {"op": "new", "seed": 1, "threshold": "t" * 500_000},
        {"op": "apply", "state": None, "action": {"type": "y" * 500_000}},
        {"op": "view", "state": {"format": "f" * 500_000}},
    ],
)
def test_an_error_quotes_at_most_a_few_dozen_characters_of_the_bad_input(request_):
    reply = answer(json.dumps(request_))
    is_error(reply, None)
    message = reply["error"]["message"]
    assert len(message) < 200 + QUOTE_LIMIT, message[:300]


def test_an_action_with_a_huge_bad_value_is_quoted_short_through_the_seam():
    state = state_to_json(new_game(1, "intro", 16))
    request = {"op": "apply", "state": state, "action": {"type": "choose_fief", "fief": "7" * 200_000}}
    [reply] = talk(json.dumps(request).encode() + b"\n")
    is_error(reply, "MALFORMED")
    assert len(reply["error"]["message"]) < 200 + QUOTE_LIMIT


# -- true is not 1 --------------------------------------------------------------------------------------


def _int_paths(value, path=()):
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield path
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _int_paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _int_paths(item, (*path, index))


def _states() -> list[dict]:
    out = []
    for seed, setup in ((3, "full"), (4, "intro")):
        state, rng = new_game(seed, setup, 16), random.Random(seed)
        for step in range(70):
            if step in (0, 9, 40, 69):
                out.append(state_to_json(state))
            state = apply(state, rng.choice([a for a in legal_actions(state) if a.type != "stop_game"]))[0]
    return out


def test_no_whole_number_in_a_state_accepts_true_or_false():
    for state in _states():
        for path in _int_paths(state):
            for flag in (True, False):
                tampered = copy.deepcopy(state)
                target = tampered
                for key in path[:-1]:
                    target = target[key]
                target[path[-1]] = flag
                for op in ("view", "legal"):
                    assert "error" in answer(json.dumps({"op": op, "state": tampered})), (op, path, flag)


def test_no_whole_number_in_a_request_or_an_action_accepts_true_or_false():
    for field in ("seed", "threshold"):
        for flag in (True, False):
            assert "error" in answer(json.dumps({"op": "new", "seed": 1, field: flag}))
    state = new_game(2, "full", 16)
    rng = random.Random(2)
    for _ in range(40):
        for action in legal_actions(state):
            raw = action.to_json()
            for key in [k for k, v in raw.items() if type(v) is int]:
                for flag in (True, False):
                    request = {"op": "apply", "state": state_to_json(state), "action": {**raw, key: flag}}
                    assert "error" in answer(json.dumps(request)), (raw, key, flag)
        state = apply(state, rng.choice([a for a in legal_actions(state) if a.type != "stop_game"]))[0]
