"""The visit: ability window, statement, response, ability choices, the end-of-visit banner.

Input and transitions, and what the still picture shows (``picture``): the cards are
the table's sprites, the still picture is painted by ``visit_still``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...core import Action, Decision, DecisionKind, Phase
from ...core import actions as A
from ...core import events as E
from ...core.cards import MEDALS, SUIT_LETTERS
from ...core.prospects import LOST, SECURED, MedalProspect, fief_outcome
from ...core.prospects import WON as SURE_WON
from ...game import table_keys as K
from ...game.gestures import Plan
from ...game.session import Session, Step
from ...i18n import _, pgettext
from ...i18n.aids_text import ally_advice_text, confirm_no_effect_text, no_effect_text
from ...i18n.controls_text import CONTROLLER, MOUSE, button_name, input_device
from ...i18n.messages import card_label, character_name, decision_line, prompt, suit_name, sum_to_reach_prompt
from ...i18n.tutorial_text import friend_reminder
from ..aids import TableAids
from ..frame import Looks
from ..input_guard import InputGuard
from ..medal_art import (
    CELEBRATION_MS,
    FIEF_WON_MS,
    MEDAL_COLOURS,
)
from ..scene import Context, GameScreen, Pop, ShowGame, Transition
from ..still_drawing import AlliesPicture, StillPicture
from ..table_input import DIGITS, Click
from ..table_model import TableModel
from ..table_places import choice_top, hand_card_rects
from ..table_scene import TableScene, ironman_text
from ..theme import STAR
from ..widgets import Button, Focusable
from .confirm import ask
from .visit_celebration import Celebration
from .visit_still import BannerPicture, VisitPicture, banner_rects, hud_counts_rect

#: The order of the option buttons.
OPTION_ORDER = ("continue", "stop", "skip")


def option_label(option: str) -> str:
    return {"stop": _("Stop drawing"), "continue": _("Draw another"), "skip": _("Skip")}.get(option, option)


def legal_of(legal: tuple[Action, ...], kind: type[Action]) -> set:
    """The values of the legal actions of one kind (``A.Play``: the cards; ``A.PickSlot``: the
    slots...; ``A.Reveal``: ``{True}`` when the statement may be revealed).

    With ``game.table_keys.target_of``, the one place of the visit that reads actions' fields."""
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


def last_dialogue(steps: Sequence[Step]) -> bool | None:
    """Whether the dialogue just played was won (None: none since the last statement, or an
    ally has acted since: the strip beside the trick tells a result until the next move)."""
    for step in reversed(steps):
        for event in reversed(step.events):
            if isinstance(event, E.Dialogue):
                return event.won
            if isinstance(event, E.Statement | E.VisitStarted | E.Activated):
                return None
    return None


