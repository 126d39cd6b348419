"""The credits: written once in ``assets/credits.toml``, worded for the Credits screen in every
language, covering every asset file with a licence and an address."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

import pytest

from forNorthwood import i18n
from forNorthwood.desktop import credits, resources

ROOT = Path(__file__).resolve().parents[2]


def _all_text(pages: list[tuple[str, str]]) -> str:
    return "\n".join(title + "\n" + text for title, text in pages)


def test_every_asset_file_is_credited_with_a_licence_and_an_address() -> None:
    root = resources.asset_root()
    files = [p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()]
    assert len(files) > 30
    entries = credits.all_credits()
    uncredited = [f for f in files if not any(fnmatch.fnmatch(f, g) for c in entries for g in c.files)]
    assert uncredited == []
    for entry in entries:
        assert entry.what and entry.who, entry
        if entry.files:  # every asset has a licence, and an address to read it
            assert entry.licence and entry.url.startswith("https://"), entry


def test_the_pages_name_the_game_the_fonts_and_every_portrait_author() -> None:
    text = _all_text(credits.credit_pages())
    data = credits.credits_data()
    for words in (
        "For Northwood! A Solo Trick-Taking Game",
        *data["game"].values(),
        "Pretendard 1.3.9",
        "Kil Hyung-jin (길형진)",
        "Based on Inter, Source Han Sans, M PLUS 1p. Source: https://github.com/orioncactus/pretendard",
        "SIL Open Font License 1.1",
        credits.licence_url("OFL-1.1"),
        "All emojis designed by OpenMoji (https://openmoji.org/)",
        "Copied unmodified from OpenMoji 17.0.0.",
        credits.licence_url("CC-BY-SA-4.0"),
        "MIT License",
        credits.licence_url("MIT"),
    ):
        assert words in text, words
    authors = credits.portrait_authors()
    assert len(authors) == 24 and authors["QL"] == "Carlin MacKenzie"
    for code, author in authors.items():
        assert author in text, code
    assert "King of Claws: portrait by Sofie Ascherl" in text.replace("\u00a0", " ")


def test_the_game_is_credited_to_its_designer_and_publishers() -> None:
    (game, _edition) = credits.game_credits()
    assert game.who == "designed by Wilhelm Su; published by Side Room Games, Spanish edition by Melmac Games"
    assert game.url == "" and game.licence == ""


@pytest.mark.parametrize("language", ["fr", "uk", "ko"])
def test_the_pages_speak_every_language_and_keep_the_names_as_they_are(language: str) -> None:
    with i18n.speaking(language):
        text = _all_text(credits.credit_pages())
    english = _all_text(credits.credit_pages())
    assert text != english
    names = (
        "Wilhelm Su",
        "Side Room Games",
        "Melmac Games",
        "Pretendard",
        "1.3.9",
        "Kil Hyung-jin (길형진)",
        "OpenMoji",
        "17.0.0",
        "Sofie Ascherl",
    )
    for name in names:
        assert name in text, (language, name)
    assert "{" not in text  # every placeholder was filled


def test_each_credit_is_written_only_in_credits_toml() -> None:
    """The names, versions, addresses and pinned packages are in the data file; the code that
    words them and the jobs that download or write the assets repeat none of them."""
    data = tomllib.loads((ROOT / "assets" / "credits.toml").read_text(encoding="utf-8"))
    facts = [
        *data["game"].values(),
        data["font"]["author"],
        data["font"]["version"],
        data["font"]["url"],
        data["font"]["npm"]["integrity"],
        data["portraits"]["version"],
        data["portraits"]["url"],
        data["portraits"]["npm"]["integrity"],
        *(licence["url"] for licence in data["licences"].values()),
    ]
    sources = [ROOT / "forNorthwood" / "desktop" / "credits.py", *sorted((ROOT / "scripts").glob("*assets*.py"))]
    for path in sources:
        code = path.read_text(encoding="utf-8")
        repeated = [fact for fact in facts if fact in code]
        assert repeated == [], path.name


def test_every_licence_has_a_name_and_its_shipped_text() -> None:
    data = credits.credits_data()
    used = {data[work]["licence"] for work in ("edition", "font", "portraits")}
    assert used == set(data["licences"])
    for licence, entry in data["licences"].items():
        assert credits.licence_name(licence)
        assert entry["url"].startswith("https://")
        if "text" in entry:
            assert (resources.asset_root() / entry["text"]).is_file(), licence
