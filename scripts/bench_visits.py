"""A paired benchmark of the advisor's play, visit by visit: two advisors on the very same visits.

A full game takes about 13 s at the default budget and its result (16 stars or not) is a
coarse, noisy measure: a comparison of two advisors needs a thousand games. A visit is
cheaper and, played from the same position with the same deck order by both, its result
differs between them only where their play does, so a paired comparison sees a change
of a point or two in a few hundred visits.

``--make N`` writes N visit positions (JSON lines): for seed s, a full game of seed s is
played by the greedy bot for ``s % 6`` visits (so the kingdom has visited fiefs and, now
and then, friends), then one unvisited fief is drawn at random (seeded by s). The file is
made once and then read by every advisor compared, so that they play the same visits (the
deck order of each visit is in the position).

``--play FILE --out OUT`` plays each visit by the advisor of this checkout at the game's
default budget (or ``--budget-ms``): the friends it advises, then the best action at every
choice, and writes one JSON line per visit (seed, fief, won, decisions).

``--compare A B`` prints the share of visits won by each (with Wilson intervals), the
visits won by one and lost by the other, the paired difference with its 95% interval and
the share per fief target.

    python scripts/bench_visits.py --make 600 --seed 300000 --positions visits.jsonl
    python scripts/bench_visits.py --play visits.jsonl --out mine.jsonl [--jobs 1] [--first K] [--skip K]
    python scripts/bench_visits.py --compare base.jsonl mine.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import dataclass
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from jobs import Clock, add_jobs_argument, ordered_map

from forNorthwood.ai.advisor import DEFAULT_BUDGET_MS, advise
from forNorthwood.ai.infoset import VISIT_PHASES, visit_result
from forNorthwood.ai.policy import greedy_action
from forNorthwood.core import State, apply, legal_actions, new_game
from forNorthwood.core.actions import BEGIN_VISIT, ChooseFief
from forNorthwood.core.cards import SLOT_COUNT
from forNorthwood.core.serialize import state_from_json, state_to_json
from forNorthwood.core.state import PHASE_CHOOSE_FIEF, PHASE_CHOOSE_SUBSTITUTES

#: Visits played by the greedy bot before the one measured: seed % PRIOR.
PRIOR = 6


def make_position(seed: int) -> dict:
    """The position choosing substitutes of one visit to measure (see the module's docstring)."""
    state = new_game(seed, "full", 16)
    visits = 0
    while visits < seed % PRIOR:
        state, events = apply(state, greedy_action(state))
        visits += visit_result(events) is not None
    assert state.phase is PHASE_CHOOSE_FIEF
    fiefs = [a for a in legal_actions(state) if isinstance(a, ChooseFief)]
    chosen = fiefs[Random(seed).randrange(len(fiefs))]
    state = apply(state, chosen)[0]
    return {"seed": seed, "fief": chosen.fief, "position": state_to_json(state)}


@dataclass(frozen=True)
class Task:
    seed: int
    fief: int
    position: dict
    budget_ms: float


def play_visit(task: Task) -> dict:
    """The visit played by following the advice: its friends, then every best action."""
    state: State = state_from_json(task.position)
    steps = 0
    decisions = 0
    while True:
        legal = legal_actions(state)
        if state.phase is PHASE_CHOOSE_SUBSTITUTES:
            advice = advise(state, task.budget_ms)
            steps += 1
            action = legal[0] if advice.best is None else advice.actions[advice.best].action
            if steps > SLOT_COUNT + len(state.kingdom.friends) + 2:
                action = BEGIN_VISIT
        elif state.phase in VISIT_PHASES and len(legal) > 1:
            advice = advise(state, task.budget_ms)
            decisions += 1
            action = legal[0] if advice.best is None else advice.actions[advice.best].action
        else:
            action = legal[0]
        state, events = apply(state, action)
        result = visit_result(events)
        if result is not None:
            return {"seed": task.seed, "fief": task.fief, "won": result, "decisions": decisions}


def wilson(hits: int, count: int, z: float = 1.96) -> tuple[float, float]:
    if count == 0:
        return 0.0, 1.0
    p = hits / count
    centre = (p + z * z / (2 * count)) / (1 + z * z / count)
    half = z * math.sqrt(p * (1 - p) / count + z * z / (4 * count * count)) / (1 + z * z / count)
    return centre - half, centre + half


def _read(path: Path) -> dict[int, dict]:
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            record = json.loads(line)
            found[int(record["seed"])] = record
    return found


def compare(a_path: Path, b_path: Path) -> int:
    a, b = _read(a_path), _read(b_path)
    seeds = sorted(set(a) & set(b))
    n = len(seeds)
    if not n:
        print("no visit in both")
        return 1
    print(f"{n} visits played by both ({a_path.name} / {b_path.name})")
    for name, runs in ((a_path.name, a), (b_path.name, b)):
        won = sum(bool(runs[s]["won"]) for s in seeds)
        low, high = wilson(won, n)
        print(f"  {name}: {won / n:.1%} won (95% interval {low:.1%}-{high:.1%})")
    only_a = sum(bool(a[s]["won"]) and not b[s]["won"] for s in seeds)
    only_b = sum(bool(b[s]["won"]) and not a[s]["won"] for s in seeds)
    diff = (only_b - only_a) / n
    # The paired difference's standard error (each visit a -1 / 0 / +1).
    mean_sq = (only_a + only_b) / n
    se = math.sqrt(max(0.0, mean_sq - diff * diff) / max(1, n - 1))
    print(
        f"  won by {b_path.name} only: {only_b}, by {a_path.name} only: {only_a}; "
        f"difference {diff:+.1%} (95% interval {diff - 1.96 * se:+.1%} to {diff + 1.96 * se:+.1%})"
    )
    per = []
    for target in range(8):
        of = [s for s in seeds if a[s]["fief"] == target]
        if of:
            wa = sum(bool(a[s]["won"]) for s in of) / len(of)
            wb = sum(bool(b[s]["won"]) for s in of) / len(of)
            per.append(f"{target}: {wa:.0%}/{wb:.0%} ({len(of)})")
    print("  per fief target, won A/B (visits): " + ", ".join(per))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--make", type=int, default=None, help="write this many visit positions to --positions")
    parser.add_argument("--seed", type=int, default=300_000)
    parser.add_argument("--positions", type=Path, default=None)
    parser.add_argument("--play", type=Path, default=None, help="play the visits of this positions file")
    parser.add_argument("--first", type=int, default=None, help="play only this many visits")
    parser.add_argument("--skip", type=int, default=0, help="skip this many visits first")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS)
    parser.add_argument("--compare", type=Path, nargs=2, default=None)
    add_jobs_argument(parser)
    args = parser.parse_args(argv)
    if args.compare:
        return compare(*args.compare)
    if args.make is not None:
        assert args.positions is not None
        with args.positions.open("w", encoding="utf-8") as out:
            for seed in range(args.seed, args.seed + args.make):
                out.write(json.dumps(make_position(seed)) + "\n")
        return 0
    assert args.play is not None and args.out is not None
    records = [json.loads(line) for line in args.play.read_text(encoding="utf-8").splitlines() if line.strip()]
    records = records[args.skip :]
    if args.first is not None:
        records = records[: args.first]
    done = set(_read(args.out)) if args.out.exists() else set()
    tasks = [Task(r["seed"], r["fief"], r["position"], args.budget_ms) for r in records if r["seed"] not in done]
    clock = Clock()
    won = count = 0
    with args.out.open("a", encoding="utf-8") as out:
        for result in ordered_map(play_visit, tasks, args.jobs):
            out.write(json.dumps(result) + "\n")
            out.flush()
            count += 1
            won += result["won"]
    print(f"{won} of {count} visits won; {clock.line(count, 'visits', args.jobs)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
