"""The words of a replay: why a game cannot be replayed, where the replay stands, what the
advisor says of the choice made, and the practice game played on from a replay."""

from __future__ import annotations

from ..ai.fief_order import GOAL
from ..core.actions import Action, StopGame
from ..core.events import VisitSettled
from . import _, ngettext, pgettext
from .abilities_text import ability_text
from .choice_text import (
    Allies,
    Asked,
    all_alike_text,
    as_good_measure_text,
    as_good_text,
    as_hint_measure_text,
    as_hint_text,
    chosen_measure_text,
    chosen_text,
    costliest_text,
    did_clause,
    done_text,
    hint_clause,
    hint_measure_text,
    hint_text,
)
from .events_text import describe
from .messages import card_label, character_name
from .review_text import chance_text, fief_measure_text, stars_text

#: A chance to win the visit and whether the exact solver gave it (else it is the advisor's estimate).
Chance = tuple[float, bool]

#: Values closer than these are as good as each other: a chance (the advisor's estimates are not
#: finer), the stars to expect from a visit (a tenth of a star, as they are written).
CHANCE_TIE = 0.005
STARS_TIE = 0.05
#: How many of the cards revealed after a choice its verdict names (the rest are "…").
CARDS_NAMED = 4

#: The codes of ``game.replay.ReplayProblem`` (the game layer is above this one: named here again).
MISSING, FUTURE, INVALID, DIVERGED = "missing", "future", "invalid", "diverged"


def replay_problem_message(code: str) -> str:
    """Why a recorded game cannot be replayed, and that nothing of it is lost."""
    reason = {
        # Translators: a game recorded by a version of the game from before replays were kept.
        MISSING: _("This game was recorded before games kept their replays: it cannot be replayed."),
        FUTURE: _("This game was recorded by a newer version of the game: this version cannot replay it."),
        INVALID: _("The replay kept with this game is damaged: it cannot be replayed."),
        DIVERGED: _(
            "The replay kept with this game does not lead to the end it was recorded with "
            "(it was edited, or the rules have changed): it cannot be replayed."
        ),
    }.get(code, _("This game cannot be replayed."))
    return reason + " " + _("Its record stays in your statistics as it was.")


def replay_title(code: str) -> str:
    """The replay screen's heading; ``code`` is the kingdom's code."""
    # Translators: the heading of the replay of a finished game; {code} is the kingdom's code.
    return _("Replay · kingdom {code}").format(code=code)


def position_text(decision: int | None, decisions: int, visit: int, at_end: bool) -> str:
    """Where the replay stands: the decision shown (1-based) of how many, and the visit."""
    if at_end:
        return _("The end of the game.")
    if decision is None:
        # Translators: the replay shows a position where the player had no choice (a card dealt...).
        return _("Visit {visit} · no choice here").format(visit=visit)
    # Translators: where the replay stands; {n} of {count} decisions of the whole game.
    return _("Visit {visit} · decision {n} of {count}").format(visit=visit, n=decision, count=decisions)


def visit_keys_text(keys: str) -> str:
    """Which keys step to another visit, said after where the replay stands (a first-time player
    found them nowhere); ``keys`` names them on the device in use ("↑ ↓", "D-pad ↑ ↓")."""
    # Translators: after "Visit 1 · decision 3 of 123 · badges: ...": {keys} are keys or buttons
    # ("↑ ↓", "D-pad ↑ ↓") that go to the previous or the next visit of the replay. Keep it short.
    return _("{keys}: previous or next visit").format(keys=keys)


#: How the goal stands once the fiefs are told by the stars to expect (``measure_label``).
REACHED, OUT_OF_REACH = "reached", "out of reach"


