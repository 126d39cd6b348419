"""One voice: does a move's value jump when the player takes it? (README, "How the sampled advice stays one voice").

Two modes.

``--positions N`` (the default mode): over positions inside visits met by the greedy bot
in seeded full games (those of ``bench_advisor.py``), whenever the advised action is quiet
(it reveals nothing, so the next screen is valued on the same deals), compares the value
the hint showed for it with the value the next screen's hint shows for its own best
action. Prints the mean difference (next minus move), the mean absolute difference, the
mean printed standard error and how many differences lie within two and two and a half of
their errors.

``--games N``: follows the Hint through whole games (the fief the Hint rings, friends as
advised, every hint followed) and, at every step where nothing new became known — the fief
chosen, a friend brought in, "Start the visit", an advised or forced move inside a visit,
a reveal of a card already known — takes the jump between the value shown on the move
taken and the value shown on the ringed choice of the next screen. Prints the share of
jumps within 5 points, the largest, the jumps by kind and the worst 10. Games are played by
``--jobs`` processes, each game from empty caches: the result is the same for any number.

    python scripts/bench_one_voice.py [--positions 200] [--seed 0] [--budget-ms 300]
    python scripts/bench_one_voice.py --games 100 [--seed 0] [--budget-ms 300] [--jobs N] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections import defaultdict
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_advisor import mid_visit_positions
from jobs import Clock, add_jobs_argument, ordered_map

from forNorthwood.ai.advisor import DEFAULT_BUDGET_MS, Advice, _quiet_child, advise, advised, forget_advice
from forNorthwood.ai.infoset import canonical, unseen, visit_result
from forNorthwood.core import State, apply, legal_actions, new_game
from forNorthwood.core.actions import BEGIN_VISIT, REVEAL, Substitute, Unsubstitute
from forNorthwood.core.state import PHASE_CHOOSE_FIEF, PHASE_CHOOSE_SUBSTITUTES, PHASE_GAME_OVER

#: The jump goals, in points of percentage: most within the first, none over the second.
NEAR, FAR = 5.0, 10.0


@dataclass(frozen=True, slots=True)
class Jump:
    """One quiet step of a game: the value on the move taken and on the next screen's ringed choice."""

    seed: int
    step: int  # the move's index in the game
    kind: str
    action: str
    shown: float
    shown_error: float
    next: float
    next_error: float

    @property
    def points(self) -> float:
        return 100.0 * (self.next - self.shown)

    @property
    def error_points(self) -> float:
        """The printed error of the difference, in points (both values' errors together)."""
        return 100.0 * math.hypot(self.shown_error, self.next_error)


def ringed(advice: Advice) -> tuple[float, float] | None:
    """The value and error shown on the ringed choice of a screen (None: no value)."""
    chosen = advised(advice)
    if chosen is None:
        return None
    entry = advice.actions[chosen]
    return None if entry.success is None else (entry.success, entry.error)


def step_kind(state: State, action: object, child: State, forced: bool) -> str | None:
    """The kind of a step where nothing new became known, or None when something did."""
    if state.phase is PHASE_CHOOSE_FIEF:
        return "fief"
    if state.phase is PHASE_CHOOSE_SUBSTITUTES:
        if action is BEGIN_VISIT:
            return "start"
        return "friends" if isinstance(action, Substitute | Unsubstitute) else None
    if sorted(unseen(canonical(state))) != sorted(unseen(canonical(child))):
        return None  # a card was seen
    if forced:
        return "forced"
    if action is REVEAL:
        return "known reveal"
    return "quiet" if _quiet_child(canonical(state), action) is not None else "advised"  # type: ignore[arg-type]


def game_jumps(task: tuple[int, float]) -> list[Jump]:
    """The quiet steps of the game of ``seed`` played by following the Hint at ``budget_ms``."""
    seed, budget_ms = task
    forget_advice()
    state = new_game(seed, "full", 16)
    jumps: list[Jump] = []
    advice = advise(state, budget_ms)
    step = 0
    while state.phase is not PHASE_GAME_OVER:
        legal = legal_actions(state)
        chosen = advised(advice)
        assert chosen is not None  # every phase met here is advised
        entry = advice.actions[chosen]
        child, events = apply(state, entry.action)
        after = advise(child, budget_ms) if child.phase is not PHASE_GAME_OVER else None
        kind = None if visit_result(events) is not None else step_kind(state, entry.action, child, len(legal) == 1)
        if kind is not None and after is not None and entry.success is not None:
            found = ringed(after)
            if found is not None:
                name = json.dumps(entry.action.to_json(), sort_keys=True, separators=(",", ":"))
                jumps.append(Jump(seed, step, kind, name, entry.success, entry.error, *found))
        assert after is not None or child.phase is PHASE_GAME_OVER
        state, advice, step = child, after if after is not None else advice, step + 1
    return jumps


