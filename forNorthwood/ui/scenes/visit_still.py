"""The still picture of the visit: everything on the table that is not a card.

``VisitPicture`` is exactly what it shows — the heads-up display, the ruler's trump, the zones
and labels of the piles, the allies' slots and their status, the question of an ability, the
prompt and the buttons — as a frozen value, part of the table's frame: ``frame.VisitTurn``
builds it, with the cards' places, from a position (the core's ``TableModel``) and what the
screen adds, with no session: the game, a puzzle and a replay alike. This module only paints
it: ``VisitPicture.paint`` reads the value and nothing else (the key names it shows are in it;
no model, session, state or scene is imported here) and changes nothing; the table paints it
again only when the value changes. Here: the value, the order of its parts with the bounds of
each, the regions a change repaints, the dialogue's result, the prospect and the question; the
piles' parts (the trump, the deck, the score pile, the trick) are painted in ``visit_piles``,
the heads-up display in ``visit_hud``. The end-of-visit panel is a sprite of its own
(``visit_panel.BannerPicture``), part of the value so that the table is painted again when it
comes or changes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Protocol

import pygame

from ...core.prospects import LOST, VisitProspect
from ...i18n import _
from ...i18n.aids_text import visit_outlook_text
from ...i18n.controls_text import MOUSE
from .. import still_drawing
from ..hint_badges import fief_badge_bottom
from ..layout import MIN_TEXT
from ..still_drawing import (
    AlliesPicture,
    ButtonLook,
    StillPicture,
    draw_allies,
    draw_buttons,
    draw_practice_tag,
    draw_prompt,
    draw_table,
    draw_zone,
    practice_tag,
)
from ..table_places import TableLayout, choice_top, known_rects, table_layout
from ..text import draw_block, draw_line, fit, line_height
from ..theme import TEXT_LIGHT, WON
from .visit_hud import LOST_FILL, LOST_RED, WON_GREEN, draw_hud, hud_counts_rect
from .visit_piles import (
    deck_region,
    draw_deck,
    draw_ruler,
    draw_score,
    draw_trick,
    pile_step,
    practice_tag_short,
    top_marker,
)


class Banner(Protocol):
    """The end-of-visit panel's picture (``visit_panel.BannerPicture``): a frozen value that makes
    its own image, shown as a sprite over the table."""

    def image(self) -> pygame.Surface: ...


@dataclass(frozen=True, slots=True)
class VisitPicture:
    """Everything the still picture of the visit shows."""

    size: tuple[int, int]
    visiting: int | None
    score: int  # cards in the score pile
    target: int
    outlook: str | None  # LOST or WON once the visit is settled for sure (the table at rest)
    prospect: VisitProspect | None  # its line under the choices, when no question is asked
    trump: str | None  # the suit letter
    deck: int
    known: int  # cards seen on top of the deck
    hand: int
    stars: int
    threshold: int
    baron_eyes: bool
    allies: AlliesPicture
    deck_lit: bool  # the deck may be clicked for the next statement
    deck_focused: bool
    discard: int
    statement_on_top: bool  # the discard pile's top card is the statement to answer
    response: bool  # a response lies on the trick
    responding: bool  # the table at rest waits for a response
    question: str | None  # the kind of the ability's question asked ("card", "suit"...)
    skippable: bool  # a question of cards that may be skipped
    prompt: str
    finishing: bool  # "Finish the visit" is offered (at the top of the choices' area)
    buttons: tuple[ButtonLook, ...]
    banner: Banner | None
    device: str = MOUSE  # the input device whose keys and buttons the words name
    confirm: str = ""  # the name of its key that confirms (``controls_text.button_name``)
    practice: bool = False  # a practice game played on from a replay: a tag beside the hand says so
    dialogue: bool | None = None  # the last dialogue won or lost, told beside the trick until the next statement
    hand_gaps: tuple[tuple[int, int, int, int], ...] = ()  # where picked cards lay while the hand stays still
    settled: bool | None = None  # the certainty search found the visit won (lost) whatever is played and drawn
    ruler_line: str = ""  # the ruler's ability under its card, too small to say it (a replay's: ``replay_ruler``)

    def changed_regions(self, old: StillPicture | None) -> list[pygame.Rect] | None:
        """Where this picture differs from ``old``, when what changed is drawn in known places
        (the counts, the deck, the trick, the prompt, the buttons, the allies): only those places
        of the window are shown again. None (show it all) when anything else changed. At 4K the
        whole window costs ~20 ms more than the picture's paint."""
        if not isinstance(old, VisitPicture) or old.size != self.size:
            return None
        changed = [name for name in _FIELDS if getattr(self, name) != getattr(old, name)]
        if not changed:
            return None
        lay = table_layout(*self.size)
        regions: list[pygame.Rect] = []
        for name in changed:
            places = _places_of(name, lay, self, old)
            if places is None:
                return None
            regions += places
        margin = max(6, lay.px(12))  # rings, glows and focus dashes reach a little outside
        return [region.inflate(2 * margin, 2 * margin) for region in regions]

    def paint(self, surface: pygame.Surface) -> None:
        """Paint the picture; under a clip (a few places shown again), only the parts that reach
        into it: at 4K each part's words cost a millisecond, painted for nothing outside the clip."""
        lay = table_layout(*self.size)
        draw_table(surface)
        clip = surface.get_clip()
        whole = clip.contains(surface.get_rect())
        for bounds, draw in _PARTS:
            if whole or clip.colliderect(bounds(lay, self)):
                draw(surface, lay, self)


