"""The tutorial played through the app's own input: each step's highlighted target clicked or dragged."""

from __future__ import annotations

import json
from itertools import pairwise

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.game import table_keys as K
from forNorthwood.game.lessons import FRIEND_SLOT, LESSON_IDS, TUTORIAL_SEED
from forNorthwood.i18n.controls_text import KEYBOARD, MOUSE, set_input_device
from forNorthwood.persistence.files import read_json
from forNorthwood.persistence.statistics import load_statistics
from forNorthwood.ui.input_guard import RESULT_PAUSE_MS
from forNorthwood.ui.scenes.confirm import ConfirmOverlay
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.title import TitleScene
from forNorthwood.ui.scenes.visit import VisitScene
from forNorthwood.ui.scenes.visit_hud import WON_GREEN
from forNorthwood.ui.table_input import Click
from forNorthwood.ui.table_scene import TableScene
from forNorthwood.ui.text import recording
from forNorthwood.ui.theme import MIN_TEXT
from forNorthwood.ui.tutorial_layer import rect_of
from forNorthwood.ui.tutorial_overlay import ALWAYS_OPEN

from .bot_kit import ControllerBot, KeyboardBot
from .input_kit import FakeClock, button, center_of, click, drag, key, make_app, settle, start_game


def start_tutorial_from_title(app, clock) -> None:
    title = app.scene
    assert isinstance(title, TitleScene)
    click(app, title.layout(*app.ctx.size).buttons["tutorial"].center)
    settle(app, clock)


def guide(app):
    scene = app.scene
    assert isinstance(scene, TableScene), type(scene).__name__
    return scene.tutorial


def play_step(app, clock: FakeClock) -> str:
    """Do what the prompt on screen asks, with the mouse, at the target the overlay highlights."""
    scene = app.scene
    g = guide(app)
    assert g.visible(scene.view)
    prompt = g.overlay.prompt(scene.session.state)
    lay = g.layout(scene.view)
    where = rect_of(scene.view)
    # The line that says what to do now is read with the tutorial's words, never under them,
    # nor the message line above it (what just happened: "Fief 3 won").
    assert not lay.box.colliderect(scene.locate(K.PROMPT)), f"{prompt.step}: the words cover the prompt line"
    assert not lay.box.colliderect(scene.layout.message), f"{prompt.step}: the words cover the message line"
    clock.advance(1000)  # no two clicks make a double click
    if prompt.target is None:
        assert lay.next is not None, prompt
        click(app, lay.next.center)
    else:
        target = where(prompt.target)
        assert target is not None, f"{prompt.step}: {prompt.target} is not on the table"
        assert not lay.box.colliderect(target), f"{prompt.step}: the words cover the target"
        if prompt.drop is not None:
            drop = where(prompt.drop)
            assert drop is not None, prompt
            drag(app, target.center, drop.center)
        else:
            click(app, target.center)
    settle(app, clock)
    return prompt.step


def play_to(app, clock: FakeClock, step: str, limit: int):
    """Play the tutorial's steps until its prompt is ``step`` (within ``limit`` steps); that prompt."""
    for _ in range(limit):
        scene = app.scene
        prompt = scene.tutorial.overlay.prompt(scene.session.state)
        if prompt.step == step:
            return prompt
        play_step(app, clock)
    raise AssertionError(f"the step {step!r} never came")


def play_through(app, clock: FakeClock, limit: int = 200) -> list[str]:
    steps: list[str] = []
    for _ in range(limit):
        scene = app.scene
        if not isinstance(scene, TableScene) or not scene.tutorial.active:
            return steps
        steps.append(play_step(app, clock))
    raise AssertionError(f"the tutorial did not end: {steps[-10:]}")


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (960, 600)])
def test_the_whole_tutorial_is_played_by_clicking_and_dragging_its_targets(size):
    clock = FakeClock()
    app = make_app(clock, size=size)
    start_tutorial_from_title(app, clock)
    session = app.scene.session
    assert session.seed == TUTORIAL_SEED and session.tutorial is not None
    steps = play_through(app, clock)
    lessons = [s for s in steps if s != "guide"]
    # Every lesson was shown, in order, and each one was done (not just read about).
    assert lessons == [s for s in LESSON_IDS if s in lessons]
    for lesson in ("welcome", "choose_fief", "start_visit", "reveal", "follow_suit", "use_ally", "ally_turned"):
        assert lesson in lessons
    for lesson in ("trump", "exact_target", "end_of_visit", "choose_second_fief", "bring_friend", "finish"):
        assert lesson in lessons
    # Then the normal game: the second visit is on, the tutorial is over and noted as done.
    assert isinstance(app.scene, VisitScene) and not app.scene.tutorial.active
    assert session.tutorial.status == "finished"
    assert app.ctx.settings.tutorial_done
    assert read_json(app.keeper.folders.save)["tutorial"]["status"] == "finished"
    assert app.keeper.current is session and not session.over
    # The first visit was won exactly, as the tutorial taught.
    assert session.state.kingdom.fiefs[3].status.value == "won"


def test_the_tutorial_also_plays_with_animations():
    clock = FakeClock()
    app = make_app(clock, speed="normal")
    start_tutorial_from_title(app, clock)
    steps = play_through(app, clock)
    assert steps[-1] == "finish" and app.ctx.settings.tutorial_done


def test_a_stray_click_is_held_back_and_the_spotlight_pulses(app, clock):
    start_tutorial_from_title(app, clock)
    play_step(app, clock)  # welcome
    g = guide(app)
    state = app.scene.session.state
    assert g.overlay.prompt(state).step == "choose_fief"
    fief5 = rect_of(app.scene.view)(K.Fief(5))
    click(app, fief5.center)
    assert app.scene.session.state is state  # fief 5 was not chosen
    assert app.busy()  # the spotlight pulses for a moment
    clock.advance(2000)
    settle(app, clock)
    assert not app.busy()


