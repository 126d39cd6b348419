"""Buttons: what one is (``Button``), how it is drawn (its style, its label and its key as a
keycap), and where the focus goes when it is on a button that is off."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic

import pygame

from . import assets
from .focus import KeyT, KeyT_co, draw_focus
from .text import draw_line, line_height
from .theme import (
    BUTTON,
    BUTTON_DISABLED,
    BUTTON_HOVER,
    BUTTON_PRIMARY,
    MIN_TEXT,
    TEXT_DIM,
    TEXT_DISABLED,
    TEXT_LIGHT,
    Colour,
)


@dataclass(frozen=True)
class Button(Generic[KeyT_co]):
    """A clickable, focusable button. ``suit`` puts that suit's glyph before the label."""

    key: KeyT_co
    label: str
    rect: pygame.Rect
    enabled: bool = True
    primary: bool = False
    selected: bool = False
    suit: str | None = None
    hint: str = ""
    #: The hint names the button's key (``controls_text.button_name``): drawn as a keycap, after
    #: the label where both fit on one line, else under it where the button is tall enough (the
    #: one way every button shows its key); without it the hint is a note under the label.
    keycap: bool = False


@dataclass(frozen=True)
class ButtonStyle:
    """How a button is drawn. An off button is unmistakably off, the same on every screen: flat
    (no shadow under it), no edge, no keycap, its label not bold; only a usable button shows its
    key, its raised edge and its shadow (a note under the label, such as why it is off, stays)."""

    fill: Colour
    label: Colour
    edge: Colour | None
    shadow: bool
    bold: bool
    shows_key: bool


def usable_focus(buttons: Sequence[Button[KeyT]], focus: KeyT | None) -> KeyT | None:
    """``focus``, or, when it is on a button that is off (Next on the last page), the nearest
    button that is on: the focus never lands on a button that does nothing."""
    here = next((b for b in buttons if b.key == focus), None)
    if here is None or here.enabled:
        return focus
    x, y = here.rect.center
    usable = [b for b in buttons if b.enabled]
    if not usable:
        return None
    return min(usable, key=lambda b: (b.rect.centerx - x) ** 2 + (b.rect.centery - y) ** 2).key


def button_style(button: Button[Any], hovered: bool) -> ButtonStyle:
    """The style of ``button`` (lit when ``hovered`` and usable)."""
    if not button.enabled:
        return ButtonStyle(BUTTON_DISABLED, TEXT_DISABLED, None, shadow=False, bold=False, shows_key=False)
    fill = BUTTON_PRIMARY if button.selected or button.primary else BUTTON
    if hovered:
        r, g, b = fill
        fill = (min(255, r + 26), min(255, g + 26), min(255, b + 26))
        if fill == BUTTON:
            fill = BUTTON_HOVER
    edge = (236, 214, 160) if button.selected else (150, 118, 78)
    return ButtonStyle(fill, TEXT_LIGHT, edge, shadow=True, bold=True, shows_key=bool(button.hint))


def says_the_same(key: str, label: str) -> bool:
    """A keycap that only repeats its button's label ("Menu (Menu)": the Xbox pad's Menu button
    on the table's Menu button, "메뉴 (메뉴)" in Korean): the same letters, case and signs aside."""

    def letters(words: str) -> str:
        return "".join(c for c in words.casefold() if c.isalnum())

    return bool(letters(key)) and letters(key) == letters(label)


