"""Space acts once a press: held down in a replay, its auto-repeat stepped on through many
decisions (Right still repeats there, as an arrow does)."""

from __future__ import annotations

import pygame

from .input_kit import key, post


def test_a_held_space_steps_the_replay_once_and_a_new_press_steps_again(app, replay_at_first_decision, monkeypatch):
    scene, replay = replay_at_first_decision
    first = scene.index
    held: set[int] = set()
    monkeypatch.setattr("forNorthwood.ui.app.keys_down", lambda: set(held))
    second = replay.next_decision(first)
    held.add(pygame.K_SPACE)
    key(app, pygame.K_SPACE)  # pressed, and held down: the next decision
    assert scene.index == second
    for _repeat in range(4):  # SDL's auto-repeat of the Space held down
        key(app, pygame.K_SPACE)
    assert scene.index == second  # one press, one step
    # A new press (after a release) steps again.
    held.discard(pygame.K_SPACE)
    post(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode="", scancode=0))
    held.add(pygame.K_SPACE)
    key(app, pygame.K_SPACE)
    third = replay.next_decision(second)
    assert scene.index == third
    # A held Right still repeats: each repeat steps on.
    held.add(pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.index == replay.next_decision(replay.next_decision(third))
