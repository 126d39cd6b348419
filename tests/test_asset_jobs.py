"""The asset jobs of ``scripts/assets_*.py``, offline: what each makes from local sources is the
committed asset, byte for byte or pixel for pixel.

The downloads themselves (``npm pack`` of the pinned packages) need the network and are not
run here; the jobs' work on a downloaded tarball is, with a small tarball built by the test.
"""

from __future__ import annotations

import io
import json
import shutil
import sys
import tarfile
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
sys.path.insert(0, str(ROOT / "scripts"))

import assets_audit  # noqa: E402  (the scripts folder is on the path only from here)
import assets_common  # noqa: E402
import assets_credits  # noqa: E402
import assets_fonts  # noqa: E402
import assets_icon  # noqa: E402
import assets_portraits  # noqa: E402
import assets_suits  # noqa: E402
import assets_texture  # noqa: E402


def pixels(path_or_surface: Path | pygame.Surface) -> bytes:
    surface = pygame.image.load(str(path_or_surface)) if isinstance(path_or_surface, Path) else path_or_surface
    return pygame.image.tobytes(surface, "RGBA")


def tarball(path: Path, members: dict[str, bytes]) -> Path:
    """An npm-like ``.tgz`` holding these members."""
    with tarfile.open(path, "w:gz") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return path


def test_the_suit_check_takes_the_glyphs_and_refuses_a_second_colour(tmp_path: Path) -> None:
    assets_suits.check()
    shutil.copytree(ASSETS / "sprites" / "suits", tmp_path / "sprites" / "suits")
    assets_suits.check(tmp_path)
    leaf = tmp_path / "sprites" / "suits" / "leaves.svg"
    leaf.write_text(leaf.read_text().replace('fill="#000000"', 'fill="#ff0000"', 1))
    with pytest.raises(SystemExit, match="not single-colour"):
        assets_suits.check(tmp_path)
    leaf.unlink()
    with pytest.raises(SystemExit, match="missing"):
        assets_suits.check(tmp_path)


def test_the_icon_job_renders_the_committed_icon(tmp_path: Path) -> None:
    folder = tmp_path / "sprites" / "icon"
    folder.mkdir(parents=True)
    shutil.copy(ASSETS / "sprites" / "icon" / "fornorthwood.svg", folder)
    assets_icon.build(tmp_path)
    made = folder / "fornorthwood.png"
    assert pygame.image.load(str(made)).get_size() == (256, 256)
    assert pixels(made) == pixels(ASSETS / "sprites" / "icon" / "fornorthwood.png")
    assert not list(folder.glob("*.tmp.png"))


def test_the_texture_job_reproduces_the_committed_texture(tmp_path: Path) -> None:
    assets_texture.build(tmp_path)
    made = tmp_path / "sprites" / "textures" / "wood_table.png"
    assert pixels(made) == pixels(ASSETS / "sprites" / "textures" / "wood_table.png")


def test_the_texture_tiles_without_a_seam() -> None:
    # Whole-number frequencies over the width: the first column continues the last one as
    # smoothly as any two neighbouring columns do.
    surface = assets_texture.make_wood_texture(width=128, height=64, planks=2)
    rows = [[surface.get_at((x, y))[:3] for x in range(128)] for y in range(0, 64, 3)]

    def step(a: int, b: int) -> int:
        return max(sum(abs(p - q) for p, q in zip(row[a], row[b], strict=True)) for row in rows)

    inside = max(step(x, x + 1) for x in range(127))
    assert step(127, 0) <= inside


def test_the_font_job_copies_the_package_files_unmodified(tmp_path: Path) -> None:
    members = {name: f"the bytes of {name}".encode() for name in assets_fonts.FILES}
    tgz = tarball(tmp_path / "pretendard.tgz", {**members, "package/README.md": b"not copied"})
    assets_fonts.copy_fonts(tgz, tmp_path)
    for member, name in assets_fonts.FILES.items():
        assert (tmp_path / "fonts" / name).read_bytes() == members[member]
    assert sorted(p.name for p in (tmp_path / "fonts").iterdir()) == sorted(assets_fonts.FILES.values())


