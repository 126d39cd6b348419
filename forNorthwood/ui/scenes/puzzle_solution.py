"""The solution of a puzzle's answer: the exact solver's work, off the window's thread, and the
panel's words made of it (the verdict, what the moves do, the rule that decides, every option's odds).

``check`` gathers the facts (pure game code: ``game.puzzles``, ``puzzle_effect``, ``puzzle_reason``,
``puzzle_rule``); ``solution_picture`` words them in the current language, so a change of language
or window size redraws the panel without asking the solver again. Why the other options are worse
is worded in ``puzzle_others``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...ai.infoset import canonical
from ...ai.policy import greedy_action
from ...core import Action, State
from ...core import actions as A
from ...core.cards import CARD_NAMES, card_value
from ...core.state import PHASE_DECISION
from ...game.puzzle_check import Checked
from ...game.puzzle_effect import (
    GIVES_DIALOGUE,
    LOSES_VISIT,
    MOVES_VISIT,
    REVEALS,
    WINS_DIALOGUE,
    WINS_VISIT,
    Effect,
    discarded_after,
    exchange_of,
)
from ...game.puzzle_kept import KeptUse
from ...game.puzzle_pairs import same_pairs
from ...game.puzzle_reason import (
    ENDS,
    GIVES_NEEDED,
    KNOWN_DECIDES,
    KNOWN_THEN_UNKNOWN,
    OVER,
    SHORT,
    SURE,
)
from ...game.puzzle_rule import (
    Count,
)
from ...game.puzzles import ONLY, LineStep, Puzzle
from ...game.session import apply_answering
from ...i18n.puzzles_text import (
    baron_eyes_response_text,
    best_line_text,
    count_text,
    counts_after_cards_text,
    effect_text,
    exchange_text,
    forced_shortfall_text,
    instead_discarded_text,
    instead_text,
    kept_ally_text,
    kept_card_loses_text,
    kept_text,
    kept_use_text,
    line_opening_text,
    middle_move_text,
    obvious_right_text,
    option_mark,
    percent,
    pick_kind,
    reason_parts,
    reply_text,
    short_move_text,
    shortfall_text,
    slotted_move_text,
    statement_cards_text,
    suit_count_text,
    swap_text,
    then_text,
    trump_text,
    verdict_text,
    verdict_title,
    worse_chance_text,
    your_ability_text,
    your_ends_text,
    your_over_text,
    your_statement_text,
    your_win_text,
)
from ..puzzle_places import solution_layout
from ..solution_panel import OptionRow, SolutionPicture
from ..table_places import TableLayout
from ..text import line_height, wrap
from .puzzle_lines import played_move_text
from .puzzle_others import answer_chance, named, reasons_words
from .puzzle_words_room import placed

#: The first level whose line says how often the obvious move (the quick rule of thumb's) fails.
OBVIOUS_LEVEL = 3


def solution_picture(
    table: TableLayout, puzzle: Puzzle, state: State, given: Action, checked: Checked
) -> SolutionPicture:
    """The panel of the checked answer ``given``, worded now."""
    verdict, found = checked.verdict, checked.solution
    rows = _option_rows(puzzle, state, given, checked)
    after = found.line[1 + _told_answers(state, puzzle.answer, checked) :]
    said: list[str] = []
    instead = False  # the best move's card told instead of the player's, which does the same
    baron = _baron_eyes_words(state, puzzle.answer, checked)  # its parity draws or discards: the point
    if not verdict.correct:  # what the player's move does, and the rule that decides it
        instead = _wrong_words(state, puzzle.answer, given, checked, said, baron)
    best_at = len(said)  # what the best move does, from here
    if not instead:  # else what the best move does is what the player's does, said already
        said.extend(_kept_words(state, checked.kept_use) or [_effect_words(checked.effect)])
        said.extend((_swap_words(checked), _discarded_words(checked)))
        said.append(_exchange_words(state, puzzle.answer))
        said.append(baron)
    if checked.answer_trump:
        said.append(trump_text(checked.answer_trump))
    line = _line_words(state, found.line, len(found.line) - len(after))
    if any(line) and not any(said):  # not "Then …" first, as if the text's beginning were missing
        said.append(line_opening_text(played_move_text(puzzle.answer, state)))
    if any(line) and not verdict.correct and not instead and not any(said[best_at:]):  # after the player's move
        line[0] = best_line_text(line[0])
    said.extend(line)
    # Other moves that lose by the count, before why the solution stops: "the solution stops here" last.
    said.extend(reasons_words(state, [(move, c) for move, c in checked.counts if move != given], checked))
    # A right answer: why the main other options are worse, as a wrong answer would be told.
    only = puzzle.kind == ONLY
    words = verdict_text(state, puzzle.answer, puzzle.answer_success, puzzle.margin, only, given, verdict.success)
    others = reasons_words(state, checked.others, checked)
    others = _opening_apart(others, [words, *said])
    at = len(said)
    said.extend(others)
    # "After your move, the next statement is …", then the best move's, then this; before the closing
    # sentence, unless that one is "After it, what follows depends on a card not known yet" (the
    # known card's), which this goes on from.
    chance = _chance_words(checked) if isinstance(checked.given_effect, str) else ""
    if _ended_won(checked):  # else "the best move wins the visit whatever cards" says it twice
        said.append(chance)
    else:
        reply = checked.reply
        answered = "" if reply is None else reply_text(reply.card, reply.wins, reply.won, reply.target)
        yours_told = not verdict.correct and _statement_told(checked)
        first, rest = reason_parts(checked.reason.kind, checked.reason.card, checked.reason.to, yours_told)
        ends = (chance, rest) if checked.reason.kind != KNOWN_THEN_UNKNOWN else (rest, chance)
        said += [first, answered, *ends]  # apart: the first ones may go under the options (``placed``)
    if verdict.correct and puzzle.level >= OBVIOUS_LEVEL and greedy_action(canonical(state)) == given:
        words = f"{words} {obvious_right_text()}"
    title = verdict_title(verdict.correct)
    bare = SolutionPicture(solution_layout(table), verdict.correct, title, words, rows, "")
    return _room_for_cards(bare, table, said, at, len(others), checked)


def _option_rows(puzzle: Puzzle, state: State, given: Action, checked: Checked) -> tuple[OptionRow, ...]:
    """The odds lines: each option once (a pair picked in either order is one), marked best / yours."""
    twins = same_pairs(state, checked.solution.options)
    return tuple(
        OptionRow(
            named(option.action, state, twins),
            percent(option.success),
            option_mark(option.action == puzzle.answer, given in (option.action, twins.get(option.action))),
            option.action == puzzle.answer,
            given in (option.action, twins.get(option.action)),
            named(option.action, state, twins, short_move_text),
            named(option.action, state, twins, middle_move_text),
            named(option.action, state, twins, slotted_move_text),
        )
        for option in checked.solution.options
        if option.action not in twins.values()
    )


def _with_room(bare: SolutionPicture, table: TableLayout, said: list[str], at: int, others: int) -> SolutionPicture:
    """``bare`` with the words ``said``, keeping of the ``others`` sentences from ``at`` on as many as
    the panel has room for as it has for the rest: not over the hand from 1280×800 up, nor in a
    smaller font than without them."""
    base = placed(bare, table, [part for part in said[:at] + said[at + others :] if part])
    for told in range(others, 0, -1):
        kept = said[: at + told] + said[at + others :]
        picture = placed(bare, table, [part for part in kept if part])
        if _fits_as_well(picture, base, table):
            return picture
    return base


def _fits_as_well(picture: SolutionPicture, base: SolutionPicture, table: TableLayout) -> bool:
    """Whether ``picture`` holds its words as well as ``base`` (the same without the other options'
    sentences): under the options where ``base`` is, in a font as large; else in the box over the
    hand, whole, and its first sentences in the panel."""
    if not base.line:
        return not picture.line and picture.text_size() >= base.text_size()
    size = table.text(16)
    lines = wrap(picture.line, size, picture.layout.follow.width) if picture.line else []
    return len(lines) * line_height(size) <= picture.layout.follow.height and (not picture.more or picture.more_fits())


def _opening_apart(others: list[str], said: list[str]) -> list[str]:
    """The other options' sentences but those that would open as the one before them does ("“Pick 7 of
    Claws”" after "“Pick 7 of Flowers”": read as the same sentence twice); ``said``: the words before."""
    told: list[str] = []
    before = next((part for part in reversed(said) if part), "")
    for words in others:
        if words and words.lower().split()[:3] != before.lower().split()[:3]:
            told.append(words)
            before = words
    return told


