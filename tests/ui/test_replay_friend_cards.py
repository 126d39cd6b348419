"""Every friend's card in the replay writes its ability, as the others beside it do: at 1280×800 the
Prince of Leaves (its name on two rows) showed a bigger portrait and no ability beside the Prince of
Eyes and the Jack of Claws that had theirs (p62, visit 6, decisions 77–78). A small card gives up its
portrait before its words; from 1280×800 up, every character's card fits its ability in every language."""

from __future__ import annotations

import pytest

from forNorthwood.core.cards import CHARACTERS
from forNorthwood.i18n import speaking
from forNorthwood.ui.card_art import card_says_ability, character_card
from forNorthwood.ui.replay_places import replay_layout


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_every_friend_card_of_the_replay_writes_its_ability(size, language):
    w, h = replay_layout(*size).table.friend_card.size
    with speaking(language):
        silent = [code for code in CHARACTERS if not card_says_ability(code, w, h)]
    assert not silent, (size, (w, h), silent)


def test_the_prince_of_leaves_at_1280x800_draws_with_its_words(app):
    w, h = replay_layout(1280, 800).table.friend_card.size
    with speaking("en"):
        assert card_says_ability("PL", w, h)
        assert character_card("PL", w, h).get_size() == (w, h)  # drawn, its portrait given up if need be
