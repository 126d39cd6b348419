"""Everything a player reads, in one language, from seeded games: a text file for native readers.

    python scripts/language_sample.py fr                     # → fr.txt in the current folder
    python scripts/language_sample.py uk ko --out-dir /tmp/samples
    python scripts/language_sample.py fr --seeds 11 40 --review   # with the advisor's review (slow)

The file has, in this order: the games played (intro and full setups, with friends brought in
and abilities used): their log as exported, every sentence the table's message line shows, the
end-of-visit banners and the aids' lines, every prompt of an ability and of a response; a
refusal of each kind of illegal move; the review's lines; the tutorial played through; the
replay of the first game decision by decision as the replay screen words it (its heading, each
visit's tab and ruler, where it stands, the player's choice and the Hint's with their odds, the
verdict, the timeline's legend) and the end screen's review of that game, both from one advice
book at a small budget (``REPLAY_BUDGET_MS``); the puzzles (their screen, today's puzzle, the
statistics, then a shipped puzzle of each level and kind of answer, answered right and wrong:
the goal, the solution's verdict, options, explanation, buttons and prompt); each
name with the forms its grammar gives; every sentence of the catalogue with names, cards,
suits and numbers put in (two fillings each: a masculine and a feminine name, numbers with
different endings); dates and numbers; and last every other text of the catalogue (menus,
buttons, labels, rules). The games are played by a seeded policy, so a file is the same on
every run (but for the review and the replay's numbers, which the advisor computes against the
clock; the puzzles' are the exact solver's and do not change).

tests/i18n/test_rendered_texts.py imports this file and checks the same texts (no Korean
fallback particle, no card code, no English word on a Ukrainian or Korean line, no missing glyph).
"""

from __future__ import annotations

import argparse
import gettext
import os
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from forNorthwood import i18n  # noqa: E402
from forNorthwood.ai.review import ChoiceCost, VisitReview  # noqa: E402
from forNorthwood.core import Action, Phase, State, apply, legal_actions  # noqa: E402
from forNorthwood.core import actions as A  # noqa: E402
from forNorthwood.core import events as E  # noqa: E402
from forNorthwood.core.abilities import pick_progress  # noqa: E402
from forNorthwood.core.ally_advice import ally_advice  # noqa: E402
from forNorthwood.core.cards import CARD_NAMES, CARD_OF_NAME, SUIT_LETTERS  # noqa: E402
from forNorthwood.core.errors import INVALID_POSITION, MALFORMED, IllegalAction  # noqa: E402
from forNorthwood.core.prospects import fief_outcome, medal_prospect, visit_prospect  # noqa: E402
from forNorthwood.game import lessons as L  # noqa: E402
from forNorthwood.game import tutorial as T  # noqa: E402
from forNorthwood.game.gamelog import game_log  # noqa: E402
from forNorthwood.game.puzzles import LEVELS, Puzzle, PuzzleBook  # noqa: E402
from forNorthwood.game.session import Session  # noqa: E402
from forNorthwood.i18n import _, grammar, ngettext  # noqa: E402
from forNorthwood.i18n.abilities_text import ability_summary, ability_text  # noqa: E402
from forNorthwood.i18n.aids_text import (  # noqa: E402
    ally_advice_text,
    confirm_no_effect_text,
    fief_outcome_text,
    medal_prospect_text,
    no_effect_text,
    visit_prospect_text,
)
from forNorthwood.i18n.events_text import describe, visit_over_text, visit_over_title  # noqa: E402
from forNorthwood.i18n.messages import (  # noqa: E402
    _CHARACTER_NAMES,
    _error_texts,
    card_label,
    character_name,
    decision_line,
    difficulty_label,
    error_message,
    medal_name,
    prompt,
    split_final_stop,
    suit_name,
)
from forNorthwood.i18n.numbers import format_date, format_number, format_percent  # noqa: E402
from forNorthwood.i18n.review_text import fief_measure_text, review_lines  # noqa: E402
from forNorthwood.i18n.view_text import public_view  # noqa: E402

if TYPE_CHECKING:  # the replay's and the puzzles' words need pygame's modules: imported when used
    from forNorthwood.game.puzzle_check import Checked
    from forNorthwood.game.replay import Replay
    from forNorthwood.game.replay_advice import GameAdvice

#: The games of a sample: (seed, setup, stopped early). Together they bring in friends, send one back, go
#: back from a fief, use every kind of ability (names a suit and a value, swaps rulers, readies
#: an ally) and stop a game whose medal is out of reach.
GAMES: tuple[tuple[int, str, bool], ...] = (
    (11, "full", False),
    (43, "full", False),
    (106, "intro", False),
    (2, "intro", False),
    (1, "intro", True),  # stopped once its medal is out of reach
)
CHARACTERS = tuple(_CHARACTER_NAMES)
#: The reasons only a program or a damaged save meets (the engine's input, a position): their
#: words may quote the protocol's own English (field names, "true", "7E").
PROTOCOL_CODES = (MALFORMED, INVALID_POSITION)


@dataclass
class Section:
    title: str
    lines: list[str] = field(default_factory=list)
    #: The lines that quote the protocol's English on purpose (error messages of the engine).
    technical: bool = False


# -- the games ----------------------------------------------------------------------------------


