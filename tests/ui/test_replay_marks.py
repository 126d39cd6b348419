"""The replay's timeline marks (``replay_marks``), as a first-time player asked for them:

* a red mark only on a choice that cost a real amount (ten points, said in the legend): a 98% → 92%
  drop in a visit that was won was marked "your costliest choice";
* the game's biggest drops ranked on one scale (the chance to win the visit), a fief chosen on its
  own (the chance to reach the goal), its verdict saying which;
* luck: a visit lost with every choice the Hint's (67% → 0% on the cards revealed) had no mark:
  the cards that went against the player are marked (not red) and said to be no choice;
* a reveal names the card revealed, and the forced answer that followed it."""

from __future__ import annotations

import itertools
from dataclasses import replace

from forNorthwood.core.actions import Play, Reveal
from forNorthwood.game.replay_advice import DecisionAdvice, GameAdvice, OptionAdvice
from forNorthwood.i18n import speaking
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.replay_marks import MARK_DROP, costliest, fief_drops, luck_falls, visit_drops

from .input_kit import settle
from .screen_kit import replay_advice
from .test_replay_screen import finished, replay_scene


def test_only_a_real_cost_is_marked_and_each_scale_on_its_own():
    small = DecisionAdvice(3, (OptionAdvice("p5L", 0.98, True), OptionAdvice("p7L", 0.92, True)), 0, 1, True)
    big = DecisionAdvice(8, (OptionAdvice("p5L", 0.70, True), OptionAdvice("p7L", 0.40, True)), 0, 1, True)
    advice = GameAdvice("0" * 32, 300, (small, big))
    visit_of = {3: 0, 8: 1}.__getitem__
    assert small.drop < MARK_DROP <= big.drop
    assert visit_drops(advice, ()) == (big,) and costliest(advice, visit_of, ()) == (big,)
    assert fief_drops(advice, ()) == ()  # no fief chosen: nothing of the goal's scale


def flat(decision: DecisionAdvice, chance: float) -> DecisionAdvice:
    """``decision`` with every option at ``chance`` (an estimate): no choice costs anything."""
    return replace(decision, options=tuple(replace(o, success=chance, exact=False) for o in decision.options))


def test_the_cards_that_went_against_the_player_are_marked_and_said(app):
    _, record, replay = finished(app)
    real = replay_advice(replay, replay.length)
    inside = [d for d in real.decisions if d.in_visit and d.fiefs is None]
    first, _then = next(
        (a, b) for a, b in itertools.pairwise(inside) if replay.visit_of(a.index) == replay.visit_of(b.index)
    )
    decisions = []
    for d in real.decisions:
        chance = 0.67 if d is first else 0.12  # the one fall: after the first
        decisions.append(d if d.fiefs is not None else flat(d, chance))
    advice = replace(real, decisions=tuple(decisions))
    falls = luck_falls(replay, advice)
    assert falls and falls[0].index == first.index and round(falls[0].fall, 2) == 0.55, falls
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=first.index, advice=advice)))
    settle(app)
    scene = replay_scene(app)
    with speaking("en"):
        verdict, red = scene.verdict()
        assert "from ≈67% to ≈12%: your choices had no part in it." in verdict and not red, verdict
        assert "Then the cards" in verdict or "Then the next card" in verdict
        picture = scene.picture()
        assert first.index in picture.timeline.luck and first.index not in picture.timeline.drops
        assert "cards against you (20+ points)" in picture.legend
    with speaking("fr"):
        assert "tes choix n’y sont pour rien" in scene.verdict()[0]


def forced_after(replay, index: int) -> bool:
    """Whether a move with no choice (a forced answer) followed action ``index`` before the next decision."""
    return any(isinstance(replay.position(j).action, Play) for j in range(index + 1, replay.next_decision(index)))


def test_a_reveal_names_the_card_and_the_forced_answer(app):
    _, record, replay = finished(app)
    advice = replay_advice(replay, replay.length)
    reveals = [i for i in replay.decisions if isinstance(replay.position(i).action, Reveal)]
    assert reveals
    shown = next((i for i in reveals if forced_after(replay, i)), reveals[0])
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=shown, advice=advice)))
    settle(app)
    with speaking("en"):
        verdict = replay_scene(app).verdict()[0]
        assert "Next step: the ruler reveals the " in verdict, verdict
        assert ("your only possible answer is the " in verdict) == forced_after(replay, shown), verdict
    with speaking("fr"):
        assert "Étape suivante\u00a0: le dirigeant révèle " in replay_scene(app).verdict()[0]


def test_the_cards_marks_follow_one_plain_threshold_the_legend_states(app):
    """A first-time player saw 70% → 45% marked and 78% → 58% not, with no rule said (the three
    biggest falls and each lost visit's were marked): every fall of twenty points or more as shown,
    none under, and the legend says so."""
    from forNorthwood.ui.scenes.replay_marks import LUCK_DROP, marks_legend

    _, _record, replay = finished(app)
    real = replay_advice(replay, replay.length)
    inside = [d for d in real.decisions if d.in_visit and d.fiefs is None]
    pairs = [(a, b) for a, b in itertools.pairwise(inside) if replay.visit_of(a.index) == replay.visit_of(b.index)]
    twenty, fifteen = pairs[0][0], next(a for a, b in pairs[2:] if a is not pairs[1][0])
    chances = {twenty.index: 0.30, fifteen.index: 0.25}  # then 10%: falls of 20 and 15 points
    decisions = tuple(d if d.fiefs is not None else flat(d, chances.get(d.index, 0.10)) for d in real.decisions)
    falls = luck_falls(replay, replace(real, decisions=decisions))
    assert round(LUCK_DROP * 100) == 20
    assert [luck.index for luck in falls] == [twenty.index], falls
    with speaking("en"):
        legend = marks_legend(True)
    assert "choices costing 10+ points (H/T: previous/next)" in legend, legend
    assert "cards against you (20+ points)" in legend, legend