def measure_label(fiefs: tuple[str, int] | None, goal: str | None = None) -> str:
    """What the badges of a decision are, said after where the replay stands: at a fief chosen the
    number that decides the fief (``fiefs``: its kind, ``ai.fief_order``, and the goal's stars),
    elsewhere the chance to win the visit; the stars to expect say why (``goal``: ``REACHED`` or
    ``OUT_OF_REACH``): a player saw the unit change at the last visit with nothing said. A
    first-time player saw the first decision's badges be
    the chance to reach the goal and the next ones the visit's, with nothing to tell them apart."""
    if fiefs is None:
        # Translators: after "Visit 1 · decision 3 of 123 · ": what every badge of this decision is.
        return _("badges: chance to win this visit")
    kind, threshold = fiefs
    if kind == GOAL:
        # Translators: after "Visit 1 · decision 1 of 123 · " at a fief's choice; {n} the goal's stars.
        return ngettext("badges: chance to reach {n} star", "badges: chance to reach {n} stars", threshold).format(
            n=threshold
        )
    if goal == OUT_OF_REACH:
        # Translators: after "Visit 8 · decision 120 of 123 · " at a fief's choice once the fiefs left
        # cannot bring the goal's {n} stars: why the badges are no longer the chance to reach them.
        return ngettext(
            "badges: stars to expect ({n} ★ out of reach)", "badges: stars to expect ({n} ★ out of reach)", threshold
        ).format(n=threshold)
    if goal == REACHED:
        # Translators: as "badges: stars to expect ({n} ★ out of reach)", the goal's {n} stars won already.
        return ngettext(
            "badges: stars to expect ({n} ★ reached)", "badges: stars to expect ({n} ★ reached)", threshold
        ).format(n=threshold)
    # Translators: after "Visit 5 · decision 80 of 123 · " at a fief's choice, once the goal is settled.
    return _("badges: stars to expect")


def progress_text(done: int, total: int) -> str:
    """The line that tells how far the advisor has come with the game's decisions."""
    return ngettext(
        "The Hint weighs the choices: {done} of {total} decision…",
        "The Hint weighs the choices: {done} of {total} decisions…",
        total,
    ).format(done=done, total=total)


def advice_failed_text() -> str:
    return _("The Hint could not weigh this game's choices; the replay shows the game without them.")


def verdict_text(
    played: Action,
    got: Chance | None,
    best: Action | None = None,
    kept: Chance | None = None,
    in_visit: bool = True,
    fiefs: tuple[str, int] | None = None,
    alike: bool = False,
    allies: Allies = (),
    settled: VisitSettled | None = None,
    asked: Asked | None = None,
    stars: int | None = None,
    costliest: bool = False,
) -> str:
    """The review's verdict on the choice made: ``played`` had ``got`` (a chance and whether it is
    exact) to win the visit; the Hint's choice ``best`` kept ``kept`` (None when the Hint had no
    choice to ring). Each chance is worded by its own exactness, as its badge on the table is.

    In fief selection (``fiefs``: the kind of number that decides the fief, ``ai.fief_order``,
    and the stars of the game's goal) ``got`` and ``kept`` are that number, named in the verdict
    ("chance to reach 16 stars: ≈41%"): the Hint's fief is the best by the number shown beside it,
    and a fief chosen is judged as any other choice. ``alike``: every choice there had the same
    exact chance (a visit already decided; the moves "Finish the visit" played are no decisions): not judged.
    ``allies``: the character on each ally slot then (``choice_text.allies_of``), to name them.
    ``settled``: "Finish the visit" played the rest of the visit after this choice (the replay steps
    over those moves): said after the verdict. ``asked``: the ability's question the choice answered
    (``choice_text.asked_of``), so that an answer is said by what it did ("You discarded ...").
    ``stars``: the stars won so far, which stopping the game ends it with (said instead of its number).
    ``costliest``: the visit's costliest choice, said in the very words of the end of the game's review."""
    verdict = _stop_verdict(played, got, best, kept, fiefs, stars)
    if verdict is None:
        verdict = _verdict(played, got, best, kept, in_visit, fiefs, alike, allies, asked, costliest)
    told = None if settled is None else describe(settled)
    return verdict if told is None else f"{verdict} {told}"