def policy(session: Session, rng: random.Random, stop: bool = False) -> Action:
    """Brings in friends (and sometimes sends one back or goes back to the fiefs), uses
    abilities often, stops a game once it may, answers at random (seeded)."""
    state, legal = session.state, session.legal()
    if stop and A.STOP_GAME in legal:
        return A.STOP_GAME
    if state.phase is Phase.CHOOSE_SUBSTITUTES:
        subs = [a for a in legal if a.type == "substitute"]
        back = [a for a in legal if a.type in ("unsubstitute", "back")]
        if back and rng.random() < 0.1:
            return rng.choice(back)
        if subs and sum(1 for slot in state.kingdom.allies if slot.substitute) < 2:
            return rng.choice(subs)
        return A.BEGIN_VISIT
    if state.phase is Phase.ABILITY_WINDOW:
        ready = [a for a in legal if a.type == "activate"]
        if ready and rng.random() < 0.6:
            return rng.choice(ready)
        return A.REVEAL
    return rng.choice([a for a in legal if a.type not in ("stop_game", "back", "unsubstitute")] or list(legal))


def play_game(seed: int, setup: str, threshold: int = 16, stop: bool = False) -> Session:
    """A whole game of kingdom ``seed`` played by ``policy`` (the same game on every run),
    stopped as soon as the medal is out of reach if ``stop``."""
    session, rng = Session(seed, setup, threshold), random.Random(seed)
    while not session.over:
        session.apply(policy(session, rng, stop))
    return session


def states_of(session: Session) -> Iterator[State]:
    """Every position of the game, the first one included."""
    if session.start is not None:
        yield session.start
    for step in session.steps:
        yield step.state


def _illegal_tries(state: State) -> Iterator[Action]:
    """Actions likely refused in ``state``: one of each kind a player can try."""
    yield A.REVEAL
    yield A.BEGIN_VISIT
    yield A.STOP_GAME
    yield A.choose_fief(0)
    yield A.substitute("QC", 0)
    yield A.unsubstitute(3)
    yield A.activate(0)
    yield A.activate(9)
    yield A.pick_option("stop")
    for card in range(len(CARD_NAMES)):
        yield A.play(card)


def refusals(sessions: Sequence[Session]) -> dict[str, IllegalAction]:
    """One real refusal per reason the rules give, found by trying illegal moves in the games."""
    found: dict[str, IllegalAction] = {}
    for session in sessions:
        for state in states_of(session):
            legal = set(legal_actions(state)) if state.phase is not Phase.GAME_OVER else set()
            for action in _illegal_tries(state):
                if action in legal:
                    continue
                try:
                    apply(state, action)
                except IllegalAction as refused:
                    found.setdefault(refused.reason, refused)
    return found


def _sample_params() -> dict[str, object]:
    return {
        "action": "play",
        "phase": "respond",
        "fief": 3,
        "threshold": 16,
        "slot": 5,
        "character": "QC",
        "card": "7E",
        "suit": "L",
        "type": "dance",
        "field": "card",
        "value": "9Z",
        "limit": 7,
        "pile": "deck",
        "other_pile": "hand",
        "detail": "rng",
    }


def error_lines(sessions: Sequence[Session]) -> tuple[list[str], list[str]]:
    """The refusals a player can meet (found in the games), then every other reason's words
    (the engine's and a damaged save's, with sample values)."""
    real = refusals(sessions)
    player = [error_message(refused) for refused in real.values() if refused.code not in PROTOCOL_CODES]
    others = []
    for reason in _error_texts():
        if reason in real:
            continue
        others.append(error_message(IllegalAction("SAMPLE", reason, **_sample_params())))
    others.append(error_message(IllegalAction("SAMPLE", "no_such_reason")))
    return player, others


def table_lines(session: Session) -> list[str]:
    """What the table says during a game: each event's sentence, the end-of-visit banners, the
    aids' sure outcomes, the allies' hover lines, the prompts of abilities and of responses."""
    lines: list[str] = []
    states = list(states_of(session))
    for step in session.steps:
        for event in step.events:
            line = describe(event)
            if line:
                lines.append(line)
            if isinstance(event, E.VisitOver):
                lines.append(visit_over_title(event) + " — " + visit_over_text(event))
                lines.append(fief_outcome_text(fief_outcome(step.state.kingdom, event.fief)))
                # The session's note when the optional rule plays a settled visit out.
                lines.append(describe(E.VisitSettled(event.fief, event.won)) or "")
    for state in states:
        lines.extend(prompt_lines(state))
        prospect = visit_prospect(state)
        for text in (visit_prospect_text(prospect), medal_prospect_text(medal_prospect(state, prospect))):
            if text:
                lines.append(text)
        if state.phase is Phase.ABILITY_WINDOW:
            for advice in ally_advice(state):
                text = ally_advice_text(advice)
                if text:
                    lines.append(text)
                if advice.would_do_nothing:
                    lines.append(confirm_no_effect_text(advice))
    return _unique(lines)


def prompt_lines(state: State) -> list[str]:
    """The prompt line of the table for ``state``, worded as the visit's table words it."""
    view = public_view(state)
    if state.phase is Phase.RESPOND and view["statement"]:
        statement = card_label(view["statement"])
        answer = _("Answer {card}: drag a highlighted card onto the trick, or select it and press Enter.")
        lines = [answer.format(card=statement)]
        for card in view["hand"][:2]:
            lines.append(_("Drag {card} onto the trick, or double-click it, to answer.").format(card=card_label(card)))
        return lines
    decision = view["decision"]
    if decision is None:
        return []
    who = character_name(decision["ability"])
    if decision.get("via"):
        who = _("{via} (as {ruler})").format(via=character_name(decision["via"]), ruler=who)
    lines = [decision_line(who, decision["prompt"])]
    progress = pick_progress(state.decision) if state.decision is not None else None
    if progress is not None:
        lines.append(decision_line(who, decision["prompt"], progress))
    return lines


