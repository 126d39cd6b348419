"""What the player can be sure of: is the visit still winnable, is the medal?

Pure and conservative. A visit is called lost (or won) for sure only when no
sequence of legal actions, with any order of the unseen deck, could change that;
otherwise it is "open". Only what the player knows is used: the hand, the counts
and known top of the deck, the discard and score piles, the table. Which cards
are in the deck is known (every card not seen elsewhere); their order is not.

Bounds on the final score of the visit (docs/RULES.md):

* the score pile only shrinks through the Queen of Claws (score top to the hand) and
  the Queen of Flowers (score top to the deck), one card per use;
* it only grows by won dialogues (at most one per statement, and each statement
  comes from the deck) and by the King of Claws (cards from the hand);
* a Queen of Flowers puts back one statement for each card she takes off the
  score pile, so the score plus the deck's size never grows through her;
* every card drawn costs the deck a statement, so without the King or Queens
  above, dialogues are at most ``min(deck, (hand + deck) // 2)``;
* the Prince of Leaves may move the visit, so any unvisited fief's target counts.
"""

from __future__ import annotations

from dataclasses import dataclass

from .abilities import SPECS
from .cards import FIEF_STARS, card_suit, card_value
from .reach import BORROWERS, READIERS, RULER_CHANGERS, characters_in_reach, rulers_in_reach
from .rules import legal_responses, response_wins
from .state import (
    CHARACTER_SUIT,
    PHASE_ABILITY_WINDOW,
    PHASE_CHOOSE_FIEF,
    PHASE_CHOOSE_SUBSTITUTES,
    PHASE_DECISION,
    PHASE_RESPOND,
    STATUS_UNVISITED,
    STATUS_WON,
    Kingdom,
    State,
)

# Outlooks of a visit and of the medal.
OPEN = "open"
WON = "won"
LOST = "lost"
SECURED = "secured"

# Reason codes (worded by forNorthwood.i18n.aids_text).
OVER_TARGET = "over_target"  # the score is above the target and cannot come down
TOO_FEW_DIALOGUES = "too_few_dialogues"  # not enough of the dialogues left can be won to reach the target
TARGET_LOCKED = "target_locked"  # the target is reached and nothing can change the score
STARS_SHORT = "stars_short"  # the fiefs still winnable cannot bring the threshold
STARS_REACHED = "stars_reached"  # the threshold is reached (or will be, once this visit ends)

#: Abilities that take a card off the score pile.
SCORE_REMOVERS = frozenset(code for code, spec in SPECS.items() if spec.unscores)
#: Abilities that add hand cards to the score pile.
SCORE_ADDERS = frozenset(code for code, spec in SPECS.items() if spec.scores_hand)
#: Abilities that can bring a card into the hand (a draw, a take or an exchange).
HAND_GAINERS = frozenset(code for code, spec in SPECS.items() if spec.fills_hand)
#: Abilities that can bring a pile's top card into the hand.
PILE_TAKERS = frozenset(code for code, spec in SPECS.items() if spec.tops_to_hand)


@dataclass(frozen=True, slots=True)
class VisitProspect:
    """Whether the visit in progress can still end on its target.

    ``lowest``/``highest`` bound the final score; ``outlook`` is "open", "won" or
    "lost"; ``reason`` is a code for a sure outlook, None while open.
    """

    fief: int
    target: int
    score: int
    lowest: int
    highest: int
    outlook: str
    reason: str | None

    @property
    def lost(self) -> bool:
        return self.outlook == LOST

    @property
    def won(self) -> bool:
        return self.outlook == WON


@dataclass(frozen=True, slots=True)
class MedalProspect:
    """Whether the difficulty's threshold can still be reached.

    ``possible`` counts the stars won plus those of every fief that can still be won
    (the visited fief left out once its visit is lost for sure); ``sure`` counts the
    stars won plus the visited fief's once its visit is won for sure.
    """

    threshold: int
    stars: int
    sure: int
    possible: int
    outlook: str  # "secured", "open" or "lost"
    reason: str | None
    stop_allowed: bool  # the player may stop the game now (docs/RULES.md 5)

    @property
    def needed(self) -> int:
        """Stars still missing to reach the threshold."""
        return max(0, self.threshold - self.stars)


