"""Statistics of every game played, kept in the user's data folder.

The file stores one record per game (finished or abandoned); every figure on the
statistics screen is derived from those records, so the figures can never
disagree with each other. Recording is idempotent: a game is one record, keyed
by its id, however often it is recorded.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from ..core.cards import CHARACTER_SET, FIEF_COUNT, MEDALS, SETUPS, THRESHOLDS
from ..core.events import Activated
from ..core.state import FiefStatus, Phase
from ..game.session import Session
from ..i18n.persistence_text import file_problem_message, skipped_records_message
from .files import (
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
    def of(records: list[GameRecord]) -> Summary:
        by_mode: dict[tuple[str, int], dict[str, int]] = {}
        for r in records:
            counts = by_mode.setdefault((r.setup, r.threshold), {k: 0 for k in RESULTS})
            counts[r.result] += 1
        finished = [r for r in records if r.result != "abandoned"]
        streak = best = 0
        for r in records:
            streak = streak + 1 if r.result == "won" else 0
            best = max(best, streak)
        targets = {n: (0, 0) for n in range(FIEF_COUNT)}
        for r in records:
            for n, status in enumerate(r.fiefs):
                if status != FiefStatus.UNVISITED:
                    won, made = targets[n]
                    targets[n] = (won + (status == FiefStatus.WON), made + 1)
        medals = Counter(r.medal for r in records if r.medal)
        return Summary(
            played=len(records),
            won=sum(r.result == "won" for r in records),
            lost=sum(r.result == "lost" for r in records),
            abandoned=sum(r.result == "abandoned" for r in records),
            by_mode=by_mode,
            medals={m: medals.get(m, 0) for m in MEDALS.values()},
            best_stars=max((r.stars for r in finished), default=None),
            average_stars=(sum(r.stars for r in finished) / len(finished)) if finished else None,
            current_streak=streak,
            best_streak=best,
            targets=targets,
            abilities_used=dict(Counter(c for r in records for c in r.abilities_used).most_common()),
            undo_total=sum(r.undo_count for r in records),
            hints_total=sum(r.hints_used for r in records),
        )


#: How far back a daily streak is counted (days).
DAILY_LOOKBACK = 3660


@dataclass(frozen=True)
class DailySummary:
    """The daily kingdom as the player played it: today's best game (None if not played
    to its end today) and the streak of days, up to today, each with a daily game played."""

    today: GameRecord | None
    streak: int


def daily_summary(records: list[GameRecord], today: date, seed_of_day: Callable[[date], int]) -> DailySummary:
    """Days count when a daily kingdom's game was played to its end (won or lost; an
    abandoned one does not count). The streak runs back from today, or from yesterday
    while today's kingdom is not played yet."""
    finished: dict[int, list[GameRecord]] = {}
    for record in records:
        if record.result != "abandoned":
            finished.setdefault(record.seed, []).append(record)
    todays = finished.get(seed_of_day(today), [])
    best = max(todays, key=_daily_rank, default=None)
    day = today if todays else today - timedelta(days=1)
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


def load_statistics(path: Path) -> tuple[Statistics, list[str]]:
    """The statistics, or empty ones; warnings say what was wrong (never raises)."""
    try:
        return statistics_from_document(read_json(path))
    except FileProblem as problem:
        if problem.kind == "missing":
            return Statistics(), []
        kept = put_aside(path, problem)
        left = kept is None
        return Statistics(protected=left), [file_problem_message("statistics", problem.kind, kept, left=left)]


def peek_statistics(path: Path) -> Statistics:
    """The statistics as they are on disk, for a glance (the title's daily line): nothing
    is set aside and nothing said; a file that cannot be used reads as no games (the
    statistics screen and the next recording deal with it and tell the player)."""
    try:
        return statistics_from_document(read_json(path))[0]
    except FileProblem:
        return Statistics()


def save_statistics(path: Path, stats: Statistics) -> None:
    """Write the statistics file (atomically): the same text ``write_json`` gives the whole
    document, written a record at a time so that a long history costs no memory to write."""
    write_atomic(path, _statistics_text(stats))


def _statistics_text(stats: Statistics) -> Iterator[str]:
    yield f'{{"kind":{_dumps(STATISTICS_KIND)},"records":['
    for n, r in enumerate(stats.records):
        record = {**asdict(r), "fiefs": list(r.fiefs), "abilities_used": list(r.abilities_used)}
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
    known: Statistics | None = None,
) -> tuple[GameRecord, Statistics, list[str]]:
    """Record a finished or abandoned game with its log: the new record, the statistics with it,
    and warnings (raises OSError if unwritable, ``ProtectedFile`` carrying the warning when the
    file must be left as it is). ``known``: the statistics as the file holds them now, when the
    caller has them (the file is then not read again).

    Damaged records are not dropped silently: the file as it was is set aside first.
    """
    if known is not None:
        stats, warnings = Statistics(list(known.records), known.skipped, known.protected), list[str]()
    else:
        stats, warnings = load_statistics(statistics_path)
    if stats.protected:
        raise ProtectedFile(f"{statistics_path} is left as it is", warnings[0] if warnings else None)
    if stats.skipped:
        warnings = [skipped_records_message(stats.skipped, set_aside(statistics_path))]
    log_name = f"{session.game_id}.txt"
    write_atomic(logs_folder / log_name, "\n".join(log_lines) + "\n")
    record = record_from_session(session, abandoned=abandoned, log=log_name)
    stats.add(record)
    save_statistics(statistics_path, stats)
    stats.skipped = 0  # the file now holds exactly these records (damaged ones were set aside above)
    return record, stats, warnings


def record_game(
    statistics_path: Path, logs_folder: Path, session: Session, log_lines: list[str], *, abandoned: bool = False
) -> list[str]:
    """Record a finished or abandoned game with its log; returns warnings (see ``add_game``)."""
    return add_game(statistics_path, logs_folder, session, log_lines, abandoned=abandoned)[2]