def skip_tutorial(app, clock=None) -> None:
    """Esc, then yes to the question it asks."""
    key(app, pygame.K_ESCAPE)
    confirm = app.scene
    assert isinstance(confirm, ConfirmOverlay) and confirm.title == "Skip the tutorial?"
    click(app, next(b.rect.center for b in confirm.buttons() if b.key == "yes"))
    if clock is not None:
        settle(app, clock)


def test_esc_asks_then_skips_the_tutorial_and_the_game_goes_on(app, clock):
    start_tutorial_from_title(app, clock)
    session = app.scene.session
    skip_tutorial(app, clock)
    assert isinstance(app.scene, FiefSelectionScene) and not app.scene.tutorial.active
    assert session.tutorial.status == "skipped"
    assert app.ctx.settings.tutorial_done
    assert read_json(app.keeper.folders.save)["tutorial"]["status"] == "skipped"  # Continue: a normal game
    # Esc is the menu again, the game is an ordinary game in progress.
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuOverlay)
    assert app.keeper.in_progress()


def test_a_new_game_over_the_tutorial_game_asks_its_own_question_and_records_nothing(app, clock):
    start_tutorial_from_title(app, clock)
    tutorial = app.scene.session
    assert tutorial.tutorial.active
    click(app, center_of(app, K.Button("menu")))  # the table's Menu button (Esc asks to skip)
    assert isinstance(app.scene, MenuOverlay)
    click(app, center_of(app, "new_game"))
    click(app, center_of(app, "start"))
    assert isinstance(app.scene, ConfirmOverlay)
    assert app.scene.title == "Leave the tutorial game?"
    assert "not counted in your statistics" in app.scene.message
    click(app, center_of(app, "yes"))
    settle(app, clock)
    assert isinstance(app.scene, FiefSelectionScene) and app.scene.session is not tutorial
    stats, warnings = load_statistics(app.keeper.folders.statistics)
    assert warnings == [] and not stats.records


def test_after_skip_tutorial_a_new_game_asks_as_over_a_normal_game_and_counts_it_abandoned(app, clock):
    """Skipped, the tutorial's game goes on as a normal game (so its confirm says): New game asks
    as over any game in progress, and the game left is recorded as abandoned, as the words say."""
    start_tutorial_from_title(app, clock)
    tutorial = app.scene.session
    skip_tutorial(app, clock)
    key(app, pygame.K_ESCAPE)  # the menu
    assert isinstance(app.scene, MenuOverlay)
    click(app, center_of(app, "new_game"))
    click(app, center_of(app, "start"))
    assert isinstance(app.scene, ConfirmOverlay)
    assert app.scene.title == "Abandon the game in progress?"
    assert "counts as abandoned" in app.scene.message and "tutorial" not in app.scene.message
    click(app, center_of(app, "yes"))
    settle(app, clock)
    assert isinstance(app.scene, FiefSelectionScene) and app.scene.session is not tutorial
    stats, warnings = load_statistics(app.keeper.folders.statistics)
    assert warnings == [] and [r.result for r in stats.records] == ["abandoned"]


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (3840, 2160)])
def test_the_drop_zones_dashes_never_run_across_the_message_line(size):
    """The gold dashes round the trick (where the card goes) ran along the message line's words
    like a strikethrough: they stop above it now, and the zone stays outlined all round."""
    from forNorthwood.ui.theme import FOCUS

    clock = FakeClock()
    app = make_app(clock, size=size)
    start_tutorial_from_title(app, clock)
    play_to(app, clock, "follow_suit", 20)
    scene = app.scene
    lay = guide(app).layout(scene.view)
    assert lay.drop is not None
    app.dirty = True
    app.draw()
    line = pygame.Rect(scene.layout.message)
    gold = [
        (x, y)
        for x in range(max(line.left, lay.drop.left - 20), min(line.right, lay.drop.right + 20))
        for y in range(line.top, line.bottom)
        if app.surface.get_at((x, y))[:3] == FOCUS
    ]
    assert gold == []
    # Still a whole outline: gold above the message line, under the trick.
    below = [
        app.surface.get_at((x, y))[:3] == FOCUS
        for x in range(lay.drop.left, lay.drop.right)
        for y in range(lay.drop.centery, line.top)
    ]
    assert any(below)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_drop_zones_dashes_round_an_ally_never_run_across_its_ability_line(size):
    """The gold dashes round the Jack of Leaves (where the friend goes) ran across its ability
    line under the card ("Swap in a ruler up to 2 fiefs away." read struck through): they stop
    above it, and the slot's card stays outlined all round."""
    from forNorthwood.ui.ally_slot import slot_places
    from forNorthwood.ui.theme import FOCUS

    clock = FakeClock()
    app = make_app(clock, size=size)
    start_tutorial_from_title(app, clock)
    play_to(app, clock, "bring_friend", 40)
    scene = app.scene
    prompt = guide(app).overlay.prompt(scene.session.state)
    assert prompt.drop == K.Ally(FRIEND_SLOT)
    lay = guide(app).layout(scene.view)
    assert lay.drop is not None
    app.dirty = True
    app.draw()
    ally = scene.session.state.kingdom.allies[FRIEND_SLOT]
    line = pygame.Rect(slot_places(scene.layout, FRIEND_SLOT, ally).ability)
    gold = [
        (x, y)
        for x in range(line.left, line.right)
        for y in range(line.top, line.bottom)
        if app.surface.get_at((x, y))[:3] == FOCUS
    ]
    assert gold == []
    # Still a whole outline: gold down both sides of the card, under its middle.
    reach = scene.view.px(8)
    for side in (range(lay.drop.left - reach, lay.drop.left + 1), range(lay.drop.right - 1, lay.drop.right + reach)):
        assert any(app.surface.get_at((x, y))[:3] == FOCUS for x in side for y in range(lay.drop.centery, line.top))


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_spotlights_ring_round_a_turned_ally_leaves_exhausted_whole(size):
    """At 960×600 the gold ring round the Jack of Claws turned sideways cut off the top of the word
    "exhausted" under it: the ring stops above the word, and still goes round the card."""
    from forNorthwood.ui.theme import FOCUS

    clock = FakeClock()
    app = make_app(clock, size=size)
    start_tutorial_from_title(app, clock)
    play_to(app, clock, "ally_turned", 20)
    scene = app.scene
    lay = guide(app).layout(scene.view)
    assert lay.target is not None and scene.session.state.kingdom.allies[0].exhausted
    app.dirty = True
    app.draw()
    slot = pygame.Rect(scene.layout.ally_slots[0])
    under = [r for r in scene.tutorial.slot_words(scene.view) if slot.contains(r) and r.top >= lay.target.centery]
    word = min(under, key=lambda r: r.top)  # "exhausted", first under slot 1's card
    assert word.height > 0
    gold = [(x, y) for x in range(word.left, word.right) for y in range(word.top, word.bottom)]
    assert [p for p in gold if app.surface.get_at(p)[:3] == FOCUS] == []
    below = range(lay.target.centery, word.top)
    for side in (
        range(lay.target.left - scene.view.px(8), lay.target.left + 1),
        range(lay.target.right - 1, lay.target.right + scene.view.px(8)),
    ):
        assert any(app.surface.get_at((x, y))[:3] == FOCUS for x in side for y in below)


