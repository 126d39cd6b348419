"""A new game: introductory or full setup, difficulty, and the kingdom code.

The code (six letters and digits) names the seed: the same code deals the same
kingdom and the same cards, so a player can type a friend's code here. The screen
starts from the default setup and difficulty of the settings.
"""

from __future__ import annotations

import pygame

from ...core.cards import SETUPS, THRESHOLDS
from ...game.seeds import parse_code, random_seed, seed_code
from ...i18n import _, ngettext
from ...i18n.controls_text import CONTROLLER, button_name, input_device
from ...i18n.messages import difficulty_label, medal_name, setup_name
from .. import assets
from ..buttons import Button, draw_button
from ..code_dial import CodeDial
from ..focus import draw_focus
from ..layout import setup_layout
from ..panels import draw_panel
from ..scene import Context, ToTitle, Transition
from ..text import draw_block, draw_line
from ..theme import CARD_EDGE, CARD_FACE, ERROR, INK, INK_SOFT, MIN_TEXT, TEXT_DIM, TEXT_LIGHT
from .menu_base import ButtonScene
from .starting import start_game

#: Long enough for a code with dashes or any seed written as a number.
MAX_CODE_CHARS = 20
EXAMPLE_CODE = "4K7Q2M"
#: Keys that, pressed alone, leave the code selected (they begin Ctrl+V or a capital letter).
_MODIFIERS = frozenset(
    {pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT, pygame.K_RALT, pygame.K_CAPSLOCK}
)
#: The selected code's highlight.
SELECTION = (70, 120, 210)


#: The buttons that choose the setup and the difficulty, by key, with what each chooses.
SETUP_BUTTONS: dict[str, str] = {f"setup_{setup}": setup for setup in SETUPS}
DIFFICULTY_BUTTONS: dict[str, int] = {f"difficulty_{threshold}": threshold for threshold in THRESHOLDS}


def _typeable(char: str) -> bool:
    return len(char) == 1 and char.isascii() and (char.isalnum() or char in "- ")


