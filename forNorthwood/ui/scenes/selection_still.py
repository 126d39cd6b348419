"""The still picture of the fief selection: everything on the table that is not a card.

``SelectionPicture`` is exactly what it shows — the heads-up display, the ruler of the
fief pointed at, the friends' row, the words about the fief, the allies' slots, the
prompt and the buttons — as a frozen value, part of the table's frame: ``frame.SelectionTurn``
builds it, with the cards' places, from a position and what the screen adds, with no session:
the game's and a replay's alike. This module only paints it (no model, session, state or
scene is imported here): painting reads the value alone and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...core.cards import FIEF_COUNT
from ...core.prospects import MedalProspect
from ...i18n import _, messages, ngettext, pgettext
from ...i18n.abilities_text import ability_text
from ...i18n.aids_text import medal_prospect_text
from ...i18n.controls_text import MOUSE
from ...i18n.messages import character_name, medal_name, suit_name
from .. import assets
from ..card_places import character_band
from ..layout import MIN_TEXT, ring_room
from ..still_drawing import (
    AlliesPicture,
    ButtonLook,
    StillPicture,
    draw_allies,
    draw_buttons,
    draw_label,
    draw_practice_tag,
    draw_prompt,
    draw_table,
    draw_words,
    draw_zone,
    practice_tag,
)
from ..table_places import TableLayout, friend_row, ruler_label, table_layout
from ..text import block_area, draw_block, draw_line, line_height, wrap
from ..theme import TEXT_DIM, TEXT_LIGHT


@dataclass(frozen=True, slots=True)
class Friends:
    """What is true about the friends: whether one can be brought in, who stands in where, and
    whether a fief was won already."""

    can_come: bool
    standing: tuple[tuple[str, str], ...]  # (friend, the ally it stands in for)
    fief_won: bool


def no_friend_text(friends: Friends) -> str:
    """What is true about the friends when none can be brought in (or none is picked)."""
    if friends.can_come:
        return _("Pick a friend first, then the ally slot it covers.")
    standing = friends.standing
    if len(standing) == 1:
        friend, ally = standing[0]
        return _("Your friend {friend} stands in for {ally}.").format(
            friend=character_name(friend), ally=character_name(ally)
        )
    if standing:
        return ngettext(
            "{count} friend stands in on your ally slots.",
            "{count} friends stand in on your ally slots.",
            len(standing),
        ).format(count=len(standing))
    if friends.fief_won:
        return _("Your friends have left the game: each friend helps for one visit only.")
    return _("No friends yet. Win a fief (exactly its number of dialogues) and its ruler becomes a friend.")


def friends_text(p: SelectionPicture, friends: Friends) -> str:
    """What is true about the friends: a replay's states what happened (nothing to do there)."""
    had = p.replayed_friends
    if had is None:
        return no_friend_text(friends)
    if p.over:
        if not had:
            return _("No ruler became your friend in this game.")
        return _("Your friends in this game: {names}.").format(names=", ".join(map(character_name, had)))
    if not friends.standing and not friends.fief_won:
        return _("No friends yet: a ruler becomes a friend when its fief is won.")
    return no_friend_text(friends)


