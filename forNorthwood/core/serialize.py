"""State ⇄ JSON, and building a state from a protocol ``position``.

Everything read here may come from a file or a pipe, so it is validated in full:
bad input raises ``IllegalAction`` (``INVALID_POSITION`` naming the card or
character at fault, or ``MALFORMED``) and never reaches the rules half-checked.
"""

from __future__ import annotations

from typing import Any

from .abilities import CARD, CARDS, PILE, STEPS, Datum
from .cards import (
    CARD_NAMES,
    CHARACTER_SET,
    FIEF_COUNT,
    HAND_SIZE,
    SETUPS,
    SLOT_COUNT,
    SUIT_LETTERS,
    THRESHOLDS,
    parse_card,
)
from .errors import INVALID_POSITION, MALFORMED, IllegalAction
from .rng import MASK64, seed_state
from .state import Decision, DecisionKind, Fief, FiefStatus, Kingdom, Phase, State, ally_slot

STATE_FORMAT = 1
PILE_NAMES = ("hand", "deck", "discard", "score")
_DECISION_KINDS = ("card", "suit", "fief", "slot", "option")
_OPTION_NAMES = ("stop", "continue", "skip")


def _bad(reason: str, **params: object) -> IllegalAction:
    return IllegalAction(INVALID_POSITION, reason, **params)


def _field(obj: dict, name: str, where: str = "position") -> object:
    if name not in obj:
        raise IllegalAction(MALFORMED, "missing_field", field=name, type=where)
    return obj[name]


# -- characters and fiefs ---------------------------------------------------------


def _character(value: object, where: str) -> str:
    if not isinstance(value, str) or value.upper() not in CHARACTER_SET:
        raise _bad("bad_character", value=str(value), where=where)
    return value.upper()


def _parse_kingdom(obj: dict) -> Kingdom:
    setup = _field(obj, "setup")
    if setup not in SETUPS:
        raise _bad("bad_setup", value=str(setup))
    threshold = _field(obj, "threshold")
    if threshold not in THRESHOLDS or type(threshold) is not int:
        raise _bad("bad_threshold", value=str(threshold))
    raw_fiefs = _field(obj, "fiefs")
    if not isinstance(raw_fiefs, list) or len(raw_fiefs) != FIEF_COUNT:
        raise _bad("fief_count")
    fiefs = []
    for number, raw in enumerate(raw_fiefs):
        if not isinstance(raw, dict):
            raise _bad("bad_fief", fief=number)
        status = raw.get("status", "unvisited")
        if status not in ("unvisited", "won", "lost"):
            raise _bad("bad_fief_status", fief=number, value=str(status))
        ruler = raw.get("ruler")
        if status == "lost":
            if ruler is not None:
                raise _bad("lost_fief_has_ruler", fief=number)
        else:
            ruler = _character(ruler, f"fief {number}")
        fiefs.append(Fief(ruler, FiefStatus(status)))
    raw_allies = _field(obj, "allies")
    if not isinstance(raw_allies, list) or len(raw_allies) != SLOT_COUNT:
        raise _bad("slot_count")
    allies = []
    for slot, raw in enumerate(raw_allies):
        if not isinstance(raw, dict):
            raise _bad("bad_slot", slot=slot)
        ally = _character(raw.get("ally"), f"slot {slot}")
        sub = raw.get("substitute")
        sub = None if sub is None else _character(sub, f"slot {slot}")
        exhausted = raw.get("exhausted", False)
        if type(exhausted) is not bool:
            raise _bad("bad_slot", slot=slot)
        allies.append(ally_slot(ally, sub, exhausted))
    raw_friends = obj.get("friends", [])
    if not isinstance(raw_friends, list):
        raise _bad("bad_friends")
    friends = tuple(sorted(_character(f, "friends") for f in raw_friends))
    visiting = obj.get("visiting")
    if visiting is not None and (type(visiting) is not int or not 0 <= visiting < FIEF_COUNT):
        raise _bad("bad_visiting", value=str(visiting))
    kingdom = Kingdom(
        setup=setup, threshold=threshold, fiefs=tuple(fiefs), allies=tuple(allies), friends=friends, visiting=visiting
    )
    _check_characters(kingdom)
    return kingdom


