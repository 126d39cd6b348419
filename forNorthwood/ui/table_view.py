"""The table as its sections see it: a read-only ``layers.TableView`` over a table scene.

The view reads the scene's parts (its stage, its input, its session), never calls the scene: where
a thing is comes from the stage's sprites, the layout and the places the scene last published on
its input (``TableScene.publish``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from ..core import State
from ..game import table_keys as K
from ..game.session import Session
from .focus import Focusable
from .scene import Context
from .stage import Stage
from .table_input import TableInput
from .table_places import TableLayout


class ViewedScene(Protocol):
    """What the view reads of its table scene (``TableScene`` is one; naming it here would make
    an import circle)."""

    ctx: Context
    table: Stage
    session: Session
    focus: K.Key | None
    hover: K.Key | None
    input: TableInput
    covered: bool

    def focusables(self) -> Sequence[Focusable[K.Key]]: ...

    def table_words(self) -> list[pygame.Rect]: ...


class TableSceneView:
    """The table as its layers see it (a ``layers.TableView``): read-only, and only this."""

    def __init__(self, scene: ViewedScene) -> None:
        self._scene = scene

    @property
    def size(self) -> tuple[int, int]:
        return self._scene.ctx.size

    def px(self, value: float) -> int:
        return self._scene.table.layout.px(value)

    @property
    def layout(self) -> TableLayout:
        return self._scene.table.layout

    def locate(self, key: K.Key) -> pygame.Rect | None:
        return self._scene.input.placed(key)  # the scene's own things where it published them

    def outline(self, key: K.Key) -> pygame.Rect | None:
        return self._scene.input.outline(key) or self.locate(key)

    def busy(self) -> bool:
        return self._scene.table.busy()

    def words(self) -> list[pygame.Rect]:
        return self._scene.table_words()

    def held(self) -> bool:
        return self._scene.table.hold is not None  # the stage's, as ``busy`` (no call up into the scene)

    @property
    def state(self) -> State:
        return self._scene.session.state

    @property
    def ironman(self) -> bool:
        return not self._scene.session.undo_allowed

    @property
    def keep_hint_on(self) -> bool:
        return self._scene.ctx.settings.keep_hint_on

    @property
    def focus(self) -> K.Key | None:
        scene = self._scene  # nothing while an overlay covers the table (see ``TableScene.ring``)
        return None if scene.covered else scene.focus

    @property
    def hover(self) -> K.Key | None:
        return self._scene.hover

    @property
    def picked_up(self) -> K.Key | None:
        return self._scene.input.held

    def reachable(self, key: K.Key) -> bool:
        return key in {f.key for f in self._scene.focusables()}