@dataclass(frozen=True, slots=True)
class SelectionPicture:
    """Everything the still picture of the fief selection shows."""

    size: tuple[int, int]
    visit: int  # the number of the visit to come
    stars: int
    threshold: int
    still_possible: int
    preview: tuple[int, str] | None  # the fief whose ruler the big card shows, and that ruler
    friends: Friends | None  # None: friends wait on the table
    choosing_friends: bool  # the fief is chosen: friends may be brought in
    visiting: int | None
    ruler: str | None  # the chosen fief's ruler
    medal: MedalProspect
    allies: AlliesPicture
    prompt: str
    buttons: tuple[ButtonLook, ...]
    #: The tutorial's box stands over the words about the fief: they are left out, not shown
    #: as fragments on either side of it (the tutorial says what they would).
    info_covered: bool = False
    device: str = MOUSE  # the input device whose keys and buttons the words name
    confirm: str = ""  # the name of its key that confirms (``controls_text.button_name``)
    practice: bool = False  # a practice game played on from a replay: a tag beside the hand says so
    waiting: int = 0  # how many friends wait on the table (the words about them go beside them)
    over: bool = False  # the game is over (a replay's last position): no visit is to come
    #: A replay's table (None: a game's): the rulers of the fiefs won so far, who became friends.
    #: Nothing is pointed at in a replay, and its words state what happened.
    replayed_friends: tuple[str, ...] | None = None
    #: The ruler of the fief the focus ring is on: its rule goes in the panel (a tooltip hid the
    #: next fiefs of the row, where the ring goes, or the ruler's card).
    told: str | None = None

    def changed_regions(self, old: StillPicture | None) -> list[pygame.Rect] | None:
        return None  # it changes only when the player acts: painted whole

    def paint(self, surface: pygame.Surface) -> None:
        lay = table_layout(*self.size)
        draw_table(surface)
        draw_hud(surface, lay, self)
        draw_preview(surface, lay, self)
        draw_friends(surface, lay, self)
        draw_info(surface, lay, self)
        draw_allies(surface, lay, self.allies)
        draw_prompt(surface, lay, self.prompt)
        draw_buttons(surface, self.buttons)
        if self.practice:
            draw_practice_tag(surface, lay, practice_short(lay))


def draw_hud(surface: pygame.Surface, lay: TableLayout, p: SelectionPicture) -> None:
    if p.over:
        # Translators: the heading of the table at the end of a replayed game (where "Visit 4 of 8" stands).
        title = pgettext("replay heading", "Game over")
    else:
        title = _("Visit {n} of {count}").format(n=p.visit, count=FIEF_COUNT)
    draw_line(surface, title, lay.hud_title, TEXT_LIGHT, lay.text(34), True)
    stars = _("Stars {stars} (goal: {threshold})").format(stars=p.stars, threshold=p.threshold)
    draw_words(surface, stars, lay.hud_second, TEXT_LIGHT, lay.text(22), True)
    # The counts' line and the one under it (the visit's Baron line): room to wrap in a narrow window.
    room = lay.hud_counts.union(lay.hud_extra)
    draw_words(surface, counts_text(p), room, TEXT_DIM, lay.text(19), valign="top")


def counts_text(p: SelectionPicture) -> str:
    """The line under the stars: what is still possible, or at the end what was reached."""
    if p.over:
        medal = medal_name(p.threshold)
        if p.stars >= p.threshold:
            return _("For Northwood! {medal} medal reached").format(medal=medal)
        return _("The {medal} medal was missed").format(medal=medal)
    possible = ngettext("Still possible: {stars} star", "Still possible: {stars} stars", p.still_possible)
    return possible.format(stars=p.still_possible)


def ruler_heading(p: SelectionPicture) -> str:
    """The heading over the ruler's card: the ruler pointed at, else the column's name."""
    return _("Rulers") if p.preview is None else messages.ruler_heading(p.preview[0])


