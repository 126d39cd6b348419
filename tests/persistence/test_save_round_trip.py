"""A save loaded and written back unchanged is byte-identical, whatever it holds.

Continue writes the save again as soon as the game is on the table; it must not lose or
change anything (a skipped or finished tutorial's entry once went missing that way).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from forNorthwood.core import actions as A
from forNorthwood.game import lessons as L
from forNorthwood.game.session import Session, replays_answered
from forNorthwood.keeper import Keeper
from forNorthwood.persistence.files import write_json
from forNorthwood.persistence.folders import Folders
from forNorthwood.persistence.savegame import save_document, session_from_document

from ..session_kit import play, random_session


def tutorial_game(until: str | None, then: str = "") -> Session:
    """A tutorial game followed up to the lesson ``until`` (None: to its end), then skipped if asked."""
    session = Session.for_tutorial()
    tutorial = session.tutorial
    assert tutorial is not None
    while (prompt := tutorial.prompt(session.state)) is not None and prompt.step != until:
        if prompt.kind == "read":
            tutorial.next(session.state)
        else:
            action = L.action_for(prompt.target, prompt.drop, session.state)
            assert action is not None
            session.apply(action)
    if then == "skip":
        tutorial.skip()
        session.apply(next(a for a in session.legal() if a is not A.STOP_GAME))  # played on as a normal game
    return session


def old_answers() -> Session:
    """A game saved before the session answered "which card ends on top" itself."""
    for seed in range(40):
        old = Session(seed, "full", 16, answer_unread=False)
        rng = random.Random(seed)
        for _ in range(260):
            if old.over:
                break
            play(old, rng, steps=1)
            if replays_answered(old.start, old.actions) is False:  # type: ignore[arg-type]
                return old
    raise AssertionError("no game met an unread order")


def without(document: dict, *names: str) -> dict:
    return {k: v for k, v in document.items() if k not in names}


def documents() -> list[tuple[str, dict]]:
    plain = save_document(random_session(7, "full", steps=70, undo_every=9))
    skipped = save_document(tutorial_game("use_ally", "skip"))
    assert skipped["tutorial"]["status"] == "skipped" and skipped["tutorial"]["step"] == "use_ally"
    finished = save_document(tutorial_game(None))
    assert finished["tutorial"]["status"] == "finished"
    active = save_document(tutorial_game("trump"))
    assert active["tutorial"]["status"] == "active"
    return [
        ("no tutorial", plain),
        ("tutorial active", active),
        ("tutorial skipped", skipped),
        ("tutorial finished", finished),
        ("tutorial at its start", save_document(Session.for_tutorial())),
        ("before the ironman fields", without(plain, "ironman_from", "undo_refused")),
        ("before hints", without(plain, "hints_used")),
        ("answers in the history", save_document(old_answers())),
        ("a tutorial entry of a later version", {**active, "tutorial": {"version": 2, "lessons": ["x"]}}),
        ("a tutorial entry with more to say", {**active, "tutorial": {**active["tutorial"], "hint": 1}}),
        ("an unreadable tutorial entry", {**plain, "tutorial": None}),
    ]


DOCUMENTS = documents()


@pytest.mark.parametrize(("name", "document"), DOCUMENTS, ids=[name for name, _ in DOCUMENTS])
def test_continue_writes_the_save_back_byte_identical(tmp_path: Path, name: str, document: dict) -> None:
    folders = Folders(tmp_path / "data", tmp_path / "config")
    folders.data.mkdir(parents=True)
    write_json(folders.save, document)
    before = folders.save.read_bytes()
    keeper = Keeper(folders)
    keeper.start()
    session = keeper.current
    assert session is not None, name
    keeper.adopt(session)  # Continue: the game is on the table, and saved at once
    assert folders.save.read_bytes() == before, name
    # The first change writes this version's document (and the tutorial's entry goes on with it).
    session.apply(next(a for a in session.legal() if a is not A.STOP_GAME))
    written = json.loads(folders.save.read_text(encoding="utf-8"))
    assert written == json.loads(json.dumps(save_document(session)))
    assert ("tutorial" in written) == ("tutorial" in document)


@pytest.mark.parametrize(("name", "document"), DOCUMENTS[:5], ids=[name for name, _ in DOCUMENTS[:5]])
def test_this_versions_documents_round_trip_exactly(name: str, document: dict) -> None:
    assert save_document(session_from_document(json.loads(json.dumps(document)))) == document
