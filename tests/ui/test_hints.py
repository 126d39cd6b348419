"""The Hint button and key (H): the advisor's odds on the table, off the UI thread."""

from __future__ import annotations

import threading
import time
from dataclasses import asdict

import pygame
import pytest

from forNorthwood.ai.advisor import ActionAdvice, Advice
from forNorthwood.core import actions as A
from forNorthwood.core import apply, legal_actions
from forNorthwood.game import table_keys as K
from forNorthwood.game.session import Session
from forNorthwood.i18n.review_text import chance_text
from forNorthwood.persistence.savegame import save_document, session_from_document
from forNorthwood.persistence.statistics import _record_from_json, record_from_session
from forNorthwood.ui.hint_badges import badge_key, badge_words, badges_of
from forNorthwood.ui.hint_words import friend_advice_text, ironman_hint_text
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.visit import VisitScene
from forNorthwood.ui.theme import CARD_FACE
from tests.cards_kit import card_of

from .input_kit import center_of, click, drag, in_hand, key, make_app, open_session, position_session, start_game


def wait_for_hint(app, timeout: float = 20.0) -> None:
    """Step the app until the hint is shown (polling, never a fixed wait)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app.step()
        if app.scene.hints.shown is not None and app.scene.hints.badges and not app.scene.table.busy():
            return
        time.sleep(0.01)
    raise AssertionError("no hint within the timeout")


def shown_badges(scene) -> dict[str, str]:
    """Screen key → badge words of the hint shown."""
    advice = scene.hints.shown
    return {k: badge_words(c, e, kind) for k, (c, e, _best, kind) in badges_of(advice, scene.session.state).items()}


def test_h_at_fief_selection_gives_every_unvisited_fief_its_odds(app):
    session = start_game(app)
    assert isinstance(app.scene, FiefSelectionScene)
    key(app, pygame.K_h)
    assert app.scene.hints.thinking()  # the button says Thinking… while the worker searches
    wait_for_hint(app)
    badges = shown_badges(app.scene)
    fiefs = {K.Fief(a.fief) for a in session.legal() if a.type == "choose_fief"}
    assert set(badges) == fiefs
    # Estimates all: "≈31%", or "<1%" / ">99%" for one that rounds to certain (never "0%" or "100%").
    assert all(words[0] in "≈<>" and words.endswith("%") for words in badges.values()), badges
    visible = [b for b in app.scene.hints.badges if b.visible]
    assert len(visible) == len(fiefs) + 1  # one badge each and the ring of the best
    assert session.hints_used == 1


def test_at_fief_selection_the_ring_is_on_the_best_badge_by_the_number_it_shows():
    """The Hint rings the fief with the best chance of reaching the star goal, and its badges showed
    each visit's chance: fief 3 at ≈97% had the highest badge, the ring was on fief 2 at ≈95%. The
    badges now show the number that decides (the chance to reach 16 stars), and the legend names it."""
    from forNorthwood.ai.advisor import fief_measure
    from forNorthwood.core.setup import new_game
    from forNorthwood.ui.hint_words import legend_text

    state = new_game(3, "full", 16)
    chances = {0: 0.70, 1: 0.88, 2: 0.95, 3: 0.97, 4: 0.79, 5: 0.70, 6: 0.46, 7: 0.43}
    entries = tuple(ActionAdvice(A.choose_fief(f), c, False, 60) for f, c in chances.items())
    measure = fief_measure(state, [(e.action, e.success, e.exact) for e in entries])
    assert measure is not None and measure.chosen == 2
    advice = Advice(entries, 3, 0.97, fief=measure.chosen)
    badges = badges_of(advice, state)
    ringed = [key for key, (_c, _e, best, _kind) in badges.items() if best]
    assert ringed == [K.Fief(2)]
    # The ringed badge is the highest, by the number and by the words shown.
    assert badges[K.Fief(2)][0] == max(value for value, *_ in badges.values())
    words = {key: badge_words(c, e, kind) for key, (c, e, _b, kind) in badges.items()}
    percent = {key: int(w.strip("≈<>%")) for key, w in words.items()}
    assert percent[K.Fief(2)] == max(percent.values()) and percent[K.Fief(3)] < percent[K.Fief(2)]
    assert "chance to reach 16 stars" in legend_text(state, advice)


def test_once_the_goal_is_settled_the_fief_badges_are_the_stars_to_expect():
    """Every fief gives the same chance of the goal (16 stars reached): the ring goes to the most
    stars to expect, and that is what each badge shows ("≈1.8 ★"), the ringed one the highest."""
    from dataclasses import replace

    from forNorthwood.ai.advisor import fief_measure
    from forNorthwood.core.setup import new_game
    from forNorthwood.core.state import STATUS_WON
    from forNorthwood.ui.hint_words import legend_text

    start = new_game(5, "full", 16)
    fiefs = start.kingdom.fiefs
    won = tuple(replace(f, status=STATUS_WON) if i in (0, 1, 2, 6, 7) else f for i, f in enumerate(fiefs))
    state = start.with_(kingdom=start.kingdom.with_fiefs(won))
    entries = (
        ActionAdvice(A.choose_fief(3), 0.9, False, 60),
        ActionAdvice(A.choose_fief(4), 0.5, False, 60),
        ActionAdvice(A.choose_fief(5), 0.6, False, 60),
    )
    measure = fief_measure(state, [(e.action, e.success, e.exact) for e in entries])
    assert measure is not None and measure.chosen == 2
    badges = badges_of(Advice(entries, 0, 0.9, fief=2), state)
    words = {key: badge_words(c, e, kind) for key, (c, e, _b, kind) in badges.items()}
    assert words == {K.Fief(3): "≈0.9 ★", K.Fief(4): "≈0.5 ★", K.Fief(5): "≈1.2 ★"}
    assert [key for key, (_c, _e, best, _k) in badges.items() if best] == [K.Fief(5)]
    assert "stars to expect" in legend_text(state, Advice(entries, 0, 0.9, fief=2))


def test_hint_button_in_the_visit_marks_legal_responses(app):
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    open_session(app, session)
    key(app, pygame.K_SPACE)
    assert session.view()["phase"] == "respond"
    click(app, center_of(app, K.Button("hint")))
    wait_for_hint(app)
    scene = app.scene
    assert isinstance(scene, VisitScene)
    legal = {badge_key(a) for a in session.legal()}
    badges = shown_badges(scene)
    assert set(badges) == legal == {in_hand("1E"), in_hand("7E")}
    advice = scene.hints.shown
    best = advice.actions[advice.best]
    assert best.action in session.legal()
    # The badge of a hand card sits halfway down its left edge: the indexes in the corners stay visible.
    for card in ("1E", "7E"):
        rect = scene.locate(in_hand(card))
        corner = pygame.Rect(rect.left, rect.top, rect.width // 4, rect.height // 4)
        badges = [b for b in scene.hints.badges if b.visible and b.rect.height < rect.height // 2]
        assert any(rect.contains(b.rect) for b in badges)
        assert not any(b.rect.colliderect(corner) for b in badges)
    # Drawn above every card (the hand's cards stack on layers of their own).
    app.dirty = True
    app.draw()
    for badge in (b for b in scene.hints.badges if b.visible and b.rect.height < 40):
        assert app.surface.get_at(badge.rect.move(3, 0).midleft)[:3] != CARD_FACE


def test_the_badges_go_when_the_position_changes(app):
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    open_session(app, session)
    key(app, pygame.K_h)
    wait_for_hint(app)
    key(app, pygame.K_SPACE)
    app.step()
    assert app.scene.hints.shown is None
    assert not any(b.visible for b in app.scene.hints.badges)


def test_the_hints_words_go_with_its_badges(app):
    """After a choice the message line still read "Hint: the best choice is ringed in gold…" of
    the decision before, its badges gone: the Hint's words go with them."""
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    open_session(app, session)
    key(app, pygame.K_h)
    wait_for_hint(app)
    line = app.scene.table.line
    assert line.text.startswith("Hint:") and any(said.text == line.text for said in line.feed.lines)
    key(app, pygame.K_SPACE)
    app.step()
    assert not any(b.visible for b in app.scene.hints.badges)
    assert not line.text.startswith("Hint:")
    assert [said.text for said in line.feed.lines if said.text.startswith("Hint:")] == []


