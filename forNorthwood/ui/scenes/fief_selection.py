"""Choosing the next fief, then bringing friends in over the ally slots."""

from __future__ import annotations

import pygame

from ...core import actions as A
from ...i18n import _
from ...i18n.messages import character_name, medal_name, suit_name
from ...session import Session
from .. import assets, card_art
from ..animation import DEAL_STAGGER_MS, FLY_MS, Face
from ..layout import row_rects
from ..scene import Context, Transition
from ..table_scene import Drag, TableScene
from ..text import draw_block, draw_line
from ..theme import TEXT_DIM, TEXT_LIGHT
from ..widgets import Button, Focusable, draw_focus


class FiefSelectionScene(TableScene):
    """The row of fiefs and the new hand: pick a fief, bring in friends, start the visit."""

    kind = "fief_selection"

    def __init__(
        self,
        ctx: Context,
        session: Session,
        events: list[dict] | None = None,
        message: str = "",
        deal: bool = False,
    ) -> None:
        self.held_friend: str | None = None
        self.pending_transition: Transition | None = None
        super().__init__(ctx, session, None, message)
        intro: list[dict] = []
        if deal:
            intro = [{"type": "deal_kingdom"}, {"type": "dealt", "hand": list(self.model["hand"])}]
        if intro or events:
            self.play([*intro, *(events or [])])
        if not self.message:
            self.message = _("Look at your hand, then choose a fief to visit.")
        self.focus_default()

    # -- what is legal now ----------------------------------------------------------------------

    def phase(self) -> str:
        return self.session.view()["phase"]

    def legal_fiefs(self) -> set[int]:
        return {a.fief for a in self.legal() if a.type == "choose_fief"}

    def legal_friends(self) -> set[str]:
        return {a.friend for a in self.legal() if a.type == "substitute"}

    def can(self, action: A.Action) -> bool:
        return action in self.legal()

    def focus_default(self) -> None:
        keys = [f.key for f in self.focusables()]
        if self.focus in keys:
            return
        if self.phase() == "choose_substitutes":
            self.focus = "button:start"
        else:
            fiefs = sorted(self.legal_fiefs())
            self.focus = f"fief:{fiefs[0]}" if fiefs else (keys[0] if keys else None)

    def on_resync(self) -> None:
        if self.held_friend not in self.model["friends"]:
            self.held_friend = None
        self.focus_default()

    # -- the opening deal (fiefs, rulers and allies appear one by one) ------------------------

    def _on_deal_kingdom(self, e: dict, now: int) -> tuple[int, object]:
        hidden = self.model.setdefault("hidden", set())
        self.model["hand"] = []  # the hand is dealt after the kingdom
        start = pygame.Rect(0, 0, *self.layout["fief0"].size)
        start.center = self.layout["center"].center
        longest = 0
        step = self.ctx.duration(DEAL_STAGGER_MS) * 1.6
        order = [f"fief:{i}" for i in range(8)] + [f"ally:{s}" for s in range(4)]
        for i, key in enumerate(order):
            hidden.add(key)
            if key.startswith("fief:"):
                number = int(key[5:])
                face: Face = ("fief", str(number))
                end = self.layout[f"fief{number}"]
            else:
                slot = int(key[5:])
                face = ("character", self.model["allies"][slot]["ally"])
                end = self.slot_card_rect(slot)
            delay = 0 if self.instant else round(step * i)
            flight = self._fly(key, face, start, end, now, FLY_MS, None, (lambda k=key: hidden.discard(k)), delay)
            longest = max(longest, delay + flight.duration)
        return longest, lambda: hidden.clear()

    def face_surface(self, face: Face, w: int, h: int) -> pygame.Surface:
        if face[0] == "fief":
            fief = self.model["fiefs"][int(face[1])]
            return card_art.fief_card(fief["number"], fief["stars"], fief["ruler"], fief["status"], False, w, h)
        return super().face_surface(face, w, h)

    # -- geometry -------------------------------------------------------------------------------

    def friend_rects(self, friends: list[str] | None = None) -> dict[str, pygame.Rect]:
        friends = self.model["friends"] if friends is None else friends
        area = self.layout["friends"]
        label = self.layout.px(22)
        row = pygame.Rect(area.left, area.top + label, area.width, area.height - label)
        card = self.card_rect()
        return dict(
            zip(friends, row_rects(row, len(friends), card.width, card.height, self.layout.px(10)), strict=True)
        )

    def friend_rect(self, friend: str, adding: bool = False) -> pygame.Rect:
        friends = list(self.model["friends"])
        if adding and friend not in friends:
            friends = sorted([*friends, friend])
        rects = self.friend_rects(friends)
        return rects.get(friend) or pygame.Rect(self.layout["friends"].topleft, self.card_rect().size)

    def buttons(self) -> list[Button]:
        lay = self.layout
        choosing = self.phase() == "choose_substitutes"
        second = (
            Button("back", _("Back"), lay["button1"], self.can(A.BACK), hint=_("choose another fief"))
            if choosing
            else Button(
                "stop",
                _("Stop the game"),
                lay["button1"],
                self.can(A.STOP_GAME),
                hint=_("when the goal is out of reach"),
            )
        )
        return [
            Button("start", _("Start the visit"), lay["button0"], self.can(A.BEGIN_VISIT), True, hint=_("Enter")),
            second,
            self.undo_button("undo", lay["button2"]),
            Button("menu", _("Menu"), lay["button3"], hint=_("Esc")),
            Button("rules", _("Rules"), lay["rules_button"]),
        ]

    def hit_targets(self) -> list[tuple[str, pygame.Rect]]:
        lay = self.layout
        targets: list[tuple[str, pygame.Rect]] = [(f"fief:{i}", lay[f"fief{i}"]) for i in range(8)]
        targets.append(("ruler", lay["ruler_card"]))
        targets += [(f"ally:{slot}", lay[f"ally{slot}"]) for slot in range(4)]
        targets += [(f"friend:{f}", r) for f, r in self.friend_rects().items()]
        targets += [(f"hand:{c}", r) for c, r in self.hand_rects().items()]
        targets += [(f"button:{b.key}", b.rect) for b in self.buttons()]
        return targets

    def focusables(self) -> list[Focusable]:
        lay = self.layout
        items = [Focusable(f"fief:{i}", lay[f"fief{i}"], 0) for i in sorted(self.legal_fiefs())]
        if self.phase() == "choose_substitutes":
            items.append(Focusable(f"fief:{self.model['visiting']}", lay[f"fief{self.model['visiting']}"], 0))
            items += [Focusable(f"friend:{f}", r, 1) for f, r in self.friend_rects().items()]
            items += [Focusable(f"ally:{s}", lay[f"ally{s}"], 2 + s // 2) for s in range(4)]
        items += [Focusable(f"button:{b.key}", b.rect, 5) for b in self.buttons()[:4] if b.enabled]
        return items

    def character_at(self, key: str) -> str | None:
        if key.startswith("fief:"):
            return self.model["fiefs"][int(key[5:])]["ruler"]
        if key.startswith("ally:"):
            ally = self.model["allies"][int(key[5:])]
            return ally["substitute"] or ally["ally"]
        if key.startswith("friend:"):
            return key[7:]
        if key == "ruler":
            fief = self.preview_fief()
            return None if fief is None else self.model["fiefs"][fief]["ruler"]
        return None

    def preview_fief(self) -> int | None:
        """The fief whose ruler the big card shows: hovered, else focused, else chosen."""
        if self.model.get("hidden"):
            return None
        for key in (self.hover, self.focus):
            if key and key.startswith("fief:"):
                number = int(key[5:])
                if self.model["fiefs"][number]["ruler"]:
                    return number
        if self.model["visiting"] is not None:
            return self.model["visiting"]
        return None

    # -- input ----------------------------------------------------------------------------------

    def activate(self, key: str) -> None:
        phase = self.phase()
        if key.startswith("fief:"):
            fief = int(key[5:])
            if phase == "choose_substitutes":
                if fief == self.model["visiting"]:
                    self.act(A.BEGIN_VISIT)  # confirming the chosen fief again starts the visit
                    return
                if fief in {f["number"] for f in self.model["fiefs"] if f["status"] == "unvisited"}:
                    self.act(A.BACK)
            if self.act(A.choose_fief(fief)):
                self.focus = "button:start"
        elif key.startswith("friend:"):
            friend = key[7:]
            self.held_friend = None if self.held_friend == friend else friend
            if self.held_friend:
                self.say(_("{friend} is ready: click an ally slot or press 1–4.").format(friend=character_name(friend)))
        elif key.startswith("ally:"):
            self.slot_chosen(int(key[5:]))
        elif key == "button:start":
            self.act(A.BEGIN_VISIT)
        elif key == "button:back":
            self.act(A.BACK)
        elif key == "button:stop":
            self.act(A.STOP_GAME)
        else:
            self.table_button(key)
        self.focus_default()

    def slot_chosen(self, slot: int) -> None:
        friend = self.held_friend
        if friend is None and self.focus and self.focus.startswith("friend:"):
            friend = self.focus[7:]
        if friend is not None:
            self.held_friend = None
            self.act(A.substitute(friend, slot))
        elif self.model["allies"][slot]["substitute"]:
            self.act(A.unsubstitute(slot))
        elif self.phase() == "choose_substitutes":
            if self.legal_friends():
                self.say(_("Pick a friend first, then the ally slot it covers."))
            else:
                self.say(_("No friend to bring in yet: win a fief to befriend its ruler."))

    def drag_face(self, key: str) -> Face | None:
        if self.phase() != "choose_substitutes":
            return None
        if key.startswith("friend:"):
            return ("character", key[7:])
        if key.startswith("ally:"):
            substitute = self.model["allies"][int(key[5:])]["substitute"]
            if substitute:
                return ("character", substitute)
        return None

    def slot_at(self, drag: Drag, pos: tuple[int, int]) -> int | None:
        for slot in range(4):
            if self.layout[f"ally{slot}"].collidepoint(pos):
                return slot
        center = drag.rect.center
        for slot in range(4):
            if self.layout[f"ally{slot}"].collidepoint(center):
                return slot
        return None

    def drop(self, drag: Drag, pos: tuple[int, int]) -> bool:
        slot = self.slot_at(drag, pos)
        if drag.key.startswith("friend:"):
            if slot is None:
                return False
            friend = drag.key[7:]
            self.drop_origin[friend] = pygame.Rect(drag.rect)
            return self.act(A.substitute(friend, slot))
        origin = int(drag.key[5:])
        friend = self.model["allies"][origin]["substitute"]
        if slot == origin or friend is None:
            return False
        self.drop_origin[friend] = pygame.Rect(drag.rect)
        if not self.act(A.unsubstitute(origin)):
            return False
        if slot is not None:
            self.finish_animations()
            self.act(A.substitute(friend, slot))
        return True

    def scene_key(self, event: pygame.event.Event) -> Transition | None:
        digit = _digit(event.key)
        if digit is not None:
            if self.phase() == "choose_fief" and digit <= 7:
                self.focus = f"fief:{digit}"
                self.dirty = True
            elif self.phase() == "choose_substitutes" and 1 <= digit <= 4:
                self.slot_chosen(digit - 1)
            elif self.phase() == "choose_substitutes" and digit <= 7:
                self.focus = f"fief:{digit}"
                self.dirty = True
        elif event.key in (pygame.K_DELETE, pygame.K_BACKSPACE) and self.focus and self.focus.startswith("ally:"):
            slot = int(self.focus[5:])
            if self.model["allies"][slot]["substitute"]:
                self.act(A.unsubstitute(slot))
        return self.after_input()

    # -- drawing --------------------------------------------------------------------------------

    def prompt_text(self) -> str:
        if self.phase() == "choose_substitutes":
            if self.legal_friends():
                return _("Drag friends onto ally slots if you like (drag them off to undo), then start the visit.")
            return _("Start the visit when you are ready (Enter), or go back and choose another fief.")
        return _("Choose a fief to visit: click it, or use the arrow or number keys and Enter.")

    def draw_static(self, surface: pygame.Surface, now: int) -> None:
        self.draw_background(surface)
        hidden = self.model.get("hidden", set())
        legal = self.legal_fiefs() if not self.busy() else set()
        self.draw_fiefs_hidden(surface, legal, hidden)
        self.draw_hud(surface)
        self.draw_preview(surface)
        self.draw_friends(surface)
        self.draw_info(surface)
        slots = set(range(4)) if self.phase() == "choose_substitutes" and self.legal_friends() else set()
        self.draw_allies(surface, slots if (self.held_friend or self.drag) else set(), now)
        self.draw_hand(surface, None)
        self.draw_lines(surface, self.prompt_text())
        self.draw_buttons(surface)
        self.draw_tooltip(surface)

    def draw_fiefs_hidden(self, surface: pygame.Surface, legal: set[int], hidden: set[str]) -> None:
        if not hidden:
            self.draw_fiefs(surface, legal)
            return
        saved = self.model["fiefs"]
        shown = [f for f in saved if f"fief:{f['number']}" not in hidden]
        self.model["fiefs"] = shown
        try:
            self.draw_fiefs(surface, legal)
        finally:
            self.model["fiefs"] = saved

    def draw_hud(self, surface: pygame.Surface) -> None:
        lay = self.layout
        m = self.model
        hud = lay["hud"]
        px = lay.px
        visits = sum(1 for f in m["fiefs"] if f["status"] != "unvisited")
        line1 = pygame.Rect(hud.left, hud.top, hud.width, px(46))
        draw_line(surface, _("Visit {n} of 8").format(n=min(8, visits + 1)), line1, TEXT_LIGHT, px(34), True)
        line2 = pygame.Rect(hud.left, line1.bottom + px(4), hud.width, px(30))
        draw_line(
            surface,
            _("Stars {stars} / {threshold} ({medal})").format(
                stars=m["stars"], threshold=m["threshold"], medal=medal_name(m["threshold"])
            ),
            line2,
            TEXT_LIGHT,
            px(22),
            True,
        )
        line3 = pygame.Rect(hud.left, line2.bottom + px(6), hud.width, px(26))
        draw_line(
            surface, _("Still possible: {stars} stars").format(stars=m["stars_still_possible"]), line3, TEXT_DIM, px(19)
        )

    def draw_preview(self, surface: pygame.Surface) -> None:
        lay = self.layout
        area = lay["ruler"]
        card = lay["ruler_card"]
        fief = self.preview_fief()
        if fief is None:
            self.draw_label(
                surface, _("Rulers"), pygame.Rect(area.left, area.top, area.width, card.top - area.top), bold=True
            )
            self.draw_zone(surface, card)
            draw_block(
                surface,
                _("Point at a fief to meet its ruler."),
                card.inflate(-lay.px(16), -lay.px(16)),
                TEXT_DIM,
                lay.px(17),
                align="center",
                valign="middle",
            )
            return
        ruler = self.model["fiefs"][fief]["ruler"]
        self.draw_label(
            surface,
            _("Ruler of fief {fief}").format(fief=fief),
            pygame.Rect(area.left, area.top, area.width, card.top - area.top),
            bold=True,
        )
        surface.blit(card_art.character_card(ruler, card.width, card.height, True), card.topleft)
        box = pygame.Rect(area.left, card.bottom + lay.px(8), area.width, area.bottom - card.bottom - lay.px(8))
        if box.height > lay.px(30):
            glyph = min(lay.px(32), box.height - 4)
            back = pygame.Rect(box.left, box.top, glyph + 8, glyph + 8)
            pygame.draw.ellipse(surface, (247, 238, 218), back)
            surface.blit(assets.suit_glyph(ruler[1], glyph), (back.left + 4, back.top + 4))
            words = _("Target {target} · Trump {suit}").format(target=fief, suit=suit_name(ruler[1]))
            draw_block(
                surface,
                words,
                pygame.Rect(back.right + 6, box.top, box.right - back.right - 6, box.height),
                TEXT_LIGHT,
                lay.px(17),
                True,
            )

    def draw_friends(self, surface: pygame.Surface) -> None:
        lay = self.layout
        area = lay["friends"]
        label = pygame.Rect(area.left, area.top, area.width, lay.px(22))
        friends = self.model["friends"]
        if friends:
            self.draw_label(
                surface,
                _("Friends: drag one onto an ally slot to lend its ability for this visit"),
                label,
                "left",
                True,
            )
        else:
            self.draw_label(surface, _("Friends"), label, "left", True)
        row = pygame.Rect(area.left, label.bottom, area.width, area.height - label.height)
        if not friends:
            self.draw_zone(surface, row)
            draw_block(
                surface,
                _("No friends yet. Win a fief (exactly its number of dialogues) and its ruler becomes a friend."),
                row.inflate(-lay.px(30), -lay.px(20)),
                TEXT_DIM,
                lay.px(18),
                align="center",
                valign="middle",
            )
            return
        hidden = {g.key for g in self.glides}
        if self.drag:
            hidden.add(self.drag.key)
        usable = self.legal_friends()
        for friend, rect in self.friend_rects().items():
            key = f"friend:{friend}"
            if key in hidden:
                continue
            surface.blit(card_art.character_card(friend, rect.width, rect.height), rect.topleft)
            if friend == self.held_friend:
                pygame.draw.rect(surface, (255, 250, 235), rect.inflate(8, 8), width=4, border_radius=8)
            elif self.phase() != "choose_substitutes" or friend not in usable:
                surface.blit(_veil(rect.size), rect.topleft)
            if self.focus == key:
                draw_focus(surface, rect)

    def draw_info(self, surface: pygame.Surface) -> None:
        lay = self.layout
        area = lay["info"]
        m = self.model
        self.draw_zone(surface, area)
        inner = area.inflate(-lay.px(30), -lay.px(20))
        if self.phase() == "choose_substitutes" and m["visiting"] is not None and m["ruler"]:
            text = _(
                "Fief {fief}: win exactly {fief} dialogues. Trump is {suit}, the suit of {ruler}. "
                "Win the visit and the ruler becomes your friend; miss the target and the fief is lost."
            ).format(fief=m["visiting"], suit=suit_name(m["ruler"][1]), ruler=character_name(m["ruler"]))
        else:
            text = _(
                "Each fief's number is the exact number of dialogues to win there, and its ruler's suit is trump "
                "for the whole visit. The outer fiefs are hardest and worth the most stars. "
                "Your allies are on the right."
            )
        draw_block(surface, text, inner, TEXT_LIGHT, lay.px(20), align="center", valign="middle")


_DIGITS = {getattr(pygame, f"K_{i}"): i for i in range(10)} | {getattr(pygame, f"K_KP{i}"): i for i in range(10)}


def _digit(key: int) -> int | None:
    """The digit of a number key (top row or keypad), else None."""
    return _DIGITS.get(key)


_veils: dict[tuple[int, int], pygame.Surface] = {}


def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = _veils.get(size)
    if veil is None:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 12, 6, 120), veil.get_rect(), border_radius=max(3, size[0] // 12))
        _veils[size] = veil
    return veil
