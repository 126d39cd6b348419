"""Benchmark of the advisor: speed of hints, fief odds and the exact solver (README, "How strong is the advisor").

Prints:
* p50 / p95 time of a hint in the middle of visits with the default budget (goal p95 <= 300 ms),
  over positions reached by the greedy bot in seeded full games;
* the time for all fief odds at a fresh deal (goal <= 1 s);
* exact-solver positions per second (information states solved and stored per second),
  for plain dialogues and for positions with allies still to use;
* the largest position (cards in hand + unseen cards) solved exactly in <= 1 s, for
  plain dialogues, one ally left, and all four allies left.

Times are wall-clock on this machine (other work on it slows them down), with the
process's own CPU time beside them (what the advisor itself spent, whatever else runs).
It also checks that the same view gets the same advice: every hint is asked again
with the advisor's caches emptied and must come back identical. Before and after, it times a
fixed loop of plain Python (``reference_loop``): this machine's speed changes from hour to
hour by a third or more, so every time is printed in ms and as a multiple of that loop
("loops", the mean of the two): figures of two runs compare by their loops. The budget is
counted in work, not time, so the loops a hint takes depend only on the position.

    python scripts/bench_advisor.py [--hints 200] [--deals 10] [--seed 0] [--skip-solver]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forNorthwood.ai.advisor import DEFAULT_BUDGET_MS, advise, forget_advice
from forNorthwood.ai.exact import Solver
from forNorthwood.ai.infoset import VISIT_PHASES
from forNorthwood.ai.policy import greedy_action
from forNorthwood.core import State, apply, legal_actions, new_game
from forNorthwood.core import actions as A
from forNorthwood.core.state import PHASE_GAME_OVER, ally_slot


def mid_visit_positions(count: int, seed: int) -> list[State]:
    """Positions inside visits (with a real choice) met by the greedy bot in seeded full games."""
    rng = random.Random(seed)
    found: list[State] = []
    game = seed
    while len(found) < count:
        state = new_game(game, "full", 16)
        game += 1
        while state.phase is not PHASE_GAME_OVER and len(found) < count:
            if state.phase in VISIT_PHASES and len(legal_actions(state)) > 1 and rng.random() < 0.15:
                found.append(state)
            state = apply(state, greedy_action(state))[0]
    return found


#: The slowest reference loop seen on this machine (seconds): the figures are scaled to it too.
SLOWEST_LOOP = 0.11


def reference_loop() -> float:
    """CPU seconds of a fixed loop of plain Python (the best of three): the machine's speed now."""
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        total = 0
        for i in range(1_000_000):
            total += i * i
        best = min(best, time.process_time() - start)
    return best


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def visit_position(seed: int, hand: int, hidden: int, allies_left: int) -> State:
    """A fresh visit of a full game cut to ``hand`` cards and ``hidden`` unseen deck cards."""
    rng = random.Random(seed)
    state = new_game(seed, "full", 16)
    state = apply(state, A.choose_fief(rng.randrange(1, 5)))[0]
    state = apply(state, A.BEGIN_VISIT)[0]
    kingdom = state.kingdom
    kingdom = kingdom.with_allies(
        tuple(ally_slot(a.ally, None, i >= allies_left) for i, a in enumerate(kingdom.allies))
    )
    return state.with_(
        kingdom=kingdom,
        hand=state.hand[:hand],
        deck=state.deck[:hidden],
        discard=state.discard + state.hand[hand:] + state.deck[hidden:],
        score=(),
        ability_used=False,
        statement=None,
        decision=None,
        baron_eyes=False,
        known_top=0,
    )


def solve_time(state: State) -> tuple[float, int]:
    solver = Solver()
    start = time.perf_counter()
    solver.value(state)
    return time.perf_counter() - start, len(solver.table) + len(solver.plain)


