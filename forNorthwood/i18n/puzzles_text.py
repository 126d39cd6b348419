"""The words of the puzzles: the goal of a position, the moves, the verdict and the solution.

A puzzle is a position of a real game where the exact solver proves one move best
(``game.puzzles``); these are the sentences its screens show around the table. The
puzzle's facts come in as plain values (``i18n`` sits below ``game``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from ..core import State
from ..core import actions as A
from ..core.actions import Action
from ..core.cards import CARD_NAMES, FIEF_STARS
from . import _, ngettext, pgettext
from .abilities_text import ability_summary
from .choice_text import hint_text
from .messages import card_label, character_name, suit_name
from .review_text import chance_text, shown_percent


def puzzle_title(level: int, daily: bool = False) -> str:
    """The heading of a puzzle: its level (1 easiest, 5 hardest), and whether it is today's."""
    if daily:
        # Translators: the heading of today's puzzle; {level} is its difficulty (1 easiest, 5 hardest).
        return _("Today's puzzle · level {level} of 5").format(level=level)
    # Translators: the heading of a puzzle; {level} is its difficulty (1 easiest, 5 hardest).
    return _("Puzzle · level {level} of 5").format(level=level)


def level_text(level: int) -> str:
    """What makes a level of the puzzles harder than the one before (``game.puzzles.grade``: the
    moves to choose from, the cards in hand, whether the obvious move, the quick rule of thumb's,
    is the answer; every level mixes dialogues and abilities)."""
    # Each a short line under a level's button on the puzzles' screen (it must fit the button's
    # width at 960 pixels); "the obvious move" is the one a quick rule of thumb plays.
    texts = {
        # Translators: under the level 1 button of the puzzles (one short line): two moves to choose from.
        1: _("Two moves, few cards: counting is often enough."),
        # Translators: under the level 2 button of the puzzles (one short line).
        2: _("More cards in hand: more dialogues ahead."),
        # Translators: under the level 3 button of the puzzles (one short line): 4 in 10 of its puzzles
        # have three moves to choose from; "the obvious one": the move a quick rule of thumb plays.
        3: _("Some have three moves; the obvious one sometimes fails."),
        # Translators: under the level 4 button of the puzzles (one short line): the obvious move fails in
        # 51% of its puzzles (tests/game/test_puzzle_levels.py measures it); more than half have three or four
        # moves to choose from.
        4: _("Often three or four moves; the obvious one fails half the time."),
        # Translators: under the level 5 button of the puzzles (one short line): the obvious move fails in
        # 61% of its puzzles (tests/game/test_puzzle_levels.py). "More often than not" read as a promise:
        # a player met it right in 3 of 6 right answers ("This time the obvious move was right").
        5: _("The most moves; the obvious one fails 3 times in 5."),
    }
    return texts.get(level, "")


def obvious_move_text() -> str:
    """What "the obvious move" of the levels' lines and of the solution is (``ai.policy.greedy_action``):
    said on the puzzles' screen, under the statistics."""
    # Translators: on the puzzles' screen, under the statistics: what "the obvious move" of the levels'
    # lines is (the quick rule of thumb's move: the cheapest winning card while dialogues are still
    # needed, else the strongest losing card, and never an ally's ability).
    return _(
        "The obvious move follows a simple rule of thumb: answer with the cheapest card that wins while you "
        "still need dialogues, otherwise with the strongest card that loses, and never use an ally."
    )


def levels_text() -> str:
    """What the levels share, beside the puzzles' screen's list of levels."""
    return _("Every level mixes dialogues and allies' abilities.")


def heading_and_goal(heading: str, goal: str) -> str:
    """The puzzle's heading and its goal as one line of the message line."""
    # Translators: {heading} is "Puzzle · level 2 of 5"; {goal} is the puzzle's goal in whole sentences.
    return _("{heading}. {goal}").format(heading=heading, goal=goal)


def goal_texts(heading: str, state: State, level: int = 0) -> tuple[str, ...]:
    """The puzzle's heading and goal on the message line, longest first: the whole goal, then
    shorter ones (the over-the-count sentence shortened, "Find the best move" left out, the
    heading shortened to its level, ``level``, when given), the heading left out only last, for a
    line too narrow to hold it (a goal that wraps covers the table)."""
    whole = heading_and_goal(heading, goal_text(state, level))
    fief = state.kingdom.visiting
    if fief is None:
        return (whole,)
    wanted = _wanted(fief)
    won = len(state.score)
    shortest = wanted
    if won > fief:
        if hinted(level):
            short = ngettext(
                "You have won {won} already: only an ability can still win the visit.",
                "You have won {won} already: only an ability can still win the visit.",
                won,
            ).format(won=won)
            # Translators: the shortest wording of "You have won {won} already: only an ability can
            # still win the visit.", for a puzzle's goal on a narrow line.
            least = ngettext(
                "{won} won already: only an ability can win.", "{won} won already: only an ability can win.", won
            )
        else:
            short = _over(won)
            # Translators: the shortest wording of "You have already won {won} dialogues, more than this
            # fief asks.", for a puzzle's goal on a narrow line (it says no move that wins).
            least = ngettext("{won} won already.", "{won} won already.", won)
        shortest = wanted + " " + least.format(won=won)
        wanted = wanted + " " + short
    if not level:
        return whole, heading_and_goal(heading, wanted), wanted
    # Translators: the shortest heading of a puzzle, where the whole one does not fit ("Level 5/5").
    brief = _("Level {level}/5").format(level=level)
    return (
        whole,
        heading_and_goal(heading, wanted),
        heading_and_goal(brief, wanted),
        heading_and_goal(brief, shortest),
        wanted,
    )


#: The highest level whose goal may say which kind of move wins (an ability, past the count):
#: from the next level up, the goal says the goal only; finding the move is the puzzle.
HINTED_LEVELS = 2


def hinted(level: int) -> bool:
    """Whether a puzzle of ``level`` (0: unknown) may be told which kind of move wins."""
    return 0 < level <= HINTED_LEVELS


def _over(won: int) -> str:
    """The dialogues won past the fief's count, with no word of the move that wins."""
    # Translators: in a puzzle's goal, when more dialogues are won than the fief asks (the score
    # shows 4/3); it must not say which move can still win (finding it is the puzzle).
    return ngettext(
        "You have already won {won} dialogue, more than this fief asks.",
        "You have already won {won} dialogues, more than this fief asks.",
        won,
    ).format(won=won)


def _wanted(fief: int) -> str:
    return ngettext(
        "Win fief {fief}: exactly {target} dialogue, worth {stars} ★.",
        "Win fief {fief}: exactly {target} dialogues, worth {stars} ★.",
        fief,
    ).format(fief=fief, target=fief, stars=FIEF_STARS[fief])


def goal_text(state: State, level: int = 0) -> str:
    """What the puzzle asks: the fief visited, how many dialogues it wants, what it is worth
    (the HUD shows the dialogues won so far); ``level`` the puzzle's (``hinted``)."""
    fief = state.kingdom.visiting
    if fief is None:  # a puzzle is always in a visit; a book that says otherwise is refused before
        return find_text()
    wanted = _wanted(fief)
    won = len(state.score)
    if won > fief:
        # Some puzzles begin with more dialogues won than the fief asks (the score shows 4/3): only
        # an ability can still win the visit (a Prince of Leaves moves it to another fief, a card
        # leaves the score pile). The goal says so, or it reads as a mistake; which kind of move
        # wins, only at the easy levels (from level 3 up it would give the answer away).
        if not hinted(level):
            return wanted + " " + _over(won) + " " + find_text()
        over = ngettext(
            "You have already won {won} dialogue, more than this fief asks: only an ability can still win the visit.",
            "You have already won {won} dialogues, more than this fief asks: only an ability can still win the visit.",
            won,
        ).format(won=won)
        return wanted + " " + over + " " + find_text()
    return wanted + " " + find_text()


def find_text() -> str:
    return _("Find the best move and play it.")


def stats_line(tried: int, first_try: int, streak: int) -> str:
    """The puzzle statistics after an answer, on the message line."""
    return _("Puzzles tried: {tried} · solved at the first try: {first} · streak: {n}").format(
        tried=tried, first=first_try, n=streak
    )


def move_text(action: Action, state: State) -> str:
    """A move of the position as a short command ("Play the 7 of Eyes", "Use ally 2, the Jack of Claws")."""
    match action:
        case A.Play(card):
            return _("Answer with {card}").format(card=card_label(CARD_NAMES[card]))
        case A.PickCard(card):
            return _pick_text(pick_kind(state), card_label(CARD_NAMES[card]))
        case A.Activate(slot):
            allies = state.kingdom.allies
            if slot < len(allies):
                ally = allies[slot].substitute or allies[slot].ally
                # Translators: a move of a puzzle: use the ally in slot {slot} (1-4), named {ally}.
                return _("Use ally {slot}, the {ally}").format(slot=slot + 1, ally=character_name(ally))
            return _("Use ally {slot}").format(slot=slot + 1)
        case A.Reveal():
            return _("Reveal the next statement")
        case A.PickSuit(suit):
            # Translators: a move of a puzzle: the suit chosen when an ability asks for one.
            return _("Choose {suit}").format(suit=suit_name(suit))
        case A.PickOption(option):
            return {"stop": _("Stop drawing"), "continue": _("Draw another"), "skip": _("Skip")}.get(option, option)
        case A.ChooseFief(fief) | A.PickFief(fief):
            return _("Choose fief {fief}").format(fief=fief)
        case A.PickSlot(slot) | A.Substitute(slot=slot) | A.Unsubstitute(slot):
            return _("Choose ally slot {slot}").format(slot=slot + 1)
        case A.StopGame():
            return _("Stop the game")
        case A.Back():
            return _("Go back")
        case A.BeginVisit():
            return _("Start the visit")
        case _:
            assert_never(action)


#: What the card an ability's question picks becomes: discarded, kept (the others of its value
#: discarded), put on top of a pile, put on the deck (for its top card), exchanged with a pile's top
#: card, or named (its value); "" for another question ("Pick" then).
DISCARD, KEEP, ON_TOP, ON_DECK, EXCHANGE, NAME = "discard", "keep", "on_top", "on_deck", "exchange", "name"
#: Each question's step (``core.abilities``) by what its card picked becomes.
PICK_KINDS = {
    "be_discard": DISCARD,
    "lc_discard": DISCARD,
    "lf_discard": DISCARD,
    "je_discard": DISCARD,
    "pe_discard": DISCARD,
    "le_discard": DISCARD,
    "kf_first": DISCARD,
    "kf_partner": DISCARD,
    "pf_keep": KEEP,
    "top": ON_TOP,
    "kl_swap": ON_DECK,
    "bl_swap": EXCHANGE,
    "bc_name": NAME,
}


def pick_kind(state: State) -> str:
    """What the card the question of ``state`` picks becomes (``PICK_KINDS``; "" when none)."""
    decision = state.decision
    return "" if decision is None else PICK_KINDS.get(decision.step, "")


