"""One number for each decision: a player read "≈89%" on the end screen's review and 94% in the
replay (and the Hint's badge) for one choice. The review and the replay asked the advisor apart,
each at the Hint's budget: a decision the advisor did not settle within it got two estimates.
Both now read the game's advice book (``Keeper.advice_book``): the Hint's advice where it was
shown, else the first the advisor gave for the decision in this run."""

from __future__ import annotations

import functools
import random

from forNorthwood.ai import advisor
from forNorthwood.ai import review as ai_review
from forNorthwood.ai.advisor import ActionAdvice, Advice
from forNorthwood.ai.bots import random_policy
from forNorthwood.core import legal_actions
from forNorthwood.game import replay_advice
from forNorthwood.game.advice_book import AdviceBook
from forNorthwood.game.replay import Replay, record_of
from forNorthwood.game.session import Session
from forNorthwood.ui.review_layer import Reviews, core_steps
from tests.session_kit import play

#: A tiny budget: the tests check the plumbing, not the advisor's strength.
BUDGET = 1


def hinted(session: Session) -> Advice:
    """A Hint's advice no advisor would give (the first choice 31%, the others 77%, estimates)."""
    actions = legal_actions(session.state)
    shown = tuple(ActionAdvice(a, 0.31 if i == 0 else 0.77, False, 9) for i, a in enumerate(actions))
    return Advice(shown, 1, 0.77)


def played_with_every_hint_shown(seed: int) -> Session:
    """A game played to its end, the Hint shown at every decision."""
    session = Session(seed, "intro", 16)
    policy = random_policy(seed)
    while not session.over:
        if len(legal_actions(session.state)) > 1:
            session.note_hint(session.state, hinted(session))
        session.apply(policy(session.state))
    return session


def test_the_replay_shows_the_hints_numbers_that_the_end_screens_review_says(app):
    session = played_with_every_hint_shown(3)
    keeper = app.ctx.keeper
    recorded = keeper.finish(session)
    assert recorded is not None
    reviews = Reviews(app.jobs, keeper.advice_book)
    reviews.start(session)
    assert app.jobs.wait_idle(60)
    costly = [v.costliest for v in reviews.result(session) or [] if v.costliest is not None]
    assert costly and all((c.played_success, c.best_success) == (0.31, 0.77) for c in costly)
    advisor.forget_advice()
    replay = keeper.replay(recorded.record)
    advice = keeper.advice_work(recorded.record, replay)(lambda: False)  # at the Hint's budget
    _, where = core_steps(session)
    step_of = {core: step for step, core in enumerate(where)}
    for cost in costly:
        decision = advice.at(step_of[cost.step])
        assert decision is not None and decision.best is not None
        assert decision.value(decision.played) == (cost.played_success, cost.played_is_exact)
        assert decision.value(decision.best) == (cost.best_success, cost.best_is_exact)


def test_where_no_hint_was_shown_the_replay_reads_the_advice_the_review_was_given(monkeypatch):
    session = play(Session(5, "full", 16), random.Random(5), steps=30)
    book = AdviceBook()
    _, where = core_steps(session)
    step_of = {core: step for step, core in enumerate(where)}
    quick = functools.partial(ai_review.review_game, budget_ms=BUDGET, fief_budget_ms=BUDGET, min_cost=0.0)

    def keep(core: int, ask):
        return ask() if core not in step_of else book.advice(step_of[core], ask)

    reviews = quick(session.seed, session.setup, session.threshold, core_steps(session)[0], keep=keep)
    costly = [v.costliest for v in reviews if v.costliest is not None]
    assert costly
    # Asked again, the advisor would answer anew (its cache forgotten): the replay asks it nothing
    # for the decisions the review weighed.
    advisor.forget_advice()
    asked: list[int] = []

    def anew(state, *args, **kwargs):
        asked.append(1)
        return advisor.advise(state, *args, **kwargs)

    monkeypatch.setattr(replay_advice, "advise", anew)
    replay = Replay.build(record_of(session))
    weighed = {index for index in replay.decisions if book.kept(index) is not None}
    assert {step_of[c.step] for c in costly} <= weighed
    advice = replay_advice.advise_game(replay, BUDGET, book=book)
    for cost in costly:
        decision = advice.at(step_of[cost.step])
        assert decision is not None and decision.best is not None
        assert decision.value(decision.played) == (cost.played_success, cost.played_is_exact)
        assert decision.value(decision.best) == (cost.best_success, cost.best_is_exact)
    assert len(asked) == len(set(replay.decisions) - weighed)


def test_the_first_advice_kept_for_a_step_stays_and_the_hints_are_the_steps_own():
    book = AdviceBook()
    first, second, shown = (Advice((), None, value) for value in (0.1, 0.2, 0.3))
    assert book.advice(4, lambda: first) is first
    assert book.advice(4, lambda: second) is first
    book.show({4: shown})
    assert book.advice(4, lambda: second) is shown and book.kept(5) is None
