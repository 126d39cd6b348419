"""The replay's words, as a first-time player read them: allies named by character, not by slot;
the options on no card said with their verb; which number the badges are at each step; the
timeline's gold mark; the visits' tabs; the heading at the end of the game."""

from __future__ import annotations

import itertools

import pygame
import pytest

from forNorthwood.ai.review import ChoiceCost, VisitReview
from forNorthwood.core import actions as A
from forNorthwood.core.state import FiefStatus
from forNorthwood.i18n import speaking
from forNorthwood.i18n.choice_text import allies_of
from forNorthwood.i18n.messages import character_name
from forNorthwood.i18n.replay_text import legend_words, verdict_text
from forNorthwood.i18n.review_text import action_words, review_lines
from forNorthwood.ui.replay_places import replay_layout, visit_bands
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.replay_picture import band_words, replay_bands
from forNorthwood.ui.text import recording
from tests.cards_kit import card_of

from .input_kit import settle
from .test_replay_screen import finished, keep_quick_advice, replay_scene

ALLIES = ("QL", "JC", "BE", "QF")


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_an_ally_is_named_by_its_character_not_its_slot(language):
    with speaking(language):
        used = verdict_text(A.activate(2), (0.4, False), A.play(card_of("7E")), (0.6, False), allies=ALLIES)
        picked = verdict_text(A.pick_slot(0), (0.4, True), allies=ALLIES)
        label = action_words(A.activate(1), ALLIES)
        cost = ChoiceCost(3, A.activate(3), 0.1, A.activate(1), 0.5, True, ALLIES)
        (_, line) = review_lines([VisitReview(2, False, 0.3, True, cost, 4)])
        slot_words = verdict_text(A.activate(2), (0.4, False))  # no allies known: by slot, as before
        names = {code: str(character_name(code)).split()[-1] for code in ALLIES}  # "Eyes", "Yeux", "Очей"...
    assert names["BE"] in used and "3" not in used, used
    assert names["QL"] in picked, picked
    assert names["JC"] in label and "2" not in label, label
    assert names["QF"] in line and names["JC"] in line, line
    assert "3" in slot_words


def test_the_replay_and_the_review_say_an_answer_to_an_ability_by_what_it_did():
    """The replay's verdict and the end-of-game review read the question the position waits on: a
    Jack of Eyes' discard is "You discarded", a Jack of Leaves' swap names the rulers swapped."""
    from dataclasses import replace

    from forNorthwood.core import new_game
    from forNorthwood.core.cards import parse_card
    from forNorthwood.core.state import Decision, DecisionKind, Phase
    from forNorthwood.ui.scenes.replay_verdict import step_verdict

    start = new_game(3, "full", 16)
    kingdom = start.kingdom.with_visiting(3)
    cards = tuple(sorted(parse_card(c) for c in ("2F", "7F")))
    discard = Decision("JE", 0, "je_discard", DecisionKind.CARD, cards, (1,))
    state = replace(start, kingdom=kingdom, phase=Phase.DECISION, decision=discard)
    assert (
        step_verdict(A.pick_card(card_of("2F")), state, None, False, False, None)
        == "You discarded the 2\u00a0of\u00a0Flowers."
    )
    cost = ChoiceCost(3, A.pick_card(card_of("2F")), 0.1, A.pick_card(card_of("7F")), 0.5, True, ALLIES, state)
    (_, line) = review_lines([VisitReview(3, False, 0.3, True, cost, 4)])
    assert "You discarded the 2" in line and "The Hint would have discarded the 7" in line, line
    swap = Decision("JL", 0, "jl_fief", DecisionKind.FIEF, (1, 2), ())
    state = replace(start, kingdom=kingdom, phase=Phase.DECISION, decision=swap)
    here, other = (str(character_name(kingdom.fiefs[f].ruler or "")) for f in (3, 1))
    told = step_verdict(A.pick_fief(1), state, None, False, True, None)
    assert told.replace("\u00a0", " ") == f"You swapped the {here} with the {other} of fief 1.".replace("\u00a0", " ")


