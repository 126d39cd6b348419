"""The documents in ``docs/`` stay true to the code: the engine protocol names everything the
engine says, the rules have every ability, every section the code cites exists, and every
link between the documents leads somewhere."""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path
from random import Random

import pytest

from forNorthwood.core import CHARACTERS, Phase, apply, errors, events, legal_actions, new_game, state_to_json
from forNorthwood.engine import answer
from forNorthwood.engine.server import OPS
from forNorthwood.i18n.view_text import public_view

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
RULES = DOCS / "RULES.md"
PROTOCOL = DOCS / "ENGINE_PROTOCOL.md"


def section(text: str, heading: str) -> str:
    """The text under the heading named ``heading``, up to the next heading of its level or higher."""
    match = re.search(rf"^(#+) {re.escape(heading)}$", text, re.M)
    assert match, heading
    level = len(match.group(1))
    end = re.compile(rf"^#{{1,{level}}} ", re.M).search(text, match.end())
    return text[match.end() : None if end is None else end.start()]


def first_column(table_text: str) -> set[str]:
    """The code-quoted words of the first column of every table row."""
    words: set[str] = set()
    for line in table_text.splitlines():
        if line.startswith("| ") and not line.startswith("|---"):
            cell = line.split("|")[1]
            words.update(re.findall(r"`([^`]+)`", cell))
    return words


def quoted(text: str) -> set[str]:
    return set(re.findall(r"`([^`]+)`", text))


PROTOCOL_TEXT = PROTOCOL.read_text(encoding="utf-8")


def _played() -> dict[str, set[str]]:
    """Every event type, action type, decision step and view field seen in seeded random games."""
    seen: dict[str, set[str]] = {name: set() for name in ("events", "actions", "steps", "view", "decision")}
    for seed in range(24):
        rng = Random(seed)
        state = new_game(seed, "full" if seed % 3 else "intro", (16, 18, 20)[seed % 3])
        while True:
            shown = public_view(state)
            seen["view"].update(shown)
            if shown["decision"] is not None:
                seen["decision"].update(shown["decision"])
                seen["steps"].add(shown["decision"]["step"])
            legal = legal_actions(state)
            if not legal:
                break
            action = legal[int(rng.random() * len(legal))]
            seen["actions"].add(action.to_json()["type"])
            state, happened = apply(state, action)
            seen["events"].update(e.to_json()["type"] for e in happened)
    return seen


PLAYED = _played()


def test_the_protocol_lists_every_op_of_the_engine() -> None:
    ops = first_column(section(PROTOCOL_TEXT, "Requests"))
    assert ops == set(OPS)


def test_the_protocol_lists_every_error_code() -> None:
    codes = {value for name, value in vars(errors).items() if name.isupper() and isinstance(value, str)}
    assert len(codes) >= 11
    assert first_column(section(PROTOCOL_TEXT, "Errors")) == codes


def test_the_protocol_lists_every_event_type() -> None:
    classes = [c for _, c in inspect.getmembers(events, inspect.isclass) if issubclass(c, events.Event)]
    types = {c.type for c in classes if c.type}
    assert first_column(section(PROTOCOL_TEXT, "Events")) | {"visit_settled"} == types
    assert PLAYED["events"] <= types
    assert len(PLAYED["events"]) > 15  # the random games reach most of them


def test_the_protocol_lists_every_phase_action_and_view_field_the_engine_shows() -> None:
    phases = section(PROTOCOL_TEXT, "Phases and actions")
    assert {p.value for p in Phase} <= first_column(phases)
    documented_actions = set(re.findall(r'\{"type": "([a-z_]+)"', phases))
    assert PLAYED["actions"] <= documented_actions
    view_text = section(PROTOCOL_TEXT, "View")
    assert PLAYED["view"] <= quoted(view_text)
    assert PLAYED["decision"] <= quoted(view_text)


