"""The table's frame is worked out from a position alone (no session, no window) and is typed: the
sprites' places and the still picture under them, in one frozen value the table paints from."""

from __future__ import annotations

import random
import subprocess
import sys

from forNorthwood.core import Phase, apply, legal_actions
from forNorthwood.core.cards import DIALOGUE_CARDS
from forNorthwood.core.prospects import medal_prospect
from forNorthwood.core.setup import new_game
from forNorthwood.core.view import TableModel
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
    SelectionTurn,
    VisitTurn,
    state_frame,
    table_frame,
)
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.fief_selection import FiefSelectionScene
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.selection_still import SelectionPicture
from forNorthwood.ui.scenes.visit import VisitScene
from forNorthwood.ui.scenes.visit_still import VisitPicture
from forNorthwood.ui.table_places import table_layout

from .input_kit import position_session, settle, start_game
from .test_replay_screen import finished


def test_a_position_without_a_session_has_a_frame() -> None:
    state = new_game(7, "full", 18)
    model = TableModel.from_state(state)
    hand = model.hand  # keys hold the core's cards; sprites are named by the cards' names
    focus = K.Hand(hand[0])
    looks = Looks(visit=False, focus=focus, hand_legal=frozenset(hand[:2]))
    frame = table_frame(model, table_layout(1280, 800), looks, SelectionTurn(medal_prospect(state), False))
    cards = [ident for ident in frame.places if isinstance(ident, CardId)]
    assert sorted(c.card for c in cards) == list(DIALOGUE_CARDS)  # every dialogue card has one place
    for card in hand:  # a sprite, its face and its key: the core's card, as the model holds it
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
        "from forNorthwood.ui.frame import Looks, VisitTurn, table_frame\n"
        "from forNorthwood.core.view import TableModel\n"
        "from forNorthwood.ui.table_places import table_layout\n"
        "model, lay = TableModel.from_state(new_game(1, 'intro', 16)), table_layout(960, 600)\n"
        "frame = table_frame(model, lay, Looks(True), VisitTurn())\n"
        "print(len(frame.places))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert int(out.stdout.split()[-1]) > 32


def test_the_frame_of_a_state_is_the_frame_of_the_table_seen_there() -> None:
    session = Session(4, "full", 16)
    rng = random.Random(4)
    lay, looks, turn = table_layout(1280, 800), Looks(visit=True), VisitTurn()
    for _ in range(40):
        session.apply(rng.choice([a for a in session.legal() if a.type != "stop_game"]))
    state = session.state
    assert state_frame(state, lay, looks, turn) == table_frame(TableModel.from_state(state), lay, looks, turn)
    # A position reached another way (an earlier one) has a frame of its own.
    assert state_frame(session.steps[10].state, lay, looks, turn) != state_frame(state, lay, looks, turn)


def test_one_frame_holds_the_places_and_the_still_picture() -> None:
    state = new_game(7, "full", 18)
    for _step in range(2):  # ChooseFief(0), then BeginVisit (the last legal action: Back comes first)
        state = apply(state, legal_actions(state)[0 if state.phase is Phase.CHOOSE_FIEF else -1])[0]
    lay, looks = table_layout(1280, 800), Looks(visit=True)
    visit = state_frame(state, lay, looks, VisitTurn(prompt="Play on", lit=frozenset({1})))
    still = visit.still
    assert isinstance(still, VisitPicture) and still.size == lay.size and still.prompt == "Play on"
    hand = [p for p in visit.places.values() if isinstance(p.key, K.Hand) and p.visible]
    assert still.hand == len(hand) == len(state.hand) and still.deck == len(state.deck)
    assert still.visiting == state.kingdom.visiting and still.allies.lit == frozenset({1})
    # The fief selection's turn frames the same cards over the fief selection's still picture.
    chosen = state_frame(state, lay, looks, SelectionTurn(medal_prospect(state), True, prompt="Pick"))
    assert isinstance(chosen.still, SelectionPicture) and chosen.still.prompt == "Pick"
    assert chosen.places == visit.places


def test_the_table_paints_the_still_picture_of_its_frame(app) -> None:
    start_game(app)
    scene = app.scene
    assert isinstance(scene, FiefSelectionScene)
    assert scene.table.still == scene.table.frame.still and isinstance(scene.table.still, SelectionPicture)
    session = position_session(["5L", "1E", "7E"], ["7L", "2E"])
    app.carry_out(Goto(lambda ctx: VisitScene(ctx, session)))
    settle(app)
    visit = app.scene
    assert isinstance(visit, VisitScene) and isinstance(visit.table.still, VisitPicture)
    assert visit.table.still == visit.table.frame.still and visit.table.still.hand == 3
    # The replay paints its table's frame inside its own picture (the timeline, the verdict...).
    _, record, replay = finished(app)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay)))
    settle(app)
    shown = app.scene
    assert isinstance(shown, ReplayScene)
    assert shown.table.still is not None and shown.table.still.table == shown.table.frame.still
