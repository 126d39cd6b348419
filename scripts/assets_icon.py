"""Job: ``assets/sprites/icon/fornorthwood.png``, the window and desktop icon.

Renders the committed original ``fornorthwood.svg`` at 256×256 with pygame-ce
(``pygame.image.load_sized_svg``) and writes the PNG (only when its bytes change).

Offline; needs pygame-ce::

    python scripts/assets_icon.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from assets_common import ASSETS, init_pygame, job_parser, save_png

SIZE = 256


def build(assets: Path = ASSETS) -> None:
    pygame = init_pygame()
    folder = assets / "sprites" / "icon"
    surface = pygame.image.load_sized_svg(str(folder / "fornorthwood.svg"), (SIZE, SIZE))
    save_png(surface, folder / "fornorthwood.png")


def main(argv: list[str] | None = None) -> int:
    job_parser(__doc__).parse_args(argv)
    build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
