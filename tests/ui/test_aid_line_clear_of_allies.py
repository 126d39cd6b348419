"""The table's aids on the message line: the French medal news ("La médaille est hors
d'atteinte… au prochain choix de fief.") wrapped onto two rows and its dark backing covered the
foot of ally slots 3 and 4, their abilities' words. In every language, at the smallest window and
at 1280×800, the aids' line keeps off every ally slot, its words whole and readable."""

from __future__ import annotations

import pytest

from forNorthwood import i18n
from forNorthwood.core.prospects import MedalProspect
from forNorthwood.i18n.aids_text import medal_prospect_text, visit_outlook_text
from forNorthwood.ui.event_feed import FeedLine
from forNorthwood.ui.layout import MIN_TEXT
from forNorthwood.ui.still_drawing import feed_picture
from forNorthwood.ui.table_places import table_layout
from forNorthwood.ui.text import recording


def aid_lines() -> list[str]:
    """The aids' sentences, the longest of each kind (the medal's with two-digit numbers)."""
    lost = [MedalProspect(16, 0, 0, 14, "lost", "stars_short", stop) for stop in (False, True)]
    lines = [medal_prospect_text(m) for m in lost]
    lines += [medal_prospect_text(MedalProspect(16, 0, 0, 0, "lost", "stars_short", False))]
    lines += [medal_prospect_text(MedalProspect(16, 12, 18, 20, "secured", "stars_reached", False))]
    lines += [visit_outlook_text(None, settled) for settled in (True, False)]
    return [line for line in lines if line]


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_aids_line_covers_no_ally_slot(size, language):
    lay = table_layout(*size)
    with i18n.speaking(language):
        lines = aid_lines()
    assert len(lines) >= 4
    for text in lines:
        with recording() as drawn:
            _image, area = feed_picture(lay, [FeedLine(text)])
        for slot in lay.ally_slots:
            assert not area.colliderect(slot), (text, area, slot)
        assert area.bottom == lay.message.bottom and area.left >= 0
        assert all(d.fits and d.drawn_size >= MIN_TEXT for d in drawn), (text, [d.problem() for d in drawn])