def draw_preview(surface: pygame.Surface, lay: TableLayout, p: SelectionPicture) -> None:
    area = lay.ruler
    card = lay.ruler_card
    label = ruler_label(lay)
    if p.preview is None:
        draw_label(surface, lay, ruler_heading(p), label, bold=True)
        draw_zone(surface, lay, card)
        if p.replayed_friends is not None:  # nothing to point at in a replay
            return
        words = _("Point at a fief to meet its ruler.")
        inner = card.inflate(-lay.px(16), -lay.px(16))
        draw_block(surface, words, inner, TEXT_DIM, lay.text(17), align="center", valign="middle", minimum=MIN_TEXT)
        return
    fief, ruler = p.preview
    draw_label(surface, lay, ruler_heading(p), label, bold=True)
    gap = max(lay.px(8), ring_room(*card.size))  # the card's focus ring stays off the box
    # A practice game's tag takes the foot of the column.
    bottom = practice_tag(lay, practice_short(lay)).top - lay.px(4) if p.practice else area.bottom
    box = pygame.Rect(area.left, card.bottom + gap, area.width, bottom - card.bottom - gap)
    if box.height >= lay.line(17):
        glyph = min(lay.px(32), box.height - 4)
        back = pygame.Rect(box.left, box.top, glyph + 8, glyph + 8)
        words = ngettext("Target {target} dialogue · Trump {suit}", "Target {target} dialogues · Trump {suit}", fief)
        text = pygame.Rect(back.right + 6, box.top, box.right - back.right - 6, box.height)
        words = words.format(target=fief, suit=suit_name(ruler[1]))
        parts = words.replace(" · ", "\n").split("\n")
        widest = max(assets.text_width(part, MIN_TEXT, True) for part in parts)
        if text.width < widest:
            # No room beside the suit's disc for the goal on one row (the replay's narrower column
            # broke "Target 7 / dialogues"): the words take the column's width, the trump named in
            # them; in plain letters where the bold ones are wider than the column ("Objectif :" /
            # "7 dialogues" broke at 960×600 in French).
            bold = widest <= box.width
            if bold or max(assets.text_width(part, MIN_TEXT) for part in parts) <= box.width:
                draw_words(surface, words, box, TEXT_LIGHT, lay.text(17), bold, valign="top")
                return
        pygame.draw.ellipse(surface, (247, 238, 218), back)
        surface.blit(assets.suit_glyph(ruler[1], glyph), (back.left + 4, back.top + 4))
        draw_words(surface, words, text, TEXT_LIGHT, lay.text(17), True, valign="top")


def practice_short(lay: TableLayout) -> bool:
    """Whether a practice game's tag keeps to one row: its two would leave the target and the
    trump under the ruler's card less than their two rows (at 1280×600 the box held one row, and
    "Trump: Claws" was cut off the end of "Target 4 dialogues")."""
    card = lay.ruler_card
    gap = max(lay.px(8), ring_room(*card.size))
    room = practice_tag(lay).top - lay.px(4) - card.bottom - gap
    return room < 2 * line_height(MIN_TEXT, True)


def draw_friends(surface: pygame.Surface, lay: TableLayout, p: SelectionPicture) -> None:
    """The label over the friends' row (the words about the friends go in the panel under it
    when none waits on the table: no empty row of felt)."""
    words, place, wrapped = friends_heading(lay, p)
    if wrapped:  # too long for the line left of the cards: wrapped in the column there
        draw_block(surface, words, place, TEXT_LIGHT, lay.text(16), True, valign="top", minimum=MIN_TEXT)
    else:
        draw_label(surface, lay, words, place, "left", True)


def friends_heading(lay: TableLayout, p: SelectionPicture) -> tuple[str, pygame.Rect, bool]:
    """The words over the friends' row, where they go, and whether they are wrapped there."""
    area = lay.friends
    label = pygame.Rect(area.left, area.top, area.width, lay.line(16))
    # A replay asks for nothing: what the player chose there is its verdict.
    if not (p.friends is None and p.choosing_friends) or p.replayed_friends is not None:
        return _("Friends"), label, False
    # How to bring one in, once there is a visit to bring it to.
    words = friends_words(p.device, p.confirm)
    beside = _beside_friends(lay, p.waiting)
    wide = assets.text_width(words, lay.text(16), True)
    if beside is None or wide <= beside.width:
        return words, label.clip(beside) if beside is not None else label, False
    if _fits_column(words, beside, lay.text(16)):  # too long for the line there: wrapped in the column
        return words, beside, True
    # Many friends wait (a word a line, cut): on the line over them, else the prompt says how.
    return (words if wide <= label.width else _("Friends")), label, False


def words_to_read(lay: TableLayout, p: SelectionPicture) -> list[pygame.Rect]:
    """The lines a tooltip leaves in sight besides the panel's words (fiefs' words covered "Still
    possible: 20 stars", "Ruler of fief 4" and the top of its card, a friend's the friends' line):
    the counts under the stars, the heading over the ruler and its card's top band, the friends'
    heading."""
    room = lay.hud_counts.union(lay.hud_extra)
    counts = block_area(counts_text(p), room, lay.text(19), minimum=MIN_TEXT)
    label, size = ruler_label(lay), lay.text(16)
    heading = pygame.Rect(0, 0, min(label.width, assets.text_width(ruler_heading(p), size, True)), label.height)
    heading.center = label.center
    card = lay.ruler_card
    band = character_band(card)
    return [counts, heading, band, friends_heading_area(lay, p)]


