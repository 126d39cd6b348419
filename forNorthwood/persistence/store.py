"""The game's files as the app uses them: resume, autosave, record, settings.

``GameStore`` is the one place that decides what happens to files over a game's
life: on start it offers the saved game (or explains why it cannot), while
playing it saves after every action, and when a game ends or is abandoned it
records the statistics and the log, then removes the save. Every failure ends
as a sentence for the player, never as an exception that loses the game.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..gamelog import game_log
from ..i18n.persistence_text import (
    abandoned_line,
    file_problem_message,
    unremovable_save_warning,
    unwritable_settings_warning,
    unwritable_warning,
)
from ..session import Session
from .files import FileProblem, ProtectedFile, put_aside, read_json, remove_stale_temporaries
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
    _attached: Session | None = None
    _unwritable_told: bool = False
    _settings_unwritable_told: bool = False
    _unremovable_told: bool = False
    #: The save could be neither read nor set aside: it stays as it is, never written over.
    _save_left: bool = False

    # -- settings ---------------------------------------------------------------

    def load_settings(self) -> Settings:
        settings, warnings = load_settings(self.folders.settings)
        for warning in warnings:
            self.on_warning(warning)
        return settings

    def save_settings(self, settings: Settings) -> bool:
        try:
            save_settings(self.folders.settings, settings)
        except ProtectedFile:
            return False  # the player was told when the file could not be read
        except (OSError, ValueError):
            if not self._settings_unwritable_told:
                self._settings_unwritable_told = True
                self.on_warning(unwritable_settings_warning(self.folders.config))
            return False
        return True

    def check_data_folder(self) -> bool:
        """Whether the data folder can be written; if not, the player is told once, at
        start, instead of when the first autosave fails."""
        folder = self.folders.data
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=folder)
            os.close(fd)
            os.unlink(probe)
        except OSError:
            self._tell_unwritable(folder)
            return False
        return True

    # -- the game in progress ------------------------------------------------------

    def saved_game(self) -> Session | None:
        """The saved game to continue, if there is a sound one; a damaged save is set
        aside and the player told why (the save is never deleted silently)."""
        for folder in (self.folders.data, self.folders.logs, self.folders.config):
            remove_stale_temporaries(folder)
        try:
            session = load_save(self.folders.save)
        except FileProblem as problem:
            if problem.kind == "missing":
                return None
            kept = put_aside(self.folders.save, problem)
            self._save_left = kept is None
            self.on_warning(file_problem_message("save", problem.kind, kept, left=self._save_left))
            return None
        if self._recorded_already(session):
            # Killed between recording the game and removing its save: the game has its
            # one record; it is neither offered again nor recorded a second time.
            self._remove_save()
            return None
        return session

    def _recorded_already(self, session: Session) -> bool:
        try:
            document = read_json(self.folders.statistics)
            records = document.get("records") if isinstance(document, dict) else None
        except FileProblem:
            return False  # told about when the statistics are used
        return isinstance(records, list) and any(
            isinstance(r, dict) and r.get("game_id") == session.game_id for r in records
        )

    def attach(self, session: Session) -> None:
        """Save ``session`` now and after every change from now on (only one session at a time)."""
        self.detach()
        self._attached = session
        if self._save_left:
            return  # a save that could not be read nor moved is never written over (told at start)
        self._autosaver = Autosaver(self.folders.save, self._autosave_failed)
        session.listeners.append(self._autosave)
        self._autosave(session, "attach", [])

    def detach(self) -> None:
        """Stop saving the attached session (its save file stays)."""
        if self._attached is not None and self._autosave in self._attached.listeners:
            self._attached.listeners.remove(self._autosave)
        self._attached = None
        self._autosaver = None

    def _autosave(self, session: Session, what: str, events: list[dict]) -> None:
        # Only the attached session is saved: a listener left behind on an older
        # session, or called from a copy of the listener list after the game was
        # recorded, must not write over the save.
        if session is self._attached and self._autosaver is not None:
            self._autosaver(session, what, events)

    def _autosave_failed(self, message: str) -> None:
        if not self._unwritable_told:
            self._unwritable_told = True
            self.on_warning(message)

    def _tell_unwritable(self, folder: Path) -> None:
        if not self._unwritable_told:
            self._unwritable_told = True
            self.on_warning(unwritable_warning(folder))

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
        if session is self._attached:
            self.detach()
        lines = game_log(session)
        if abandoned:
            lines.append(abandoned_line())
        try:
            warnings = record_game(self.folders.statistics, self.folders.logs, session, lines, abandoned=abandoned)
        except ProtectedFile as problem:
            if problem.warning:
                self.on_warning(problem.warning)
            return False
        except (OSError, ValueError):  # ValueError: text that cannot be encoded
            self._tell_unwritable(self.folders.data)
            return False
        for warning in warnings:
            self.on_warning(warning)
        self._remove_save()
        return True

    def _remove_save(self) -> None:
        if self._save_left:
            return
        if not remove_save(self.folders.save) and not self._unremovable_told:
            self._unremovable_told = True
            self.on_warning(unremovable_save_warning(self.folders.data))

    def statistics(self) -> Statistics:
        stats, warnings = load_statistics(self.folders.statistics)
        for warning in warnings:
            self.on_warning(warning)
        return stats
