"""p63's game (``p63_kit``): the game review said "In all: 6 costly choices" (visits 6 and 7 at 2 each)
beside four red marks, H/T visited only those four, and hovering decision 82 (≈79% → ≈69%) showed no
cost: the marks were the game's three biggest drops and each visit's costliest, the review counted every
choice ``replay_advice.is_costly`` calls costly. One rule now decides the count, the marks, H/T and the
tooltips."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.game import table_keys as K
from forNorthwood.game.replay_advice import is_costly
from forNorthwood.i18n import speaking
from forNorthwood.ui.hint_badges import badge_key
from forNorthwood.ui.replay_places import replay_layout
from forNorthwood.ui.scene import Goto
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.replay_picture import status_room, takes_prompt, verdict_area, verdict_picture
from forNorthwood.ui.scenes.replay_steps import marked_jump
from forNorthwood.ui.scenes.replay_tip import tick_anchor, tick_tooltip, tick_words
from forNorthwood.ui.text import recording

from .input_kit import key, make_app, settle
from .p63_kit import p63_game
from .test_replay_choice_tag import hand_corners
from .test_replay_screen import replay_scene


def open_p63(app, position=lambda replay: replay.length):
    """p63's game opened in the replay at ``position(replay)`` (the end by default), settled: the
    scene, the replay and its advice."""
    record, replay, advice = p63_game()
    at = position(replay)
    app.carry_out(Goto(lambda ctx: ReplayScene(ctx, record, replay, index=at, advice=advice)))
    settle(app)
    return replay_scene(app), replay, advice


def test_p63s_review_counts_the_very_choices_marked_red_visited_and_told(app):
    scene, replay, advice = open_p63(app)
    costly = {d.index for d in advice.decisions if d.in_visit and is_costly(d.drop)}
    assert costly == {36, 78, 110, 122, 141, 143}  # decisions 30, 62, 82, 92, 104, 105
    assert sum(r.costly or 0 for r in scene.reviews()) == len(costly) == 6
    assert set(scene.marked()) == costly  # no fief chosen cost ten points of the goal here
    assert set(scene.picture().timeline.drops) == costly
    visited, at = [], replay.decisions[0]
    while (at := marked_jump(sorted(scene.marked()), at, True)) is not None:
        visited.append(at)
    assert visited == sorted(costly)  # T from the first decision visits them all
    with speaking("en"):
        decision = advice.at(110)
        _, body = tick_words(replay, 110, decision, scene.marked(), None)
        assert "10 points" in body, body  # decision 82, ≈79% → ≈69%
        for index in costly:
            scene.go(index, animate=False)
            assert scene.verdict()[1], index  # its verdict is told as a costly one (red)


def test_p63s_costliest_choices_are_each_their_visits(app):
    """p63 read "…: your costliest choice." at decisions 30, 62, 92 and 105, as if each were the game's."""
    scene, _, _ = open_p63(app)
    said = {
        "en": "your costliest choice this visit.",
        "fr": "ton choix le plus coûteux de cette visite.",
        "uk": "у цьому візиті цей вибір найбільше зменшив ваші шанси.",
        "ko": "이번 방문에서 확률을 가장 크게 떨어뜨린 선택입니다.",
    }
    for language, words in said.items():
        with speaking(language):
            for index in (36, 78, 122, 143):  # each visit's costliest
                scene.go(index, animate=False)
                assert words in scene.verdict()[0], (language, index, scene.verdict()[0])


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (3840, 2160)])
def test_p63s_chosen_hand_card_is_tagged_at_every_decision(clock, size):
    """At decisions 82 and 84 (k82.png, k84.png, 4K z6a.png) the chosen card had only its thin white
    ring: the decision bar's one line ran over the whole hand, and the tag over the card gave way."""
    app = make_app(clock, size)
    record, replay, advice = p63_game()
    hands = [i for i in replay.decisions if isinstance(badge_key(replay.position(i).action), K.Hand)]
    assert len(hands) > 40
    for index in hands[::2] if size[0] != 1280 else hands:
        app.carry_out(Goto(lambda ctx, i=index: ReplayScene(ctx, record, replay, index=i, advice=advice)))
        settle(app)
        scene = replay_scene(app)
        frame = scene.table.frame
        for n, (where, (_, _, played)) in enumerate(scene.badges_wanted().items()):
            if played and isinstance(where, K.Hand):
                tag = scene.badges[4 * n + 2]
                card = frame.places[frame.shown_at[where]].rect
                assert tag.visible, (size, index)
                assert tag.rect.collidelist(hand_corners(card)) == -1, (size, index, tag.rect, card)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_p63s_two_line_verdict_and_the_prompt_band_are_one_block(clock, size):
    """At decisions 94 and 105 (s11.png, k90.png, 4K z4b/z4c.png) the verdict's box lay over the dark
    band but narrower, the band's edge showing, and "Visit 7 · decision 105 of 130 …" jumped to the
    window's bottom right: the verdict and the band are one block, the position in it."""
    app = make_app(clock, size)
    record, replay, advice = p63_game()
    two_lines = []
    for number in (30, 93, 94, 105):
        index = replay.decisions[number - 1]
        app.carry_out(Goto(lambda ctx, i=index: ReplayScene(ctx, record, replay, index=i, advice=advice)))
        settle(app)
        scene = replay_scene(app)
        picture, lay = scene.picture(), scene.lay
        if not takes_prompt(lay, picture.verdict):
            continue  # one line: the band says the position
        two_lines.append(number)
        block, band = verdict_area(lay, picture.verdict), lay.table.prompt
        assert (block.left, block.right) == (band.left, band.right) and block.bottom >= band.bottom - lay.px(12)
        room = status_room(lay, picture.verdict, picture.status)
        if room is None:  # a verdict across the whole block (960×600): the position at the strip's end
            assert size == (960, 600), (size, number)
            continue
        assert block.contains(room), (size, number, room, block)
        assert picture.status.startswith(f"Visit {replay.visit_of(index) + 1} · decision {number} of 130")
        words = verdict_picture(lay, picture.verdict, (255, 255, 255))[1]
        assert not room.colliderect(words)
        with recording() as drawn:
            picture.paint(pygame.Surface(size))
        said = [d for d in drawn if d.message == picture.status]
        assert len(said) == 1 and block.contains(said[0].used), (size, number, said)  # not in the strip
    assert 105 in two_lines, (size, two_lines)


