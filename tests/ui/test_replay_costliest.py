"""One voice for the end screen and the replay: the end screen named a visit's "costliest choice"
(the 6 of Eyes), while the replay's red mark for that visit pointed at another decision, with
other words. The replay names each visit's costliest choice as the review does: the same
decision, in the same words, marked in red on the timeline (the biggest drop in its visit)."""

from __future__ import annotations

from forNorthwood.ai.review import review_game
from forNorthwood.i18n import speaking
from forNorthwood.i18n.review_text import review_lines
from forNorthwood.ui.review_layer import core_steps
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.replay_marks import MARK_DROP
from forNorthwood.ui.scenes.replay_verdict import reason_words

from .input_kit import settle
from .screen_kit import replay_advice
from .test_replay_screen import finished, replay_scene

BUDGET = 2  # the advice's budget in the tests (``replay_advice``): the review asks at the same


def test_the_replay_names_each_visits_costliest_choice_as_the_end_screen_does(app):
    session, record, replay = finished(app)
    advice = replay_advice(replay, replay.length)
    actions, where = core_steps(session)  # the review counts the core's steps (answers included)
    reviews = review_game(
        session.seed, session.setup, session.threshold, actions, budget_ms=BUDGET, fief_budget_ms=BUDGET
    )
    # The replay marks (and calls "costliest") those that cost a real amount (five points or more).
    costly = [v.costliest for v in reviews if v.costliest is not None and v.costliest.cost >= MARK_DROP - 1e-9]
    named = [where.index(cost.step) for cost in costly]
    assert named  # the game has costly choices to name
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=named[0], advice=advice)))
    settle(app)
    scene = replay_scene(app)
    assert [d.index for d in scene.costliest()] == named
    timeline = scene.picture().timeline
    assert set(named) <= set(timeline.drops)  # marked in red
    assert set(timeline.drops) <= set(named) | {d.index for d in scene.drops()}
    with speaking("en"):
        lines = review_lines(reviews)
        for step in named:
            scene.go(step)
            verdict, error = scene.verdict()
            assert error and ": your costliest choice this visit." in verdict
            # The review's very sentences: the choice and its chance, then the Hint's (why it was worse
            # after them, where the advice knows, is the replay's own).
            decision = scene.decision()
            why = "" if decision is None or decision.reason is None else reason_words(decision.reason)
            assert any(verdict_core(verdict, why) in line for line in lines), (verdict, lines)


def verdict_core(verdict: str, why: str = "") -> str:
    """The verdict's two sentences the review says too (a drop's note after them, or why the choice was
    worse, ``why``, is the replay's)."""
    if why:
        verdict = verdict.replace(" " + why, "")
    for after in (
        " It cost ",
        " Then the cards",
        " Then the next card",
        " Next step: ",
    ):  # the replay's own
        verdict = verdict.split(after)[0]
    return verdict