def panel_frames(lay: TableLayout, p: SelectionPicture) -> list[pygame.Rect]:
    """The felt panels under the fiefs' row, frames and all: the words about the fief, and the
    friends' row under its heading (a replay's "your choice" tag stays off them)."""
    found = [info_zone(lay, p)]
    if p.friends is not None:
        area, label = lay.friends, lay.line(16)
        found.append(pygame.Rect(area.left, area.top + label, area.width, area.height - label))
    return found


def friends_heading_area(lay: TableLayout, p: SelectionPicture) -> pygame.Rect:
    """Where the words over the friends' row are drawn (``draw_friends``)."""
    words, place, wrapped = friends_heading(lay, p)
    size = lay.text(16)
    if wrapped:
        return block_area(words, place, size, True, minimum=MIN_TEXT)
    return pygame.Rect(place.left, place.top, min(place.width, assets.text_width(words, size, True)), place.height)


def friends_words(device: str, confirm: str) -> str:
    """How to bring a friend in, over the friends waiting: short, as with three of them the
    column left of them is narrow (what a friend lends is told in the panel and the rules)."""
    if device == MOUSE:
        return _("Friends: drag one onto an ally slot")
    return _("Friends: {confirm} on one, then on an ally slot").format(confirm=confirm)


def _fits_column(words: str, column: pygame.Rect, size: int) -> bool:
    """Whether ``words`` wrapped in ``column`` at ``size`` read as lines, whole (with five friends
    waiting they ran a word a line, shrunk and cut after "its")."""
    lines = wrap(words, size, column.width, True)
    wide = all(assets.text_width(line, size, True) <= column.width for line in lines)
    return wide and len(lines) <= 4 and len(lines) * line_height(size, True) <= column.height


def _beside_friends(lay: TableLayout, waiting: int) -> pygame.Rect | None:
    """The friends' area left of the first friend waiting, clear of the focus ring and the
    tutorial's spotlight round it (the words ran under the highlighted friend); None: no friend."""
    row = friend_row(lay, waiting)
    if not row:
        return None
    area = lay.friends
    right = row[0].left - ring_room(*row[0].size) - lay.px(16)
    return pygame.Rect(area.left, area.top, max(0, right - area.left), area.height)


def info_area(lay: TableLayout, p: SelectionPicture) -> pygame.Rect:
    """The panel of words about the fief: under the friends' row, or in its place (under its
    label) when no friend waits on the table."""
    if p.friends is None:
        return lay.info
    area = lay.friends.union(lay.info)
    label = lay.line(16)
    return pygame.Rect(area.left, area.top + label, area.width, area.height - label)


def draw_info(surface: pygame.Surface, lay: TableLayout, p: SelectionPicture) -> None:
    text, zone, size = info_placed(lay, p)
    draw_zone(surface, lay, zone)
    if p.info_covered:
        return
    inner = zone.inflate(-lay.px(30), -lay.px(20))
    draw_block(surface, text, inner, TEXT_LIGHT, size, align="center", valign="middle", minimum=MIN_TEXT)


def info_placed(lay: TableLayout, p: SelectionPicture) -> tuple[str, pygame.Rect, int]:
    """The words about the fief, the panel's zone and their size, worked out once (the panel was
    fitted twice in a row: the zone's height from its words, then the zone again for the words)."""
    area = info_area(lay, p)
    if p.info_covered:
        return "", area, lay.text(20)
    text, size = info_text(lay, p)
    inner = area.inflate(-lay.px(30), -lay.px(20))
    used = block_area(text, inner, size, align="center", valign="middle", minimum=MIN_TEXT)
    height = min(area.height, used.height + 2 * lay.px(24))
    return text, pygame.Rect(area.left, area.top, area.width, height), size