def esc_keycaps(app) -> list[str]:
    """The table's buttons drawn now with the Esc keycap."""
    return [
        look.button.label for look in app.scene.picture().buttons if look.button.keycap and look.button.hint == "Esc"
    ]


def test_while_the_tutorial_runs_esc_means_skip_tutorial_only(app, clock):
    """Esc was both the tutorial's "Skip tutorial" and the table's Back (and Menu): in the
    tutorial it asks to skip, so only Skip shows it; once skipped, Back and the menu show it again."""
    start_tutorial_from_title(app, clock)
    play_to(app, clock, "start_visit", 10)
    scene = app.scene
    assert isinstance(scene, FiefSelectionScene)
    lay = guide(app).layout(scene.view)
    assert guide(app).overlay.button_labels(guide(app).overlay.prompt(scene.session.state))[0] == (
        "Skip tutorial",
        "Esc",
    )
    assert lay.skip is not None
    assert esc_keycaps(app) == []  # not on Back, not on Menu
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, ConfirmOverlay) and app.scene.title == "Skip the tutorial?"
    click(app, center_of(app, "yes"))
    settle(app, clock)
    assert not app.scene.tutorial.active
    assert esc_keycaps(app) == ["Back"]  # the table's own Esc again (Back, the menu one press further)


def test_skip_button(app, clock):
    start_tutorial_from_title(app, clock)
    lay = guide(app).layout(app.scene.view)
    click(app, lay.skip.center)
    assert isinstance(app.scene, ConfirmOverlay)
    click(app, center_of(app, "yes"))
    assert not app.scene.tutorial.active and app.ctx.settings.tutorial_done


def test_esc_in_the_tutorial_asks_and_no_goes_on_with_it(app, clock):
    """Players press Esc for the menu too: it asks before the tutorial's steps are gone."""
    start_tutorial_from_title(app, clock)
    shown = guide(app).overlay.prompt(app.scene.session.state)
    key(app, pygame.K_ESCAPE)
    confirm = app.scene
    assert isinstance(confirm, ConfirmOverlay) and "title screen" in confirm.message
    click(app, center_of(app, "no"))
    settle(app, clock)
    assert isinstance(app.scene, FiefSelectionScene) and app.scene.tutorial.active
    assert guide(app).overlay.prompt(app.scene.session.state) == shown
    assert app.scene.session.tutorial.status == "active"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)  # Esc on the question is no as well
    assert isinstance(app.scene, FiefSelectionScene) and app.scene.tutorial.active


def test_the_tutorial_resumes_from_the_save(private_folders):
    clock = FakeClock()
    app = make_app(clock)
    start_tutorial_from_title(app, clock)
    for _ in range(12):
        play_step(app, clock)
    session = app.scene.session
    shown = guide(app).overlay.prompt(session.state)
    saved = read_json(app.keeper.folders.save)
    assert saved["tutorial"]["status"] == "active" and saved["tutorial"]["seen"] == len(session.steps)
    app.close()
    # The window was closed in the middle: Continue brings back the game and the tutorial where they were.
    clock2 = FakeClock()
    again = make_app(clock2)
    assert isinstance(again.scene, TitleScene)
    click(again, again.scene.layout(*again.ctx.size).buttons["continue"].center)
    settle(again, clock2)
    resumed = again.scene.session
    assert resumed.game_id == session.game_id
    assert guide(again).overlay.prompt(resumed.state) == shown
    steps = play_through(again, clock2)
    assert steps[-1] == "finish" and again.ctx.settings.tutorial_done


def test_a_save_without_a_tutorial_continues_as_a_normal_game(app, clock):
    session = start_game(app)
    assert "tutorial" not in read_json(app.keeper.folders.save)
    assert not app.scene.tutorial.active and session.tutorial is None