# -- the review ----------------------------------------------------------------------------------


def sample_reviews() -> list[VisitReview]:
    """Reviews with every kind of choice in them (a card, an ally, the next statement, a suit,
    an option, a fief, a slot), exact and estimated chances, won, lost and unfinished visits."""

    def cost(played: Action, best: Action, exact: bool) -> ChoiceCost:
        return ChoiceCost(5, played, 0.08, best, 0.62, exact)

    return [
        VisitReview(3, True, 0.5, True, cost(A.play(CARD_OF_NAME["3F"]), A.play(CARD_OF_NAME["7C"]), True), 9),
        VisitReview(0, False, 0.12, False, cost(A.REVEAL, A.activate(1), False), 9),
        VisitReview(5, True, 1.0, True, None, 7),
        VisitReview(6, False, 0.3, False, cost(A.pick_suit("E"), A.pick_suit("L"), False), 9),
        VisitReview(2, None, None, False, cost(A.pick_option("stop"), A.pick_option("continue"), False), 3),
        VisitReview(7, False, 0.01, False, cost(A.pick_option("skip"), A.pick_card(CARD_OF_NAME["1L"]), True), 3),
        VisitReview(4, True, 0.9, False, cost(A.pick_fief(5), A.pick_slot(2), False), 3),
        VisitReview(1, True, 0.77, True, cost(A.activate(3), A.REVEAL, True), 3),
        VisitReview(4, False, 0.81, False, None, 5, moved_from=5),  # a Prince of Leaves moved the visit
    ]


def real_reviews(session: Session, budget_ms: float = 40) -> list[VisitReview]:
    """The advisor's review of a game, as the end-of-game screen asks for it."""
    from forNorthwood.ai.review import review_game

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from forNorthwood.ui.review_layer import core_actions  # the session's answers to unread questions

    actions = core_actions(session)
    return review_game(
        session.seed, session.setup, session.threshold, actions, budget_ms=budget_ms, fief_budget_ms=budget_ms
    )


# -- the replay -----------------------------------------------------------------------------------

#: The advisor's budget per decision in the replay's sample (the game's Hint thinks 300 ms): its
#: numbers are rougher, and as the advisor works against the clock they may differ between runs;
#: the words around them are the replay's own.
REPLAY_BUDGET_MS = 5.0
#: The game replayed: a full game with friends brought in and abilities used.
REPLAY_GAME = 0


@dataclass
class ReplayRun:
    """A recorded game, its replay, the advisor's advice at every decision and the end screen's
    review (both from one ``AdviceBook``, as in the game: they say one number for each decision)."""

    session: Session
    replay: Replay
    advice: GameAdvice
    reviews: list[VisitReview]
    budget_ms: float


def replay_run(session: Session, budget_ms: float = REPLAY_BUDGET_MS) -> ReplayRun:
    """Record ``session``, replay it and advise every decision, then review it as the end screen does."""
    from forNorthwood.ai.review import review_game
    from forNorthwood.game.advice_book import AdviceBook
    from forNorthwood.game.replay import Replay, record_of
    from forNorthwood.game.replay_advice import advise_game
    from forNorthwood.ui.review_layer import book_keeper, core_steps

    replay = Replay.build(record_of(session), session.settled_moves())
    book = AdviceBook()
    advice = advise_game(replay, budget_ms, book=book)
    actions, where = core_steps(session)
    skip = frozenset(where[i] for i in session.settled_moves() if i < len(where))
    reviews = review_game(
        session.seed,
        session.setup,
        session.threshold,
        actions,
        budget_ms=budget_ms,
        fief_budget_ms=budget_ms,
        skip=skip,
        keep=book_keeper(book, where),
    )
    return ReplayRun(session, replay, advice, reviews, budget_ms)


