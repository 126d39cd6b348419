"""The game in progress on disk: resume exactly, refuse every bad file, autosave after every action."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forNorthwood.ai.certainty import certain_outcome
from forNorthwood.ai.infoset import VISIT_PHASES
from forNorthwood.core import CARD_NAMES, Phase, state_to_json
from forNorthwood.core import actions as A
from forNorthwood.core.events import VisitSettled
from forNorthwood.game.gamelog import game_log
from forNorthwood.game.session import Session
from forNorthwood.game.settle import finish_settled
from forNorthwood.persistence import savegame
from forNorthwood.persistence.files import FileProblem
from forNorthwood.persistence.savegame import (
    RULES_VERSION,
    SAVE_KIND,
    SAVE_VERSION,
    Autosaver,
    load_save,
    remove_save,
    save_document,
    session_from_document,
    write_save,
)

from ..session_kit import first_policy, play, random_policy, random_session
from .file_kit import patch_sync

KINDS = {"missing", "empty", "unreadable", "special", "corrupt", "foreign", "future", "invalid"}


def sessions_at_many_points() -> list[tuple[str, Session]]:
    """Sessions of both setups stopped at many points, with undos, redo stacks and Ironman."""
    out = []
    for seed, setup in [(101, "intro"), (102, "full"), (103, "full"), (104, "intro")]:
        for steps in (0, 1, 2, 5, 13, 40, 90, 150, None):
            session = random_session(seed, setup, 18 if seed % 2 else 16, steps=steps, undo_every=6)
            out.append((f"{setup}-{seed}-{steps}", session))
    iron = Session(105, "full", 20, undo_allowed=False)
    play(iron, random.Random(105), steps=60)
    out.append(("ironman", iron))
    late = Session(107, "full", 16)
    play(late, random.Random(107), steps=20)
    late.set_ironman(True)
    play(late, random.Random(108), steps=5)
    late.undo()  # refused and remembered
    out.append(("ironman-from-the-21st-action", late))
    # right after an undo, with something to redo
    undone = random_session(106, "full", steps=30)
    while undone.undo():
        pass
    out.append(("after-undo", undone))
    return out


def assert_same_session(loaded: Session, session: Session) -> None:
    assert loaded.state == session.state
    assert state_to_json(loaded.state) == state_to_json(session.state)
    assert loaded.seed == session.seed and loaded.setup == session.setup and loaded.threshold == session.threshold
    assert loaded.actions == session.actions
    assert loaded.redo_stack == session.redo_stack
    assert loaded.undo_count == session.undo_count
    assert loaded.undo_allowed == session.undo_allowed
    assert (loaded.ironman_from, loaded.undo_refused) == (session.ironman_from, session.undo_refused)
    assert loaded.ironman == session.ironman
    assert loaded.game_id == session.game_id and loaded.started == session.started
    assert loaded.can_undo() == session.can_undo()
    assert loaded.can_redo() == session.can_redo()
    assert [s.reveals for s in loaded.steps] == [s.reveals for s in session.steps]


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Path, Session, dict]:
    """A save file of a game in the middle of its third visit, with something to redo."""
    session = random_session(7, "full", steps=70, undo_every=9)
    session.apply(random_policy(session, random.Random(1)))
    if session.can_undo():
        session.undo()
    path = tmp_path / "current-game.json"
    write_save(path, session)
    return path, session, json.loads(path.read_text(encoding="utf-8"))


def expect_problem(path: Path, kind: str | set[str]) -> FileProblem:
    with pytest.raises(FileProblem) as caught:
        load_save(path)
    kinds = {kind} if isinstance(kind, str) else kind
    assert caught.value.kind in kinds, caught.value
    return caught.value


def write_doc(path: Path, document: object) -> None:
    path.write_text(json.dumps(document), encoding="utf-8")


# -- resume exactly ------------------------------------------------------------------------------------


def test_the_document_is_versioned_json_with_everything_needed(saved) -> None:
    path, session, doc = saved
    assert doc["kind"] == SAVE_KIND and doc["version"] == SAVE_VERSION and doc["rules_version"] == RULES_VERSION
    assert doc["seed"] == session.seed and doc["setup"] == "full" and doc["threshold"] == 16
    assert doc["actions"] == [a.to_json() for a in session.actions]
    assert doc["state"] == state_to_json(session.state)
    assert doc == save_document(session)
    # plain JSON text, nothing pickled
    assert path.read_bytes().lstrip().startswith(b"{")


@pytest.mark.parametrize(("name", "session"), sessions_at_many_points())
def test_round_trip_at_many_points(tmp_path: Path, name: str, session: Session) -> None:
    path = tmp_path / "save.json"
    write_save(path, session)
    loaded = load_save(path)
    assert_same_session(loaded, session)
    # The hidden deck is the same: whatever comes next — statements, draws, deals — is the same.
    rng_a, rng_b = random.Random(name), random.Random(name)
    for _ in range(60):
        if session.over:
            break
        a, b = random_policy(session, rng_a), random_policy(loaded, rng_b)
        assert a == b
        assert loaded.apply(b) == session.apply(a)
        assert loaded.state == session.state


def test_the_next_statement_after_loading_is_the_card_it_would_have_been(tmp_path: Path) -> None:
    for seed, setup in [(31, "intro"), (32, "full")]:
        session = Session(seed, setup, 16)
        session.apply(A.choose_fief(4))
        session.apply(A.BEGIN_VISIT)
        path = tmp_path / f"{seed}.json"
        write_save(path, session)
        loaded = load_save(path)
        expected = session.apply(A.REVEAL)
        assert loaded.apply(A.REVEAL) == expected
        assert expected[0]["card"] == CARD_NAMES[session.state.statement]


def test_redo_after_loading_gives_the_same_game(tmp_path: Path) -> None:
    session = random_session(33, "full", steps=25)
    taken = 0
    while session.undo():
        taken += 1
    assert taken > 0
    path = tmp_path / "save.json"
    write_save(path, session)
    loaded = load_save(path)
    for _ in range(taken):
        assert loaded.redo() == session.redo()
        assert loaded.state == session.state
    assert not loaded.can_redo()


def test_the_undo_floor_survives_loading(tmp_path: Path) -> None:
    session = Session(34, "intro", 16)
    session.apply(A.choose_fief(2))
    session.apply(A.BEGIN_VISIT)
    session.apply(A.REVEAL)
    session.apply(session.legal()[0])
    path = tmp_path / "save.json"
    write_save(path, session)
    loaded = load_save(path)
    assert loaded.undo() is True
    assert loaded.state.phase is Phase.RESPOND
    assert loaded.undo() is False  # the statement stays revealed after a reload too


def test_remove_save(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    write_save(path, Session(1, "intro", 16))
    remove_save(path)
    assert not path.exists()
    remove_save(path)  # already gone: no error


# -- bad files: detected, of the right kind, never a crash ------------------------------------------------


def test_missing_file(tmp_path: Path) -> None:
    expect_problem(tmp_path / "nothing.json", "missing")


@pytest.mark.parametrize("content", [b"", b"   \n\t  "])
def test_empty_file(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "save.json"
    path.write_bytes(content)
    expect_problem(path, "empty")


def test_truncated_file_at_several_lengths(saved) -> None:
    path, _, _ = saved
    data = path.read_bytes()
    for length in sorted({1, 2, 10, 50, len(data) // 3, len(data) // 2, len(data) - 10, len(data) - 2}):
        path.write_bytes(data[:length])
        expect_problem(path, "corrupt")


def test_random_bytes(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    rng = random.Random(2024)
    for size in (1, 7, 100, 5000):
        data = bytes(rng.randrange(256) for _ in range(size))
        path.write_bytes(b"\x00" + data)  # a NUL first: never JSON, never blank
        expect_problem(path, "corrupt")


def test_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_bytes(b'{"kind": "\xff\xfe"}')
    expect_problem(path, "corrupt")


def test_a_folder_instead_of_a_file(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.mkdir()
    expect_problem(path, "special")


def test_a_huge_file_is_foreign(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(savegame, "MAX_SAVE_BYTES", 100)
    path = tmp_path / "save.json"
    path.write_text(" " * 50 + json.dumps({"kind": SAVE_KIND, "padding": "x" * 100}), encoding="utf-8")
    expect_problem(path, "foreign")


@pytest.mark.parametrize(
    "document",
    [
        [],
        [1, 2, 3],
        "a string",
        42,
        None,
        {"kind": "fornorthwood-settings", "version": 1, "settings": {}},
        {"kind": "fornorthwood-statistics", "version": 1, "records": []},
        {"some": "other program's file"},
    ],
)
def test_valid_json_that_is_not_a_save_is_foreign(tmp_path: Path, document: object) -> None:
    path = tmp_path / "save.json"
    write_doc(path, document)
    expect_problem(path, "foreign")


def test_future_format_version(saved) -> None:
    path, _, doc = saved
    write_doc(path, {**doc, "version": SAVE_VERSION + 1})
    expect_problem(path, "future")


def test_future_rules_version(saved) -> None:
    path, _, doc = saved
    write_doc(path, {**doc, "rules_version": RULES_VERSION + 1})
    expect_problem(path, "future")


WRONG_VALUES = {
    "version": ["1", 1.0, True, None, [1], 0, -3],
    "rules_version": ["1", 1.0, True, None, [1], 0, -1],
    "game_id": [1, None, "", "x" * 65, ["abc"], {}],
    "started": [1, None, ["2024"], {}],
    "seed": ["7", 7.0, True, None, [7], 8],
    "setup": ["medium", "", 1, None, ["full"], "FULL"],
    "threshold": ["16", 16.0, True, None, 17, 0, [16]],
    "undo_allowed": [1, 0, "true", None, []],
    "undo_count": [-1, "3", 1.5, True, None, [2]],
    "actions": [{}, "[]", None, 3, [1], [{"type": "fly"}], [{"type": "play"}], [{"type": "choose_fief", "fief": "3"}]],
    "redo": [{}, "[]", None, 3, [1], [{"type": "play", "card": "9Z"}], [{"type": "activate", "slot": True}]],
    "state": [None, {}, "state", 1, []],
}


@pytest.mark.parametrize(
    ("field", "value"), [(field, value) for field, values in WRONG_VALUES.items() for value in values]
)
def test_a_wrong_value_in_each_field_is_invalid(saved, field: str, value: object) -> None:
    path, _, doc = saved
    write_doc(path, {**doc, field: value})
    expect_problem(path, "invalid")


@pytest.mark.parametrize("value", ["fornorthwood-settings", "", 1, None, ["fornorthwood-save"]])
def test_a_wrong_kind_is_foreign(saved, value: object) -> None:
    path, _, doc = saved
    write_doc(path, {**doc, "kind": value})
    expect_problem(path, "foreign")


@pytest.mark.parametrize(
    "field",
    [
        *("kind", "version", "rules_version", "game_id", "started", "seed", "setup", "threshold"),
        *("undo_allowed", "undo_count", "actions", "redo", "state"),
    ],
)
def test_a_missing_field_is_detected(saved, field: str) -> None:
    path, _, doc = saved
    del doc[field]
    write_doc(path, doc)
    expect_problem(path, "foreign" if field == "kind" else "invalid")


def test_an_edited_state_hand_and_deck_cards_swapped(saved) -> None:
    path, _, doc = saved
    state = doc["state"]
    assert state["hand"] and state["deck"]
    state["hand"][0], state["deck"][-1] = state["deck"][-1], state["hand"][0]
    state["hand"].sort()
    write_doc(path, doc)
    expect_problem(path, "invalid")


def test_an_edited_state_hidden_deck_order(saved) -> None:
    path, _, doc = saved
    deck = doc["state"]["deck"]
    assert len(deck) >= 2
    deck[0], deck[1] = deck[1], deck[0]
    write_doc(path, doc)
    expect_problem(path, "invalid")


@pytest.mark.parametrize(
    "edit",
    [
        {"rng": "0000000000000000"},
        {"phase": "game_over"},
        {"score": []},
        {"friends": ["QC"]},
    ],
)
def test_other_state_edits_are_detected(saved, edit: dict) -> None:
    path, _, doc = saved
    doc["state"].update(edit)
    write_doc(path, doc)
    expect_problem(path, "invalid")


def test_a_seed_that_does_not_match_the_state(saved) -> None:
    path, _, doc = saved
    write_doc(path, {**doc, "seed": doc["seed"] + 1})
    expect_problem(path, "invalid")


def test_an_illegal_action_in_the_history(saved) -> None:
    path, _, doc = saved
    # an action the rules refuse, in the middle of the history (only plays are legal while responding)
    doc["actions"][5] = {"type": "play", "card": "8E"} if doc["actions"][5]["type"] != "play" else {"type": "back"}
    write_doc(path, doc)
    expect_problem(path, "invalid")


def test_an_illegal_action_appended_to_the_history(saved) -> None:
    path, _, doc = saved
    phase = doc["state"]["phase"]
    doc["actions"].append({"type": "choose_fief", "fief": 0} if phase != "choose_fief" else {"type": "reveal"})
    write_doc(path, doc)
    expect_problem(path, "invalid")


def test_a_history_cut_short_does_not_match_the_state(saved) -> None:
    path, _, doc = saved
    doc["actions"] = doc["actions"][:-1]
    write_doc(path, doc)
    expect_problem(path, "invalid")


def test_a_redo_stack_that_cannot_be_redone_is_refused(tmp_path: Path) -> None:
    """A bad file must be detected when it is read, never crash the game later. A redo entry
    the rules refuse would make Ctrl+Y raise IllegalAction in the middle of play."""
    session = Session(1, "intro", 16)
    session.apply(A.choose_fief(3))
    session.undo()
    doc = save_document(session)
    doc["redo"] = [{"type": "play", "card": "5L"}]  # no statement in the choice of fief
    path = tmp_path / "save.json"
    write_doc(path, doc)
    try:
        loaded = load_save(path)
    except FileProblem as problem:
        assert problem.kind == "invalid"
        return
    # If it loads, redoing must not crash.
    loaded.redo()


@pytest.mark.parametrize(("field", "value"), [("game_id", "abc\ud800"), ("started", "2024-05-17\udc80")])
def test_a_save_whose_text_cannot_be_written_back_is_refused(tmp_path: Path, field: str, value: str) -> None:
    """A lone surrogate (valid as a JSON escape, not encodable as UTF-8) must not load into a
    session that then crashes the game on the next autosave (bad input never crashes the game)."""
    session = Session(1, "intro", 16)
    session.apply(A.choose_fief(2))
    doc = {**save_document(session), field: value}
    path = tmp_path / "save.json"
    path.write_text(json.dumps(doc), encoding="ascii")  # the surrogate is written as an escape
    try:
        loaded = load_save(path)
    except FileProblem as problem:
        assert problem.kind == "invalid"
        return
    warnings: list[str] = []
    loaded.listeners.append(Autosaver(path, on_warning=warnings.append))
    loaded.apply(A.BEGIN_VISIT)  # must not raise


@pytest.mark.parametrize("game_id", ["../escaped", "a/b", "a\\b"])
def test_a_game_id_that_is_a_path_is_refused(tmp_path: Path, game_id: str) -> None:
    """The game id names the game's log file: an edited id must not send the log outside the
    logs folder nor produce a statistics record that the game itself rejects later."""
    from forNorthwood.persistence.statistics import load_statistics, record_game

    session = Session(1, "intro", 16)
    session.apply(A.choose_fief(2))
    data = tmp_path / "data"
    path = data / "current-game.json"
    data.mkdir()
    write_doc(path, {**save_document(session), "game_id": game_id})
    try:
        loaded = load_save(path)
    except FileProblem as problem:
        assert problem.kind == "invalid"
        return
    play(loaded, random.Random(1), policy=first_policy)
    record_game(data / "statistics.json", data / "logs", loaded, ["log"])
    stats, warnings = load_statistics(data / "statistics.json")
    assert warnings == [] and [r.game_id for r in stats.records] == [game_id]
    assert sorted(p.name for p in data.iterdir()) == ["current-game.json", "logs", "statistics.json"]


def test_session_from_document_accepts_only_what_save_document_wrote(saved) -> None:
    _, session, doc = saved
    assert_same_session(session_from_document(copy.deepcopy(doc)), session)


# -- hypothesis: nothing but FileProblem ---------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=12), children, max_size=5),
    max_leaves=25,
)


def _base_document() -> dict:
    session = random_session(55, "full", steps=45, undo_every=8)
    return save_document(session)


BASE_DOCUMENT = _base_document()
BASE_DOCUMENT_TEXT = json.dumps(BASE_DOCUMENT)
SAVE_KEYS = sorted(BASE_DOCUMENT)


def _load_bytes(tmp_dir: Path, data: bytes) -> Session | None:
    path = tmp_dir / "save.json"
    path.write_bytes(data)
    try:
        return load_save(path)
    except FileProblem as problem:
        assert problem.kind in KINDS
        return None


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(value=json_values)
def test_any_json_value_is_refused_with_a_file_problem(tmp_path: Path, value: object) -> None:
    assert _load_bytes(tmp_path, json.dumps(value).encode()) is None


@settings(max_examples=80, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.binary(max_size=300))
def test_any_bytes_are_refused_with_a_file_problem(tmp_path: Path, data: bytes) -> None:
    assert _load_bytes(tmp_path, data) is None


@st.composite
def mutated_documents(draw) -> dict:
    doc = copy.deepcopy(BASE_DOCUMENT)
    for _ in range(draw(st.integers(1, 3))):
        # walk down to a random container, then replace, delete or add one entry
        container: object = doc
        while True:
            keys = list(container) if isinstance(container, dict) else list(range(len(container)))  # type: ignore[arg-type]
            if not keys:
                break
            key = draw(st.sampled_from(keys))
            child = container[key]  # type: ignore[index]
            if isinstance(child, dict | list) and child and draw(st.booleans()):
                container = child
                continue
            what = draw(st.sampled_from(["replace", "delete", "add"]))
            if what == "replace":
                container[key] = draw(json_values)  # type: ignore[index]
            elif what == "delete":
                del container[key]  # type: ignore[arg-type]
            elif isinstance(container, dict):
                container[draw(st.text(max_size=8))] = draw(json_values)
            else:
                container.insert(key, draw(json_values))  # type: ignore[union-attr]
            break
    return doc


@settings(
    max_examples=70, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
@given(doc=mutated_documents())
def test_mutated_save_documents_load_soundly_or_raise_file_problem(tmp_path: Path, doc: dict) -> None:
    session = _load_bytes(tmp_path, json.dumps(doc).encode())
    if session is not None:
        # Whatever loads is a sound game: its replayed state is the stored state.
        assert state_to_json(session.state) == doc["state"]
        assert session.seed == doc["seed"] and session.setup == doc["setup"]


@settings(
    max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
@given(cut=st.integers(min_value=0, max_value=len(BASE_DOCUMENT_TEXT) - 1))
def test_every_truncation_is_refused(tmp_path: Path, cut: int) -> None:
    assert _load_bytes(tmp_path, BASE_DOCUMENT_TEXT[:cut].encode()) is None


# -- autosave --------------------------------------------------------------------------------------------------


def test_autosave_writes_after_every_change(tmp_path: Path) -> None:
    path = tmp_path / "data" / "current-game.json"
    session = Session(61, "full", 16)
    saver = Autosaver(path)
    session.listeners.append(saver)
    rng = random.Random(61)
    changes = 0
    while not session.over and changes < 120:
        session.apply(random_policy(session, rng))
        changes += 1
        assert json.loads(path.read_text(encoding="utf-8")) == save_document(session)
        if rng.random() < 0.2 and session.undo():
            changes += 1
            assert json.loads(path.read_text(encoding="utf-8")) == save_document(session)
            if rng.random() < 0.5:
                session.redo()
                assert json.loads(path.read_text(encoding="utf-8")) == save_document(session)
        if changes % 25 == 0:
            assert_same_session(load_save(path), session)
    assert saver.failed is None
    assert_same_session(load_save(path), session)
    assert sorted(p.name for p in path.parent.iterdir()) == ["current-game.json"]  # no temporary files left


def test_unwritable_folder_the_game_goes_on_with_one_warning(tmp_path: Path) -> None:
    blocker = tmp_path / "afile"
    blocker.write_text("a regular file where the data folder should be", encoding="utf-8")
    path = blocker / "save.json"  # mkdir under a file fails with an OSError, even as root
    warnings: list[str] = []
    saver = Autosaver(path, on_warning=warnings.append)
    session = Session(62, "intro", 16)
    session.listeners.append(saver)
    play(session, random.Random(62), policy=first_policy, undo_every=5)
    assert session.over  # the whole game could be played
    assert isinstance(saver.failed, OSError)
    assert len(warnings) == 1
    warning = warnings[0]
    assert str(blocker) in warning
    assert "\n" not in warning and warning.strip().endswith(".")
    assert blocker.read_text(encoding="utf-8").startswith("a regular file")


def test_unwritable_folder_without_a_warning_callback_does_not_raise(tmp_path: Path) -> None:
    blocker = tmp_path / "afile"
    blocker.write_text("x", encoding="utf-8")
    saver = Autosaver(blocker / "sub" / "save.json")
    session = Session(63, "intro", 16)
    session.listeners.append(saver)
    session.apply(A.choose_fief(1))
    session.apply(A.BEGIN_VISIT)
    assert isinstance(saver.failed, OSError)
    assert session.state.phase is Phase.ABILITY_WINDOW


def test_a_disk_failure_mid_write_keeps_the_previous_save(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "current-game.json"
    warnings: list[str] = []
    session = Session(64, "full", 16)
    session.listeners.append(Autosaver(path, on_warning=warnings.append))
    session.apply(A.choose_fief(2))
    good = path.read_bytes()

    def no_space(fd: int) -> None:
        raise OSError(28, "No space left on device")

    patch_sync(monkeypatch, no_space)
    session.apply(A.BEGIN_VISIT)
    session.apply(A.REVEAL)
    assert len(warnings) == 1
    assert path.read_bytes() == good  # the last good save is intact
    assert sorted(p.name for p in tmp_path.iterdir()) == ["current-game.json"]
    monkeypatch.undo()
    assert load_save(path).actions == [A.choose_fief(2)]


def test_the_save_module_never_unpickles_or_evaluates() -> None:
    source = Path(savegame.__file__).read_text(encoding="utf-8")
    for forbidden in ("pickle", "eval(", "exec(", "marshal", "shelve"):
        assert forbidden not in source


def test_a_save_from_before_the_ironman_fields_still_loads(saved) -> None:
    _path, _session, doc = saved
    for name in ("ironman_from", "undo_refused"):
        del doc[name]
    loaded = session_from_document(doc)
    assert loaded.ironman_from is None and not loaded.undo_refused
    doc["undo_allowed"] = False
    assert session_from_document(doc).ironman_from == 0  # Ironman from the start, as before


@pytest.mark.parametrize(
    "changes",
    [
        {"ironman_from": 3},  # undo on, yet Ironman from somewhere
        {"undo_allowed": False, "ironman_from": None},
        {"undo_allowed": False, "ironman_from": -1},
        {"undo_allowed": False, "ironman_from": 10**6},
        {"undo_allowed": False, "ironman_from": True},
        {"undo_refused": 1},
    ],
)
def test_inconsistent_ironman_fields_are_refused(saved, changes) -> None:
    _path, _session, doc = saved
    with pytest.raises(FileProblem) as info:
        session_from_document({**doc, **changes})
    assert info.value.kind == "invalid"


def settled_session() -> Session:
    """A real game played at random until a visit's outcome is certain, then settled."""
    session = Session(211, "intro", 16)
    rng = random.Random(211)
    while True:
        state = session.state
        if state.phase in VISIT_PHASES:
            outcome = certain_outcome(state)
            if outcome is not None:
                finish_settled(session, outcome)
                return session
        play(session, rng, steps=1)


