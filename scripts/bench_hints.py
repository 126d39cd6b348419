"""Do the hints tell the truth? The calibration protocol: seeded full games played by the hints.

For each seeded full game (full setup): at each fief choice the odds of every fief are
noted and one fief is taken at random (a generator seeded by the game's seed, so the
odds cover their whole range); then every later hint is followed at the budget given
(by default the game's own), through the same ``advise`` the game uses — the friends it
advises, then the best action at every choice of the visit. Inside each visit the hint
of its first choice and that of one moment drawn at random (among the choices with two
or more legal actions) are noted too. When the visit ends, each noted hint is scored against its result.

Prints, for the fief odds and for the odds in the middle of visits: per band of odds,
the hints / mean odds shown / share won; the Brier score, that of a constant forecast
(the share won overall), the calibration error (10 bands, weighted by their hints), the
mean odds shown against the share won, per fief target too; and the number of circles
(the friend advice leading back to a configuration it had left). ``--out`` writes every
noted hint as JSON lines (for ``scripts/fit_calibration.py``); ``--raw`` shows the values
before calibration (the play is the same: a calibration map never changes which action is
best, and the fiefs are chosen at random).

    python scripts/bench_hints.py [--games 63] [--seed 100000] [--budget-ms 300]
                                  [--raw] [--out FILE] [--positions] [--progress] [--jobs N]

Games are played by ``--jobs`` processes (default: every core) and gathered in the seeds'
order: the report and the ``--out`` lines are the same, game by game, for any number of
jobs. The run ends by saying how long it took.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from jobs import Clock, add_jobs_argument, ordered_map

from forNorthwood.ai import calibration
from forNorthwood.ai.advisor import DEFAULT_BUDGET_MS, Advice, advise
from forNorthwood.ai.infoset import VISIT_PHASES, visit_result
from forNorthwood.ai.substitutes import current
from forNorthwood.core import State, apply, legal_actions, new_game
from forNorthwood.core.actions import BEGIN_VISIT, ChooseFief
from forNorthwood.core.cards import SLOT_COUNT
from forNorthwood.core.events import VisitOver
from forNorthwood.core.serialize import state_to_json
from forNorthwood.core.state import PHASE_CHOOSE_FIEF, PHASE_CHOOSE_SUBSTITUTES, PHASE_GAME_OVER

BANDS = 10


@dataclass
class Hint:
    """One noted hint: where, what it said, and (once the visit ends) whether the visit was won."""

    seed: int
    kind: str  # "fief", "first" (the visit's first hint) or "visit" (one moment drawn at random)
    target: int  # the fief's target
    shown: float
    exact: bool
    error: float
    unseen: int
    hand: int
    won: bool | None = None
    #: For fief odds: the position choosing substitutes just after the fief was chosen (``--positions``),
    #: so that other estimators of the fief odds can be scored offline on the same visits.
    position: dict | None = None

    def to_json(self) -> dict:
        found = {
            "seed": self.seed,
            "kind": self.kind,
            "target": self.target,
            "shown": self.shown,
            "exact": self.exact,
            "error": self.error,
            "unseen": self.unseen,
            "hand": self.hand,
            "won": self.won,
        }
        if self.position is not None:
            found["position"] = self.position
        return found


@dataclass
class Game:
    seed: int
    hints: list[Hint] = field(default_factory=list)
    circles: int = 0
    stars: int = 0
    visits: list[tuple[int, bool]] = field(default_factory=list)


def _unseen(state: State) -> int:
    return len(state.deck) - state.known_top


def _best(advice: Advice, state: State):
    if advice.best is None:
        return legal_actions(state)[0]
    return advice.actions[advice.best].action


def play(seed: int, budget_ms: float, positions: bool = False) -> Game:
    """One game of the protocol."""
    rng = Random(seed)
    game = Game(seed)
    state = new_game(seed, "full", 16)
    visit_hints: list[Hint] = []
    moments: list[Hint] = []
    first: Hint | None = None
    while state.phase is not PHASE_GAME_OVER:
        phase = state.phase
        if phase is PHASE_CHOOSE_FIEF:
            advice = advise(state, budget_ms)
            fiefs = [e for e in advice.actions if isinstance(e.action, ChooseFief)]
            entry = fiefs[rng.randrange(len(fiefs))]
            chosen = entry.action
            assert entry.success is not None and isinstance(chosen, ChooseFief)
            state = apply(state, entry.action)[0]
            position = state_to_json(state) if positions else None
            hint = Hint(seed, "fief", chosen.fief, entry.success, entry.exact, entry.error, _unseen(state), 8)
            hint.position = position
            visit_hints = [hint]
            moments = []
            first = None
            seen = {current(state)}
            steps = 0
            while state.phase is PHASE_CHOOSE_SUBSTITUTES:
                advice = advise(state, budget_ms)
                action = _best(advice, state)
                steps += 1
                if steps > SLOT_COUNT + len(state.kingdom.friends) + 2:
                    action = BEGIN_VISIT  # never reached by the advice (the tests walk every configuration)
                state = apply(state, action)[0]
                if state.phase is PHASE_CHOOSE_SUBSTITUTES:
                    config = current(state)
                    if config in seen:
                        game.circles += 1
                        state = apply(state, BEGIN_VISIT)[0]
                    seen.add(config)
            continue
        legal = legal_actions(state)
        if phase in VISIT_PHASES and len(legal) > 1:
            advice = advise(state, budget_ms)
            best = advice.best_action
            assert best is not None and best.success is not None and state.kingdom.visiting is not None
            if first is None:
                first = Hint(
                    seed, "first", state.kingdom.visiting, best.success, best.exact, best.error, _unseen(state), 8
                )
            moments.append(
                Hint(
                    seed,
                    "visit",
                    state.kingdom.visiting,
                    best.success,
                    best.exact,
                    best.error,
                    _unseen(state),
                    len(state.hand),
                )
            )
            action = best.action
        else:
            action = legal[0]
        state, events = apply(state, action)
        result = visit_result(events)
        if result is not None:
            over = next(e for e in events if isinstance(e, VisitOver))
            game.visits.append((over.fief, result))
            noted = visit_hints + ([first] if first is not None else [])
            noted += [moments[rng.randrange(len(moments))]] if moments else []
            for hint in noted:
                hint.won = result
            game.hints.extend(noted)
    game.stars = state.kingdom.stars
    return game


@dataclass(frozen=True)
class Task:
    """One game of the protocol to play (in a worker process, or here with one job)."""

    seed: int
    budget_ms: float
    positions: bool


def play_task(task: Task) -> Game:
    return play(task.seed, task.budget_ms, task.positions)


def _settings(raw: bool) -> None:
    """A worker's settings: the values before calibration with ``--raw``."""
    if raw:
        _install_no_calibration()


