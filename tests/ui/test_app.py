"""The app loop: quiet when idle, resizable, full screen, menus reached by keys."""

from __future__ import annotations

import pygame

from forNorthwood.game.session import Session
from forNorthwood.ui.scene import ShowGame, ToTitle
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.rules_overlay import RulesOverlay
from forNorthwood.ui.scenes.setup import SetupScene
from forNorthwood.ui.scenes.title import TitleScene
from forNorthwood.ui.scenes.visit import VisitScene

from .input_kit import center_of, click, in_hand, key, make_app, post, settle, start_game


def test_nothing_is_drawn_while_nothing_happens(app):
    start_game(app)
    settle(app)
    frames = app.frames
    for _ in range(20):
        app.step()
    assert app.frames == frames
    assert not app.busy()


def test_moving_the_mouse_over_nothing_draws_nothing(app):
    start_game(app)
    centre = app.scene.layout.info.center
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    frames = app.frames
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(centre[0] + 3, centre[1]), rel=(3, 0), buttons=(0, 0, 0)))
    assert app.frames == frames


def test_the_app_waits_with_a_timeout_only_while_animating(clock):
    app = make_app(clock, speed="normal")
    start_game_events = app.busy()
    assert not start_game_events
    app.carry_out(ShowGame(Session(1, "intro", 16), deal=True))
    app.step()
    assert app.busy()
    settle(app, clock)
    assert not app.busy()


def test_a_game_is_shown_on_the_scene_of_its_phase_and_the_keeper_adopts_it(app):
    assert app.start_key() == pygame.K_RETURN  # on the title, Start confirms
    session = Session(1, "intro", 16)
    app.carry_out(ShowGame(session, deal=True))
    assert isinstance(app.scene, FiefSelectionScene) and app.keeper.current is session
    assert app.start_key() == pygame.K_ESCAPE  # in a game being played, Start opens the menu
    session.apply(next(a for a in session.legal() if a.type == "choose_fief"))
    session.apply(next(a for a in session.legal() if a.type == "begin_visit"))
    app.carry_out(ShowGame(session))
    assert isinstance(app.scene, VisitScene) and len(app.stack) == 1
    app.carry_out(ToTitle())
    assert isinstance(app.scene, TitleScene) and app.start_key() == pygame.K_RETURN


def test_title_to_setup_to_a_dealt_game(app):
    assert isinstance(app.scene, TitleScene)
    click(app, center_of(app, "new_game"))
    assert isinstance(app.scene, SetupScene)
    click(app, center_of(app, "setup_full"))
    click(app, center_of(app, "difficulty_20"))
    for digit in "4242":
        key(app, getattr(pygame, f"K_{digit}"), unicode=digit)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_3, unicode="3")
    assert app.scene.code_text == "4243"
    click(app, center_of(app, "start"))
    settle(app)
    scene = app.scene
    assert isinstance(scene, FiefSelectionScene)
    assert (scene.session.seed, scene.session.setup, scene.session.threshold) == (4243, "full", 20)


def test_keyboard_reaches_the_menu_and_the_rules(app):
    start_game(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuOverlay)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, RulesOverlay)
    key(app, pygame.K_RIGHT)
    assert app.scene.page == 1
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, FiefSelectionScene)
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesOverlay)


def test_a_full_panel_opened_from_the_menu_hides_the_menu(app, monkeypatch):
    """The rules (or settings, log...) opened from the menu are drawn over the table alone: the
    menu's panel, taller than theirs, would show its edges around them."""
    start_game(app)
    key(app, pygame.K_ESCAPE)
    menu = app.scene
    assert isinstance(menu, MenuOverlay)
    drawn: list[str] = []
    real = MenuOverlay.draw
    monkeypatch.setattr(MenuOverlay, "draw", lambda self, *a, **k: drawn.append("menu") or real(self, *a, **k))
    app.draw()
    assert drawn == ["menu"]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, RulesOverlay) and menu in app.stack
    drawn.clear()
    app.draw()
    assert drawn == []
    key(app, pygame.K_ESCAPE)  # back to the menu: drawn again
    assert app.scene is menu
    app.draw()
    assert drawn and set(drawn) == {"menu"}


