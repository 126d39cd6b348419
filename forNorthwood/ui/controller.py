"""Game controllers: opened as they come and go, their buttons turned into the keyboard's keys.

SDL's game-controller API (``pygame._sdl2.controller``) names every pad's buttons by
place: A is the bottom face button whatever is printed on it. A device SDL has no
mapping for is read as a plain joystick: buttons 0–7 as A, B, X, Y, LB, RB, Back,
Start; its first hat as the d-pad; its first two axes as the left stick.

Each press becomes the key press a keyboard player would make (``KEYDOWN``, and
``KEYUP`` when released), marked ``controller=True``; ``App.handle`` hands those to
the scenes like any key, so every screen — the table, the tutorial, menus, dialogs,
the setup screen — works with a controller without code of its own:

======================  ===================  ====================================
controller              key                  on the table
======================  ===================  ====================================
d-pad, left stick       arrows (repeat)      move the focus ring
A                       Enter                choose, play, press the button
B                       Esc                  back, close (the menu on the table)
X                       Space                next statement, go on after a visit
Y                       Backspace            take back the last pick, send a friend back
LB / RB                 H / T                Hint / card tracker
right stick press       G                    play the move the Hint rings
LT / RT                 Ctrl+Z / Ctrl+Y      undo / redo
Start                   Esc or Enter         the menu in a game, else confirm
Back (View, Select)     F1                   the rules
======================  ===================  ====================================

In an answered puzzle (``scenes.puzzle``), X, LT, RT and Y do its own buttons instead: the
other position, Retry, Next puzzle and Show the hand (none of them does anything else there).
On the statistics, LB and RB turn the pages and the d-pad moves the focus (``scenes.statistics``).

A held direction repeats, as a held arrow key does; nothing else repeats. The
repeat is driven by the app's clock (``due``), and ``wait_ms`` tells the app how
long it may sleep: nothing wakes the loop while no button is held.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeAlias

import pygame

from ..i18n.controls_text import XBOX, family_of

try:  # pygame-ce's SDL game-controller module (absent from very old pygame builds)
    from pygame._sdl2 import controller as sdl_controller
except ImportError:  # pragma: no cover - every supported pygame-ce has it
    sdl_controller = None  # type: ignore[assignment]

#: How far a stick must lean to count as a direction, and how far back it must come to let go
#: (two thresholds, so that a stick resting near the edge does not flicker on and off).
STICK_PRESS = 0.5
STICK_RELEASE = 0.35
#: The same for the analogue triggers (0 at rest, 1 fully pressed).
TRIGGER_PRESS = 0.5
TRIGGER_RELEASE = 0.3
#: A held direction first repeats after this long, then at this interval (ms). Slower than
#: the keyboard's repeat: a thumb on a stick overshoots a focus ring that runs too fast.
REPEAT_DELAY_MS = 350
REPEAT_INTERVAL_MS = 110

_AXIS_MAX = 32768.0

# SDL's controller buttons and axes (pygame's constants).
_DPAD = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: pygame.K_UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: pygame.K_DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: pygame.K_LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: pygame.K_RIGHT,
}
#: Buttons and the key each one presses (``START`` is decided by the app: see ``start_key``).
_BUTTONS: dict[int, tuple[int, int]] = {
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, 0),
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_X: (pygame.K_SPACE, 0),
    pygame.CONTROLLER_BUTTON_Y: (pygame.K_BACKSPACE, 0),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_h, 0),
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: (pygame.K_g, 0),  # play the hinted move
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_t, 0),
    pygame.CONTROLLER_BUTTON_BACK: (pygame.K_F1, 0),
}
_TRIGGERS: dict[int, tuple[int, int]] = {
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: (pygame.K_z, pygame.KMOD_LCTRL),
    pygame.CONTROLLER_AXIS_TRIGGERRIGHT: (pygame.K_y, pygame.KMOD_LCTRL),
}
_STICK_AXES = (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY)
#: A plain joystick's buttons read as the controller's (the common layout of generic pads).
_JOYSTICK_BUTTONS = (
    pygame.CONTROLLER_BUTTON_A,
    pygame.CONTROLLER_BUTTON_B,
    pygame.CONTROLLER_BUTTON_X,
    pygame.CONTROLLER_BUTTON_Y,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    pygame.CONTROLLER_BUTTON_BACK,
    pygame.CONTROLLER_BUTTON_START,
)

#: Every event this module takes.
DEVICE_EVENTS = frozenset(
    {
        pygame.CONTROLLERDEVICEADDED,
        pygame.CONTROLLERDEVICEREMOVED,
        pygame.CONTROLLERDEVICEREMAPPED,
        pygame.JOYDEVICEADDED,
        pygame.JOYDEVICEREMOVED,
    }
)
INPUT_EVENTS = frozenset(
    {
        pygame.CONTROLLERBUTTONDOWN,
        pygame.CONTROLLERBUTTONUP,
        pygame.CONTROLLERAXISMOTION,
        pygame.JOYBUTTONDOWN,
        pygame.JOYBUTTONUP,
        pygame.JOYHATMOTION,
        pygame.JOYAXISMOTION,
    }
)
EVENTS = DEVICE_EVENTS | INPUT_EVENTS

#: What is held down: a button, a stick, a hat or a trigger of one device.
Source: TypeAlias = tuple[str, int, int]


@dataclass
class Pad:
    """One open device: a controller SDL maps, or a plain joystick read by hand."""

    instance_id: int
    name: str
    family: str
    mapped: bool
    handles: list[object] = field(default_factory=list)  # the pygame objects to close

    def close(self) -> None:
        for handle in self.handles:
            try:
                handle.quit()  # type: ignore[attr-defined]
            except pygame.error:
                pass


@dataclass
class Translation:
    """What one controller event meant: the key events it makes, whether the player pressed
    something (the device in use becomes the controller), and whether a device came or went."""

    keys: list[pygame.event.Event] = field(default_factory=list)
    pressed: bool = False
    plugged: bool = False
    family: str = XBOX


def key_event(kind: int, key: int, mod: int = 0, menu: bool = False) -> pygame.event.Event:
    """A key event as a controller makes it (no text: a controller types nothing). ``menu``: the
    Start button pressed it (its Esc opens the menu, where B's goes back first)."""
    return pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0, controller=True, menu=menu)


def _direction(x: float, y: float, held: int | None) -> int | None:
    """The arrow a stick at (x, y) (each −1..1, y down) points to; ``held`` is kept until the
    stick comes back past the release threshold."""
    if held is not None:
        along = {pygame.K_LEFT: -x, pygame.K_RIGHT: x, pygame.K_UP: -y, pygame.K_DOWN: y}[held]
        if along >= STICK_RELEASE and along >= max(abs(x), abs(y)) - 0.2:
            return held
    if max(abs(x), abs(y)) < STICK_PRESS:
        return None
    if abs(x) >= abs(y):
        return pygame.K_RIGHT if x > 0 else pygame.K_LEFT
    return pygame.K_DOWN if y > 0 else pygame.K_UP


class Controllers:
    """The controllers plugged in, and what their buttons held down mean."""

    def __init__(self) -> None:
        self.pads: dict[int, Pad] = {}
        self.held: dict[Source, tuple[int, int]] = {}  # what is down → the key it pressed
        self.repeating: tuple[Source, int] | None = None  # the direction that repeats, and when next
        self.sticks: dict[tuple[str, int], list[float]] = {}  # each device's stick: [x, y]
        self.started = False

    # -- devices ---------------------------------------------------------------------------------

    def start(self) -> None:
        """Start SDL's controller (and joystick) support and open what is plugged in already.
        Without it (no joystick support in this SDL) the game simply has no controller."""
        if sdl_controller is None:
            return
        try:
            sdl_controller.init()
            pygame.joystick.init()
        except pygame.error:
            return
        self.started = True
        for index in range(pygame.joystick.get_count()):
            self.open(index)

    def stop(self) -> None:
        for pad in list(self.pads.values()):
            pad.close()
        self.pads.clear()
        self.held.clear()
        self.repeating = None
        if self.started and sdl_controller is not None:
            try:
                sdl_controller.quit()
                pygame.joystick.quit()
            except pygame.error:
                pass
        self.started = False

    def open(self, index: int) -> bool:
        """Open device ``index`` (once: SDL announces a controller as a joystick too)."""
        if not self.started:
            return False
        try:
            joystick = pygame.joystick.Joystick(index)
            instance = joystick.get_instance_id()
            if instance in self.pads:
                return False
            if sdl_controller is not None and sdl_controller.is_controller(index):
                pad = sdl_controller.Controller(index)
                name = pad.name or joystick.get_name()
                self.pads[instance] = Pad(instance, name, family_of(name), True, [pad, joystick])
            else:  # a Joystick is open from its creation on
                name = joystick.get_name()
                self.pads[instance] = Pad(instance, name, family_of(name), False, [joystick])
        except (pygame.error, ValueError, IndexError):
            return False  # gone again already, or not a device SDL can open
        return True

    def close(self, instance: int) -> list[pygame.event.Event]:
        """Forget device ``instance``; what it held down is let go."""
        pad = self.pads.pop(instance, None)
        if pad is not None:
            pad.close()
        released: list[pygame.event.Event] = []
        for source in [s for s in self.held if s[1] == instance]:
            released += self.release(source)
        self.sticks = {k: v for k, v in self.sticks.items() if k[1] != instance}
        return released

    def connected(self) -> bool:
        return bool(self.pads)

    def family(self) -> str | None:
        """The family of the first controller plugged in, None when there is none."""
        for pad in self.pads.values():
            return pad.family
        return None

    # -- presses ---------------------------------------------------------------------------------

    def press(
        self, source: Source, key: int, mod: int, now: int, repeat: bool = False, menu: bool = False
    ) -> list[pygame.event.Event]:
        if source in self.held:
            return []
        self.held[source] = (key, mod)
        if repeat:
            self.repeating = (source, now + REPEAT_DELAY_MS)
        return [key_event(pygame.KEYDOWN, key, mod, menu)]

    def release(self, source: Source) -> list[pygame.event.Event]:
        pressed = self.held.pop(source, None)
        if self.repeating is not None and self.repeating[0] == source:
            self.repeating = None
        if pressed is None:
            return []
        return [key_event(pygame.KEYUP, *pressed)]

    def button(
        self, instance: int, button: int, down: bool, now: int, start_key: int, kind: str = "button"
    ) -> list[pygame.event.Event]:
        source: Source = (kind, instance, button)
        if not down:
            return self.release(source)
        if button in _DPAD:
            return self.press(source, _DPAD[button], 0, now, repeat=True)
        if button == pygame.CONTROLLER_BUTTON_START:
            return self.press(source, start_key, 0, now, menu=True)
        if button in _BUTTONS:
            return self.press(source, *_BUTTONS[button], now)
        return []

    def stick(self, kind: str, instance: int, axis: int, value: float, now: int) -> list[pygame.event.Event]:
        """A stick moved (``value`` −1..1): the direction it points to is pressed, or let go."""
        position = self.sticks.setdefault((kind, instance), [0.0, 0.0])
        position[axis] = value
        source: Source = (kind, instance, 0)
        held = self.held.get(source)
        direction = _direction(position[0], position[1], held[0] if held else None)
        if held is not None and direction == held[0]:
            return []
        events = self.release(source)
        if direction is not None:
            events += self.press(source, direction, 0, now, repeat=True)
        return events

    def trigger(self, instance: int, axis: int, value: float, now: int) -> list[pygame.event.Event]:
        source: Source = ("trigger", instance, axis)
        if source in self.held:
            return self.release(source) if value < TRIGGER_RELEASE else []
        return self.press(source, *_TRIGGERS[axis], now) if value >= TRIGGER_PRESS else []

    def hat(self, instance: int, value: tuple[int, int], now: int) -> list[pygame.event.Event]:
        """A joystick's hat (x right, y up) is its d-pad."""
        x, y = value
        wanted = {
            pygame.CONTROLLER_BUTTON_DPAD_LEFT: x < 0,
            pygame.CONTROLLER_BUTTON_DPAD_RIGHT: x > 0,
            pygame.CONTROLLER_BUTTON_DPAD_UP: y > 0,
            pygame.CONTROLLER_BUTTON_DPAD_DOWN: y < 0,
        }
        events: list[pygame.event.Event] = []
        for button, down in wanted.items():
            if not down:
                events += self.button(instance, button, False, now, 0, kind="hat")
        for button, down in wanted.items():
            if down:
                events += self.button(instance, button, True, now, 0, kind="hat")
        return events

    # -- events ----------------------------------------------------------------------------------

    def translate(self, event: pygame.event.Event, now: int, start_key: int) -> Translation:
        """The key events that controller ``event`` makes (``start_key``: what Start presses now)."""
        kind = event.type
        if kind in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED):
            return Translation(plugged=self.open(getattr(event, "device_index", -1)))
        if kind in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            instance = getattr(event, "instance_id", -1)
            known = instance in self.pads
            return Translation(self.close(instance), plugged=known)
        instance = getattr(event, "instance_id", -1)
        pad = self.pads.get(instance)
        family = pad.family if pad is not None else XBOX
        keys: list[pygame.event.Event] = []
        if kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            keys = self.button(instance, event.button, kind == pygame.CONTROLLERBUTTONDOWN, now, start_key)
        elif kind == pygame.CONTROLLERAXISMOTION:
            value = max(-1.0, min(1.0, event.value / _AXIS_MAX))
            if event.axis in _STICK_AXES:
                keys = self.stick("stick", instance, _STICK_AXES.index(event.axis), value, now)
            elif event.axis in _TRIGGERS:
                keys = self.trigger(instance, event.axis, value, now)
        elif pad is not None and not pad.mapped:
            # A plain joystick; a mapped controller sends its joystick events too, and those are left out.
            keys = self.joystick(event, instance, now, start_key)
        pressed = any(k.type == pygame.KEYDOWN for k in keys)
        return Translation(keys, pressed=pressed, family=family)

    def joystick(self, event: pygame.event.Event, instance: int, now: int, start_key: int) -> list[pygame.event.Event]:
        kind = event.type
        if kind in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP) and 0 <= event.button < len(_JOYSTICK_BUTTONS):
            button = _JOYSTICK_BUTTONS[event.button]
            return self.button(instance, button, kind == pygame.JOYBUTTONDOWN, now, start_key, kind="joy")
        if kind == pygame.JOYHATMOTION and event.hat == 0:
            return self.hat(instance, tuple(event.value), now)
        if kind == pygame.JOYAXISMOTION and event.axis in (0, 1):
            return self.stick("joystick", instance, event.axis, max(-1.0, min(1.0, float(event.value))), now)
        return []

    # -- repeat ----------------------------------------------------------------------------------

    def due(self, now: int) -> list[pygame.event.Event]:
        """The repeat of the direction held down, if its time has come."""
        if self.repeating is None:
            return []
        source, at = self.repeating
        if now < at or source not in self.held:
            return []
        # From now on, not from when it was due: a loop that slept late does not fire a burst.
        self.repeating = (source, now + REPEAT_INTERVAL_MS)
        return [key_event(pygame.KEYDOWN, *self.held[source])]

    def wait_ms(self, now: int) -> int | None:
        """How long the app may sleep before a repeat is due (None: nothing is held)."""
        if self.repeating is None:
            return None
        return max(1, self.repeating[1] - now)
