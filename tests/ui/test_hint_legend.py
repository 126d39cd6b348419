"""The Hint's legend is one line on the message line, in every language at every size: at
1280×800 the fief selection's legend wrapped into two lines, and its band covered the allies'
short ability lines (fief selection, visit, replay alike)."""

from __future__ import annotations

import pytest

from forNorthwood.core import apply, legal_actions
from forNorthwood.core.setup import new_game
from forNorthwood.core.state import Phase
from forNorthwood.i18n import speaking
from forNorthwood.ui import assets
from forNorthwood.ui.event_feed import FeedLine
from forNorthwood.ui.hint_words import legend_text, tutorial_legend_text
from forNorthwood.ui.replay_places import replay_layout
from forNorthwood.ui.still_drawing import feed_picture
from forNorthwood.ui.table_places import table_layout

SIZES = ((960, 600), (1024, 768), (1280, 800), (1440, 900), (1920, 1080), (2560, 1440), (3840, 2160))


def states():
    """A position of the fief selection, and one of a visit."""
    state = new_game(3, "full", 16)
    assert state.phase is Phase.CHOOSE_FIEF
    yield state
    while state.phase not in (Phase.ABILITY_WINDOW, Phase.DECISION, Phase.RESPOND):
        state, _ = apply(state, legal_actions(state)[-1])  # the fief, then Start the visit
    yield state


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_hint_legend_is_one_line_on_the_message_line(language):
    with speaking(language):
        for state in states():
            # Also the words of a hint during a tutorial's step whose move the advisor would not play.
            for text in (legend_text(state), tutorial_legend_text()):
                for size in SIZES:
                    for lay in (table_layout(*size), replay_layout(*size).table):
                        width = assets.text_width(text, lay.text(19), False)
                        assert width <= lay.message.width, (size, lay.size, width, lay.message.width, text)
                        _, area = feed_picture(lay, [FeedLine(text)])
                        assert area == lay.message, (size, text)  # no band above the line
