"""Benchmark of strength: seeded full games by a random bot, a greedy bot and the advisor.

Plays N games per bot (the same seeds for every bot) and prints, for each bot, the
share of games reaching 16, 18 and 20 stars (Standard, Advanced, Idealist) and the
share of visits won at each fief target (0-7). Bots never stop a game early. The
advisor takes the best action of ``advise`` with ``--budget-ms`` per decision and
chooses fiefs by chance × stars with ``--fief-budget-ms``; it is slow, so its game
count is a separate flag.

    python scripts/bench_bots.py [--games 1000] [--advisor-games 1000] [--setup full]
                                 [--budget-ms 300] [--fief-budget-ms 300] [--seed 0]
                                 [--max-minutes M] [--progress] [--out FILE] [--jobs N]
    python scripts/bench_bots.py --merge FILE [FILE ...]

Games are played by ``--jobs`` processes (default: every core); each game depends only
on its seed, and the results are gathered in the seeds' order, so the tables and the
``--out`` lines are the same, game by game, for any number of jobs. Each bot's row is
followed by how long its games took.

``--out`` writes each advisor game (seed, stars, visits) as a JSON line, so that runs
split over several machines or sessions can be merged game by game with ``--merge``.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from jobs import Clock, add_jobs_argument, ordered_map

from forNorthwood.ai.advisor import DEFAULT_BUDGET_MS
from forNorthwood.ai.bots import advisor_policy, greedy_policy, play_game, random_policy
from forNorthwood.core.cards import THRESHOLDS

RANDOM, GREEDY, ADVISOR = "random", "greedy", "advisor"


@dataclass(frozen=True)
class Played:
    """What a run keeps of one game (sent back from a worker process)."""

    seed: int
    stars: int
    visits: tuple[tuple[int, bool], ...]  # (fief, won) in the order visited

    def to_json(self) -> dict:
        return {"seed": self.seed, "stars": self.stars, "visits": [list(v) for v in self.visits]}


@dataclass(frozen=True)
class Task:
    """One game to play: the bot, its seed and budgets."""

    bot: str
    seed: int
    setup: str
    budget_ms: float
    fief_budget_ms: float


def play_task(task: Task) -> Played:
    """Play one game (in a worker process, or here with one job)."""
    if task.bot == RANDOM:
        policy = random_policy(task.seed)
    elif task.bot == GREEDY:
        policy = greedy_policy(task.seed)
    else:
        policy = advisor_policy(task.budget_ms, task.fief_budget_ms)(task.seed)
    record = play_game(task.seed, task.setup, 16, policy)
    return Played(record.seed, record.stars, record.visits)


def summary(name: str, games: list[Played], seconds: float) -> str:
    count = len(games)
    wins = [sum(g.stars >= t for g in games) / count for t in THRESHOLDS]
    visits = [[0, 0] for _ in range(8)]
    for g in games:
        for fief, won in g.visits:
            visits[fief][0] += won
            visits[fief][1] += 1
    per_fief = " ".join(f"{w / n:5.1%}" if n else "  -  " for w, n in visits)
    mean = sum(g.stars for g in games) / count
    return (
        f"| {name} | {count} | {mean:.2f} | {wins[0]:.1%} | {wins[1]:.1%} | {wins[2]:.1%} | {per_fief} |"
        f" {seconds / count * 1000:.0f} ms |"
    )


def share_interval(hits: int, count: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share (95% by default)."""
    if count == 0:
        return 0.0, 1.0
    p = hits / count
    centre = (p + z * z / (2 * count)) / (1 + z * z / count)
    half = z * math.sqrt(p * (1 - p) / count + z * z / (4 * count * count)) / (1 + z * z / count)
    return centre - half, centre + half


def merge(paths: list[Path]) -> int:
    """The advisor's summary over games written by ``--out`` (duplicated seeds counted once)."""
    games: dict[int, dict] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                game = json.loads(line)
                games[int(game["seed"])] = game
    count = len(games)
    if not count:
        print("no games")
        return 1
    seeds = sorted(games)
    print(f"{count} advisor games, seeds {seeds[0]}..{seeds[-1]}")
    for threshold in THRESHOLDS:
        hits = sum(g["stars"] >= threshold for g in games.values())
        low, high = share_interval(hits, count)
        print(f"  >= {threshold} stars: {hits / count:.1%} (95% interval {low:.1%}-{high:.1%})")
    visits = [[0, 0] for _ in range(8)]
    for g in games.values():
        for fief, won in g["visits"]:
            visits[fief][0] += won
            visits[fief][1] += 1
    print("  mean stars %.2f" % (sum(g["stars"] for g in games.values()) / count))
    print("  visits won per fief target: " + " / ".join(f"{w / n:.1%}" if n else "-" for w, n in visits))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games for the random and greedy bots")
    parser.add_argument("--advisor-games", type=int, default=1000, help="games for the advisor (slow)")
    parser.add_argument("--setup", choices=("full", "intro"), default="full")
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS)
    parser.add_argument("--fief-budget-ms", type=float, default=DEFAULT_BUDGET_MS)
    parser.add_argument("--out", type=Path, default=None, help="write each advisor game as a JSON line")
    parser.add_argument("--merge", type=Path, nargs="+", default=None, help="summarise advisor games from --out files")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--progress", action="store_true", help="print a line per advisor game")
    parser.add_argument(
        "--max-minutes", type=float, default=None, help="stop each bot after this long (the games played are counted)"
    )
    add_jobs_argument(parser)
    args = parser.parse_args(argv)
    if args.merge:
        return merge(args.merge)

    bots = [
        (RANDOM, RANDOM, args.games),
        (GREEDY, GREEDY, args.games),
        (f"advisor ({args.budget_ms:g} ms/decision)", ADVISOR, args.advisor_games),
    ]
    print(f"setup={args.setup}, seeds {args.seed}..; a visit's success per fief target 0-7; jobs: {args.jobs}")
    print("| bot | games | mean stars | ≥16 | ≥18 | ≥20 | visits won at fief 0 1 2 3 4 5 6 7 | time/game |")
    print("|---|---|---|---|---|---|---|---|")
    out = args.out.open("a", encoding="utf-8") if args.out else None
    took = []
    for name, bot, count in bots:
        if count <= 0:
            continue
        games: list[Played] = []
        clock = Clock()
        tasks = [Task(bot, args.seed + i, args.setup, args.budget_ms, args.fief_budget_ms) for i in range(count)]
        for g in ordered_map(play_task, tasks, args.jobs):
            games.append(g)
            if out is not None and bot == ADVISOR:
                out.write(json.dumps(g.to_json()) + "\n")
                out.flush()
            if args.progress and bot == ADVISOR:
                print(f"  game {len(games)}/{count} seed {g.seed}: {g.stars} stars", file=sys.stderr, flush=True)
            if args.max_minutes is not None and clock.seconds() > 60 * args.max_minutes:
                break  # the games played so far, in the seeds' order, are counted
        # time/game: the run's wall clock per game, shared by the jobs
        print(summary(name, games, clock.seconds()), flush=True)
        took.append(f"{name}: {clock.line(len(games), 'games', args.jobs)}")
    for line in took:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
