"""The tutorial's lessons, as a table: when each applies, what it points at, what completes it.

Pure: no pygame, no files. Each ``Lesson`` record names its moment (the state it is
about), the thing it points at (a table key, or a ``Pointer`` worked out from the
table), where a card is dragged to, the kind of action that completes it, when its
moment can no longer come, and its words (``i18n/tutorial_text.py``). The progress
through the table is ``game/tutorial.py``'s.

Staying correct off the script: every target is worked out from the state on the
table, never replayed from a list. Between lessons the *guide* points at the next move
of a line that still wins the visit exactly (``game/tutorial_line.py``). If the player
does something else, the line is worked out again from there; if the fief can no longer
be won, the guide says so and points at any legal move. A target of a lesson that waits
for an action is always a legal action at that moment (``action_for``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ..core import Action, Phase, State, apply, legal_actions, response_wins
from ..core import actions as A
from ..core.cards import CARD_NAMES, SUIT_LETTERS, card_suit
from ..core.prospects import visit_prospect
from ..core.state import FiefStatus
from ..i18n import tutorial_text as words
from . import table_keys as K
from .tutorial_line import VISIT_PHASES, LineSearch

#: The tutorial's kingdom: found by ``scripts/find_tutorial_kingdom.py`` (see its docstring).
TUTORIAL_SEED = 106
TUTORIAL_SETUP = "intro"
TUTORIAL_THRESHOLD = 16
#: The fief the first visit is meant for (target 3; the King of Claws rules it, so Claws are trump).
FIRST_FIEF = 3
#: The ally the lesson on allies uses: the Jack of Claws (draw back up to eight).
LESSON_ALLY = "JC"
#: The ally slot the friend is meant to cover in the second visit (the Jack of Leaves').
FRIEND_SLOT = 2

#: A lesson that waits for an action, and one that waits for Next (or a click on its target).
DO, READ = "do", "read"


# -- where the game stands ------------------------------------------------------------


def visits_done(state: State) -> int:
    return sum(1 for f in state.kingdom.fiefs if f.status is not FiefStatus.UNVISITED)


def in_visit(state: State) -> bool:
    return state.phase in VISIT_PHASES


def first_visit(state: State) -> bool:
    return visits_done(state) == 0


def after_first_visit(state: State) -> bool:
    return visits_done(state) >= 1


def statement_shown(state: State) -> int | None:
    """The statement to answer now, if any."""
    return state.statement if state.phase is Phase.RESPOND else None


def legal_cards(state: State) -> list[int]:
    """The cards that may answer the statement now."""
    found = []
    for action in legal_actions(state):
        target, drop = K.target_of(action)
        if isinstance(target, K.Hand) and drop == K.TRICK:
            found.append(target.card)
    return found


def lesson_slot(state: State) -> int | None:
    """The slot of the ally the lesson on allies uses, while it stands."""
    for slot, ally in enumerate(state.kingdom.allies):
        if ally.character == LESSON_ALLY and not ally.exhausted:
            return slot
    return None


def exhausted_slot(state: State) -> int | None:
    for slot, ally in enumerate(state.kingdom.allies):
        if ally.exhausted:
            return slot
    return None


def friend_choice(state: State) -> tuple[str, int] | None:
    """The friend to bring in and the slot it should cover."""
    friends = state.kingdom.friends
    if not friends or state.phase is not Phase.CHOOSE_SUBSTITUTES:
        return None
    free = [s for s, a in enumerate(state.kingdom.allies) if a.substitute is None]
    if not free:
        return None
    slot = FRIEND_SLOT if FRIEND_SLOT in free else free[0]
    return friends[0], slot


def action_for(target: K.Key | None, drop: K.Key | None, state: State) -> Action | None:
    """The legal action that clicking ``target`` (and dropping on ``drop``) does now; None if none."""
    if target is None:
        return None
    for action in legal_actions(state):
        found = K.target_of(action)
        if found == (target, drop) or (found[0] == target and drop is None):
            return action
    return None


# -- the state on the table, with the suggested line ---------------------------------------


@dataclass(frozen=True)
class Position:
    """The state on the table, with the guide's advice for it worked out on demand."""

    state: State
    search: LineSearch

    @property
    def line(self) -> tuple[Action, ...] | None:
        return self.search.line(self.state)

    @property
    def advice(self) -> Action | None:
        """The next move of a winning line, if there is one."""
        line = self.line
        return line[0] if line else None

    def planned_card(self) -> int | None:
        """The card the suggested line answers with now, if it answers."""
        advice = self.advice
        if advice is None:
            return None
        target, drop = K.target_of(advice)
        return target.card if isinstance(target, K.Hand) and drop == K.TRICK else None

    def card_to_play(self) -> int | None:
        """The suggested card, else the first that may answer (None when none may)."""
        planned = self.planned_card()
        if planned is not None:
            return planned
        cards = legal_cards(self.state)
        return cards[0] if cards else None

    def wins(self, card: int | None) -> bool:
        statement = self.state.statement
        return card is not None and statement is not None and response_wins(statement, card, self.state.trump)

    def winnable(self, fief: int) -> bool:
        """Whether the cards of this deal allow winning ``fief`` exactly (the line search knows the deck)."""
        state = self.state
        if state.phase is not Phase.CHOOSE_FIEF or A.choose_fief(fief) not in legal_actions(state):
            return False
        return self.search.line(apply(state, A.choose_fief(fief))[0]) is not None

    def second_fief(self) -> int | None:
        """The fief suggested for the second visit: one this hand can win exactly, target near 3."""
        state = self.state
        open_fiefs = [n for n, f in enumerate(state.kingdom.fiefs) if f.status is FiefStatus.UNVISITED]
        if not open_fiefs or state.phase is not Phase.CHOOSE_FIEF:
            return open_fiefs[0] if open_fiefs else None
        by_closeness = sorted(open_fiefs, key=lambda n: (abs(n - 3), n))
        for number in by_closeness:
            chosen = apply(state, A.choose_fief(number))[0]
            if self.search.line(chosen) is not None:
                return number
        return by_closeness[0]


