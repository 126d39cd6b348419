"""The game in progress on disk: written after every action, resumed exactly.

A save holds the seed, the settings of the game, the whole action history and
the core's state, and, for a tutorial game, the tutorial's progress (its
``"tutorial"`` entry, whatever the tutorial's status). On load the history is
replayed from the seed and must give exactly the stored state, so a damaged or
edited file is detected instead of being trusted; the replay also restores honest
undo exactly as it was. A save loaded and written back before anything changed is
written back byte for byte as it was read (an older version's format included).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..ai.advisor import ActionAdvice, Advice
from ..core import IllegalAction, action_from_json, legal_actions, new_game, state_to_json
from ..core.cards import SETUPS, THRESHOLDS
from ..core.events import Event, VisitSettled, event_from_json
from ..game.session import Session, apply_answering, replays_answered
from ..game.tutorial import Tutorial
from ..i18n.persistence_text import unreplaceable_save_warning, unwritable_warning
from .files import (
    FileProblem,
    ProtectedFile,
    check_envelope,
    folder_writable,
    is_identifier,
    is_plain_text,
    read_json,
    write_json,
)

SAVE_KIND = "fornorthwood-save"
SAVE_VERSION = 1
#: Bumped when a rules change would replay old histories differently.
RULES_VERSION = 1
#: The most actions (history and redo together) a save may hold. A whole game takes a
#: few hundred; anything near this was not written by a player's game, and replaying
#: it would take long and much memory, so it is refused before the replay.
MAX_SAVE_ACTIONS = 20_000
#: A save of that many actions is well under a megabyte; a bigger file is not a save.
MAX_SAVE_BYTES = 4 * 1024 * 1024


def save_document(session: Session) -> dict:
    """The JSON document of a session (with its tutorial's progress when it is a tutorial game)."""
    document = {
        "kind": SAVE_KIND,
        "version": SAVE_VERSION,
        "rules_version": RULES_VERSION,
        "game_id": session.game_id,
        "started": session.started,
        "seed": session.seed,
        "setup": session.setup,
        "threshold": session.threshold,
        "undo_allowed": session.undo_allowed,
        "undo_count": session.undo_count,
        "ironman_from": session.ironman_from,
        "undo_refused": session.undo_refused,
        "hints_used": session.hints_used,
        "actions": [a.to_json() for a in session.actions],
        "redo": [a.to_json() for a in session.redo_stack],
        "state": state_to_json(session.state),
    }
    notes = session.notes()
    if notes:  # optional: older readers ignore it, and lose only a line of the log
        document["notes"] = [{"step": i, "event": note.to_json()} for i, note in notes]
    shown = session.hints_shown(now=True)
    if shown:  # optional: the review of a game continued later judges by the hints it showed
        document["hints"] = [{"step": i, "advice": _advice_to_json(advice)} for i, advice in sorted(shown.items())]
    if session.tutorial is not None:
        document["tutorial"] = session.tutorial.to_dict()  # optional: older readers ignore it
    return document


def _restore_hints(session: Session, hints: object) -> None:
    """Put the saved hints back, each on the step it was shown before, so that the review of a game
    continued after the window closed judges by the hints it showed (it asked the advisor again and
    could blame the move the Hint had ringed). One that does not fit the history is left out."""
    if not isinstance(hints, list):
        return
    for entry in hints[: len(session.steps) + 1]:
        index = entry.get("step") if isinstance(entry, dict) else None
        if type(index) is not int or not 0 <= index <= len(session.steps):
            continue
        try:
            advice = _advice_from_json(entry["advice"])
        except (KeyError, TypeError, ValueError, IllegalAction):
            continue
        before = session.steps[index - 1].state if index else session.start
        if before is not None and {e.action for e in advice.actions} == set(legal_actions(before)):
            session.restore_hint(index, advice)


def _advice_to_json(advice: Advice) -> dict:
    """``Advice.to_json`` and, in fief selection, the fief the ring goes by."""
    return advice.to_json() | ({} if advice.fief is None else {"fief": advice.fief})


def _advice_from_json(obj: dict) -> Advice:
    """An ``Advice`` as ``Advice.to_json`` wrote it (``ValueError`` if it is not one)."""
    entries = []
    for item in obj["actions"]:
        success, exact, samples = item["success"], item["exact"], item["samples"]
        if success is not None and (type(success) not in (int, float) or not 0.0 <= success <= 1.0):
            raise ValueError("success")
        if type(exact) is not bool or type(samples) is not int:
            raise ValueError("exact")
        entries.append(ActionAdvice(action_from_json(item["action"]), success, exact, samples))
    best = obj["best"]
    if best is not None and (type(best) is not int or not 0 <= best < len(entries)):
        raise ValueError("best")
    chance = None if best is None else entries[best].success
    fief = obj.get("fief")
    if fief is not None and (type(fief) is not int or not 0 <= fief < len(entries)):
        raise ValueError("fief")
    return Advice(tuple(entries), best, chance, fief=fief)


def _restore_notes(session: Session, notes: object) -> None:
    """Put the saved notes (a settled visit, for the log) back on their steps.

    A note is only a line of the log: one that does not fit the history is left out
    rather than refusing the whole game.
    """
    if not isinstance(notes, list):
        return
    for entry in notes[: len(session.steps)]:
        if not isinstance(entry, dict):
            continue
        index, event = entry.get("step"), entry.get("event")
        if type(index) is not int or not 0 <= index < len(session.steps) or not isinstance(event, dict):
            continue
        try:
            note = event_from_json(event)
        except (KeyError, TypeError, ValueError):
            continue
        if isinstance(note, VisitSettled) and type(note.fief) is int and type(note.won) is bool:
            session.restore_note(index, note)


@dataclass(frozen=True)
class LoadedSave:
    """A save as it was read: its session, its document, and the document this version
    writes for that session (while the two agree, the game has not changed since)."""

    session: Session
    document: dict
    rewritten: dict

    def document_of(self, session: Session) -> dict:
        """What to write for ``session``: the document as read while nothing changed, else this version's."""
        current = save_document(session)
        return self.document if session is self.session and current == self.rewritten else current


def write_save(path: Path, session: Session, loaded: LoadedSave | None = None) -> None:
    write_json(path, save_document(session) if loaded is None else loaded.document_of(session))


def _replayed(
    seed: int, setup: str, threshold: int, actions: list[object], redo: list[object], undo_allowed: bool, saved: object
) -> Session:
    """The session of a save's history and redo list (``FileProblem`` if an action is illegal)."""
    try:
        history = [action_from_json(a) for a in actions]
        # Older saves hold the player's answers to questions the session now answers itself.
        answered = replays_answered(new_game(seed, setup, threshold), history)
        answer_unread = answered is not False
        session = Session.replay(
            seed, setup, threshold, history, undo_allowed=undo_allowed, answer_unread=answer_unread
        )
        if answered is None and state_to_json(session.state) != saved:
            # saved by an older version while its question was still open
            answer_unread = False
            session = Session.replay(seed, setup, threshold, history, undo_allowed=undo_allowed, answer_unread=False)
        session.redo_stack = [action_from_json(a) for a in redo]
        # The redo list must be playable from here, last undone first.
        probe = session.state
        for action in reversed(session.redo_stack):
            probe = apply_answering(probe, action, answer_unread)[0]
    except IllegalAction as exc:
        raise FileProblem("invalid", f"history: {exc}") from exc
    return session


def session_from_document(document: object) -> Session:
    """Rebuild the session of a save document; ``FileProblem`` if it is not a sound save."""
    doc = check_envelope(document, SAVE_KIND, SAVE_VERSION)
    rules_version = doc.get("rules_version")
    if type(rules_version) is not int or rules_version != RULES_VERSION:
        raise FileProblem("future" if _is_int(rules_version, above=RULES_VERSION) else "invalid", "rules")
    seed, setup, threshold = doc.get("seed"), doc.get("setup"), doc.get("threshold")
    if type(seed) is not int or setup not in SETUPS or threshold not in THRESHOLDS or type(threshold) is not int:
        raise FileProblem("invalid", "seed, setup or threshold")
    undo_allowed, undo_count = doc.get("undo_allowed"), doc.get("undo_count")
    if type(undo_allowed) is not bool or type(undo_count) is not int or undo_count < 0:
        raise FileProblem("invalid", "undo")
    # Saves from before these two fields: Ironman from the start if undo is off.
    ironman_from = doc.get("ironman_from", None if undo_allowed else 0)
    undo_refused = doc.get("undo_refused", False)
    if type(undo_refused) is not bool or (ironman_from is None) != undo_allowed:
        raise FileProblem("invalid", "undo")
    hints_used = doc.get("hints_used", 0)  # saves from before hints: none used
    if type(hints_used) is not int or hints_used < 0:
        raise FileProblem("invalid", "hints")
    game_id, started = doc.get("game_id"), doc.get("started")
    if not is_identifier(game_id) or not is_plain_text(started, 64):
        raise FileProblem("invalid", "game id")
    actions, redo = doc.get("actions"), doc.get("redo")
    if not isinstance(actions, list) or not isinstance(redo, list):
        raise FileProblem("invalid", "history")
    if len(actions) + len(redo) > MAX_SAVE_ACTIONS:
        raise FileProblem("invalid", f"a history of {len(actions) + len(redo)} actions")
    session = _replayed(seed, setup, threshold, actions, redo, undo_allowed, doc.get("state"))
    if ironman_from is not None and (type(ironman_from) is not int or not 0 <= ironman_from <= len(actions)):
        raise FileProblem("invalid", "undo")
    if state_to_json(session.state) != doc.get("state"):
        raise FileProblem("invalid", "the history does not lead to the saved state")
    session.undo_count = undo_count
    session.ironman_from = ironman_from
    session.undo_refused = undo_refused
    session.hints_used = hints_used
    session.game_id = game_id
    session.started = started
    _restore_notes(session, doc.get("notes"))
    _restore_hints(session, doc.get("hints"))
    if "tutorial" in doc:
        # A game of the tutorial goes on with it, finished or skipped ones too (so the save keeps
        # saying so); a bad dict gives a finished one (a normal game) that keeps the entry as it was.
        session.attach_tutorial(Tutorial.from_dict(doc["tutorial"]))
    return session


def read_save(path: Path) -> LoadedSave:
    """The saved game at ``path`` as read; ``FileProblem`` (kind "missing" when there is none)."""
    document = read_json(path, MAX_SAVE_BYTES)
    session = session_from_document(document)
    assert isinstance(document, dict)  # session_from_document accepts nothing else
    return LoadedSave(session, document, save_document(session))


def load_save(path: Path) -> Session:
    """The saved session at ``path``; ``FileProblem`` (kind "missing" when there is none)."""
    return read_save(path).session


def remove_save(path: Path) -> bool:
    """Remove the save of a game that was recorded; False if it is still there."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError:  # a read-only folder, an immutable file
        return False
    return True


def _is_int(value: object, above: int) -> bool:
    return type(value) is int and value > above


class Autosaver:
    """A session listener that writes the save after every change.

    If the folder cannot be written, the game goes on unsaved: ``warning`` holds
    one clear sentence for the player and ``on_warning`` is called once.
    """

    def __init__(
        self, path: Path, on_warning: Callable[[str], None] | None = None, loaded: LoadedSave | None = None
    ) -> None:
        self.path = path
        self.on_warning = on_warning
        #: The save this game was continued from: written back as it was while nothing changed.
        self.loaded = loaded
        self.failed: Exception | None = None

    def __call__(self, session: Session, what: str, events: list[Event]) -> None:
        if self.failed is not None:
            return
        try:
            write_save(self.path, session, self.loaded)
        except (OSError, ValueError) as exc:  # ValueError: text that cannot be encoded
            self.failed = exc
            if self.on_warning is not None:
                folder = self.path.parent
                # Only the save itself refused (immutable, a folder in its place): say so,
                # the statistics can still be kept. Else the whole folder is unwritable.
                refused = isinstance(exc, PermissionError | IsADirectoryError | ProtectedFile)
                only_the_save = refused and folder_writable(folder)
                self.on_warning(unreplaceable_save_warning(self.path) if only_the_save else unwritable_warning(folder))
