"""The settings: default difficulty and setup, animations, sound, screen, undo mode, language.

Each change is saved at once (atomically, through the game's store) and takes
effect at once; a settings file that cannot be written is reported by the store.
Reached from the title screen and from the in-game menu.
"""

from __future__ import annotations

import pygame

from ...i18n import LANGUAGE_NAMES, LANGUAGES, _, pgettext
from ...i18n.controls_text import button_name
from ...i18n.messages import difficulty_label, setup_name
from ...keeper import setting_choices
from ..buttons import Button
from ..layout import SettingsLayout, settings_layout
from ..panels import dim, draw_panel
from ..scene import Context, Pop, Scene, Transition
from ..text import draw_block, draw_line
from ..theme import MIN_TEXT, TEXT_DIM, TEXT_LIGHT
from .menu_base import ButtonScene

SETTING_ROWS = setting_choices()


def row_label(name: str) -> str:
    return {
        "default_threshold": _("Default difficulty"),
        "default_setup": _("Default setup"),
        "animation_speed": _("Animations"),
        "sound": _("Sound"),
        "fullscreen": _("Screen"),
        "undo_mode": pgettext("setting", "Undo"),  # the setting's name, not the button's verb
        "finish_certain_visits": _("Visits already decided"),
        # Translators: the settings row of the Hint (the table's button): shown on request or always.
        "keep_hint_on": pgettext("setting", "Hint"),
        "language": _("Language"),
    }[name]


def choice_label(name: str, value: object) -> str:
    """The words on the button of one choice."""
    if name == "default_threshold":
        assert isinstance(value, int)  # the difficulty choices are star thresholds
        return difficulty_label(value)
    if name == "default_setup":
        return setup_name(str(value))
    if name == "animation_speed":
        assert isinstance(value, str)  # the speeds are named
        # "Off" agrees with the setting it turns off (fr "Désactivées" animations, "Désactivé" sound).
        speeds = {"off": pgettext("animations", "Off"), "fast": _("Fast"), "normal": _("Normal"), "slow": _("Slow")}
        return speeds[value]
    if name == "sound":
        return pgettext("sound", "On") if value else pgettext("sound", "Off")
    if name == "fullscreen":
        return _("Full screen") if value else _("Window")
    if name == "undo_mode":
        return _("Undo allowed") if value == "undo" else _("Ironman")
    if name == "finish_certain_visits":
        return _("Finish at once") if value else _("Play to the end")
    if name == "keep_hint_on":
        return _("Keep the Hint on") if value else _("Only when asked")
    return LANGUAGE_NAMES.get(str(value), str(value))  # a language is named in its own words


#: The rows of the screen: the layout's, with every language the game speaks.
ROWS: tuple[tuple[str, tuple[object, ...]], ...] = tuple(
    (name, LANGUAGES if name == "language" else choices) for name, choices in SETTING_ROWS
)


def choice_rect(lay: SettingsLayout, name: str, index: int) -> pygame.Rect:
    """Where choice ``index`` of row ``name`` goes. Rows share the four columns of the
    animations row; a row of two choices gives each two columns, so that long words
    ("Tous les personnages", "Annulation autorisée") keep a readable size."""
    first, second = lay.choices["animation_speed"][:2]
    step, width = second.left - first.left, first.width
    count = len(dict(ROWS)[name])
    span = 2 if count == 2 else 1
    row = lay.choices[name][0]
    return pygame.Rect(row.left + index * span * step, row.top, width + (span - 1) * step, row.height)


