"""Shared values: one instance per distinct immutable value, handed out again and again.

The rules build the same few values for every action of every simulated game (a card
moved from the hand to the discard pile, the response 5L, ally slot 2 exhausted). They
are immutable, so one instance of each will do: ``Cls.shared(*fields)`` builds a value
the first time and returns that same object ever after. ``legal_actions`` then
allocates nothing but its tuple, and singletons can be compared with ``is``.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, ClassVar, Self


class Shared:
    """Base of the classes whose values are shared: each subclass keeps its own instances."""

    __slots__ = ()
    _instances: ClassVar[dict[tuple[Hashable, ...], Any]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._instances = {}

    @classmethod
    def shared(cls, *fields: Hashable) -> Self:
        """The one instance of this class with these fields, in their declared order."""
        found = cls._instances.get(fields)
        if found is None:
            found = cls._instances[fields] = cls(*fields)
        return found
