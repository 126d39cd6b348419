"""One voice where the advice once jumped: a multi-pick ability.

The first pick of an ability that asks several ("Jack of Eyes: discard a card, pick 1 of 2")
reveals nothing: it is worth its best completion, on the same deals as the next screen.
(``CHOOSING`` is a friends' choice before a fief of target 0, kept as a position where the opening
estimate answers the King of Eyes by rote: ``scripts/bench_jumps.py`` seed 19.)
"""

from __future__ import annotations

from forNorthwood.ai.advisor import advise
from forNorthwood.ai.infoset import canonical
from forNorthwood.core import State, apply
from forNorthwood.core import actions as A
from forNorthwood.core.serialize import state_from_json

BUDGET = 300
#: Seed 19 of ``scripts/bench_jumps.py``, choosing friends for the last fief (target 0): the King of
#: Eyes naming the trumps wins most deals; the rollouts name the first suit and lose them all.
CHOOSING = {
    "format": 1,
    "setup": "full",
    "threshold": 16,
    "fiefs": [
        {"ruler": "KF", "status": "unvisited"},
        {"ruler": "LC", "status": "won"},
        {"ruler": "BC", "status": "won"},
        {"ruler": "BF", "status": "won"},
        {"ruler": "PE", "status": "won"},
        {"ruler": "LE", "status": "won"},
        {"ruler": "BL", "status": "won"},
        {"ruler": None, "status": "lost"},
    ],
    "allies": [
        {"ally": "PF", "substitute": None, "exhausted": False},
        {"ally": "KE", "substitute": None, "exhausted": False},
        {"ally": "PC", "substitute": None, "exhausted": False},
        {"ally": "QL", "substitute": None, "exhausted": False},
    ],
    "friends": ["BF", "BL", "LE", "PE"],
    "visiting": 0,
    "phase": "choose_substitutes",
    "hand": ["4F", "6F", "8F", "2L", "3L", "7L", "1E", "2E"],
    "deck": [
        "8L",
        "4E",
        "2F",
        "3E",
        "5C",
        "3F",
        "7F",
        "6L",
        "4L",
        "3C",
        "1L",
        "5L",
        "4C",
        "1F",
        "2C",
        "8C",
        "8E",
        "5F",
        "5E",
        "7E",
        "6C",
        "1C",
        "6E",
        "7C",
    ],
    "discard": [],
    "score": [],
    "ability_used": False,
    "statement": None,
    "decision": None,
    "baron_eyes": False,
    "known_top": 0,
    "rng": "be1e08c4728735a2",
}


def choosing(allies: tuple[str, ...] = ("PF", "KE", "PC", "QL")) -> State:
    position = {**CHOOSING, "allies": [{"ally": a, "substitute": None, "exhausted": False} for a in allies]}
    return state_from_json(position)


def test_the_first_of_two_discards_is_worth_its_best_completion() -> None:
    """Every first discard of the Jack of Eyes showed one value (≈69%), below the second pick's
    best (≈82%) with nothing new known: now the first pick that leads to the best completion is
    worth it, on the same deals, up to a little sampling noise."""
    start = apply(choosing(("PF", "KE", "JE", "QL")), A.BEGIN_VISIT)[0]
    first = canonical(apply(start, A.activate(2))[0])  # it drew 8L and 4E
    assert first.decision is not None and first.decision.step == "je_discard"
    advice = advise(first, BUDGET)
    best = advice.best_action
    assert best is not None and best.success is not None
    following = advise(canonical(apply(first, best.action)[0]), BUDGET).best_action
    assert following is not None and following.success is not None
    assert best.success >= following.success - 0.02
    # The picks differ by what they leave: not one value for all of them.
    assert len({e.success for e in advice.actions}) > 1


