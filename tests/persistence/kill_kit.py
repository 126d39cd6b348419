"""A game process for the kill test: resumes the saved game (or starts one) through
the keeper exactly as the app does, then plays a deterministic bot, printing the
number of completed actions after each one is saved. Killed at random moments.

    python kill_kit.py DATA_DIR SEED
"""

from __future__ import annotations

import sys
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from forNorthwood.game.session import Session
from forNorthwood.keeper import Keeper
from forNorthwood.persistence.folders import Folders


def policy_choice(session: Session) -> int:
    """A deterministic choice that depends only on the game so far."""
    legal = [a for a in session.legal() if a.type != "stop_game"]
    return Random(session.seed * 100_003 + len(session.steps)).randrange(len(legal))


def main() -> int:
    data, seed = Path(sys.argv[1]), int(sys.argv[2])
    keeper = Keeper(Folders(data, data / "config"))
    keeper.start()
    session = keeper.current
    if session is None:
        session = Session(seed, "full", 16)
    keeper.adopt(session)
    for notice in keeper.notices:
        print("warning", notice, flush=True)
    print("resumed", len(session.steps), flush=True)
    while not session.over:
        legal = [a for a in session.legal() if a.type != "stop_game"]
        session.apply(legal[policy_choice(session)])
        print("done", len(session.steps), flush=True)
    assert keeper.recorded(session)
    print("finished", len(session.steps), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