def replay_lines(run: ReplayRun) -> list[str]:
    """The replay screen's words, decision by decision, from the scene's own text functions: the
    heading, each visit's tab and ruler, where the replay stands and what the badges are, the
    player's choice and the Hint's with their odds ("*": the Hint's; the tag on the player's), the
    verdict (a marked drop's note, a visit's costliest choice in the review's words), the
    timeline's legend; then the end screen's review of the same game."""
    from forNorthwood.game.seeds import seed_code
    from forNorthwood.i18n.abilities_text import ability_line
    from forNorthwood.i18n.controls_text import button_name
    from forNorthwood.i18n.messages import ruler_heading
    from forNorthwood.i18n.replay_text import (
        OUT_OF_REACH,
        REACHED,
        advice_failed_text,
        drop_note,
        forced_text,
        luck_text,
        measure_label,
        no_odds_text,
        position_text,
        practice_record_text,
        practice_started_text,
        progress_text,
        replay_title,
        stop_value_text,
        visit_keys_text,
        your_choice_text,
    )
    from forNorthwood.ui.scenes.replay import VISIT_TABLE
    from forNorthwood.ui.scenes.replay_badges import chips_of, goal_settled
    from forNorthwood.ui.scenes.replay_marks import costliest as costliest_of
    from forNorthwood.ui.scenes.replay_marks import fief_drops, luck_falls, marks_legend, visit_drops
    from forNorthwood.ui.scenes.replay_picture import band_words
    from forNorthwood.ui.scenes.replay_verdict import step_verdict, told_after

    replay, advice = run.replay, run.advice
    decisions = replay.decisions
    drops = {d.index for d in visit_drops(advice, ()) + fief_drops(advice, ())}
    costliest = {d.index for d in costliest_of(advice, replay.visit_of, ())}
    luck = {fall.index: fall for fall in luck_falls(replay, advice)}
    lines = [
        replay_title(seed_code(run.session.seed)),
        " · ".join(marks_legend(True)),
        progress_text(3, len(decisions)),
    ]
    visit, heading = -1, (-1, "")
    for number, index in enumerate(decisions, start=1):
        state, decision = replay.state(index), advice.at(index)
        if replay.visit_of(index) != visit:
            visit = replay.visit_of(index)
            lines.append(band_words(visit + 1))
        fief, ruler = state.kingdom.visiting, state.kingdom.ruler
        if state.phase in VISIT_TABLE and fief is not None and ruler is not None and (fief, ruler) != heading:
            heading = (fief, ruler)
            lines.append(f"{ruler_heading(fief)}: {ability_line(ruler)}")
        where = position_text(number, len(decisions), visit + 1, False)
        status = where if decision is None else f"{where} · {measure_label(decision.measure, goal_settled(state))}"
        lines.append(f"{status} · {visit_keys_text(button_name('visit_jump'))}")
        played = replay.position(index).action
        options = () if decision is None else tuple((o.action, o) for o in decision.options)
        for chip in chips_of(decision, options, played, {}, state):
            if chip.best or chip.played:
                tag = f" · {your_choice_text()}" if chip.played else ""
                words = " · ".join(w for w in (chip.words, chip.chance) if w)  # a chip: words, then its badge
                lines.append(f"{'*' if chip.best else ' '} {words}{tag}")
        settled = replay.settled_after.get(index)
        verdict = step_verdict(played, state, decision, False, index in drops, settled, index in costliest)
        lines.append(told_after(verdict, replay, index, luck.get(index)))
    lines.append(position_text(None, len(decisions), visit + 1, True))
    # The replay's lines this game may not show: a chip without odds, stopping's badge, a drop's
    # note of each kind, the advice failed, the practice game played on from the replay.
    lines += [no_odds_text(), stop_value_text(1), stop_value_text(12), drop_note(1), drop_note(31, False)]
    lines += [drop_note(12, False, 16), luck_text(("7C",), "≈67%", "≈12%"), luck_text((), "≈67%", "0%")]
    lines += [measure_label(("stars", 16), OUT_OF_REACH), measure_label(("stars", 16), REACHED)]
    lines += [forced_text(replay.record.actions[decisions[0]])]
    lines += [advice_failed_text(), practice_started_text(), practice_record_text()]
    return [line for line in lines if line]


# -- the puzzles ----------------------------------------------------------------------------------

#: The shipped puzzles sampled: this many of each level and each kind of answer (the first its
#: level's course meets; one each makes five of each level and five of each kind), each answered
#: right and with up to ``WRONG_ANSWERS`` wrong moves.
PUZZLES_PER_KIND = 1
WRONG_ANSWERS = 2
#: The day whose daily puzzle the sample shows.
PUZZLE_DAY = date(2026, 12, 4)


@dataclass
class PuzzleRun:
    """A shipped puzzle, its position, and the exact solver's work on each answer sampled (the
    right one first): computed once, worded in each language."""

    puzzle: Puzzle
    state: State
    answers: list[tuple[Action, Checked]]


def puzzle_runs(per_kind: int = PUZZLES_PER_KIND, wrong: int = WRONG_ANSWERS) -> tuple[PuzzleBook, list[PuzzleRun]]:
    """The book, and ``per_kind`` puzzles of each level and kind of answer, checked right and wrong."""
    from forNorthwood.game.puzzle_check import check
    from forNorthwood.game.puzzles import answer_kind, at_level, position_of
    from forNorthwood.persistence.puzzle_files import load_puzzle_book

    book = load_puzzle_book()
    runs = []
    for level in LEVELS:
        taken: dict[str, int] = {}
        for puzzle in at_level(book, level):
            state = position_of(puzzle)
            kind = answer_kind(state, puzzle.answer)
            if taken.get(kind, 0) >= per_kind:
                continue
            taken[kind] = taken.get(kind, 0) + 1
            checked = check(puzzle, state, puzzle.answer, lambda: False)
            answers = [(puzzle.answer, checked)]
            for option in [o for o in checked.solution.options if o.action != puzzle.answer][:wrong]:
                answers.append((option.action, check(puzzle, state, option.action, lambda: False)))
            runs.append(PuzzleRun(puzzle, state, answers))
    return book, runs


def puzzle_lines(run: PuzzleRun) -> list[str]:
    """One puzzle as its screen words it: the heading and goal (every wording the message line may
    take), then for each answer the move played, the solution's verdict, the options with their
    odds and marks, the explanation (what the moves do, a kept ally, "Then …", why it stops there),
    the button that shows the other position and the prompt line."""
    from forNorthwood.i18n.puzzles_text import goal_texts, puzzle_title
    from forNorthwood.ui.scenes.puzzle_lines import BEFORE, BEST, YOURS, board_label, your_move_line
    from forNorthwood.ui.scenes.puzzle_solution import solution_picture
    from forNorthwood.ui.table_places import table_layout

    puzzle, state = run.puzzle, run.state
    lines = _unique(goal_texts(puzzle_title(puzzle.level), state, puzzle.level))
    table = table_layout(1280, 800)
    for given, checked in run.answers:
        picture = solution_picture(table, puzzle, state, given, checked)
        lines += [your_move_line(given, state), picture.title, picture.verdict]
        lines += [" · ".join(w for w in (row.move, row.chance, row.mark) if w) for row in picture.options]
        lines += [picture.more, picture.line]
        # The button as the answer shows the player's move, then once pressed (the other position).
        for board in (YOURS, BEFORE if picture.correct else BEST):
            lines.append(board_label(board, picture.correct))
    return [line for line in lines if line]


