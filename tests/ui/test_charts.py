"""The statistics' charts: their figures come from the records (pure, no display), and the
screen draws them readably at every size and in every language, with or without games."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import partial

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.persistence.statistics import GameRecord, Summary
from forNorthwood.ui.charts import (
    MAX_STARS,
    RECENT_STARS,
    GameStars,
    TargetSuccess,
    label_every,
    stars_geometry,
    stars_of_games,
    target_geometry,
    target_success,
)
from forNorthwood.ui.layout import Scale
from forNorthwood.ui.scene import Pop, Push
from forNorthwood.ui.scenes.statistics import FIEFS_PAGE, PAGES, STARS_PAGE, StatisticsOverlay
from forNorthwood.ui.scenes.statistics_charts import draw_result_bar, draw_target_chart, stars_chart_title
from forNorthwood.ui.text import recording

from .screen_kit import new_app, session_at
from .test_layout_languages import KEPT, NON_LATIN

RECORD = GameRecord(
    game_id="g0",
    seed=1,
    setup="intro",
    threshold=16,
    result="lost",
    stars=9,
    fiefs=("won", "lost", "unvisited", "won", "won", "lost", "unvisited", "unvisited"),
    abilities_used=(),
    undo_count=0,
    ironman=False,
    finished="2026-11-30T10:00:00+00:00",
)


def records(count: int) -> list[GameRecord]:
    results = ("won", "lost", "abandoned")
    return [
        replace(
            RECORD, game_id=f"g{i}", stars=i % (MAX_STARS + 1), result=results[i % 3], threshold=(16, 18, 20)[i % 3]
        )
        for i in range(count)
    ]


# -- the figures ------------------------------------------------------------------------------------------


def test_the_stars_chart_shows_the_last_games_oldest_first_numbered_among_all():
    games = stars_of_games(records(27))
    assert len(games) == RECENT_STARS
    assert [g.number for g in games] == list(range(8, 28))
    assert games[-1] == GameStars(27, 26 % 21, "abandoned", 20)
    assert stars_of_games(records(3)) == tuple(
        GameStars(i + 1, i, ("won", "lost", "abandoned")[i], (16, 18, 20)[i]) for i in range(3)
    )
    assert stars_of_games([]) == ()


def test_the_success_per_target_comes_from_the_visits_of_every_game():
    two = [RECORD, replace(RECORD, game_id="g1", fiefs=("lost",) * 8)]
    targets = target_success(Summary.of(two))
    assert [t.target for t in targets] == list(range(8))
    assert (targets[0].won, targets[0].made, targets[0].rate) == (1, 2, 0.5)
    assert (targets[2].won, targets[2].made) == (0, 1) and targets[2].rate == 0
    assert all(t.made == 0 and t.rate is None for t in target_success(Summary.of([])))


def test_the_bars_stand_as_tall_as_their_stars_in_fixed_places():
    plot = pygame.Rect(100, 50, 600, 400)
    games = stars_of_games(records(21))
    geometry = stars_geometry(plot, games)
    assert len(geometry.bars) == 20
    for game, bar in zip(games, geometry.bars, strict=True):
        assert bar.bottom == plot.bottom and plot.contains(bar)
        assert abs(bar.height - plot.height * game.stars / MAX_STARS) <= 2 or game.stars == 0
    assert geometry.lines[20] == plot.top and geometry.lines[0] == plot.bottom
    assert geometry.lines[20] < geometry.lines[18] < geometry.lines[16] < geometry.lines[12]
    lefts = [b.left for b in geometry.bars]
    assert lefts == sorted(lefts) and len(set(lefts)) == 20
    # A few games are thin bars on the left, not a wall across the chart.
    few = stars_geometry(plot, stars_of_games(records(2)))
    assert few.bars[0].width == geometry.bars[0].width and few.bars[1].right < plot.centerx
    assert stars_geometry(plot, (GameStars(1, 0, "lost", 16),)).bars[0].height >= 2  # 0 stars: still seen
    assert stars_geometry(plot, (GameStars(1, 0, "lost", 16),), least=9).bars[0].height == 9


def test_the_success_columns_are_filled_to_their_share():
    plot = pygame.Rect(0, 0, 400, 200)
    targets = (TargetSuccess(0, 1, 4), TargetSuccess(1, 0, 0), TargetSuccess(2, 3, 3), TargetSuccess(3, 0, 2))
    geometry = target_geometry(plot, targets)
    assert [t.height for t in geometry.tracks] == [200] * 4
    assert geometry.fills[0] is not None and geometry.fills[0].height == 50
    assert geometry.fills[1] is None
    assert geometry.fills[2] == geometry.tracks[2]
    assert geometry.fills[3] is not None and geometry.fills[3].height == 2  # none won: a sliver, not nothing


def test_a_fief_never_won_reads_as_an_empty_column():
    """A target visited but never won (0%) shows an empty column, not a full-height dark bar:
    inside its track the panel shows through, as above an unvisited target's."""
    pygame.font.init()
    lay = Scale((1280, 800), 1.0)
    background = (40, 30, 22)
    surface = pygame.Surface((600, 400))
    surface.fill(background)
    area = pygame.Rect(10, 10, 580, 380)
    targets = tuple(TargetSuccess(n, 3 if n == 4 else 0, 3 if n in (0, 4) else 0) for n in range(8))
    draw_target_chart(surface, area, targets, lay)
    columns = {}
    for n in (0, 1, 4):  # 0%, never visited, 100%
        slot = (area.width - max(lay.px(50), 3 * lay.text(14) + lay.px(8))) / 8
        x = round(area.right - (8 - n - 0.5) * slot)
        columns[n] = surface.get_at((x, area.centery))[:3]
    assert columns[0] == background and columns[1] == background
    assert columns[4] != background  # a won column is filled