def _pick_text(kind: str, card: str) -> str:
    """A card picked, named by what the ability does with it ("Discard 8 of Claws"): "Pick" read as
    "keep" at a discard."""
    # Translators: a move of a puzzle: the card an ability's question picks ({card}: "8 of Claws"),
    # named by what the ability does with it, as a command (as "Answer with {card}").
    if kind == DISCARD:
        return _("Discard {card}").format(card=card)
    if kind == KEEP:
        # Translators: the Prince of Flowers keeps one card of each value; the others are discarded.
        return _("Keep {card}").format(card=card)
    if kind == ON_TOP:
        # Translators: several cards move onto a pile at once: the card picked ends on top.
        return _("Put {card} on top").format(card=card)
    if kind == ON_DECK:
        # Translators: the King of Leaves: the hand card goes onto the deck, its top card into the hand.
        return _("Put {card} on the deck").format(card=card)
    if kind == EXCHANGE:
        # Translators: the Baron of Leaves: the hand card is exchanged with a pile's top card of its value.
        return _("Exchange {card}").format(card=card)
    if kind == NAME:
        # Translators: the Baron of Claws: the card's value is named; every deck card of it is drawn.
        return _("Name {card}").format(card=card)
    return _("Pick {card}").format(card=card)


def pair_move_text(card: str, other: str) -> str:
    """Two cards an ability discards as a pair, picked one then the other (the Lady of Eyes' total, the
    King of Flowers' 9): one option whichever is picked first."""
    # Translators: a move of a puzzle: two cards discarded together ("Discard 1 of Claws and 6 of
    # Leaves"), whichever is picked first (as "Discard {card}").
    return _("Discard {card} and {other}").format(card=card_label(card), other=card_label(other))


def short_move_text(action: Action, state: State) -> str:
    """A move in the fewest words, for the solution's list of options where the whole wording does
    not fit ("7 of Eyes", "Ally 2", "Reveal", "Fief 4"); the verdict above it names the moves whole."""
    match action:
        case A.Play(card) | A.PickCard(card):
            return card_label(CARD_NAMES[card])
        case A.Activate(slot) | A.PickSlot(slot):
            # Translators: a puzzle's option in the fewest words: use (or pick) the ally in slot {slot}.
            return pgettext("short move", "Ally {slot}").format(slot=slot + 1)
        case A.Reveal():
            # Translators: a puzzle's option in the fewest words: reveal the next statement.
            return pgettext("short move", "Reveal")
        case A.ChooseFief(fief) | A.PickFief(fief):
            # Translators: a puzzle's option in the fewest words: choose fief {fief}.
            return pgettext("short move", "Fief {fief}").format(fief=fief)
        case A.PickSuit(suit):
            return str(suit_name(suit))
        case _:
            return move_text(action, state)


def slotted_move_text(action: Action, state: State) -> str:
    """An ally's move in the solution's list where the verdict's words do not fit: its slot and name,
    as the verdict names it ("Ally 1, the Prince of Leaves": the name alone in the list beside "Use
    ally 1, the Prince of Leaves" in the text read as another naming, p63); else ``middle_move_text``."""
    match action:
        case A.Activate(slot) | A.PickSlot(slot) if slot < len(state.kingdom.allies):
            ally = state.kingdom.allies[slot]
            # Translators: a puzzle's option in the solution's list, shorter than "Use ally {slot}, the
            # {ally}" (where that does not fit) but with the slot and the name the verdict gives it.
            return pgettext("middle move", "Ally {slot}, the {ally}").format(
                slot=slot + 1, ally=character_name(ally.substitute or ally.ally)
            )
        case _:
            return middle_move_text(action, state)


def middle_move_text(action: Action, state: State) -> str:
    """A move named as the table names it, for the solution's list where the whole wording does not
    fit but these do: the ally by its character's name ("Prince of Leaves"), revealing by its
    button's words ("Next statement"); else as ``short_move_text``."""
    match action:
        case A.Activate(slot) | A.PickSlot(slot) if slot < len(state.kingdom.allies):
            ally = state.kingdom.allies[slot]
            return str(character_name(ally.substitute or ally.ally))
        case A.Reveal():
            return _("Next statement")
        case _:
            return short_move_text(action, state)


def percent(success: float) -> str:
    """An exact chance ("43%"): every value of a puzzle comes from the exact solver."""
    return chance_text(success, True)


def checking_text(seconds: int) -> str:
    """The progress line while the exact solver values the answer."""
    if seconds < 1:
        return _("The exact solver is checking your move…")
    return ngettext(
        "The exact solver is checking your move… {n} second",
        "The exact solver is checking your move… {n} seconds",
        seconds,
    ).format(n=seconds)


def obvious_right_text() -> str:
    """Under a right answer that is the obvious move, at a level whose line says how often the
    obvious move fails (a player who solved a level-4 puzzle with it read "the obvious one often
    fails" as a contradiction)."""
    # Translators: "the obvious move": the one a quick rule of thumb plays (as in the levels' lines).
    return _("This time the obvious move was right.")


def verdict_title(correct: bool) -> str:
    return _("Right: that is the best move.") if correct else _("Not the best move.")


def verdict_text(
    state: State,
    answer: Action,
    best: float,
    margin: float,
    only: bool,
    given: Action,
    success: float,
    does: str = "",
) -> str:
    """Why the answer is right or wrong, in one to three sentences: ``answer`` wins with chance
    ``best``, ``margin`` ahead of the next move (``only``: every other move loses for sure);
    the player gave ``given``, whose chance is ``success`` and which does ``does`` (a wrong
    answer's effect, told after its chance)."""
    correct = success >= best - 1e-6  # as the solver judges it (the book has no ties at the top)
    if only:
        why = _("“{move}” is the only move that can still win the visit ({chance}).").format(
            move=move_text(answer, state), chance=percent(best)
        )
    else:
        # As the percents shown read (78% and 45%: 33 points), not the margin rounded alone (32).
        lead = shown_percent(best) - shown_percent(best - margin)
        why = ngettext(
            "“{move}” wins the visit {chance} of the time, {lead} point ahead of the next best move.",
            "“{move}” wins the visit {chance} of the time, {lead} points ahead of the next best move.",
            lead,
        ).format(move=move_text(answer, state), chance=percent(best), lead=lead)
    if correct:
        return why
    if success <= 1e-6:
        yours = _("Your move, “{move}”, can no longer win the visit.").format(move=move_text(given, state))
    else:
        yours = _("Your move, “{move}”, wins the visit {chance} of the time.").format(
            move=move_text(given, state), chance=percent(success)
        )
    return " ".join(part for part in (yours, does, why) if part)


def option_mark(best: bool, yours: bool) -> str:
    """What an option of the solution is: the best, the player's, both, or neither."""
    # Translators: the marks beside a puzzle's options (a move: masculine in some languages).
    if best and yours:
        return pgettext("puzzle move", "best · yours")
    if best:
        return pgettext("puzzle move", "best")
    if yours:
        return pgettext("puzzle move", "yours")
    return ""


def line_text(moves: list[tuple[Action, float]], allies: Sequence[str] = ()) -> str:
    """The solution's line after the answer: the best moves, each in a sentence of its own with its
    chance ("Then reveal the next statement (62%). Then answer with the 2 of Eyes (62%)."), not a
    list of button labels after a colon. ``allies``: the character of each ally slot, to name the
    ally a move uses or picks."""
    return " ".join(then_text(action, percent(success), allies) for action, success in moves)


def best_line_text(step: str) -> str:
    """The first sentence of the best move's line (``then_text``: "Then reveal the next statement
    (78%).") after a wrong answer's reasons, which are of the player's move: whose line it is said
    ("Then …" read as going on from the player's move)."""
    # Translators: said under a puzzle's solution of a wrong answer, after why the player's move is
    # worse; {step} is a whole sentence already translated ("Then reveal the next statement (78%)."),
    # its first letter in lower case: the next move of the best move's line.
    return _("The best move's line: {step}").format(step=step[:1].lower() + step[1:])


def then_text(action: Action, chance: str, allies: Sequence[str] = (), pick: str = "") -> str:
    """One move of the solution's line as a sentence; ``chance`` is its chance ("62%"); ``pick``: what
    the card picked becomes (``pick_kind``: discarded, kept, …)."""
    # Translators: the moves of a puzzle's solution after the answer, each a sentence of its own
    # that tells the player what to do next; {chance} is its chance to win the visit ("62%", "<1%":
    # no particle may follow it).
    match action:
        case A.Play(card):
            return _("Then answer with the {card} ({chance}).").format(card=card_label(CARD_NAMES[card]), chance=chance)
        case A.PickCard(card):
            return _then_pick_text(CARD_NAMES[card], chance, pick)
        case A.Activate(slot) if slot < len(allies):
            # Translators: {ally} is the character whose ability the slot {slot} (1-4) offers.
            return _("Then use ally {slot}, the {ally} ({chance}).").format(
                slot=slot + 1, ally=character_name(allies[slot]), chance=chance
            )
        case A.Activate(slot):
            return _("Then use the ally in slot {slot} ({chance}).").format(slot=slot + 1, chance=chance)
        case A.Reveal():
            return _("Then reveal the next statement ({chance}).").format(chance=chance)
        case A.PickSuit(suit):
            return _("Then choose {suit} ({chance}).").format(suit=suit_name(suit), chance=chance)
        case A.PickOption("stop"):
            return _("Then stop drawing ({chance}).").format(chance=chance)
        case A.PickOption("continue"):
            return _("Then draw another card ({chance}).").format(chance=chance)
        case A.PickOption():
            # Translators: the Baron of Leaves offered an exchange with a pile's top card.
            return _("Then let the exchange go ({chance}).").format(chance=chance)
        case A.ChooseFief(fief) | A.PickFief(fief):
            return _("Then choose fief {fief} ({chance}).").format(fief=fief, chance=chance)
        case A.PickSlot(slot) if slot < len(allies):
            # Translators: {ally} is the character whose ability the slot {slot} (1-4) offers.
            return _("Then pick ally {slot}, the {ally} ({chance}).").format(
                slot=slot + 1, ally=character_name(allies[slot]), chance=chance
            )
        case A.PickSlot(slot):
            return _("Then pick the ally in slot {slot} ({chance}).").format(slot=slot + 1, chance=chance)
        case A.Substitute() | A.Unsubstitute() | A.StopGame() | A.Back() | A.BeginVisit():
            # Never in a puzzle's line (a puzzle is inside a visit, its line ends with the visit):
            # told as the replay tells the Hint's choice.
            return hint_text(action, chance)
        case _:
            assert_never(action)


def _then_pick_text(card: str, chance: str, pick: str) -> str:
    """A card picked in the solution's line, by what the ability does with it (``pick_kind``)."""
    if pick == DISCARD:
        # Translators: an ability's question answered: the card picked is discarded from the hand.
        return _("Then discard the {card} ({chance}).").format(card=card_label(card), chance=chance)
    if pick == KEEP:
        # Translators: the Prince of Flowers' question answered: the card kept, the others of its value discarded.
        return _("Then keep the {card} ({chance}).").format(card=card_label(card), chance=chance)
    if pick == ON_TOP:
        # Translators: several cards move onto a pile at once: the card picked ends on top.
        return _("Then put the {card} on top ({chance}).").format(card=card_label(card), chance=chance)
    if pick == ON_DECK:
        # Translators: the King of Leaves' question answered: the hand card goes onto the deck.
        return _("Then put the {card} on the deck ({chance}).").format(card=card_label(card), chance=chance)
    if pick == NAME:
        # Translators: the Baron of Claws' question answered: the card's value is named.
        return _("Then name the {card} ({chance}).").format(card=card_label(card), chance=chance)
    return _("Then pick the {card} ({chance}).").format(card=card_label(card), chance=chance)