def test_the_allies_of_a_position_are_the_characters_their_slots_offer():
    """A friend standing in for an ally is the one whose ability the slot offers: the one named."""
    from dataclasses import replace

    from forNorthwood.core import new_game
    from forNorthwood.core.state import ally_slot

    state = new_game(3, "full", 16)
    allies = state.kingdom.allies
    standing = (ally_slot(allies[0].ally, "JC"), *allies[1:])
    state = replace(state, kingdom=state.kingdom.with_allies(standing))
    assert allies_of(state) == ("JC", *(a.ally for a in allies[1:]))


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_options_on_no_card_are_said_with_their_verb(language):
    with speaking("en"):
        assert action_words(A.REVEAL) == "reveal the next statement"
        assert action_words(A.Back()) == "choose another fief"
    with speaking(language):
        words = [action_words(a) for a in (A.REVEAL, A.Back())]
    assert all(words) and len(set(words)) == 2


def test_the_legend_says_where_the_replay_stands():
    with speaking("en"):
        assert "you are here" in legend_words()
        assert "shown" not in legend_words()


def test_each_step_says_which_number_its_badges_are(app):
    _, record, replay = finished(app)
    advice = keep_quick_advice(app, record, replay)
    fief = next(d for d in advice.decisions if d.fiefs is not None)
    inside = next(d for d in advice.decisions if d.in_visit)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=fief.index)))
    settle(app)
    scene = replay_scene(app)
    assert "badges: chance to reach 16 stars" in scene.status() or "stars to expect" in scene.status()
    scene.go(inside.index)
    settle(app)
    assert scene.status().endswith("badges: chance to win this visit"), scene.status()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_a_visit_of_a_few_moves_keeps_a_readable_tab(size):
    """The last visit, stopped at once, was a band a few pixels wide, labelled "4"."""
    pygame.init()
    lay = replay_layout(*size)
    starts, length = (0, 100, 200, 297), 300
    natural = visit_bands(lay.visits, lay.timeline, starts, length)
    assert natural[-1].width < 20  # the natural band: too narrow for words
    bands = replay_bands(lay, starts, length)
    from forNorthwood.ui import assets

    face = assets.font(lay.text(14), True)
    for number, band in enumerate(bands, start=1):
        assert face.size(band_words(number))[0] <= band.width, (number, band)
        assert lay.visits.contains(band)
    assert all(a.right <= b.left for a, b in itertools.pairwise(bands))
    assert bands[0].left == natural[0].left and abs(bands[-1].right - natural[-1].right) <= 2


