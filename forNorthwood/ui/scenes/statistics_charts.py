"""Drawing the statistics' charts (their figures and places come from ``ui/charts.py``).

Colour is never the only cue: a won game's bar is solid, a lost one's hatched, an abandoned
one's only outlined, and a legend says so; every bar and column carries its number.
"""

from __future__ import annotations

import pygame

from ...core.cards import THRESHOLDS
from ...i18n import _, ngettext
from ...i18n.messages import difficulty_label
from ...i18n.numbers import format_number, format_percent
from .. import assets
from ..charts import GameStars, TargetSuccess, label_every, stars_geometry, target_geometry
from ..layout import Scale
from ..text import draw_line
from ..theme import LOST, STAR, TEXT_DIM, TEXT_LIGHT, WON, Colour

RESULT_WORDS = {"won": lambda: _("won"), "lost": lambda: _("lost"), "abandoned": lambda: _("abandoned")}
GRID: Colour = (96, 80, 62)


def _hatch(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, spacing: int, width: int) -> None:
    """Diagonal lines across ``rect``."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip.width else rect)
    for x in range(rect.left - rect.height, rect.right, max(3, spacing)):
        pygame.draw.line(surface, colour, (x, rect.bottom), (x + rect.height, rect.top), width)
    surface.set_clip(clip)


def draw_result_bar(surface: pygame.Surface, rect: pygame.Rect, result: str, lay: Scale) -> None:
    """A bar in the pattern of its result: solid (won), hatched (lost), outlined (abandoned)."""
    edge = max(1, lay.px(2))
    if result == "won":
        pygame.draw.rect(surface, WON, rect)
        pygame.draw.rect(surface, TEXT_LIGHT, rect, width=1)
    elif result == "lost":
        pygame.draw.rect(surface, LOST, rect)
        _hatch(surface, rect, (236, 170, 160), lay.px(7), max(1, lay.px(2)))
        pygame.draw.rect(surface, (236, 170, 160), rect, width=1)
    else:
        pygame.draw.rect(surface, TEXT_DIM, rect, width=edge)


def _dashed(surface: pygame.Surface, colour: Colour, y: int, left: int, right: int, dash: int, width: int) -> None:
    for x in range(left, right, 2 * dash):
        pygame.draw.line(surface, colour, (x, y), (min(right, x + dash), y), width)


def stars_chart_title(count: int) -> str:
    """The chart's title: one game is the player's first (numbered 1 under its bar), never "the
    last 1 game"; as the page's title ("Stars per game"), it names the games, not a time."""
    if count == 1:
        return _("Stars of your first game")
    return ngettext("Stars of the last {n} game", "Stars of the last {n} games", count).format(n=count)


