"""An off button looks off on every screen: flat, no edge, no key; a usable one is raised and shows its key."""

from __future__ import annotations

import pygame
import pytest

from forNorthwood.ui import text
from forNorthwood.ui.buttons import Button, button_style, draw_button

BACKGROUND = (60, 40, 24)


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


def drawn(button: Button[str], size: tuple[int, int] = (400, 120)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(BACKGROUND)
    draw_button(surface, button, hovered=False, focused=False)
    return surface


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize(("keycap", "height"), [(True, 28), (True, 38), (True, 64), (True, 90)])
def test_an_off_button_shows_no_key_no_edge_and_no_shadow(keycap: bool, height: int) -> None:
    rect = pygame.Rect(20, 20, 300, height)
    off = Button("redo", "Redo", rect, enabled=False, hint="Ctrl+Y", keycap=keycap)
    on = Button("redo", "Redo", rect, hint="Ctrl+Y", keycap=keycap)
    style = button_style(off, hovered=True)
    assert not style.shows_key and not style.shadow and style.edge is None and not style.bold
    assert button_style(on, hovered=False).shows_key and button_style(on, hovered=False).shadow
    # The key is not drawn on the off button (its label alone, where it stood beside its keycap:
    # nothing but the fill after it) but is on the usable one.
    with text.recording() as words:
        picture = drawn(off)
    (label,) = words
    assert label.message == "Redo"
    corner = rect.height // 5 + 4  # the rounded corners left out
    after = pygame.Rect(label.used.right + 2, rect.top + 4, rect.right - corner - label.used.right, rect.height - 8)
    fill = picture.get_at(after.topleft)
    assert all(picture.get_at(p) == fill for p in points(after))
    assert not same(drawn(on), drawn(Button("redo", "Redo", rect, keycap=keycap)))
    # Flat: nothing drawn under it (a usable button's shadow is there) ...
    below = pygame.Rect(rect.left + rect.height // 5, rect.bottom, rect.width - 2 * (rect.height // 5), 2)
    picture = drawn(off)
    assert all(tuple(picture.get_at(p))[:3] == BACKGROUND for p in points(below))
    assert any(tuple(drawn(on).get_at(p))[:3] != BACKGROUND for p in points(below))
    # ... and no raised edge: its border is its fill.
    edge = (rect.centerx, rect.top)
    assert picture.get_at(edge) == picture.get_at((rect.centerx, rect.top + 3))


def points(rect: pygame.Rect) -> list[tuple[int, int]]:
    return [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)]


@pytest.mark.parametrize("kind", ["plain", "primary", "selected"])
def test_every_kind_of_button_when_off_looks_the_same(kind: str) -> None:
    """Primary, selected or plain: off is one look (a green off Start read as usable)."""
    rect = pygame.Rect(20, 20, 300, 40)
    off = Button("x", "Start", rect, enabled=False, primary=kind == "primary", selected=kind == "selected")
    plain = Button("x", "Start", rect, enabled=False)
    if kind == "selected":
        return  # a ticked choice keeps its tick: its label differs, its look does not
    assert same(drawn(off), drawn(plain))
    assert button_style(off, False) == button_style(plain, False)


def test_an_off_button_still_says_why_it_is_off() -> None:
    """A note under the label (not a key) stays: "chosen in the settings" under an Undo that is off."""
    rect = pygame.Rect(20, 20, 300, 64)
    off = Button("undo", "Undo", rect, enabled=False, hint="chosen in the settings")
    assert not same(drawn(off), drawn(Button("undo", "Undo", rect, enabled=False)))


@pytest.mark.parametrize("height", [28, 38, 64, 90])
@pytest.mark.parametrize("width", [160, 300])
def test_an_off_buttons_label_is_centred(width: int, height: int) -> None:
    """An off button kept the room of the keycap it no longer shows, its label off-centre to the
    left: its label now stands in the middle of the button (it moves when the button goes off, as
    its keycap goes; a first-time player read the off-centre label as a fault)."""
    rect = pygame.Rect(20, 20, width, height)
    off = Button("redo", "Redo", rect, enabled=False, hint="Ctrl+Y", keycap=True)
    with text.recording() as words:
        drawn(off)
    (label,) = words
    assert abs(label.used.centerx - rect.centerx) <= 2, f"{label.used} in {rect}"
