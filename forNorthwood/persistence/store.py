"""The game's files as the app uses them: resume, autosave, record, settings.

``GameStore`` knows where and how a game's files are written: on start it offers
the saved game (or explains why it cannot), ``autosave`` writes the save of the
attached game, and ``finish``/``abandon`` record the statistics and the log given
to them, then remove the save. It listens to no session: ``forNorthwood.keeper``
owns a game's life and calls it. Every failure ends as a sentence for the player,
never as an exception that loses the game. It keeps nothing of the statistics: they
are read from the file when they are needed, a record at a time where they can be.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..core.events import Event
from ..game.session import Session
from ..i18n.persistence_text import (
    file_problem_message,
    unremovable_save_warning,
    unwritable_settings_warning,
    unwritable_warning,
)
from .files import FileProblem, ProtectedFile, put_aside, remove_stale_temporaries
from .folders import Folders
from .savegame import Autosaver, LoadedSave, read_save, remove_save
from .settings import Settings, load_settings, save_settings
from .statistics import GameRecord, Statistics, Summary, add_game, holds_game, load_statistics

Warn = Callable[[str], None]


@dataclass(frozen=True)
class Recorded:
    """A game as it went into the statistics, and the statistics' figures with it."""

    record: GameRecord
    summary: Summary


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
    #: The save the game to continue was read from (written back unchanged until the game changes).
    _loaded: LoadedSave | None = None

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
            loaded = read_save(self.folders.save)
        except FileProblem as problem:
            if problem.kind == "missing":
                return None
            kept = put_aside(self.folders.save, problem)
            self._save_left = kept is None
            self.on_warning(file_problem_message("save", problem.kind, kept, left=self._save_left))
            return None
        session = loaded.session
        if self._recorded_already(session):
            # Killed between recording the game and removing its save: the game has its
            # one record; it is neither offered again nor recorded a second time.
            self._remove_save()
            return None
        self._loaded = loaded
        return session

    def _recorded_already(self, session: Session) -> bool:
        # A file that cannot be read holds no record: the player is told when the statistics are used.
        return holds_game(self.folders.statistics, session.game_id)

    def attach(self, session: Session) -> None:
        """From now on ``autosave`` writes ``session`` (only one session at a time); save it now."""
        self.detach()
        self._attached = session
        if self._save_left:
            return  # a save that could not be read nor moved is never written over (told at start)
        loaded = self._loaded if self._loaded is not None and self._loaded.session is session else None
        self._autosaver = Autosaver(self.folders.save, self._autosave_failed, loaded)
        self.autosave(session, "attach", [])

    def detach(self) -> None:
        """Stop saving the attached session (its save file stays)."""
        self._attached = None
        self._autosaver = None

    def autosave(self, session: Session, what: str, events: list[Event]) -> None:
        """Write the save of ``session`` if it is the attached one."""
        # A call about an older session, or one that arrives after the game was
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

    def finish(self, session: Session, log_lines: list[str]) -> Recorded | None:
        """Record a finished game (statistics and its log), then remove its save. Idempotent;
        None when the files could not be written (the player is told)."""
        return self._record(session, log_lines, abandoned=False)

    def abandon(self, session: Session, log_lines: list[str]) -> Recorded | None:
        """Record an unfinished game as abandoned, then remove its save."""
        return self._record(session, log_lines, abandoned=not session.over)

    def discard(self, session: Session) -> None:
        """Remove the save of an unfinished game that is not recorded (the tutorial's)."""
        if session is self._attached:
            self.detach()
        self._remove_save()

    def _record(self, session: Session, lines: list[str], *, abandoned: bool) -> Recorded | None:
        if session is self._attached:
            self.detach()
        try:
            record, summary, warnings = add_game(
                self.folders.statistics, self.folders.logs, session, lines, abandoned=abandoned
            )
        except ProtectedFile as problem:
            if problem.warning:
                self.on_warning(problem.warning)
            return None
        except (OSError, ValueError):  # ValueError: text that cannot be encoded
            self._tell_unwritable(self.folders.data)
            return None
        for warning in warnings:
            self.on_warning(warning)
        self._remove_save()
        return Recorded(record, summary)

    def _remove_save(self) -> None:
        if self._save_left:
            return
        if not remove_save(self.folders.save) and not self._unremovable_told:
            self._unremovable_told = True
            self.on_warning(unremovable_save_warning(self.folders.data))

    def statistics(self) -> Statistics:
        """Every recorded game, read from the file now (for the statistics screen while it is
        shown: the store keeps none of it)."""
        stats, warnings = load_statistics(self.folders.statistics)
        for warning in warnings:
            self.on_warning(warning)
        return stats
