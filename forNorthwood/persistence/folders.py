"""Where the game keeps its files: the user's data and config folders."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "fornorthwood"


@dataclass(frozen=True)
class Folders:
    """The data folder (saves, statistics, logs) and the config folder (settings)."""

    data: Path
    config: Path

    @property
    def save(self) -> Path:
        return self.data / "current-game.json"

    @property
    def statistics(self) -> Path:
        return self.data / "statistics.json"

    @property
    def puzzle_statistics(self) -> Path:
        """The player's results on the puzzles (``persistence.puzzle_files``)."""
        return self.data / "puzzle-statistics.json"

    @property
    def logs(self) -> Path:
        return self.data / "logs"

    @property
    def exports(self) -> Path:
        """Where game logs exported by the player go."""
        return self.data / "exports"

    @property
    def settings(self) -> Path:
        return self.config / "settings.json"


def default_folders() -> Folders:
    """The platform's folders; ``FORNORTHWOOD_DATA_DIR`` / ``FORNORTHWOOD_CONFIG_DIR`` override them."""
    data = os.environ.get("FORNORTHWOOD_DATA_DIR") or platformdirs.user_data_dir(APP_NAME, appauthor=False)
    config = os.environ.get("FORNORTHWOOD_CONFIG_DIR") or platformdirs.user_config_dir(APP_NAME, appauthor=False)
    return Folders(Path(data), Path(config))
