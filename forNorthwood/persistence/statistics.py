"""Statistics of every game played, kept in the user's data folder.

The file stores one record per game (finished or abandoned); every figure on the
statistics screen is derived from those records, so the figures can never
disagree with each other. Recording is idempotent: a game is one record, keyed
by its id, however often it is recorded.

Nothing here keeps the history in memory between uses: recording a game, the title's
glance and the figures of the end screen read the file a record at a time
(``RecordSource``, ``peek_records``), and only the statistics screen, while it is
shown, holds every record (``load_statistics``).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from ..core.cards import CHARACTER_SET, FIEF_COUNT, MEDALS, SETUPS, THRESHOLDS
from ..core.events import Activated
from ..core.state import FiefStatus, Phase
from ..game.replay import replay_text
from ..game.session import Session
from ..i18n.persistence_text import file_problem_message, skipped_records_message
from .files import (
    MAX_FILE_BYTES,
    FileProblem,
    ProtectedFile,
    check_envelope,
    is_identifier,
    is_timestamp,
    put_aside,
    read_json,
    set_aside,
    write_atomic,
)
from .json_stream import ListStream, Unstreamable

STATISTICS_KIND = "fornorthwood-statistics"
STATISTICS_VERSION = 1
RESULTS = ("won", "lost", "abandoned")


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game: how it was set up and how it ended."""

    game_id: str
    seed: int
    setup: str
    threshold: int
    result: str  # won, lost or abandoned
    stars: int
    fiefs: tuple[str, ...]  # status of fiefs 0..7: won, lost or unvisited
    abilities_used: tuple[str, ...]  # characters whose ability was activated, in order
    undo_count: int
    ironman: bool  # Ironman from the first action to the last
    finished: str
    log: str | None = None  # file name of the game's log in the logs folder
    hints_used: int = 0  # records from before hints: none used
    #: What a replay needs (``game.replay``'s compact text); None in records from before replays.
    #: Kept as read: a damaged one is refused when the game is replayed, never dropped here.
    replay: str | None = None
    #: The moves (indexes of the replay's actions) the tutorial asked for, move for move: not
    #: judged in a replay. Empty for any other game, a tutorial skipped from the start, and records
    #: from before it was kept (their moves are all judged).
    tutorial_asked: tuple[int, ...] = ()
    #: The moves (indexes of the replay's actions) "Finish the visit" played for the player: no
    #: decisions of the player's, neither stepped through nor judged in a replay. Empty in records
    #: from before it was kept (their played-out moves count as decisions).
    settled: tuple[int, ...] = ()

    @property
    def medal(self) -> str | None:
        """The medal of a won game: Bronze 16, Silver 18, Gold 20."""
        return MEDALS[self.threshold] if self.result == "won" else None


def record_from_session(session: Session, *, abandoned: bool = False, log: str | None = None) -> GameRecord:
    """The record of ``session``: its result if over, else (``abandoned``) an abandoned game."""
    state = session.state
    kingdom = state.kingdom
    over = state.phase is Phase.GAME_OVER
    if over:
        result = "won" if kingdom.stars >= kingdom.threshold else "lost"
    elif abandoned:
        result = "abandoned"
    else:
        raise ValueError("the game is neither over nor abandoned")
    used = tuple(e.character for step in session.steps for e in step.events if isinstance(e, Activated))
    return GameRecord(
        game_id=session.game_id,
        seed=session.seed,
        setup=session.setup,
        threshold=session.threshold,
        result=result,
        stars=kingdom.stars,
        fiefs=tuple(f.status.value for f in kingdom.fiefs),
        abilities_used=used,
        undo_count=session.undo_count,
        ironman=session.ironman,
        finished=datetime.now(UTC).isoformat(timespec="seconds"),
        log=log,
        hints_used=session.hints_used,
        replay=replay_text(session),
        tutorial_asked=tuple(sorted(session.tutorial_required())),
        settled=tuple(sorted(session.settled_moves())),
    )