def _verdict(
    played: Action,
    got: Chance | None,
    best: Action | None,
    kept: Chance | None,
    in_visit: bool,
    fiefs: tuple[str, int] | None,
    alike: bool,
    allies: Allies,
    asked: Asked | None = None,
    costliest: bool = False,
) -> str:
    if got is None:
        return done_text(played, allies, asked)
    if alike and fiefs is None:
        return all_alike_text(played, chance_text(*got), allies, asked)

    if fiefs is not None:
        return _fief_verdict(played, got, best, kept, fiefs)
    got_text = chance_text(*got)
    if best is None or kept is None:
        return chosen_text(played, got_text, allies, asked)
    if best == played:
        return as_hint_text(played, got_text, allies, asked)
    if chance_text(*kept) == got_text or (in_visit and kept[0] - got[0] < CHANCE_TIE):
        # The same number shown for both (≈78% and ≈78%, raw 0.776 and 0.784) reads as a tie: said as
        # one, at the friends' choice too (a friend brought in over slot 2 or slot 1, both ≈58%).
        return as_good_text(played, got_text, allies, asked)
    # The review's own two sentences, so the replay and the end-of-game review speak alike.
    did = (costliest_text if costliest else chosen_text)(played, got_text, allies, asked)
    return did + " " + hint_text(best, chance_text(*kept), allies, asked)


def stop_value_text(stars: int) -> str:
    """The badge of "stop the game" among a replay's options: what stopping means, the stars the
    game ends with (its number, no star more, read "0.0 ★" as if it earned nothing). The fiefs'
    badges beside it are the stars a visit *adds* ("≈2.8 ★"): "ends with 3 ★" read as a total
    bigger than theirs, so it says it adds none."""
    # Translators: in a replay, the badge right after the option "stop the game" (keep it short):
    # the game would end now, with the {n} stars won so far, and no more; the fiefs' badges beside
    # it ("≈2.8 ★") are the stars a visit would add to those.
    return ngettext("keeps the {n} ★ won, adds none", "keeps the {n} ★ won, adds none", stars).format(n=stars)


def _stop_hint_text(best: Action, expected: float, exact: bool, stars: int) -> str:
    """The Hint's fief where the player stopped the game with ``stars``: the stars its visit adds
    (``expected``), said as more than those won ("≈2.8 ★" beside "3 ★" read as fewer)."""
    # Translators: in a replay, after "You stopped the game with {n} ★."; {hint} is a clause "The Hint
    # would have chosen fief 7", {stars} the stars to expect from that visit ("≈2.8 ★"), added to the
    # {n} stars already won (the plural form follows {n}).
    return ngettext(
        "{hint}: its visit would add {stars} on average to the {n} ★ won.",
        "{hint}: its visit would add {stars} on average to the {n} ★ won.",
        stars,
    ).format(hint=hint_clause(best), stars=stars_text(expected, exact), n=stars)


def _stop_verdict(
    played: Action,
    got: Chance | None,
    best: Action | None,
    kept: Chance | None,
    fiefs: tuple[str, int] | None,
    stars: int | None,
) -> str | None:
    """``verdict_text`` where the game was stopped, or the Hint would have stopped it: stopping is
    said with the stars the game ends with, not by its number (None: no stop, or the stars unknown)."""
    if stars is None:
        return None
    if isinstance(played, StopGame):
        stopped = ngettext("You stopped the game with {n} ★.", "You stopped the game with {n} ★.", stars)
        text = stopped.format(n=stars)
        if best is None or kept is None or best == played:
            return text
        if fiefs is None:
            return text + " " + hint_text(best, chance_text(*kept))
        if fiefs[0] != GOAL:
            return text + " " + _stop_hint_text(best, *kept, stars)
        return text + " " + hint_measure_text(best, fief_measure_text(fiefs[0], fiefs[1], *kept))
    if isinstance(best, StopGame) and got is not None:
        did = chosen_text(played, chance_text(*got))
        if fiefs is not None:
            did = chosen_measure_text(played, fief_measure_text(fiefs[0], fiefs[1], *got))
        hint = ngettext(
            "The Hint would have stopped the game with {n} ★.",
            "The Hint would have stopped the game with {n} ★.",
            stars,
        )
        return did + " " + hint.format(n=stars)
    return None


