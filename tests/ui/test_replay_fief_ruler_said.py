"""At a replay's choice of fief at 960×600 the ruler's card (the table at scale 0.65) is too small
to write its ability: a first-time player saw "Prince des Feuilles" and a portrait, and nothing
said what the ruler did. The panel beside it says it (as the game's panel says the rule of the
fief the focus ring is on), whole and at 14 px or more; where the card says it, the panel does not."""

from __future__ import annotations

import pytest

from forNorthwood.core.state import Phase
from forNorthwood.i18n import speaking
from forNorthwood.i18n.abilities_text import ability_text
from forNorthwood.ui import card_art
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT

from .input_kit import settle
from .screen_kit import new_app, screens


@pytest.mark.parametrize(
    ("language", "size"), [("en", (960, 600)), ("fr", (960, 600)), ("uk", (960, 600)), ("fr", (1280, 800))]
)
def test_the_rulers_ability_is_said_at_a_replays_choice_of_fief(tmp_path, language, size):
    app = new_app(tmp_path, size, language)
    next(s for s in screens() if s.name == "replay").open(app)
    scene = app.scene
    replay = scene.replay
    choices = [i for i in replay.decisions if replay.state(i).phase is Phase.CHOOSE_FIEF]
    for index in choices[1:4]:
        scene.go(index)
        settle(app)
        fief = scene.pointed_fief()
        assert fief is not None
        ruler = scene.table.model.kingdom.fiefs[fief].ruler
        card = scene.table.layout.ruler_card
        on_card = card_art.ruler_card_says_ability(ruler, card.width, card.height)
        card_art.clear_caches()
        with speaking(language):
            words = ability_text(ruler)
        with recording() as drawn:
            app.dirty = True
            app.draw()
        said = [t for t in drawn if words in t.message]
        if on_card:
            assert size != (960, 600) or language == "ko"
            assert said == [], "said on the card: the panel keeps to its own words"
            continue
        assert len(said) == 1, (ruler, [t.message[:40] for t in drawn])
        assert said[0].fits and said[0].drawn_size >= MIN_TEXT
    app.close()
