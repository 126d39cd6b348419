"""A practice game ("Play on from here" in a replay) shows the ruler's column as a game does at
the friend step: the target and the trump under the ruler's card ("Target 6 dialogues · Trump
Eyes"), whole and readable over the practice tag, whether it was played on from a fief's choice
(the fief then chosen) or from the friend step itself (in a window 600 px tall and wider than 960,
1280×600 or 1920×600, the practice tag's two lines left the words one row: "Target 4 dialogues"
alone, the trump cut off; the tag now keeps to one row there, "Practice")."""

from __future__ import annotations

import pytest

from forNorthwood.core.state import Phase
from forNorthwood.game.session import Session
from forNorthwood.i18n import _, ngettext, speaking
from forNorthwood.i18n.messages import suit_name
from forNorthwood.ui import card_art
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.visit_piles import practice_tag_short, trump_box
from forNorthwood.ui.still_drawing import practice_tag
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import settle
from .screen_kit import new_app, screens


def target_and_trump(app, language):
    """The drawn words of the target and the trump under the ruler's card (None: not drawn)."""
    scene = app.scene
    assert isinstance(scene, FiefSelectionScene) and scene.phase() is Phase.CHOOSE_SUBSTITUTES
    model = scene.model
    fief = model.kingdom.visiting
    with speaking(language):
        words = ngettext("Target {target} dialogue · Trump {suit}", "Target {target} dialogues · Trump {suit}", fief)
        words = words.format(target=fief, suit=suit_name(model.kingdom.fiefs[fief].ruler[1]))
    card_art.clear_caches()
    with recording() as drawn:
        app.dirty = True
        app.draw()
    found = [t for t in drawn if t.message.replace("\n", " · ") == words or t.message == words]
    return found[0] if found else None


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1280, 600), (1920, 600)])
@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_trump_line_is_there_at_a_practice_games_friend_step(tmp_path, size, language):
    app = new_app(tmp_path, size, language)
    next(s for s in screens() if s.name == "replay").open(app)
    replay_scene = app.scene
    replay, record = replay_scene.replay, replay_scene.record
    friends = next(i for i in replay.decisions if replay.state(i).phase is Phase.CHOOSE_SUBSTITUTES)
    fief = max(i for i in replay.decisions if i < friends and replay.state(i).phase is Phase.CHOOSE_FIEF)
    for index in (fief, friends):
        replay_scene.go(index)
        settle(app)
        app.carry_out(replay_scene.play_on())
        settle(app)
        practice = app.scene
        assert isinstance(practice, FiefSelectionScene) and practice.session.played_on
        if index == fief:
            practice.act(replay.position(fief).action)
            settle(app)
        line = target_and_trump(app, language)
        assert line is not None, f"no trump line in the practice game played on from {index}"
        assert line.fits and line.drawn_size >= MIN_TEXT
        # The same position in a game: the same line.
        actions = list(replay.record.actions[:friends])
        app.carry_out(ShowGame(Session.replay(record.seed, record.setup, record.threshold, actions)))
        settle(app)
        game = target_and_trump(app, language)
        assert game is not None and game.message == line.message
        replay_scene = reopen(app, record, replay)
    app.close()


def reopen(app, record, replay):
    from forNorthwood.ui.scene import Goto
    from forNorthwood.ui.scenes.replay import ReplayScene

    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay)))
    settle(app)
    return app.scene


@pytest.mark.parametrize("size", [(960, 600), (1280, 600), (1920, 600), (1280, 800), (3840, 2160)])
def test_the_trump_box_of_a_practice_visit_is_not_under_its_tag(tmp_path, size):
    """At the visit the practice tag covered the trump's box at 1280×600 ("Atout : Yeux" hidden
    under "Entraînement / non compté"): the tag keeps to one row there, the box over it."""
    app = new_app(tmp_path, size, "fr")
    next(s for s in screens() if s.name == "practice").open(app)
    lay = app.scene.table.layout
    short = practice_tag_short(lay)
    tag, box = practice_tag(lay, short), trump_box(lay, "", True)
    assert box.height >= lay.line(18) and not box.colliderect(tag), (box, tag)
    with speaking("fr"):
        words = _("Trump: {suit}").format(suit=suit_name(app.scene.table.model.ruler[1]))
    card_art.clear_caches()
    with recording() as drawn:
        app.dirty = True
        app.draw()
    said = [t for t in drawn if t.message == words and lay.ruler.colliderect(t.used)]  # not the HUD's
    assert len(said) == 1 and said[0].fits and said[0].drawn_size >= MIN_TEXT
    assert not said[0].used.colliderect(tag)
    app.close()