def _wrong_words(state: State, answer: Action, given: Action, checked: Checked, said: list[str], baron: str) -> bool:
    """What the player's (wrong) move ``given`` does and the rule that decides it, added to ``said``;
    whether the best move's card was told instead of the player's (it does the same there and then):
    then what the watching Baron of Eyes makes of it (``baron``) follows at once."""
    said.append(_your_words(state, given, checked))
    if checked.given_trump:
        said.append(trump_text(checked.given_trump))
    said.append(_shortfall_words(state, given, checked))
    instead = False
    if checked.kept is not None:
        said.append(kept_text(*checked.kept))
    elif _alike(checked.given_effect, checked.effect) and isinstance(given, A.Play):
        # Two wrong cards doing what the best move does read alike: the card is the difference.
        if isinstance(answer, A.Play):
            best_line = [step.action for step in checked.solution.line]
            discarded = discarded_after(state, best_line, given.card)
            said.append((instead_discarded_text if discarded else instead_text)(given.card, answer.card))
            said.append(baron)
            instead = True
    if checked.suit_count is not None:
        told = checked.suit_count
        said.append(suit_count_text(told.card, told.unseen, told.wins))
    if not isinstance(checked.given_effect, str):  # else after the best move's next statement
        said.append(_chance_words(checked))
    return instead


