"""The player's words for file problems: saves, settings, statistics."""

from __future__ import annotations

from pathlib import Path

from . import _


def file_problem_message(what: str, kind: str, kept_as: Path | None) -> str:
    """One plain sentence (or two) about a file that could not be used.

    ``what`` is "save", "settings" or "statistics"; ``kind`` a ``FileProblem`` kind.
    """
    subject = {
        "save": _("The saved game"),
        "settings": _("The settings file"),
        "statistics": _("The statistics file"),
    }.get(what, what)
    reason = {
        "empty": _("is empty"),
        "unreadable": _("could not be read"),
        "corrupt": _("is damaged (it is not valid JSON; perhaps it was cut off)"),
        "foreign": _("is not a file of this game"),
        "future": _("was written by a newer version of the game"),
        "invalid": _("is damaged or was edited"),
    }.get(kind, _("could not be used"))
    first = _("{subject} {reason}.").format(subject=subject, reason=reason)
    if what == "save":
        second = _("A new game can start.")
    elif what == "settings":
        second = _("The default settings are used.")
    else:
        second = _("Statistics start afresh.")
    if kept_as is not None:
        return first + " " + _("It was kept as {name}.").format(name=kept_as.name) + " " + second
    return first + " " + second


def unwritable_warning(folder: Path) -> str:
    return _(
        "The game cannot write to {folder}: you can play, but this game will not be saved "
        "and statistics will not be kept."
    ).format(folder=str(folder))


def bad_setting_warning(name: str, value: object) -> str:
    return _("The setting {name} had an unusable value ({value!r}); the default is used.").format(
        name=name, value=value
    )