def draw_stars_chart(surface: pygame.Surface, area: pygame.Rect, games: tuple[GameStars, ...], lay: Scale) -> None:
    """The stars of the last games as bars, oldest on the left, with the medals' thresholds across."""
    px = lay.px
    size = lay.text(17)
    title = stars_chart_title(len(games))
    title_rect = pygame.Rect(area.left, area.top, area.width * 45 // 100, px(30))
    draw_line(surface, title, title_rect, TEXT_LIGHT, px(20), True)
    # The legend, right of the title: a swatch in each result's pattern, and its word.
    legend = pygame.Rect(title_rect.right + px(10), area.top, area.right - title_rect.right - px(10), px(30))
    part = legend.width // 3
    for i, result in enumerate(("won", "lost", "abandoned")):
        swatch = pygame.Rect(legend.left + i * part, legend.centery - px(8), px(22), px(16))
        draw_result_bar(surface, swatch, result, lay)
        words = pygame.Rect(swatch.right + px(6), legend.top, part - swatch.width - px(12), legend.height)
        draw_line(surface, RESULT_WORDS[result](), words, TEXT_DIM, size)
    # Room for every label at the text floor: the stars beside the grid ("12 ★"), the medals
    # ("Bronze: 16 ★"), the number over the tallest bar, the games' numbers and the caption under it.
    axis_w = max(px(52), 3 * lay.text(15) + px(8))
    medal_w = max(min(px(150), area.width // 5), 9 * lay.text(15))
    caption_h, numbers_h = max(px(24), lay.line(15)), max(px(24), lay.line(14) + px(4))
    over_h = max(px(18), lay.line(14))
    head_room = max(px(22), over_h + px(4))
    plot = pygame.Rect(
        area.left + axis_w,
        title_rect.bottom + head_room,
        area.width - axis_w - medal_w,
        area.bottom - title_rect.bottom - head_room - numbers_h - caption_h,
    )
    geometry = stars_geometry(plot, games, least=px(9))
    stars = _("{stars} ★")
    for value in (0, 4, 8, 12):
        y = geometry.lines[value]
        pygame.draw.line(surface, GRID, (plot.left, y), (plot.right, y), 1)
        label = pygame.Rect(area.left, y - lay.line(15) // 2, axis_w - px(8), lay.line(15))
        draw_line(surface, stars.format(stars=value), label, TEXT_DIM, lay.text(15), False, "right")
    for threshold in THRESHOLDS:
        y = geometry.lines[threshold]
        _dashed(surface, STAR, y, plot.left, plot.right, px(8), max(1, px(2)))
        label = pygame.Rect(plot.right + px(8), y - lay.line(15) // 2, medal_w - px(8), lay.line(15))
        medal = difficulty_label(threshold)
        draw_line(surface, medal, label, STAR, lay.text(15), True)
    slot = plot.width // max(1, len(geometry.bars), 20)
    # A game's number needs the width of its digits and a gap: every other one when they are long.
    widest = max((assets.font(lay.text(14)).size(format_number(game.number))[0] for game in games), default=0)
    number_step = label_every(len(games), slot, max(px(26), widest + px(8)))
    for i, (game, bar) in enumerate(zip(games, geometry.bars, strict=True)):
        draw_result_bar(surface, bar, game.result, lay)
        if slot >= 3 * lay.text(14) // 2:  # the stars over the bar, where there is room for them
            over = pygame.Rect(bar.centerx - slot // 2, bar.top - px(2) - over_h, slot, over_h)
            draw_line(surface, format_number(game.stars), over, TEXT_LIGHT, lay.text(14), True, "center")
        if i % number_step == 0 or i == len(games) - 1:
            under = pygame.Rect(bar.centerx - slot, plot.bottom + px(2), 2 * slot, numbers_h - px(4))
            draw_line(surface, format_number(game.number), under, TEXT_DIM, lay.text(14), False, "center")
    pygame.draw.line(surface, TEXT_DIM, (plot.left, plot.bottom), (plot.right, plot.bottom), max(1, px(2)))
    caption = pygame.Rect(plot.left, plot.bottom + numbers_h, plot.width, caption_h)
    draw_line(surface, _("Game number in the order played, the newest on the right"), caption, TEXT_DIM, lay.text(15))


def draw_target_chart(
    surface: pygame.Surface, area: pygame.Rect, targets: tuple[TargetSuccess, ...], lay: Scale
) -> None:
    """The share of visits won at each fief target, a column per target, with its counts under it."""
    px = lay.px
    axis_w = max(px(50), 3 * lay.text(14) + px(8))  # "100 %" at the text floor
    rate_h, target_h = max(px(22), lay.line(15)), max(px(24), lay.line(18) + px(2))
    count_h, caption_h = max(px(22), lay.line(14)), max(px(24), lay.line(15))
    counts = [
        _("{won}/{made}").format(won=format_number(target.won), made=format_number(target.made)) for target in targets
    ]
    # Counts wider than a column ("117/120") go on two staggered rows, each as wide as two columns.
    slot = (area.width - axis_w) // max(1, len(targets))
    widest = max((assets.font(lay.text(14)).size(text)[0] for text in counts), default=0)
    rows = 2 if widest > slot - px(4) else 1
    plot = pygame.Rect(
        area.left + axis_w,
        area.top + rate_h,
        area.width - axis_w,
        area.height - rate_h - target_h - rows * count_h - caption_h,
    )
    geometry = target_geometry(plot, targets)
    for share in (0.0, 0.5, 1.0):
        y = plot.bottom - round(plot.height * share)
        pygame.draw.line(surface, GRID, (plot.left, y), (plot.right, y), 1)
        label = pygame.Rect(area.left, y - lay.line(14) // 2, axis_w - px(8), lay.line(14))
        draw_line(surface, format_percent(share), label, TEXT_DIM, lay.text(14), False, "right")
    for i, (target, track, fill) in enumerate(zip(targets, geometry.tracks, geometry.fills, strict=True)):
        # The track is only a faint outline: a filled one read as a full bar at 0%.
        pygame.draw.rect(surface, GRID, track, width=1)
        rate = target.rate
        if fill is not None and rate is not None:
            pygame.draw.rect(surface, WON, fill)  # the share won; the track's outline is every visit
            pygame.draw.rect(surface, TEXT_LIGHT, fill, width=1)
        column = pygame.Rect(track.centerx - slot // 2, area.top, slot, rate_h)
        shown = format_percent(rate) if rate is not None else "–"
        draw_line(surface, shown, column, TEXT_LIGHT if rate is not None else TEXT_DIM, lay.text(15), True, "center")
        number = pygame.Rect(column.left, plot.bottom + px(2), slot, target_h - px(2))
        draw_line(surface, format_number(target.target), number, TEXT_LIGHT, lay.text(18), True, "center")
        count = pygame.Rect(0, number.bottom + (i % rows) * count_h, rows * slot, count_h)
        count.centerx = track.centerx
        count.clamp_ip(area)
        colour = TEXT_DIM if not target.made else TEXT_LIGHT
        draw_line(surface, counts[i], count, colour, lay.text(14), False, "center")
    caption = pygame.Rect(area.left, plot.bottom + target_h + rows * count_h, area.width, caption_h)
    draw_line(surface, _("Fief target, and its visits won / made"), caption, TEXT_DIM, lay.text(15), False, "center")