def _check_characters(kingdom: Kingdom) -> None:
    """Each character at most once; a friend or substitute must come from a won fief."""
    won_rulers = {f.ruler for f in kingdom.fiefs if f.status is FiefStatus.WON}
    seen: set[str] = set()
    for f in kingdom.fiefs:
        if f.ruler is not None:
            if f.ruler in seen:
                raise _bad("character_twice", character=f.ruler)
            seen.add(f.ruler)
    for a in kingdom.allies:
        if a.ally in seen:
            raise _bad("character_twice", character=a.ally)
        seen.add(a.ally)
    befriended: set[str] = set()
    for name in [*kingdom.friends, *(a.substitute for a in kingdom.allies if a.substitute)]:
        if name not in won_rulers:
            raise _bad("friend_not_won", character=name)
        if name in befriended:
            raise _bad("character_twice", character=name)
        befriended.add(name)


# -- dialogue cards ----------------------------------------------------------------


def _parse_piles(obj: dict) -> dict[str, tuple[int, ...]]:
    piles: dict[str, tuple[int, ...]] = {}
    where: dict[int, str] = {}
    for name in PILE_NAMES:
        raw = obj.get(name, [])
        if not isinstance(raw, list):
            raise _bad("bad_pile", pile=name)
        cards = []
        for item in raw:
            card = parse_card(item)
            if card is None:
                raise _bad("bad_card", value=str(item), pile=name)
            if card in where:
                raise _bad("card_twice", card=CARD_NAMES[card], pile=where[card], other_pile=name)
            where[card] = name
            cards.append(card)
        piles[name] = tuple(cards)
    for card in range(32):
        if card not in where:
            raise _bad("card_missing", card=CARD_NAMES[card])
    return piles


def _check_phase(kingdom: Kingdom, phase: Phase, piles: dict[str, tuple[int, ...]], decision: Decision | None) -> None:
    visiting = kingdom.visiting
    open_fiefs = [i for i, f in enumerate(kingdom.fiefs) if f.status is FiefStatus.UNVISITED]
    if phase in (Phase.CHOOSE_FIEF, Phase.GAME_OVER):
        if visiting is not None:
            raise _bad("visiting_between_visits", phase=phase.value)
        if any(a.substitute or a.exhausted for a in kingdom.allies):
            raise _bad("allies_not_ready", phase=phase.value)
    elif visiting is None or visiting not in open_fiefs:
        raise _bad("bad_visiting", value=str(visiting))
    if phase is Phase.CHOOSE_FIEF:
        if not open_fiefs:
            raise _bad("no_fief_left")
        if piles["discard"] or piles["score"] or len(piles["hand"]) != HAND_SIZE:
            raise _bad("not_a_fresh_deal")
    elif phase is Phase.GAME_OVER:
        if open_fiefs and kingdom.stars_still_possible >= kingdom.threshold:
            raise _bad("game_not_over")
    elif phase is Phase.CHOOSE_SUBSTITUTES:
        if any(a.exhausted for a in kingdom.allies):
            raise _bad("allies_not_ready", phase=phase.value)
    elif phase is Phase.ABILITY_WINDOW:
        if not piles["hand"] or not piles["deck"]:
            raise _bad("visit_already_over")
    elif phase is Phase.RESPOND:
        if not piles["discard"]:
            raise _bad("no_statement")
        if not piles["hand"]:
            raise _bad("visit_already_over")
    if (phase is Phase.DECISION) != (decision is not None):
        raise _bad("decision_phase_mismatch")


# -- positions ----------------------------------------------------------------------


def state_from_position(position: object) -> State:
    """A state from the protocol's ``position`` object, fully validated."""
    if not isinstance(position, dict):
        raise IllegalAction(MALFORMED, "position_not_object")
    kingdom = _parse_kingdom(position)
    piles = _parse_piles(position)
    phase_name = _field(position, "phase")
    if phase_name not in ("choose_fief", "choose_substitutes", "ability_window", "respond"):
        raise _bad("bad_phase", value=str(phase_name))
    phase = Phase(phase_name)
    _check_phase(kingdom, phase, piles, None)
    ability_used = position.get("ability_used", False)
    baron_eyes = position.get("baron_eyes", False)
    if type(ability_used) is not bool or type(baron_eyes) is not bool:
        raise IllegalAction(MALFORMED, "bad_flag")
    seed = position.get("seed", 0)
    known_top = position.get("known_top", 0)
    if type(seed) is not int or type(known_top) is not int or not 0 <= known_top <= len(piles["deck"]):
        raise IllegalAction(MALFORMED, "bad_number", field="seed/known_top", value="", limit="")
    statement = piles["discard"][-1] if phase is Phase.RESPOND else None
    return State(
        kingdom=kingdom,
        hand=tuple(sorted(piles["hand"])),
        deck=piles["deck"],
        discard=piles["discard"],
        score=piles["score"],
        phase=phase,
        rng=seed_state(seed),
        ability_used=ability_used,
        statement=statement,
        baron_eyes=baron_eyes,
        known_top=known_top,
    )