def test_a_damaged_tutorial_entry_gives_a_normal_game(private_folders):
    clock = FakeClock()
    app = make_app(clock)
    start_tutorial_from_title(app, clock)
    path = app.keeper.folders.save
    app.close()
    document = json.loads(path.read_text(encoding="utf-8"))
    document["tutorial"] = {"version": 1, "status": "dancing", "step": 7, "seen": "x"}
    path.write_text(json.dumps(document), encoding="utf-8")
    again = make_app(FakeClock())
    current = again.keeper.current
    assert current is not None and current.tutorial is not None and not current.tutorial.active
    assert current.tutorial.to_dict() == document["tutorial"]  # kept as it was


@pytest.mark.first_start
def test_the_very_first_start_plays_the_tutorial(app, clock):
    settle(app, clock)
    assert isinstance(app.scene, FiefSelectionScene)
    assert app.scene.tutorial.active and app.scene.session.seed == TUTORIAL_SEED


@pytest.mark.first_start
def test_no_tutorial_by_itself_for_a_player_with_games_played(clock):
    first = make_app(clock)
    settle(first, clock)
    skip_tutorial(first, clock)
    first.close()
    again = make_app(FakeClock())
    settle(again)
    assert isinstance(again.scene, TitleScene)  # tutorial_done, and a game to continue


@pytest.mark.first_start
def test_no_tutorial_by_itself_once_statistics_hold_games(private_folders):
    from forNorthwood.game.session import Session
    from forNorthwood.persistence.statistics import add_game

    data = private_folders / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "logs").mkdir(exist_ok=True)
    add_game(data / "statistics.json", data / "logs", Session(5, "intro", 16), ["a line"], abandoned=True)
    clock = FakeClock()
    app = make_app(clock)
    settle(app, clock)
    assert isinstance(app.scene, TitleScene)


def test_the_menu_starts_the_tutorial_after_a_confirm(app, clock):
    old = start_game(app)
    key(app, pygame.K_ESCAPE)
    menu = app.scene
    assert isinstance(menu, MenuOverlay)
    click(app, next(b.rect.center for b in menu.buttons() if b.key == "tutorial"))
    confirm = app.scene
    assert type(confirm).__name__ == "ConfirmOverlay"
    click(app, next(b.rect.center for b in confirm.buttons() if b.key == "yes"))
    settle(app, clock)
    assert app.scene.tutorial.active and app.scene.session.seed == TUTORIAL_SEED
    assert app.keeper.recorded(old) is True  # the old game is recorded as abandoned


def test_the_title_button_asks_first_when_a_game_is_in_progress(app, clock):
    start_game(app)
    app.carry_out(app.scene.gesture(Click(K.Button("menu"))))
    click(app, next(b.rect.center for b in app.scene.buttons() if b.key == "title"))
    assert isinstance(app.scene, TitleScene)
    click(app, app.scene.layout(*app.ctx.size).buttons["tutorial"].center)
    assert type(app.scene).__name__ == "ConfirmOverlay"
    click(app, next(b.rect.center for b in app.scene.buttons() if b.key == "no"))
    assert isinstance(app.scene, TitleScene) and app.keeper.in_progress()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_title_column_with_the_tutorial_stays_clear_of_the_credits_line(app, size):
    start_game(app)
    title = TitleScene(app.ctx)
    names = title.names()
    assert "tutorial" in names and "continue" in names
    lay = title.layout(*size)
    assert lay.buttons[names[-1]].bottom <= lay.credits.top
    rects = [lay.buttons[name] for name in names]
    assert all(a.bottom <= b.top for a, b in pairwise(rects))


def test_esc_skips_while_the_cards_are_dealt():
    clock = FakeClock()
    app = make_app(clock, speed="normal")
    click(app, app.scene.layout(*app.ctx.size).buttons["tutorial"].center)
    assert app.scene.table.busy() and not app.scene.tutorial.visible(app.scene.view)  # the kingdom is being dealt
    skip_tutorial(app)
    assert isinstance(app.scene, FiefSelectionScene) and not app.scene.tutorial.active
    assert app.ctx.settings.tutorial_done


def drawn_texts(app) -> list[str]:
    with recording() as drawn:
        app.dirty = True
        app.draw()
    return [d.message for d in drawn]


def test_the_words_about_the_fief_under_the_tutorials_box_are_left_out_not_cut_in_pieces(app, clock):
    """Step 1's box stands over the middle of the words about the fiefs: they would stick out on
    both sides of it in fragments, so they wait until the box is gone."""
    start_tutorial_from_title(app, clock)
    scene = app.scene
    words = scene.picture()
    explanation = "Each fief's number is the exact number of dialogues to win there"
    assert guide(app).layout(scene.view).box.colliderect(scene.layout.info)
    assert words.info_covered
    assert not any(explanation in text for text in drawn_texts(app))
    click(app, guide(app).layout(scene.view).skip.center)
    click(app, center_of(app, "yes"))
    settle(app, clock)
    assert not app.scene.picture().info_covered
    assert any(explanation in text for text in drawn_texts(app))


def confirm_press(app, device: str) -> None:
    """Enter at the keyboard, A on a controller."""
    if device == "controller":
        button(app, pygame.CONTROLLER_BUTTON_A)
    else:
        key(app, pygame.K_RETURN)