def trump_letter(state: State) -> str | None:
    return SUIT_LETTERS[state.trump] if state.trump is not None else None


# -- the moments lessons wait for ---------------------------------------------------------------


def always(p: Position) -> bool:
    return True


def never(state: State) -> bool:
    return False


def choosing_first_fief(p: Position) -> bool:
    return p.state.phase is Phase.CHOOSE_FIEF and first_visit(p.state)


def starting_first_visit(p: Position) -> bool:
    return p.state.phase is Phase.CHOOSE_SUBSTITUTES and first_visit(p.state)


def before_first_statement(p: Position) -> bool:
    return p.state.phase is Phase.ABILITY_WINDOW and first_visit(p.state)


def must_follow(p: Position) -> bool:
    """A statement of the first visit whose suit the hand holds."""
    statement = statement_shown(p.state)
    if statement is None or not first_visit(p.state):
        return False
    return any(card_suit(c) == card_suit(statement) for c in p.state.hand)


def ally_would_help(p: Position) -> bool:
    """Before a statement of the first visit, with the lesson's ally standing and cards to draw."""
    s = p.state
    return (
        first_visit(s)
        and s.phase is Phase.ABILITY_WINDOW
        and not s.ability_used
        and len(s.hand) < 8
        and lesson_slot(s) is not None
    )


def ally_turned(p: Position) -> bool:
    s = p.state
    return first_visit(s) and s.phase in (Phase.ABILITY_WINDOW, Phase.RESPOND) and exhausted_slot(s) is not None


def trump_wins(p: Position) -> bool:
    """A statement of the first visit the hand cannot follow, answered with a trump."""
    s = p.state
    statement = statement_shown(s)
    trump = s.trump
    if statement is None or trump is None or not first_visit(s) or card_suit(statement) == trump:
        return False
    if any(card_suit(c) == card_suit(statement) for c in s.hand):
        return False
    if not any(card_suit(c) == trump for c in s.hand):
        return False
    card = p.planned_card()
    return card is None or card_suit(card) == trump


def target_reached(p: Position) -> bool:
    """The first visit's target is reached and the hand could win or lose the next dialogue."""
    s = p.state
    statement = statement_shown(s)
    if statement is None or not first_visit(s) or len(s.score) != (s.target or 0):
        return False
    outcomes = {p.wins(card) for card in legal_cards(s)}
    if outcomes != {True, False}:
        return False
    card = p.planned_card()
    return card is None or not p.wins(card)


def first_visit_over(p: Position) -> bool:
    return after_first_visit(p.state) and not in_visit(p.state)


def choosing_second_fief(p: Position) -> bool:
    return p.state.phase is Phase.CHOOSE_FIEF and visits_done(p.state) == 1


def friend_waiting(p: Position) -> bool:
    return visits_done(p.state) == 1 and friend_choice(p.state) is not None


def starting_second_visit(p: Position) -> bool:
    return p.state.phase is Phase.CHOOSE_SUBSTITUTES and visits_done(p.state) == 1


