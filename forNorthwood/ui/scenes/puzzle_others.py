"""Why the other options than the answer are worse, under a puzzle's solution: a sentence each, by the
count after it or in chance; two worse for the same reason in one sentence ("“Pick 7 of Eyes” and
“Pick 8 of Eyes”: …"), a pair of cards picked in either order named as one option."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...core import Action, State
from ...core import actions as A
from ...core.cards import CARD_NAMES
from ...game.puzzle_chance import ChanceReason
from ...game.puzzle_check import Checked
from ...game.puzzle_pairs import same_pairs
from ...game.puzzle_reason import ENDS, OVER, SHORT, Shortfall
from ...game.puzzle_rule import Count
from ...i18n.puzzles_text import (
    count_text,
    move_text,
    other_chance_text,
    other_chances_text,
    other_forced_text,
    other_move_text,
    other_moved_chance_text,
    other_moved_text,
    other_moves_text,
    pair_move_text,
    shortfall_text,
)


def answer_chance(checked: Checked) -> float:
    """The best move's chance to win the visit."""
    return max((option.success for option in checked.solution.options), default=0.0)


Why = Count | Shortfall | ChanceReason


def reasons_words(state: State, told: Sequence[tuple[Action, Why]], checked: Checked) -> list[str]:
    """Why other options are worse, a sentence each; two worse for the same reason in one ("“Pick 7 of
    Eyes” and “Pick 8 of Eyes”: …"): the same sentence twice, but for the move's name, read as a repeat."""
    twins = same_pairs(state, checked.solution.options)
    told = [(move, why) for move, why in told if move not in twins.values()]
    # An option that moves the visit is told with its fief (``_moved``): not paired with another.
    moving = {option for option, _fief, _target in checked.moved}
    keys = ["" if _moved(state, why) or move in moving else _why_alone(why, checked) for move, why in told]
    words: list[str] = []
    paired: set[int] = set()
    for n, (move, why) in enumerate(told):
        if n in paired:
            continue
        twin = next((m for m in range(n + 1, len(told)) if m not in paired and keys[n] and keys[m] == keys[n]), None)
        if twin is None:
            words.append(_other_words(state, move, why, checked, named(move, state, twins)))
            continue
        paired.add(twin)
        words.append(_pair_words(named(move, state, twins), named(told[twin][0], state, twins), why, checked))
    return words


def _why_alone(why: Why, checked: Checked) -> str:
    """The reason ``why`` worded without the move's name, where two options can share it ("" when not)."""
    if isinstance(why, ChanceReason):
        lost, yours, _cards, best, _best_cards = why.told
        return other_chance_text("", lost, yours, best, answer_chance(checked))
    if isinstance(why, Count):
        if why.ended or not (why.won > why.target or (0 <= why.hand and why.won + why.hand < why.target)):
            return ""
        return shortfall_text(OVER if why.won > why.target else SHORT, why.fief, why.target, why.won, why.hand, False)
    if why.kind == ENDS or why.statement:
        return ""
    return shortfall_text(why.kind, why.fief, why.target, why.won, why.left, why.by_deck)


def _pair_words(move: str, other: str, why: Why, checked: Checked) -> str:
    """Two options, ``move`` and ``other``, worse for the same reason ``why``, in one sentence."""
    if isinstance(why, ChanceReason):
        lost, yours, _cards, best, _best_cards = why.told
        return other_chances_text(move, other, lost, yours, best, answer_chance(checked))
    return other_moves_text(move, other, _why_alone(why, checked))


def _other_words(
    state: State, move: Action, why: Count | Shortfall | ChanceReason, checked: Checked, name: str = ""
) -> str:
    """Why another option than the right answer is worse: by the count after it, or in chance (``name``:
    the move's words, else ``move_text``)."""
    name = name or move_text(move, state)
    if isinstance(why, Count):
        return count_text(name, why.fief, why.target, why.won, why.ended, why.hand)
    if isinstance(why, Shortfall) and why.statement:
        wins = why.won > why.target
        return other_forced_text(name, why.statement, why.card, wins, why.fief, why.target, why.won)
    if isinstance(why, Shortfall):
        said = shortfall_text(why.kind, why.fief, why.target, why.won, why.left, why.by_deck)
        if _moved(state, why):
            return other_moved_text(name, why.fief, why.target, said)
        return other_move_text(name, said)
    lost, yours, _cards, best, _best_cards = why.told
    moved = next(((fief, target) for option, fief, target in checked.moved if option == move), None)
    win = answer_chance(checked)
    if moved is not None and lost and yours < 1 - 1e-6 and best > 1e-6:  # the fief named, then the shares
        return other_moved_chance_text(name, *moved, yours, best, win)
    return other_chance_text(name, lost, yours, best, win)


def _moved(state: State, why: Why) -> bool:
    """Whether the count ``why`` is told of another fief than the one visited (the option moves the
    visit there: the Prince of Leaves), which the reason then names with what it asks for."""
    return isinstance(why, Shortfall) and why.kind not in (ENDS, OVER, SHORT) and why.fief != state.kingdom.visiting


def named(move: Action, state: State, twins: dict[Action, Action], words: Callable[..., str] = move_text) -> str:
    """``move`` in ``words``, or as the pair it makes with its twin ("Discard 1 of Claws and 6 of Leaves")."""
    other = twins.get(move)
    if other is None or not isinstance(move, A.PickCard) or not isinstance(other, A.PickCard):
        return words(move, state)
    if words is move_text:
        return pair_move_text(CARD_NAMES[move.card], CARD_NAMES[other.card])
    return f"{words(move, state)} + {words(other, state)}"
