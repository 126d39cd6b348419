"""The game on the table: the session's actions played onto the stage, undo and redo, and the
optional rule that plays out a visit whose outcome is certain.

The table scene's one port to the session. It moves the cards (through the ``Stage``) and
answers in words for the message line, which the scene shows; it never calls the scene.
"""

from __future__ import annotations

from ..core import Action, IllegalAction, State
from ..game.session import Session
from ..game.settle import finish_settled
from ..i18n import _
from ..i18n.messages import error_message
from .scene import Context
from .settle_view import SettleWatch
from .stage import Stage
from .table_buttons import ironman_text
from .table_model import TableModel

#: Words for the message line, and whether they tell of a refusal (drawn in red).
Said = tuple[str, bool]


class TablePlay:
    """A session played on a stage."""

    def __init__(self, session: Session, stage: Stage, ctx: Context) -> None:
        self.session = session
        self.stage = stage
        self.ctx = ctx  # its settings: finish a visit once its outcome is certain, or not
        self.settle = SettleWatch(ctx.jobs)
        self.settles = True  # False: no visit is ever finished for the player (a puzzle)
        self._viewed: tuple[State, dict] | None = None

    def legal(self) -> tuple[Action, ...]:
        return self.session.legal()

    def view(self) -> dict:
        """The session's view of the position (worked out once per position: states are values)."""
        state = self.session.state
        if self._viewed is None or self._viewed[0] is not state:
            self._viewed = (state, self.session.view())
        return self._viewed[1]

    def act(self, action: Action, holding: bool) -> str | None:
        """Apply ``action`` and show the positions after its events; the core's reason in the player's words if it is
        refused (None: played). ``holding``: the end-of-visit panel holds the table."""
        self.stage.finish()
        first = len(self.session.steps)
        try:
            self.session.apply(action)
        except IllegalAction as error:
            return error_message(error)
        self.watch(holding)  # off the UI thread; see ``finish_certain``
        self.stage.play(self.session.moments(first))
        return None

    def undo(self) -> Said:
        """Undo back to the last card revealed (not in an Ironman game), and what to say of it."""
        self.stage.finish()
        session = self.session
        if not session.undo_allowed:
            session.undo()  # refused, and remembered: the game now stays Ironman
            return ironman_text(), True
        if session.undo():
            self.stage.resync(TableModel.from_state(session.state))
            return _("Undone."), False
        return _("Nothing to undo since the last card was revealed."), True

    def redo(self) -> Said | None:
        """Redo what was undone (the positions after its events are shown); what to say of it
        (None: nothing)."""
        self.stage.finish()
        if not self.session.undo_allowed:
            self.session.redo()  # refused, and remembered: the game now stays Ironman
            return ironman_text(), True
        first = len(self.session.steps)
        if self.session.redo() is None:
            return _("Nothing to redo."), True
        self.stage.play(self.session.moments(first))
        return None

    def finish_certain(self, holding: bool) -> bool:
        """The optional rule: once the search says nothing can change the visit's outcome, the
        rest of the visit is played (the cards still move; the message line says so). True when
        it was."""
        if not self.watch(holding):
            return False
        outcome = self.settle.outcome(self.session.state)
        if outcome is None:
            return False
        self.settle.cancel()
        first = len(self.session.steps)
        finish_settled(self.session, outcome)
        self.stage.play(self.session.moments(first))
        return True

    def watch(self, holding: bool) -> bool:
        """With the setting on, make sure the position shown is being searched (or was): one
        reached without an action of ours — a game continued mid-visit, an undo or redo, the
        setting switched on — is searched from now. False when the setting is off or the table
        holds at the end of a visit."""
        if not (self.settles and self.ctx.settings.finish_certain_visits) or holding:
            return False
        if not self.settle.watching(self.session.state):
            self.settle.watch(self.session.state)
        return True
