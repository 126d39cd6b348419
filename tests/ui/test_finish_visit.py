"""A visit already decided can be finished at once: the rules let the player skip the rest of a
visit whose outcome is certain (docs/RULES.md, "End of the visit"); a digital version may do it
"only when the outcome truly is forced". A first-time player found no way to finish a visit
already won. With the setting "finish a visit when its outcome is certain" off (the default), a
"Finish the visit" button (and F) comes once the search says nothing can change the outcome, and
plays the rest as the rules require; while the outcome may still change, it does not come."""

from __future__ import annotations

import time

import pygame

from forNorthwood.core import events as E
from forNorthwood.core.cards import CARD_NAMES
from forNorthwood.game import table_keys as K

from .input_kit import key, open_session, position_session, settle

EXHAUSTED = [{"ally": a, "substitute": None, "exhausted": True} for a in ("JC", "JF", "JL", "JE")]


def wait_for(app, done, timeout: float = 30.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app.step()
        if done():
            return True
        time.sleep(0.01)
    return False


def offered(app) -> bool:
    return any(b.key == K.Button("finish") for b in app.scene.choice_buttons())


def won_for_sure():
    """Fief 2 (its ruler the King of Leaves: trump Leaves), its target of 2 reached; no ally may
    act, and no card in hand can win against the next statements: won whatever is played."""
    return position_session(
        hand=["1C", "2C", "1F"],
        deck_top=["8L", "7L", "8E", "8C"],
        visiting=2,
        score=["8F", "7F"],
        allies=EXHAUSTED,
    )


def test_a_visit_won_for_sure_offers_finish_and_f_plays_it_out(app):
    session = won_for_sure()
    open_session(app, session)
    assert wait_for(app, lambda: offered(app)), "no Finish the visit"
    assert K.Button("finish") in [f.key for f in app.scene.focusables()]  # reached with the arrows too
    key(app, pygame.K_f)
    settle(app)
    note = next(e for s in session.steps for e in s.events if isinstance(e, E.VisitSettled))
    assert note.won is True and note.fief == 2
    assert session.state.kingdom.fiefs[2].status.value == "won"
    # every card still moved as the rules say: the whole hand answered, statement after statement
    plays = [s.action for s in session.steps if s.action.type == "play"]
    assert sorted(CARD_NAMES[a.card] for a in plays) == ["1C", "1F", "2C"]


def test_no_finish_while_the_outcome_may_still_change(app):
    """Target reached, but a card in hand can still win a dialogue (and lose the fief by one too
    many): the visit must be played out."""
    session = position_session(
        hand=["8C", "2C", "1F"], deck_top=["7C", "7L", "8E"], visiting=2, score=["8F", "7F"], allies=EXHAUSTED
    )
    open_session(app, session)
    assert not wait_for(app, lambda: offered(app), timeout=3.0)
    key(app, pygame.K_f)
    settle(app)
    assert not any(isinstance(e, E.VisitSettled) for s in session.steps for e in s.events)
    assert session.state.phase.value == "ability_window"


def test_finish_shows_the_pads_confirm_keycap_while_a_controller_is_in_use(app):
    """Keycaps follow the device that acted last: with a controller (no button of its own for
    "Finish the visit", pressed with confirm on it) the button names no keyboard key but the pad's
    confirm button, as other buttons show theirs (a player saw no glyph); back at the keyboard it
    shows F again."""
    from forNorthwood.i18n.controls_text import CONTROLLER, KEYBOARD, XBOX

    open_session(app, won_for_sure())
    assert wait_for(app, lambda: offered(app)), "no Finish the visit"

    def finish():
        return next(b for b in app.scene.choice_buttons() if b.key == K.Button("finish"))

    assert finish().hint == "F" and finish().keycap
    app.use_device(CONTROLLER, XBOX)
    try:
        assert finish().hint == "A" and finish().keycap
    finally:
        app.use_device(KEYBOARD)
    assert finish().hint == "F"


def test_the_panel_after_f_says_the_visit_was_finished_not_that_the_hand_was_empty(app):
    """A player pressed F with a card in hand and read "Your hand is empty." on the panel: the
    rest was played for them, and the panel says so."""
    from forNorthwood.ui.text import recording

    session = won_for_sure()
    open_session(app, session)
    assert wait_for(app, lambda: offered(app)), "no Finish the visit"
    assert len(session.state.hand) == 3
    key(app, pygame.K_f)
    settle(app)
    panel = app.scene.end_panel.shown
    assert panel is not None
    with recording() as drawn:
        panel.image()
    words = " ".join(d.message for d in drawn)
    assert "You finished the visit" in words, words
    assert "Your hand is empty." not in words


def test_one_card_left_that_surely_wins_the_last_dialogue_offers_finish_too(app):
    """Offered once the target was reached, but not with one trick to go and one card left that
    surely wins it (the 1 of Eyes against the 8 of Claws, Eyes trump; the Hint said "100%"): nothing
    the player does changes the result there either, so "Finish the visit" comes and wins the fief."""
    session = position_session(
        hand=["1E"], deck_top=[], visiting=3, score=["8F", "8E"], discard=["8C"], phase="respond"
    )
    assert len(session.state.score) < session.state.kingdom.visiting  # the target is not reached yet
    open_session(app, session)
    assert wait_for(app, lambda: offered(app)), "no Finish the visit"
    key(app, pygame.K_f)
    settle(app)
    note = next(e for s in session.steps for e in s.events if isinstance(e, E.VisitSettled))
    assert note.won is True and note.fief == 3
    assert session.state.kingdom.fiefs[3].status.value == "won"


def test_the_focus_goes_to_finish_the_visit_once_it_is_offered(app):
    """The prompt said "finish it (A/Enter on Finish the visit)" while the focus sat on Next
    statement (Up, Left, Left away). Once the visit is decided, the focus is on the button the
    prompt names, and Enter (A on a pad) finishes the visit; an arrow still moves it away."""
    session = won_for_sure()
    open_session(app, session)
    assert wait_for(app, lambda: offered(app)), "no Finish the visit"
    assert app.scene.focus == K.Button("finish")
    key(app, pygame.K_DOWN)
    moved = app.scene.focus
    assert moved != K.Button("finish")
    app.step()
    assert app.scene.focus == moved  # not pulled back
    key(app, pygame.K_UP)
    assert app.scene.focus == K.Button("finish")
    key(app, pygame.K_RETURN)
    settle(app)
    assert any(isinstance(e, E.VisitSettled) for s in session.steps for e in s.events)


def drawn_words(app) -> list[str]:
    from forNorthwood.ui.text import recording

    with recording() as drawn:
        app.dirty = True
        app.draw()
    return [d.message for d in drawn if d.fits]


def test_a_visit_lost_by_the_cards_to_come_says_so_beside_finish(app):
    """A first-time player was offered "Finish the visit" with no line saying why, where a visit
    won shows one: the core's reasons (too few dialogues, a score above the target) did not hold,
    only the search knew. 3 of Claws wins the 2 of Claws (score 5 of 6), but the 4 of Leaves can win
    nothing left in the deck (the Leaves below 4 are scored, Eyes is trump) and the Jack of Leaves
    reaches no Leaves ruler: the line says the visit can no longer be won, whatever cards come."""
    from forNorthwood.core.prospects import OPEN, visit_prospect

    session = position_session(
        hand=["3C", "4L"],
        deck_top=[],
        visiting=6,
        score=["1L", "2L", "3L", "5F"],
        discard=["2C"],
        phase="respond",
        allies=[{"ally": a, "substitute": None, "exhausted": a != "JL"} for a in ("JC", "JF", "JL", "JE")],
        rulers=["QC", "QF", "KF", "KL", "QL", "KC", "QE", "KE"],
        statuses=["lost", "won", "won", "unvisited", "won", "won", "unvisited", "won"],
    )
    prospect = visit_prospect(session.state)
    assert prospect is not None and prospect.outlook == OPEN  # no reason of the core's to tell
    open_session(app, session)
    assert wait_for(app, lambda: offered(app)), "no Finish the visit"
    line = "This visit can no longer be won, whatever cards are still to come."
    assert line in drawn_words(app)
    assert app.scene.table_words()  # a hover tooltip keeps clear of it
    key(app, pygame.K_f)
    settle(app)
    note = next(e for s in session.steps for e in s.events if isinstance(e, E.VisitSettled))
    assert note.won is False


def test_a_visit_won_by_the_last_card_says_so_beside_finish(app):
    """The won twin: the target is not reached, but the one card left surely wins the last
    dialogue; the line says the visit is won whatever is played and drawn."""
    session = position_session(
        hand=["1E"], deck_top=[], visiting=3, score=["8F", "8E"], discard=["8C"], phase="respond"
    )
    open_session(app, session)
    assert wait_for(app, lambda: offered(app)), "no Finish the visit"
    assert "This visit is won, whatever you play and whatever cards are still to come." in drawn_words(app)


def test_the_panel_does_not_say_the_rest_was_played_when_only_the_last_card_went(app):
    """A player played their only card with "Finish the visit" (its focus came onto it), then
    only the statement that ended the visit was revealed: nothing was chosen for them, yet the
    panel said "the rest was played out for you". It says why the visit ended instead."""
    from forNorthwood.ui.text import recording

    session = position_session(
        hand=["1E"], deck_top=[], visiting=3, score=["8F", "8E"], discard=["8C"], phase="respond"
    )
    open_session(app, session)
    assert wait_for(app, lambda: offered(app)), "no Finish the visit"
    key(app, pygame.K_f)
    settle(app)
    assert any(isinstance(e, E.VisitSettled) for s in session.steps for e in s.events)
    assert [s.action.type for s in session.steps if s.action.type != "reveal"] == ["play"]
    panel = app.scene.end_panel.shown
    assert panel is not None
    with recording() as drawn:
        panel.image()
    words = " ".join(d.message for d in drawn)
    assert "You finished the visit" not in words, words