@dataclass(frozen=True, slots=True)
class FiefOutcome:
    """A finished visit, for the fief won/lost panel."""

    fief: int
    won: bool
    stars_gained: int
    stars_total: int
    threshold: int
    stars_possible: int


def _in_visit(state: State) -> bool:
    return state.kingdom.visiting is not None and state.phase in (
        PHASE_CHOOSE_SUBSTITUTES,
        PHASE_ABILITY_WINDOW,
        PHASE_RESPOND,
        PHASE_DECISION,
    )


def _window_ahead(state: State) -> bool:
    """Could an ally still act during this visit (now or before a later statement)?"""
    phase = state.phase
    if phase is PHASE_CHOOSE_SUBSTITUTES or phase is PHASE_DECISION:
        return True
    hand, deck = len(state.hand), len(state.deck)
    bonus = 1 if state.baron_eyes else 0  # an even response draws a card back
    if phase is PHASE_ABILITY_WINDOW:
        if not state.ability_used:
            return True
        return hand - 1 + bonus >= 1 and deck - 1 >= 1
    # responding: the statement already left the deck
    return hand - 1 + bonus >= 1 and deck >= 1


def _reach(state: State) -> frozenset[str]:
    """Characters that might still act in this visit (the Baron of Eyes' pending effect included)."""
    kingdom = state.kingdom
    extra: set[str] = set()
    if state.baron_eyes:
        extra.add("BE")
    decision = state.decision
    if state.phase is PHASE_DECISION and decision is not None:
        extra.add(decision.ability)
    if state.phase is PHASE_CHOOSE_SUBSTITUTES:
        extra |= set(kingdom.friends)
    if not _window_ahead(state):
        return frozenset(extra)
    return characters_in_reach(kingdom, extra)


def _deck_cards(state: State) -> frozenset[int]:
    """The cards in the deck, as the player knows them: every card not seen elsewhere."""
    return frozenset(range(32)) - set(state.hand) - set(state.discard) - set(state.score)


def _beats(statement: int, response: int, trumps: frozenset[int]) -> bool:
    if card_suit(response) == card_suit(statement):
        return card_value(response) > card_value(statement)
    return card_suit(response) in trumps


def _trumps(kingdom: Kingdom, reach: frozenset[str]) -> frozenset[int]:
    rulers = rulers_in_reach(kingdom, bool(reach & RULER_CHANGERS))
    return frozenset(CHARACTER_SUIT[r] for r in rulers)


def _winners(responses: frozenset[int], statements: frozenset[int], trumps: frozenset[int]) -> set[int]:
    """The ``responses`` that could win against some card of ``statements`` (follow suit ignored)."""
    return {r for r in responses if any(s != r and _beats(s, r, trumps) for s in statements)}


def visit_prospect(state: State) -> VisitProspect | None:
    """The visit's outlook, or None when no visit is in progress."""
    if not _in_visit(state):
        return None
    kingdom = state.kingdom
    target = kingdom.visiting
    assert target is not None
    score = len(state.score)
    reach = _reach(state)
    lowest = _lowest_score(state, reach)
    highest = max(_highest_score(state, reach), lowest)

    targets = {target}
    if "PL" in reach:
        targets |= {i for i, f in enumerate(kingdom.fiefs) if f.status is STATUS_UNVISITED}
    if not any(lowest <= t <= highest for t in targets):
        reason = OVER_TARGET if lowest > target else TOO_FEW_DIALOGUES
        return VisitProspect(target, target, score, lowest, highest, LOST, reason)
    if targets == {target} and lowest == highest == target:
        return VisitProspect(target, target, score, lowest, highest, WON, TARGET_LOCKED)
    return VisitProspect(target, target, score, lowest, highest, OPEN, None)


def _lowest_score(state: State, reach: frozenset[str]) -> int:
    """The lowest score pile the visit can still end with."""
    kingdom, score = state.kingdom, len(state.score)
    removers = reach & SCORE_REMOVERS
    if not removers:
        lowest = score
    elif reach & READIERS or state.phase is PHASE_CHOOSE_SUBSTITUTES:
        lowest = 0  # a slot may act again, or friends may still take the slots
    else:
        # each use of a ready slot takes at most one card off the score pile
        changers = bool(reach & RULER_CHANGERS)
        uses = sum(1 for a in kingdom.allies if not a.exhausted and _removes(a.character, kingdom, changers))
        lowest = max(0, score - uses)

    return lowest


