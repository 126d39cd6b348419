"""The words of an ability's question stay clear of its answers: at 960×600 the Ukrainian "choose
a highlighted card (Enter) or skip" wrapped and its second line lay under Skip."""

import pytest

from forNorthwood import i18n
from forNorthwood.core import DecisionKind
from forNorthwood.core import actions as A
from forNorthwood.i18n.controls_text import CONTROLLER, KEYBOARD, MOUSE, button_name
from forNorthwood.ui.layout import MIN_TEXT
from forNorthwood.ui.scenes.visit_controls import choice_buttons
from forNorthwood.ui.scenes.visit_still import question_line, question_text
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import block_area, fit, line_height
from tests.cards_kit import card_of

SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]
#: The questions answered with buttons under their words, and those answers.
ASKED = [
    (DecisionKind.CARD, True, (A.PickCard(card_of("5L")), A.PickOption("skip"))),
    (DecisionKind.CARD, False, (A.PickCard(card_of("5L")),)),
    (DecisionKind.SUIT, False, tuple(A.PickSuit(s) for s in "LEKO")),
    (DecisionKind.OPTION, False, (A.PickOption("continue"), A.PickOption("stop"))),
]


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_no_question_line_lies_under_an_answer(language, size):
    lay = table_layout(*size)
    clashes = []
    with i18n.speaking(language):
        for device in (MOUSE, KEYBOARD, CONTROLLER):
            for kind, skippable, legal in ASKED:
                text = question_text(kind.value, skippable, device, button_name("confirm", device))
                line = question_line(lay, kind.value, skippable)
                assert text and line is not None
                face, rows = fit(text, line.width, line.height, lay.text(18), True, MIN_TEXT)
                used = block_area(text, line, lay.text(18), True, minimum=MIN_TEXT)
                buttons = choice_buttons(lay, legal, kind, take_back=kind is DecisionKind.CARD)
                hit = [b.label for b in buttons if b.rect.colliderect(used)]
                cut = len(rows) * line_height(face, True) > line.height  # a wrapped line left out
                if hit or cut:
                    clashes.append(f"{device} {kind} {text!r}: {used} under {hit}, rows {rows} cut: {cut}")
    assert clashes == [], "\n".join(clashes)