def brier(hints: list[Hint]) -> float:
    return sum((h.shown - float(bool(h.won))) ** 2 for h in hints) / len(hints)


def _bands(hints: list[Hint]) -> list[list[Hint]]:
    return [[h for h in hints if _band(h.shown) == band] for band in range(BANDS)]


def _band(shown: float) -> int:
    return min(int(shown * BANDS), BANDS - 1)


def calibration_error(shown: list[float], won: list[bool]) -> float:
    """The calibration error: over ``BANDS`` bands of odds, |mean shown - share won|, weighted by hints."""
    sums = [[0.0, 0.0, 0] for _ in range(BANDS)]
    for odds, result in zip(shown, won, strict=True):
        band = sums[_band(odds)]
        band[0] += odds
        band[1] += float(result)
        band[2] += 1
    return sum(abs(s - w) for s, w, _ in sums) / len(shown)


def sampling_floor(shown: list[float], draws: int = 400) -> float:
    """The mean calibration error of these odds were they exactly right: each visit's result drawn
    with its odds (seeded), so that the error measured can be read against what noise alone gives."""
    rng = Random(0)
    total = 0.0
    for _ in range(draws):
        total += calibration_error(shown, [rng.random() < odds for odds in shown])
    return total / draws


def report(title: str, hints: list[Hint]) -> list[str]:
    """The calibration table and scores of one kind of hint."""
    lines = [f"{title}: {len(hints)} hints"]
    if not hints:
        return lines
    won = sum(bool(h.won) for h in hints) / len(hints)
    shown = sum(h.shown for h in hints) / len(hints)
    lines.append("| odds shown | hints | mean shown | share won |")
    lines.append("|---|---|---|---|")
    for band, inside in enumerate(_bands(hints)):
        if inside:
            b_shown = sum(h.shown for h in inside) / len(inside)
            b_won = sum(bool(h.won) for h in inside) / len(inside)
            odds = f"{band / BANDS:.0%}–{(band + 1) / BANDS:.0%}"
            lines.append(f"| {odds} | {len(inside)} | {b_shown:.3f} | {b_won:.3f} |")
    ece = calibration_error([h.shown for h in hints], [bool(h.won) for h in hints])
    floor = sampling_floor([h.shown for h in hints])
    score = brier(hints)
    constant = won * (1 - won)
    lines.append(
        f"mean shown {shown:.3f}, share won {won:.3f} (gap {shown - won:+.3f}); Brier {score:.4f}, "
        f"constant forecast {constant:.4f} ({1 - score / constant:+.1%} better); calibration error {ece:.3f}"
        f" (from sampling alone, were the odds exactly right: {floor:.3f})"
    )
    targets = []
    for target in range(8):
        of = [h for h in hints if h.target == target]
        if of:
            targets.append(
                f"{target}: {sum(h.shown for h in of) / len(of):.2f}/{sum(bool(h.won) for h in of) / len(of):.2f}"
                f" ({len(of)})"
            )
    lines.append("per fief target, mean shown / share won (hints): " + ", ".join(targets))
    exact = sum(h.exact for h in hints)
    if exact:
        lines.append(f"{exact} of them exact")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=63, help="games (8 visits each; 63 give 504 visits)")
    parser.add_argument("--seed", type=int, default=100_000, help="the first game's seed")
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS)
    parser.add_argument("--raw", action="store_true", help="odds before calibration")
    parser.add_argument("--out", type=Path, default=None, help="write every noted hint as JSON lines")
    parser.add_argument(
        "--positions", action="store_true", help="with --out: each fief's position too (to score other estimators)"
    )
    parser.add_argument("--progress", action="store_true", help="a line per game on standard error")
    parser.add_argument("--summarize", type=Path, nargs="+", default=None, help="report on --out files instead")
    add_jobs_argument(parser)
    args = parser.parse_args(argv)
    if args.summarize:
        return summarize(args.summarize)
    games: list[Game] = []
    clock = Clock()
    out = args.out.open("w", encoding="utf-8") if args.out else None
    tasks = [Task(seed, args.budget_ms, args.positions) for seed in range(args.seed, args.seed + args.games)]
    try:
        for game in ordered_map(play_task, tasks, args.jobs, _settings, (args.raw,)):
            games.append(game)
            if out is not None:
                for hint in game.hints:
                    out.write(json.dumps(hint.to_json()) + "\n")
                out.flush()
            if args.progress:
                print(
                    f"  game {len(games)}/{args.games} seed {game.seed}: {game.stars} stars, circles {game.circles}, "
                    f"{clock.seconds():.0f} s",
                    file=sys.stderr,
                    flush=True,
                )
    finally:
        if out is not None:
            out.close()
    hints = [h for g in games for h in g.hints]
    visits = [v for g in games for v in g.visits]
    label = "raw (before calibration)" if args.raw else "as shown"
    print(
        f"{len(games)} games, seeds {args.seed}–{args.seed + args.games - 1}, budget {args.budget_ms:g} ms, "
        f"odds {label}; {clock.line(len(games), 'games', args.jobs)}"
    )
    for line in report("Fief odds (the fief taken at random)", [h for h in hints if h.kind == "fief"]):
        print(line)
    for line in report("Odds at the first choice of each visit", [h for h in hints if h.kind == "first"]):
        print(line)
    for line in report("Odds in the middle of visits (one moment per visit)", [h for h in hints if h.kind == "visit"]):
        print(line)
    per = [[0, 0] for _ in range(8)]
    for fief, won in visits:
        per[fief][0] += won
        per[fief][1] += 1
    print("visits won per fief target: " + " / ".join(f"{w / n:.0%}" if n else "-" for w, n in per))
    print(f"circles in friend selection: {sum(g.circles for g in games)}")
    return 0