def _record_from_json(raw: object) -> GameRecord | None:
    """A record from the file, or None if any field is unusable."""
    if not isinstance(raw, dict):
        return None
    try:
        record = GameRecord(
            game_id=raw["game_id"],
            seed=raw["seed"],
            setup=raw["setup"],
            threshold=raw["threshold"],
            result=raw["result"],
            stars=raw["stars"],
            fiefs=tuple(raw["fiefs"]),
            abilities_used=tuple(raw["abilities_used"]),
            undo_count=raw["undo_count"],
            ironman=raw["ironman"],
            finished=raw["finished"],
            log=raw.get("log"),
            hints_used=raw.get("hints_used", 0),
            # Not text: nothing a replay can be made of, and no reason to drop the game's figures.
            replay=raw.get("replay") if isinstance(raw.get("replay"), str) else None,
            tutorial_asked=tuple(raw.get("tutorial_asked", ())),
            settled=tuple(raw.get("settled", ())),
        )
    except (KeyError, TypeError):
        return None
    try:
        return record if _record_is_sound(record) else None
    except TypeError:  # e.g. an unhashable value where a character code should be
        return None


def _record_is_sound(record: GameRecord) -> bool:
    return bool(
        is_identifier(record.game_id)
        and type(record.seed) is int
        and record.setup in SETUPS
        and type(record.threshold) is int
        and record.threshold in THRESHOLDS
        and record.result in RESULTS
        and type(record.stars) is int
        and 0 <= record.stars <= 20
        and len(record.fiefs) == FIEF_COUNT
        and all(s in (FiefStatus.WON, FiefStatus.LOST, FiefStatus.UNVISITED) for s in record.fiefs)
        and all(c in CHARACTER_SET for c in record.abilities_used)
        and type(record.undo_count) is int
        and record.undo_count >= 0
        and type(record.hints_used) is int
        and record.hints_used >= 0
        and type(record.ironman) is bool
        and all(type(i) is int and i >= 0 for i in record.tutorial_asked)
        and all(type(i) is int and i >= 0 for i in record.settled)
        and is_timestamp(record.finished)
        and (
            record.log is None
            or (isinstance(record.log, str) and record.log.endswith(".txt") and is_identifier(record.log[:-4]))
        )
    )


@dataclass
class Statistics:
    """Every recorded game, oldest first."""

    records: list[GameRecord] = field(default_factory=list)
    #: Damaged records left out when the file was read (the file keeps them until rewritten).
    skipped: int = 0
    #: The file could be neither read nor set aside: it must not be written over.
    protected: bool = False

    def add(self, record: GameRecord) -> None:
        """Add or replace (same game id) a record: each game counts once."""
        self.records = [r for r in self.records if r.game_id != record.game_id]
        self.records.append(record)

    def summary(self) -> Summary:
        return Summary.of(self.records)


@dataclass(frozen=True)
class Summary:
    """The figures of the statistics screen."""

    played: int
    won: int
    lost: int
    abandoned: int
    by_mode: dict[tuple[str, int], dict[str, int]]  # (setup, threshold) -> won/lost/abandoned counts
    medals: dict[str, int]
    best_stars: int | None
    average_stars: float | None
    current_streak: int
    best_streak: int
    targets: dict[int, tuple[int, int]]  # fief number -> (visits won, visits made)
    abilities_used: dict[str, int]
    undo_total: int
    hints_total: int = 0

    @staticmethod
    def of(records: Iterable[GameRecord]) -> Summary:
        """The figures of ``records`` (oldest first), gone through once."""
        tally = Tally()
        for record in records:
            tally.add(record)
        return tally.summary()


