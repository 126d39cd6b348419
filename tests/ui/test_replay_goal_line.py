"""The replay's ruler panel at a fief choice: the goal line broke after its colon in Ukrainian
("Ціль:" over "5 діалогів") where the table's wider column kept it whole. Each line as its
translator wrote it (or each part between " · ") stays on one row, shrunk rather than broken.

Where a line is wider than the room beside the suit's disc even at ``MIN_TEXT`` (the English
"Target 7 dialogues" at 960×600 and 1280×800), the words take the column's whole width. The French
"Objectif : 7 dialogues" in bold is wider than the column itself at 960×600 (it broke after its
colon): it takes the column in plain letters, on one row."""

from __future__ import annotations

import pytest

from forNorthwood.core.state import Phase
from forNorthwood.i18n import ngettext
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.text import line_height, recording

from .input_kit import settle
from .screen_kit import fresh_art, new_app, replay_advice
from .test_replay_screen import finished


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_goal_keeps_each_line_whole(tmp_path, size, language):
    app = new_app(tmp_path, size, language)
    _, record, replay = finished(app)
    index = next(i for i in replay.decisions if replay.state(i).phase is Phase.CHOOSE_FIEF)
    advice = replay_advice(replay, index)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=index, advice=advice)))
    settle(app)
    with fresh_art(), recording() as drawn:
        app.dirty = True
        app.draw()
    goal = ngettext("Target {target} dialogue · Trump {suit}", "Target {target} dialogues · Trump {suit}", 5)
    head = goal.split("{target}")[0]
    found = [d for d in drawn if d.message.startswith(head)]
    assert len(found) == 1, [d.message for d in drawn]
    line = found[0]
    rows = round(line.used.height / line_height(line.drawn_size, True))
    assert rows <= 2, (line.message, line.used, line.drawn_size)  # the goal, the trump: a row each
    app.close()
