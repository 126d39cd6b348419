"""A puzzle's own keys (B the other board, R Retry, N Next puzzle, V the panel's Show the hand) and
the controller's buttons that stand in for them once the puzzle is answered, with the keycaps its
buttons show."""

from __future__ import annotations

import pygame

from ...i18n.controls_text import CONTROLLER, input_device, keycap_name

#: The pad's buttons for a puzzle's own buttons, by the table's intent they stand in for (none of
#: them does anything else in an answered puzzle): X the first button (Next statement's place),
#: LT Retry (a puzzle has no undo), RT Next puzzle (nor redo), Y the panel's Show the hand (no pick
#: to take back once answered).
PAD_INTENTS = {"B": "next_statement", "R": "undo", "N": "redo", "V": "take_back"}


def key_cap(key: str) -> str:
    """The keycap of a puzzle's own button (B, R, N, V): its keyboard key, or the pad's button that
    does it while a controller is in use (``PAD_INTENTS``)."""
    return keycap_name(PAD_INTENTS[key]) if input_device() == CONTROLLER else key


def pad_key(event: pygame.event.Event) -> str:
    """The puzzle's own key (B, R, N, V) a controller's button stands for, or "" (its X arrives as
    Space, LT as Ctrl+Z, RT as Ctrl+Y, Y as Backspace)."""
    if not getattr(event, "controller", False):
        return ""
    ctrl = event.mod & pygame.KMOD_CTRL
    if event.key == pygame.K_SPACE and not ctrl:
        return "B"
    if event.key == pygame.K_z and ctrl:
        return "R"
    if event.key == pygame.K_y and ctrl:
        return "N"
    if event.key == pygame.K_BACKSPACE and not ctrl:
        return "V"
    return ""
