"""Choosing the next fief, then bringing friends in over the ally slots.

Input and transitions only: the cards are the table's sprites, the still picture is
drawn by ``selection_still``.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ...core import actions as A
from ...core import events as E
from ...core.cards import FIEF_COUNT, SLOT_COUNT
from ...core.prospects import LOST, MedalProspect
from ...game.session import Session
from ...i18n import _
from ...i18n.messages import character_name
from ..places import Looks, key_number, key_value
from ..scene import Context, Transition
from ..sprites import CardSprite
from ..table_aids import TableAids
from ..table_model import TableModel
from ..table_scene import TableScene
from ..widgets import Button, Focusable
from . import selection_still


class FiefSelectionScene(TableScene):
    """The row of fiefs and the new hand: pick a fief, bring in friends, start the visit."""

    kind = "fief_selection"

    def __init__(
        self,
        ctx: Context,
        session: Session,
        events: list[E.Event] | None = None,
        message: str = "",
        deal: bool = False,
        model: TableModel | None = None,
    ) -> None:
        self.held_friend: str | None = None
        self.aids = TableAids(session.state)
        if deal:
            # The kingdom is dealt first (fiefs, then allies), then the hand from the deck.
            start = TableModel.from_view(session.view())
            hand = start.hand
            model = replace(start, hand=(), deck_count=32, known_top=())
            events = [E.Dealt(hand), *(events or [])]
        super().__init__(ctx, session, None, message, model)
        if deal:
            self.table.deal_kingdom(ctx.now())
        if events:
            self.table.play(events)
        if not self.message:
            self.message = _("Look at your hand, then choose a fief to visit.")
        self.focus_default()
        self.table.refresh()

    # -- what is legal now ----------------------------------------------------------------------

    def phase(self) -> str:
        return self.session.state.phase.value

    def legal_fiefs(self) -> set[int]:
        return {a.fief for a in self.legal() if isinstance(a, A.ChooseFief)}

    def legal_friends(self) -> set[str]:
        return {a.friend for a in self.legal() if isinstance(a, A.Substitute)}

    def legal_slots(self, friend: str | None) -> set[int]:
        """The slots a friend may be brought onto now (asked of the core)."""
        return {a.slot for a in self.legal() if isinstance(a, A.Substitute) and a.friend == friend}

    def can(self, action: A.Action) -> bool:
        return action in self.legal()

    def medal(self) -> MedalProspect:
        """Whether the medal is still within reach (asked once per position)."""
        return self.aids.medal(self.session.state)

    def looks(self) -> Looks:
        ready = not self.table.busy()
        choosing = self.phase() == "choose_substitutes"
        carried = self.press.sprite.key if self.press is not None and self.press.carried and self.press.sprite else None
        friend = self.held_friend or (key_value(carried) if carried and carried.startswith("friend:") else None)
        if carried and carried.startswith("ally:"):
            friend = self.model.allies[key_number(carried)].substitute
        return Looks(
            visit=False,
            focus=self.focus,
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
        if self.phase() == "choose_substitutes":
            self.focus = "button:start"
        else:
            fiefs = sorted(self.legal_fiefs())
            self.focus = f"fief:{fiefs[0]}" if fiefs else (keys[0] if keys else None)

    def changed(self) -> None:
        if self.held_friend not in self.model.friends:
            self.held_friend = None
        super().changed()

    def preview_fief(self) -> int | None:
        """The fief whose ruler the big card shows: hovered, else focused, else chosen."""
        for key in (self.hover, self.focus):
            if key and key.startswith("fief:"):
                number = key_number(key)
                if self.model.fiefs[number].ruler:
                    return number
        return self.model.visiting

    def still_key(self) -> tuple:
        return (*super().still_key(), self.preview_fief(), self.held_friend)

    def still_model(self) -> object:
        m = self.model  # the hand and the piles are sprites only: dealing them changes no words
        return (m.fiefs, m.visiting, m.allies, m.friends, m.threshold)

    def hovered(self) -> None:
        self.table.refresh()  # the big card shows the ruler of the fief under the pointer
        self.table.stale = True

    # -- geometry -------------------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        lay = self.layout
        if self.phase() == "choose_substitutes":
            second = Button("back", _("Back"), lay["button1"], self.can(A.BACK), hint=_("choose another fief"))
        else:
            second = Button(
                "stop",
                _("Stop the game"),
                lay["button1"],
                self.can(A.STOP_GAME),
                primary=self.medal().outlook == LOST and self.can(A.STOP_GAME),
                hint=_("when the goal is out of reach"),
            )
        return [
            Button("start", _("Start the visit"), lay["button0"], self.can(A.BEGIN_VISIT), True, hint=_("Enter")),
            second,
            self.undo_button("undo", lay["button2"]),
            Button("menu", _("Menu"), lay["button3"], hint=_("Esc")),
            Button("rules", _("Rules"), lay["rules_button"]),
            self.tracker_button(),
        ]

    def hit_targets(self) -> list[tuple[str, pygame.Rect]]:
        lay = self.layout
        targets = [(f"ally:{slot}", lay[f"ally{slot}"]) for slot in range(SLOT_COUNT)]
        return targets + [(f"button:{b.key}", b.rect) for b in self.buttons()]

    def focusables(self) -> list[Focusable]:
        lay = self.layout
        items = [Focusable(f"fief:{i}", lay[f"fief{i}"], 0) for i in sorted(self.legal_fiefs())]
        if self.phase() == "choose_substitutes" and self.model.visiting is not None:
            items.append(Focusable(f"fief:{self.model.visiting}", lay[f"fief{self.model.visiting}"], 0))
            for friend in self.model.friends:
                rect = self.locate(f"friend:{friend}")
                if rect is not None:
                    items.append(Focusable(f"friend:{friend}", rect, 1))
            items += [Focusable(f"ally:{s}", lay[f"ally{s}"], 2 + s // 2) for s in range(SLOT_COUNT)]
        items += [Focusable(f"button:{b.key}", b.rect, 5) for b in self.buttons()[:4] if b.enabled]
        return items

    # -- input ----------------------------------------------------------------------------------

    def activate(self, key: str) -> Transition | None:
        phase = self.phase()
        if key.startswith("fief:"):
            fief = key_number(key)
            if phase == "choose_substitutes":
                if fief == self.model.visiting:
                    self.act(A.BEGIN_VISIT)  # confirming the chosen fief again starts the visit
                    return None
                if A.choose_fief(fief) in self.session.legal_after(A.BACK):
                    self.act(A.BACK)  # another fief still to visit: back, then choose it
            if self.act(A.choose_fief(fief)):
                self.focus = "button:start"
        elif key.startswith("friend:"):
            friend = key_value(key)
            self.held_friend = None if self.held_friend == friend else friend
            if self.held_friend:
                self.say(_("{friend} is ready: click an ally slot or press 1–4.").format(friend=character_name(friend)))
        elif key.startswith("ally:"):
            self.slot_chosen(key_number(key))
        elif key == "button:start":
            self.act(A.BEGIN_VISIT)
        elif key == "button:back":
            self.act(A.BACK)
        elif key == "button:stop":
            self.act(A.STOP_GAME)
        else:
            return self.table_button(key)
        return None

    def slot_chosen(self, slot: int) -> None:
        friend = self.held_friend
        if friend is None and self.focus and self.focus.startswith("friend:"):
            friend = key_value(self.focus)
        if friend is not None:
            self.held_friend = None
            self.act(A.substitute(friend, slot))
        elif self.model.allies[slot].substitute:
            self.act(A.unsubstitute(slot))
        elif self.phase() == "choose_substitutes":
            self.say(selection_still.no_friend_text(self))

    def may_carry(self, key: str) -> bool:
        if self.phase() != "choose_substitutes":
            return False
        if key.startswith("friend:"):
            return True
        return key.startswith("ally:") and self.model.allies[key_number(key)].substitute is not None

    def drop_zones(self, sprite: CardSprite) -> list[pygame.Rect]:
        key = sprite.key or ""
        friend = key_value(key) if key.startswith("friend:") else self.model.allies[key_number(key)].substitute
        return [self.layout[f"ally{slot}"] for slot in sorted(self.legal_slots(friend))]

    def slot_at(self, sprite: CardSprite, pos: tuple[int, int]) -> int | None:
        centre = sprite.card_rect.center
        for point in (pos, centre):
            for slot in range(SLOT_COUNT):
                if self.layout[f"ally{slot}"].collidepoint(point):
                    return slot
        return None

    def drop(self, sprite: CardSprite, pos: tuple[int, int]) -> bool:
        slot = self.slot_at(sprite, pos)
        key = sprite.key or ""
        sprite.lifted = False  # it flies on from where it was let go
        if key.startswith("friend:"):
            return slot is not None and self.act(A.substitute(key_value(key), slot))
        origin = key_number(key)
        friend = self.model.allies[origin].substitute
        if slot == origin or friend is None or not self.act(A.unsubstitute(origin)):
            return False
        if slot is not None:
            self.table.finish()
            self.act(A.substitute(friend, slot))
        return True

    def scene_key(self, event: pygame.event.Event) -> Transition | None:
        digit = _DIGITS.get(event.key)
        choosing = self.phase() == "choose_substitutes"
        if digit is not None:
            if choosing and 1 <= digit <= SLOT_COUNT:
                self.slot_chosen(digit - 1)
            elif digit < FIEF_COUNT:
                self.focus = f"fief:{digit}"
        elif event.key in (pygame.K_DELETE, pygame.K_BACKSPACE) and self.focus and self.focus.startswith("ally:"):
            slot = key_number(self.focus)
            if self.model.allies[slot].substitute:
                self.act(A.unsubstitute(slot))
        return None

    # -- drawing --------------------------------------------------------------------------------

    def prompt_text(self) -> str:
        return selection_still.prompt_text(self)

    def draw_still(self, surface: pygame.Surface) -> None:
        selection_still.draw(self, surface)


_DIGITS = {getattr(pygame, f"K_{i}"): i for i in range(10)} | {getattr(pygame, f"K_KP{i}"): i for i in range(10)}
