"""A character's ability beside its card on the table: under the mouse's pointer or the focus
ring, placed so that it hides neither the card it speaks of nor what the player acts on now.

The words follow the device that acted last: the ring's words go as soon as the mouse moves
(the pointer's come instead, if it rests on a character), and the pointer's go when a key moves
the ring onto another character. Wherever they come from, they never stand over the prompt, the
message line, the hint's badges, the friends waiting or the tutorial's box (a keyboard player
saw a fief's words stay over a badge, the friends and the instruction once the mouse moved)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from ..core import Action
from ..core import actions as A
from ..core.cards import SLOT_COUNT
from ..core.view import TableModel
from ..game import table_keys as K
from ..i18n.abilities_text import ability_text
from ..i18n.controls_text import MOUSE, input_device
from ..i18n.messages import character_name, covered_ally_caption
from .ally_slot import slot_places
from .frame import CharacterFace, FiefFace, RulerFace
from .hint_layer import HintLayer
from .layers import TableView
from .scene import Context
from .stage import Stage
from .table_places import TableLayout, pile_label, ruler_label
from .theme import focus_reach
from .tooltips import tooltip
from .tutorial_layer import TutorialLayer

#: The things a tooltip leaves in sight when the player may act on them now.
ACTED_ON = (K.Hand, K.Fief, K.Friend, K.Ally, K.Choice)
#: How many times a pixel of another ally's name or line counts against a place (against a
#: pixel of its picture or of the piles).
NAME_WEIGHT = 4
#: An ability's choice among the table's fiefs or ally slots: its options are never covered.
PICKS = (A.PickFief, A.PickSlot)


class TippedScene(Protocol):
    """What the tooltip reads of its table scene (``TableScene`` is one; naming it here would
    make an import circle). The scene says which character a key shows, and what to keep clear."""

    ctx: Context
    table: Stage
    hints: HintLayer
    tutorial: TutorialLayer
    view: TableView
    focus: K.Key | None
    hover: K.Key | None

    @property
    def layout(self) -> TableLayout: ...

    @property
    def model(self) -> TableModel: ...

    def locate(self, key: K.Key) -> pygame.Rect | None: ...

    def legal(self) -> tuple[Action, ...]: ...

    def tooltip_note(self, key: K.Key) -> str | None: ...

    def in_panel(self, key: K.Key) -> bool: ...

    def avoid(self) -> list[pygame.Rect]: ...

    def spare(self) -> list[pygame.Rect]: ...


def character_at(table: Stage, key: K.Key) -> str | None:
    """The character shown at ``key`` (whose ability the tooltip says), read from the table's sprites."""
    sprite = table.sprite_of(key)
    face = None if sprite is None else sprite.place.face
    if isinstance(face, CharacterFace | RulerFace):
        return face.code
    if isinstance(face, FiefFace):
        return face.ruler
    return None


def neighbours(scene: TippedScene, key: K.Key) -> list[pygame.Rect]:
    """The cards of ``key``'s row its words may cover: the other allies of an ally, the other
    fiefs of a fief."""
    if isinstance(key, K.Ally):
        found = [scene.locate(K.Ally(slot)) for slot in range(SLOT_COUNT) if slot != key.slot]
    elif isinstance(key, K.Fief):
        found = [scene.locate(K.Fief(n)) for n in range(len(scene.layout.fief_cards)) if n != key.number]
    else:
        found = []
    return [r for r in found if r is not None]


def ally_row(lay: TableLayout, slot: int) -> pygame.Rect:
    """The row of two ally slots ``slot`` is in: an ally's words go beside it, above or below it,
    never over the ally beside it (the Jack of Eyes' words covered the Jack of Claws beside it)."""
    first = slot - slot % 2
    return pygame.Rect(lay.ally_slots[first]).union(lay.ally_slots[min(first + 1, len(lay.ally_slots) - 1)])


def ally_group(lay: TableLayout) -> pygame.Rect:
    """The four ally slots: an ally's words go beside them, above or below them (beside its row,
    slot 3's covered the name and number of slot 1 above it, or the trick's "Response")."""
    return pygame.Rect(lay.ally_slots[0]).unionall([pygame.Rect(r) for r in lay.ally_slots[1:]])


