"""The game's files as the app uses them: resume, autosave, record, settings.

``GameStore`` is the one place that decides what happens to files over a game's
life: on start it offers the saved game (or explains why it cannot), while
playing it saves after every action, and when a game ends or is abandoned it
records the statistics and the log, then removes the save. Every failure ends
as a sentence for the player, never as an exception that loses the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..gamelog import game_log
from ..i18n.persistence_text import file_problem_message, unwritable_warning
from ..session import Session
from .files import FileProblem, remove_stale_temporaries, set_aside
from .folders import Folders
from .savegame import Autosaver, load_save, remove_save
from .settings import Settings, load_settings, save_settings
from .statistics import Statistics, load_statistics, record_game

Warn = Callable[[str], None]


@dataclass
class GameStore:
    folders: Folders
    on_warning: Warn = field(default=lambda message: None)
    _autosaver: Autosaver | None = None
    _unwritable_told: bool = False

    # -- settings ---------------------------------------------------------------

    def load_settings(self) -> Settings:
        settings, warnings = load_settings(self.folders.settings)
        for warning in warnings:
            self.on_warning(warning)
        return settings

    def save_settings(self, settings: Settings) -> bool:
        try:
            save_settings(self.folders.settings, settings)
        except OSError:
            self._tell_unwritable(self.folders.config)
            return False
        return True

    # -- the game in progress ------------------------------------------------------

    def saved_game(self) -> Session | None:
        """The saved game to continue, if there is a sound one; a damaged save is set
        aside and the player told why (the save is never deleted silently)."""
        for folder in (self.folders.data, self.folders.logs, self.folders.config):
            remove_stale_temporaries(folder)
        try:
            return load_save(self.folders.save)
        except FileProblem as problem:
            if problem.kind == "missing":
                return None
            kept = set_aside(self.folders.save) if problem.kind != "unreadable" else None
            self.on_warning(file_problem_message("save", problem.kind, kept))
            return None

    def attach(self, session: Session) -> None:
        """Save ``session`` now and after every change from now on."""
        self.detach()
        self._autosaver = Autosaver(self.folders.save, self._autosave_failed)
        session.listeners.append(self._autosaver)
        self._autosaver(session, "attach", [])

    def detach(self) -> None:
        self._autosaver = None

    def _autosave_failed(self, message: str) -> None:
        if not self._unwritable_told:
            self._unwritable_told = True
            self.on_warning(message)

    def _tell_unwritable(self, folder: object) -> None:
        if not self._unwritable_told:
            self._unwritable_told = True
            self.on_warning(unwritable_warning(folder))  # type: ignore[arg-type]

    # -- the end of a game -----------------------------------------------------------

    def finish(self, session: Session) -> bool:
        """Record a finished game (statistics and log), then remove its save. Idempotent."""
        return self._record(session, abandoned=False)

    def abandon(self, session: Session) -> bool:
        """Record an unfinished game as abandoned (once), then remove its save."""
        if session.over:
            return self.finish(session)
        return self._record(session, abandoned=True)

    def _record(self, session: Session, *, abandoned: bool) -> bool:
        if self._autosaver is not None and self._autosaver in session.listeners:
            session.listeners.remove(self._autosaver)
        try:
            warnings = record_game(
                self.folders.statistics, self.folders.logs, session, game_log(session), abandoned=abandoned
            )
        except (OSError, ValueError):  # ValueError: text that cannot be encoded
            self._tell_unwritable(self.folders.data)
            return False
        for warning in warnings:
            self.on_warning(warning)
        remove_save(self.folders.save)
        return True

    def statistics(self) -> Statistics:
        stats, warnings = load_statistics(self.folders.statistics)
        for warning in warnings:
            self.on_warning(warning)
        return stats
