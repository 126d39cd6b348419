"""What a puzzle's table shows once answered: the position after a move and the answers to its
ability's questions, up to the first card not known yet (``board_after``, ``board_stop``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ...core import Action, State
from ...core import events as E
from ...core.cards import CARD_NAMES
from ...core.state import PHASE_DECISION
from ...core.view import TableModel
from ...game.puzzle_check import Checked
from ...game.puzzle_reason import known_outcome
from ...game.session import answering_with_positions
from .puzzle_lines import BEFORE, BEST, YOURS


def board_after(state: State, moves: Sequence[Action]) -> TableModel:
    """The table after the first of ``moves`` and the answers to its ability's questions (the
    moves after it while a question waits): a card answered lies on the trick beside its
    statement; a visit ended shows its last position. It stops before a card not known yet is
    shown (a statement revealed, a card drawn): the game's own deck would tell one outcome of many."""
    return board_stop(state, moves)[0]


def board_stop(state: State, moves: Sequence[Action]) -> tuple[TableModel, bool]:
    """``board_after``, and whether it stopped before a card not known yet with nothing of the move's
    dialogue shown (a card answered lies on the trick: the move is seen done). A King of Leaves used
    shows its ally spent, then stops before the deck's top card it looks at: the table changed, but
    "The table shows the best move" beside a hand and a deck as they were read as nothing done."""
    shown = TableModel.from_state(state)
    for n, move in enumerate(moves):
        if n and state.phase is not PHASE_DECISION:
            break
        known = known_outcome(state, move)
        state, moments = answering_with_positions(state, move)
        trick: TableModel | None = None
        for moment in moments:
            if isinstance(moment.event, E.VisitOver):
                return trick or shown, False
            if moment.event.reveals and not known:  # a card answered on the trick shows the move done
                return trick or shown, trick is None
            shown = TableModel.of(moment)
            if moment.trick is not None:
                trick = shown
        if trick is not None:
            return trick, False  # the card answered on the trick, with the dialogue's result
    return shown, False


def ally_only(before: TableModel, after: TableModel) -> tuple[int, str] | None:
    """The one ally slot (its index, its character) that ``after`` shows used where ``before`` did not,
    when nothing else on the table differs; else None. Its slot lies under the solution's panel, so
    such a table looks as it did before the move."""
    old, new = before.kingdom.allies, after.kingdom.allies
    if len(old) != len(new) or replace(after, kingdom=replace(after.kingdom, allies=old)) != before:
        return None
    turned = [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if b.exhausted and not a.exhausted]
    if len(turned) != 1:
        return None
    slot = turned[0]
    return slot, new[slot].character


def board_of(state: State, checked: Checked, given: Action, which: str) -> tuple[TableModel, bool]:
    """The table of ``which`` board (YOURS, BEST, BEFORE) of the answer ``given`` from the puzzle's
    position ``state``, and whether it stops before a card not known yet."""
    if which == BEFORE:
        return TableModel.from_state(state), False
    return board_stop(state, checked.shown_moves(given, best=which == BEST))


def boards_left(state: State, checked: Checked, given: Action, correct: bool) -> frozenset[str]:
    """The boards to show with the panel over the ruler's column: those where an ally changed (its
    slot lies under the panel on the allies' column) while the ruler's column (the ruler, the deck,
    the cards known on top of it) did not. All of them when no board changes that column, so that
    the panel does not jump from side to side as B shows one board, then the other."""
    before = TableModel.from_state(state)

    def column(model: TableModel) -> tuple[object, ...]:
        return model.ruler, model.trump, model.deck_count, model.known_top

    boards = (YOURS, BEFORE) if correct else (YOURS, BEST)
    models = {which: board_of(state, checked, given, which)[0] for which in boards}
    allies = before.kingdom.allies
    left = {w for w, m in models.items() if m.kingdom.allies != allies and column(m) == column(before)}
    if left and all(column(m) == column(before) for m in models.values()):
        return frozenset(boards)
    return frozenset(left)


def swap_cards(checked: Checked, given: Action, which: str) -> frozenset[int]:
    """The hand cards to light on the board ``which`` when the best move uses the King of Leaves: the
    card to put back on the deck in place of the top card it shows (``Checked.swap``; each card best
    for some top cards, when it depends on it), lifted and outlined as the game's table asks for it.
    The panel only told it in words ("put the 4 of Leaves on the deck"; p62). Nothing on another
    board (the player's wrong move, the position before)."""
    swap = checked.swap
    best = which == BEST or (which == YOURS and given == checked.verdict.answer)
    if swap is None or not best:
        return frozenset()
    return frozenset(CARD_NAMES.index(card) for card, _count in swap.cards)
