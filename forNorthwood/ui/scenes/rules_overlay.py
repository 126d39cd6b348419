"""The rules and controls, page by page, above whatever is being played."""

from __future__ import annotations

import pygame

from ...i18n import _
from ..layout import overlay_layout
from ..scene import Context, Transition, pop
from ..text import draw_block, draw_line
from ..theme import TEXT_DIM, TEXT_LIGHT
from ..widgets import Button, dim, draw_panel
from .menu_base import ButtonScene


def rules_pages() -> list[tuple[str, str]]:
    """(title, text) of each page of the in-game rules."""
    return [
        (
            _("The goal"),
            _(
                "Visit the eight fiefs of the wood, one after the other, in any order. Each fief's number "
                "(0 to 7) is the exact number of dialogues (tricks) you must win there: one too many fails "
                "the visit as surely as one too few.\n\n"
                "A won fief is worth its stars (4 3 2 1 1 2 3 4 from left to right) and its ruler becomes "
                "your friend. A lost fief is turned face down. Reach 16 stars for Bronze, 18 for Silver, "
                "20 for Gold."
            ),
        ),
        (
            _("A visit"),
            _(
                "1. Choose a fief. Its ruler's suit is trump for the whole visit.\n"
                "2. Optionally bring in friends: each one covers an ally slot and lends its ability for this "
                "visit only; it leaves the game afterwards (its fief keeps its stars).\n"
                "3. Dialogues: before each statement you may use one ready ally (it turns 90°, exhausted; each "
                "slot acts once per visit). Then the ruler reveals the top card of the deck: the statement.\n"
                "4. Answer with a card from your hand. You must follow the statement's suit if you can. You win "
                "with a higher card of that suit, or with trump against a non-trump statement.\n"
                "5. The visit ends when your hand or the deck is empty. Then all cards are shuffled and you get "
                "8 new ones."
            ),
        ),
        (
            _("Cards and piles"),
            _(
                "Dialogue cards: values 1 to 8 in four suits, each with its own colour and glyph: "
                "Claws (paw), Flowers (blossom), Leaves (leaf), Eyes (eye).\n\n"
                "A won response goes to the score pile (one card = one dialogue won); a lost one goes to the "
                "discard pile, where the statement always stays. Click either pile to look through it.\n\n"
                "Cards seen on top of the deck (Queen of Eyes, Queen of Flowers, King of Leaves) stay shown "
                "beside the deck until drawn or shuffled. Point at any character to read its ability."
            ),
        ),
        (
            _("Controls"),
            _(
                "Mouse: click a fief to choose it; drag friends onto ally slots and back; click an ally to use "
                "it; click the deck for the next statement; drag a card from your hand onto the trick to "
                "answer (or double-click it).\n\n"
                "Keyboard: arrows move the gold focus ring, Enter confirms or plays, 0-7 pick a fief, 1-4 use an "
                "ally slot, Space reveals the next statement, Ctrl+Z / Ctrl+Y undo and redo, "
                "F1 these rules, F11 full screen, Esc the menu.\n\n"
                "Undo takes back choices made since the last card you saw, never further."
            ),
        ),
    ]


class RulesOverlay(ButtonScene):
    overlay = True

    def __init__(self, ctx: Context, page: int = 0) -> None:
        super().__init__(ctx)
        self.pages = rules_pages()
        self.page = max(0, min(page, len(self.pages) - 1))
        self.focus = "close"

    def buttons(self) -> list[Button[str]]:
        lay = overlay_layout(*self.ctx.size)
        return [
            Button("previous", _("← Previous"), lay["previous"], self.page > 0),
            Button("next", _("Next →"), lay["next"], self.page < len(self.pages) - 1),
            Button("close", _("Close"), lay["close"], primary=True),
        ]

    def press(self, key: str) -> Transition | None:
        if key == "previous":
            self.page = max(0, self.page - 1)
        elif key == "next":
            self.page = min(len(self.pages) - 1, self.page + 1)
        else:
            return pop()
        self.dirty = True
        return None

    def cancel(self) -> Transition | None:
        return pop()

    def wants_arrows(self, event: pygame.event.Event) -> bool:
        return event.key in (pygame.K_LEFT, pygame.K_RIGHT)

    def other_key(self, event: pygame.event.Event) -> Transition | None:
        if event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
            return self.press("previous")
        if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
            return self.press("next")
        if event.key == pygame.K_F1:
            return pop()
        return None

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_LEFT,
            pygame.K_RIGHT,
            pygame.K_PAGEUP,
            pygame.K_PAGEDOWN,
        ):
            return self.other_key(event)
        return super().handle(event)

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = overlay_layout(*surface.get_size())
        dim(surface, 150)
        draw_panel(surface, lay["panel"], 255)
        title, text = self.pages[self.page]
        draw_line(surface, _("Rules: {title}").format(title=title), lay["heading"], TEXT_LIGHT, lay.px(32), True)
        draw_block(surface, text, lay["body"], TEXT_LIGHT, lay.px(22), minimum=11)
        draw_line(
            surface,
            _("Page {page} of {count}").format(page=self.page + 1, count=len(self.pages)),
            lay["page"],
            TEXT_DIM,
            lay.px(18),
            False,
            "center",
        )
        self.draw_buttons(surface)
        self.dirty = False
        return None
