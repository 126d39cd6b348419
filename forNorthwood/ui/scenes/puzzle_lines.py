"""The lines a puzzle's table says of itself: the player's move on the message line, the first
button's label once answered (the other position to show), and the prompt line then."""

from __future__ import annotations

from collections.abc import Sequence

from ...core import Action, State, new_game
from ...core import actions as A
from ...core import events as E
from ...core.cards import CARD_NAMES, CARD_OF_NAME, card_value
from ...game.puzzle_pairs import paired_card
from ...game.puzzles import Puzzle, PuzzleResult
from ...game.session import apply_answering
from ...i18n import _, pgettext
from ...i18n.messages import card_label, character_name
from ...i18n.puzzles_text import find_text, goal_texts, move_text, pair_move_text, puzzle_title

#: What the table shows once answered: the position after the player's move, after the best
#: move, or before the answer.
YOURS, BEST, BEFORE = "yours", "best", "before"


def ability_moves(puzzle: Puzzle, state: State) -> tuple[str, list[str], list[str]]:
    """The ability whose question the puzzle asks (its character, "" for none), and the cards it has
    drawn and discarded before the puzzle's position, from the puzzle's actions."""
    decision = state.decision
    used = [n for n, action in enumerate(puzzle.actions) if isinstance(action, A.Activate)]
    if decision is None or decision.slot is None or not used:
        return "", [], []
    start = used[-1]
    game = new_game(puzzle.seed, puzzle.setup, puzzle.threshold)
    for action in puzzle.actions[:start]:
        game = apply_answering(game, action)[0]
    drawn: list[str] = []
    discarded: list[str] = []
    character = ""
    for action in puzzle.actions[start:]:
        game, events = apply_answering(game, action)
        for event in events:
            if isinstance(event, E.Activated):
                character = event.character
            elif isinstance(event, E.Moved) and (event.source, event.dest) == ("deck", "hand"):
                drawn.append(event.card)
            elif isinstance(event, E.Moved) and (event.source, event.dest) == ("hand", "discard"):
                discarded.append(event.card)
    return character, drawn, discarded


def lady_of_eyes_total(puzzle: Puzzle, state: State) -> int | None:
    """The total the Lady of Eyes asks to discard (her drawn cards'), when the puzzle starts in the
    middle of her discards; None otherwise. p64 read "adding up to 7, the drawn cards' total" where
    the drawn cards made 11 and 4 had gone already."""
    character, drawn, _ = ability_moves(puzzle, state)
    if character != "LE" or not drawn:
        return None
    return sum(card_value(CARD_OF_NAME[card]) for card in drawn)


def ability_so_far(puzzle: Puzzle, state: State) -> tuple[str, ...]:
    """What the ability whose question the puzzle asks has done already, from the puzzle's actions,
    in a sentence ("With the Jack of Eyes, you drew the 3 of Leaves and the 4 of Eyes, then discarded
    the 3 of Leaves.") and in short ("Already drawn: 3 of Leaves, 4 of Eyes; discarded: 3 of Leaves."; the
    prompt line names the ally): a puzzle that starts in the middle of an ability says how it got
    there. () when it asks no ability's question, or the ability has drawn and discarded nothing yet."""
    character, drawn, discarded = ability_moves(puzzle, state)
    if not character or not (drawn or discarded):
        return ()
    ally = character_name(character)
    # Translators (the six lines below): a puzzle that starts in the middle of an ally's ability says what
    # it did before, on the puzzle's first line (after its goal). {drawn} and {discarded} are cards: in the
    # first three "the 3 of Leaves and the 4 of Eyes", in the short ones (for a narrow line; the line under
    # it names the ally) "3 of Leaves, 4 of Eyes".
    if drawn and discarded:
        text = _("With the {ally}, you drew {drawn}, then discarded {discarded}.")
        short = _("Already drawn: {drawn}; discarded: {discarded}.")
    elif drawn:
        text = _("With the {ally}, you drew {drawn}.")
        short = _("Already drawn: {drawn}.")
    else:
        text = _("With the {ally}, you discarded {discarded}.")
        short = _("Already discarded: {discarded}.")
    return (
        text.format(ally=ally, drawn=cards_words(drawn), discarded=cards_words(discarded)),
        short.format(drawn=cards_list(drawn), discarded=cards_list(discarded)),
    )


