"""The Hint button and key (H) of the table scenes: the advisor's odds, asked for.

Pressing Hint asks the advisor for the advice of the position on the table, on the
"hints" lane of the app's job runner; the scene polls it between frames, so the
window never waits. When the answer comes, each legal choice on screen gets a small badge with
its chance to win the visit ("62%" exact, "≈62%" estimated) and the best one a gold
ring. The badges belong to that position only: as soon as the session moves on (an
action, an undo) they disappear and an answer still under way is dropped. Hints are
off in an Ironman game (the player is told why) and every hint asked for is counted
in the game's statistics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..ai.advisor import DEFAULT_BUDGET_MS, Advice, advise
from ..core import Action, State
from ..core.state import Phase
from ..game.jobs import Lane
from ..i18n import _
from ..i18n.review_text import chance_text
from .sprites import PictureSprite
from .text import draw_line
from .theme import FOCUS, INK, PANEL, TEXT_LIGHT
from .widgets import Button, draw_button

if TYPE_CHECKING:
    from .table_scene import TableScene

#: Phases in which the advisor has something to say.
ADVISED = frozenset({Phase.CHOOSE_FIEF, Phase.CHOOSE_SUBSTITUTES, Phase.ABILITY_WINDOW, Phase.DECISION, Phase.RESPOND})

#: Above every card: hand cards and piles stack their cards on layers of their own (LAYER_HAND + index...).
LAYER_HINT = 1_000


def ironman_hint_text() -> str:
    return _("Hints are off in an Ironman game.")


def legend_text() -> str:
    return _("Hint: the best choice is ringed in gold; each badge is the chance to win the visit (≈ estimated).")


def action_key(action: Action) -> str | None:
    """The thing on screen that takes ``action`` (the key scenes use for hit tests and focus)."""
    t = action.type
    if t == "choose_fief":
        return f"fief:{action.fief}"
    if t == "begin_visit":
        return "button:start"
    if t == "substitute":
        return f"friend:{action.friend}"
    if t in ("unsubstitute", "activate"):
        return f"ally:{action.slot}"
    if t == "reveal":
        return "button:reveal"
    if t == "play":
        return f"hand:{action.card}"
    if t == "pick":
        if action.card is not None:
            return f"hand:{action.card}"
        if action.fief is not None:
            return f"fief:{action.fief}"
        if action.slot is not None:
            return f"ally:{action.slot}"
        if action.suit is not None:
            return f"button:choice_{action.suit}"
        if action.option is not None:
            return f"button:choice_{action.option}"
    return None  # stop the game, back: no chance of a visit to show


def badges_of(advice: Advice) -> dict[str, tuple[float, bool, bool]]:
    """Screen key → (chance, exact, best) of the advice; a key taking several actions (a
    friend brought over one slot or another) shows the best of them."""
    best = advice.actions[advice.best].action if advice.best is not None else None
    found: dict[str, tuple[float, bool, bool]] = {}
    for entry in advice.actions:
        key = action_key(entry.action)
        if key is None or entry.success is None:
            continue
        old = found.get(key)
        is_best = entry.action == best
        if old is None or entry.success > old[0] or is_best:
            found[key] = (entry.success, entry.exact, is_best or (old is not None and old[2]))
    return found


class HintView:
    """The hint of one table scene: the button, the request under way, the badges shown."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.asked: State | None = None  # the position whose hint was asked for
        self.counted: State | None = None  # the last position counted in the statistics
        self.shown: Advice | None = None
        self.placed_at: object = None  # what the badges were placed for (the table at rest, its size)
        self.button = PictureSprite(LAYER_HINT)
        self.badges: list[PictureSprite] = []
        self.button_look: object = None
        #: Where the advice is searched: the app's runner, so that closing the window stops it.
        self.lane: Lane[Advice] = scene.ctx.jobs.lane("hints")
        #: The advisor asked (a test gives a slow one).
        self.advise = advise
        scene.table.group.add(self.button)

    # -- geometry -----------------------------------------------------------------------

    def rect(self) -> pygame.Rect:
        """Beneath the Rules and card-tracker buttons, as wide as Rules."""
        lay = self.scene.layout
        rules, tracker = lay["rules_button"], lay["tracker_button"]
        return pygame.Rect(rules.left, tracker.bottom + lay.px(6), rules.width, rules.height)

    def thinking(self) -> bool:
        return self.asked is not None and self.shown is None

    # -- input ----------------------------------------------------------------------------

    def press(self) -> None:
        """The player asked for a hint (button or H)."""
        scene = self.scene
        session = scene.session
        if not session.undo_allowed:
            scene.say(ironman_hint_text(), error=True)
            return
        state = session.state
        if state.phase not in ADVISED or scene.hold is not None:
            scene.say(_("There is nothing to choose here."), error=True)
            return
        self.hide()
        self.asked = state
        self.request(state)
        if self.counted is not state:
            self.counted = state
            session.count_hint()
        self.update()

    def request(self, state: State) -> None:
        """Search the advice of ``state`` unless that search is under way or answered already."""
        lane = self.lane
        if lane.current() == state:
            ended = lane.outcome()
            if lane.running() or (ended is not None and not ended.failed):
                return
        advise = self.advise
        lane.submit(state, lambda should_stop: advise(state, DEFAULT_BUDGET_MS, False, should_stop=should_stop))

    def answer(self, state: State) -> Advice | None:
        """The advice of ``state`` once found (``state`` must be the latest asked)."""
        ended = self.lane.outcome()
        return ended.value if ended is not None and not ended.failed and ended.key == state else None

    def failed(self, state: State) -> bool:
        ended = self.lane.outcome()
        return ended is not None and ended.failed and ended.key == state

    # -- every frame ----------------------------------------------------------------------

    def update(self) -> None:
        """Drop a hint whose position is gone; show a fresh answer once the table is at rest."""
        scene = self.scene
        state = scene.session.state
        if self.asked is not None and self.asked is not state:
            self.lane.cancel()
            self.asked = None
            self.hide()
        if self.asked is not None and self.shown is None:
            advice = self.answer(state)
            if advice is not None:
                self.shown = advice
                scene.say(legend_text())
            elif self.failed(state):
                self.asked = None
                scene.say(_("No hint could be found for this position."), error=True)
        if self.shown is not None:
            where = tuple(tuple(r) if (r := scene.locate(k)) is not None else None for k in badges_of(self.shown))
            rest = (scene.table.busy(), scene.hold is not None, scene.ctx.size, scene.focus, where)
            if rest != self.placed_at:
                self.placed_at = rest
                self.place()
        self.draw_button()

    def hide(self) -> None:
        self.shown = None
        self.placed_at = None
        for badge in self.badges:
            badge.show(None)
        self.scene.table.stale = True  # the app draws the sprites that changed

    # -- drawing ----------------------------------------------------------------------------

    def draw_button(self) -> None:
        scene = self.scene
        rect = self.rect()
        hover = scene.hover == "button:hint"
        label = _("Thinking…") if self.thinking() else _("Hint")
        look = (label, tuple(rect), hover, scene.focus == "button:hint")
        if look == self.button_look:
            return
        self.button_look = look
        shadow = max(2, rect.height // 14)
        image = pygame.Surface((rect.width, rect.height + shadow), pygame.SRCALPHA)
        button = Button("hint", label, pygame.Rect((0, 0), rect.size), True, hint=_("H"))
        draw_button(image, button, hover, look[3])
        self.button.show(image, rect.topleft)
        scene.table.stale = True

    def place(self) -> None:
        """Put a badge on every choice of the advice shown (hidden while cards move)."""
        scene = self.scene
        for badge in self.badges:
            badge.show(None)
        scene.table.stale = True
        scene.table.still_key = None  # the whole table is drawn again once, badges on top of every card
        advice = self.shown
        if advice is None or scene.table.busy() or scene.hold is not None:
            return
        px = scene.layout.px
        size = max(12, px(17))
        items = []
        for key, (chance, exact, best) in badges_of(advice).items():
            rect = scene.locate(key)
            if rect is not None:
                items.append((key, rect, chance_text(chance, exact), best))
        while len(self.badges) < len(items) * 2:
            sprite = PictureSprite(LAYER_HINT)
            self.badges.append(sprite)
            scene.table.group.add(sprite)
        for i, (key, rect, words, best) in enumerate(items):
            if best:
                ring = rect.inflate(px(10), px(10))
                image = pygame.Surface(ring.size, pygame.SRCALPHA)
                width = max(3, px(4))
                pygame.draw.rect(image, (*FOCUS, 255), image.get_rect(), width=width, border_radius=px(10))
                self.badges[2 * i + 1].show(image, ring.topleft)
            image = badge_image(words, size, best)
            box = image.get_rect()
            if key.startswith("hand:"):
                # On the left edge, halfway down: the indexes stay visible, even when the hand overlaps.
                box.midleft = (rect.left + px(3), rect.centery)
            elif key.startswith("button:"):
                box.midleft = (rect.right - box.width // 2, rect.top)
            else:  # on the picture: the number, the suit, the name and the status strip stay visible
                box.center = (rect.centerx, rect.top + round(rect.height * (0.36 if key.startswith("ally:") else 0.55)))
            box.clamp_ip(pygame.Rect((0, 0), scene.ctx.size))
            self.badges[2 * i].show(image, box.topleft)


def badge_image(words: str, size: int, best: bool) -> pygame.Surface:
    """A small rounded label: gold for the best choice, dark elsewhere."""
    from . import assets

    face = assets.font(size, True)
    w, h = face.size(words)
    pad = max(3, size // 3)
    image = pygame.Surface((w + 2 * pad, h + pad // 2), pygame.SRCALPHA)
    fill = (*FOCUS, 245) if best else (*PANEL, 235)
    edge = INK if best else FOCUS
    pygame.draw.rect(image, fill, image.get_rect(), border_radius=image.get_height() // 2)
    pygame.draw.rect(image, edge, image.get_rect(), width=max(1, size // 10), border_radius=image.get_height() // 2)
    draw_line(image, words, image.get_rect(), INK if best else TEXT_LIGHT, size, True, "center")
    return image
