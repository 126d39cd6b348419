"""The tutorial's overlay, headless: where its box goes, what it lets through, skip and Next.

The overlay only answers (Next, Skip); the keeper carries that out (``carry_out`` here does the same)."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pygame
import pytest

from forNorthwood.game import lessons as L
from forNorthwood.game import table_keys as K
from forNorthwood.game import tutorial as T
from forNorthwood.game.session import Session
from forNorthwood.game.tutorial import Prompt
from forNorthwood.i18n import LANGUAGES, speaking
from forNorthwood.i18n.controls_text import KEYBOARD, MOUSE, input_device, set_input_device
from forNorthwood.ui.assets import text_width
from forNorthwood.ui.text import line_height
from forNorthwood.ui.theme import focus_reach
from forNorthwood.ui.tutorial_box import FOCUS_GAP, body_text_size, covered, layout_for, scale, spotlight_ring
from forNorthwood.ui.tutorial_overlay import TutorialOverlay, Verdict, heading_text

from .input_kit import in_hand

SIZES = [(960, 600), (1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


def started() -> tuple:
    session = Session.for_tutorial()
    assert session.tutorial is not None
    return session, session.tutorial


def walkthrough_prompts() -> list[Prompt]:
    session, tutorial = started()
    prompts = []
    while (prompt := tutorial.prompt(session.state)) is not None:
        prompts.append(prompt)
        if prompt.kind == "read":
            tutorial.next(session.state)
        else:
            session.apply(L.action_for(prompt.target, prompt.drop, session.state))  # type: ignore[arg-type]
    return prompts


def fake_rect_of(size: tuple[int, int], where: str):
    """Targets at a corner, an edge or the middle of the window; the drop zone elsewhere."""
    w, h = size
    card = pygame.Rect(0, 0, w // 11, h // 6)
    spots = {
        "top_left": card.move(8, 8),
        "top_right": card.move(w - card.width - 8, 8),
        "bottom_left": card.move(8, h - card.height - 8),
        "bottom_right": card.move(w - card.width - 8, h - card.height - 8),
        "middle": card.move(w // 2 - card.width // 2, h // 2 - card.height // 2),
        "bottom_middle": card.move(w // 2 - card.width // 2, h - card.height - 8),
    }
    trick = pygame.Rect(w // 5, h // 2 - h // 8, w // 5, h // 4)

    def rect_of(target):
        if target == K.TRICK:
            return trick
        if target in (K.Button("menu"), K.Button("rules"), K.Button("undo"), K.Button("redo")):
            return pygame.Rect(w - 160, h - 40, 150, 32) if target == K.Button("menu") else None
        return spots[where]

    return rect_of


WHERE = ["top_left", "top_right", "bottom_left", "bottom_right", "middle", "bottom_middle"]


@pytest.mark.parametrize("size", SIZES)
def test_the_box_stays_inside_the_window_and_never_covers_the_target(size: tuple[int, int]) -> None:
    window = pygame.Rect((0, 0), size)
    prompts = walkthrough_prompts()
    assert len({p.step for p in prompts}) == len(L.LESSON_IDS) + 1  # every step and the guide
    for prompt in prompts:
        for where in WHERE:
            lay = layout_for(prompt, size, fake_rect_of(size, where))
            assert window.contains(lay.box), (prompt.step, where, lay.box)
            for spot in (lay.target, lay.drop):
                if spot is not None:
                    assert not lay.box.colliderect(spot), (prompt.step, where, size)
            assert lay.box.contains(lay.skip) and lay.box.contains(lay.body)
            # A step to read has its Next, but the end-of-visit panel's: its Continue is the Next.
            assert (lay.next is not None) == (prompt.kind == "read" and prompt.target != K.CONTINUE)
            if lay.next is not None:
                assert lay.box.contains(lay.next) and not lay.next.colliderect(lay.skip)
            assert lay.body.bottom <= lay.skip.top  # the words are not under the buttons


@pytest.mark.parametrize("size", SIZES)
def test_it_draws_every_step(size: tuple[int, int]) -> None:
    surface = pygame.Surface(size)
    session, tutorial = started()
    overlay = TutorialOverlay(tutorial, lambda: 1234)
    rect_of = fake_rect_of(size, "bottom_middle")
    for _ in range(200):
        surface.fill((120, 90, 60))
        lay = overlay.draw(surface, session.state, rect_of)
        prompt = tutorial.prompt(session.state)
        if prompt is None:
            assert lay is None
            break
        assert lay is not None
        # the table is dimmed outside the spotlight, not inside it
        assert surface.get_at((lay.box.left - 1, lay.box.top - 1) if lay.box.left > 0 else (size[0] - 1, 0))[:3] != (
            120,
            90,
            60,
        )
        if lay.target is not None:
            assert surface.get_at(lay.target.center)[:3] == (120, 90, 60)
        if prompt.kind == "read":
            tutorial.next(session.state)
        else:
            session.apply(L.action_for(prompt.target, prompt.drop, session.state))  # type: ignore[arg-type]
    assert tutorial.status == "finished"


def event(kind: int, pos: tuple[int, int], **extra) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1, **extra)


def carry_out(verdict: Verdict, tutorial: T.Tutorial, state) -> Verdict:
    """What the game's keeper does with the overlay's answer."""
    if verdict in (Verdict.NEXT, Verdict.NEXT_AND_LET_THROUGH):
        tutorial.next(state)
    elif verdict == Verdict.SKIP:
        tutorial.skip()
    return verdict


def handle(overlay: TutorialOverlay, e: pygame.event.Event, state, rect_of, size) -> str:
    before = overlay.tutorial.to_dict()
    verdict = overlay.handle(e, state, rect_of, size)
    assert overlay.tutorial.to_dict() == before  # the overlay only reads the tutorial
    return carry_out(verdict, overlay.tutorial, state)


def press(overlay: TutorialOverlay, state, rect_of, size, pos) -> tuple[str, str]:
    down = handle(overlay, event(pygame.MOUSEBUTTONDOWN, pos), state, rect_of, size)
    up = handle(overlay, event(pygame.MOUSEBUTTONUP, pos), state, rect_of, size)
    return down, up


@pytest.mark.parametrize("size", SIZES)
def test_the_skip_button_and_esc_skip(size: tuple[int, int]) -> None:
    rect_of = fake_rect_of(size, "middle")
    session, tutorial = started()
    overlay = TutorialOverlay(tutorial, lambda: 0)
    lay = layout_for(tutorial.prompt(session.state), size, rect_of)  # type: ignore[arg-type]
    assert press(overlay, session.state, rect_of, size, lay.skip.center) == (Verdict.BLOCK, Verdict.SKIP)
    assert tutorial.status == "skipped" and overlay.ended
    assert press(overlay, session.state, rect_of, size, (5, 5)) == (
        Verdict.LET_THROUGH,
        Verdict.LET_THROUGH,
    )  # the table has it all again
    other = T.Tutorial()
    overlay = TutorialOverlay(other, lambda: 0)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    assert handle(overlay, key, session.state, rect_of, size) == Verdict.SKIP and other.status == "skipped"


def test_next_by_button_by_key_and_by_clicking_a_read_steps_target() -> None:
    size = (1280, 800)
    rect_of = fake_rect_of(size, "top_right")
    session, tutorial = started()
    overlay = TutorialOverlay(tutorial, lambda: 0)
    prompt = tutorial.prompt(session.state)
    assert prompt is not None and prompt.step == "welcome"
    lay = layout_for(prompt, size, rect_of)
    assert lay.next is not None
    assert press(overlay, session.state, rect_of, size, lay.next.center) == (Verdict.BLOCK, Verdict.NEXT)
    assert tutorial.prompt(session.state).step == "choose_fief"  # type: ignore[union-attr]
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    assert (
        handle(overlay, enter, session.state, rect_of, size) == Verdict.LET_THROUGH
    )  # a step to do: Enter is the table's
    # Walk to the step "the ally turned", a step to read with a target: clicking the target is Next.
    while (prompt := tutorial.prompt(session.state)) is not None and prompt.step != "ally_turned":
        if prompt.kind == "read":
            tutorial.next(session.state)
        else:
            session.apply(L.action_for(prompt.target, prompt.drop, session.state))  # type: ignore[arg-type]
    assert prompt is not None
    lay = layout_for(prompt, size, rect_of)
    assert lay.target is not None
    # the exhausted ally is not clicked on the table (that would only say it is exhausted): it is Next
    assert press(overlay, session.state, rect_of, size, lay.target.center) == (Verdict.BLOCK, Verdict.NEXT)
    assert tutorial.prompt(session.state).step != "ally_turned"  # type: ignore[union-attr]
    space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")
    assert handle(overlay, space, session.state, rect_of, size) == Verdict.LET_THROUGH


def test_clicks_reach_the_table_only_on_the_target_its_drop_zone_and_the_menu() -> None:
    size = (1280, 800)
    rect_of = fake_rect_of(size, "bottom_left")
    session, tutorial = started()
    tutorial.next(session.state)  # welcome
    overlay = TutorialOverlay(tutorial, lambda: 5000)
    prompt = tutorial.prompt(session.state)
    assert prompt is not None and prompt.kind == "do"
    lay = layout_for(prompt, size, rect_of)
    assert lay.target is not None
    assert press(overlay, session.state, rect_of, size, lay.target.center) == (Verdict.LET_THROUGH, Verdict.LET_THROUGH)
    assert press(overlay, session.state, rect_of, size, (size[0] // 2, 10)) == (Verdict.BLOCK, Verdict.BLOCK)
    assert overlay.nudged == 5000 and overlay.animating()  # the spotlight pulses to show where to click
    assert press(overlay, session.state, rect_of, size, rect_of(K.Button("menu")).center) == (
        Verdict.LET_THROUGH,
        Verdict.LET_THROUGH,
    )
    assert press(overlay, session.state, rect_of, size, lay.box.center) == (Verdict.BLOCK, Verdict.BLOCK)
    # A drag that starts on the target is followed to its release anywhere.
    start, end = lay.target.center, (size[0] // 2, size[1] // 2)
    assert handle(overlay, event(pygame.MOUSEBUTTONDOWN, start), session.state, rect_of, size) == Verdict.LET_THROUGH
    moved = pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
    assert handle(overlay, moved, session.state, rect_of, size) == Verdict.LET_THROUGH
    assert handle(overlay, event(pygame.MOUSEBUTTONUP, end), session.state, rect_of, size) == Verdict.LET_THROUGH
    # Keys other than Esc go to the table (keyboard play).
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
    assert handle(overlay, key, session.state, rect_of, size) == Verdict.LET_THROUGH


def test_nothing_is_held_back_when_the_target_is_not_on_screen() -> None:
    size = (1280, 800)
    session, tutorial = started()
    tutorial.next(session.state)
    overlay = TutorialOverlay(tutorial, lambda: 0)
    assert press(overlay, session.state, lambda target: None, size, (600, 780)) == (
        Verdict.LET_THROUGH,
        Verdict.LET_THROUGH,
    )


def test_a_click_on_a_read_steps_button_target_reaches_the_table_and_is_next() -> None:
    size = (1280, 800)
    rect_of = fake_rect_of(size, "middle")
    session, tutorial = started()
    overlay = TutorialOverlay(tutorial, lambda: 0)
    while (prompt := tutorial.prompt(session.state)) is not None and prompt.step != "end_of_visit":
        if prompt.kind == "read":
            tutorial.next(session.state)
        else:
            session.apply(L.action_for(prompt.target, prompt.drop, session.state))  # type: ignore[arg-type]
    assert prompt is not None and prompt.target == K.CONTINUE
    lay = layout_for(prompt, size, rect_of)
    assert lay.target is not None
    # the banner's Continue: the table has the click, and it is the step's Next too
    assert press(overlay, session.state, rect_of, size, lay.target.center) == (
        Verdict.LET_THROUGH,
        Verdict.NEXT_AND_LET_THROUGH,
    )
    assert tutorial.prompt(session.state).step == "choose_second_fief"  # type: ignore[union-attr]


def test_the_last_step_has_play_on_and_no_skip() -> None:
    size = (1280, 800)
    rect_of = fake_rect_of(size, "middle")
    session, tutorial = started()
    overlay = TutorialOverlay(tutorial, lambda: 0)
    while (prompt := tutorial.prompt(session.state)) is not None and prompt.step != L.LESSON_IDS[-1]:
        if prompt.kind == "read":
            tutorial.next(session.state)
        else:
            session.apply(L.action_for(prompt.target, prompt.drop, session.state))  # type: ignore[arg-type]
    assert prompt is not None
    lay = layout_for(prompt, size, rect_of)
    assert [b.key for b in overlay.buttons(lay, prompt)] == ["next"]
    assert lay.next is not None
    assert press(overlay, session.state, rect_of, size, lay.skip.center) == (
        Verdict.BLOCK,
        Verdict.BLOCK,
    )  # no Skip here
    assert press(overlay, session.state, rect_of, size, lay.next.center) == (Verdict.BLOCK, Verdict.NEXT)
    assert tutorial.status == "finished" and overlay.ended


def about_prompt(size: tuple[int, int]) -> Prompt:
    """A step to do whose words talk about the header and the fief row besides its target."""
    return Prompt("test", "do", "Words " * 30, in_hand("7E"), None, 1, 2, (K.HUD, K.FIEFS))


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_box_goes_where_it_covers_none_of_what_the_words_talk_about(size: tuple[int, int]) -> None:
    w, h = size
    target = pygame.Rect(w // 2 - w // 22, h - h // 5, w // 11, h // 6)
    # What the words talk about fills the table just above the target, where the box goes without them.
    places = {
        K.HUD: pygame.Rect(w * 3 // 8, h // 4, w // 4, target.top - h // 4 - 4),
        K.FIEFS: pygame.Rect(0, 0, w // 2, h // 6),
    }
    lay = layout_for(about_prompt(size), size, lambda key: places.get(key, target))
    assert not any(lay.box.colliderect(r) for r in places.values()), lay.box
    assert not lay.box.colliderect(lay.target)
    without = layout_for(replace(about_prompt(size), about=()), size, lambda key: places.get(key, target))
    assert any(without.box.colliderect(r) for r in places.values())  # what it did before


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_with_no_room_for_it_the_box_covers_what_the_step_lets_it_cover(size: tuple[int, int]) -> None:
    """The table's cards everywhere (the fief row above, the hand and allies below, round the
    card to play): the box covers the places the step does not need (``Prompt.cover``, the fief
    row while a card is played) rather than the others, which it would go over beside the target."""
    w, h = size
    target = pygame.Rect(w // 2 - w // 22, h * 3 // 5, w // 11, h // 6)
    fiefs = pygame.Rect(0, 0, w, h // 2)
    below = pygame.Rect(0, h // 2, w, h - h // 2)
    places = {K.FIEFS: fiefs}
    prompt = Prompt("guide", "do", "Words " * 20, in_hand("7E"), None, 1, 2, cover=(K.FIEFS,))
    # The fief row's cards and the header over them: twice as much to spare as below.
    spare = [fiefs, fiefs.inflate(-2, -2), below]
    lay = layout_for(prompt, size, lambda key: places.get(key, target), spare=spare)
    assert not lay.box.colliderect(below), lay.box
    assert not lay.box.colliderect(lay.target)
    without = layout_for(replace(prompt, cover=()), size, lambda key: places.get(key, target), spare=spare)
    assert without.box.colliderect(below)  # beside the target, as without the step's leave


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_where_room_is_short_the_words_keep_their_size(size: tuple[int, int]) -> None:
    """Room under the header for a low box only: the words keep the size they have where there is
    room (they shrank to the text floor there, so that their size changed from step to step);
    the box takes another shape and still leaves the header and the target alone."""
    w, h = size
    target = pygame.Rect(w // 20, h - h // 6, w - w // 10, h // 7)  # the whole hand, say
    prompt = Prompt("test", "do", "Words and more words " * 12, in_hand("7E"), None, 1, 2, (K.HUD,))
    roomy = layout_for(prompt, size, lambda key: pygame.Rect(0, 0, w, 4) if key == K.HUD else target)
    hud = pygame.Rect(0, 0, w, target.top - max(150, round(180 * scale(size))))  # too little room for the usual box
    lay = layout_for(prompt, size, lambda key: hud if key == K.HUD else target)
    assert lay.body_size == roomy.body_size == body_text_size(scale(size))
    assert not lay.box.colliderect(hud) and not lay.box.colliderect(lay.target), (lay.box, hud)
    assert lay.box.width > roomy.box.width  # wider and lower than where there is room


def every_prompt_as_shown() -> list[Prompt]:
    """Every step's words as the overlay shows them, to a player with the mouse and without it."""
    prompts, before = [], input_device()
    for device in (MOUSE, KEYBOARD):
        set_input_device(device)
        session, tutorial = started()
        overlay = TutorialOverlay(tutorial)
        while (prompt := overlay.prompt(session.state)) is not None:
            prompts.append(prompt)
            if prompt.kind == "read":
                tutorial.next(session.state)
            else:
                session.apply(L.action_for(prompt.target, prompt.drop, session.state))  # type: ignore[arg-type]
    set_input_device(before)
    return prompts


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_every_step_in_every_language_has_words_of_one_size(size: tuple[int, int]) -> None:
    """A first-time player saw the words change size from step to step (shrunk where a step's
    words had to fit its box): one size at every step in every language, at least 14 px at
    960×600; the box holds all its lines."""
    sizes = set()
    for language in LANGUAGES:
        with speaking(language):
            for prompt in every_prompt_as_shown():
                for where in ("top_left", "middle", "bottom_middle"):
                    lay = layout_for(prompt, size, fake_rect_of(size, where), heading=heading_text(prompt))
                    sizes.add(lay.body_size)
                    assert " ".join(lay.lines).split() == prompt.text.split(), (language, prompt.step)
                    assert lay.body.height >= len(lay.lines) * line_height(lay.body_size)
                    assert all(text_width(line, lay.body_size) <= lay.body.width for line in lay.lines)
    assert sizes == {body_text_size(scale(size))}
    assert min(sizes) >= 14


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_with_no_room_left_the_box_covers_the_least_it_can(size: tuple[int, int]) -> None:
    """Places talked about all over the table: the box covers as little of them as any place
    in the window would (searched on a fine grid), and never the target."""
    w, h = size
    target = pygame.Rect(w // 2 - w // 22, h - h // 5, w // 11, h // 6)
    places = {
        K.HUD: pygame.Rect(w // 3, 0, w * 2 // 3, h // 2),
        K.FIEFS: pygame.Rect(0, 0, w // 2, h * 5 // 6),
        K.ALLIES: pygame.Rect(w * 2 // 3, h // 3, w // 3, h * 2 // 3),
    }
    prompt = replace(about_prompt(size), about=(K.HUD, K.FIEFS, K.ALLIES))
    lay = layout_for(prompt, size, lambda key: places.get(key, target))
    assert not lay.box.colliderect(lay.target)
    got = covered(lay.box, list(places.values()))
    assert got > 0  # no room to avoid them all
    margin = round(12 * scale(size))
    area = pygame.Rect((0, 0), size).inflate(-2 * margin, -2 * margin)
    best = min(
        covered(pygame.Rect(x, y, lay.box.width, lay.box.height), list(places.values()))
        for x in range(area.left, area.right - lay.box.width + 1, 4)
        for y in range(area.top, area.bottom - lay.box.height + 1, 4)
        if not pygame.Rect(x, y, lay.box.width, lay.box.height).colliderect(lay.target)
    )
    assert got <= best * 1.02, (got, best)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_the_spotlights_ring_runs_outside_the_keyboard_focus_on_the_target(size: tuple[int, int]) -> None:
    """The white dashes of the focus on a step's target (the deck...) are never under the
    spotlight's gold ring: a dark gap of the table lies between the two."""
    w, h = size
    s = scale(size)
    for card in (pygame.Rect(w // 3, h // 3, w // 12, h // 6), pygame.Rect(w // 3, h // 3, w // 6, h // 8)):
        prompt = Prompt("test", "do", "Words", K.DECK, None, 1, 2)
        lay = layout_for(prompt, size, lambda key, card=card: card if key == K.DECK else None)
        assert lay.target is not None
        ring, width = spotlight_ring(lay.target, s)
        inside_gold = ring.inflate(-2 * width, -2 * width)
        focus = card.inflate(2 * focus_reach(card.width, card.height), 2 * focus_reach(card.width, card.height))
        assert inside_gold.contains(focus.inflate(2 * FOCUS_GAP, 2 * FOCUS_GAP)), (size, inside_gold, focus)


def test_the_heading_counts_on_between_lessons_and_never_repeats_itself() -> None:
    """A first-time player read "step 8 of 14" over five bubbles in a row: between two lessons
    the heading counts the moves played since the last one, so no two bubbles in a row read alike,
    and each lesson's number is shown once."""
    headings = [heading_text(prompt) for prompt in walkthrough_prompts()]
    assert all(a != b for a, b in pairwise(headings)), headings
    # In plain words: how many lessons are done, and the game played on ("move 1 before step 8 of
    # 14" read as a riddle to a first-time player).
    assert "Tutorial · 7 of 14 steps done · guided move 1" in headings
    assert "Tutorial · 7 of 14 steps done · guided move 2" in headings
    assert not any("before step" in h or "playing on" in h or "after it" in h for h in headings)
    lessons = [h for h in headings if "move" not in h]
    assert len(lessons) == len(set(lessons)) == len(L.LESSON_IDS)


def test_after_an_undo_the_moves_count_from_the_lesson_again() -> None:
    """An undo takes the count back with the game: the same position shows the same move."""
    session, tutorial = started()
    shown: dict[int, int] = {}  # the number of actions played: the move shown then
    while (prompt := tutorial.prompt(session.state)) is not None and len(shown) < 4:
        if prompt.step == "guide":
            shown[len(session.actions)] = prompt.move
        if prompt.kind == "read":
            tutorial.next(session.state)
        else:
            session.apply(L.action_for(prompt.target, prompt.drop, session.state))  # type: ignore[arg-type]
    assert list(shown.values()) == [1, 2, 3, 4]
    assert session.undo()
    prompt = tutorial.prompt(session.state)
    assert prompt is not None and prompt.move == shown[len(session.actions)]


def test_the_layout_is_searched_again_only_when_what_it_depends_on_moved(monkeypatch) -> None:
    """The box's place is weighed over many places and shapes; every movement of the pointer asks
    for it, so it is worked out again only when the step, the window or a place it avoids moved."""
    from forNorthwood.ui import tutorial_overlay

    searched: list[tuple[int, int]] = []
    real = tutorial_overlay.layout_for

    def counting(prompt, size, *args, **kwargs):
        searched.append(size)
        return real(prompt, size, *args, **kwargs)

    monkeypatch.setattr(tutorial_overlay, "layout_for", counting)
    session, tutorial = started()
    overlay = TutorialOverlay(tutorial)
    prompt = overlay.prompt(session.state)
    assert prompt is not None
    rect_of = fake_rect_of((1280, 800), "middle")
    first = overlay.layout(prompt, (1280, 800), rect_of)
    assert overlay.layout(prompt, (1280, 800), rect_of) is first and len(searched) == 1
    overlay.layout(prompt, (960, 600), fake_rect_of((960, 600), "middle"))
    overlay.keep_clear = lambda: [pygame.Rect(0, 0, 10, 10)]
    overlay.layout(prompt, (960, 600), fake_rect_of((960, 600), "middle"))
    assert len(searched) == 3
