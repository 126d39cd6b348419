"""A character's ability beside its card on the table: under the mouse's pointer or the focus
ring, placed so that it hides neither the card it speaks of nor what the player acts on now."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from ..core import Action
from ..core import events as E
from ..core.cards import SLOT_COUNT
from ..game import table_keys as K
from ..i18n.abilities_text import ability_text
from ..i18n.messages import character_name
from .hint_layer import HintLayer
from .scene import Context
from .stage import Stage
from .table_places import TableLayout
from .widgets import tooltip

#: The things a tooltip leaves in sight when the player may act on them now.
ACTED_ON = (K.Hand, K.Fief, K.Friend, K.Ally, K.Choice)


class TippedScene(Protocol):
    """What the tooltip reads of its table scene (``TableScene`` is one; naming it here would
    make an import circle). The scene says which character a key shows, and what to keep clear."""

    ctx: Context
    table: Stage
    hints: HintLayer
    focus: K.Key | None
    hover: K.Key | None

    @property
    def layout(self) -> TableLayout: ...

    @property
    def hold(self) -> E.VisitOver | None: ...

    def locate(self, key: K.Key) -> pygame.Rect | None: ...

    def legal(self) -> tuple[Action, ...]: ...

    def character_at(self, key: K.Key) -> str | None: ...

    def tooltip_note(self, key: K.Key) -> str | None: ...

    def avoid(self) -> list[pygame.Rect]: ...

    def spare(self) -> list[pygame.Rect]: ...


class TableTooltip:
    """The ability's words of one table scene, shown on its stage's tooltip sprite."""

    def __init__(self, scene: TippedScene) -> None:
        self.scene = scene
        #: The focus the tooltip last followed: a keyboard or controller player reads an ability
        #: when the ring comes onto a character, as the mouse does under the pointer.
        self.focus: K.Key | None = None
        #: The character whose tooltip is shown, and the hint's badges it was placed beside.
        self.of: K.Key | None = None
        self.badges: tuple[pygame.Rect, ...] = ()

    @property
    def visible(self) -> bool:
        return bool(self.scene.table.tooltip.visible)

    def hide(self) -> None:
        self.scene.table.tooltip.show(None)

    def follow_badges(self) -> None:
        """The hint's badges came or went under words shown: the words go beside them (words a
        click or a key put aside stay aside)."""
        if self.of is not None and self.visible and self.scene.hints.badge_places() != self.badges:
            self.show_of(self.of, (0, 0))

    def show_of(self, key: K.Key | None, pos: tuple[int, int]) -> None:
        """The ability of the character at ``key`` (under the pointer or the focus ring),
        beside its card and never over it; none when no character is there."""
        scene = self.scene
        character = None if key is None or scene.hold is not None else scene.character_at(key)
        self.of, self.badges = key if character is not None else None, scene.hints.badge_places()
        if key is None or character is None:
            self.hide()
            return
        anchor = scene.locate(key) or pygame.Rect(pos, (1, 1))
        window = pygame.Rect((0, 0), scene.ctx.size)
        name, text = character_name(character), ability_text(character)
        note = scene.tooltip_note(key)
        if note:
            text = f"{text}\n\n{note}"
        spare = [r for r in scene.spare() if not r.colliderect(anchor)]
        avoid = [*scene.avoid(), anchor]  # the card it speaks of stays in sight
        if isinstance(key, K.Ally):  # the other allies stay in sight: the player compares them
            others = (scene.locate(K.Ally(slot)) for slot in range(SLOT_COUNT) if slot != key.slot)
            avoid += [r for r in others if r is not None]
        keep = [r for r in (*self.acted_on(), *self.badges) if not r.colliderect(anchor)]
        picture, box = tooltip(window, name, text, anchor, scene.layout.text(17), avoid, spare, keep)
        scene.table.tooltip.show(picture, box.topleft)

    def acted_on(self) -> list[pygame.Rect]:
        """What a tooltip should leave in sight first: the prompt and message lines, and the cards
        the player may act on now (a pick's cards or fiefs, the friends waiting, their slots)."""
        scene = self.scene
        lay = scene.layout
        keys = {key for action in scene.legal() for key in K.target_of(action) if isinstance(key, ACTED_ON)}
        found: Sequence[pygame.Rect | None] = [scene.locate(key) for key in keys]
        return [pygame.Rect(lay.prompt), pygame.Rect(lay.message), *(r for r in found if r is not None)]

    def follow_focus(self, acted: bool = False) -> None:
        """After a key (or a controller's button, which is one): the ability of the character the
        focus ring moved onto, beside its card; gone when the ring leaves it. A key that acts
        (Enter, Space) puts the words aside as a click does, until the ring moves again."""
        scene = self.scene
        focus = scene.focus
        if acted:
            if self.focus is not None:
                self.hide()
            self.focus = focus
            return
        if focus == self.focus:
            return
        self.focus = focus
        if focus is None or scene.hold is not None or scene.character_at(focus) is None:
            self.show_of(scene.hover, (0, 0))  # the pointer's, if it rests on a character
            return
        self.show_of(focus, (0, 0))
