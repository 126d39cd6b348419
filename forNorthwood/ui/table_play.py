"""The game on the table: the session's actions played onto the stage, undo and redo, and the
optional rule that plays out a visit whose outcome is certain.

The table scene's one port to the session. It moves the cards (through the ``Stage``) and
answers in words for the message line, which the scene shows; it never calls the scene.
"""

from __future__ import annotations

from ..core import Action, IllegalAction, State
from ..core.view import TableModel
from ..game.session import Session
from ..game.settle import finish_settled
from ..i18n import _
from ..i18n.messages import error_message
from .scene import Context
from .settle_view import SettleWatch
from .stage import Stage
from .table_buttons import ironman_text

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

    def public_view(self) -> dict:
        """The session's public view of the position (worked out once per position: states are values)."""
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
        if not self.ctx.settings.finish_certain_visits or not self.watch(holding):
            return False
        return self.finish()

    def decided(self, holding: bool) -> bool:
        """The search found that nothing the player can still do changes the visit's outcome, at
        the position shown: the player may finish the visit at once ("Finish the visit")."""
        return self.watch(holding) and self.settle.outcome(self.session.state) is not None

    def finish(self) -> bool:
        """Play the rest of a visit whose outcome the search found certain, as the rules say (every
        statement revealed and answered; the message line says the visit was decided). True when
        it was; False when the position shown is not known to be decided."""
        outcome = self.settle.outcome(self.session.state)
        if outcome is None:
            return False
        self.settle.cancel()
        first = len(self.session.steps)
        finish_settled(self.session, outcome)
        self.stage.play(self.session.moments(first))
        return True

    def watch(self, holding: bool) -> bool:
        """Make sure the position shown is being searched (or was): one reached without an action
        of ours — a game continued mid-visit, an undo or redo, the setting switched on — is
        searched from now. Every position of a visit is, whether the setting is on (the visit is
        finished for the player) or off ("Finish the visit" is offered): the offer's rule is that
        nothing the player can still do changes the result, the target reached or not (one card
        left that surely wins the last dialogue needed is as decided as a target reached with cards
        that cannot win). False when nothing is searched (a puzzle, the table holding at the end
        of a visit)."""
        if not self.settles or holding:
            return False
        state = self.session.state
        if not self.settle.watching(state):
            self.settle.watch(state)
        return True
