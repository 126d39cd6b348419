"""Player settings, in the user's config folder."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from ..core.cards import SETUPS, THRESHOLDS
from ..i18n import LANGUAGES, system_language
from ..i18n.persistence_text import bad_setting_warning, file_problem_message
from .files import FileProblem, check_envelope, put_aside, read_json, write_json

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
    #: The first game that teaches itself was played to its end or skipped: never offered again at start-up.
    tutorial_done: bool = False
    #: The rulebook's optional rule: play the rest of a visit once its outcome is certain.
    finish_certain_visits: bool = False
    #: The Hint is shown on every position without pressing it (ignored in an Ironman game).
    keep_hint_on: bool = False

    @property
    def ironman(self) -> bool:
        return self.undo_mode == "ironman"


_ALLOWED: dict[str, tuple] = {
    "default_setup": SETUPS,
    "default_threshold": THRESHOLDS,
    "animation_speed": ANIMATION_SPEEDS,
    "sound": (True, False),
    "fullscreen": (False, True),
    "undo_mode": UNDO_MODES,
    "language": LANGUAGES,
    "tutorial_done": (True, False),
    "finish_certain_visits": (True, False),
    "keep_hint_on": (False, True),
}


def allowed_values(name: str) -> tuple:
    """The values a setting may take (for the settings screen)."""
    return _ALLOWED[name]


#: The settings in the order the settings screen shows them.
SETTING_NAMES: tuple[str, ...] = (
    "default_threshold",
    "default_setup",
    "animation_speed",
    "sound",
    "fullscreen",
    "undo_mode",
    "finish_certain_visits",
    "keep_hint_on",
    "language",
)


def setting_choices() -> tuple[tuple[str, tuple], ...]:
    """Each setting with its allowed values, in the settings screen's order."""
    return tuple((name, _ALLOWED[name]) for name in SETTING_NAMES)


def is_allowed(name: str, value: object) -> bool:
    """Whether ``value`` is one of the values the setting ``name`` may take."""
    allowed = _ALLOWED.get(name)
    # bool is an int in Python: match types exactly so that true is not 1 and 16.0 not 16.
    return allowed is not None and any(type(value) is type(a) and value == a for a in allowed)


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
        if is_allowed(f.name, value):
            chosen[f.name] = value
        else:
            warnings.append(bad_setting_warning(f.name, value))
    return Settings(**{**asdict(defaults), **chosen}), warnings


def load_settings(path: Path) -> tuple[Settings, list[str]]:
    """The saved settings, or the defaults; warnings say what was wrong (never raises)."""
    try:
        return settings_from_document(read_json(path))
    except FileProblem as problem:
        if problem.kind == "missing":
            return Settings(), []
        kept = put_aside(path, problem)
        return Settings(), [file_problem_message("settings", problem.kind, kept, left=kept is None)]


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings atomically (raises OSError if the folder is not writable)."""
    write_json(path, {"kind": SETTINGS_KIND, "version": SETTINGS_VERSION, "settings": asdict(settings)})