class SettingsOverlay(ButtonScene):
    hides_overlays_below = True
    overlay = True

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.focus = f"{ROWS[0][0]}_{self.selected_index(ROWS[0][0])}"
        self.changed = False

    def carry_over(self, old: Scene) -> None:
        super().carry_over(old)
        if isinstance(old, SettingsOverlay):
            self.changed = old.changed  # the "saved" note stays

    def value(self, name: str) -> object:
        return getattr(self.ctx.settings, name)

    def selected_index(self, name: str) -> int:
        choices = dict(ROWS)[name]
        value = self.value(name)
        for i, choice in enumerate(choices):
            if type(choice) is type(value) and choice == value:
                return i
        return 0

    def buttons(self) -> list[Button[str]]:
        lay = settings_layout(*self.ctx.size)
        buttons = []
        for name, choices in ROWS:
            chosen = self.selected_index(name)
            for i, choice in enumerate(choices):
                buttons.append(
                    Button(f"{name}_{i}", choice_label(name, choice), choice_rect(lay, name, i), selected=i == chosen)
                )
        buttons.append(Button("close", _("Close"), lay.close, primary=True, hint=button_name("back"), keycap=True))
        return buttons

    def press(self, key: str) -> Transition | None:
        if key == "close":
            return Pop()
        name, _sep, index = key.rpartition("_")
        choices = dict(ROWS).get(name)
        if choices is None or not index.isdigit() or int(index) >= len(choices):
            return None
        value, current = choices[int(index)], self.value(name)
        if not (type(value) is type(current) and value == current):
            self.ctx.change_settings(**{name: value})
            self.changed = True
        self.dirty = True
        return None

    def cancel(self) -> Transition | None:
        return Pop()

    def row_of(self, key: str | None) -> str | None:
        if not key:
            return None
        name = key.rpartition("_")[0]
        return name if name in dict(ROWS) else None

    def note(self) -> str:
        """Help for the row under the mouse or the keyboard focus."""
        row = self.row_of(self.hover) or self.row_of(self.focus)
        settings = self.ctx.settings
        if row in ("default_threshold", "default_setup"):
            return _("The New game screen starts from these; you can still choose differently for each game.")
        if row == "animation_speed":
            return _("How fast the cards move. Off: every move is instant.")
        if row == "sound":
            if settings.sound and self.ctx.sounds.available is False:
                return _("No sound device could be opened, so the game stays silent.")
            return _("Short sounds for cards played and turned over, and for dialogues won or lost.")
        if row == "fullscreen":
            return _("F11 also switches between window and full screen.")
        if row == "undo_mode":
            game = self.ctx.keeper.current
            text = _(
                "Undo takes back choices made since the last card you saw, never further. "
                "Ironman turns undo off: every choice is final."
            )
            if game is None or game.over:
                return text
            if not game.undo_allowed and settings.undo_mode == "undo":
                text += " " + _("An undo was refused in the game in progress, so it stays without undo to its end.")
            elif not game.undo_allowed and game.undo_refused:
                text += " " + _("The game in progress is Ironman to its end: an undo was refused there.")
            elif not game.undo_allowed and game.ironman_from:
                text += " " + _(
                    "The game in progress is now without undo. You can switch back until you ask for an undo; "
                    "only a game that was Ironman from its first action counts as Ironman in the statistics."
                )
            elif not game.undo_allowed:
                text += " " + _("The game in progress is Ironman too.")
            return text
        if row == "finish_certain_visits":
            return _(
                "Finish a visit when its outcome is certain: once nothing you can still do changes "
                "the result, the rest of the visit is played for you (the rulebook's optional rule)."
            )
        if row == "keep_hint_on":
            return _(
                "Keep the Hint on: every position shows its hint without pressing Hint (each one counts "
                "as a hint used in the statistics). Hints stay off in an Ironman game."
            )
        if row == "language":
            return _("The game speaks this language at once; it is kept for the next time.")
        return _("Changes are saved at once.")

    def handle(self, event: pygame.event.Event) -> Transition | None:
        before = self.hover
        transition = super().handle(event)
        if self.hover != before:
            self.dirty = True  # the note follows the mouse
        return transition

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = settings_layout(*surface.get_size())
        dim(surface, 150)
        draw_panel(surface, lay.panel, 255)
        draw_line(surface, _("Settings"), lay.heading, TEXT_LIGHT, lay.px(32), True)
        for name, _choices in ROWS:
            draw_line(surface, row_label(name), lay.labels[name], TEXT_LIGHT, lay.px(21), True)
        draw_block(surface, self.note(), lay.note, TEXT_DIM, lay.text(18), minimum=MIN_TEXT)
        if not self.changed:
            saved = _("Changes are saved at once.")
        elif self.ctx.keeper.settings_saved:
            saved = _("Saved.")
        else:
            saved = _("Not saved: the settings folder cannot be written. They apply until you quit.")
        draw_line(surface, saved, lay.saved, TEXT_DIM, lay.text(17))
        self.draw_buttons(surface)
        self.dirty = False
        return None
