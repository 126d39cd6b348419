"""The lines a puzzle's table says of itself: the player's move on the message line, the first
button's label once answered (the other position to show), and the prompt line then."""

from __future__ import annotations

from ...core import Action, State
from ...i18n import _
from ...i18n.messages import character_name
from ...i18n.puzzles_text import move_text

#: What the table shows once answered: the position after the player's move, after the best
#: move, or before the answer.
YOURS, BEST, BEFORE = "yours", "best", "before"


def your_move_line(action: Action, state: State) -> str:
    """The message line once the answer ``action`` is played in the puzzle's position ``state``."""
    return _("Your move: {move}.").format(move=move_text(action, state))


def board_label(board: str, correct: bool) -> str:
    """The button in Next statement's place once answered: the other position to show (``board``:
    the one shown, YOURS, BEST or BEFORE; ``correct``: the answer was right)."""
    if board in (BEST, BEFORE):
        # Translators: a puzzle's button: the table shows the position after the player's move again.
        return _("Your move")
    if correct:
        # Translators: a puzzle's button: the table shows the position before the player's (right) move.
        return _("Before your move")
    # Translators: a puzzle's button: the table shows the position after the best move.
    return _("The best move")


def answered_prompt(board: str, unknown: bool, used: tuple[int, str] | None = None) -> str:
    """The prompt line once answered: the position the table shows (``board``), and that it stops
    before a card not known yet (``unknown``). ``used``: the move shown used the ally in that slot
    (0-3, its character) and nothing else on the table changed: the line says what changed (the
    panel leaves that ally in sight, ``PuzzleScene.boards_left``, but the table looks much as before)."""
    if used is not None and board in (YOURS, BEST):
        return used_ally_prompt(board, unknown, *used)
    if unknown:
        shown = (
            _("The best move turns over a card not known yet: the table stops before it.")
            if board == BEST
            else _("Your move turns over a card not known yet: the table stops before it.")
        )
    else:
        shown = {
            BEST: _("The table shows the best move."),
            BEFORE: _("The table shows the position before your move."),
        }.get(board, _("The table shows your move."))
    # Translators: {shown} is "The table shows your move." (or the best move, or the position before it).
    return _("{shown} Retry, go on or back: the buttons beside the solution.").format(shown=shown)


def used_ally_prompt(board: str, unknown: bool, slot: int, character: str) -> str:
    """The prompt line when the move shown only used an ally (which the table shows exhausted)."""
    ally = character_name(character)
    # Translators (the four lines below): a puzzle's prompt line once answered, when the table shows a move
    # that used an ally (the table shows it exhausted; nothing else on the table has changed); then either the
    # ability's next card is not known yet (the table stops there), or nothing else changes yet.
    # Keep them short: one line at 960×600.
    if board == BEST and unknown:
        text = _("The best move uses the {ally} (ally {slot}): it is exhausted, and the next card is not known yet.")
    elif board == BEST:
        text = _("The best move uses the {ally} (ally {slot}): it is exhausted, and nothing else changes yet.")
    elif unknown:
        text = _("You used the {ally} (ally {slot}): it is exhausted, and the next card is not known yet.")
    else:
        text = _("You used the {ally} (ally {slot}): it is exhausted, and nothing else changes yet.")
    return text.format(ally=ally, slot=slot + 1)
