"""The visit: ability window, statement, response, ability choices, the end-of-visit banner.

Input and transitions only: the cards are the table's sprites, the still picture is
drawn by ``visit_still``.
"""

from __future__ import annotations

import pygame

from ...core import Action
from ...core import actions as A
from ...core import events as E
from ...core.cards import SUIT_LETTERS
from ...game.session import Session
from ...i18n import _, pgettext
from ...i18n.aids_text import ally_advice_text, confirm_no_effect_text, no_effect_text
from ...i18n.messages import card_label, suit_name
from ..input_guard import InputGuard
from ..layout import hand_card_rects
from ..places import Looks, key_number, key_value
from ..scene import Context, Transition, goto, pop, push
from ..sprites import CardSprite
from ..table_aids import TableAids
from ..table_model import TableModel
from ..table_scene import TableScene
from ..widgets import Button, Focusable
from . import visit_still

#: The order of the option buttons.
OPTION_ORDER = ("continue", "stop", "skip")


def option_label(option: str) -> str:
    return {"stop": _("Stop drawing"), "continue": _("Draw another"), "skip": _("Skip")}.get(option, option)


def legal_of(legal: tuple[Action, ...], kind: type[Action]) -> set:
    """The values of the legal actions of one kind (``A.Play``: the cards; ``A.PickSlot``: the
    slots...; ``A.Reveal``: ``{True}`` when the statement may be revealed)."""
    found: set = set()
    for action in legal:
        if action.__class__ is not kind:
            continue
        match action:
            case A.Play(value) | A.Activate(value) | A.PickCard(value) | A.PickFief(value) | A.PickSlot(value):
                found.add(value)
            case A.PickSuit(value) | A.PickOption(value):
                found.add(value)
            case A.Reveal():
                found.add(True)
    return found


