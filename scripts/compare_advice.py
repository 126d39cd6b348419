"""Does a change to the advisor leave its advice as it was? Save the advice, change, compare.

The advice on the positions of ``bench_advisor.py`` (seed 0, and half as many of seed 77) and
at fresh deals (fief odds: 10 full, 3 intro) is written to a file the first time; later runs
compare every entry (action, success, exact, samples, error) and the best action, target and
fief with it, and print how many differ. The advisor's budget is counted in work, so work that
only makes it faster must give every position the very same advice (the speed-ups of the
rollouts were checked so on 180 positions and 13 deals).

    python scripts/compare_advice.py SNAPSHOT [--hints 120]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_advisor import mid_visit_positions

from forNorthwood.ai.advisor import DEFAULT_BUDGET_MS, Advice, advise
from forNorthwood.core import Action, new_game


def described(advice: Advice) -> list:
    """Everything the advice says, comparable and written as JSON (actions in the protocol's form,
    which stays when the form of the action objects changes; floats round-trip exactly)."""
    entries = [[_form(e.action), e.success, e.exact, e.samples, e.error] for e in advice.actions]
    target = None if advice.target is None else list(advice.target)
    return [entries, advice.best, advice.visit_success, target, advice.fief]


def _form(action: Action) -> str:
    return json.dumps(action.to_json(), sort_keys=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("snapshot", type=Path, help="the file of the advice saved (written if absent)")
    parser.add_argument("--hints", type=int, default=120)
    args = parser.parse_args(argv)
    positions = mid_visit_positions(args.hints, 0) + mid_visit_positions(args.hints // 2, 77)
    deals = [new_game(seed, "full", 16) for seed in range(10)] + [new_game(s, "intro", 16) for s in range(100, 103)]
    start = time.process_time()
    found = [described(advise(state, DEFAULT_BUDGET_MS)) for state in positions + deals]
    print(f"{len(positions)} positions and {len(deals)} deals advised in {time.process_time() - start:.1f} s of CPU")
    if not args.snapshot.exists():
        args.snapshot.write_text(json.dumps(found), encoding="utf-8")
        print(f"saved to {args.snapshot}")
        return 0
    try:
        saved = json.loads(args.snapshot.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        print(f"{args.snapshot}: not a snapshot of this script ({error})", file=sys.stderr)
        return 2
    if not isinstance(saved, list) or len(saved) != len(found):
        count = len(saved) if isinstance(saved, list) else "no"
        print(f"{args.snapshot}: {count} entries, {len(found)} expected", file=sys.stderr)
        return 2
    differ = [i for i, (old, new) in enumerate(zip(saved, found, strict=True)) if old != new]
    print(f"compared {len(found)}: {len(differ)} differ {differ[:10]}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