def test_the_animation_speed_can_be_turned_off(app):
    start_game(app)
    key(app, pygame.K_ESCAPE)
    click(app, center_of(app, "settings"))
    speeds = []
    for i in range(4):
        click(app, center_of(app, f"animation_speed_{i}"))
        speeds.append(app.ctx.settings.animation_speed)
    assert speeds == ["off", "fast", "normal", "slow"]
    click(app, center_of(app, "animation_speed_0"))
    assert app.ctx.settings.animation_speed == "off"
    assert app.ctx.duration(240) == 0


def test_a_resize_recomputes_the_layout(app):
    start_game(app)
    post(app, pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 640), w=1024, h=640))
    assert app.scene.layout.size == app.surface.get_size()


def test_f11_toggles_full_screen(app):
    start_game(app)
    key(app, pygame.K_F11)
    assert app.ctx.settings.fullscreen and app.fullscreen
    key(app, pygame.K_F11)
    assert not app.ctx.settings.fullscreen and not app.fullscreen
    assert app.scene.layout.size == app.surface.get_size()


def test_closing_the_window_stops_the_loop(app):
    post(app, pygame.event.Event(pygame.QUIT))
    assert not app.running


def test_escape_on_the_title_brings_the_focus_to_quit_then_quits(clock):
    app = make_app(clock)
    assert app.scene.focus != "quit"
    key(app, pygame.K_ESCAPE)  # one Back too many, coming from another screen
    assert app.running and isinstance(app.scene, TitleScene) and app.scene.focus == "quit"
    key(app, pygame.K_ESCAPE)
    assert not app.running


def test_a_dragged_card_redraws_only_where_it_moves(app):
    from .input_kit import open_session, position_session

    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    open_session(app, session)
    key(app, pygame.K_SPACE)
    scene = app.scene
    assert isinstance(scene, VisitScene)
    start = center_of(app, in_hand("5L"))
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, -40), buttons=(1, 0, 0)))
    assert scene.press is not None and scene.press.carried
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 80), rel=(0, -40), buttons=(1, 0, 0)))
    assert not scene.dirty and scene.moved
    changed = scene.draw(app.surface, full=False)
    assert changed is not None and changed
    window = app.surface.get_width() * app.surface.get_height()
    assert sum(r.width * r.height for r in changed) < window / 4


def _window_size() -> tuple[int, int]:
    return pygame.display.get_window_size()


def test_a_full_screen_round_trip_gives_back_the_earlier_window_without_warnings(clock):
    import warnings

    app = make_app(clock, size=(1000, 640))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        key(app, pygame.K_F11)
        assert app.fullscreen and pygame.display.is_fullscreen()
        key(app, pygame.K_F11)
        assert not app.fullscreen and not pygame.display.is_fullscreen()
        assert _window_size() == (1000, 640) == app.surface.get_size() == app.ctx.size
        # A window the player resized comes back at that size, through Settings too.
        pygame.display.set_mode((1100, 700), pygame.RESIZABLE)
        post(app, pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700))
        click(app, center_of(app, "settings"))
        click(app, center_of(app, "fullscreen_1"))
        assert app.fullscreen and app.ctx.settings.fullscreen
        click(app, center_of(app, "fullscreen_0"))
        assert not app.fullscreen and not app.ctx.settings.fullscreen
        assert _window_size() == (1100, 700) == app.surface.get_size() == app.ctx.size
    assert [w for w in caught if issubclass(w.category, RuntimeWarning)] == []


