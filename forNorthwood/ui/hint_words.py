"""The Hint's words on the message line: what its badges and its gold ring say (``legend_text``),
the friend to bring in or send back in words (``friend_advice_text``), what it says when a
tutorial's step asks for another move than the advisor's (``tutorial_legend_text``), and why there
is no Hint in an Ironman game."""

from __future__ import annotations

from ..ai.advisor import Advice
from ..ai.fief_order import GOAL
from ..core import State
from ..core import actions as A
from ..core.state import Phase
from ..game import table_keys as K
from ..i18n import _, ngettext
from ..i18n.messages import character_name
from ..i18n.review_text import chance_text
from .hint_badges import fiefs_of


def ironman_hint_text() -> str:
    return _("Hints are off in an Ironman game.")


def tutorial_legend_text() -> str:
    """The Hint's words when the advisor would play another move than the one the tutorial's
    step asks for (that move alone is ringed: ``hint_layer.narrowed``)."""
    # Translators: the Hint during a tutorial step that asks for one move, when the advisor would
    # choose another: the asked move is ringed. One line on the message line at 960×600.
    return _("Hint: the move this step asks for is ringed in gold, with its chance; the advisor would play another.")


def legend_text(state: State, advice: Advice | None = None) -> str:
    """What the Hint's badges and its gold ring say (on the message line when it is asked for), in
    one line at every size (a test measures it: a longer legend wrapped and its band covered the
    allies' short ability lines)."""
    fiefs = None if advice is None else fiefs_of(state, advice)
    if state.phase is Phase.CHOOSE_FIEF and (fiefs is None or fiefs.kind == GOAL):
        goal = state.kingdom.threshold if fiefs is None else fiefs.threshold
        # Translators: the Hint in fief selection; {n} is the stars the player's goal asks for (16,
        # 18, 20). One line on the message line at 960×600 (a test measures it).
        return ngettext(
            "Hint: each badge is your chance to reach {n} star if you visit that fief now (≈ estimated); "
            "the best is ringed in gold.",
            "Hint: each badge is your chance to reach {n} stars if you visit that fief now (≈ estimated); "
            "the best is ringed in gold.",
            goal,
        ).format(n=goal)
    if fiefs is not None:
        # Translators: the Hint in fief selection once every fief gives the same chance of the goal
        # (reached, or out of reach): the badges are the visit's chance × its stars ("≈2.6 ★"). One line.
        return ngettext(
            "Hint: any fief keeps the same chance of {n} star; each badge is the stars to expect "
            "(≈ estimated); the most is ringed in gold.",
            "Hint: any fief keeps the same chance of {n} stars; each badge is the stars to expect "
            "(≈ estimated); the most is ringed in gold.",
            fiefs.threshold,
        ).format(n=fiefs.threshold)
    return _("Hint: the best choice is ringed in gold; each badge is the chance to win the visit (≈ estimated).")


def friend_advice_text(state: State, advice: Advice) -> str | None:
    """The friend advice in words while friends are brought in (None in other phases):
    which friend goes over which ally slot, which one goes back, or that the visit may start."""
    entry = advice.best_action
    if state.phase is not Phase.CHOOSE_SUBSTITUTES or entry is None:
        return None
    allies = state.kingdom.allies
    match entry.action:
        case A.Substitute(friend, slot):
            # Translators: the hint while friends are brought in; {slot} is the slot's number (1-4)
            # and {ally} the ally the friend would stand in for.
            return _("Bring the {friend} in over slot {slot} (the {ally}).").format(
                friend=character_name(friend), slot=slot + 1, ally=character_name(allies[slot].ally)
            )
        case A.Unsubstitute(slot):
            placed = allies[slot].substitute
            assert placed is not None  # only a friend standing in can be sent back
            # Translators: the hint while friends are brought in: this friend should leave its slot (1-4).
            return _("Send the {friend} on slot {slot} back to your friends.").format(
                friend=character_name(placed), slot=slot + 1
            )
        case A.BeginVisit():
            # Translators: the hint while friends are brought in: no friend to bring in or send back.
            return _("Start the visit with the allies as they stand.")
        case _:
            return None


def put_back_text(picked: K.Key | None, advice: str | None) -> str:
    """A friend was picked to bring in and the Hint advises another move: the friend goes back,
    said before the advice (``advice``, the Hint's words, if any)."""
    assert isinstance(picked, K.Friend)  # only a friend is picked up with a press
    # Translators: a friend was picked up to bring in, and the Hint advises another move.
    words = _("The Hint advises another move: the {friend} goes back with your friends.")
    words = words.format(friend=character_name(picked.character))
    return words if advice is None else f"{words} {advice}"


def sent_back_note(state: State, advice: Advice, slot: int) -> str | None:
    """What the Hint's badge on a friend already standing in over ``slot`` is, in its tooltip: the
    chance if it is sent back, not Start's (a player read its "≈69%" beside Start's "≈80%" as the
    same question). None where the badge says something else (the friend advised onto that slot)
    or there is none."""
    if state.phase is not Phase.CHOOSE_SUBSTITUTES or slot >= len(state.kingdom.allies):
        return None
    placed = state.kingdom.allies[slot].substitute
    best = advice.best_action
    if placed is None or (best is not None and isinstance(best.action, A.Substitute) and best.action.slot == slot):
        return None
    entry = next((e for e in advice.actions if e.action == A.unsubstitute(slot)), None)
    if entry is None or entry.success is None:
        return None
    # Translators: the tooltip of a friend placed over an ally slot, Hint shown;
    # {chance} is its badge ("≈69%"); Start's badge is another question.
    words = _(
        "Hint: {chance} on this slot is your chance to win the visit if you send the {friend} back "
        "(the badge beside “Start the visit”: your chance with the allies as they stand)."
    )
    return words.format(chance=chance_text(entry.success, entry.exact), friend=character_name(placed))