class Tally:
    """The figures of the statistics screen counted a record at a time (oldest first), so that
    a history read from the file a record at a time is never held whole."""

    def __init__(self) -> None:
        self.results: Counter[str] = Counter()
        self.by_mode: dict[tuple[str, int], dict[str, int]] = {}
        self.medals: Counter[str] = Counter()
        self.finished = 0
        self.finished_stars = 0
        self.best_stars: int | None = None
        self.streak = 0
        self.best_streak = 0
        self.targets = {n: (0, 0) for n in range(FIEF_COUNT)}
        self.abilities: Counter[str] = Counter()
        self.undo_total = 0
        self.hints_total = 0

    def add(self, r: GameRecord) -> None:
        self.results[r.result] += 1
        counts = self.by_mode.setdefault((r.setup, r.threshold), {k: 0 for k in RESULTS})
        counts[r.result] += 1
        if r.result != "abandoned":
            self.finished += 1
            self.finished_stars += r.stars
            self.best_stars = r.stars if self.best_stars is None else max(self.best_stars, r.stars)
        self.streak = self.streak + 1 if r.result == "won" else 0
        self.best_streak = max(self.best_streak, self.streak)
        for n, status in enumerate(r.fiefs):
            if status != FiefStatus.UNVISITED:
                won, made = self.targets[n]
                self.targets[n] = (won + (status == FiefStatus.WON), made + 1)
        medal = r.medal
        if medal:
            self.medals[medal] += 1
        self.abilities.update(r.abilities_used)
        self.undo_total += r.undo_count
        self.hints_total += r.hints_used

    def summary(self) -> Summary:
        return Summary(
            played=sum(self.results.values()),
            won=self.results["won"],
            lost=self.results["lost"],
            abandoned=self.results["abandoned"],
            by_mode=self.by_mode,
            medals={m: self.medals.get(m, 0) for m in MEDALS.values()},
            best_stars=self.best_stars,
            average_stars=(self.finished_stars / self.finished) if self.finished else None,
            current_streak=self.streak,
            best_streak=self.best_streak,
            targets=dict(self.targets),
            abilities_used=dict(self.abilities.most_common()),
            undo_total=self.undo_total,
            hints_total=self.hints_total,
        )


#: How far back a daily streak is counted (days).
DAILY_LOOKBACK = 3660


@dataclass(frozen=True)
class DailySummary:
    """The daily kingdom as the player played it: today's best game (None if not played
    to its end today) and the streak of days, up to today, each with a daily game played."""

    today: GameRecord | None
    streak: int


def daily_summary(records: Iterable[GameRecord], today: date, seed_of_day: Callable[[date], int]) -> DailySummary:
    """Days count when a daily kingdom's game was played to its end (won or lost; an
    abandoned one does not count). The streak runs back from today, or from yesterday
    while today's kingdom is not played yet. ``records`` are gone through once."""
    todays_seed = seed_of_day(today)
    finished: set[int] = set()  # the seeds of the games played to their end
    best: GameRecord | None = None  # the first of today's best games
    for record in records:
        if record.result == "abandoned":
            continue
        finished.add(record.seed)
        if record.seed == todays_seed and (best is None or _daily_rank(record) > _daily_rank(best)):
            best = record
    day = today if best is not None else today - timedelta(days=1)
    streak = 0
    while streak < DAILY_LOOKBACK and seed_of_day(day) in finished:
        streak += 1
        day -= timedelta(days=1)
    return DailySummary(best, streak)


def _daily_rank(record: GameRecord) -> tuple[bool, int, int]:
    """Which of a day's games to show: a win (the highest medal), then the most stars."""
    won = record.result == "won"
    return won, record.threshold if won else 0, record.stars


def statistics_from_document(document: object) -> tuple[Statistics, list[str]]:
    doc = check_envelope(document, STATISTICS_KIND, STATISTICS_VERSION)
    raw_records = doc.get("records")
    if not isinstance(raw_records, list):
        raise FileProblem("invalid", "records")
    by_id: dict[str, GameRecord] = {}
    dropped = 0
    for raw in raw_records:
        record = _record_from_json(raw)
        if record is None:
            dropped += 1
        else:
            by_id.pop(record.game_id, None)  # a game twice: the later record counts, where it stands (as add)
            by_id[record.game_id] = record
    stats = Statistics(list(by_id.values()), skipped=dropped)
    return stats, [skipped_records_message(dropped, None)] if dropped else []


