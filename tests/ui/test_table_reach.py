"""What a keyboard player reaches on the table with the arrows, and sees reached: the ring
stays on screen after every arrow, the ruler and the fiefs are reached from the piles beside
them, and the friends from the ally slots next to them."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K

from .input_kit import in_hand, key, open_session, position_session, settle

HAND = ["8L", "2C", "3F", "5E", "6L", "7C", "1F", "4E"]
ARROWS = {"Left": pygame.K_LEFT, "Right": pygame.K_RIGHT, "Up": pygame.K_UP, "Down": pygame.K_DOWN}


def drawn(app) -> pygame.Surface:
    app.dirty = True
    app.draw()
    return app.surface.copy()


def ring_shown(app) -> bool:
    """Whether the focus can be seen: the window with the focus where it is differs, around the
    focused thing, from the same window with no focus at all."""
    scene = app.scene
    focus = scene.focus
    rect = scene.locate(focus) if focus is not None else None
    if rect is None:
        return False
    with_ring = drawn(app)
    scene.focus = None
    scene.refresh()
    without = drawn(app)
    scene.focus = focus
    scene.refresh()
    area = rect.inflate(24, 24).clip(with_ring.get_rect())
    differ = sum(
        with_ring.get_at((x, y)) != without.get_at((x, y))
        for x in range(area.left, area.right, 2)
        for y in range(area.top, area.bottom, 2)
    )
    return differ >= (area.width + area.height) // 4  # a dashed outline, sampled every other pixel


def visit_before_a_statement(app):
    session = position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3)
    open_session(app, session)
    return app.scene


@pytest.mark.parametrize("arrow", ARROWS)
@pytest.mark.parametrize("slot", range(4))
def test_the_ring_stays_in_sight_after_an_arrow_from_an_ally_before_a_statement(app, slot, arrow):
    scene = visit_before_a_statement(app)
    scene.focus = K.Ally(slot)
    scene.refresh()
    key(app, ARROWS[arrow])
    settle(app)
    assert ring_shown(app), f"{arrow} from ally slot {slot + 1} led to {scene.focus}, drawn without a ring"


def test_up_from_the_deck_reaches_the_fiefs_and_left_the_ruler(app):
    scene = visit_before_a_statement(app)
    scene.focus = K.DECK
    scene.refresh()
    key(app, pygame.K_UP)
    assert isinstance(scene.focus, K.Fief) and ring_shown(app)
    key(app, pygame.K_DOWN)
    assert scene.focus == K.DECK
    key(app, pygame.K_LEFT)
    assert scene.focus == K.RULER and ring_shown(app)
    assert scene.table.tooltip.visible  # the ruler's ability, read without a mouse


def fief_chosen_with_friends(app):
    """Fief 3 chosen; the Queen of Eyes and the King of Leaves wait as friends."""
    statuses = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
    session = position_session(
        hand=HAND, deck_top=[], phase="choose_fief", visiting=None, friends=["QE", "KL"], statuses=statuses
    )
    open_session(app, session)
    key(app, pygame.K_3)
    key(app, pygame.K_RETURN)
    settle(app)
    assert session.state.phase.value == "choose_substitutes"
    return app.scene


@pytest.mark.parametrize(
    ("start", "arrow"),
    [(K.Ally(0), "Left"), (K.Ally(2), "Left"), (K.RULER, "Right"), (K.Fief(3), "Down")],
    ids=["Left from slot 1", "Left from slot 3", "Right from the ruler", "Down from the chosen fief"],
)
def test_the_friends_are_reached_from_every_place_beside_them(app, start, arrow):
    scene = fief_chosen_with_friends(app)
    scene.focus = start
    scene.refresh()
    key(app, ARROWS[arrow])
    assert isinstance(scene.focus, K.Friend) and ring_shown(app)


def test_the_chosen_fiefs_ruler_is_reached_with_the_arrows(app):
    scene = fief_chosen_with_friends(app)
    scene.focus = K.Fief(3)
    scene.refresh()
    for _ in range(3):
        if scene.focus == K.RULER:
            break
        key(app, pygame.K_DOWN if isinstance(scene.focus, K.Fief) else pygame.K_LEFT)
    assert scene.focus == K.RULER and ring_shown(app)
    assert scene.table.tooltip.visible


def test_esc_after_choosing_a_fief_backs_out_of_it_and_the_next_esc_opens_the_menu(app):
    """The Back button and the Controls page say Esc goes back: after a fief is chosen it gives
    the fief up (a friend held is put down first); with no fief chosen it opens the menu."""
    scene = fief_chosen_with_friends(app)
    session = scene.session
    scene.focus = K.Friend("QE")
    key(app, pygame.K_RETURN)
    assert scene.held_friend == "QE"
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and scene.held_friend is None
    assert session.state.phase.value == "choose_substitutes"
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and session.state.phase.value == "choose_fief"
    assert scene.focus == K.Fief(3)  # where the player was
    key(app, pygame.K_ESCAPE)
    assert type(app.scene).__name__ == "MenuOverlay"


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_in_a_4k_window_the_friends_grow_into_the_room_of_their_panel(clock, size):
    """At 1920×1080 the friends are the hand's size; at 3840×2160 the layout was that one scaled
    up, the panel under the friends mostly empty: they grow, and the panel keeps its words whole."""
    from forNorthwood.ui import text

    from .input_kit import make_app

    app = make_app(clock, size=size)
    fief_chosen_with_friends(app)
    scene = app.scene
    friend, hand = scene.locate(K.Friend("QE")), scene.locate(in_hand(HAND[0]))
    with text.recording() as drawn:
        scene.picture().paint(pygame.Surface(size))
    assert all(d.fits for d in drawn)
    if size == (1920, 1080):
        assert abs(friend.height - hand.height) <= 0.03 * hand.height
    else:
        assert friend.height >= 1.15 * hand.height  # 1.0 before: the 1080p layout scaled up
        assert not friend.colliderect(scene.layout.info)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (3840, 2160)])
def test_down_from_every_fief_goes_to_the_row_under_the_fiefs(clock, size):
    """Down from fief 7 went to the score pile, past the allies under the fief row: Down from a
    fief lands on the ruler, the deck or an ally (the score pile is reached from them)."""
    from .input_kit import make_app

    app = make_app(clock, size=size)
    open_session(app, position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3, score=["3L"], discard=["4L"]))
    scene = app.scene
    landed = {}
    for fief in range(8):
        scene.focus = K.Fief(fief)
        scene.refresh()
        key(app, pygame.K_DOWN)
        landed[fief] = scene.focus
    assert all(k in (K.RULER, K.DECK) or isinstance(k, K.Ally) for k in landed.values()), landed
    assert landed[0] == K.RULER and landed[7] == K.Ally(0)
    key(app, pygame.K_UP)
    assert scene.focus == K.Fief(7)  # and back up where it came from


def test_a_friend_placed_with_enter_then_a_number_puts_its_words_aside(app):
    """Enter on a friend, then 2: the ring went to slot 2 but the friend's words were in the
    middle panel, far from it. The number key acted (it placed the friend), as Enter does: the
    words step aside until the ring moves again."""
    scene = fief_chosen_with_friends(app)
    scene.focus = K.Friend("QE")
    scene.refresh()
    key(app, pygame.K_RETURN)
    key(app, pygame.K_2)
    assert scene.focus == K.Ally(1)
    tip = scene.table.tooltip
    assert not tip.visible  # a number key that placed the friend acts, as Enter does: the words step aside


def test_down_from_the_hand_goes_to_the_top_of_the_buttons(app):
    """The hand is the bottom row: Down from a card went to Menu, beside the hand, past Next
    statement. It goes to the top of the buttons' column (the first button a player reads)."""
    scene = visit_before_a_statement(app)
    buttons = [f for f in scene.focusables() if isinstance(f.key, K.Button)]
    top = min(buttons, key=lambda f: f.rect.top).key
    assert top != K.Button("menu")
    for card in HAND:
        scene.focus = in_hand(card)
        scene.refresh()
        key(app, pygame.K_DOWN)
        assert scene.focus == top, card


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("score", [["3L"], []])
def test_right_from_the_deck_walks_the_piles_as_they_stand(clock, size, score):
    """Right from the deck skipped the discard pile (the trick's, a row lower in the list) and went
    to the score pile, or to ally 1 with no score pile; the discard pile was reached only with Up
    or Down. Left and Right now go to the next thing level with the focus on screen: the deck,
    the discard pile, the score pile, the allies, and back."""
    from .input_kit import make_app

    app = make_app(clock, size=size)
    open_session(app, position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3, score=score, discard=["4L"]))
    scene = app.scene
    scene.focus = K.DECK
    scene.refresh()
    walked = []
    for _ in range(3 if score else 2):
        key(app, pygame.K_RIGHT)
        walked.append(scene.focus)
    assert walked[:-1] == [K.DISCARD, *([K.SCORE] if score else [])] and isinstance(walked[-1], K.Ally)
    for expected in reversed([K.DECK, K.DISCARD, *([K.SCORE] if score else [])]):
        key(app, pygame.K_LEFT)
        assert scene.focus == expected


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("slot", range(4))
def test_an_ally_slots_focus_ring_stays_in_the_window_and_off_the_message_line(clock, size, slot):
    """At 3840×2160 the focus ring of ally slot 2 ran off the right edge of the window, and that of
    slot 3 reached over the message line under it. Every slot's ring is drawn inside the window
    (a few pixels clear of its edges) and above the message line: with the ring or without it,
    those places are the same pixels, and the ring is still seen."""
    from forNorthwood.ui.theme import focus_reach

    from .input_kit import make_app

    app = make_app(clock, size=size)
    open_session(app, position_session(hand=HAND, deck_top=["7L", "2E"], visiting=3))
    scene = app.scene
    scene.focus = K.Ally(slot)
    scene.refresh()
    with_ring = drawn(app)
    scene.focus = None
    scene.refresh()
    without = drawn(app)
    lay = scene.layout
    edge = lay.px(3)
    width, _height = size
    bottom = pygame.Rect(0, lay.message.top, width, lay.message.height)
    right = pygame.Rect(width - edge, 0, edge, lay.message.top)
    for area in (bottom, right):
        differ = [
            (x, y)
            for x in range(area.left, area.right)
            for y in range(area.top, area.bottom)
            if with_ring.get_at((x, y)) != without.get_at((x, y))
        ]
        assert not differ, (area, differ[:3])
    area = lay.ally_slots[slot]
    x = area.left - focus_reach(*area.size) // 2  # across the ring's left side
    assert any(with_ring.get_at((x, y)) != without.get_at((x, y)) for y in range(area.top, area.bottom))
