"""The replay of a finished game, with the advisor beside it (read-only).

The real table shows the position before decision *i*: the cards fly there as the replay steps
(buttons, Left/Right, the d-pad's ← →; Up/Down, Page Up/Down or the d-pad's ↑ ↓ to a visit's
start; H/T or the shoulders LB/RB to the previous or next costly choice (red mark); P or the pad's X play
on from here; Home/End; a click on the timeline or a visit's band, or a drag along the timeline,
which scrubs through the decisions, each mark's words in a tooltip: ``replay_timeline``). Each option
carries the Hint's badge, the player's choice is ringed in white, the message line gives the review's
verdict; the timeline marks the choices that cost a real amount and the cards that went against the
player (``replay_judgement``); at the end of the game its review (``replay_review_panel``).
The advice is the keeper's: kept beside the record, or computed in the background with the Hint's advisor
and budget (the prompt line tells how far it has come) and kept. "Play on from here": ``game.play_on``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from ...core import Action, State, legal_actions
from ...core.actions import ChooseFief
from ...core.prospects import MedalProspect, medal_prospect
from ...core.state import Phase
from ...core.view import TableModel
from ...game import table_keys as K
from ...game.play_on import play_on
from ...game.replay_advice import OptionAdvice
from ...game.seeds import random_seed, seed_code
from ...i18n.controls_text import button_name
from ...i18n.messages import ruler_heading
from ...i18n.replay_text import (
    advice_failed_text,
    measure_label,
    no_mark_text,
    position_text,
    practice_started_text,
    progress_text,
    replay_title,
    visit_keys_text,
)
from ...keeper import GameAdvice, GameRecord, Replay
from ..buttons import Button, usable_focus
from ..frame import Looks, Marks, SelectionTurn, VisitTurn
from ..hint_badges import LAYER_HINT
from ..replay_places import ReplayLayout, replay_layout
from ..scene import Context, Scene, ShowGame, ToTitle, Transition
from ..sprites import PictureSprite
from ..stage import Stage
from ..still_drawing import ButtonLook
from ..table_places import table_layout
from ..wake import wake
from .replay_badges import (
    badges_wanted,
    bar_words,
    chips_of,
    goal_settled,
    heading_area,
    show_badges,
    words_under_slots,
)
from .replay_marks import marks_legend
from .replay_picture import Chip, ReplayPicture, Timeline, takes_prompt
from .replay_review_panel import ReviewPanel
from .replay_ruler import ruler_line, told_in_panel
from .replay_steps import clicked_step, key_step, replay_buttons
from .replay_summary import summary_buttons
from .replay_timeline import TimelineScrub
from .selection_still import SelectionPicture, panel_frames, words_to_read
from .visit_still import VisitPicture

#: The lane of the app's job runner where a replay's advice is computed.
ADVICE_LANE = "replay-advice"
#: The phases shown on the visit's table (the others on the fief selection's).
VISIT_TABLE = frozenset({Phase.ABILITY_WINDOW, Phase.DECISION, Phase.RESPOND})


class ReplayScene(TimelineScrub, ReviewPanel, Scene):
    """A recorded game's replay on the real table, the advisor beside it."""

    def __init__(
        self,
        ctx: Context,
        record: GameRecord,
        replay: Replay,
        back: Callable[[], Transition] = ToTitle,
        index: int | None = None,
        advice: GameAdvice | None = None,
    ) -> None:
        """The replay of ``record`` (``replay``, from the keeper) at position ``index`` (the first
        decision by default); ``back`` is where Back goes. ``advice`` given is shown as it is (else
        the keeper's kept advice, else it is computed)."""
        super().__init__(ctx)
        self.record = record
        self.replay = replay
        self.back = back
        first = replay.decisions[0] if replay.decisions else replay.length
        self.index = first if index is None else max(0, min(index, replay.length))
        self.advice: GameAdvice | None = advice
        self.failed = False
        self.no_mark = ""  # H/T with no costly choice that way: said in the strip until the next step
        self.progress: tuple[int, int] = (0, len(replay.decisions))
        self.shown_progress = self.progress
        self.lane = ctx.jobs.lane(ADVICE_LANE)
        self.hover: str | None = None
        self.lay: ReplayLayout = replay_layout(*ctx.size)
        # The focus starts on Next (stepping on is what a replay is opened for), ringed at once.
        self.focus: str | None = usable_focus(self.buttons(), "next")
        self.table = Stage(ctx, self.model_at(self.index))
        self.table.layout = table_layout(*self.lay.table_size)
        self.badges: list[PictureSprite] = []
        self.placed: object = None  # what the badges were placed for
        self._options: tuple[tuple[int, int], tuple[tuple[Action, OptionAdvice | None], ...]] | None = None

    # -- the advice -----------------------------------------------------------------------------

    def enter(self) -> None:
        self.table.refresh(Marks.always(self.looks()))
        if self.advice is not None:
            return
        kept = self.ctx.keeper.kept_advice(self.record, self.replay)
        if kept is not None:
            self.advice = kept
            return
        if not self.replay.decisions:
            return
        key = (self.record.game_id, self.replay.record.final)
        if self.lane.current() != key or ((ended := self.lane.outcome()) is not None and ended.failed):
            self.lane.submit(key, self.ctx.keeper.advice_work(self.record, self.replay, self.note_progress))

    def carry_over(self, old: Scene) -> None:
        """Built again in another language: the same position, the advice already found."""
        if isinstance(old, ReplayScene) and old.record.game_id == self.record.game_id:
            self.advice = self.advice or old.advice
            self.index = old.index
            self.focus = usable_focus(self.buttons(), old.focus)
            self.table.marks = Marks.always(self.looks())
            self.table.resync(self.model_at(self.index), animate=False)

    def note_progress(self, done: int, total: int) -> None:
        """Told by the job's thread after each decision (a tuple is swapped whole); wakes the loop
        so that the progress line moves on."""
        self.progress = (done, total)
        wake()

    def update(self, now: int) -> Transition | None:
        if self.advice is None and not self.failed:
            ended = self.lane.outcome()
            if ended is not None and ended.key == (self.record.game_id, self.replay.record.final):
                if ended.failed or ended.value is None:
                    self.failed = True
                else:
                    self.advice = ended.value
                self.restill()
            elif self.progress != self.shown_progress:
                self.shown_progress = self.progress
                self.restill()
        self.follow_scrub(now)
        was_busy = self.table.busy()
        self.table.advance(now)
        if was_busy and not self.table.busy():
            # The flights' last frame: a card that landed out of sight (the hand's last card at
            # the end of the game, over the friends' panel) is taken away only by a frame drawn.
            self.moved = True
        self.place_badges()
        return None

    def busy(self) -> bool:
        # The advice's job wakes the loop itself (each decision weighed, and at its end).
        return self.table.busy() or self.table.painting() or not self.scrub_rests()

    # -- what is shown ---------------------------------------------------------------------------

    def model_at(self, index: int) -> TableModel:
        """The table at position ``index``; at the end of the game without the friends' cards (the
        game's review lies where they stood, the words under it name them, as the fiefs above do)."""
        model = TableModel.from_state(self.replay.state(index))
        if index < self.replay.length:
            return model
        return replace(model, kingdom=model.kingdom.with_(friends=()))

    def options(self) -> tuple[tuple[Action, OptionAdvice | None], ...]:
        """Every option at the position shown, with its advice once known (worked out once per
        position and advice: the frame asks for them often)."""
        key = (self.index, id(self.advice))  # the advice by identity: comparing it whole costs more
        if self._options is None or self._options[0] != key:
            self._options = (key, self.find_options())
        return self._options[1]

    def find_options(self) -> tuple[tuple[Action, OptionAdvice | None], ...]:
        found = self.decision()
        if found is not None:
            return tuple((o.action, o) for o in found.options)
        if self.index >= self.replay.length or self.index not in self.replay.decisions:
            return ()
        return tuple((a, None) for a in legal_actions(self.state))

    def looks(self) -> Looks:
        state = self.state
        actions = [a for a, _ in self.options()]
        keys = {K.target_of(a)[0] for a in actions}
        hand = frozenset(k.card for k in keys if isinstance(k, K.Hand))
        visiting = state.kingdom.visiting
        if visiting is None and state.phase is Phase.CHOOSE_FIEF:
            visiting = self.pointed_fief()  # its ruler's card, as the game's table at a fief pointed at
        return Looks(
            visit=state.phase in VISIT_TABLE,
            hand_legal=hand or None,
            fiefs_legal=frozenset(k.number for k in keys if isinstance(k, K.Fief)),
            slots_legal=frozenset(k.slot for k in keys if isinstance(k, K.Ally)),
            ruler_fief=visiting,
        )

    def badges_wanted(self) -> dict[K.Key, tuple[str, bool, bool]]:
        """Table key → (badge words, best, played) of the options on a card of the table."""
        return badges_wanted(self.decision(), self.played(), self.table.frame.shown_at)

    def chips(self) -> tuple[Chip, ...]:
        """The options that lie on no card of the table (worded), with their badges."""
        return chips_of(self.decision(), self.options(), self.played(), self.table.frame.shown_at, self.state)

    def prompt_words(self, verdict: str, status: str) -> str:
        """The prompt line: a verdict of two lines takes it (clear of the cards), the position then goes
        to the strip; else the position and the keys to another visit (the strip has no room for them)."""
        if self.reviews():  # at the end ↑ ↓ go between the review's rows (its note says so)
            return status
        return "" if takes_prompt(self.lay, verdict) else f"{status} · {visit_keys_text(button_name('visit_jump'))}"

    def status(self) -> str:
        replay, decision, at_end = self.replay, self.decision(), self.index >= self.replay.length
        number = replay.decisions.index(self.index) + 1 if self.index in replay.decisions else None
        where = position_text(number, len(replay.decisions), replay.visit_of(self.index) + 1, at_end)
        return where if decision is None else f"{where} · {measure_label(decision.measure, goal_settled(self.state))}"

    def strip_line(self) -> str:
        if self.failed:
            return advice_failed_text()
        if self.advice is None and self.replay.decisions:
            return progress_text(*self.progress)
        return ""

    def buttons(self) -> list[Button[str]]:
        """The replay's buttons, and at the end of the game the review's rows."""
        return replay_buttons(self.lay, self.replay, self.index) + summary_buttons(self.lay, self.reviews())

    def picture(self) -> ReplayPicture:
        state = self.state
        m = self.table.model
        own = replay_buttons(self.lay, self.replay, self.index)  # the review's rows are its own to draw
        looks = tuple(ButtonLook(b, b.key == self.hover, b.key == self.focus) for b in own)
        lit = self.looks().slots_legal
        (verdict, costly), status, over = self.verdict(), self.status(), self.index >= self.replay.length
        prompt = self.prompt_words(verdict, status)
        turn: VisitTurn | SelectionTurn
        if state.phase in VISIT_TABLE:  # read-only: nothing asked, lit but the move's ally, nor focused
            turn = VisitTurn(prompt, looks, lit)
        else:
            choosing = state.phase is Phase.CHOOSE_SUBSTITUTES
            shown = m.kingdom.visiting if m.kingdom.visiting is not None else self.pointed_fief()
            ruler = None if shown is None else m.kingdom.fiefs[shown].ruler
            told = not choosing and told_in_panel(self.table.layout, ruler)  # the card too small to say it
            turn = SelectionTurn(
                self.medal(state), choosing, shown, prompt, looks, lit, over=over, replayed=True, told=told
            )
        table = self.table.frame_with(turn).still
        assert isinstance(table, VisitPicture | SelectionPicture)  # the picture of its turn
        if isinstance(table, VisitPicture):  # the ruler's ability under its card, too small to say it
            table = replace(table, ruler_line=ruler_line(self.table.layout, m.ruler))
        replay = self.replay
        return ReplayPicture(
            size=self.ctx.size,
            table=table,
            title=replay_title(seed_code(self.record.seed)),
            verdict=verdict,
            verdict_error=costly,
            chips=self.chips() if self.advice is not None and not self.no_mark else (),
            line=self.no_mark or self.strip_line(),
            timeline=Timeline(
                replay.length,
                replay.decisions,
                self.marked(),
                self.index,
                replay.visit_starts,
                replay.visit_of(self.index),
                tuple(luck.index for luck in self.luck()),
            ),
            status=status if not prompt else "",
            legend=self.legend(),
            summary=self.summary(),
        )

    def legend(self) -> tuple[str, ...]:
        """The timeline's legend once the advice is shown (the keys to the marks named in it)."""
        return () if self.advice is None else marks_legend(bool(self.luck()))

    def pointed_fief(self) -> int | None:
        """At a fief's choice, the fief whose ruler the Rulers column shows: the one the player
        chose, else the Hint's (as the game's table shows the fief pointed at)."""
        decision = self.decision()
        best = None if decision is None or decision.best is None else decision.options[decision.best].action
        chosen = next((a for a in (self.played(), best) if isinstance(a, ChooseFief)), None)
        return None if chosen is None else chosen.fief

    def medal(self, state: State) -> MedalProspect:
        """The medal's prospect the table tells; at the end of the game none (the game is over:
        nothing is "offered when you next choose a fief", and the verdict line says it ended)."""
        prospect = medal_prospect(state)
        return replace(prospect, outlook="open") if self.index >= self.replay.length else prospect

    # -- the badges ------------------------------------------------------------------------------

    def place_badges(self) -> None:
        """A badge on every option lying on a card (as the Hint's), the best one's glow, and a white
        ring around the card the player chose; none while the cards move."""
        wanted = {} if self.table.busy() or not self.scrub_rests() else self.badges_wanted()
        key = (self.index, tuple(wanted.items()), self.lay.size, self.advice is not None)
        if key == self.placed:
            return
        self.placed = key
        self.moved = True  # the badges are sprites: drawn at the next frame, the still picture as it is
        for sprite in self.badges:
            sprite.show(None)
        if not wanted:  # nothing to place (the cards move, a scrub goes on): no words to keep clear
            return
        needed = 4 * len(wanted)
        while len(self.badges) < needed:
            sprite = PictureSprite(LAYER_HINT + len(self.badges) % 4)
            self.badges.append(sprite)
            self.table.group.add(sprite, layer=sprite.layer)
        table, lay = self.picture().table, self.lay.table
        # Its headings, and the panels' frames under the fiefs.
        words = [*words_to_read(lay, table), *panel_frames(lay, table)] if isinstance(table, SelectionPicture) else []
        if isinstance(table, VisitPicture):  # the heading over the ruler, under fiefs 0 and 1
            words = [heading_area(self.lay.table, ruler_heading(table.visiting))]
        verdict = self.verdict()[0]  # and the decision bar's words (the tag over a hand card covered them)
        words.append(bar_words(self.lay, self.prompt_words(verdict, self.status()), verdict))
        under = words_under_slots(lay, self.table.model.kingdom.allies)  # an ally's tag stays off them
        show_badges(self.badges, wanted, self.table.frame, self.lay, words, under)

    def restill(self) -> None:
        """What the still picture shows changed: it is painted again where it changed
        (``ReplayPicture.changed_regions``) at the next frame."""
        self.table.stale = True
        self.moved = True

    # -- stepping --------------------------------------------------------------------------------

    def go(self, index: int, animate: bool = True) -> None:
        """Show position ``index`` (the cards fly there; put there at once when not ``animate``:
        a scrub along the timeline passes several positions a second)."""
        index = max(0, min(index, self.replay.length))
        if index == self.index:
            return
        self.index, self.no_mark = index, ""
        # Next at the end (Play on from here too) is off: the focus goes to the nearest button on.
        self.focus = usable_focus(self.buttons(), self.focus)
        self.table.marks = Marks.always(self.looks())
        self.table.resync(self.model_at(index), animate=animate)
        self.restill()

    def step(self, forward: bool) -> None:
        replay = self.replay
        self.go(replay.next_decision(self.index) if forward else replay.previous_decision(self.index))

    def press(self, key: str) -> Transition | None:
        if self.press_row(key):  # a visit's row of the review: its costliest choice
            return None
        if key == "previous":
            self.step(False)
        elif key == "next":
            self.step(True)
        elif key == "play_on":
            return self.play_on()
        elif key == "back":
            self.lane.cancel()
            self.ctx.replay_left_at[self.record.game_id] = self.index
            return self.back()
        return None

    def play_on(self) -> Transition | None:
        """A practice game from the position shown (never saved nor recorded)."""
        if self.index >= self.replay.length:
            return None
        self.lane.cancel()
        session = play_on(self.replay, self.index, random_seed(), undo_allowed=True, game_id=self.record.game_id)
        return ShowGame(session, message=practice_started_text())

    # -- input -----------------------------------------------------------------------------------

    def locate(self, key: str) -> pygame.Rect | None:
        """Where button ``key`` is (tests, and the keyboard's focus)."""
        return next((b.rect for b in self.buttons() if b.key == key), None)

    def button_at(self, pos: tuple[int, int]) -> Button[str] | None:
        return next((b for b in self.buttons() if b.enabled and b.rect.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.button_at(event.pos) is None:
                self.start_scrub(event.pos)  # on the timeline: its decision at once, the cards flying
            return None
        if event.type == pygame.MOUSEMOTION:
            if self.scrubbing:  # shown at the frame's update: a fast mouse sends many moves a frame
                self.scrub_x = event.pos[0]
                return None
            self.show_tip(self.pointed_tick(event.pos))
            found = self.button_at(event.pos)
            hover = None if found is None else found.key
            if hover != self.hover:
                self.hover = hover
                self.restill()
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.scrubbing:  # the scrub ends where the pointer left it
                self.end_scrub(event.pos)
                return None
            return self.click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return None

    def click(self, pos: tuple[int, int]) -> Transition | None:
        found = self.button_at(pos)
        if found is not None:
            self.focus = None
            return self.press(found.key)
        target = clicked_step(self.lay, self.replay, pos)  # on the timeline or a visit's band
        if target is not None:
            self.go(target)
        return None

    def key(self, event: pygame.event.Event) -> Transition | None:
        key = event.key
        pad = bool(getattr(event, "controller", False))
        marks = sorted(self.marked())  # H/T: the costly choices, as the legend says (not the cards' luck)
        if self.step_rows(key):  # ↑ ↓ with the review shown: its rows, top to bottom
            return None
        target = key_step(self.replay, self.index, key, marks, pad)
        if target is not None:
            self.go(target)
        elif key in (pygame.K_h, pygame.K_t) and marks:  # past the last red mark (the first): say so
            self.no_mark = no_mark_text(key == pygame.K_t)
            self.restill()
        elif key == pygame.K_p or (pad and key == pygame.K_SPACE):  # the pad's X
            return self.press("play_on")
        elif key == pygame.K_TAB:
            enabled = [b.key for b in self.buttons() if b.enabled]
            at = enabled.index(self.focus) if self.focus in enabled else -1
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.focus = enabled[(at + step) % len(enabled)]
            self.restill()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.focus is None:
                self.focus = "play_on" if self.index < self.replay.length else "back"
                self.restill()
                return None
            return self.press(self.focus)
        elif key == pygame.K_ESCAPE:
            return self.press("back")
        return None

    # -- drawing ---------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.lay = replay_layout(*size)
        self.table.finish()
        self.table.layout = table_layout(*self.lay.table_size)
        self.table.background = None
        self.table.refresh(Marks.always(self.looks()))
        self.placed = None
        self.stop_scrub()
        self.dirty = True

    def pointer_gone(self) -> None:
        self.stop_scrub()
        if self.hover is not None:
            self.hover = None
            self.restill()

    def draw(self, surface: pygame.Surface, full: bool = True) -> list[pygame.Rect] | None:
        full = full or self.dirty
        if self.dirty:
            self.restill()
        picture = self.picture() if self.table.wants_still(full, surface.get_size()) else None
        self.dirty = False
        self.moved = False
        return self.table.draw(surface, full, picture)
