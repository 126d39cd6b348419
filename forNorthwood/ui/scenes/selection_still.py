"""The still picture of the fief selection: everything on the table that is not a card."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...core.cards import FIEF_COUNT
from ...i18n import _, ngettext
from ...i18n.aids_text import medal_prospect_text
from ...i18n.messages import character_name, medal_name, suit_name
from .. import assets
from ..text import draw_block, draw_line
from ..theme import TEXT_DIM, TEXT_LIGHT
from . import visit_still

if TYPE_CHECKING:
    from .fief_selection import FiefSelectionScene


def prompt_text(scene: FiefSelectionScene) -> str:
    if scene.phase() == "choose_substitutes":
        if scene.legal_friends():
            return _("Drag friends onto ally slots if you like (drag them off to undo), then start the visit.")
        return _("Start the visit when you are ready (Enter), or go back and choose another fief.")
    return _("Choose a fief to visit: click it, or use the arrow or number keys and Enter.")


def no_friend_text(scene: FiefSelectionScene) -> str:
    """What is true about the friends when none can be brought in (or none is picked)."""
    model = scene.model
    if scene.legal_friends():
        return _("Pick a friend first, then the ally slot it covers.")
    standing = [(a.substitute, a.ally) for a in model.allies if a.substitute]
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
    if any(f.status == "won" for f in model.fiefs):
        return _("Your friends have left the game: each friend helps for one visit only.")
    return _("No friends yet. Win a fief (exactly its number of dialogues) and its ruler becomes a friend.")


def draw(scene: FiefSelectionScene, surface: pygame.Surface) -> None:
    surface.blit(assets.table_background(*surface.get_size()), (0, 0))
    draw_hud(scene, surface)
    draw_preview(scene, surface)
    draw_friends(scene, surface)
    draw_info(scene, surface)
    held = scene.legal_slots(scene.held_friend) if scene.held_friend else set()
    visit_still.draw_allies(scene, surface, held)
    scene.draw_lines(surface, prompt_text(scene))
    scene.draw_buttons(surface)


def draw_hud(scene: FiefSelectionScene, surface: pygame.Surface) -> None:
    lay = scene.layout
    m = scene.model
    hud = lay["hud"]
    px = lay.px
    line1 = pygame.Rect(hud.left, hud.top, hud.width, px(46))
    visit = min(FIEF_COUNT, m.visits_done + 1)
    draw_line(surface, _("Visit {n} of {count}").format(n=visit, count=FIEF_COUNT), line1, TEXT_LIGHT, px(34), True)
    line2 = pygame.Rect(hud.left, line1.bottom + px(4), hud.width, px(30))
    stars = _("Stars {stars} / {threshold} ({medal})").format(
        stars=m.stars, threshold=m.threshold, medal=medal_name(m.threshold)
    )
    draw_line(surface, stars, line2, TEXT_LIGHT, px(22), True)
    line3 = pygame.Rect(hud.left, line2.bottom + px(6), hud.width, px(26))
    possible = ngettext("Still possible: {stars} star", "Still possible: {stars} stars", m.stars_still_possible)
    draw_line(surface, possible.format(stars=m.stars_still_possible), line3, TEXT_DIM, px(19))


def draw_preview(scene: FiefSelectionScene, surface: pygame.Surface) -> None:
    lay = scene.layout
    area = lay["ruler"]
    card = lay["ruler_card"]
    label = pygame.Rect(area.left, area.top, area.width, card.top - area.top)
    fief = scene.preview_fief()
    ruler = None if fief is None else scene.model.fiefs[fief].ruler
    if fief is None or ruler is None:
        scene.draw_label(surface, _("Rulers"), label, bold=True)
        scene.draw_zone(surface, card)
        words = _("Point at a fief to meet its ruler.")
        inner = card.inflate(-lay.px(16), -lay.px(16))
        draw_block(surface, words, inner, TEXT_DIM, lay.px(17), align="center", valign="middle")
        return
    scene.draw_label(surface, _("Ruler of fief {fief}").format(fief=fief), label, bold=True)
    box = pygame.Rect(area.left, card.bottom + lay.px(8), area.width, area.bottom - card.bottom - lay.px(8))
    if box.height > lay.px(30):
        glyph = min(lay.px(32), box.height - 4)
        back = pygame.Rect(box.left, box.top, glyph + 8, glyph + 8)
        pygame.draw.ellipse(surface, (247, 238, 218), back)
        surface.blit(assets.suit_glyph(ruler[1], glyph), (back.left + 4, back.top + 4))
        words = ngettext("Target {target} dialogue · Trump {suit}", "Target {target} dialogues · Trump {suit}", fief)
        text = pygame.Rect(back.right + 6, box.top, box.right - back.right - 6, box.height)
        draw_block(surface, words.format(target=fief, suit=suit_name(ruler[1])), text, TEXT_LIGHT, lay.px(17), True)


def draw_friends(scene: FiefSelectionScene, surface: pygame.Surface) -> None:
    lay = scene.layout
    area = lay["friends"]
    label = pygame.Rect(area.left, area.top, area.width, lay.px(22))
    friends = scene.model.friends
    if friends:
        words = _("Friends: drag one onto an ally slot to lend its ability for this visit")
        scene.draw_label(surface, words, label, "left", True)
        return
    scene.draw_label(surface, _("Friends"), label, "left", True)
    row = pygame.Rect(area.left, label.bottom, area.width, area.height - label.height)
    scene.draw_zone(surface, row)
    inner = row.inflate(-lay.px(30), -lay.px(20))
    draw_block(surface, no_friend_text(scene), inner, TEXT_DIM, lay.px(18), align="center", valign="middle")


def draw_info(scene: FiefSelectionScene, surface: pygame.Surface) -> None:
    lay = scene.layout
    area = lay["info"]
    m = scene.model
    scene.draw_zone(surface, area)
    inner = area.inflate(-lay.px(30), -lay.px(20))
    if scene.phase() == "choose_substitutes" and m.visiting is not None and m.ruler:
        target = ngettext(
            "Fief {fief}: win exactly {count} dialogue.", "Fief {fief}: win exactly {count} dialogues.", m.visiting
        ).format(fief=m.visiting, count=m.visiting)
        rest = _(
            "Trump is {suit}, the suit of {ruler}. "
            "Win the visit and the ruler becomes your friend; miss the target and the fief is lost."
        ).format(suit=suit_name(m.ruler[1]), ruler=character_name(m.ruler))
        text = f"{target} {rest}"
    else:
        text = _(
            "Each fief's number is the exact number of dialogues to win there, and its ruler's suit is trump "
            "for the whole visit. The outer fiefs are hardest and worth the most stars. "
            "Your allies are on the right."
        )
    medal = medal_line(scene)
    if medal:
        text = f"{medal}\n\n{text}"
    draw_block(surface, text, inner, TEXT_LIGHT, lay.px(20), align="center", valign="middle")


def medal_line(scene: FiefSelectionScene) -> str | None:
    """The medal's line once it is out of reach (pointing at Stop the game) or secured."""
    return medal_prospect_text(scene.medal())
