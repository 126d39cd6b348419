"""The hints a game showed are kept in its save: the review of a game continued after the window
closed judges each choice by the hint shown for it, as it does for a game played in one sitting."""

from __future__ import annotations

import json
import random

from forNorthwood.ai.advisor import ActionAdvice, Advice
from forNorthwood.ai.review import review_game
from forNorthwood.core import apply, legal_actions, new_game
from forNorthwood.game.session import Session
from forNorthwood.persistence.savegame import save_document, session_from_document

from ..session_kit import random_policy


def ringing(state, chosen) -> Advice:
    """Advice that rings ``chosen`` (≈77%) and gives the rest ≈30%."""
    legal = legal_actions(state)
    odds = tuple(ActionAdvice(a, 0.77 if a == chosen else 0.3, False, 40) for a in legal)
    return Advice(odds, legal.index(chosen), 0.77)


def played_with_hints(seed: int = 2) -> tuple[Session, dict[int, Advice]]:
    """Forty steps of a game, the Hint asked before each choice and its ringed move played."""
    session = Session(seed, "intro", 16)
    rng = random.Random(seed)
    noted: dict[int, Advice] = {}
    while not session.over and len(session.steps) < 40:
        state = session.state
        action = random_policy(session, rng)
        if len(legal_actions(state)) > 1:
            advice = ringing(state, action)
            session.note_hint(state, advice)
            noted[len(session.steps)] = advice
        session.apply(action)
    return session, noted


def test_the_hints_shown_survive_a_save_and_a_load():
    session, noted = played_with_hints()
    assert session.hints_shown() == noted and len(noted) > 3
    now = ringing(session.state, legal_actions(session.state)[0])
    session.note_hint(session.state, now)  # the hint of the position the game was left at
    document = json.loads(json.dumps(save_document(session)))
    loaded = session_from_document(document)
    assert loaded.hints_shown() == noted
    assert loaded.hints_shown(now=True) == noted | {len(session.steps): now}
    # A hint that does not fit its step (another position's choices) is left out, not the game.
    first = min(noted)
    document["hints"][0]["step"] = first + 1
    assert first not in session_from_document(document).hints_shown()


def test_a_game_continued_later_is_reviewed_by_the_hints_it_showed():
    """A player revealed the next statement the Hint had ringed (≈77%), closed the window and
    finished the game later: the review asked the advisor again and named that reveal the visit's
    costliest choice. With the hints kept in the save, no move the Hint ringed is ever blamed."""
    session, noted = played_with_hints()
    loaded = session_from_document(json.loads(json.dumps(save_document(session))))
    shown = loaded.hints_shown()
    assert shown == noted
    reviews = review_game(loaded.seed, loaded.setup, loaded.threshold, loaded.actions, budget_ms=5, shown=shown)
    assert reviews and all(r.costliest is None for r in reviews)  # every choice was the ringed one
    state = new_game(loaded.seed, loaded.setup, loaded.threshold)
    for index, action in enumerate(loaded.actions):
        if index in shown:
            assert shown[index].actions[shown[index].best].action == action
        state = apply(state, action)[0]
