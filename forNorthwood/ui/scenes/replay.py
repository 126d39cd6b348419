"""The replay of a finished game, with the advisor beside it (read-only).

The real table shows the position before decision *i*: the cards fly to their places as the
replay steps (buttons, Left/Right, a controller's d-pad; Up/Down, Page Up/Down or the
shoulders LB/RB go to the start of the previous or next visit; Home/End to the first
decision and the end; a click on the timeline goes to the decision under it, a click on a
visit's band to its start). For the decision shown, each option carries the badge the Hint
would have shown (the card's, as in the game; the options on no card in the strip under the
table), the option the player took is ringed in white, and the message line gives the
review's verdict. The timeline marks every decision and, in red, the biggest drops in the
chance to win the visit.

The advice is the keeper's: kept beside the record, or computed in the background with the
Hint's advisor and budget (the prompt line tells how far it has come) and kept for next time.
"Play on from here" starts a practice game from the position shown (``game.play_on``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ...core import Action, State, legal_actions
from ...core.prospects import medal_prospect
from ...core.state import FiefStatus, Phase
from ...game import table_keys as K
from ...game.play_on import play_on
from ...game.replay_advice import DecisionAdvice, OptionAdvice
from ...game.seeds import random_seed, seed_code
from ...i18n import _
from ...i18n.replay_text import (
    advice_failed_text,
    drop_note,
    position_text,
    practice_started_text,
    progress_text,
    replay_title,
    verdict_text,
    your_choice_text,
)
from ...i18n.review_text import action_words, chance_text
from ...keeper import GameAdvice, GameRecord, Replay, ReplayRefused
from .. import assets
from ..frame import Looks, Marks
from ..hint_layer import LAYER_HINT, badge_box, badge_image, badge_key, best_glow
from ..replay_places import ReplayLayout, mark_x, replay_layout, visit_bands
from ..scene import Context, Goto, Scene, ShowGame, ToTitle, Transition
from ..sprites import PictureSprite
from ..stage import Stage
from ..still_drawing import AlliesPicture, ButtonLook, StillPicture
from ..table_model import TableModel
from ..table_places import table_layout
from ..text import draw_block, draw_line
from ..theme import ERROR, FELT, FELT_EDGE, FOCUS, FOCUS_RING, INK, MIN_TEXT, TEXT_DIM, TEXT_LIGHT
from ..wake import wake
from ..widgets import Button
from .selection_still import Friends, SelectionPicture
from .visit_still import VisitPicture

#: The lane of the app's job runner where a replay's advice is computed.
ADVICE_LANE = "replay-advice"
#: How many of the biggest drops the timeline marks.
DROPS_MARKED = 3
#: The phases shown on the visit's table (the others on the fief selection's).
VISIT_TABLE = frozenset({Phase.ABILITY_WINDOW, Phase.DECISION, Phase.RESPOND})
BUTTON_KEYS = ("previous", "next", "play_on", "back")


def open_replay(ctx: Context, record: GameRecord, back: Callable[[], Transition]) -> Transition | None:
    """The replay of ``record``, where Back goes to ``back()``; None when it cannot be replayed
    (the player is told why by the keeper's warning: the record itself is left as it is)."""
    try:
        replay = ctx.keeper.replay(record)
    except ReplayRefused as refused:
        ctx.keeper.warn(refused.message)
        return None
    return Goto(lambda ctx: ReplayScene(ctx, record, replay, back))


def table_model_of(state: State) -> TableModel:
    """What the table shows of a position: the one place the replay builds the frame's model."""
    return TableModel.from_state(state)


@dataclass(frozen=True, slots=True)
class Chip:
    """An option that lies on no card, with its odds: worded, as a badge in the strip."""

    words: str
    chance: str | None
    best: bool
    played: bool


@dataclass(frozen=True, slots=True)
class Timeline:
    """The timeline: where the decisions are, which is shown, the biggest drops, the visits."""

    length: int
    decisions: tuple[int, ...]
    drops: tuple[int, ...]
    index: int
    visit_starts: tuple[int, ...]
    visit: int


@dataclass(frozen=True, slots=True)
class ReplayPicture:
    """Everything the replay screen draws besides its cards (a frozen value: its redraw key)."""

    size: tuple[int, int]
    table: VisitPicture | SelectionPicture
    title: str
    verdict: str
    verdict_error: bool
    chips: tuple[Chip, ...]
    line: str  # in the strip when no chip is shown: the advisor's progress, or why there is no advice
    timeline: Timeline

    def changed_regions(self, old: StillPicture | None) -> list[pygame.Rect] | None:
        """Where this picture differs from ``old`` (a step inside a visit changes the counts, the
        trick, the prompt, the verdict, the strip): only those places are painted again. None
        (paint it all) when the table's own picture cannot say, or the title changed."""
        if not isinstance(old, ReplayPicture) or old.size != self.size or old.title != self.title:
            return None
        if type(old.table) is not type(self.table):
            return None
        regions: list[pygame.Rect] = []
        if self.table != old.table:
            inner = self.table.changed_regions(old.table)
            if inner is None:
                return None
            regions += inner
        lay = replay_layout(*self.size)
        if (self.verdict, self.verdict_error) != (old.verdict, old.verdict_error):
            regions.append(pygame.Rect(lay.table.message))
        if (self.chips, self.line) != (old.chips, old.line):
            regions.append(pygame.Rect(lay.chips))
        if self.timeline != old.timeline:
            regions.append(lay.timeline.union(lay.visits))
        return regions or None

    def paint(self, surface: pygame.Surface) -> None:
        """Paint the picture; only what lies in the surface's clip (a few places changed) is drawn."""
        lay = replay_layout(*self.size)
        table = lay.table
        wanted = surface.get_clip()
        surface.blit(assets.table_background(*self.size), wanted.topleft, wanted)
        area = pygame.Rect((0, 0), lay.table_size)
        clip = wanted.clip(area)  # a subsurface does not keep to its parent's clip
        if clip.width and clip.height:
            inner = surface.subsurface(area)
            inner.set_clip(clip)
            self.table.paint(inner)
        # The title where the game's Rules, Cards and Hint buttons are: the replay has none of them.
        corner = table.rules_button.union(table.hint_button)
        if corner.colliderect(wanted):
            draw_block(surface, self.title, corner, TEXT_DIM, table.text(15), True, "right", minimum=MIN_TEXT)
        if table.message.colliderect(wanted):
            draw_block(
                surface,
                self.verdict,
                table.message,
                ERROR if self.verdict_error else TEXT_LIGHT,
                table.text(19),
                False,
                "center",
                "middle",
                minimum=MIN_TEXT,
            )
        if not wanted.colliderect(lay.chips.union(lay.visits)):
            return
        if self.chips:
            draw_chips(surface, lay, self.chips)
        elif self.line:
            draw_line(surface, self.line, lay.chips, TEXT_DIM, max(MIN_TEXT, lay.text(15)), False, "center")
        draw_timeline(surface, lay, self.timeline)


def draw_chips(surface: pygame.Surface, lay: ReplayLayout, chips: tuple[Chip, ...]) -> None:
    """The options on no card, side by side in the strip, each with its badge; the one played ringed."""
    size = lay.text(15)
    x = lay.chips.left
    for chip in chips:
        words = chip.words if chip.chance is None else f"{chip.words}  {chip.chance}"
        image = badge_image(words, size, chip.best)
        rect = image.get_rect(midleft=(x, lay.chips.centery))
        if rect.right > lay.chips.right:
            break  # no more room: the verdict still names the choice made
        surface.blit(image, rect)
        if chip.played:
            pygame.draw.rect(
                surface, FOCUS_RING, rect.inflate(6, 6), width=max(2, lay.px(2)), border_radius=rect.height
            )
        x = rect.right + lay.px(14)


@lru_cache(maxsize=4)
def timeline_marks(
    size: tuple[int, int], length: int, decisions: tuple[int, ...], drops: tuple[int, ...]
) -> pygame.Surface:
    """The timeline's felt and its marks (drawn once per game and size: only the position moves)."""
    lay = replay_layout(*size)
    line = lay.timeline
    image = pygame.Surface(line.size, pygame.SRCALPHA)
    pygame.draw.rect(image, (*FELT, 220), image.get_rect(), border_radius=max(3, line.height // 4))
    local = pygame.Rect((0, 0), line.size)
    width = max(1, lay.px(2))
    for index in decisions:
        x = mark_x(local, index, length)
        drop = index in drops
        inset = line.height // 8 if drop else line.height // 3
        colour = (230, 70, 60) if drop else TEXT_DIM
        pygame.draw.line(image, colour, (x, inset), (x, line.height - inset), width * (2 if drop else 1))
    return image


def draw_timeline(surface: pygame.Surface, lay: ReplayLayout, t: Timeline) -> None:
    """A mark per decision, the biggest drops in red and taller, the position shown in gold; the
    visits' bands under it, the current one lit."""
    line = lay.timeline
    surface.blit(timeline_marks(lay.size, t.length, t.decisions, t.drops), line.topleft)
    x = mark_x(line, t.index, t.length)
    marker = pygame.Rect(0, 0, max(4, lay.px(6)), line.height)
    marker.centerx = x
    marker.top = line.top
    pygame.draw.rect(surface, FOCUS, marker, border_radius=marker.width // 2)
    for number, band in enumerate(visit_bands(lay.visits, line, t.visit_starts, t.length), start=1):
        current = number - 1 == t.visit
        pygame.draw.rect(surface, FELT_EDGE if current else FELT, band, border_radius=max(2, band.height // 4))
        words = _("Visit {n}").format(n=number)
        face = assets.font(lay.text(14), current)
        if face.size(words)[0] > band.width - 4:
            words = str(number)
        if face.size(words)[0] <= band.width:
            draw_line(surface, words, band, (20, 14, 8) if current else TEXT_LIGHT, lay.text(14), current, "center")


def choice_tag(words: str, size: int) -> pygame.Surface:
    """The tag on the thing the player chose: light, so that it is told apart from the odds' badges."""
    face = assets.font(size, True)
    w, h = face.size(words)
    pad = max(3, size // 3)
    image = pygame.Surface((w + 2 * pad, h + pad // 2), pygame.SRCALPHA)
    pygame.draw.rect(image, (*FOCUS_RING, 245), image.get_rect(), border_radius=image.get_height() // 2)
    draw_line(image, words, image.get_rect(), INK, size, True, "center")
    return image


class ReplayScene(Scene):
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
        self.progress: tuple[int, int] = (0, len(replay.decisions))
        self.shown_progress = self.progress
        self.lane = ctx.jobs.lane(ADVICE_LANE)
        self.hover: str | None = None
        self.focus: str | None = None
        self.lay: ReplayLayout = replay_layout(*ctx.size)
        self.table = Stage(ctx, table_model_of(replay.state(self.index)))
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
            self.table.marks = Marks.always(self.looks())
            self.table.resync(table_model_of(self.state), animate=False)

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
        self.table.advance(now)
        self.place_badges()
        return None

    def busy(self) -> bool:
        # The advice's job wakes the loop itself (each decision weighed, and at its end).
        return self.table.busy()

    # -- what is shown ---------------------------------------------------------------------------

    @property
    def state(self) -> State:
        return self.replay.state(self.index)

    def decision(self) -> DecisionAdvice | None:
        return None if self.advice is None else self.advice.at(self.index)

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

    def played(self) -> Action | None:
        return self.replay.position(self.index).action if self.index in self.replay.decisions else None

    def looks(self) -> Looks:
        state = self.state
        actions = [a for a, _ in self.options()]
        keys = {K.target_of(a)[0] for a in actions}
        hand = frozenset(k.card for k in keys if isinstance(k, K.Hand))
        visiting = state.kingdom.visiting
        return Looks(
            visit=state.phase in VISIT_TABLE,
            hand_legal=hand or None,
            fiefs_legal=frozenset(k.number for k in keys if isinstance(k, K.Fief)),
            slots_legal=frozenset(k.slot for k in keys if isinstance(k, K.Ally)),
            ruler_fief=visiting,
        )

    def badges_wanted(self) -> dict[K.Key, tuple[str, bool, bool]]:
        """Table key → (badge words, best, played) of the options on a card of the table."""
        decision = self.decision()
        if decision is None:
            played_action = self.played()
            key = None if played_action is None else badge_key(played_action)
            if key is None or self.table.frame.shown_at.get(key) is None:
                return {}
            return {key: ("", False, True)}
        best = None if decision.best is None else decision.options[decision.best].code
        played = decision.options[decision.played].code
        found: dict[K.Key, tuple[float, str, bool, bool]] = {}
        for option in decision.options:
            key = badge_key(option.action)
            if key is None or option.success is None or self.table.frame.shown_at.get(key) is None:
                continue
            is_best, is_played = option.code == best, option.code == played
            old = found.get(key)
            if old is None or option.success > old[0] or is_best:
                found[key] = (
                    option.success,
                    chance_text(option.success, option.exact),
                    is_best or (old is not None and old[2]),
                    is_played or (old is not None and old[3]),
                )
            elif is_played:
                found[key] = (*old[:3], True)
        return {key: (words, best_, played_) for key, (_, words, best_, played_) in found.items()}

    def chips(self) -> tuple[Chip, ...]:
        """The options that lie on no card of the table (worded), with their badges."""
        decision = self.decision()
        out = []
        for action, option in self.options():
            key = badge_key(action)
            if key is not None and self.table.frame.shown_at.get(key) is not None:
                continue
            chance = None if option is None or option.success is None else chance_text(option.success, option.exact)
            best = decision is not None and decision.best is not None and decision.options[decision.best] == option
            played = action == self.played()
            out.append(Chip(action_words(action), chance, best, played))
        return tuple(out)

    def verdict(self) -> tuple[str, bool]:
        played = self.played()
        if played is None:
            return "", False
        decision = self.decision()
        if decision is None:
            return verdict_text(played, None), False
        took = decision.options[decision.played]
        best = None if decision.best is None else decision.options[decision.best]
        text = verdict_text(
            played,
            None if took.success is None else (took.success, took.exact),
            None if best is None else best.action,
            None if best is None or best.success is None else (best.success, best.exact),
            decision.in_visit,
        )
        drops = self.advice.biggest_drops(DROPS_MARKED) if self.advice is not None else ()
        costly = any(d.index == self.index for d in drops)
        if costly:
            text += " " + drop_note(round(decision.drop * 100))
        return text, costly

    def status(self) -> str:
        replay = self.replay
        at_end = self.index >= replay.length
        number = replay.decisions.index(self.index) + 1 if self.index in replay.decisions else None
        return position_text(number, len(replay.decisions), replay.visit_of(self.index) + 1, at_end)

    def strip_line(self) -> str:
        if self.failed:
            return advice_failed_text()
        if self.advice is None and self.replay.decisions:
            return progress_text(*self.progress)
        return ""

    def buttons(self) -> list[Button[str]]:
        lay = self.lay
        replay = self.replay
        return [
            Button("previous", _("← Previous"), lay.previous, self.index > 0),
            Button("next", _("Next →"), lay.next, self.index < replay.length),
            Button("play_on", _("Play on from here"), lay.play_on, self.index < replay.length, primary=True),
            # "Close", not "Back": beside "← Previous" some languages would say "back" twice.
            Button("back", _("Close"), lay.back),
        ]

    def picture(self) -> ReplayPicture:
        state = self.state
        m = self.table.model
        looks = tuple(ButtonLook(b, b.key == self.hover, b.key == self.focus) for b in self.buttons())
        allies = AlliesPicture(m.allies, self.looks().slots_legal, None)
        table: VisitPicture | SelectionPicture
        if state.phase in VISIT_TABLE:
            statement_on_top = bool(m.discard) and m.statement is not None and m.statement == m.discard[-1]
            table = VisitPicture(
                size=self.lay.table_size,
                visiting=m.visiting,
                score=len(m.score),
                target=m.target if m.target is not None else 0,
                outlook=None,
                prospect=None,
                trump=m.trump,
                deck=m.deck_count,
                known=len(m.known_top),
                hand=len(m.hand),
                stars=m.stars,
                threshold=m.threshold,
                baron_eyes=m.baron_eyes,
                allies=allies,
                deck_lit=False,
                deck_focused=False,
                discard=len(m.discard),
                statement_on_top=statement_on_top,
                response=m.response is not None,
                responding=False,
                question=None,
                skippable=False,
                prompt=self.status(),
                buttons=looks,
                banner=None,
            )
        else:
            standing = tuple((a.substitute, a.ally) for a in m.allies if a.substitute)
            visiting = m.visiting
            ruler = None if visiting is None else m.fiefs[visiting].ruler
            table = SelectionPicture(
                size=self.lay.table_size,
                visit=min(8, m.visits_done + 1),
                stars=m.stars,
                threshold=m.threshold,
                still_possible=m.stars_still_possible,
                preview=(visiting, ruler) if visiting is not None and ruler is not None else None,
                friends=None
                if m.friends
                else Friends(False, standing, any(f.status is FiefStatus.WON for f in m.fiefs)),
                choosing_friends=state.phase is Phase.CHOOSE_SUBSTITUTES,
                visiting=visiting,
                ruler=m.ruler,
                medal=medal_prospect(state),
                allies=allies,
                prompt=self.status(),
                buttons=looks,
            )
        verdict, costly = self.verdict()
        drops = self.advice.biggest_drops(DROPS_MARKED) if self.advice is not None else ()
        replay = self.replay
        return ReplayPicture(
            size=self.ctx.size,
            table=table,
            title=replay_title(seed_code(self.record.seed)),
            verdict=verdict,
            verdict_error=costly,
            chips=self.chips() if self.advice is not None else (),
            line=self.strip_line(),
            timeline=Timeline(
                replay.length,
                replay.decisions,
                tuple(d.index for d in drops),
                self.index,
                replay.visit_starts,
                replay.visit_of(self.index),
            ),
        )

    # -- the badges ------------------------------------------------------------------------------

    def place_badges(self) -> None:
        """A badge on every option lying on a card (as the Hint's), the best one's glow, and a white
        ring around the card the player chose; none while the cards move."""
        wanted = {} if self.table.busy() else self.badges_wanted()
        key = (self.index, tuple(wanted.items()), self.lay.size, self.advice is not None)
        if key == self.placed:
            return
        self.placed = key
        self.moved = True  # the badges are sprites: drawn at the next frame, the still picture as it is
        for sprite in self.badges:
            sprite.show(None)
        px = self.lay.px
        size = max(MIN_TEXT, px(17))
        needed = 4 * len(wanted)
        while len(self.badges) < needed:
            sprite = PictureSprite(LAYER_HINT + len(self.badges) % 4)
            self.badges.append(sprite)
            self.table.group.add(sprite, layer=sprite.layer)
        for i, (where, (words, best, played)) in enumerate(wanted.items()):
            ident = self.table.frame.shown_at[where]
            rect = self.table.frame.places[ident].rect
            glow, ring, tag, badge = self.badges[4 * i : 4 * i + 4]
            if best:
                image, box = best_glow(rect, px)
                glow.show(image, box.topleft)
            if played:
                # The card the player chose: ringed in white, and a tag on its foot that says so.
                edge = rect.inflate(2 * px(6), 2 * px(6))
                image = pygame.Surface(edge.size, pygame.SRCALPHA)
                pygame.draw.rect(image, FOCUS_RING, image.get_rect(), width=max(2, px(3)), border_radius=px(10))
                ring.show(image, edge.topleft)
                image = choice_tag(your_choice_text(), size)
                box = image.get_rect(center=(rect.centerx, rect.bottom))  # on its foot's edge: the name reads
                tag.show(image, box.clamp(pygame.Rect((0, 0), self.lay.table_size)).topleft)
            if words:  # no advice yet: the card chosen is ringed, no odds
                image = badge_image(words, size, best)
                box = badge_box(where, rect, image.get_rect(), px, self.lay.table_size)
                badge.show(image, box.topleft)

    def restill(self) -> None:
        """What the still picture shows changed: it is painted again where it changed
        (``ReplayPicture.changed_regions``) at the next frame."""
        self.table.stale = True
        self.moved = True

    # -- stepping --------------------------------------------------------------------------------

    def go(self, index: int) -> None:
        """Show position ``index`` (the cards fly there)."""
        index = max(0, min(index, self.replay.length))
        if index == self.index:
            return
        self.index = index
        self.table.marks = Marks.always(self.looks())
        self.table.resync(table_model_of(self.replay.state(index)))
        self.restill()

    def step(self, forward: bool) -> None:
        replay = self.replay
        self.go(replay.next_decision(self.index) if forward else replay.previous_decision(self.index))

    def jump_visit(self, forward: bool) -> None:
        replay = self.replay
        starts = replay.visit_starts
        visit = replay.visit_of(self.index)
        if forward:
            target = starts[visit + 1] if visit + 1 < len(starts) else replay.length
        else:
            start = starts[visit] if starts else 0
            target = start if self.index > start else (starts[visit - 1] if visit > 0 else 0)
        self.go(self.first_decision_from(target))

    def first_decision_from(self, index: int) -> int:
        """The first decision at or after ``index`` (the start of a visit is its fief's choice)."""
        return (
            index if index in self.replay.decisions or index >= self.replay.length else self.replay.next_decision(index)
        )

    def press(self, key: str) -> Transition | None:
        if key == "previous":
            self.step(False)
        elif key == "next":
            self.step(True)
        elif key == "play_on":
            return self.play_on()
        elif key == "back":
            self.lane.cancel()
            return self.back()
        return None

    def play_on(self) -> Transition | None:
        """A practice game from the position shown (never saved nor recorded)."""
        if self.index >= self.replay.length:
            return None
        self.lane.cancel()
        session = play_on(self.replay, self.index, random_seed(), undo_allowed=True)
        return ShowGame(session, message=practice_started_text())

    # -- input -----------------------------------------------------------------------------------

    def locate(self, key: str) -> pygame.Rect | None:
        """Where button ``key`` is (tests, and the keyboard's focus)."""
        return next((b.rect for b in self.buttons() if b.key == key), None)

    def button_at(self, pos: tuple[int, int]) -> Button[str] | None:
        return next((b for b in self.buttons() if b.enabled and b.rect.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEMOTION:
            found = self.button_at(event.pos)
            hover = None if found is None else found.key
            if hover != self.hover:
                self.hover = hover
                self.restill()
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return None

    def click(self, pos: tuple[int, int]) -> Transition | None:
        found = self.button_at(pos)
        if found is not None:
            self.focus = None
            return self.press(found.key)
        lay = self.lay
        replay = self.replay
        if lay.timeline.inflate(0, lay.px(8)).collidepoint(pos) and replay.decisions:
            nearest = min(replay.decisions, key=lambda d: abs(mark_x(lay.timeline, d, replay.length) - pos[0]))
            self.go(nearest)
            return None
        for start, band in zip(
            replay.visit_starts, visit_bands(lay.visits, lay.timeline, replay.visit_starts, replay.length), strict=True
        ):
            if band.collidepoint(pos):
                self.go(self.first_decision_from(start))
        return None

    def key(self, event: pygame.event.Event) -> Transition | None:
        key = event.key
        if key in (pygame.K_RIGHT, pygame.K_SPACE):
            self.step(True)
        elif key in (pygame.K_LEFT, pygame.K_BACKSPACE):
            self.step(False)
        elif key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_t):
            self.jump_visit(True)
        elif key in (pygame.K_UP, pygame.K_PAGEUP, pygame.K_h):
            self.jump_visit(False)
        elif key == pygame.K_HOME:
            self.go(self.first_decision_from(0))
        elif key == pygame.K_END:
            self.go(self.replay.length)
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
        self.dirty = True

    def pointer_gone(self) -> None:
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