def puzzle_screen_lines(book: PuzzleBook) -> list[str]:
    """The puzzles' screen (the levels, today's puzzle, the statistics), the daily puzzle's
    heading and goal, the message and prompt lines every puzzle shares."""
    from forNorthwood.game.puzzles import PuzzleStats, daily_puzzle, position_of
    from forNorthwood.i18n.puzzles_text import checking_text, goal_texts, level_text, puzzle_title, stats_line
    from forNorthwood.ui.scenes.puzzle_lines import BEFORE, BEST, YOURS, answered_prompt
    from forNorthwood.ui.scenes.puzzles import daily_words, intro_words, level_words, stats_words

    lines = [intro_words()]
    for level in LEVELS:
        lines += [level_words(level, level - 1, 20 + level), level_text(level)]
    daily = daily_puzzle(book, PUZZLE_DAY)
    lines += [daily_words(PUZZLE_DAY, daily.level, False), daily_words(PUZZLE_DAY, daily.level, True)]
    lines += goal_texts(puzzle_title(daily.level, daily=True), position_of(daily), daily.level)
    stats = PuzzleStats()
    for n, puzzle in enumerate(book.puzzles[:7]):  # solved but the third: a streak of 4, best 2 before
        stats = stats.answered(puzzle.id, n != 2, PUZZLE_DAY if n == 0 else None)
    lines += [stats_words(PuzzleStats(), len(book.puzzles)), stats_words(stats, len(book.puzzles))]
    lines += [stats_line(1, 1, 1), stats_line(21, 12, 3)]
    lines += [checking_text(0), checking_text(1), checking_text(5)]
    lines += [answered_prompt(board, False) for board in (YOURS, BEST, BEFORE)]
    lines += [answered_prompt(board, True) for board in (YOURS, BEST)]  # a move turning over a card
    return _unique([line for text in lines for line in text.split("\n")])


# -- the tutorial ---------------------------------------------------------------------------------


def tutorial_run() -> list[tuple[State, dict]]:
    """The tutorial played as its prompts ask (a click on each target, Next on each read step):
    the state and the tutorial's progress at every prompt, until it finishes (the prompt's words
    are worded again in each language from these)."""
    session = Session.for_tutorial()
    tutorial = session.tutorial
    assert tutorial is not None
    shown: list[tuple[State, dict]] = []
    for _turn in range(400):
        shown_prompt = tutorial.prompt(session.state)
        if shown_prompt is None:
            break
        shown.append((session.state, tutorial.to_dict()))
        if shown_prompt.kind == "read":
            tutorial.next(session.state)
            continue
        action = L.action_for(shown_prompt.target, shown_prompt.drop, session.state)
        if action is None:
            action = legal_actions(session.state)[0]
        session.apply(action)
    return shown


def tutorial_lines(run: Sequence[tuple[State, dict]]) -> list[str]:
    """The tutorial's headings and words as the overlay shows them, then the reminders shown
    for a lesson whose moment did not come."""
    lines = []
    for state, progress in run:
        shown = T.Tutorial.from_dict(progress).prompt(state)
        assert shown is not None
        heading = _("Tutorial · step {number} of {total}").format(number=shown.number, total=shown.total)
        lines.append(f"{heading} — {shown.text}")
    for lesson in L.LESSONS:
        if lesson.reminder is not None:
            lines.append(lesson.reminder())
    return _unique(lines)


# -- names, templates, catalogue ------------------------------------------------------------------


def name_lines() -> list[str]:
    """Each character, suit and a card with the forms its grammar gives in this language."""
    language = i18n.current_language()
    forms = [f for f in grammar.TEMPLATE_FORMS.get(language, ()) if f.islower()]
    words = [character_name(c) for c in CHARACTERS] + [suit_name(s) for s in SUIT_LETTERS] + [card_label("7C")]
    lines = []
    for word in words:
        given = {name for name, _text in word.grammar.forms}
        shown = [f"{form}: {grammar.word_form(word, form)}" for form in forms if language != "uk" or form in given]
        if language in grammar.PARTICLE_LANGUAGES:
            shown = [word + grammar.particle(word, p) for p in ("이", "을", "은", "과", "으로")]
        g = word.grammar
        tags = " ".join(t for t in (g.gender, "pl" if g.plural else "", "elide" if g.elided else "") if t)
        lines.append(f"{word} [{tags or '-'}] " + " · ".join(shown))
    return lines


def catalogue() -> gettext.GNUTranslations | gettext.NullTranslations:
    return gettext.translation(i18n.DOMAIN, i18n.LOCALE_DIR, languages=[i18n.current_language()], fallback=True)