@pytest.mark.parametrize(
    ("count", "slot", "label", "step"), [(20, 40, 26, 1), (20, 10, 26, 3), (0, 10, 26, 1), (5, 1, 100, 5)]
)
def test_labels_are_spaced_so_that_they_never_touch(count, slot, label, step):
    assert label_every(count, slot, label) == step


def test_results_are_told_apart_without_colour():
    """In shades of grey alone: a won bar is solid, a lost one striped, an abandoned one hollow."""
    pygame.font.init()
    lay = Scale((1280, 800), 1.0)
    looks = {}
    for result in ("won", "lost", "abandoned"):
        surface = pygame.Surface((60, 120))
        surface.fill((0, 0, 0))
        draw_result_bar(surface, pygame.Rect(10, 10, 40, 100), result, lay)
        inside = {round(sum(surface.get_at((x, y))[:3]) / 3) for x in range(16, 44) for y in range(16, 104)}
        looks[result] = inside
    assert len(looks["won"]) == 1 and looks["won"] != {0}
    assert len(looks["lost"]) >= 2
    assert looks["abandoned"] == {0}


# -- the screen ---------------------------------------------------------------------------------------------


def finished_games(app, count: int) -> None:
    for first_seed in (11, 40, 80, 120)[:count]:
        app.keeper.adopt(session_at("over", first_seed))


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_chart_pages_fit_at_every_size(language, tmp_path):
    problems = []
    for size in ((960, 600), (1024, 640), (1280, 800), (1920, 1080)):
        app = new_app(tmp_path / f"{size[0]}", size, language)
        try:
            finished_games(app, 4)
            for page in (STARS_PAGE, FIEFS_PAGE):
                app.carry_out(Push(partial(StatisticsOverlay, page=page)))
                with recording() as drawn:
                    app.dirty = True
                    app.draw()
                assert len(drawn) > 20, "the chart drew its labels"
                for text in drawn:
                    if not text.fits:
                        problems.append(
                            f"{size} page {page + 1}: {text.problem()}: {text.message!r} in {tuple(text.box)}"
                        )
                    if language in NON_LATIN and re.search(r"[A-Za-z]{3,}", KEPT.sub("", text.message)):
                        problems.append(f"{size} not translated: {text.message!r}")
                app.carry_out(Pop())
        finally:
            app.close()
    assert problems == []


def test_the_charts_page_with_no_games_says_so(tmp_path):
    app = new_app(tmp_path, (960, 600), "en")
    try:
        app.carry_out(Push(lambda ctx: StatisticsOverlay(ctx, page=STARS_PAGE)))
        with recording() as drawn:
            app.draw()
        assert any("No games recorded yet" in d.message for d in drawn)
        assert PAGES == 4
    finally:
        app.close()


def test_the_stars_chart_with_a_single_game(tmp_path):
    app = new_app(tmp_path, (1280, 800), "en")
    try:
        finished_games(app, 1)
        app.carry_out(Push(lambda ctx: StatisticsOverlay(ctx, page=STARS_PAGE)))
        with recording() as drawn:
            app.draw()
        texts = [d.message for d in drawn]
        assert "Stars of your first game" in texts and "Statistics: Stars per game" in texts
        assert "Gold · 20 ★" in texts and "1" in texts
        assert all(d.fits for d in drawn)
    finally:
        app.close()


def test_the_chart_title_names_one_game_without_a_count():
    with i18n.speaking("fr"):
        assert stars_chart_title(1) == "Étoiles de ta seule partie à ce jour"
        assert stars_chart_title(12) == "Étoiles des 12 dernières parties"
    with i18n.speaking("uk"):
        assert [stars_chart_title(n) for n in (1, 3, 5, 21)] == [
            "Зірки вашої першої гри",
            "Зірки за останні 3 гри",
            "Зірки за останні 5 ігор",
            "Зірки за останню 21 гру",
        ]
