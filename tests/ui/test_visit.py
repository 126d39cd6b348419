"""The visit scene, driven by synthetic mouse and key events."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.core import actions as A
from forNorthwood.core.cards import CARD_OF_NAME
from forNorthwood.game import table_keys as K
from forNorthwood.i18n.events_text import visit_over_title
from forNorthwood.ui import text
from forNorthwood.ui.frame import DialogueFace
from forNorthwood.ui.input_guard import RESULT_PAUSE_MS
from forNorthwood.ui.scenes.pile_viewer import PileViewer
from forNorthwood.ui.scenes.visit import VisitScene
from tests.cards_kit import card_of

from .input_kit import (
    center_of,
    click,
    drag,
    in_hand,
    key,
    make_app,
    names,
    open_session,
    position_session,
    rings_drawn,
    settle,
)


def visit_at(app, **kwargs):
    session = position_session(**kwargs)
    open_session(app, session)
    assert isinstance(app.scene, VisitScene)
    return session


def test_the_statement_is_as_big_as_the_response_it_waits_for(app):
    """The trick is the centre of the table: the statement fills its half, the size of the response."""
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    key(app, pygame.K_SPACE)
    settle(app)
    assert session.view()["statement"] == "2E"
    statement = app.scene.locate(K.DISCARD)
    lay = app.scene.layout
    assert statement is not None and statement.size == lay.response.size
    assert statement.width > lay.card.width  # bigger than a card in the hand


def test_dragging_a_legal_card_onto_the_trick_plays_it(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    key(app, pygame.K_SPACE)
    assert session.view()["statement"] == "2E"
    drag(app, center_of(app, in_hand("7E")), app.scene.layout.response.center)
    settle(app)
    view = session.view()
    assert session.actions[-1] == A.play(card_of("7E"))
    assert view["phase"] == "ability_window"
    assert view["score"] == ["7E"]
    assert "7E" not in view["hand"]
    assert names(app.scene.model.score) == ("7E",)


def test_an_illegal_drop_glides_back_with_the_reason(clock):
    app = make_app(clock, speed="normal")
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    key(app, pygame.K_SPACE)
    settle(app, clock)
    before = (session.state, len(session.actions))
    drag(app, center_of(app, in_hand("1E")), app.scene.layout.response.center)
    assert (session.state, len(session.actions)) == before
    scene = app.scene
    assert scene.message == "You hold Leaves, so you must answer with Leaves."
    assert scene.message_error
    card = scene.table.sprite_of(in_hand("1E"))
    assert card.moving and card.card_rect != card.place.rect  # gliding back home
    home = card.place.rect
    settle(app, clock)
    assert not card.moving
    assert scene.locate(in_hand("1E")) == home
    assert "1E" in names(scene.model.hand)


def test_a_drop_outside_the_trick_changes_nothing(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    key(app, pygame.K_SPACE)
    count = len(session.actions)
    drag(app, center_of(app, in_hand("5L")), app.scene.layout.hud.center)
    assert len(session.actions) == count
    assert not app.scene.message_error


def test_only_legal_cards_are_lifted(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    key(app, pygame.K_SPACE)
    scene = app.scene
    assert scene.looks().hand_legal == {CARD_OF_NAME["5L"]}
    assert {a.card for a in session.legal()} == {card_of("5L")}
    assert scene.locate(in_hand("5L")).top < scene.locate(in_hand("1E")).top


def test_clicking_an_ally_in_the_ability_window_starts_its_ability(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    click(app, center_of(app, K.Ally(3)))  # Jack of Eyes: draw two, then discard two
    assert session.actions[-1] == A.activate(3)
    view = session.view()
    assert view["phase"] == "decision"
    assert view["allies"][3]["exhausted"]
    assert app.scene.model.kingdom.allies[3].exhausted
    assert "Jack\u00a0of\u00a0Eyes" in app.scene.prompt_text()
    # The choice is made on the table: click a highlighted card.
    click(app, center_of(app, in_hand("8F")))
    assert session.actions[-1] == A.pick_card(card_of("8F"))


def test_an_ally_cannot_act_after_the_statement(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    key(app, pygame.K_SPACE)
    count = len(session.actions)
    click(app, center_of(app, K.Ally(0)))
    assert len(session.actions) == count
    assert app.scene.message_error
    assert not session.view()["allies"][0]["exhausted"]


def test_the_ally_turns_ninety_degrees_in_motion(clock):
    app = make_app(clock, speed="normal")
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    key(app, pygame.K_1)  # Jack of Claws: draw up to 8
    scene = app.scene
    assert session.actions[-1] == A.activate(0)
    ally = scene.table.sprite_of(K.Ally(0))
    assert ally.moving and app.busy()
    clock.advance(120)
    app.step()
    assert 0 < ally.angle < 90
    settle(app, clock)
    assert ally.angle == 90
    assert scene.model.kingdom.allies[0].exhausted
    assert len(scene.model.hand) == 8
    assert list(names(scene.model.hand)) == session.view()["hand"]


def test_suit_buttons_answer_the_king_of_eyes(app):
    allies = [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "JE")]
    allies[1] = {"ally": "JF", "substitute": "KE", "exhausted": False}
    statuses = ["unvisited"] * 8
    statuses[3] = "won"
    session = visit_at(
        app,
        hand=["5L", "1E", "7E", "8F"],
        deck_top=["7L", "2E"],
        visiting=4,
        allies=allies,
        statuses=statuses,
        rulers=["QE", "QL", "KL", "KE", "QC", "QF", "KC", "KF"],
    )
    click(app, center_of(app, K.Ally(1)))
    assert session.view()["decision"]["kind"] == "suit"
    click(app, center_of(app, K.Choice("L")))
    assert session.actions[-1] == A.pick_suit("L")


def test_the_piles_open_read_only(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"], discard=["3C"], score=["4C"])
    click(app, center_of(app, K.DISCARD))
    assert isinstance(app.scene, PileViewer)
    assert app.scene.cards == [CARD_OF_NAME["3C"]]  # the core's cards, as the table's model holds them
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, VisitScene)
    click(app, center_of(app, K.SCORE))
    assert app.scene.cards == [CARD_OF_NAME["4C"]]
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, VisitScene)
    assert session.view()["discard"] == ["3C"]


def test_undo_and_redo_with_keys(app):
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E"])
    # Jack of Flowers: discard the ruler's suit (no new card seen; nobody can read the
    # discard pile's order, so the session does not ask which card ends on top)
    click(app, center_of(app, K.Ally(1)))
    assert session.view()["allies"][1]["exhausted"] and session.view()["discard"][-2:] == ["1E", "7E"]
    assert session.can_undo()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.view()["phase"] == "ability_window"
    assert not app.scene.model.kingdom.allies[1].exhausted
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert session.view()["allies"][1]["exhausted"]


def test_undoing_a_response_takes_its_dialogues_result_back(app):
    """The won/lost strip beside the trick tells the game as it stands: gone with an undone
    response, back with its redo."""
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L", "3C"])
    key(app, pygame.K_SPACE)  # the 2 of Eyes
    settle(app)
    app.scene.act(A.play(card_of("7E")))  # answered with a higher Eyes: won
    settle(app)
    assert app.scene.picture().dialogue is True
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app)
    assert session.view()["phase"] == "respond" and app.scene.picture().dialogue is None
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    settle(app)
    assert app.scene.picture().dialogue is True
    app.scene.act(A.REVEAL)  # the next statement: the strip goes
    settle(app)
    assert app.scene.picture().dialogue is None
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # undoing the reveal is refused (a card was seen)
    settle(app)
    assert app.scene.picture().dialogue is None


def test_an_ally_used_after_a_dialogue_takes_its_result_off_the_table(app):
    """The strip tells the dialogue just played; once an ally acts it is old news (it came back
    after the ability's questions, as if the dialogue had just been lost again)."""
    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L", "3C"])
    key(app, pygame.K_SPACE)  # the 2 of Eyes
    settle(app)
    app.scene.act(A.play(card_of("7E")))  # won
    settle(app)
    assert app.scene.picture().dialogue is True
    assert A.activate(1) in session.legal()  # the Jack of Flowers: it reveals nothing, so it can be undone
    app.scene.act(A.activate(1))
    settle(app)
    assert app.scene.picture().dialogue is None
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # undone: the dialogue is the last move again
    settle(app)
    assert not session.view()["allies"][1]["exhausted"]
    assert app.scene.picture().dialogue is True


def test_a_dialogue_won_that_settles_the_visit_is_told_by_the_outlook_not_a_green_strip(app):
    """Fief 0 asks for no dialogue: winning one loses the visit. The table says the visit can no
    longer be won (red), not '✓ Dialogue won' (green) over or beside it."""
    from forNorthwood.core.prospects import LOST

    session = visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L", "3C"], visiting=0)
    key(app, pygame.K_SPACE)  # the 2 of Eyes
    settle(app)
    app.scene.act(A.play(card_of("7E")))  # won, so the score is above the target of 0 for good
    settle(app)
    picture = app.scene.picture()
    assert session.view()["score"] and picture.outlook == LOST and picture.prospect is not None
    assert picture.dialogue is None


def test_the_visit_ends_with_a_banner_then_the_next_selection(app, clock):
    session = visit_at(app, hand=["8L"], deck_top=["7L", "2E"], visiting=1)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)  # the only card, focused, is played
    scene = app.scene
    assert scene.hold is not None and scene.hold.won
    assert visit_over_title(scene.hold) == "Fief 1 won!"
    assert names(scene.model.score) == ("8L",)  # the table stays as the visit ended
    # but the HUD behind the panel counts the stars the panel tells of
    assert scene.model.stars == 0 and scene.picture().stars == session.state.kingdom.stars == 3
    clock.advance(RESULT_PAUSE_MS)  # the panel ignores input for a moment after it appears
    click(app, center_of(app, K.Button("continue")))
    settle(app)
    assert type(app.scene).__name__ == "FiefSelectionScene"
    assert len(app.scene.model.hand) == 8
    assert session.view()["fiefs"][1]["status"] == "won"