def summarize(paths: list[Path]) -> int:
    """The report over hints written by ``--out`` (games cut short included, each visit once)."""
    hints = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                hints.append(Hint(**record))
    seeds = sorted({h.seed for h in hints})
    print(f"{len(seeds)} games, seeds {seeds[0]}–{seeds[-1]} (from {', '.join(str(p) for p in paths)})")
    for kind, title in (
        ("fief", "Fief odds (the fief taken at random)"),
        ("first", "Odds at the first choice of each visit"),
        ("visit", "Odds in the middle of visits (one moment per visit)"),
    ):
        for line in report(title, [h for h in hints if h.kind == kind]):
            print(line)
    fiefs = [h for h in hints if h.kind == "fief"]
    per = [[0, 0] for _ in range(8)]
    for h in fiefs:
        per[h.target][0] += bool(h.won)
        per[h.target][1] += 1
    print("visits won per fief target: " + " / ".join(f"{w / n:.0%}" if n else "-" for w, n in per))
    return 0


def _install_no_calibration() -> None:
    """Every map the identity: the values as sampled."""
    calibration.shipped.cache_clear()
    none = calibration.NONE
    calibration.shipped = lambda: none  # type: ignore[assignment]  # a tool's switch, not the game's


if __name__ == "__main__":
    sys.exit(main())