@pytest.mark.parametrize("device", ["keyboard", "controller"])
def test_the_whole_tutorial_is_played_by_confirming_where_the_focus_goes(device):
    """Without a mouse: each step puts the keyboard focus on its target, so pressing Enter (A)
    does what the words say; a friend is taken, then put on the slot the step names."""
    clock = FakeClock()
    app = make_app(clock)
    bot = ControllerBot(app, 1) if device == "controller" else KeyboardBot(app, 1)
    bot.press("tutorial")  # on the title
    settle(app, clock)
    session = app.scene.session
    steps: list[str] = []
    for _ in range(200):
        scene = app.scene
        if not isinstance(scene, TableScene) or not scene.tutorial.active:
            break
        clock.advance(RESULT_PAUSE_MS + 1000)  # the end-of-visit panel's pause is over
        if isinstance(scene, VisitScene) and scene.hold is not None and not scene.tutorial.visible(scene.view):
            assert scene.focus == K.CONTINUE
            confirm_press(app, device)  # the panel's Continue, once its step was read
            settle(app, clock)
            continue
        prompt = scene.tutorial.overlay.prompt(scene.session.state)
        steps.append(prompt.step)
        # No control vanishes during the tutorial (a first-time player missed the Hint button at
        # the ally steps): the Hint button is on the table at its place at every step.
        hint = scene.hints.button
        assert hint.visible and hint.rect.topleft == scene.layout.hint_button.topleft, prompt.step
        if not prompt.needs_next and prompt.target is not None:
            assert scene.focus == prompt.target, f"{prompt.step}: the focus is on {scene.focus}"
        confirm_press(app, device)
        if isinstance(prompt.drop, K.Ally):  # a card for the trick is played by Enter alone
            settle(app, clock)
            assert app.scene.focus == prompt.drop, f"{prompt.step}: the focus did not go on to the drop"
            confirm_press(app, device)
        settle(app, clock)
    else:
        raise AssertionError(f"the tutorial did not end: {steps[-10:]}")
    assert steps[-1] == "finish" and app.ctx.settings.tutorial_done
    # The friend was brought in, then the second visit started by its own step.
    assert steps.index("bring_friend") < steps.index("start_second_visit")
    substitutes = [a for a in session.actions if isinstance(a, A.Substitute)]
    assert [a.slot for a in substitutes] == [FRIEND_SLOT]
    assert session.state.kingdom.fiefs[3].status.value == "won"  # the first visit won exactly, as taught
    assert isinstance(app.scene, VisitScene) and session.state.phase.value != "choose_substitutes"


def test_after_the_menu_the_focus_is_back_on_the_steps_target(app, clock):
    """A step says "the white dashed outline is already on it; press Enter": after the menu was opened
    with its button (the focus on it) and closed, the outline is on the step's target again."""
    start_tutorial_from_title(app, clock)
    for _ in range(60):
        scene = app.scene
        prompt = scene.tutorial.overlay.prompt(scene.session.state)
        if isinstance(scene, VisitScene) and not prompt.needs_next and isinstance(prompt.target, K.Ally):
            break
        play_step(app, clock)
    else:
        raise AssertionError("no step pointed at an ally")
    assert scene.focus == prompt.target
    click(app, center_of(app, K.Button("menu")))
    assert isinstance(app.scene, MenuOverlay)
    key(app, pygame.K_ESCAPE)
    settle(app, clock)
    assert app.scene is scene and scene.focus == prompt.target
    key(app, pygame.K_RETURN)  # and Enter does what the step says
    settle(app, clock)
    assert scene.tutorial.overlay.prompt(scene.session.state).step != prompt.step


def test_a_number_key_does_not_use_an_ally_behind_words_to_read(app, clock):
    """While a step to read is shown, 1–4 does nothing; Enter goes on."""
    start_tutorial_from_title(app, clock)
    for _ in range(40):
        scene = app.scene
        prompt = scene.tutorial.overlay.prompt(scene.session.state)
        if isinstance(scene, VisitScene) and prompt.needs_next and scene.legal_of(A.Activate):
            break
        play_step(app, clock)
    else:
        raise AssertionError("no step to read with an ally to use")
    before = list(scene.session.actions)
    for code in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_DELETE):
        key(app, code)
    settle(app, clock)
    assert scene.session.actions == before
    assert scene.tutorial.overlay.prompt(scene.session.state) == prompt  # still the same step


def test_the_end_of_visit_step_has_one_button_and_one_press_goes_on(app, clock):
    """On the end-of-visit panel the step's words have no Next of their own (the panel's Continue
    is it), point no arrow across the panel, and one Enter reads the step and continues."""
    start_tutorial_from_title(app, clock)
    for _ in range(60):
        scene = app.scene
        if scene.tutorial.overlay.prompt(scene.session.state).step == "end_of_visit":
            break
        play_step(app, clock)
    else:
        raise AssertionError("the first visit did not end")
    assert isinstance(scene, VisitScene) and scene.hold is not None
    lay = scene.tutorial.layout(scene.view)
    assert lay.next is None
    assert not lay.box.colliderect(scene.locate(K.PANEL))
    clock.advance(RESULT_PAUSE_MS + 100)
    key(app, pygame.K_RETURN)
    settle(app, clock)
    assert isinstance(app.scene, FiefSelectionScene)
    assert app.scene.tutorial.overlay.prompt(app.scene.session.state).step == "choose_second_fief"


def test_the_second_fief_is_never_promised(app, clock):
    """The hint gives the suggested second fief a low chance: the words say it is far from sure,
    and that this deal allows it (the tutorial knows the deck; a line exists)."""
    start_tutorial_from_title(app, clock)
    prompt = play_to(app, clock, "choose_second_fief", 60)
    assert "far from sure" in prompt.text and "this deal allows it" in prompt.text
    assert "can do it" not in prompt.text
    # The tutorial ends as that visit begins: the words say so and name the help that stays.
    assert "next steps show you how" not in prompt.text
    assert "The tutorial ends as this visit begins" in prompt.text and "Hint button" in prompt.text


