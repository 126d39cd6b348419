"""``python -m forNorthwood.engine``: the rules core as JSON lines (docs/ENGINE_PROTOCOL.md).

Reads one JSON request per line on standard input and writes exactly one JSON
answer per line on standard output. Bad input gets an error answer and the engine
goes on; it never prints a traceback.

A line ends at "\n" (a "\r" before it is dropped). Only an empty line is skipped:
every other line gets exactly one answer, even one that holds nothing but spaces
or other white space (a form feed, a no-break space, U+2028...), which is not JSON.
A line longer than ``MAX_LINE_BYTES`` is refused as MALFORMED without being kept
in memory, and an error message quotes at most a few dozen characters of it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import BinaryIO, TextIO

from ..ai.advisor import DEFAULT_BUDGET_MS, advise
from ..core import (
    IllegalAction,
    action_from_json,
    apply,
    legal_actions,
    new_game,
    state_from_json,
    state_from_position,
    state_to_json,
)
from ..core.errors import MALFORMED
from ..i18n import _
from ..i18n.messages import quote
from ..i18n.view_text import public_view
from .protocol import error_answer

#: The longest request line (bytes, without its end); a whole game's state is a few kB.
MAX_LINE_BYTES = 1024 * 1024


def _need(request: dict, name: str) -> object:
    if name not in request:
        raise IllegalAction(MALFORMED, "missing_field", field=name, type=str(request.get("op")))
    return request[name]


def _op_new(request: dict) -> dict:
    seed = _need(request, "seed")
    setup = request.get("setup", "intro")
    threshold = request.get("threshold", 16)
    if type(seed) is not int:
        raise IllegalAction(MALFORMED, "bad_seed", value=seed)
    state = new_game(seed, setup, threshold)
    return {"state": state_to_json(state), "view": public_view(state)}


def _op_position(request: dict) -> dict:
    state = state_from_position(_need(request, "position"))
    return {"state": state_to_json(state), "view": public_view(state)}


def _op_view(request: dict) -> dict:
    return {"view": public_view(state_from_json(_need(request, "state")))}


def _op_legal(request: dict) -> dict:
    state = state_from_json(_need(request, "state"))
    return {"actions": [a.to_json() for a in legal_actions(state)]}


def _op_apply(request: dict) -> dict:
    state = state_from_json(_need(request, "state"))
    action = action_from_json(_need(request, "action"))
    new_state, events = apply(state, action)
    return {
        "state": state_to_json(new_state),
        "view": public_view(new_state),
        "events": [event.to_json() for event in events],
    }


#: The longest budget the advisor accepts (ten minutes); ``exact`` has no limit at all.
MAX_BUDGET_MS = 600_000


def _op_advise(request: dict) -> dict:
    state = state_from_json(_need(request, "state"))
    budget = request.get("budget_ms", DEFAULT_BUDGET_MS)
    if type(budget) not in (int, float) or not 0 < budget <= MAX_BUDGET_MS:
        raise IllegalAction(MALFORMED, "bad_budget", value=str(budget))
    exact = request.get("exact", False)
    if type(exact) is not bool:
        raise IllegalAction(MALFORMED, "bad_exact", value=str(exact))
    return {"advice": advise(state, budget, exact).to_json()}


OPS: dict[str, Callable[[dict], dict]] = {
    "new": _op_new,
    "position": _op_position,
    "view": _op_view,
    "legal": _op_legal,
    "apply": _op_apply,
    "advise": _op_advise,
}


def _malformed(message: str) -> dict:
    return {"error": {"code": MALFORMED, "message": message}}


def answer(line: str) -> dict:
    """The answer to one request line (never raises)."""
    try:
        return _answer(line)
    except Exception:  # the engine never dies on input
        return _malformed(_("This request could not be processed."))


def _answer(line: str) -> dict:
    try:
        request = json.loads(line)
    except (ValueError, RecursionError):
        return _malformed(_("This line is not valid JSON."))
    if not isinstance(request, dict):
        return _malformed(_('A request must be a JSON object with an "op" field.'))
    name = request.get("op")
    op = OPS.get(name) if isinstance(name, str) else None
    if op is None:
        return _malformed(
            _("Unknown op {op!r}: use new, position, view, legal, apply or advise.").format(op=quote(name))
        )
    try:
        return op(request)
    except IllegalAction as error:
        return error_answer(error)
    except Exception:
        return _malformed(_("This request could not be processed: the state is inconsistent."))


def dumps(obj: object) -> str:
    """Canonical JSON: the same objects always give the same bytes."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _line_text(line: str) -> str:
    """A line without its end: the "\n", and a "\r" before it."""
    if line.endswith("\n"):
        line = line[:-1]
    if line.endswith("\r"):
        line = line[:-1]
    return line


def serve(lines: Iterable[str | None], out: TextIO) -> None:
    """Answer each line once; ``None`` stands for a line too long to be read."""
    for line in lines:
        if line is None:
            reply = _malformed(_("This line is longer than a request may be (1 MiB); it was not read."))
        else:
            text = _line_text(line)
            if not text:
                continue  # an empty line is no request
            reply = answer(text)
        out.write(dumps(reply) + "\n")
        out.flush()


def read_lines(stream: BinaryIO, limit: int = MAX_LINE_BYTES) -> Iterator[str | None]:
    """The lines of ``stream`` (split at "\n" only), decoded as UTF-8; None for a line
    longer than ``limit`` bytes, whose rest is skipped a chunk at a time, never kept."""
    while True:
        line = stream.readline(limit + 2)  # the line, its "\r\n", and one byte to see it is too long
        if not line:
            return
        body = line[:-1] if line.endswith(b"\n") else line
        body = body[:-1] if body.endswith(b"\r") else body
        if len(body) > limit:
            while not line.endswith(b"\n"):
                line = stream.readline(1 << 16)
                if not line:
                    break
            yield None
            continue
        yield line.decode("utf-8", errors="replace")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args:
        if args[0] in ("-h", "--help"):
            print(_("Usage: python -m forNorthwood.engine  (JSON requests on stdin, one per line)"))
            return 0
        print(_("forNorthwood.engine takes no arguments; see --help."), file=sys.stderr)
        return 2
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8", errors="replace")
    serve(read_lines(sys.stdin.buffer), sys.stdout)
    return 0