def ally_words(scene: TippedScene, key: K.Key) -> list[pygame.Rect]:
    """The other allies' names and ability lines, which an ally's words leave in sight if they can
    (the Jack of Eyes' words hid the name of the Jack of Claws above it): the foot of each card,
    where its name is, and the slot's line under it."""
    if not isinstance(key, K.Ally):
        return []
    found = []
    for slot, ally in enumerate(scene.model.kingdom.allies):
        card = scene.locate(K.Ally(slot))
        if slot == key.slot or card is None:
            continue
        places = slot_places(scene.layout, slot, ally, scene.model.kingdom.allies)
        found += [pygame.Rect(card.left, card.centery, card.width, card.bottom - card.centery), places.ability]
        found += [] if places.name is None else [places.name]
    return found


Words = tuple[pygame.Rect, str, str, pygame.Rect, int]


def beside_allies(
    scene: TippedScene, words: Words, avoid: list[pygame.Rect], spare: list[pygame.Rect], keep: list[pygame.Rect]
) -> tuple[pygame.Surface, pygame.Rect] | None:
    """An ally's ``words`` (window, name, text, anchor, size) beside the four slots, where they
    cover none of ``avoid`` and ``keep``, the hand, nor any ally's number, band or name (beside its row, slot 3's words
    covered slot 1's name, or the trick's "Response"); None where they do not fit there (the
    words then go beside the ally's row, as close as they can)."""
    window, name, text, anchor, size = words
    group = anchor.union(ally_group(scene.layout))
    hard = [*avoid, *keep, *ally_names(scene), group, pygame.Rect(scene.layout.hand)]
    picture, box = tooltip(window, name, text, group, size, hard, spare, keep)
    return None if any(box.colliderect(r) for r in hard) else (picture, box)


def ally_names(scene: TippedScene) -> list[pygame.Rect]:
    """Every ally's name: on its own row under its card, or at the foot of its card."""
    found = []
    for slot, ally in enumerate(scene.model.kingdom.allies):
        card = scene.locate(K.Ally(slot))
        if card is not None:
            name = slot_places(scene.layout, slot, ally, scene.model.kingdom.allies).name
            found.append(name or pygame.Rect(card.left, card.centery, card.width, card.bottom - card.centery))
    return found


def trick_parts(lay: TableLayout) -> list[pygame.Rect]:
    """The trick's headers ("Discard pile: 4", "Response") and its two piles: an ally's words left
    them in sight (the Jack of Leaves' words stood next to "Response")."""
    return [pile_label(lay, lay.discard), pile_label(lay, lay.response)]


def trick_piles(lay: TableLayout) -> list[pygame.Rect]:
    """The trick's two piles, the statement and the response: no character's words cover them."""
    return [pygame.Rect(lay.discard), pygame.Rect(lay.response)]


def covered_note(scene: TippedScene, key: K.Key) -> str | None:
    """Whom the friend on an ally slot stands in for, when its slot has no row left to say it
    (its name and an ability line of three rows take them): the tooltip says it instead."""
    if not isinstance(key, K.Ally) or key.slot >= len(scene.model.kingdom.allies):
        return None
    ally = scene.model.kingdom.allies[key.slot]
    if not ally.substitute or slot_places(scene.layout, key.slot, ally, scene.model.kingdom.allies).caption.height:
        return None
    return covered_ally_caption(ally.ally)


