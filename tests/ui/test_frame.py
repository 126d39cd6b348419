"""The table's frame is worked out from a position alone (no session, no window) and is typed."""

from __future__ import annotations

import random
import subprocess
import sys

from forNorthwood.core.cards import CARD_NAMES
from forNorthwood.core.setup import new_game
from forNorthwood.game import table_keys as K
from forNorthwood.game.session import Session
from forNorthwood.ui.frame import (
    BACK,
    CardId,
    CharacterId,
    DialogueFace,
    FiefFace,
    FiefId,
    Looks,
    Mark,
    state_frame,
    table_frame,
)
from forNorthwood.ui.table_model import TableModel
from forNorthwood.ui.table_places import table_layout


def test_a_position_without_a_session_has_a_frame() -> None:
    state = new_game(7, "full", 18)
    model = TableModel.from_state(state)
    hand = model.hand
    focus = K.Hand(hand[0])
    frame = table_frame(model, table_layout(1280, 800), Looks(visit=False, focus=focus, hand_legal=frozenset(hand[:2])))
    cards = [ident for ident in frame.places if isinstance(ident, CardId)]
    assert sorted(c.card for c in cards) == sorted(CARD_NAMES)  # every dialogue card has one place
    for card in hand:
        place = frame.places[CardId(card)]
        assert place.face == DialogueFace(card) and place.key == K.Hand(card) and place.visible
        assert frame.shown_at[K.Hand(card)] == CardId(card)
    assert frame.places[CardId(hand[0])].marks == (Mark.LEGAL, Mark.FOCUS)
    assert frame.places[CardId(hand[2])].marks == (Mark.DIM,)
    hidden = [p for ident, p in frame.places.items() if isinstance(ident, CardId) and ident.card not in hand]
    assert all(p.face == BACK and not p.visible for p in hidden)  # the deck's order is not shown
    for number in range(8):
        face = frame.places[FiefId(number)].face
        assert isinstance(face, FiefFace) and face.number == number
    for slot, ally in enumerate(state.kingdom.allies):
        assert frame.shown_at[K.Ally(slot)] == CharacterId(ally.ally)


def test_the_frame_needs_no_display() -> None:
    code = (
        "import os\n"
        "os.environ.pop('DISPLAY', None); os.environ['SDL_VIDEODRIVER'] = 'offscreen-none'\n"
        "from forNorthwood.core.setup import new_game\n"
        "from forNorthwood.ui.frame import Looks, table_frame\n"
        "from forNorthwood.ui.table_model import TableModel\n"
        "from forNorthwood.ui.table_places import table_layout\n"
        "frame = table_frame(TableModel.from_state(new_game(1, 'intro', 16)), table_layout(960, 600), Looks(True))\n"
        "print(len(frame.places))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert int(out.stdout.split()[-1]) > 32


def test_the_frame_of_a_state_is_the_frame_of_the_table_seen_there() -> None:
    session = Session(4, "full", 16)
    rng = random.Random(4)
    lay, looks = table_layout(1280, 800), Looks(visit=True)
    for _ in range(40):
        session.apply(rng.choice([a for a in session.legal() if a.type != "stop_game"]))
    state = session.state
    assert state_frame(state, lay, looks) == table_frame(TableModel.from_state(state), lay, looks)
    # A position reached another way (an earlier one) has a frame of its own.
    assert state_frame(session.steps[10].state, lay, looks) != state_frame(state, lay, looks)