def _swap_words(checked: Checked) -> str:
    """The card the best move then puts on the deck with the King of Leaves, by the top card it shows
    ("" when it uses none): the solution's line stops at that card not known yet."""
    swap = checked.swap
    if swap is None:
        return ""
    return swap_text(swap.cards, swap.shown, swap.beaten_by)


def _discarded_words(checked: Checked) -> str:
    """Why the right answer discards its card ("" when no card reason is found): kept, it would be the
    only card allowed against a next statement of its suit, and win it."""
    found = checked.discarded
    if found is None or not checked.verdict.correct:
        return ""
    return kept_card_loses_text(found.forced, found.suits)


def _count_words(state: State, move: Action, count: Count) -> str:
    """Why another move loses by the count: what it leads to, and why that cannot be won."""
    return count_text(played_move_text(move, state), count.fief, count.target, count.won, count.ended, count.hand)


def _chance_words(checked: Checked) -> str:
    """Why the player's move is worse at the first card not known yet ("" when not told so): the card
    logic first ("…if the next statement is a Claws card: you would have to answer it with the 8 of
    Claws, which wins it."), then the odds (p62 read the odds alone, and no card)."""
    cards = _cards_words(checked)
    return " ".join(words for words in (cards, _odds_words(checked, bool(cards))) if words)


def _odds_words(checked: Checked, after_cards: bool = False) -> str:
    """The odds of ``checked.chance``; ``after_cards``: after the card logic, in short where counted in
    cards ("In all, 2 of the 5 cards it can be would lose you the visit; …")."""
    chance = checked.chance
    if chance is None:
        return ""
    lost, yours, cards, best, best_cards = chance.told
    if after_cards and lost and cards and best_cards and yours < 1 - 1e-6:
        counted, best_counted = round(yours * cards), round(best * best_cards)
        named = len(checked.cards.cards) if checked.cards is not None else 0
        shared = bool(named) and cards == best_cards and counted - named == best_counted
        return counts_after_cards_text(counted, cards, best_counted, best_cards, answer_chance(checked), shared)
    return worse_chance_text(*chance.told, answer_chance(checked))


def _cards_words(checked: Checked) -> str:
    cards = checked.cards if checked.chance is not None else None
    return "" if cards is None else statement_cards_text(cards.suits, cards.cards, cards.forced, cards.wins)