def line_opening_text(move: str) -> str:
    """Before the solution's line ("Then …") where nothing else is said of the answer ``move`` first: a
    text opening with "Then use ally 3" read as if its beginning were missing."""
    # Translators: said before the moves of a puzzle's solution after the answer {move} ("Keep 3 of
    # Eyes"), each a sentence beginning "Then …", where nothing else is said first.
    return _("After “{move}”, the best play goes on.").format(move=move)


def effect_text(
    kind: str,
    fief: int,
    target: int,
    won: int,
    slot: int,
    ready: int,
    yours: bool = False,
    last: bool = False,
    ally: str = "",
) -> str:
    """What the best move (``yours``: the player's move) does there and then (``game.puzzle_effect``'s
    kinds), "" when nothing plain is to be told; ``last``: the statement revealed is the visit's last."""
    if yours:
        return _your_effect(kind, fief, target, won, slot, ready, ally)
    if kind in ("wins_dialogue", "gives_dialogue"):
        return _dialogue_effect(kind == "wins_dialogue", target, won)
    if kind == "moves_visit":
        return ngettext(
            "The best move moves the visit to fief {fief}, which asks for exactly {target} dialogue: "
            "you have won {won}.",
            "The best move moves the visit to fief {fief}, which asks for exactly {target} dialogues: "
            "you have won {won}.",
            target,
        ).format(fief=fief, target=target, won=won)
    if kind == "wins_visit":
        return ngettext(
            "The best move ends the visit with exactly {target} dialogue won: fief {fief} is won.",
            "The best move ends the visit with exactly {target} dialogues won: fief {fief} is won.",
            target,
        ).format(target=target, fief=fief)
    if kind == "reveals" and ready and last:
        # Translators: no ally is kept "for later": this statement is the last of the visit.
        return _("The best move uses no ally: the next statement is the visit's last.")
    if kind == "reveals" and ready:
        if ready == 1:  # said without the number (a count's singular form serves 21 in Ukrainian)
            return _("The best move uses no ally yet: the one still ready is kept for a later statement.")
        return ngettext(
            "The best move uses no ally yet: the {n} still ready is kept for a later statement.",
            "The best move uses no ally yet: the {n} still ready are kept for a later statement.",
            ready,
        ).format(n=ready)
    if kind == "uses_ally" and ally:
        # Translators: {ally} is the character whose ability the slot {slot} (1-4) offers.
        return _("The best move uses the {ally} (ally {slot}) now, before the next statement.").format(
            ally=character_name(ally), slot=slot + 1
        )
    if kind == "uses_ally":
        return _("The best move uses the ally in slot {slot} now, before the next statement.").format(slot=slot + 1)
    return ""


def _dialogue_effect(wins: bool, target: int, won: int) -> str:
    """The best move wins the dialogue or gives it away, and the count it reaches. The count is told
    as what the dialogue won will make (the table shows the card answered on the trick, the score
    still the one before it: "that makes 3" beside "Score 2 / 3" read as a contradiction)."""
    # Translators: what a puzzle's best move does; {won} is the dialogues won after it (the plural
    # form follows it), {target} the fief's count. The table still shows the score before this
    # dialogue: say the count as what winning it will make.
    if wins and won == target:
        return ngettext(
            "The best move wins this dialogue: once it is won, you will have {won} dialogue won, "
            "exactly what the fief asks for.",
            "The best move wins this dialogue: once it is won, you will have {won} dialogues won, "
            "exactly what the fief asks for.",
            won,
        ).format(won=won)
    if wins:
        return ngettext(
            "The best move wins this dialogue: once it is won, you will have {won} dialogue won; "
            "the fief asks for {target}.",
            "The best move wins this dialogue: once it is won, you will have {won} dialogues won; "
            "the fief asks for {target}.",
            won,
        ).format(won=won, target=target)
    if won == target:
        return ngettext(
            "The best move gives this dialogue to the ruler: you stay at {won} dialogue won, "
            "exactly what the fief asks for.",
            "The best move gives this dialogue to the ruler: you stay at {won} dialogues won, "
            "exactly what the fief asks for.",
            won,
        ).format(won=won)
    return ngettext(
        "The best move gives this dialogue to the ruler: you stay at {won} dialogue won; the fief asks for {target}.",
        "The best move gives this dialogue to the ruler: you stay at {won} dialogues won; the fief asks for {target}.",
        won,
    ).format(won=won, target=target)


def _your_exact_count(wins: bool, won: int) -> str:
    """The player's move wins the dialogue or gives it away, leaving exactly the fief's count
    ("you stay at 3, for a target of 3" read as if the two could differ: fr61)."""
    # Translators: what the player's own move does in a puzzle, where the dialogues won after it
    # ({won}, the plural form follows it) are exactly the fief's count.
    if wins:
        return ngettext(
            "Your move wins this dialogue: once it is won, you will have {won} dialogue won, "
            "exactly what the fief asks for.",
            "Your move wins this dialogue: once it is won, you will have {won} dialogues won, "
            "exactly what the fief asks for.",
            won,
        ).format(won=won)
    return ngettext(
        "Your move gives this dialogue to the ruler: you stay at {won} dialogue won, exactly what the fief asks for.",
        "Your move gives this dialogue to the ruler: you stay at {won} dialogues won, exactly what the fief asks for.",
        won,
    ).format(won=won)


def _your_effect(kind: str, fief: int, target: int, won: int, slot: int, ready: int, ally: str = "") -> str:
    """What the player's (wrong) move does, told as the best move's effect is."""
    # Translators: what the player's own move does in a puzzle, beside what the best move does;
    # {won} is the dialogues won after it, {target} the fief's count.
    if kind in ("wins_dialogue", "gives_dialogue") and won == target:
        return _your_exact_count(kind == "wins_dialogue", won)
    if kind == "wins_dialogue":
        return _(
            "Your move wins this dialogue: once it is won, you will have {won}; the fief asks for {target}."
        ).format(won=won, target=target)
    if kind == "gives_dialogue":
        return _("Your move gives this dialogue to the ruler: you stay at {won}; the fief asks for {target}.").format(
            won=won, target=target
        )
    if kind == "moves_visit":
        return ngettext(
            "Your move moves the visit to fief {fief}, which asks for exactly {target} dialogue: you have won {won}.",
            "Your move moves the visit to fief {fief}, which asks for exactly {target} dialogues: you have won {won}.",
            target,
        ).format(fief=fief, target=target, won=won)
    if kind == "wins_visit":
        return _("Your move ends the visit: fief {fief} is won.").format(fief=fief)
    if kind == "loses_visit":
        return _("Your move ends the visit: fief {fief} is lost.").format(fief=fief)
    if kind == "reveals" and ready:
        return _("Your move uses no ally before the next statement.")
    if kind == "uses_ally" and ally:
        # Translators: {ally} is the character whose ability the slot {slot} (1-4) offers.
        return _("Your move uses the {ally} (ally {slot}) now, before the next statement.").format(
            ally=character_name(ally), slot=slot + 1
        )
    if kind == "uses_ally":
        return _("Your move uses the ally in slot {slot} now, before the next statement.").format(slot=slot + 1)
    return ""


def your_win_text() -> str:
    """The player's (wrong) move wins the dialogue, said without the count: the next sentence says it,
    with why the visit is lost ("You would then have 4 dialogues won, more than the 3 …")."""
    # Translators: said under a puzzle's solution of the player's move; the next sentence gives the count.
    return _("Your move wins this dialogue.")


def your_over_text(fief: int) -> str:
    """After the player's move's own sentence gave the count (it moves the visit to fief ``fief``,
    which asks for fewer dialogues than are won already): why the visit is lost, without the count."""
    # Translators: said under a puzzle's solution, right after "Your move moves the visit to fief
    # {fief}, which asks for exactly 2 dialogues: you have won 3." ("That" is the dialogues won).
    return _("That is already more than fief {fief} asks for: the visit can no longer be won.").format(fief=fief)


def your_ends_text(fief: int, target: int, won: int) -> str:
    """The player's move ends the visit with ``won`` dialogues won, not the ``target`` fief ``fief``
    asks for ("Your move ends the visit: fief 1 is lost" and the count in one sentence)."""
    # Translators: said under a puzzle's solution of the player's move, which ends the visit lost;
    # the plural form follows {target}, the dialogues fief {fief} asks for; {won}: won at the end.
    return ngettext(
        "Your move ends the visit with {won} won: fief {fief} asks for exactly {target} dialogue.",
        "Your move ends the visit with {won} won: fief {fief} asks for exactly {target} dialogues.",
        target,
    ).format(fief=fief, target=target, won=won)


def exchange_text(card: str, top: str, pile: str, chance: str = "") -> str:
    """What a move answering the Baron of Leaves' exchange does: ``card`` (a card of the hand, ""
    for the exchange let go) for ``top``, the top card of ``pile`` ("discard" or "score"); with
    ``chance`` ("62%"), as a step of the solution's line ("Then …"), else as the best move."""
    # Translators: the Baron of Leaves offers to exchange a card of the hand for the top card of a
    # pile, of the same value: {card} the hand card, {top} the pile's top card ("5 of Leaves");
    # {chance} a chance to win the visit ("62%", "<1%": no particle may follow it).
    if not card:
        if chance:
            return _("Then let the exchange go: the {top} stays on its pile ({chance}).").format(
                top=card_label(top), chance=chance
            )
        return _(
            "The best move lets the exchange go: your hand stays as it is, and the {top} stays on its pile."
        ).format(top=card_label(top))
    if pile == "score":
        if chance:
            return _("Then give the {card} for the {top}, the top card of the score pile ({chance}).").format(
                card=card_label(card), top=card_label(top), chance=chance
            )
        return _(
            "The best move gives the {card} for the {top}, the top card of the score pile: the same value, "
            "another suit."
        ).format(card=card_label(card), top=card_label(top))
    if chance:
        return _("Then give the {card} for the {top}, the top card of the discard pile ({chance}).").format(
            card=card_label(card), top=card_label(top), chance=chance
        )
    return _(
        "The best move gives the {card} for the {top}, the top card of the discard pile: the same value, another suit."
    ).format(card=card_label(card), top=card_label(top))


def your_statement_text(card: str) -> str:
    """The known card the player's (wrong) move makes the next statement (a King of Leaves' swap)."""
    # Translators: said of the player's move in a puzzle; {card} is a dialogue card ("7 of Eyes").
    return _("After your move, the next statement is the {card}.").format(card=card_label(card))


