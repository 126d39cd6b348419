"""A new game: introductory or full setup, difficulty, and an optional seed."""

from __future__ import annotations

import random

import pygame

from ...i18n import _
from ...session import Session
from .. import assets
from ..layout import setup_layout
from ..scene import Context, Transition, goto
from ..text import draw_block, draw_line
from ..theme import CARD_EDGE, CARD_FACE, INK, INK_SOFT, TEXT_DIM, TEXT_LIGHT
from ..widgets import Button, draw_button, draw_focus, draw_panel
from .menu_base import ButtonScene

MAX_SEED_DIGITS = 12


class SetupScene(ButtonScene):
    """Choose how to play, then Start: the kingdom is dealt in the fief selection."""

    def __init__(self, ctx: Context, setup: str = "intro", threshold: int = 16, seed: int | None = None) -> None:
        super().__init__(ctx)
        self.setup = setup if setup in ("intro", "full") else "intro"
        self.threshold = threshold if threshold in (16, 18, 20) else 16
        chosen = seed if seed is not None else ctx.seed
        self.seed_text = str(chosen if chosen is not None else random.randrange(1, 1_000_000))
        self.focus = "start"

    def buttons(self) -> list[Button]:
        lay = setup_layout(*self.ctx.size)
        return [
            Button("setup_intro", _("Introductory"), lay["setup_intro"], selected=self.setup == "intro"),
            Button("setup_full", _("Full game"), lay["setup_full"], selected=self.setup == "full"),
            Button("difficulty_16", _("Bronze · 16 ★"), lay["difficulty_16"], selected=self.threshold == 16),
            Button("difficulty_18", _("Silver · 18 ★"), lay["difficulty_18"], selected=self.threshold == 18),
            Button("difficulty_20", _("Gold · 20 ★"), lay["difficulty_20"], selected=self.threshold == 20),
            Button("seed_field", self.seed_text or _("(random)"), lay["seed_field"]),
            Button("seed_random", _("New seed"), lay["seed_random"]),
            Button("back", _("Back"), lay["back"]),
            Button("start", _("Start"), lay["start"], primary=True),
        ]

    def seed(self) -> int:
        return int(self.seed_text) if self.seed_text.isdigit() else random.randrange(1, 1_000_000)

    def press(self, key: str) -> Transition | None:
        if key.startswith("setup_"):
            self.setup = key[6:]
        elif key.startswith("difficulty_"):
            self.threshold = int(key[11:])
        elif key == "seed_random":
            self.seed_text = str(random.randrange(1, 1_000_000))
        elif key == "back":
            return goto("title")
        elif key == "start":
            session = Session(self.seed(), self.setup, self.threshold)
            return goto("fief_selection", session=session, deal=True)
        self.dirty = True
        return None

    def cancel(self) -> Transition | None:
        return goto("title")

    def other_key(self, event: pygame.event.Event) -> Transition | None:
        if self.focus != "seed_field":
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.press("start")
            return None
        if event.key == pygame.K_BACKSPACE:
            self.seed_text = self.seed_text[:-1]
        elif event.unicode and event.unicode.isdigit() and len(self.seed_text) < MAX_SEED_DIGITS:
            self.seed_text += event.unicode
        self.dirty = True
        return None

    def handle(self, event: pygame.event.Event) -> Transition | None:
        # Typing digits anywhere edits the seed, so the field needs no extra click.
        if event.type == pygame.KEYDOWN and event.unicode and event.unicode.isdigit() and self.focus != "seed_field":
            self.focus = "seed_field"
            self.seed_text = ""
        return super().handle(event)

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = setup_layout(*surface.get_size())
        surface.blit(assets.table_background(*surface.get_size()), (0, 0))
        draw_panel(surface, lay["panel"])
        px = lay.px
        draw_line(surface, _("New game"), lay["heading"], TEXT_LIGHT, px(36), True)
        draw_line(surface, _("Setup"), lay["setup_label"], TEXT_LIGHT, px(22), True)
        draw_line(surface, _("Difficulty"), lay["difficulty_label"], TEXT_LIGHT, px(22), True)
        draw_line(surface, _("Seed"), lay["seed_label"], TEXT_LIGHT, px(22), True)
        setup_note = (
            _("The four Jacks are your allies; Queens and Kings rule the fiefs. Best for a first game.")
            if self.setup == "intro"
            else _("All 24 characters: the first of each suit revealed is an ally, the next two rule fiefs.")
        )
        draw_block(surface, setup_note, lay["setup_note"], TEXT_DIM, px(18))
        medal = {16: _("Standard"), 18: _("Advanced"), 20: _("Idealist")}[self.threshold]
        draw_block(
            surface,
            _("{level}: win fiefs worth at least {stars} of the 20 stars.").format(level=medal, stars=self.threshold),
            lay["difficulty_note"],
            TEXT_DIM,
            px(18),
        )
        draw_block(
            surface,
            _("The same seed deals the same kingdom and cards. Type digits to change it."),
            lay["seed_note"],
            TEXT_DIM,
            px(17),
        )
        for button in self.buttons():
            if button.key != "seed_field":
                draw_button(surface, button, self.hover == button.key, self.focus == button.key)
        field = lay["seed_field"]
        pygame.draw.rect(surface, CARD_FACE, field, border_radius=max(4, field.height // 6))
        pygame.draw.rect(surface, CARD_EDGE, field, width=2, border_radius=max(4, field.height // 6))
        inner = field.inflate(-px(24), -px(8))
        used = draw_line(
            surface, self.seed_text or _("(random)"), inner, INK if self.seed_text else INK_SOFT, px(26), True
        )
        if self.focus == "seed_field":
            caret = pygame.Rect(used.right + px(3), field.top + px(12), px(3), field.height - px(24))
            pygame.draw.rect(surface, INK, caret)
            draw_focus(surface, field)
        self.dirty = False
        return None
