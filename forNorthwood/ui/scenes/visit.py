"""The visit: ability window, statement, response, ability choices, the end-of-visit panel.

Its words and commands, and what the still picture shows (``picture``, painted by ``visit_still``);
its buttons in ``visit_controls``, its prompt in ``visit_prompt``, its picks in ``visit_picks``,
the end-of-visit panel's pause, celebration and note in ``visit_panel``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...core import Action, Decision, DecisionKind, Moment, Phase
from ...core import actions as A
from ...core.cards import CARD_NAMES
from ...core.prospects import LOST, MedalProspect
from ...core.prospects import WON as SURE_WON
from ...core.view import TableModel
from ...game import table_keys as K
from ...game.session import Session
from ...i18n import _
from ...i18n.aids_text import ally_advice_text, visit_outlook_text
from ...i18n.controls_text import MOUSE, button_name, input_device, keycap_name
from ...i18n.messages import card_label
from ...i18n.tutorial_text import friend_reminder
from ..aids import TableAids
from ..buttons import Button
from ..focus import Focusable
from ..frame import Looks, VisitTurn
from ..scene import Context, GameScreen, Pop, ShowGame, Transition
from ..still_drawing import StillPicture
from ..table_input import DIGITS, Click
from ..table_scene import TableScene
from .visit_controls import (
    ally_question,
    choice_buttons,
    focus_places,
    last_dialogue,
    legal_of,
    nearest_in_hand,
    next_moves,
    pile_and_slot_targets,
    table_buttons,
    visit_looks,
)
from .visit_hud import hud_counts_rect
from .visit_panel import BannerPicture, VisitPanel, banner_rects
from .visit_picks import PickRun, hand_gaps
from .visit_prompt import decided_prompt, prompt_text
from .visit_still import VisitPicture, dialogue_strip_rect, finish_rect, prospect_area, question_line


class VisitScene(TableScene):
    """One visit to a fief, dialogue after dialogue, until the hand or the deck is empty."""

    screen = GameScreen.VISIT

    def __init__(
        self,
        ctx: Context,
        session: Session,
        moments: Sequence[Moment] = (),
        message: str = "",
        model: TableModel | None = None,
    ) -> None:
        #: The search found the visit decided at the position shown: "Finish the visit" is offered.
        self.decided = False
        super().__init__(ctx, session, moments, message, model)
        self.picks = PickRun()  # a run of picks from the hand
        self.aids = TableAids(session.state)
        self.end_panel = VisitPanel(ctx.now)  # the end-of-visit panel's pause, celebration and note
        self.celebration = self.end_panel.celebrating.sprite  # the medal over its panel
        self.table.group.add(self.celebration)  # after the panel's sprite: drawn over it

    def enter(self) -> None:
        super().enter()
        self.focus_default()
        self.refresh()
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

    def looks(self, ready: bool | None = None) -> Looks:
        ready = self.ready() if ready is None else ready
        anchor = self.pick_anchor if self.picking() else ()
        dimmed = self.aids.dimmed_slots(self.session.state) if ready else frozenset()
        return visit_looks(self.legal(), self.phase(), self.decision(), ready, self.ring, anchor, dimmed)

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
        hold = self.hold
        if hold is None or not self.end_panel.appeared(hold):
            return
        # The table behind the panel is no longer pointed at: an ability's words shown while
        # the last cards flew would stand over the panel's title.
        self.hover = self.tips.focus = None
        self.table.tooltip.show(None)
        medal = self.panel_medal()
        if medal is not None:  # the panel tells the medal's standing: it is not told again
            self.aids.said = medal
        self.changed()  # the focus goes to Continue, and its ring is drawn
        if self.end_panel.celebrate(self.ctx, medal, hold.won):
            self.show_celebration()

    def celebration_progress(self) -> float:
        """How far the medal's celebration has come (1: over, or animations off: still)."""
        return self.end_panel.celebrating.progress()

    def show_celebration(self) -> None:
        """The medal on the panel, beside its title, at this moment of its celebration."""
        hold = self.hold
        panel = self.banner_rects()[0] if hold is not None else None
        fief = self.locate(K.Fief(hold.fief)) if hold is not None else None
        self.end_panel.show_celebration(panel, fief, self.layout.px, self.session.state.kingdom.threshold)

    def busy(self) -> bool:
        return super().busy() or (self.hold is not None and self.celebration_progress() < 1.0)

    def panel_medal(self) -> MedalProspect | None:
        """The medal's standing when the game goes on and it is settled (lost or secured)."""
        return self.end_panel.settled(self.aids.medal(self.session.state), self.session.over)

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if self.hold is None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.table.finish()  # the panel may appear now: this press is then the panel's
        self.watch_hold()
        if self.hold is not None and self.end_panel.skips(event):
            self.show_celebration()
            return None
        if self.hold is not None and self.end_panel.blocks(event):
            return None
        return super().handle(event)

    def update(self, now: int) -> Transition | None:
        transition = super().update(now)
        decided = self.ready() and self.play.decided(self.hold is not None)
        if decided != self.decided:  # the search answered: "Finish the visit" comes (or goes)
            self.decided = decided
            if decided and self.finish_button() is not None and not self.tutorial.active:
                # The prompt names it ("A/Enter on Finish the visit"): the focus goes there, not
                # left on Next statement (Up, Left, Left away). The tutorial's steps put it themselves.
                self.focus = K.Button("finish")
            self.refresh()
        self.watch_hold()
        if self.hold is not None and self.end_panel.celebrating.due(now):
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

    @property
    def pick_anchor(self) -> tuple:
        return self.picks.anchor

    def keep_hand_still(self) -> None:
        mouse = input_device() == MOUSE
        self.picks.keep(self.picking(), mouse, self.hand_shown(), not self.table.busy(), self.layout)

    def hand_shown(self) -> tuple[int, ...]:
        """The hand's cards as the table shows them (the cards its keys and picks hold)."""
        return self.model.hand

    def picking(self) -> bool:
        """Whether the session waits for cards picked from the hand (the table may still move)."""
        decision = self.session.state.decision
        return decision is not None and decision.kind is DecisionKind.CARD

    def focus_default(self) -> None:
        """Put the focus on the likely next move, unless it already rests on one."""
        if self.hold is not None:
            self.focus = K.CONTINUE
            return
        kind = self.decision_kind() if self.phase() is Phase.DECISION else None
        hands = (self.hand_shown(), self.session.state.hand)
        wanted = next_moves(self.session.state.phase, kind, self.legal(), hands, self.choice_buttons())
        if self.decided and self.phase() is not Phase.DECISION:
            wanted = [K.Button("finish"), *wanted]  # offered: the focus may rest on it
        if self.focus in wanted:
            return
        nearest = nearest_in_hand(self.focus, list(self.session.state.hand), self.picks.picked_at, wanted)
        if nearest is not None:
            self.focus = nearest
            return
        if wanted:
            self.focus = wanted[0]
            return
        keys = [f.key for f in self.focusables()]
        if self.focus not in keys:
            self.focus = keys[0] if keys else None

    # -- the end of the visit ---------------------------------------------------------------------

    def undo(self) -> None:
        """On the end-of-visit panel nothing can be undone (``refused_on_panel``)."""
        if not self.refused_on_panel(undo=True):
            super().undo()  # an undone response takes its dialogue's result (beside the trick) with it
            self.table.dialogue_won = last_dialogue(self.session.steps)

    def redo(self) -> None:
        if not self.refused_on_panel(undo=False):
            super().redo()

    def refused_on_panel(self, undo: bool) -> bool:
        """While the end-of-visit panel is up, why an undo (a redo) does nothing, on the prompt line."""
        if self.hold is None:
            return False
        self.end_panel.refuse(self.session, undo)
        self.table.stale = True
        return True

    def continue_after_visit(self) -> Transition:
        model, rest = self.table.release()
        return ShowGame(self.session, moments=rest, model=model)  # the fief selection, or the end

    # -- geometry -----------------------------------------------------------------------------------

    def choice_buttons(self) -> list[Button[K.Key]]:
        if not self.ready():
            return []
        if self.phase() is not Phase.DECISION:
            finish = self.finish_button()
            return [] if finish is None else [finish]
        take_back = bool(self.picks.made) and self.session.can_undo()
        return choice_buttons(self.layout, self.legal(), self.decision_kind(), take_back)

    def skippable(self) -> bool:
        """A card question that may be skipped is asked."""
        decision = self.decision() if self.ready() else None
        return decision is not None and decision.kind is DecisionKind.CARD and bool(self.legal_of(A.PickOption))

    def finish_button(self) -> Button[K.Key] | None:
        """ "Finish the visit", where an ability's answers go, once the search found that nothing
        the player can still do changes the visit's outcome (the rules let the player skip the rest
        of such a visit; with the setting "finish a visit when its outcome is certain" on, it is
        finished at once instead)."""
        if not self.decided:
            return None
        rect = finish_rect(self.layout)
        label = _("Finish the visit")
        # A controller has no button of its own for it: its player presses confirm on it (the
        # focus comes onto it when it appears), and its keycap names that button.
        key = keycap_name("finish_visit") or button_name("confirm")
        return Button(K.Button("finish"), label, rect, True, True, hint=key, keycap=bool(key))

    def finish_visit(self) -> None:
        """Play the rest of a decided visit as the rules say (F, or the button)."""
        if self.decided and self.play.finish():
            self.decided = False
            self.changed()

    def buttons(self) -> list[Button[K.Key]]:
        lay = self.layout
        undo, redo = self.undo_button("undo", lay.button_slots[1]), self.undo_button("redo", lay.button_slots[2])
        return table_buttons(lay, self.ready() and bool(self.legal_of(A.Reveal)), undo, redo)

    def banner_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The end-of-visit panel and its Continue button."""
        return banner_rects(self.layout, self.ctx.size)

    def hit_targets(self) -> list[tuple[K.Key, pygame.Rect]]:
        lay = self.layout
        if self.hold is not None:
            return [(K.CONTINUE, self.banner_rects()[1])]
        return pile_and_slot_targets(lay, len(self.model.kingdom.allies), [*self.choice_buttons(), *self.buttons()])

    def locate(self, key: K.Key) -> pygame.Rect | None:
        if key == K.PANEL:
            return self.banner_rects()[0] if self.hold is not None else None
        return super().locate(key)

    def places(self) -> tuple[list[tuple[K.Key, pygame.Rect]], list[tuple[K.Key, pygame.Rect]]]:
        owned, hits = super().places()  # the end-of-visit panel too, while the table holds (``locate``)
        return ([(K.PANEL, self.banner_rects()[0])] if self.hold is not None else []) + owned, hits

    def focusables(self) -> list[Focusable[K.Key]]:
        if self.hold is not None:
            return [Focusable(K.CONTINUE, self.banner_rects()[1], 0)]
        asked = self.legal_of(A.PickFief)
        picks = self.legal_of(A.PickCard)
        return focus_places(self.layout, self.model, asked, self.locate, self.choice_buttons(), self.buttons(), picks)

    def avoid(self) -> list[pygame.Rect]:
        """The HUD's lines, the score pile, an ability's question and the last dialogue's result: a
        tooltip never hides them (a fief's words covered "Choose a highlighted fief at the top")."""
        d = self.decision() if self.ready() else None
        asked = question_line(self.layout, d.kind, self.skippable()) if d is not None else None
        strip = dialogue_strip_rect(self.layout) if self.turn().dialogue is not None else None
        lay = self.layout  # the HUD's heading and trump line too (a fief's words hid "Fief 3 · Score 0 / 3")
        found = (pygame.Rect(lay.hud_title), pygame.Rect(lay.hud_second), hud_counts_rect(lay), asked, strip)
        return [r for r in (*found, pygame.Rect(lay.score)) if r]

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
            K.Button("finish"): self.finish_visit,
            K.DISCARD: lambda: self.open_pile(K.DISCARD),
            K.SCORE: lambda: self.open_pile(K.SCORE),
        }

    def blocked(self) -> bool:
        return self.hold is not None  # the end-of-visit panel: only its Continue

    def ask_first(self, plan: K.Plan) -> Transition | None:
        """An ally whose ability would do nothing now asks first."""
        match plan:
            case (A.Activate(slot),):
                advice = self.aids.allies(self.session.state) if self.ready() else ()
                if slot < len(advice) and advice[slot].would_do_nothing:
                    return ally_question(advice[slot], lambda: self.use_ally_anyway(slot))
        return None

    def use_ally_anyway(self, slot: int) -> Transition:
        self.act(A.activate(slot))
        return Pop()

    def focus_for(self, plan: K.Plan) -> K.Key | None:
        """A card picked from the hand: its place is kept, so the focus goes on from there."""
        match plan:
            case (A.PickCard(),):
                key = K.target_of(plan[0])[0]
                if isinstance(key, K.Hand):
                    self.picks.picked(key.card, list(self.session.state.hand))
        return None

    def performed(self, plan: K.Plan) -> None:
        if isinstance(plan[-1], A.PickCard) and self.phase() is Phase.DECISION:
            self.picks.made += 1

    def explain(self, key: K.Key, dragged: bool = False) -> str | None:
        if isinstance(key, K.Hand) and self.phase() is Phase.RESPOND:
            words = _("Drag {card} onto the trick, or double-click it, to answer.")
            return words.format(card=card_label(CARD_NAMES[key.card]))
        return None

    def take_back(self) -> None:
        """Take back the last pick of a run of picks (honest: only while nothing new was seen)."""
        if self.picks.made and self.session.can_undo():
            self.undo()
            self.picks.made -= 1

    def scene_key(self, event: pygame.event.Event) -> Transition | None:
        if self.hold is not None:
            return self.continue_after_visit() if event.key == pygame.K_SPACE else None
        if event.key == pygame.K_SPACE:
            return self.gesture(Click(K.Button("reveal")))
        if event.key == pygame.K_f and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.finish_visit()
        elif event.key == pygame.K_BACKSPACE:
            self.take_back()
        elif 1 <= DIGITS.get(event.key, 0) <= 4:
            self.focus = K.Ally(DIGITS[event.key] - 1)
            return self.gesture(Click(self.focus))
        return None

    # -- drawing --------------------------------------------------------------------------------

    def prompt_text(self) -> str:
        """What the prompt line asks of the player now."""
        statement = self.public_view()["statement"]
        decided = self.play.settle.outcome(self.session.state) if self.decided else None
        if decided is not None and self.ready() and self.phase() is Phase.ABILITY_WINDOW:
            return decided_prompt(decided)
        return prompt_text(self.session, statement, self.hold is not None, self.end_panel.note)

    def outlook(self) -> str | None:
        """ "lost" or "won" once the visit is settled for sure (only while the table is at rest,
        so the HUD's numbers and its colour speak of the same position)."""
        if not self.ready():
            return None
        prospect = self.aids.visit(self.session.state)
        return None if prospect is None or prospect.outlook not in (LOST, SURE_WON) else prospect.outlook

    def turn(self) -> VisitTurn:
        """What the visit adds to the position its table shows: the still picture's other half."""
        ready = self.ready()
        decision = self.decision() if ready else None
        question = decision.kind if decision else None
        outlook = self.outlook()
        return VisitTurn(
            prompt=self.prompt_text(),
            buttons=self.button_looks([*self.buttons(), *self.choice_buttons()]),
            lit=self.looks().slots_legal,
            focus=self.ring,
            outlook=outlook,
            prospect=self.aids.visit(self.session.state) if outlook is not None and question is None else None,
            deck_lit=ready and bool(self.legal_of(A.Reveal)),
            responding=self.phase() is Phase.RESPOND and ready,
            question=question,
            skippable=self.skippable(),
            finishing=ready and self.decided,
            banner=self.banner(),
            # Behind the end-of-visit panel the HUD counts the stars the panel tells of, not those before.
            stars=self.session.state.kingdom.stars if self.hold is not None else None,
            device=input_device(),
            practice=self.session.played_on,
            # The last dialogue's result, unless it settled the visit: then the line saying so is
            # told instead (a dialogue won that takes the score over the target is no success).
            dialogue=self.table.dialogue_won if ready and question is None and outlook is None else None,
            hand_gaps=hand_gaps(self.looks().hand_anchor, self.hand_shown()),
            settled=self.settled(),
        )

    def settled(self) -> bool | None:
        """The search's answer (won or lost whatever is played and drawn) while "Finish the visit"
        is offered: the line under it says so when the core's prospect names no reason."""
        return self.play.settle.outcome(self.session.state) if self.ready() and self.decided else None

    def table_words(self) -> list[pygame.Rect]:
        """The line that says the visit is won (or lost) for sure, where it is drawn (``TableView.words``)."""
        if self.decision() is not None:
            return []
        outlook = self.outlook()
        text = visit_outlook_text(self.aids.visit(self.session.state) if outlook else None, self.settled())
        area = prospect_area(self.table.layout, text, self.ready() and self.decided)
        return [] if area is None else [area]

    def banner(self) -> BannerPicture | None:
        """The end-of-visit panel while the table holds at the end of a visit."""
        if self.hold is None:
            return None
        ring = (self.hover == K.CONTINUE, self.ring == K.CONTINUE)
        return self.end_panel.picture(self.ctx.size, self.hold, self.session, self.panel_medal(), ring)

    def show_panels(self, picture: StillPicture) -> None:
        """The end-of-visit panel is a sprite over the cards: its picture changes with the still picture's."""
        assert isinstance(picture, VisitPicture)
        if picture.banner != self.end_panel.shown:  # the panel came, changed or went
            self.end_panel.show(picture.banner, self.table.banner)
