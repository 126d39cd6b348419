"""What a first-time player still found on the table: the friends' words before a fief is
chosen, a tooltip over the end-of-visit panel, the stars of a fief won, hint badges over
names, a Redo that looked usable."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui import text
from forNorthwood.ui.card_art import portrait_and_name
from forNorthwood.ui.card_places import character_band, fief_portrait_area, fief_stars_in_band
from forNorthwood.ui.theme import TEXT_DISABLED

from .input_kit import key, make_app, open_session, position_session, post, settle, step_until

HAND = ["8L", "2C", "3F", "5E", "6L", "7C", "1F", "4E"]


def words_drawn(app) -> list[str]:
    """Every text the table's still picture draws now."""
    with text.recording() as drawn:
        app.scene.picture().paint(pygame.Surface(app.ctx.size))
    return [d.message for d in drawn]


def test_how_to_bring_a_friend_in_is_told_only_once_a_fief_is_chosen(app):
    statuses = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
    session = position_session(
        hand=HAND, deck_top=[], phase="choose_fief", visiting=None, friends=["QE", "KL"], statuses=statuses
    )
    open_session(app, session)
    before = words_drawn(app)
    assert "Friends" in before
    assert not any(w.startswith("Friends:") for w in before)
    key(app, pygame.K_3)
    key(app, pygame.K_RETURN)
    settle(app)
    assert any(w.startswith("Friends:") and "ally slot" in w for w in words_drawn(app))


def brightest(surface: pygame.Surface, rect: pygame.Rect) -> int:
    xs, ys = range(rect.left, rect.right), range(rect.top, rect.bottom)
    return max(sum(surface.get_at((x, y))[:3]) for x in xs for y in ys)


def test_redo_with_nothing_to_redo_looks_off_like_any_button_that_is_off(app):
    """Its label and its key as dim as each other: a bright keycap on it read as usable."""
    session = position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3)
    open_session(app, session)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)  # a response: it can be undone, nothing can be redone
    settle(app)
    assert session.can_undo() and not session.can_redo()
    scene = app.scene
    buttons = {b.label: b for b in scene.buttons()}
    undo, redo = buttons["Undo"], buttons["Redo"]
    assert undo.enabled and not redo.enabled
    app.dirty = True
    app.draw()
    off_label = sum(TEXT_DISABLED)
    assert brightest(app.surface, redo.rect) <= off_label
    assert brightest(app.surface, undo.rect) > off_label + 150


def test_no_tooltip_stays_over_the_end_of_visit_panel(clock):
    """The pointer rested on an ally while the last cards flew: its ability's words went away
    when the panel came up (they stood over its title)."""
    app = make_app(clock, size=(960, 600), speed="normal")
    session = position_session(hand=["8L"], deck_top=["7L", "2E"], visiting=1)
    open_session(app, session)
    scene = app.scene
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)  # the last card: the visit ends once the cards have flown
    assert scene.hold is None and app.busy()
    ally = scene.locate(K.Ally(0)).center
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=ally, rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.table.tooltip.visible
    for _ in range(300):
        if scene.hold is not None:
            break
        clock.advance(16)
        app.step()
    assert scene.hold is not None
    panel = scene.locate(K.PANEL)
    tip = scene.table.tooltip
    assert not tip.visible or not tip.rect.colliderect(panel)


def test_the_stars_of_a_fief_won_burst_from_its_card_clear_of_the_panel(clock):
    """They flew out of the panel's corner, by the deck, half across its title."""
    app = make_app(clock, size=(960, 600), speed="normal")
    session = position_session(hand=["8L"], deck_top=["7L", "2E"], visiting=1)
    open_session(app, session)
    scene = app.scene
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    for _ in range(300):
        if scene.hold is not None:
            break
        clock.advance(16)
        app.step()
    panel, fief = scene.locate(K.PANEL), scene.locate(K.Fief(1))
    seen = 0
    for _ in range(6):
        clock.advance(120)
        app.step()
        stars = scene.celebration
        if not stars.visible:
            break
        seen += 1
        assert fief.collidepoint(stars.rect.center)
        overlap = stars.rect.clip(panel)
        assert overlap.width * overlap.height <= 0.1 * stars.rect.width * stars.rect.height
    assert seen >= 3


def same_odds(state, budget_ms, exact, should_stop=None):
    """An advisor giving every legal action the same odds."""
    from forNorthwood.ai.advisor import ActionAdvice, Advice
    from forNorthwood.core import legal_actions

    legal = legal_actions(state)
    return Advice(tuple(ActionAdvice(a, 0.62, False, 9) for a in legal), 0, 0.62)


