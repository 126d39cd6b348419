"""Pure geometry: a window size in, named rectangles out.

Nothing here needs a display; tests check every scene's rectangles at several window
sizes. Sizes scale with ``unit`` (1.0 at the 1280×800 reference); the fief row is
anchored at the top, the hand at the bottom, and the middle of the table takes the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from pygame import Rect

from ..core.cards import FIEF_COUNT, SETUPS, THRESHOLDS
from ..keeper import SETTING_NAMES, setting_choices
from .theme import MIN_TEXT, focus_reach

REFERENCE = (1280, 800)
CARD_RATIO = 1.4  # height / width of every card


def unit(width: int, height: int) -> float:
    """The scale of the table: 1.0 at 1280×800."""
    return max(0.3, min(width / REFERENCE[0], height / REFERENCE[1]))


@dataclass(frozen=True)
class Scale:
    """A window size and the scale of everything drawn in it."""

    size: tuple[int, int]
    unit: float

    def px(self, value: float) -> int:
        """A reference-size length in pixels at this scale."""
        return max(1, round(value * self.unit))

    def text(self, value: float) -> int:
        """A reference-size font size in pixels at this scale, never under ``MIN_TEXT``."""
        return max(MIN_TEXT, round(value * self.unit))

    def line(self, value: float) -> int:
        """The height of a box for one line of text of reference size ``value`` (see ``text``)."""
        return max(self.px(value * 1.3), (self.text(value) * 6 + 4) // 5 + 1)

    @property
    def rects(self) -> dict[str, Rect]:
        """Every rectangle of the layout by its field's name (a row of them numbered from 0), for
        checks over all of them: inside the window, apart from one another."""
        out: dict[str, Rect] = {}
        for f in fields(self):
            _flatten(f.name, getattr(self, f.name), out)
        return out


def _flatten(name: str, value: object, out: dict[str, Rect]) -> None:
    """``value``'s rectangles into ``out``: a row's numbered after the field, a table's by key."""
    if isinstance(value, Rect):
        out[name] = value
    elif isinstance(value, tuple):
        for i, item in enumerate(value):
            _flatten(f"{name}{i}", item, out)
    elif isinstance(value, dict):
        for key, item in value.items():
            _flatten(f"{name}_{key}", item, out)
    elif isinstance(value, ChoiceRow):
        for f in fields(value):
            _flatten(f"{name}_{f.name}", getattr(value, f.name), out)


def card_size(u: float, width: float) -> tuple[int, int]:
    w = max(8, round(width * u))
    return w, round(w * CARD_RATIO)


TITLE_BUTTONS = ("continue", "new_game", "daily", "statistics", "settings", "rules", "quit")


@dataclass(frozen=True)
class TitleLayout(Scale):
    """The title screen's places."""

    icon: Rect
    title: Rect
    subtitle: Rect
    credits: Rect
    buttons: dict[str, Rect]  # by the button's name, top first
    notices: Rect
    dismiss: Rect
    notices_text: Rect