# -- when a lesson's moment can no longer come ----------------------------------------------------


def first_fief_chosen(s: State) -> bool:
    return s.kingdom.visiting is not None or after_first_visit(s)


def first_visit_begun(s: State) -> bool:
    return in_visit(s) or after_first_visit(s)


def first_statement_shown(s: State) -> bool:
    return bool(s.discard) or bool(s.score) or after_first_visit(s)


def second_fief_chosen(s: State) -> bool:
    return visits_done(s) >= 2 or (visits_done(s) == 1 and s.kingdom.visiting is not None)


def no_friend_to_bring(s: State) -> bool:
    return (
        visits_done(s) >= 2
        or (visits_done(s) == 1 and in_visit(s))
        or (visits_done(s) >= 1 and not s.kingdom.friends and not any(a.substitute for a in s.kingdom.allies))
    )


def second_visit_begun(s: State) -> bool:
    return visits_done(s) >= 2 or (visits_done(s) == 1 and in_visit(s))


# -- what the lessons point at --------------------------------------------------------------------


class Pointer(Enum):
    """A target worked out from the table when the lesson is shown."""

    FIRST_FIEF = "the fief the first visit is meant for"
    CARD_TO_PLAY = "the suggested card (else the first that may answer)"
    LESSON_ALLY = "the slot of the ally the lesson uses"
    TURNED_ALLY = "the slot of the ally that turned"
    SECOND_FIEF = "the fief suggested for the second visit"
    FRIEND = "the friend to bring in"
    FRIEND_SLOT = "the slot the friend should cover"
    VISITED_FIEF = "the fief of the visit (chosen, or the first one done)"
    NEW_FRIEND = "the first friend waiting beside the table"
    WON_FIEF = "the first fief won"


def resolve(target: K.Key | Pointer | None, p: Position) -> K.Key | None:
    """The key on the table ``target`` names now."""
    if not isinstance(target, Pointer):
        return target
    state = p.state
    if target is Pointer.FIRST_FIEF:
        return K.Fief(FIRST_FIEF)
    if target is Pointer.CARD_TO_PLAY:
        card = p.card_to_play()
        return K.Hand(card) if card is not None else None
    if target is Pointer.LESSON_ALLY:
        slot = lesson_slot(state)
        return K.Ally(slot) if slot is not None else None
    if target is Pointer.TURNED_ALLY:
        slot = exhausted_slot(state)
        return K.Ally(slot) if slot is not None else None
    if target is Pointer.VISITED_FIEF:
        visiting = state.kingdom.visiting
        if visiting is None:
            visited = [n for n, f in enumerate(state.kingdom.fiefs) if f.status is not FiefStatus.UNVISITED]
            visiting = visited[0] if visited else None
        return K.Fief(visiting) if visiting is not None else None
    if target is Pointer.WON_FIEF:
        won = [n for n, f in enumerate(state.kingdom.fiefs) if f.status is FiefStatus.WON]
        return K.Fief(won[0]) if won else None
    if target is Pointer.NEW_FRIEND:
        return K.Friend(state.kingdom.friends[0]) if state.kingdom.friends else None
    if target is Pointer.SECOND_FIEF:
        fief = p.second_fief()
        return K.Fief(fief) if fief is not None else None
    choice = friend_choice(state) or ("", 0)
    return K.Friend(choice[0]) if target is Pointer.FRIEND else K.Ally(choice[1])


# -- the words --------------------------------------------------------------------------------------


def welcome_words(p: Position) -> str:
    return words.welcome_text()


def choose_words(p: Position) -> str:
    return words.choose_text(FIRST_FIEF)


def visit_words(p: Position) -> str:
    kingdom = p.state.kingdom
    return words.visit_text(kingdom.visiting or 0, kingdom.ruler or "", trump_letter(p.state))


def _name(card: int | None) -> str:
    """The name the tutorial's words read (``"7E"``; "" when no card may answer)."""
    return CARD_NAMES[card] if card is not None else ""


def reveal_words(p: Position) -> str:
    return words.reveal_text()


def follow_words(p: Position) -> str:
    card = p.card_to_play()
    return words.follow_text(CARD_NAMES[p.state.statement or 0], _name(card), p.wins(card))


def ally_words(p: Position) -> str:
    return words.ally_text(LESSON_ALLY)


def turned_words(p: Position) -> str:
    slot = exhausted_slot(p.state)
    return words.turned_text(p.state.kingdom.allies[slot or 0].character)


def trump_words(p: Position) -> str:
    card = p.card_to_play()
    return words.trump_text(CARD_NAMES[p.state.statement or 0], trump_letter(p.state), _name(card), p.wins(card))


