"""Who made what the game shows and plays, under which licence: the data of the Credits screen.

No pygame here. The credits are written once, in ``assets/credits.toml`` (names, versions,
addresses, licences and the asset files each one covers); each portrait's author comes from
the list shipped with the portraits (``assets/sprites/portraits/index.json``). This module
words them: every sentence around a name goes through gettext, names and addresses are not
translated. ``scripts/assets_credits.py`` writes ``assets/CREDITS.md`` from the same entries.
"""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..i18n import _
from ..i18n.messages import character_name
from .resources import asset_root, sprite


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


@cache
def credits_data() -> dict[str, Any]:
    """``assets/credits.toml``, as written."""
    return tomllib.loads((asset_root() / "credits.toml").read_text(encoding="utf-8"))


def licence_name(licence: str) -> str:
    """The name of a licence of ``credits.toml`` (by its SPDX identifier), in the player's language."""
    names = {
        "MIT": _("MIT License"),
        "OFL-1.1": _("SIL Open Font License 1.1"),
        "CC-BY-SA-4.0": _("Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0)"),
    }
    return names[licence]


def licence_url(licence: str) -> str:
    return str(credits_data()["licences"][licence]["url"])


def game_credits() -> list[Credit]:
    """The card game this edition plays, and the code of this edition."""
    data = credits_data()
    edition = data["edition"]
    return [
        Credit(
            what=_("For Northwood! A Solo Trick-Taking Game (the card game)"),
            who=_("designed by {designer}; published by {publisher}, Spanish edition by {spanish}").format(
                designer=data["game"]["designer"],
                publisher=data["game"]["publisher"],
                spanish=data["game"]["spanish_publisher"],
            ),
            licence="",
            url="",
            note=_("This edition plays its rules; it uses none of the publishers' art."),
        ),
        Credit(
            what=_("This digital edition: code, suit glyphs, icon and wood texture"),
            who=_("For Northwood! digital edition contributors"),
            licence=licence_name(edition["licence"]),
            url=licence_url(edition["licence"]),
            files=tuple(edition["files"]),
        ),
    ]


def font_credits() -> list[Credit]:
    font = credits_data()["font"]
    return [
        Credit(
            what=_("Font: {name} {version} (regular and bold)").format(name=font["name"], version=font["version"]),
            who=font["author"],
            licence=licence_name(font["licence"]),
            url=licence_url(font["licence"]),
            files=tuple(font["files"]),
            note=_("Based on {fonts}. Source: {url}").format(
                fonts=", ".join(base["name"] for base in font["based_on"]), url=font["url"]
            ),
        )
    ]


def portrait_index() -> dict[str, dict[str, str]]:
    """Character code → its portrait's entry in the list shipped with the portraits."""
    index: dict[str, dict[str, str]] = json.loads(sprite("portraits", "index.json").read_text(encoding="utf-8"))
    return index


def portrait_authors() -> dict[str, str]:
    """Character code → author of its OpenMoji portrait, from the list shipped with them."""
    return {code: str(entry["author"]) for code, entry in portrait_index().items()}


def portrait_credits() -> list[Credit]:
    """One entry for the whole OpenMoji set (its required attribution), then one per portrait."""
    portraits = credits_data()["portraits"]
    name, url = portraits["name"], licence_url(portraits["licence"])
    credits = [
        Credit(
            what=_("Character portraits: {name}, the open-source emoji and icon project").format(name=name),
            who=_("All emojis designed by {name} ({url})").format(name=name, url=portraits["url"]),
            licence=licence_name(portraits["licence"]),
            url=url,
            files=tuple(portraits["files"]),
            note=_("Copied unmodified from {name} {version}.").format(name=name, version=portraits["version"]),
        )
    ]
    for code, entry in portrait_index().items():
        credits.append(
            Credit(
                what=character_name(code),
                who=str(entry["author"]),
                licence=str(entry["license"]),
                url=url,
                files=(f"sprites/portraits/{entry['file']}",),
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
        if credit.url:
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