class VisitScene(TableScene):
    """One visit to a fief, dialogue after dialogue, until the hand or the deck is empty."""

    screen = GameScreen.VISIT

    def __init__(
        self,
        ctx: Context,
        session: Session,
        events: list[E.Event] | None = None,
        message: str = "",
        model: TableModel | None = None,
    ) -> None:
        super().__init__(ctx, session, events, message, model)
        self.pick_anchor: tuple = ()
        self.picks_made = 0
        #: The card picked last and its place in the hand then: the focus goes on from there.
        self.picked_at: tuple[str, int] | None = None
        self.aids = TableAids(session.state)
        self.guard: InputGuard | None = None  # the end-of-visit panel's pause, made when it appears
        self.guarded: E.VisitOver | None = None
        self.banner_shown: BannerPicture | None = None
        #: The last dialogue's result, told beside the trick until the next statement (None: none yet).
        self.dialogue_won: bool | None = None
        #: A medal secured by this visit (or a fief's stars), celebrated on its panel.
        self.celebrating = Celebration(ctx.now)
        self.celebration = self.celebrating.sprite  # the medal over its panel
        self.table.group.add(self.celebration)  # after the panel's sprite: drawn over it
        #: Why an undo or redo asked for on the end-of-visit panel did nothing, shown on the prompt
        #: line under it (the message line is under the panel).
        self.hold_note: str | None = None

    def enter(self) -> None:
        super().enter()
        self.focus_default()
        self.table.refresh()
        self.show_message()

    # -- what is legal now (asked of the core, never derived) ---------------------------------

    def legal_of(self, kind: type[Action]) -> set:
        return legal_of(self.legal(), kind)

    def phase(self) -> Phase:
        return self.session.state.phase

    def decision(self) -> Decision | None:
        return self.session.state.decision

    def decision_kind(self) -> DecisionKind:
        """The kind of the pending decision (a card, a suit, a fief, a slot...)."""
        decision = self.decision()
        assert decision is not None  # asked only in the decision phase, where one is pending
        return decision.kind

    def ready(self) -> bool:
        """Nothing moves and no banner waits: the table shows the session's state."""
        return not self.table.busy() and self.hold is None

    def hand_constraint(self) -> set[str] | None:
        """Cards to lift (legal responses or picks); None when the hand is not being asked."""
        if not self.ready():
            return None
        phase = self.phase()
        if phase is Phase.RESPOND:
            return self.legal_of(A.Play)
        if phase is Phase.DECISION and self.decision_kind() is DecisionKind.CARD:
            return self.legal_of(A.PickCard)
        return None

    def looks(self) -> Looks:
        ready = self.ready()
        decision = self.decision() if ready else None
        kind = decision.kind if decision else None
        constraint = self.hand_constraint()
        slots = (
            self.legal_of(A.PickSlot) if kind is DecisionKind.SLOT else (self.legal_of(A.Activate) if ready else set())
        )
        return Looks(
            visit=True,
            focus=self.ring,
            hand_legal=None if constraint is None else frozenset(constraint),
            hand_anchor=self.pick_anchor if self.picking() else (),
            fiefs_legal=frozenset(self.legal_of(A.PickFief)) if kind is DecisionKind.FIEF else frozenset(),
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
        """The end-of-visit panel just appeared: it ignores input for a short moment, its
        Continue takes the focus (also when a key brought the panel up at once, finishing the
        cards' moves, which no table at rest follows), and a medal this visit secured is
        celebrated on it."""
        if self.hold is not None and self.hold is not self.guarded:
            self.guarded = self.hold
            self.guard = InputGuard(self.ctx.now)
            # The table behind the panel is no longer pointed at: an ability's words shown while
            # the last cards flew would stand over the panel's title.
            self.hover = self.tip_focus = None
            self.table.tooltip.show(None)
            self.changed()  # the focus goes to Continue, and its ring is drawn
            medal = self.panel_medal()
            if medal is not None and medal.outlook == SECURED:
                self.celebrating.start(self.ctx.duration(CELEBRATION_MS), medal=True)
                self.ctx.sounds.play("medal")
                self.show_celebration()
            elif self.hold.won and self.ctx.duration(FIEF_WON_MS) > 0:  # none with animations off
                self.celebrating.start(self.ctx.duration(FIEF_WON_MS), medal=False)
                self.show_celebration()

    def celebration_progress(self) -> float:
        """How far the medal's celebration has come (1: over, or animations off: still)."""
        return self.celebrating.progress()

    def show_celebration(self) -> None:
        """The medal on the panel, beside its title, at this moment of its celebration."""
        hold = self.hold
        panel = self.banner_rects()[0] if hold is not None else None
        fief = self.locate(K.Fief(hold.fief)) if hold is not None else None
        medal = MEDALS.get(self.session.state.kingdom.threshold, "")
        self.celebrating.show(panel, fief, self.layout.px, MEDAL_COLOURS.get(medal, STAR))

    def busy(self) -> bool:
        return super().busy() or (self.hold is not None and self.celebrating.progress() < 1.0)

    def on_event(self, event: E.Event, told: bool) -> None:
        super().on_event(event, told)
        if isinstance(event, E.Dialogue):
            self.dialogue_won = event.won
        elif isinstance(event, E.Statement | E.VisitStarted | E.Activated):
            self.dialogue_won = None  # the next move: the last dialogue's result is old news
        if isinstance(event, E.VisitOver):
            # The panel tells the medal's standing when this visit settled it: it is not told again.
            medal = self.panel_medal()
            if medal is not None:
                self.aids.said = medal

    def panel_medal(self) -> MedalProspect | None:
        """The medal's standing when the game goes on and it is settled (lost or secured)."""
        medal = self.aids.medal(self.session.state)
        return medal if medal.outlook in (LOST, SECURED) and not self.session.over else None

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if self.hold is None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.table.finish()  # the panel may appear now: this press is then the panel's
        self.watch_hold()
        if self.hold is not None and self.celebrating.running():
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.celebrating.skip()  # over at once (a medal stays still)
                self.show_celebration()
                return None
        if self.hold is not None and self.guard is not None and self.guard.blocks(event):
            return None
        return super().handle(event)

    def update(self, now: int) -> Transition | None:
        transition = super().update(now)
        self.watch_hold()
        if self.hold is not None and self.celebrating.due(now):
            self.show_celebration()
        return transition

    def tooltip_note(self, key: K.Key) -> str | None:
        if key == K.RULER:
            # The ruler's ability is on its card, but it is not the player's to use (yet).
            return friend_reminder()
        if not isinstance(key, K.Ally) or not self.ready():
            return None
        advice = self.aids.allies(self.session.state)
        return ally_advice_text(advice[key.slot]) if key.slot < len(advice) else None

    def keep_hand_still(self) -> None:
        """Between the picks of one ability (Jack of Eyes discarding twice...), the hand cards
        stay where they were, so the next card is where the pointer left it."""
        if not self.picking():
            self.pick_anchor, self.picks_made = (), 0
            return
        if input_device() != MOUSE:
            self.pick_anchor = ()  # no pointer to keep still: the hand closes up at once
            return
        anchor = dict(self.pick_anchor)
        if anchor and all(card in anchor for card in self.model.hand):
            return
        if not self.table.busy():  # once the cards the ability drew have landed
            hand = self.model.hand
            self.pick_anchor = tuple(zip(hand, hand_card_rects(self.layout, len(hand)), strict=True))

    def hand_gaps(self) -> tuple[tuple[int, int, int, int], ...]:
        """Where the cards already picked lay while the hand stays still (an outline marks each
        place, so the gap reads as the pick it is)."""
        if not self.pick_anchor:
            return ()
        hand = set(self.model.hand)
        return tuple(tuple(rect) for card, rect in self.pick_anchor if card not in hand)

    def picking(self) -> bool:
        """Whether the session waits for cards picked from the hand (the table may still move)."""
        decision = self.session.state.decision
        return decision is not None and decision.kind is DecisionKind.CARD

    def focus_default(self) -> None:
        """Put the focus on the likely next move, unless it already rests on one."""
        if self.hold is not None:
            self.focus = K.CONTINUE
            return
        phase = self.phase()
        wanted: list[K.Key] = []
        if phase is Phase.RESPOND:
            wanted = [K.Hand(c) for c in self.model.hand if c in self.legal_of(A.Play)]
        elif phase is Phase.DECISION:
            kind = self.decision_kind()
            if kind is DecisionKind.CARD:
                wanted = [K.Hand(c) for c in self.public_view()["hand"] if c in self.legal_of(A.PickCard)]
            elif kind is DecisionKind.FIEF:
                wanted = [K.Fief(f) for f in sorted(self.legal_of(A.PickFief))]
            elif kind is DecisionKind.SLOT:
                wanted = [K.Ally(s) for s in sorted(self.legal_of(A.PickSlot))]
            wanted += [b.key for b in self.choice_buttons()]
        elif phase is Phase.ABILITY_WINDOW:
            wanted = [K.Button("reveal"), K.DECK, *(K.Ally(s) for s in sorted(self.legal_of(A.Activate)))]
        if self.focus in wanted:
            return
        nearest = self.nearest_in_hand(wanted)
        if nearest is not None:
            self.focus = nearest
            return
        if wanted:
            self.focus = wanted[0]
            return
        keys = [f.key for f in self.focusables()]
        if self.focus not in keys:
            self.focus = keys[0] if keys else None

    def nearest_in_hand(self, wanted: list[K.Key]) -> K.Key | None:
        """The card of ``wanted`` nearest the place of the focused hand card (the one now at its
        place, else the nearest, the one after it on a tie), when the focus is on a hand card not
        wanted now: a card just picked has left the hand (Jack of Eyes discarding two...), or it
        may not be picked now. None when the focus is not on the hand or no card is wanted."""
        focus = self.focus
        if not isinstance(focus, K.Hand):
            return None
        hand = list(self.public_view()["hand"])
        if focus.card in hand:
            place = hand.index(focus.card)
        elif self.picked_at is not None and self.picked_at[0] == focus.card:
            place = self.picked_at[1]
        else:
            return None
        cards = [k for k in wanted if isinstance(k, K.Hand) and k.card in hand]
        if not cards:
            return None
        return min(cards, key=lambda k: (abs(hand.index(k.card) - place), hand.index(k.card) < place))

    # -- the end of the visit ---------------------------------------------------------------------

    def undo(self) -> None:
        """On the end-of-visit panel nothing can be undone: undo goes back to the last card
        revealed, and the visit's end revealed more (the new deal, or the game's result). The
        reason is said where it can be read: on the prompt line, under the panel (the message
        line is behind it)."""
        if self.hold is None:
            super().undo()
            # The result told beside the trick is the one of the game as it now stands: undoing a
            # response takes its dialogue's result back with it.
            self.dialogue_won = last_dialogue(self.session.steps)
            return
        if not self.session.undo_allowed:
            self.session.undo()  # refused, and remembered: the game now stays Ironman
            self.hold_note = ironman_text()
        else:
            self.hold_note = _("A visit that is over cannot be undone: undo goes back only to the last card revealed.")
        self.table.stale = True

    def redo(self) -> None:
        if self.hold is None:
            super().redo()
            return
        if not self.session.undo_allowed:
            self.session.redo()  # refused, and remembered
            self.hold_note = ironman_text()
        else:
            self.hold_note = _("Nothing to redo.")
        self.table.stale = True

    def continue_after_visit(self) -> Transition:
        model, rest = self.table.release()
        return ShowGame(self.session, events=rest, model=model)  # the fief selection, or the end

    # -- geometry -----------------------------------------------------------------------------------

    def choice_buttons(self) -> list[Button[K.Key]]:
        if not self.ready() or self.phase() is not Phase.DECISION:
            return []
        kind = self.decision_kind()
        area = self.layout.choices
        top = choice_top(self.layout)
        px = self.layout.px
        buttons: list[Button[K.Key]] = []
        if kind is DecisionKind.SUIT:
            suits = [s for s in SUIT_LETTERS if s in self.legal_of(A.PickSuit)]
            w = (area.width - px(10)) // 2
            h = min(px(54), (area.bottom - top - px(10)) // 2)
            for i, suit in enumerate(suits):
                rect = pygame.Rect(area.left + (i % 2) * (w + px(10)), top + (i // 2) * (h + px(10)), w, h)
                buttons.append(Button(K.Choice(suit), suit_name(suit), rect, suit=suit))
        options = sorted(self.legal_of(A.PickOption), key=OPTION_ORDER.index)
        w = min(px(220), (area.width - px(10)) // max(1, len(options)))
        for i, option in enumerate(options):
            rect = pygame.Rect(area.left + i * (w + px(10)), top, w, min(px(54), area.bottom - top))
            buttons.append(Button(K.Choice(option), option_label(option), rect, primary=option == "continue"))
        if kind is DecisionKind.CARD and self.picks_made and self.session.can_undo():
            rect = pygame.Rect(area.left, area.bottom - px(50), min(area.width, px(280)), px(46))
            take_back = _("Take back the last pick")
            buttons.append(Button(K.Button("take_back"), take_back, rect, hint=button_name("take_back"), keycap=True))
        return buttons

    def buttons(self) -> list[Button[K.Key]]:
        lay = self.layout
        reveal = self.ready() and bool(self.legal_of(A.Reveal))
        return [
            Button(
                K.Button("reveal"),
                _("Next statement"),
                lay.button_slots[0],
                reveal,
                True,
                hint=button_name("next_statement"),
                keycap=True,
            ),
            self.undo_button("undo", lay.button_slots[1]),
            self.undo_button("redo", lay.button_slots[2]),
            Button(K.Button("menu"), _("Menu"), lay.button_slots[3], hint=button_name("menu"), keycap=True),
            Button(K.Button("rules"), _("Rules"), lay.rules_button, hint=button_name("rules"), keycap=True),
            self.tracker_button(),
        ]

    def banner_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The end-of-visit panel and its Continue button."""
        return banner_rects(self.layout, self.ctx.size)

    def hit_targets(self) -> list[tuple[K.Key, pygame.Rect]]:
        lay = self.layout
        if self.hold is not None:
            return [(K.CONTINUE, self.banner_rects()[1])]
        card = lay.card.size
        targets: list[tuple[K.Key, pygame.Rect]] = [
            (K.DECK, pygame.Rect(lay.deck.topleft, card)),
            (K.SCORE, pygame.Rect(lay.score.topleft, card)),
            (K.DISCARD, pygame.Rect(lay.discard)),
        ]
        targets += [(K.Ally(slot), lay.ally_slots[slot]) for slot in range(len(self.model.allies))]
        targets += [(b.key, b.rect) for b in [*self.choice_buttons(), *self.buttons()]]
        return targets

    def key_at(self, pos: tuple[int, int]) -> K.Key | None:
        if self.hold is not None:
            return K.CONTINUE if self.banner_rects()[1].collidepoint(pos) else None
        return super().key_at(pos)

    def locate(self, key: K.Key) -> pygame.Rect | None:
        if key == K.PANEL:
            return self.banner_rects()[0] if self.hold is not None else None
        return super().locate(key)

    def focusables(self) -> list[Focusable[K.Key]]:
        if self.hold is not None:
            return [Focusable(K.CONTINUE, self.banner_rects()[1], 0)]
        lay = self.layout
        # The fiefs and the ruler are reached too, to read their rulers' abilities (the tooltip
        # follows the focus); while a fief is asked for, only those that may be picked.
        asked = self.legal_of(A.PickFief)
        fiefs = sorted(asked) if asked else range(len(self.model.fiefs))
        items: list[Focusable[K.Key]] = [Focusable(K.Fief(i), lay.fief_cards[i], 0) for i in fiefs]
        ruler = self.locate(K.RULER) if self.model.ruler else None
        items += [Focusable(K.RULER, ruler, 1)] if ruler is not None else []
        # Rows are the places' own: the deck and the score pile level with the upper ally slots,
        # the trick and the answers to a question level with the lower ones.
        items += [Focusable(K.Ally(s), lay.ally_slots[s], 1 + s // 2) for s in range(len(self.model.allies))]
        # A pile is there to be opened: an empty one (no card to ring) is passed over.
        m = self.model
        items += [Focusable(K.DECK, self.locate(K.DECK) or lay.deck, 1)]
        items += [Focusable(K.SCORE, self.locate(K.SCORE) or lay.score, 1)] if m.score else []
        items += [Focusable(K.DISCARD, self.locate(K.DISCARD) or lay.discard, 2)] if m.discard else []
        items += [Focusable(b.key, b.rect, 2) for b in self.choice_buttons()]
        for card in self.model.hand:
            rect = self.locate(K.Hand(card))
            if rect is not None:
                items.append(Focusable(K.Hand(card), rect, 3))
        items += [Focusable(b.key, b.rect, 4) for b in self.buttons()[:4] if b.enabled]
        return items

    def avoid(self) -> list[pygame.Rect]:
        """The HUD's counts and the score pile: a tooltip never hides them."""
        return [hud_counts_rect(self.layout), pygame.Rect(self.layout.score)]

    def spare(self) -> list[pygame.Rect]:
        """Besides the allies and the ruler: the deck, the cards seen on it, the score pile,
        the trick's two cards (its labels and felt may be covered), and the answers of a pending
        question."""
        lay = self.layout
        spared = [*super().spare(), lay.deck, lay.known, lay.score, lay.discard, lay.response]
        return spared + [b.rect for b in self.choice_buttons()]

    # -- input ----------------------------------------------------------------------------------

    def commands(self) -> dict[K.Key, Callable[[], Transition | None]]:
        """Besides the table's: Continue on the end-of-visit panel, taking back a pick, the piles."""
        return super().commands() | {
            K.CONTINUE: self.continue_after_visit,
            K.Button("take_back"): self.take_back,
            K.DISCARD: lambda: self.open_pile(K.DISCARD),
            K.SCORE: lambda: self.open_pile(K.SCORE),
        }

    def blocked(self) -> bool:
        return self.hold is not None  # the end-of-visit panel: only its Continue

    def ask_first(self, plan: Plan) -> Transition | None:
        """An ally whose ability would do nothing now asks first."""
        match plan:
            case (A.Activate(slot),):
                advice = self.aids.allies(self.session.state) if self.ready() else ()
                if slot < len(advice) and advice[slot].would_do_nothing:
                    return ask(
                        title=_("This ally would do nothing now"),
                        message=no_effect_text(advice[slot].effect_of) + "\n\n" + confirm_no_effect_text(advice[slot]),
                        yes=_("Use it anyway"),
                        no=pgettext("ally", "Keep it"),
                        then=lambda: self.use_ally_anyway(slot),
                    )
        return None

    def use_ally_anyway(self, slot: int) -> Transition:
        self.act(A.activate(slot))
        return Pop()

    def focus_for(self, plan: Plan) -> K.Key | None:
        """A card picked from the hand: its place is kept, so the focus goes on from there."""
        match plan:
            case (A.PickCard(card),):
                hand = list(self.public_view()["hand"])
                self.picked_at = (card, hand.index(card)) if card in hand else None
        return None

    def performed(self, plan: Plan) -> None:
        if isinstance(plan[-1], A.PickCard) and self.phase() is Phase.DECISION:
            self.picks_made += 1

    def explain(self, key: K.Key, dragged: bool = False) -> str | None:
        if isinstance(key, K.Hand) and self.phase() is Phase.RESPOND:
            words = _("Drag {card} onto the trick, or double-click it, to answer.")
            return words.format(card=card_label(key.card))
        return None

    def take_back(self) -> None:
        """Take back the last pick of a run of picks (honest: only while nothing new was seen)."""
        if self.picks_made and self.session.can_undo():
            self.undo()
            self.picks_made -= 1

    def scene_key(self, event: pygame.event.Event) -> Transition | None:
        if self.hold is not None:
            return self.continue_after_visit() if event.key == pygame.K_SPACE else None
        if event.key == pygame.K_SPACE:
            return self.gesture(Click(K.Button("reveal")))
        if event.key == pygame.K_BACKSPACE:
            self.take_back()
        elif 1 <= DIGITS.get(event.key, 0) <= 4:
            self.focus = K.Ally(DIGITS[event.key] - 1)
            return self.gesture(Click(self.focus))
        return None

    # -- drawing --------------------------------------------------------------------------------

    def prompt_text(self) -> str:
        """What the prompt line asks of the player now."""
        if self.hold is not None:
            return self.hold_note or _("The visit is over.")
        phase = self.phase()
        pad = input_device() == CONTROLLER  # its buttons are named; no click, no number keys
        if phase is Phase.ABILITY_WINDOW:
            if self.legal_of(A.Activate):
                if pad:
                    return _("Use an ally ({confirm} on it), or reveal the next statement ({next_statement}).").format(
                        confirm=button_name("confirm"), next_statement=button_name("next_statement")
                    )
                return _(
                    "Use an ally (click it or press 1–4), or reveal the next statement (click the deck or press Space)."
                )
            if pad:
                return _("Reveal the next statement: press {key}.").format(key=button_name("next_statement"))
            return _("Reveal the next statement: click the deck or press Space.")
        if phase is Phase.RESPOND:
            statement = self.public_view()["statement"]
            card = card_label(statement) if statement else ""
            if pad:
                return _("Answer {card}: move to a highlighted card with {move}, then press {confirm}.").format(
                    card=card, move=button_name("move"), confirm=button_name("confirm")
                )
            return _("Answer {card}: drag a highlighted card onto the trick, or select it and press Enter.").format(
                card=card
            )
        if phase is Phase.DECISION:
            decision = self.decision()
            assert decision is not None
            who: str = character_name(decision.ability)
            if decision.via:
                who = _("{via} (as {ruler})").format(via=character_name(decision.via), ruler=who)
            question = prompt(decision.step, decision.ability)
            reach = self.session.sum_to_reach()
            if reach is not None:  # the Lady of Eyes: the total and what is left of it
                question = sum_to_reach_prompt(*reach)
            return decision_line(who, question, self.session.pick_progress())
        return ""

    def outlook(self) -> str | None:
        """ "lost" or "won" once the visit is settled for sure (only while the table is at rest,
        so the HUD's numbers and its colour speak of the same position)."""
        if not self.ready():
            return None
        prospect = self.aids.visit(self.session.state)
        return None if prospect is None or prospect.outlook not in (LOST, SURE_WON) else prospect.outlook

    def picture(self) -> VisitPicture:
        m = self.model
        ready = self.ready()
        decision = self.decision() if ready else None
        question = decision.kind if decision else None
        outlook = self.outlook()
        focus = self.ring
        statement_on_top = bool(m.discard) and m.statement is not None and m.statement == m.discard[-1]
        return VisitPicture(
            size=self.ctx.size,
            visiting=m.visiting,
            score=len(m.score),
            target=m.target if m.target is not None else 0,
            outlook=outlook,
            prospect=self.aids.visit(self.session.state) if outlook is not None and question is None else None,
            trump=m.trump,
            deck=m.deck_count,
            known=len(m.known_top),
            hand=len(m.hand),
            # Behind the end-of-visit panel the HUD counts the stars the panel tells of, not those before.
            stars=self.session.state.kingdom.stars if self.hold is not None else m.stars,
            threshold=m.threshold,
            baron_eyes=m.baron_eyes,
            allies=AlliesPicture(m.allies, self.looks().slots_legal, focus.slot if isinstance(focus, K.Ally) else None),
            deck_lit=ready and bool(self.legal_of(A.Reveal)),
            deck_focused=focus == K.DECK,
            discard=len(m.discard),
            statement_on_top=statement_on_top,
            response=m.response is not None,
            responding=self.phase() is Phase.RESPOND and ready,
            question=question,
            skippable=question is DecisionKind.CARD and bool(self.legal_of(A.PickOption)),
            prompt=self.prompt_text(),
            buttons=self.button_looks([*self.buttons(), *self.choice_buttons()]),
            banner=self.banner(),
            device=input_device(),
            # The last dialogue's result, unless it settled the visit: then the line saying so is
            # told instead (a dialogue won that takes the score over the target is no success).
            dialogue=self.dialogue_won if ready and question is None and outlook is None else None,
            hand_gaps=self.hand_gaps(),
        )

    def banner(self) -> BannerPicture | None:
        """The end-of-visit panel while the table holds at the end of a visit."""
        event = self.hold
        if event is None:
            return None
        outcome = fief_outcome(self.session.state.kingdom, event.fief)
        return BannerPicture(
            self.ctx.size, event, outcome, self.panel_medal(), self.hover == K.CONTINUE, self.ring == K.CONTINUE
        )

    def show_panels(self, picture: StillPicture) -> None:
        """The end-of-visit panel is a sprite over the cards: its picture changes with the still picture's."""
        assert isinstance(picture, VisitPicture)
        if picture.banner != self.banner_shown:
            self.banner_shown = picture.banner
            self.table.banner.show(picture.banner.image() if picture.banner is not None else None)