def title_layout(width: int, height: int, buttons: tuple[str, ...] = TITLE_BUTTONS) -> TitleLayout:
    """Title screen: the icon and the name, a column of ``buttons``, and beside it the
    panel where warnings about the game's files are shown until dismissed."""
    lay = Scale((width, height), unit(width, height))
    px = lay.px
    icon = Rect(0, 0, px(110), px(110))
    icon.midtop = (width // 2, round(height * 0.04))
    title = Rect(px(40), icon.bottom + px(8), width - px(80), px(70))
    subtitle = Rect(px(40), title.bottom, width - px(80), px(32))
    credits_h = max(px(28), lay.line(15))
    credits = Rect(px(20), height - px(12) - credits_h, width - px(40), credits_h)
    # Wide enough for the daily kingdom's longest line ("Королівство дня, 30 листопада 2026 р. · … ·
    # зіграно") at the buttons' size: the text floor in the smallest window.
    button_w, button_h, gap = max(px(600), 34 * lay.text(14)), px(46), px(10)
    top = subtitle.bottom + px(24)
    # A long column (Continue, Tutorial and Credits too) shrinks to stay clear of the credits line.
    room = credits.top - px(8) - top
    wanted = len(buttons) * button_h + (len(buttons) - 1) * gap
    if buttons and wanted > room:
        button_h, gap = button_h * room // wanted, gap * room // wanted
    # Fewer buttons (no game to continue) keep the column where a full one would start.
    column = {
        name: Rect((width - button_w) // 2, top + i * (button_h + gap), button_w, button_h)
        for i, name in enumerate(buttons)
    }
    column_h = len(TITLE_BUTTONS) * button_h + (len(TITLE_BUTTONS) - 1) * gap
    left = (width + button_w) // 2 + px(36)
    notices = Rect(left, top, max(px(60), width - px(24) - left), column_h)
    pad = px(14)
    dismiss = Rect(notices.left + pad, notices.bottom - pad - px(40), notices.width - 2 * pad, px(40))
    notices_text = Rect(
        notices.left + pad, notices.top + pad, notices.width - 2 * pad, dismiss.top - px(10) - notices.top - pad
    )
    return TitleLayout(lay.size, lay.unit, icon, title, subtitle, credits, column, notices, dismiss, notices_text)


@dataclass(frozen=True)
class ChoiceRow:
    """A row of choices: its label, one button per option (by the option), a note under it."""

    label: Rect
    options: dict[str, Rect]
    note: Rect


@dataclass(frozen=True)
class SetupLayout(Scale):
    """The new game screen's places."""

    panel: Rect
    heading: Rect
    setup: ChoiceRow  # by setup name
    difficulty: ChoiceRow  # by threshold, as a string
    code_label: Rect
    code_random: Rect
    code_field: Rect
    code_note: Rect
    start: Rect
    back: Rect


def setup_layout(width: int, height: int) -> SetupLayout:
    """New game: setup, difficulty and seed, then Start."""
    lay = Scale((width, height), unit(width, height))
    panel_w, panel_h = lay.px(880), lay.px(640)
    p = Rect((width - panel_w) // 2, (height - panel_h) // 2, panel_w, panel_h)
    pad = lay.px(28)
    inner = p.inflate(-2 * pad, -2 * pad)
    heading = Rect(inner.left, inner.top, inner.width, lay.px(48))
    label_w = lay.px(170)
    row_h = lay.px(56)
    y = heading.bottom + lay.px(18)
    # The notes under the choices wrap at the text floor: two lines each, three for the code's.
    note_h = max(lay.px(44), 2 * lay.line(18))
    rows: list[ChoiceRow] = []
    for options in (SETUPS, tuple(str(t) for t in THRESHOLDS)):
        label = Rect(inner.left, y, label_w, row_h)
        left = inner.left + label_w + lay.px(10)
        avail = inner.right - left
        gap = lay.px(10)
        w = (avail - gap * (len(options) - 1)) // len(options)
        row = {option: Rect(left + i * (w + gap), y, w, row_h) for i, option in enumerate(options)}
        y += row_h + lay.px(8)
        rows.append(ChoiceRow(label, row, Rect(left, y, avail, note_h)))
        y += note_h + lay.px(14)
    code_label = Rect(inner.left, y, label_w, row_h)
    left = inner.left + label_w + lay.px(10)
    code_random = Rect(inner.right - lay.px(200), y, lay.px(200), row_h)
    code_field = Rect(left, y, code_random.left - lay.px(10) - left, row_h)
    y += row_h + lay.px(8)
    code_note = Rect(left, y, inner.right - left, max(lay.px(50), 3 * lay.line(17)))
    button_w, button_h = lay.px(240), lay.px(56)
    start = Rect(inner.right - button_w, inner.bottom - button_h, button_w, button_h)
    back = Rect(inner.left, inner.bottom - button_h, button_w, button_h)
    return SetupLayout(
        lay.size, lay.unit, p, heading, rows[0], rows[1], code_label, code_random, code_field, code_note, start, back
    )


END_BUTTONS = ("new_game", "same_kingdom", "log", "title")


@dataclass(frozen=True)
class EndLayout(Scale):
    """The end of the game's places."""

    heading: Rect
    medal: Rect
    fiefs: Rect
    fief_cards: tuple[Rect, ...]  # by fief number
    stars: tuple[Rect, ...]  # under each fief
    summary: Rect
    record: Rect
    advice: Rect  # how to play for a higher medal, under the record
    buttons: dict[str, Rect]  # by the button's name (``END_BUTTONS``)
    replay: Rect  # Replay with the Hint, centred under the row of buttons
    review: Rect  # the review's lines, under the buttons to the bottom of the window


def end_layout(width: int, height: int, advice: bool = True) -> EndLayout:
    """End of the game: the kingdom's fiefs, the medal, then what next; below them, to the bottom
    of the window, the review (``review``). The heading, the medal and the fief cards are kept
    small, and the line of ``advice`` (how to play for a higher medal) takes room only when there
    is some, so that the review's visit lines fit (a line a visit, some of two rows)."""
    lay = Scale((width, height), unit(width, height))
    m = lay.px(24)
    heading = Rect(m, lay.px(16), width - 2 * m, lay.px(50))
    medal = Rect(m, heading.bottom + lay.px(4), width - 2 * m, lay.px(34))
    fief_w, fief_h = card_size(lay.unit, 84)
    gap = lay.px(14)
    row_w = 8 * fief_w + 7 * gap
    if row_w > width - 2 * m:
        fief_w = (width - 2 * m - 7 * gap) // 8
        fief_h = round(fief_w * CARD_RATIO)
        row_w = 8 * fief_w + 7 * gap
    left = (width - row_w) // 2
    top = medal.bottom + lay.px(14)
    fiefs = Rect(left, top, row_w, fief_h)
    fief_cards = tuple(Rect(left + i * (fief_w + gap), top, fief_w, fief_h) for i in range(FIEF_COUNT))
    stars = tuple(
        Rect(left + i * (fief_w + gap), top + fief_h + lay.px(4), fief_w, lay.px(26)) for i in range(FIEF_COUNT)
    )
    summary = Rect(m, stars[0].bottom + lay.px(8), width - 2 * m, lay.px(34))
    record = Rect(m, summary.bottom + lay.px(2), width - 2 * m, lay.px(28))
    higher = Rect(m, record.bottom, width - 2 * m, lay.line(19) if advice else 0)
    button_w, button_h, gap = lay.px(270), lay.px(52), lay.px(16)
    total = len(END_BUTTONS) * button_w + (len(END_BUTTONS) - 1) * gap
    row_gap = lay.px(8)
    y = min(height - lay.px(30) - 2 * button_h - row_gap, higher.bottom + lay.px(10))
    buttons = {
        name: Rect((width - total) // 2 + i * (button_w + gap), y, button_w, button_h)
        for i, name in enumerate(END_BUTTONS)
    }
    replay = Rect(0, y + button_h + row_gap, button_w, button_h)
    replay.centerx = width // 2
    below = replay.bottom + lay.px(12)
    # The review's columns line up with the row of buttons over them, as the screen's other words
    # keep off its edges (at 3840×2160 its left column began at the window's very edge).
    side = max(m, (width - total) // 2)
    review = Rect(side, below, width - 2 * side, max(0, height - below - lay.px(6)))
    return EndLayout(
        lay.size, lay.unit, heading, medal, fiefs, fief_cards, stars, summary, record, higher, buttons, replay, review
    )


@dataclass(frozen=True)
class OverlayLayout(Scale):
    """A centred panel's places: heading, body, Close, and the pages' Previous and Next."""

    panel: Rect
    heading: Rect
    close: Rect
    body: Rect
    previous: Rect
    next: Rect
    page: Rect


def overlay_layout(width: int, height: int) -> OverlayLayout:
    """A centred panel for the menu, the rules and the pile viewer."""
    lay = Scale((width, height), unit(width, height))
    # In a small window the panel takes a little more of its width: the rules' controls table (with
    # a controller's column) and the statistics' charts hold their words at the text floor.
    w = min(width - lay.px(40), max(lay.px(1040), 62 * lay.text(14)))
    h = min(height - lay.px(40), lay.px(720))
    p = Rect((width - w) // 2, (height - h) // 2, w, h)
    pad = lay.px(24)
    heading = Rect(p.left + pad, p.top + pad, p.width - 2 * pad, lay.px(44))
    close = Rect(p.right - pad - lay.px(150), p.bottom - pad - lay.px(48), lay.px(150), lay.px(48))
    body = Rect(
        p.left + pad,
        heading.bottom + lay.px(12),
        p.width - 2 * pad,
        close.top - lay.px(12) - heading.bottom - lay.px(12),
    )
    # Previous and Next hold their label and their key's cap ("D-pad ←") side by side.
    previous = Rect(p.left + pad, close.top, lay.px(220), lay.px(48))
    after = Rect(previous.right + lay.px(12), close.top, lay.px(220), lay.px(48))
    page = Rect(after.right + lay.px(12), close.top, close.left - after.right - lay.px(24), lay.px(48))
    return OverlayLayout(lay.size, lay.unit, p, heading, close, body, previous, after, page)


@dataclass(frozen=True)
class MenuLayout(Scale):
    """The in-game menu's places."""

    panel: Rect
    heading: Rect
    code: Rect
    items: tuple[Rect, ...]  # the column of buttons, top first


def menu_layout(width: int, height: int, count: int) -> MenuLayout:
    """The in-game menu: a heading, the kingdom code, then a column of ``count`` buttons."""
    lay = Scale((width, height), unit(width, height))
    # As wide as the game's line ("Royaume 00000B · Tous les personnages · Bronze · 16 ★") at the text floor.
    bw, pad = max(lay.px(340), 29 * lay.text(14)), lay.px(22)
    # Buttons of the table's scale (their words a little larger than its buttons'), the panel
    # sized to them: it filled the window's height at every size (at 3840×2160 too). At least
    # 34 px high with 8 px between two, so at 960×600 it still nearly does.
    bh, gap = max(34, lay.px(40)), max(8, lay.px(8))
    heading_h, code_h = lay.px(46), lay.px(34)
    # Eleven rows in a game (Statistics among them) fit at 960×600: the buttons get a little
    # lower rather than the gaps narrower (at least 8 px between two buttons).
    room = height - lay.px(16) - 2 * pad - heading_h - code_h - (count - 1) * gap
    # Above the smallest window the table stays in sight above and below (the panel at most 85% of the
    # window's height): twelve rows (Puzzles added) get buttons a few pixels lower there.
    if height > 600:
        room = min(room, int(0.85 * height) - 2 * pad - heading_h - code_h - (count - 1) * gap)
    bh = max(1, min(bh, room // max(1, count)))
    h = 2 * pad + heading_h + code_h + count * bh + (count - 1) * gap
    panel = Rect((width - bw - 2 * pad) // 2, (height - h) // 2, bw + 2 * pad, h)
    heading = Rect(panel.left + pad, panel.top + pad, bw, heading_h - lay.px(6))
    code = Rect(panel.left + pad, heading.bottom + lay.px(2), bw, code_h - lay.px(8))
    top = panel.top + pad + heading_h + code_h
    items = tuple(Rect(panel.left + pad, top + i * (bh + gap), bw, bh) for i in range(count))
    return MenuLayout(lay.size, lay.unit, panel, heading, code, items)


@dataclass(frozen=True)
class SettingsLayout(Scale):
    """The settings screen's places."""

    panel: Rect
    heading: Rect
    labels: dict[str, Rect]  # by setting name
    choices: dict[str, tuple[Rect, ...]]  # by setting name, one per choice
    close: Rect
    note: Rect
    saved: Rect


def settings_layout(width: int, height: int) -> SettingsLayout:
    """The settings screen: one row per setting, a label and its choices; a note; Close."""
    lay = Scale((width, height), unit(width, height))
    px = lay.px
    rows = len(SETTING_NAMES)
    row_h, gap, pad = px(46), px(10), px(24)
    # Wide enough for a choice's words ("✓ Бронза · 16 ★") at the text floor; the note under the
    # rows holds five lines at that size (the longest, the undo's in a game in progress).
    panel_w = min(width - px(40), max(px(940), 62 * lay.text(14)))
    note_h = max(px(56), 5 * lay.line(18))
    panel_h = min(height - px(20), 2 * pad + px(56) + rows * (row_h + gap) + note_h + px(8) + px(48))
    p = Rect((width - panel_w) // 2, (height - panel_h) // 2, panel_w, panel_h)
    heading = Rect(p.left + pad, p.top + pad, p.width - 2 * pad, px(44))
    label_w = px(230)
    y = heading.bottom + px(12)
    labels: dict[str, Rect] = {}
    choices: dict[str, tuple[Rect, ...]] = {}
    for name, options in setting_choices():
        labels[name] = Rect(p.left + pad, y, label_w, row_h)
        left = p.left + pad + label_w + px(10)
        avail = p.right - pad - left
        choice_gap = px(10)
        w = (avail - 3 * choice_gap) // 4  # four columns: rows line up whatever their number of choices
        choices[name] = tuple(Rect(left + i * (w + choice_gap), y, w, row_h) for i in range(len(options)))
        y += row_h + gap
    close = Rect(p.right - pad - px(180), p.bottom - pad - px(48), px(180), px(48))
    note = Rect(p.left + pad, y, p.width - 2 * pad, close.top - px(8) - y)
    saved = Rect(p.left + pad, close.top, close.left - px(16) - p.left - pad, px(48))
    return SettingsLayout(lay.size, lay.unit, p, heading, labels, choices, close, note, saved)


def overlay_columns(lay: OverlayLayout) -> tuple[Rect, Rect]:
    """The body of an overlay split into two columns."""
    body = lay.body
    gap = lay.px(32)
    half = (body.width - gap) // 2
    return Rect(body.left, body.top, half, body.height), Rect(body.left + half + gap, body.top, half, body.height)


RECENT_GAMES = 10


@dataclass(frozen=True)
class StatisticsLayout(OverlayLayout):
    """The statistics' places: an overlay's, its body's two columns, the fiefs' chart, the recent games."""

    left: Rect
    right: Rect
    chart: Rect
    characters: Rect
    games: tuple[Rect, ...]  # the rows of the recent games, newest first
    replays: tuple[Rect, ...]  # the Replay button at the end of each row


def statistics_layout(width: int, height: int) -> StatisticsLayout:
    """The statistics: an overlay whose body has two columns, and rows for the recent games."""
    lay = overlay_layout(width, height)
    left, right = overlay_columns(lay)
    body = lay.body
    # The fiefs page: the success chart takes a little more than half, so that a column's share
    # ("100 %") and counts ("12/15") read at the text floor; the characters' names keep the rest.
    gap = right.left - left.right
    chart_w = (body.width - gap) * 56 // 100
    chart = Rect(body.left, body.top, chart_w, body.height)
    characters = Rect(body.left + chart_w + gap, body.top, body.right - body.left - chart_w - gap, body.height)
    replay_w = max(lay.px(120), 8 * lay.text(15))
    game_w = body.width - replay_w - lay.px(8)
    # Over the games, a line of notes clear of the focus ring on the first game (it touched it):
    # the line, a gap, the ring's reach (the rows are no taller than at the least head), a gap.
    reach = focus_reach(game_w, (body.height - lay.px(30)) // RECENT_GAMES)
    head = max(lay.px(30), lay.line(17) + reach + 2 * lay.px(3))
    row_h = (body.height - head) // RECENT_GAMES
    games = tuple(Rect(body.left, body.top + head + i * row_h, game_w, row_h - lay.px(4)) for i in range(RECENT_GAMES))
    replays = tuple(Rect(body.right - replay_w, row.top, replay_w, row.height) for row in games)
    base = {f.name: getattr(lay, f.name) for f in fields(lay)}
    return StatisticsLayout(
        **base, left=left, right=right, chart=chart, characters=characters, games=games, replays=replays
    )


@dataclass(frozen=True)
class LogLayout(Scale):
    """The game log's places: an overlay's heading and Close, the text, its scroll bar, a status line, Export."""

    panel: Rect
    heading: Rect
    close: Rect
    body: Rect
    words: Rect  # the log's lines
    scrollbar: Rect
    status: Rect
    export: Rect


def log_layout(width: int, height: int) -> LogLayout:
    """The game log: the text with its scroll bar, a status line (where the file went), Export and Close."""
    lay = overlay_layout(width, height)
    px = lay.px
    body = lay.body
    bar_w = px(12)
    status_h = px(30)
    text_h = body.height - status_h - px(8)
    words = Rect(body.left, body.top, body.width - bar_w - px(10), text_h)
    scrollbar = Rect(body.right - bar_w, body.top, bar_w, text_h)
    status = Rect(body.left, body.bottom - status_h, body.width, status_h)
    export = Rect(lay.previous.left, lay.close.top, px(240), lay.close.height)
    return LogLayout(lay.size, lay.unit, lay.panel, lay.heading, lay.close, body, words, scrollbar, status, export)


@dataclass(frozen=True)
class DialogLayout(Scale):
    """A small question's places."""

    panel: Rect
    heading: Rect
    yes: Rect
    no: Rect
    body: Rect


def dialog_layout(width: int, height: int, words: int | None = None) -> DialogLayout:
    """A small centred question or notice: heading, words, and one or two buttons; as tall as
    ``words`` pixels of text need (no empty gap above the buttons), else its largest."""
    lay = Scale((width, height), unit(width, height))
    px = lay.px
    w = min(width - px(40), px(720))
    h = px(360) if words is None else px(26 + 44 + 12) + words + px(16 + 52 + 26)
    h = min(height - px(40), max(px(200), h))
    p = Rect((width - w) // 2, (height - h) // 2, w, h)
    pad = px(26)
    heading = Rect(p.left + pad, p.top + pad, p.width - 2 * pad, px(44))
    button_w, button_h = min(px(300), (p.width - 2 * pad - px(16)) // 2), px(52)
    yes = Rect(p.right - pad - button_w, p.bottom - pad - button_h, button_w, button_h)
    no = Rect(p.left + pad, yes.top, button_w, button_h)
    body = Rect(p.left + pad, heading.bottom + px(12), p.width - 2 * pad, yes.top - px(16) - heading.bottom - px(12))
    return DialogLayout(lay.size, lay.unit, p, heading, yes, no, body)


def ring_room(width: int, height: int) -> int:
    """The room a label next to a card of this size leaves it: its focus ring's reach, and a hair
    more for the label's descenders ("Ruler of fief 4", "Discard pile: 4" were crossed by the ring)."""
    return focus_reach(width, height) + 2


def caption_height(lay: Scale) -> int:
    """The strip under an ally's card for its caption, clear of the slot's lit edge."""
    return lay.line(14) + max(3, lay.px(4))