def test_a_settled_visit_stays_in_the_log_after_a_reload() -> None:
    session = settled_session()
    notes = session.notes()
    assert len(notes) == 1 and isinstance(notes[0][1], VisitSettled)
    document = json.loads(json.dumps(save_document(session)))
    assert document["notes"] == [{"step": notes[0][0], "event": notes[0][1].to_json()}]
    loaded = session_from_document(document)
    assert loaded.notes() == notes
    assert game_log(loaded) == game_log(session)
    # An older save (no notes) still loads; the log then lacks only that line.
    del document["notes"]
    older = session_from_document(document)
    assert older.notes() == [] and len(game_log(older)) == len(game_log(session)) - 1


@pytest.mark.parametrize(
    "notes",
    [
        "x",
        [1, None],
        [{"step": -1, "event": {"type": "visit_settled", "fief": 1, "won": True}}],
        [{"step": 10**6, "event": {"type": "visit_settled", "fief": 1, "won": True}}],
        [{"step": True, "event": {"type": "visit_settled", "fief": 1, "won": True}}],
        [{"step": 0, "event": {"type": "visit_settled", "fief": "1", "won": 1}}],
        [{"step": 0, "event": {"type": "visit_settled", "fief": 1, "won": True, "extra": 2}}],
        [{"step": 0, "event": {"type": "dialogue"}}],
        [{"step": 0, "event": {"type": "no_such_event"}}],
        [{"step": 0, "event": "visit_settled"}],
    ],
)
def test_odd_notes_are_left_out_and_the_game_still_loads(notes) -> None:
    session = random_session(212, "full", steps=25)
    document = json.loads(json.dumps(save_document(session)))
    document["notes"] = notes
    loaded = session_from_document(document)
    assert loaded.notes() == [] and loaded.state == session.state