def test_enter_while_the_cards_are_dealt_reads_the_step_and_chooses_nothing():
    """A key pressed while the cards still move lands them first: the tutorial's words judge it
    (Enter is Next on the welcome), it never acts unseen behind them (a fief chosen unguided)."""
    clock = FakeClock()
    app = make_app(clock, speed="normal")
    click(app, app.scene.layout(*app.ctx.size).buttons["tutorial"].center)
    scene = app.scene
    assert scene.table.busy() and not scene.tutorial.visible(scene.view)  # the kingdom is being dealt
    key(app, pygame.K_RETURN)
    assert scene.session.actions == []  # no fief chosen
    prompt = scene.tutorial.overlay.prompt(scene.session.state)
    assert prompt.step == "choose_fief" and scene.focus == prompt.target


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_prompt_line_reads_whole_under_the_tutorial(size):
    """At every step, the words of the prompt line (what to do now) are shown exactly as without
    the tutorial: not shaded, not under its box, and a drag's arrow passes under them."""
    clock = FakeClock()
    app = make_app(clock, size=size)
    start_tutorial_from_title(app, clock)
    drags = 0
    for _ in range(200):
        scene = app.scene
        if not isinstance(scene, TableScene) or not scene.tutorial.active:
            break
        if not scene.view.held():
            strip = scene.locate(K.PROMPT)
            # Its words (the middle of the strip: a target's ring just under it may reach its edge).
            prompt_line = strip.inflate(-app.surface.get_width() // 30, -strip.height // 2)
            scene.draw(app.surface, True)
            with_tutorial = app.surface.subsurface(prompt_line).copy()
            scene.table.repaint(app.surface)  # the table alone
            alone = app.surface.subsurface(prompt_line).copy()
            assert pygame.image.tobytes(with_tutorial, "RGB") == pygame.image.tobytes(alone, "RGB")
            drags += guide(app).overlay.prompt(scene.session.state).drop is not None
        play_step(app, clock)
    assert drags >= 5  # the steps that drag a card to the trick were among them


#: The lessons whose words name places of the table besides their target (the header, the
#: ruler's column, the fief row, the allies, the friend just made, the hand...).
TALKING_ABOUT = {
    "welcome",
    "follow_suit",
    "guide",
    "choose_fief",
    "start_visit",
    "reveal",
    "use_ally",
    "ally_turned",
    "trump",
    "exact_target",
    "choose_second_fief",
    "bring_friend",
    "start_second_visit",
    "finish",
}


SIZES = [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)]


def step_targets(scene, prompt, lay) -> dict[str, pygame.Rect]:
    """What a step's box must leave whole: the spotlight and the drop zone, the words of the table
    read with it (the prompt and message lines), every place its words talk about, and the
    buttons usable at every step (Menu, Undo...)."""
    where = rect_of(scene.view)
    found = {"spotlight": lay.target, "drop zone": lay.drop}
    found |= {f"words {i}": r for i, r in enumerate(scene.tutorial.keep_clear(scene.view))}
    for place in prompt.about:
        found[str(place)] = where(place)
        assert found[str(place)] is not None, f"{prompt.step}: {place} is not on the table"
    found |= {str(key): where(key) for key in ALWAYS_OPEN}
    assert (lay.target is None) == (prompt.target is None or where(prompt.target) is None)
    return {name: rect for name, rect in found.items() if rect is not None}


#: Where a step's words leave no room beside all its targets (the window, the language, the
#: device, the step: the place its box may cover): at 960×600 the French and Ukrainian words of
#: the friend's step without the mouse cover part of the friends' row (its heading and the friend,
#: spotlighted, stay whole: tests/ui/test_tutorial_friends_heading.py).
NO_ROOM = {((960, 600), lang, KEYBOARD, "bring_friend"): str(K.FRIENDS) for lang in ("fr", "uk")}


def check_the_box(app, scene, prompt, where: str, case: tuple = ()) -> None:
    """The box of ``prompt`` covers none of the step's targets (but the one ``NO_ROOM`` names for
    ``case``), stays inside the window and off the header, and its words are drawn whole, at the
    text floor or above."""
    lay = guide(app).layout(scene.view)
    for name, rect in step_targets(scene, prompt, lay).items():
        assert not lay.box.colliderect(rect) or NO_ROOM.get(case) == name, f"{where}: the words cover {name}"
    assert app.surface.get_rect().contains(lay.box), f"{where}: the words leave the window"
    for rect in (*scene.layout.fief_cards, scene.layout.hud):
        assert not lay.box.colliderect(rect), f"{where}: the words cover the header"
    with recording() as drawn:
        guide(app).overlay.draw_layout(app.surface, prompt, lay)
    small = [d.message for d in drawn if d.drawn_size < MIN_TEXT or not d.fits]
    assert small == [], f"{where}: the box's words are shrunk or cut"


