"""The hints over the table: the Hint button and keys (H, and G to play the hinted move), the
advisor's odds on each choice.

Pressing Hint asks the advisor for the advice of the position on the table, on the
"hints" lane of the app's job runner; the layer polls it between frames, so the
window never waits. When the answer comes, each legal choice on screen gets a small
badge with its chance to win the visit ("62%" exact, "≈62%" estimated) and the best
one a gold glow. At fief selection each fief's badge is the number the ring goes by (``badges_of``:
the chance to reach the star goal, or the stars to expect once that chance is the same for every
fief), so the ringed fief is the highest badge. While friends are brought in, the advice names the ally slot the friend
should take: the slot is lit beside the friend and the message line says it in words
("Bring the Queen of Leaves in over slot 2 (the Jack of Claws)."). The badges belong to
that position only: as soon as the game moves on (an action, an undo) they disappear and
an answer still under way is dropped. The advice shown is handed to the game's keeper
(``HintShown``), so that the end-of-game review judges each choice by the very estimate
the hint showed.
Hints are off in an Ironman game (the player is told why) and every hint asked for is
counted in the game's statistics (the scene does that when the layer says so).

The layer owns its keys and its button: it takes H and G itself (and Enter pressed while the Hint
asked for is searched: it takes the ringed choice once found), and the table finds the
button under the pointer (``targets``) and hands a click on it back (``activate``), as it does
its own buttons. The button and the badges are sprites of the table (above every card), so the
layer draws nothing itself: it shows them and tells the scene to draw. The badges (their numbers,
pictures and places) are in ``hint_badges``, the words on the message line in ``hint_words``.
During a tutorial's step that asks for one move, the Hint rings that move alone (``narrowed``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from ..ai.advisor import DEFAULT_BUDGET_MS, Advice, advise, advised
from ..core import Action, State
from ..core import actions as A
from ..core.state import Phase
from ..game import table_keys as K
from ..game.jobs import Jobs, Lane
from ..i18n import _
from ..i18n.controls_text import button_name
from .buttons import Button, draw_button
from .hint_badges import (
    LAYER_HINT,
    badge_box,
    badge_image,
    badge_key,
    badge_size,
    badge_words,
    badges_of,
    hand_badge_image,
    inside_slot,
    visible_column,
)
from .hint_glow import best_glow
from .hint_words import friend_advice_text, ironman_hint_text, legend_text, put_back_text, tutorial_legend_text
from .layers import (
    PASS,
    AddSprites,
    CountHint,
    Focus,
    HintShown,
    KeyDone,
    LetGo,
    Message,
    PlayHinted,
    Redraw,
    Reply,
    Say,
    TableView,
    Unsay,
)
from .sprites import PictureSprite
from .theme import focus_reach

#: Phases in which the advisor has something to say.
ADVISED = frozenset({Phase.CHOOSE_FIEF, Phase.CHOOSE_SUBSTITUTES, Phase.ABILITY_WINDOW, Phase.DECISION, Phase.RESPOND})

HINT = K.Button("hint")


def focus_on_advised(advice: Advice, picked: K.Key | None = None) -> list[Message]:
    """The focus on the thing to click or drag for the advised action (a keyboard player who
    asked for the Hint and pressed Enter played what the focus was on, not what was ringed): the
    thing the gold ring is round (``badge_key``: a reveal's is Next statement, not the deck, where
    the focus went while the ring stayed on the button).

    A friend ``picked`` up with a press (Enter on it) that the Hint brings in: the focus goes to
    the advised slot, where Enter puts it (on the friend, Enter put it back down, and "H, Enter"
    went round for ever). A friend picked that the Hint does not bring in is put back, and said so."""
    chosen = advised(advice)
    action = None if chosen is None else advice.actions[chosen].action
    target = None if action is None else badge_key(action) or K.target_of(action)[0]
    messages: list[Message] = []
    if isinstance(picked, K.Friend):
        if isinstance(action, A.Substitute) and action.friend == picked.character:
            target = K.Ally(action.slot)
        else:
            messages.append(LetGo())  # the words say so (``put_back_text``)
    return messages if target is None else [*messages, Focus(target, quiet=True)]


# -- the Hint during a tutorial's step that asks for one move: that move alone is ringed ---------
# A first-time player was asked for the 6 of Claws while the Hint rang the 4 of Eyes, a card the
# tutorial holds back. During such a step the Hint shows the asked move only (its ring and its
# badge, the chance the advisor gives it); when the advisor would play another move, the message
# line says so in words (``tutorial_legend_text``), without ringing a card the player cannot play.


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


def agrees(advice: Advice, shown: Advice) -> bool:
    """The hint ``shown`` (``advice``, or narrowed from it to the tutorial's move) rings the move the
    advisor would play: its usual legend says what it shows."""
    chosen, ringed = advised(advice), advised(shown)
    if shown is advice or chosen is None or ringed is None:
        return True
    return advice.actions[chosen].action == shown.actions[ringed].action


class HintLayer:
    """The hint of one table scene: the button, the request under way, the badges shown."""

    def __init__(self, jobs: Jobs) -> None:
        self.asked: State | None = None  # the position whose hint was asked for
        self.to_play: State | None = None  # the position whose hinted move is played once found
        self.kept: State | None = None  # the last position the setting hinted
        self.quiet = False  # the hint shown came from the setting: no legend on the message line
        self.asked_focus: K.Key | None = None  # where the ring was when the player asked
        #: Enter pressed while the Hint is searched waits for its choice (not while the tutorial
        #: asks for its own moves: its steps judge each Enter, and the Hint may ring another).
        self.enter_waits = True
        self.counted: State | None = None  # the last position counted in the statistics
        self.shown: Advice | None = None
        self.placed_at: object = None  # what the badges were placed for (the table at rest, its size)
        self.button = PictureSprite(LAYER_HINT)
        self.badges: list[PictureSprite] = []
        self.button_look: object = None
        self._on_table = 0  # how many of its sprites the table was given
        #: Where the advice is searched: the app's runner, so that closing the window stops it.
        self.lane: Lane[Advice] = jobs.lane("hints")
        #: The advisor asked (a test gives a slow one).
        self.advise = advise
        #: The one move a tutorial's step asks for now, if any (set by the table: ``narrowed``).
        self.tutorial_move: Callable[[TableView], Action | None] = lambda view: None

    def thinking(self) -> bool:
        return self.asked is not None and self.shown is None

    # -- the search ---------------------------------------------------------------------------

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

    # -- input ----------------------------------------------------------------------------

    def ask(self, view: TableView) -> list[Message]:
        """The player asked for a hint (button or H)."""
        if view.ironman:
            return [Say(ironman_hint_text(), error=True)]
        state = view.state
        if state.phase not in ADVISED or view.held():
            return [Say(_("There is nothing to choose here."), error=True)]
        self.quiet = False
        self.asked_focus = view.focus
        return self.begin(state) + self.update(view)

    def begin(self, state: State) -> list[Message]:
        """Start the search of ``state``'s hint, counted once per position in the statistics."""
        messages = self.hide()
        self.asked = state
        self.request(state)
        if self.counted is not state:
            self.counted = state
            messages.append(CountHint(state))
        return messages

    def play(self, view: TableView) -> list[Message]:
        """The player asked to play the hinted move (G): at once when the hint is shown, else
        once the search started now finds it (the window never waits for it)."""
        messages = [] if self.shown is not None and self.asked is view.state else self.ask(view)
        if self.asked is not view.state:
            return messages  # refused (Ironman, nothing to choose): ``ask`` said why
        self.to_play = view.state
        return messages + self.play_found(view)

    def ringed(self) -> Action | None:
        """The action the shown hint rings (the one G plays); None with no hint shown or found."""
        advice = self.shown
        chosen = None if advice is None else advised(advice)
        return None if advice is None or chosen is None else advice.actions[chosen].action

    def play_found(self, view: TableView) -> list[Message]:
        if self.to_play is not view.state or self.shown is None or view.busy() or view.held():
            return []
        self.to_play = None
        action = self.ringed()
        if action is None:
            return [Say(_("No hint could be found for this position."), error=True)]
        return [PlayHinted(action)]

    def handle(self, event: pygame.event.Event, view: TableView) -> Reply:
        """H asks for the hint, G plays the hinted move (searched first when not shown)."""
        if event.type != pygame.KEYDOWN:
            return PASS
        if event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL:
            return Reply(True, (*self.ask(view), KeyDone()))
        if event.key == pygame.K_g and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return Reply(True, (*self.play(view), KeyDone()))
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.waits_for_enter(view):
            # Enter right after H, while the Hint is searched: it takes the choice the Hint rings (the
            # ring goes there), not what the ring was on (Enter played it, and the ring then moved).
            self.to_play = view.state
            return Reply(True, (KeyDone(),))
        return PASS

    def waits_for_enter(self, view: TableView) -> bool:
        """The Hint the player asked for is searched and the ring has not moved since H."""
        waiting = self.enter_waits and self.thinking() and not self.quiet and self.asked is view.state
        return waiting and view.focus == self.asked_focus

    def targets(self, view: TableView) -> Sequence[tuple[K.Key, pygame.Rect]]:
        """The Hint button: beneath the Rules and card-tracker buttons, as wide as Rules."""
        return [(HINT, pygame.Rect(view.layout.hint_button))]

    def activate(self, key: K.Key, view: TableView) -> Sequence[Message] | None:
        return self.ask(view) if key == HINT else None

    # -- every frame ----------------------------------------------------------------------

    def update(self, view: TableView) -> list[Message]:
        """Drop a hint whose position is gone; show a fresh answer once the table is at rest."""
        messages: list[Message] = []
        state = view.state
        if self.asked is not None and self.asked is not state:
            self.lane.cancel()
            self.asked = None
            messages += self.hide()
        if self.to_play is not None and self.to_play is not state:
            self.to_play = None  # the game moved on before the move was found
        if self.asked is None and self.kept is not state and view.keep_hint_on and not view.ironman:
            if state.phase in ADVISED and not view.held():
                # The setting keeps the Hint on: every new position is hinted (once: a failed
                # search is not started again), its badges without the legend on the message line.
                self.kept, self.quiet = state, True
                messages += self.begin(state)
        if self.asked is not None and self.shown is None:
            advice = self.answer(state)
            if advice is not None:
                self.shown = narrowed(advice, self.tutorial_move(view))
                messages.append(HintShown(state, advice))
                focus = [] if self.quiet else focus_on_advised(advice, view.picked_up)
                messages += focus  # asked for: the focus goes to the ringed choice, so Enter takes it
                legend = legend_text(state, advice) if agrees(advice, self.shown) else tutorial_legend_text()
                words = friend_advice_text(state, self.shown) or (None if self.quiet else legend)
                if any(isinstance(m, LetGo) for m in focus):
                    words = put_back_text(view.picked_up, words)
                if words:
                    messages.append(Say(words, hint=True))
            elif self.failed(state):
                self.asked = None
                self.to_play = None
                messages.append(Say(_("No hint could be found for this position."), error=True))
        messages += self.play_found(view)
        if self.shown is not None:
            shown = badges_of(self.shown, state)
            where = tuple(tuple(r) if (r := view.locate(k)) is not None else None for k in shown)
            rest = (view.busy(), view.held(), view.size, view.focus, where)
            if rest != self.placed_at:
                self.placed_at = rest
                messages += self.place(view)
        messages += self.show_button(view)
        return messages + self.new_sprites()

    def hide(self) -> list[Message]:
        self.shown = None
        self.placed_at = None
        for badge in self.badges:
            badge.show(None)
        return [Unsay(), Redraw()]  # the words said with the badges go with them

    def covers(self, view: TableView) -> bool:
        return False

    def draw(self, surface: pygame.Surface, view: TableView) -> None:
        """Nothing: the button and the badges are sprites of the table."""

    # -- its sprites ----------------------------------------------------------------------------

    def new_sprites(self) -> list[Message]:
        """The sprites the table does not have yet (the button first, then the badges as they come)."""
        sprites = [self.button, *self.badges]
        if len(sprites) == self._on_table:
            return []
        fresh = tuple(sprites[self._on_table :])
        self._on_table = len(sprites)
        return [AddSprites(fresh)]

    def show_button(self, view: TableView) -> list[Message]:
        rect = view.layout.hint_button
        label = _("Thinking…") if self.thinking() else _("Hint")
        key_name = button_name("hint")  # the hint's key on the device in use
        look = (label, key_name, tuple(rect), view.hover == HINT, view.focus == HINT)
        if look == self.button_look:
            return []
        self.button_look = look
        shadow = max(2, rect.height // 14)
        image = pygame.Surface((rect.width, rect.height + shadow), pygame.SRCALPHA)
        button = Button("hint", label, pygame.Rect((0, 0), rect.size), True, hint=key_name, keycap=True)
        draw_button(image, button, view.hover == HINT, view.focus == HINT)
        self.button.show(image, rect.topleft)
        return [Redraw()]

    def badge_places(self) -> tuple[pygame.Rect, ...]:
        """Where the badges shown are (not their glows): a tooltip leaves them in sight."""
        return tuple(pygame.Rect(b.rect) for b in self.badges[1::2] if b.visible and b.rect is not None)

    def place(self, view: TableView) -> list[Message]:
        """Put a badge on every choice of the advice shown (hidden while cards move)."""
        for badge in self.badges:
            badge.show(None)
        messages: list[Message] = [Redraw(still=True)]  # drawn again once, badges on top of every card
        advice = self.shown
        if advice is None or view.busy() or view.held():
            return messages
        px = view.px
        size = badge_size(px)
        items = []
        for key, (value, exact, best, kind) in badges_of(advice, view.state).items():
            rect = view.locate(key)
            if rect is not None:
                items.append((key, rect, badge_words(value, exact, kind), best))
        hand, above = hand_rects(view)
        while len(self.badges) < len(items) * 2:  # a glow, then a badge over every glow (one layer up)
            self.badges.append(PictureSprite(LAYER_HINT + len(self.badges) % 2))
        for i, (key, rect, words, best) in enumerate(items):
            # The glow first, the badge after it: a badge is never hidden under a glow.
            if best:
                focused = key == view.focus and not isinstance(key, K.Ally)  # an ally's focus rings its slot
                image, glow = best_glow(rect, px, focused)
                self.badges[2 * i].show(image, glow.topleft)
            image = badge_image(words, size, best)
            # The badge after its glow: drawn over it, never crossed by it.
            seen = visible_column(rect, hand, above) if isinstance(key, K.Hand) and key != view.focus else None
            box = badge_box(key, rect, image.get_rect(), px, view.size, seen, marks=True)
            if seen is not None:  # smaller where that keeps it at the foot of the part in sight
                image, box = hand_badge_image(key, rect, words, best, px, view.size, seen)
            elif isinstance(key, K.Button) and box.collidelist(hand) != -1:
                # Beside the button it lay over the last card of a long hand (8 or more at 960×600,
                # its top right corner): it rises over the hand, under the prompt line, where there
                # is room; else it sits on the button's top edge at its right end.
                box.bottom = min(r.top for r in hand) - 1
                if box.top < view.layout.prompt.bottom - px(3):  # (its edge, not its words)
                    box.bottomright = (rect.right - px(6), rect.top)
                box.clamp_ip(pygame.Rect((0, 0), view.size))
            box = inside_slot(view.layout, key, box)
            self.badges[2 * i + 1].show(image, box.topleft)
        return messages


def hand_rects(view: TableView) -> tuple[list[pygame.Rect], pygame.Rect | None]:
    """Where the hand's cards are, and the focused one with its ring (drawn over its neighbours)."""
    found = [view.locate(K.Hand(card)) for card in view.state.hand]
    focused = view.locate(view.focus) if isinstance(view.focus, K.Hand) else None
    reach = 0 if focused is None else 2 * focus_reach(*focused.size)
    above = None if focused is None else focused.inflate(reach, reach)
    return [r for r in found if r is not None], above