#: The statistics file as ``_statistics_text`` (and ``files.write_json`` before it) lays it out:
#: this head, the records, then ``]`` and this tail.
_HEAD = f'{{"kind":{json.dumps(STATISTICS_KIND)},"records":['
_TAIL = re.compile(r'[ \t\n\r]*,[ \t\n\r]*"version"[ \t\n\r]*:[ \t\n\r]*(-?(?:0|[1-9][0-9]*))[ \t\n\r]*}[ \t\n\r]*')


def _stream(path: Path) -> ListStream:
    return ListStream(path, _HEAD, _TAIL, MAX_FILE_BYTES)


def _scan(stream: ListStream, keep: list[GameRecord] | None = None) -> int:
    """Read the whole file once: how many damaged records it has (the sound ones go into
    ``keep``). ``Unstreamable`` also when a game is there twice (the whole read decides which
    record counts) or the version is not one this game reads (the whole read says why)."""
    seen: set[int] = set()  # the game ids' hashes: a collision only means reading the file whole
    skipped = 0
    for raw in stream.values():
        record = _record_from_json(raw)
        if record is None:
            skipped += 1
            continue
        key = hash(record.game_id)
        if key in seen:
            raise Unstreamable("a game recorded twice")
        seen.add(key)
        if keep is not None:
            keep.append(record)
    assert stream.tail_match is not None  # set once the list was read to its end
    if not 1 <= int(stream.tail_match.group(1)) <= STATISTICS_VERSION:
        raise Unstreamable("a version this game does not read")
    return skipped


class RecordSource:
    """The sound records of the statistics file, oldest first, read anew from the file a
    record at a time on each pass (a file of another layout, read whole once, gives the
    records it held then). ``skipped``: its damaged records."""

    def __init__(
        self, stream: ListStream | None = None, records: list[GameRecord] | None = None, skipped: int = 0
    ) -> None:
        self.stream = stream
        self.records = records
        self.skipped = skipped

    def __iter__(self) -> Iterator[GameRecord]:
        if self.stream is None:
            yield from self.records or ()
            return
        try:
            for raw in self.stream.values():
                record = _record_from_json(raw)
                if record is not None:
                    yield record
        except Unstreamable as exc:  # it was read through once: another process changed it since
            raise OSError(f"{self.stream.path} changed while it was read") from exc

    def moved_to(self, path: Path) -> None:
        """The file was set aside as ``path``: read it there from now on."""
        if self.stream is not None:
            self.stream.path = path


def read_records(path: Path) -> RecordSource:
    """The records of the statistics file once it was read through (a record at a time when
    it is laid out as this game writes it, else whole); raises ``FileProblem`` as
    ``statistics_from_document(read_json(path))`` does. Nothing is set aside."""
    stream = _stream(path)
    try:
        skipped = _scan(stream)
    except Unstreamable:
        stats = statistics_from_document(read_json(path))[0]
        return RecordSource(records=stats.records, skipped=stats.skipped)
    return RecordSource(stream, skipped=skipped)


def _read_statistics(path: Path) -> Statistics:
    """Every sound record of the file, in one reading of it (``FileProblem`` as ``read_records``)."""
    records: list[GameRecord] = []
    try:
        skipped = _scan(_stream(path), records)
    except Unstreamable:
        return statistics_from_document(read_json(path))[0]
    return Statistics(records, skipped=skipped)


def load_statistics(path: Path) -> tuple[Statistics, list[str]]:
    """The statistics, or empty ones; warnings say what was wrong (never raises)."""
    try:
        stats = _read_statistics(path)
    except FileProblem as problem:
        if problem.kind == "missing":
            return Statistics(), []
        kept = put_aside(path, problem)
        left = kept is None
        return Statistics(protected=left), [file_problem_message("statistics", problem.kind, kept, left=left)]
    return stats, [skipped_records_message(stats.skipped, None)] if stats.skipped else []


