"""Actions as short codes: a whole game's history in a line of text.

A recorded game (``replay.py``) and a puzzle (``puzzles.py``) keep the actions from
the start of the game. The protocol's JSON objects (``{"type": "play", "card": "5L"}``)
cost some 30 bytes an action; a code costs two to four: ``p5L``. Each code is a
letter naming the kind of action, then its field in the protocol's own notation (a card
by its name, though the action holds the core's int);
decoding goes through the core's ``action_from_json``, so a code is checked exactly
as a protocol action is (a bad code is a ``ValueError``, never a crash).

======  ==========================  ======  ==========================
code    action                      code    action
======  ==========================  ======  ==========================
``f3``  choose fief 3               ``r``   reveal
``x``   stop the game               ``p5L`` play 5L
``s2KF`` friend KF on slot 2        ``c5L`` pick the card 5L
``u2``  slot 2 unsubstituted        ``tE``  pick the suit Eyes
``b``   back                        ``i5``  pick fief 5
``v``   begin the visit             ``l2``  pick slot 2
``a1``  activate slot 1             ``ostop`` pick an option by name
======  ==========================  ======  ==========================
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import assert_never

from ..core import Action, IllegalAction, action_from_json
from ..core.actions import (
    Activate,
    Back,
    BeginVisit,
    ChooseFief,
    PickCard,
    PickFief,
    PickOption,
    PickSlot,
    PickSuit,
    Play,
    Reveal,
    StopGame,
    Substitute,
    Unsubstitute,
)
from ..core.cards import CARD_NAMES


def action_code(action: Action) -> str:
    """The short code of ``action``."""
    match action:
        case ChooseFief(fief=fief):
            return f"f{fief}"
        case StopGame():
            return "x"
        case Substitute(friend=friend, slot=slot):
            return f"s{slot}{friend}"
        case Unsubstitute(slot=slot):
            return f"u{slot}"
        case Back():
            return "b"
        case BeginVisit():
            return "v"
        case Activate(slot=slot):
            return f"a{slot}"
        case Reveal():
            return "r"
        case Play(card=card):
            return f"p{CARD_NAMES[card]}"
        case PickCard(card=card):
            return f"c{CARD_NAMES[card]}"
        case PickSuit(suit=suit):
            return f"t{suit}"
        case PickFief(fief=fief):
            return f"i{fief}"
        case PickSlot(slot=slot):
            return f"l{slot}"
        case PickOption(option=option):
            return f"o{option}"
        case _:
            assert_never(action)


def _number(text: str) -> int:
    if len(text) != 1 or not text.isdigit():
        raise ValueError(f"not a number: {text!r}")
    return int(text)


def _protocol_form(code: str) -> dict[str, object]:
    kind, rest = code[:1], code[1:]
    if kind in ("x", "b", "v", "r"):
        if rest:
            raise ValueError(f"unexpected text after {kind!r}: {code!r}")
        return {"type": {"x": "stop_game", "b": "back", "v": "begin_visit", "r": "reveal"}[kind]}
    if kind == "f":
        return {"type": "choose_fief", "fief": _number(rest)}
    if kind == "s":
        return {"type": "substitute", "slot": _number(rest[:1]), "friend": rest[1:]}
    if kind == "u":
        return {"type": "unsubstitute", "slot": _number(rest)}
    if kind == "a":
        return {"type": "activate", "slot": _number(rest)}
    if kind == "p":
        return {"type": "play", "card": rest}
    if kind == "c":
        return {"type": "pick", "card": rest}
    if kind == "t":
        return {"type": "pick", "suit": rest}
    if kind == "i":
        return {"type": "pick", "fief": _number(rest)}
    if kind == "l":
        return {"type": "pick", "slot": _number(rest)}
    if kind == "o":
        return {"type": "pick", "option": rest}
    raise ValueError(f"unknown action code: {code!r}")


def action_of_code(code: object) -> Action:
    """The action of a short code (``ValueError`` if it is not one)."""
    if not isinstance(code, str) or not code.isascii() or len(code) > 12:
        raise ValueError(f"not an action code: {code!r}")
    return _action_of_code(code)


@cache  # a game's few hundred codes are a few dozen distinct ones; actions are shared values
def _action_of_code(code: str) -> Action:
    try:
        action = action_from_json(_protocol_form(code))
    except IllegalAction as exc:
        raise ValueError(f"not an action code: {code!r}") from exc
    if action_code(action) != code:  # one code per action: "p5l" is not "p5L"
        raise ValueError(f"not an action code: {code!r}")
    return action


def encode_actions(actions: Iterable[Action]) -> str:
    """The codes of ``actions``, separated by single spaces."""
    return " ".join(action_code(a) for a in actions)


def decode_actions(text: str) -> tuple[Action, ...]:
    """The actions of ``encode_actions``' text (``ValueError`` if any code is bad)."""
    if not isinstance(text, str):
        raise ValueError("actions must be text")
    if not text:
        return ()
    return tuple(action_of_code(code) for code in text.split(" "))
