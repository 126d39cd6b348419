"""The first game that teaches itself: the fixed kingdom, its lessons and the progress through them."""

from __future__ import annotations

import json
import random

import pytest

from forNorthwood.core import Action, Phase, legal_actions
from forNorthwood.core import actions as A
from forNorthwood.core.state import FiefStatus
from forNorthwood.game import lessons as L
from forNorthwood.game import table_keys as K
from forNorthwood.game import tutorial as T
from forNorthwood.game.session import Session
from forNorthwood.persistence.savegame import save_document, session_from_document


def start() -> tuple[Session, T.Tutorial]:
    session = Session.for_tutorial()
    assert session.tutorial is not None
    return session, session.tutorial


def scripted(session: Session, prompt: T.Prompt) -> Action:
    """The action a player does by following ``prompt``'s highlight; it must be legal now."""
    action = L.action_for(prompt.target, prompt.drop, session.state)
    assert action is not None, prompt
    assert action in session.legal(), (prompt, action)
    return action


def follow(
    session: Session, tutorial: T.Tutorial, limit: int = 300, off_script: random.Random | None = None, rate: float = 0
) -> list[T.Prompt]:
    """Follow the prompts to the end of the tutorial (sometimes doing something else); the prompts shown."""
    shown: list[T.Prompt] = []
    for _ in range(limit):
        prompt = tutorial.prompt(session.state)
        if prompt is None:
            return shown
        shown.append(prompt)
        assert prompt.text.strip()
        if prompt.kind == "read":
            tutorial.next(session.state)
            continue
        action = scripted(session, prompt)
        if off_script is not None and off_script.random() < rate:
            others = [a for a in session.legal() if a is not A.STOP_GAME]
            action = off_script.choice(others)
        session.apply(action)
    raise AssertionError(f"the tutorial did not end within {limit} prompts: stuck at {shown[-1]}")


def lessons(shown: list[T.Prompt]) -> list[str]:
    """The step ids in the order they were first shown (the guide between them left out)."""
    ids: list[str] = []
    for prompt in shown:
        if prompt.step != "guide" and prompt.step not in ids:
            ids.append(prompt.step)
    return ids


def test_the_whole_tutorial_plays_through_in_order_and_the_game_goes_on() -> None:
    session, tutorial = start()
    shown = follow(session, tutorial)
    assert lessons(shown) == list(L.LESSON_IDS)
    # every lesson at its own moment: no reminder replaced one
    for prompt in shown:
        lesson = next((s for s in L.LESSONS if s.id == prompt.step), None)
        if lesson is not None and lesson.kind == "do":
            assert prompt.kind == "do", prompt
    assert tutorial.status == "finished" and not tutorial.active
    state = session.state
    assert state.kingdom.fiefs[L.FIRST_FIEF].status is FiefStatus.WON
    assert any(a.substitute for a in state.kingdom.allies)  # the friend was brought in
    assert state.phase is Phase.ABILITY_WINDOW and L.visits_done(state) == 1  # the second visit, now a normal game
    assert session.legal()


def test_each_lesson_shows_what_it_is_about() -> None:
    session, tutorial = start()
    shown = {p.step: p for p in follow(session, tutorial)}
    assert shown["choose_fief"].target == K.Fief(L.FIRST_FIEF)
    assert shown["start_visit"].target == K.Button("start")
    assert shown["reveal"].target == K.DECK
    for lesson in ("follow_suit", "trump", "exact_target"):
        assert isinstance(shown[lesson].target, K.Hand) and shown[lesson].drop == K.TRICK
    assert shown["use_ally"].target == K.Ally(0)  # the Jack of Claws
    assert shown["ally_turned"].target == K.Ally(0) and shown["ally_turned"].kind == "read"
    assert isinstance(shown["bring_friend"].target, K.Friend) and shown["bring_friend"].drop == K.Ally(L.FRIEND_SLOT)
    assert shown["end_of_visit"].target == K.CONTINUE
    assert shown["end_of_visit"].kind == "read"
    assert "Claws" in shown["start_visit"].text and "3" in shown["start_visit"].text  # target and trump read out
    assert "trump" in shown["trump"].text
    assert "fail" in shown["exact_target"].text
    assert [p.number for p in shown.values() if p.step != "guide"] == sorted(
        p.number for p in shown.values() if p.step != "guide"
    )


