"""The table as its sections see it: a read-only ``layers.TableView`` over a table scene."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..core import State
from ..game import table_keys as K
from .table_places import TableLayout

if TYPE_CHECKING:
    from .table_scene import TableScene


class TableSceneView:
    """The table as its layers see it (a ``layers.TableView``): read-only, and only this."""

    def __init__(self, scene: TableScene) -> None:
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
        return self._scene.locate(key)

    def outline(self, key: K.Key) -> pygame.Rect | None:
        return self._scene.outline(key)

    def busy(self) -> bool:
        return self._scene.table.busy()

    def held(self) -> bool:
        return self._scene.hold is not None

    @property
    def state(self) -> State:
        return self._scene.session.state

    @property
    def ironman(self) -> bool:
        return not self._scene.session.undo_allowed

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
