"""The end-of-visit panel: what the visit keeps while the table holds at the end of a visit.

The panel comes up over the cards once a visit is over. From then on it ignores input for a
short moment (its pause), celebrates a medal this visit secured or a fief won (``Celebration``),
shows its picture as a sprite over the cards, and tells on the prompt line under it why an undo
or a redo asked for did nothing. The visit tells it what it needs (the panel's event, the medal's
standing, the places); it never asks the visit for anything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ...core import events as E
from ...core import legal_actions
from ...core.cards import MEDALS
from ...core.prospects import LOST, SECURED, FiefOutcome, MedalProspect, fief_outcome
from ...game.session import Session
from ...i18n import _
from ...i18n.aids_text import fief_outcome_text, medal_prospect_text
from ...i18n.controls_text import button_name
from ...i18n.events_text import visit_over_text, visit_over_title
from ..buttons import Button, draw_button
from ..input_guard import InputGuard
from ..medal_art import CELEBRATION_MS, FIEF_WON_MS, MEDAL_COLOURS
from ..panels import dim, draw_panel
from ..scene import Context
from ..sprites import PictureSprite
from ..table_buttons import ironman_text
from ..table_places import TableLayout, table_layout
from ..text import draw_block, draw_line
from ..theme import STAR, TEXT_LIGHT, WON
from .visit_celebration import Celebration
from .visit_hud import LOST_FILL
from .visit_still import Banner


@dataclass(frozen=True, slots=True)
class BannerPicture:
    """The end-of-visit panel: the visit's end, what it did to the stars, its Continue button."""

    size: tuple[int, int]
    event: E.VisitOver
    outcome: FiefOutcome
    medal: MedalProspect | None  # told when the medal is settled by this visit (lost or secured)
    hovered: bool
    focused: bool
    finished: bool = False  # the player finished the visit: the rest was played for them
    confirm: str = ""  # the name of the key that confirms (on its Continue)

    def outcome_text(self) -> str:
        """The panel's lines on the stars: gained, the new total, the medal if settled."""
        lines = [fief_outcome_text(self.outcome)]
        if self.medal is not None:
            lines.append(medal_prospect_text(self.medal) or "")
        return "\n".join(lines)

    def image(self) -> pygame.Surface:
        """The panel over the dimmed table."""
        lay = table_layout(*self.size)
        image = pygame.Surface(self.size, pygame.SRCALPHA)
        dim(image, 120)
        panel, button = banner_rects(lay, self.size)
        draw_panel(image, panel, 252)  # its words over the cards: nothing shows through
        pad = lay.px(22)
        title = pygame.Rect(panel.left + pad, panel.top + pad, panel.width - 2 * pad, lay.px(48))
        won = self.event.won
        # The moment of the visit's end: a green or red band across the panel's head, its title on it.
        band = pygame.Rect(panel.left + lay.px(6), panel.top + lay.px(6), panel.width - lay.px(12), title.bottom)
        band.height = title.bottom + lay.px(4) - band.top
        pygame.draw.rect(image, WON if won else LOST_FILL, band, border_radius=lay.px(10))
        mark = "✓ " if won else "✗ "
        draw_line(image, mark + visit_over_title(self.event), title, TEXT_LIGHT, lay.px(38), True, "center")
        body = pygame.Rect(
            panel.left + pad, title.bottom + lay.px(10), panel.width - 2 * pad, button.top - title.bottom - lay.px(20)
        )
        words = visit_over_text(self.event, self.finished) + "\n\n" + self.outcome_text()
        draw_block(image, words, body, TEXT_LIGHT, lay.px(21), align="center", valign="middle")
        draw_button(
            image,
            Button("continue", _("Continue"), button, primary=True, hint=self.confirm, keycap=True),
            self.hovered,
            self.focused,
        )
        return image


def banner_rects(lay: TableLayout, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """The end-of-visit panel and its Continue button."""
    w, h = size
    panel = pygame.Rect(0, 0, min(w - lay.px(60), lay.px(720)), min(h - lay.px(60), lay.px(340)))
    panel.center = (w // 2, h // 2)
    button = pygame.Rect(0, 0, lay.px(220), lay.px(54))
    button.midbottom = (panel.centerx, panel.bottom - lay.px(22))
    return panel, button


class VisitPanel:
    """The end-of-visit panel's pause, celebration, picture shown and note."""

    def __init__(self, now: Callable[[], int]) -> None:
        self.now = now
        self.guard: InputGuard | None = None  # the pause, made when the panel appears
        self.guarded: E.VisitOver | None = None  # the visit's end the pause was made for
        self.shown: Banner | None = None  # the picture on the panel's sprite
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
        the visit and something was played for them (``played_for_player``)."""
        hovered, focused = continue_ring
        finished = played_for_player(session, hold.fief)
        outcome = fief_outcome(session.state.kingdom, hold.fief)
        return BannerPicture(size, hold, outcome, medal, hovered, focused, finished, button_name("confirm"))

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

    def show(self, picture: Banner | None, sprite: PictureSprite) -> None:
        """The panel's ``picture`` on its ``sprite`` over the cards (None: no panel)."""
        self.shown = picture
        sprite.show(picture.image() if picture is not None else None)


def played_for_player(session: Session, fief: int) -> bool:
    """Whether anything of the visit to ``fief`` was played for the player: the session noted
    ``VisitSettled`` for it (each fief is visited once) and from there made a move the player had
    a choice of (a player who played their only card themselves with "Finish the visit" read that
    "the rest was played out" for them, when only that card went and the statement that ended the
    visit was revealed)."""
    settled = False
    before = session.start
    for step in session.steps:
        settled = settled or any(isinstance(e, E.VisitSettled) and e.fief == fief for e in step.events)
        if settled and before is not None and len(legal_actions(before)) > 1:
            return True
        if settled and any(isinstance(e, E.VisitOver) for e in step.events):
            return False
        before = step.state
    return False
