"""The line that says a visit is decided ("This visit can no longer be won, whatever cards are still
to come.") shows beside "Finish the visit" at every size, in every language, at 14 px or more: at
960×600 it had no room under the button and was not drawn."""

from __future__ import annotations

import pytest

from forNorthwood.core.prospects import LOST, OVER_TARGET, TARGET_LOCKED, TOO_FEW_DIALOGUES, WON, VisitProspect
from forNorthwood.i18n import LANGUAGES, set_language
from forNorthwood.i18n.aids_text import visit_outlook_text
from forNorthwood.ui.scenes.visit_still import finish_rect, prospect_area
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import fit, line_height
from forNorthwood.ui.theme import MIN_TEXT

from .screen_kit import TABLE_SIZES

#: Every line it may say: the certainty search's (won, lost) and the core's reasons.
TOLD = [
    (None, True),
    (None, False),
    (VisitProspect(6, 6, 2, 2, 5, LOST, TOO_FEW_DIALOGUES), None),
    (VisitProspect(1, 1, 2, 2, 2, LOST, OVER_TARGET), None),
    (VisitProspect(3, 3, 3, 3, 3, WON, TARGET_LOCKED), None),
]


@pytest.mark.parametrize("size", TABLE_SIZES)
def test_the_decided_visit_s_line_has_room_beside_finish(size):
    lay = table_layout(*size)
    piles = (lay.score, lay.known, lay.deck, lay.trick, lay.allies, lay.ruler, finish_rect(lay), lay.prompt)
    try:
        for language in LANGUAGES:
            set_language(language)
            for prospect, settled in TOLD:
                text = visit_outlook_text(prospect, settled)
                area = prospect_area(lay, text, True)
                assert area is not None, (language, settled)
                fitted, rows = fit(text, area.width, area.height, lay.text(18), True, MIN_TEXT)
                assert fitted >= MIN_TEXT and len(rows) * line_height(fitted, True) <= area.height, (language, text)
                assert not any(area.colliderect(r) for r in piles), (language, area)
    finally:
        set_language("en")