def _room_for_cards(
    bare: SolutionPicture, table: TableLayout, said: list[str], at: int, others: int, checked: Checked
) -> SolutionPicture:
    """``_with_room``, the card logic said where the panel holds it with the odds as well as the odds
    alone (from 1280×800 up under the options, in as large a font: a smaller one for one answer in
    ten at most); else the card logic without the odds (the odds compare with the best move, the
    card logic names what loses), else the odds alone."""
    picture = _with_room(bare, table, said, at, others)
    cards, odds = _cards_words(checked), _odds_words(checked)
    if not cards or _chance_words(checked) not in said:
        return picture
    where = said.index(_chance_words(checked))

    def told(words: str) -> SolutionPicture:
        return _with_room(bare, table, [*said[:where], words, *said[where + 1 :]], at, others)

    base = told(odds)
    if _fits_as_well(picture, base, table):
        return picture
    shorter = told(cards)
    return shorter if _fits_as_well(shorter, base, table) else base


def _baron_eyes_words(state: State, answer: Action, checked: Checked) -> str:
    """What the watching Baron of Eyes makes of the best move's response: its parity draws or discards
    ("" when the response ends the visit: nothing is drawn or discarded then)."""
    effect = checked.effect
    if not state.baron_eyes or not isinstance(answer, A.Play):
        return ""
    if effect is not None and effect.kind in (WINS_VISIT, LOSES_VISIT):
        return ""
    name = CARD_NAMES[answer.card]
    return baron_eyes_response_text(name, card_value(answer.card) % 2 == 1)


def _exchange_words(state: State, move: Action, chance: str = "") -> str:
    """What ``move`` does with the Baron of Leaves' exchange ("" when it answers none)."""
    found = exchange_of(state, move)
    return "" if found is None else exchange_text(found.card, found.top, found.pile, chance)


def _line_words(state: State, line: Sequence[LineStep], start: int) -> list[str]:
    """The line's moves from ``start`` on, each a sentence ("Then …"); an exchange of the Baron of
    Leaves says what it gives and takes ("Then let the exchange go" said neither)."""
    allies = [slot.character for slot in state.kingdom.allies]
    words: list[str] = []
    for n, step in enumerate(line):
        if n >= start:
            chance = percent(_best(step))
            pick = pick_kind(state)
            words.append(_exchange_words(state, step.action, chance) or then_text(step.action, chance, allies, pick))
        state = apply_answering(state, step.action)[0]
    return words


def _ended_won(checked: Checked) -> bool:
    """Whether the best move ends the visit won, as its effect says ("fief 4 is won"): no card can
    come after it, and why the solution stops there needs no sentence of its own."""
    effect = checked.effect
    return effect is not None and effect.kind == WINS_VISIT and checked.reason.kind in (SURE, KNOWN_DECIDES)


def _told_answers(state: State, answer: Action, checked: Checked) -> int:
    """The moves of the line after ``answer`` that what it does already tells: the answers to its
    ability's questions (the Prince of Leaves' fief) when the effect says where the visit went or
    how it ended. The player never chose them on the table (it shows them done): "Then choose fief
    3" after "The best move moves the visit to fief 3" read as a choice the player had."""
    effect = checked.effect
    if not isinstance(answer, A.Activate) or effect is None or effect.kind not in (MOVES_VISIT, WINS_VISIT):
        return 0
    told = 0
    after, _events = apply_answering(state, answer)
    for step in checked.solution.line[1:]:
        if after.phase is not PHASE_DECISION:
            break
        after, _events = apply_answering(after, step.action)
        told += 1
    return told


def _effect_words(effect: Effect | str | None, yours: bool = False) -> str:
    if effect is None:
        return ""
    if isinstance(effect, str):
        return your_statement_text(effect)
    return effect_text(
        effect.kind,
        effect.fief,
        effect.target,
        effect.won,
        effect.slot,
        effect.ready,
        yours,
        last=effect.last,
        ally=effect.ally,
    )


def _statement_told(checked: Checked) -> bool:
    """Whether the player's move's next statement, a known card, is said (by what the move does, or
    by why it loses the visit): "The next statement is …" of the best move would say it twice."""
    short = checked.shortfall
    if isinstance(checked.given_effect, str):
        return checked.given_effect != checked.reason.card
    return short is not None and bool(short.statement)


