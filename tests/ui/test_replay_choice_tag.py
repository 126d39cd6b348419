"""The replay's "your choice" tag covered what it was about: a fief's picture (it sat in the card's
middle), at 1920×1080 the bottom of an ally's name (on the card's foot), at 960×600 the ally's
whole small card; then over an ally's header and slot number, touching the next slot's odds. It now
covers neither the card's header nor its name nor any number or odds, at every size: on an ally,
in its slot across its card's lower edge; under a fief, below its odds; on a card of the hand,
over its top edge, else over its big suit (never hidden: p63 saw only the thin ring at most
decisions, the decision bar's line over the whole hand)."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.core.state import AllySlot, Phase
from forNorthwood.game import table_keys as K
from forNorthwood.i18n.replay_text import your_choice_text
from forNorthwood.ui import assets
from forNorthwood.ui.ally_slot import slot_places, turned_rect
from forNorthwood.ui.card_places import character_band
from forNorthwood.ui.hint_badges import badge_box, badge_image, badge_key
from forNorthwood.ui.replay_places import replay_layout
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.replay_badges import bar_words, choice_tag, choice_tag_box, on_card_edge, tag_clear
from forNorthwood.ui.scenes.selection_still import SelectionPicture, words_to_read
from forNorthwood.ui.still_drawing import slot_number_rect
from forNorthwood.ui.table_places import ruler_label
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import make_app, settle
from .screen_kit import new_app, replay_advice, replay_position
from .test_replay_screen import REPLAY_SIZES, finished, replay_scene


def covered(scene: ReplayScene, where: K.Key, card: pygame.Rect) -> list[pygame.Rect]:
    """What the tag on ``where`` (its card ``card``) must not cover: its picture and its name."""
    if isinstance(where, K.Ally):
        # The card's header, every slot's number, and the slot's name and lines (with no room
        # beside the card, the tag lies on one line over its picture, under its header).
        lay = scene.table.layout
        places = slot_places(lay, where.slot, scene.table.model.kingdom.allies[where.slot])
        numbers = [pygame.Rect(slot_number_rect(lay, slot)) for slot in range(4)]
        words = [r for r in (places.name, places.ability, places.caption) if r is not None and r.height]
        return [character_band(card), *numbers, *words]
    if isinstance(where, K.Fief):
        # Its number and stars (with no room under it, the tag lies over its picture's foot).
        return [pygame.Rect(card.left, card.top, card.width, card.height // 4)]
    return hand_corners(card)  # a card of the hand: its corners' values (the tag may lie on its big suit)


def hand_corners(card: pygame.Rect) -> list[pygame.Rect]:
    """A hand card's corners' values, which the tag never covers (its edge, a tenth of the card, it
    may): over its middle (its big suit) it lies where the decision bar's words leave it no room over
    the card (p63 saw no tag at all)."""
    edge, corner = card.height // 10, card.height // 4
    return [
        pygame.Rect(card.left, card.top + edge, card.width, corner - edge),
        pygame.Rect(card.left, card.bottom - corner, card.width, corner - edge),
    ]


@pytest.mark.parametrize("size", REPLAY_SIZES)
def test_your_choice_covers_neither_picture_nor_name_nor_odds(clock, size):
    app = make_app(clock, size)
    _, record, replay = finished(app)
    fief = next(i for i in replay.decisions if replay.state(i).phase is Phase.CHOOSE_FIEF)
    ally = replay_position(replay)
    hand = next(i for i in replay.decisions if i > ally and isinstance(badge_key(replay.position(i).action), K.Hand))
    advice = replay_advice(replay, hand)
    kinds = set()
    for index in (fief, ally, hand):
        app.carry_out(Goto(lambda ctx, index=index: ReplayScene(ctx, record, replay, index=index, advice=advice)))
        settle(app)
        scene = replay_scene(app)
        wanted = scene.badges_wanted()
        frame = scene.table.frame
        for n, (where, (_, _, played)) in enumerate(wanted.items()):
            if not played:
                continue
            card = frame.places[frame.shown_at[where]].rect
            tag, odds = scene.badges[4 * n + 2], scene.badges[4 * n + 3]
            verdict = scene.verdict()[0]
            bar = bar_words(scene.lay, scene.prompt_words(verdict, scene.status()), verdict)
            if isinstance(where, K.Hand) and not tag.visible:  # over the card's top edge it covers the bar's words
                image = choice_tag(your_choice_text(), max(MIN_TEXT, scene.lay.px(17)))
                top_edge = choice_tag_box(where, card, image.get_rect(), None, scene.lay.table_size)
                assert top_edge.colliderect(bar), (size, index, top_edge, bar)
                kinds.add(type(where))
                continue
            assert tag.visible, (size, index, where)
            assert not tag.rect.colliderect(bar), (size, index, where, tag.rect, bar)  # the decision bar's words
            kinds.add(type(where))
            for area in covered(scene, where, card):
                assert not tag.rect.colliderect(area), (size, index, where, tag.rect, area)
            others = [b.rect for b in scene.badges[3::4] if b.visible]  # not even touching another's
            near = tag.rect.inflate(2, 2)
            assert not any(near.colliderect(o) for o in others if o != odds.rect), (size, index, tag.rect)
            assert not any(tag.rect.colliderect(o) for o in others), (size, index, tag.rect, odds.rect)
            assert pygame.Rect((0, 0), scene.lay.table_size).contains(tag.rect)
    assert kinds == {K.Fief, K.Ally, K.Hand}, kinds


@pytest.mark.parametrize("size", REPLAY_SIZES)
def test_under_a_fief_the_tag_slides_off_the_headings(clock, size):
    """At 960×600 the tag under fief 2 covered the Friends heading ("Дружні правителі" in
    Ukrainian): it slides along the row, still under its fief, off the headings' words."""
    lay = replay_layout(*size)
    table = lay.table
    card = pygame.Rect(table.fief_cards[2])
    tag = choice_tag(your_choice_text(), max(14, lay.px(17))).get_rect()
    odds = pygame.Rect(card.left, card.bottom - 2, card.width * 3 // 4, tag.height)
    odds.centerx = card.centerx
    below = choice_tag_box(K.Fief(2), card, tag, odds, lay.table_size)
    heading = below.inflate(-below.width // 3, 0)  # the heading's words right under the tag
    box = choice_tag_box(K.Fief(2), card, tag, odds, lay.table_size, [heading])
    assert not box.colliderect(heading) and not box.colliderect(odds) and not box.colliderect(card)
    assert box.right > card.left and box.left < card.right  # still under its fief


@pytest.mark.parametrize("size", REPLAY_SIZES[:3])
def test_on_every_ally_used_the_tag_covers_no_header_and_no_other_card(clock, size):
    """In the right column (slots 2 and 4) no place beside the card was clear: the tag fell back over
    the card's header and the slot's number, touching "Your allies". Where one line does not fit
    beside it inside the slot, it goes over its own card under its header: never over a header or another card."""
    app = make_app(clock, size)
    _, record, replay = finished(app)
    used: dict[int, int] = {}
    for index in replay.decisions:
        action = replay.position(index).action
        if isinstance(action, A.Activate):
            used.setdefault(action.slot, index)
    assert {1, 3} <= set(used)  # the right column's
    for slot, index in sorted(used.items()):
        advice = replay_advice(replay, index)
        app.carry_out(Goto(lambda ctx, i=index, a=advice: ReplayScene(ctx, record, replay, index=i, advice=a)))
        settle(app)
        scene = replay_scene(app)
        lay, frame = scene.table.layout, scene.table.frame
        n = next(n for n, (_, (_, _, played)) in enumerate(scene.badges_wanted().items()) if played)
        tag, odds_badge = scene.badges[4 * n + 2], scene.badges[4 * n + 3]
        cards = {s: frame.places[frame.shown_at[K.Ally(s)]].rect for s in range(4)}
        own = cards[slot]
        if not tag.visible:  # its odds under the band leave no room for it: the ring says it
            assert scene.badges[4 * n + 1].visible and odds_badge.visible, (size, slot)
            least = odds_badge.rect.height + choice_tag(your_choice_text(), MIN_TEXT, tight=True).get_height() + 4
            assert own.bottom - character_band(own).bottom < least, (size, slot)
            continue
        header = character_band(own)
        others = [c for s, c in cards.items() if s != slot]
        numbers = [pygame.Rect(slot_number_rect(lay, s)) for s in range(4)]
        for area in [header, pygame.Rect(lay.allies_label), *others, *numbers]:
            assert not tag.rect.colliderect(area), (size, slot, tag.rect, area)
        odds = [b.rect for b in scene.badges[3::4] if b.visible]
        assert not any(tag.rect.colliderect(o) for o in odds), (size, slot, tag.rect)
        assert pygame.Rect((0, 0), scene.lay.table_size).contains(tag.rect)


@pytest.mark.parametrize("size", REPLAY_SIZES[:3])
def test_the_tag_on_an_ally_is_placed_clear_of_headers_and_cards_whatever_the_slots_hold(app, size):
    """Every slot, beside allies ready or turned (a turned neighbour takes more of the row), the
    Queen of Flowers' line of three rows making the smallest card."""
    lay = replay_layout(*size)
    table = lay.table
    px = lay.px
    words = max(MIN_TEXT, px(17))
    hidden: list[int] = []
    for turned in range(16):  # which of the four allies are exhausted
        allies = [AllySlot(code, exhausted=bool(turned >> s & 1)) for s, code in enumerate(("JC", "QF", "KL", "PE"))]
        cards = {}
        for s, ally in enumerate(allies):
            card = slot_places(table, s, ally).card
            cards[s] = turned_rect(card) if ally.exhausted else card
        for slot in range(4):
            if allies[slot].exhausted:  # an exhausted ally is not the one chosen: it cannot be used
                continue
            own = cards[slot]
            odds_of = {
                s: badge_box(K.Ally(s), cards[s], badge_image("≈99%", words, False).get_rect(), px, lay.table_size)
                for s, ally in enumerate(allies)
                if not ally.exhausted or s == slot
            }
            others = [o.inflate(4, 4) for s, o in odds_of.items() if s != slot]
            places = slot_places(table, slot, allies[slot], allies)
            under = [r for r in (places.name, places.caption, places.ability, places.tag) if r is not None]
            clear = [*tag_clear(lay, {s: c for s, c in cards.items() if s != slot}), *others, *under]
            placed = on_card_edge(lay, slot, own, words, odds_of.get(slot), clear)
            if placed is None:  # no room anywhere: the ring and the verdict say it
                room = own.bottom - character_band(own).bottom  # under its band, the odds and the tag
                least = odds_of[slot].height + choice_tag(your_choice_text(), MIN_TEXT, tight=True).get_height() + 4
                hidden.append(own.width if room >= least else 0)
                continue
            box = placed[1]
            header = character_band(own)
            blocked = [header, pygame.Rect(table.allies_label), *(c for s, c in cards.items() if s != slot)]
            blocked += [pygame.Rect(slot_number_rect(table, s)) for s in range(4)] + list(odds_of.values())
            blocked += [r for r in under if r.height]  # the words under its card
            for area in blocked:
                assert not box.colliderect(area), (size, turned, slot, box, area)
            assert pygame.Rect(table.ally_slots[slot]).contains(box)  # inside its own slot
    # Only a card too small for the tag beside it or under its header (24 px wide, over a name and
    # three rows at 960×600; or with no room under its band for its odds and the tag, counted as 0)
    # goes without: its ring and the verdict say it.
    assert all(width < 30 for width in hidden), (size, hidden)


@pytest.mark.parametrize("size", REPLAY_SIZES[:3])
def test_over_every_decision_the_tag_covers_no_heading_and_no_card(clock, size):
    """At decision 45 (fief 0 chosen) the tag under fief 0 covered "Ruler of fief 0" over the
    ruler's column (all but "ef 0" hidden at 1280×800), and under fief 2 the Friends heading: with
    no room under its fief it lies on one line over its picture's foot, else not at all (the ring
    and the verdict say it)."""
    app = make_app(clock, size)
    _, record, replay = finished(app)
    fiefs = [i for i in replay.decisions if replay.state(i).phase is Phase.CHOOSE_FIEF]
    advice = replay_advice(replay, fiefs[-1])
    chosen = set()
    for index in replay.decisions:
        app.carry_out(Goto(lambda ctx, i=index: ReplayScene(ctx, record, replay, index=i, advice=advice)))
        settle(app)
        scene = replay_scene(app)
        lay, frame = scene.table.layout, scene.table.frame
        table = scene.picture().table
        if isinstance(table, SelectionPicture):
            headings = words_to_read(lay, table)
        else:  # the ruler's heading, the allies' label
            label, words = ruler_label(lay), f"Ruler of fief {table.visiting}"
            heading = pygame.Rect(0, 0, assets.text_width(words, lay.text(16), True), label.height)
            heading.center = label.center
            headings = [heading, pygame.Rect(lay.allies_label)]
        for n, (where, (_, _, played)) in enumerate(scene.badges_wanted().items()):
            tag = scene.badges[4 * n + 2]
            if not played or not tag.visible:
                continue
            if isinstance(where, K.Fief):
                chosen.add(where.number)
            card = frame.places[frame.shown_at[where]].rect
            areas = [card]
            if isinstance(where, K.Hand):  # its corners' values (over its big suit where nowhere else)
                areas = hand_corners(card)
            elif isinstance(where, K.Ally):  # its header (a small card's tag may sit under it)
                areas = [character_band(card)]
            elif isinstance(where, K.Fief):  # its number and stars (the tag may lie on its picture's foot)
                areas = [pygame.Rect(card.left, card.top, card.width, card.height // 4)]
            for rect in [*areas, *headings]:
                assert not tag.rect.colliderect(rect), (size, index, where, tag.rect, rect)
    assert len(chosen) >= 4, chosen  # the tag shown under most fiefs chosen


@pytest.mark.parametrize("size", REPLAY_SIZES[:3])
def test_the_allies_pills_leave_their_cards_band_in_sight(clock, size):
    """The odds and the "your choice" tag on an ally never cover its card's band (rank, suit,
    crown): the replay placed them by a band of 10 px where the card draws at least 16
    (``card_places.character_band``), and at 960×600 they hid the allies' suits."""
    app = make_app(clock, size)
    _, record, replay = finished(app)
    index = replay_position(replay)  # a decision whose options are the allies
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=index, advice=replay_advice(replay, index))))
    settle(app)
    scene = replay_scene(app)
    frame = scene.table.frame
    bands = [character_band(frame.places[frame.shown_at[K.Ally(s)]].rect) for s in range(4)]
    pills = [b.rect for n, b in enumerate(scene.badges) if n % 4 in (2, 3) and b.visible]
    on_allies = [p for p in pills if any(p.colliderect(frame.places[frame.shown_at[K.Ally(s)]].rect) for s in range(4))]
    assert on_allies, size  # the allies' odds are shown
    for pill in pills:
        assert pill.collidelist(bands) == -1, (size, pill, bands)


@pytest.mark.parametrize("language", ["en", "uk"])
@pytest.mark.parametrize("size", REPLAY_SIZES[:2])
def test_a_fief_chosen_against_the_hint_is_tagged_too(tmp_path, size, language):
    """At 960×600 the fief the Hint chose had "your choice" under it, but a fief chosen against the
    Hint (fief 2, the Hint's fief 0) had none: the headings under fiefs 0 to 3 left no room under
    it. Every fief chosen carries the tag (over its face, under its number, when nothing under it
    is free), the Hint's fief its glow."""
    app = new_app(tmp_path, size, language)
    _, record, replay = finished(app)
    fiefs = [i for i in replay.decisions if replay.state(i).phase is Phase.CHOOSE_FIEF]
    advice = replay_advice(replay, fiefs[-1])
    against = 0
    for index in fiefs:
        app.carry_out(Goto(lambda ctx, i=index: ReplayScene(ctx, record, replay, index=i, advice=advice)))
        settle(app)
        scene = replay_scene(app)
        wanted = scene.badges_wanted()
        for n, (where, (_, best, played)) in enumerate(wanted.items()):
            if played:
                assert isinstance(where, K.Fief)
                assert scene.badges[4 * n + 2].visible, (size, language, index, where)
                card = scene.table.frame.places[scene.table.frame.shown_at[where]].rect
                top = pygame.Rect(card.left, card.top, card.width, card.height // 4)  # its number
                assert not scene.badges[4 * n + 2].rect.colliderect(top)
                against += not best
            if best:
                assert scene.badges[4 * n].visible  # the Hint's glow
    assert against >= 3, against
    app.close()
