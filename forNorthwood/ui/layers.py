"""Layers over a screen: the hints and the tutorial over the table, the review over the end of the game.

In the spirit of arcade's sections: a layer has its own ``update``, ``handle`` and
``draw``, and sees the screen under it only through a narrow view (``TableView``: where
a thing is, whether the table is busy, how big the screen is, the position shown). A
layer never calls into its scene: it returns messages (``Say``, ``Redraw``,
``CountHint``, ``HintShown``...) and the scene carries them out, so the statistics, the settings and
the save are written by the scene and the keeper of the game, never by a layer.
``handle`` answers with a ``Reply``: whether the layer took the event (the table must
not see it) and the messages.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

import pygame

from ..ai.advisor import Advice
from ..core import Action, State
from ..game import table_keys as K
from .table_places import TableLayout


class TableView(Protocol):
    """What a layer may know of the table under it."""

    @property
    def size(self) -> tuple[int, int]:
        """The window's size."""
        ...

    def px(self, value: float) -> int:
        """A reference-size length in pixels at this window's scale."""
        ...

    @property
    def layout(self) -> TableLayout:
        """The table's places at this window's size (a layer's own button has its place there)."""
        ...

    def locate(self, key: K.Key) -> pygame.Rect | None:
        """Where ``key`` is on screen now (a card as placed), or None."""
        ...

    def outline(self, key: K.Key) -> pygame.Rect | None:
        """The outline the player sees of ``key`` (a turned card lies across its slot), or None."""
        ...

    def busy(self) -> bool:
        """True while cards move or events wait to be shown."""
        ...

    def words(self) -> list[pygame.Rect]:
        """Lines of words the table shows besides the prompt and message lines, where they are
        drawn now (the visit's "This visit is won…" line): the tutorial leaves them lit and whole."""
        ...

    def held(self) -> bool:
        """True while the end-of-visit panel holds the table."""
        ...

    @property
    def state(self) -> State:
        """The position of the game on the table."""
        ...

    @property
    def ironman(self) -> bool:
        """Undo is off in this game (and so are hints)."""
        ...

    @property
    def keep_hint_on(self) -> bool:
        """The player's setting "Keep the Hint on": each new position is hinted without asking."""
        ...

    @property
    def focus(self) -> K.Key | None:
        """What the keyboard focus ring is drawn on (None while a dialog covers the table)."""
        ...

    @property
    def hover(self) -> K.Key | None: ...

    @property
    def picked_up(self) -> K.Key | None:
        """The card picked up with a press, to be put down with the next (a friend), or None."""
        ...

    def reachable(self, key: K.Key) -> bool:
        """Whether the keyboard focus can be put on ``key`` now."""
        ...


# -- what a layer asks for -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Say:
    """Put a sentence on the table's message line."""

    text: str
    error: bool = False
    hint: bool = False  # the Hint's words: they go with its badges (``Unsay``)


@dataclass(frozen=True, slots=True)
class Unsay:
    """Take the Hint's words off the message line: its badges are gone (after a choice the line
    still read "Hint: the best choice is ringed in gold…")."""


@dataclass(frozen=True, slots=True)
class Redraw:
    """The layer's picture changed; ``still``: draw the table's still picture again too, once."""

    still: bool = False


@dataclass(frozen=True, slots=True)
class AddSprites:
    """Put the layer's new sprites on the table (drawn with the cards, above them)."""

    sprites: tuple[pygame.sprite.DirtySprite, ...]


@dataclass(frozen=True, slots=True)
class CountHint:
    """A hint was asked for (or kept on at) position ``state``: count it in the game's statistics
    (``Session.count_hint``: once per position that is a decision)."""

    state: State


@dataclass(frozen=True, slots=True)
class PlayHinted:
    """The player asked to play the move the hint rings: ``action`` (of the position shown)."""

    action: Action


@dataclass(frozen=True, slots=True)
class HintShown:
    """The hint of ``state`` is on the table: keep it, so the review judges that choice by it."""

    state: State
    advice: Advice


@dataclass(frozen=True, slots=True)
class KeyDone:
    """The layer used a key as the table uses its own: the character under the focus ring shows
    its ability, as after any key."""


@dataclass(frozen=True, slots=True)
class Focus:
    """Put the keyboard focus on ``key`` (the tutorial's step points at it; the Hint's ringed
    choice). ``quiet``: the ring moves, and the tooltip put aside stays aside."""

    key: K.Key
    quiet: bool = False


@dataclass(frozen=True, slots=True)
class LetGo:
    """Put down the card picked up with a press (a friend the Hint does not bring in)."""


@dataclass(frozen=True, slots=True)
class NextLesson:
    """The tutorial's words were read (Next): go on to the next lesson."""


@dataclass(frozen=True, slots=True)
class SkipTutorial:
    """The player skipped the tutorial."""


@dataclass(frozen=True, slots=True)
class AskFirst:
    """Ask the player a question over the screen (a confirmation dialog); on ``yes``, carry out
    ``then``. The section says the words; the screen shows the dialog."""

    title: str
    message: str
    yes: str
    no: str
    then: tuple[Message, ...]


Message = (
    Say
    | Unsay
    | Redraw
    | AddSprites
    | CountHint
    | HintShown
    | PlayHinted
    | KeyDone
    | Focus
    | LetGo
    | NextLesson
    | SkipTutorial
    | AskFirst
)


@dataclass(frozen=True, slots=True)
class Reply:
    """A layer's answer to an input event."""

    taken: bool = False  # the layer took it: the table must not see it
    messages: tuple[Message, ...] = ()


PASS = Reply()

V_contra = TypeVar("V_contra", contravariant=True)


class Layer(Protocol[V_contra]):
    """A layer over a screen that offers it the view ``V_contra``."""

    def update(self, view: V_contra) -> Sequence[Message]:
        """Every frame, before drawing."""
        ...

    def handle(self, event: pygame.event.Event, view: V_contra) -> Reply:
        """An input event, before the screen under it sees it."""
        ...

    def covers(self, view: V_contra) -> bool:
        """Whether it draws over the whole screen now (or stopped doing so): the screen is then
        painted in full beneath it."""
        ...

    def draw(self, surface: pygame.Surface, view: V_contra) -> None:
        """Draw over the screen just drawn (a layer whose pictures are sprites draws nothing here)."""
        ...


class TableLayer(Layer[TableView], Protocol):
    """A layer over the table that may own things the pointer and the focus reach (its buttons):
    the table finds them, focuses and clicks them like its own, and hands the click back."""

    def targets(self, view: TableView) -> Sequence[tuple[K.Key, pygame.Rect]]:
        """The layer's own things that react to the pointer, bottom first."""
        ...

    def activate(self, key: K.Key, view: TableView) -> Sequence[Message] | None:
        """A click or Enter on ``key``: what to do, or None when ``key`` is not the layer's."""
        ...
