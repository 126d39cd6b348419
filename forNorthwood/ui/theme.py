"""Colours and sizes of the woodland table.

Suit colours come from the Okabe–Ito palette (vermillion, reddish purple, bluish
green, blue), darkened so that each reaches a contrast of at least 4.5:1 on the
cream card face; every suit also has its own glyph, so colour is never the only cue.
"""

from __future__ import annotations

Colour = tuple[int, int, int]

#: The smallest font size on the table and its buttons, at any window size: smaller does not read.
MIN_TEXT = 14

CARD_FACE: Colour = (247, 238, 218)  # #F7EEDA, warm cream
CARD_EDGE: Colour = (120, 92, 60)
CARD_BACK: Colour = (46, 84, 62)
CARD_BACK_EDGE: Colour = (222, 196, 140)
INK: Colour = (43, 33, 24)  # text on cream
INK_SOFT: Colour = (96, 78, 60)
TEXT_LIGHT: Colour = (250, 243, 226)  # text on the wooden table
#: Quieter text (captions, keys, older sentences): still 4.5:1 on the lightest grain of the wood.
TEXT_DIM: Colour = (232, 218, 192)
FELT: Colour = (34, 58, 44)  # drop zones and panels on the table
FELT_EDGE: Colour = (190, 162, 110)
PANEL: Colour = (40, 30, 22)
PANEL_EDGE: Colour = (196, 160, 98)
FOCUS: Colour = (255, 214, 64)  # gold: the hint's best choice, the tutorial's spotlight
FOCUS_RING: Colour = (255, 255, 255)  # the keyboard focus: white dashes on a dark band
LEGAL: Colour = (250, 250, 235)  # outline of a card that may be played / picked
ERROR: Colour = (255, 204, 190)  # 4.5:1 on the lightest grain of the wood
WON: Colour = (0, 122, 90)
#: A won result written straight on the wood (the end screen's title): 4.5:1 on its lightest grain.
WON_LIGHT: Colour = (156, 234, 176)
LOST: Colour = (150, 40, 40)
BUTTON: Colour = (92, 64, 38)
BUTTON_HOVER: Colour = (122, 88, 52)
BUTTON_PRIMARY: Colour = (0, 104, 78)
BUTTON_DISABLED: Colour = (74, 64, 56)
#: The label of a button that cannot be pressed now: dimmer than an enabled one, and still 4.5:1.
TEXT_DISABLED: Colour = (184, 174, 162)
STAR: Colour = (232, 176, 36)

#: Suit letter → colour (Okabe–Ito hue, darkened for contrast on CARD_FACE).
SUIT_COLOURS: dict[str, Colour] = {
    "C": (0xB0, 0x4A, 0x00),  # vermillion  #D55E00 → #B04A00
    "F": (0xA6, 0x3D, 0x82),  # reddish purple #CC79A7 → #A63D82
    "L": (0x00, 0x7A, 0x5A),  # bluish green #009E73 → #007A5A
    "E": (0x00, 0x5F, 0x94),  # blue #0072B2 → #005F94
}
SUIT_FILES: dict[str, str] = {"C": "claws", "F": "flowers", "L": "leaves", "E": "eyes"}


def hex_colour(colour: Colour) -> str:
    """``(176, 74, 0)`` → ``"#B04A00"``."""
    return "#{:02X}{:02X}{:02X}".format(*colour)


def relative_luminance(colour: Colour) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Colour, b: Colour) -> float:
    """WCAG contrast ratio between two colours (1..21)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def focus_width(width: int, height: int) -> int:
    """The width of the keyboard focus ring around a ``width`` × ``height`` rectangle (``focus.draw_focus``)."""
    return max(3, min(width, height) // 28)


def focus_reach(width: int, height: int) -> int:
    """How far the focus ring of such a rectangle reaches outside it: a layout leaves that much
    room beside it where a label would otherwise be drawn over."""
    return 2 * focus_width(width, height)
