"""What a first-time player found on the table: stale hovers, the header,
the hint's key and the Keep-the-Hint-on setting, the buttons' keys, the celebrations."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.ui import text
from forNorthwood.ui.scene import Push
from forNorthwood.ui.scenes.visit_hud import hud_counts
from forNorthwood.ui.theme import MIN_TEXT
from tests.cards_kit import card_of

from .input_kit import (
    center_of,
    click,
    key,
    make_app,
    open_session,
    position_session,
    settle,
    start_game,
    step_until,
)
from .screen_kit import TABLE_SIZES, new_app
from .test_visit import visit_at


def hover(app, target) -> None:
    app.scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=center_of(app, target), rel=(0, 0), buttons=(0, 0, 0)))


def test_f11_leaves_no_tooltip_behind(app):
    """After the window changes mode, the pointer is over something else: the tooltip goes."""
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    table = app.scene
    hover(app, K.Ally(1))
    assert table.table.tooltip.visible and table.hover == K.Ally(1)
    key(app, pygame.K_F11)
    # The dummy driver then moves the pointer (which would clear the hover by itself); a real
    # pointer stays where it was: the events without that motion.
    for event in pygame.event.get():
        if event.type != pygame.MOUSEMOTION:
            app.handle(event)
    assert app.fullscreen
    assert not table.table.tooltip.visible and table.hover is None


def test_a_dialog_opened_over_the_table_hides_its_tooltip(app):
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    table = app.scene
    hover(app, K.RULER)
    assert table.table.tooltip.visible
    key(app, pygame.K_ESCAPE)  # the menu
    settle(app)
    assert app.scene is not table
    assert not table.table.tooltip.visible and table.hover is None


TEN = ["1C", "2C", "3C", "4F", "5F", "6F", "7L", "8L", "2E", "3E"]


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", TABLE_SIZES)
def test_the_header_stays_on_one_line_with_ten_cards_in_hand(language, size, tmp_path):
    """The counts under the title never wrap (they did with 10 cards at 960×600): one line,
    readable (at least MIN_TEXT), inside its box."""
    app = new_app(tmp_path, size, language)
    try:
        session = position_session(hand=TEN, deck_top=["4E", "5E"], phase="ability_window")
        open_session(app, session)
        counts = app.scene.layout.hud_counts
        with text.recording() as drawn:
            app.scene.picture().paint(pygame.Surface(app.ctx.size))
        (line,) = [d for d in drawn if d.box == counts]
        assert "10" in line.message and "\n" not in line.message
        assert line.fits and line.drawn_size >= MIN_TEXT, (line.message, line.drawn_size)
        assert counts.height == app.scene.layout.line(19)  # room for one line only
    finally:
        app.close()


def test_the_short_counts_are_taken_only_where_the_long_ones_do_not_fit():
    pygame.font.init()
    wide, size = hud_counts(22, 10, 0, 16, 2000, 19)
    assert wide.startswith("Deck 22 · Hand 10 · Stars") and size == 19
    narrow, size = hud_counts(22, 10, 0, 16, 200, 19)
    assert "★" in narrow and "Deck 22" in narrow and size >= MIN_TEXT
    narrowest, size = hud_counts(22, 10, 12, 16, 140, 19)
    assert narrowest == "Hand 10 · ★ 12/16" and size >= MIN_TEXT


def fief_odds(state, budget_ms, exact, should_stop=None):
    """An advisor that rings fief 5 at fief selection (the only one with good odds)."""
    from forNorthwood.ai.advisor import ActionAdvice, Advice
    from forNorthwood.core import legal_actions

    legal = legal_actions(state)
    odds = tuple(ActionAdvice(a, 0.9 if getattr(a, "fief", None) == 5 else 0.05, True, 0) for a in legal)
    return Advice(odds, next((i for i, a in enumerate(legal) if getattr(a, "fief", None) == 5), 0), 0.9)


def test_g_plays_the_hinted_move_searching_it_first(app):
    """G with no hint shown: the hint is searched off the window thread, shown, and its move played."""
    session = start_game(app)
    app.scene.hints.advise = fief_odds
    key(app, pygame.K_g)
    step_until(app, lambda: session.state.kingdom.visiting is not None, 20)
    assert session.state.kingdom.visiting == 5
    assert session.hints_used == 1  # the hint it took counts as one used


def test_g_plays_the_hint_shown_at_once(app):
    session = start_game(app)
    app.scene.hints.advise = fief_odds
    key(app, pygame.K_h)
    step_until(app, lambda: app.scene.hints.shown is not None, 20)
    key(app, pygame.K_g)
    app.step()
    assert session.state.kingdom.visiting == 5
    assert session.hints_used == 1


def test_g_in_an_ironman_game_says_hints_are_off(app):
    from forNorthwood.ui.hint_words import ironman_hint_text

    session = start_game(app)
    session.set_ironman(True)
    key(app, pygame.K_g)
    app.step()
    assert app.scene.message == ironman_hint_text() and session.state.kingdom.visiting is None


def test_keep_the_hint_on_hints_every_position_and_counts_each(app, monkeypatch):
    from forNorthwood.persistence.settings import Settings
    from forNorthwood.ui import hint_layer

    assert Settings().keep_hint_on is False  # off by default
    monkeypatch.setattr(hint_layer, "advise", fief_odds)
    app.ctx.change_settings(keep_hint_on=True)
    session = start_game(app)
    step_until(app, lambda: app.scene.hints.shown is not None, 20)  # without pressing Hint
    assert session.hints_used == 1
    key(app, pygame.K_g)
    step_until(app, lambda: session.state.kingdom.visiting == 5, 20)
    step_until(app, lambda: app.scene.hints.shown is not None and app.scene.hints.asked is session.state, 20)
    assert session.hints_used == 2  # the next position was hinted too, and counted
    assert app.keeper.settings.keep_hint_on  # kept in the settings


def test_keep_the_hint_on_is_ignored_in_an_ironman_game(app):
    app.ctx.change_settings(keep_hint_on=True)
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    session.set_ironman(True)
    open_session(app, session)
    for _ in range(5):
        app.step()
    assert app.scene.hints.asked is None and session.hints_used == 0


def test_the_controllers_right_stick_press_plays_the_hint():
    from forNorthwood.i18n.controls_text import CONTROLLER, KEYBOARD, button_name
    from forNorthwood.ui import controller

    assert controller._BUTTONS[pygame.CONTROLLER_BUTTON_RIGHTSTICK] == (pygame.K_g, 0)
    assert button_name("play_hint", KEYBOARD) == "G" and button_name("play_hint", CONTROLLER, "playstation") == "R3"


def test_continue_on_the_title_names_the_kingdom_and_the_visit(app):
    from forNorthwood.game.seeds import daily_seed, seed_code
    from forNorthwood.game.session import Session
    from forNorthwood.keeper import today
    from forNorthwood.ui.scene import ToTitle
    from forNorthwood.ui.scenes.starting import continue_label

    start_game(app, seed=3)
    app.carry_out(ToTitle())
    settle(app)
    (button,) = [b for b in app.scene.buttons() if b.key == "continue"]
    assert button.label == f"Continue · kingdom {seed_code(3)} · visit 1 of 8"
    daily = Session(daily_seed(today()), "intro", 16)
    assert continue_label(daily, daily_seed(today())) == "Continue · today's kingdom · visit 1 of 8"
    assert continue_label(Session.for_tutorial()).startswith("Continue · tutorial · visit")


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080), (3840, 2160)])
def test_the_pile_viewer_shows_cards_at_the_tables_size_never_giant(size):
    """A few cards at 4K were drawn about twice as large as on the table; now at most a quarter
    larger, and a whole pile of 32 still fits the panel."""
    from forNorthwood.ui.layout import overlay_layout
    from forNorthwood.ui.scenes.pile_viewer import grid
    from forNorthwood.ui.table_places import table_layout

    body = overlay_layout(*size).body
    table_card = table_layout(*size).card.width
    few = grid(body, 5, 8, round(table_card * 1.25))
    assert few[0].width <= round(table_card * 1.25)
    assert grid(body, 5, 8)[0].width > few[0].width or size == (960, 600)
    many = grid(body, 32, 8, round(table_card * 1.25))
    assert all(body.contains(rect) for rect in many)
    assert len({rect.top for rect in few}) == 1 or size == (960, 600)  # a few cards: one row


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)])
def test_every_table_button_shows_its_key_the_same_way(size, tmp_path):
    """Rules (F1), Cards (T), Hint (H), Undo, Redo and Menu: each label with its key in a keycap
    beside it (it was "Cards (T)", "Hint" with H below, Rules without F1)."""
    app = new_app(tmp_path, size, "en")
    try:
        session = position_session(hand=TEN, deck_top=["4E", "5E"])
        open_session(app, session)
        scene = app.scene
        scene.hints.button_look = None  # its sprite's picture drawn again
        with text.recording() as drawn:
            scene.picture().paint(pygame.Surface(app.ctx.size))
            scene.hints.show_button(scene.view)
        messages = [d.message for d in drawn]
        usable = {b.label: b.enabled for b in scene.buttons()}
        assert usable["Undo"] is False  # nothing to undo yet: an off button shows no key at all
        for label, shortcut in (("Rules", "F1"), ("Cards", "T"), ("Hint", "H"), ("Undo", "Ctrl+Z"), ("Menu", "Esc")):
            (shown,) = [d for d in drawn if d.message == label]
            caps = [d for d in drawn if d.message == shortcut and abs(d.used.centery - shown.used.centery) <= 3]
            if not usable.get(label, True):
                assert caps == [], label
                continue
            (cap,) = caps
            assert cap.used.left > shown.used.right  # after the label, on its line
            assert cap.fits and cap.drawn_size >= MIN_TEXT
        assert "Cards (T)" not in messages
    finally:
        app.close()


def won_fief_one(app):
    """A visit to fief 1 about to be won, far from any medal."""
    session = position_session(hand=["8L"], deck_top=["7L", "2E"], visiting=1)
    open_session(app, session)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    return app.scene


def until_panel(app, clock, scene) -> None:
    for _ in range(200):
        if scene.hold is not None:
            return
        clock.advance(16)
        app.step()
    raise AssertionError("no end-of-visit panel")


def test_a_fief_won_is_celebrated_briefly_then_nothing_moves(clock):
    app = make_app(clock, speed="normal")
    scene = won_fief_one(app)
    until_panel(app, clock, scene)
    assert scene.hold.won and scene.panel_medal() is None
    assert scene.celebration.visible and scene.celebration_progress() < 1.0 and app.busy()
    first = scene.celebration.image.copy()
    clock.advance(200)
    app.step()
    assert pygame.image.tobytes(first, "RGBA") != pygame.image.tobytes(scene.celebration.image, "RGBA")
    clock.advance(2000)
    settle(app, clock)
    assert not scene.celebration.visible and not app.busy()  # over: nothing left to draw


def test_a_key_skips_the_fief_celebration(clock):
    app = make_app(clock, speed="normal")
    scene = won_fief_one(app)
    until_panel(app, clock, scene)
    assert scene.celebration.visible and app.busy()
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    assert not scene.celebration.visible and scene.hold is not None  # skipped; the panel stays
    assert not scene.busy()


def test_no_fief_celebration_with_animations_off(app, clock):
    scene = won_fief_one(app)
    settle(app, clock)
    assert scene.hold is not None and scene.hold.won
    assert not scene.celebration.visible and not app.busy()


def test_a_hint_found_while_cards_move_is_on_the_table_the_moment_they_come_to_rest(monkeypatch):
    """The loop sleeps until input once nothing moves: a hint that came while the deal was still
    flying must be placed in the very step the table comes to rest, not at the next key press
    (a first-time player saw Keep the Hint on show nothing until they pressed an arrow)."""
    from forNorthwood.game.session import Session
    from forNorthwood.ui import hint_layer
    from forNorthwood.ui.scene import ShowGame

    from .input_kit import FakeClock

    monkeypatch.setattr(hint_layer, "advise", fief_odds)
    clock = FakeClock()
    app = make_app(clock, speed="normal")
    app.ctx.change_settings(keep_hint_on=True)
    app.carry_out(ShowGame(Session(3, "intro", 16), deal=True))
    app.step()
    assert app.busy()  # the deal flies
    step_until(app, lambda: app.scene.hints.shown is not None, 20)  # while the cards still move
    assert app.busy()
    while app.busy():
        clock.advance(16)
        app.step()
    assert any(badge.visible for badge in app.scene.hints.badges)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_the_pile_viewer_is_as_large_as_the_pile_it_shows(size, tmp_path):
    """At 4K five cards sat at the top of a big, mostly empty panel: the panel is now sized to its
    cards and words (at most the overlays' panel), a whole pile still fits, Close is the viewer's
    own, below the cards with room for its focus ring."""
    from forNorthwood.core.cards import DIALOGUE_CARDS
    from forNorthwood.ui.layout import overlay_layout
    from forNorthwood.ui.scenes.pile_viewer import PileViewer, pile_layout
    from forNorthwood.ui.theme import focus_reach

    app = new_app(tmp_path, size, "en")  # a display, for the fonts
    full = overlay_layout(*size).panel
    for count in (0, 1, 5, 32):
        lay = pile_layout(*size, count, f"Discard pile · {count} cards", "Bottom card first; the last one is on top.")
        panel, close = lay.panel, lay.close
        cards = list(lay.cards)
        assert full.contains(panel) and panel.contains(close) and panel.contains(lay.heading)
        assert all(panel.contains(card) for card in cards)
        if cards:
            shown = cards[0].unionall(cards[1:])
            assert close.top - shown.bottom >= focus_reach(*close.size)
            # No more room beside the cards than the padding (the words or Close may be wider).
            assert panel.width <= max(shown.width, lay.heading.width) + 2 * lay.px(24) + 1
            assert panel.bottom - shown.bottom <= close.height + focus_reach(*close.size) + 3 * lay.px(24)
    five = pile_layout(*size, 5, "Discard pile · 5 cards", "Bottom card first; the last one is on top.").panel
    assert five.height < full.height or size == (960, 600)
    assert five.width * five.height < 0.6 * full.width * full.height or size == (960, 600)
    try:
        app.carry_out(Push(lambda ctx: PileViewer(ctx, "Discard pile", list(DIALOGUE_CARDS)[:5])))
        settle(app)
        assert isinstance(app.scene, PileViewer)
        assert [b.rect for b in app.scene.buttons()] == [app.scene.layout(size).close]
        click(app, app.scene.layout(size).close.center)
        assert not isinstance(app.scene, PileViewer)
    finally:
        app.close()


def test_after_the_hint_enter_takes_the_ringed_choice(app):
    """A first-time player pressed H, then Enter: Enter played what the focus was on (fief 3, the
    leftmost card, Next statement), not what the Hint ringed. The focus now goes to the ringed
    choice when the hint is shown."""
    session = start_game(app)
    app.scene.hints.advise = fief_odds
    app.scene.focus = K.Fief(3)
    key(app, pygame.K_h)
    step_until(app, lambda: app.scene.hints.shown is not None, 20)
    assert app.scene.focus == K.Fief(5)
    key(app, pygame.K_RETURN)
    step_until(app, lambda: session.state.kingdom.visiting is not None, 20)
    assert session.state.kingdom.visiting == 5


@pytest.mark.parametrize("best", ["play", "reveal", "ally"])
def test_in_a_visit_enter_after_the_hint_takes_the_ringed_card_deck_or_ally(app, best):
    from forNorthwood.ai.advisor import ActionAdvice, Advice
    from forNorthwood.core import actions as A
    from forNorthwood.core import legal_actions

    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    session = app.scene.session

    def pick(action) -> bool:
        if best == "play":
            return isinstance(action, A.Play) and action.card == card_of("7E")
        if best == "reveal":
            return isinstance(action, A.Reveal)
        return isinstance(action, A.Activate)

    def advise(state, *args, **kwargs):
        legal = legal_actions(state)
        chosen = next(i for i, a in enumerate(legal) if pick(a))
        odds = tuple(ActionAdvice(a, 0.9 if i == chosen else 0.1, True, 0) for i, a in enumerate(legal))
        return Advice(odds, chosen, 0.9)

    app.scene.hints.advise = advise
    if best == "play":  # a response: the statement first
        key(app, pygame.K_SPACE)
        settle(app)
    steps = len(session.steps)
    key(app, pygame.K_h)
    step_until(app, lambda: app.scene.hints.shown is not None, 20)
    wanted = app.scene.hints.shown.actions[app.scene.hints.shown.best].action
    # The dashed ring is drawn where Enter acts (a first-time player saw it stay on the card it was
    # on, pressed Enter there and the Hint's card was played).
    from forNorthwood.ui.frame import Mark

    app.step()
    ringed = [k for k, s in app.scene.table.sprites.items() if Mark.FOCUS in s.place.marks]
    focus = app.scene.focus
    if best == "play":
        assert len(ringed) == 1 and app.scene.table.sprite_of(focus) is app.scene.table.sprites[ringed[0]], (
            ringed,
            focus,
        )
    if best == "reveal":  # on Next statement, where the gold ring is (not on the deck beside it)
        assert not ringed and app.scene.focus == K.Button("reveal"), ringed
    key(app, pygame.K_RETURN)
    settle(app)
    if best == "ally" and type(app.scene).__name__ == "ConfirmOverlay":  # an ability that would do nothing asks
        key(app, pygame.K_RETURN)
        settle(app)
    assert len(session.steps) > steps and session.steps[steps].action == wanted
