"""The buttons every table screen has that are not actions of the game: Undo, Redo, the card tracker."""

from __future__ import annotations

import pygame

from ..game import table_keys as K
from ..game.session import Session
from ..i18n import _
from ..i18n.controls_text import button_name
from .buttons import Button
from .table_places import TableLayout


def ironman_text() -> str:
    return _("This is an Ironman game: there is no undo, every choice is final.")


def undo_button(session: Session, name: str, rect: pygame.Rect) -> Button[K.Key]:
    """Undo or Redo; in an Ironman game the button itself says why it is off."""
    key = K.Button(name)
    if not session.undo_allowed:
        label = _("Undo: off (Ironman)") if name == "undo" else _("Redo: off (Ironman)")
        return Button(key, label, rect, False, hint=_("chosen in the settings"))
    if name == "undo":
        return Button(key, _("Undo"), rect, session.can_undo(), hint=button_name("undo"), keycap=True)
    return Button(key, _("Redo"), rect, session.can_redo(), hint=button_name("redo"), keycap=True)


def tracker_button(lay: TableLayout) -> Button[K.Key]:
    # Translators: the card tracker's button on the table (its key is shown beside it, as on every button).
    label = _("Cards")
    return Button(K.Button("tracker"), label, lay.tracker_button, hint=button_name("tracker"), keycap=True)
