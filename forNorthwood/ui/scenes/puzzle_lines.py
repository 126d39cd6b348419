"""The lines a puzzle's table says of itself: the player's move on the message line, the first
button's label once answered (the other position to show), and the prompt line then."""

from __future__ import annotations

from ...core import Action, State
from ...i18n import _
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


def answered_prompt(board: str, unknown: bool) -> str:
    """The prompt line once answered: the position the table shows (``board``), and that it stops
    before a card not known yet (``unknown``)."""
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