class SetupScene(ButtonScene):
    """Choose how to play, then Start: the kingdom is dealt in the fief selection."""

    def __init__(
        self, ctx: Context, setup: str | None = None, threshold: int | None = None, seed: int | None = None
    ) -> None:
        super().__init__(ctx)
        settings = ctx.settings
        setup = setup if setup is not None else settings.default_setup
        threshold = threshold if threshold is not None else settings.default_threshold
        self.setup = setup if setup in SETUPS else SETUPS[0]
        self.threshold = threshold if threshold in THRESHOLDS else THRESHOLDS[0]
        chosen = seed if seed is not None else ctx.seed
        self.code_text = seed_code(chosen if chosen is not None else random_seed())
        #: The whole code is selected (Ctrl+A, or the field reached by the keyboard): typing replaces it.
        self.selected = False
        #: The code being dialled with a controller (A on the field opens it), else None.
        self.dial: CodeDial | None = None
        self.focus = "start"

    def buttons(self) -> list[Button[str]]:
        lay = setup_layout(*self.ctx.size)
        return [
            *(
                Button(key, setup_name(setup), lay.setup.options[setup], selected=self.setup == setup)
                for key, setup in SETUP_BUTTONS.items()
            ),
            *(
                Button(key, difficulty_label(t), lay.difficulty.options[str(t)], selected=self.threshold == t)
                for key, t in DIFFICULTY_BUTTONS.items()
            ),
            Button("code_field", self.code_text, lay.code_field),
            Button("code_random", _("Another kingdom"), lay.code_random),
            Button("back", _("Back"), lay.back, hint=button_name("back"), keycap=True),
            Button("start", _("Start"), lay.start, primary=True),
        ]

    def press(self, key: str) -> Transition | None:
        if key in SETUP_BUTTONS:
            self.setup = SETUP_BUTTONS[key]
        elif key in DIFFICULTY_BUTTONS:
            self.threshold = DIFFICULTY_BUTTONS[key]
        elif key == "code_random":
            self.code_text = seed_code(random_seed())
        elif key == "back":
            return ToTitle()
        elif key == "code_field":
            self.focus = "code_field"  # a click on the field only puts the caret there
        elif key == "start":
            seed = parse_code(self.code_text) if self.code_text.strip() else random_seed()
            if seed is None:  # the note under the field already says why, in red
                self.focus = "code_field"
                self.dirty = True
                return None
            return start_game(self.ctx, seed, self.setup, self.threshold)
        self.dirty = True
        return None

    def cancel(self) -> Transition | None:
        return ToTitle()

    def other_key(self, event: pygame.event.Event) -> Transition | None:
        if self.focus != "code_field":
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.press("start")
            return None
        selected, self.selected = self.selected, False
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE) and (selected or ctrl):
            self.code_text = ""  # the selection, or (Ctrl) the word before the caret: the whole code
        elif event.key == pygame.K_BACKSPACE:
            self.code_text = self.code_text[:-1]
        elif event.key == pygame.K_DELETE:
            pass  # the caret stays at the end of the code: nothing after it to delete
        elif event.key == pygame.K_v and ctrl:
            self.paste()
        elif _typeable(event.unicode) and not ctrl:
            if selected:
                self.code_text = ""
            if len(self.code_text) < MAX_CODE_CHARS:
                self.code_text += event.unicode.upper()
        else:
            self.selected = selected and event.key in _MODIFIERS  # Shift or Ctrl alone keep it
            return None
        self.dirty = True
        return None

    def select_all(self) -> None:
        """Ctrl+A: the whole code, wherever the focus was; what is typed next replaces it."""
        self.focus = "code_field"
        self.selected = bool(self.code_text)
        self.dirty = True

    def paste(self) -> None:
        """Ctrl+V: a code copied from a message (anything else in the clipboard is ignored)."""
        try:
            text = pygame.scrap.get_text() if hasattr(pygame.scrap, "get_text") else ""
        except pygame.error:
            return
        cleaned = "".join(c for c in (text or "").strip() if _typeable(c))[:MAX_CODE_CHARS]
        if cleaned:
            self.code_text = cleaned.upper()

    def dial_key(self, event: pygame.event.Event, dial: CodeDial) -> None:
        """A key (a controller's button) while the code is dialled: Up/Down turn the character at
        the cursor, Left/Right move it, A keeps the code (the focus goes on to Start), B puts
        back the code the dial opened on."""
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            dial.turn(1 if event.key == pygame.K_UP else -1)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            dial.move(1 if event.key == pygame.K_RIGHT else -1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.dial, self.focus = None, "start"
            self.code_text = dial.text if event.key != pygame.K_ESCAPE else dial.before
            self.dirty = True
            return
        else:
            return
        self.code_text = dial.text
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if self.dial is not None and event.type == pygame.KEYDOWN:
            self.dial_key(event, self.dial)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
            self.select_all()
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.selected, self.dial = False, None  # a click puts the caret at the end, as it did
            self.dirty = True
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.focus == "code_field"
        ):
            if getattr(event, "controller", False):  # a controller types nothing: A opens the dial
                self.dial, self.selected, self.dirty = CodeDial.opened_on(self.code_text), False, True
                self.code_text = self.dial.text
                return None
            return self.press("start")  # Enter after typing a code starts the game
        # Typing letters or digits anywhere edits the code, so the field needs no extra click.
        if (
            event.type == pygame.KEYDOWN
            and self.focus != "code_field"
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
            and _typeable(event.unicode)
            and event.unicode.isalnum()
        ):
            self.focus = "code_field"
            self.code_text = ""
        before = self.focus
        transition = super().handle(event)
        if event.type == pygame.KEYDOWN and self.focus == "code_field" != before:
            # Reached by the arrows or Tab, the field selects its code, as a text field does.
            self.select_all()
        return transition

    def note(self) -> tuple[str, bool]:
        """What the field below the code says, and whether it is an error."""
        if self.dial is not None:
            return _(
                "Up and down change the character, left and right move to another; "
                "{confirm} keeps this code, {back} puts the old one back."
            ).format(confirm=button_name("confirm"), back=button_name("back")), False
        text = self.code_text.strip()
        if input_device() == CONTROLLER and self.focus == "code_field" and parse_code(text) is not None:
            return _("{confirm} to change the code with the d-pad (a friend's code deals their kingdom).").format(
                confirm=button_name("confirm")
            ), False
        if not text:
            return _("No code: a new kingdom will be dealt at random."), False
        seed = parse_code(text)
        if seed is None:
            return _(
                "“{text}” is not a kingdom code. A code has 6 letters and digits, like {example}; "
                "a plain number works too."
            ).format(text=text, example=EXAMPLE_CODE), True
        if input_device() == CONTROLLER:  # a pad types nothing: it dials a code (not "Type or paste")
            return _(
                "You will play kingdom {code}: the same code always deals the same kingdom and cards. "
                "To play a shared kingdom, press {confirm} on the code and change it with the d-pad."
            ).format(code=seed_code(seed), confirm=button_name("confirm")), False
        return _(
            "You will play kingdom {code}: the same code always deals the same kingdom and cards. "
            "Type or paste (Ctrl+V) a code to play a shared kingdom."
        ).format(code=seed_code(seed)), False

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        lay = setup_layout(*surface.get_size())
        surface.blit(assets.table_background(*surface.get_size()), (0, 0))
        draw_panel(surface, lay.panel)
        px = lay.px
        draw_line(surface, _("New game"), lay.heading, TEXT_LIGHT, px(36), True)
        draw_line(surface, _("Setup"), lay.setup.label, TEXT_LIGHT, px(22), True)
        draw_line(surface, _("Difficulty"), lay.difficulty.label, TEXT_LIGHT, px(22), True)
        draw_line(surface, _("Kingdom code"), lay.code_label, TEXT_LIGHT, px(22), True)
        setup_note = (
            _("The four Jacks are your allies; Queens and Kings rule the fiefs. Best for a first game.")
            if self.setup == "intro"
            else _("All 24 characters: the first of each suit revealed is an ally, the next two rule fiefs.")
        )
        draw_block(surface, setup_note, lay.setup.note, TEXT_DIM, lay.text(18), minimum=MIN_TEXT)
        draw_block(
            surface,
            ngettext(
                "{medal} medal: win fiefs worth at least {stars} of the 20 stars.",
                "{medal} medal: win fiefs worth at least {stars} of the 20 stars.",
                self.threshold,
            ).format(medal=medal_name(self.threshold), stars=self.threshold),
            lay.difficulty.note,
            TEXT_DIM,
            lay.text(18),
            minimum=MIN_TEXT,
        )
        note, wrong = self.note()
        draw_block(surface, note, lay.code_note, ERROR if wrong else TEXT_DIM, lay.text(17), minimum=MIN_TEXT)
        for button in self.buttons():
            if button.key != "code_field":
                draw_button(surface, button, self.hover == button.key, self.ring == button.key)
        field = lay.code_field
        pygame.draw.rect(surface, CARD_FACE, field, border_radius=max(4, field.height // 6))
        edge = ERROR if wrong else CARD_EDGE
        pygame.draw.rect(surface, edge, field, width=2 if not wrong else 3, border_radius=max(4, field.height // 6))
        inner = field.inflate(-px(24), -px(8))
        used = draw_line(
            surface, self.code_text or _("(random)"), inner, INK if self.code_text else INK_SOFT, px(28), True
        )
        if self.dial is not None:
            self.draw_dial_cursor(surface, used, px(28), self.dial.index)
        elif self.focus == "code_field" and self.selected:
            mark = pygame.Surface(used.inflate(px(6), 0).size, pygame.SRCALPHA)
            mark.fill((*SELECTION, 110))
            surface.blit(mark, used.inflate(px(6), 0).topleft)
        elif self.focus == "code_field":
            caret = pygame.Rect(used.right + px(3), field.top + px(12), px(3), field.height - px(24))
            pygame.draw.rect(surface, INK, caret)
        if self.ring == "code_field":
            draw_focus(surface, field)
        self.dirty = False
        return None

    def draw_dial_cursor(self, surface: pygame.Surface, used: pygame.Rect, size: int, index: int) -> None:
        """The dialled character marked: a tint behind it and a bar under it."""
        face = assets.font(size, True)
        left = used.left + face.size(self.code_text[:index])[0]
        width = face.size(self.code_text[: index + 1])[0] - (left - used.left)
        mark = pygame.Rect(left - 2, used.top, width + 4, used.height)
        tint = pygame.Surface(mark.size, pygame.SRCALPHA)
        tint.fill((*SELECTION, 110))
        surface.blit(tint, mark.topleft)
        pygame.draw.rect(surface, INK, (mark.left, mark.bottom - 3, mark.width, 3))
