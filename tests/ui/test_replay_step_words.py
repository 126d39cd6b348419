"""Words of a replay's steps a first-time player (p61) found at odds with the table or each other:

* at a reveal, the verdict went on with the card revealed and the forced answer after it while the
  table still showed the trick empty: those are said as the next step's, in a sentence ("Next step:
  Statement: 8 of Claws" read oddly to a careful English reader);
* "You put the Jack of Claws in slot 2 (≈58%): as good as the Hint's advice", then, one step on,
  "Following the Hint you would have sent the Jack of Claws back (≈58%)": the second verdict says the
  Hint rated the first choice as good one step before (its estimate, worked out again, changed)."""

from __future__ import annotations

from random import Random

from forNorthwood.core import legal_actions
from forNorthwood.core.actions import Reveal, Substitute, Unsubstitute
from forNorthwood.game.action_codes import action_code
from forNorthwood.game.replay_advice import DecisionAdvice, GameAdvice, OptionAdvice
from forNorthwood.i18n import speaking
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene

from .input_kit import settle
from .screen_kit import replay_advice, session_with_friend
from .test_replay_marks import forced_after
from .test_replay_screen import end_screen, finished, replay_scene


def test_what_follows_a_reveal_is_said_as_the_next_steps(app):
    _, record, replay = finished(app)
    advice = replay_advice(replay, replay.length)
    reveals = [i for i in replay.decisions if isinstance(replay.position(i).action, Reveal)]
    shown = next(i for i in reveals if forced_after(replay, i))
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=shown, advice=advice)))
    settle(app)
    with speaking("en"):
        verdict = replay_scene(app).verdict()[0]
    assert "Next step: the ruler reveals the " in verdict, verdict  # not "Next step: Statement: 8 of Claws"
    assert "Statement:" not in verdict, verdict
    assert ", and your only possible answer is the " in verdict, verdict
    assert replay_scene(app).table.model.statement is None  # the table: before the reveal


def test_the_hint_sending_back_the_friend_it_called_as_good_says_it_changed_its_estimate(app):
    session = session_with_friend(False)
    rng = Random(5)
    while not session.over:
        session.apply(rng.choice([a for a in session.legal() if a.type not in ("stop_game", "back", "unsubstitute")]))
    end_screen(app, session)
    record = app.keeper.record_of(session)
    assert record is not None
    replay = app.keeper.replay(record)
    brought = next(i for i in replay.decisions if isinstance(replay.position(i).action, Substitute))
    then = replay.next_decision(brought)
    action = replay.position(brought).action
    back = Unsubstitute(action.slot)
    assert back in legal_actions(replay.state(then))
    played = replay.position(then).action
    options = (OptionAdvice(action_code(action), 0.584, False), OptionAdvice("v", 0.30, False))
    first = DecisionAdvice(brought, options, 0, 0, False)  # as good as the Hint's: ≈58%
    second = DecisionAdvice(
        then,
        (OptionAdvice(action_code(played), 0.521, False), OptionAdvice(action_code(back), 0.584, False)),
        1,
        0,
        False,
    )
    advice = GameAdvice(replay.record.final, 2, (first, second))
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=then, advice=advice)))
    settle(app)
    scene = replay_scene(app)
    with speaking("en"):
        verdict = scene.verdict()[0]
        assert "One step before, the Hint rated bringing this friend in at ≈58%" in verdict, verdict
        scene.go(brought)
        assert "One step before" not in scene.verdict()[0]
