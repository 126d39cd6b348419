"""Every scene renders to a PNG that is more than an empty table."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.ui.app import MINIMUM_SIZE
from forNorthwood.ui.frame import BACK
from forNorthwood.ui.scene import Goto, Push, Scene, ToTitle
from forNorthwood.ui.scenes.confirm import ConfirmOverlay
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.game_log import GameLogOverlay
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.pile_viewer import PileViewer
from forNorthwood.ui.scenes.rules_overlay import RulesOverlay
from forNorthwood.ui.scenes.settings import SettingsOverlay
from forNorthwood.ui.scenes.setup import SetupScene
from forNorthwood.ui.scenes.statistics import StatisticsOverlay
from forNorthwood.ui.scenes.title import TitleScene
from forNorthwood.ui.scenes.visit import VisitScene

from .input_kit import center_of, click, key, make_app, open_session, position_session, settle, start_game


def thumbnail(surface: pygame.Surface) -> list[tuple[int, int, int]]:
    small = pygame.transform.scale(surface, (160, 100))
    return [small.get_at((x, y))[:3] for x in range(160) for y in range(100)]


def changed_share(before: list[tuple[int, int, int]], after: list[tuple[int, int, int]]) -> float:
    """The share of the thumbnail's pixels that differ by more than a little between two pictures."""

    def apart(a: tuple[int, int, int], b: tuple[int, int, int]) -> int:
        return sum(abs(x - y) for x, y in zip(a, b, strict=True))

    moved = sum(1 for a, b in zip(before, after, strict=True) if apart(a, b) > 24)
    return moved / len(before)


def shown_share(surface: pygame.Surface, image: pygame.Surface, step: int = 7) -> float:
    """The share of the opaque pixels of ``image`` (a picture the size of the window, drawn at its
    corner) that the screen ``surface`` shows as they are (sampled every ``step`` pixels)."""
    opaque = shown = 0
    for x in range(0, image.get_width(), step):
        for y in range(0, image.get_height(), step):
            colour = image.get_at((x, y))
            if colour.a == 255:
                opaque += 1
                shown += surface.get_at((x, y))[:3] == colour[:3]
    assert opaque, "the picture draws nothing opaque"
    return shown / opaque


class Shots:
    """Saves each screen and checks that it is the screen asked for: the scene on top is the one
    named, and the picture is not the one before it (a step that drew nothing new fails)."""

    def __init__(self, app, tmp_path) -> None:
        self.app = app
        self.tmp_path = tmp_path
        self.last: list[tuple[int, int, int]] | None = None

    def __call__(self, name: str, scene: type[Scene], least_change: float = 0.05):
        app = self.app
        app.draw()
        assert type(app.scene) is scene, (name, type(app.scene))
        path = self.tmp_path / f"{name}.png"
        pygame.image.save(app.surface, str(path))
        picture = thumbnail(app.surface)
        # A flat screen (one colour and a few anti-aliased edges) is not a drawn scene.
        assert len(set(picture)) > 40, name
        if self.last is not None:
            assert changed_share(self.last, picture) >= least_change, name
        self.last = picture
        return path


def assert_on_screen(app) -> None:
    """The window is at least the smallest size the layout is made for, and every card the table
    shows at rest lies inside it."""
    width, height = app.surface.get_size()
    assert width >= MINIMUM_SIZE[0] and height >= MINIMUM_SIZE[1]
    table = getattr(app.scene, "table", None)
    if table is None:
        return
    shown = [s for s in table.sprites.values() if s.visible]
    assert shown
    bounds = app.surface.get_rect()
    for sprite in shown:
        assert bounds.contains(sprite.place.rect), (sprite.ident, sprite.place.rect, bounds)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_scene_renders(clock, tmp_path, size):
    app = make_app(clock, size=size)
    shot = Shots(app, tmp_path)
    shot("title", TitleScene)
    app.carry_out(Goto(SetupScene))
    shot("setup", SetupScene)
    session = start_game(app, seed=8)
    shot("fief_selection", FiefSelectionScene)
    app.scene.act(A.choose_fief(2))
    settle(app)
    shot("friends", FiefSelectionScene)
    app.scene.act(A.BEGIN_VISIT)
    settle(app)
    shot("visit", VisitScene)
    key(app, pygame.K_SPACE)
    shot("respond", VisitScene)
    app.carry_out(Push(RulesOverlay))
    shot("rules", RulesOverlay)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    shot("menu", MenuOverlay)
    key(app, pygame.K_ESCAPE)
    click(app, center_of(app, K.DISCARD))
    shot("pile_viewer", PileViewer)
    key(app, pygame.K_ESCAPE)
    app.carry_out(Goto(lambda ctx: EndOfGameScene(ctx, session)))  # the game is not over: shown all the same
    shot("end_of_game", EndOfGameScene)