_FIELDS = tuple(f.name for f in fields(VisitPicture))


def _reach(lay: TableLayout, area: pygame.Rect) -> pygame.Rect:
    """``area`` with room for what is drawn just outside a part's place: focus rings, glows, a
    line of text a few pixels taller than its box."""
    margin = 2 * max(6, lay.px(12))
    return area.inflate(2 * margin, 2 * margin)


def _deck_bounds(lay: TableLayout, p: VisitPicture) -> pygame.Rect:
    area = deck_region(lay).union(lay.deck).union(lay.known)
    if p.known:
        area.union_ip(top_marker(lay, known_rects(lay, p.known)[-1], lay.known))
    return _reach(lay, area)


def _score_bounds(lay: TableLayout, p: VisitPicture) -> pygame.Rect:
    card = pygame.Rect(lay.score.topleft, lay.card.size)
    stack = card.union(card.move(3 * pile_step(lay), 3 * pile_step(lay)))
    return _reach(lay, stack.union(lay.score).union(lay.score.inflate(2 * lay.px(20), 0)))


def _draw_practice(surface: pygame.Surface, lay: TableLayout, p: VisitPicture) -> None:
    if p.practice:
        draw_practice_tag(surface, lay, practice_tag_short(lay, p.ruler_line))


def _draw_buttons(surface: pygame.Surface, lay: TableLayout, p: VisitPicture) -> None:
    """The buttons that reach into the clip (they sit in both corners: their union is the window)."""
    clip = surface.get_clip()
    draw_buttons(surface, tuple(look for look in p.buttons if clip.colliderect(_reach(lay, look.button.rect))))


def _gaps_bounds(lay: TableLayout, p: VisitPicture) -> pygame.Rect:
    gaps = [pygame.Rect(gap) for gap in p.hand_gaps]
    return _reach(lay, gaps[0].unionall(gaps[1:])) if gaps else pygame.Rect(0, 0, 0, 0)


def _draw_gaps(surface: pygame.Surface, lay: TableLayout, p: VisitPicture) -> None:
    for gap in p.hand_gaps:  # a picked card's place, marked: the hand waits for the next pick
        draw_zone(surface, lay, pygame.Rect(gap), _("picked"))


#: The parts of the picture in the order they are painted, each with the bounds of all it draws.
_PARTS: tuple[
    tuple[
        Callable[[TableLayout, VisitPicture], pygame.Rect],
        Callable[[pygame.Surface, TableLayout, VisitPicture], None],
    ],
    ...,
] = (
    (lambda lay, p: _reach(lay, lay.hud), lambda s, lay, p: draw_hud(s, lay, p)),
    (lambda lay, p: _reach(lay, still_drawing.ruler_area(lay, p.ruler_line)), lambda s, lay, p: draw_ruler(s, lay, p)),
    (lambda lay, p: _reach(lay, lay.allies.union(lay.allies_label)), lambda s, lay, p: draw_allies(s, lay, p.allies)),
    (_deck_bounds, lambda s, lay, p: draw_deck(s, lay, p)),
    (_score_bounds, lambda s, lay, p: draw_score(s, lay, p)),
    (lambda lay, p: _reach(lay, lay.trick), lambda s, lay, p: draw_trick(s, lay, p)),
    (lambda lay, p: _reach(lay, lay.choices), lambda s, lay, p: draw_question(s, lay, p)),
    (lambda lay, p: _reach(lay, dialogue_strip_rect(lay)), lambda s, lay, p: draw_dialogue_result(s, lay, p)),
    (_gaps_bounds, _draw_gaps),
    (lambda lay, p: _reach(lay, lay.choices), lambda s, lay, p: draw_prospect(s, lay, p)),
    (lambda lay, p: _reach(lay, lay.prompt), lambda s, lay, p: draw_prompt(s, lay, p.prompt)),
    # A practice game's tag (played on from a replay), at the foot of the ruler's column.
    (lambda lay, p: _reach(lay, practice_tag(lay)), _draw_practice),
    (lambda lay, p: pygame.Rect((0, 0), p.size), _draw_buttons),
)


