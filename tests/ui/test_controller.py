"""A game controller plays the whole game: its presses become the keyboard's keys at one place
(``App.handle``), held directions repeat, devices come and go, and the words name its buttons."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.game.lessons import TUTORIAL_SEED
from forNorthwood.i18n.controls_text import CONTROLLER, KEYBOARD, MOUSE, button_name, input_device
from forNorthwood.ui.app import App
from forNorthwood.ui.controller import REPEAT_DELAY_MS, REPEAT_INTERVAL_MS, STICK_PRESS, Controllers
from forNorthwood.ui.scenes.card_tracker import CardTracker
from forNorthwood.ui.scenes.end_of_game import EndOfGameScene
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.rules_overlay import RulesOverlay
from forNorthwood.ui.scenes.setup import SetupScene
from forNorthwood.ui.scenes.title import TitleScene
from forNorthwood.ui.scenes.visit import VisitScene
from forNorthwood.ui.table_scene import TableScene

from .bot_kit import ControllerBot
from .input_kit import OPENED, axis, button, center_of, click, key, make_app, post, settle, start_game
from .pad_kit import UNKNOWN, VirtualPad

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
LT = pygame.CONTROLLER_AXIS_TRIGGERLEFT
RIGHT_X = pygame.CONTROLLER_AXIS_RIGHTX
#: A kingdom in which the bot wins a fief early enough to bring its ruler in as a friend. The bot's
#: choices do not depend on how many presses the focus took (its stick-or-d-pad draws are apart).
SEED = 2


def down(app, code: int, instance: int = 0) -> None:
    post(app, pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance, button=code))


def up(app, code: int, instance: int = 0) -> None:
    post(app, pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=instance, button=code))


# -- a whole game --------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [SEED])
def test_a_whole_game_from_the_title_with_a_controller_only(clock, seed):
    app = App(size=(1024, 640), speed="off", clock=clock, seed=seed)  # the setup screen shows its code
    OPENED.append(app)
    bot = ControllerBot(app, seed)
    assert isinstance(app.scene, TitleScene)
    bot.press("new_game")
    assert isinstance(app.scene, SetupScene)
    bot.press("setup_full")
    bot.press("difficulty_18")
    bot.press("start")
    settle(app, clock)
    scene = app.scene
    assert isinstance(scene, FiefSelectionScene)
    session = scene.session
    assert (session.setup, session.threshold) == ("full", 18)
    bot.play_game()
    assert isinstance(app.scene, EndOfGameScene) and session.over
    # Visits were played to their end, friends brought in, allies used: all with the controller.
    assert bot.done["play"] >= 8 and bot.done["begin_visit"] >= 2
    assert bot.done["substitute"] >= 1, bot.done
    assert bot.done["activate"] >= 1, bot.done
    assert input_device() == CONTROLLER and button_name("confirm") == "A"
    app.draw()


def test_the_tutorial_is_played_with_a_controller(clock):
    app = make_app(clock)
    bot = ControllerBot(app, 3)
    bot.press("tutorial")
    settle(app, clock)
    scene = app.scene
    assert isinstance(scene, TableScene) and scene.session.seed == TUTORIAL_SEED
    steps = []
    for _ in range(200):
        scene = app.scene
        if not isinstance(scene, TableScene) or not scene.tutorial.active:
            break
        prompt = scene.tutorial.overlay.prompt(scene.session.state)
        steps.append(prompt.step)
        clock.advance(1000)
        if prompt.target is None:
            button(app, A)  # Next
        elif isinstance(prompt.drop, K.Ally):
            bot.press(prompt.target)  # a friend: taken, then put on its slot
            bot.press(prompt.drop)
        elif prompt.target == K.DECK:
            button(app, X)  # the next statement
        elif prompt.target == K.Button("continue") or scene.hold is not None:
            # The end-of-visit panel: A (Enter) on the step that tells of it is that step's Next;
            # the panel itself then takes the next A.
            bot.continue_banner()
        else:
            bot.press(prompt.target)
        settle(app, clock)
    else:
        raise AssertionError(f"the tutorial did not end: {steps[-10:]}")
    assert steps[-1] == "finish" and app.ctx.settings.tutorial_done
    for lesson in ("choose_fief", "start_visit", "reveal", "use_ally", "bring_friend"):
        assert lesson in steps
    assert isinstance(app.scene, VisitScene)


# -- the buttons ---------------------------------------------------------------------------------------


def test_each_button_does_what_its_key_does_on_the_table(app, clock):
    session = start_game(app)
    bot = ControllerBot(app, 1)
    bot.press(K.Fief(3))
    settle(app, clock)
    assert session.actions[-1].type == "choose_fief"
    button(app, pygame.CONTROLLER_AXIS_TRIGGERLEFT + 100)  # a button SDL does not have: nothing
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERLEFT, 32767)  # LT: undo
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERLEFT, 0)
    settle(app, clock)
    assert session.actions == []
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 32767)  # RT: redo
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 200)
    settle(app, clock)
    assert [a.type for a in session.actions] == ["choose_fief"]
    button(app, pygame.CONTROLLER_BUTTON_START)  # the menu in a game; Start again closes it
    assert isinstance(app.scene, MenuOverlay)
    button(app, pygame.CONTROLLER_BUTTON_START)
    assert isinstance(app.scene, FiefSelectionScene)
    button(app, B)  # B is Esc: with a fief chosen, Back
    assert isinstance(app.scene, FiefSelectionScene) and session.state.phase.value == "choose_fief"
    button(app, B)  # then the menu, and B closes it
    assert isinstance(app.scene, MenuOverlay)
    button(app, B)
    assert isinstance(app.scene, FiefSelectionScene)
    button(app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)  # RB: the card tracker
    assert isinstance(app.scene, CardTracker)
    button(app, B)
    button(app, pygame.CONTROLLER_BUTTON_BACK)  # Back: the rules
    assert isinstance(app.scene, RulesOverlay)
    button(app, B)
    scene = app.scene
    assert isinstance(scene, FiefSelectionScene)
    button(app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)  # LB: the hint
    assert scene.hints.asked


def test_start_confirms_outside_a_game(app):
    assert isinstance(app.scene, TitleScene) and app.scene.focus == "new_game"
    button(app, pygame.CONTROLLER_BUTTON_START)
    assert isinstance(app.scene, SetupScene)


def test_a_controller_types_nothing_into_the_kingdom_code(app):
    click(app, center_of(app, "new_game"))
    scene = app.scene
    code = scene.code_text
    for pressed in (X, pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER):
        button(app, pressed)  # Space, H and T as keys, but with no text
    assert scene.code_text == code


# -- held directions -----------------------------------------------------------------------------------


def test_a_held_direction_repeats_until_it_is_let_go(app, clock):
    scene = app.scene
    order = [f.key for f in scene.focusables()]
    assert app.controllers.wait_ms(clock()) is None  # nothing held: the loop may sleep for good
    down(app, DOWN)
    assert scene.focus == order[1]
    clock.advance(REPEAT_DELAY_MS - 1)
    app.step()
    assert scene.focus == order[1]
    assert app.controllers.wait_ms(clock()) == 1
    clock.advance(1)
    app.step()
    assert scene.focus == order[2]
    clock.advance(REPEAT_INTERVAL_MS)
    app.step()
    assert scene.focus == order[3]
    up(app, DOWN)
    clock.advance(10 * REPEAT_INTERVAL_MS)
    app.step()
    assert scene.focus == order[3]
    assert app.controllers.wait_ms(clock()) is None


def test_the_left_stick_has_a_dead_zone(app, clock):
    scene = app.scene
    order = [f.key for f in scene.focusables()]
    lean = int(STICK_PRESS * 32768)
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, lean - 2000)  # resting near the middle: nothing
    assert scene.focus == order[0]
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, lean + 2000)
    assert scene.focus == order[1]
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, lean - 2000)  # still leaning: held, not pressed again
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 32767)
    assert scene.focus == order[1]
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 0)  # let go, then up
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, -32768)
    assert scene.focus == order[0]
    axis(app, pygame.CONTROLLER_AXIS_LEFTX, 30000)  # sideways wins when it leans further
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 0)
    clock.advance(5 * REPEAT_DELAY_MS)
    app.step()
    assert app.controllers.held and next(iter(app.controllers.held.values()))[0] == pygame.K_RIGHT


def test_the_translation_without_the_app():
    pads = Controllers()
    made = pads.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=4, button=A), 0, pygame.K_RETURN)
    assert made.pressed and [(e.type, e.key, e.unicode) for e in made.keys] == [(pygame.KEYDOWN, pygame.K_RETURN, "")]
    made = pads.translate(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=4, button=A), 5, pygame.K_RETURN)
    assert not made.pressed and [(e.type, e.key) for e in made.keys] == [(pygame.KEYUP, pygame.K_RETURN)]
    start = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=4, button=pygame.CONTROLLER_BUTTON_START)
    assert pads.translate(start, 0, pygame.K_ESCAPE).keys[0].key == pygame.K_ESCAPE
    release = pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=4, button=pygame.CONTROLLER_BUTTON_START)
    assert pads.translate(release, 0, pygame.K_RETURN).keys[0].key == pygame.K_ESCAPE  # let go as pressed
    lt = pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=4, axis=LT, value=30000)
    (undo,) = pads.translate(lt, 0, 0).keys
    assert undo.key == pygame.K_z and undo.mod & pygame.KMOD_CTRL
    assert pads.translate(lt, 0, 0).keys == []  # held: no second press
    # A joystick event of a device that is not a plain joystick of ours means nothing.
    joy = pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=4, button=0)
    assert pads.translate(joy, 0, 0).keys == []


# -- the device in use ---------------------------------------------------------------------------------


def test_the_device_in_use_follows_the_last_input_and_the_words_follow_it(app):
    assert input_device() == KEYBOARD and button_name("confirm") == "Enter"
    button(app, DOWN)
    assert input_device() == CONTROLLER
    assert (button_name("confirm"), button_name("hint"), button_name("tracker")) == ("A", "LB", "RB")
    app.draw()
    frames = app.frames
    key(app, pygame.K_F2)  # a key that does nothing here...
    assert input_device() == KEYBOARD and button_name("hint") == "H"
    assert app.frames == frames + 1  # ...but the words name other buttons now: drawn again
    key(app, pygame.K_F2)
    assert app.frames == frames + 1  # nothing changed: nothing drawn
    button(app, DOWN)
    # The pointer, never seen before, is placed by the first motion; the mouse is in use once it moves.
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(3, 1), buttons=(0, 0, 0)))
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(25, 15), rel=(20, 10), buttons=(0, 0, 0)))
    assert input_device() == MOUSE and button_name("confirm") == "Enter"


# -- hot-plug ------------------------------------------------------------------------------------------


def test_a_controller_plugged_in_and_out_mid_game(app, clock):
    session = start_game(app)
    pad = VirtualPad()
    pad.attach()
    try:
        settle(app, clock)
        assert app.controllers.connected() and app.ctx.controller() == "xbox"
        scene = app.scene
        pad.button(A, True)  # a real press on the device, through SDL
        settle(app, clock)
        pad.button(A, False)
        settle(app, clock)
        assert input_device() == CONTROLLER
        assert session.actions == [] or session.actions[-1].type == "choose_fief"
        pad.button(DOWN, True)  # held while it is pulled out
        settle(app, clock)
        assert app.controllers.held
    finally:
        pad.detach()
    settle(app, clock)
    assert not app.controllers.connected() and app.ctx.controller() is None
    assert not app.controllers.held and app.controllers.wait_ms(clock()) is None  # nothing stays held
    assert input_device() == KEYBOARD and button_name("confirm") == "Enter"
    assert app.scene is scene
    app.draw()
    # Plugged in again: a new device, opened again.
    again = VirtualPad()
    again.attach()
    try:
        settle(app, clock)
        assert app.controllers.connected()
    finally:
        again.detach()
    settle(app, clock)
    assert not app.controllers.connected()


def test_a_plain_joystick_is_read_through_the_fallback(app, clock):
    pad = VirtualPad(kind=UNKNOWN, axes=2, buttons=8, hats=1)
    pad.attach()
    try:
        settle(app, clock)
        opened = list(app.controllers.pads.values())
        if not opened or opened[0].mapped:
            pytest.skip("SDL maps even an unknown virtual joystick here")
        scene = app.scene
        order = [f.key for f in scene.focusables()]
        pad.hat(0, 4)  # SDL_HAT_DOWN
        settle(app, clock)
        pad.hat(0, 0)
        settle(app, clock)
        assert scene.focus == order[1]
        pad.axis(1, 32767)  # the first axes are the left stick
        settle(app, clock)
        pad.axis(1, 0)
        settle(app, clock)
        assert scene.focus == order[2]
        assert input_device() == CONTROLLER
        pad.button(0, True)  # button 0 is A
        settle(app, clock)
        pad.button(0, False)
        settle(app, clock)
        assert not isinstance(app.scene, TitleScene)
    finally:
        pad.detach()
    settle(app, clock)
    assert not app.controllers.connected()


@pytest.mark.parametrize(
    "event",
    [
        pygame.event.Event(pygame.JOYDEVICEADDED, device_index=99),
        pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=-3),
        pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=1234),
        pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=-1),
        pygame.event.Event(pygame.CONTROLLERDEVICEREMAPPED, instance_id=0),
        pygame.event.Event(pygame.JOYHATMOTION, instance_id=77, hat=0, value=(1, 0)),
        pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=RIGHT_X, value=-32768),
    ],
)
def test_stray_device_events_never_crash(app, clock, event):
    session = start_game(app)
    button(app, DOWN)
    post(app, event)
    settle(app, clock)
    assert isinstance(app.scene, FiefSelectionScene) and app.scene.session is session
    app.draw()


def test_the_table_names_the_buttons_of_the_device_in_use(app, clock):
    """The prompts, the buttons' key hints, the Cards and Hint buttons and the tutorial's buttons
    name the keyboard's keys, then the controller's buttons once it is used."""
    start_game(app)
    scene = app.scene
    key(app, pygame.K_2)
    key(app, pygame.K_RETURN)
    settle(app, clock)
    assert "(Space)" in scene.prompt_text()
    start = next(b for b in scene.buttons() if b.key == K.Button("start"))
    assert start.hint == "Space"
    assert scene.tracker_button().hint == "T"
    button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert "(X)" in scene.prompt_text() and "Space" not in scene.prompt_text()
    start = next(b for b in scene.buttons() if b.key == K.Button("start"))
    assert start.hint == "X" and scene.tracker_button().hint == "RB"
    menu = next(b for b in scene.buttons() if b.key == K.Button("menu"))
    assert menu.hint == "Menu"  # its keycap's short name (the Controls page says "Menu button")
    assert [b.hint for b in scene.buttons() if b.key in (K.Button("undo"),)] == ["LT"]
    button(app, X)  # X starts the visit, wherever the focus is
    settle(app, clock)
    visit = app.scene
    assert isinstance(visit, VisitScene)
    words = visit.prompt_text()
    assert "X" in words and "Space" not in words and "1–4" not in words
    assert next(b for b in visit.buttons() if b.key == K.Button("reveal")).hint == "X"
    assert visit.picture().device == CONTROLLER
    app.step()
    assert visit.hints.button_look[1] == "LB"  # the Hint button names its shoulder button
    key(app, pygame.K_F2)
    assert "press 1–4" in visit.prompt_text() and "Space" in visit.prompt_text()
    app.step()
    assert visit.hints.button_look[1] == "H"


def test_the_tutorial_names_the_buttons_of_the_device_in_use(clock):
    app = make_app(clock)
    bot = ControllerBot(app, 3)
    bot.press("tutorial")
    settle(app, clock)
    scene = app.scene
    overlay = scene.tutorial.overlay
    prompt = overlay.prompt(scene.session.state)
    lay = scene.tutorial.layout(scene.view)
    assert [b.hint for b in overlay.buttons(lay, prompt)] == ["B", "A"]  # Skip, Next
    button(app, A)  # Next: a step to do, whose words say which button does it
    settle(app, clock)
    prompt = overlay.prompt(scene.session.state)
    assert not prompt.needs_next and prompt.text.endswith("press A.")
    key(app, pygame.K_F2)
    prompt = overlay.prompt(scene.session.state)
    assert prompt.text.endswith("press Enter.")
    # The pointer, never seen before, is placed by the first motion; the mouse is in use once it moves.
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(3, 1), buttons=(0, 0, 0)))
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(25, 15), rel=(20, 10), buttons=(0, 0, 0)))
    assert "Without the mouse" not in overlay.prompt(scene.session.state).text
