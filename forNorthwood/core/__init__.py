"""The rules core of For Northwood!: pure, immutable, deterministic.

Standard library only — no pygame, no files, no global random. The public API:

* ``new_game(seed, setup, threshold)`` → ``State``
* ``legal_actions(state)`` → every legal ``Action``
* ``apply(state, action)`` → ``(State, events)`` or ``IllegalAction``
* ``apply_with_positions(state, action)`` → ``(State, moments)``: each event with the position after it
* ``chance_outcomes(state, action)`` → each outcome over the unseen cards, with its probability
* ``action_from_json(obj)`` / ``action.to_json()`` → actions in the protocol's form
* ``view(state)`` → what the player may know (protocol shape)
* ``state_to_json`` / ``state_from_json`` / ``state_from_position``
"""

from .actions import Action, action_from_json
from .cards import CARD_NAMES, CHARACTERS, FIEF_STARS, SUIT_LETTERS, card_name, parse_card
from .chance import Chance, chance_outcomes
from .errors import IllegalAction
from .moments import Moment, Trick
from .rules import apply, apply_with_positions, legal_actions, legal_responses, response_wins
from .serialize import state_from_json, state_from_position, state_to_json
from .setup import new_game
from .state import AllySlot, Decision, DecisionKind, Fief, FiefStatus, Kingdom, Phase, State
from .view import view

__all__ = [
    "CARD_NAMES",
    "CHARACTERS",
    "FIEF_STARS",
    "SUIT_LETTERS",
    "Action",
    "AllySlot",
    "Chance",
    "Decision",
    "DecisionKind",
    "Fief",
    "FiefStatus",
    "IllegalAction",
    "Kingdom",
    "Moment",
    "Phase",
    "State",
    "Trick",
    "action_from_json",
    "apply",
    "apply_with_positions",
    "card_name",
    "chance_outcomes",
    "legal_actions",
    "legal_responses",
    "new_game",
    "parse_card",
    "response_wins",
    "state_from_json",
    "state_from_position",
    "state_to_json",
    "view",
]