def report(jumps: list[Jump]) -> list[str]:
    """The lines printed for these jumps."""
    if not jumps:
        return ["no quiet step"]
    size = [abs(j.points) for j in jumps]
    near = sum(s <= NEAR for s in size)
    far = [j for j in jumps if abs(j.points) > FAR]
    beyond_error = [j for j in far if abs(j.points) > max(FAR, 2.0 * j.error_points)]
    lines = [
        f"{len(jumps)} quiet steps: {near} within {NEAR:g} points ({100.0 * near / len(jumps):.1f}%, goal 90%), "
        f"largest {max(size):.1f}, {len(far)} over {FAR:g} (goal 0), "
        f"{len(beyond_error)} of them over twice their printed error too; "
        f"mean jump {statistics.mean(j.points for j in jumps):+.2f}"
    ]
    by_kind: dict[str, list[Jump]] = defaultdict(list)
    for jump in jumps:
        by_kind[jump.kind].append(jump)
    lines.append("| kind | steps | within 5 | over 10 | mean jump | mean abs | mean error |")
    lines.append("|---|---|---|---|---|---|---|")
    for kind, found in sorted(by_kind.items(), key=lambda item: -len(item[1])):
        points = [j.points for j in found]
        lines.append(
            f"| {kind} | {len(found)} | {sum(abs(p) <= NEAR for p in points)} | {sum(abs(p) > FAR for p in points)} "
            f"| {statistics.mean(points):+.2f} | {statistics.mean(abs(p) for p in points):.2f} "
            f"| {statistics.mean(j.error_points for j in found):.2f} |"
        )
    lines.append("worst 10 (seed, step, kind, move: shown → next, error):")
    for jump in sorted(jumps, key=lambda j: -abs(j.points))[:10]:
        lines.append(
            f"  {jump.seed} #{jump.step} {jump.kind} {jump.action}: {100 * jump.shown:.1f} → {100 * jump.next:.1f} "
            f"({jump.points:+.1f} points, error ±{jump.error_points:.1f})"
        )
    return lines


def whole_games(args: argparse.Namespace) -> int:
    clock = Clock()
    jumps: list[Jump] = []
    tasks = [(seed, args.budget_ms) for seed in range(args.seed, args.seed + args.games)]
    out = None if args.out is None else open(args.out, "a", encoding="utf-8")
    try:
        for found in ordered_map(game_jumps, tasks, args.jobs):
            jumps += found
            if out is not None:
                out.writelines(json.dumps(asdict(j), sort_keys=True) + "\n" for j in found)
                out.flush()
    finally:
        if out is not None:
            out.close()
    print(f"{args.games} games followed by the Hint from seed {args.seed}, {args.budget_ms:g} ms a hint")
    print("\n".join(report(jumps)))
    print(clock.line(args.games, "games", args.jobs))
    return 0


def positions(args: argparse.Namespace) -> int:
    pairs: list[tuple[float, float, float, float]] = []
    for state in mid_visit_positions(args.positions, args.seed):
        best = advise(state, args.budget_ms).best_action
        if best is None or best.success is None or best.exact or _quiet_child(canonical(state), best.action) is None:
            continue
        after = advise(apply(state, best.action)[0], args.budget_ms).best_action
        if after is None or after.success is None:
            continue
        pairs.append((best.success, best.error, after.success, after.error))
    if not pairs:
        print("no quiet advised move among these positions")
        return 0
    gaps = [b - a for a, _, b, _ in pairs]
    spreads = [math.hypot(ea, eb) for _, ea, _, eb in pairs]
    within = [sum(abs(g) <= k * s for g, s in zip(gaps, spreads, strict=True)) for k in (2.0, 2.5)]
    print(
        f"{len(pairs)} quiet advised moves of {args.positions} positions (seed {args.seed}, "
        f"{args.budget_ms:g} ms): next screen minus move {statistics.mean(gaps):+.3f} on average, "
        f"{statistics.mean(abs(g) for g in gaps):.3f} apart on average; printed error "
        f"{statistics.mean(e for _, e, _, _ in pairs):.3f}; within two errors {within[0]}, "
        f"within two and a half {within[1]}"
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--games", type=int, default=0, help="follow the Hint through this many whole games")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS)
    parser.add_argument("--out", type=Path, help="with --games: append each quiet step as a JSON line")
    add_jobs_argument(parser)
    args = parser.parse_args(argv)
    return whole_games(args) if args.games else positions(args)


if __name__ == "__main__":
    sys.exit(main())
