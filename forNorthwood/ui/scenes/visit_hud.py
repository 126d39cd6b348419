"""The visit's heads-up display: the fief and its score, the trump, the deck, hand and stars
counts on one line (a shorter form where the window is narrow), and the Baron of Eyes' watch."""

from __future__ import annotations

from typing import Protocol

import pygame

from ...core.prospects import LOST
from ...core.prospects import WON as SURE_WON
from ...i18n import _
from ...i18n.messages import suit_name
from .. import assets
from ..layout import MIN_TEXT
from ..still_drawing import draw_words
from ..table_places import TableLayout
from ..text import draw_line
from ..theme import ERROR, TEXT_DIM, TEXT_LIGHT


class HudFacts(Protocol):
    """What the HUD tells (the visit's still picture has these fields)."""

    @property
    def visiting(self) -> int | None: ...
    @property
    def score(self) -> int: ...
    @property
    def target(self) -> int: ...
    @property
    def outlook(self) -> str | None: ...
    @property
    def trump(self) -> str | None: ...
    @property
    def deck(self) -> int: ...
    @property
    def hand(self) -> int: ...
    @property
    def stars(self) -> int: ...
    @property
    def threshold(self) -> int: ...
    @property
    def baron_eyes(self) -> bool: ...


#: The HUD's score when the visit is settled: 4.5:1 on the lightest grain of the wood.
LOST_RED = ERROR
WON_GREEN = (156, 234, 176)
#: The strip of a lost dialogue (light text on it), and the band of a visit lost.
LOST_FILL = (160, 44, 36)


def hud_counts_rect(lay: TableLayout) -> pygame.Rect:
    """The line of the HUD with the deck, hand and stars counts (tooltips keep off it)."""
    return pygame.Rect(lay.hud_counts)


def hud_counts(deck: int, hand: int, stars: int, threshold: int, width: int, size: int) -> tuple[str, int]:
    """The HUD's counts on one line ``width`` wide, and the size to draw them at: the long form
    when it fits at ``size`` (or a little smaller), else a shorter one (the narrowest leaves the
    deck's count to the label under the deck), else the one that fits at the largest size (never
    below ``MIN_TEXT``): a full hand of 10 cards never wraps the line."""
    long = _("Deck {deck} · Hand {hand} · Stars {stars} / {threshold}").format(
        deck=deck, hand=hand, stars=stars, threshold=threshold
    )
    # Translators: the table's counts where the long form does not fit (★ stands for the stars).
    short = _("Deck {deck} · Hand {hand} · ★ {stars}/{threshold}").format(
        deck=deck, hand=hand, stars=stars, threshold=threshold
    )
    # Translators: the table's counts in a narrow window (the deck's count is under the deck itself).
    shortest = _("Hand {hand} · ★ {stars}/{threshold}").format(hand=hand, stars=stars, threshold=threshold)
    forms = (long, short, shortest)
    fitting = [next((n for n in range(size, MIN_TEXT - 1, -1) if assets.text_width(w, n) <= width), 0) for w in forms]
    for words, at in zip(forms, fitting, strict=True):
        if at >= max(MIN_TEXT, round(size * 0.85)):  # shrunk a little at most: the fuller form
            return words, at
    at = max(fitting)
    return (forms[fitting.index(at)], at) if at else (shortest, MIN_TEXT)


def draw_hud(surface: pygame.Surface, lay: TableLayout, p: HudFacts) -> None:
    px = lay.px
    line1 = lay.hud_title
    title = _("Fief {fief} · Score {score} / {target}").format(fief=p.visiting, score=p.score, target=p.target)
    if p.outlook == SURE_WON:
        title = f"{title} ✓"  # a mark, not words: the line under the choices says it
    colour = {LOST: LOST_RED, SURE_WON: WON_GREEN}.get(p.outlook or "", TEXT_LIGHT)
    draw_line(surface, title, line1, colour, lay.text(34), True)
    line2 = lay.hud_second
    if p.trump:
        glyph = min(line2.height, max(px(26), lay.text(22)))
        surface.blit(assets.suit_glyph(p.trump, glyph, (250, 243, 226)), (line2.left, line2.centery - glyph // 2))
        words = _("Trump: {suit}").format(suit=suit_name(p.trump))
        draw_line(
            surface, words, line2.inflate(-glyph - px(8), 0).move(glyph // 2 + px(4), 0), TEXT_LIGHT, lay.text(22), True
        )
    line3 = hud_counts_rect(lay)
    counts, size = hud_counts(p.deck, p.hand, p.stars, p.threshold, line3.width, lay.text(19))
    draw_line(surface, counts, line3, TEXT_DIM, size)
    if p.baron_eyes:
        draw_words(surface, baron_eyes_text(lay.hud_extra.width), lay.hud_extra, TEXT_DIM, lay.text(17))


def baron_eyes_text(width: int) -> str:
    """The HUD's line while the Baron of Eyes waits for the next response: the whole sentence where
    it fits one line at ``MIN_TEXT`` or more, else a shorter one (it was cut after "your next" at
    1280×800: the line holds one row; the ally's tooltip says what he does)."""
    whole = _("Baron of Eyes watches your next response.")
    if assets.text_width(whole, MIN_TEXT) <= width:
        return whole
    # Translators: the short form of "Baron of Eyes watches your next response." for a narrow window.
    return _("Baron of Eyes is watching.")
