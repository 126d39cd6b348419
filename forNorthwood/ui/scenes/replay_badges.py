"""The replay's badges on the table's cards: the Hint's odds on every option lying on a card, the
best one's glow, and a white ring with a "your choice" tag on the card the player chose. They are
sprites over the cards (as the Hint's); the tag covers neither the card's picture nor its name
nor its odds (``choice_tag_box``). The options on no card are the strip's chips instead (``chips_of``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from ...core import Action, State
from ...core.actions import StopGame
from ...core.cards import FIEF_STARS, SLOT_COUNT
from ...core.state import STATUS_UNVISITED
from ...game import table_keys as K
from ...game.replay_advice import DecisionAdvice, OptionAdvice
from ...i18n.choice_text import allies_of
from ...i18n.replay_text import OUT_OF_REACH, REACHED, no_odds_text, stop_value_text, your_choice_text
from ...i18n.review_text import action_words, chance_text, fief_badge_text
from .. import assets
from ..ally_slot import ShownSlot, slot_edge, slot_places
from ..card_art import portrait_and_name
from ..card_places import character_band, fief_band_top, fief_number_area
from ..frame import CharacterFace, SpriteId, TableFrame
from ..hint_badges import badge_image, badge_key, inside_slot
from ..hint_glow import best_glow
from ..replay_places import ReplayLayout
from ..sprites import PictureSprite
from ..still_drawing import slot_number_rect
from ..table_places import TableLayout, ruler_label
from ..text import draw_line
from ..theme import FOCUS_RING, INK, MIN_TEXT
from .replay_badge_sizes import fief_badge_size, hand_badge_size, hand_tag_box, odds_box
from .replay_picture import Chip, verdict_area


def badges_wanted(
    decision: DecisionAdvice | None, played_action: Action | None, shown_at: Mapping[K.Key, SpriteId]
) -> dict[K.Key, tuple[str, bool, bool]]:
    """Table key → (badge words, best, played) of the options on a card of the table (without
    advice yet, only the card chosen, ringed)."""
    if decision is None:
        key = None if played_action is None else badge_key(played_action)
        if key is None or shown_at.get(key) is None:
            return {}
        return {key: ("", False, True)}
    best = None if decision.best is None else decision.options[decision.best].code
    played = decision.options[decision.played].code
    found: dict[K.Key, tuple[float, str, bool, bool]] = {}
    for i, option in enumerate(decision.options):
        key = badge_key(option.action)
        value = decision.value(i)
        if key is None or value is None or shown_at.get(key) is None:
            continue
        is_best, is_played = option.code == best, option.code == played
        old = found.get(key)
        if old is None or value[0] > old[0] or is_best:
            found[key] = (
                value[0],
                value_text(decision, *value),
                is_best or (old is not None and old[2]),
                is_played or (old is not None and old[3]),
            )
        elif is_played:
            found[key] = (*old[:3], True)
    return {key: (words, best_, played_) for key, (_, words, best_, played_) in found.items()}


def value_text(decision: DecisionAdvice | None, value: float, exact: bool) -> str:
    """An option's badge words: its chance to win the visit, or in fief selection the number that
    decides the fief (the chance to reach the goal, or the stars to expect), as on the table."""
    fiefs = None if decision is None else decision.fiefs
    return chance_text(value, exact) if fiefs is None else fief_badge_text(fiefs.kind, value, exact)


def chips_of(
    decision: DecisionAdvice | None,
    options: tuple[tuple[Action, OptionAdvice | None], ...],
    played: Action | None,
    shown_at: Mapping[K.Key, SpriteId],
    state: State | None = None,
) -> tuple[Chip, ...]:
    """The options that lie on no card of the table (worded, an ally by the character on its slot in
    ``state``), with their badges: the strip's."""
    allies = () if state is None else allies_of(state)
    out = []
    for i, (action, option) in enumerate(options):
        key = badge_key(action)
        if key is not None and shown_at.get(key) is not None:
            continue
        value = None if decision is None or option is None else decision.value(i)
        chance = None if value is None else value_text(decision, *value)
        if decision is not None and option is not None and value is None:
            chance = no_odds_text()  # said why, not left bare beside the others' odds
        elif chance is not None and isinstance(action, StopGame) and state is not None:
            chance = stop_value_text(state.kingdom.stars)  # what stopping means, not "0.0 ★"
        best = decision is not None and decision.best is not None and decision.options[decision.best] == option
        out.append(Chip(action_words(action, allies), chance, best, action == played))
    return tuple(out)


