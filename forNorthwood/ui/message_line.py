"""The table's message line: the sentences of the action being shown, the events' as they start
to be shown and the screen's own (a refusal, "Undone.", the hint's legend), drawn as one sprite,
so that a new sentence does not redraw the table.

The ``Stage`` tells it each event it starts to show; the scene says its own sentences through it.
"""

from __future__ import annotations

from ..core import events as E
from ..i18n.events_text import describe
from .event_feed import EventFeed
from .frame import LAYER_FIEF
from .sprites import PictureSprite
from .still_drawing import feed_picture
from .table_places import TableLayout


class MessageLine:
    """The feed of sentences, the newest one (carried over to the next screen), and their sprite."""

    def __init__(self, text: str = "") -> None:
        self.feed = EventFeed()  # the last sentences
        self.feed.note(text)
        self.text = text  # the newest sentence
        self.error = False  # it tells of a refusal (drawn in red, alone)
        self.sprite = PictureSprite(LAYER_FIEF)
        #: An event told in other words than its own (the first hand dealt, as the game log tells it).
        self.instead: tuple[E.Event, str] | None = None

    def tell(self, event: E.Event, layout: TableLayout) -> None:
        """``event`` starts to be shown (and was not told before): its sentence on the line."""
        if self.instead is not None and event is self.instead[0]:
            self.say(self.instead[1], False, layout)
            return
        self.feed.add(event)
        newest = self.feed.newest
        if newest is not None and describe(event):
            self.text, self.error = newest.text, False
            self.show(layout)

    def say(self, text: str, error: bool, layout: TableLayout, instruction: bool = False, hint: bool = False) -> None:
        """A sentence of the screen's, after the events' (a refusal stands alone, in red; an
        ``instruction`` goes from the line when the next sentence comes; a ``hint`` with the
        Hint's badges: ``unsay_hint``)."""
        self.text = text
        self.error = error
        self.feed.note(text, error, instruction, hint)
        self.show(layout)

    def unsay_hint(self, layout: TableLayout) -> None:
        """The Hint's badges are gone: its words go too (the newest sentence is then the one before)."""
        if not any(line.hint for line in self.feed.lines):
            return
        self.feed.lines = [line for line in self.feed.lines if not line.hint]
        newest = self.feed.newest
        self.text, self.error = ("", False) if newest is None else (newest.text, newest.error)
        self.show(layout)

    def restate(self, text: str, layout: TableLayout) -> None:
        """The newest sentence said again in other words (a shorter wording that fits the line)."""
        self.feed.replace_newest(text)
        self.text = text
        self.show(layout)

    def show(self, layout: TableLayout) -> None:
        """Put the line on screen as it is now."""
        picture, rect = feed_picture(layout, self.feed.lines)
        self.sprite.show(picture, rect.topleft)