def _fief_verdict(played: Action, got: Chance, best: Action | None, kept: Chance | None, fiefs: tuple[str, int]) -> str:
    """``verdict_text`` of a fief chosen: each value named by the number that decides the fief."""
    kind, threshold = fiefs
    got_text = fief_measure_text(kind, threshold, *got)
    if best is None or kept is None:
        return chosen_measure_text(played, got_text)
    if best == played:
        return as_hint_measure_text(played, got_text)
    kept_text = fief_measure_text(kind, threshold, *kept)
    if kept[0] - got[0] < (CHANCE_TIE if kind == GOAL else STARS_TIE) or kept_text == got_text:
        return as_good_measure_text(played, got_text)
    return chosen_measure_text(played, got_text) + " " + hint_measure_text(best, kept_text)


def legend_words(keys: str = "", points: int = 10, luck: bool = False, luck_points: int = 20) -> tuple[str, ...]:
    """The timeline's legend, each beside a sample of its mark: a decision, a costly choice (red: a
    choice that cost ``points`` or more, ``keys`` the keys that go from one mark to the next), where
    the replay stands (gold), the cards that went against the player (``luck``: when the timeline
    marks some, a fall of ``luck_points`` or more); then what "≈" says of every number of the replay.
    The keys are said to go to the previous or next mark: in a game H and T are the Hint and the
    card tracker, and a first-time player read "(H T)" as those."""
    # Translators: the timeline's legend, beside a red mark: the choices that lost {n} points of
    # chance or more ({n} is 10); {keys} the keys or pad buttons that go to the previous or next mark
    # ("H/T", "LB/RB"). Keep it short.
    costly = ngettext(
        "choices costing {n}+ point ({keys}: previous/next)",
        "choices costing {n}+ points ({keys}: previous/next)",
        points,
    )
    words = [
        # Translators: the timeline's legend, beside a small grey mark: one mark per decision.
        pgettext("replay legend", "decision"),
        costly.format(n=points, keys=keys) if keys else pgettext("replay legend", "costliest choices"),
        # Translators: the timeline's legend, beside the gold mark: where the replay stands (the
        # decision the table shows).
        pgettext("replay legend", "you are here"),
    ]
    if luck:
        # Translators: the timeline's legend, beside a blue mark: where the cards revealed took the
        # chance to win the visit down by {n} points or more ({n} is 20), with no choice of the
        # player's. Keep it short.
        against = ngettext("cards against you ({n}+ point)", "cards against you ({n}+ points)", luck_points)
        words.append(against.format(n=luck_points))
    # Translators: the timeline's legend: a number with ≈ is the advisor's estimate, one without
    # it is exact (the exact solver's). Keep it short: it shares a line with the options.
    words.append(_("≈ estimate, without ≈ exact"))
    return tuple(words)


def visit_moved_text(fief: int, target: int) -> str:
    """After the verdict on a choice that moved the visit (the Prince of Leaves): where it went. p63 read
    "You used the Prince of Leaves (≈87%): the Hint's choice." and no word of the fief now visited."""
    # Translators: after a replay's verdict on an ability that moved the visit; {fief} its number (0-7),
    # {target} the dialogues it asks for (its number too).
    return ngettext(
        "The visit moves to fief {fief}, which asks for exactly {target} dialogue.",
        "The visit moves to fief {fief}, which asks for exactly {target} dialogues.",
        target,
    ).format(fief=fief, target=target)


