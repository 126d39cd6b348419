"""Fit the advisor's calibration maps from the hints of training games, and ship them as JSON.

Reads the hints noted by ``scripts/bench_hints.py --raw --out FILE`` (values before
calibration, each with the result of its visit) and fits one monotone map per kind of
value (``calibration.py``): ``start`` from the fief odds, ``first`` from the odds at each
visit's first choice, ``visit`` from the odds at moments drawn in the middle of visits
(exact values are never calibrated, so they are left out). Each map is
pool-adjacent-violators isotonic regression, a point per block; then one log-odds offset per
fief target is fitted on the mapped values (``calibration.fit_offsets``, shrunk towards 0;
``--no-offsets`` leaves them out). The seeds of the training games must be apart from those
reported (the README says which were used).

    python scripts/fit_calibration.py FILE [FILE ...] [--min-block N] [--no-offsets] [--write]

Without ``--write`` it only prints the maps and the in-sample Brier scores before and
after; with it, it writes ``forNorthwood/ai/calibration.json``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forNorthwood.ai.calibration import Calibration, calibration_of, fit_isotonic, fit_offsets, shifted

TARGET = Path(__file__).resolve().parents[1] / "forNorthwood" / "ai" / "calibration.json"
KIND_OF = {"fief": "start", "first": "first", "visit": "visit"}


def load(paths: list[Path]) -> list[dict]:
    records = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                if record.get("won") is not None and not record.get("exact"):
                    records.append(record)
    return records


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", type=Path, nargs="+")
    parser.add_argument("--write", action="store_true", help="write forNorthwood/ai/calibration.json")
    parser.add_argument(
        "--min-block", type=int, default=1, help="pool neighbouring blocks until each holds this many hints"
    )
    parser.add_argument("--no-offsets", action="store_true", help="no offsets per fief target")
    args = parser.parse_args(argv)
    records = load(args.files)
    seeds = sorted({r["seed"] for r in records})
    curves = {}
    offsets = {}
    for source, kind in KIND_OF.items():
        chosen = [r for r in records if r["kind"] == source]
        if not chosen:
            continue
        pairs = [(float(r["shown"]), float(bool(r["won"]))) for r in chosen]
        curve = fit_isotonic(pairs, args.min_block)
        curves[kind] = curve
        before = sum((x - y) ** 2 for x, y in pairs) / len(pairs)
        after = sum((curve(x) - y) ** 2 for x, y in pairs) / len(pairs)
        print(f"{kind}: {len(pairs)} hints; Brier before {before:.4f}, after {after:.4f} (in sample)")
        print("  " + ", ".join(f"{x:.3f}->{y:.3f}" for x, y in zip(curve.xs, curve.ys, strict=True)))
        if args.no_offsets:
            continue
        mapped = [curve(x) for x, _ in pairs]
        targets = [int(r["target"]) for r in chosen]
        shifts = fit_offsets(mapped, [y for _, y in pairs], targets)
        offsets[kind] = shifts
        moved = sum((shifted(m, shifts[t]) - y) ** 2 for m, t, (_, y) in zip(mapped, targets, pairs, strict=True))
        print(f"  offsets per fief target: {', '.join(f'{x:+.2f}' for x in shifts)}; Brier {moved / len(pairs):.4f}")
    fitted_on = f"scripts/bench_hints.py --raw, seeds {seeds[0]}-{seeds[-1]} ({len(seeds)} games, {len(records)} hints)"
    if args.min_block > 1:
        fitted_on += f", blocks of {args.min_block} hints at least"
    if offsets:
        fitted_on += ", with offsets per fief target"
    document = Calibration(curves, fitted_on, offsets).to_json()
    calibration_of(document)  # the document reads back as valid maps
    if args.write:
        TARGET.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