def test_the_trump_lesson_is_a_void_suit_won_by_trump_and_the_exact_lesson_avoids_a_win() -> None:
    session, tutorial = start()
    seen: dict[str, tuple] = {}
    for _ in range(200):
        prompt = tutorial.prompt(session.state)
        if prompt is None:
            break
        if prompt.kind == "read":
            tutorial.next(session.state)
            continue
        state = session.state
        if prompt.step in ("trump", "exact_target"):
            assert isinstance(prompt.target, K.Hand)
            seen[prompt.step] = (state, prompt.target.card)
        session.apply(scripted(session, prompt))
    state, card = seen["trump"]
    statement = state.statement
    assert statement is not None and statement >> 3 != state.trump
    assert not any(c >> 3 == statement >> 3 for c in state.hand)  # void: following suit does not bind
    assert card >> 3 == state.trump  # the trump answers ...
    won = session.steps[[s.state for s in session.steps].index(state) + 1].events[0]
    assert won["type"] == "dialogue" and won["won"]  # ... and wins
    state, card = seen["exact_target"]
    assert len(state.score) == state.target
    plays = {a.card for a in legal_actions(state) if a.type == "play"}
    assert card in plays and len(plays) > 1  # a real choice: one of them would have won


def test_off_script_actions_never_break_it_and_every_highlight_stays_legal() -> None:
    for seed in range(12):
        session, tutorial = start()
        follow(session, tutorial, off_script=random.Random(seed), rate=0.3)
        assert tutorial.status == "finished"


def test_another_card_at_the_follow_suit_lesson_is_accepted_and_the_way_is_worked_out_again() -> None:
    session, tutorial = start()
    while (prompt := tutorial.prompt(session.state)) is not None and prompt.step != "follow_suit":
        if prompt.kind == "read":
            tutorial.next(session.state)
        else:
            session.apply(scripted(session, prompt))
    assert prompt is not None
    assert isinstance(prompt.target, K.Hand)
    other = next(a for a in session.legal() if a.card != prompt.target.card)
    session.apply(other)
    after = tutorial.prompt(session.state)
    assert after is not None and after.step != "follow_suit"  # the lesson counts: the rules made them follow
    assert follow(session, tutorial)[-1].step == "finish"


def test_another_fief_first_adapts() -> None:
    session, tutorial = start()
    tutorial.next(session.state)  # welcome
    session.apply(A.choose_fief(5))
    prompt = tutorial.prompt(session.state)
    assert prompt is not None and prompt.step == "start_visit" and "Fief 5" in prompt.text
    shown = follow(session, tutorial)
    assert shown[-1].step == "finish" and tutorial.status == "finished"


def test_a_lesson_whose_moment_never_came_becomes_a_reminder() -> None:
    session, tutorial = start()
    tutorial.next(session.state)
    # The player never uses an ally and plays the whole first visit with the keyboard's first choices.
    while L.visits_done(session.state) == 0:
        legal = session.legal()
        preferred = [a for a in (A.REVEAL, A.BEGIN_VISIT) if a in legal]
        session.apply(preferred[0] if preferred else next(a for a in legal if a.type != "activate"))
    prompt = tutorial.prompt(session.state)
    assert prompt is not None and prompt.kind == "read" and prompt.target is None
    assert prompt.step in L.LESSON_IDS and prompt.step != "end_of_visit"
    assert follow(session, tutorial)[-1].step == "finish"


def test_undo_keeps_the_highlight_legal() -> None:
    session, tutorial = start()
    for _ in range(6):
        prompt = tutorial.prompt(session.state)
        assert prompt is not None
        if prompt.kind == "read":
            tutorial.next(session.state)
        else:
            session.apply(scripted(session, prompt))
    while session.undo():
        prompt = tutorial.prompt(session.state)
        assert prompt is not None
        if prompt.kind == "do":
            scripted(session, prompt)
    assert follow(session, tutorial)[-1].step == "finish"


def test_next_does_nothing_on_a_step_that_waits_for_an_action() -> None:
    session, tutorial = start()
    tutorial.next(session.state)
    prompt = tutorial.prompt(session.state)
    assert prompt is not None and prompt.step == "choose_fief"
    tutorial.next(session.state)
    assert tutorial.prompt(session.state) == prompt


def test_skip_ends_it_and_the_game_goes_on() -> None:
    session, tutorial = start()
    tutorial.next(session.state)
    session.apply(scripted(session, tutorial.prompt(session.state)))  # type: ignore[arg-type]
    tutorial.skip()
    assert tutorial.status == "skipped" and tutorial.prompt(session.state) is None
    legal = session.legal()
    session.apply(A.BEGIN_VISIT)
    assert A.BEGIN_VISIT in legal and session.state.phase is Phase.ABILITY_WINDOW
    tutorial.next(session.state)
    assert tutorial.prompt(session.state) is None and T.Tutorial.from_dict(tutorial.to_dict()).status == "skipped"


