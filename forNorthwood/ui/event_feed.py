"""The event feed of the message line: the last few sentences, not only the last one.

An action often does several things (an ally draws six cards, an ability discards
three, one pick after the other): the feed keeps the last sentences in order, and the
message line shows the newest ones that fit. Cards drawn or discarded one after the
other are told together ("Drew 3 cards: Claws 2, 7 · Eyes 5."), even over several
picks, so that a long run stays one sentence. An undo starts the feed afresh (what it
told is no longer true). Pure: no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core import events as E
from ..i18n.events_text import describe, moved_together_text

#: The sentences kept (older ones of a long action are dropped first).
KEPT = 6


@dataclass(frozen=True, slots=True)
class FeedLine:
    """One sentence of the feed; ``run`` names the cards of a run of draws or discards it tells."""

    text: str
    error: bool = False
    run: tuple[str, str, tuple[str, ...]] | None = None  # (source, dest, cards)
    #: How to do something ("Drag the 2 of Claws onto the trick..."), not something that happened:
    #: shown until the next sentence comes, never kept before it.
    instruction: bool = False
    #: The Hint's words: they go from the line with its badges (``MessageLine.unsay_hint``).
    hint: bool = False


@dataclass
class EventFeed:
    """The sentences of the action being shown, oldest first."""

    lines: list[FeedLine] = field(default_factory=list)

    def clear(self) -> None:
        """Start afresh (an undo: what the feed told is no longer true)."""
        self.lines.clear()

    def note(self, text: str, error: bool = False, instruction: bool = False, hint: bool = False) -> None:
        """A sentence that is not an event's (a refusal, "Undone.", the hint's legend; ``instruction``:
        how to do something, which goes when the next sentence comes). The same sentence said again
        right after itself stands once (the Hint asked twice read "Bring the King of Flowers in over
        slot 4… · Bring the King of Flowers in over slot 4…")."""
        newest = self.lines[-1] if self.lines else None
        if newest is not None and (newest.text, newest.error) == (text, error):
            return
        if text:
            self._push(FeedLine(text, error, instruction=instruction, hint=hint))

    def add(self, event: E.Event) -> None:
        """An event starts to be shown: its sentence, or one more card in the run before it."""
        if isinstance(event, E.Moved) and (event.source, event.dest) in RUNS:
            last = self.lines[-1] if self.lines else None
            if last is not None and last.run is not None and last.run[:2] == (event.source, event.dest):
                cards = (*last.run[2], event.card)
                words = moved_together_text(event.source, event.dest, cards)
                self.lines[-1] = FeedLine(words, run=(event.source, event.dest, cards))
                return
            text = describe(event)
            if text:
                self._push(FeedLine(text, run=(event.source, event.dest, (event.card,))))
            return
        text = describe(event)
        if text:
            self._push(FeedLine(text))

    def replace_newest(self, text: str) -> None:
        """The newest sentence in other words (the same sentence, shorter)."""
        if self.lines:
            newest = self.lines[-1]
            self.lines[-1] = FeedLine(text, newest.error, instruction=newest.instruction)
        else:
            self.note(text)

    def _push(self, line: FeedLine) -> None:
        # An instruction is not history: a first-time player read "Drag 2 of Claws onto the trick, or
        # double-click it, to answer. · Answered 2 of Claws: dialogue lost." as what had happened.
        self.lines = [kept for kept in self.lines if not kept.instruction]
        self.lines.append(line)
        del self.lines[:-KEPT]

    @property
    def newest(self) -> FeedLine | None:
        return self.lines[-1] if self.lines else None


#: The moves told together when they follow one another: draws, and discards from the hand.
RUNS = frozenset({("deck", "hand"), ("hand", "discard")})