def no_mark_text(forward: bool) -> str:
    """H/T pressed with no red mark that way (``forward``: T, after the position shown): p63 pressed T
    at the last mark and nothing happened."""
    if forward:
        # Translators: the replay's strip, when T (next costly choice) is pressed after the last one
        # marked in red on the timeline. Short: one line at 960×600.
        return _("No costly choice further on in the game.")
    # Translators: the replay's strip, when H (previous costly choice) is pressed before the first one.
    return _("No costly choice earlier in the game.")


def luck_text(cards: tuple[str, ...], before: str, after: str) -> str:
    """Said after a choice whose chance then fell on the cards revealed (the statements, named):
    the player looked for what lost the game and found no mark there."""
    named = ", ".join(str(card_label(card)) for card in cards[:CARDS_NAMED])
    named += ", …" if len(cards) > CARDS_NAMED else ""  # a visit's whole end: its first cards
    if not named:
        # Translators: after a replay's verdict on a choice; {before} and {after} are chances ("≈67%",
        # "0%"): what came next (cards drawn, the ruler's play) took the chance down, not a choice.
        then = _(
            "Then the cards took your chance to win the visit from {before} to {after}: your choices had no part in it."
        )
        return then.format(before=before, after=after)
    # Translators: after a replay's verdict on a choice; {cards} names the cards the ruler revealed
    # after it ("7 of Claws, 2 of Eyes"), not yet on the table the replay shows (p63 looked for the
    # 1 of Leaves there: say they came next); {before} and {after} are chances ("≈67%", "0%").
    return ngettext(
        "Then the next card the ruler revealed ({cards}) took your chance to win the visit from {before} to "
        "{after}: your choices had no part in it.",
        "Then the next cards the ruler revealed ({cards}) took your chance to win the visit from {before} to "
        "{after}: your choices had no part in it.",
        len(cards),
    ).format(cards=named, before=before, after=after)


def forced_text(played: Action, allies: Allies = (), asked: Asked | None = None) -> str:
    """A move that followed a reveal with no choice (the only card that could answer)."""
    # Translators: after "Statement: 4 of Leaves." in a replay's verdict on a reveal; {did} is a
    # clause "You played the 5 of Leaves": the move that followed, the only one allowed.
    return _("{did} (your only choice).").format(did=did_clause(played, allies, asked))


def no_odds_text() -> str:
    """The chip of an option the advisor gives no number: going back to choose another fief, at
    the friends' choice (the badges there are the chance to win this visit, which it leaves; the
    fiefs are weighed at the fief's choice, by another number)."""
    # Translators: in a replay, beside "choose another fief" where the other options show a chance
    # to win the visit: it has none, the fiefs are weighed at the earlier decision where the player
    # chose the fief (its badges). Keep it very short: it shares the strip with the other options
    # and the legend. ("see the fief's choice" read as a choice the fief made; "choose another fief ·
    # (see your choice of fief)" read as no player would say it, p63.)
    return _("(weighed when you chose the fief)")


def your_choice_text() -> str:
    """The tag on the card (or ally, or fief) the player chose, in a replay."""
    # Translators: a short tag on the card the player chose at this decision of a replay.
    return _("your choice")


def drop_note(points: int, exact: bool = True, goal: int | None = None) -> str:
    """Said of a marked drop: the points of the chance to win the visit it cost, or, at a fief
    chosen (``goal``: the goal's stars), the chance to reach the goal it cost (``exact``: both chances
    it is the difference of are exact; else it is an estimate, marked ≈ as they are). Each says
    which chance it is: the two are not on one scale."""
    amount = str(points) if exact else f"≈{points}"
    if goal is not None:
        # Translators: after the verdict on a fief chosen; {n} is a number of points ("12" or "≈12"),
        # {goal} the stars of the game's goal. Not compared with the drops inside a visit.
        return ngettext(
            "A drop of {n} point in the chance to reach {goal} ★.",
            "A drop of {n} points in the chance to reach {goal} ★.",
            points,
        ).format(n=amount, goal=goal)
    # Translators: after a replay's verdict on a costly choice (10 points or more); {n} is a number of
    # percentage points ("31" or "≈31", an estimate). Every such choice is marked in red, so it is no
    # longer "one of the game's biggest".
    return ngettext(
        "It cost {n} point of the chance to win the visit.",
        "It cost {n} points of the chance to win the visit.",
        points,
    ).format(n=amount)