# -- the full state ------------------------------------------------------------------


def _encode_option(kind: str, option: object) -> object:
    if isinstance(option, int):
        if kind == "card":
            return CARD_NAMES[option]
        if kind == "suit":
            return SUIT_LETTERS[option]
    return option


def _decode_option(kind: str, raw: object, hand: tuple[int, ...]) -> object:
    if raw in _OPTION_NAMES:
        return raw
    if kind == "card":
        card = parse_card(raw)
        if card is None or card not in hand:
            raise IllegalAction(MALFORMED, "bad_state", detail=f"decision option {raw!r}")
        return card
    if kind == "suit":
        if not isinstance(raw, str) or len(raw) != 1 or raw not in SUIT_LETTERS:
            raise IllegalAction(MALFORMED, "bad_state", detail=f"decision option {raw!r}")
        return SUIT_LETTERS.index(raw)
    if type(raw) is not int or not 0 <= raw < (FIEF_COUNT if kind == "fief" else SLOT_COUNT):
        raise IllegalAction(MALFORMED, "bad_state", detail=f"decision option {raw!r}")
    return raw


def _encode_data(step: str, data: tuple) -> list:
    """A decision's data as the state object writes it, item by item as its step declares."""
    return [_encode_datum(datum, value) for datum, value in zip(STEPS[step].data, data, strict=True)]


def _encode_datum(datum: Datum, value: Any) -> object:
    if datum is CARD:
        return CARD_NAMES[value]
    if datum is CARDS:
        return [CARD_NAMES[c] for c in value]
    if datum.kind == "counts":
        return list(value)
    return value  # a pile name or a count


def _decode_data(step: str, raw: object, hand: tuple[int, ...]) -> tuple:
    """The data of a decision read back, checked item by item against what its step declares."""
    data = STEPS[step].data
    try:
        if not isinstance(raw, list) or (raw and not data):
            raise TypeError
        return tuple(_decode_datum(datum, raw[i], hand) for i, datum in enumerate(data))
    except (TypeError, IndexError, KeyError) as exc:
        raise IllegalAction(MALFORMED, "bad_state", detail=f"decision data for {step}") from exc


def _decode_datum(datum: Datum, raw: Any, hand: tuple[int, ...]) -> object:
    # ``raw`` is any JSON value: where it is not what the item needs, TypeError (caught above).
    def card(x: object) -> int:
        c = parse_card(x)
        if c is None or c not in hand:
            raise IllegalAction(MALFORMED, "bad_state", detail=f"decision data {x!r}")
        return c

    def number(x: object) -> int:
        if type(x) is not int or not 0 <= x <= datum.limit:
            raise IllegalAction(MALFORMED, "bad_state", detail=f"decision data {x!r}")
        return x

    if datum is PILE:
        if raw not in ("discard", "score"):
            raise TypeError
        return raw
    if datum is CARD:
        return card(raw)
    if datum is CARDS:
        return tuple(card(x) for x in raw)
    if datum.kind == "counts":
        return tuple(number(v) for v in raw)
    return number(raw)


def state_to_json(state: State) -> dict:
    """The opaque ``state`` object of the protocol (it includes the hidden deck)."""
    kingdom = state.kingdom
    decision = state.decision
    return {
        "format": STATE_FORMAT,
        "setup": kingdom.setup,
        "threshold": kingdom.threshold,
        "fiefs": [{"ruler": f.ruler, "status": f.status.value} for f in kingdom.fiefs],
        "allies": [{"ally": a.ally, "substitute": a.substitute, "exhausted": a.exhausted} for a in kingdom.allies],
        "friends": list(kingdom.friends),
        "visiting": kingdom.visiting,
        "phase": state.phase.value,
        "hand": [CARD_NAMES[c] for c in state.hand],
        "deck": [CARD_NAMES[c] for c in state.deck],
        "discard": [CARD_NAMES[c] for c in state.discard],
        "score": [CARD_NAMES[c] for c in state.score],
        "ability_used": state.ability_used,
        "statement": None if state.statement is None else CARD_NAMES[state.statement],
        "decision": None
        if decision is None
        else {
            "ability": decision.ability,
            "slot": decision.slot,
            "step": decision.step,
            "kind": decision.kind,
            "options": [_encode_option(decision.kind, o) for o in decision.options],
            "data": _encode_data(decision.step, decision.data),
            "via": decision.via,
        },
        "baron_eyes": state.baron_eyes,
        "known_top": state.known_top,
        "rng": f"{state.rng:016x}",
    }