def test_ctrl_z_on_the_end_of_visit_panel_says_why_nothing_is_undone_where_it_can_be_read(app, clock):
    """Undo goes back to the last card revealed and a visit's end reveals (the new deal, the
    result): on the panel Ctrl+Z undoes nothing and says so on the prompt line, under the panel."""
    session = visit_at(app, hand=["8L"], deck_top=["7L", "2E"], visiting=1)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)  # the last card
    scene = app.scene
    assert scene.hold is not None
    clock.advance(RESULT_PAUSE_MS)
    before = list(session.actions)
    assert scene.picture().prompt == "The visit is over."
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert session.actions == before and scene.hold is not None
    said = scene.picture().prompt
    assert "cannot be undone" in said
    assert not scene.locate(K.PANEL).colliderect(scene.layout.prompt)  # readable, beside the panel
    key(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert scene.picture().prompt == "Nothing to redo." and session.actions == before
    key(app, pygame.K_RETURN)  # Continue still works
    settle(app)
    assert type(app.scene).__name__ == "FiefSelectionScene"


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_up_and_down_on_the_buttons_column_follow_the_screen(clock, size):
    """The buttons are stacked beside the hand: Up from Next statement goes to what is above it
    (the lower ally slot on that side), not into the hand; Up and Down move along the column."""
    app = make_app(clock, size=size)
    visit_at(app, hand=["2L", "5L", "3F"], deck_top=["7L", "2E"], visiting=3)
    scene = app.scene
    buttons = [f for f in scene.focusables() if isinstance(f.key, K.Button)]
    assert buttons[0].key == K.Button("reveal") and len(buttons) >= 2
    scene.focus = K.Button("reveal")
    key(app, pygame.K_UP)
    above = scene.focus
    assert not isinstance(above, K.Hand), above
    assert above == K.Ally(3)  # the slot right above the column
    assert scene.locate(above).bottom <= buttons[0].rect.top
    scene.focus = K.Button("reveal")
    key(app, pygame.K_DOWN)
    assert scene.focus == buttons[1].key  # the next one down the column
    key(app, pygame.K_UP)
    assert scene.focus == K.Button("reveal")
    scene.focus = in_hand("5L")
    key(app, pygame.K_DOWN)
    assert isinstance(scene.focus, K.Button)  # from the hand, Down still reaches the buttons


def test_every_card_character_and_fief_is_a_sprite_of_the_scene(app):
    import pygame as pg

    from forNorthwood.ui.frame import CardId, CharacterId, FiefId
    from forNorthwood.ui.sprites import CardSprite

    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    table = app.scene.table
    assert isinstance(table.group, pg.sprite.LayeredDirty)
    idents = set(table.sprites)
    assert {CardId(CARD_OF_NAME[c]) for c in ("5L", "1E", "7E", "8F", "2E", "7L")} <= idents
    assert {FiefId(i) for i in range(8)} <= idents
    assert {CharacterId(c) for c in ("JC", "JF", "JL", "JE")} <= idents
    assert all(isinstance(s, CardSprite) and s in table.group for s in table.sprites.values())
    # What the mouse finds is the top sprite under it.
    centre = center_of(app, in_hand("7E"))
    assert table.sprite_at(centre) is table.sprite_of(in_hand("7E"))


def test_the_carried_card_is_in_front_of_everything(app):
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    key(app, pygame.K_SPACE)
    start = center_of(app, in_hand("7E"))
    card = app.scene.table.sprite_of(in_hand("7E"))
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for dy in (20, 60, 200):
        events.append(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - dy), rel=(0, 0), buttons=(1, 0, 0))
        )
    for event in events:
        app.scene.handle(event)
    table = app.scene.table
    assert card.lifted and table.group.get_top_sprite() is card
    assert table.sprite_at((start[0], start[1] - 200)) is card


