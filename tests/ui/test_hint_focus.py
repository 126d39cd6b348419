"""The Hint and the keyboard focus together: both rings in sight, the slot numbers, the ally's words."""

from __future__ import annotations

import threading

import pygame
import pytest

from forNorthwood.ai.advisor import ActionAdvice, Advice
from forNorthwood.core import actions as A
from forNorthwood.core import legal_actions
from forNorthwood.game import table_keys as K
from forNorthwood.ui.theme import FOCUS_RING, focus_reach, focus_width
from tests.cards_kit import card_of

from .input_kit import center_of, drag, in_hand, key, make_app, settle, start_game, step_until
from .test_visit import visit_at


def advising(wanted):
    """An advisor that rings the first legal action ``wanted`` accepts (≈77%), the rest ≈30%."""

    def advise(state, *args, **kwargs):
        legal = legal_actions(state)
        chosen = next(i for i, a in enumerate(legal) if wanted(a))
        odds = tuple(ActionAdvice(a, 0.77 if i == chosen else 0.3, False, 0) for i, a in enumerate(legal))
        return Advice(odds, chosen, 0.77)

    return advise


def white_around(app, rect: pygame.Rect) -> int:
    """Pure white pixels on screen in the band where a focus ring round ``rect`` lies."""
    app.scene.table.stale = True
    app.step()
    reach = 2 * focus_width(*rect.size)
    band = rect.inflate(2 * reach + 2, 2 * reach + 2).clip(app.surface.get_rect())
    count = 0
    for x in range(band.left, band.right):
        for y in range(band.top, band.bottom):
            if not rect.collidepoint(x, y) and tuple(app.surface.get_at((x, y)))[:3] == FOCUS_RING:
                count += 1
    return count


@pytest.mark.parametrize("size", [(1280, 800), (3840, 2160)])
def test_the_gold_ring_leaves_the_focus_ring_in_sight(clock, size):
    """A keyboard player pressed H: the Hint's gold ring and glow lay over the white focus dashes
    of the same card, which washed out (at 1280×800 they hardly showed). The glow now leaves the
    focus's band clear: every white dash drawn before the hint is still white with it."""
    app = make_app(clock, size)
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    key(app, pygame.K_SPACE)  # a statement: the hand answers
    settle(app)
    scene = app.scene
    scene.focus = in_hand("7E")
    scene.refresh()
    card = scene.locate(in_hand("7E"))
    before = white_around(app, card)
    assert before > 0
    scene.hints.advise = advising(lambda a: isinstance(a, A.Play) and a.card == card_of("7E"))
    key(app, pygame.K_h)
    step_until(app, lambda: scene.hints.shown is not None and scene.hints.badges, 20)
    settle(app)
    assert scene.focus == in_hand("7E")
    glows = [g for g in scene.hints.badges[0::2] if g.visible]
    assert len(glows) == 1 and glows[0].rect.contains(card)  # the gold ring is round that card
    assert white_around(app, card) == before


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_the_hint_ringing_an_ally_brings_no_words_until_the_player_moves_the_ring_there(clock, size):
    """H moved the focus ring onto an ally and its words came, the mouse elsewhere: they hid fiefs
    6-7 at 1920×1080, fiefs 5-7 at 960×600 and the statement at 3840×2160. The Hint's move of the
    ring now brings no words; the player's own key moving the ring onto the ally does, beside it,
    covering neither its ring, any badge nor the trick's statement and response."""
    app = make_app(clock, size)
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    key(app, pygame.K_SPACE)  # a statement on the trick, answered: the allies may act
    drag(app, center_of(app, in_hand("7E")), app.scene.layout.response.center)
    settle(app)
    scene = app.scene
    scene.hints.advise = advising(lambda a: isinstance(a, A.Activate) and a.slot == 0)
    key(app, pygame.K_h)
    step_until(app, lambda: scene.hints.shown is not None and scene.hints.badges, 20)
    settle(app)
    assert scene.focus == K.Ally(0)
    tooltip = scene.table.tooltip
    assert not tooltip.visible
    key(app, pygame.K_RIGHT)  # the player's own focus: off the ally and back onto it
    key(app, pygame.K_LEFT)
    settle(app)
    assert scene.focus == K.Ally(0)
    assert tooltip.visible and scene.tips.of == K.Ally(0)
    card = scene.locate(K.Ally(0))
    ringed = card.union(scene.layout.ally_slots[0])
    ring = ringed.inflate(2 * focus_reach(*ringed.size), 2 * focus_reach(*ringed.size))
    assert not tooltip.rect.colliderect(ring)
    badges = scene.hints.badge_places()
    assert badges and not any(tooltip.rect.colliderect(badge) for badge in badges)
    lay = scene.layout
    assert not tooltip.rect.colliderect(lay.discard) and not tooltip.rect.colliderect(lay.response)
    assert pygame.Rect((0, 0), size).contains(tooltip.rect)


