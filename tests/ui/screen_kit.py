"""Every screen and overlay of the game, reached through the app's public doors only.

A "screen" here is a recipe: it opens scenes as the scenes open each other (a transition:
``Goto``/``Push`` with the scene's constructor, ``ShowGame``, ``ToTitle``), advances games
through the ``Session`` API, and presses buttons with mouse events. It never reaches into a
scene's attributes, so it keeps working when a scene is rebuilt. Used by the layout test
(every language, every size) and by ``scripts/screenshots.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from random import Random

import pygame

from forNorthwood.core import Action
from forNorthwood.core.cards import CARD_OF_NAME
from forNorthwood.core.state import Phase
from forNorthwood.game import table_keys as K
from forNorthwood.game.play_on import play_on
from forNorthwood.game.replay_advice import GameAdvice, advise_decision
from forNorthwood.game.session import Session
from forNorthwood.i18n import _
from forNorthwood.i18n.persistence_text import file_problem_message
from forNorthwood.keeper import Replay
from forNorthwood.persistence.folders import Folders
from forNorthwood.ui import assets, card_art
from forNorthwood.ui.app import App
from forNorthwood.ui.scene import Goto, Push, SceneMaker, ShowGame, ToTitle, Transition
from forNorthwood.ui.scenes.card_tracker import CardTracker
from forNorthwood.ui.scenes.game_log import GameLogOverlay
from forNorthwood.ui.scenes.menu_overlay import MenuOverlay
from forNorthwood.ui.scenes.pile_viewer import PileViewer
from forNorthwood.ui.scenes.replay import ReplayScene
from forNorthwood.ui.scenes.rules_overlay import RulesOverlay, rules_pages
from forNorthwood.ui.scenes.settings import SettingsOverlay
from forNorthwood.ui.scenes.setup import SetupScene
from forNorthwood.ui.scenes.starting import start_tutorial
from forNorthwood.ui.scenes.statistics import PAGES as STATISTICS_PAGES
from forNorthwood.ui.scenes.statistics import StatisticsOverlay
from forNorthwood.ui.text import Drawn, recording

from .input_kit import FakeClock, click, key, settle

SIZES = ((960, 600), (1024, 640), (1280, 800), (1920, 1080))
#: The table's sizes: 16:10, 16:9, 4:3 and 21:9 from the smallest window to 4K (the smallest first).
TABLE_SIZES = (
    (960, 600),
    (1280, 800),
    (1440, 900),
    (1920, 1080),
    (2560, 1440),
    (3840, 2160),
    (1024, 768),
    (2560, 1080),
)


@cache
def _actions_to(goal: str, first_seed: int = 11) -> tuple[int, tuple[Action, ...]]:
    """The seed and the actions of a random game, from its start to the first position where
    ``goal`` holds: ``decision`` (an ability waits for the player's choice), ``visit_end``
    (the next response ends a visit), ``stoppable`` (between visits, the goal out of reach)
    or ``over`` (the game is over)."""
    for seed in range(first_seed, first_seed + 200):
        session, rng = Session(seed, "full", 16), Random(seed)
        while not session.over:
            view = session.view()
            if goal == "decision" and view["phase"] == "decision":
                return seed, tuple(session.actions)
            if goal == "visit_end" and view["phase"] == "respond" and len(view["hand"]) == 1:
                return seed, tuple(session.actions)
            if goal == "stoppable" and any(a.type == "stop_game" for a in session.legal()):
                return seed, tuple(session.actions)
            legal = [a for a in session.legal() if a.type not in ("stop_game", "back", "unsubstitute")]
            session.apply(rng.choice(legal))
        if goal == "over":
            return seed, tuple(session.actions)
    raise AssertionError(f"no game reached {goal}")


@cache
def _actions_to_friend(begin_visit: bool) -> tuple[int, tuple[Action, ...]]:
    """The seed and the actions of a random game up to its first friend brought in over an
    ally (and the visit begun, if ``begin_visit``): the ally slots then show their captions."""
    for seed in range(11, 211):
        session, rng = Session(seed, "full", 16), Random(seed)
        while not session.over:
            legal = session.legal()
            subs = [a for a in legal if a.type == "substitute"]
            if subs:
                session.apply(subs[0])
                if begin_visit:
                    session.apply(next(a for a in session.legal() if a.type == "begin_visit"))
                return seed, tuple(session.actions)
            legal = [a for a in legal if a.type not in ("stop_game", "back", "unsubstitute")]
            session.apply(rng.choice(legal))
    raise AssertionError("no game brought in a friend")


def session_with_friend(begin_visit: bool) -> Session:
    seed, actions = _actions_to_friend(begin_visit)
    return Session.replay(seed, "full", 16, list(actions))


def session_at(goal: str, first_seed: int = 11) -> Session:
    seed, actions = _actions_to(goal, first_seed)
    return Session.replay(seed, "full", 16, list(actions))


@dataclass(frozen=True)
class Screen:
    name: str
    open: Callable[[App], None]


def _goto(app: App, transition: Transition) -> None:
    app.carry_out(transition)
    settle(app)


def _push(app: App, make: SceneMaker) -> None:
    app.carry_out(Push(make))
    settle(app)


def _title(app: App) -> None:
    _goto(app, ToTitle())


def _warning() -> str:
    return file_problem_message("save", "corrupt", Path("fornorthwood-save.json.damaged-1"))


def _title_in_progress(app: App) -> None:
    """The title screen with a game in progress (Continue and its line) and a warning shown."""
    app.keeper.adopt(session_at("decision"))
    app.keeper.warn(_warning())
    _title(app)


def _visit(app: App) -> Session:
    session = session_at("decision")
    _goto(app, ShowGame(session))
    return session


def _end_of_visit(app: App) -> None:
    """The table just after the last response of a visit, while its result is told."""
    session = session_at("visit_end")
    _goto(app, ShowGame(session))
    first = len(session.steps)
    session.apply(next(a for a in session.legal() if a.type == "play"))
    if session.over:
        _goto(app, ShowGame(session))
    else:
        _goto(app, ShowGame(session, moments=session.moments(first)))


def _end_of_game(app: App) -> Session:
    session = session_at("over")
    _goto(app, ShowGame(session))  # and recorded in the statistics
    return session


def _confirm(app: App) -> None:
    """Start the daily kingdom while a game is in progress: the game asks first (once the daily
    kingdom's setup and difficulty are chosen, on Start)."""
    _start_daily_over(app, session_at("decision"))


def _confirm_tutorial(app: App) -> None:
    """The same over the tutorial's game: its own question (it is not counted when left)."""
    _start_daily_over(app, Session.for_tutorial())


def _confirm_skip_tutorial(app: App) -> None:
    """Esc in the tutorial: it asks before the tutorial's steps are gone."""
    app.keeper.abandon_current()  # a fresh tutorial, whatever the app began with
    app.carry_out(start_tutorial(app.ctx))
    settle(app)
    key(app, pygame.K_ESCAPE)


def _confirm_stop(app: App) -> None:
    """Stop the game, once the goal is out of reach: it asks first."""
    _goto(app, ShowGame(session_at("stoppable")))
    rect = app.scene.locate(K.Button("stop"))  # type: ignore[attr-defined]
    assert rect is not None
    click(app, rect.center)
    settle(app)


def _focus_tooltip(app: App) -> None:
    """The fief selection with the keyboard's ring moved onto a fief: its ruler's tooltip shows."""
    _goto(app, ShowGame(Session(3, "full", 16)))
    key(app, pygame.K_RIGHT)
    settle(app)


def _start_daily_over(app: App, session: Session) -> None:
    """From the title, with ``session`` in progress: the daily kingdom, then Start."""
    app.keeper.adopt(session)
    _title(app)
    for button in ("daily", "start"):
        rect = app.scene.locate(button)  # type: ignore[attr-defined]
        assert rect is not None
        click(app, rect.center)
        settle(app)


def _notice(app: App) -> None:
    _visit(app)
    app.keeper.warn(_warning())
    settle(app)


def _statistics(page: int) -> Callable[[App], None]:
    def opening(app: App) -> None:
        for first_seed in (11, 40, 80):  # a few finished games, so that every page has rows
            app.keeper.adopt(session_at("over", first_seed))
        _title(app)
        _push(app, lambda ctx: StatisticsOverlay(ctx, page))

    return opening


def _rules(page: int) -> Callable[[App], None]:
    def opening(app: App) -> None:
        _visit(app)
        _push(app, lambda ctx: RulesOverlay(ctx, page))

    return opening


def _menu(app: App) -> None:
    session = _visit(app)
    _push(app, lambda ctx: MenuOverlay(ctx, session))


def _settings(app: App) -> None:
    _title(app)
    _push(app, SettingsOverlay)


def _game_log(app: App) -> None:
    session = _end_of_game(app)
    _push(app, lambda ctx: GameLogOverlay(ctx, session))


def _card_tracker(app: App) -> None:
    """The card tracker near the end of a visit: cards in hand, discarded, scored and unseen."""
    session = session_at("visit_end")
    _goto(app, ShowGame(session))
    _push(app, lambda ctx: CardTracker(ctx, session))


def _pile_viewer(app: App) -> None:
    _visit(app)
    title = _("Discard pile")
    _push(app, lambda ctx: PileViewer(ctx, title, [CARD_OF_NAME[c] for c in ("1C", "2F", "8L", "5E", "3C")]))


def _puzzles(app: App) -> None:
    """The puzzles' screen, opened from the title with a click, one puzzle already answered."""
    from .puzzle_kit import MANY, answer, puzzle, show, wrong

    found = puzzle(MANY)
    show(app, found)
    answer(app, wrong(found))
    app.keeper.change(tutorial_done=True)  # the title stays (a first start plays the tutorial)
    _title(app)
    rect = app.scene.locate("puzzles")  # type: ignore[attr-defined]
    assert rect is not None
    click(app, rect.center)
    settle(app)


#: A puzzle whose answer turns on the card seen on top of the deck (a King of Leaves' swap).
SEEN = "000015-51"
#: A puzzle of five cards to answer with, answered wrong: the longest verdict and a list in columns.
PLAYS = "00006T-173"
#: A puzzle whose answer only uses an ally (the King of Leaves, ally 3): the table shows it exhausted.
ALLY = "00003J-103"
#: A puzzle in the middle of an ability (the Jack of Eyes drew two, discarded one: the second discard).
MIDWAY = "000063-202"


def _puzzle(puzzle_id: str, answered: str | None) -> Callable[[App], None]:
    """A puzzle on the table, before its answer or after a right or a wrong one (its solution shown);
    "best": a wrong one, then the best move shown (B); "again": a right one, then Retry (R)."""

    def opening(app: App) -> None:
        from .puzzle_kit import answer, press_key, puzzle, show, wrong

        found = puzzle(puzzle_id)
        show(app, found)
        if answered is not None:
            answer(app, found.answer if answered in ("right", "again") else wrong(found))
        if answered in ("best", "again"):
            press_key(app, pygame.K_b if answered == "best" else pygame.K_r)

    return opening


_ADVICE: dict[str, GameAdvice] = {}


def replay_advice(replay: Replay, upto: int) -> GameAdvice:
    """The advice of ``replay``'s decisions up to position ``upto``, at a small budget (enough for
    the screen's words and badges, in a second; the game's own budget takes minutes)."""
    known = f"{replay.record.final}:{upto}"
    found = _ADVICE.get(known)
    if found is None:
        decisions = tuple(advise_decision(replay, i, 2, None) for i in replay.decisions if i <= upto)
        found = _ADVICE[known] = GameAdvice(replay.record.final, 2, decisions)
    return found


def replay_position(replay: Replay) -> int:
    """A decision worth showing: the first before a statement where an ally may act (the allies
    carry badges, the next statement is an option on no card)."""
    return next(i for i in replay.decisions if replay.state(i).phase is Phase.ABILITY_WINDOW)


def _replay(app: App) -> None:
    """The replay of a finished game, opened from its end screen, at a decision with the advice."""
    session = _end_of_game(app)
    record = app.keeper.record_of(session)
    assert record is not None
    replay = app.keeper.replay(record)
    index = replay_position(replay)
    advice = replay_advice(replay, index)
    _goto(app, Goto(lambda ctx: ReplayScene(ctx, record, replay, index=index, advice=advice)))


def _practice(app: App) -> None:
    """A practice game played on from a replay's decision: the table says it is practice."""
    session = session_at("over")
    record = app.keeper.finish(session)
    assert record is not None
    replay = app.keeper.replay(record.record)
    _goto(app, ShowGame(play_on(replay, replay_position(replay), 7)))


def screens() -> list[Screen]:
    """Every screen and overlay, in the order a player meets them."""
    listed = [
        Screen("title", _title),
        Screen("title_in_progress", _title_in_progress),
        Screen("setup", lambda app: _goto(app, Goto(SetupScene))),
        Screen("fief_selection", lambda app: _goto(app, ShowGame(Session(3, "full", 16), deal=True))),
        Screen(
            "fief_selection_with_friend",
            lambda app: _goto(app, ShowGame(session_with_friend(False))),
        ),
        Screen("focus_tooltip", _focus_tooltip),
        Screen("visit_decision", _visit),
        Screen("visit_with_friend", lambda app: _goto(app, ShowGame(session_with_friend(True)))),
        Screen("end_of_visit", _end_of_visit),
        Screen("end_of_game", _end_of_game),
        Screen("menu", _menu),
        Screen("settings", _settings),
        Screen("game_log", _game_log),
        Screen("confirm", _confirm),
        Screen("confirm_tutorial", _confirm_tutorial),
        Screen("confirm_skip_tutorial", _confirm_skip_tutorial),
        Screen("confirm_stop", _confirm_stop),
        Screen("notice", _notice),
        Screen("pile_viewer", _pile_viewer),
        Screen("card_tracker", _card_tracker),
        Screen("puzzles", _puzzles),
        Screen("puzzle", _puzzle("00002R-16", None)),
        Screen("puzzle_wrong", _puzzle("00002R-16", "wrong")),
        Screen("puzzle_right", _puzzle("00000J-66", "right")),
        Screen("puzzle_seen", _puzzle(SEEN, None)),
        Screen("puzzle_seen_wrong", _puzzle(SEEN, "wrong")),
        Screen("puzzle_play_wrong", _puzzle(PLAYS, "wrong")),
        Screen("puzzle_ally_right", _puzzle(ALLY, "right")),
        Screen("puzzle_ally_best", _puzzle(ALLY, "best")),
        Screen("puzzle_midway", _puzzle(MIDWAY, None)),
        Screen("puzzle_again", _puzzle(MIDWAY, "again")),
        Screen("replay", _replay),
        Screen("practice", _practice),
    ]
    listed += [Screen(f"statistics_{page + 1}", _statistics(page)) for page in range(STATISTICS_PAGES)]
    listed += [Screen(f"rules_{page + 1}", _rules(page)) for page in range(len(rules_pages()))]
    return listed


def new_app(folder: Path, size: tuple[int, int], language: str, clock: FakeClock | None = None) -> App:
    """A silent app speaking ``language`` at ``size``, animations off, its files in ``folder``."""
    config = folder / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(
        '{"kind": "fornorthwood-settings", "version": 1, "settings": {"sound": false}}', encoding="utf-8"
    )
    folders = Folders(folder / "data", config)
    return App(size=size, speed="off", clock=clock or FakeClock(), language=language, folders=folders)


@contextmanager
def fresh_art() -> Iterator[None]:
    """Forget rendered cards, so that the texts on them are drawn (and recorded) again."""
    card_art.clear_caches()
    assets.table_background.cache_clear()
    yield


def render(app: App, screen: Screen) -> list[Drawn]:
    """Open ``screen`` and draw it once; every text drawn, with its box and how it fitted."""
    screen.open(app)
    with fresh_art(), recording() as drawn:
        app.dirty = True  # the whole window, not only what changed
        app.draw()
    return drawn


def save_png(app: App, path: str) -> None:
    pygame.image.save(app.surface, path)