def _places_of(name: str, lay: TableLayout, new: VisitPicture, old: VisitPicture) -> list[pygame.Rect] | None:
    """Where the still picture draws its field ``name`` (None: across the table, or unknown)."""
    match name:
        case "deck":
            return [hud_counts_rect(lay), deck_region(lay)]
        case "hand":
            return [hud_counts_rect(lay)]
        case "deck_lit" | "deck_focused":
            return [deck_region(lay)]
        case "known":
            return [deck_region(lay), pygame.Rect(lay.known)]
        case "prompt":
            return [pygame.Rect(lay.prompt)]
        case "buttons":  # only those that changed: they sit in two far corners of the window
            gone = [look for look in old.buttons if look not in new.buttons]
            come = [look for look in new.buttons if look not in old.buttons]
            return [pygame.Rect(look.button.rect) for look in (*gone, *come)]
        case "allies":
            return [pygame.Rect(lay.allies).union(lay.allies_label)]
        case "discard" | "statement_on_top" | "response" | "responding":
            return [pygame.Rect(lay.trick).union(lay.discard).union(lay.response)]
        case "hand_gaps":
            return [pygame.Rect(lay.hand)]
    return None


def dialogue_strip_rect(lay: TableLayout) -> pygame.Rect:
    """The strip that tells the last dialogue's result, at the top of the choices' area."""
    area = lay.choices
    return pygame.Rect(area.left, area.top + lay.px(6), min(area.width, lay.px(280)), lay.px(46))