def solved_notes(first_try: bool) -> tuple[str, str]:
    """A puzzle solved before, opened again (today's puzzle, or Retry): it says so, in a sentence and
    in short, and that a new answer is practice. It is: only a puzzle's first answer moves the streak
    and the first tries, "tried" counts puzzles, and a solved puzzle stays solved
    (``PuzzleStats.answered``)."""
    if first_try:
        return (
            # Translators: on a puzzle's first line, when it was solved before (at the first answer).
            _(
                "You solved this puzzle at the first try: answering again is practice, "
                "and your statistics stay as they are."
            ),
            # Translators: the short form of "You solved this puzzle at the first try: answering again is practice…".
            _("Solved at the first try: practice, not counted."),
        )
    return (
        # Translators: on a puzzle's first line, when it was solved before (not at the first answer).
        _("You have solved this puzzle already: answering again is practice, and your statistics stay as they are."),
        # Translators: the short form of "You have solved this puzzle already: answering again is practice…".
        _("Solved already: practice, not counted."),
    )


def contexts_of(notes: tuple[str, ...], contexts: tuple[str, ...]) -> tuple[str, ...]:
    """The sentences after the puzzle's goal, longest first: the note that it was solved before
    (``solved_notes``) and what the ability did already (``ability_so_far``), each shortened in turn,
    the short note alone last."""
    if not notes or not contexts:
        return notes or contexts
    return (
        f"{notes[0]} {contexts[0]}",
        f"{notes[-1]} {contexts[0]}",
        f"{notes[-1]} {contexts[-1]}",
        notes[-1],
    )


def cards_list(cards: Sequence[str]) -> str:
    """Cards named in short, as the game names a card everywhere else: "3 of Leaves, 4 of Eyes"
    ("Leaves 3 · Eyes 4" read as a count of each suit)."""
    return ", ".join(str(card_label(card)) for card in cards)


def cards_words(cards: Sequence[str]) -> str:
    """Cards named in a sentence: "the 3 of Leaves", "the 3 of Leaves and the 4 of Eyes", or more
    in short ("3 of Leaves, 4 of Eyes, 7 of Eyes")."""
    if len(cards) == 1:
        # Translators: one card named in a sentence ("you discarded the 3 of Leaves"): {card} is "3 of Leaves".
        return pgettext("a card in a sentence", "the {card}").format(card=card_label(cards[0]))
    if len(cards) == 2:
        # Translators: two cards named in a sentence ("you drew the 3 of Leaves and the 4 of Eyes").
        return pgettext("cards in a sentence", "the {card} and the {other}").format(
            card=card_label(cards[0]), other=card_label(cards[1])
        )
    return cards_list(cards)


def with_context(goals: tuple[str, ...], contexts: tuple[str, ...]) -> tuple[str, ...]:
    """The puzzle's first line in its wordings, longest first (``goal_texts``), each with the context
    (what the ability did already, ``ability_so_far``: in a sentence, then in short) before the same
    without it: the context goes before "Find the best move", is shortened before the heading is left
    out, and is left out only where no wording holds it."""
    if not contexts:
        return goals
    if len(goals) < 2:
        return (*(f"{goals[0]} {context}" for context in contexts), *goals)
    said = [f"{goals[1]} {contexts[0]} {find_text()}"]
    for context in contexts:
        said.extend(f"{goal} {context}" for goal in goals[1:-1])
    said.extend(f"{goals[-1]} {context}" for context in contexts)
    return (*said, *goals)


