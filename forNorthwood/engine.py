"""``python -m forNorthwood.engine``: the rules core as JSON lines (ENGINE_PROTOCOL.md).

Reads one JSON request per line on standard input and writes exactly one JSON
answer per line on standard output. Bad input gets an error answer and the engine
goes on; it never prints a traceback. Blank lines are not requests and are skipped.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable
from typing import TextIO

from .ai.advisor import DEFAULT_BUDGET_MS, advise
from .core import (
    Action,
    IllegalAction,
    apply,
    legal_actions,
    new_game,
    state_from_json,
    state_from_position,
    state_to_json,
)
from .core.errors import MALFORMED
from .i18n import _
from .protocol import error_answer, public_view


def _need(request: dict, name: str) -> object:
    if name not in request:
        raise IllegalAction(MALFORMED, "missing_field", field=name, type=str(request.get("op")))
    return request[name]


def _op_new(request: dict) -> dict:
    seed = _need(request, "seed")
    setup = request.get("setup", "intro")
    threshold = request.get("threshold", 16)
    if type(seed) is not int:
        raise IllegalAction(MALFORMED, "bad_seed", value=str(seed))
    state = new_game(seed, setup, threshold)  # type: ignore[arg-type]
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
    action = Action.from_json(_need(request, "action"))
    new_state, events = apply(state, action)
    return {"state": state_to_json(new_state), "view": public_view(new_state), "events": events}


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
            _("Unknown op {op!r}: use new, position, view, legal, apply or advise.").format(
                op=str(request.get("op"))
            )
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


def serve(lines: Iterable[str], out: TextIO) -> None:
    for line in lines:
        if not line.strip():
            continue
        out.write(dumps(answer(line)) + "\n")
        out.flush()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args:
        if args[0] in ("-h", "--help"):
            print(_("Usage: python -m forNorthwood.engine  (JSON requests on stdin, one per line)"))
            return 0
        print(_("forNorthwood.engine takes no arguments; see --help."), file=sys.stderr)
        return 2
    for stream in (sys.stdin, sys.stdout):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8", errors="replace")  # type: ignore[union-attr]
    serve(sys.stdin, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
