"""The tutorial over the table: its words, its spotlight, and the input it holds back.

A tutorial game's session holds its ``Tutorial`` (``Session.tutorial``), so it travels
with the session from scene to scene, into the save and back on Continue without any
scene passing it on. Each table scene has one ``TutorialLayer``: it shows the
``TutorialOverlay`` over the table while the table is at rest (hidden while the cards
move, so the words never run ahead of what is shown), gives it the input first, and
says where each target is on the table (through the ``TableView`` only). Next and Skip
are messages (``NextLesson``; ``SkipTutorial``, asked first with ``AskFirst``) the scene hands to the game's keeper;
once the tutorial is finished or skipped the layer stands aside.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..core import Action
from ..core.state import Phase
from ..game import table_keys as K
from ..game.lessons import action_for
from ..game.tutorial import Tutorial
from ..i18n import _
from . import assets
from .ally_slot import ability_rows, slot_places
from .layers import PASS, AskFirst, Focus, Message, NextLesson, Redraw, Reply, SkipTutorial, TableView
from .table_input import DIGITS, ENTER
from .text import block_area
from .tutorial_overlay import ALWAYS_OPEN, OverlayLayout, TutorialOverlay, Verdict


def rect_of(view: TableView) -> Callable[[K.Key], pygame.Rect | None]:
    """Where each target is on the table now (None when it is not on screen)."""

    def where(target: K.Key) -> pygame.Rect | None:
        if view.held() != (target == K.CONTINUE):
            return None  # only the end-of-visit panel's Continue can be used while it is up
        return view.outline(target)

    return where


#: What Space does on the table, wherever the focus is (``VisitScene.scene_key``, ``FiefSelectionScene.scene_key``).
SPACE_DOES: tuple[K.Key, ...] = (K.DECK, K.Button("reveal"), K.Button("start"))

#: How many times a pixel of the header (the fief row, the visit's counts) counts against a place
#: of the tutorial's box beside one of the other cards (``covered`` counts a pixel under two
#: listed places twice): a player found the box over the fief row the game is read by.
HEADER_WEIGHT = 4


class TutorialLayer:
    """The tutorial over one table scene (inert when the scene's game has no active tutorial)."""

    def __init__(self, tutorial: Tutorial | None, now: Callable[[], int]) -> None:
        self.overlay = TutorialOverlay(tutorial, now) if tutorial is not None and tutorial.active else None
        self.passing = False  # a press given to the table while the overlay was hidden: its release too
        self.was_shown = False  # the overlay was on screen at the last frame drawn
        self.aimed: K.Key | None = None  # what the step shown last put the focus on

    @property
    def active(self) -> bool:
        return self.overlay is not None and not self.overlay.ended

    def keep_clear(self, view: TableView) -> list[pygame.Rect]:
        """The words of the table the player reads with the tutorial's, which its box goes beside:
        the prompt line (what to do now), the message line above it (what just happened: "Fief 3
        won"), the end-of-visit panel while it holds the table, and the table's other lines of words
        ("This visit is won…": a first-time player saw the spotlight's dashes across it)."""
        panel = view.locate(K.PANEL) if view.held() else None
        lines = [r for r in (view.locate(K.PROMPT), pygame.Rect(view.layout.message), panel) if r is not None]
        return [*lines, *view.words()]

    @staticmethod
    def spare(view: TableView) -> list[pygame.Rect]:
        """The table's cards and header, which the box would rather leave whole (a ruler's name
        cut in half reads as a different card): the fiefs, the ruler, the allies, the buttons
        beside the hand (Menu and Undo stay usable), the hand (not
        under the end-of-visit panel: the hand played out is the room left for the words). The
        header (the fiefs, the visit's counts) weighs ``HEADER_WEIGHT`` times the others."""
        lay = view.layout
        hand = (lay.hand,) if view.state.hand and not view.held() else ()
        header = (*lay.fief_cards, lay.hud) * HEADER_WEIGHT
        places = (*header, lay.ruler_card, *lay.ally_slots, *lay.button_slots, *hand)
        return [pygame.Rect(r) for r in places]

    @staticmethod
    def slot_words(view: TableView) -> list[pygame.Rect]:
        """The words under the allies' cards where they are drawn (the ability line's rows, a
        friend's name and caption, the word "exhausted" under a turned card), which the drop zone's
        dashes round an ally stay off (a player read "Swap in a ruler up to 2 fiefs away." struck
        through) and the spotlight's ring too; the box may still go over them."""
        lay, size = view.layout, view.layout.text(14)
        found: list[pygame.Rect] = []
        for slot, ally in enumerate(view.state.kingdom.allies):
            p = slot_places(lay, slot, ally, view.state.kingdom.allies)
            line = "\n".join(ability_rows(lay, slot, ally.character))
            found += [block_area(line, pygame.Rect(p.ability), size, False, "center", "middle", minimum=size)]
            found += [pygame.Rect(r) for r in (p.name, p.caption) if r is not None]
            if p.tag is not None:  # one line, vertically centred
                letters = assets.font(size, True).get_height()
                found.append(pygame.Rect(p.tag.left, p.tag.centery - letters // 2, p.tag.width, letters))
        return [r for r in found if r.height > 0]

    @staticmethod
    def usable(view: TableView) -> list[pygame.Rect]:
        """What the box never covers besides the step's targets: the table's buttons the player
        may use at every step (Menu, Rules, Undo, Redo), where they are now (a player found it over
        Undo and Menu), and the header (the fiefs, the visit's counts)."""
        buttons = [r for r in (view.locate(key) for key in ALWAYS_OPEN) if r is not None]
        return [*buttons, *map(pygame.Rect, (*view.layout.fief_cards, view.layout.hud))]

    def layout(self, view: TableView) -> OverlayLayout | None:
        """Where the overlay's box, buttons and spotlight are now (None when it is not shown)."""
        if not self.visible(view) or self.overlay is None:
            return None
        prompt = self.overlay.prompt(view.state)
        assert prompt is not None
        return self._aim(self.overlay, view).layout(prompt, view.size, rect_of(view))

    def visible(self, view: TableView) -> bool:
        """The overlay is shown: a tutorial runs, the table is at rest and has something to say."""
        overlay = self.overlay
        if overlay is None or not self.active or view.busy():
            return False
        prompt = overlay.prompt(view.state)
        if prompt is None:
            return False
        return not view.held() or prompt.target == K.CONTINUE

    def aim(self, view: TableView) -> tuple[K.Key | None, K.Key | None]:
        """What the step shown asks the player to act on, and where to drop it (both None when no
        step waiting for an action is shown): the keyboard focus follows it, so that Enter does
        what the words say."""
        overlay = self.overlay
        if overlay is None or not self.visible(view):
            return None, None
        prompt = overlay.prompt(view.state)
        if prompt is None or prompt.needs_next:
            return None, None
        return prompt.target, prompt.drop

    def asked_move(self, view: TableView) -> Action | None:
        """The one move the step shown asks for (None on a step to read or with no tutorial): the
        Hint rings it, not a move the step holds back."""
        target, drop = self.aim(view) if self.active else (None, None)
        return None if target is None else action_for(target, drop, view.state)

    def steer(self, view: TableView, refocused: bool = False) -> list[Message]:
        """A new step points at something: the keyboard focus goes there once (the arrows may take
        it elsewhere after), so Enter does what the step says. A friend to bring in: the friend
        first, its slot once it is taken. ``refocused``: the table had to move the focus (from a
        button that opened the menu, say): the step puts it back on its target, since its words
        say the outline is there."""
        if refocused:
            self.aimed = None
        if not self.active:
            return []
        target, drop = self.aim(view)
        wanted = drop if target is not None and target == view.picked_up and drop is not None else target
        if wanted is None or wanted == self.aimed or not view.reachable(wanted):
            return []
        self.aimed = wanted
        return [Focus(wanted)]

    def over(self, area: pygame.Rect, view: TableView) -> bool:
        """The tutorial's box stands over part of ``area`` now (the table then leaves its words there)."""
        shown = self.layout(view)
        return shown is not None and shown.box.colliderect(area)

    # -- the loop --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, view: TableView) -> Reply:
        """The overlay sees ``event`` first; a Reply that took it keeps it from the table."""
        overlay = self.overlay
        if overlay is None or not self.active:
            return PASS
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.visible(view):
            # Esc skips (after a question) even while the cards move and the words are hidden.
            return Reply(True, (skip_question(),))
        if not self.visible(view) or (self.passing and event.type != pygame.KEYDOWN):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.passing = True
            elif event.type == pygame.MOUSEBUTTONUP:
                self.passing = False
            return PASS
        if self.refuses(event, view):
            # A key that would act elsewhere than the step asks is held back as a stray click
            # is: the spotlight pulses and the outline goes back to what the words point at.
            overlay.nudged = overlay.now()
            self.aimed = None
            return Reply(True, (*self.steer(view), Redraw()))
        hover = overlay.hover
        verdict = self._aim(overlay, view).handle(event, view.state, rect_of(view), view.size)
        messages: list[Message] = []
        if verdict in (Verdict.NEXT, Verdict.NEXT_AND_LET_THROUGH):
            messages.append(NextLesson())
        elif verdict is Verdict.SKIP:
            messages.append(skip_question())
        if verdict is not Verdict.LET_THROUGH or overlay.hover != hover:
            messages.append(Redraw())
        return Reply(verdict in (Verdict.BLOCK, Verdict.NEXT, Verdict.SKIP), tuple(messages))

    def refuses(self, event: pygame.event.Event, view: TableView) -> bool:
        """``event`` is a key that would act on the table where the step waiting for an action does
        not ask: Enter with the focus off its target (a first-time player pressed Right then Enter
        and played a dimmed card), Space off the deck, a number key off its ally, F or G. The mouse
        cannot click there (``TutorialOverlay._open_at``), nor may the keyboard act there."""
        target, drop = self.aim(view)
        if event.type != pygame.KEYDOWN or target is None or rect_of(view)(target) is None:
            return False
        asked = {target, drop, *ALWAYS_OPEN}
        if event.key in ENTER:
            return view.focus not in asked
        if event.key == pygame.K_SPACE:  # it turns over the deck, or starts the visit
            return target not in SPACE_DOES
        if 1 <= DIGITS.get(event.key, 0) <= 4 and view.state.phase is not Phase.CHOOSE_FIEF:  # there it only looks
            return K.Ally(DIGITS[event.key] - 1) not in asked
        return event.key in (pygame.K_f, pygame.K_g) and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)

    def targets(self, view: TableView) -> Sequence[tuple[K.Key, pygame.Rect]]:
        """None: the tutorial's words take their clicks in ``handle``."""
        return ()

    def activate(self, key: K.Key, view: TableView) -> Sequence[Message] | None:
        return None

    def update(self, view: TableView) -> list[Message]:
        """Each frame: a finished tutorial's layer stands aside; a change of visibility is redrawn."""
        if self.overlay is not None and self.overlay.ended:
            self.overlay = None
            self.passing = False
            return [Redraw()]
        if self.overlay is not None and self.visible(view) != self.was_shown:
            return [Redraw()]
        return []

    def animating(self) -> bool:
        return self.overlay is not None and self.overlay.animating()

    def covers(self, view: TableView) -> bool:
        """While the overlay is shown, and on the frame it goes, the whole table is painted beneath it."""
        return self.visible(view) or self.was_shown

    def draw(self, surface: pygame.Surface, view: TableView) -> None:
        shown = self.visible(view)
        self.was_shown = shown
        if shown and self.overlay is not None:
            self._aim(self.overlay, view).draw(surface, view.state, rect_of(view))

    def _aim(self, overlay: TutorialOverlay, view: TableView) -> TutorialOverlay:
        """The overlay, told what of this table its words should leave visible."""
        overlay.keep_clear = lambda: self.keep_clear(view)
        overlay.spare = lambda: self.spare(view)
        overlay.usable = lambda: self.usable(view)
        overlay.slot_words = lambda: self.slot_words(view)
        return overlay


def skip_question() -> AskFirst:
    """Skip (its button, or Esc, which players also press to open the menu) asks first: the
    tutorial's steps would be gone for this game."""
    return AskFirst(
        title=_("Skip the tutorial?"),
        message=_(
            "The game goes on as a normal game, without the tutorial's steps. "
            "You can take the tutorial again from the title screen."
        ),
        yes=_("Skip it"),
        no=_("Go on with the tutorial"),
        then=(SkipTutorial(),),
    )