def words_under_slots(lay: TableLayout, allies: Sequence[ShownSlot]) -> dict[int, list[pygame.Rect]]:
    """Each ally slot's words under its card (name, caption, ability, tag rows), by slot."""
    under = {}
    for slot, ally in enumerate(allies[: len(lay.ally_slots)]):
        places = slot_places(lay, slot, ally, allies)
        under[slot] = [r for r in (places.name, places.caption, places.ability, places.tag) if r is not None]
    return under


def show_badges(
    sprites: list[PictureSprite],
    wanted: dict[K.Key, tuple[str, bool, bool]],
    frame: TableFrame,
    lay: ReplayLayout,
    read: Sequence[pygame.Rect] = (),
    slot_words: Mapping[int, Sequence[pygame.Rect]] = {},
) -> None:
    """Show ``wanted`` on ``sprites`` (four per card: glow, ring, tag, badge; the others hidden);
    the "your choice" tag leaves ``read`` in sight too (the headings under the fiefs), and on an
    ally the words under its card (``slot_words``, by slot: its name, caption and ability rows)."""
    for sprite in sprites:
        sprite.show(None)
    px, size = lay.px, max(MIN_TEXT, lay.px(17))
    odds_of: dict[K.Key, pygame.Rect] = {}
    on_cards = [(key, frame.places[frame.shown_at[key]].rect, words) for key, (words, _, _) in wanted.items()]
    in_hand = hand_badge_size(on_cards, px, lay.table_size, size)
    under_fiefs = fief_badge_size(on_cards, lay, read, size)
    for i, (where, (words, best, _played)) in enumerate(wanted.items()):
        rect = frame.places[frame.shown_at[where]].rect
        glow, badge = sprites[4 * i], sprites[4 * i + 3]
        if best:
            image, box = best_glow(rect, px)
            glow.show(image, box.topleft)
        if words:  # no advice yet: the card chosen is ringed, no odds
            each = in_hand if isinstance(where, K.Hand) else under_fiefs if isinstance(where, K.Fief) else size
            image = badge_image(words, each, best)
            box = odds_box(where, rect, image.get_rect(), px, lay.table_size)
            odds_of[where] = inside_slot(lay.table, where, box)
            badge.show(image, odds_of[where].topleft)
    for i, (where, (_words, _best, played)) in enumerate(wanted.items()):
        if not played:
            continue
        # The card the player chose: ringed in white, and a tag that says so.
        rect = frame.places[frame.shown_at[where]].rect
        ring, tag = sprites[4 * i + 1], sprites[4 * i + 2]
        words_under = slot_words.get(where.slot, ()) if isinstance(where, K.Ally) else ()
        edge = ring_box(rect, px(6), words_under)
        image = pygame.Surface(edge.size, pygame.SRCALPHA)
        pygame.draw.rect(image, FOCUS_RING, image.get_rect(), width=max(2, px(3)), border_radius=px(10))
        ring.show(image, edge.topleft)
        # Clear of the card, of the names, numbers and labels round it and of every odds' badge.
        others = [o.inflate(4, 4) for k, o in odds_of.items() if k != where]  # not touching them either
        # A gap from words: a space's width beside them (under fief 2 it touched "Friends").
        clear = [*(r.inflate(2 * px(6), 2) for r in read), *tag_clear(lay, ally_cards(frame)), *others]
        floor = tag_floor(px)
        if isinstance(where, K.Ally):  # in its own slot, over its card's edge (``on_card_edge``)
            face = frame.places[frame.shown_at[where]].face
            name = portrait_and_name(face.code, rect, face.words)[1] if isinstance(face, CharacterFace) else None
            cards = {s: c for s, c in ally_cards(frame).items() if s != where.slot}  # the others', and their words
            # A gap over and under its words too (at 1280×800 the tag touched its ability's first row).
            own = [*read, *tag_clear(lay, cards), *others, *([] if name is None else [name])]
            spaced = [r.inflate(0, 2 * px(2)) for r in words_under]
            placed = on_card_edge(lay, where.slot, rect, size, odds_of.get(where), [*own, *spaced], floor)
            if placed is None:  # touching them rather than none (a small card at 960×600)
                placed = on_card_edge(lay, where.slot, rect, size, odds_of.get(where), [*own, *words_under], floor)
        else:
            placed = placed_tag(where, rect, size, odds_of.get(where), lay.table_size, clear, floor, fiefs(lay, where))
        if placed is not None:  # (none: the ring and the verdict under the table say it)
            tag.show(placed[0], placed[1].topleft)


