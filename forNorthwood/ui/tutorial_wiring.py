"""The tutorial wired into the app: starting it, and the guide each table scene keeps.

A tutorial game is an ordinary ``Session`` with a ``Tutorial`` attached as its first
listener (``tutorial.tutorial_of`` finds it again), so it travels with the session
from scene to scene, into the save and back on Continue without any scene passing it on.

``TutorialGuide`` is what a table scene holds: it finds the session's tutorial, shows
the ``TutorialOverlay`` over the table while the table is at rest (hidden while the
cards move, so the words never run ahead of what is shown), gives it the input first,
says where each target is on the new sprite table (``rect_of``), and notes
``tutorial_done`` in the settings once the tutorial is finished or skipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..game import table_keys as K
from ..game.session import Session
from ..i18n import _
from ..persistence.statistics import peek_statistics
from .scene import Context, Transition, goto
from .tutorial_overlay import PASS, OverlayLayout, TutorialOverlay, hit_key

if TYPE_CHECKING:
    from .table_scene import TableScene

CONTINUE = K.CONTINUE


# -- starting it ------------------------------------------------------------------------------


def first_start(ctx: Context) -> bool:
    """Whether the tutorial starts by itself: never offered before, no game to continue,
    no warning waiting to be read, and (players from before the tutorial) no game played yet."""
    games = ctx.games
    if ctx.settings.tutorial_done or games.in_progress() or games.notices:
        return False
    return not peek_statistics(games.folders.statistics).records


def start_tutorial(ctx: Context) -> Transition:
    """The Tutorial button: deal the tutorial's kingdom, asking first if a game is in progress
    (that game is then recorded as abandoned, as New game does)."""
    from .scenes.starting import ask_before_replacing

    return ask_before_replacing(
        ctx,
        _(
            "You have a game in progress ({game}). Starting the tutorial ends it for good: "
            "it counts as abandoned in your statistics."
        ),
        lambda: deal_tutorial(ctx),
    )


def deal_tutorial(ctx: Context) -> Transition:
    """The tutorial's game, dealt now with the player's undo mode. The app adopts it on the
    way to the table (an unfinished game in progress is recorded as abandoned then)."""
    session = Session.for_tutorial(undo_allowed=not ctx.settings.ironman)  # the save holds it from the start
    return goto("fief_selection", session=session, deal=True)


# -- the guide on the table ---------------------------------------------------------------------


class TutorialGuide:
    """The tutorial over one table scene (a no-op when the scene's game has no active tutorial)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        tutorial = scene.session.tutorial
        self.overlay = TutorialOverlay(tutorial, scene.ctx.now) if tutorial and tutorial.active else None
        if self.overlay is not None:
            self.overlay.keep_clear = self.keep_clear
        self.passing = False  # a press given to the table while the overlay was hidden: its release too
        self.was_shown = False  # the overlay was on screen at the last frame drawn

    @property
    def active(self) -> bool:
        return self.overlay is not None

    # -- where things are --------------------------------------------------------------------

    def rect_of(self, target: K.Key) -> pygame.Rect | None:
        """Where ``target`` is on the table now, or None when it is not on screen."""
        scene = self.scene
        held = scene.hold is not None
        if held != (target == CONTINUE):
            return None  # only the end-of-visit panel's Continue can be used while it is up
        if target == K.TRICK:
            return pygame.Rect(scene.layout["trick"])
        key = hit_key(target)
        if key is None:
            return None
        sprite = scene.table.sprite_of(key)
        if sprite is not None:
            rect = sprite.card_rect
            if abs(sprite.angle - 90) < 1:  # a turned ally lies across its slot
                rect = pygame.Rect(0, 0, rect.height, rect.width).move_to(center=rect.center)
            return rect
        if isinstance(target, K.Ally):
            name = f"ally{target.slot}"
            return pygame.Rect(scene.layout[name]) if name in scene.layout.rects else None
        return scene.locate(key)

    def keep_clear(self) -> list[pygame.Rect]:
        """The end-of-visit panel's words stay readable: the tutorial's box goes beside it."""
        banner = getattr(self.scene, "banner_rects", None)
        return [banner()[0]] if banner is not None and self.scene.hold is not None else []

    def layout(self) -> OverlayLayout | None:
        """Where the overlay's box, buttons and spotlight are now (None when it is not shown)."""
        if not self.visible() or self.overlay is None:
            return None
        prompt = self.overlay.prompt(self.scene.session.state)
        assert prompt is not None
        return self.overlay.layout(prompt, self.scene.ctx.size, self.rect_of)

    def visible(self) -> bool:
        """The overlay is shown: a tutorial runs, the table is at rest and has something to say."""
        overlay = self.overlay
        if overlay is None or self.scene.table.busy():
            return False
        prompt = overlay.prompt(self.scene.session.state)
        if prompt is None:
            return False
        return self.scene.hold is None or prompt.target == CONTINUE

    # -- the loop --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Give ``event`` to the overlay first; True when it took it (the table must not see it)."""
        overlay = self.overlay
        if overlay is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.visible():
            overlay.tutorial.skip()  # Esc skips even while the cards move and the words are hidden
            self.check()
            return True
        if not self.visible() or (self.passing and event.type != pygame.KEYDOWN):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.passing = True
            elif event.type == pygame.MOUSEBUTTONUP:
                self.passing = False
            return False
        hover = overlay.hover
        verdict = overlay.handle(event, self.scene.session.state, self.rect_of, self.scene.ctx.size)
        if verdict != PASS or overlay.hover != hover:
            self.scene.dirty = True
        self.check()
        return verdict != PASS

    def check(self) -> None:
        """Once the tutorial is finished or skipped: never offered again, and the overlay goes."""
        overlay = self.overlay
        if overlay is not None and overlay.ended:
            self.overlay = None
            self.passing = False
            ctx = self.scene.ctx
            if not ctx.settings.tutorial_done:
                ctx.change_settings(tutorial_done=True)
            # Skip and the last Next are no actions: save now, so Continue never brings the tutorial back.
            ctx.games.store.autosave(self.scene.session, "tutorial", [])
            self.scene.dirty = True

    def update(self) -> None:
        """Each frame: an action may have ended the tutorial; a change of visibility is redrawn."""
        self.check()
        if self.overlay is not None and self.visible() != self.was_shown:
            self.scene.dirty = True

    def animating(self) -> bool:
        return self.overlay is not None and self.overlay.animating()

    def draw(self, surface: pygame.Surface, changed: list[pygame.Rect] | None) -> list[pygame.Rect] | None:
        """Draw the overlay over the table just drawn. While it is shown (and on the frame it goes)
        the whole window is new: the table is painted again beneath it from its still picture."""
        shown = self.visible()
        if changed is not None and (shown or self.was_shown):
            table = self.scene.table
            if table.background is not None:
                surface.blit(table.background, (0, 0))
            table.group.repaint_rect(surface.get_rect())
            table.group.draw(surface)
            changed = None
        self.was_shown = shown
        if shown and self.overlay is not None:
            self.overlay.draw(surface, self.scene.session.state, self.rect_of)
        return changed