def info_zone(lay: TableLayout, p: SelectionPicture) -> pygame.Rect:
    """The panel of words, from the top of its area, as tall as its words and their margins
    (at 3840×2160 the panel with no friend yet stood half empty over a third of the table); the
    whole area while the tutorial's box covers it."""
    return info_placed(lay, p)[1]


def info_words(lay: TableLayout, p: SelectionPicture) -> tuple[str, pygame.Rect, int]:
    """The words about the fief in the panel, the box they are wrapped in and their size (no words
    while the tutorial's box covers the panel)."""
    text, zone, size = info_placed(lay, p)
    return text, zone.inflate(-lay.px(30), -lay.px(20)), size


def info_text(lay: TableLayout, p: SelectionPicture) -> tuple[str, int]:
    """The words about the fief in the panel and their size."""
    if p.choosing_friends and p.visiting is not None and p.ruler:
        target = ngettext(
            "Fief {fief}: win exactly {count} dialogue.", "Fief {fief}: win exactly {count} dialogues.", p.visiting
        ).format(fief=p.visiting, count=p.visiting)
        rest = _(
            "Trump is {suit}, the suit of {ruler}. "
            "Win the visit and the ruler becomes your friend; miss the target and the fief is lost."
        ).format(suit=suit_name(p.ruler[1]), ruler=character_name(p.ruler))
        text = f"{target} {rest}"
    else:
        text = _(
            "Each fief's number is the exact number of dialogues to win there, and its ruler's suit is trump "
            "for the whole visit. The outer fiefs are hardest and worth the most stars. "
            "Your allies are on the right."
        )
    said = [text]
    # The ruler the ring is on first, kept whole: the other words give way to it.
    told = [f"{character_name(p.told)}\n{ability_text(p.told)}"] if p.told and not p.choosing_friends else []
    if p.friends is not None:
        said.insert(0, friends_text(p, p.friends))
    medal = medal_prospect_text(p.medal)  # once out of reach (pointing at Stop the game) or secured
    if medal:
        said.insert(0, medal)
    # The general words about fiefs go first when all do not fit (at 960×600 the medal's line left
    # them cut after "The outer fiefs are hardest and").
    general = not (p.choosing_friends and p.visiting is not None and p.ruler)
    # ... and beside the rule of the fief the ring is on, as soon as all would not be read at the
    # table's body size (with the medal's line, the three were set at 1280×800 at the smallest size).
    body = lay.text(20)
    if general and told and not fits_info(lay, p, "\n\n".join([*told, *said]), body):
        said.pop()
    elif general and len(said) > 1 and not fits_info(lay, p, "\n\n".join(said)):
        said.pop()
    # The chosen fief's words stay whole (at 960×600 a replay's friends' choice lost "lost." at the
    # end): the medal's line gives way first (the heads-up display counts the stars), then the friends'.
    while len(said) > 1 - len(told) and not fits_info(lay, p, "\n\n".join([*told, *said])):
        said.pop(0)
    # The table's body size (the prompt line's) at every window size: at 3840×2160 the words grew to
    # fill the panel, half as large again as every other word on the table, and read as giant.
    return "\n\n".join([*told, *said]), lay.text(20)


def fits_info(lay: TableLayout, p: SelectionPicture, text: str, size: int = MIN_TEXT) -> bool:
    """Whether ``text`` fits the panel's words area whole at ``size`` (the smallest allowed by default)."""
    inner = info_area(lay, p).inflate(-lay.px(30), -lay.px(20))
    return len(wrap(text, size, inner.width)) * line_height(size) <= inner.height


def info_words_area(lay: TableLayout, p: SelectionPicture) -> pygame.Rect | None:
    """Where the words about the fief are (None: covered by the tutorial's box): a tooltip
    leaves them in sight (a fief's words covered the panel's first lines)."""
    if p.info_covered:
        return None
    text, inner, size = info_words(lay, p)
    return block_area(text, inner, size, align="center", valign="middle", minimum=MIN_TEXT)