def placed_tag(
    where: K.Key,
    card: pygame.Rect,
    size: int,
    odds: pygame.Rect | None,
    table: tuple[int, int],
    clear: list[pygame.Rect],
    floor: int = MIN_TEXT,
    neighbours: Sequence[pygame.Rect] = (),
) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The "your choice" tag on the chosen ``card`` and where it goes (``choice_tag_box``), always
    on one line (on two at 960×600 it read "내 / 선택" over the friends' heading and the panel's
    border). A fief with no room for it at ``size`` has the largest that fits down to ``floor``
    (``tag_sizes``: at 3840×2160 it fell to the 14 px text floor, 17 px tall, under fief 6 while
    a 40 px one fitted), else over its face. None under a fief with no room for it: the white
    ring round the card and the verdict under the table say what was chosen (under fief 0 it
    covered "Ruler of fief 0", all but "ef 0"; over the fief it hid "Unvisited"). An ally's is
    ``on_card_edge``'s. Beside its odds, it covers none of the other fiefs' cards (``neighbours``)."""
    words = your_choice_text()
    sizes = tag_sizes(size, floor) if isinstance(where, K.Fief) else [size]
    near = [*clear, *neighbours, *([card] if neighbours else [])]  # beside the odds: off its own card too
    for n, each in enumerate(sizes):
        image = choice_tag(words, each, tight=n > 0)  # as tall as its line where there is little room
        box = free_tag_box(where, card, image.get_rect(), odds, table, near)
        if box is not None:
            return image, box
    if not isinstance(where, K.Fief):
        return None
    slim = slim_tag(words, floor)  # cropped to its letters: beside fief 0's odds at 960×600
    box = free_tag_box(where, card, slim.get_rect(), odds, table, near)
    if box is not None:
        return slim, box
    slim = choice_tag(words, floor, tight=True, pad=2)  # over the fief's face
    box = on_fief_face(card, slim.get_rect(), odds, table, clear)
    return None if box is None else (slim, box)


def fiefs(lay: ReplayLayout, where: K.Key) -> list[pygame.Rect]:
    """The cards of the fiefs other than ``where`` (none when it is no fief)."""
    if not isinstance(where, K.Fief):
        return []
    return [pygame.Rect(c) for n, c in enumerate(lay.table.fief_cards) if n != where.number]


def tag_floor(px: Callable[[float], int]) -> int:
    """The smallest "your choice" tag's letters: the text floor, or a little more in a large window
    (at 3840×2160 the 14 px floor made a tag a sixth of its odds' height, unreadable)."""
    return max(MIN_TEXT, px(11))


def tag_sizes(size: int, floor: int) -> list[int]:
    """The tag's text sizes to try, from ``size`` down to ``floor`` in a few steps: the largest that
    fits is taken, at every window size alike (not the full one or else straight the floor)."""
    step = max(1, (size - floor) // 6)
    return [*range(size, floor, -step), floor] if size > floor else [size]


def ring_box(card: pygame.Rect, pad: int, words: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The white ring round the chosen ``card``, ``pad`` out from it, nearer where that would run
    through ``words`` (at 3840×2160 it crossed the first row of the ability under an ally's card)."""
    blocked = [pygame.Rect(r) for r in words if r.width and r.height]
    while pad > 0 and card.inflate(2 * pad, 2 * pad).collidelist(blocked) != -1:
        pad -= 1
    return card.inflate(2 * pad, 2 * pad)


def on_card_edge(
    lay: ReplayLayout,
    slot: int,
    card: pygame.Rect,
    size: int,
    odds: pygame.Rect | None,
    clear: Sequence[pygame.Rect],
    floor: int = MIN_TEXT,
) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The tag on a chosen ally: inside its own slot's frame, across its card's lower edge (else
    just over its upper edge), clear of ``clear`` (the slot's number and words, the name on the
    card, the other odds) and a pixel off its own odds, its header left in sight. Beside the card,
    at 960×600 it lay left of the slot over the score pile's label ("Pile ton choix"); at 1920×1080
    over the card's picture. From the tag at ``size`` down to the text floor, then one cropped to
    its letters (at 960×600 a small card leaves 14 px between its odds and its name); None when
    none fits (a thumbnail: its ring and the verdict say it). Smaller tags step down from ``size``
    to ``floor`` (``tag_sizes``): at 3840×2160 the next after the full one was the 14 px floor."""
    table = lay.table
    inner = pygame.Rect(table.ally_slots[slot]).inflate(-2 * (slot_edge(table) + 1), -2 * (slot_edge(table) + 1))
    blocked = [pygame.Rect(r) for r in clear if pygame.Rect(r) != card]
    blocked += [pygame.Rect(slot_number_rect(table, slot)), character_band(card)]
    blocked += [] if odds is None else [odds.inflate(2, 2)]
    blocked = [r for r in blocked if r.width and r.height]
    words = your_choice_text()
    # Drawn one at a time, largest first: the first that fits ends the search (at 3840×2160 drawing
    # every size up front cost most of a step's frame).
    sizes = tag_sizes(size, floor)
    images = (
        choice_tag(words, each, tight=n > 0) if n < len(sizes) else slim_tag(words, floor)
        for n, each in enumerate([*sizes, floor])
    )
    for image in images:
        tag = image.get_rect()
        h = tag.height
        # Across the lower edge (centred on it first), then touching it from above or below; then over the upper edge.
        tops = [card.bottom - h // 2, *(card.bottom - h // 2 + d * s for d in range(1, h // 2 + 1) for s in (-1, 1))]
        tops += [card.top - h]
        step = max(1, inner.width // 80)  # slid along its row off the odds (some 40 places each way)
        reach = -(-(inner.width // 2) // step) - 1  # the places each way: card.centerx ± step … ± reach·step
        w = tag.width
        bounds = (inner.left + w // 2, inner.right - w + w // 2)  # its centre, inside the slot
        for top in tops:
            if top < inner.top or top + h > inner.bottom:
                continue
            # The row's blocked spans of the tag's centre, worked out once a row: tried place by place,
            # a chosen ally's tag took some 4 ms at 3840×2160 (37 ms under the profiler).
            row = [r for r in blocked if r.top < top + h and r.bottom > top]
            spans = [(r.left - w + w // 2 + 1, r.right + w // 2 - 1) for r in row]
            x = nearest_free(card.centerx, step, reach, bounds, spans)
            if x is not None:
                return image, tag.move_to(midtop=(x, top))
    return None


def nearest_free(
    centre: int, step: int, reach: int, bounds: tuple[int, int], spans: Sequence[tuple[int, int]]
) -> int | None:
    """The first of ``centre``, ``centre - step``, ``centre + step``, ``centre - 2·step`` … (``reach``
    steps each way) within ``bounds`` and in none of ``spans`` (each from … to, both included)."""
    free = [bounds]
    for a, b in sorted(spans):
        free = [
            piece for lo, hi in free for piece in ((lo, min(hi, a - 1)), (max(lo, b + 1), hi)) if piece[0] <= piece[1]
        ]
    best: tuple[int, int] | None = None
    for lo, hi in free:
        first, last = -((centre - lo) // step), (hi - centre) // step  # the steps k with lo ≤ centre + k·step ≤ hi
        first, last = max(first, -reach), min(last, reach)
        if first > last:
            continue
        k = 0 if first <= 0 <= last else (first if first > 0 else last)
        if best is None or (abs(k), k > 0) < (abs(best[0]), best[0] > 0):
            best = (k, 0)
    return None if best is None else centre + best[0] * step


def slim_tag(words: str, size: int = MIN_TEXT) -> pygame.Surface:
    """The tag at the text floor (``size``) cropped to its letters' height (the font's leading off,
    the pill as tall as "your choice" from its h to its y): the smallest tag that still reads."""
    ink = assets.text(words, size, INK, True)
    letters = ink.get_bounding_rect()  # the rows with ink in them
    image = pygame.Surface((ink.get_width() + 2 * 4, letters.height), pygame.SRCALPHA)
    pygame.draw.rect(image, (*FOCUS_RING, 245), image.get_rect(), border_radius=image.get_height() // 2)
    image.blit(ink, (4, -letters.top))
    return image


def on_fief_face(
    card: pygame.Rect, tag: pygame.Rect, odds: pygame.Rect | None, size: tuple[int, int], clear: Sequence[pygame.Rect]
) -> pygame.Rect | None:
    """The tag over the chosen fief's own card, under its number's row (its stars at its foot and
    its odds under it stay in sight), where nothing under the fief leaves room: at 960×600 the
    headings under fiefs 0 to 3 ("Ruler of fief 2", "Friends") took it all, and a fief chosen
    against the Hint went untagged while the Hint's own choice had its tag. A tag a little wider
    than the card (by at most a third) reaches over the gaps beside it, onto the neighbours' blank
    edges; None when wider still or when it covers ``clear``."""
    table = pygame.Rect((0, 0), size)
    top = max(card.top + card.height // 4, fief_number_area(0, card).bottom) + 1
    box = tag.move_to(midtop=(card.centerx, top)).clamp(table)  # fief 0's reaches the window's edge
    blocked = [pygame.Rect(r) for r in clear] + ([] if odds is None else [odds])
    over_band = box.bottom > fief_band_top(card)  # its stars, or its status
    if tag.width > card.width * 4 // 3 or over_band or not table.contains(box) or box.collidelist(blocked) != -1:
        return None
    return box


def ally_cards(frame: TableFrame) -> dict[int, pygame.Rect]:
    """Where each ally slot's card lies on the table, by slot (a turned one across its place)."""
    found = {}
    for slot in range(SLOT_COUNT):
        at = frame.shown_at.get(K.Ally(slot))
        if at is not None:
            found[slot] = frame.places[at].rect
    return found


def tag_clear(lay: ReplayLayout, cards: Mapping[int, pygame.Rect]) -> list[pygame.Rect]:
    """What the "your choice" tag never covers on the table: the allies' cards (``cards``, by slot),
    their slots' numbers, frames, names and lines, and the label over them."""
    table = lay.table
    found = [pygame.Rect(table.allies_label)]
    edge = slot_edge(table) + 1
    for slot, area in enumerate(table.ally_slots[:SLOT_COUNT]):
        found.append(pygame.Rect(slot_number_rect(table, slot)))
        # The slot's frame: a tag lies inside it or outside, never across it (it sat on its edge).
        found += [
            pygame.Rect(area.left, area.top, area.width, edge),
            pygame.Rect(area.left, area.bottom - edge, area.width, edge),
            pygame.Rect(area.left, area.top, edge, area.height),
            pygame.Rect(area.right - edge, area.top, edge, area.height),
        ]
        card = cards.get(slot)
        if card is not None:  # the card, and under it the slot's name and lines
            found += [card, pygame.Rect(area.left, card.bottom, area.width, max(0, area.bottom - card.bottom))]
    return found


def choice_tag_box(
    where: K.Key,
    card: pygame.Rect,
    tag: pygame.Rect,
    odds: pygame.Rect | None,
    size: tuple[int, int],
    clear: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where the "your choice" tag goes on the chosen card ``card``, covering neither its picture nor
    its name nor its odds (``odds``) nor any of ``clear``, inside the table: on an ally, beside its
    card, left or right of it, as high as it can go clear of the slot's number and the odds (over the
    card's coloured band it covered the card's header and the slot's number, and touched the next
    slot's odds), else over that band as before; under a fief, hanging below its odds, slid along
    the row off the labels under it (at 960×600 it covered "Friends"); on any other card, over its
    top edge, where its paper is blank between its corners (in its middle it hid the big suit)."""
    free = free_tag_box(where, card, tag, odds, size, clear)
    if free is not None:
        return free
    if isinstance(where, K.Ally):
        box = tag.move_to(midbottom=(card.centerx, character_band(card).bottom))
        if odds is not None and box.colliderect(odds):
            box.right = odds.left - 1
    elif isinstance(where, K.Fief):
        box = tag.move_to(midtop=(card.centerx, (card if odds is None else odds).bottom + 1))
    else:
        box = tag.move_to(midbottom=(card.centerx, card.top + max(2, card.height // 20)))
    return box.clamp(pygame.Rect((0, 0), size))


def free_tag_box(
    where: K.Key,
    card: pygame.Rect,
    tag: pygame.Rect,
    odds: pygame.Rect | None,
    size: tuple[int, int],
    clear: Sequence[pygame.Rect] = (),
) -> pygame.Rect | None:
    """``choice_tag_box``'s place clear of everything, None when there is none (a hand card's is
    always found: ``hand_tag_box``). Beside an ally's card, the nearest first: level with the card, then a
    little further out (over the felt of the slot beside it, clear of that slot's card and words)."""
    table = pygame.Rect((0, 0), size)
    places = []
    if isinstance(where, K.Ally):
        ys = range(card.top, max(card.top, card.bottom - tag.height - 1) + 1, max(1, tag.height // 2))
        for gap in range(3, 3 + tag.width, max(1, tag.width // 8)):
            for y in ys:
                places += [tag.move_to(topright=(card.left - gap, y)), tag.move_to(topleft=(card.right + gap, y))]
    elif isinstance(where, K.Fief):  # right under its odds (little room above the panels under the fiefs)
        box = tag.move_to(midtop=(card.centerx, (card if odds is None else odds).bottom))
        reach = (card.width + tag.width) // 2  # still under its fief
        places += [box.move(d, 0) for dx in range(0, reach, max(1, card.width // 12)) for d in (dx, -dx)]
        if odds is not None:  # else beside its odds (over fief 0's picture it hid the ladybug)
            for y in (odds.centery, odds.bottom - tag.height // 2, card.bottom + 1 + tag.height // 2):
                places += [tag.move_to(midleft=(odds.right + 3, y)), tag.move_to(midright=(odds.left - 3, y))]
    else:  # over its ring (over the card's top edge it hid the top of the card at 3840×2160), else over
        # that edge, under the card or over its paper (``hand_tag_box``)
        edge = max(2, card.height // 20)  # about the ring's distance from the card (``ring_box``)
        words = [pygame.Rect(r) for r in clear]
        return hand_tag_box(card, tag, odds, table, words, edge)
    near = 0 if isinstance(where, K.Fief) else 2  # its odds too (a fief's tag hangs right under them)
    blocked = [pygame.Rect(r) for r in clear] + ([] if odds is None else [odds.inflate(near, near)])
    for place in places:
        if table.contains(place) and place.collidelist(blocked) == -1:
            return place
    return None


def bar_words(lay: ReplayLayout, prompt: str, verdict: str) -> pygame.Rect:
    """Where the decision bar's words lie: its ``prompt`` centred on it (``draw_prompt``), or, when
    the prompt is empty, the ``verdict`` of two lines that took its place."""
    bar = lay.table.prompt
    if not prompt:
        return verdict_area(lay, verdict).clip(bar)
    width = min(bar.width - lay.table.px(20), assets.text_width(prompt, lay.table.text(20), True))
    return pygame.Rect(0, 0, width, bar.height).move_to(center=bar.center)


def heading_area(lay: TableLayout, words: str) -> pygame.Rect:
    """Where the heading over the ruler's card (``words``, "Ruler of fief 4") is drawn, centred on
    its line: the tag under fief 0 or 1 covered it in a visit's replay."""
    label, size = ruler_label(lay), lay.text(16)
    heading = pygame.Rect(0, 0, min(label.width, assets.text_width(words, size, True)), label.height)
    heading.center = label.center
    return heading


def choice_tag(words: str, size: int, tight: bool = False, pad: int | None = None) -> pygame.Surface:
    """The tag on the thing the player chose: light, so that it is told apart from the odds'
    badges; on one line (``placed_tag`` makes it smaller where it needs less room, ``tight``: no
    taller than its line; ``pad``, its ends' margin, narrower over a fief's face)."""
    pad = max(3, size // 3) if pad is None else pad
    face = assets.font(size, True)
    line_h = face.get_linesize()
    top = 0 if tight else pad // 4
    image = pygame.Surface((face.size(words)[0] + 2 * pad, line_h + 2 * top), pygame.SRCALPHA)
    pygame.draw.rect(image, (*FOCUS_RING, 245), image.get_rect(), border_radius=image.get_height() // 2)
    draw_line(image, words, pygame.Rect(0, top, image.get_width(), line_h), INK, size, True, "center")
    return image


def goal_settled(state: State) -> str | None:
    """How the game's goal stands: reached, out of reach (the fiefs not yet visited cannot bring the
    stars it still needs), else None (the badges line says which when the fiefs go by the stars)."""
    kingdom = state.kingdom
    need = kingdom.threshold - kingdom.stars
    if need <= 0:
        return REACHED
    left = sum(FIEF_STARS[i] for i, fief in enumerate(kingdom.fiefs) if fief.status is STATUS_UNVISITED)
    return OUT_OF_REACH if left < need else None
