"""Choosing the next fief, then bringing friends in over the ally slots.

Input and transitions, and what the still picture shows (``picture``): the cards are
the table's sprites, the still picture is painted by ``selection_still``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from ...core import Moment
from ...core import actions as A
from ...core import events as E
from ...core.cards import FIEF_COUNT, SLOT_COUNT
from ...core.moments import first_deal
from ...core.prospects import LOST, MedalProspect
from ...core.state import FiefStatus, Phase
from ...core.view import TableModel
from ...game import table_keys as K
from ...game.session import Session
from ...i18n import _, ngettext
from ...i18n.controls_text import CONTROLLER, MOUSE, button_name, input_device, keycap_name
from ...i18n.events_text import first_hand_text
from ...i18n.messages import character_name
from ..aids import TableAids
from ..buttons import Button, note_fits_under
from ..focus import Focusable
from ..frame import Looks, Marks, SelectionTurn
from ..hint_words import sent_back_note
from ..scene import Context, GameScreen, Pop, Transition
from ..table_input import DIGITS, Click
from ..table_scene import TableScene
from .confirm import ask
from .selection_still import (
    Friends,
    SelectionPicture,
    friends_heading_area,
    info_words_area,
    no_friend_text,
    words_to_read,
)


def stop_later_text(threshold: int, possible: int, stars: int = 0) -> str:
    """Why Stop the game is off: the goal is still within reach, or reached already (``stars``, the
    stars won so far: "the goal is within reach" read wrong once the medal was secured)."""
    if stars >= threshold:
        # Translators: the tooltip of the greyed "Stop the game" button once the goal is reached;
        # {stars} the stars won so far, {possible} the most the player can still total (the count).
        return ngettext(
            "“Stop the game” is for when the goal is out of reach. Yours is reached ({stars} ★): play on, you can "
            "still total up to {possible} star.",
            "“Stop the game” is for when the goal is out of reach. Yours is reached ({stars} ★): play on, you can "
            "still total up to {possible} stars.",
            possible,
        ).format(stars=stars, possible=possible)
    # Translators: the tooltip of the greyed "Stop the game" button; {threshold} is the goal (16, 18
    # or 20 stars), {possible} the most stars the player can still reach (the count of the sentence).
    return ngettext(
        "You can stop once {threshold} stars are out of reach. You can still total up to {possible} star: "
        "the goal is within reach, play on.",
        "You can stop once {threshold} stars are out of reach. You can still total up to {possible} stars: "
        "the goal is within reach, play on.",
        possible,
    ).format(threshold=threshold, possible=possible)


def friends_wait_text() -> str:
    return _("Choose a fief first: friends are brought in for the visit about to begin.")


class FiefSelectionScene(TableScene):
    """The row of fiefs and the new hand: pick a fief, bring in friends, start the visit."""

    screen = GameScreen.FIEF_SELECTION

    def __init__(
        self,
        ctx: Context,
        session: Session,
        moments: Sequence[Moment] = (),
        message: str = "",
        deal: bool = False,
        model: TableModel | None = None,
    ) -> None:
        self.first_deal: E.Event | None = None  # told as the first hand, as the game log tells it
        if deal:
            # The kingdom is dealt first (fiefs, then allies), then the hand from the deck.
            undealt, dealt = first_deal(session.state)
            model = TableModel.from_state(undealt)
            self.first_deal = dealt.event
            moments = [dealt, *moments]
        super().__init__(ctx, session, (), message, model)
        if isinstance(self.first_deal, E.Dealt):  # told as the hand dealt
            self.table.line.instead = (self.first_deal, first_hand_text(self.first_deal.hand))
        self.aids = TableAids(session.state)
        self.deal = deal
        self.coming = list(moments)  # shown once the kingdom is dealt

    def enter(self) -> None:
        super().enter()
        if self.deal:
            self.table.deal_kingdom(self.ctx.now())
        if self.coming:
            self.table.play(self.coming)
        if not self.message:
            self.table.line.text = _("Look at your hand, then choose a fief to visit.")
        self.focus_default()
        self.refresh()
        self.show_message()

    # -- what is legal now ----------------------------------------------------------------------

    def phase(self) -> Phase:
        return self.session.state.phase

    def legal_fiefs(self) -> set[int]:
        """The fiefs that may be chosen now (only while choosing: a question may pick a fief too)."""
        if self.phase() is not Phase.CHOOSE_FIEF:
            return set()
        return {key.number for key, _drop in self.legal_targets() if isinstance(key, K.Fief)}

    def legal_friends(self) -> set[str]:
        return {key.character for key, _drop in self.legal_targets() if isinstance(key, K.Friend)}

    def legal_slots(self, friend: str | None) -> set[int]:
        """The slots a friend may be brought onto now (asked of the core)."""
        return {
            drop.slot
            for key, drop in self.legal_targets()
            if key == K.Friend(friend or "") and isinstance(drop, K.Ally)
        }

    def legal_targets(self) -> list[tuple[K.Key | None, K.Key | None]]:
        """What each legal action is done on (and dropped on)."""
        return [K.target_of(a) for a in self.legal()]

    def can(self, action: A.Action) -> bool:
        return action in self.legal()

    def medal(self) -> MedalProspect:
        """Whether the medal is still within reach (asked once per position)."""
        return self.aids.medal(self.session.state)

    def marks(self) -> Marks:
        """The fiefs stay lit while the table holds at the end of the last visit (it is at rest)."""
        at_rest = self.looks(True)
        return Marks(at_rest, self.looks(False), held=at_rest)

    def looks(self, ready: bool | None = None) -> Looks:
        ready = not self.table.busy() if ready is None else ready
        choosing = self.phase() is Phase.CHOOSE_SUBSTITUTES
        carried = self.press.sprite.key if self.press is not None and self.press.carried and self.press.sprite else None
        friend = self.held_friend or (carried.character if isinstance(carried, K.Friend) else None)
        if isinstance(carried, K.Ally):
            friend = self.model.kingdom.allies[carried.slot].substitute
        return Looks(
            visit=False,
            focus=self.ring,
            fiefs_legal=frozenset(self.legal_fiefs()) if ready else frozenset(),
            slots_legal=frozenset(self.legal_slots(friend)) if friend and ready else frozenset(),
            friends_usable=frozenset(self.legal_friends()) if choosing else frozenset(),
            held=self.held_friend,
            ruler_fief=self.preview_fief(),
        )

    def focus_default(self) -> None:
        keys = [f.key for f in self.focusables()]
        if self.focus in keys:
            return
        if self.phase() is Phase.CHOOSE_SUBSTITUTES:
            self.focus = K.Button("start")
        else:
            fiefs = sorted(self.legal_fiefs())
            self.focus = K.Fief(fiefs[0]) if fiefs else (keys[0] if keys else None)

    @property
    def held_friend(self) -> str | None:
        """The friend picked up with a press, to be put on a slot with the next."""
        held = self.input.held
        return held.character if isinstance(held, K.Friend) else None

    def changed(self) -> None:
        if self.held_friend not in self.model.kingdom.friends:
            self.input.held = None
        super().changed()

    def preview_fief(self) -> int | None:
        """The fief whose ruler the big card shows: hovered, else focused, else chosen."""
        for key in (self.hover, self.focus):
            # A won fief's ruler is among the friends now: it is not shown a second time.
            fief = self.model.kingdom.fiefs[key.number] if isinstance(key, K.Fief) else None
            if isinstance(key, K.Fief) and fief is not None and fief.ruler and fief.status is not FiefStatus.WON:
                return key.number
        return self.model.kingdom.visiting

    def hovered(self) -> None:
        self.refresh()  # the big card shows the ruler of the fief under the pointer
        self.table.stale = True

    # -- geometry -------------------------------------------------------------------------------

    def buttons(self) -> list[Button[K.Key]]:
        lay = self.layout
        # Where Back and the menu share a key (Esc), Back shows it; the menu is one press further.
        shared = button_name("back") == button_name("menu")
        backs = shared and self.phase() is Phase.CHOOSE_SUBSTITUTES and self.can(A.BACK)
        if self.phase() is Phase.CHOOSE_SUBSTITUTES:
            second = Button(
                K.Button("back"),
                _("Back"),
                lay.button_slots[1],
                self.can(A.BACK),
                hint=button_name("back"),
                keycap=True,
            )
        else:
            # Translators: "Stop the game" where its note "when the goal is out of reach" has no room
            # under it (a short window): the label says it alone, in as few words, as a condition
            # (greyed while the goal is reachable, "Stop: goal out of reach" read as an alarm).
            short = _("Stop (if goal unreachable)")
            second = Button(
                K.Button("stop"),
                _("Stop the game") if note_fits_under(lay.button_slots[1]) else short,
                lay.button_slots[1],
                self.can(A.STOP_GAME),
                primary=self.medal().outlook == LOST and self.can(A.STOP_GAME),
                hint=_("when the goal is out of reach"),
            )
        return [
            Button(
                K.Button("start"),
                _("Start the visit"),
                lay.button_slots[0],
                self.can(A.BEGIN_VISIT),
                True,
                hint=button_name("next_statement"),  # the key that moves the game on, wherever the focus is
                keycap=True,
            ),
            second,
            *self.undo_redo_buttons(),
            Button(
                K.Button("menu"), _("Menu"), lay.button_slots[3], hint="" if backs else keycap_name("menu"), keycap=True
            ),
            Button(K.Button("rules"), _("Rules"), lay.rules_button, hint=keycap_name("rules"), keycap=True),
            self.tracker_button(),
        ]

    def undo_redo_buttons(self) -> list[Button[K.Key]]:
        """Undo and Redo side by side in the third slot (the visit has a slot for each; here Start
        and Stop or Back take two): a mouse player can redo a choice taken back, as in a visit."""
        slot = self.layout.button_slots[2]
        if not self.session.undo_allowed:  # Ironman: one button says undo is off (halves cut its words)
            return [self.undo_button("undo", slot)]
        gap = self.layout.px(6)
        left = pygame.Rect(slot.left, slot.top, (slot.width - gap) // 2, slot.height)
        right = pygame.Rect(left.right + gap, slot.top, slot.right - left.right - gap, slot.height)
        return [self.undo_button("undo", left), self.undo_button("redo", right)]

    def hit_targets(self) -> list[tuple[K.Key, pygame.Rect]]:
        lay = self.layout
        targets: list[tuple[K.Key, pygame.Rect]] = [(K.Ally(slot), lay.ally_slots[slot]) for slot in range(SLOT_COUNT)]
        return targets + [(b.key, b.rect) for b in self.buttons()]

    def focusables(self) -> list[Focusable[K.Key]]:
        lay = self.layout
        items: list[Focusable[K.Key]] = [Focusable(K.Fief(i), lay.fief_cards[i], 0) for i in sorted(self.legal_fiefs())]
        if self.phase() is Phase.CHOOSE_SUBSTITUTES and self.model.kingdom.visiting is not None:
            items.append(Focusable(K.Fief(self.model.kingdom.visiting), lay.fief_cards[self.model.kingdom.visiting], 0))
            ruler = self.locate(K.RULER)  # the chosen fief's ruler, on its big card: its ability on focus
            if ruler is not None:
                items.append(Focusable(K.RULER, ruler, 1))
            # The friends wait level with the upper ally slots: one row, left to right.
            for friend in self.model.kingdom.friends:
                rect = self.locate(K.Friend(friend))
                if rect is not None:
                    items.append(Focusable(K.Friend(friend), rect, 1))
            items += [Focusable(K.Ally(s), lay.ally_slots[s], 1 + s // 2) for s in range(SLOT_COUNT)]
        # Stop the game while it is off still takes the focus: it says why it is off (``button_note``).
        items += [Focusable(b.key, b.rect, 5) for b in self.buttons()[:5] if b.enabled or self.button_note(b.key)]
        return items

    # -- input ----------------------------------------------------------------------------------

    def commands(self) -> dict[K.Key, Callable[[], Transition | None]]:
        return super().commands() | {K.Button("stop"): self.ask_before_stopping}

    def focus_for(self, plan: K.Plan) -> K.Key | None:
        """A fief chosen: the focus goes to Start first, so that a tutorial step shown after the
        choice (bring in a friend) may take it further. A friend brought in: the focus goes with
        it to its slot (where Delete takes it back)."""
        match plan[-1]:
            case A.ChooseFief():
                return K.Button("start")
            case A.Substitute(_friend, slot):
                return K.Ally(slot)
        return None

    def picked_up(self, key: K.Key) -> None:
        """A friend taken with a press: the player is told where it may go, and the keyboard goes there."""
        assert isinstance(key, K.Friend)  # the only cards picked up with a press here
        if input_device() == CONTROLLER:
            words = _("{friend} is ready: {confirm} on an ally slot.")
        else:
            words = _("{friend} is ready: click an ally slot or press 1–4.")
        self.say(words.format(friend=character_name(key.character), confirm=button_name("confirm")), instruction=True)
        slots = sorted(self.legal_slots(key.character))
        if slots:  # the keyboard goes on to where the friend may go: the Hint's slot when it rings one
            hinted, slot = self.hints.ringed(), slots[0]
            if isinstance(hinted, A.Substitute) and hinted.friend == key.character and hinted.slot in slots:
                slot = hinted.slot
            self.focus = K.Ally(slot)

    def explain(self, key: K.Key, dragged: bool = False) -> str | None:
        if isinstance(key, K.Friend) and self.phase() is Phase.CHOOSE_FIEF:
            return friends_wait_text()  # a friend comes in for the visit about to begin
        if isinstance(key, K.Ally) and self.phase() is Phase.CHOOSE_SUBSTITUTES and not dragged:
            return no_friend_text(self.friends())
        return None

    def tooltip_note(self, key: K.Key) -> str | None:
        """Besides the friends' note: on a friend placed over an ally slot, what the Hint's badge
        on it is (the chance if it is sent back, not Start's)."""
        shown = self.hints.shown
        if isinstance(key, K.Ally) and shown is not None:
            return sent_back_note(self.session.state, shown, key.slot)
        return super().tooltip_note(key)

    def button_note(self, key: K.Key) -> tuple[str, str] | None:
        """Stop the game, off until the goal is out of reach, says so under the pointer and the
        focus (a first-time player met it greyed, and only a refusal said why)."""
        if key != K.Button("stop") or self.phase() is not Phase.CHOOSE_FIEF or self.can(A.STOP_GAME):
            return None
        return _("Stop the game"), stop_later_text(
            self.model.kingdom.threshold, self.model.stars_still_possible, self.model.stars
        )

    def button_notes(self) -> dict[K.Key, tuple[str, str]]:
        note = self.button_note(K.Button("stop"))
        return {} if note is None else {K.Button("stop"): note}

    def ask_before_stopping(self) -> Transition | None:
        """Stopping cannot be taken back: the player confirms first (the focus starts on Keep playing)."""
        if not self.can(A.STOP_GAME):
            self.act(A.STOP_GAME)  # refused: the core says why
            return None
        possible, goal = self.model.stars_still_possible, self.model.kingdom.threshold
        return ask(
            title=_("Stop the game?"),
            message=ngettext(
                "You can reach at most {possible} star: the goal of {goal} stars is out of reach. "
                "Stopping ends the game now and records it as lost, for good. "
                "You may also play on to the end, for the score.",
                "You can reach at most {possible} stars: the goal of {goal} stars is out of reach. "
                "Stopping ends the game now and records it as lost, for good. "
                "You may also play on to the end, for the score.",
                possible,
            ).format(possible=possible, goal=goal),
            yes=_("Stop the game"),
            no=_("Keep playing it"),
            then=self.stop_game,
        )

    def stop_game(self) -> Transition:
        self.act(A.STOP_GAME)
        return Pop()

    def slot_key(self, slot: int) -> Transition | None:
        """A number key 1–4: the slot pressed, with the friend under the focus ring if none is held."""
        if self.input.held is None and isinstance(self.focus, K.Friend):
            self.put_down(self.focus, K.Ally(slot), None)
            return None
        return self.gesture(Click(K.Ally(slot)))

    def key_down(self, event: pygame.event.Event) -> Transition | None:
        """Left from an ally slot of the left column goes to the nearest friend waiting (from the
        lower slot too, though the friends lie level with the upper one)."""
        focus = self.focus
        menu = getattr(event, "menu", False)  # a controller's Start: the menu, as everywhere
        if event.key == pygame.K_ESCAPE and not menu and self.phase() is Phase.CHOOSE_SUBSTITUTES:
            # Esc backs out, as the Back button (which shows it) and the Controls page say: a
            # friend held is put down first, then the chosen fief is given up; the menu is one more Esc.
            if self.input.held is not None:
                self.input.held = None
                self.refresh()
                return None
            if self.can(A.BACK):
                chosen = self.model.kingdom.visiting
                if self.act(A.BACK) and chosen is not None:
                    self.focus = K.Fief(chosen)  # where the player was: another fief is one arrow away
                self.changed()
                return None
        if event.key == pygame.K_LEFT and isinstance(focus, K.Ally) and focus.slot % 2 == 0:
            here = self.layout.ally_slots[focus.slot]
            waiting = [(k, r) for k in map(K.Friend, self.model.kingdom.friends) if (r := self.locate(k)) is not None]
            reachable = {f.key for f in self.focusables()}
            near = [(k, r) for k, r in waiting if k in reachable and r.centerx < here.centerx]
            if near:
                self.focus = min(near, key=lambda kr: math.dist(kr[1].center, here.center))[0]
                self.refresh()
                return None
        return super().key_down(event)

    def scene_key(self, event: pygame.event.Event) -> Transition | None:
        digit = DIGITS.get(event.key)
        choosing = self.phase() is Phase.CHOOSE_SUBSTITUTES
        if digit is not None:
            if choosing and 1 <= digit <= SLOT_COUNT:
                return self.slot_key(digit - 1)
            if digit < FIEF_COUNT:
                self.focus = K.Fief(digit)
        elif event.key == pygame.K_SPACE and choosing:
            return self.gesture(Click(K.Button("start")))  # the key that moves the game on, wherever the focus is
        elif event.key in (pygame.K_DELETE, pygame.K_BACKSPACE) and isinstance(self.focus, K.Ally):
            if self.model.kingdom.allies[self.focus.slot].substitute:
                return self.gesture(Click(self.focus))  # the friend standing in goes back
        return None

    # -- drawing --------------------------------------------------------------------------------

    def prompt_text(self) -> str:
        """What the prompt line asks of the player now."""
        device = input_device()
        start = button_name("next_statement")
        if self.phase() is Phase.CHOOSE_SUBSTITUTES:
            if self.legal_friends():
                if device == MOUSE:
                    return _("Drag friends onto ally slots if you like (drag them off to undo), then start the visit.")
                return _(
                    "Bring in friends if you like ({confirm} on a friend, then on an ally slot), "
                    "then start the visit ({key})."
                ).format(confirm=button_name("confirm"), key=start)
            return _("Start the visit when you are ready ({key}), or go back and choose another fief.").format(
                key=start
            )
        if device == CONTROLLER:
            return _("Choose a fief to visit: {move}, then {confirm}.").format(
                move=button_name("move"), confirm=button_name("confirm")
            )
        return _("Choose a fief to visit: click it, or use the arrow or number keys and Enter.")

    def friends(self) -> Friends:
        """What is true about the friends (the words when none is on the table or picked)."""
        m = self.model
        standing = tuple((a.substitute, a.ally) for a in m.kingdom.allies if a.substitute)
        return Friends(bool(self.legal_friends()), standing, any(f.status is FiefStatus.WON for f in m.kingdom.fiefs))

    def in_panel(self, key: K.Key) -> bool:
        """Whether the panel says ``key``'s words, no tooltip: the rule of the fief's ruler that the
        ring (not the pointer) is on while a fief is chosen (a tooltip hid the next fiefs of the row)."""
        if not (isinstance(key, K.Fief) and key == self.focus and self.phase() is Phase.CHOOSE_FIEF):
            return False
        return input_device() != MOUSE and self.preview_fief() == key.number

    def avoid(self) -> list[pygame.Rect]:
        """The words of the centre panel: a tooltip never hides them (the focused fief's words
        covered their first lines)."""
        picture = self.picture()
        assert isinstance(picture, SelectionPicture)  # the fief selection's turn frames its picture
        words = info_words_area(self.layout, picture)
        panel = [words] if words is not None and words.width and words.height else []
        return panel + [r for r in words_to_read(self.layout, picture) if r.width and r.height]

    def table_words(self) -> list[pygame.Rect]:
        """The words over the friends' row (``TableView.words``): the tutorial's box, which talks
        of the friends, leaves them whole (in French and Ukrainian, how to bring one in with the
        keyboard runs three lines beside the friend, under the box at 960×600)."""
        # Not whether the box stands over the fief's words: the box's place is what is worked out.
        picture = self.turn(info_covered=False).picture(self.model, self.ctx.size)
        area = friends_heading_area(self.layout, picture)
        return [area] if area.width and area.height else []

    def turn(self, info_covered: bool | None = None) -> SelectionTurn:
        """What the fief selection adds to the position its table shows: the still picture's other
        half (``info_covered``: whether the tutorial's box stands over the fief's words, if known)."""
        if info_covered is None:
            info_covered = self.tutorial.over(self.layout.info, self.view)
        held = self.legal_slots(self.held_friend) if self.held_friend else set()
        return SelectionTurn(
            medal=self.medal(),
            choosing_friends=self.phase() is Phase.CHOOSE_SUBSTITUTES,
            preview=self.preview_fief(),
            prompt=self.prompt_text(),
            buttons=self.button_looks(self.buttons()),
            lit=frozenset(held),
            focus=self.ring,
            friends_can_come=bool(self.legal_friends()),
            info_covered=info_covered,
            device=input_device(),
            practice=self.session.played_on,
            told=self.focus is not None and self.in_panel(self.focus),
        )