def badges_shown(app) -> list[pygame.Rect]:
    scene = app.scene
    scene.hints.advise = same_odds
    key(app, pygame.K_h)
    step_until(app, lambda: any(b.visible for b in scene.hints.badges), 10)
    settle(app)
    low = scene.locate(K.Ally(0)).height // 3  # a badge, not the glow around the best choice
    return [b.rect for b in scene.hints.badges if b.visible and b.rect.height < low]


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_hint_badges_leave_the_friends_and_allies_portraits_and_names_in_sight(clock, size):
    app = make_app(clock, size=size)
    statuses = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
    session = position_session(
        hand=HAND, deck_top=[], phase="choose_fief", visiting=None, friends=["QE", "KL"], statuses=statuses
    )
    open_session(app, session)
    key(app, pygame.K_3)
    key(app, pygame.K_RETURN)
    settle(app)
    scene = app.scene
    badges = badges_shown(app)
    cards = [scene.locate(K.Friend(f)) for f in ("QE", "KL")] + [scene.locate(K.Ally(s)) for s in range(4)]
    assert sum(b.colliderect(card) for b in badges for card in cards) >= 3  # on each friend, and a slot
    for code, card in zip(["QE", "KL", "JC", "JF", "JL", "JE"], cards, strict=True):
        assert_in_sight(code, card, badges, code in ("QE", "KL"))

    app = make_app(clock, size=size)
    open_session(app, position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3))
    badges = badges_shown(app)
    for slot, code in enumerate(["JC", "JF", "JL", "JE"]):
        assert_in_sight(code, app.scene.locate(K.Ally(slot)), badges, False)


def assert_in_sight(code: str, card: pygame.Rect, badges: list[pygame.Rect], friend: bool) -> None:
    """No badge over the card's band (rank, suit, crown) nor its name; over its portrait a corner at
    most (a third of it: a friend's card has no room beside it, nor the band, nor under the name)."""
    portrait, name = portrait_and_name(code, card, friend)
    for badge in badges:
        assert not badge.colliderect(character_band(card)), f"a badge over the band of {code}"
        letters = name.inflate(0, -6)  # the rows' leading over and under the letters left out
        assert not badge.colliderect(letters), f"a badge over the name of {code}"
        covered = badge.clip(portrait)
        assert covered.width * covered.height <= portrait.width * portrait.height // 3, code


@pytest.mark.parametrize("size", [(1280, 800), (3840, 2160)])
def test_hint_badges_leave_the_caption_of_a_friend_standing_in_readable(clock, size):
    """With a friend on slot 3 its caption says whom it stands in for; the badge went over it
    ("for J≈68%aves"). Badges stay off every slot's caption strip, under the card."""
    app = make_app(clock, size=size)
    allies = [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "JE")]
    allies[2]["substitute"] = "QE"  # the ruler of fief 0, won
    statuses = ["won"] + ["unvisited"] * 7
    open_session(app, position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3, allies=allies, statuses=statuses))
    badges = badges_shown(app)
    assert badges
    lay = app.scene.layout
    for slot in range(4):
        card = app.scene.locate(K.Ally(slot))
        strip = pygame.Rect(card.left, card.bottom, card.width, lay.ally_slots[slot].bottom - card.bottom)
        assert not any(b.colliderect(strip) for b in badges), f"a badge over the caption of slot {slot + 1}"


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (3840, 2160)])
def test_fief_hint_badges_cover_no_portrait_name_or_caption(clock, size):
    """H while choosing a fief: each fief's badge went on its ruler's portrait. It hangs under the
    card now, touching only the foot of its status strip, over no other fief; on a tile whose stars
    are in that strip (at 960×600), it goes in the corner beside the number, over no portrait."""
    app = make_app(clock, size=size)
    statuses = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
    open_session(app, position_session(hand=HAND, deck_top=[], phase="choose_fief", visiting=None, statuses=statuses))
    badges = badges_shown(app)
    scene = app.scene
    cards = [scene.locate(K.Fief(n)) for n in range(8)]
    assert len(badges) == 6  # one on each fief still to visit
    window = pygame.Rect((0, 0), size)
    for badge in badges:
        (card,) = [c for c in cards if c.left <= badge.centerx <= c.right]
        if fief_stars_in_band(*card.size):
            assert not badge.colliderect(fief_portrait_area(card)), f"the badge {badge} covers a portrait"
        else:
            assert badge.top >= card.bottom - scene.layout.px(3), f"the badge {badge} covers the card {card}"
        assert window.contains(badge)
        assert not any(badge.colliderect(other) for other in cards if other != card)
    # The ruler's words of the fief the focus is on go in the panel, where they hide no badge
    # (no tooltip over the row: test_fief_focus_words).
    from .test_fief_focus_words import the_panel_tells

    scene.focus = K.Fief(3)
    scene.tips.focus = None
    scene.tips.follow_focus()
    settle(app)
    the_panel_tells(scene, K.Fief(3), badges)


def test_words_put_aside_stay_aside_when_the_hints_badges_come(clock):
    """The tooltip is placed again beside badges that came after it, but only while it is shown:
    words a click or a key put aside do not come back with the hint."""
    app = make_app(clock, size=(1280, 800))
    statuses = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
    open_session(app, position_session(hand=HAND, deck_top=[], phase="choose_fief", visiting=None, statuses=statuses))
    scene = app.scene
    scene.focus = K.Ally(0)  # a fief's words go in the panel; an ally's are a tooltip
    scene.tips.focus = None
    scene.tips.follow_focus()
    assert scene.table.tooltip.visible
    scene.tips.follow_focus(acted=True)  # a key that acts puts the words aside
    assert not scene.table.tooltip.visible
    assert badges_shown(app)
    assert not scene.table.tooltip.visible
