"""The visit: ability window, statement, response, ability choices, the end-of-visit banner."""

from __future__ import annotations

import pygame

from ...core import actions as A
from ...i18n import _
from ...i18n.events_text import visit_over_text, visit_over_title
from ...i18n.messages import card_label, character_name, suit_name
from ...session import Session
from .. import assets, card_art
from ..layout import known_rects
from ..scene import Context, Transition, goto
from ..table_scene import Drag, TableScene
from ..text import draw_block, draw_line
from ..theme import ERROR, LOST, TEXT_DIM, TEXT_LIGHT, WON
from ..widgets import Button, Focusable, dim, draw_button, draw_focus, draw_panel

SUITS = "CFLE"


def option_label(option: str) -> str:
    return {"stop": _("Stop drawing"), "continue": _("Draw another"), "skip": _("Skip")}.get(option, option)


class VisitScene(TableScene):
    """One visit to a fief, dialogue after dialogue, until the hand or the deck is empty."""

    kind = "visit"

    def __init__(self, ctx: Context, session: Session, events: list[dict] | None = None, message: str = "") -> None:
        super().__init__(ctx, session, events, message)
        self.pending_transition: Transition | None = None
        self.focus_default()

    # -- what is legal now (asked of the core, never derived) ---------------------------------

    def legal_of(self, kind: str) -> set:
        found: set = set()
        for action in self.legal():
            if kind == "play" and action.type == "play":
                found.add(action.card)
            elif kind == "card" and action.type == "pick" and action.card is not None:
                found.add(action.card)
            elif kind == "activate" and action.type == "activate":
                found.add(action.slot)
            elif kind == "fief" and action.type == "pick" and action.fief is not None:
                found.add(action.fief)
            elif kind == "slot" and action.type == "pick" and action.slot is not None:
                found.add(action.slot)
            elif kind == "suit" and action.type == "pick" and action.suit is not None:
                found.add(action.suit)
            elif kind == "option" and action.type == "pick" and action.option is not None:
                found.add(action.option)
            elif kind == "reveal" and action.type == "reveal":
                found.add(True)
        return found

    def phase(self) -> str:
        return self.session.view()["phase"]

    def hand_constraint(self) -> set[str] | None:
        """Cards to lift (legal responses or picks); None when the hand is not being asked."""
        if self.busy() or self.hold is not None:
            return None
        phase = self.phase()
        if phase == "respond":
            return self.legal_of("play")
        if phase == "decision" and self.session.view()["decision"]["kind"] == "card":
            return self.legal_of("card")
        return None

    def focus_default(self) -> None:
        """Put the focus on the likely next move, unless it already rests on one."""
        if self.hold is not None:
            self.focus = "button:continue"
            return
        view = self.session.view()
        phase = view["phase"]
        wanted: list[str] = []
        if phase == "respond":
            wanted = [f"hand:{c}" for c in view["hand"] if c in self.legal_of("play")]
        elif phase == "decision":
            kind = view["decision"]["kind"]
            if kind == "card":
                wanted = [f"hand:{c}" for c in view["hand"] if c in self.legal_of("card")]
            elif kind == "fief":
                wanted = [f"fief:{f}" for f in sorted(self.legal_of("fief"))]
            elif kind == "slot":
                wanted = [f"ally:{s}" for s in sorted(self.legal_of("slot"))]
            wanted += [f"button:{b.key}" for b in self.choice_buttons()]
        elif phase == "ability_window":
            wanted = ["button:reveal", "deck", *(f"ally:{s}" for s in sorted(self.legal_of("activate")))]
        if self.focus in wanted:
            return
        if wanted:
            self.focus = wanted[0]
            return
        keys = [f.key for f in self.focusables()]
        if self.focus not in keys:
            self.focus = keys[0] if keys else None

    def on_resync(self) -> None:
        self.focus_default()

    # -- events special to the visit ------------------------------------------------------------

    def _on_visit_over(self, e: dict, now: int) -> tuple[int, object]:
        self.hold = e
        self.focus = "button:continue"
        return 0, lambda: None

    def continue_after_visit(self) -> Transition:
        rest = list(self.pending)
        self.pending.clear()
        self.hold = None
        if self.session.over:
            return goto("end_of_game", session=self.session)
        return goto("fief_selection", session=self.session, events=rest)

    # -- geometry -------------------------------------------------------------------------------

    def choice_buttons(self) -> list[Button]:
        if self.busy() or self.hold is not None or self.phase() != "decision":
            return []
        decision = self.session.view()["decision"]
        area = self.layout["choices"]
        px = self.layout.px
        buttons: list[Button] = []
        if decision["kind"] == "suit":
            suits = [s for s in SUITS if s in self.legal_of("suit")]
            cols = 2
            w = (area.width - px(10)) // cols
            h = min(px(54), (area.height - px(40)) // 2)
            for i, suit in enumerate(suits):
                rect = pygame.Rect(
                    area.left + (i % cols) * (w + px(10)), area.top + px(34) + (i // cols) * (h + px(10)), w, h
                )
                buttons.append(Button(f"choice_{suit}", suit_name(suit), rect, suit=suit))
        options = sorted(self.legal_of("option"), key=["continue", "stop", "skip"].index)
        w = min(px(220), (area.width - px(10)) // max(1, len(options)))
        for i, option in enumerate(options):
            rect = pygame.Rect(area.left + i * (w + px(10)), area.top + px(34), w, px(54))
            buttons.append(Button(f"choice_{option}", option_label(option), rect, primary=option == "continue"))
        return buttons

    def buttons(self) -> list[Button]:
        lay = self.layout
        ready = not self.busy() and self.hold is None
        return [
            Button(
                "reveal",
                _("Next statement"),
                lay["button0"],
                ready and bool(self.legal_of("reveal")),
                True,
                hint=_("Space"),
            ),
            self.undo_button("undo", lay["button1"]),
            self.undo_button("redo", lay["button2"]),
            Button("menu", _("Menu"), lay["button3"], hint=_("Esc")),
            Button("rules", _("Rules"), lay["rules_button"], hint=""),
        ]

    def banner_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        lay = self.layout
        w, h = self.ctx.size
        panel = pygame.Rect(0, 0, min(w - lay.px(60), lay.px(720)), min(h - lay.px(60), lay.px(300)))
        panel.center = (w // 2, h // 2)
        button = pygame.Rect(0, 0, lay.px(220), lay.px(54))
        button.midbottom = (panel.centerx, panel.bottom - lay.px(22))
        return panel, button

    def hit_targets(self) -> list[tuple[str, pygame.Rect]]:
        lay = self.layout
        if self.hold is not None:
            return [("button:continue", self.banner_rects()[1])]
        targets: list[tuple[str, pygame.Rect]] = []
        for i in range(8):
            targets.append((f"fief:{i}", lay[f"fief{i}"]))
        targets.append(("ruler", lay["ruler_card"]))
        for slot in range(4):
            targets.append((f"ally:{slot}", lay[f"ally{slot}"]))
        targets.append(("deck", pygame.Rect(lay["deck"].topleft, self.card_rect().size)))
        for i, rect in enumerate(known_rects(lay, len(self.model["deck_known_top"]))[::-1]):
            targets.append((f"known:{len(self.model['deck_known_top']) - 1 - i}", rect))
        targets.append(("score", pygame.Rect(lay["score"].topleft, self.card_rect().size)))
        targets.append(("discard", lay["discard"]))
        constraint = self.hand_constraint()
        lift = lay.px(14)
        for card, rect in self.hand_rects().items():
            if constraint is not None and card in constraint:
                rect = rect.move(0, -lift)
            targets.append((f"hand:{card}", rect))
        for button in [*self.choice_buttons(), *self.buttons()]:
            targets.append((f"button:{button.key}", button.rect))
        return targets

    def focusables(self) -> list[Focusable]:
        if self.hold is not None:
            return [Focusable("button:continue", self.banner_rects()[1], 0)]
        lay = self.layout
        items: list[Focusable] = []
        fiefs = self.legal_of("fief")
        for i in sorted(fiefs):
            items.append(Focusable(f"fief:{i}", lay[f"fief{i}"], 0))
        for slot in range(4):
            items.append(Focusable(f"ally:{slot}", lay[f"ally{slot}"], 1 + slot // 2))
        items.append(Focusable("deck", lay["deck"], 3))
        items.append(Focusable("discard", lay["discard"], 3))
        items.append(Focusable("score", lay["score"], 3))
        for button in self.choice_buttons():
            items.append(Focusable(f"button:{button.key}", button.rect, 4))
        for card, rect in self.hand_rects().items():
            items.append(Focusable(f"hand:{card}", rect, 5))
        for button in self.buttons()[:4]:
            if button.enabled:
                items.append(Focusable(f"button:{button.key}", button.rect, 6))
        return items

    def character_at(self, key: str) -> str | None:
        if key.startswith("fief:"):
            return self.model["fiefs"][int(key[5:])]["ruler"]
        if key.startswith("ally:"):
            ally = self.model["allies"][int(key[5:])]
            return ally["substitute"] or ally["ally"]
        if key == "ruler":
            return self.model["ruler"]
        return None

    # -- input ----------------------------------------------------------------------------------

    def activate(self, key: str) -> None:
        if key == "button:continue":
            self.pending_transition = self.continue_after_visit()
            return
        if self.hold is not None:
            return
        phase = self.phase()
        decision = self.session.view()["decision"]
        kind = decision["kind"] if decision else None
        if key.startswith("fief:"):
            fief = int(key[5:])
            if kind == "fief":
                self.act(A.pick_fief(fief))
        elif key.startswith("ally:"):
            slot = int(key[5:])
            self.act(A.pick_slot(slot) if kind == "slot" else A.activate(slot))
        elif key in ("deck", "button:reveal"):
            self.act(A.REVEAL)
        elif key in ("discard", "score"):
            self.open_pile(key)
        elif key.startswith("hand:"):
            card = key[5:]
            if phase == "decision" and kind == "card":
                self.act(A.pick_card(card))
            elif phase == "respond":
                self.say(_("Drag {card} onto the trick, or double-click it, to answer.").format(card=_card(card)))
        elif key.startswith("button:choice_"):
            choice = key[len("button:choice_") :]
            self.act(A.pick_suit(choice) if choice in SUITS else A.pick_option(choice))
        else:
            self.table_button(key)
        self.focus_default()

    def double_activate(self, key: str) -> None:
        if key.startswith("hand:") and self.phase() == "respond":
            self.act(A.play(key[5:]))
            self.focus_default()
        else:
            self.activate(key)

    def confirm(self, key: str) -> None:
        if key.startswith("hand:") and self.phase() == "respond" and self.hold is None:
            self.act(A.play(key[5:]))
            self.focus_default()
        else:
            self.activate(key)

    def drag_face(self, key: str) -> tuple[str, str] | None:
        if key.startswith("hand:") and self.phase() == "respond" and self.hold is None:
            return ("dialogue", key[5:])
        return None

    def drop(self, drag: Drag, pos: tuple[int, int]) -> bool:
        trick = self.layout["trick"]
        if not (
            trick.collidepoint(pos)
            or trick.colliderect(drag.rect.inflate(-drag.rect.width // 2, -drag.rect.height // 2))
        ):
            return False
        card = drag.key[5:]
        self.drop_origin[card] = pygame.Rect(drag.rect)
        if self.act(A.play(card)):
            self.focus_default()
            return True
        self.drop_origin.pop(card, None)
        return False

    def scene_key(self, event: pygame.event.Event) -> Transition | None:
        if self.hold is not None:
            if event.key == pygame.K_SPACE:
                return self.continue_after_visit()
            return None
        if event.key == pygame.K_SPACE:
            self.act(A.REVEAL)
            self.focus_default()
        elif pygame.K_1 <= event.key <= pygame.K_4 or pygame.K_KP1 <= event.key <= pygame.K_KP4:
            slot = (event.key - pygame.K_1) if event.key <= pygame.K_4 else (event.key - pygame.K_KP1)
            self.focus = f"ally:{slot}"
            self.activate(self.focus)
        return self.after_input()

    # -- drawing --------------------------------------------------------------------------------

    def prompt_text(self) -> str:
        if self.hold is not None:
            return _("The visit is over.")
        view = self.session.view()
        phase = view["phase"]
        if phase == "ability_window":
            if self.legal_of("activate"):
                return _(
                    "Use an ally (click it or press 1–4), or reveal the next statement (click the deck or press Space)."
                )
            return _("Reveal the next statement: click the deck or press Space.")
        if phase == "respond":
            return _("Answer {card}: drag a highlighted card onto the trick, or select it and press Enter.").format(
                card=_card(view["statement"])
            )
        if phase == "decision":
            decision = view["decision"]
            who = character_name(decision["ability"])
            if decision.get("via"):
                who = _("{via} (as {ruler})").format(via=character_name(decision["via"]), ruler=who)
            return _("{who}: {prompt}").format(who=who, prompt=decision["prompt"])
        return ""

    def draw_static(self, surface: pygame.Surface, now: int) -> None:
        self.draw_background(surface)
        decision = self.session.view()["decision"] if not self.busy() else None
        kind = decision["kind"] if decision and self.hold is None else None
        self.draw_fiefs(surface, self.legal_of("fief") if kind == "fief" else set())
        self.draw_hud(surface)
        self.draw_ruler(surface)
        ready = not self.busy() and self.hold is None
        slots = self.legal_of("slot") if kind == "slot" else (self.legal_of("activate") if ready else set())
        self.draw_allies(surface, slots, now)
        self.draw_deck(surface)
        self.draw_score(surface)
        self.draw_trick(surface)
        self.draw_choices(surface, kind)
        self.draw_hand(surface, self.hand_constraint())
        self.draw_lines(surface, self.prompt_text())
        self.draw_buttons(surface)
        for button in self.choice_buttons():
            key = f"button:{button.key}"
            draw_button(surface, button, self.hover == key, self.focus == key)
        if self.hold is not None:
            self.draw_banner(surface)
        else:
            self.draw_tooltip(surface)

    def draw_hud(self, surface: pygame.Surface) -> None:
        lay = self.layout
        m = self.model
        hud = lay["hud"]
        px = lay.px
        score = len(m["score"])
        target = m["target"] if m["target"] is not None else 0
        line1 = pygame.Rect(hud.left, hud.top, hud.width, px(46))
        draw_line(
            surface,
            _("Fief {fief} · Score {score} / {target}").format(fief=m["visiting"], score=score, target=target),
            line1,
            TEXT_LIGHT,
            px(34),
            True,
        )
        line2 = pygame.Rect(hud.left, line1.bottom + px(4), hud.width, px(30))
        if m["trump"]:
            glyph = px(26)
            surface.blit(
                assets.suit_glyph(m["trump"], glyph, (250, 243, 226)), (line2.left, line2.centery - glyph // 2)
            )
            draw_line(
                surface,
                _("Trump: {suit}").format(suit=suit_name(m["trump"])),
                line2.inflate(-glyph - px(8), 0).move(glyph // 2 + px(4), 0),
                TEXT_LIGHT,
                px(22),
                True,
            )
        line3 = pygame.Rect(hud.left, line2.bottom + px(6), hud.width, px(26))
        draw_line(
            surface,
            _("Deck {deck} · Hand {hand} · Stars {stars} / {threshold}").format(
                deck=m["deck_count"], hand=len(m["hand"]), stars=m["stars"], threshold=m["threshold"]
            ),
            line3,
            TEXT_DIM,
            px(19),
        )
        if m.get("baron_eyes"):
            line4 = pygame.Rect(hud.left, line3.bottom + px(4), hud.width, px(24))
            draw_line(surface, _("Baron of Eyes watches your next response."), line4, TEXT_DIM, px(17))

    def draw_ruler(self, surface: pygame.Surface) -> None:
        lay = self.layout
        m = self.model
        area = lay["ruler"]
        self.draw_label(
            surface,
            _("Ruler of fief {fief}").format(fief=m["visiting"]),
            pygame.Rect(area.left, area.top, area.width, lay["ruler_card"].top - area.top),
            bold=True,
        )
        card = lay["ruler_card"]
        if m["ruler"]:
            surface.blit(card_art.character_card(m["ruler"], card.width, card.height, True), card.topleft)
        if m["trump"]:
            box = pygame.Rect(
                area.left, card.bottom + lay.px(8), area.width, min(lay.px(70), area.bottom - card.bottom - lay.px(8))
            )
            if box.height > lay.px(30):
                self.draw_zone(surface, box)
                glyph = min(box.height - lay.px(12), lay.px(48))
                back = pygame.Rect(0, 0, glyph + 8, glyph + 8)
                back.midleft = (box.left + lay.px(8), box.centery)
                pygame.draw.ellipse(surface, (247, 238, 218), back)
                surface.blit(assets.suit_glyph(m["trump"], glyph), (back.left + 4, back.top + 4))
                text = pygame.Rect(back.right + lay.px(8), box.top, box.right - back.right - lay.px(14), box.height)
                draw_block(
                    surface,
                    _("Trump: {suit}").format(suit=suit_name(m["trump"])),
                    text,
                    TEXT_LIGHT,
                    lay.px(18),
                    True,
                    valign="middle",
                )

    def draw_deck(self, surface: pygame.Surface) -> None:
        lay = self.layout
        m = self.model
        card = pygame.Rect(lay["deck"].topleft, self.card_rect().size)
        label = pygame.Rect(
            lay["deck"].left - lay.px(10),
            card.bottom + 2,
            lay["deck"].width + lay.px(20),
            lay["deck"].bottom - card.bottom - 2,
        )
        if m["deck_count"]:
            for i in range(min(3, (m["deck_count"] + 7) // 8), 0, -1):
                surface.blit(card_art.card_back(card.width, card.height), card.move(i * 2, i * 2).topleft)
            surface.blit(card_art.card_back(card.width, card.height), card.topleft)
            reveal = bool(self.legal_of("reveal")) and not self.busy() and self.hold is None
            if reveal:
                pygame.draw.rect(
                    surface, (255, 250, 235), card.inflate(6, 6), width=3, border_radius=max(4, card.width // 10)
                )
        else:
            self.draw_zone(surface, card, _("Empty"))
        self.draw_label(surface, _("Deck: {count}").format(count=m["deck_count"]), label)
        if self.focus == "deck":
            draw_focus(surface, card)
        known = m["deck_known_top"]
        rects = known_rects(lay, len(known))
        for name, rect in reversed(list(zip(known, rects, strict=True))):
            surface.blit(card_art.dialogue_card(name, rect.width, rect.height), rect.topleft)
        if known:
            area = lay["known"]
            self.draw_label(
                surface,
                _("Seen on top"),
                pygame.Rect(area.left, rects[0].bottom + 2, area.width, area.bottom - rects[0].bottom - 2),
                "left",
            )

    def draw_score(self, surface: pygame.Surface) -> None:
        lay = self.layout
        pile = self.model["score"]
        card = pygame.Rect(lay["score"].topleft, self.card_rect().size)
        if pile:
            for i in range(min(3, len(pile) - 1), 0, -1):
                surface.blit(card_art.card_back(card.width, card.height), card.move(i * 2, i * 2).topleft)
            surface.blit(card_art.dialogue_card(pile[-1], card.width, card.height), card.topleft)
        else:
            self.draw_zone(surface, card, _("Score pile"))
        label = pygame.Rect(
            lay["score"].left - lay.px(20),
            card.bottom + 2,
            lay["score"].width + lay.px(20),
            lay["score"].bottom - card.bottom - 2,
        )
        self.draw_label(surface, _("Score: {count}").format(count=len(pile)), label, "right", True)
        if self.focus == "score":
            draw_focus(surface, card)

    def draw_trick(self, surface: pygame.Surface) -> None:
        lay = self.layout
        m = self.model
        trick = lay["trick"]
        responding = self.phase() == "respond" and not self.busy() and self.hold is None
        self.draw_zone(surface, trick, highlight=responding and self.drag is not None)
        discard, response = lay["discard"], lay["response"]
        label_h = discard.top - trick.top - lay.px(4)
        statement = m["statement"] if (m["discard"] and m["statement"] == m["discard"][-1]) else None
        left_label = _("Statement") if statement else _("Discard: {count}").format(count=len(m["discard"]))
        self.draw_label(
            surface,
            left_label,
            pygame.Rect(discard.left - 4, trick.top + 2, discard.width + 8, label_h),
            bold=bool(statement),
        )
        self.draw_label(
            surface,
            _("Response"),
            pygame.Rect(response.left - 4, trick.top + 2, response.width + 8, label_h),
            bold=responding,
        )
        if m["discard"]:
            surface.blit(card_art.dialogue_card(m["discard"][-1], discard.width, discard.height), discard.topleft)
        else:
            self.draw_zone(surface, discard, _("Discard pile"))
        if self.focus == "discard":
            draw_focus(surface, discard)
        if m.get("response") and not m.get("response_placing"):
            surface.blit(card_art.dialogue_card(m["response"], response.width, response.height), response.topleft)
            won = m.get("response_won")
            badge = pygame.Rect(response.left, response.bottom - lay.px(30), response.width, lay.px(30))
            pygame.draw.rect(surface, WON if won else LOST, badge, border_radius=6)
            draw_line(
                surface, ("✓ " + _("Won")) if won else ("✗ " + _("Lost")), badge, TEXT_LIGHT, lay.px(18), True, "center"
            )
        elif not m.get("response"):
            self.draw_zone(surface, response, _("Drop here") if responding else "", highlight=responding)

    def draw_choices(self, surface: pygame.Surface, kind: str | None) -> None:
        lay = self.layout
        area = lay["choices"]
        text = {
            "card": _("Click a highlighted card in your hand."),
            "fief": _("Click a highlighted fief at the top."),
            "slot": _("Click a highlighted ally slot."),
            "suit": _("Pick a suit:"),
            "option": _("Choose:"),
        }.get(kind or "", "")
        if kind == "card" and self.legal_of("option"):
            text = _("Click a highlighted card, or skip:")
        if text:
            draw_block(
                surface, text, pygame.Rect(area.left, area.top, area.width, lay.px(30)), TEXT_LIGHT, lay.px(18), True
            )

    def draw_banner(self, surface: pygame.Surface) -> None:
        event = self.hold
        assert event is not None
        lay = self.layout
        dim(surface, 120)
        panel, button = self.banner_rects()
        draw_panel(surface, panel)
        pad = lay.px(22)
        title = pygame.Rect(panel.left + pad, panel.top + pad, panel.width - 2 * pad, lay.px(48))
        draw_line(
            surface, visit_over_title(event), title, WON if event.get("won") else ERROR, lay.px(38), True, "center"
        )
        body = pygame.Rect(
            panel.left + pad, title.bottom + lay.px(10), panel.width - 2 * pad, button.top - title.bottom - lay.px(20)
        )
        draw_block(surface, visit_over_text(event), body, TEXT_LIGHT, lay.px(21), align="center", valign="middle")
        draw_button(
            surface,
            Button("continue", _("Continue"), button, primary=True),
            self.hover == "button:continue",
            self.focus == "button:continue",
        )


def _card(name: str | None) -> str:
    return card_label(name) if name else ""