def test_to_and_from_dict_at_every_point() -> None:
    session, tutorial = start()
    for _ in range(300):
        data = tutorial.to_dict()
        assert json.loads(json.dumps(data)) == data
        again = T.Tutorial.from_dict(data)
        assert again.prompt(session.state) == tutorial.prompt(session.state)
        assert again.to_dict() == data
        prompt = tutorial.prompt(session.state)
        if prompt is None:
            break
        if prompt.kind == "read":
            tutorial.next(session.state)
        else:
            session.apply(scripted(session, prompt))
    assert T.Tutorial.from_dict(tutorial.to_dict()).status == "finished"


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "x",
        {},
        {"version": 2},
        {"version": 1, "status": "odd", "step": "trump", "seen": 0},
        {"version": 1, "status": "active", "step": "nope", "seen": 0},
        {"version": 1, "status": "active", "step": "trump", "seen": -1},
        {"version": 1, "status": "active", "step": "trump", "seen": "3"},
    ],
)
def test_a_bad_dict_gives_a_finished_tutorial(data: object) -> None:
    tutorial = T.Tutorial.from_dict(data)
    assert tutorial.status == "finished" and tutorial.prompt(Session.for_tutorial().state) is None
    assert tutorial.to_dict() == data  # kept as it was written


def test_resume_from_a_save_carries_on_where_it_was_even_with_a_stale_dict() -> None:
    session, tutorial = start()
    stale = tutorial.to_dict()
    for _ in range(14):
        prompt = tutorial.prompt(session.state)
        assert prompt is not None
        if prompt.kind == "read":
            tutorial.next(session.state)
            stale = tutorial.to_dict()  # Next is not in the game's history: only actions can be caught up
        else:
            session.apply(scripted(session, prompt))
    document = json.loads(json.dumps(save_document(session)))
    assert document["tutorial"] == tutorial.to_dict()
    resumed = session_from_document(document)
    again = resumed.tutorial
    assert again is not None and again.prompt(resumed.state) == tutorial.prompt(session.state)
    # A dict written before the last actions were taken into account catches up from the history.
    late = session_from_document({**document, "tutorial": stale}).tutorial
    assert late is not None and late.prompt(resumed.state) == tutorial.prompt(session.state)
    assert follow(resumed, again)[-1].step == "finish"


def test_the_moves_it_asked_for_are_still_known_after_a_save_and_continue() -> None:
    """The end-of-game review leaves out the moves the tutorial asked for, those played before
    the game was saved and continued too."""
    session, tutorial = start()
    for _ in range(14):
        prompt = tutorial.prompt(session.state)
        assert prompt is not None
        if prompt.kind == "read":
            tutorial.next(session.state)
        else:
            session.apply(scripted(session, prompt))
    asked = session.tutorial_required()
    assert asked
    document = json.loads(json.dumps(save_document(session)))
    assert document["tutorial"]["required"] == sorted(asked)
    resumed = session_from_document(document)
    assert resumed.tutorial_required() == asked
    # A damaged list makes the entry unreadable (kept as it was, the game goes on as a normal one).
    for bad in ([len(session.steps)], [2, 1], "0,1", [True]):
        broken = session_from_document({**document, "tutorial": {**document["tutorial"], "required": bad}})
        assert broken.tutorial is not None and not broken.tutorial.active
        assert save_document(broken)["tutorial"]["required"] == bad


def test_the_session_tells_its_tutorial_before_its_listeners() -> None:
    session, tutorial = start()
    order: list[str] = []
    session.listeners.append(lambda s, what, events: order.append(f"autosave, seen={tutorial.seen}"))
    session.apply(A.choose_fief(L.FIRST_FIEF))
    assert order == ["autosave, seen=1"]


def test_a_finished_or_skipped_tutorial_stays_with_its_game() -> None:
    session, tutorial = start()
    tutorial.next(session.state)
    session.apply(A.choose_fief(L.FIRST_FIEF))
    tutorial.skip()
    session.apply(A.BEGIN_VISIT)  # a normal game now: the tutorial still counts the steps
    # Choosing the first fief was asked for: the review leaves it out, after a skip too.
    assert tutorial.to_dict() == {"version": 1, "status": "skipped", "step": "start_visit", "seen": 2, "required": [0]}
    resumed = session_from_document(json.loads(json.dumps(save_document(session))))
    assert resumed.tutorial is not None and resumed.tutorial.status == "skipped"
    assert resumed.tutorial.prompt(resumed.state) is None
    assert save_document(resumed)["tutorial"] == tutorial.to_dict()


def test_texts_are_short() -> None:
    session, tutorial = start()
    for prompt in follow(session, tutorial):
        sentences = [s for s in prompt.text.replace("!", ".").split(". ") if s.strip()]
        assert len(sentences) <= 3, prompt.text  # one or two short sentences (and a "Good luck!")
        assert len(prompt.text) < 230, prompt.text