def reason_parts(kind: str, card: str, to: str, yours_told: bool = False) -> tuple[str, str]:
    """Why the solution stops where it does (``game.puzzle_reason``): the known card that comes
    next (``card``, a card's name; ``to``: "seen", "placed", "statement", "hand" or "drawn"), and
    whether a card not known yet still decides the rest: the known card's sentence ("" when none),
    then the rest's (what the known card then does, ``reply_text``, goes between the two).
    ``yours_told``: the next statement after the player's move was said just before ("After your
    move, the next statement is …"): the best move's is said without repeating those words."""
    first = ""
    if card:
        if to == "placed" and yours_told:
            # Translators: said under a puzzle's solution, after "After your move, the next statement
            # is the {card}."; {card} is a dialogue card of the player's hand ("7 of Eyes").
            instead = _("The best move puts the {card} on top of the deck instead: it becomes the next statement.")
            first = instead.format(card=card_label(card))
        elif to == "seen":
            # Translators: said under a puzzle's solution; {card} is a dialogue card ("7 of Eyes").
            first = _("The next statement is the {card}, seen on top of the deck.").format(card=card_label(card))
        elif to == "placed":
            # Translators: said under a puzzle's solution; {card} is a dialogue card ("7 of Eyes")
            # of the player's hand, put on top of the deck by the best move (a King of Leaves' swap).
            first = _("The next statement is the {card}: the best move puts it on top of the deck.").format(
                card=card_label(card)
            )
        elif to == "statement":
            # Translators: said under a puzzle's solution; {card} is a dialogue card ("7 of Eyes").
            first = _("The next statement is the {card}, the card known to be on top of the deck.").format(
                card=card_label(card)
            )
        elif to == "hand":
            # Translators: said under a puzzle's solution; {card} is a dialogue card ("7 of Eyes").
            first = _("The {card}, known to be on top of the deck, comes into your hand.").format(card=card_label(card))
        else:
            # Translators: said under a puzzle's solution; {card} is a dialogue card ("7 of Eyes"),
            # drawn by an ability from within the deck (the player can tell it is there).
            first = _("The {card} comes into your hand: you can tell it is in the deck.").format(card=card_label(card))
    if kind == "known_then_unknown":
        rest = _("After it, what follows depends on a card not known yet.")
    elif kind == "known_decides":
        rest = _("With it, the best move wins the visit whatever cards come after.")
    elif kind == "sure":
        # Translators: said under a puzzle's solution, often right after a sentence on what the best
        # move does ("The best move gives this dialogue to the ruler: …"): it does not begin alike.
        rest = _("Whatever cards come next, the best move wins the visit.")
    else:
        # Translators: said last under a puzzle's solution when the answer shows a card not known
        # before: the solution's line of moves stops there (not the player's move).
        rest = _("The solution's line stops here: the next card is not known yet.")
    return first, rest


def reply_text(card: str, wins: bool, won: int, target: int) -> str:
    """What the known card the best move puts next does: best play answers it with ``card``,
    winning that dialogue (``wins``) or giving it to the ruler, ``won`` dialogues won after it of the
    fief's ``target`` (said after ``reason_parts``' "The next statement is the 4 of Leaves: …")."""
    # Translators: said under a puzzle's solution, after "The next statement is the {card}: the best
    # move puts it on top of the deck."; "it" is that statement, {card} a card of the player's hand
    # ("8 of Leaves"); the plural form follows {won}, the dialogues won after it; {target} the fief's.
    if wins and won == target:
        return ngettext(
            "Against it, best play answers with the {card} and wins that dialogue: you will then have "
            "{won} dialogue won, exactly what the fief asks for.",
            "Against it, best play answers with the {card} and wins that dialogue: you will then have "
            "{won} dialogues won, exactly what the fief asks for.",
            won,
        ).format(card=card_label(card), won=won)
    if wins:
        return ngettext(
            "Against it, best play answers with the {card} and wins that dialogue: you will then have "
            "{won} dialogue won; the fief asks for {target}.",
            "Against it, best play answers with the {card} and wins that dialogue: you will then have "
            "{won} dialogues won; the fief asks for {target}.",
            won,
        ).format(card=card_label(card), won=won, target=target)
    if won == target:
        return ngettext(
            "Against it, best play gives that dialogue to the ruler with the {card}: you stay at {won} "
            "dialogue won, exactly what the fief asks for.",
            "Against it, best play gives that dialogue to the ruler with the {card}: you stay at {won} "
            "dialogues won, exactly what the fief asks for.",
            won,
        ).format(card=card_label(card), won=won)
    return ngettext(
        "Against it, best play gives that dialogue to the ruler with the {card}: you stay at {won} "
        "dialogue won; the fief asks for {target}.",
        "Against it, best play gives that dialogue to the ruler with the {card}: you stay at {won} "
        "dialogues won; the fief asks for {target}.",
        won,
    ).format(card=card_label(card), won=won, target=target)


def trump_text(card: str) -> str:
    """A card that wins the dialogue only as a trump (``game.puzzle_rule.trump_win``)."""
    # Translators: said under a puzzle's solution; {card} is a dialogue card ("2 of Eyes") of the
    # trump suit, played on a statement of another suit.
    return _("The {card} wins this dialogue because it is a trump: a trump beats any card of another suit.").format(
        card=card_label(card)
    )


def kept_text(card: str, statement: str) -> str:
    """The card the player gave, which the best move keeps for the next statement it would beat."""
    # Translators: said under a puzzle's solution; {card} is the card the player answered with,
    # {statement} the next statement, a card the player knows ("5 of Leaves").
    return _("Had you kept the {card}, it would have beaten the {statement}, the next statement.").format(
        card=card_label(card), statement=card_label(statement)
    )


def instead_text(card: int, best: int) -> str:
    """What the player's card does differently from the best move's, which does the same there and
    then (gives the dialogue away, or wins it): it spends another card, the one the best move keeps."""
    # Translators: said under a puzzle's solution; {best} is the card the best move plays, {card}
    # the card the player answered with ("5 of Leaves").
    return _("The best move plays the {best} instead and keeps the {card} for a later dialogue.").format(
        best=card_label(CARD_NAMES[best]), card=card_label(CARD_NAMES[card])
    )


def instead_discarded_text(card: int, best: int) -> str:
    """As ``instead_text``, when the best move's line then discards the player's card (the Baron of
    Eyes after an odd response): it is not kept for a later dialogue."""
    # Translators: said under a puzzle's solution; {best} is the card the best move plays, {card}
    # the card the player answered with, which the best move's line then discards from the hand
    # (the next sentence says so: "Then discard the {card} (57%).").
    return _("The best move plays the {best} instead and does not keep the {card} either.").format(
        best=card_label(CARD_NAMES[best]), card=card_label(CARD_NAMES[card])
    )


def your_ability_text(ally: str, fief: int, target: int, won: int) -> str:
    """Where the player's ally (a character's code: the Prince of Leaves) would move the visit, its
    question answered at best by the exact solver."""
    # Translators: said under a puzzle's solution of the player's move; {ally} is a character
    # ("Prince of Leaves") whose ability asks which fief the visit moves to: the best choice is
    # told. The plural form follows {target}, the dialogues fief {fief} asks for; {won}: won so far.
    return ngettext(
        "Your move uses the {ally}: at best it moves the visit to fief {fief}, which asks for exactly "
        "{target} dialogue, and you have won {won}.",
        "Your move uses the {ally}: at best it moves the visit to fief {fief}, which asks for exactly "
        "{target} dialogues, and you have won {won}.",
        target,
    ).format(ally=character_name(ally), fief=fief, target=target, won=won)


def suit_count_text(card: str, unseen: int, wins: bool) -> str:
    """The card the player gave, which the best move keeps: every unseen card of its suit is lower
    (``wins``: it would win any statement of its suit), or higher (it would lose to any)."""
    # Translators: said under a puzzle's solution; {card} is the card the player answered with
    # ("6 of Flowers"); the plural form follows {n}, the cards of its suit the player has not seen.
    if wins:
        return ngettext(
            "Had you kept the {card}, it would win any statement of its suit: the {n} unseen card of "
            "that suit is lower.",
            "Had you kept the {card}, it would win any statement of its suit: the {n} unseen cards of "
            "that suit are all lower.",
            unseen,
        ).format(card=card_label(card), n=unseen)
    return ngettext(
        "Had you kept the {card}, it would lose to any statement of its suit: the {n} unseen card of "
        "that suit is higher.",
        "Had you kept the {card}, it would lose to any statement of its suit: the {n} unseen cards of "
        "that suit are all higher.",
        unseen,
    ).format(card=card_label(card), n=unseen)


def count_text(move: str, fief: int, target: int, won: int, ended: bool, hand: int = -1) -> str:
    """Why a move loses, by the count (``game.puzzle_rule.count_after``): the fief it leads to asks
    for ``target`` dialogues and ``won`` would be won (``ended``: the visit ends with ``won``);
    ``hand``: the cards in hand then, each answering one dialogue (-1: not told). Where the count
    shows why it cannot be won (more won than asked for, too few cards to reach it), it says so
    rather than give two numbers."""
    # Translators: said under a puzzle's solution of a move that cannot win the visit; {move} is
    # the move ("Choose fief 2", "Use ally 1, the Prince of Leaves"); the plural form follows
    # {target}, the dialogues fief {fief} asks for; {won} is the dialogues won after the move.
    if ended:
        return ngettext(
            "“{move}” would end the visit with {won} won: fief {fief} asks for exactly {target} dialogue.",
            "“{move}” would end the visit with {won} won: fief {fief} asks for exactly {target} dialogues.",
            target,
        ).format(move=move, fief=fief, target=target, won=won)
    if won > target:
        # Translators: said under a puzzle's solution of a move that cannot win the visit; {move} is
        # the move ("Use ally 1, the Prince of Leaves"); the plural form follows {won}, the dialogues
        # won after it; {target}: the dialogues fief {fief} would ask for.
        return ngettext(
            "“{move}”: you would then have {won} dialogue won, more than fief {fief} would ask for ({target}).",
            "“{move}”: you would then have {won} dialogues won, more than fief {fief} would ask for ({target}).",
            won,
        ).format(move=move, won=won, target=target, fief=fief)
    if 0 <= hand and won + hand < target:
        # Translators: said under a puzzle's solution of a move that cannot win the visit; {move} is
        # the move; each card of the hand ({hand} of them) answers one dialogue, so at most {most}
        # can be won (the plural form follows {most}), fewer than fief {fief} would ask for ({target}).
        return ngettext(
            "“{move}”: with the cards left in your hand ({hand}), you could have at most {most} dialogue won, "
            "fewer than fief {fief} would ask for ({target}).",
            "“{move}”: with the cards left in your hand ({hand}), you could have at most {most} dialogues won, "
            "fewer than fief {fief} would ask for ({target}).",
            won + hand,
        ).format(move=move, hand=hand, most=won + hand, target=target, fief=fief)
    return ngettext(
        "“{move}”: fief {fief} would ask for exactly {target} dialogue, and you would have won {won}.",
        "“{move}”: fief {fief} would ask for exactly {target} dialogues, and you would have won {won}.",
        target,
    ).format(move=move, fief=fief, target=target, won=won)


def problem_text(code: str) -> str:
    """Why a puzzle or the puzzle book cannot be used."""
    if code == "diverged":
        return _("This puzzle no longer fits the rules of this version of the game; try another.")
    if code == "future":
        return _("The puzzle book was written by a newer version of the game: the puzzles are not available.")
    return _("The puzzle book is damaged: the puzzles are not available.")


def solver_failed_text() -> str:
    return _("The exact solver could not check this move; try again.")


def kept_ally_text(ready: int, ally: str) -> str:
    """The best move reveals the next statement and keeps its allies; ``ally`` (a character's code)
    is the one best play uses first (``game.puzzle_kept``), told next by ``kept_use_text``."""
    if ready == 1:
        # Translators: said under a puzzle's solution; {ally} is a character ("Prince of Leaves"),
        # the only ally still ready; the next sentence says what it does later.
        return _("The best move uses no ally yet: it keeps the {ally} for later.").format(ally=character_name(ally))
    # Translators: said under a puzzle's solution; the next sentence names the ally used first.
    return ngettext(
        "The best move uses no ally yet: it keeps the {n} still ready for later.",
        "The best move uses no ally yet: it keeps the {n} still ready for later.",
        ready,
    ).format(n=ready)