def draw_button(surface: pygame.Surface, button: Button[Any], hovered: bool, focused: bool) -> None:
    if button.keycap and says_the_same(button.hint, button.label):  # the cap shown only where it adds something
        button = replace(button, hint="")
    rect = button.rect
    style = button_style(button, hovered)
    radius = max(4, rect.height // 5)
    if style.shadow:
        pygame.draw.rect(surface, (20, 12, 6), rect.move(0, max(2, rect.height // 14)), border_radius=radius)
    pygame.draw.rect(surface, style.fill, rect, border_radius=radius)
    if style.edge is not None:
        width = max(1, rect.height // 18) + (1 if button.selected else 0)
        pygame.draw.rect(surface, style.edge, rect, width=width, border_radius=radius)
    inner = rect.inflate(-max(8, rect.height // 3), -max(4, rect.height // 8))
    label = "✓ " + button.label if button.selected else button.label
    label_size = max(MIN_TEXT, round(rect.height * 0.4))
    key = button.hint if style.shows_key or not button.keycap else ""  # a note says why it is off
    # An off button's label keeps the size it has beside its keycap, centred where the cap went.
    capped = button.keycap and button.hint and button.suit is None
    if not (capped and _draw_keycapped(surface, inner, label, button.hint, label_size, style, shown=bool(key))):
        _draw_label(surface, button, inner, label, key, style)
    if focused:
        draw_focus(surface, rect)


def _draw_keycapped(
    surface: pygame.Surface,
    inner: pygame.Rect,
    label: str,
    key: str,
    label_size: int,
    style: ButtonStyle,
    shown: bool = True,
) -> bool:
    """The label and its key as a keycap after it, on one line (the label a little smaller where
    that makes both fit: a long label kept its key in no language but one); False when they do
    not both fit at readable sizes. Not ``shown`` (the button is off): the label alone, at the
    same size, centred (it kept its cap's room and stood off-centre)."""
    for size in range(label_size, max(MIN_TEXT, round(label_size * 0.8)) - 1, -1):
        cap = keycap_rects(inner, label, key, size)
        if cap is not None:
            break
    else:
        return False
    label_rect, cap_rect, cap_size = cap
    if not shown:  # the label alone, centred (its plain letters are narrower than the bold)
        draw_line(surface, label, inner, style.label, size, style.bold, "center")
        return True
    draw_line(surface, label, label_rect, style.label, size, style.bold, "left")
    pygame.draw.rect(surface, TEXT_DIM, cap_rect, width=1, border_radius=max(3, cap_rect.height // 4))
    draw_line(surface, key, cap_rect.inflate(-4, 0), TEXT_DIM, cap_size, False, "center")
    return True


def _draw_label(
    surface: pygame.Surface, button: Button[Any], inner: pygame.Rect, label: str, key: str, style: ButtonStyle
) -> None:
    """The label centred (after the suit's glyph, if any), with the key under it where both read."""
    rect = button.rect
    label_size = max(MIN_TEXT, round(rect.height * 0.4))
    share = rect.height // 4 if button.keycap else round(rect.height * 0.3)  # a note is read; a keycap glanced at
    hint_h = max(MIN_TEXT, share) if key and note_fits_under(rect) else 0
    label_rect = pygame.Rect(inner.left, inner.top, inner.width, inner.height - hint_h)
    if button.suit is not None:
        glyph_size = min(label_rect.height, max(10, round(rect.height * 0.62)))
        glyph_bg = pygame.Rect(0, 0, glyph_size + 6, glyph_size + 6)
        glyph_bg.midleft = (label_rect.left, label_rect.centery)
        pygame.draw.ellipse(surface, (247, 238, 218), glyph_bg)
        surface.blit(assets.suit_glyph(button.suit, glyph_size), (glyph_bg.left + 3, glyph_bg.top + 3))
        label_rect = pygame.Rect(
            glyph_bg.right + 6, label_rect.top, label_rect.right - glyph_bg.right - 6, label_rect.height
        )
        draw_line(surface, label, label_rect, style.label, label_size, style.bold, "left")
    else:
        draw_line(surface, label, label_rect, style.label, label_size, style.bold, "center")
    if hint_h:
        key_rect = pygame.Rect(inner.left, label_rect.bottom, inner.width, hint_h)
        if button.keycap:  # a key is a keycap wherever it goes: under the label when not beside it
            width = assets.font(hint_h).size(key)[0] + max(8, hint_h // 2)
            cap = pygame.Rect(0, 0, min(inner.width, width), hint_h)
            cap.center = key_rect.center
            pygame.draw.rect(surface, TEXT_DIM, cap, width=1, border_radius=max(3, cap.height // 4))
            key_rect = cap.inflate(-4, 0)
            hint_h = max(MIN_TEXT, round(hint_h * 0.8))
        draw_line(surface, key, key_rect, TEXT_DIM, hint_h, False, "center")


def note_fits_under(rect: pygame.Rect) -> bool:
    """A button of ``rect`` is tall enough for a note (or a keycap) under its label, both readable."""
    return rect.height - max(4, rect.height // 8) >= 2 * MIN_TEXT + 8


def keycapped_width(label: str, key: str, height: int) -> int:
    """The least width of a button ``height`` tall that shows ``label`` and ``key``'s keycap side
    by side (its label at the smallest size ``draw_button`` gives it); 0 for no label."""
    if not label:
        return 0
    size = max(MIN_TEXT, round(max(MIN_TEXT, round(height * 0.4)) * 0.8))
    cap_size = max(MIN_TEXT, round(size * 0.75))
    label_w = assets.font(size, True).size(label)[0]
    cap_w = assets.font(cap_size).size(key)[0] + max(8, cap_size // 2)
    return label_w + max(6, size // 3) + cap_w + max(8, height // 3) + 2


def keycap_rects(
    inner: pygame.Rect, label: str, key: str, label_size: int
) -> tuple[pygame.Rect, pygame.Rect, int] | None:
    """The label and the keycap after it, centred together in ``inner``, and the keycap's text
    size; None when they do not both fit on one line at readable sizes."""
    cap_size = max(MIN_TEXT, round(label_size * 0.75))
    label_w = assets.font(label_size, True).size(label)[0]
    cap_h = min(inner.height, line_height(cap_size) + 2)
    cap_w = assets.font(cap_size).size(key)[0] + max(8, cap_size // 2)
    gap = max(6, label_size // 3)
    if label_w + gap + cap_w > inner.width:
        return None
    left = inner.centerx - (label_w + gap + cap_w) // 2
    label_rect = pygame.Rect(left, inner.top, label_w, inner.height)
    cap_rect = pygame.Rect(label_rect.right + gap, inner.centery - cap_h // 2, cap_w, cap_h)
    return label_rect, cap_rect, cap_size