class VisitScene(TableScene):
    """One visit to a fief, dialogue after dialogue, until the hand or the deck is empty."""

    kind = "visit"

    def __init__(
        self,
        ctx: Context,
        session: Session,
        events: list[E.Event] | None = None,
        message: str = "",
        model: TableModel | None = None,
    ) -> None:
        self.pick_anchor: tuple = ()
        self.picks_made = 0
        self.aids = TableAids(session.state)
        self.guard: InputGuard | None = None  # the end-of-visit panel's pause, made when it appears
        self.guarded: E.VisitOver | None = None
        super().__init__(ctx, session, events, message, model)
        self.focus_default()
        self.table.refresh()

    # -- what is legal now (asked of the core, never derived) ---------------------------------

    def legal_of(self, kind: type[Action]) -> set:
        return legal_of(self.legal(), kind)

    def phase(self) -> str:
        return self.session.state.phase.value

    def decision(self) -> dict | None:
        return self.session.view()["decision"]

    def decision_kind(self) -> str:
        """The kind of the pending decision ("card", "suit", "fief", "slot"...)."""
        decision = self.decision()
        assert decision is not None  # asked only in the decision phase, where one is pending
        kind: str = decision["kind"]
        return kind

    def ready(self) -> bool:
        """Nothing moves and no banner waits: the table shows the session's state."""
        return not self.table.busy() and self.hold is None

    def hand_constraint(self) -> set[str] | None:
        """Cards to lift (legal responses or picks); None when the hand is not being asked."""
        if not self.ready():
            return None
        phase = self.phase()
        if phase == "respond":
            return self.legal_of(A.Play)
        if phase == "decision" and self.decision_kind() == "card":
            return self.legal_of(A.PickCard)
        return None

    def looks(self) -> Looks:
        ready = self.ready()
        decision = self.decision() if ready else None
        kind = decision["kind"] if decision else None
        constraint = self.hand_constraint()
        slots = self.legal_of(A.PickSlot) if kind == "slot" else (self.legal_of(A.Activate) if ready else set())
        return Looks(
            visit=True,
            focus=self.focus,
            hand_legal=None if constraint is None else frozenset(constraint),
            hand_anchor=self.pick_anchor if self.picking() else (),
            fiefs_legal=frozenset(self.legal_of(A.PickFief)) if kind == "fief" else frozenset(),
            slots_legal=frozenset(slots),
            slots_dim=self.aids.dimmed_slots(self.session.state) if ready else frozenset(),
            ruler_fief=self.model.visiting,
        )

    def changed(self) -> None:
        self.keep_hand_still()
        super().changed()
        if not self.table.busy() and self.hold is None:
            news = self.aids.medal_news(self.session.state)
            if news:
                self.say(news)

    def watch_hold(self) -> None:
        """The end-of-visit panel just appeared: it ignores input for a short moment."""
        if self.hold is not None and self.hold is not self.guarded:
            self.guarded = self.hold
            self.guard = InputGuard(self.ctx.now)

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if self.hold is None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.table.finish()  # the panel may appear now: this press is then the panel's
        self.watch_hold()
        if self.hold is not None and self.guard is not None and self.guard.blocks(event):
            return None
        return super().handle(event)

    def update(self, now: int) -> Transition | None:
        transition = super().update(now)
        self.watch_hold()
        return transition

    def tooltip_note(self, key: str) -> str | None:
        if not key.startswith("ally:") or not self.ready():
            return None
        advice = self.aids.allies(self.session.state)
        slot = key_number(key)
        return ally_advice_text(advice[slot]) if slot < len(advice) else None

    def keep_hand_still(self) -> None:
        """Between the picks of one ability (Jack of Eyes discarding twice...), the hand cards
        stay where they were, so the next card is where the pointer left it."""
        if not self.picking():
            self.pick_anchor, self.picks_made = (), 0
            return
        anchor = dict(self.pick_anchor)
        if anchor and all(card in anchor for card in self.model.hand):
            return
        if not self.table.busy():  # once the cards the ability drew have landed
            hand = self.model.hand
            self.pick_anchor = tuple(zip(hand, hand_card_rects(self.layout, len(hand)), strict=True))

    def picking(self) -> bool:
        """Whether the session waits for cards picked from the hand (the table may still move)."""
        decision = self.session.state.decision
        return decision is not None and decision.kind == "card"

    def still_key(self) -> tuple:
        return (*super().still_key(), self.picks_made, self.table.busy())

    def focus_default(self) -> None:
        """Put the focus on the likely next move, unless it already rests on one."""
        if self.hold is not None:
            self.focus = "button:continue"
            return
        phase = self.phase()
        wanted: list[str] = []
        if phase == "respond":
            wanted = [f"hand:{c}" for c in self.model.hand if c in self.legal_of(A.Play)]
        elif phase == "decision":
            kind = self.decision_kind()
            if kind == "card":
                wanted = [f"hand:{c}" for c in self.session.view()["hand"] if c in self.legal_of(A.PickCard)]
            elif kind == "fief":
                wanted = [f"fief:{f}" for f in sorted(self.legal_of(A.PickFief))]
            elif kind == "slot":
                wanted = [f"ally:{s}" for s in sorted(self.legal_of(A.PickSlot))]
            wanted += [f"button:{b.key}" for b in self.choice_buttons()]
        elif phase == "ability_window":
            wanted = ["button:reveal", "deck", *(f"ally:{s}" for s in sorted(self.legal_of(A.Activate)))]
        if self.focus in wanted:
            return
        if wanted:
            self.focus = wanted[0]
            return
        keys = [f.key for f in self.focusables()]
        if self.focus not in keys:
            self.focus = keys[0] if keys else None

    # -- the end of the visit ---------------------------------------------------------------------

    def continue_after_visit(self) -> Transition:
        model, rest = self.table.release()
        if self.session.over:
            return goto("end_of_game", session=self.session)
        return goto("fief_selection", session=self.session, events=rest, model=model)

    # -- geometry -----------------------------------------------------------------------------------

    def choice_buttons(self) -> list[Button]:
        if not self.ready() or self.phase() != "decision":
            return []
        kind = self.decision_kind()
        area = self.layout["choices"]
        px = self.layout.px
        buttons: list[Button] = []
        if kind == "suit":
            suits = [s for s in SUIT_LETTERS if s in self.legal_of(A.PickSuit)]
            w = (area.width - px(10)) // 2
            h = min(px(54), (area.height - px(40)) // 2)
            for i, suit in enumerate(suits):
                rect = pygame.Rect(
                    area.left + (i % 2) * (w + px(10)), area.top + px(34) + (i // 2) * (h + px(10)), w, h
                )
                buttons.append(Button(f"choice_{suit}", suit_name(suit), rect, suit=suit))
        options = sorted(self.legal_of(A.PickOption), key=OPTION_ORDER.index)
        w = min(px(220), (area.width - px(10)) // max(1, len(options)))
        for i, option in enumerate(options):
            rect = pygame.Rect(area.left + i * (w + px(10)), area.top + px(34), w, px(54))
            buttons.append(Button(f"choice_{option}", option_label(option), rect, primary=option == "continue"))
        if kind == "card" and self.picks_made and self.session.can_undo():
            rect = pygame.Rect(area.left, area.bottom - px(50), min(area.width, px(280)), px(46))
            buttons.append(Button("take_back", _("Take back the last pick"), rect, hint=_("Backspace")))
        return buttons

    def buttons(self) -> list[Button]:
        lay = self.layout
        reveal = self.ready() and bool(self.legal_of(A.Reveal))
        return [
            Button("reveal", _("Next statement"), lay["button0"], reveal, True, hint=_("Space")),
            self.undo_button("undo", lay["button1"]),
            self.undo_button("redo", lay["button2"]),
            Button("menu", _("Menu"), lay["button3"], hint=_("Esc")),
            Button("rules", _("Rules"), lay["rules_button"], hint=""),
            self.tracker_button(),
        ]

    def banner_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        lay = self.layout
        w, h = self.ctx.size
        panel = pygame.Rect(0, 0, min(w - lay.px(60), lay.px(720)), min(h - lay.px(60), lay.px(340)))
        panel.center = (w // 2, h // 2)
        button = pygame.Rect(0, 0, lay.px(220), lay.px(54))
        button.midbottom = (panel.centerx, panel.bottom - lay.px(22))
        return panel, button

    def hit_targets(self) -> list[tuple[str, pygame.Rect]]:
        lay = self.layout
        if self.hold is not None:
            return [("button:continue", self.banner_rects()[1])]
        card = lay["_card"].size
        targets = [
            ("deck", pygame.Rect(lay["deck"].topleft, card)),
            ("score", pygame.Rect(lay["score"].topleft, card)),
            ("discard", pygame.Rect(lay["discard"])),
        ]
        targets += [(f"ally:{slot}", lay[f"ally{slot}"]) for slot in range(len(self.model.allies))]
        targets += [(f"button:{b.key}", b.rect) for b in [*self.choice_buttons(), *self.buttons()]]
        return targets

    def key_at(self, pos: tuple[int, int]) -> str | None:
        if self.hold is not None:
            return "button:continue" if self.banner_rects()[1].collidepoint(pos) else None
        return super().key_at(pos)

    def focusables(self) -> list[Focusable]:
        if self.hold is not None:
            return [Focusable("button:continue", self.banner_rects()[1], 0)]
        lay = self.layout
        items = [Focusable(f"fief:{i}", lay[f"fief{i}"], 0) for i in sorted(self.legal_of(A.PickFief))]
        items += [Focusable(f"ally:{s}", lay[f"ally{s}"], 1 + s // 2) for s in range(len(self.model.allies))]
        items += [Focusable(k, self.locate(k) or lay[k], 3) for k in ("deck", "discard", "score")]
        items += [Focusable(f"button:{b.key}", b.rect, 4) for b in self.choice_buttons()]
        for card in self.model.hand:
            rect = self.locate(f"hand:{card}")
            if rect is not None:
                items.append(Focusable(f"hand:{card}", rect, 5))
        items += [Focusable(f"button:{b.key}", b.rect, 6) for b in self.buttons()[:4] if b.enabled]
        return items

    def avoid(self) -> list[pygame.Rect]:
        return [visit_still.hud_counts_rect(self)]

    def spare(self) -> list[pygame.Rect]:
        """Besides the allies and the ruler: the deck, the cards seen on it, the score pile,
        the trick, and the answers of a pending question."""
        lay = self.layout
        spared = [*super().spare(), *(lay[name] for name in ("deck", "known", "score", "trick"))]
        return spared + [b.rect for b in self.choice_buttons()]

    # -- input ----------------------------------------------------------------------------------

    def activate(self, key: str) -> Transition | None:
        if key == "button:continue":
            return self.continue_after_visit()
        if self.hold is not None:
            return None
        decision = self.decision()
        kind = decision["kind"] if decision else None
        if key.startswith("fief:"):
            if kind == "fief":
                self.act(A.pick_fief(key_number(key)))
        elif key.startswith("ally:"):
            slot = key_number(key)
            if kind == "slot":
                self.act(A.pick_slot(slot))
            else:
                return self.use_ally(slot)
        elif key in ("deck", "button:reveal"):
            self.act(A.REVEAL)
        elif key in ("discard", "score"):
            return self.open_pile(key)
        elif key.startswith("hand:"):
            card = key_value(key)
            if kind == "card":
                self.pick(card)
            elif self.phase() == "respond":
                self.say(_("Drag {card} onto the trick, or double-click it, to answer.").format(card=card_label(card)))
        elif key.startswith("button:choice_"):
            choice = key.removeprefix("button:choice_")
            self.act(A.pick_suit(choice) if choice in SUIT_LETTERS else A.pick_option(choice))
        elif key == "button:take_back":
            self.take_back()
        else:
            return self.table_button(key)
        return None

    def use_ally(self, slot: int) -> Transition | None:
        """Activate an ally; one whose ability would do nothing now asks first."""
        advice = self.aids.allies(self.session.state) if self.ready() else ()
        if slot < len(advice) and advice[slot].would_do_nothing:
            return push(
                "confirm",
                title=_("This ally would do nothing now"),
                message=no_effect_text(advice[slot].effect_of) + "\n\n" + confirm_no_effect_text(advice[slot]),
                yes=_("Use it anyway"),
                no=pgettext("ally", "Keep it"),
                then=lambda: self.use_ally_anyway(slot),
            )
        self.act(A.activate(slot))
        return None

    def use_ally_anyway(self, slot: int) -> Transition:
        self.act(A.activate(slot))
        return pop()

    def pick(self, card: str) -> None:
        if self.act(A.pick_card(card)) and self.phase() == "decision":
            self.picks_made += 1

    def take_back(self) -> None:
        """Take back the last pick of a run of picks (honest: only while nothing new was seen)."""
        if self.picks_made and self.session.can_undo():
            self.undo()
            self.picks_made -= 1

    def double_activate(self, key: str) -> Transition | None:
        if key.startswith("hand:") and self.phase() == "respond":
            self.act(A.play(key_value(key)))
            return None
        return self.activate(key)

    def confirm(self, key: str) -> Transition | None:
        if key.startswith("hand:") and self.phase() == "respond" and self.hold is None:
            self.act(A.play(key_value(key)))
            return None
        return self.activate(key)

    def may_carry(self, key: str) -> bool:
        return key.startswith("hand:") and self.phase() == "respond" and self.hold is None

    def drop_zones(self, sprite: CardSprite) -> list[pygame.Rect]:
        return [self.layout["trick"]]

    def drop(self, sprite: CardSprite, pos: tuple[int, int]) -> bool:
        trick = self.layout["trick"]
        rect = sprite.card_rect
        if not (trick.collidepoint(pos) or trick.colliderect(rect.inflate(-rect.width // 2, -rect.height // 2))):
            return False
        sprite.lifted = False  # it flies on from where it was let go
        assert sprite.key is not None  # a hand card always has its key
        if self.act(A.play(key_value(sprite.key))):
            return True
        return False

    def scene_key(self, event: pygame.event.Event) -> Transition | None:
        if self.hold is not None:
            return self.continue_after_visit() if event.key == pygame.K_SPACE else None
        if event.key == pygame.K_SPACE:
            self.act(A.REVEAL)
        elif event.key == pygame.K_BACKSPACE:
            self.take_back()
        elif pygame.K_1 <= event.key <= pygame.K_4 or pygame.K_KP1 <= event.key <= pygame.K_KP4:
            slot = (event.key - pygame.K_1) if event.key <= pygame.K_4 else (event.key - pygame.K_KP1)
            self.focus = f"ally:{slot}"
            return self.activate(self.focus)
        return None

    # -- drawing --------------------------------------------------------------------------------

    def prompt_text(self) -> str:
        return visit_still.prompt_text(self)

    def draw_still(self, surface: pygame.Surface) -> None:
        visit_still.draw(self, surface)