class SlowAdvisor:
    """An advisor that waits to be released, to hold a search under way."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.calls = 0

    def __call__(self, state, budget_ms, exact, should_stop=None):
        self.calls += 1
        self.go.wait(5)
        return Advice(tuple(ActionAdvice(a, 0.5, True, 0) for a in legal_actions(state)), 0, 0.5)


def test_a_stale_answer_is_never_shown(app):
    slow = SlowAdvisor()
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    open_session(app, session)
    app.scene.hints.advise = slow
    key(app, pygame.K_h)
    key(app, pygame.K_h)  # the same position again: searched once
    assert app.scene.hints.thinking()
    key(app, pygame.K_SPACE)  # input is never blocked: the statement is revealed meanwhile
    assert session.view()["phase"] == "respond"
    slow.go.set()
    assert app.jobs.wait_idle(5)
    assert slow.calls == 1
    for _ in range(5):
        app.step()
    assert app.scene.hints.shown is None
    assert not app.scene.hints.thinking()
    assert not any(b.visible for b in app.scene.hints.badges)


def test_ironman_refuses_a_hint_and_says_why(app):
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    session.set_ironman(True)
    open_session(app, session)
    key(app, pygame.K_h)
    assert app.scene.message == ironman_hint_text()
    assert app.scene.message_error
    assert not app.scene.hints.thinking()
    assert session.hints_used == 0


def test_closing_the_app_mid_search_returns_at_once(app):
    slow = SlowAdvisor()
    start_game(app)
    app.scene.hints.advise = slow
    key(app, pygame.K_h)
    begun = time.monotonic()
    app.close()
    assert time.monotonic() - begun < 1.0
    slow.go.set()


def test_hints_used_is_counted_saved_and_recorded(app):
    session = start_game(app)
    key(app, pygame.K_h)
    key(app, pygame.K_h)  # the same position again: counted once
    assert session.hints_used == 1
    again = session_from_document(save_document(session))
    assert again.hints_used == 1
    record = record_from_session(session, abandoned=True)
    assert record.hints_used == 1
    raw = {**asdict(record), "fiefs": list(record.fiefs), "abilities_used": list(record.abilities_used)}
    raw.pop("hints_used")
    old = _record_from_json(raw)  # a record written before hints loads with none used
    assert old is not None and old.hints_used == 0
    document = save_document(session)
    document.pop("hints_used")
    assert session_from_document(document).hints_used == 0


def odds_of_every_choice(state, budget_ms, exact, should_stop=None):
    """An advisor that gives every legal action the same odds, the button's (Start the visit,
    Next statement) best."""
    from forNorthwood.core import legal_actions

    legal = legal_actions(state)
    best = next(i for i, a in enumerate(legal) if a.type in ("begin_visit", "reveal"))
    return Advice(tuple(ActionAdvice(a, 0.62, True, 0) for a in legal), best, 0.62)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160), (2560, 1080)])
@pytest.mark.parametrize("scene", ["fief_selection", "visit"])
def test_the_badge_of_a_button_is_whole_inside_the_window_and_beside_its_button(clock, size, scene):
    """Start the visit, or Next statement: its badge lies inside the window, off the button
    and over the ring of the best choice (never crossed by it)."""
    app = make_app(clock, size=size)
    session = Session(3, "full", 16)
    session.apply(next(a for a in session.legal() if a.type == "choose_fief"))
    if scene == "visit":
        session.apply(next(a for a in session.legal() if a.type == "begin_visit"))
    open_session(app, session)
    app.scene.hints.advise = odds_of_every_choice
    key(app, pygame.K_h)
    wait_for_hint(app)
    button = app.scene.locate(K.Button("start" if scene == "fief_selection" else "reveal"))
    assert button is not None
    shown = [b for b in app.scene.hints.badges if b.visible]
    # Level with the button; where a long hand reaches it (8 cards at 960×600: it lay over the
    # last one), risen over the hand's top edge, still beside the button.
    badge = next(
        b
        for b in shown
        if b.rect.height < button.height
        and abs(b.rect.centery - button.centery) <= button.height
        and button.left - 2 * b.rect.width <= b.rect.left < button.right
    )
    assert pygame.Rect((0, 0), size).contains(badge.rect)
    assert not badge.rect.colliderect(button)
    order = app.scene.table.group.sprites()
    rings = [b for b in shown if b.rect.contains(button)]
    assert rings and all(order.index(ring) < order.index(badge) for ring in rings)


# -- bringing in friends: the advice names the slot, and its odds are the fief's ----------------

FRIEND_HAND = ["1C", "2E", "2F", "5C", "6C", "7C", "7F", "8F"]
FRIEND_FIEFS = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "unvisited", "unvisited"]


def friend_session():
    """Fief selection with the King of Leaves as a friend: for fief 6 the advice brings him in
    over slot 4 (the Jack of Eyes), which the visit as it stands is worse without."""
    return position_session(
        hand=FRIEND_HAND, deck_top=[], phase="choose_fief", visiting=None, friends=["KL"], statuses=FRIEND_FIEFS
    )


def ringed(scene) -> set:
    """The keys whose badge is the gold one (the best choice, and the slot a friend should take)."""
    return {k for k, (_c, _e, best, _kind) in badges_of(scene.hints.shown).items() if best}


def test_the_friend_advice_names_the_slot_and_leads_to_the_fief_odds(app):
    session = friend_session()
    open_session(app, session)
    key(app, pygame.K_h)
    wait_for_hint(app)
    fief = app.scene.hints.shown.entry_of(A.choose_fief(6))
    assert fief is not None and fief.success is not None and not fief.exact
    fief_words = chance_text(fief.success, fief.exact)  # its visit's chance (the badge shows the goal's)
    at_fiefs = app.scene.hints.shown
    click(app, center_of(app, K.Fief(6)))
    assert session.view()["phase"] == "choose_substitutes"
    assert session.hints_shown() == {0: at_fiefs}  # kept for the review, as shown
    key(app, pygame.K_h)
    wait_for_hint(app)
    scene = app.scene
    advice = scene.hints.shown
    assert advice.best_action is not None and advice.best_action.action == A.substitute("KL", 3)
    # The friend and the slot it should take are both ringed, and the words say it.
    assert ringed(scene) == {K.Friend("KL"), K.Ally(3)}
    assert scene.message == "Bring the King\u00a0of\u00a0Leaves in over slot 4 (the Jack\u00a0of\u00a0Eyes)."
    assert shown_badges(scene)[K.Ally(3)] == shown_badges(scene)[K.Friend("KL")]
    rings = [b for b in scene.hints.badges if b.visible and b.rect.width > scene.locate(K.Ally(3)).width]
    assert any(b.rect.contains(scene.locate(K.Ally(3))) for b in rings)
    assert any(b.rect.contains(scene.locate(K.Friend("KL"))) for b in rings)
    # Following the advice: once the friend is on that slot, the hint says start, at the fief's odds.
    target, drop = K.target_of(advice.best_action.action)
    drag(app, center_of(app, target), center_of(app, drop))
    assert session.actions[-1] == A.substitute("KL", 3)
    assert session.hints_shown() == {0: at_fiefs, 1: advice}
    key(app, pygame.K_h)
    wait_for_hint(app)
    start = app.scene.hints.shown.best_action
    assert start is not None and start.action is A.BEGIN_VISIT
    assert app.scene.message == "Start the visit with the allies as they stand."
    assert abs(start.success - fief.success) <= max(start.error, fief.error)  # within the sampling error shown
    assert shown_badges(app.scene)[K.Button("start")] == fief_words
    assert ringed(app.scene) == {K.Button("start")}


def test_the_friend_advice_in_words_for_each_kind_of_step():
    session = friend_session()
    choosing = apply(session.state, A.choose_fief(6))[0]

    def advice_for(action):
        entries = tuple(ActionAdvice(a, 0.6 if a == action else 0.4, False, 9) for a in legal_actions(choosing))
        return Advice(entries, [e.action for e in entries].index(action), 0.6)

    bring = advice_for(A.substitute("KL", 1))
    assert friend_advice_text(choosing, bring) == (
        "Bring the King\u00a0of\u00a0Leaves in over slot 2 (the Jack\u00a0of\u00a0Flowers)."
    )
    assert {k for k, (_c, _e, best, _kind) in badges_of(bring).items() if best} == {K.Friend("KL"), K.Ally(1)}
    placed = apply(choosing, A.substitute("KL", 1))[0]
    back = Advice(
        tuple(ActionAdvice(a, 0.5, False, 9) for a in legal_actions(placed)),
        legal_actions(placed).index(A.unsubstitute(1)),
        0.5,
    )
    assert friend_advice_text(placed, back) == "Send the King\u00a0of\u00a0Leaves on slot 2 back to your friends."
    assert friend_advice_text(choosing, advice_for(A.BEGIN_VISIT)) == "Start the visit with the allies as they stand."
    assert friend_advice_text(session.state, bring) is None  # only while friends are brought in


def test_no_badge_lies_under_a_glow(app):
    """The best choice's glow is drawn beneath every badge (a neighbour's badge too)."""
    session = position_session(hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    open_session(app, session)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_h)
    wait_for_hint(app)
    group = app.scene.table.group
    hints = app.scene.hints
    shown = [s for s in hints.badges if s.visible]
    glows = [s for s in shown if hints.badges.index(s) % 2 == 0]
    badges = [s for s in shown if hints.badges.index(s) % 2 == 1]
    assert glows and badges
    assert min(group.get_layer_of_sprite(b) for b in badges) > max(group.get_layer_of_sprite(g) for g in glows)


def test_at_fief_selection_the_ring_goes_to_the_most_stars_to_expect():
    """A one-star fief at ≈95% against a four-star one at ≈90%: the ring is on the four-star
    fief (3.6 stars to expect against 0.95), as the advisor bot chooses; the badges still say
    each fief's chance, and stopping the game is never ringed."""
    from forNorthwood.ai.advisor import advised

    entries = (
        ActionAdvice(A.choose_fief(3), 0.95, False, 60),
        ActionAdvice(A.choose_fief(7), 0.90, False, 60),
        ActionAdvice(A.choose_fief(2), 0.40, False, 60),
        ActionAdvice(A.STOP_GAME, 0.0, True, 0),
    )
    advice = Advice(entries, 0, 0.95)
    assert advised(advice) == 1
    badges = badges_of(advice)
    assert [key for key, (_c, _e, best, _kind) in badges.items() if best] == [K.Fief(7)]
    assert badges[K.Fief(3)][0] == 0.95  # the chance, as told
    # Everywhere else the ring is the advisor's best.
    play = Advice(
        (ActionAdvice(A.play(card_of("5L")), 0.4, True, 0), ActionAdvice(A.play(card_of("7E")), 0.6, True, 0)), 1, 0.6
    )
    assert advised(play) == 1


