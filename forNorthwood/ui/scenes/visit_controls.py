"""The visit's controls: its buttons, the answers to an ability's question, what is legal of
each kind, where the focus goes on in the hand; pure functions of what the visit passes in."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...core import Action, Decision, DecisionKind, Phase
from ...core import actions as A
from ...core import events as E
from ...core.abilities import picks_in_hand
from ...core.ally_advice import AllyAdvice
from ...core.cards import SUIT_LETTERS
from ...core.view import TableModel
from ...game import table_keys as K
from ...game.session import Step
from ...i18n import _, pgettext
from ...i18n.aids_text import confirm_no_effect_text, no_effect_text
from ...i18n.controls_text import keycap_name
from ...i18n.messages import suit_name
from ..buttons import Button
from ..focus import Focusable
from ..frame import Looks
from ..scene import Transition
from ..table_buttons import tracker_button
from ..table_places import TableLayout, choice_top
from .confirm import ask

#: The order of the option buttons.
OPTION_ORDER = ("continue", "stop", "skip")


def option_label(option: str) -> str:
    return {"stop": _("Stop drawing"), "continue": _("Draw another"), "skip": _("Skip")}.get(option, option)


def legal_of(legal: tuple[Action, ...], kind: type[Action]) -> set:
    """The values of the legal actions of one kind (``A.Play``: the cards; ``A.PickSlot``: the
    slots...; ``A.Reveal``: ``{True}`` when the statement may be revealed).

    With ``game.table_keys.target_of``, the one place of the visit that reads actions' fields."""
    found: set = set()
    for action in legal:
        if action.__class__ is not kind:
            continue
        match action:
            case A.Play(value) | A.Activate(value) | A.PickCard(value) | A.PickFief(value) | A.PickSlot(value):
                found.add(value)
            case A.PickSuit(value) | A.PickOption(value):
                found.add(value)
            case A.Reveal():
                found.add(True)
    return found


def last_dialogue(steps: Sequence[Step]) -> bool | None:
    """Whether the dialogue just played was won (None: none since the last statement, or an
    ally has acted since: the strip beside the trick tells a result until the next move)."""
    for step in reversed(steps):
        for event in reversed(step.events):
            if isinstance(event, E.Dialogue):
                return event.won
            if isinstance(event, E.Statement | E.VisitStarted | E.Activated):
                return None
    return None


