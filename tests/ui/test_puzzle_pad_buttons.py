"""A puzzle's own buttons have pad buttons, and their keycaps name them: a player with a controller
saw no cap on Before your move / Your move, Retry, Next puzzle and Show the hand (Rules, Cards and
Puzzles had theirs), X after an answer said "You have answered" and Y did nothing. Once answered, X
shows the other position (Next statement's place), LT retries (a puzzle has no undo), RT goes on to
the next puzzle (nor redo), Y shows the hand under the explanation (no pick to take back): none
clashes with the table's mapping in a puzzle. Each label and its cap fit on one line at 960×600 and
1280×800, with every pad family, in every language."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood import i18n
from forNorthwood.i18n import _
from forNorthwood.i18n.controls_text import CONTROLLER, FAMILIES, KEYBOARD, input_device, set_input_device
from forNorthwood.ui.buttons import keycapped_width
from forNorthwood.ui.puzzle_places import solution_layout
from forNorthwood.ui.scenes.puzzle import BOARD, NEXT, RETRY, PuzzleScene, key_cap
from forNorthwood.ui.scenes.puzzle_explanation import toggle_keycap, toggle_label
from forNorthwood.ui.scenes.puzzle_lines import BEFORE, BEST, YOURS, board_label
from forNorthwood.ui.table_places import table_layout

from .input_kit import axis, button, make_app, settle
from .puzzle_kit import MANY, answer, puzzle, show, wrong


@pytest.fixture
def fonts():
    pygame.font.init()
    before = input_device()
    yield
    set_input_device(before)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_each_puzzle_button_and_its_pad_cap_fit_on_one_line(fonts, language, size):
    table = table_layout(*size)
    slots = table.button_slots
    toggle = solution_layout(table, boxed=True).toggle
    crowded = []
    with i18n.speaking(language):
        for family in FAMILIES:
            set_input_device(CONTROLLER, family)
            caps = [
                *((board_label(b, c), key_cap("B"), slots[0]) for b in (YOURS, BEST, BEFORE) for c in (True, False)),
                (_("Retry"), key_cap("R"), slots[1]),
                (_("Next puzzle"), key_cap("N"), slots[2]),
                *((toggle_label(hidden), toggle_keycap(), toggle) for hidden in (True, False)),
            ]
            for label, cap, rect in caps:
                assert cap, (family, label)
                if keycapped_width(label, cap, rect.height) > rect.width:
                    crowded.append((family, label, cap))
    assert not crowded


def test_the_pad_caps_name_x_lt_rt_y_and_the_keyboard_keeps_its_letters(fonts):
    set_input_device(CONTROLLER, "xbox")
    assert [key_cap(k) for k in "BRNV"] == ["X", "LT", "RT", "Y"] and toggle_keycap() == "Y"
    set_input_device(CONTROLLER, "playstation")
    assert [key_cap(k) for k in "BRN"] == ["□", "L2", "R2"] and toggle_keycap() == "△"
    set_input_device(KEYBOARD)
    assert [key_cap(k) for k in "BRNV"] == list("BRNV") and toggle_keycap() == "V"


def test_once_answered_x_lt_rt_and_y_do_the_puzzle_s_buttons(clock):
    app = make_app(clock, (960, 600))
    try:
        found = puzzle(MANY)
        show(app, found)
        app.use_device(CONTROLLER, "xbox")
        first = app.scene
        assert {b.key: b.hint for b in first.buttons()}[NEXT] == "RT"  # lit before the answer too
        axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 32767)  # RT before answering: the next puzzle
        axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 0)
        settle(app)
        assert isinstance(app.scene, PuzzleScene) and app.scene.puzzle.id != found.id
        app.use_device(KEYBOARD)
        show(app, found)
        answer(app, wrong(found))
        scene = app.scene
        assert isinstance(scene, PuzzleScene) and scene.answered
        app.use_device(CONTROLLER, "xbox")
        settle(app)
        caps = {b.key: b.hint for b in scene.buttons()}
        assert [caps[BOARD], caps[RETRY], caps[NEXT]] == ["X", "LT", "RT"]
        said = scene.table.line.text
        button(app, pygame.CONTROLLER_BUTTON_X)  # the best move's position, not "You have answered"
        settle(app)
        assert scene.board == BEST and scene.table.line.text == said and not scene.table.line.error
        button(app, pygame.CONTROLLER_BUTTON_X)
        settle(app)
        assert scene.board == YOURS
        assert scene.box.toggle_rect() is not None and not scene.box.hidden
        button(app, pygame.CONTROLLER_BUTTON_Y)  # the hand under the explanation
        settle(app)
        assert scene.box.hidden
        button(app, pygame.CONTROLLER_BUTTON_Y)
        settle(app)
        assert not scene.box.hidden
        axis(app, pygame.CONTROLLER_AXIS_TRIGGERLEFT, 32767)  # LT: the same puzzle again
        axis(app, pygame.CONTROLLER_AXIS_TRIGGERLEFT, 0)
        settle(app)
        again = app.scene
        assert isinstance(again, PuzzleScene) and again is not scene and not again.answered
        assert again.puzzle.id == found.id
        answer(app, wrong(found))
        axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 32767)  # RT: the next puzzle
        axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 0)
        settle(app)
        following = app.scene
        assert isinstance(following, PuzzleScene) and following.puzzle.id != found.id
    finally:
        app.use_device(KEYBOARD)
        app.close()


def test_the_playstation_face_button_caps_are_symbols_the_font_draws(fonts):
    """Their caps are the symbols printed on them: □ and △ as drawn by the game's font, and × for the
    cross (the font has no ✕: a box with lines was drawn)."""
    from forNorthwood.i18n.controls_text import keycap_name

    set_input_device(CONTROLLER, "playstation")
    assert [keycap_name(i) for i in ("confirm", "back", "next_statement", "take_back")] == ["×", "○", "□", "△"]