def peek_records(path: Path) -> Iterator[GameRecord]:
    """The records on disk, a record at a time, for a glance (the title's daily line): nothing
    is set aside and nothing said; a file that cannot be used reads as no games (the
    statistics screen and the next recording deal with it and tell the player)."""
    try:
        source = read_records(path)
        yield from source
    except (FileProblem, OSError):
        return


def holds_game(path: Path, game_id: str) -> bool:
    """Whether the statistics file has a record of ``game_id``, even a damaged one (a file
    that cannot be read has none)."""
    stream = _stream(path)
    try:
        found = False
        for raw in stream.values():
            found = found or (isinstance(raw, dict) and raw.get("game_id") == game_id)
        return found
    except Unstreamable:
        pass
    try:
        document = read_json(path)
    except FileProblem:
        return False
    records = document.get("records") if isinstance(document, dict) else None
    return isinstance(records, list) and any(isinstance(r, dict) and r.get("game_id") == game_id for r in records)


def save_statistics(path: Path, stats: Statistics) -> None:
    """Write the statistics file (atomically): the same text ``write_json`` gives the whole
    document, written a record at a time so that a long history costs no memory to write."""
    write_atomic(path, _statistics_text(stats.records))


def _statistics_text(records: Iterable[GameRecord]) -> Iterator[str]:
    yield _HEAD
    for n, r in enumerate(records):
        record = {
            **asdict(r),
            "fiefs": list(r.fiefs),
            "abilities_used": list(r.abilities_used),
            "tutorial_asked": list(r.tutorial_asked),
            "settled": list(r.settled),
        }
        yield ("," if n else "") + _dumps(record)
    yield f'],"version":{STATISTICS_VERSION}}}\n'


def _dumps(value: object) -> str:
    """JSON as ``files.write_json`` writes it (compact, keys sorted, UTF-8 kept)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def add_game(
    statistics_path: Path,
    logs_folder: Path,
    session: Session,
    log_lines: list[str],
    *,
    abandoned: bool = False,
) -> tuple[GameRecord, Summary, list[str]]:
    """Record a finished or abandoned game with its log: the new record, the statistics'
    figures with it, and warnings (raises OSError if unwritable, ``ProtectedFile`` carrying
    the warning when the file must be left as it is). The file is read and written again a
    record at a time: a long history is never held in memory.

    Damaged records are not dropped silently: the file as it was is set aside first.
    """
    try:
        source = read_records(statistics_path)
        warnings: list[str] = []
    except FileProblem as problem:
        source, warnings = RecordSource(), []
        if problem.kind != "missing":
            kept = put_aside(statistics_path, problem)
            warning = file_problem_message("statistics", problem.kind, kept, left=kept is None)
            if kept is None:
                raise ProtectedFile(f"{statistics_path} is left as it is", warning) from None
            warnings = [warning]
    if source.skipped:
        kept = set_aside(statistics_path)
        if kept is not None:
            source.moved_to(kept)  # the sound records are read back from the copy set aside
        warnings = [skipped_records_message(source.skipped, kept)]
    log_name = f"{session.game_id}.txt"
    write_atomic(logs_folder / log_name, "\n".join(log_lines) + "\n")
    record = record_from_session(session, abandoned=abandoned, log=log_name)
    tally = Tally()

    def written() -> Iterator[GameRecord]:
        for kept_record in source:
            if kept_record.game_id != record.game_id:  # the game recorded again: its new record counts, last
                tally.add(kept_record)
                yield kept_record
        tally.add(record)
        yield record

    write_atomic(statistics_path, _statistics_text(written()))
    return record, tally.summary(), warnings


def record_game(
    statistics_path: Path, logs_folder: Path, session: Session, log_lines: list[str], *, abandoned: bool = False
) -> list[str]:
    """Record a finished or abandoned game with its log; returns warnings (see ``add_game``)."""
    return add_game(statistics_path, logs_folder, session, log_lines, abandoned=abandoned)[2]