def hint_button_drawn(app) -> bool:
    """Whether the window shows the Hint button where the layout puts it (its picture's middle
    row, drawn on the window)."""
    scene = app.scene
    button = scene.hints.button
    rect = pygame.Rect(scene.layout.hint_button)
    if not button.visible or button.rect.topleft != rect.topleft:
        return False
    row = rect.height // 2
    return all(
        app.surface.get_at((rect.left + x, rect.top + row)) == button.image.get_at((x, row))
        for x in range(4, rect.width - 4, 7)
    )


def test_the_hint_button_is_on_the_first_frame_of_a_visit(app):
    """The visit's first frame shows the Hint button: the app sleeps until the next input once
    nothing moves, so a scene opened by another's update is updated before it is drawn (the
    button went missing in a real window until a key or the mouse moved)."""
    session = start_game(app)
    key(app, pygame.K_3)
    key(app, pygame.K_RETURN)
    assert session.view()["phase"] == "choose_substitutes"
    assert hint_button_drawn(app)
    key(app, pygame.K_SPACE)  # Start the visit: the fief selection's update opens the visit
    assert isinstance(app.scene, VisitScene)
    assert not app.busy()  # the real loop would now sleep until the next input
    assert hint_button_drawn(app)


def test_the_hint_button_says_thinking_while_the_advice_is_searched(app):
    """One button, always shown: "Hint" at rest, "Thinking…" (with the same key) while the
    search runs, "Hint" again once the badges are shown."""
    gate = threading.Event()
    session = start_game(app)
    scene = app.scene
    real = scene.hints.advise

    def slow(*args, **kwargs):
        gate.wait(10)
        return real(*args, **kwargs)

    scene.hints.advise = slow
    assert scene.hints.button_look[0] == "Hint"
    key(app, pygame.K_h)
    assert scene.hints.thinking()
    assert scene.hints.button_look[0] == "Thinking…"
    assert hint_button_drawn(app)
    gate.set()
    wait_for_hint(app)
    assert scene.hints.button_look[0] == "Hint"
    assert hint_button_drawn(app)
    assert session.hints_used == 1


