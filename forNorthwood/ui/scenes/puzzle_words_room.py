"""Where a puzzle's explanation goes on the solution's panel: whole under the options from 1280×800
up (in a smaller font where it needs it), else in a box over the hand's row (``placed``)."""

from __future__ import annotations

from dataclasses import replace

from ..puzzle_places import ROOMY, solution_layout
from ..solution_panel import SolutionPicture
from ..table_places import TableLayout
from ..text import line_height, wrap

#: The smallest font size of the panel's words, at the reference size, that the whole explanation
#: takes under the options rather than hide the hand's cards.
SMALLEST = 14


def placed(picture: SolutionPicture, table: TableLayout, parts: list[str]) -> SolutionPicture:
    """From 1280×800 up, the whole explanation under the options (``all_under_the_options``).
    Else in a box over the whole hand's row (the panel's button shows the hand again); when it
    would not fit there, its first sentences under the options, if the panel has room for them
    (the options in two columns if need be: ``SolutionPicture.more_fits``)."""
    whole = all_under_the_options(picture, table, " ".join(parts))
    if whole is not None or not parts:
        return whole or picture
    picture = replace(picture, layout=solution_layout(table, boxed=True))
    size, follow = table.text(16), picture.layout.follow

    def height(words: list[str]) -> int:
        return len(wrap(" ".join(words), size, follow.width)) * line_height(size)

    split = 0
    if height(parts) > follow.height:
        for n in range(1, len(parts)):
            if height(parts[n:]) <= follow.height:
                if replace(picture, more=" ".join(parts[:n])).more_fits():
                    split = n
                break
    return replace(picture, line=" ".join(parts[split:]), more=" ".join(parts[:split]))


def all_under_the_options(picture: SolutionPicture, table: TableLayout, words: str) -> SolutionPicture | None:
    """From 1280×800 up, the whole explanation under the options, in the panel's font or a
    smaller one (no smaller than 14 at the reference size), so that no words hide the hand's
    cards; None when it does not fit even so (or the window is smaller)."""
    if not words or table.size[0] < ROOMY[0] or table.size[1] < ROOMY[1]:
        return None
    for size in range(table.text(16), table.text(SMALLEST) - 1, -1):
        fitted = replace(picture, more=words, size=0 if size == table.text(16) else size)
        if fitted.more_fits():
            return replace(fitted, line="")
    return None
