"""The kingdom code dialled with a controller, which types nothing: Up and Down turn the
character at the cursor through the code's alphabet, Left and Right move the cursor.

The setup screen opens a dial when A is pressed on its code field; A closes it (the code
kept), B puts back the code it opened on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..game.seeds import ALPHABET, CODE_LENGTH, parse_code, seed_code


@dataclass
class CodeDial:
    """A code being dialled: its characters, the cursor, and the text it opened on."""

    before: str
    chars: list[str] = field(default_factory=lambda: ["0"] * CODE_LENGTH)
    index: int = 0

    @classmethod
    def opened_on(cls, text: str) -> CodeDial:
        """A dial on ``text``'s code (written the standard way), or on 000000 when ``text`` is no code."""
        seed = parse_code(text) if text.strip() else None
        code = seed_code(seed) if seed is not None else ""
        if len(code) != CODE_LENGTH or any(c not in ALPHABET for c in code):
            code = "0" * CODE_LENGTH
        return cls(text, list(code))

    @property
    def text(self) -> str:
        return "".join(self.chars)

    def turn(self, step: int) -> None:
        """The character at the cursor ``step`` places on in the alphabet (round from Z to 0)."""
        here = ALPHABET.index(self.chars[self.index])
        self.chars[self.index] = ALPHABET[(here + step) % len(ALPHABET)]

    def move(self, step: int) -> None:
        """The cursor ``step`` characters on, kept on the code."""
        self.index = max(0, min(CODE_LENGTH - 1, self.index + step))
