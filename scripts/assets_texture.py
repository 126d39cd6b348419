"""Job: ``assets/sprites/textures/wood_table.png``, the table's wood, made procedurally.

A subtle, warm, seamlessly tiling tile of four wood planks, 1024×512, computed in pure
Python from a fixed seed (no photo is downloaded): running it again gives the same bytes.

Offline; needs pygame-ce (only to write the PNG); about 2 s::

    python scripts/assets_texture.py
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path
from typing import Any

from assets_common import ASSETS, init_pygame, job_parser, save_png


def make_wood_texture(width: int = 1024, height: int = 512, planks: int = 4, seed: int = 7) -> Any:
    """The plank tile as a pygame surface.

    Seamless: every horizontal term uses whole-number frequencies over the tile width, and
    the planks end exactly at the tile's top and bottom edges.
    """
    pygame = init_pygame()
    rnd = random.Random(seed)
    noise = random.Random(seed + 1)
    base = (118, 77, 45)
    tau = 2 * math.pi
    ph = height // planks
    buf = bytearray(width * height * 3)
    for b in range(planks):
        rings = rnd.uniform(7.0, 11.0)
        amp = rnd.uniform(0.35, 0.7)
        p1, p2, p3, p4 = (rnd.random() for _ in range(4))
        tone = rnd.uniform(-7, 7)
        off = rnd.random()
        warp, streak = [], []
        for x in range(width):
            u = x / width
            warp.append(
                amp
                * (
                    0.55 * math.sin(tau * (u + p1))
                    + 0.25 * math.sin(tau * (2 * u + p2))
                    + 0.08 * math.sin(tau * (5 * u + p3))
                )
            )
            streak.append(0.6 * math.sin(tau * (3 * u + p4)) + 0.25 * math.sin(tau * (7 * u + p1)))
        for yy in range(ph):
            vb = (yy + 0.5) / ph
            d = min(yy + 0.5, ph - yy - 0.5)  # distance to the plank's edge, px
            edge = -30.0 if d < 1.5 else (-(5 - d) * 3.0 if d < 5 else 0.0)
            if yy == 2:
                edge += 6.0  # faint highlight just below a seam
            row = (b * ph + yy) * width * 3
            for x in range(width):
                ring = (0.5 + 0.5 * math.cos(tau * (vb * rings + warp[x] + off))) ** 5
                fine = math.sin(tau * (vb * 38 + 1.5 * warp[x] + streak[x]))
                shade = tone - 15 * ring + 3 * fine + 3 * (noise.random() - 0.5) + edge
                i = row + 3 * x
                buf[i] = max(0, min(255, int(base[0] + shade)))
                buf[i + 1] = max(0, min(255, int(base[1] + shade * 0.72)))
                buf[i + 2] = max(0, min(255, int(base[2] + shade * 0.48)))
    return pygame.image.frombuffer(bytes(buf), (width, height), "RGB")


def build(assets: Path = ASSETS) -> None:
    save_png(make_wood_texture(), assets / "sprites" / "textures" / "wood_table.png")


def main(argv: list[str] | None = None) -> int:
    job_parser(__doc__).parse_args(argv)
    build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
