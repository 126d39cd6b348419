"""The Hint during a tutorial's step that asks for one move: that move alone is ringed.

A first-time player was asked for the 6 of Claws while the Hint rang the 4 of Eyes, a card
the tutorial holds back. During such a step the Hint shows the asked move only (its ring and
its badge, the chance the advisor gives it); when the advisor would play another move, the
message line says so in words, without ringing a card the player cannot play.
"""

from __future__ import annotations

from dataclasses import replace

from ..ai.advisor import Advice, advised
from ..core import Action
from ..core import actions as A
from ..i18n import _


def narrowed(advice: Advice, asked: Action | None) -> Advice:
    """The advice as the Hint shows it while a tutorial's step asks for one move (``asked``): that
    move alone, ringed, with its badge (the tutorial holds every other move back, so a ring or a
    badge on one would point at a card the player cannot play)."""
    index = next((i for i, e in enumerate(advice.actions) if e.action == asked), None)
    if index is None:
        return advice
    if isinstance(asked, A.ChooseFief):  # a fief's badge is weighed against the others': all stay, the asked one ringed
        return replace(advice, best=index, fief=index)
    return replace(advice, actions=(advice.actions[index],), best=0, fief=None)


def tutorial_legend_text() -> str:
    """The Hint's words when the advisor would play another move than the one the tutorial's
    step asks for (that move alone is ringed)."""
    # Translators: the Hint during a tutorial step that asks for one move, when the advisor would
    # choose another: the asked move is ringed. One line on the message line at 960×600.
    return _("Hint: the move this step asks for is ringed in gold, with its chance; the advisor would play another.")


def agrees(advice: Advice, shown: Advice) -> bool:
    """The hint ``shown`` (``advice``, or narrowed from it to the tutorial's move) rings the move the
    advisor would play: its usual legend says what it shows."""
    chosen, ringed = advised(advice), advised(shown)
    if shown is advice or chosen is None or ringed is None:
        return True
    return advice.actions[chosen].action == shown.actions[ringed].action
