"""Jumps: following the Hint through whole games, does the number jump with nothing new known?

Plays seeded full games as the advisor bot does (``bots.advisor_policy``) and, at every
step where nothing new became known, compares the value the Hint showed on the action
taken with the value the next screen's Hint shows on the action it advises (its ring).
Nothing new is known after:

* ``fief``: choosing a fief (the next screen brings in friends);
* ``friends``: a friend put over a slot or taken off;
* ``start``: starting the visit (the next screen is its first ability window);
* ``forced``: the only legal action of a visit's position;
* ``known reveal``: revealing a statement whose card was seen on the deck already;
* ``ally``: an ally's ability that drew or showed nothing;
* ``advised``: any other advised move that reveals nothing (a response, a pick).

A step is quiet when the cards the player has not seen stay the same and the visit goes
on. Prints, per kind and over all, how many steps, the share of jumps within 5 and 10
points, the largest, and the worst ten with their kind and error (the two values'
standard errors combined); "within the error" counts a jump no larger than twice that error.

    python scripts/bench_jumps.py [--games 20] [--seed 0] [--budget-ms 300]
                                  [--fief-budget-ms 300] [--jobs N] [--progress]
    python scripts/bench_jumps.py --dump SEED:STEP   # one step: its position (JSON), both advices
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

from forNorthwood.ai.advisor import DEFAULT_BUDGET_MS, Advice, _kind, advise, advised, nothing_seen
from forNorthwood.ai.bots import advisor_policy
from forNorthwood.ai.infoset import VISIT_PHASES, canonical, unseen, visit_result
from forNorthwood.core import Action, State, apply, legal_actions, new_game
from forNorthwood.core.actions import BACK, BEGIN_VISIT, REVEAL, Activate, ChooseFief
from forNorthwood.core.serialize import state_to_json
from forNorthwood.core.state import PHASE_CHOOSE_FIEF, PHASE_CHOOSE_SUBSTITUTES, PHASE_GAME_OVER

FIEF, FRIENDS, START, FORCED, KNOWN_REVEAL, ALLY, ADVISED = (
    "fief",
    "friends",
    "start",
    "forced",
    "known reveal",
    "ally",
    "advised",
)
KINDS = (FIEF, FRIENDS, START, FORCED, KNOWN_REVEAL, ALLY, ADVISED)
#: A jump within this many standard errors of the two values combined is "within the error".
ERRORS = 2.0


@dataclass(frozen=True)
class Jump:
    """One quiet step: the value shown on the move and the one the next screen shows."""

    seed: int
    step: int
    kind: str
    action: str
    move: float
    move_error: float
    after: float
    after_error: float

    @property
    def size(self) -> float:
        return self.after - self.move

    @property
    def error(self) -> float:
        return math.hypot(self.move_error, self.after_error)

    def within(self, points: float) -> bool:
        """The jump is at most ``points`` (percentage points) or within the error, where that is larger."""
        return abs(self.size) <= max(points / 100.0, ERRORS * self.error)


@dataclass(frozen=True)
class Task:
    seed: int
    budget_ms: float
    fief_budget_ms: float


def _budget(state: State, task: Task) -> float:
    quiet_phases = (PHASE_CHOOSE_FIEF, PHASE_CHOOSE_SUBSTITUTES)
    return task.fief_budget_ms if state.phase in quiet_phases else task.budget_ms


def _shown(advice: Advice) -> tuple[float, float] | None:
    """The value (and error) on the action the Hint rings, or None."""
    index = advised(advice)
    if index is None:
        return None
    entry = advice.actions[index]
    return None if entry.success is None else (entry.success, entry.error)


def kind_of(state: State, action: Action, child: State, ended: bool) -> str | None:
    """The kind of a step where nothing new became known, or None (something was learnt, or the visit ended)."""
    if ended or child.phase is PHASE_GAME_OVER or action is BACK:
        return None
    if state.phase is PHASE_CHOOSE_FIEF:
        return FIEF if isinstance(action, ChooseFief) else None
    if state.phase is PHASE_CHOOSE_SUBSTITUTES:
        return START if action is BEGIN_VISIT else FRIENDS
    if state.phase not in VISIT_PHASES or child.phase not in VISIT_PHASES:
        return None
    if sorted(unseen(canonical(child))) != sorted(unseen(canonical(state))):
        return None  # a card was seen (or drawn): the next screen knows more
    if len(legal_actions(state)) == 1:
        return FORCED
    if action is REVEAL:
        return KNOWN_REVEAL
    return ALLY if isinstance(action, Activate) else ADVISED


def follow(task: Task) -> list[Jump]:
    """One game followed by the Hint, with its quiet steps (in a worker process, or here)."""
    choose = advisor_policy(task.budget_ms, task.fief_budget_ms)(task.seed)
    state = new_game(task.seed, "full", 16)
    jumps: list[Jump] = []
    step = 0
    while state.phase is not PHASE_GAME_OVER:
        action = choose(state)
        child, events = apply(state, action)
        kind = kind_of(state, action, child, visit_result(events) is not None)
        if kind is not None:
            entry = advise(state, _budget(state, task)).entry_of(action)
            after = _shown(advise(child, _budget(child, task)))
            if entry is not None and entry.success is not None and after is not None:
                label = f"{state.phase}: {action.to_json()}"
                jumps.append(Jump(task.seed, step, kind, label, entry.success, entry.error, *after))
        state = child
        step += 1
    return jumps


def dump(task: Task, step: int) -> str:
    """The position of step ``step`` of game ``task.seed`` as the advisor bot plays it (the state's
    JSON, to pin in a test), the action taken, and the advice before and after it, with what decides
    how each is valued (nothing of the deck seen yet, the calibration map, exact or sampled)."""
    choose = advisor_policy(task.budget_ms, task.fief_budget_ms)(task.seed)
    state = new_game(task.seed, "full", 16)
    for _ in range(step):
        state = apply(state, choose(state))[0]
    action = choose(state)
    child, events = apply(state, action)
    lines = [
        json.dumps(state_to_json(state)),
        f"action {action.to_json()}: kind {kind_of(state, action, child, visit_result(events) is not None)}",
    ]
    for name, position in (("before", state), ("after", child)):
        known = canonical(position)
        seen = nothing_seen(known) if position.phase in VISIT_PHASES else None
        kind = _kind(known, False) if position.phase in VISIT_PHASES else None
        advice = advise(position, _budget(position, task))
        lines.append(f"{name}: {position.phase}, nothing seen {seen}, map {kind}, {len(advice.actions)} actions")
        for i, entry in enumerate(advice.actions):
            ring = "*" if i == advised(advice) else " "
            value = "-" if entry.success is None else f"{entry.success:6.1%} ± {entry.error * 100:4.1f}"
            lines.append(f"  {ring} {value} {'exact' if entry.exact else entry.samples:>5}  {entry.action.to_json()}")
    return "\n".join(lines)


def _line(name: str, jumps: list[Jump]) -> str:
    count = len(jumps)
    within5 = sum(abs(j.size) <= 0.05 for j in jumps)
    within10 = sum(abs(j.size) <= 0.10 for j in jumps)
    error5 = sum(j.within(5) for j in jumps)
    over10 = sum(not j.within(10) for j in jumps)
    largest = max((abs(j.size) for j in jumps), default=0.0)
    mean = sum(j.size for j in jumps) / count if count else 0.0
    return (
        f"| {name} | {count} | {within5 / max(count, 1):.1%} | {within10 / max(count, 1):.1%} |"
        f" {error5 / max(count, 1):.1%} | {over10} | {largest * 100:.1f} | {mean * 100:+.1f} |"
    )


def report(jumps: list[Jump], games: int, worst: int = 10) -> str:
    lines = [
        f"{len(jumps)} quiet steps in {games} games",
        "| kind | steps | within 5 | within 10 | within 5 or the error | over 10 and the error | largest | mean |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for kind in KINDS:
        these = [j for j in jumps if j.kind == kind]
        if these:
            lines.append(_line(kind, these))
    lines.append(_line("all", jumps))
    lines.append(f"worst {worst} (points; ± twice the combined error):")
    for j in sorted(jumps, key=lambda j: (-abs(j.size), j.seed, j.step))[:worst]:
        lines.append(
            f"  {j.size * 100:+6.1f} ± {ERRORS * j.error * 100:4.1f}  {j.move:6.1%} -> {j.after:6.1%}  {j.kind:<12}"
            f" seed {j.seed} step {j.step}  {j.action}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS)
    parser.add_argument("--fief-budget-ms", type=float, default=DEFAULT_BUDGET_MS)
    parser.add_argument("--worst", type=int, default=10)
    parser.add_argument("--progress", action="store_true", help="print a line per game")
    parser.add_argument("--dump", metavar="SEED:STEP", help="print one step's position and advice, and stop")
    add_jobs_argument(parser)
    args = parser.parse_args(argv)
    if args.dump:
        seed, step = (int(part) for part in args.dump.split(":"))
        print(dump(Task(seed, args.budget_ms, args.fief_budget_ms), step))
        return 0
    clock = Clock()
    tasks = [Task(args.seed + i, args.budget_ms, args.fief_budget_ms) for i in range(args.games)]
    jumps: list[Jump] = []
    for done, found in enumerate(ordered_map(follow, tasks, args.jobs), 1):
        jumps.extend(found)
        if args.progress:
            print(f"  game {done}/{args.games}: {len(found)} quiet steps", file=sys.stderr, flush=True)
    print(f"seeds {args.seed}..{args.seed + args.games - 1}, {args.budget_ms:g} ms/decision")
    print(report(jumps, args.games, args.worst))
    print(clock.line(args.games, "games", args.jobs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
