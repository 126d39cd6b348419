"""The readable game log: visits, friends, abilities and choices, dialogues, results."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from forNorthwood.core import Phase
from forNorthwood.core import actions as A
from forNorthwood.core.cards import CARD_NAMES
from forNorthwood.game.gamelog import game_log, step_lines
from forNorthwood.game.session import Session
from forNorthwood.i18n.events_text import describe as event_line
from forNorthwood.i18n.grammar import unbreakable
from forNorthwood.i18n.messages import card_label, cards_text, character_name
from forNorthwood.persistence.log_export import export_log

from ..session_kit import play, random_session


def friendly_policy(session: Session, rng: random.Random) -> A.Action:
    """Brings in a friend whenever it can, always uses the Prince of Claws and then stops
    drawing, uses other abilities half the time, answers at random."""
    state, legal = session.state, session.legal()
    if state.phase is Phase.CHOOSE_SUBSTITUTES:
        subs = [a for a in legal if a.type == "substitute"]
        if subs and not any(slot.substitute for slot in state.kingdom.allies):
            return subs[0]
        return A.BEGIN_VISIT
    if state.phase is Phase.DECISION:
        return A.pick_option("stop") if A.pick_option("stop") in legal else legal[0]
    if state.phase is Phase.ABILITY_WINDOW:
        ready = [a for a in legal if a.type == "activate"]
        for a in ready:
            if state.kingdom.allies[a.slot].character == "PC":
                return a
        if ready and rng.random() < 0.5:
            return rng.choice(ready)
        return A.REVEAL
    return rng.choice([a for a in legal if a is not A.STOP_GAME])


def scripted_game() -> Session:
    """A full game (seed 11) with friends brought in, abilities and a 'stop drawing' choice."""
    session = Session(11, "full", 16)
    play(session, random.Random(11), policy=friendly_policy)
    return session


@pytest.fixture(scope="module")
def game() -> tuple[Session, list[str], list[dict]]:
    session = scripted_game()
    events = [e for step in session.steps for e in step.events]
    # the script must exercise everything the log has to show
    kinds = {e["type"] for e in events}
    assert {"fief_chosen", "substituted", "activated", "dialogue", "visit_over", "game_over"} <= kinds
    assert A.pick_option("stop") in session.actions
    assert any(e["type"] == "visit_over" and e["won"] for e in events)
    assert any(e["type"] == "visit_over" and not e["won"] for e in events)
    return session, game_log(session), events


def test_the_first_line_names_the_game(game) -> None:
    session, lines, _ = game
    assert lines[0] == "For Northwood! — kingdom 00000B (seed 11), full game, goal 16 stars."
    assert session.start is not None
    hand = session.start.hand
    # the eight cards in words, by suit ("Claws 4, 5, 7 · Flowers 3, 7, 8 · ..."), no card codes
    assert lines[1] == f"First hand: {cards_text(CARD_NAMES[c] for c in hand)}."
    assert len(re.findall(r"\b[1-8]\b", lines[1])) == 8 and not re.search(r"\b[1-8][CFLE]\b", lines[1])


def test_every_fief_chosen_is_logged(game) -> None:
    _, lines, events = game
    chosen = [e for e in events if e["type"] == "fief_chosen"]
    assert len(chosen) == 8
    for e in chosen:
        assert f"Chose fief {e['fief']} ({unbreakable(character_name(e['ruler']))})." in lines
    assert sum(line.startswith("Chose fief ") for line in lines) == 8
    assert sum(line.startswith("Visit to fief ") for line in lines) == 8


def test_friends_brought_in_are_logged(game) -> None:
    _, lines, events = game
    subs = [e for e in events if e["type"] == "substituted"]
    for e in subs:
        friend, ally = unbreakable(character_name(e["friend"])), unbreakable(character_name(e["ally"]))
        line = f"Brought in {friend} over {ally} (slot {e['slot'] + 1})."
        assert line in lines
    assert sum(line.startswith("Brought in ") for line in lines) == len(subs)
    left = [e for e in events if e["type"] == "substitute_left"]
    assert sum(line.endswith("has helped and leaves the game.") for line in lines) == len(left) == len(subs)


def test_abilities_and_their_choices_are_logged(game) -> None:
    session, lines, events = game
    used = [e for e in events if e["type"] == "activated"]
    assert sum(line.startswith("Used ") for line in lines) == len(used)
    for e in used:
        assert f"Used {unbreakable(character_name(e['character']))} (slot {e['slot'] + 1})." in lines
    stops = session.actions.count(A.pick_option("stop"))
    assert lines.count("Chose to stop drawing.") == stops > 0
    # the stop comes right after the card the Prince of Claws drew
    first = lines.index("Chose to stop drawing.")
    assert lines[first - 1].startswith("Drew ")


def test_every_dialogue_is_one_line_after_its_statement(game) -> None:
    _, lines, events = game
    dialogues = [e for e in events if e["type"] == "dialogue"]
    answered = [i for i, line in enumerate(lines) if line.startswith("Answered ")]
    assert len(answered) == len(dialogues) > 0
    assert sum(line.startswith("Statement: ") for line in lines) == len(dialogues)
    for index, e in zip(answered, dialogues, strict=True):
        result = "won" if e["won"] else "lost"
        assert lines[index] == f"Answered {card_label(e['response'])}: dialogue {result}."
        assert lines[index - 1] == f"Statement: {card_label(e['statement'])}."


def test_the_response_is_not_repeated_as_a_card_move(game) -> None:
    session, _, _ = game
    for step in session.steps:
        dialogue = next((e for e in step.events if e["type"] == "dialogue"), None)
        if dialogue is None:
            continue
        label = card_label(dialogue["response"])
        lines = step_lines(step.action, step.events)
        assert sum(label in line for line in lines) == 1, lines


def test_visit_results_and_the_end_are_logged(game) -> None:
    session, lines, events = game
    for e in (e for e in events if e["type"] == "visit_over"):
        if e["won"]:
            assert f"Fief {e['fief']} won: exactly {e['score']} of {e['target']}." in lines
        else:
            assert f"Fief {e['fief']} lost: {e['score']} instead of {e['target']}." in lines
    assert sum(line.startswith("Fief ") for line in lines) == 8
    over = next(e for e in events if e["type"] == "game_over")
    verdict = "reached" if over["result"] == "won" else "missed"
    stars = "1 star" if over["stars"] == 1 else f"{over['stars']} stars"
    assert lines[-1] == f"Game over: {stars}, goal {over['threshold']} {verdict}."
    assert session.over


def test_the_log_follows_the_steps_undone_or_not() -> None:
    session = Session(3, "intro", 16)
    session.apply(A.choose_fief(2))
    session.apply(A.BACK)
    assert game_log(session)[2:] == [
        f"Chose fief 2 ({unbreakable(character_name(session.state.kingdom.fiefs[2].ruler))}).",
        "Went back from fief 2.",
    ]
    session.undo()
    session.undo()
    assert len(game_log(session)) == 2  # the name of the game and its first hand


def test_every_event_of_random_games_gets_a_line() -> None:
    """Apart from shuffles (the deal after them is logged), no event is silently dropped."""
    seen: set[str] = set()
    for seed, setup in [(81, "full"), (82, "full"), (83, "intro"), (84, "full")]:
        session = random_session(seed, setup)
        for step in session.steps:
            for event in step.events:
                seen.add(event["type"])
                line = event_line(event)
                if event["type"] != "shuffled":
                    assert line, event
    assert {"statement", "dialogue", "moved", "visit_over", "dealt", "game_over"} <= seen


def test_export_log_writes_the_same_lines(tmp_path: Path) -> None:
    session = scripted_game()
    path = tmp_path / "exports" / "my game.txt"
    export_log(path, session)
    assert path.read_text(encoding="utf-8").splitlines() == game_log(session)
    assert sorted(p.name for p in path.parent.iterdir()) == ["my game.txt"]
    # exporting again (a later point of the game) replaces the file
    shorter = Session(11, "full", 16)
    shorter.apply(A.choose_fief(0))
    export_log(path, shorter)
    assert path.read_text(encoding="utf-8").splitlines() == game_log(shorter)