def state_from_json(obj: object) -> State:
    """Rebuild a state written by ``state_to_json``; anything inconsistent is refused."""
    if not isinstance(obj, dict):
        raise IllegalAction(MALFORMED, "state_not_object")
    if type(obj.get("format")) is not int or obj.get("format") != STATE_FORMAT:  # true is not 1
        raise IllegalAction(MALFORMED, "bad_state", detail="unknown state format")
    kingdom = _parse_kingdom(obj)
    piles = _parse_piles(obj)
    try:
        phase = Phase(str(obj.get("phase")))
    except ValueError as exc:
        raise IllegalAction(MALFORMED, "bad_state", detail="phase") from exc
    hand = tuple(sorted(piles["hand"]))
    decision = _decision_from_json(obj.get("decision"), hand, kingdom)
    _check_phase(kingdom, phase, piles, decision)
    ability_used = obj.get("ability_used")
    baron_eyes = obj.get("baron_eyes")
    known_top = obj.get("known_top")
    if type(ability_used) is not bool or type(baron_eyes) is not bool:
        raise IllegalAction(MALFORMED, "bad_state", detail="flags")
    if type(known_top) is not int or not 0 <= known_top <= len(piles["deck"]):
        raise IllegalAction(MALFORMED, "bad_state", detail="known_top")
    raw_statement = obj.get("statement")
    statement = None
    if raw_statement is not None:
        statement = parse_card(raw_statement)
        if statement is None or not piles["discard"] or piles["discard"][-1] != statement:
            raise IllegalAction(MALFORMED, "bad_state", detail="statement")
    if phase is Phase.RESPOND and statement is None:
        raise IllegalAction(MALFORMED, "bad_state", detail="statement")
    rng = obj.get("rng")
    try:
        rng_state = int(rng, 16)  # type: ignore[arg-type]  # any JSON value: a non-string raises TypeError, caught
    except (TypeError, ValueError) as exc:
        raise IllegalAction(MALFORMED, "bad_state", detail="rng") from exc
    if not 0 <= rng_state <= MASK64:
        raise IllegalAction(MALFORMED, "bad_state", detail="rng")
    return State(
        kingdom=kingdom,
        hand=hand,
        deck=piles["deck"],
        discard=piles["discard"],
        score=piles["score"],
        phase=phase,
        rng=rng_state,
        ability_used=ability_used,
        statement=statement,
        decision=decision,
        baron_eyes=baron_eyes,
        known_top=known_top,
    )


def _decision_from_json(raw: object, hand: tuple[int, ...], kingdom: Kingdom) -> Decision | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise IllegalAction(MALFORMED, "bad_state", detail="decision")
    step = raw.get("step")
    kind = raw.get("kind")
    ability = raw.get("ability")
    slot = raw.get("slot")
    via = raw.get("via")
    if not isinstance(step, str) or not isinstance(ability, str):
        raise IllegalAction(MALFORMED, "bad_state", detail="decision")
    if step not in STEPS or kind not in _DECISION_KINDS or ability not in CHARACTER_SET:
        raise IllegalAction(MALFORMED, "bad_state", detail="decision")
    if via not in (None, "QL") or (slot is not None and (type(slot) is not int or not 0 <= slot < SLOT_COUNT)):
        raise IllegalAction(MALFORMED, "bad_state", detail="decision")
    options_raw = raw.get("options")
    if not isinstance(options_raw, list) or len(options_raw) < 2:
        raise IllegalAction(MALFORMED, "bad_state", detail="decision options")
    options = tuple(_decode_option(kind, o, hand) for o in options_raw)
    data = _decode_data(step, raw.get("data"), hand)
    if kind == "fief" and any(
        isinstance(f, int) and kingdom.fiefs[f].status is not FiefStatus.UNVISITED for f in options
    ):
        raise IllegalAction(MALFORMED, "bad_state", detail="decision options")
    return Decision(ability=ability, slot=slot, step=step, kind=DecisionKind(kind), options=options, data=data, via=via)