def exact_words(p: Position) -> str:
    card = p.card_to_play()
    return words.exact_text(len(p.state.score), _name(card), p.wins(card))


def end_words(p: Position) -> str:
    fiefs = p.state.kingdom.fiefs
    number = next((n for n, f in enumerate(fiefs) if f.status is not FiefStatus.UNVISITED), 0)
    fief = fiefs[number]
    return words.end_text(number, fief.ruler if fief.status is FiefStatus.WON else None)


def choose_again_words(p: Position) -> str:
    fief = p.second_fief()
    return words.choose_again_text(fief, fief is not None and p.winnable(fief))


def friend_words(p: Position) -> str:
    friend, slot = friend_choice(p.state) or ("", 0)
    return words.friend_text(friend, p.state.kingdom.allies[slot].ally)


def start_again_words(p: Position) -> str:
    return words.start_again_text()


def finish_words(p: Position) -> str:
    return words.finish_text(p.state.kingdom.threshold)


# -- the lessons ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson of the tutorial.

    ``kind`` is ``DO`` (waits for an action of the class ``done_by``) or ``READ`` (waits
    for Next, or a click on its target). ``moment``: the state is the one this lesson is
    about (until then the guide shows the way). ``passed``: the moment can no longer come
    in this game (stays true once true). ``reminder``: what to say instead when a passed
    lesson was never shown (None: just move on). ``about``: the places of the table its words
    talk about besides the target (the header, the ruler's column...): its box leaves them visible.
    ``cover``: the places its words do not need, which its box may cover when the table has no
    room beside what it talks about (none now: the fief row, once let, hid what the game is read by).
    """

    id: str
    kind: str
    moment: Callable[[Position], bool]
    passed: Callable[[State], bool]
    words: Callable[[Position], str]
    target: K.Key | Pointer | None = None
    drop: K.Key | Pointer | None = None
    done_by: type[Action] | None = None
    reminder: Callable[[], str] | None = None
    about: tuple[K.Key | Pointer, ...] = ()
    cover: tuple[K.Key, ...] = ()

    def about_keys(self, p: Position) -> tuple[K.Key, ...]:
        """The places ``about`` names, on the table now."""
        return tuple(key for key in (resolve(a, p) for a in self.about) if key is not None)

    def done(self, action: Action) -> bool:
        """Whether ``action`` completes this lesson (a lesson to read is completed by Next only)."""
        return self.kind == DO and self.done_by is not None and isinstance(action, self.done_by)


LESSONS: tuple[Lesson, ...] = (
    Lesson("welcome", READ, moment=always, passed=never, words=welcome_words, about=(K.FIEFS,)),
    Lesson(
        "choose_fief",
        DO,
        moment=choosing_first_fief,
        passed=first_fief_chosen,
        words=choose_words,
        target=Pointer.FIRST_FIEF,
        done_by=A.ChooseFief,
        about=(K.FIEFS,),
    ),
    Lesson(
        "start_visit",
        DO,
        moment=starting_first_visit,
        passed=first_visit_begun,
        words=visit_words,
        target=K.Button("start"),
        done_by=A.BeginVisit,
        about=(Pointer.VISITED_FIEF, K.RULER_PANEL, K.HUD),
    ),
    Lesson(
        "reveal",
        DO,
        moment=before_first_statement,
        passed=first_statement_shown,
        words=reveal_words,
        target=K.DECK,
        done_by=A.Reveal,
        about=(K.RULER_PANEL,),
    ),
    Lesson(
        "follow_suit",
        DO,
        moment=must_follow,
        passed=after_first_visit,
        words=follow_words,
        target=Pointer.CARD_TO_PLAY,
        drop=K.TRICK,
        done_by=A.Play,
        reminder=words.follow_reminder,
        about=(K.HAND_AREA,),
    ),
    Lesson(
        "use_ally",
        DO,
        moment=ally_would_help,
        passed=after_first_visit,
        words=ally_words,
        target=Pointer.LESSON_ALLY,
        done_by=A.Activate,
        reminder=words.ally_reminder,
        about=(K.HAND_AREA, K.ALLIES),
    ),
    Lesson(
        "ally_turned",
        READ,
        moment=ally_turned,
        passed=after_first_visit,
        words=turned_words,
        target=Pointer.TURNED_ALLY,
        about=(K.ALLIES,),
    ),
    Lesson(
        "trump",
        DO,
        moment=trump_wins,
        passed=after_first_visit,
        words=trump_words,
        target=Pointer.CARD_TO_PLAY,
        drop=K.TRICK,
        done_by=A.Play,
        reminder=words.trump_reminder,
        about=(K.RULER_PANEL, K.HUD),
    ),
    Lesson(
        "exact_target",
        DO,
        moment=target_reached,
        passed=after_first_visit,
        words=exact_words,
        target=Pointer.CARD_TO_PLAY,
        drop=K.TRICK,
        done_by=A.Play,
        reminder=words.exact_reminder,
        about=(K.SCORE, K.HUD),
    ),
    Lesson("end_of_visit", READ, moment=first_visit_over, passed=never, words=end_words, target=K.CONTINUE),
    Lesson(
        "choose_second_fief",
        DO,
        moment=choosing_second_fief,
        passed=second_fief_chosen,
        words=choose_again_words,
        target=Pointer.SECOND_FIEF,
        done_by=A.ChooseFief,
        about=(Pointer.NEW_FRIEND, K.HAND_AREA, K.RULER_PANEL, K.FIEFS),
    ),
    Lesson(
        "bring_friend",
        DO,
        moment=friend_waiting,
        passed=no_friend_to_bring,
        words=friend_words,
        target=Pointer.FRIEND,
        drop=Pointer.FRIEND_SLOT,
        done_by=A.Substitute,
        reminder=words.friend_reminder,
        about=(K.FRIENDS, K.ALLIES),
    ),
    Lesson(
        "start_second_visit",
        DO,
        moment=starting_second_visit,
        passed=second_visit_begun,
        words=start_again_words,
        target=K.Button("start"),
        done_by=A.BeginVisit,
        about=(Pointer.WON_FIEF, K.ALLIES),
    ),
    Lesson("finish", READ, moment=always, passed=never, words=finish_words, about=(K.FIEFS, K.HUD)),
)

LESSON_IDS: tuple[str, ...] = tuple(lesson.id for lesson in LESSONS)


# -- the guide: the way to the next lesson -------------------------------------------------------

#: What the guide's words between the lessons talk about besides their target, by what they
#: ask for, and what its box may cover. Playing a card: "Won so far: 1 of 3 dialogues" (the
#: header, where the trump is too, and the score pile). Revealing a statement: the header's
#: counts. Neither lets the box cover the fief row (a player found it there): the table's other
#: cards give way first (``TutorialLayer.spare``).
GUIDE_PLACES: dict[str, tuple[tuple[K.Key, ...], tuple[K.Key, ...]]] = {
    "play": ((K.HUD, K.SCORE), ()),
    "deck": ((K.HUD,), ()),
}


def guide_places(target: K.Key | None, drop: K.Key | None) -> tuple[tuple[K.Key, ...], tuple[K.Key, ...]]:
    """What a guide's step talks about and what its box may cover (``GUIDE_PLACES``)."""
    if isinstance(target, K.Hand) and drop == K.TRICK:
        return GUIDE_PLACES["play"]
    if target == K.DECK:
        return GUIDE_PLACES["deck"]
    return (), ()


def guide(p: Position) -> tuple[str, K.Key | None, K.Key | None]:
    """Words, target and drop for a state no lesson is about: the next move of a winning line."""
    s = p.state
    if s.phase is Phase.CHOOSE_FIEF:
        fief = FIRST_FIEF if first_visit(s) else p.second_fief()
        if fief is None or s.kingdom.fiefs[fief].status is not FiefStatus.UNVISITED:
            fief = p.second_fief()
        return words.guide_fief_text(fief), (K.Fief(fief) if fief is not None else None), None
    if s.phase is Phase.CHOOSE_SUBSTITUTES:
        return words.click_start_text(), K.Button("start"), None
    if s.phase is Phase.GAME_OVER:
        return "", None, None
    advice = p.advice
    progress = words.progress_text(len(s.score), s.target or 0)
    if advice is None:
        target, drop = K.target_of(legal_actions(s)[0])
        prospect = visit_prospect(s)
        if prospect is None or not prospect.lost:
            # No line found without allies, or none within the search's budget: the visit may
            # still be won, so say only what is sure (a step with no target would end the tutorial).
            return progress + " " + words.exact_reminder(), target, drop
        return progress + " " + words.lost_visit_text(s.phase is Phase.RESPOND), target, drop
    target, drop = K.target_of(advice)
    if target == K.DECK:
        text = words.next_statement_text()
    elif isinstance(target, K.Hand) and drop == K.TRICK:
        text = words.play_text(CARD_NAMES[target.card], p.wins(target.card))
    else:
        text = words.choose_answer_text()
    return progress + " " + text, target, drop
