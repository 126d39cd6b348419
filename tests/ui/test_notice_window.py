"""The game's own notice window (the "already running" message): drawn at the desktop's scale."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.ui import display, notice_window
from forNorthwood.ui.notice_window import BODY_SIZE, draw_notice, notice_scale, notice_size, show_notice_window
from forNorthwood.ui.text import recording

MESSAGE = "For Northwood! is already running: switch to its window (only one copy can use your saves)."


def test_the_notice_grows_with_the_desktop_and_never_shrinks() -> None:
    assert notice_scale((1920, 1080)) == 1.0
    assert notice_scale((1280, 720)) == 1.0  # never smaller than at the reference
    assert notice_scale((3840, 2160)) == 2.0
    assert notice_size(2.0) == (2 * notice_size(1.0)[0], 2 * notice_size(1.0)[1])


@pytest.mark.parametrize("desktop", [(1920, 1080), (3840, 2160)])
def test_the_message_reads_at_the_desktops_scale_and_fits(desktop: tuple[int, int]) -> None:
    """At 4K the words are twice as large as at 1080p (the system's box kept them tiny), and they fit."""
    pygame.font.init()
    scale = notice_scale(desktop)
    surface = pygame.Surface(notice_size(scale))
    with recording() as drawn:
        size = draw_notice(surface, "For Northwood!", MESSAGE, scale)
    assert size >= round(BODY_SIZE * scale) - 2 * scale  # at most a step smaller than asked
    assert size >= 30 if desktop[1] == 2160 else size >= 15
    assert all(text.fits for text in drawn), [text.problem() for text in drawn if not text.fits]
    assert any(MESSAGE.split()[0] in text.message for text in drawn)


def test_the_notice_closes_on_a_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(display, "asked_driver", lambda: "")  # as on a real display
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(3840, 2160)])
    sizes: list[tuple[int, int]] = []
    real_set_mode = pygame.display.set_mode

    def set_mode(size: tuple[int, int]) -> pygame.Surface:
        sizes.append(size)
        surface = real_set_mode(size)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        return surface

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    assert show_notice_window("For Northwood!", MESSAGE) is True
    assert sizes == [notice_size(2.0)]


def test_no_notice_window_on_an_invisible_display() -> None:
    assert notice_window.display.asked_driver() in display.INVISIBLE_DRIVERS  # the tests' dummy driver
    assert show_notice_window("t", "m") is False
