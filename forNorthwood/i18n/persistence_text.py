"""The player's words for file problems: saves, settings, statistics."""

from __future__ import annotations

import json
from pathlib import Path

from . import _, ngettext


def file_problem_message(what: str, kind: str, kept_as: Path | None, left: bool = False) -> str:
    """One plain sentence (or two) about a file that could not be used.

    ``what`` is "save", "settings", "statistics" or "puzzles" (the puzzle statistics); ``kind`` a ``FileProblem`` kind;
    ``kept_as`` where the file was set aside; ``left`` when it could not be moved and
    stays where it is (the game then never writes over it).
    """
    subject = {
        "save": _("The saved game"),
        "settings": _("The settings file"),
        "statistics": _("The statistics file"),
        "puzzles": _("The puzzle statistics file"),
    }.get(what, what)
    reason = {
        "empty": _("is empty"),
        "unreadable": _("could not be read"),
        "special": _("is not a regular file (a folder, a link to a device or a pipe)"),
        "corrupt": _("is damaged (it is not valid JSON; perhaps it was cut off)"),
        "foreign": _("is not a file of this game"),
        "future": _("was written by a newer version of the game"),
        "invalid": _("is damaged or was edited"),
    }.get(kind, _("could not be used"))
    first = _("{subject} {reason}.").format(subject=subject, reason=reason)
    if left:
        consequence = {
            "save": _(
                "It was left as it is and the game will not write over it: games are not saved until it is moved away."
            ),
            "settings": _(
                "It was left as it is and the game will not write over it: "
                "the default settings are used and changes last until you quit."
            ),
            "statistics": _(
                "It was left as it is and the game will not write over it: "
                "results are not recorded until it is moved away."
            ),
            "puzzles": _(
                "It was left as it is and the game will not write over it: "
                "puzzle results are not kept until it is moved away."
            ),
        }.get(what, _("It was left as it is and the game will not write over it."))
        return first + " " + consequence
    if what == "save":
        second = _("A new game can start.")
    elif what == "settings":
        second = _("The default settings are used.")
    elif what == "puzzles":
        second = _("Puzzle statistics start afresh.")
    else:
        second = _("Statistics start afresh.")
    if kept_as is not None:
        return first + " " + _("It was kept as {name}.").format(name=kept_as.name) + " " + second
    return first + " " + second


def skipped_records_message(count: int, kept_as: Path | None) -> str:
    """Damaged records skipped from the statistics, and where the file as it was is kept."""
    text = ngettext(
        "{n} damaged game record in the statistics was skipped.",
        "{n} damaged game records in the statistics were skipped.",
        count,
    ).format(n=count)
    if kept_as is not None:
        text += " " + _("The file as it was is kept as {name}.").format(name=kept_as.name)
    return text


def unremovable_save_warning(folder: Path) -> str:
    return _("The game cannot remove its finished game's save in {folder}: it will not offer that game again.").format(
        folder=str(folder)
    )


def unreplaceable_save_warning(path: Path) -> str:
    return _(
        "The game cannot replace its save {path} (the file is protected): you can play, "
        "but this game will not be saved."
    ).format(path=str(path))


def unwritable_warning(folder: Path) -> str:
    return _(
        "The game cannot write to {folder}: you can play, but this game will not be saved "
        "and statistics will not be kept."
    ).format(folder=str(folder))


def setting_name(name: str) -> str:
    """A setting's name in the player's words."""
    return {
        "default_setup": _("default setup"),
        "default_threshold": _("default difficulty"),
        "animation_speed": _("animation speed"),
        "sound": _("sound"),
        "fullscreen": _("full screen"),
        "undo_mode": _("undo mode"),
        "language": _("language"),
        "finish_certain_visits": _("finish a visit when its outcome is certain"),
        "keep_hint_on": _("keep the hint on"),
    }.get(name, name)


def bad_setting_warning(name: str, value: object) -> str:
    label = setting_name(name)
    if label == name:
        return _("The setting “{name}” had an unusable value ({value}); the default is used.").format(
            name=name, value=_shown(value)
        )
    # The file's own key is named too, for a player who edits settings.json by hand.
    return _(
        "The setting “{label}” ({name} in the settings file) had an unusable value ({value}); the default is used."
    ).format(label=label, name=name, value=_shown(value))


def unwritable_settings_warning(folder: Path) -> str:
    return _("The game cannot write its settings to {folder}: your changes last until you quit.").format(
        folder=str(folder)
    )


def _shown(value: object, limit: int = 40) -> str:
    """A value as the player wrote it in the file, cut short if long (a hand-edited file may hold
    anything): a word as it is, anything else as JSON writes it (true, null, [1, 2])."""
    if isinstance(value, str) and value.strip():
        text = value
    else:
        try:
            text = json.dumps(value, ensure_ascii=False)
        except (TypeError, ValueError, RecursionError):  # not a JSON value (a setting given in code)
            text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def abandoned_line() -> str:
    """The last line of the log of a game left unfinished for a new one."""
    return _("The game was abandoned before its end.")
