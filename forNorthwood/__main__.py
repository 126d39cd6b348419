"""Start the game: ``fornorthwood`` or ``python -m forNorthwood``."""

from __future__ import annotations

import argparse
import os
import sys
from typing import NoReturn

from . import __version__
from .game.seeds import parse_code
from .i18n import LANGUAGE_NAMES, LANGUAGES, _, set_language
from .persistence.folders import Folders


class _Formatter(argparse.HelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None):
        return super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


class _Parser(argparse.ArgumentParser):
    """argparse in the player's language: its own words (usage, options, error) through ``_()``."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, _("{prog}: error: {message}").format(prog=self.prog, message=message) + "\n")


def parser() -> argparse.ArgumentParser:
    top = _Parser(
        prog="fornorthwood",
        description=_("For Northwood! — a solo trick-taking card game."),
        formatter_class=_Formatter,
        add_help=False,
    )
    p = top.add_argument_group(_("options"))
    p.add_argument("-h", "--help", action="help", help=_("show this help and exit"))
    p.add_argument(
        "--version",
        action="version",
        version=f"For Northwood! {__version__}",
        help=_("show the game's version and exit"),
    )
    p.add_argument(
        "--seed",
        type=_seed,
        metavar="CODE",
        help=_("deal the kingdom of this code (6 letters and digits, e.g. 4K7Q2M) or of this seed number"),
    )
    screen = p.add_mutually_exclusive_group()
    screen.add_argument("--fullscreen", action="store_true", help=_("start in full screen (this time only)"))
    screen.add_argument("--windowed", action="store_true", help=_("start in a window (this time only)"))
    p.add_argument("--size", type=_size, metavar="WxH", default=(1280, 800), help=_("window size, e.g. 1280x800"))
    p.add_argument(
        "--animations",
        choices=("off", "fast", "normal", "slow"),
        default=None,
        help=_("animation speed (this time only; the settings screen keeps a default)"),
    )
    p.add_argument(
        "--language",
        choices=LANGUAGES,
        default=None,
        help=_("the language of the game (this time only; the settings screen keeps a default): {choices}").format(
            choices=", ".join(f"{code} = {name}" for code, name in LANGUAGE_NAMES.items())
        ),
    )
    desktop = p.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", action="store_true", help=_("add the game to the desktop menu and exit"))
    desktop.add_argument("--uninstall-desktop", action="store_true", help=_("remove it from the desktop menu and exit"))
    return top


def _seed(text: str) -> int:
    if text.strip().startswith("-"):
        raise argparse.ArgumentTypeError(_("the seed must not be negative"))
    value = parse_code(text)
    if value is None:
        raise argparse.ArgumentTypeError(
            _("{text!r} is neither a kingdom code (6 letters and digits) nor a seed number").format(text=text)
        )
    return value


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(_("write the size as WIDTHxHEIGHT, e.g. 1280x800")) from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError(_("the window must be at least 320x240"))
    return width, height


def early_language(argv: list[str]) -> str | None:
    """The ``--language`` asked for, read before the parser exists so that ``--help`` and the
    errors already speak it (None when not given or not one the game speaks)."""
    for i, arg in enumerate(argv):
        value = None
        if arg == "--language" and i + 1 < len(argv):
            value = argv[i + 1]
        elif arg.startswith("--language="):
            value = arg.partition("=")[2]
        if value in LANGUAGES:
            return value
    return None


def saved_language() -> str | None:
    """The language of the saved settings (None: the system's). Only reads: a damaged file is
    set aside, and said so, when the game itself loads the settings."""
    from .persistence.files import FileProblem, read_json
    from .persistence.folders import default_folders
    from .persistence.settings import settings_from_document

    try:
        return settings_from_document(read_json(default_folders().settings))[0].language
    except (FileProblem, OSError, ValueError):
        return None


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    set_language(early_language(arguments) or saved_language())
    args = parser().parse_args(arguments)
    if args.install_desktop or args.uninstall_desktop:
        from .desktop import menu_entry

        try:
            paths = menu_entry.install() if args.install_desktop else menu_entry.uninstall()
        except OSError as error:
            print(_("Could not change the desktop menu: {error}").format(error=error), file=sys.stderr)
            return 1
        verb = _("Installed") if args.install_desktop else _("Removed")
        for path in paths:
            print(f"{verb}: {path}")
        if args.uninstall_desktop and not paths:
            print(_("Nothing to remove: the game was not in the desktop menu."))
        return 0
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "fornorthwood")
    return play(args)


def play(args: argparse.Namespace) -> int:
    """Open the window and play; every way this can fail ends with a message the player sees."""
    from .desktop.crash import tell, write_crash_log
    from .desktop.instance import AlreadyRunning, InstanceLock
    from .persistence.folders import default_folders
    from .ui.display import NoDisplay, open_display, show_message_box
    from .ui.notice_window import show_notice_window

    title = _("For Northwood!")
    try:
        open_display()
    except NoDisplay as error:
        log = write_crash_log(f"No display: {error}")
        message = _(
            "For Northwood! found no screen to open its window on ({error}). "
            "Start it from a desktop session (DISPLAY or WAYLAND_DISPLAY must be set)."
        ).format(error=error)
        if log is not None:
            message += "\n" + _("Details: {path}").format(path=log)
        tell(title, message)
        return 1
    folders = default_folders()
    lock = InstanceLock(folders.data)
    try:
        lock.acquire()
    except AlreadyRunning:
        tell(
            title,
            _("For Northwood! is already running: switch to its window (only one copy can use your saves)."),
            # Drawn by the game at the desktop's scale (the system's box is tiny at 4K), else the system's box.
            show=lambda title, message: show_notice_window(title, message) or show_message_box(title, message),
        )
        return 1
    except OSError as error:
        # No lock file in a folder that cannot be written: the game says so itself and plays without saving.
        print(_("For Northwood! could not lock its data folder: {error}").format(error=error), file=sys.stderr)
    try:
        return _run(args, folders)
    finally:
        lock.release()


def _run(args: argparse.Namespace, folders: Folders) -> int:
    from .desktop.crash import tell, write_crash_log
    from .ui.display import show_message_box

    title = _("For Northwood!")
    try:
        from .ui.app import App

        fullscreen = True if args.fullscreen else (False if args.windowed else None)
        app = App(
            size=args.size,
            fullscreen=fullscreen,
            seed=args.seed,
            speed=args.animations,
            folders=folders,
            language=args.language,
        )
        app.run()
    except Exception as error:
        log = write_crash_log("Unexpected error", error)
        message = _("For Northwood! stopped after an unexpected error: {error}").format(error=error)
        if log is not None:
            message += "\n\n" + _("The details are in {path}; please include that file when you report it.").format(
                path=log
            )
        if folders.save.exists():
            message += "\n\n" + _("Your game was saved before the error: choose Continue on the title screen.")
        tell(title, message, show=show_message_box)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
