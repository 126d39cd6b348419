"""A character's tooltip leaves in sight what the player reads and acts on now: the prompt and
message lines and the cards to pick or bring in (a first-time player saw the King of Leaves'
tooltip over the prompt during the Jack of Leaves' pick at 3840×2160, and the Jack of Claws' and
Jack of Eyes' over the friends waiting at 1280×800). A friend's tooltip says how to bring it in
with the device in use."""

from __future__ import annotations

import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.game.session import Session
from forNorthwood.i18n.controls_text import KEYBOARD, MOUSE, set_input_device
from forNorthwood.ui.scene import ShowGame
from forNorthwood.ui.table_scene import TableScene

from .input_kit import settle
from .screen_kit import _actions_to_friend, new_app, session_at


def friends_waiting() -> Session:
    """Fief selection with a friend waiting to be brought in (none on the slots yet)."""
    seed, actions = _actions_to_friend(False)
    return Session.replay(seed, "full", 16, list(actions[:-1]))


def characters(scene: TableScene) -> list[K.Key]:
    keys: list[K.Key] = [K.Ally(slot) for slot in range(4)] + [K.Fief(n) for n in range(8)] + [K.RULER]
    keys += [K.Friend(code) for code in scene.session.state.kingdom.friends]
    return [k for k in keys if scene.locate(k) is not None and scene.character_at(k) is not None]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("position", ["friends", "decision"])
def test_a_tooltip_leaves_the_prompt_the_message_and_the_cards_to_act_on_in_sight(tmp_path, size, position):
    session = friends_waiting() if position == "friends" else session_at("decision")
    app = new_app(tmp_path, size, "en")
    try:
        app.carry_out(ShowGame(session))
        settle(app)
        scene = app.scene
        assert isinstance(scene, TableScene)
        acted = scene.tips.acted_on()[2:]
        assert acted, "something to act on"
        for key in characters(scene):
            scene.tips.show_of(key, (0, 0))
            box = scene.table.tooltip.rect
            anchor = scene.locate(key)
            assert scene.table.tooltip.visible and anchor is not None
            assert not box.colliderect(scene.layout.prompt), f"{key}: over the prompt"
            assert not box.colliderect(scene.layout.message), f"{key}: over the message line"
            # An ally's words go next to its card, over a neighbouring slot if need be (allies 2
            # and 4 had theirs past ally 1 and the score pile): the ring or the pointer moved
            # onto that slot brings its own words instead.
            slots = [scene.locate(K.Ally(slot)) for slot in range(4)] if isinstance(key, K.Ally) else []
            for rect in acted:
                if not rect.colliderect(anchor) and rect not in slots:
                    assert not box.colliderect(rect), f"{key}: over {rect}, a card to act on"
    finally:
        app.close()


@pytest.mark.parametrize("device", [MOUSE, KEYBOARD])
def test_a_friends_tooltip_says_how_to_bring_it_in_with_the_device_in_use(tmp_path, device):
    app = new_app(tmp_path, (1280, 800), "en")
    try:
        app.carry_out(ShowGame(friends_waiting()))
        settle(app)
        scene = app.scene
        set_input_device(device)
        friend = K.Friend(scene.session.state.kingdom.friends[0])
        note = scene.tooltip_note(friend)
        assert note is not None
        if device == MOUSE:
            assert note == "To bring it in for this visit: drag it onto an ally slot."
        else:
            assert note == "To bring it in for this visit: Enter on it, then 1–4 (or Enter on a slot)."
    finally:
        set_input_device(MOUSE)
        app.close()