def _shortfall_words(state: State, given: Action, checked: Checked) -> str:
    """Why the player's move is worse, by the count after it ("" when the count shows nothing), or
    by its count among the other moves'; said as the player's move, the count once."""
    short, effect = checked.shortfall, checked.given_effect
    own = next((c for move, c in checked.counts if move == given), None)
    if own is not None and own.ended:  # not "“Use ally 1, …”: …" as if another move
        return your_ends_text(own.fief, own.target, own.won)
    if own is not None and (own.won > own.target or own.won + own.hand < own.target):
        return shortfall_text(OVER if own.won > own.target else SHORT, own.fief, own.target, own.won, own.hand, False)
    if own is not None:
        return _count_words(state, given, own)
    if short is None:
        return ""
    if short.kind == ENDS and isinstance(effect, Effect) and effect.kind == LOSES_VISIT:
        return your_ends_text(short.fief, short.target, short.won)  # "Your move ends the visit" said once
    if short.kind == OVER and isinstance(effect, Effect) and effect.tells_count(short.fief, short.won):
        return your_over_text(short.fief)
    if short.statement:
        wins = short.won > short.target
        return forced_shortfall_text(short.statement, short.card, wins, short.fief, short.target, short.won)
    words = played_move_text(given, state)
    return shortfall_text(short.kind, short.fief, short.target, short.won, short.left, short.by_deck, words)


def _kept_words(state: State, use: KeptUse | None) -> list[str]:
    """The allies the best move keeps, and what the first one best play uses then does ([] when unknown)."""
    if use is None:
        return []
    ready = sum(not slot.exhausted for slot in state.kingdom.allies)
    e = use.effect
    when = (len(state.score), use.before, use.dialogues)
    return [kept_ally_text(ready, use.ally), kept_use_text(use.ally, e.kind, e.fief, e.target, e.won, when)]


def _your_words(state: State, given: Action, checked: Checked) -> str:
    """``_your_said``, and how best play answers the known card a pick makes the next statement,
    where that is said: what the picked card leads to, beside the best move's."""
    said = _your_said(state, given, checked)
    reply = checked.given_reply
    if not said or reply is None or not isinstance(checked.given_effect, str):
        return said
    return f"{said} {reply_text(reply.card, reply.wins, reply.won, reply.target)}"


def _your_said(state: State, given: Action, checked: Checked) -> str:
    """What the player's move does; an ally whose question the exact solver answered, with its name.
    The next statement it makes is not said where another sentence says it: why the move loses
    the visit against it, or the best move's (the same card, seen on top of the deck)."""
    effect = checked.given_effect
    short = checked.shortfall
    if isinstance(effect, str) and (effect == checked.reason.card or (short is not None and effect == short.statement)):
        return ""
    if short is not None and (short.kind == GIVES_NEEDED or (isinstance(effect, Effect) and effect.kind == REVEALS)):
        return ""  # the shortfall's words say it gives the dialogue away; the verdict names the move revealing
    if short is not None and short.kind == ENDS and isinstance(effect, Effect) and effect.kind == LOSES_VISIT:
        return ""  # the shortfall's words: "Your move ends the visit with 2 won: …"
    if short is not None and short.kind == OVER and isinstance(effect, Effect) and effect.kind == WINS_DIALOGUE:
        # The count once, where the shortfall's words say why the visit is lost; "wins this dialogue"
        # once too, where the trump's words say it.
        return "" if checked.given_trump else your_win_text()
    if isinstance(given, A.Activate) and checked.given_answers and isinstance(effect, Effect):
        allies = state.kingdom.allies
        if effect.kind == MOVES_VISIT and given.slot < len(allies):
            ally = allies[given.slot].substitute or allies[given.slot].ally
            return your_ability_text(ally, effect.fief, effect.target, effect.won)
    return _effect_words(effect, yours=True)


def _alike(yours: Effect | str | None, best: Effect | None) -> bool:
    """Whether the player's move does there and then just what the best move does (a dialogue
    given away or won, to the same count, the visit going on)."""
    if not isinstance(yours, Effect) or best is None or yours.kind not in (WINS_DIALOGUE, GIVES_DIALOGUE, MOVES_VISIT):
        return False
    return (yours.kind, yours.fief, yours.won) == (best.kind, best.fief, best.won)


def _best(step: LineStep) -> float:
    """The chance of the move a solution's line takes at one of its steps."""
    return next(o.success for o in step.options if o.action == step.action)
