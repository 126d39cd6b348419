"""The card tracker: where each of the 32 dialogue cards is, as the player
may know it, by suit; opened from the game menu."""

from __future__ import annotations

import random

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.game.session import Session
from forNorthwood.ui.scene import Push
from forNorthwood.ui.scenes.card_tracker import (
    DECK_TOP,
    DISCARD,
    HAND,
    SCORE,
    UNSEEN,
    CardTracker,
    by_suit,
    card_places,
    summary,
)
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay

from .input_kit import center_of, click, key, make_app, open_session, position_session, settle


def test_each_card_is_placed_where_the_player_knows_it_is():
    session = position_session(
        hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"], discard=["3C", "4C"], score=["6F"], phase="respond"
    )
    view = session.view()
    places = card_places(view)
    assert len(places) == 32
    assert {c for c, p in places.items() if p == HAND} == {"5L", "1E", "7E", "8F"}
    assert {c for c, p in places.items() if p == DISCARD} == {"3C", "4C"}
    assert {c for c, p in places.items() if p == SCORE} == {"6F"}
    assert {c for c, p in places.items() if p == DECK_TOP} == set(view["deck_known_top"])
    assert sum(p == UNSEEN for p in places.values()) == 32 - 7 - len(view["deck_known_top"])
    rows = by_suit(view)
    assert [suit for suit, _ in rows] == ["C", "F", "L", "E"]
    assert all([card for card, _ in cards] == [f"{v}{suit}" for v in range(1, 9)] for suit, cards in rows)


def test_the_tracker_never_shows_what_the_player_cannot_know():
    """Cards in the deck stay unseen unless the view says they are known on top."""
    session = Session(17, "full", 16)
    rng = random.Random(17)
    for _ in range(120):
        session.apply(rng.choice([a for a in session.legal() if a.type != "stop_game"]))
        view = session.view()
        places = card_places(view)
        known = set(view["hand"]) | set(view["discard"]) | set(view["score"]) | set(view["deck_known_top"])
        assert {c for c, p in places.items() if p != UNSEEN} == known
        assert sum(p == UNSEEN for p in places.values()) == view["deck_count"] - len(view["deck_known_top"])


def test_the_summary_counts_with_plural_forms():
    session = position_session(hand=["5L"], deck_top=[], discard=[], score=[])
    text = summary(session.view())
    assert "1 card in your hand" in text and "0 cards seen" in text and "31 cards not seen yet" in text


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_tracker_opens_from_the_game_menu_and_closes(clock, size):
    app = make_app(clock, size=size)
    session = Session(3, "intro", 16)
    open_session(app, session)
    app.scene.act(A.choose_fief(2))
    settle(app)
    click(app, center_of(app, K.Button("menu")))  # (Esc would go back: a fief is chosen)
    assert isinstance(app.scene, MenuOverlay)
    click(app, center_of(app, "tracker"))
    assert isinstance(app.scene, CardTracker)
    app.draw()
    key(app, pygame.K_t)
    assert isinstance(app.scene, MenuOverlay)
    app.carry_out(Push(lambda ctx: CardTracker(ctx, session)))
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuOverlay)


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_cards_values_and_their_words_read_at_the_smallest_window(clock, language, monkeypatch):
    """At 960×600, with a card in each place (hand, known on the deck, discarded, scored,
    unseen), the word under each card and the card's value read at ``MIN_TEXT`` or more."""
    from forNorthwood import i18n
    from forNorthwood.ui import card_art
    from forNorthwood.ui.text import recording
    from forNorthwood.ui.theme import MIN_TEXT

    session = position_session(hand=["5L", "2C"], deck_top=["7E", "3F", "4L"], discard=["1C", "8L"], score=["4E", "6F"])
    session.view = lambda: {**Session.view(session), "deck_known_top": ["7E", "3F", "4L"]}  # three seen on top
    app = make_app(clock, size=(960, 600))
    sizes: list[tuple[int, int]] = []
    real = card_art.dialogue_card
    monkeypatch.setattr(card_art, "dialogue_card", lambda name, w, h: sizes.append((w, h)) or real(name, w, h))
    with i18n.speaking(language):
        tracker = CardTracker(app.ctx, session)
        assert {place for _suit, cards in by_suit(tracker.view()) for _c, place in cards} == {
            HAND,
            DECK_TOP,
            DISCARD,
            SCORE,
            UNSEEN,
        }
        with recording() as drawn:
            tracker.draw(pygame.Surface((960, 600)))
    assert [f"{t.drawn_size}px {t.message!r}" for t in drawn if t.drawn_size < MIN_TEXT] == []
    assert all(t.fits for t in drawn), [t.message for t in drawn if not t.fits]
    assert len(sizes) == 32 and min(round(h * 0.24) for _w, h in sizes) >= MIN_TEXT  # the value in its corner


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_cards_known_on_the_deck_are_named_by_their_place_from_the_top(clock, language):
    """Two or three cards seen on top of the deck were all "deck top": the tracker names them in
    order, the top card, the 2nd, the 3rd, as the table does under them."""
    from forNorthwood import i18n
    from forNorthwood.i18n import _
    from forNorthwood.ui.scenes.card_tracker import deck_depths, place_label
    from forNorthwood.ui.text import recording

    session = position_session(hand=["5L", "2C"], deck_top=["7E", "3F", "4L"], discard=["1C"], score=[])
    session.view = lambda: {**Session.view(session), "deck_known_top": ["7E", "3F", "4L"]}
    assert deck_depths(session.view()) == {"7E": 0, "3F": 1, "4L": 2}
    app = make_app(clock, size=(960, 600))
    with i18n.speaking(language):
        words = [place_label(DECK_TOP, depth) for depth in range(3)]
        assert words[0] == _("deck top") and len(set(words)) == 3
        tracker = CardTracker(app.ctx, session)
        with recording() as drawn:
            tracker.draw(pygame.Surface((960, 600)))
        said = [t.message for t in drawn]
        assert all(said.count(word) == 1 for word in words), (words, said)