def practice_record_text() -> str:
    """The end screen of a practice game."""
    return _("A practice game played on from a replay: it is not added to your statistics.")


def practice_started_text() -> str:
    """Said as the practice game begins: what of the deal is the same."""
    # Translators: one line on the message line at the start of a practice game (the tag beside it
    # already says "Practice / not recorded"): keep it as short as the English.
    return _("Practice from here: the cards you had not seen are shuffled anew.")


def tutorial_move_text(played: Action, allies: Allies = (), asked: Asked | None = None) -> str:
    """The verdict on a move of the tutorial's game that its lesson asked for: not judged (the
    player did as told)."""
    # Translators: the replay of the tutorial's game, on a move its lesson asked for; {did} is a
    # clause "You played the 7 of Eyes" (the odds beside it still show).
    return _("{did}, as the tutorial asked: a move made as told is not judged.").format(
        did=did_clause(played, allies, asked)
    )


def next_step_text(card: str, answer: str = "") -> str:
    """After a reveal's verdict, what followed it: the card the ruler revealed (``card``) and the only
    card that could answer it (``answer``, "" when the player had a choice), said as the next step's,
    since the table still shows the position before the reveal (a first-time player read "Statement:
    4 of Leaves. You played the 5 of Leaves" over an empty trick; a careful English reader found "Next
    step: Statement: 8 of Claws" odd)."""
    if answer:
        # Translators: after a replay's verdict on revealing the ruler's next card: what the next step
        # shows, not yet on the table shown: the card the ruler reveals ({card}, the statement) and the
        # only card of the hand that could answer it ({answer}).
        return _("Next step: the ruler reveals the {card}, and your only possible answer is the {answer}.").format(
            card=card_label(card), answer=card_label(answer)
        )
    # Translators: after a replay's verdict on revealing the ruler's next card: the card the ruler reveals
    # at the next step ({card}, the statement), not yet on the table shown.
    return _("Next step: the ruler reveals the {card}.").format(card=card_label(card))


def changed_mind_text(before: str) -> str:
    """After a verdict where the Hint would send back the friend the player brought in at the step
    before, which that step's verdict called as good as the Hint's: why the two do not contradict
    each other (``before``: that step's chance, "≈58%")."""
    # Translators: after a replay's verdict such as "You started the visit (≈52%). Following the Hint you
    # would have sent the Jack of Claws back (≈58%)."; {before} is a chance ("≈58%"). The Hint's numbers
    # are estimates, worked out again at each step.
    return _(
        "One step before, the Hint rated bringing this friend in at {before}: worked out again here, its "
        "estimate changed, so the two choices were close."
    ).format(before=before)


def tick_choice_text(choice: str) -> str:
    """In the tooltip of a decision's mark on the timeline: what the player chose there."""
    # Translators: in the small tooltip over a decision's mark on the replay's timeline; {choice} is
    # a short label of what the player chose ("7 of Eyes", "fief 3", "use the Queen of Leaves").
    return _("Chosen: {choice}").format(choice=choice)


