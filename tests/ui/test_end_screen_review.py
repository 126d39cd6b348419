"""The review on the end-of-game screen: from 1280×800 up every visit's line shows, in every
language, even when each visit had a costly choice; in the smallest window as many as fit, and
the note that the game log has them all. Nothing it draws runs over the rest of the screen."""

from __future__ import annotations

import itertools

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.ai.review import ChoiceCost, VisitReview
from forNorthwood.core.actions import activate
from forNorthwood.i18n.review_text import review_lines
from forNorthwood.ui.layout import EndLayout
from forNorthwood.ui.review_layer import Reviews, draw_lines
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.text import Drawn, recording
from forNorthwood.ui.theme import MIN_TEXT

from .screen_kit import new_app
from .test_review_ui import finished_session

SIZES = ((960, 600), (1280, 800), (1920, 1080), (3840, 2160))
NOTE = "The whole review is in the game log."


def long_review() -> list[VisitReview]:
    """Eight visits, each with a costly choice (the longest lines), two of them moved by a Prince."""
    cost = ChoiceCost(9, activate(1), 0.25, activate(3), 0.71, False, ("JC", "JF", "JL", "JE"))
    return [
        VisitReview(fief, fief % 3 == 0, 0.92, False, cost, 12, (fief + 1) % 8 if fief in (2, 5) else None)
        for fief in (3, 0, 5, 1, 4, 7, 6, 2)
    ]


def end_screen_texts(
    tmp_path, size: tuple[int, int], language: str, monkeypatch
) -> tuple[list[str], list[Drawn], EndLayout]:
    """The review's lines (in ``language``), every text the end screen drew at ``size``, its layout."""
    reviews = long_review()
    monkeypatch.setattr(Reviews, "lines_of", lambda self, session: review_lines(reviews))
    app = new_app(tmp_path, size, language)
    app.carry_out(ShowGame(finished_session()))
    app.step()
    assert isinstance(app.scene, EndOfGameScene)
    surface = pygame.Surface(size)
    with i18n.speaking(language), recording() as drawn:
        app.scene.draw(surface, True)
        lines = review_lines(reviews)
        note = i18n._(NOTE)
    return [*lines, note], drawn, app.scene.layout(size)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_end_screen_shows_every_visit_of_the_review_where_the_window_allows(tmp_path, monkeypatch, size, language):
    words, drawn, lay = end_screen_texts(tmp_path, size, language, monkeypatch)
    heading, visits, note = words[0], words[1:-1], words[-1]
    review = [d for d in drawn if d.message in words]
    shown = [d.message for d in review if d.message in visits]
    assert len(visits) == 8 and shown == visits[: len(shown)]  # in order, none skipped
    if size >= (1280, 800):
        assert len(shown) == 8, (size, language, len(shown))
        assert note not in [d.message for d in review]
    else:
        assert len(shown) >= 4, (size, language, len(shown))
        assert [d.message for d in review][-1] == note
    assert review[0].message == heading
    for text in review:
        assert text.fits and text.drawn_size >= MIN_TEXT, (text.message, text.drawn_size)
        assert lay.review.contains(text.used), text.message
    # Nothing the screen drew runs over another text (the review, the buttons' labels, the summary).
    for a, b in itertools.combinations(drawn, 2):
        assert not a.used.colliderect(b.used), (size, language, a.message, b.message)
    for button in (*lay.buttons.values(), lay.replay):
        assert not button.colliderect(lay.review)
    columns = {d.box.left for d in review if d.message in visits}
    if size[0] >= 1600:  # two columns in a wide window, the heading across both
        assert len(columns) == 2 and all(d.box.width < lay.review.width // 2 for d in review[1:] if d.message in visits)
    else:
        assert columns == {lay.review.left} and all(d.box.width == lay.review.width for d in review[:-1])


def test_the_review_reads_down_its_columns_and_shrinks_to_the_floor_only_to_show_every_line(app):
    """Two columns as short as they can be, read down the first then the second; a size under the
    one asked for only when it shows every line, never under the floor."""
    lines = ["Review", *(f"Fief {n} (lost): ≈40% when you chose it." for n in range(8))]
    with recording() as drawn:
        assert draw_lines(app.surface, pygame.Rect(0, 0, 900, 400), lines, 16, 2) == 9
    tops = [d.used.top for d in drawn[1:]]
    lefts = [d.box.left for d in drawn[1:]]
    assert lefts == [0] * 4 + [lefts[4]] * 4 and lefts[4] > 450  # four a column
    assert tops[:4] == tops[4:] and tops == sorted(tops[:4]) * 2
    area = pygame.Rect(0, 0, 500, 0)
    heights = {}
    for height in range(100, 400, 4):
        area.height = height
        with recording() as drawn:
            shown = draw_lines(app.surface, area, lines, 20, 1, MIN_TEXT)
        heights[height] = shown, {d.drawn_size for d in drawn}
        if shown == 9:
            break
    assert heights[height] == (9, {max(heights[height][1])}) and MIN_TEXT <= max(heights[height][1]) < 20
    assert all(sizes == {MIN_TEXT} for shown, sizes in heights.values() if shown < 9)  # short: the floor


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_review_keeps_off_the_windows_edges_in_line_with_the_buttons(size):
    """At 3840×2160 the review's left column began at the window's very edge: its columns line up
    with the row of buttons over them (where that row leaves a margin)."""
    from forNorthwood.ui.layout import end_layout

    lay = end_layout(*size)
    row = pygame.Rect(lay.buttons["new_game"]).unionall([pygame.Rect(r) for r in lay.buttons.values()])
    assert lay.review.left >= min(row.left, size[0] // 20) and lay.review.right <= size[0] - lay.review.left
    if row.left > 0:  # (the window's width less the row's may be odd: a pixel more on the right)
        assert lay.review.left >= row.left and lay.review.right <= row.right + 1, (lay.review, row)