def test_past_the_last_red_mark_t_says_there_is_none_further(app):
    """At the last red mark T did nothing visible (and H at the first): the strip says there is none."""
    marks = [36, 78, 110, 122, 141, 143]
    scene, _, _ = open_p63(app, lambda _: marks[-1])
    with speaking("en"):
        key(app, pygame.K_t, unicode="t")
        settle(app)
        assert scene.index == marks[-1]
        assert scene.picture().line == "No costly choice further on in the game." and not scene.picture().chips
        key(app, pygame.K_h, unicode="h")  # back to the one before: the words go
        settle(app)
        assert scene.index == marks[-2] and scene.picture().line == ""
        scene.go(marks[0], animate=False)
        key(app, pygame.K_h, unicode="h")
        settle(app)
        assert scene.index == marks[0] and scene.picture().line == "No costly choice earlier in the game."


def test_p63s_luck_names_the_cards_revealed_next(app):
    """At decision 94 (the 1 of Eyes on the table) "Then the cards revealed (1 of Leaves) took your
    chance …" named a card not on the table (k90/k91.png): it came next, and the verdict says so."""
    scene, _, _ = open_p63(app, lambda replay: replay.decisions[93])
    said = {
        "en": "Then the next card the ruler revealed (1\u00a0of\u00a0Leaves) took your chance",
        "fr": "Puis la carte suivante révélée par le dirigeant (",
        "uk": "Потім наступна карта, яку відкрив правитель (",
        "ko": "그다음 통치자가 공개한 카드(",
    }
    for language, words in said.items():
        with speaking(language):
            assert words in scene.verdict()[0], (language, scene.verdict()[0])


def test_p63s_prince_of_leaves_says_where_the_visit_moved(app):
    """Decision 83: "You used the Prince of Leaves (≈87%): the Hint's choice." and not a word of the
    visit moving from fief 0 to fief 3."""
    scene, _, _ = open_p63(app, lambda replay: replay.decisions[82])
    said = {
        "en": "The visit moves to fief 3, which asks for exactly 3 dialogues.",
        "fr": "La visite passe au fief 3, qui demande exactement 3 dialogues.",
        "uk": "Візит переноситься до феоду 3, який вимагає рівно 3 діалоги.",
        "ko": "방문이 3번 영지로 옮겨집니다. 이 영지의 목표는 정확히 3승입니다.",
    }
    for language, words in said.items():
        with speaking(language):
            assert scene.verdict()[0].endswith(words), (language, scene.verdict()[0])


@pytest.mark.parametrize("language", ["en", "fr", "uk", "ko"])
def test_a_red_marks_tooltip_says_what_a_point_is(app, language):
    """p63 met "points" in the legend and the tooltip with no word that they are percentage points:
    the red mark's tooltip says so with the two chances (decision 82: ≈79% → ≈69%), inside the window
    at 960×600."""
    _, replay, advice = p63_game()
    marked = [d.index for d in advice.decisions if d.in_visit and is_costly(d.drop)]
    with speaking(language):
        title, body = tick_words(replay, 110, advice.at(110), marked, None)
        assert "≈79%" in body.replace("\u00a0", "") and "≈69%" in body.replace("\u00a0", ""), body
        for size in ((960, 600), (3840, 2160)):
            lay = replay_layout(*size)
            _image, rect = tick_tooltip(lay, title, body, tick_anchor(lay, replay, 110))
            assert pygame.Rect((0, 0), size).contains(rect), (size, rect)
    if language == "en":
        assert "In percentage points: ≈79% (the Hint's choice) → ≈69% (yours)" in body, body
