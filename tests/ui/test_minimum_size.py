"""The smallest window the table supports: it cannot be made smaller, and nothing on it is cut."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.ui import assets, buttons, still_drawing, tooltips
from forNorthwood.ui.app import MINIMUM_SIZE
from forNorthwood.ui.scenes import selection_still, visit_piles, visit_still

from .input_kit import center_of, click, in_hand, key, make_app, open_session, position_session, settle, start_game

WORDS_MODULES = (still_drawing, visit_still, visit_piles, selection_still, buttons, tooltips)


@pytest.fixture
def cuts(monkeypatch):
    """Every line of words the table scenes draw, checked to fit its box whole."""
    found: list[str] = []
    drawn: list[str] = []

    def line(surface, message, rect, colour, size, bold=False, align="left"):
        drawn.append(message)
        used = real_line(surface, message, rect, colour, size, bold, align)
        small = used.height < min(size, 11)  # shrunk until it is hard to read
        if message and (used.width > rect.width + 1 or small or not surface.get_rect().contains(rect)):
            found.append(f"line {message!r} in {rect}")
        return used

    def block(surface, message, rect, colour, size, bold=False, align="left", valign="top", minimum=9):
        from forNorthwood.ui.text import fit, line_height

        drawn.append(message)
        if message and rect.width > 0 and rect.height > 0:
            face, lines = fit(message, rect.width, rect.height, size, bold, minimum)
            widest = max(assets.font(face, bold).size(text)[0] for text in lines)
            if len(lines) * line_height(face, bold) > rect.height or widest > rect.width:
                found.append(f"block {message!r} in {rect}")
        return real_block(surface, message, rect, colour, size, bold, align, valign, minimum)

    from forNorthwood.ui.text import draw_block as real_block
    from forNorthwood.ui.text import draw_line as real_line

    for module in WORDS_MODULES:
        if hasattr(module, "draw_line"):
            monkeypatch.setattr(module, "draw_line", line)
        if hasattr(module, "draw_block"):
            monkeypatch.setattr(module, "draw_block", block)
    yield found
    assert len(drawn) > 100  # the checks did see the words of the table


def test_the_window_cannot_be_made_smaller(clock):
    app = make_app(clock, size=(640, 400))
    assert app.surface.get_size() == MINIMUM_SIZE
    app.resize((700, 500))
    assert app.ctx.size == MINIMUM_SIZE


def test_every_table_scene_fits_the_smallest_window(clock, cuts):
    app = make_app(clock, size=MINIMUM_SIZE)
    session = start_game(app, seed=8, setup="full")
    app.draw()
    app.scene.act(A.choose_fief(2))
    settle(app)
    app.draw()
    app.scene.act(A.BEGIN_VISIT)
    settle(app)
    app.draw()
    key(app, pygame.K_SPACE)
    settle(app)
    app.draw()
    allies = [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "JE")]
    allies[0] = {"ally": "JC", "substitute": "KE", "exhausted": False}
    statuses = ["unvisited"] * 8
    statuses[3] = "won"
    at = position_session(
        hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E", "3C"], visiting=4, allies=allies, statuses=statuses
    )
    open_session(app, at)
    click(app, center_of(app, K.Ally(3)))  # Jack of Eyes: exhausted, a decision with two picks
    click(app, center_of(app, K.Ally(0)))  # refused (one ability per statement), the reason is shown
    app.draw()
    click(app, center_of(app, in_hand("8F")))
    app.draw()
    ended = position_session(hand=["8L"], deck_top=["7L", "2E"], visiting=1)
    open_session(app, ended)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    assert app.scene.hold is not None
    app.draw()
    assert session.actions
    assert cuts == []