def draw_dialogue_result(surface: pygame.Surface, lay: TableLayout, p: VisitPicture) -> None:
    """The last dialogue's result, beside the trick (not over it): a green or red strip that stays
    until the next statement, so that it is seen even when the cards do not move; green when it went
    the way the fief's exact target needs (``dialogue_result``)."""
    if p.dialogue is None:
        return
    strip = dialogue_strip_rect(lay)
    words, good = dialogue_result(p.dialogue, p.score, p.target)
    pygame.draw.rect(surface, WON if good else LOST_FILL, strip, border_radius=strip.height // 3)
    pygame.draw.rect(surface, TEXT_LIGHT, strip, width=max(1, lay.px(2)), border_radius=strip.height // 3)
    draw_line(surface, words, strip.inflate(-lay.px(16), -lay.px(6)), TEXT_LIGHT, lay.px(24), True, "center")


def dialogue_result(won: bool, score: int, target: int) -> tuple[str, bool]:
    """The words of the last dialogue's strip and whether it went the player's way (green), with
    ``score`` dialogues won after it and ``target`` the fief's: a dialogue lost with the score on the
    target is what the player needed (every further one must be lost), shown red "✗ Dialogue lost"
    it read as a mistake; one won past the target is one too many, not a success."""
    # (Short: the strip is about 200 px wide at 960×600, its words bold.)
    if won and score > target:
        # Translators: the strip beside the trick: the dialogue just played was won, past the fief's target.
        return "✗ " + _("Won, one too many"), False
    if not won and score == target:
        # Translators: the strip beside the trick: the dialogue just played was lost, and the score is
        # on the fief's target (every further dialogue must be lost): a good result.
        return "✓ " + _("Lost, as you needed"), True
    return ("✓ " + _("Dialogue won"), True) if won else ("✗ " + _("Dialogue lost"), False)


def draw_prospect(surface: pygame.Surface, lay: TableLayout, p: VisitPicture) -> None:
    """The one line that says the visit can no longer be won (or is won), under the choices: the
    core's reason, or else the search's answer that "Finish the visit" is offered for."""
    text = visit_outlook_text(p.prospect, p.settled) if p.question is None else None
    area = prospect_area(lay, text, p.finishing)
    if text and area is not None:
        lost = p.outlook == LOST if p.outlook is not None else p.settled is False
        colour = LOST_RED if lost else WON_GREEN
        draw_block(surface, text, area, colour, lay.text(18), True, valign="bottom", minimum=MIN_TEXT)


def prospect_area(lay: TableLayout, text: str | None, finishing: bool) -> pygame.Rect | None:
    """Where the line that says the visit is won (or lost) is drawn, under "Finish the visit" when
    that is offered (``finishing``): across the choices' area, or wider, up to the allies, down to
    the trick, where it needs more room (at 960×600 it did not show); None when it is not drawn."""
    if not text:
        return None
    if not finishing:
        return lay.choices.inflate(-lay.px(8), -lay.px(8))
    area = lay.choices
    top = finish_rect(lay).bottom + lay.px(2)
    under = pygame.Rect(area.left, top, area.width, area.bottom - top).inflate(-lay.px(8), -lay.px(8))
    for box in (under, wider_prospect(lay, top)):
        size, rows = fit(text, box.width, box.height, lay.text(18), True, MIN_TEXT)
        if len(rows) * line_height(size, True) <= box.height and box.height > 0:
            return box
    return None


def wider_prospect(lay: TableLayout, top: int) -> pygame.Rect:
    """Under "Finish the visit", from the choices' left up to the allies and down to the trick,
    where that covers no pile (no room: an empty rectangle)."""
    bottom = lay.trick.top - lay.px(2) if lay.trick.top > top else lay.choices.bottom
    box = pygame.Rect(lay.choices.left + lay.px(4), top, lay.allies.left - lay.px(8) - lay.choices.left, bottom - top)
    piles = (lay.score, lay.known, lay.deck, lay.trick, lay.allies, lay.ruler)
    return pygame.Rect(box.topleft, (0, 0)) if any(box.colliderect(r) for r in piles) else box


def finish_rect(lay: TableLayout) -> pygame.Rect:
    """Where "Finish the visit" goes: at the top of the choices' area (no question is asked)."""
    area = lay.choices
    return pygame.Rect(area.left, area.top + lay.px(4), min(area.width, lay.px(280)), lay.px(46))


def draw_question(surface: pygame.Surface, lay: TableLayout, p: VisitPicture) -> None:
    """What the ability's question asks for, above its answers."""
    text = question_text(p.question, p.skippable, p.device, p.confirm)
    line = question_line(lay, p.question, p.skippable)
    if text and line is not None:
        draw_block(surface, text, line, TEXT_LIGHT, lay.text(18), True, minimum=MIN_TEXT)


def question_text(question: str | None, skippable: bool, device: str, confirm: str) -> str:
    """The words of an ability's ``question`` on ``device`` ("" when none is worded)."""
    if device == MOUSE:
        words = {
            "card": _("Click a highlighted card in your hand."),
            "fief": _("Click a highlighted fief at the top."),
            "slot": _("Click a highlighted ally slot."),
            "skip": _("Click a highlighted card, or skip:"),
        }
    else:  # the keyboard or a controller: the focus goes there, the confirm key chooses
        words = {
            "card": _("Choose a highlighted card in your hand ({confirm})."),
            "fief": _("Choose a highlighted fief at the top ({confirm})."),
            "slot": _("Choose a highlighted ally slot ({confirm})."),
            "skip": _("Choose a highlighted card ({confirm}), or skip:"),
        }
    words |= {"suit": _("Pick a suit:"), "option": _("Choose:")}
    asked = "skip" if question == "card" and skippable else question or ""
    return words.get(asked, "").format(confirm=confirm)


#: The questions whose words ``draw_question`` writes.
WORDED_QUESTIONS = ("card", "fief", "slot", "suit", "option")


def question_line(lay: TableLayout, question: str | None, skippable: bool = False) -> pygame.Rect | None:
    """Where the words of an ability's question are written (None: no question, or none worded).
    A question answered on the table may take two lines (over Skip when ``skippable``); the fief question
    starts under the hint's badges, which hang under the fiefs over the same band (they covered
    "Choose a highlighted fief at the top")."""
    if question not in WORDED_QUESTIONS:
        return None
    area = lay.choices
    answered_here = question in ("card", "fief", "slot")
    bottom = area.bottom - lay.px(54) if answered_here else choice_top(lay)
    if question == "card" and skippable:  # Skip is under it (a wrapped line lay under the button)
        bottom = choice_top(lay, 2) - lay.px(2)
    top = area.top
    if question == "fief":
        top = max(top, fief_badge_bottom(lay) + lay.px(4))
        bottom = area.bottom  # nothing is answered under it: the fiefs are picked at the top
    return pygame.Rect(area.left, top, area.width, max(choice_top(lay), bottom) - top)
