"""The table's aids, worked out once per position: is the visit settled, is the medal,
what each ally can do now.

The core answers (``core.prospects``, ``core.ally_advice``) are pure but not free (the
allies' look-ahead plays activations out), so they are kept for the state they were
asked about: states are immutable, and a new position is a new state object. The
scenes ask every frame; the core is asked once per position.
"""

from __future__ import annotations

from ..core.ally_advice import ABILITY_USED, AllyAdvice, ally_advice
from ..core.prospects import LOST, MedalProspect, VisitProspect, medal_just_lost, medal_prospect, visit_prospect
from ..core.state import State
from ..i18n.aids_text import medal_prospect_text


class TableAids:
    """The aids of one table scene; ``said`` remembers the medal's standing once told."""

    def __init__(self, state: State) -> None:
        self.state: State | None = None
        self._visit: VisitProspect | None = None
        self._medal: MedalProspect | None = None
        self._allies: tuple[AllyAdvice, ...] | None = None
        self._visit_known = False
        self.asked = 0  # how many times the core was asked (tests check the cache)
        self.said: MedalProspect | None = self.medal(state)  # what the player was already told

    def _at(self, state: State) -> None:
        if state is not self.state:
            self.state = state
            self._visit, self._medal, self._allies = None, None, None
            self._visit_known = False

    def visit(self, state: State) -> VisitProspect | None:
        self._at(state)
        if not self._visit_known:
            self._visit = visit_prospect(state)
            self._visit_known = True
            self.asked += 1
        return self._visit

    def medal(self, state: State) -> MedalProspect:
        self._at(state)
        if self._medal is None:
            self._medal = medal_prospect(state, self.visit(state))
            self.asked += 1
        return self._medal

    def allies(self, state: State) -> tuple[AllyAdvice, ...]:
        self._at(state)
        if self._allies is None:
            self._allies = ally_advice(state)
            self.asked += 1
        return self._allies

    def dimmed_slots(self, state: State) -> frozenset[int]:
        """Allies that cannot act because another already did before this statement."""
        return frozenset(a.slot for a in self.allies(state) if a.reason == ABILITY_USED)

    def medal_news(self, state: State) -> str | None:
        """The medal's line the first time it shows as lost, else None (told once)."""
        after = self.medal(state)
        news = medal_just_lost(self.said, after)
        self.said = after
        return medal_prospect_text(after) if news and after.outlook == LOST else None
