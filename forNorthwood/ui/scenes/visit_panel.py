"""The end-of-visit panel: what the visit keeps while the table holds at the end of a visit.

The panel comes up over the cards once a visit is over. From then on it ignores input for a
short moment (its pause), celebrates a medal this visit secured or a fief won (``Celebration``),
shows its picture as a sprite over the cards, and tells on the prompt line under it why an undo
or a redo asked for did nothing. The visit tells it what it needs (the panel's event, the medal's
standing, the places); it never asks the visit for anything.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...core import events as E
from ...core.cards import MEDALS
from ...core.prospects import LOST, SECURED, MedalProspect, fief_outcome
from ...game.session import Session
from ...i18n import _
from ..input_guard import InputGuard
from ..medal_art import CELEBRATION_MS, FIEF_WON_MS, MEDAL_COLOURS
from ..scene import Context
from ..sprites import PictureSprite
from ..table_buttons import ironman_text
from ..theme import STAR
from .visit_celebration import Celebration
from .visit_still import BannerPicture


class VisitPanel:
    """The end-of-visit panel's pause, celebration, picture shown and note."""

    def __init__(self, now: Callable[[], int]) -> None:
        self.now = now
        self.guard: InputGuard | None = None  # the pause, made when the panel appears
        self.guarded: E.VisitOver | None = None  # the visit's end the pause was made for
        self.shown: BannerPicture | None = None  # the picture on the panel's sprite
        #: A medal secured by this visit (or a fief's stars), celebrated on the panel.
        self.celebrating = Celebration(now)
        #: Why an undo or redo asked for on the panel did nothing, shown on the prompt line under
        #: it (the message line is under the panel).
        self.note: str | None = None

    def refuse(self, session: Session, undo: bool) -> None:
        """Why an undo (a redo) asked for on the panel does nothing, as its ``note``: undo goes back
        to the last card revealed, and the visit's end revealed more (the new deal, or the game's
        result). In an Ironman game the session is asked all the same: it refuses, and remembers."""
        if not session.undo_allowed:
            session.undo() if undo else session.redo()  # refused, and remembered: the game now stays Ironman
            self.note = ironman_text()
        elif undo:
            self.note = _("A visit that is over cannot be undone: undo goes back only to the last card revealed.")
        else:
            self.note = _("Nothing to redo.")

    def settled(self, medal: MedalProspect, over: bool) -> MedalProspect | None:
        """The ``medal``'s standing told on the panel: when the game goes on (not ``over``) and it
        is settled (lost or secured)."""
        return medal if medal.outlook in (LOST, SECURED) and not over else None

    def picture(
        self,
        size: tuple[int, int],
        hold: E.VisitOver,
        session: Session,
        medal: MedalProspect | None,
        continue_ring: tuple[bool, bool],
    ) -> BannerPicture:
        """The panel's picture while the table holds at the end of a visit (``hold``), its
        Continue hovered, focused as ``continue_ring`` says; it says so when the player finished
        the visit (the session noted ``VisitSettled`` for its fief: each fief is visited once)."""
        hovered, focused = continue_ring
        finished = any(isinstance(e, E.VisitSettled) and e.fief == hold.fief for s in session.steps for e in s.events)
        outcome = fief_outcome(session.state.kingdom, hold.fief)
        return BannerPicture(size, hold, outcome, medal, hovered, focused, finished)

    def appeared(self, hold: E.VisitOver) -> bool:
        """Whether the panel for ``hold`` just came up (its pause starts then)."""
        if hold is self.guarded:
            return False
        self.guarded = hold
        self.guard = InputGuard(self.now)
        return True

    def celebrate(self, ctx: Context, medal: MedalProspect | None, won: bool) -> bool:
        """Start celebrating a ``medal`` secured (with its sound) or a fief ``won`` (none with
        animations off); whether a celebration started."""
        if medal is not None and medal.outlook == SECURED:
            self.celebrating.start(ctx.duration(CELEBRATION_MS), medal=True)
            ctx.sounds.play("medal")
            return True
        if won and ctx.duration(FIEF_WON_MS) > 0:
            self.celebrating.start(ctx.duration(FIEF_WON_MS), medal=False)
            return True
        return False

    def skips(self, event: pygame.event.Event) -> bool:
        """A press while the celebration runs ends it at once (a medal stays still)."""
        if self.celebrating.running() and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.celebrating.skip()
            return True
        return False

    def blocks(self, event: pygame.event.Event) -> bool:
        """Whether the panel's pause drops ``event``."""
        return self.guard is not None and self.guard.blocks(event)

    def show_celebration(
        self, panel: pygame.Rect | None, fief: pygame.Rect | None, px: Callable[[float], int], threshold: int
    ) -> None:
        """The medal (of the kingdom's ``threshold``) on the ``panel`` beside its title, or the
        stars from the ``fief``'s card, at this moment of the celebration."""
        colour = MEDAL_COLOURS.get(MEDALS.get(threshold, ""), STAR)
        self.celebrating.show(panel, fief, px, colour)

    def show(self, picture: BannerPicture | None, sprite: PictureSprite) -> None:
        """The panel's ``picture`` on its ``sprite`` over the cards (None: no panel)."""
        self.shown = picture
        sprite.show(picture.image() if picture is not None else None)
