"""Who made what the game shows, under which licence: the data of the Credits screen.

No pygame here. The portrait authors come from the machine-readable list shipped with
the portraits (``assets/sprites/portraits/index.json``); ``assets/CREDITS.md`` says the
same for people reading the source. Names and addresses are not translated; every
sentence around them is.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..i18n import _
from ..i18n.messages import character_name
from .resources import sprite

OFL_URL = "https://openfontlicense.org/"
CC_BY_SA_URL = "https://creativecommons.org/licenses/by-sa/4.0/"
MIT_URL = "https://opensource.org/license/mit"


@dataclass(frozen=True)
class Credit:
    """One work: what it is, who made it, its licence and where to read more."""

    what: str
    who: str
    licence: str
    url: str
    #: Asset files (under ``assets/``) this entry covers, as glob patterns.
    files: tuple[str, ...] = ()
    note: str = ""


def game_credits() -> list[Credit]:
    """The card game this edition plays, and the code of this edition."""
    return [
        Credit(
            what=_("For Northwood! A Solo Trick-Taking Game (the card game)"),
            who=_("designed by {designer}; published by {publisher}, Spanish edition by {spanish}").format(
                designer="Wilhelm Su", publisher="Side Room Games", spanish="Melmac Games"
            ),
            licence="",
            url="https://gamefound.com/projects/side-room-games/for-northwood",
            note=_("This edition plays its rules; it uses none of the publishers' art."),
        ),
        Credit(
            what=_("This digital edition: code, suit glyphs, icon and wood texture"),
            who=_("For Northwood! digital edition contributors"),
            licence=_("MIT License"),
            url=MIT_URL,
            files=("CREDITS.md", "sprites/suits/*.svg", "sprites/icon/*", "sprites/textures/*"),
        ),
    ]


def font_credits() -> list[Credit]:
    return [
        Credit(
            what=_("Font: Pretendard 1.3.9 (regular and bold)"),
            who="Kil Hyung-jin (길형진)",
            licence=_("SIL Open Font License 1.1"),
            url=OFL_URL,
            files=("fonts/*",),
            note=_("Based on Inter, Source Han Sans and M PLUS 1p. Source: {url}").format(
                url="https://github.com/orioncactus/pretendard"
            ),
        )
    ]


def portrait_authors() -> dict[str, str]:
    """Character code → author of its OpenMoji portrait, from the list shipped with them."""
    index = json.loads(sprite("portraits", "index.json").read_text(encoding="utf-8"))
    return {code: str(entry["author"]) for code, entry in index.items()}


def portrait_credits() -> list[Credit]:
    """One entry for the whole OpenMoji set (its required attribution), then one per portrait."""
    authors = portrait_authors()
    credits = [
        Credit(
            what=_("Character portraits: OpenMoji, the open-source emoji and icon project"),
            who=_("All emojis designed by OpenMoji ({url})").format(url="https://openmoji.org/"),
            licence=_("Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0)"),
            url=CC_BY_SA_URL,
            files=("sprites/portraits/index.json", "sprites/portraits/LICENSE-CC-BY-SA-4.0.txt"),
            note=_("Copied unmodified from OpenMoji 17.0.0."),
        )
    ]
    for code, author in authors.items():
        credits.append(
            Credit(
                what=character_name(code),
                who=author,
                licence="CC BY-SA 4.0",
                url=CC_BY_SA_URL,
                files=(f"sprites/portraits/{code}.svg",),
            )
        )
    return credits


def credit_pages() -> list[tuple[str, str]]:
    """(title, text) of each page of the Credits screen."""

    indent = "\u00a0" * 5  # no-break spaces: the text wrapper keeps them

    def entry(credit: Credit) -> str:
        lines = [credit.what, credit.who]
        if credit.licence:
            lines.append(_("Licence: {licence}").format(licence=credit.licence))
        lines.append(credit.url)
        if credit.note:
            lines.append(credit.note)
        return "\n".join([lines[0]] + [indent + line for line in lines[1:]])

    portraits = portrait_credits()
    heading, characters = portraits[0], portraits[1:]
    half = (len(characters) + 1) // 2
    pages = [
        (_("The game"), "\n\n".join(entry(c) for c in game_credits())),
        (_("Fonts"), "\n\n".join(entry(c) for c in font_credits())),
    ]
    for part in (characters[:half], characters[half:]):
        lines = [entry(heading), ""]
        lines += [_("{character}: portrait by {author}").format(character=c.what, author=c.who) for c in part]
        pages.append((_("Character portraits"), "\n".join(lines)))
    return pages


def all_credits() -> list[Credit]:
    return game_credits() + font_credits() + portrait_credits()
