"""What a first-time player still found on the table: the friends' words before a fief is
chosen, a tooltip over the end-of-visit panel, the stars of a fief won, hint badges over
names, a Redo that looked usable."""

from __future__ import annotations

import pygame

from forNorthwood.ui import text

from .input_kit import key, open_session, position_session, settle

HAND = ["8L", "2C", "3F", "5E", "6L", "7C", "1F", "4E"]


def words_drawn(app) -> list[str]:
    """Every text the table's still picture draws now."""
    with text.recording() as drawn:
        app.scene.picture().paint(pygame.Surface(app.ctx.size))
    return [d.message for d in drawn]


def test_how_to_bring_a_friend_in_is_told_only_once_a_fief_is_chosen(app):
    statuses = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]
    session = position_session(
        hand=HAND, deck_top=[], phase="choose_fief", visiting=None, friends=["QE", "KL"], statuses=statuses
    )
    open_session(app, session, "fief_selection")
    before = words_drawn(app)
    assert "Friends" in before
    assert not any(w.startswith("Friends:") for w in before)
    key(app, pygame.K_3)
    key(app, pygame.K_RETURN)
    settle(app)
    assert any(w.startswith("Friends:") and "ally slot" in w for w in words_drawn(app))
