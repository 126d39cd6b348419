"""The keeper: the games of one run of the app, the one in progress, their files, the settings, the warnings.

No pygame here. ``Keeper`` owns a game's life and is the only listener of a session:
after every change it autosaves the game on the table; when the game reaches its
end it records it once (statistics and log) and keeps the new record for the end
screen; a game replaced unfinished is recorded once as abandoned. It carries out
the tutorial's Next and Skip, and once a tutorial ends (finished or skipped) notes in
the settings that it was seen. It decides what the player is told when a file cannot
be used. Closing the window is not
abandoning: the save stays and the title screen offers Continue next time.
The app owns one ``Keeper``; scenes reach it through their context.

It is the ui's one door to the files: the ui never imports ``persistence`` (a contract
in ``pyproject.toml``). What the ui reads of them comes from here: the settings and their
choices, the statistics' records and figures, today's kingdom, a game's log, and the
export of a log; their types are named here too (``Settings``, ``GameRecord``, ...).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import date
from functools import partial
from pathlib import Path
from typing import Any

from .ai.advisor import DEFAULT_BUDGET_MS
from .core.events import Event
from .game.advice_book import AdviceBook
from .game.gamelog import game_log
from .game.puzzles import Puzzle, PuzzleBook, PuzzleProblem, PuzzleStats, daily_puzzle
from .game.replay import Replay, ReplayProblem
from .game.replay_advice import GameAdvice, advise_game
from .game.seeds import daily_seed
from .game.session import Session
from .i18n.persistence_text import abandoned_line, file_problem_message, unwritable_warning
from .i18n.replay_text import replay_problem_message
from .persistence.files import FileProblem, read_capped
from .persistence.folders import Folders, default_folders
from .persistence.later import LatestWriter
from .persistence.log_export import export_log
from .persistence.puzzle_files import load_puzzle_book, read_puzzle_stats, save_puzzle_stats
from .persistence.replays import advice_path, load_game_advice, replay_of, save_game_advice
from .persistence.settings import SETTING_NAMES, Settings, is_allowed, setting_choices
from .persistence.statistics import DailySummary, GameRecord, Summary, daily_summary, peek_records
from .persistence.store import GameStore, Recorded

# What the ui may name of the files' world, without importing ``persistence``.
__all__ = [
    "RECORDS_KEPT",
    "SETTING_NAMES",
    "DailySummary",
    "Folders",
    "GameAdvice",
    "GameRecord",
    "Keeper",
    "Puzzle",
    "PuzzleBook",
    "PuzzleKeeper",
    "PuzzleProblem",
    "PuzzleStats",
    "Replay",
    "ReplayRefused",
    "Settings",
    "Summary",
    "setting_choices",
    "today",
]

#: How many of the latest recorded games ``Keeper`` remembers (the end screen asks about the last).
RECORDS_KEPT = 4
#: The most of a game's log the statistics screen reads (a log is a few kilobytes).
MAX_LOG_BYTES = 2 * 1024 * 1024


class ReplayRefused(Exception):
    """A recorded game that cannot be replayed; ``message`` says why in the player's words (the
    record itself is left as it is)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Keeper:
    """The game in progress and everything kept on disk about games."""

    def __init__(self, folders: Folders | None = None) -> None:
        """The keeper of the games kept in ``folders`` (the player's own folders by default)."""
        self.notices: list[str] = []
        self._seen = 0
        # The store tells the notices, not the keeper: a bound method would make a cycle that
        # keeps a stopped keeper and its last game alive until a full collection.
        self.store = GameStore(folders or default_folders(), on_warning=partial(_keep, self.notices))
        self.saved_settings: Settings = self.store.load_settings()
        #: Settings given on the command line: they apply to this run only and are never saved.
        self.overrides: dict[str, Any] = {}
        #: The settings in effect as last worked out, with what they came from (asked every frame).
        self._in_effect: tuple[Settings, dict[str, Any], Settings] | None = None
        self.settings_saved = True  # whether the last change reached the disk
        #: The game in progress (or just finished): the one Continue opens and autosave writes.
        self.current: Session | None = None
        self._attached: Session | None = None
        #: The last games recorded in this run, by game id -> the record (None: it could not be
        #: written); only the latest few, which the open screens can ask about, are kept, so a
        #: long evening of games does not grow the process (recording again would change nothing
        #: on disk: statistics are keyed by game id).
        self._recorded: dict[str, Recorded | None] = {}
        #: The advice the latest games' decisions are judged by in this run (``advice_book``).
        self._books: dict[str, AdviceBook] = {}
        self._tutorial_running = False  # the attached game's tutorial was active at its last change
        #: The puzzle book and the player's puzzle statistics (read when first asked for).
        self.puzzles = PuzzleKeeper(self.store.folders, partial(_keep, self.notices))

    @property
    def folders(self) -> Folders:
        return self.store.folders

    # -- warnings ----------------------------------------------------------------------

    def warn(self, message: str) -> None:
        """Keep a sentence for the player (each one once, until dismissed)."""
        _keep(self.notices, message)

    def unseen(self) -> list[str]:
        """Notices the player has not been shown yet."""
        return self.notices[self._seen :]

    def mark_seen(self) -> None:
        self._seen = len(self.notices)

    def dismiss(self) -> None:
        self.notices.clear()
        self._seen = 0

    # -- starting up -----------------------------------------------------------------------

    def start(self) -> None:
        """Check the data folder and look for a saved game to continue.

        A saved game that is already over (the app stopped between recording it and
        removing its save) is recorded again, which changes nothing, and its save removed.
        """
        self.store.check_data_folder()
        saved = self.store.saved_game()
        if saved is not None and saved.over:
            self.store.finish(saved, game_log(saved))
            saved = None
        self.current = saved

    # -- the game in progress ------------------------------------------------------------

    def in_progress(self) -> bool:
        """True while there is an unfinished game that a new one would replace."""
        return self.current is not None and not self.current.over

    def new_game(self, seed: int, setup: str, threshold: int) -> Session:
        """A new session with the chosen undo mode; an unfinished game counts as abandoned."""
        session = Session(seed, setup, threshold, undo_allowed=not self.settings.ironman)
        self.adopt(session)
        return session

    def adopt(self, session: Session) -> None:
        """``session`` is now the game on the table: save it after every change, record it at the end.
        A practice game played on from a replay (``Session.played_on``) is neither saved nor
        recorded, and the game in progress stays as it was, saved for Continue."""
        if session is self._attached or session.played_on:
            return
        previous = self.current
        if previous is not None and previous is not session and not previous.over:
            self.abandon_current()
        self.current = session
        if session.over:
            self._finish(session)
            return
        self._attached = session
        self._tutorial_running = session.tutorial is not None and session.tutorial.active
        self.store.attach(session)
        if self._after_change not in session.listeners:
            session.listeners.append(self._after_change)

    def abandon_current(self) -> None:
        """Record the unfinished game in progress as abandoned (once) and forget it; the
        tutorial's game is forgotten without a record while its tutorial runs (``Session.practice``)."""
        session = self.current
        if session is None:
            return
        self._release(session)
        if session.practice and not session.over:
            # The tutorial's game left while its tutorial runs was practice, not a game given up:
            # its save goes and nothing is recorded (a finished one is recorded as any game, and
            # once the tutorial is skipped or finished the game is a normal one, recorded as
            # abandoned like any other). The tutorial is not offered again by itself; its button stays.
            self.store.discard(session)
            if not self.settings.tutorial_done:
                self.change(tutorial_done=True)
        elif session.game_id not in self._recorded:
            lines = game_log(session) + ([] if session.over else [abandoned_line()])
            self._remember(session, self.store.abandon(session, lines))
        self.current = None

    def _release(self, session: Session) -> None:
        if self._after_change in session.listeners:
            session.listeners.remove(self._after_change)
        if self._attached is session:
            self._attached = None
            self.store.detach()

    def _after_change(self, session: Session, what: str, events: list[Event]) -> None:
        self.store.autosave(session, what, events)
        self._note_tutorial_end(session)
        if session.over:
            self._finish(session)

    # -- the tutorial ---------------------------------------------------------------------

    def tutorial_next(self, session: Session) -> None:
        """Next on the tutorial's words (or a click on what they are about): that lesson is read."""
        if session.tutorial is not None:
            session.tutorial.next(session.state)
            self._tutorial_changed(session)

    def skip_tutorial(self, session: Session) -> None:
        """The player skipped the tutorial: the game goes on as a normal game."""
        if session.tutorial is not None:
            session.tutorial.skip()
            self._tutorial_changed(session)

    def _tutorial_changed(self, session: Session) -> None:
        if self._note_tutorial_end(session):
            # Skip and the last Next are no actions: save now, so Continue never brings the tutorial back.
            self.store.autosave(session, "tutorial", [])

    def _note_tutorial_end(self, session: Session) -> bool:
        """Once the attached game's tutorial ends it is never offered again; True at that moment."""
        tutorial = session.tutorial
        if session is not self._attached or not self._tutorial_running or tutorial is None or tutorial.active:
            return False
        self._tutorial_running = False
        if not self.settings.tutorial_done:
            self.change(tutorial_done=True)
        return True

    def _finish(self, session: Session) -> Recorded | None:
        self._release(session)
        if session.game_id not in self._recorded:
            self._remember(session, self.store.finish(session, game_log(session)))
        return self._recorded[session.game_id]

    def _remember(self, session: Session, recorded: Recorded | None) -> None:
        self._recorded[session.game_id] = recorded
        for old in list(self._recorded)[:-RECORDS_KEPT]:
            del self._recorded[old]

    def finish(self, session: Session) -> Recorded | None:
        """The record of a finished ``session`` (recorded now if it was not yet), with the
        statistics' figures after it; None if it could not be written, is not over, or is practice."""
        if not session.over or session.played_on:
            return None
        return self._finish(session)

    def recorded(self, session: Session) -> bool | None:
        """True once ``session`` is in the statistics, False if recording failed, None if not recorded."""
        if session.game_id not in self._recorded:
            return None
        return self._recorded[session.game_id] is not None

    def stop(self) -> None:
        """The app closes: the game in progress stays saved for Continue, the puzzle statistics written."""
        self.puzzles.flush()
        if self._attached is not None:
            self._release(self._attached)

    # -- settings ----------------------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        """The settings in effect: the saved ones, with this run's command-line choices on top."""
        if not self.overrides:
            return self.saved_settings
        known = self._in_effect
        if known is None or known[0] is not self.saved_settings or known[1] != self.overrides:
            known = self._in_effect = (
                self.saved_settings,
                dict(self.overrides),
                replace(self.saved_settings, **self.overrides),
            )
        return known[2]

    def override(self, **changes: Any) -> None:
        """Settings for this run only (from the command line), never saved."""
        _check(changes)
        self.overrides.update(changes)

    def change(self, **changes: Any) -> Settings:
        """Change settings (only to allowed values), save them, and apply what concerns the game."""
        _check(changes)
        for name in changes:
            self.overrides.pop(name, None)
        self.saved_settings = replace(self.saved_settings, **changes)
        self.settings_saved = self.store.save_settings(self.saved_settings)
        game = self.current
        if "undo_mode" in changes and game is not None and not game.over:
            # Undo goes off at once; it comes back only while no undo was refused (Session.set_ironman).
            ironman = changes["undo_mode"] == "ironman"
            if ironman == game.undo_allowed and game.set_ironman(ironman):
                self.store.attach(game)  # save the change now (a game not yet continued too)
        return self.settings

    # -- statistics --------------------------------------------------------------------------

    def summary(self) -> Summary:
        return self.store.statistics().summary()

    def recorded_games(self) -> list[GameRecord]:
        """Every recorded game, oldest first, read from the file now (the statistics screen
        holds them while it is shown; a damaged file is set aside and the player told)."""
        return list(self.store.statistics().records)

    def any_recorded(self) -> bool:
        """Whether any game was ever recorded (a glance: a file that cannot be used reads as none)."""
        return next(peek_records(self.folders.statistics), None) is not None

    def daily(self) -> DailySummary:
        """Today's kingdom in the statistics (played today, its best result, the daily streak),
        read a record at a time: none is kept."""
        return daily_summary(peek_records(self.folders.statistics), today(), daily_seed)

    # -- logs ----------------------------------------------------------------------------------

    def log_path(self, record: GameRecord) -> Path | None:
        """Where the log of a recorded game is kept (None: it has none)."""
        return None if record.log is None else self.folders.logs / record.log

    def read_log(self, record: GameRecord) -> str | None:
        """The text of a recorded game's log; None if it has none or it cannot be read."""
        path = self.log_path(record)
        if path is None:
            return None
        try:
            # Only a regular file, and only so much of it: a link to /dev/zero or a pipe
            # put in the log's place must neither fill the memory nor wait forever.
            return read_capped(path, MAX_LOG_BYTES).decode("utf-8", errors="replace")
        except FileProblem:
            return None

    @property
    def exports(self) -> Path:
        """The folder where the logs the player exports go."""
        return self.folders.exports

    def export_log(self, name: str, session: Session, extra: Sequence[str] = ()) -> Path:
        """Write ``session``'s log, with ``extra`` lines after it (the review), as the file
        ``name`` in the exports folder; its path. ``OSError`` or ``ValueError`` if it cannot be."""
        path = self.exports / name
        export_log(path, session, extra)
        return path

    # -- replays ------------------------------------------------------------------------------

    def record_of(self, session: Session) -> GameRecord | None:
        """The record of a game recorded in this run (the end screen's), None if there is none."""
        recorded = self._recorded.get(session.game_id)
        return None if recorded is None else recorded.record

    def replay(self, record: GameRecord) -> Replay:
        """The replay of a recorded game, rebuilt and checked; ``ReplayRefused`` (in the player's
        words) for an older record without one, a newer or a damaged one. Nothing is changed."""
        try:
            return replay_of(record)
        except ReplayProblem as problem:
            raise ReplayRefused(problem.code, replay_problem_message(problem.code)) from None

    @property
    def advice_folder(self) -> Path:
        """Where the advice computed beside replays is kept (a file per game)."""
        return self.folders.data / "replays"

    def kept_advice(
        self, record: GameRecord, replay: Replay, budget_ms: float = DEFAULT_BUDGET_MS
    ) -> GameAdvice | None:
        """The advice kept for ``replay`` at the Hint's budget, None when there is none that fits."""
        return load_game_advice(advice_path(self.advice_folder, record.game_id), replay, budget_ms)

    def keep_advice(self, record: GameRecord, advice: GameAdvice) -> bool:
        """Keep ``advice`` beside the record (a second opening is instant); False if it could not be written."""
        try:
            self.advice_folder.mkdir(parents=True, exist_ok=True)
            save_game_advice(advice_path(self.advice_folder, record.game_id), advice)
        except (OSError, ValueError):
            return False
        return True

    def advice_book(self, session: Session) -> AdviceBook:
        """The advice ``session``'s decisions are judged by in this run: the Hint's where it was
        shown, else the first the advisor gave, so that the end screen's review and the replay say
        one number for each (only the latest few games' are kept)."""
        book = self._books.get(session.game_id)
        if book is None:
            book = self._books[session.game_id] = AdviceBook()
            for old in list(self._books)[:-RECORDS_KEPT]:
                del self._books[old]
        book.show(session.hints_shown())
        return book

    def advice_work(
        self,
        record: GameRecord,
        replay: Replay,
        progress: Callable[[int, int], None] | None = None,
        budget_ms: float = DEFAULT_BUDGET_MS,
    ) -> Callable[[Callable[[], bool]], GameAdvice]:
        """A background job (``game.jobs``) that advises every decision of ``replay`` with the Hint's
        advisor and budget (the game's ``advice_book`` first), then keeps the advice beside the
        record. A cancelled job keeps nothing."""

        # The numbers the end screen's review said of this game in this run (at the Hint's budget).
        book = self._books.get(record.game_id) if budget_ms == DEFAULT_BUDGET_MS else None

        def work(should_stop: Callable[[], bool]) -> GameAdvice:
            advice = advise_game(replay, budget_ms, should_stop, progress, book)
            self.keep_advice(record, advice)
            return advice

        return work