def largest_within(allies_left: int, seeds: range, limit: float = 1.0) -> tuple[int, int, float]:
    """(hand, unseen, worst time) of the largest hand + unseen solved within ``limit`` for every seed."""
    best = (0, 0, 0.0)
    for hand in (4, 6, 8):
        for hidden in range(2, 25):
            worst = 0.0
            for seed in seeds:
                elapsed, _ = solve_time(visit_position(seed, hand, hidden, allies_left))
                worst = max(worst, elapsed)
                if worst > limit:
                    break
            if worst > limit:
                break
            if hand + hidden > best[0] + best[1]:
                best = (hand, hidden, worst)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hints", type=int, default=200)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--skip-solver", action="store_true", help="only the hints and the fief odds")
    args = parser.parse_args(argv)

    loop_before = reference_loop()
    print(f"reference loop before: {loop_before:.3f} s")
    positions = mid_visit_positions(args.hints, args.seed)
    times, cpu = [], []
    exact = 0
    answers = []
    for state in positions:
        start, start_cpu = time.perf_counter(), time.process_time()
        advice = advise(state, DEFAULT_BUDGET_MS)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        exact += advice.exact
        answers.append(advice)

    fief_times, fief_cpu = [], []
    selections = [new_game(seed, "full", 16) for seed in range(args.seed, args.seed + args.deals)]
    for state in selections:
        start, start_cpu = time.perf_counter(), time.process_time()
        answers.append(advise(state, DEFAULT_BUDGET_MS))
        fief_times.append(time.perf_counter() - start)
        fief_cpu.append(time.process_time() - start_cpu)
    loop_after = reference_loop()
    # The machine's speed over the run: the mean of the loops before and after.
    loop = (loop_before + loop_after) / 2

    def both(seconds: float) -> str:
        return f"{1000 * seconds:.0f} ms ({seconds / loop:.2f} loops)"

    print(
        f"hint mid-visit, budget {DEFAULT_BUDGET_MS} ms, {len(times)} positions, wall clock: "
        f"p50 {both(percentile(times, 0.5))}, p95 {both(percentile(times, 0.95))}, max {both(max(times))} "
        f"(goal p95 <= 300 ms); {exact} of them exact"
    )
    print(f"  the same, CPU: p50 {both(percentile(cpu, 0.5))}, p95 {both(percentile(cpu, 0.95))}, max {both(max(cpu))}")
    print(
        f"all fief odds at a fresh deal, {len(fief_times)} deals, wall clock: "
        f"mean {both(statistics.mean(fief_times))}, "
        f"max {both(max(fief_times))} (goal <= 1 s)"
    )
    print(f"  the same, CPU: mean {both(statistics.mean(fief_cpu))}, max {both(max(fief_cpu))}")
    forget_advice()
    same = sum(
        advise(state, DEFAULT_BUDGET_MS) == answer
        for state, answer in zip(positions + selections, answers, strict=True)
    )
    print(f"the same advice for the same view, asked again from empty caches: {same} of {len(answers)}")
    print(
        f"reference loop after: {loop_after:.3f} s (a loop: {1000 * loop:.0f} ms; at the slowest loop seen here, "
        f"{SLOWEST_LOOP:.2f} s, the CPU p95 would be {1000 * percentile(cpu, 0.95) / loop * SLOWEST_LOOP:.0f} ms "
        f"and the fief odds' CPU max {max(fief_cpu) / loop * SLOWEST_LOOP:.2f} s)"
    )
    if args.skip_solver:
        return 0

    for label, allies_left, hand, hidden in (("plain dialogues", 0, 8, 16), ("allies left", 1, 4, 6)):
        total_time = 0.0
        total_states = 0
        for seed in range(3):
            elapsed, states = solve_time(visit_position(seed, hand, hidden, allies_left))
            total_time += elapsed
            total_states += states
        print(
            f"exact solver, {label} (hand {hand}, {hidden} unseen): "
            f"{total_states / total_time:,.0f} positions per second"
        )

    for allies_left in (0, 1, 4):
        hand, hidden, worst = largest_within(allies_left, range(3))
        print(
            f"largest position solved exactly in <= 1 s with {allies_left} ally/allies left: "
            f"hand {hand} + {hidden} unseen = {hand + hidden} cards ({worst:.2f} s worst of 3 deals)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