def test_enter_right_after_h_takes_the_choice_the_hint_rings(clock):
    """A keyboard player pressed H, then Enter while the Hint was still searched: Enter played what
    the ring was on (here fief 3), and the ring then went to the Hint's choice. Enter pressed before
    the answer now waits for it and takes the ringed choice (fief 5), as Enter on the ring would."""
    from .test_table_polish import fief_odds

    app = make_app(clock)
    session = start_game(app)
    scene = app.scene
    gate = threading.Event()

    def slow(*args, **kwargs):
        gate.wait(10)
        return fief_odds(*args, **kwargs)

    scene.hints.advise = slow
    scene.focus = K.Fief(3)
    key(app, pygame.K_h)
    key(app, pygame.K_RETURN)
    assert scene.hints.thinking() and session.state.kingdom.visiting is None  # nothing played yet
    gate.set()
    step_until(app, lambda: session.state.kingdom.visiting is not None, 20)
    assert session.state.kingdom.visiting == 5


def test_enter_after_h_and_an_arrow_takes_what_the_ring_is_on(clock):
    """The player moved the ring after H: Enter takes that thing, the Hint searched or not."""
    from .test_table_polish import fief_odds

    app = make_app(clock)
    session = start_game(app)
    scene = app.scene
    gate = threading.Event()

    def slow(*args, **kwargs):
        gate.wait(10)
        return fief_odds(*args, **kwargs)

    scene.hints.advise = slow
    scene.focus = K.Fief(3)
    key(app, pygame.K_h)
    key(app, pygame.K_RIGHT)
    chosen = scene.focus
    assert isinstance(chosen, K.Fief) and chosen != K.Fief(3)
    key(app, pygame.K_RETURN)
    gate.set()
    settle(app)
    assert session.state.kingdom.visiting == chosen.number


def test_in_the_tutorial_enter_after_h_is_judged_by_the_tutorial(clock):
    """While the tutorial asks for its own move, Enter after H does not wait for the Hint's choice
    (the Hint may ring another move than the step asks for): Enter acts where the ring is."""
    from .test_tutorial_play import play_step, start_tutorial_from_title

    app = make_app(clock)
    start_tutorial_from_title(app, clock)
    for _ in range(10):
        scene = app.scene
        prompt = scene.tutorial.overlay.prompt(scene.session.state)
        if prompt.target is not None and prompt.drop is None:
            break
        play_step(app, clock)
    assert scene.tutorial.active and prompt.target is not None
    session = scene.session
    asked = [a for a in session.legal() if K.target_of(a)[0] == prompt.target]
    other = next(a for a in session.legal() if K.target_of(a)[0] != prompt.target)
    gate = threading.Event()

    def slow(state, *args, **kwargs):
        gate.wait(10)
        return advising(lambda a: a == other)(state)

    scene.hints.advise = slow
    scene.focus = prompt.target
    scene.refresh()
    steps = len(session.steps)
    key(app, pygame.K_h)
    key(app, pygame.K_RETURN)
    gate.set()
    settle(app, clock)
    assert len(session.steps) > steps and session.steps[steps].action in asked


@pytest.mark.parametrize("size", [(1280, 800), (3840, 2160)])
def test_h_leaves_the_focus_where_the_gold_ring_is_on_next_statement(clock, size):
    """H with the focus on Next statement, the Hint ringing a reveal: the white focus went to the
    deck while the gold ring stayed on Next statement. The focus goes where the ring is."""
    app = make_app(clock, size)
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    scene = app.scene
    scene.focus = K.Button("reveal")
    scene.refresh()
    scene.hints.advise = advising(lambda a: isinstance(a, A.Reveal))
    key(app, pygame.K_h)
    step_until(app, lambda: scene.hints.shown is not None and scene.hints.badges, 20)
    settle(app)
    glows = [g for g in scene.hints.badges[0::2] if g.visible]
    assert len(glows) == 1 and glows[0].rect.contains(scene.locate(K.Button("reveal")))
    assert scene.focus == K.Button("reveal")