def _kept_when(now: int, before: int, dialogues: int) -> str:
    """When best play uses the kept ally: ``before`` dialogues won then, ``now`` at the answer,
    ``dialogues`` answered in between. A clause that begins a sentence, a comma after it."""
    # Translators: the beginning of a sentence under a puzzle's solution, followed by a comma and
    # what an ally kept for later does then (", the Prince of Leaves can move the visit ...").
    if dialogues == 0:
        return _("Once the next statement is seen")
    if dialogues == 1 and before == now + 1:
        return _("If you win the next dialogue")
    if dialogues == 1 and before == now:
        return _("If the ruler takes the next dialogue")
    if dialogues == 2 and before == now + 2:
        return _("If you win the next two dialogues")
    if dialogues == 2 and before == now:
        return _("If the ruler takes the next two dialogues")
    return ngettext(
        "In the best play, once you have won {won} dialogue",
        "In the best play, once you have won {won} dialogues",
        before,
    ).format(won=before)


def kept_use_text(ally: str, kind: str, fief: int, target: int, won: int, when: tuple[int, int, int]) -> str:
    """What the ally kept for later (a character's code) does when best play uses it
    (``game.puzzle_kept``): ``kind``, ``fief``, ``target`` and ``won`` as ``effect_text``'s, after
    its use; ``when``: the dialogues won at the answer, when it acts, and answered in between."""
    now, before, dialogues = when
    name = character_name(ally)
    clause = _kept_when(now, before, dialogues)
    if kind == "moves_visit":
        # Translators: {when} is a clause ("If you win the next dialogue"); {ally} a character; the
        # plural form follows {target}, the dialogues fief {fief} asks for; {won}: won after it.
        return ngettext(
            "{when}, the {ally} can move the visit to fief {fief}, which asks for exactly {target} "
            "dialogue: you will have won {won}.",
            "{when}, the {ally} can move the visit to fief {fief}, which asks for exactly {target} "
            "dialogues: you will have won {won}.",
            target,
        ).format(when=clause, ally=name, fief=fief, target=target, won=won)
    if kind == "wins_visit":
        # Translators: {when} is a clause ("If you win the next dialogue"); {ally} a character.
        return _("{when}, the {ally} can end the visit with fief {fief} won.").format(when=clause, ally=name, fief=fief)
    if won != before:
        # Translators: {when} is a clause ("If you win the next dialogue"); {ally} a character
        # whose ability changes the score: {before} dialogues won before it, {won} after it.
        return _("{when}, the {ally} can change your count from {before} to {won}; the fief asks for {target}.").format(
            when=clause, ally=name, before=before, won=won, target=target
        )
    # Translators: {when} is a clause ("If you win the next dialogue"); {ally} a character;
    # {ability} its card's line, quoted as the card says it, without its full stop ("Draw up to 8
    # cards"; some have a colon of their own: "Next response: even draw, odd discard").
    return _("{when}, it is best to use the {ally} (“{ability}”).").format(
        when=clause, ally=name, ability=ability_summary(ally).rstrip(".")
    )


def shortfall_text(
    kind: str, fief: int, target: int, won: int, left: int, by_deck: bool, move: str = "", hint: bool = False
) -> str:
    """Why the player's (wrong) move is worse, by the count after it (``game.puzzle_reason.wrong_count``):
    ``won`` dialogues won of the ``target`` fief ``fief`` asks for, ``left`` dialogues left (the
    cards in hand, or ``by_deck`` the statements in the deck); ``move`` the move's words ("ends").
    ``hint``: the move compared with is the Hint's (the replay's verdicts), not a puzzle's best move:
    the sentences that name it say "the Hint's move"."""
    need = target - won
    if kind == "ends":
        return count_text(move, fief, target, won, True)
    if kind == "over":
        # Translators: said under a puzzle's solution of the player's move, after what it does; the
        # plural form follows {won}, the dialogues won then; {target}: what fief {fief} asks for.
        return ngettext(
            "You would then have {won} dialogue won, more than fief {fief} asks for ({target}): "
            "the visit can no longer be won.",
            "You would then have {won} dialogues won, more than fief {fief} asks for ({target}): "
            "the visit can no longer be won.",
            won,
        ).format(won=won, target=target, fief=fief)
    if kind == "short" and by_deck:
        # Translators: as "You would then still need {need} dialogues won, more than the cards left in
        # your hand ({left})…", when the deck has fewer cards left than the hand: {left} statements.
        return ngettext(
            "You would then still need {need} dialogue won, more than the statements left in the deck "
            "({left}): the visit can no longer be won.",
            "You would then still need {need} dialogues won, more than the statements left in the deck "
            "({left}): the visit can no longer be won.",
            need,
        ).format(need=need, left=left)
    if kind == "short":
        # Translators: said under a puzzle's solution of the player's move; the plural form follows
        # {need}, the dialogues still to win; {left}: the cards left in hand (each answers one dialogue).
        return ngettext(
            "You would then still need {need} dialogue won, more than the cards left in your hand "
            "({left}): the visit can no longer be won.",
            "You would then still need {need} dialogues won, more than the cards left in your hand "
            "({left}): the visit can no longer be won.",
            need,
        ).format(need=need, left=left)
    return _hint_tight_text(kind, need, left) if hint else _tight_text(kind, need, left)


def _tight_text(kind: str, need: int, left: int) -> str:
    """Every dialogue left must be won (or given away) after the player's move, where the best move
    leaves room; or one more must be won than after the best move ("" for another ``kind``)."""
    if kind == "all_win":
        # Translators: said under a puzzle's solution of the player's move; the plural form follows
        # {left}, the dialogues left in the visit (one a card in hand).
        return ngettext(
            "You would then have to win the {left} dialogue left; the best move leaves room to give one away.",
            "You would then have to win all {left} dialogues left; the best move leaves room to give one away.",
            left,
        ).format(left=left)
    if kind == "all_lose":
        # Translators: as "You would then have to win all {left} dialogues left…": here each must go
        # to the ruler (the fief's count is reached).
        return ngettext(
            "You would then have to give the {left} dialogue left to the ruler; the best move leaves room to win one.",
            "You would then have to give all {left} dialogues left to the ruler; the best move leaves room to win one.",
            left,
        ).format(left=left)
    if kind == "gives_needed":
        # Translators: said under a puzzle's solution of the player's move, which gives the dialogue to
        # the ruler where the best move wins it (in place of "Your move gives this dialogue to the
        # ruler: you stay at …"); the plural form follows {left}, the dialogues left after it; {need}
        # the dialogues still to win of them.
        return ngettext(
            "Your move gives this dialogue to the ruler: you would then have to win {need} of the {left} "
            "dialogue left, one more than after the best move.",
            "Your move gives this dialogue to the ruler: you would then have to win {need} of the {left} "
            "dialogues left, one more than after the best move.",
            left,
        ).format(need=need, left=left)
    return ""


def _hint_tight_text(kind: str, need: int, left: int) -> str:
    """``_tight_text`` in the replay, where the move compared with is the Hint's."""
    if kind == "all_win":
        # Translators: as "You would then have to win all {left} dialogues left; the best move leaves room
        # to give one away.", in the game's replay, where the move compared with is the Hint's.
        return ngettext(
            "You would then have to win the {left} dialogue left; the Hint's move leaves room to give one away.",
            "You would then have to win all {left} dialogues left; the Hint's move leaves room to give one away.",
            left,
        ).format(left=left)
    if kind == "all_lose":
        # Translators: as "You would then have to give all {left} dialogues left to the ruler; the best move
        # leaves room to win one.", in the game's replay, where the move compared with is the Hint's.
        return ngettext(
            "You would then have to give the {left} dialogue left to the ruler; the Hint's move leaves room "
            "to win one.",
            "You would then have to give all {left} dialogues left to the ruler; the Hint's move leaves room "
            "to win one.",
            left,
        ).format(left=left)
    if kind == "gives_needed":
        # Translators: as "Your move gives this dialogue to the ruler: you would then have to win {need} of
        # the {left} dialogues left, one more than after the best move.", in the game's replay, where the
        # move compared with is the Hint's.
        return ngettext(
            "Your move gives this dialogue to the ruler: you would then have to win {need} of the {left} "
            "dialogue left, one more than after the Hint's move.",
            "Your move gives this dialogue to the ruler: you would then have to win {need} of the {left} "
            "dialogues left, one more than after the Hint's move.",
            left,
        ).format(need=need, left=left)
    return ""


def forced_shortfall_text(statement: str, card: str, wins: bool, fief: int, target: int, won: int) -> str:
    """Why the player's (wrong) move loses the visit once the next statement, a known card
    (``statement``), is answered: the only card allowed then (``card``) wins it (``wins``: ``won``
    dialogues won, more than the ``target`` fief ``fief`` asks for), or loses it and the count
    can no longer be reached."""
    if wins:
        # Translators: said under a puzzle's solution of the player's move; {statement} is the next
        # statement, a card the player knows, {card} the only card of the hand allowed against it;
        # the plural form follows {won}, the dialogues won then.
        return ngettext(
            "After your move, the next statement would be the {statement}, and your only card allowed "
            "against it the {card}, which wins it: that makes {won} dialogue won, more than fief {fief} "
            "asks for ({target}).",
            "After your move, the next statement would be the {statement}, and your only card allowed "
            "against it the {card}, which wins it: that makes {won} dialogues won, more than fief {fief} "
            "asks for ({target}).",
            won,
        ).format(statement=card_label(statement), card=card_label(card), won=won, target=target, fief=fief)
    # Translators: as "After your move, the next statement would be the {statement}, and your only card
    # allowed against it the {card}, which wins it…", when it loses it; the plural form follows
    # {target}, the dialogues fief {fief} asks for.
    return ngettext(
        "After your move, the next statement would be the {statement}, and your only card allowed "
        "against it the {card}, which loses it: you could no longer reach the {target} dialogue fief "
        "{fief} asks for.",
        "After your move, the next statement would be the {statement}, and your only card allowed "
        "against it the {card}, which loses it: you could no longer reach the {target} dialogues fief "
        "{fief} asks for.",
        target,
    ).format(statement=card_label(statement), card=card_label(card), target=target, fief=fief)


def other_forced_text(move: str, statement: str, card: str, wins: bool, fief: int, target: int, won: int) -> str:
    """As ``forced_shortfall_text`` for another option than the (right) answer, ``move``: the known next
    statement after it answered with the only card allowed wins it (``won`` then more than the fief's
    ``target``), or loses it and the count can no longer be reached."""
    if wins:
        # Translators: said under a puzzle's solution (a right answer) of another move, {move} ("Answer
        # with 6 of Claws"); {statement} is the next statement after it, a card the player knows, {card}
        # the only card of the hand allowed against it; the plural form follows {won}, the dialogues won then.
        return ngettext(
            "“{move}”: the next statement would be the {statement}, and the only card allowed against it the "
            "{card}, which wins it: {won} dialogue won, more than fief {fief} asks for ({target}).",
            "“{move}”: the next statement would be the {statement}, and the only card allowed against it the "
            "{card}, which wins it: {won} dialogues won, more than fief {fief} asks for ({target}).",
            won,
        ).format(move=move, statement=card_label(statement), card=card_label(card), won=won, fief=fief, target=target)
    # Translators: as "“{move}”: the next statement would be the {statement}, and the only card allowed
    # against it the {card}, which wins it…", when it loses it; the plural form follows {target}.
    return ngettext(
        "“{move}”: the next statement would be the {statement}, and the only card allowed against it the "
        "{card}, which loses it: the {target} dialogue fief {fief} asks for could no longer be reached.",
        "“{move}”: the next statement would be the {statement}, and the only card allowed against it the "
        "{card}, which loses it: the {target} dialogues fief {fief} asks for could no longer be reached.",
        target,
    ).format(move=move, statement=card_label(statement), card=card_label(card), fief=fief, target=target)