class PuzzleKeeper:
    """The puzzle book shipped with the game and the player's puzzle statistics on disk.

    The book is read once; one that cannot be used leaves the puzzles out (``book`` is None,
    ``problem`` says why) and the rest of the game goes on. The statistics are read when first
    asked for and written atomically after every answer; a damaged file is set aside (never
    deleted), the player told, and the statistics start afresh; one that could not be moved is
    never written over (the answers then count for this run only).
    """

    def __init__(self, folders: Folders, warn: Callable[[str], None]) -> None:
        self._folders = folders
        self._warn = warn
        self._book: PuzzleBook | None = None
        self.problem: PuzzleProblem | None = None
        self._stats: PuzzleStats | None = None
        self._writable = True
        self.saved = True  # whether the last answer reached the disk
        #: The statistics are written off the window's thread (the fsync cost a frame 25 ms).
        self._writer: LatestWriter[PuzzleStats] = LatestWriter(self._write, self._written)

    @property
    def book(self) -> PuzzleBook | None:
        """The game's puzzle book; None when it cannot be used (``problem`` then says why)."""
        if self._book is None and self.problem is None:
            try:
                self._book = load_puzzle_book()
            except PuzzleProblem as problem:
                self.problem = problem
        return self._book

    @property
    def stats(self) -> PuzzleStats:
        """The player's puzzle statistics (read from the file the first time)."""
        if self._stats is None:
            read = read_puzzle_stats(self._folders.puzzle_statistics)
            self._stats = read.stats
            if read.problem is not None:
                self._writable = not read.left
                self._warn(file_problem_message("puzzles", read.problem, read.kept_as, left=read.left))
        return self._stats

    def daily(self, day: date | None = None) -> Puzzle | None:
        """The puzzle of ``day`` (today by default): the same for everyone on a date."""
        book = self.book
        return None if book is None else daily_puzzle(book, day or today())

    def is_daily(self, puzzle: Puzzle, day: date | None = None) -> bool:
        found = self.daily(day)
        return found is not None and found.id == puzzle.id

    def answered(self, puzzle: Puzzle, correct: bool, day: date | None = None) -> PuzzleStats:
        """The player answered ``puzzle``: the statistics after it, saved at once (``day``: the
        date of the answer; it counts for the daily puzzle if ``puzzle`` is that day's)."""
        day = day or today()
        stats = self.stats.answered(puzzle.id, correct, day if self.is_daily(puzzle, day) else None)
        self._stats = stats
        if not self._writable:
            self.saved = False
            return stats
        self._writer.put(stats)
        return stats

    def _write(self, stats: PuzzleStats) -> None:
        save_puzzle_stats(self._folders.puzzle_statistics, stats)

    def _written(self, error: OSError | None) -> None:
        """After each write, on the writer's thread: the player is told once if it failed."""
        if error is not None and self.saved:  # told once, not after every answer
            self._warn(unwritable_warning(self._folders.data))
        self.saved = error is None

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until the last answer's statistics are on disk (the app closes; a test reads them)."""
        return self._writer.flush(timeout)


def _check(changes: dict[str, Any]) -> None:
    for name, value in changes.items():
        if not is_allowed(name, value):
            raise ValueError(f"{name}={value!r} is not a setting value")


def today() -> date:
    """The local date (the daily kingdom changes at local midnight)."""
    return date.today()


def _keep(notices: list[str], message: str) -> None:
    if message and message not in notices:
        notices.append(message)