def test_every_word_goes_through_gettext(monkeypatch: pytest.MonkeyPatch) -> None:
    import gettext

    from forNorthwood import i18n

    class Marked(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return "«" + message

        def ngettext(self, singular: str, plural: str, n: int) -> str:
            return "«" + (singular if n == 1 else plural)

    monkeypatch.setattr(i18n, "_translation", Marked())
    session, tutorial = start()
    for prompt in follow(session, tutorial):
        sentences = prompt.text.split(" «")
        assert prompt.text.startswith("«") and all(s.strip() for s in sentences), prompt.text


def test_the_moves_it_asked_for_are_known_for_the_review() -> None:
    session, tutorial = start()
    tutorial.next(session.state)  # welcome
    session.apply(A.choose_fief(5))  # not the fief it points at: the player's own choice
    asked: set[int] = set()
    off = random.Random(7)
    for _ in range(300):
        prompt = tutorial.prompt(session.state)
        if prompt is None:
            break
        if prompt.kind == "read":
            tutorial.next(session.state)
            continue
        action = scripted(session, prompt)
        others = [a for a in session.legal() if a is not A.STOP_GAME and K.target_of(a) != K.target_of(action)]
        if others and off.random() < 0.1:
            session.apply(off.choice(others))  # off the script, as the keyboard allows
        else:
            asked.add(len(session.steps))
            session.apply(action)
    assert tutorial.status == "finished"
    assert session.tutorial_required() == asked
    assert 0 not in asked and 0 < len(asked) < len(session.steps) - 1  # some moves were the player's own


def test_a_move_it_asked_for_and_taken_back_is_no_longer_one() -> None:
    session, tutorial = start()
    tutorial.next(session.state)  # welcome
    prompt = tutorial.prompt(session.state)
    assert prompt is not None and prompt.kind == "do"
    session.apply(scripted(session, prompt))
    assert session.tutorial_required() == {0}
    assert session.undo()
    assert session.tutorial_required() == set()
    session.redo()
    assert session.tutorial_required() == {0}
    assert Session(3, "intro", 16).tutorial_required() == set()  # a game without a tutorial


def test_the_guide_never_calls_a_visit_lost_that_can_still_be_won():
    """Without a line found (none without allies, or the search out of its budget), the guide says
    the visit can no longer be won only when that is sure (``core.prospects``)."""
    from forNorthwood.core.prospects import visit_prospect
    from forNorthwood.game.tutorial_line import LineSearch
    from forNorthwood.i18n import tutorial_text as words

    session = Session.for_tutorial()
    session.apply(A.choose_fief(3))
    session.apply(A.BEGIN_VISIT)
    state = session.state
    assert state.phase is Phase.ABILITY_WINDOW and not visit_prospect(state).lost
    text, target, _ = L.guide(L.Position(state, LineSearch(budget=0)))  # no line within the budget
    assert words.lost_visit_text(False) not in text and words.exact_reminder() in text
    assert target is not None  # a step with no target would end the tutorial


def test_a_game_record_keeps_the_moves_the_tutorial_asked_for_and_none_after_a_skip():
    """The replay of the tutorial's game does not judge what the tutorial told the player to do.
    A first-time player skipped the tutorial at its second step and saw their own moves called
    "as the tutorial asked" (the replay guessed from the kingdom and the moves): the record keeps
    the moves the tutorial really asked for, and none after it was skipped."""
    from forNorthwood.game.session import Session
    from forNorthwood.persistence.statistics import _record_from_json, record_from_session

    session = Session.for_tutorial()
    tutorial = session.tutorial
    assert tutorial is not None
    while len(tutorial.required) < 3:
        prompt = tutorial.prompt(session.state)
        assert prompt is not None
        if prompt.kind == "read":
            tutorial.next(session.state)
        else:
            action = L.action_for(prompt.target, prompt.drop, session.state)
            assert action is not None
            session.apply(action)
    asked = frozenset(tutorial.required)
    tutorial.skip()
    played = len(session.steps)
    for _ in range(5):  # on as a normal game: the moves the tutorial would have asked for too
        session.apply(next(a for a in session.legal() if a is not A.STOP_GAME))
    record = record_from_session(session, abandoned=True)
    assert frozenset(record.tutorial_asked) == asked and max(record.tutorial_asked) < played
    # Kept in the statistics file, read back; a damaged list makes the record unreadable.
    from dataclasses import asdict

    raw = {**asdict(record), "fiefs": list(record.fiefs), "abilities_used": list(record.abilities_used)}
    assert _record_from_json(raw) == record
    assert _record_from_json({**raw, "tutorial_asked": [-1]}) is None
    old = {k: v for k, v in raw.items() if k != "tutorial_asked"}  # a record from before: all judged
    assert _record_from_json(old) is not None and _record_from_json(old).tutorial_asked == ()
    # Another kingdom's game: nothing was asked.
    other = Session(5, "full", 16, True)
    other.apply(other.legal()[0])
    assert record_from_session(other, abandoned=True).tutorial_asked == ()
