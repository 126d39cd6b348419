"""The still picture of the table is a pure function of a position and what the screen adds
(the still picture of ``frame.table_frame``): built from any core position with no session, and painted from the
picture alone (the names of the keys it shows are in it, not read from the device in use)."""

from __future__ import annotations

import pygame

from forNorthwood.core import Phase, apply, legal_actions
from forNorthwood.core import events as E
from forNorthwood.core.prospects import fief_outcome, medal_prospect
from forNorthwood.core.setup import new_game
from forNorthwood.core.state import State
from forNorthwood.i18n.controls_text import CONTROLLER, KEYBOARD, button_name, input_device, set_input_device
from forNorthwood.ui.frame import Looks, SelectionTurn, VisitTurn, state_frame
from forNorthwood.ui.scenes.selection_still import SelectionPicture
from forNorthwood.ui.scenes.visit_panel import BannerPicture
from forNorthwood.ui.scenes.visit_still import VisitPicture
from forNorthwood.ui.still_drawing import StillPicture
from forNorthwood.ui.table_places import table_layout

SIZE = (1280, 800)


def still_of(state: State, turn: VisitTurn | SelectionTurn) -> StillPicture:
    """The still picture of the frame of ``state``'s table, as ``turn`` shows it."""
    return state_frame(state, table_layout(*SIZE), Looks(isinstance(turn, VisitTurn)), turn).still


def visit_position() -> State:
    """A position in the first visit, reached with the core alone (a fief, then the visit begun)."""
    state = new_game(7, "full", 18)
    for _step in range(2):  # ChooseFief(0), then BeginVisit (the last legal action: Back comes first)
        state = apply(state, legal_actions(state)[0 if state.phase is Phase.CHOOSE_FIEF else -1])[0]
    assert state.phase is Phase.ABILITY_WINDOW
    return state


def painted(picture: BannerPicture) -> bytes:
    return pygame.image.tobytes(picture.image(), "RGBA")


def test_a_visit_position_with_no_session_has_its_still_picture(app) -> None:
    # The app only opens the window the felt's picture is converted for: its session is not used.
    state = visit_position()
    picture = still_of(state, VisitTurn())
    assert isinstance(picture, VisitPicture)
    assert (picture.visiting, picture.deck, picture.hand) == (state.kingdom.visiting, len(state.deck), len(state.hand))
    assert picture.stars == state.kingdom.stars and picture.question is None and not picture.deck_lit
    surface = pygame.Surface(SIZE)
    picture.paint(surface)
    assert len({surface.get_at((x, 400))[:3] for x in range(0, SIZE[0], 8)}) > 3  # the table, its zones and words
    # What the screen adds comes in its turn: the HUD's stars behind the end-of-visit panel.
    stars = still_of(state, VisitTurn(stars=17))
    assert isinstance(stars, VisitPicture) and stars.stars == 17


def test_a_replayed_selection_states_the_friends_its_won_fiefs_gave() -> None:
    state = new_game(7, "full", 18)
    medal = medal_prospect(state)
    game = still_of(state, SelectionTurn(medal, False, friends_can_come=True))
    replayed = still_of(state, SelectionTurn(medal, False, replayed=True))
    assert isinstance(game, SelectionPicture) and isinstance(replayed, SelectionPicture)
    assert game.replayed_friends is None and replayed.replayed_friends == ()
    assert game.friends is not None and game.friends.can_come and replayed.friends is not None
    assert not replayed.friends.can_come


def test_the_end_of_visit_panel_names_the_key_it_was_built_with_whatever_the_device_now() -> None:
    state = visit_position()
    fief = state.kingdom.visiting
    assert fief is not None
    over = E.VisitOver(fief=fief, won=True, score=fief, target=fief, ruler=None, reason="hand_empty")
    before = input_device()
    try:
        set_input_device(KEYBOARD)
        enter = button_name("confirm")
        banner = BannerPicture(SIZE, over, fief_outcome(state.kingdom, fief), None, False, True, confirm=enter)
        at_the_keyboard = painted(banner)
        set_input_device(CONTROLLER)
        assert button_name("confirm") != enter
        assert painted(banner) == at_the_keyboard  # the picture alone says what is painted
    finally:
        set_input_device(before)