def choice_buttons(
    lay: TableLayout, legal: tuple[Action, ...], kind: DecisionKind, take_back: bool
) -> list[Button[K.Key]]:
    """The answers to an ability's question of ``kind`` (the suits, the options), and Take back
    the last pick when ``take_back``."""
    area = lay.choices
    # A card question that may be skipped asks it in two lines over Skip (one wrapped under it).
    top = choice_top(lay, 2 if kind is DecisionKind.CARD else 1)
    px = lay.px
    buttons: list[Button[K.Key]] = []
    if kind is DecisionKind.SUIT:
        suits = [s for s in SUIT_LETTERS if s in legal_of(legal, A.PickSuit)]
        w = (area.width - px(10)) // 2
        h = min(px(54), (area.bottom - top - px(10)) // 2)
        for i, suit in enumerate(suits):
            rect = pygame.Rect(area.left + (i % 2) * (w + px(10)), top + (i // 2) * (h + px(10)), w, h)
            buttons.append(Button(K.Choice(suit), suit_name(suit), rect, suit=suit))
    options = sorted(legal_of(legal, A.PickOption), key=OPTION_ORDER.index)
    w = min(px(220), (area.width - px(10)) // max(1, len(options)))
    for i, option in enumerate(options):
        rect = pygame.Rect(area.left + i * (w + px(10)), top, w, min(px(54), area.bottom - top))
        buttons.append(Button(K.Choice(option), option_label(option), rect, primary=option == "continue"))
    if kind is DecisionKind.CARD and take_back:
        rect = pygame.Rect(area.left, area.bottom - px(50), min(area.width, px(280)), px(46))
        label = _("Take back the last pick")
        buttons.append(Button(K.Button("take_back"), label, rect, hint=keycap_name("take_back"), keycap=True))
    return buttons


def reveal_button(lay: TableLayout, reveal: bool) -> Button[K.Key]:
    """Next statement, in the first button slot (lit when ``reveal``)."""
    return Button(
        K.Button("reveal"),
        _("Next statement"),
        lay.button_slots[0],
        reveal,
        True,
        hint=keycap_name("next_statement"),
        keycap=True,
    )


def table_buttons(lay: TableLayout, reveal: bool, undo: Button[K.Key], redo: Button[K.Key]) -> list[Button[K.Key]]:
    """The visit's buttons: Next statement (lit when ``reveal``), ``undo`` and ``redo``, the menu,
    the rules, the card tracker."""
    return [
        reveal_button(lay, reveal),
        undo,
        redo,
        Button(K.Button("menu"), _("Menu"), lay.button_slots[3], hint=keycap_name("menu"), keycap=True),
        Button(K.Button("rules"), _("Rules"), lay.rules_button, hint=keycap_name("rules"), keycap=True),
        tracker_button(lay),
    ]


def hand_cards(legal: tuple[Action, ...], kind: type[A.Play] | type[A.PickCard]) -> set[int]:
    """The hand cards of the legal actions of one kind (``A.Play``, ``A.PickCard``), as the
    table's keys hold them (the core's cards)."""
    return {key.card for a in legal if a.__class__ is kind and isinstance(key := K.target_of(a)[0], K.Hand)}


def nearest_in_hand(
    focus: K.Key | None, hand: list[int], picked_at: tuple[int, int] | None, wanted: list[K.Key]
) -> K.Key | None:
    """The card of ``wanted`` nearest the place of the focused hand card (the one now at its
    place, else the nearest, the one after it on a tie), when the focus is on a hand card not
    wanted now: a card just picked has left the hand (Jack of Eyes discarding two...), or it
    may not be picked now. None when the focus is not on the hand or no card is wanted."""
    if not isinstance(focus, K.Hand):
        return None
    if focus.card in hand:
        place = hand.index(focus.card)
    elif picked_at is not None and picked_at[0] == focus.card:
        place = picked_at[1]
    else:
        return None
    cards = [k for k in wanted if isinstance(k, K.Hand) and k.card in hand]
    if not cards:
        return None
    return min(cards, key=lambda k: (abs(hand.index(k.card) - place), hand.index(k.card) < place))


def ally_question(advice: AllyAdvice, then: Callable[[], Transition]) -> Transition:
    """An ally whose ability would do nothing now asks first (``then``: use it anyway)."""
    return ask(
        title=_("This ally would do nothing now"),
        message=no_effect_text(advice.effect_of) + "\n\n" + confirm_no_effect_text(advice),
        yes=_("Use it anyway"),
        no=pgettext("ally", "Keep it"),
        then=then,
    )


def next_moves(
    phase: Phase,
    kind: DecisionKind | None,
    legal: tuple[Action, ...],
    hands: tuple[tuple[int, ...], tuple[int, ...]],
    choices: list[Button[K.Key]],
) -> list[K.Key]:
    """The likely next moves, where the focus goes (``hands``: the hand shown and the hand in the
    position; ``choices``: the answers to the question asked)."""
    shown, held = hands
    if phase is Phase.RESPOND:
        return [K.Hand(c) for c in shown if c in hand_cards(legal, A.Play)]
    if phase is Phase.DECISION:
        wanted: list[K.Key] = []
        if kind is DecisionKind.CARD:
            wanted = [K.Hand(c) for c in held if c in hand_cards(legal, A.PickCard)]
        elif kind is DecisionKind.FIEF:
            wanted = [K.Fief(f) for f in sorted(legal_of(legal, A.PickFief))]
        elif kind is DecisionKind.SLOT:
            wanted = [K.Ally(s) for s in sorted(legal_of(legal, A.PickSlot))]
        return wanted + [b.key for b in choices]
    if phase is Phase.ABILITY_WINDOW:
        return [K.Button("reveal"), K.DECK, *(K.Ally(s) for s in sorted(legal_of(legal, A.Activate)))]
    return []


def pile_and_slot_targets(
    lay: TableLayout, allies: int, buttons: list[Button[K.Key]]
) -> list[tuple[K.Key, pygame.Rect]]:
    """What reacts on the visit's table besides the cards, bottom first: the piles, the ally
    slots, then ``buttons``."""
    card = lay.card.size
    targets: list[tuple[K.Key, pygame.Rect]] = [
        (K.DECK, pygame.Rect(lay.deck.topleft, card)),
        (K.SCORE, pygame.Rect(lay.score.topleft, card)),
        (K.DISCARD, pygame.Rect(lay.discard)),
    ]
    targets += [(K.Ally(slot), lay.ally_slots[slot]) for slot in range(allies)]
    return targets + [(b.key, b.rect) for b in buttons]


def focus_places(
    lay: TableLayout,
    model: TableModel,
    asked: set,
    locate: Callable[[K.Key], pygame.Rect | None],
    choices: Sequence[Button[K.Key]],
    buttons: Sequence[Button[K.Key]],
    picks: set | frozenset = frozenset(),
) -> list[Focusable[K.Key]]:
    """Where the focus goes on the table during a visit, row by row (``asked``: the fiefs that may
    be picked, if a fief is asked for; ``locate``: where a key is on screen now; ``picks``: the
    hand's cards that may be picked, if a card is asked for: the others, greyed, are passed over,
    as on a discard where the focus landed on cards too high to be chosen)."""
    # The fiefs and the ruler are reached too, to read their rulers' abilities (the tooltip
    # follows the focus); while a fief is asked for, only those that may be picked.
    fiefs = sorted(asked) if asked else range(len(model.kingdom.fiefs))
    items: list[Focusable[K.Key]] = [Focusable(K.Fief(i), lay.fief_cards[i], 0) for i in fiefs]
    ruler = locate(K.RULER) if model.ruler else None
    items += [Focusable(K.RULER, ruler, 1)] if ruler is not None else []
    # Rows are the places' own: the deck and the score pile level with the upper ally slots,
    # the trick and the answers to a question level with the lower ones.
    items += [Focusable(K.Ally(s), lay.ally_slots[s], 1 + s // 2) for s in range(len(model.kingdom.allies))]
    # A pile is there to be opened: an empty one (no card to ring) is passed over.
    items += [Focusable(K.DECK, locate(K.DECK) or lay.deck, 1)]
    items += [Focusable(K.SCORE, locate(K.SCORE) or lay.score, 1)] if model.score else []
    # The discard pile stands with its label at the top of the trick, level with the deck: Left and
    # Right go deck, discard pile, score pile.
    statement = pygame.Rect(locate(K.DISCARD) or lay.discard)
    top = min(statement.top, lay.trick[1])
    items += (
        [Focusable(K.DISCARD, pygame.Rect(statement.left, top, statement.width, statement.bottom - top), 2)]
        if model.discard
        else []
    )
    items += [Focusable(b.key, b.rect, 2) for b in choices]
    for card in model.hand:
        key = K.Hand(card)
        rect = locate(key)
        if rect is not None and (not picks or card in picks):
            items.append(Focusable(key, rect, 3))
    items += [Focusable(b.key, b.rect, 4) for b in buttons[:4] if b.enabled]
    return items


def visit_looks(
    legal: tuple[Action, ...],
    phase: Phase,
    decision: Decision | None,
    ready: bool,
    focus: K.Key | None,
    anchor: tuple,
    dimmed: frozenset[int],
) -> Looks:
    """What the cards of a visit show, from the position (its legal actions, phase and pending
    decision) and the table's own state: at rest (``ready``) the cards to lift (legal responses or
    picks), the fiefs and slots that may be picked or activated; while it moves, nothing asked.
    ``focus`` is the ring, ``anchor`` the hand's pick anchor, ``dimmed`` the slots shown dim."""
    kind = decision.kind if ready and decision is not None else None
    hand: set[int] | None = None
    if ready and phase is Phase.RESPOND:
        hand = hand_cards(legal, A.Play)
    elif ready and phase is Phase.DECISION and kind is DecisionKind.CARD:
        hand = hand_cards(legal, A.PickCard)
    slots = (
        legal_of(legal, A.PickSlot) if kind is DecisionKind.SLOT else (legal_of(legal, A.Activate) if ready else set())
    )
    return Looks(
        visit=True,
        focus=focus,
        hand_legal=None if hand is None else frozenset(hand),
        hand_anchor=anchor,
        hand_picked=frozenset(picks_in_hand(decision)) if hand is not None and decision is not None else frozenset(),
        fiefs_legal=frozenset(legal_of(legal, A.PickFief)) if kind is DecisionKind.FIEF else frozenset(),
        slots_legal=frozenset(slots),
        slots_dim=dimmed,
        ruler_visited=True,
    )