@pytest.mark.parametrize(
    ("size", "language"),
    [*((size, "en") for size in SIZES), *((size, lang) for size in SIZES for lang in ("fr", "uk", "ko"))],
)
def test_the_words_leave_visible_every_place_they_talk_about(size, language, monkeypatch):
    """At every step, at every supported size, in every language (English, the longest ones,
    French and Ukrainian, and Korean, whose lines break otherwise), with the longer words shown
    without the mouse ("Without the mouse: ... press Enter"), the tutorial's box covers nothing of
    the step's targets (``step_targets``): what it spotlights, where the card goes, the prompt and
    message lines, what its words are about (the ruler's column, the friends, the header, the score
    pile, a fief named, the allies, the hand a card is chosen from), nor Menu, Rules, Undo and Redo
    (a first-time player at 1280×800 found it over the allies, the trick, a friend, the hand and
    the buttons); it stays inside the window and off the header. With the mouse's shorter words, it
    also leaves whole the cards a player saw it cut (``KEPT_WHOLE``)."""
    from forNorthwood import i18n

    monkeypatch.setenv("LANGUAGE", language)
    i18n.set_language(language)
    clock = FakeClock()
    app = make_app(clock, size=size)
    start_tutorial_from_title(app, clock)
    checked = set()
    for _ in range(200):
        scene = app.scene
        if not isinstance(scene, TableScene) or not scene.tutorial.active:
            break
        for device in (MOUSE, KEYBOARD):  # ``play_step``'s clicks make it the mouse again
            set_input_device(device)
            prompt = guide(app).overlay.prompt(scene.session.state)
            assert ("Without the mouse" in prompt.text) == (
                device == KEYBOARD and not prompt.needs_next
            ) or language != "en"
            case = (size, language, device, prompt.step)
            check_the_box(app, scene, prompt, f"{size} {language} {device} {prompt.step}", case)
            if device == MOUSE:  # the longer words without the mouse need the room of the cards' words
                lay = guide(app).layout(scene.view)
                for place in KEPT_WHOLE.get(prompt.step, ()):
                    for rect in place(scene.layout):
                        assert not lay.box.colliderect(rect), f"{size} {prompt.step}: the words cut {rect} in half"
        if prompt.about:
            checked.add(prompt.step)
        play_step(app, clock)
    assert checked == TALKING_ABOUT


#: Cards and words the first-time player saw cut by the tutorial's box: the ruler's name at
#: step 2 ("choose_fief"), the header and fiefs 4–7 at the visit's end, allies 1–2 and fief 7 at
#: the friend's step; now whole at every size (they are what the box spares after its targets).
#: Then allies 1 and 3 at the second fief's choice (960×600), and the ruler's card at the
#: friend's step (960×600 and 3840×2160).
KEPT_WHOLE = {
    "choose_fief": (lambda lay: [lay.ruler_card],),
    "end_of_visit": (lambda lay: [lay.hud, *lay.fief_cards],),
    "choose_second_fief": (lambda lay: list(lay.ally_slots),),
    "bring_friend": (lambda lay: [*lay.ally_slots[:2], *lay.fief_cards, lay.ruler_card],),
}


def test_space_reveals_the_statement_wherever_the_focus_is_as_the_deck_step_says(app, clock):
    """The deck's step, without the mouse, names the key that turns over the deck (not "the
    outline is already on it": the focus may be on Next statement): that key does it from anywhere."""
    start_tutorial_from_title(app, clock)
    play_to(app, clock, "reveal", 20)
    scene = app.scene
    key(app, pygame.K_LEFT)  # the keyboard in use
    settle(app, clock)
    scene.focus = K.Button("reveal")  # the focus on Next statement, as a first-time player found it
    text = scene.tutorial.overlay.prompt(scene.session.state).text
    assert "press Space; it turns over the top card wherever the white dashed outline is." in text
    assert "already on it" not in text
    key(app, pygame.K_SPACE)
    settle(app, clock)
    assert isinstance(scene.session.actions[-1], A.Reveal)


@pytest.mark.parametrize(
    ("size", "language"),
    [((960, 600), "en"), ((1280, 800), "en"), ((3840, 2160), "en"), ((960, 600), "fr"), ((960, 600), "uk")],
)
def test_the_friends_words_never_run_under_the_highlighted_friend(size, language, monkeypatch):
    """ "Friends: drag one onto an ally slot…" ran under the friend the tutorial highlights (the
    first-time player's "Friends: Enter on one…"): it goes beside the friends, wrapped when the
    line there is too short, clear of the spotlight round the first one."""
    from forNorthwood import i18n
    from forNorthwood.i18n import _

    monkeypatch.setenv("LANGUAGE", language)
    i18n.set_language(language)
    clock = FakeClock()
    app = make_app(clock, size=size)
    start_tutorial_from_title(app, clock)
    play_to(app, clock, "bring_friend", 60)
    scene = app.scene
    spot = guide(app).layout(scene.view).target
    assert spot is not None
    with recording() as drawn:
        app.dirty = True
        app.draw()
    heading = _("Friends: drag one onto an ally slot").split()[0]
    words = [d for d in drawn if d.message.startswith(heading) and len(d.message) > len(heading)]
    assert words, [d.message for d in drawn]
    for d in words:
        assert not d.used.colliderect(spot), (d.used, spot)
        assert d.drawn_size >= MIN_TEXT and not d.overflow