def statement_cards_text(suits: Sequence[str], cards: Sequence[str], forced: str = "", wins: bool = False) -> str:
    """Why the player's (wrong) move is worse, in cards (``game.puzzle_cards.statement_cards``): it
    loses the visit whenever the next statement, not known yet, is a card of ``suits`` (else one of
    ``cards``); ``forced``: the only card the player could then answer with, which ``wins`` the
    dialogue or loses it. Said before the odds: "the visit lost 40% of the time" gave no card to
    think about (p62)."""
    what = _next_statement_words(suits, cards)
    if not what:
        return ""
    if forced and wins:
        # Translators: said under a puzzle's solution of the player's move; {what} is which next
        # statement, not known yet ("a Claws card", "the 7 of Flowers or the 8 of Flowers"); {card}
        # the only card the player could then answer with ("8 of Claws"), which would win the dialogue
        # (and so lose the visit: more dialogues won than the fief asks for).
        text = _("Your move loses the visit if the next statement is {what}: the {card} would have to win it.")
    elif forced:
        # Translators: as "Your move loses the visit if the next statement is {what}: the {card} would
        # have to win it.", where that card, the only one allowed, would lose the dialogue.
        text = _("Your move loses the visit if the next statement is {what}: the {card} would have to lose it.")
    else:
        # Translators: as "Your move loses the visit if the next statement is {what}: …", where
        # the player could answer it with more than one card (and loses the visit all the same).
        text = _("Your move loses the visit if the next statement is {what}, whatever you do then.")
    return text.format(what=what, card=card_label(forced) if forced else "")


def kept_card_loses_text(card: str, suits: Sequence[str]) -> str:
    """Why a right answer discards ``card`` (``game.puzzle_check.Checked.discarded``): kept (another
    option discarded instead), it would be the only card allowed against a next statement of
    ``suits``, and it would win it, losing the visit. A right answer said no card reason (p63)."""
    what = _next_statement_words(suits, ())
    if not what:
        return ""
    # Translators: said under a puzzle's solution of a right answer that discards {card} ("8 of
    # Claws"); {what} is which next statement, not known yet ("a Claws card"): kept, {card} would be
    # the only card allowed against it, and would win the dialogue (and so lose the visit: more
    # dialogues won than the fief asks for).
    return _(
        "Kept, the {card} would lose you the visit if the next statement is {what}: you would have to answer "
        "with it, and it would win."
    ).format(card=card_label(card), what=what)


def _next_statement_words(suits: Sequence[str], cards: Sequence[str]) -> str:
    """Which next statement: "a Claws card", "a Claws or Eyes card", "the 7 of Flowers", "the 7 of
    Flowers or the 8 of Flowers", "the 1 of Claws, the 3 of Claws or the 5 of Claws" ("" for more)."""
    if len(suits) == 1 and suits[0] == "E":
        # Translators: as "a {suit} card", where the suit is Eyes (English writes "an"): translate it alike.
        return pgettext("next statement", "an {suit} card").format(suit=suit_name(suits[0]))
    if len(suits) == 1:
        # Translators: which next statement loses the visit ("…if the next statement is a Claws card").
        return pgettext("next statement", "a {suit} card").format(suit=suit_name(suits[0]))
    if len(suits) == 2:
        first, second = sorted(suits, key=lambda suit: suit == "E")  # "a Claws or Eyes card", not "a Eyes…"
        # Translators: as "a {suit} card", for either of two suits.
        return pgettext("next statement", "a {suit} or {other} card").format(
            suit=suit_name(first), other=suit_name(second)
        )
    named = [card_label(card) for card in cards]
    if len(named) == 1:
        # Translators: which next statement loses the visit ("…if the next statement is the 7 of Flowers").
        return pgettext("next statement", "the {card}").format(card=named[0])
    if len(named) == 2:
        # Translators: as "the {card}", for either of two cards.
        return pgettext("next statement", "the {card} or the {other}").format(card=named[0], other=named[1])
    if len(named) == 3:
        # Translators: as "the {card}", for any of three cards.
        return pgettext("next statement", "the {card}, the {other} or the {third}").format(
            card=named[0], other=named[1], third=named[2]
        )
    return ""


def counts_after_cards_text(
    yours: int, cards: int, best: int, best_cards: int, win: float = 0.0, shared: bool = False
) -> str:
    """After ``statement_cards_text`` (the statements that lose, in cards), how many of the ``cards``
    unseen cards the next statement can be lose the visit for sure after the player's move
    (``yours``; those named and any the best move loses too), and after the best move (``best`` of
    ``best_cards``; ``win``: its chance to win the visit). Shorter than ``chance_counts_text``,
    whose "With your move, …" would open as the sentence before it does. ``shared``: the ``best`` the
    best move loses are among the ``yours`` (those not named before): "5 would lose you the visit;
    with the best move, 2 of 18 would" after three cards named read as a miscount."""
    if shared and best:
        # Translators: said after "Your move loses the visit if the next statement is the 2 of Claws, the
        # 3 of Claws or the 4 of Claws: …"; {k} of the {n} unseen cards the next statement can be lose the
        # visit for sure (the plural form follows {n}): those named and {best} more, which lose it after
        # the best move too (so were not named).
        text = ngettext(
            "Of the {n} card the next statement can be, {k} would lose you the visit, {best} of them with the "
            "best move too.",
            "Of the {n} cards the next statement can be, {k} would lose you the visit, {best} of them with the "
            "best move too.",
            cards,
        )
    elif best == 0 and win >= 1 - 1e-6:
        # Translators: said after "Your move loses the visit if the next statement is a Claws card: …";
        # {k} of the {n} unseen cards that next statement can be lose the visit for sure (the plural
        # form follows {n}); the best move wins the visit whatever comes (the next sentence says so).
        text = ngettext(
            "Of the {n} card the next statement can be, {k} would lose you the visit.",
            "Of the {n} cards the next statement can be, {k} would lose you the visit.",
            cards,
        )
    elif best == 0:
        # Translators: as "Of the {n} cards the next statement can be, {k} would lose you the visit.", where with
        # the best move none would, though it wins the visit only {win} ("79%") of the time.
        text = ngettext(
            "Of the {n} card the next statement can be, {k} would lose you the visit; with the best move, "
            "none would (it wins {win} in all: later cards count too).",
            "Of the {n} cards the next statement can be, {k} would lose you the visit; with the best move, "
            "none would (it wins {win} in all: later cards count too).",
            cards,
        )
    else:
        # Translators: as "Of the {n} cards the next statement can be, {k} would lose you the visit.", where with
        # the best move {best} of the {best_n} it can be then would.
        text = ngettext(
            "Of the {n} card the next statement can be, {k} would lose you the visit; with the best move, "
            "{best} of {best_n} would.",
            "Of the {n} cards the next statement can be, {k} would lose you the visit; with the best move, "
            "{best} of {best_n} would.",
            cards,
        )
    return text.format(k=yours, n=cards, best=best, best_n=best_cards, win=percent(win))


def worse_chance_text(lost: bool, yours: float, cards: int, best: float, best_cards: int, win: float = 0.0) -> str:
    """Why the player's (wrong) move is worse in chance (``game.puzzle_chance.wrong_chance``): the
    chance the first cards not known yet leave the visit lost for sure (``lost``; else won for
    sure), after the player's move (``yours``) and after the best move (``best``); told as cards
    when both are the next statement, one of ``cards`` (``best_cards``) unseen cards, else as chances.
    Every one lost (the player's move can no longer win): said as "whichever". ``win``: the best
    move's chance to win the visit."""
    if lost and yours >= 1 - 1e-6:
        counted = round(best * best_cards) if cards and best_cards else None
        return lost_whatever_text(cards, counted, best_cards, best, win)
    if cards and best_cards:
        return chance_counts_text(lost, round(yours * cards), cards, round(best * best_cards), best_cards, win)
    return chance_shares_text(lost, yours, best, win)


def chance_counts_text(lost: bool, yours: int, cards: int, best: int, best_cards: int, win: float = 0.0) -> str:
    """Why the player's (wrong) move is worse in chance (``game.puzzle_chance.wrong_chance``): the
    next statement not known yet is any of ``cards`` unseen cards, and ``yours`` of them leave the visit lost
    for sure after the player's move (``lost``; else won for sure); ``best`` of ``best_cards``
    after the best move; where none do, the best move's chance to win the visit (``win``) beside it,
    unless it is sure ("for 0 of 14" was read as a sure win); where it is sure, the best move is not
    told beside it at all: the closing sentence says in words that it wins whatever comes."""
    if lost:
        return _lost_counts_text(yours, cards, best, best_cards, win)
    return _won_counts_text(yours, cards, best, best_cards, win)


def _lost_counts_text(yours: int, cards: int, best: int, best_cards: int, win: float) -> str:
    """``chance_counts_text`` for the cards that leave the visit lost for sure."""
    if best == 0 and win >= 1 - 1e-6:
        # Translators: as "With your move, the visit is lost for sure for {k} of the {n} cards the next
        # unseen statement can be; with the best move, for …", where the best move wins the visit
        # whatever comes (the next sentence says so): the best move is not named here.
        return ngettext(
            "With your move, the visit is lost for sure for {k} of the {n} card the next unseen statement can be.",
            "With your move, the visit is lost for sure for {k} of the {n} cards the next unseen statement can be.",
            cards,
        ).format(k=yours, n=cards)
    if best == 0 and win < 1 - 1e-6:
        # Translators: as "With your move, the visit is lost for sure for {k} of the {n} cards the next
        # unseen statement can be; with the best move, for {best} of {best_n}.", where with the best
        # move none of them do, yet it wins the visit only {win} ("40%") of the time.
        return ngettext(
            "With your move, the visit is lost for sure for {k} of the {n} card the next unseen statement "
            "can be; with the best move, for none (it wins {win} in all: later cards count too).",
            "With your move, the visit is lost for sure for {k} of the {n} cards the next unseen statement "
            "can be; with the best move, for none (it wins {win} in all: later cards count too).",
            cards,
        ).format(k=yours, n=cards, win=percent(win))
    # Translators: said under a puzzle's solution of the player's move; the plural form follows
    # {n}, the unseen cards the next statement not known yet can be; {k} of them leave the visit
    # lost whatever follows (by the exact solver); with the best move, {best} of the {best_n} it
    # can be then.
    text = ngettext(
        "With your move, the visit is lost for sure for {k} of the {n} card the next unseen statement "
        "can be; with the best move, for {best} of {best_n}.",
        "With your move, the visit is lost for sure for {k} of the {n} cards the next unseen statement "
        "can be; with the best move, for {best} of {best_n}.",
        cards,
    )
    return text.format(k=yours, n=cards, best=best, best_n=best_cards)