#: Kingdom CXS82D, visit 6 (fief 0, target 0, trump Flowers), at its first ability window: the King of
#: Flowers discards two cards adding to 9. The deck's order is not seen (the advice reads the view).
KING_OF_FLOWERS = {
    "format": 1,
    "setup": "full",
    "threshold": 16,
    "fiefs": [
        {"ruler": "JF", "status": "unvisited"},
        {"ruler": None, "status": "lost"},
        {"ruler": "LF", "status": "won"},
        {"ruler": "QL", "status": "unvisited"},
        {"ruler": "KC", "status": "won"},
        {"ruler": "LE", "status": "won"},
        {"ruler": None, "status": "lost"},
        {"ruler": "JE", "status": "unvisited"},
    ],
    "allies": [{"ally": a, "substitute": None, "exhausted": False} for a in ("KF", "LC", "PL", "PE")],
    "friends": ["LF", "LE"],
    "visiting": 0,
    "phase": "ability_window",
    "hand": ["5C", "7C", "1F", "5F", "3L", "4L", "6L", "4E"],
    "deck": sorted(
        f"{value}{suit}"
        for suit in "CFLE"
        for value in range(1, 9)
        if f"{value}{suit}" not in {"5C", "7C", "1F", "5F", "3L", "4L", "6L", "4E"}
    ),
    "discard": [],
    "score": [],
    "ability_used": False,
    "statement": None,
    "decision": None,
    "baron_eyes": False,
    "known_top": 0,
    "rng": "be1e08c4728735a2",
}


def test_the_king_of_flowers_first_pick_shows_its_pair() -> None:
    """The King of Flowers ringed "≈73%", then its first pick's best "≈49%" (the opening's rollouts,
    pairing the 5 of Claws by rote), then its partner ≈73%, with nothing new known: now the first
    pick shows its completion's number, the second pick the number after the ability, and the
    partner of the ringed pick (the same pair the other way round) the same."""
    window = canonical(state_from_json(KING_OF_FLOWERS))
    ring = advise(window, BUDGET).best_action
    assert ring is not None and ring.action == A.activate(0) and ring.success is not None
    first = canonical(apply(window, ring.action)[0])
    assert first.decision is not None
    advice = advise(first, BUDGET)
    best = advice.best_action
    assert best is not None and best.success is not None
    second = canonical(apply(first, best.action)[0])
    following = advise(second, BUDGET).best_action
    assert following is not None and following.success is not None
    done = advise(canonical(apply(second, following.action)[0]), BUDGET).best_action
    assert done is not None
    assert best.success == following.success == done.success
    assert abs(best.success - ring.success) < 0.05  # here the very number: the same deals
    assert advice.success_of(following.action) == best.success  # the same pair, the other way round


#: The same kingdom's second visit (fief 7, target 7, trump Eyes; the King of Claws over the King of
#: Flowers) at its first ability window: the Prince of Eyes discards a card, then draws one.
PRINCE_OF_EYES = {
    **KING_OF_FLOWERS,
    "fiefs": [{"ruler": r, "status": "unvisited"} for r in ("JF", "JC", "LF", "QL")]
    + [{"ruler": "KC", "status": "won"}]
    + [{"ruler": r, "status": "unvisited"} for r in ("LE", "JL", "JE")],
    "allies": [{"ally": "KF", "substitute": "KC", "exhausted": False}]
    + [{"ally": a, "substitute": None, "exhausted": False} for a in ("LC", "PL", "PE")],
    "friends": [],
    "visiting": 7,
    "hand": ["2C", "1F", "5F", "3L", "5L", "5E", "6E", "8E"],
    "deck": sorted(
        f"{value}{suit}"
        for suit in "CFLE"
        for value in range(1, 9)
        if f"{value}{suit}" not in {"2C", "1F", "5F", "3L", "5L", "5E", "6E", "8E"}
    ),
}


def test_an_ally_question_before_anything_is_seen_values_its_ring() -> None:
    """The Prince of Eyes ringed "≈73%", then its discard's ring (the 1 of Flowers) ≈67%: the value of
    the 2 of Claws, the opening's own choice. Now the ring shows its own value, on the same deals."""
    window = canonical(state_from_json(PRINCE_OF_EYES))
    ring = advise(window, BUDGET).best_action
    assert ring is not None and ring.action == A.activate(3) and ring.success is not None
    asked = canonical(apply(window, ring.action)[0])
    assert asked.decision is not None
    best = advise(asked, BUDGET).best_action
    assert best is not None and best.success is not None
    assert abs(best.success - ring.success) < 0.03