def test_enter_on_a_card_the_step_does_not_ask_for_is_held_back_as_a_click_would_be(app, clock):
    """A first-time player was asked for one card, pressed Right then Enter and played another (a
    dimmed one). The keyboard is held back where the mouse is: nothing is played, the spotlight
    pulses and the outline goes back to the asked card; F and G do not act behind the step either."""
    start_tutorial_from_title(app, clock)
    for _ in range(60):
        scene = app.scene
        prompt = scene.tutorial.overlay.prompt(scene.session.state)
        if isinstance(scene, VisitScene) and prompt.drop == K.TRICK and len(scene.session.state.hand) > 1:
            break
        play_step(app, clock)
    else:
        raise AssertionError("no step asked for a card of the hand")
    assert scene.focus == prompt.target
    other = next(f.key for f in scene.focusables() if isinstance(f.key, K.Hand) and f.key != prompt.target)
    scene.focus = other
    before = list(scene.session.actions)
    clock.advance(2000)
    key(app, pygame.K_RETURN)
    assert scene.session.actions == before  # the other card was not played
    assert app.busy()  # the spotlight pulses
    assert scene.focus == prompt.target
    for code in (pygame.K_f, pygame.K_g, pygame.K_SPACE):
        key(app, code)
    settle(app, clock)
    assert scene.session.actions == before
    key(app, pygame.K_RETURN)  # on the asked card: played
    settle(app, clock)
    assert len(scene.session.actions) == len(before) + 1


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_words_stay_off_the_fief_row_and_the_header(size):
    """A player found the tutorial's box over the fief row (the steps to play a card and to turn
    over the deck were let cover it): at every step the header (the fiefs, the visit's counts)
    stays whole; the box goes over the table's other cards when it must."""
    clock = FakeClock()
    app = make_app(clock, size=size)
    start_tutorial_from_title(app, clock)
    steps = 0
    for _ in range(200):
        scene = app.scene
        if not isinstance(scene, TableScene) or not scene.tutorial.active:
            break
        lay = guide(app).layout(scene.view)
        if lay is not None:
            prompt = guide(app).overlay.prompt(scene.session.state)
            for rect in (*scene.layout.fief_cards, scene.layout.hud):
                assert not lay.box.colliderect(rect), f"{size} {prompt.step}: the words cover {rect}"
            steps += 1
        play_step(app, clock)
    assert steps > 20


def test_space_still_starts_the_visit_on_the_step_that_asks_for_it(app, clock):
    """Holding back the keys that act off the step leaves those that do what it asks: Space starts
    the visit wherever the focus is, as Start the visit does."""
    start_tutorial_from_title(app, clock)
    play_to(app, clock, "start_visit", 20)
    scene = app.scene
    scene.focus = K.Fief(0)  # the focus elsewhere: Space does not care
    key(app, pygame.K_SPACE)
    settle(app, clock)
    assert isinstance(app.scene, VisitScene)


def test_the_visit_is_won_line_reads_whole_under_the_tutorial():
    """A first-time player saw the spotlight's dashes across "This visit is won…" (the green line
    over the trick): the table's lines of words are kept clear as the prompt line is, not dimmed,
    not under the box, and no outline is drawn over them."""
    from forNorthwood.ui.scenes.starting import deal_tutorial

    clock = FakeClock()
    app = make_app(clock, size=(1280, 800))
    app.carry_out(deal_tutorial(app.ctx))
    settle(app, clock)
    for _ in range(60):
        scene = app.scene
        if isinstance(scene, VisitScene) and scene.tutorial.visible(scene.view) and scene.view.words():
            break
        play_step(app, clock)
    else:
        raise AssertionError("the visit was never won for sure during the tutorial")
    (area,) = scene.view.words()
    line = area.inflate(-2 * scene.view.px(10), 0)  # its words (the lit hole has round corners)
    scene.table.repaint(app.surface)  # the table alone
    alone = app.surface.subsurface(line).copy()
    green = pygame.mask.from_threshold(alone, WON_GREEN, (40, 40, 40, 255)).count()
    assert green > line.width  # the words are there, in green
    scene.draw(app.surface, True)
    with_tutorial = app.surface.subsurface(line).copy()
    assert pygame.image.tobytes(with_tutorial, "RGB") == pygame.image.tobytes(alone, "RGB")
    assert guide(app).overlay.prompt(scene.session.state).drop == K.TRICK  # the dashes round the trick are drawn
    # The dashes keep their distance from the words: they touched the line's last row of words.
    from forNorthwood.ui.theme import FOCUS

    gap = pygame.Rect(line.left, area.bottom, line.width, scene.view.px(4))
    gold = [(x, y) for x in range(gap.left, gap.right) for y in range(gap.top, gap.bottom)]
    assert not [p for p in gold if app.surface.get_at(p)[:3] == FOCUS], gap
    below = pygame.Rect(gap.left, gap.bottom, gap.width, scene.view.px(12))
    dashes = [(x, y) for x in range(below.left, below.right) for y in range(below.top, below.bottom)]
    assert any(app.surface.get_at(p)[:3] == FOCUS for p in dashes)  # the outline runs just under it


def test_the_hint_rings_the_move_the_tutorials_step_asks_for_and_says_when_the_advisor_differs(app, clock):
    """A first-time player asked for a hint while a step asked for one card: the Hint rang another
    (a dimmed card the step held back). During such a step only the asked move is ringed, with its
    badge; when the advisor would play another, the message line says so in words."""
    from forNorthwood.ai.advisor import ActionAdvice, Advice
    from forNorthwood.core import legal_actions

    from .test_hints import wait_for_hint

    start_tutorial_from_title(app, clock)
    play_to(app, clock, "follow_suit", 20)
    scene = app.scene
    asked = scene.tutorial.asked_move(scene.view)
    assert isinstance(asked, A.Play)
    others = [a for a in legal_actions(scene.session.state) if a != asked]
    entries = (ActionAdvice(others[0], 0.9, True, 1), ActionAdvice(asked, 0.4, True, 1))
    scene.hints.advise = lambda state, *args, **kwargs: Advice(entries, 0, 0.9)  # the advisor prefers another
    key(app, pygame.K_h)
    wait_for_hint(app)
    assert scene.hints.ringed() == asked
    shown = [b for b in scene.hints.badges if b.visible]
    assert len(shown) == 2  # the ring and the badge of the asked card, none on another
    card = scene.locate(K.Hand(asked.card))
    assert all(b.rect.colliderect(card) for b in shown)
    assert "the advisor would play another" in scene.table.line.feed.lines[-1].text