def test_the_protocol_lists_every_question_an_ability_asks() -> None:
    steps = quoted(section(PROTOCOL_TEXT, "What each ability asks"))
    assert len(PLAYED["steps"]) > 10
    assert PLAYED["steps"] <= steps


def test_every_action_the_protocol_shows_is_one_the_engine_reads() -> None:
    state = state_to_json(new_game(1, "full", 16))
    examples = re.findall(r'`(\{"type": [^`]+\})`', section(PROTOCOL_TEXT, "Phases and actions"))
    assert len(examples) == 14
    for example in examples:
        reply = answer(json.dumps({"op": "apply", "state": state, "action": json.loads(example)}))
        assert reply.get("error", {}).get("code") != "MALFORMED", (example, reply)


def test_the_rules_give_every_ability() -> None:
    abilities = section(RULES.read_text(encoding="utf-8"), "The 24 abilities")
    for code in CHARACTERS:
        assert f"**{code} — " in abilities, code


# -- citations and links ------------------------------------------------------------------------

HEADING = re.compile(r"^#+ (.+)$", re.M)
CITED_NAME = re.compile(r'docs/(RULES|ENGINE_PROTOCOL)\.md,? \(?"([^"]+)"')
CITED_NUMBER = re.compile(r"docs/RULES\.md,? (\d+(?:\.\d+)?)\b")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def headings(path: Path) -> list[str]:
    return HEADING.findall(path.read_text(encoding="utf-8"))


def slug(heading: str) -> str:
    """The anchor a Markdown renderer gives a heading (GitHub's rule)."""
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def _citing_files() -> list[Path]:
    files = [ROOT / "README.md", *DOCS.glob("*.md")]
    for folder in ("forNorthwood", "tests", "scripts"):
        files += (ROOT / folder).rglob("*.py")
    return files


def test_every_section_the_code_cites_exists() -> None:
    names = {
        "RULES": [re.sub(r"^[\d.]+ ", "", h).lower() for h in headings(RULES)],
        "ENGINE_PROTOCOL": [h.lower() for h in headings(PROTOCOL)],
    }
    numbers = {h.split(" ", 1)[0].rstrip(".") for h in headings(RULES) if h[0].isdigit()}
    missing = []
    for path in _citing_files():
        text = path.read_text(encoding="utf-8")
        for document, name in CITED_NAME.findall(text):
            if not any(h.startswith(name.lower()) for h in names[document]):
                missing.append(f"{path.relative_to(ROOT)}: {document}.md, {name!r}")
        for number in CITED_NUMBER.findall(text):
            if number not in numbers:
                missing.append(f"{path.relative_to(ROOT)}: RULES.md {number}")
    assert missing == []


@pytest.mark.parametrize("path", [ROOT / "README.md", *sorted(DOCS.glob("*.md"))], ids=lambda p: p.name)
def test_every_link_between_the_documents_leads_somewhere(path: Path) -> None:
    broken = []
    for target in LINK.findall(path.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target):
            continue  # an address on the web
        name, _, anchor = target.partition("#")
        linked = (path.parent / name) if name else path
        if not linked.is_file():
            broken.append(target)
        elif anchor and anchor not in {slug(h) for h in headings(linked)}:
            broken.append(target)
    assert broken == []


#: "issue 9, point 5", "issue 11.4", "(#18)": what a tracker called a change, which a reader of the code cannot open.
ISSUE_NUMBER = re.compile(r"\bissues? #?\d+|\(#\d+\)", re.I)
#: A document cited without its folder, so a reader cannot find it.
BARE_CITATION = re.compile(r"(?<![\w/])(?:RULES|ENGINE_PROTOCOL)\.md")


def test_the_code_cites_documents_in_docs_and_no_issue_numbers() -> None:
    found = []
    for folder in ("forNorthwood", "tests", "scripts"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == Path(__file__).resolve():
                continue  # this file names the documents it checks
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if ISSUE_NUMBER.search(line) or BARE_CITATION.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == []
