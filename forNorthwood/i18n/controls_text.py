"""The names of the keys and buttons that do each thing, for the device the player uses.

A prompt that says "(Enter)" to a keyboard player says "(A)" to one holding a game
controller: ``button_name(intent)`` names an *intent* (confirm, back, hint...) on the
device in use, which the app sets from the input it last received
(``set_input_device``). The mouse names the keyboard's keys (a mouse player's other
hand is on the keyboard). The state lives here, beside the language, so that the
words of every layer (the tutorial's lessons too) can ask for it.

Controllers are named after their family: SDL reports every pad's buttons by place
(A is always the bottom face button), and the labels printed on them differ.
``CONTROLS_PAGES`` words the rules' Controls pages: every action by mouse, keyboard
and controller.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import _, pgettext

MOUSE = "mouse"
KEYBOARD = "keyboard"
CONTROLLER = "controller"
DEVICES = (MOUSE, KEYBOARD, CONTROLLER)

#: Controller families, named after the labels printed on their buttons.
XBOX = "xbox"
PLAYSTATION = "playstation"
NINTENDO = "nintendo"
FAMILIES = (XBOX, PLAYSTATION, NINTENDO)

#: Every intent a key or button carries out.
INTENTS = (
    "move",
    "confirm",
    "back",
    "menu",
    "next_statement",
    "take_back",
    "send_back",
    "hint",
    "play_hint",
    "finish_visit",
    "tracker",
    "rules",
    "undo",
    "redo",
    "fullscreen",
    "previous_page",
    "next_page",
    "visit_jump",
    "marked_jump",
    "play_on",
)

_KEYS: dict[str, Callable[[], str]] = {
    "move": lambda: _("arrow keys"),
    "confirm": lambda: _("Enter"),
    "back": lambda: _("Esc"),
    "menu": lambda: _("Esc"),
    "next_statement": lambda: _("Space"),
    "take_back": lambda: _("Backspace"),
    "send_back": lambda: _("Delete"),
    "hint": lambda: _("H"),
    # Translators: the key that plays the move the Hint rings (G as in "go").
    "play_hint": lambda: _("G"),
    # Translators: the key that finishes a visit whose outcome is certain (F as in "finish").
    "finish_visit": lambda: _("F"),
    "tracker": lambda: "T",
    "rules": lambda: "F1",
    "undo": lambda: _("Ctrl+Z"),
    "redo": lambda: _("Ctrl+Y"),
    "fullscreen": lambda: "F11",
    "previous_page": lambda: "←",
    "next_page": lambda: "→",
    # A replay's keys to the start of the visit shown (or the one before) and of the next visit.
    "visit_jump": lambda: "↑ ↓",
    # A replay's keys to the previous and the next choice marked on its timeline (the shoulders').
    "marked_jump": lambda: "H T",
    # The key that starts a practice game from the replay's position (P as in "play").
    "play_on": lambda: "P",
}

# Letters and shoulder names are printed on the pads as they are; the names of symbols
# (PlayStation's face buttons) and of the middle buttons are words, translated.
_XBOX: dict[str, Callable[[], str]] = {
    "confirm": lambda: "A",
    "back": lambda: "B",
    "next_statement": lambda: "X",
    "take_back": lambda: "Y",
    "send_back": lambda: "Y",
    "hint": lambda: "LB",
    "play_hint": lambda: "RS",  # a press on the right stick
    "tracker": lambda: "RB",
    "undo": lambda: "LT",
    "redo": lambda: "RT",
    # Translators: the Xbox controller's middle button with two squares (Back on older pads).
    "rules": lambda: _("View"),
    # Translators: the Xbox controller's middle button with three lines (Start on older pads).
    "menu": lambda: _("Menu button"),
    "marked_jump": lambda: "LB RB",
    "play_on": lambda: "X",
}
_PLAYSTATION: dict[str, Callable[[], str]] = {
    # Translators: a PlayStation controller's face buttons, named after their symbols (✕ ○ □ △).
    "confirm": lambda: _("Cross"),
    "back": lambda: _("Circle"),
    "next_statement": lambda: _("Square"),
    "take_back": lambda: _("Triangle"),
    "send_back": lambda: _("Triangle"),
    "hint": lambda: "L1",
    "play_hint": lambda: "R3",
    "tracker": lambda: "R1",
    "undo": lambda: "L2",
    "redo": lambda: "R2",
    # Translators: the PlayStation controller's button left of the touch pad.
    "rules": lambda: _("Share"),
    # Translators: the PlayStation controller's button right of the touch pad.
    "menu": lambda: _("Options"),
    "marked_jump": lambda: "L1 R1",
    "play_on": lambda: _("Square"),
}
_NINTENDO: dict[str, Callable[[], str]] = {
    "confirm": lambda: "A",
    "back": lambda: "B",
    "next_statement": lambda: "X",
    "take_back": lambda: "Y",
    "send_back": lambda: "Y",
    "hint": lambda: "L",
    "play_hint": lambda: "RS",
    "tracker": lambda: "R",
    "undo": lambda: "ZL",
    "redo": lambda: "ZR",
    "rules": lambda: "−",
    "menu": lambda: "+",
    "marked_jump": lambda: "L R",
    "play_on": lambda: "X",
}
#: The symbols on a PlayStation controller's face buttons, for keycaps.
_PLAYSTATION_SYMBOLS = {"confirm": "×", "back": "○", "next_statement": "□", "take_back": "△", "send_back": "△"}
_PADS = {XBOX: _XBOX, PLAYSTATION: _PLAYSTATION, NINTENDO: _NINTENDO}

#: The intents every pad does with its d-pad (or left stick): named so on each family.
_D_PAD = ("move", "previous_page", "next_page", "visit_jump")

_device = KEYBOARD
_family = XBOX


def family_of(name: str) -> str:
    """The family of a controller from the name SDL gives it (an unknown pad is named like an Xbox one,
    as SDL names every pad's buttons)."""
    lowered = name.lower()
    if any(word in lowered for word in ("playstation", "ps3", "ps4", "ps5", "dualshock", "dualsense", "sony")):
        return PLAYSTATION
    if any(word in lowered for word in ("nintendo", "switch", "joy-con", "joycon")):
        return NINTENDO
    return XBOX


def set_input_device(device: str, family: str | None = None) -> bool:
    """The player now uses ``device`` (a controller of ``family``); True when that changes what
    ``button_name`` says."""
    global _device, _family
    if device not in DEVICES:
        raise ValueError(f"unknown input device {device!r}")
    before = (_device == CONTROLLER, _family)
    _device = device
    if family in FAMILIES:
        _family = family
    return before != (_device == CONTROLLER, _family)


def input_device() -> str:
    """The device the player used last: "mouse", "keyboard" or "controller"."""
    return _device


def controller_family() -> str:
    """The family of the controller used last (or of the one connected)."""
    return _family


def button_name(intent: str, device: str | None = None, family: str | None = None) -> str:
    """The key or button that does ``intent`` on ``device`` (by default the one in use):
    ``button_name("confirm")`` is "Enter" at the keyboard, "A" with an Xbox controller.
    An intent a controller has no button for is named by its key."""
    if intent not in _KEYS:
        raise ValueError(f"unknown intent {intent!r}")
    device = device or _device
    if device == CONTROLLER:
        if intent == "move":
            return _("D-pad or left stick")
        # Every family's d-pad (or left stick) turns the pages, as the arrow keys do.
        if intent == "previous_page":
            # Translators: the controller's d-pad pushed left (it turns to the previous page).
            return _("D-pad ←")
        if intent == "next_page":
            # Translators: the controller's d-pad pushed right (it turns to the next page).
            return _("D-pad →")
        if intent == "visit_jump":
            # Translators: the controller's d-pad pushed up or down (in a replay: to the previous or
            # the next visit).
            return _("D-pad ↑ ↓")
        named = _PADS.get(family or _family, _XBOX).get(intent)
        if named is not None:
            return named()
    return _KEYS[intent]()


def keycap_name(intent: str) -> str:
    """The key or button a button's keycap names for ``intent``: as ``button_name``, but nothing
    while a controller is in use that has no button for it (its player presses confirm on the
    button; a keyboard key there would be a key they do not hold). A keycap is short: the Xbox
    pad's Menu button is called "Menu" there."""
    if _device == CONTROLLER and intent not in _D_PAD and intent not in _PADS.get(_family, _XBOX):
        return ""
    if _device == CONTROLLER and _family == PLAYSTATION and intent in _PLAYSTATION_SYMBOLS:
        # A face button's cap is its symbol, as printed on it: "Before your move" and "Square" did not
        # fit on one line at 960×600 (a sentence keeps the word: ``button_name``).
        return _PLAYSTATION_SYMBOLS[intent]
    if _device == CONTROLLER and _family == XBOX and intent == "menu":
        # Its keycap beside a label: "Menu button" filled the Menu button at 960×600.
        return _("Menu")
    if _device == CONTROLLER and _family == XBOX and intent == "rules":
        # Translators: the Xbox pad's View button on a keycap after "Rules" in the small header
        # button (about 100 px at 960×600, with the label): as short as you can, abbreviated if
        # need be (in French the whole "Affichage" left no room, and the cap went).
        return pgettext("keycap", "View")
    return button_name(intent)


def bring_in_text(device: str | None = None) -> str:
    """How to bring a friend in over an ally slot on ``device`` (the one in use by default), as
    the Controls page says it: "drag it onto an ally slot", "Enter on it, then 1–4 (or Enter
    on a slot)", "A on it, then A on a slot"."""
    device = device or _device
    confirm = button_name("confirm", device)
    if device == MOUSE:
        return _("drag it onto an ally slot")
    if device == CONTROLLER:
        return _("{confirm} on it, then {confirm} on a slot").format(confirm=confirm)
    return _("{confirm} on it, then 1–4 (or {confirm} on a slot)").format(confirm=confirm)


def response_slot_words(device: str | None = None) -> str:
    """What the empty response slot says while it waits for a card, on ``device`` (the one in
    use by default): dropping is the mouse's; the keyboard and the controller play a card with
    their confirm key on it ("Enter on a card", "A on a card")."""
    device = device or _device
    if device == MOUSE:
        return _("Drop here")
    # Translators: in the empty response slot; {confirm} is a key or a button (Enter, A, Cross).
    return _("{confirm} on a card").format(confirm=button_name("confirm", device))


@dataclass(frozen=True, slots=True)
class ControlRow:
    """One action of the Controls pages, and how each device does it."""

    action: str
    mouse: str
    keyboard: str
    controller: str


def _rows(entries: list[tuple[str, str, str, str]], family: str) -> tuple[ControlRow, ...]:
    """Rows whose keyboard and controller cells name their buttons: ``{confirm}`` and the other
    intents in a cell are the device's own key or button."""
    keys = {intent: button_name(intent, KEYBOARD) for intent in INTENTS}
    pad = {intent: button_name(intent, CONTROLLER, family) for intent in INTENTS}
    return tuple(
        ControlRow(action, mouse, keyboard.format(**keys), controller.format(**pad))
        for action, mouse, keyboard, controller in entries
    )


def controls_choosing(family: str | None = None) -> tuple[ControlRow, ...]:
    """The first Controls page: moving, choosing and answering."""
    on_it = _("{confirm} on it")
    send_back = _("{send_back} on its slot")
    return _rows(
        [
            (
                _("Move the white dashed outline (the focus)"),
                _("point at a thing"),
                _("{move}, Tab / Shift+Tab"),
                "{move}",
            ),
            (_("Choose a fief"), _("click it"), _("0–7 or {move}, then {confirm}"), _("{move}, then {confirm}")),
            (
                _("Bring in a friend"),
                _("drag it onto an ally slot"),
                _("{confirm} on it, then 1–4 (or {confirm} on a slot)"),
                _("{confirm} on it, then {confirm} on a slot"),
            ),
            (_("Send a friend back"), _("drag it off its slot"), send_back, send_back),
            (_("Start the visit"), _("the Start the visit button"), "{next_statement}", "{next_statement}"),
            (_("Use an ally (before the statement)"), _("click it: it turns 90°"), "1–4", on_it),
            (_("Next statement"), _("click the deck"), "{next_statement}", "{next_statement}"),
            (
                _("Answer"),
                _("drag a highlighted card onto the trick, or double-click it"),
                _("{move} to the card, then {confirm}"),
                _("{move} to the card, then {confirm}"),
            ),
            (
                _("Ability choices"),
                _("click a highlighted card or fief, or a button"),
                _("{move}, then {confirm}"),
                _("{move}, then {confirm}"),
            ),
        ],
        family or _family,
    )


def controls_helping(family: str | None = None) -> tuple[ControlRow, ...]:
    """The second Controls page: taking back, help, menus and the window."""
    on_it = _("{confirm} on it")
    return _rows(
        [
            (_("Take back the last pick"), _("the Take back the last pick button"), "{take_back}", "{take_back}"),
            (_("Undo / redo"), _("the Undo / Redo buttons"), "{undo} / {redo}", "{undo} / {redo}"),
            (_("Look through a pile"), _("click it"), on_it, on_it),
            (_("Hint: each choice's chance"), _("the Hint button"), "{hint}", "{hint}"),
            (_("Play the move the Hint rings"), _("click the choice ringed in gold"), "{play_hint}", "{play_hint}"),
            (
                _("Finish a visit already decided"),
                _("the Finish the visit button"),
                "{finish_visit}",
                _("{confirm} on Finish the visit"),
            ),
            (_("Card tracker"), _("the Cards (T) button"), "{tracker}", "{tracker}"),
            (_("Rules"), _("the Rules button"), "{rules}", "{rules}"),
            (_("Menu"), _("the Menu button"), "{menu}", "{menu}"),
            (_("Back, close, skip the tutorial"), _("Back, Close, Skip tutorial"), "{back}", "{back}"),
            # A pad has no F11: its player opens the menu and the Settings' Full screen switch.
            (_("Full screen"), _("Settings: Full screen"), "{fullscreen}", _("{menu}, then Settings: Full screen")),
        ],
        family or _family,
    )