def _won_counts_text(yours: int, cards: int, best: int, best_cards: int, win: float) -> str:
    """``chance_counts_text`` for the cards that leave the visit won for sure."""
    if yours == 0 and best == best_cards and win >= 1 - 1e-6:
        # Translators: as "With your move, none of the {n} cards the next unseen statement can be leaves the
        # visit won for sure; with the best move, …", where the best move wins whatever comes (said next).
        text = ngettext(
            "With your move, none of the {n} card the next unseen statement can be leaves the visit won for sure.",
            "With your move, none of the {n} cards the next unseen statement can be leaves the visit won for sure.",
            cards,
        )
    elif best == best_cards and win >= 1 - 1e-6:
        # Translators: as "With your move, the visit is won for sure for {k} of the {n} cards the next unseen
        # statement can be; with the best move, …", where the best move wins whatever comes (said next).
        text = ngettext(
            "With your move, the visit is won for sure for only {k} of the {n} card the next unseen statement can be.",
            "With your move, the visit is won for sure for only {k} of the {n} cards the next unseen statement can be.",
            cards,
        )
    elif yours == 0:
        # Translators: as "With your move, the visit is won for sure for {k} of the {n} cards the next
        # unseen statement can be…", where none of them does ("for 0 of 14" read oddly); the plural
        # form follows {n}; with the best move, {best} of the {best_n} it can be then do.
        text = ngettext(
            "With your move, none of the {n} card the next unseen statement can be leaves the visit won "
            "for sure; with the best move, {best} of {best_n} do.",
            "With your move, none of the {n} cards the next unseen statement can be leaves the visit won "
            "for sure; with the best move, {best} of {best_n} do.",
            cards,
        )
    else:
        # Translators: as "With your move, the visit is lost for sure for {k} of the {n} cards the next
        # unseen statement can be…", for the cards that leave the visit won whatever follows.
        text = ngettext(
            "With your move, the visit is won for sure for {k} of the {n} card the next unseen statement "
            "can be; with the best move, for {best} of {best_n}.",
            "With your move, the visit is won for sure for {k} of the {n} cards the next unseen statement "
            "can be; with the best move, for {best} of {best_n}.",
            cards,
        )
    return text.format(k=yours, n=cards, best=best, best_n=best_cards)


def chance_shares_text(lost: bool, yours: float, best: float, win: float = 0.0) -> str:
    """As ``chance_counts_text`` when the first cards not known yet are not (both) a statement (a
    draw, a shuffle): the chance they leave the visit lost for sure (``lost``; else won for sure)
    after the player's move, ``yours``, and after the best move, ``best``. Where the best move can
    lose, its chance to win the visit in all (``win``) is said beside it: the share is of the very
    next cards only ("with the best move, never, though it wins only 50%" and "19%" beside a 33% win
    read as contradictions: a player added them up and found no 100%); where it is sure, the best
    move is not told beside it at all (the closing sentence says in words that it wins whatever
    comes)."""
    if lost and best <= 1e-6 and win >= 1 - 1e-6:
        # Translators: said under a puzzle's solution of the player's move; {chance} is an exact chance
        # ("40%") that the very next cards not known yet (a statement, cards drawn) leave the visit lost
        # whatever the player does after; the best move wins whatever comes (the next sentence says so).
        text = _(
            "With your move, the very next cards would leave the visit lost {chance} of the time, whatever you do."
        )
    elif lost and best <= 1e-6:
        # Translators: as "With your move, the very next cards would leave the visit lost {chance} of the
        # time, whatever you do.", where after the best move they never do; {win}: the best move's chance
        # to win the visit in all ("50%"), less than 100% because later cards and choices count too.
        text = _(
            "With your move, the very next cards would leave the visit lost {chance} of the time, whatever you "
            "do; with the best move, never (it wins {win} in all: later cards count too)."
        )
    elif lost:
        # Translators: as "With your move, the very next cards would leave the visit lost {chance} of the
        # time, whatever you do.", where after the best move they do {best} ("19%") of the time; {win}:
        # the best move's chance to win the visit in all ("33%"): the two do not add up to 100%, later
        # cards and choices count too.
        text = _(
            "With your move, the very next cards would leave the visit lost {chance} of the time, whatever you "
            "do; with the best move, {best} (it wins {win} in all: later cards count too)."
        )
    elif yours <= 1e-6:
        # Translators: as "With your move, the next cards not known yet leave the visit won for sure
        # {chance} of the time…", where they never do ("0% of the time" read oddly); {best}: after
        # the best move.
        text = _(
            "With your move, the next cards not known yet never leave the visit won for sure; after the "
            "best move, they do {best} of the time."
        )
    else:
        # Translators: as "With your move, the next cards not known yet would alone settle the visit as
        # lost {chance} of the time…", for the visit won whatever follows.
        text = _(
            "With your move, the next cards not known yet leave the visit won for sure {chance} of the time; "
            "after the best move, {best} of the time."
        )
    return text.format(chance=percent(yours), best=percent(best), win=percent(win))


def other_chance_text(move: str, lost: bool, yours: float, best: float, win: float) -> str:
    """Why another option than the (right) answer is worse in chance, said under a right answer:
    the first cards not known yet after ``move`` leave the visit lost for sure (``lost``; else won
    for sure) ``yours`` of the time, ``best`` after the best move (whose chance is ``win``: where it
    wins for sure and ``best`` is nil, the best move is not told beside it; the closing sentence
    says so in words)."""
    text = _other_lost_chance(yours, best, win) if lost else _other_won_chance(yours, best, win)
    return text.format(move=move, chance=percent(yours), best=percent(best), win=percent(win))


def _other_won_chance(yours: float, best: float, win: float) -> str:
    """``other_chance_text``'s sentence, not filled in yet, for the visit won for sure."""
    won_sure = best >= 1 - 1e-6 and win >= 1 - 1e-6  # "after the best move, 100%": said next
    if won_sure and yours <= 1e-6:
        # Translators: as "“{move}”: the next cards not known yet would never leave the visit won for sure;
        # after the best move, …", where the best move wins whatever comes (the next sentence says so).
        text = _("“{move}”: the next cards not known yet would never leave the visit won for sure.")
    elif won_sure:
        # Translators: as "“{move}”: the next cards not known yet would leave the visit won for sure {chance}
        # of the time; after the best move, …", where the best move wins whatever comes (said next).
        text = _("“{move}”: the next cards not known yet would leave the visit won for sure only {chance} of the time.")
    elif yours <= 1e-6:
        # Translators: as "“{move}”: the next cards not known yet would leave the visit won for sure
        # {chance} of the time…", where they never do after {move}; {best}: after the best move.
        text = _(
            "“{move}”: the next cards not known yet would never leave the visit won for sure; after the "
            "best move, they do {best} of the time."
        )
    else:
        # Translators: as "“{move}”: the next cards not known yet would alone settle the visit as lost
        # {chance} of the time…", for the visit won whatever follows.
        text = _(
            "“{move}”: the next cards not known yet would leave the visit won for sure {chance} of the "
            "time; after the best move, {best} of the time."
        )
    return text


def _other_lost_chance(yours: float, best: float, win: float) -> str:
    """``other_chance_text``'s sentence, not filled in yet, for the visit lost for sure: the share is
    of the very next cards only; the best move's chance in all (``win``) beside it where it can lose."""
    sure = best <= 1e-6 and win >= 1 - 1e-6
    if sure and yours >= 1 - 1e-6:
        # Translators: as "“{move}” would lose the visit whatever the next cards not known yet; after
        # the best move, …", where the best move wins whatever comes (the next sentence says so).
        text = _("“{move}” would lose the visit whatever cards come next.")
    elif yours >= 1 - 1e-6 and best <= 1e-6:
        # Translators: as "“{move}” would lose the visit whatever cards come next.", where after the best
        # move the very next cards never leave the visit lost; {win}: the best move's chance to win the
        # visit in all ("40%"), less than 100% because later cards and choices count too.
        text = _(
            "“{move}” would lose the visit whatever cards come next; with the best move, the very next cards "
            "never would (it wins {win} in all: later cards count too)."
        )
    elif sure:
        # Translators: said under a puzzle's solution (a right answer) of another move, {move} ("Answer
        # with 4 of Leaves"); {chance} is an exact chance ("40%") that the very next cards not known yet
        # leave the visit lost whatever the player does after; the best move wins whatever comes (said next).
        text = _("“{move}”: the very next cards would leave the visit lost {chance} of the time, whatever you do.")
    elif yours >= 1 - 1e-6:
        # Translators: as "“{move}” would lose the visit whatever cards come next.", where after the best
        # move the very next cards leave it lost {best} ("19%") of the time; {win}: the best move's chance
        # to win the visit in all ("33%"): the two do not add up to 100%, later cards count too.
        text = _(
            "“{move}” would lose the visit whatever cards come next; with the best move, the very next cards "
            "would lose it {best} of the time (it wins {win} in all: later cards count too)."
        )
    elif best <= 1e-6:
        # Translators: as "“{move}”: the very next cards would leave the visit lost {chance} of the time,
        # whatever you do.", where after the best move they never do; {win}: the best move's chance to win
        # the visit in all ("50%"), less than 100% because later cards and choices count too.
        text = _(
            "“{move}”: the very next cards would leave the visit lost {chance} of the time, whatever you do; "
            "with the best move, never (it wins {win} in all: later cards count too)."
        )
    else:
        # Translators: as "“{move}”: the very next cards would leave the visit lost {chance} of the time,
        # whatever you do.", where after the best move they do {best} ("19%") of the time; {win}: the best
        # move's chance to win the visit in all ("33%").
        text = _(
            "“{move}”: the very next cards would leave the visit lost {chance} of the time, whatever you do; "
            "with the best move, {best} (it wins {win} in all: later cards count too)."
        )
    return text


def other_move_text(move: str, said: str) -> str:
    """Another option than the (right) answer, ``move``, and why it is worse: ``said``, a sentence
    said of the player's move ("You would then have to win all 3 dialogues left; …"), begun in
    lower case after the move's name."""
    # Translators: said under a puzzle's solution (a right answer) of another move, {move} ("Pick 1
    # of Claws"); {why} is a whole sentence already translated ("You would then have to win all 3
    # dialogues left; the best move leaves room to give one away."), its first letter in lower case.
    return _("“{move}”: {why}").format(move=move, why=said[:1].lower() + said[1:])


def swap_text(cards: Sequence[tuple[str, int]], shown: int, beaten_by: str = "") -> str:
    """The card the best move (the King of Leaves used) then puts on the deck, by the top card it shows
    (``game.puzzle_swap``): ``cards``, each card's name with how many of the ``shown`` cards the top
    can be make it the best, the most often first; one card: the best whatever the top card;
    ``beaten_by``: the hand card that then beats it as the next statement (the point of the swap)."""
    card, count = cards[0]
    if len(cards) == 1 and beaten_by:
        # Translators: as "Whatever top card the King of Leaves shows, put the {card} on the deck in its
        # place.", where that card then becomes the next statement and the player's {beater} ("7 of
        # Leaves", a hand card) beats it: why the swap wins.
        return _(
            "Whatever top card the King of Leaves shows, put the {card} on the deck in its place: it becomes "
            "the next statement, and your {beater} beats it."
        ).format(card=card_label(card), beater=card_label(beaten_by))
    if len(cards) == 1:
        # Translators: said under a puzzle's solution whose best move uses the King of Leaves (it shows
        # the deck's top card, takes it into the hand and puts a hand card on the deck instead); {card}
        # ("4 of Leaves") is the card best put on the deck, whichever top card it shows.
        return _("Whatever top card the King of Leaves shows, put the {card} on the deck in its place.").format(
            card=card_label(card)
        )
    if len(cards) == 2:
        # Translators: as "Whatever top card the King of Leaves shows, put the {card} on the deck in its place.",
        # where it depends on the top card shown: {card} is best for {k} of the {n} cards the top card
        # can be, {other} for the others; the plural form follows {n}.
        text = ngettext(
            "Which card to put on the deck in its place depends on the top card the King of Leaves shows: the {card} "
            "for {k} of the {n} card it can be, the {other} for the others.",
            "Which card to put on the deck in its place depends on the top card the King of Leaves shows: the {card} "
            "for {k} of the {n} cards it can be, the {other} for the others.",
            shown,
        )
        return text.format(card=card_label(card), k=count, n=shown, other=card_label(cards[1][0]))
    # Translators: as "Which card to put on the deck in its place depends on the top card the King of
    # Leaves shows…", where more than two cards can be best: {card} is the most often best, for {k} of the
    # {n} cards the top card can be; the plural form follows {n}.
    return ngettext(
        "Which card to put on the deck in its place depends on the top card the King of Leaves shows: most often "
        "the {card}, for {k} of the {n} card it can be.",
        "Which card to put on the deck in its place depends on the top card the King of Leaves shows: most often "
        "the {card}, for {k} of the {n} cards it can be.",
        shown,
    ).format(card=card_label(card), k=count, n=shown)


