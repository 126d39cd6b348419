"""Player settings, in the user's config folder."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from ..core.cards import SETUPS, THRESHOLDS
from ..i18n import LANGUAGES, system_language
from ..i18n.persistence_text import bad_setting_warning, file_problem_message
from .files import FileProblem, check_envelope, read_json, set_aside, write_json

SETTINGS_KIND = "fornorthwood-settings"
SETTINGS_VERSION = 1

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
UNDO_MODES = ("undo", "ironman")


@dataclass(frozen=True)
class Settings:
    default_setup: str = "intro"
    default_threshold: int = 16
    animation_speed: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    undo_mode: str = "undo"
    #: Until the player chooses one, the system's language (English if the game does not speak it).
    language: str = field(default_factory=system_language)

    @property
    def ironman(self) -> bool:
        return self.undo_mode == "ironman"


_ALLOWED: dict[str, tuple] = {
    "default_setup": SETUPS,
    "default_threshold": THRESHOLDS,
    "animation_speed": ANIMATION_SPEEDS,
    "sound": (True, False),
    "fullscreen": (True, False),
    "undo_mode": UNDO_MODES,
    "language": LANGUAGES,
}


def allowed_values(name: str) -> tuple:
    """The values a setting may take (for the settings screen)."""
    return _ALLOWED[name]


def _valid(name: str, value: object) -> bool:
    allowed = _ALLOWED[name]
    # bool is an int in Python: match types exactly so that true is not 1 and 16.0 not 16.
    return any(type(value) is type(a) and value == a for a in allowed)


def settings_from_document(document: object) -> tuple[Settings, list[str]]:
    """Settings from a parsed file: unknown keys ignored, bad values replaced by defaults with a warning."""
    doc = check_envelope(document, SETTINGS_KIND, SETTINGS_VERSION)
    values = doc.get("settings")
    if not isinstance(values, dict):
        raise FileProblem("invalid", "settings")
    defaults = Settings()
    chosen: dict[str, object] = {}
    warnings: list[str] = []
    for f in fields(Settings):
        if f.name not in values:
            continue
        value = values[f.name]
        if _valid(f.name, value):
            chosen[f.name] = value
        else:
            warnings.append(bad_setting_warning(f.name, value))
    return Settings(**{**asdict(defaults), **chosen}), warnings  # type: ignore[arg-type]


def load_settings(path: Path) -> tuple[Settings, list[str]]:
    """The saved settings, or the defaults; warnings say what was wrong (never raises)."""
    try:
        return settings_from_document(read_json(path))
    except FileProblem as problem:
        if problem.kind == "missing":
            return Settings(), []
        kept = set_aside(path) if problem.kind != "unreadable" else None
        return Settings(), [file_problem_message("settings", problem.kind, kept)]


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings atomically (raises OSError if the folder is not writable)."""
    write_json(path, {"kind": SETTINGS_KIND, "version": SETTINGS_VERSION, "settings": asdict(settings)})
