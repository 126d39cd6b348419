"""The still picture of the visit: everything on the table that is not a card.

The heads-up display, the ruler's trump, the zones and labels of the piles, the
allies' slots and their status, the choices of an ability, the prompt and the
end-of-visit banner. Drawn again only when something in it changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...core import actions as A
from ...core.prospects import LOST, SECURED, fief_outcome
from ...core.prospects import WON as SURE_WON
from ...i18n import _, ngettext
from ...i18n.aids_text import fief_outcome_text, medal_prospect_text, visit_prospect_text
from ...i18n.events_text import visit_over_text, visit_over_title
from ...i18n.messages import card_label, character_name, covered_ally_caption, suit_name
from .. import assets, card_art
from ..layout import known_rects
from ..places import slot_card_rect
from ..text import draw_block, draw_line
from ..theme import ERROR, TEXT_DIM, TEXT_LIGHT, WON
from ..widgets import Button, dim, draw_button, draw_panel

if TYPE_CHECKING:
    from ...core import events as E
    from ..table_scene import TableScene
    from .visit import VisitScene


def prompt_text(scene: VisitScene) -> str:
    if scene.hold is not None:
        return _("The visit is over.")
    phase = scene.phase()
    if phase == "ability_window":
        if scene.legal_of(A.Activate):
            return _(
                "Use an ally (click it or press 1–4), or reveal the next statement (click the deck or press Space)."
            )
        return _("Reveal the next statement: click the deck or press Space.")
    if phase == "respond":
        statement = scene.session.view()["statement"]
        return _("Answer {card}: drag a highlighted card onto the trick, or select it and press Enter.").format(
            card=card_label(statement) if statement else ""
        )
    if phase == "decision":
        decision = scene.decision()
        assert decision is not None
        who: str = character_name(decision["ability"])
        if decision.get("via"):
            who = _("{via} (as {ruler})").format(via=character_name(decision["via"]), ruler=who)
        text = _("{who}: {prompt}").format(who=who, prompt=decision["prompt"])
        progress = scene.session.pick_progress()
        if progress is not None:
            text = _("{text} (pick {number} of {count})").format(text=text, number=progress[0], count=progress[1])
        return text
    return ""


def hud_counts_rect(scene: VisitScene) -> pygame.Rect:
    """The line of the HUD with the deck, hand and stars counts (tooltips keep off it)."""
    lay = scene.layout
    hud = lay["hud"]
    px = lay.px
    return pygame.Rect(hud.left, hud.top + px(46) + px(4) + px(30) + px(6), hud.width, px(26))


def draw(scene: VisitScene, surface: pygame.Surface) -> None:
    surface.blit(assets.table_background(*surface.get_size()), (0, 0))
    ready = scene.ready()
    decision = scene.decision() if ready else None
    kind = decision["kind"] if decision else None
    draw_hud(scene, surface)
    draw_ruler(scene, surface)
    draw_allies(scene, surface, scene.looks().slots_legal)
    draw_deck(scene, surface)
    draw_score(scene, surface)
    draw_trick(scene, surface)
    draw_choices(scene, surface, kind)
    draw_prospect(scene, surface, kind)
    scene.draw_lines(surface, prompt_text(scene))
    scene.draw_buttons(surface, [*scene.buttons(), *scene.choice_buttons()])
    scene.table.banner.show(banner_image(scene, surface.get_size()) if scene.hold is not None else None)


def draw_hud(scene: VisitScene, surface: pygame.Surface) -> None:
    lay = scene.layout
    m = scene.model
    hud = lay["hud"]
    px = lay.px
    line1 = pygame.Rect(hud.left, hud.top, hud.width, px(46))
    target = m.target if m.target is not None else 0
    title = _("Fief {fief} · Score {score} / {target}").format(fief=m.visiting, score=len(m.score), target=target)
    outlook = visit_outlook(scene)
    if outlook == SURE_WON:
        title = f"{title} ✓"  # a mark, not words: the line under the choices says it
    draw_line(surface, title, line1, {LOST: LOST_RED, SURE_WON: WON_GREEN}.get(outlook or "", TEXT_LIGHT), px(34), True)
    line2 = pygame.Rect(hud.left, line1.bottom + px(4), hud.width, px(30))
    if m.trump:
        glyph = px(26)
        surface.blit(assets.suit_glyph(m.trump, glyph, (250, 243, 226)), (line2.left, line2.centery - glyph // 2))
        words = _("Trump: {suit}").format(suit=suit_name(m.trump))
        draw_line(
            surface, words, line2.inflate(-glyph - px(8), 0).move(glyph // 2 + px(4), 0), TEXT_LIGHT, px(22), True
        )
    line3 = hud_counts_rect(scene)
    counts = _("Deck {deck} · Hand {hand} · Stars {stars} / {threshold}").format(
        deck=m.deck_count, hand=len(m.hand), stars=m.stars, threshold=m.threshold
    )
    draw_line(surface, counts, line3, TEXT_DIM, px(19))
    if m.baron_eyes:
        line4 = pygame.Rect(hud.left, line3.bottom + px(4), hud.width, px(24))
        draw_line(surface, _("Baron of Eyes watches your next response."), line4, TEXT_DIM, px(17))


#: The HUD's score when the visit is settled (readable on the dark table).
LOST_RED = (255, 120, 100)
WON_GREEN = (150, 230, 170)


def visit_outlook(scene: VisitScene) -> str | None:
    """ "lost" or "won" once the visit is settled for sure (only while the table is at rest,
    so the HUD's numbers and its colour speak of the same position)."""
    if not scene.ready():
        return None
    prospect = scene.aids.visit(scene.session.state)
    return None if prospect is None or prospect.outlook not in (LOST, SURE_WON) else prospect.outlook


def draw_prospect(scene: VisitScene, surface: pygame.Surface, kind: str | None) -> None:
    """The one line that says the visit can no longer be won (or is won), under the choices."""
    if kind is not None or visit_outlook(scene) is None:
        return
    text = visit_prospect_text(scene.aids.visit(scene.session.state))
    if not text:
        return
    lay = scene.layout
    area = lay["choices"]
    colour = LOST_RED if visit_outlook(scene) == LOST else WON_GREEN
    draw_block(surface, text, area.inflate(-lay.px(8), -lay.px(8)), colour, lay.px(18), True, valign="bottom")


def outcome_text(scene: VisitScene, event: E.VisitOver) -> str:
    """The end-of-visit panel's lines on the stars: gained, the new total, the medal if settled."""
    state = scene.session.state
    kingdom = state.kingdom
    lines = [fief_outcome_text(fief_outcome(kingdom, event.fief))]
    medal = scene.aids.medal(state)
    if medal.outlook in (LOST, SECURED) and not scene.session.over:
        lines.append(medal_prospect_text(medal) or "")
        scene.aids.said = medal
    return "\n".join(lines)


def draw_ruler(scene: VisitScene, surface: pygame.Surface) -> None:
    lay = scene.layout
    m = scene.model
    area = lay["ruler"]
    card = lay["ruler_card"]
    label = pygame.Rect(area.left, area.top, area.width, card.top - area.top)
    scene.draw_label(surface, _("Ruler of fief {fief}").format(fief=m.visiting), label, bold=True)
    if not m.trump:
        return
    box = pygame.Rect(
        area.left, card.bottom + lay.px(8), area.width, min(lay.px(70), area.bottom - card.bottom - lay.px(8))
    )
    if box.height <= lay.px(30):
        return
    scene.draw_zone(surface, box)
    glyph = min(box.height - lay.px(12), lay.px(48))
    back = pygame.Rect(0, 0, glyph + 8, glyph + 8)
    back.midleft = (box.left + lay.px(8), box.centery)
    pygame.draw.ellipse(surface, (247, 238, 218), back)
    surface.blit(assets.suit_glyph(m.trump, glyph), (back.left + 4, back.top + 4))
    text = pygame.Rect(back.right + lay.px(8), box.top, box.right - back.right - lay.px(14), box.height)
    words = _("Trump: {suit}").format(suit=suit_name(m.trump))
    draw_block(surface, words, text, TEXT_LIGHT, lay.px(18), True, valign="middle")


def draw_allies(scene: TableScene, surface: pygame.Surface, legal: frozenset[int] | set[int]) -> None:
    """The four slots: a zone each (lit when it may act or be picked), its number and its status."""
    lay = scene.layout
    scene.draw_label(surface, _("Your allies"), lay["allies_label"], bold=True)
    for slot, ally in enumerate(scene.model.allies):
        area = lay[f"ally{slot}"]
        scene.draw_zone(surface, area, highlight=slot in legal)
        badge = pygame.Rect(area.left + 3, area.top + 3, lay.px(24), lay.px(24))
        pygame.draw.ellipse(surface, (30, 22, 14), badge)
        draw_line(surface, str(slot + 1), badge, TEXT_LIGHT, lay.px(16), True, "center")
        card = slot_card_rect(lay, slot)
        strip = pygame.Rect(area.left + 2, card.bottom, area.width - 4, area.bottom - card.bottom)
        if ally.exhausted:
            # The turned card says "exhausted"; its words go on the card's empty side.
            tag = pygame.Rect(card.centerx - card.height // 2, card.centery + card.width // 2, card.height, 0)
            tag.height = max(0, area.bottom - tag.top - strip.height)
            if tag.height >= lay.px(14):
                draw_line(surface, _("exhausted"), tag, TEXT_LIGHT, lay.px(14), True, "center")
        if ally.substitute:
            words = covered_ally_caption(ally.ally)
            draw_line(surface, words, strip, TEXT_LIGHT, lay.px(14), False, "center")
        scene.draw_focus_on(surface, f"ally:{slot}", area)


def draw_deck(scene: VisitScene, surface: pygame.Surface) -> None:
    lay = scene.layout
    m = scene.model
    card = pygame.Rect(lay["deck"].topleft, lay["_card"].size)
    label = pygame.Rect(
        lay["deck"].left - lay.px(10),
        card.bottom + 2,
        lay["deck"].width + lay.px(20),
        lay["deck"].bottom - card.bottom - 2,
    )
    if m.deck_count - len(m.known_top) > 0 or m.deck_count:
        for i in range(min(3, (m.deck_count + 7) // 8), 0, -1):
            surface.blit(card_art.card_back(card.width, card.height), card.move(i * 2, i * 2).topleft)
        surface.blit(card_art.card_back(card.width, card.height), card.topleft)
        if scene.ready() and scene.legal_of(A.Reveal):
            pygame.draw.rect(
                surface, (255, 250, 235), card.inflate(6, 6), width=3, border_radius=max(4, card.width // 10)
            )
    else:
        scene.draw_zone(surface, card, _("Empty"))
    scene.draw_label(surface, _("Deck: {count}").format(count=m.deck_count), label)
    scene.draw_focus_on(surface, "deck", card)
    known = m.known_top
    if known:
        rects = known_rects(lay, len(known))
        area = lay["known"]
        top = rects[0]
        marker = pygame.Rect(top.left, top.bottom + 2, top.width, lay.px(18))
        draw_line(surface, _("top"), marker, TEXT_LIGHT, lay.px(14), True, "center")
        seen = ngettext("Seen on top: {count} card", "Seen on top: {count} cards", len(known)).format(count=len(known))
        words = pygame.Rect(area.left, marker.bottom, area.width, max(0, area.bottom - marker.bottom))
        scene.draw_label(surface, seen, words, "left")


def draw_score(scene: VisitScene, surface: pygame.Surface) -> None:
    lay = scene.layout
    pile = scene.model.score
    card = pygame.Rect(lay["score"].topleft, lay["_card"].size)
    if pile:
        for i in range(min(3, len(pile) - 1), 0, -1):
            surface.blit(card_art.card_back(card.width, card.height), card.move(i * 2, i * 2).topleft)
    else:
        scene.draw_zone(surface, card, _("Score pile"))
    label = pygame.Rect(
        lay["score"].left - lay.px(20),
        card.bottom + 2,
        lay["score"].width + lay.px(20),
        lay["score"].bottom - card.bottom - 2,
    )
    scene.draw_label(surface, _("Score: {count}").format(count=len(pile)), label, "right", True)


def draw_trick(scene: VisitScene, surface: pygame.Surface) -> None:
    lay = scene.layout
    m = scene.model
    trick = lay["trick"]
    responding = scene.phase() == "respond" and scene.ready()
    scene.draw_zone(surface, trick)
    discard, response = lay["discard"], lay["response"]
    label_h = discard.top - trick.top - lay.px(4)
    statement = m.statement if (m.discard and m.statement == m.discard[-1]) else None
    left = _("Statement") if statement else _("Discard: {count}").format(count=len(m.discard))
    scene.draw_label(
        surface, left, pygame.Rect(discard.left - 4, trick.top + 2, discard.width + 8, label_h), bold=bool(statement)
    )
    scene.draw_label(
        surface,
        _("Response"),
        pygame.Rect(response.left - 4, trick.top + 2, response.width + 8, label_h),
        bold=responding,
    )
    if not m.discard:
        scene.draw_zone(surface, discard, _("Discard pile"))
    if not m.response:
        scene.draw_zone(surface, response, _("Drop here") if responding else "", highlight=responding)


def draw_choices(scene: VisitScene, surface: pygame.Surface, kind: str | None) -> None:
    lay = scene.layout
    area = lay["choices"]
    text = {
        "card": _("Click a highlighted card in your hand."),
        "fief": _("Click a highlighted fief at the top."),
        "slot": _("Click a highlighted ally slot."),
        "suit": _("Pick a suit:"),
        "option": _("Choose:"),
    }.get(kind or "", "")
    if kind == "card" and scene.legal_of(A.PickOption):
        text = _("Click a highlighted card, or skip:")
    if text:
        draw_block(
            surface, text, pygame.Rect(area.left, area.top, area.width, lay.px(30)), TEXT_LIGHT, lay.px(18), True
        )


def banner_image(scene: VisitScene, size: tuple[int, int]) -> pygame.Surface:
    """The end-of-visit banner over the dimmed table."""
    event = scene.hold
    assert event is not None
    lay = scene.layout
    image = pygame.Surface(size, pygame.SRCALPHA)
    dim(image, 120)
    panel, button = scene.banner_rects()
    draw_panel(image, panel)
    pad = lay.px(22)
    title = pygame.Rect(panel.left + pad, panel.top + pad, panel.width - 2 * pad, lay.px(48))
    draw_line(image, visit_over_title(event), title, WON if event.won else ERROR, lay.px(38), True, "center")
    body = pygame.Rect(
        panel.left + pad, title.bottom + lay.px(10), panel.width - 2 * pad, button.top - title.bottom - lay.px(20)
    )
    words = visit_over_text(event) + "\n\n" + outcome_text(scene, event)
    draw_block(image, words, body, TEXT_LIGHT, lay.px(21), align="center", valign="middle")
    draw_button(
        image,
        Button("continue", _("Continue"), button, primary=True),
        scene.hover == "button:continue",
        scene.focus == "button:continue",
    )
    return image