def test_a_tarball_missing_a_file_or_not_the_pinned_one_stops_the_job(tmp_path: Path) -> None:
    tgz = tarball(tmp_path / "short.tgz", {"package/dist/LICENSE.txt": b"OFL"})
    with pytest.raises(SystemExit, match="missing"):
        assets_fonts.copy_fonts(tgz, tmp_path)
    assets_common.check_integrity(tgz, assets_common.sri_sha512(tgz))
    with pytest.raises(SystemExit, match="integrity mismatch"):
        assets_common.check_integrity(tgz, assets_fonts.PACKAGE["integrity"])


def test_without_npm_a_download_stops_with_a_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assets_common.shutil, "which", lambda name: None)
    with pytest.raises(SystemExit, match="npm is required"):
        assets_common.npm_pack(assets_fonts.PACKAGE, tmp_path)


def test_the_portrait_job_writes_the_committed_index_from_openmoji_metadata(tmp_path: Path) -> None:
    committed = json.loads((ASSETS / "sprites" / "portraits" / "index.json").read_text(encoding="utf-8"))
    metadata = []
    members = {}
    for code, (hexcode, _animal) in assets_portraits.PORTRAITS.items():
        entry = committed[code]
        metadata.append(
            {
                "hexcode": hexcode,
                "emoji": entry["emoji"] or "\ue003",
                "unicode": "1" if entry["emoji"] else "",
                "annotation": entry["openmoji_annotation"],
                "openmoji_author": entry["author"],
            }
        )
        members[assets_portraits.svg_member(hexcode)] = f"<svg id='{hexcode}'/>".encode()
    members[assets_portraits.METADATA] = json.dumps(metadata).encode()
    members[assets_portraits.LICENCE] = b"CC BY-SA 4.0"
    tgz = tarball(tmp_path / "openmoji.tgz", members)
    out = tmp_path / "assets" / "sprites" / "portraits"
    out.mkdir(parents=True)
    (out / "XX.svg").write_text("<svg/>")  # a portrait of an older choice of animals

    index = assets_portraits.copy_portraits(tgz, tmp_path / "assets")

    assert index == committed
    written = (out / "index.json").read_text(encoding="utf-8")
    assert written == (ASSETS / "sprites" / "portraits" / "index.json").read_text(encoding="utf-8")
    assert (out / "KC.svg").read_text() == "<svg id='1F43B'/>"
    assert (out / "LICENSE-CC-BY-SA-4.0.txt").read_bytes() == b"CC BY-SA 4.0"
    assert not (out / "XX.svg").exists()
    assert len(list(out.glob("*.svg"))) == 24


def test_the_credits_file_is_what_its_job_writes() -> None:
    assert assets_credits.is_up_to_date(), "run: python scripts/assets_credits.py"


def test_the_audit_passes_on_the_committed_assets_and_draws_a_contact_sheet(tmp_path: Path) -> None:
    assets_audit.check_svgs(sizes=(24, 96))
    assert 1e6 < assets_audit.check_size() <= assets_audit.MAX_BYTES
    sheet = tmp_path / "sheet.png"
    assets_audit.contact_sheet(sheet, size=48)
    assert pygame.image.load(str(sheet)).get_size() == (6 * 72, 5 * 88)


def test_the_audit_refuses_an_svg_that_draws_nothing(tmp_path: Path) -> None:
    shutil.copytree(ASSETS / "sprites", tmp_path / "sprites")
    (tmp_path / "sprites" / "portraits" / "KC.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>'
    )
    with pytest.raises(SystemExit, match=r"KC\.svg renders wrong"):
        assets_audit.check_svgs(tmp_path, sizes=(24,))