def played_move_text(action: Action, state: State) -> str:
    """``action`` in words, or the pair it discards when its second card follows at once ("Discard
    the 1 of Claws and the 6 of Leaves": the pick alone named one card of the two)."""
    other = paired_card(state, action)
    if other is None or not isinstance(action, A.PickCard):
        return move_text(action, state)
    return pair_move_text(CARD_NAMES[action.card], other)


def your_move_line(action: Action, state: State) -> str:
    """The message line once the answer ``action`` is played in the puzzle's position ``state``."""
    return _("Your move: {move}.").format(move=played_move_text(action, state))


def board_label(board: str, correct: bool) -> str:
    """The button in Next statement's place once answered: the other position to show (``board``:
    the one shown, YOURS, BEST or BEFORE; ``correct``: the answer was right)."""
    if board in (BEST, BEFORE):
        # Translators: a puzzle's button: the table shows the position after the player's move again.
        return _("Your move")
    if correct:
        # Translators: a puzzle's button: the table shows the position before the player's (right) move.
        return _("Before your move")
    # Translators: a puzzle's button: the table shows the position after the best move.
    return _("The best move")


def answered_prompt(board: str, unknown: bool, used: tuple[int, str] | None = None) -> str:
    """The prompt line once answered: the position the table shows (``board``), and that it stops
    before a card not known yet (``unknown``). ``used``: the move shown used the ally in that slot
    (0-3, its character) and nothing else on the table changed: the line says what changed (the
    panel leaves that ally in sight, ``PuzzleScene.boards_left``, but the table looks much as before)."""
    if used is not None and board in (YOURS, BEST):
        return used_ally_prompt(board, unknown, *used)
    if unknown:
        shown = (
            _("The best move turns over a card not known yet: the table stops before it.")
            if board == BEST
            else _("Your move turns over a card not known yet: the table stops before it.")
        )
    else:
        shown = {
            BEST: _("The table shows the best move."),
            BEFORE: _("The table shows the position before your move."),
        }.get(board, _("The table shows your move."))
    # Translators: {shown} is "The table shows your move." (or the best move, or the position before it).
    return _("{shown} Retry, go on or back: the buttons beside the solution.").format(shown=shown)


def used_ally_prompt(board: str, unknown: bool, slot: int, character: str) -> str:
    """The prompt line when the move shown only used an ally (which the table shows exhausted)."""
    ally = character_name(character)
    # Translators (the four lines below): a puzzle's prompt line once answered, when the table shows a move
    # that used an ally (the table shows it exhausted; nothing else on the table has changed); then either the
    # ability's next card is not known yet (the table stops there), or nothing else changes yet.
    # Keep them short: one line at 960×600.
    if board == BEST and unknown:
        text = _("The best move uses the {ally} (ally {slot}): it is exhausted, and the next card is not known yet.")
    elif board == BEST:
        text = _("The best move uses the {ally} (ally {slot}): it is exhausted, and nothing else changes yet.")
    elif unknown:
        text = _("You used the {ally} (ally {slot}): it is exhausted, and the next card is not known yet.")
    else:
        text = _("You used the {ally} (ally {slot}): it is exhausted, and nothing else changes yet.")
    return text.format(ally=ally, slot=slot + 1)


def opening_lines(puzzle: Puzzle, state: State, daily: bool, before: PuzzleResult | None) -> tuple[str, ...]:
    """The puzzle's first line in its wordings, longest first: its heading and goal (``goal_texts``),
    then, for a puzzle solved before (``before``: today's puzzle opened again, or Retry), that it was
    and that this is practice, and what the ability did already (``with_context``)."""
    goals = goal_texts(puzzle_title(puzzle.level, daily), state, puzzle.level)
    notes = solved_notes(before.first_try) if before is not None and before.solved else ()
    return with_context(goals, contexts_of(notes, ability_so_far(puzzle, state)))