def test_the_end_of_the_game_is_no_visit_of_eight(app):
    _, record, replay = finished(app)
    keep_quick_advice(app, record, replay)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=replay.length)))
    settle(app)
    with recording() as drawn:
        app.dirty = True
        app.draw()
    said = [t.message for t in drawn]
    assert "Game over" in said and not any(m.startswith("Visit ") and m.endswith(" of 8") for m in said), said


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_your_choice_covers_none_of_the_cards_words_nor_its_picture(clock, tmp_path, size, language):
    """At 1280×800 the tag covered fief 3's "Unvisited"; at 960×600 it was wider than the card; over
    the picture, in the card's middle, it hid the fief's picture. It now hangs under a fief's odds,
    clear of the whole card, and sits over a dialogue card's top edge, clear of its middle. Where
    the headings under fiefs 0 to 3 leave no room under it (at 960×600 a fief chosen against the
    Hint went untagged), it lies over the portrait under the fief's number, clear of the number,
    the band at its foot (stars or status) and the odds."""
    from forNorthwood.ui.card_places import fief_band_top, fief_number_area
    from forNorthwood.ui.hint_badges import badge_key

    from .screen_kit import new_app, replay_position

    app = new_app(tmp_path, size, language, clock)
    with speaking(language):
        _, record, replay = finished(app)
        keep_quick_advice(app, record, replay)
        fiefs = [i for i in replay.decisions if replay.state(i).phase.name == "CHOOSE_FIEF"][:3]
        tags = 0
        for index in (*fiefs, replay_position(replay)):
            app.carry_out(Goto(lambda ctx, index=index: ReplayScene(ctx, record, replay, index=index)))
            settle(app)
            scene = replay_scene(app)
            played = scene.played()
            if played is None or not isinstance(played, A.ChooseFief | A.Play):
                continue
            frame = scene.table.frame
            card = frame.places[frame.shown_at[badge_key(played)]].rect
            for tag in (b for b in scene.badges[2::4] if b.visible):
                tags += 1
                if isinstance(played, A.ChooseFief):
                    if tag.rect.colliderect(card):  # over its portrait, under its number, above its band
                        number = fief_number_area(played.fief, card)
                        assert number.bottom <= tag.rect.top and tag.rect.bottom <= fief_band_top(card), (
                            index,
                            tag.rect,
                            card,
                        )
                else:
                    assert tag.rect.bottom <= card.top + card.height // 5, (index, tag.rect, card)
    assert tags >= 1


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_the_played_out_visit_is_told_whole_at_960(clock, tmp_path, language):
    """The decision before the moves "Finish the visit" played says so; at 960×600 that verdict (two
    sentences, a drop's note perhaps) is whole, at the text floor or above, and covers no card."""
    from forNorthwood.ui.scenes.replay_picture import verdict_area
    from forNorthwood.ui.theme import MIN_TEXT

    from ..game.test_replay_settled import settled_game
    from .screen_kit import new_app, replay_advice
    from .test_replay_screen import end_screen

    app = new_app(tmp_path, (960, 600), language, clock)
    lay = replay_layout(960, 600)
    with speaking(language):
        session = settled_game()
        end_screen(app, session)
        record = app.keeper.record_of(session)
        assert record is not None and record.settled
        replay = app.keeper.replay(record)
        advice = replay_advice(replay, replay.length)
        assert replay.settled_after
        for index in replay.settled_after:
            app.carry_out(Goto(lambda ctx, i=index: ReplayScene(ctx, record, replay, index=i, advice=advice)))
            settle(app)
            scene = replay_scene(app)
            verdict, _costly = scene.verdict()
            with recording() as drawn:
                app.dirty = True
                app.draw()
            words = " ".join(" ".join(t.message.split()) for t in drawn)
            assert " ".join(verdict.split()[-3:]) in words, verdict
            said = [t for t in drawn if t.message.strip() and " ".join(t.message.split()) in " ".join(verdict.split())]
            assert said and all(t.fits and t.drawn_size >= MIN_TEXT for t in said), verdict
            area = verdict_area(lay, verdict)
            cards = [s.rect for s in scene.table.sprites.values() if s.visible]
            assert area.collidelist(cards) == -1, (index, area, verdict)


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_stopping_the_game_is_said_with_the_stars_it_ends_with(language):
    """ "stop the game 0.0 ★" read as earning nothing: its badge among the options, and the verdict,
    say the stars the game ends with (those won so far), never its number."""
    from dataclasses import replace

    from forNorthwood.ai.advisor import FiefChoices
    from forNorthwood.core import new_game
    from forNorthwood.game.action_codes import action_code
    from forNorthwood.game.replay_advice import DecisionAdvice, OptionAdvice
    from forNorthwood.i18n.replay_text import stop_value_text
    from forNorthwood.i18n.review_text import stars_text
    from forNorthwood.ui.scenes.replay_badges import chips_of
    from forNorthwood.ui.scenes.replay_verdict import step_verdict

    state = new_game(3, "full", 16)
    won = tuple(replace(f, status=FiefStatus.WON) if i in (3, 4) else f for i, f in enumerate(state.kingdom.fiefs))
    state = replace(state, kingdom=state.kingdom.with_fiefs(won))
    stars = state.kingdom.stars
    assert stars > 0
    told = (f"{stars} ★", f"별 {stars}개")  # the stars the game ends with (Korean counts them: 별 3개)
    actions = (A.choose_fief(0), A.choose_fief(6), A.STOP_GAME)
    options = tuple(OptionAdvice(action_code(a), 0.2, False) for a in actions)
    fiefs = FiefChoices("stars", 16, ((0.9, False), (1.2, False), (0.0, True)), 1)
    decision = DecisionAdvice(5, options, 1, 2, False, fiefs)
    with speaking(language):
        chips = chips_of(decision, tuple(zip(actions, options, strict=True)), A.STOP_GAME, {}, state)
        stop = chips[-1]
        assert stop.chance == stop_value_text(stars) and str(stars) in stop.chance
        assert stop.played and stars_text(0.0, True) not in stop.chance
        verdict = step_verdict(A.STOP_GAME, state, decision, False, False, None)
        assert stars_text(0.0, True) not in verdict and any(f in verdict for f in told), verdict
        assert stars_text(1.2, False) in verdict  # the Hint's fief, by its number
        hint = replace(decision, best=2, played=0)
        verdict = step_verdict(A.choose_fief(0), state, hint, False, False, None)
        assert stars_text(0.0, True) not in verdict and any(f in verdict for f in told), verdict
    if language == "en":
        assert verdict == (
            f"You chose fief 0 (stars to expect: ≈0.9 ★). The Hint would have stopped the game with {stars} ★."
        )
