"""Starting and continuing games: the one path every new game takes, the tutorial's too.

A new game while another is unfinished first asks the player; if they agree, the
old game is recorded as abandoned (once) before the new one is dealt.
"""

from __future__ import annotations

from collections.abc import Callable

from ...core.cards import FIEF_COUNT
from ...game.seeds import seed_code
from ...game.session import Session
from ...i18n import _
from ...i18n.messages import difficulty_label, setup_name
from ..scene import Context, ShowGame, Transition
from .confirm import ask


def game_description(session: Session) -> str:
    """A game in a few words: its kingdom code, setup, medal and how far it went."""
    visited = sum(1 for fief in session.view()["fiefs"] if fief["status"] != "unvisited")
    return _("kingdom {code} · {setup} · {medal} · visit {visit} of {count}").format(
        code=seed_code(session.seed),
        setup=setup_name(session.setup),
        medal=difficulty_label(session.threshold),
        visit=min(FIEF_COUNT, visited + 1),
        count=FIEF_COUNT,
    )


def continue_label(session: Session, daily: int | None = None) -> str:
    """The title's Continue button, saying which game it opens: today's kingdom (``daily`` is
    today's seed), the tutorial, or the kingdom's code, and the visit it has reached."""
    visited = sum(1 for fief in session.view()["fiefs"] if fief["status"] != "unvisited")
    visit, count = min(FIEF_COUNT, visited + 1), FIEF_COUNT
    if session.tutorial is not None and session.tutorial.active:
        # Translators: the title's Continue button when the game saved is the tutorial's.
        return _("Continue · tutorial · visit {visit} of {count}").format(visit=visit, count=count)
    if daily is not None and session.seed == daily:
        # Translators: the title's Continue button when the game saved is today's daily kingdom.
        return _("Continue · today's kingdom · visit {visit} of {count}").format(visit=visit, count=count)
    # Translators: the title's Continue button; {code} is the kingdom's code (as on the new-game screen).
    return _("Continue · kingdom {code} · visit {visit} of {count}").format(
        code=seed_code(session.seed), visit=visit, count=count
    )


def ask_before_replacing(ctx: Context, message: str, then: Callable[[], Transition]) -> Transition:
    """``then()`` at once, or, while a game is unfinished, after the player agrees to abandon it.
    ``message`` is the translated question, with ``{game}`` for the game in progress (the
    tutorial's game has a question of its own while its tutorial runs: it is not recorded when
    left then; skipped or finished, it is a normal game and asks as one)."""
    current = ctx.keeper.current
    if ctx.keeper.in_progress() and current is not None:
        if current.practice:  # not recorded when left unfinished (Keeper.abandon_current)
            return ask(
                title=_("Leave the tutorial game?"),
                message=_(
                    "You are playing the tutorial game ({game}). Starting now ends it; a tutorial game "
                    "left unfinished is not counted in your statistics."
                ).format(game=game_description(current)),
                yes=_("Leave it and start"),
                no=_("Keep playing it"),
                then=then,
            )
        return ask(
            title=_("Abandon the game in progress?"),
            message=message.format(game=game_description(current)),
            yes=_("Abandon it and start"),
            no=_("Keep playing it"),
            then=then,
        )
    return then()


def start_game(ctx: Context, seed: int, setup: str, threshold: int) -> Transition:
    """Deal a new game, asking first if it would replace an unfinished one."""
    return ask_before_replacing(
        ctx,
        _(
            "You have a game in progress ({game}). Starting a new one ends it for good: "
            "it counts as abandoned in your statistics."
        ),
        lambda: deal(ctx, seed, setup, threshold),
    )


def deal(ctx: Context, seed: int, setup: str, threshold: int) -> Transition:
    """Start the game now (an unfinished one is recorded as abandoned). The kingdom code
    given on the command line is for the first game only: once a game is dealt, New game
    offers a fresh kingdom again."""
    session = ctx.keeper.new_game(seed, setup, threshold)
    ctx.seed = None
    return ShowGame(session, deal=True)


def continue_game(ctx: Context) -> Transition | None:
    """Back to the game in progress, on the scene that shows where it stands."""
    session = ctx.keeper.current
    if session is None or session.over:
        return None
    return ShowGame(session, message=_("Welcome back: the game is exactly where you left it."))


def first_start(ctx: Context) -> bool:
    """Whether the tutorial starts by itself: never offered before, no game to continue,
    no warning waiting to be read, and (players from before the tutorial) no game played yet."""
    keeper = ctx.keeper
    if ctx.settings.tutorial_done or keeper.in_progress() or keeper.notices:
        return False
    return not keeper.any_recorded()


def start_tutorial(ctx: Context) -> Transition:
    """The Tutorial button: deal the tutorial's kingdom, asking first if a game is in progress
    (that game is then recorded as abandoned, as New game does)."""
    return ask_before_replacing(
        ctx,
        _(
            "You have a game in progress ({game}). Starting the tutorial ends it for good: "
            "it counts as abandoned in your statistics."
        ),
        lambda: deal_tutorial(ctx),
    )


def deal_tutorial(ctx: Context) -> Transition:
    """The tutorial's game, dealt now with the player's undo mode. The app adopts it on the
    way to the table (an unfinished game in progress is recorded as abandoned then)."""
    session = Session.for_tutorial(undo_allowed=not ctx.settings.ironman)  # the save holds it from the start
    return ShowGame(session, deal=True)