def tick_drop_text(points: int, exact: bool = True, goal: int | None = None) -> str:
    """In the tooltip of a red mark: the points of chance the choice cost (``drop_note``'s two
    scales: the visit's, or at a fief chosen the goal's, ``goal`` its stars), ≈ when estimated."""
    amount = str(points) if exact else f"≈{points}"
    if goal is not None:
        # Translators: in the tooltip of a red mark on the replay's timeline (a fief chosen); {n} is a
        # number of points ("12" or "≈12"), {goal} the stars of the game's goal. Short.
        return ngettext(
            "Cost {n} point of the chance to reach {goal} ★",
            "Cost {n} points of the chance to reach {goal} ★",
            points,
        ).format(n=amount, goal=goal)
    # Translators: in the tooltip of a red mark on the replay's timeline; {n} is a number of points
    # ("31" or "≈31", an estimate) lost in the chance to win the visit. Short.
    return ngettext(
        "Cost {n} point of the chance to win the visit",
        "Cost {n} points of the chance to win the visit",
        points,
    ).format(n=amount)


def points_meaning_text(best: str, played: str) -> str:
    """Under a red mark's cost in its tooltip: what a point is, with the two chances it is the difference
    of (p63 met "points" in the legend and the tooltip with no word of what they were)."""
    # Translators: in the tooltip of a red mark, under "Cost 10 points of the chance to win the visit";
    # {best} and {played} are chances ("≈79%", "≈69%"): the Hint's choice's and the player's. Short.
    return _("In percentage points: {best} (the Hint's choice) → {played} (yours)").format(best=best, played=played)


def tick_luck_text(before: str, after: str) -> str:
    """In the tooltip of a blue mark: the chance before and after the cards that went against the player."""
    # Translators: in the tooltip of a blue mark on the replay's timeline: the cards revealed then
    # took the chance to win the visit from {before} to {after} ("≈67%", "0%"), no choice of the player's.
    return _("Cards against you: {before} → {after}").format(before=before, after=after)


def suit_beats_text(card: str, other: str, beats: int, other_beats: int, unseen: int, lose: bool) -> str:
    """Why the Hint's card was the one to play (``game.replay_reason.SuitBeats``): every dialogue left
    had to be lost (``lose``), or won, and the card it keeps (``card``, the one the player gave) would
    beat ``beats`` of the ``unseen`` cards of its suit, the one the player kept (``other``) ``other_beats``."""
    if lose:
        # Translators: after a replay's verdict on a card played; {card} is the card the player gave,
        # which the Hint's move keeps ("had you kept the {card}"), {other} the card the
        # player kept instead, of the same suit. The fief's count was reached: every dialogue left had
        # to be lost, so the card kept should beat as few statements as it can. The plural form follows
        # {n}, the cards of that suit not seen yet; {beats} and {other_beats}: how many each card beats.
        return ngettext(
            "Every dialogue left had to be lost: had you kept the {card}, it would beat only {beats} of the "
            "{n} unseen card of its suit; the {other} you kept beats {other_beats}.",
            "Every dialogue left had to be lost: had you kept the {card}, it would beat only {beats} of the "
            "{n} unseen cards of its suit; the {other} you kept beats {other_beats}.",
            unseen,
        ).format(card=card_label(card), other=card_label(other), beats=beats, other_beats=other_beats, n=unseen)
    # Translators: as "Every dialogue left had to be lost: had you kept the {card}…", when every dialogue left
    # had to be won: the card kept should beat as many statements as it can.
    return ngettext(
        "Every dialogue left had to be won: had you kept the {card}, it would beat {beats} of the {n} "
        "unseen card of its suit; the {other} you kept beats only {other_beats}.",
        "Every dialogue left had to be won: had you kept the {card}, it would beat {beats} of the {n} "
        "unseen cards of its suit; the {other} you kept beats only {other_beats}.",
        unseen,
    ).format(card=card_label(card), other=card_label(other), beats=beats, other_beats=other_beats, n=unseen)