def test_cards_seen_on_top_of_the_deck_each_show_their_index_and_place(app):
    allies = [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "JE")]
    allies[1] = {"ally": "JF", "substitute": "QE", "exhausted": False}
    statuses = ["won"] + ["unvisited"] * 7
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["7L", "2E", "3C"], allies=allies, statuses=statuses)
    click(app, center_of(app, K.Ally(1)))  # Queen of Eyes: the top three cards are seen
    table = app.scene.table
    known = [table.sprite_of(K.Known(i)) for i in range(3)]
    assert [s.place.face for s in known] == [DialogueFace(CARD_OF_NAME[c]) for c in ("7L", "2E", "3C")]
    for sprite in known:
        rect = sprite.place.rect
        corner = pygame.Rect(rect.left, rect.top, rect.width // 4, rect.height // 4)  # where the index is
        above = [s for s in known if s.place.layer > sprite.place.layer]
        assert not any(s.place.rect.colliderect(corner) for s in above), sprite.place.face
    # The top card of the deck lies over the others, rightmost, whole, with "top" beneath it.
    top = known[0]
    assert all(top.place.layer > s.place.layer and top.place.rect.left > s.place.rect.left for s in known[1:])
    with text.recording() as drawn:
        app.scene.picture().paint(pygame.Surface(app.ctx.size))
    (marker,) = [d for d in drawn if d.message == "top"]
    assert top.place.rect.left <= marker.used.centerx <= top.place.rect.right
    # The others are named by their place from the top, each under the part of it in sight (two or
    # three cards shared one "top").
    for word, sprite, over in (("2nd", known[1], top), ("3rd", known[2], known[1])):
        (under,) = [d for d in drawn if d.message == word]
        assert sprite.place.rect.left <= under.used.left and under.used.right <= over.place.rect.left, word
        assert under.fits and under.used.top >= sprite.place.rect.bottom


def test_the_ally_tooltip_keeps_off_the_hud_counts(app):
    from forNorthwood.ui.scenes.visit_hud import hud_counts_rect

    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    for slot in range(4):
        pos = center_of(app, K.Ally(slot))
        app.scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        tooltip = app.scene.table.tooltip
        assert tooltip.visible, slot
        assert not tooltip.rect.colliderect(hud_counts_rect(app.scene.layout)), slot
        assert app.scene.character_at(K.Ally(slot)) == ("JC", "JF", "JL", "JE")[slot]


def test_the_rulers_tooltip_says_it_is_a_friend_to_win_not_an_ally_to_use(app):
    """The ruler's card shows its ability; its tooltip says how it becomes the player's."""
    from forNorthwood.i18n.tutorial_text import friend_reminder

    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    assert app.scene.character_at(K.RULER) is not None
    with text.recording() as drawn:
        app.scene.handle(
            pygame.event.Event(pygame.MOUSEMOTION, pos=center_of(app, K.RULER), rel=(0, 0), buttons=(0, 0, 0))
        )
    assert app.scene.table.tooltip.visible
    assert any(friend_reminder()[:30] in d.message for d in drawn)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_ally_tooltip_leaves_its_card_the_hud_and_the_score_pile_visible(clock, size):
    """An ally's words go next to its card, over a neighbouring ally if need be (allies 2 and 4,
    at the window's edge, had theirs past ally 1 and the score pile: #29); the pointer moved onto
    that neighbour brings its words instead. The HUD's counts and the score pile stay in sight."""
    from forNorthwood.ui.scenes.visit_hud import hud_counts_rect

    app = make_app(clock, size=size)
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    scene = app.scene
    for slot in range(4):
        pos = center_of(app, K.Ally(slot))
        scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        tooltip = scene.table.tooltip
        assert tooltip.visible, slot
        box = tooltip.rect
        assert not box.colliderect(hud_counts_rect(scene.layout)), slot
        covered = [r for r in [scene.locate(K.Ally(slot)), scene.layout.score] if box.colliderect(r)]
        assert covered == [], (slot, box, covered)


def test_a_dialogues_result_stays_beside_the_trick_until_the_next_statement(app):
    visit_at(app, hand=["8L", "1E"], deck_top=["7L", "2E", "3C"], visiting=2)
    key(app, pygame.K_SPACE)  # the 7 of Leaves
    app.scene.focus = in_hand("8L")
    key(app, pygame.K_RETURN)  # the 8 of Leaves wins it
    scene = app.scene
    assert scene.picture().dialogue is True
    with text.recording() as drawn:
        scene.picture().paint(pygame.Surface(app.ctx.size))
    (strip,) = [d for d in drawn if d.message == "✓ Dialogue won"]
    assert not strip.used.colliderect(scene.layout.trick)  # beside the trick, not over it
    key(app, pygame.K_SPACE)  # the next statement: the result has been seen
    assert scene.picture().dialogue is None


def won_fief_one_for_the_medal(app, speed_clock=None):
    """A visit to fief 1 (3 stars) about to be won, with 13 stars won already: the medal is secured."""
    statuses = ["won", "unvisited", "won", "unvisited", "unvisited", "unvisited", "won", "won"]
    session = position_session(hand=["8L"], deck_top=["7L", "2E"], visiting=1, statuses=statuses)
    open_session(app, session)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    return app.scene


def test_a_medal_secured_by_a_visit_is_marked_still_when_animations_are_off(app, clock):
    scene = won_fief_one_for_the_medal(app)
    settle(app, clock)
    assert scene.hold is not None and scene.hold.won
    assert scene.panel_medal() is not None and scene.panel_medal().outlook == "secured"
    assert scene.celebration.visible and scene.celebration_progress() == 1.0
    assert not app.busy()  # no motion: the medal simply stands in its halo


def test_a_medal_secured_by_a_visit_is_celebrated_on_its_panel(clock):
    app = make_app(clock, speed="normal")
    scene = won_fief_one_for_the_medal(app)
    for _ in range(200):
        if scene.hold is not None:
            break
        clock.advance(16)
        app.step()
    assert scene.hold is not None and scene.celebration.visible
    assert scene.celebration_progress() < 1.0 and app.busy()  # the stars fly
    first = scene.celebration.image.copy()
    clock.advance(300)
    app.step()
    assert pygame.image.tobytes(first, "RGBA") != pygame.image.tobytes(scene.celebration.image, "RGBA")
    clock.advance(3000)
    settle(app, clock)
    assert scene.celebration.visible and scene.celebration_progress() == 1.0


def test_the_focus_ring_on_a_character_shows_its_ability_beside_the_card(app):
    """A keyboard or controller player reads an ability as the mouse does: the ring on an ally
    shows its tooltip beside (never over) its card; moving off a character dismisses it; Enter
    acts and puts it aside as a click does."""
    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    scene = app.scene
    tooltip = scene.table.tooltip
    assert not tooltip.visible
    scene.focus = K.Ally(0)
    key(app, pygame.K_RIGHT)
    assert scene.focus == K.Ally(1)
    assert tooltip.visible
    card = scene.locate(K.Ally(1))
    assert card is not None and not tooltip.rect.colliderect(card)
    key(app, pygame.K_DOWN)
    while scene.character_at(scene.focus) is not None:  # down to the hand, off the characters
        key(app, pygame.K_DOWN)
    assert not tooltip.visible


def test_the_controllers_selection_shows_the_ability_too(app):
    from .input_kit import button

    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    scene = app.scene
    scene.focus = K.Ally(0)
    button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert scene.focus == K.Ally(1) and scene.table.tooltip.visible


def test_under_the_menu_and_its_dialog_only_the_top_ring_is_drawn(app, monkeypatch):
    """One focus ring at a time: the menu's, then the dialog's opened from it; the table under
    them draws none, wherever its focus is (it is kept, and shown again once they close)."""
    from forNorthwood.ui.scenes.confirm import ConfirmOverlay
    from forNorthwood.ui.scenes.menu_overlay import MenuOverlay

    visit_at(app, hand=["5L", "1E", "7E", "8F"], deck_top=["2E", "7L"])
    scene = app.scene
    assert scene.focus == K.Button("reveal")
    assert rings_drawn(app, monkeypatch) == [scene.locate(K.Button("reveal"))]
    key(app, pygame.K_ESCAPE)
    menu = app.scene
    assert isinstance(menu, MenuOverlay)
    assert rings_drawn(app, monkeypatch) == [menu.locate("resume")]
    frame = pygame.image.tobytes(app.surface, "RGB")
    for focus in (K.DECK, in_hand("5L"), K.Ally(1)):  # nothing of the table shows where its focus is
        scene.focus = focus
        scene.changed()
        app.draw()
        assert pygame.image.tobytes(app.surface, "RGB") == frame, focus
    menu.focus = "tutorial"
    key(app, pygame.K_RETURN)  # a game is in progress: the tutorial asks first
    dialog = app.scene
    assert isinstance(dialog, ConfirmOverlay)
    assert rings_drawn(app, monkeypatch) == [dialog.locate("no")]
    key(app, pygame.K_ESCAPE)
    assert app.scene is menu and rings_drawn(app, monkeypatch) == [menu.locate("tutorial")]
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and scene.focus == K.Ally(1)
    assert scene.picture().allies.focused == 1  # the table's ring is back where its focus stayed


@pytest.mark.parametrize("extra", [None, pygame.K_RETURN, pygame.K_SPACE])
def test_a_visit_ended_by_the_keyboard_rings_continue_on_its_panel(clock, monkeypatch, extra):
    """A visit played to its end by keys alone, as fast as a player presses them (the cards still
    fly when the next key comes, and land at once): the end-of-visit panel's Continue has the
    focus and its ring, also when a key brought the panel up before the cards came to rest."""
    from forNorthwood.core import events as E

    app = make_app(clock, speed="normal")
    session = visit_at(app, hand=["5L", "1E"], deck_top=["2E", "7L", "3C"])
    scene = app.scene
    for code in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_RETURN):
        key(app, code)  # reveal, answer with the focused card, twice: the hand is empty
    assert any(isinstance(event, E.VisitOver) for event in session.steps[-1].events)
    assert scene.hold is None  # the last trick still flies
    if extra is not None:
        key(app, extra)  # pressed again before it lands: the panel comes up at once (and ignores it)
    settle(app, clock)
    assert scene.hold is not None and app.scene is scene
    assert scene.focus == K.CONTINUE
    shown = scene.end_panel.shown
    assert shown is not None and shown.focused  # the panel on screen was painted with the ring
    scene.end_panel.shown = None  # painted again: its Continue's ring is the one ring on screen
    assert len(rings_drawn(app, monkeypatch)) == 1 and scene.end_panel.shown.focused