def test_a_decision_and_the_banner_render(app, tmp_path):
    """The end-of-visit panel and an ability's question are drawn: each screen is the table
    before it with a good part of it changed (the panel over the cards, the question's answers)."""
    session = position_session(hand=["8L"], deck_top=["7L", "2E"], visiting=1)
    open_session(app, session)
    key(app, pygame.K_SPACE)
    shot = Shots(app, tmp_path)
    shot("statement", VisitScene)
    key(app, pygame.K_RETURN)
    banner = app.scene.picture().banner
    assert app.scene.hold is not None and banner is not None
    shot("banner", VisitScene)
    assert shown_share(app.surface, banner.image()) > 0.95  # the panel is on screen, whole
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    open_session(app, session)
    shot("before_decision", VisitScene)
    click(app, center_of(app, K.Ally(3)))
    assert app.scene.picture().question is not None
    shot("decision", VisitScene)  # the ally turned, the answers asked for (about 11% of the screen)


@pytest.mark.parametrize("size", [(320, 240), (2560, 600), (600, 1200)])
def test_odd_window_sizes_still_draw(clock, size):
    app = make_app(clock, size=size)
    session = start_game(app)
    app.scene.act(A.choose_fief(3))
    settle(app)
    app.scene.act(A.BEGIN_VISIT)
    settle(app)
    app.scene.act(A.activate(3))
    settle(app)
    app.draw()
    assert_on_screen(app)
    assert len(set(thumbnail(app.surface))) > 40
    app.carry_out(Push(RulesOverlay))
    app.draw()
    assert type(app.scene) is RulesOverlay
    app.carry_out(Goto(lambda ctx: EndOfGameScene(ctx, session)))
    app.draw()
    assert type(app.scene) is EndOfGameScene
    assert_on_screen(app)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_new_screens_render(clock, tmp_path, size):
    app = make_app(clock, size=size)
    app.keeper.warn("The saved game is damaged. It was kept as current-game.json.bak-1. A new game can start.")
    app.carry_out(ToTitle())
    shot = Shots(app, tmp_path)
    shot("title_notices", TitleScene)
    assert app.keeper.notices  # the warning stays on the title's notices panel
    for name, overlay in (("settings", SettingsOverlay), ("statistics", StatisticsOverlay)):
        app.carry_out(Push(overlay))
        shot(name, overlay)
        key(app, pygame.K_ESCAPE)
    session = start_game(app, seed=8)
    app.carry_out(Push(lambda ctx: GameLogOverlay(ctx, session)))
    shot("game_log", GameLogOverlay)
    key(app, pygame.K_ESCAPE)
    app.carry_out(ToTitle())
    click(app, center_of(app, "daily"))
    shot("setup_daily", SetupScene)
    click(app, center_of(app, "start"))
    shot("confirm", ConfirmOverlay)  # a game is in progress: starting another asks first
    app.close()


@pytest.mark.parametrize("scene", ["fief_selection_with_friend", "visit_decision"])
def test_the_cards_are_drawn_from_their_vectors_at_4k(tmp_path, monkeypatch, scene):
    """At 3840×2160 every card, portrait and glyph on the table is rendered at the size it is
    drawn, from its vector source: no bitmap is scaled up (which would blur it)."""
    from forNorthwood.ui import assets, card_art

    from .screen_kit import new_app, render, screens

    scaled: list[str] = []
    for name in ("scale", "smoothscale", "scale_by", "smoothscale_by", "rotozoom"):
        original = getattr(pygame.transform, name)

        def spy(*args, _name=name, _original=original, **kwargs):
            result = _original(*args, **kwargs)
            # Drawn large and scaled down (smooth edges) is sharp; only a picture made larger blurs.
            if result.get_width() > args[0].get_width() or result.get_height() > args[0].get_height():
                scaled.append(_name)
            return result

        monkeypatch.setattr(pygame.transform, name, spy)
    sizes: list[tuple[int, int]] = []
    original_sized = pygame.image.load_sized_svg
    monkeypatch.setattr(
        pygame.image,
        "load_sized_svg",
        lambda source, size: sizes.append(tuple(size)) or original_sized(source, size),
    )
    app = new_app(tmp_path, (3840, 2160), "en")
    try:
        # Cold caches: a test before this one may have drawn the same portraits and glyphs at 4K.
        card_art.clear_caches()
        assets.portrait.cache_clear()
        assets.suit_glyph.cache_clear()
        render(app, next(s for s in screens() if s.name == scene))
        table = app.scene.table
        hand = app.scene.layout.card
        shown = [s for s in table.sprites.values() if s.visible and s.face != BACK]
        assert shown
        for sprite in shown:
            # The face is the size of its place (marks add a margin around it, never a scale).
            assert sprite.image.get_width() >= sprite.place.rect.width - 1, sprite.ident
    finally:
        app.close()
    assert scaled == []
    assert max(sizes) >= (hand.width // 2, hand.width // 2)  # portraits and glyphs rendered big
