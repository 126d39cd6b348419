"""The rules and controls, page by page, above whatever is being played."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...core.cards import RANKS, SUIT_LETTERS
from ...i18n import _
from ...i18n.controls_text import (
    CONTROLLER,
    button_name,
    controller_family,
    controls_choosing,
    controls_helping,
    input_device,
)
from ..buttons import Button
from ..layout import overlay_layout
from ..panels import dim, draw_panel
from ..scene import Context, Pop, Scene, Transition
from ..text import draw_line
from ..theme import TEXT_DIM, TEXT_LIGHT
from .menu_base import ButtonScene
from .rules_page import CharactersPage, ControlsPage, Page, draw_body


def characters_pages() -> list[Page]:
    """The compendium of the 24 characters, one page per suit (Jack, Queen, King, Prince, Lady, Baron)."""
    titles = {
        "C": _("Characters of Claws"),
        "F": _("Characters of Flowers"),
        "L": _("Characters of Leaves"),
        "E": _("Characters of Eyes"),
    }
    return [(titles[suit], CharactersPage(tuple(r + suit for r in RANKS))) for suit in SUIT_LETTERS]


def rules_pages(controller: str | None = None) -> list[Page]:
    """(title, text or controls) of each page of the in-game rules; the Controls pages name a
    controller's buttons too when ``controller`` (its family) is given."""
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
                "Seen on top (beside the deck): the cards you know are next in the deck, shown until drawn or "
                "shuffled. The Queen of Eyes shows the top three; the King of Leaves and the Queen of Flowers "
                "each put a known card on top. Point at any character, or move the white dashed outline onto "
                "it (arrow keys or d-pad), to read its ability; the Characters pages list all 24."
            ),
        ),
        (_("Controls: playing"), ControlsPage(controls_choosing(controller))),
        (
            _("Controls: help and menus"),
            ControlsPage(
                controls_helping(controller),
                _("Undo takes back choices made since the last card you saw, never further."),
            ),
        ),
        *characters_pages(),
    ]


class RulesOverlay(ButtonScene):
    hides_overlays_below = True
    overlay = True

    def __init__(self, ctx: Context, page: int = 0) -> None:
        super().__init__(ctx)
        self.pages: Sequence[Page] = rules_pages(self.controller())
        self.page = max(0, min(page, len(self.pages) - 1))
        self.focus = "close"

    def carry_over(self, old: Scene) -> None:
        super().carry_over(old)
        if isinstance(old, RulesOverlay):
            self.page = old.page

    def load_pages(self) -> Sequence[Page]:
        return rules_pages(self.controller())

    def controller(self) -> str | None:
        """The family of the controller to name on the Controls pages: the one plugged in, or the
        one last used; None without a controller."""
        plugged = self.ctx.controller()
        if plugged is not None:
            return controller_family() if input_device() == CONTROLLER else plugged
        return controller_family() if input_device() == CONTROLLER else None

    def buttons(self) -> list[Button[str]]:
        lay, back, last = overlay_layout(*self.ctx.size), self.page > 0, len(self.pages) - 1
        return [
            # Each names the key (or the d-pad's push) that turns the page, as every button shows its key.
            Button("previous", _("Previous"), lay.previous, back, hint=button_name("previous_page"), keycap=True),
            Button("next", _("Next"), lay.next, self.page < last, hint=button_name("next_page"), keycap=True),
            Button("close", _("Close"), lay.close, primary=True, hint=button_name("back"), keycap=True),
        ]

    def press(self, key: str) -> Transition | None:
        if key == "previous":
            self.page = max(0, self.page - 1)
        elif key == "next":
            self.page = min(len(self.pages) - 1, self.page + 1)
        else:
            return Pop()
        # The focus never stays on a greyed button: from Next on the last page to Close (the
        # reading is done), from Previous on the first page to Next.
        if self.focus == "next" and self.page == len(self.pages) - 1:
            self.focus = "close"
        elif self.focus == "previous" and self.page == 0:
            self.focus = "next"
        self.dirty = True
        return None

    def cancel(self) -> Transition | None:
        return Pop()

    def wants_arrows(self, event: pygame.event.Event) -> bool:
        return event.key in (pygame.K_LEFT, pygame.K_RIGHT)

    def other_key(self, event: pygame.event.Event) -> Transition | None:
        if event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
            return self.press("previous")
        if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
            return self.press("next")
        if event.key == pygame.K_F1:
            return Pop()
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
        draw_panel(surface, lay.panel, 255)
        self.pages = self.load_pages()  # a controller plugged in or out since
        title, body = self.pages[self.page]
        draw_line(surface, _("Rules: {title}").format(title=title), lay.heading, TEXT_LIGHT, lay.px(32), True)
        draw_body(surface, body, lay, self.controller() is not None)
        draw_line(
            surface,
            _("Page {page} of {count}").format(page=self.page + 1, count=len(self.pages)),
            lay.page,
            TEXT_DIM,
            lay.text(18),
            False,
            "center",
        )
        self.draw_buttons(surface)
        self.dirty = False
        return None