def template_messages() -> list[tuple[str | None, str, str | None]]:
    """Every message of the English template: (context, msgid, plural msgid)."""
    from babel.messages.pofile import read_po

    with (i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot").open("rb") as handle:
        template = read_po(handle)
    found = []
    for message in template:
        if not message.id:
            continue
        if isinstance(message.id, tuple | list):
            found.append((message.context, message.id[0], message.id[1]))
        else:
            found.append((message.context, message.id, None))
    return found


#: The placeholders that take a character's name, a suit's, a card's.
NAME_FIELDS = frozenset({"friend", "ally", "ruler", "character", "ability", "old", "via", "who"})
SUIT_FIELDS = frozenset({"suit", "trump"})
CARD_FIELDS = frozenset({"card", "statement", "response", "best", "played"})
NUMBER_FIELDS = frozenset(
    {
        "fief", "n", "stars", "count", "threshold", "target", "score", "slot", "total", "streak", "possible",
        "number", "missing", "source", "dest", "other", "seed", "limit", "visit", "page", "deck", "hand",
        "won", "made",
    }
)  # fmt: skip
#: The other placeholders, with a value of the kind the code passes.
OTHER_VALUES: dict[str, Callable[[int], object]] = {
    "value": lambda i: ("9Z", 7, "'Q9'")[i % 3],
    "type": lambda i: "dance",
    "field": lambda i: "card",
    "op": lambda i: "jump",
    "text": lambda i: ("XQ", "12AB")[i % 2],
    "percent": lambda i: (8, 61, 100)[i % 3],
    "chance": lambda i: ("≈8%", "62%")[i % 2],
    "kept": lambda i: "≈62%",
    # A fief's number, named (in brackets after "You chose fief 2").
    "measure": lambda i: fief_measure_text(("goal", "stars")[i % 2], 16, (0.41, 2.6)[i % 2], False),
    "got": lambda i: ("≈8%", "13%", "<1%")[i % 3],
    "confirm": lambda i: ("Enter", "A")[i % 2],
    "key": lambda i: ("T", "Space")[i % 2],
    "next_statement": lambda i: "Space",
    "medal": lambda i: medal_name((16, 18, 20)[i % 3]),
    "level": lambda i: (1, 3, 5)[i % 3],
    "goal": lambda i: difficulty_label((16, 18, 20)[i % 3]),
    "silver": lambda i: difficulty_label(18),
    "gold": lambda i: difficulty_label(20),
    "setup": lambda i: (_("Introductory game"), _("Full game"))[i % 2],
    "result": lambda i: (i18n.pgettext("fief", "won"), i18n.pgettext("fief", "lost"))[i % 2],
    "code": lambda i: "4K7Q2M",
    "example": lambda i: "4K7Q2M",
    "date": lambda i: format_date(date(2026, 12, 1 + i % 2)),
    "when": lambda i: "01/12/2026 15:05",
    "name": lambda i: ("fornorthwood-save.json.damaged-1", "fornorthwood-statistics.json.damaged-2")[i % 2],
    "path": lambda i: "/home/player/.local/share/fornorthwood/save.json",
    "folder": lambda i: "/home/player/.local/share/fornorthwood",
    "error": lambda i: "[Errno 13]",
    "reason": lambda i: "[Errno 28]",
    "url": lambda i: "https://openmoji.org/",
    "title": lambda i: _("The goal"),
    "game": lambda i: "4K7Q2M · " + _("Full game"),
    "cards": lambda i: "—",
    "values": lambda i: "2, 4, 6",
    "pile": lambda i: _("Discard pile"),
    "phase": lambda i: _("while answering the statement"),
    "action": lambda i: _("Playing a response"),
    "prompt": lambda i: _("Discard a card."),
    "end": lambda i: ".",
    "subject": lambda i: _("The saved game"),
    "label": lambda i: _("animation speed"),
    "detail": lambda i: "rng",
    "undo": lambda i: _("Ironman"),
    "rate": lambda i: format_percent(0.625),
    "version": lambda i: "1.0.0",
    "designer": lambda i: "Joshua Buergel",
    "publisher": lambda i: "Foxtrot Games",
    "spanish": lambda i: "Melmac Games",
    "author": lambda i: "OpenMoji",
    "licence": lambda i: "CC BY-SA 4.0",
    "choices": lambda i: "en, fr, uk, ko",
    "prog": lambda i: "fornorthwood",
    "message": lambda i: "--x",
    "other_pile": lambda i: "hand",
}
#: Names that end differently first (masculine and feminine, Hangul with and without a final
#: consonant), then every other character: n fillings put in the first n.
SAMPLE_CHARACTERS = ("QC", "JE", "KL", "LF", "BE", "PF")
CHARACTER_ORDER = (*SAMPLE_CHARACTERS, *(c for c in CHARACTERS if c not in SAMPLE_CHARACTERS))
SAMPLE_CARDS = ("7C", "2E", "8L", "3F", "1C", "6E")
CARD_ORDER = (*SAMPLE_CARDS, *(c for c in CARD_NAMES if c not in SAMPLE_CARDS))
SAMPLE_NUMBERS = (1, 2, 3, 7, 10, 21)


#: Placeholders whose name means another thing in some messages (the start of the msgid).
OVERRIDES: dict[str, dict[str, Callable[[int], object]]] = {
    "Added to your statistics": {"played": lambda i: (1, 12)[i % 2]},
    "{card} moved from": {"source": lambda i: _("discard pile"), "dest": lambda i: (_("hand"), _("score pile"))[i % 2]},
    "{subject} {reason}": {"subject": lambda i: _("The saved game"), "reason": lambda i: _("is empty")},
    "{when} · {setup}": {"result": lambda i: (_("won"), _("lost"))[i % 2], "undo": lambda i: _("Ironman")},
    "{who}: {prompt} (pick": {"prompt": lambda i: split_final_stop(_("Discard a card."))[0]},
    "The card {card} appears twice": {
        "pile": lambda i: i18n.pgettext("pile", ("in the discard pile", "in the deck")[i % 2]),
        "other": lambda i: i18n.pgettext("pile", "in the hand"),
    },
    "{won} of {made}": {"won": lambda i: 3, "made": lambda i: 5},
    "Visit {n} of {count}": {"n": lambda i: 2, "count": lambda i: 8},
    "Page {page} of {count}": {"page": lambda i: 2, "count": lambda i: 3},
    "kingdom {code} · {setup} · {medal} · visit": {"visit": lambda i: 2, "count": lambda i: 8},
    "The setting “": {"name": lambda i: "animation_speed", "value": lambda i: "'9Z'"},
    "Tutorial · step": {"number": lambda i: 3, "total": lambda i: 14},
    "Deck {deck} · Hand": {"deck": lambda i: 16, "hand": lambda i: 7, "stars": lambda i: 5, "threshold": lambda i: 16},
    "Stars {stars} / {threshold}": {"stars": lambda i: 5, "threshold": lambda i: 16},
    "Stars {stars} (goal": {"stars": lambda i: 5, "threshold": lambda i: 16},
    "Fief {fief} won: exactly": {"score": lambda i: 3, "target": lambda i: 3},
    "The medal is": {"threshold": lambda i: 16},
    "You now have": {"threshold": lambda i: 16},
}


def sample_value(name: str, i: int, msgid: str = "") -> object:
    """The ``i``-th sample value of the placeholder ``name`` (in the message ``msgid``)."""
    for start, values in OVERRIDES.items():
        if msgid.startswith(start) and name in values:
            return values[name](i)
    if name in NAME_FIELDS:
        return character_name(CHARACTER_ORDER[i % len(CHARACTER_ORDER)])
    if name in SUIT_FIELDS:
        return suit_name(SUIT_LETTERS[i % 4])
    if name in CARD_FIELDS:
        return card_label(CARD_ORDER[i % len(CARD_ORDER)])
    if name in NUMBER_FIELDS:
        return SAMPLE_NUMBERS[i % len(SAMPLE_NUMBERS)]
    return OTHER_VALUES.get(name, lambda i: "x")(i)


def filled_templates(fillings: int = 2) -> list[tuple[str, str]]:
    """Every message of the catalogue that has placeholders, filled ``fillings`` times with
    sample values (each filling another name, suit, card and number): (English msgid, text)."""
    texts = []
    for context, msgid, plural in template_messages():
        agreeing = grammar.agreeing_names(context)
        if context == "grammar" or ("{" not in msgid + (plural or "") and not agreeing):
            continue
        names = {f.name for f in grammar.fields(msgid) + (grammar.fields(plural) if plural else ())} | agreeing
        for i in range(fillings):
            values = {n: sample_value(n, i + k, msgid) for k, n in enumerate(sorted(names))}
            for count in (SAMPLE_NUMBERS[i % len(SAMPLE_NUMBERS)],) if plural else (None,):
                if plural is not None and count is not None:
                    template = ngettext(msgid, plural, count)
                    for n in names & NUMBER_FIELDS:
                        if not any(msgid.startswith(start) and n in v for start, v in OVERRIDES.items()):
                            values[n] = count
                elif context:
                    template = i18n.pgettext(context, msgid)
                else:
                    template = _(msgid)
                texts.append((msgid, template.format(**values)))
    return texts


def catalogue_lines(technical: bool = False) -> list[str]:
    """Every text of the catalogue without placeholders (menus, buttons, labels, rules), or
    with ``technical`` those of the command line and the engine."""
    lines = []
    for context, msgid, plural in template_messages():
        if context == "grammar" or "{" in msgid + (plural or "") or _is_technical(msgid) != technical:
            continue
        if grammar.agreeing_names(context):  # filled with each name: filled_templates
            continue
        if plural is not None:
            lines.extend(ngettext(msgid, plural, n) for n in (1, 2, 5))
        else:
            lines.append(i18n.pgettext(context, msgid) if context else _(msgid))
    return _unique(lines)


def ability_lines() -> list[str]:
    lines = []
    for code in CHARACTERS:
        lines.append(f"{character_name(code)}: {ability_text(code)} / {ability_summary(code)}")
        lines.append(no_effect_text(code))
        lines.append(prompt("?", code))
    return _unique(lines)


def number_lines() -> list[str]:
    days = [date(2026, 12, d) for d in (1, 2, 21, 31)] + [date(2027, 1, 1), date(2026, 11, 30)]
    return [format_date(d) for d in days] + [
        format_number(1234.5, 1),
        format_number(16),
        format_percent(0.08),
        format_percent(0.625),
    ]


def _unique(lines: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(line for line in lines if line))


# -- the whole sample ---------------------------------------------------------------------------------


@dataclass
class Played:
    """The games and the tutorial of a sample: played once, read in every language."""

    sessions: list[Session]
    tutorial: list[tuple[State, dict]]
    #: The replay of one game with the advisor's advice (None: left out).
    replay: ReplayRun | None = None
    #: The puzzle book and the puzzles sampled (None: left out).
    puzzles: tuple[PuzzleBook, list[PuzzleRun]] | None = None


def play_all(
    games: Sequence[tuple[int, str, bool]] = GAMES,
    with_tutorial: bool = True,
    with_replay: bool = True,
    with_puzzles: bool = True,
    replay_budget_ms: float = REPLAY_BUDGET_MS,
) -> Played:
    sessions = [play_game(seed, setup, stop=stop) for seed, setup, stop in games]
    return Played(
        sessions,
        tutorial_run() if with_tutorial else [],
        replay_run(sessions[REPLAY_GAME], replay_budget_ms) if with_replay and sessions else None,
        puzzle_runs() if with_puzzles else None,
    )


def sections(played: Played, review: bool = False, fillings: int = 2) -> list[Section]:
    """Everything the player reads, in the language spoken now, in sections."""
    out: list[Section] = []
    for session in played.sessions:
        title = f"Game: seed {session.seed}, {session.setup}"
        out.append(Section(f"{title} — game log (as exported)", game_log(session)))
        out.append(Section(f"{title} — the table: messages, banners, aids, prompts", table_lines(session)))
        if review:
            out.append(Section(f"{title} — review", review_lines(real_reviews(session))))
    player, others = error_lines(played.sessions)
    out.append(Section("Refused moves (one of each kind met in the games)", player))
    out.append(Section("Refusals of the engine's input and of damaged saves", others, technical=True))
    out.append(Section("Review (every kind of choice)", review_lines(sample_reviews())))
    if played.tutorial:
        out.append(Section("Tutorial, played through", tutorial_lines(played.tutorial)))
    if played.replay is not None:
        replayed = played.replay
        game = f"seed {replayed.session.seed}, {replayed.session.setup}"
        title = f"Replay of the game of {game} (the advisor at {replayed.budget_ms:g} ms a decision)"
        out.append(Section(f"{title}: decision by decision", replay_lines(replayed)))
        out.append(Section(f"{title}: the end screen's review", review_lines(replayed.reviews)))
    if played.puzzles is not None:
        book, runs = played.puzzles
        out.append(Section("Puzzles: the puzzles' screen, today's puzzle, statistics", puzzle_screen_lines(book)))
        for run in runs:
            heading = f"Puzzle {run.puzzle.id} (level {run.puzzle.level}): right and wrong answers"
            out.append(Section(heading, puzzle_lines(run)))
    out.append(Section("Abilities: text, summary, why nothing would happen", ability_lines()))
    out.append(Section("Names and their forms (the forms' names are the catalogue's codes)", name_lines(), True))
    filled = filled_templates(fillings)
    technical = {msgid for msgid, _text in filled if _is_technical(msgid)}
    out.append(Section("Every sentence with words put in", _unique([t for m, t in filled if m not in technical])))
    out.append(
        Section("Sentences of the command line and the engine", _unique([t for m, t in filled if m in technical]), True)
    )
    out.append(Section("Dates and numbers", number_lines()))
    out.append(Section("Every other text of the catalogue (menus, buttons, labels, rules)", catalogue_lines()))
    out.append(Section("Every other text of the command line and the engine", catalogue_lines(True), True))
    return out


#: The refusals a player can meet at the table (the rules' own reasons); every other reason of
#: ``messages`` answers a program's input or a damaged position.
PLAYER_REASONS = frozenset(
    {
        "game_over", "wrong_phase", "fief_not_available", "stop_not_allowed", "no_such_slot", "not_a_friend",
        "no_substitute_on_slot", "ally_exhausted", "one_ability_per_dialogue", "not_in_hand", "must_follow_suit",
        "invalid_pick",
    }
)  # fmt: skip
#: The files whose messages only the command line and the engine print.
TECHNICAL_FILES = ("forNorthwood/__main__.py", "forNorthwood/engine/")


@cache
def technical_messages() -> frozenset[str]:
    """The msgids of the command line, the engine and the refusals of a program's input: their
    words quote the protocol's English on purpose (field names, "true", "7E")."""
    import ast

    from babel.messages.pofile import read_po

    found: set[str] = set()
    with (i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot").open("rb") as handle:
        for message in read_po(handle):
            if message.id and all(path.startswith(TECHNICAL_FILES) for path, _line in message.locations):
                found.add(message.id[0] if isinstance(message.id, tuple | list) else message.id)
    source = (ROOT / "forNorthwood" / "i18n" / "messages.py").read_text(encoding="utf-8")
    tables = [
        table
        for texts in ast.walk(ast.parse(source))
        if isinstance(texts, ast.FunctionDef) and texts.name.endswith("_error_texts")
        for table in ast.walk(texts)
        if isinstance(table, ast.Dict)
    ]
    for key, value in ((k, v) for table in tables for k, v in zip(table.keys, table.values, strict=True)):
        if isinstance(key, ast.Constant) and key.value not in PLAYER_REASONS:
            for call in ast.walk(value):
                if isinstance(call, ast.Call) and getattr(call.func, "id", "") in ("_", "ngettext"):
                    found.update(a.value for a in call.args if isinstance(a, ast.Constant) and isinstance(a.value, str))
    return frozenset(found)


def _is_technical(msgid: str) -> bool:
    return msgid in technical_messages()


def write(language: str, path: Path, played: Played, review: bool = False) -> None:
    with i18n.speaking(language):
        parts = [f"For Northwood! — everything a player reads, in {i18n.LANGUAGE_NAMES[language]} ({language})", ""]
        for section in sections(played, review):
            parts += [f"== {section.title} ==", *section.lines, ""]
    path.write_text("\n".join(parts), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("languages", nargs="+", choices=i18n.LANGUAGES)
    parser.add_argument("--out-dir", type=Path, default=Path("."), help="where the <language>.txt files go")
    parser.add_argument("--seeds", type=int, nargs="+", help="play these kingdoms (full and intro each)")
    parser.add_argument("--review", action="store_true", help="add the advisor's review of each game (slow)")
    args = parser.parse_args(argv)
    games = tuple((s, setup, False) for s in args.seeds for setup in ("full", "intro")) if args.seeds else GAMES
    played = play_all(games)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for language in args.languages:
        path = args.out_dir / f"{language}.txt"
        write(language, path, played, args.review)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