def test_starting_in_full_screen_then_leaving_it_gives_the_window_size(clock):
    from forNorthwood.ui.app import App

    from .input_kit import OPENED

    app = App(size=(1000, 640), clock=clock, fullscreen=True)
    OPENED.append(app)
    assert app.fullscreen and pygame.display.is_fullscreen()
    key(app, pygame.K_F11)
    assert _window_size() == (1000, 640) == app.ctx.size


def test_full_screen_switches_the_same_window_instead_of_opening_it_again(clock, monkeypatch):
    """Opening the display again (set_mode) while leaving full screen is what let window
    managers keep the screen's size and made pygame warn "forcibly resized"."""
    app = make_app(clock, size=(1000, 640))
    calls = []
    original = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda *a, **k: calls.append(a) or original(*a, **k))
    key(app, pygame.K_F11)
    key(app, pygame.K_F11)
    assert calls == []
    assert _window_size() == (1000, 640)


def test_only_the_overlays_under_the_topmost_full_panel_are_left_out():
    from types import SimpleNamespace

    from forNorthwood.ui.app import drawn_scenes

    table, menu, settings, confirm = (SimpleNamespace(hides_overlays_below=h) for h in (True, False, True, False))
    assert drawn_scenes([table, menu, settings, confirm]) == [table, settings, confirm]  # a dialog keeps its panel
    assert drawn_scenes([table, menu, confirm]) == [table, menu, confirm]
    assert drawn_scenes([table]) == [table]


def test_a_window_that_is_not_the_size_an_event_says_is_laid_out_for_its_real_size(clock, monkeypatch):
    """F11 at 3840×2160 showed the 4K layout in a 1280×800 window (a cropped corner): the size an
    event carries and the display surface can both be older than the window. The game lays out
    for the window's real size, and takes a surface of that size."""
    app = make_app(clock, size=(3840, 2160))
    start_game(app)
    monkeypatch.setattr(pygame.display, "get_window_size", lambda: (1280, 800))
    post(app, pygame.event.Event(pygame.VIDEORESIZE, size=(3840, 2160), w=3840, h=2160))
    assert app.ctx.size == app.surface.get_size() == app.scene.layout.size == (1280, 800)


def test_a_window_that_changed_size_with_no_event_to_say_so_is_laid_out_again(clock, monkeypatch):
    """A switch the window system carried out later, or its own way, may come with no event."""
    app = make_app(clock, size=(3840, 2160))
    start_game(app)
    monkeypatch.setattr(pygame.display, "get_window_size", lambda: (1280, 800))
    app.step()
    assert app.ctx.size == app.surface.get_size() == app.scene.layout.size == (1280, 800)


def test_full_screen_first_makes_the_window_as_big_as_the_screen(clock, monkeypatch):
    """Without a window manager (a bare X server) nothing resized the window for SDL's full
    screen: SDL drew for the whole screen in a window of the old size. The window covers the
    screen before full screen is asked for, and gets its size and place back after."""
    from forNorthwood.ui import window as window_module

    calls: list[tuple[tuple[int, int], tuple[int, int]]] = []

    class Watched:
        def __init__(self, window: pygame.Window) -> None:
            object.__setattr__(self, "window", window)

        def __getattr__(self, name: str):
            return getattr(self.window, name)

        def __setattr__(self, name: str, value) -> None:
            setattr(self.window, name, value)

        def set_fullscreen(self, desktop: bool = False) -> None:
            calls.append((tuple(self.window.size), tuple(self.window.position)))
            self.window.set_fullscreen(desktop=desktop)

    display_window = window_module.display_window
    monkeypatch.setattr(window_module, "display_window", lambda: (lambda w: w and Watched(w))(display_window()))
    app = make_app(clock, size=(1000, 640))
    key(app, pygame.K_F11)
    key(app, pygame.K_F11)
    assert calls == [(pygame.display.get_desktop_sizes()[0], (0, 0))]
    assert _window_size() == (1000, 640) == app.ctx.size