def other_moved_text(move: str, fief: int, target: int, said: str) -> str:
    """As ``other_move_text`` for an option that moves the visit to fief ``fief`` (the Prince of
    Leaves, at best), which asks for ``target`` dialogues: the fief named before why it is worse."""
    # Translators: said under a puzzle's solution (a right answer) of another move, {move} ("Use ally 2,
    # the Prince of Leaves"), which moves the visit to fief {fief} (the better of the fiefs it can move
    # it to); the plural form follows {target}, the dialogues that fief asks for; {why} is a whole
    # sentence already translated ("You would then have to win all 2 dialogues left; …"), its first
    # letter in lower case.
    return ngettext(
        "“{move}” would at best move the visit to fief {fief}, which asks for exactly {target} dialogue: {why}",
        "“{move}” would at best move the visit to fief {fief}, which asks for exactly {target} dialogues: {why}",
        target,
    ).format(move=move, fief=fief, target=target, why=said[:1].lower() + said[1:])


def other_moved_chance_text(move: str, fief: int, target: int, yours: float, best: float, win: float = 0.0) -> str:
    """As ``other_chance_text`` for an option that moves the visit to fief ``fief`` (the Prince of
    Leaves, at best), which asks for ``target`` dialogues: the fief named, then the chance the very
    next cards settle the visit as lost there, ``yours``, and after the best move, ``best`` (whose
    chance to win in all is ``win``)."""
    # Translators: said under a puzzle's solution (a right answer) of another move, {move} ("Use ally 2,
    # the Prince of Leaves"), which moves the visit to fief {fief} (the better of the fiefs it can move
    # it to); the plural form follows {target}, the dialogues that fief asks for; {chance} and {best} are
    # exact chances ("40%") that the very next cards not known yet leave the visit lost whatever follows,
    # there and after the best move; {win}: the best move's chance to win the visit in all ("33%").
    return ngettext(
        "“{move}” would at best move the visit to fief {fief}, which asks for exactly {target} dialogue; "
        "there, the very next cards would leave the visit lost {chance} of the time, whatever you do; "
        "with the best move, {best} (it wins {win} in all: later cards count too).",
        "“{move}” would at best move the visit to fief {fief}, which asks for exactly {target} dialogues; "
        "there, the very next cards would leave the visit lost {chance} of the time, whatever you do; "
        "with the best move, {best} (it wins {win} in all: later cards count too).",
        target,
    ).format(move=move, fief=fief, target=target, chance=percent(yours), best=percent(best), win=percent(win))


def other_moves_text(move: str, other: str, said: str) -> str:
    """As ``other_move_text`` for two options, ``move`` and ``other``, worse for the same reason."""
    # Translators: as "“{move}”: {why}", for two moves ("Pick 1 of Claws", "Pick 6 of Leaves") that
    # are worse for the same reason; {why} is a whole sentence, its first letter in lower case.
    return _("“{move}” and “{other}”: {why}").format(move=move, other=other, why=said[:1].lower() + said[1:])


def other_chances_text(move: str, other: str, lost: bool, yours: float, best: float, win: float) -> str:
    """As ``other_chance_text`` for two options, ``move`` and ``other``, worse by the same chances: one
    sentence for both (the same sentence twice, a move's name apart, read as a repeat)."""
    text = _other_lost_chances(yours, best, win) if lost else _other_won_chances(yours)
    return text.format(move=move, other=other, chance=percent(yours), best=percent(best), win=percent(win))


def _other_won_chances(yours: float) -> str:
    """``other_chances_text``'s sentence, not filled in yet, for the visit won for sure."""
    if yours <= 1e-6:
        # Translators: as "“{move}”: the next cards not known yet would never leave the visit won for
        # sure…", for two moves worse by the same chances.
        return _(
            "“{move}” and “{other}”: after either, the next cards not known yet would never leave the visit "
            "won for sure; after the best move, they do {best} of the time."
        )
    # Translators: as "“{move}” and “{other}”: after either, the next cards not known yet would alone
    # settle the visit as lost…", for the visit won whatever follows.
    return _(
        "“{move}” and “{other}”: after either, the next cards not known yet would leave the visit won "
        "for sure {chance} of the time; after the best move, {best} of the time."
    )


def _other_lost_chances(yours: float, best: float, win: float) -> str:
    """``other_chances_text``'s sentence, not filled in yet, for the visit lost for sure."""
    sure = best <= 1e-6 and win >= 1 - 1e-6  # the best move not told beside it: said next
    if sure and yours >= 1 - 1e-6:
        # Translators: as "“{move}” would lose the visit whatever cards come next.", for two moves, where
        # the best move wins whatever comes (said next).
        text = _("“{move}” and “{other}” would each lose the visit whatever cards come next.")
    elif yours >= 1 - 1e-6 and best <= 1e-6:
        # Translators: as "“{move}” would lose the visit whatever cards come next; with the best move, the
        # very next cards never would (it wins {win} in all…)", for two moves.
        text = _(
            "“{move}” and “{other}” would each lose the visit whatever cards come next; with the best move, the "
            "very next cards never would (it wins {win} in all: later cards count too)."
        )
    elif sure:
        # Translators: as "“{move}”: the very next cards would leave the visit lost {chance} of the time,
        # whatever you do.", for two moves worse by the same chances.
        text = _(
            "“{move}” and “{other}”: after either, the very next cards would leave the visit lost {chance} of "
            "the time, whatever you do."
        )
    elif yours >= 1 - 1e-6:
        # Translators: as "“{move}” would lose the visit whatever cards come next; with the best move, the
        # very next cards would lose it {best} of the time (it wins {win} in all…)", for two moves.
        text = _(
            "“{move}” and “{other}” would each lose the visit whatever cards come next; with the best move, the "
            "very next cards would lose it {best} of the time (it wins {win} in all: later cards count too)."
        )
    elif best <= 1e-6:
        # Translators: as "“{move}”: the very next cards would leave the visit lost {chance} of the time,
        # whatever you do; with the best move, never (it wins {win} in all…)", for two moves.
        text = _(
            "“{move}” and “{other}”: after either, the very next cards would leave the visit lost {chance} of "
            "the time, whatever you do; with the best move, never (it wins {win} in all: later cards count too)."
        )
    else:
        # Translators: as "“{move}”: the very next cards would leave the visit lost {chance} of the time,
        # whatever you do; with the best move, {best} (it wins {win} in all…)", for two moves.
        text = _(
            "“{move}” and “{other}”: after either, the very next cards would leave the visit lost {chance} of "
            "the time, whatever you do; with the best move, {best} (it wins {win} in all: later cards count too)."
        )
    return text


def baron_eyes_response_text(card: str, odd: bool) -> str:
    """The Baron of Eyes watches the response the best move gives (``card``): odd, it makes the player
    discard a card of the hand; even, draw one (docs/RULES.md, BE)."""
    if odd:
        # Translators: said under a puzzle's solution; the Baron of Eyes (an ally used before) watches
        # the next response; {card} is the card the best move answers with ("5 of Claws").
        text = _(
            "The Baron of Eyes is watching this response: the {card} is odd, so you then discard a card "
            "from your hand (an even card would make you draw one)."
        )
    else:
        # Translators: as "The Baron of Eyes is watching this response: the {card} is odd…", for an
        # even card, which makes the player draw a card.
        text = _(
            "The Baron of Eyes is watching this response: the {card} is even, so you then draw a card "
            "(an odd card would make you discard one)."
        )
    return text.format(card=card_label(card))


def lost_whatever_text(cards: int, best: int | None, best_cards: int, share: float, win: float = 0.0) -> str:
    """As ``worse_chance_text`` when every outcome of the first cards not known yet after the
    player's move loses the visit: the next statement is any of ``cards`` unseen cards (0: other
    cards, a draw), and ``best`` of ``best_cards`` lose it after the best move (None: told as the
    chance ``share``); where none do, the best move's chance to win (``win``) beside it, or nothing
    of the best move where it wins for sure (the closing sentence says so in words)."""
    if (best == 0 if cards and best is not None else share <= 1e-6) and win >= 1 - 1e-6:
        # Translators: as "With your move, the visit is lost for sure whatever the next cards not known
        # yet; with the best move, …", where the best move wins whatever comes (the next sentence says so).
        return _("With your move, the visit is lost for sure, whatever cards come next.")
    if not (cards and best is not None) and share <= 1e-6:
        # Translators: as "With your move, the visit is lost for sure whatever the next cards not known
        # yet; with the best move, they alone settle it as lost {best} of the time.", where after the
        # best move the very next cards never do; {win}: its chance to win the visit in all ("40%"), less
        # than 100% because later cards and choices count too.
        return _(
            "With your move, the visit is lost for sure, whatever cards come next; with the best move, the very "
            "next cards never would (it wins {win} in all: later cards count too)."
        ).format(win=percent(win))
    if cards and best == 0 and win < 1 - 1e-6:
        # Translators: as "With your move, the visit is lost for sure whichever of the {n} cards the next
        # unseen statement is; …", where with the best move none of them do, yet it wins the visit only
        # {win} ("40%") of the time.
        return ngettext(
            "With your move, the visit is lost for sure whichever of the {n} card the next unseen statement "
            "is; with the best move, for none (it wins {win} in all: later cards count too).",
            "With your move, the visit is lost for sure whichever of the {n} cards the next unseen statement "
            "is; with the best move, for none (it wins {win} in all: later cards count too).",
            cards,
        ).format(n=cards, win=percent(win))
    if cards and best is not None:
        # Translators: said under a puzzle's solution of a move that can no longer win the visit; the
        # plural form follows {n}, the unseen cards the next statement not known yet can be; with the
        # best move, {best} of the {best_n} it can be then leave the visit lost whatever follows.
        return ngettext(
            "With your move, the visit is lost for sure whichever of the {n} card the next unseen statement "
            "is; with the best move, for {best} of {best_n}.",
            "With your move, the visit is lost for sure whichever of the {n} cards the next unseen statement "
            "is; with the best move, for {best} of {best_n}.",
            cards,
        ).format(n=cards, best=best, best_n=best_cards)
    # Translators: said under a puzzle's solution of a move that can no longer win the visit; {best}
    # is an exact chance ("40%"): that the cards not known yet shown next after the best move (a
    # statement, cards drawn) leave the visit lost whatever follows; {win}: the best move's chance to
    # win the visit in all ("33%"): the two do not add up to 100%, later cards count too.
    return _(
        "With your move, the visit is lost for sure, whatever cards come next; with the best move, the very "
        "next cards would lose it {best} of the time (it wins {win} in all: later cards count too)."
    ).format(best=percent(share), win=percent(win))
