"""The doors to a replay: from the end of the game and the statistics (``open_replay``), and from a
practice game back to the replay it was played on from, at the same decision (``back_to_replay``)."""

from __future__ import annotations

from collections.abc import Callable

from ...game.session import Session
from ...keeper import GameRecord, ReplayRefused
from ..scene import Context, Goto, ToTitle, Transition
from .replay import ReplayScene


def open_replay(
    ctx: Context, record: GameRecord, back: Callable[[], Transition], index: int | None = None
) -> Transition | None:
    """The replay of ``record`` (at position ``index``, else where it was left in this session, else
    its first decision), where Back goes
    to ``back()``; None when it cannot be replayed (the player is told why by the keeper's
    warning: the record itself is left as it is). ``back`` is remembered for the game
    (``Context.replay_exits``): the replay a practice game goes back to closes there too."""
    try:
        replay = ctx.keeper.replay(record)
    except ReplayRefused as refused:
        ctx.keeper.warn(refused.message)
        return None
    ctx.replay_exits[record.game_id] = back
    index = ctx.replay_left_at.get(record.game_id) if index is None else index  # where it was left
    return Goto(lambda ctx: ReplayScene(ctx, record, replay, back, index))


def back_to_replay(ctx: Context, session: Session, back: Callable[[], Transition] = ToTitle) -> Transition | None:
    """From a practice game, the replay it was played on from, at the very decision (Close goes
    where that replay was opened from: the end screen, the statistics; ``back()`` when it is not
    known); None when it has none (or its record is gone from the statistics)."""
    if session.played_on_from is None:
        return None
    game_id, index = session.played_on_from
    record = next((r for r in ctx.keeper.recorded_games() if r.game_id == game_id), None)
    return None if record is None else open_replay(ctx, record, ctx.replay_exits.get(game_id, back), index)
