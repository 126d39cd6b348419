"""The sections over a screen and their dispatch rules, after arcade's ``SectionManager``.

A section (``layers.Layer``: the hint, the tutorial, the review) owns its concept: its
keys and buttons, its rectangles, its drawing and its job, and reaches the game through
one narrow view. ``Sections`` holds a screen's sections in the order they see input: an
event goes to each in turn until one takes it (the tutorial's words are modal: they take
what they do not let through), so the screen under them sees only what none took. They
are drawn in the other order, the one that sees input first on top; when one covers the
whole screen, the screen is painted in full beneath it. A section never calls its screen:
what it asks for comes back as messages, which the screen carries out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

import pygame

from ..game import table_keys as K
from .layers import Layer, Message, Reply, TableLayer, TableView

V = TypeVar("V")


class Sections(Generic[V]):
    """A screen's sections, the one that sees input first first."""

    def __init__(self, *sections: Layer[V]) -> None:
        self.all: tuple[Layer[V], ...] = sections

    def handle(self, event: pygame.event.Event, view: V) -> Reply:
        """``event`` offered to each section in turn, up to the first that takes it: whether one
        took it (the screen must not see it), and all that they asked for, in order."""
        messages: list[Message] = []
        for section in self.all:
            reply = section.handle(event, view)
            messages += reply.messages
            if reply.taken:
                return Reply(True, tuple(messages))
        return Reply(False, tuple(messages))

    def update(self, view: V) -> list[Message]:
        """Every frame, before drawing: what the sections ask for."""
        return [message for section in self.all for message in section.update(view)]

    def covers(self, view: V) -> bool:
        """A section draws over the whole screen now (or just stopped)."""
        return any(section.covers(view) for section in self.all)

    def draw(self, surface: pygame.Surface, view: V) -> None:
        """Over the screen just drawn, the one that sees input first on top."""
        for section in reversed(self.all):
            section.draw(surface, view)


class TableSections(Sections[TableView]):
    """The sections over the table, whose own buttons the table's pointer and focus reach."""

    def __init__(self, *sections: TableLayer) -> None:
        super().__init__(*sections)
        self.table_sections: tuple[TableLayer, ...] = sections

    def targets(self, view: TableView) -> list[tuple[K.Key, pygame.Rect]]:
        """The sections' own things the pointer and the focus reach (the Hint button), bottom first."""
        return [target for section in self.table_sections for target in section.targets(view)]

    def activate(self, key: K.Key, view: TableView) -> Sequence[Message] | None:
        """A click or Enter on ``key``, handed to the section that owns it (None: none does)."""
        for section in self.table_sections:
            messages = section.activate(key, view)
            if messages is not None:
                return messages
        return None