def ally_count_text(ally: str, fief: int, before: int, won: int) -> str:
    """What the ally the player used did to the score (``game.replay_reason.AllyCount``): the dialogues
    won went from ``before`` to ``won``; fief ``fief`` asks for exactly as many as its number."""
    if won < before == fief:
        # Translators: after a replay's verdict on an ally used; {ally} is a character ("Queen of
        # Flowers") whose ability took a dialogue won off the score, which was exactly what fief {fief}
        # asks for ({target}, the plural form follows it); {won}: the dialogues won after it.
        return ngettext(
            "The {ally} took back a dialogue won: fief {fief} asks for exactly the {target} you had; now {won}.",
            "The {ally} took back a dialogue won: fief {fief} asks for exactly the {target} you had; now {won}.",
            fief,
        ).format(ally=character_name(ally), target=fief, fief=fief, won=won)
    # Translators: after a replay's verdict on an ally used; {ally} is a character whose ability changed
    # the dialogues won from {before} to {won}; the plural form follows {target}, what fief {fief} asks for.
    return ngettext(
        "The {ally} changed your dialogues won from {before} to {won}; fief {fief} asks for exactly {target}.",
        "The {ally} changed your dialogues won from {before} to {won}; fief {fief} asks for exactly {target}.",
        fief,
    ).format(ally=character_name(ally), before=before, won=won, fief=fief, target=fief)


def ally_idle_text(ally: str) -> str:
    """The ally the player used changed nothing (``game.replay_reason.AllyIdle``): no card moved, no
    count, fief or other ally (the Queen of Flowers with no dialogue won to take back)."""
    # Translators: after a replay's verdict on an ally used; {ally} is a character ("Queen of Flowers")
    # whose ability found nothing to act on there: no card, count or ally changed, and it is spent.
    return _("The {ally} changed nothing here: its ability had nothing to act on.").format(ally=character_name(ally))


def ally_kept_text(ally: str) -> str:
    """The player used ``ally`` where the Hint would have revealed the statement (``game.replay_reason.AllyKept``)."""
    # Translators: after a replay's verdict on an ally used where the Hint would have revealed the next
    # statement; {ally} is a character ("Baron of Eyes"). An ally used is exhausted (turned) until the visit ends.
    return _(
        "The Hint would have kept the {ally} for a later dialogue:"
        " an ally used stays exhausted until the end of the visit."
    ).format(ally=character_name(ally))


def hint_ally_text(ally: str, copied: str, readied: str) -> str:
    """What the ally the Hint would have used does there (``game.replay_reason.HintAlly``): the Queen of
    Leaves copies the ruler's (``copied``) ability; ``readied``, the exhausted ally it makes ready again."""
    names = {"ally": character_name(ally), "other": character_name(readied) if readied else ""}
    if copied and readied:
        # Translators: after a replay's verdict ending "The Hint would have used the Queen of Leaves (≈28%).":
        # "It" is that Queen of Leaves, which copies the ability of {ruler}, the ruler of the fief visited
        # (here a Lady of Leaves: "make another exhausted ally ready again"); {other} is the exhausted ally
        # it would make ready, to be used once more this visit.
        text = _(
            "It would copy the ability of the {ruler}, the ruler you visit, making the {other} ready to use again."
        )
        return text.format(ruler=character_name(copied), **names)
    if copied:
        # Translators: as "It would copy the ability of the {ruler}, the ruler you visit, making…" ("It": the
        # Queen of Leaves the Hint would have used); {ability} is that ability's full text, a sentence.
        text = _("It would copy the ability of the {ruler}, the ruler you visit: {ability}")
        return text.format(ruler=character_name(copied), ability=ability_text(copied), **names)
    if readied:
        # Translators: after a replay's verdict; {ally} is a character (a Lady of Leaves) that would make
        # {other}, an exhausted ally, ready again, to be used once more this visit.
        return _("The Hint’s {ally} would make the {other} ready to use again.").format(**names)
    # Translators: after a replay's verdict; {ally} is the character the Hint would have used, {ability} its
    # ability's full text, a sentence.
    return _("What the Hint’s {ally} does: {ability}").format(ability=ability_text(ally), **names)
