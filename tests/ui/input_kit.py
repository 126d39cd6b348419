"""Driving the real app with synthetic pygame events, as a player's hands would."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

import pygame

from forNorthwood.core.cards import CARD_NAMES, CARD_OF_NAME
from forNorthwood.game import table_keys as K
from forNorthwood.game.session import Session
from forNorthwood.ui.app import App
from forNorthwood.ui.scene import ShowGame


class FakeClock:
    """Milliseconds that only move when a test says so."""

    def __init__(self) -> None:
        self.t = 1_000

    def __call__(self) -> int:
        return self.t

    def advance(self, ms: int) -> None:
        self.t += ms


#: Every app a test opened, closed by the autouse fixture in conftest.py after the test.
OPENED: list[App] = []


def names(cards: Iterable[int]) -> tuple[str, ...]:
    """The names of the core's cards (a table model holds the core's own values), as keys and sprites name them."""
    return tuple([CARD_NAMES[card] for card in cards])


def card(name: str) -> int:
    """The core's card of a name such as ``"7E"``."""
    return CARD_OF_NAME[name]


def in_hand(name: str) -> K.Hand:
    """The table key of the hand card named ``name`` (``"7E"``): keys hold the core's card."""
    return K.Hand(CARD_OF_NAME[name])


def make_app(clock: FakeClock, size: tuple[int, int] = (1280, 800), speed: str = "off") -> App:
    app = App(size=size, speed=speed, clock=clock)
    OPENED.append(app)
    return app


def start_game(app: App, seed: int = 3, setup: str = "intro", threshold: int = 16) -> Session:
    session = Session(seed, setup, threshold)
    app.carry_out(ShowGame(session, deal=True))
    settle(app)
    return session


def settle(app: App, clock: FakeClock | None = None, limit: int = 400) -> None:
    """Step until nothing moves (advancing ``clock`` between frames when given)."""
    app.step()
    for _ in range(limit):
        if not app.busy():
            app.step()
            if not app.busy():
                return
        if clock is not None:
            clock.advance(16)
        app.step()
    raise AssertionError("the app kept animating")


def step_until(app: App, done: Callable[[], bool], timeout: float) -> None:
    """Step the app (in real time: worker threads run) until ``done()``, or fail after ``timeout`` s."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app.step()
        if done():
            return
        time.sleep(0.01)
    raise AssertionError("not done within the timeout")


def post(app: App, *events: pygame.event.Event) -> None:
    for event in events:
        pygame.event.post(event)
    app.step()


def click(app: App, pos: tuple[int, int]) -> None:
    post(
        app,
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    )


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    post(app, *events)


def key(app: App, code: int, mod: int = 0, unicode: str = "") -> None:
    post(app, pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0))


#: The instance id the synthetic controller events carry (no device is plugged in under the dummy driver).
PAD = 0


def button(app: App, code: int, instance: int = PAD) -> None:
    """Press and release a controller button (``pygame.CONTROLLER_BUTTON_*``)."""
    post(
        app,
        pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance, button=code),
        pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=instance, button=code),
    )


def axis(app: App, code: int, value: int, instance: int = PAD) -> None:
    """Move a controller axis (``pygame.CONTROLLER_AXIS_*``) to ``value`` (−32768..32767)."""
    post(app, pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=instance, axis=code, value=value))


def center_of(app: App, target: object) -> tuple[int, int]:
    rect = app.scene.locate(target)  # type: ignore[attr-defined]
    assert rect is not None, f"{target} is not on screen in {type(app.scene).__name__}"
    return rect.center


ALL_CARDS = [f"{v}{s}" for s in "CFLE" for v in range(1, 9)]


def position_session(
    hand: list[str],
    deck_top: list[str],
    *,
    phase: str = "ability_window",
    visiting: int | None = 3,
    friends: list[str] | None = None,
    allies: list[dict] | None = None,
    rulers: list[str] | None = None,
    statuses: list[str] | None = None,
    discard: list[str] | None = None,
    score: list[str] | None = None,
) -> Session:
    """A session that starts at exactly this position (the rest of the cards fill the deck)."""
    from forNorthwood.core import state_from_position

    discard = discard or []
    score = score or []
    used = set(hand) | set(deck_top) | set(discard) | set(score)
    deck = deck_top + [c for c in ALL_CARDS if c not in used]
    rulers = rulers or ["QE", "QL", "KL", "KE", "QC", "QF", "KC", "KF"]
    statuses = statuses or ["unvisited"] * 8
    fiefs = [{"ruler": None if st == "lost" else r, "status": st} for r, st in zip(rulers, statuses, strict=True)]
    position = {
        "setup": "intro",
        "threshold": 16,
        "fiefs": fiefs,
        "allies": allies or [{"ally": a, "substitute": None, "exhausted": False} for a in ("JC", "JF", "JL", "JE")],
        "friends": friends or [],
        "visiting": visiting,
        "phase": phase,
        "ability_used": False,
        "hand": hand,
        "deck": deck,
        "discard": discard,
        "score": score,
    }
    state = state_from_position(position)
    return Session(0, "intro", 16, start=state)


def open_session(app: App, session: Session) -> None:
    """Show ``session`` on the scene for its phase, as Continue does."""
    app.carry_out(ShowGame(session))
    settle(app)


def rings_drawn(app: App, monkeypatch) -> list[pygame.Rect]:
    """Draw the whole window once and return where a keyboard focus ring was drawn (the rings
    of the buttons, the deck and the ally slots; the cards' rings are in their own pictures)."""
    from forNorthwood.ui import buttons, focus, still_drawing
    from forNorthwood.ui.scenes import visit_piles

    drawn: list[pygame.Rect] = []
    real = focus.draw_focus

    def counting(surface: pygame.Surface, rect: pygame.Rect) -> None:
        drawn.append(pygame.Rect(rect))
        real(surface, rect)

    with monkeypatch.context() as patch:
        for module in (buttons, still_drawing, visit_piles):
            patch.setattr(module, "draw_focus", counting)
        app.dirty = True
        app.draw()
    return drawn
