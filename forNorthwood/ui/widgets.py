"""Kept for ``scenes/visit_still.py``, which still imports the focus ring from here: the widgets are
in ``buttons``, ``focus``, ``panels`` and ``tooltips``."""

from .focus import draw_focus as draw_focus