class TableTooltip:
    """The ability's words of one table scene, shown on its stage's tooltip sprite."""

    def __init__(self, scene: TippedScene) -> None:
        self.scene = scene
        #: The focus the tooltip last followed: a keyboard or controller player reads an ability
        #: when the ring comes onto a character, as the mouse does under the pointer.
        self.focus: K.Key | None = None
        #: The character whose tooltip is shown, and the hint's badges it was placed beside.
        self.of: K.Key | None = None
        self.badges: tuple[pygame.Rect, ...] = ()
        #: The words shown are the focus ring's (not the pointer's), and where the pointer was last.
        self.by_focus = False
        self.pointer: tuple[int, int] | None = None
        #: The buttons' words, said as a character's ability is (why a button is off), as the scene
        #: last handed them (``TableScene.publish``).
        self.notes: dict[K.Key, tuple[str, str]] = {}

    @property
    def visible(self) -> bool:
        return bool(self.scene.table.tooltip.visible)

    def hide(self) -> None:
        self.scene.table.tooltip.show(None)

    def follow_badges(self) -> None:
        """The hint's badges came or went under words shown: the words go beside them (words a
        click or a key put aside stay aside)."""
        if self.of is not None and self.visible and self.scene.hints.badge_places() != self.badges:
            self.show_of(self.of, (0, 0), self.by_focus)

    def keep_to_focus(self) -> None:
        """A tooltip never outlives its focus: the ring's words go once the ring is elsewhere,
        whatever moved it (H or G putting it on the hinted card, the tutorial's step, the table's
        next move), so the old fief's words never stay over the friends or the instruction. An
        ability that brings the ring onto one of its options (the Jack of Leaves' fiefs) shows
        that option's words, as a key moving the ring there does (a keyboard player saw none)."""
        focus = self.scene.focus
        if self.by_focus and self.visible and self.of != focus:
            self.hide()
        if focus != self.focus:
            self.show_pick(focus)

    def show_pick(self, focus: K.Key | None) -> None:
        """The ring came onto ``focus`` without the player moving it: its words come if it is an
        option of an ability's choice and the player does not use the mouse."""
        if focus is not None and input_device() != MOUSE and focus in self.picks():  # a mouse's drag asks nothing
            self.focus = focus
            self.show_of(focus, (0, 0), by_focus=True)

    def picks(self) -> set[K.Key]:
        """The fiefs or ally slots an ability asks the player to choose among now."""
        return {key for a in self.scene.legal() if isinstance(a, PICKS) for key in K.target_of(a) if key is not None}

    def quiet_focus(self, key: K.Key | None) -> None:
        """The Hint put the ring on ``key``: no words come for it, the ring's words shown go (the
        pointer's stay). The words follow the player's own pointing and focusing, not the Hint's
        move of the ring: an ally's words brought by H hid fiefs 6-7 at 1920×1080 and the statement
        at 3840×2160 with the mouse elsewhere. Moving the ring onto the ally shows them."""
        self.focus = key
        if self.by_focus and self.visible:
            self.hide()

    def pointer_moved(self, pos: tuple[int, int], key: K.Key | None) -> None:
        """The mouse moved to ``pos``, over ``key``: it is the device that acted last, so the focus
        ring's words give way to the pointer's (none when it rests on no character)."""
        moved, self.pointer = pos != self.pointer, pos
        if moved and self.by_focus:
            self.show_of(key, pos)

    def show_of(self, key: K.Key | None, pos: tuple[int, int], by_focus: bool = False) -> None:
        """The ability of the character at ``key`` (under the pointer or the focus ring),
        beside its card and never over it; none when no character is there."""
        scene = self.scene
        told = key is not None and by_focus and scene.in_panel(key)  # a panel says them: no tooltip
        character = None if key is None or scene.table.hold is not None or told else character_at(scene.table, key)
        said = None if key is None or character is not None or scene.table.hold is not None else self.notes.get(key)
        self.of, self.badges = key if character or said else None, scene.hints.badge_places()
        self.by_focus = by_focus and bool(character or said)
        if key is None or not (character or said):
            self.hide()
            return
        card = scene.locate(key) or pygame.Rect(pos, (1, 1))
        anchor = card
        if scene.focus == key:  # the focus ring round it stays in sight (an ally's goes round its slot)
            ringed = card.union(scene.layout.ally_slots[key.slot]) if isinstance(key, K.Ally) else card
            anchor = ringed.inflate(2 * focus_reach(*ringed.size), 2 * focus_reach(*ringed.size))
        if isinstance(key, K.Ally):  # beside its row of slots: never over the ally beside it
            anchor = anchor.union(ally_row(scene.layout, key.slot))
        window = pygame.Rect((0, 0), scene.ctx.size)
        name, text = said if said is not None else self.character_words(key, character)  # a button's: why it is off
        spare = [r for r in scene.spare() if not r.colliderect(card)]
        avoid = [*scene.avoid(), *self.read_now(card, key), anchor]  # the card it speaks of stays in sight
        if self.by_focus:  # a keyboard player's words stay off the hand and the buttons' column
            avoid += [pygame.Rect(r) for r in (scene.layout.hand, scene.layout.buttons) if not r.colliderect(card)]
        keep = [r for r in self.acted_on() if not r.colliderect(card)]
        # Next to its card, over a neighbour if need be (the ring or the pointer moved onto the
        # neighbour brings its own words): an ally's over another slot, a fief's over another fief
        # (the middle fiefs' words went past the friends and the instruction, far from their card).
        others = neighbours(scene, key)
        keep = [r for r in keep if r not in others]
        # Near its card, rather over the other allies' pictures than over their names and lines.
        spare += ally_words(scene, key) * NAME_WEIGHT
        # Never over another option of an ability's choice (a fief's words hid the other fiefs the
        # Jack of Leaves may swap with): above or below the row, or on its side with no option.
        avoid += [r for r in (scene.locate(k) for k in self.picks() if k != key) if r is not None]
        if isinstance(key, K.Fief) and any(isinstance(k, K.Fief) for k in self.picks()):
            # Nor over the fiefs between the options: the Prince of Leaves' words on fief 0 hid
            # fiefs 1-3 at 960×600, the visited ones and the one visited, which tell left from right.
            avoid += others
        if isinstance(key, K.Ally) and scene.model.ruler is not None:  # nor over the trick's headers
            avoid += trick_parts(scene.layout)
        # Nor over the statement and its response (the King of Flowers' words hid the statement at
        # 3840×2160, placed left of the allies); the ruler's and the fiefs' words leave them in
        # sight if they can (at 960×600 the ruler's have no other room but the dialogue's result).
        piles = [r for r in trick_piles(scene.layout) if not r.colliderect(card)] if scene.model.ruler else []
        if isinstance(key, K.Ally):
            avoid += piles
        else:
            keep += piles
        size = scene.layout.text(17)
        words = (window, name, text, anchor, size)
        placed = beside_allies(scene, words, avoid, spare, keep) if isinstance(key, K.Ally) else None
        picture, box = placed or tooltip(window, name, text, anchor, size, avoid, spare, keep)
        scene.table.tooltip.show(picture, box.topleft)

    def character_words(self, key: K.Key, character: str | None) -> tuple[str, str]:
        """The name and the words of ``character`` at ``key``: its ability, with the screen's note
        on it and what covers its card, if anything does."""
        assert character is not None
        text = ability_text(character)
        note = self.scene.tooltip_note(key)
        if note:
            text = f"{text}\n\n{note}"
        covered = covered_note(self.scene, key)
        if covered:
            text = f"{covered}\n\n{text}"
        return character_name(character), text

    def read_now(self, anchor: pygame.Rect, key: K.Key | None = None) -> list[pygame.Rect]:
        """What the words never cover (but the card they speak of): the prompt and message lines,
        the hint's badges, the friends waiting, the tutorial's box and the heading over the ruler's
        card ("Ruler of fief 4": a fief's words covered it at 960×600 and 1280×800)."""
        scene = self.scene
        lay = scene.layout
        friends = (scene.locate(K.Friend(code)) for code in scene.model.kingdom.friends)
        shown = scene.tutorial.layout(scene.view)
        tutorial = () if shown is None else (shown.box,)
        found = (lay.prompt, lay.message, *friends, *tutorial, ruler_label(lay))
        kept = [pygame.Rect(r) for r in found if r is not None and not r.colliderect(anchor)]
        # A card's own badge, hung under its edge, stays in sight too (the words go next to the card).
        return kept + [pygame.Rect(r) for r in self.badges if not anchor.contains(r)]

    def acted_on(self) -> list[pygame.Rect]:
        """What a tooltip should leave in sight first: the prompt and message lines, and the cards
        the player may act on now (a pick's cards or fiefs, the friends waiting, their slots)."""
        scene = self.scene
        lay = scene.layout
        keys = {key for action in scene.legal() for key in K.target_of(action) if isinstance(key, ACTED_ON)}
        found: Sequence[pygame.Rect | None] = [scene.locate(key) for key in keys]
        return [pygame.Rect(lay.prompt), pygame.Rect(lay.message), *(r for r in found if r is not None)]

    def follow_focus(self, acted: bool = False) -> None:
        """After a key (or a controller's button, which is one): the ability of the character the
        focus ring moved onto, beside its card; gone when the ring leaves it. A key that acts
        (Enter, Space) puts the words aside as a click does, until the ring moves again."""
        scene = self.scene
        focus = scene.focus
        if acted:
            if self.focus is not None:
                self.hide()
            moved, self.focus = focus != self.focus, focus
            if moved:  # the act led the ring onto an ability's option (Enter on the Jack of Leaves)
                self.show_pick(focus)
            return
        if focus == self.focus:
            return
        self.focus = focus
        if (
            focus is None
            or scene.table.hold is not None
            or (character_at(scene.table, focus) is None and not self.notes.get(focus))
        ):
            self.show_of(scene.hover, (0, 0))  # the pointer's, if it rests on a character
            return
        self.show_of(focus, (0, 0), by_focus=True)
