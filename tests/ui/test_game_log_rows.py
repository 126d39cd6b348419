"""The game log's rows are wrapped as they are drawn: a line's first row across the text box
less its padding, the rows after it indented, so no row is shrunk under the log's text size."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.ui import assets
from forNorthwood.ui.scenes.game_log import wrapped_rows

LINES = (
    "3번 영지(실패, 2번 영지에서 옮겨 온 방문): 2번 영지를 선택할 때의 확률 ≈89%. 여기서는 그만 뽑기가 "
    "최선이었습니다(확률 ≈76%). 실제로는 한 장 더 뽑기를 골랐습니다(확률 ≈58%). " * 3,
    "Fief 3 (lost), the visit moved there from fief 2: ≈89% when you chose fief 2. Here stop drawing "
    "kept ≈76%, you played draw another: ≈58%. " * 4,
    "A short line.",
)


@pytest.mark.parametrize("size, width, indent", [(14, 799, 15), (19, 1100, 18), (38, 2200, 36)])
def test_every_row_fits_where_it_is_drawn(size, width, indent):
    pygame.font.init()
    face = assets.font(size)
    rows = wrapped_rows(LINES, size, width, indent)
    assert sum(starts for _row, starts in rows) == len(LINES)
    assert any(not starts for _row, starts in rows)  # long lines did wrap
    for row, starts in rows:
        assert face.size(row)[0] <= (width if starts else width - indent), row
    # Nothing lost: the rows of each line are its words, in order.
    joined: list[list[str]] = []
    for row, starts in rows:
        if starts:
            joined.append([])
        joined[-1].extend(row.split())
    assert [words for words in joined] == [line.split() for line in LINES]
