"""The settings of this run: the saved ones, with what the command line asked for over them."""

from __future__ import annotations

from ..i18n import set_language
from ..keeper import Folders, Keeper


def start_keeper(folders: Folders | None, language: str | None, speed: str | None, fullscreen: bool | None) -> Keeper:
    """The game's keeper, started, its settings overridden for this run only by ``language``,
    ``speed`` and ``fullscreen`` when given (None keeps the saved ones); the words are set to its
    language."""
    set_language(language)  # the warnings met while reading the files speak it too
    keeper = Keeper(folders)
    if language is not None:
        keeper.override(language=language)
    if speed is not None:
        keeper.override(animation_speed=speed)
    if fullscreen is not None:
        keeper.override(fullscreen=fullscreen)
    set_language(keeper.settings.language)
    keeper.start()
    return keeper