def test_with_the_keyboard_the_hinted_friend_goes_to_the_hinted_slot(app):
    """A keyboard player pressed H, then Enter on the ringed friend: the focus went to slot 1, not
    to the slot the Hint names, and Enter there looped (a first-time player, four times)."""
    session = friend_session()
    open_session(app, session)
    click(app, center_of(app, K.Fief(6)))
    key(app, pygame.K_h)
    wait_for_hint(app)
    scene = app.scene
    assert scene.hints.shown.best_action.action == A.substitute("KL", 3)
    scene.focus = K.Friend("KL")
    key(app, pygame.K_RETURN)  # the friend is taken: the keyboard goes on to the Hint's slot
    assert app.scene.focus == K.Ally(3)
    key(app, pygame.K_RETURN)
    assert session.actions[-1] == A.substitute("KL", 3)


def test_the_statistics_count_decisions_hinted_not_presses_of_h(app):
    """A player who pressed H at a hundred decisions read "Hints used: 100" as presses of H (which
    turns the Hint on and off): the figure counts each decision hinted once, and says so."""
    from forNorthwood.ui.scene import Push
    from forNorthwood.ui.scenes.statistics import StatisticsOverlay
    from forNorthwood.ui.text import recording

    session = start_game(app)
    for _ in range(3):  # on, off, on again: one decision hinted
        key(app, pygame.K_h)
    assert session.hints_used == 1
    app.keeper.abandon_current()  # recorded
    app.carry_out(Push(lambda ctx: StatisticsOverlay(ctx)))
    with recording() as drawn:
        app.scene.draw(pygame.Surface(app.surface.get_size()))
    labels = [d.message for d in drawn]
    assert "Hints used" not in labels
    row = labels.index("Decisions with a hint")
    assert labels[row + 1] == "1"