def _highest_score(state: State, reach: frozenset[str]) -> int:
    """The highest score pile the visit can still end with (before the lowest bounds it)."""
    kingdom, score = state.kingdom, len(state.score)
    hand, deck = len(state.hand), len(state.deck)
    responding = state.phase is PHASE_RESPOND and state.statement is not None
    plain = not reach  # no ability (nor a pending Baron of Eyes) can act any more
    removers = reach & SCORE_REMOVERS
    # what could still win a dialogue
    deck_cards = _deck_cards(state)
    trumps = _trumps(kingdom, reach)
    potential = frozenset(state.hand)
    if reach & HAND_GAINERS:
        potential |= deck_cards
    if reach & PILE_TAKERS:
        potential |= frozenset(state.discard) | frozenset(state.score)
    statements = deck_cards
    if "KL" in reach:  # a hand card put on top of the deck becomes the statement
        statements |= potential
    if "QF" in reach:  # so does the score pile's top card
        statements |= frozenset(state.score)
    winners_now = (
        {c for c in legal_responses(state.hand, state.statement) if response_wins(state.statement, c, kingdom.trump)}
        if responding and state.statement is not None
        else set()
    )

    if reach & SCORE_ADDERS:
        highest = score + hand + deck + (len(state.discard) if reach & PILE_TAKERS else 0)
    else:
        later_hand = hand - 1 if responding else hand
        now = 1 if responding else 0  # the dialogue being answered
        if plain:
            dialogues = now + min(deck, later_hand)
        elif removers:
            # a Queen of Flowers adds a statement for each card she takes off the score
            dialogues = now + deck
        else:
            # each card drawn into the hand is a statement fewer
            dialogues = now + min(deck, (later_hand + deck) // 2)
        # each win takes a card that can beat the statement it answers
        wins = min(dialogues, len(_winners(potential, statements, trumps) | winners_now))
        if responding and not winners_now:
            wins = min(wins, dialogues - 1)
        highest = score + max(0, wins)
    return highest


def _removes(character: str, kingdom: Kingdom, changers: bool) -> bool:
    """Could one use of this slot take a card off the score pile?"""
    if character in SCORE_REMOVERS:
        return True
    if character in BORROWERS:
        return bool(rulers_in_reach(kingdom, changers) & SCORE_REMOVERS)
    return False


def medal_prospect(state: State, visit: VisitProspect | None = None) -> MedalProspect:
    """The medal's outlook; ``visit`` may pass an already computed ``visit_prospect``."""
    kingdom = state.kingdom
    if visit is None:
        visit = visit_prospect(state)
    stars = kingdom.stars
    possible = kingdom.stars_still_possible
    sure = stars
    if visit is not None and visit.lost:
        possible -= FIEF_STARS[visit.fief]
    if visit is not None and visit.won:
        sure += FIEF_STARS[visit.fief]
    threshold = kingdom.threshold
    stop_allowed = state.phase is PHASE_CHOOSE_FIEF and kingdom.stars_still_possible < threshold
    if sure >= threshold:
        return MedalProspect(threshold, stars, sure, possible, SECURED, STARS_REACHED, stop_allowed)
    if possible < threshold:
        return MedalProspect(threshold, stars, sure, possible, LOST, STARS_SHORT, stop_allowed)
    return MedalProspect(threshold, stars, sure, possible, OPEN, None, stop_allowed)


def medal_just_lost(before: MedalProspect | None, after: MedalProspect) -> bool:
    """True the first time the medal shows as lost (to say so once)."""
    return after.outlook == LOST and (before is None or before.outlook != LOST)


def fief_outcome(kingdom: Kingdom, fief: int) -> FiefOutcome:
    """The result of the finished visit to ``fief``, read from the kingdom after it."""
    won = kingdom.fiefs[fief].status is STATUS_WON
    return FiefOutcome(
        fief,
        won,
        FIEF_STARS[fief] if won else 0,
        kingdom.stars,
        kingdom.threshold,
        kingdom.stars_still_possible,
    )
