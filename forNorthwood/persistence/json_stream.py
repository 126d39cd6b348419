"""Reading the long list of a JSON document one value at a time, from the file.

A document laid out as this game writes it (``files.write_json``: compact, keys sorted)
holds its long list between a fixed head and a short tail, for the statistics
``{"kind":"…","records":[`` and ``],"version":1}``. ``ListStream`` reads such a file in
chunks and hands out the list's values one by one, so that going through a long history
costs the memory of one value, not of the whole parsed document. Every value is
decoded by ``json`` itself, so it is exactly what ``json.loads`` of the whole file
gives. Anything else (another layout, a damaged or oversized file, a file that is not
a regular one) raises ``Unstreamable`` and the caller reads the file whole instead,
with all its usual checks and messages; as that may only show at the end of the
file, a caller must not act on the values before the whole list was read once.
"""

from __future__ import annotations

import codecs
import json
import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path

#: How much of the file is read at a time.
CHUNK = 64 * 1024
#: The longest value, and the longest tail, read a piece at a time (a game's record is
#: well under a kilobyte): anything longer is read whole, in one go, by the caller.
VALUE_LIMIT = 1024 * 1024
TAIL_LIMIT = 4096

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)
#: JSON's whitespace.
_SPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()


class Unstreamable(Exception):
    """The file is not one this module reads a value at a time: read it whole instead."""


class ListStream:
    """The values of the list of the JSON file ``path`` laid out as ``head``, the list's
    values, then ``],`` and what matches ``tail`` (its groups are kept in ``tail_match``).

    Each call of ``values`` reads the file again from its start. ``limit``: the most
    bytes read (a larger file is not one the game wrote).
    """

    def __init__(self, path: Path, head: str, tail: re.Pattern[str], limit: int) -> None:
        self.path = path
        self.head = head
        self.tail = tail
        self.limit = limit
        #: The tail as last read, once ``values`` read the file to its end.
        self.tail_match: re.Match[str] | None = None

    def values(self) -> Iterator[object]:
        """Every value of the list, in order (raises ``Unstreamable`` on anything unexpected,
        possibly after some values: only a list read to its end is sound)."""
        self.tail_match = None
        with _open_regular(self.path, self.limit) as raw:
            reader = _Text(raw, self.limit)
            if not reader.starts_with(self.head):
                raise Unstreamable("another layout")
            pos = len(self.head)
            pos = reader.skip_space(pos)
            if reader.char(pos) == "]":
                pos += 1
            else:
                while True:
                    value, pos = reader.value(pos)
                    yield value
                    pos = reader.skip_space(pos)
                    separator = reader.char(pos)
                    pos += 1
                    if separator == "]":
                        break
                    if separator != ",":
                        raise Unstreamable("not a list")
                    pos = reader.skip_space(pos)
            rest = reader.rest(pos)
            match = self.tail.fullmatch(rest)
            if match is None:
                raise Unstreamable("another tail")
            self.tail_match = match


def _open_regular(path: Path, limit: int) -> _Closing:
    """The regular file ``path`` open for reading, never waiting on a pipe nor reading a
    device; ``Unstreamable`` for anything else (the whole read then says what is wrong)."""
    try:
        fd = os.open(path, os.O_RDONLY | _NONBLOCK | _BINARY)
    except OSError as exc:
        raise Unstreamable(str(exc)) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > limit:
            raise Unstreamable("not a regular file of a usable size")
    except BaseException:
        os.close(fd)
        raise
    return _Closing(fd)


class _Closing:
    """A file descriptor closed at the end of a ``with``."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def __enter__(self) -> int:
        return self.fd

    def __exit__(self, *exc: object) -> None:
        os.close(self.fd)


class _Text:
    """The file's text decoded as UTF-8 a chunk at a time; positions count from the start
    of what is still held (``pos`` values handed back stay valid as more is read)."""

    def __init__(self, fd: int, limit: int) -> None:
        self.fd = fd
        self.limit = limit
        self.read_bytes = 0
        self.decoder = codecs.getincrementaldecoder("utf-8")()
        self.text = ""
        self.offset = 0  # how many characters before ``text`` were dropped
        self.ended = False

    def _more(self) -> bool:
        """Read the next chunk; False at the end of the file."""
        if self.ended:
            return False
        try:
            chunk = os.read(self.fd, CHUNK)
        except OSError as exc:
            raise Unstreamable(str(exc)) from exc
        self.read_bytes += len(chunk)
        if self.read_bytes > self.limit:
            raise Unstreamable("too large")
        try:
            decoded = self.decoder.decode(chunk, final=not chunk)
        except UnicodeDecodeError as exc:
            raise Unstreamable("not UTF-8") from exc
        self.ended = not chunk
        self.text += decoded
        return True

    def _drop_before(self, pos: int) -> None:
        """Forget the text before ``pos`` (a position from the start of the file)."""
        cut = pos - self.offset
        if cut > CHUNK:
            self.text = self.text[cut:]
            self.offset = pos

    def _local(self, pos: int) -> int:
        return pos - self.offset

    def starts_with(self, head: str) -> bool:
        while len(self.text) < len(head) and self._more():
            pass
        return self.text.startswith(head)

    def char(self, pos: int) -> str:
        """The character at ``pos`` ('' at the end of the file)."""
        while self._local(pos) >= len(self.text):
            if not self._more():
                return ""
        return self.text[self._local(pos)]

    def skip_space(self, pos: int) -> int:
        while True:
            end = _SPACE.match(self.text, self._local(pos)).end()  # type: ignore[union-attr]  # always matches
            pos = end + self.offset
            if end < len(self.text) or not self._more():
                return pos

    def value(self, pos: int) -> tuple[object, int]:
        """The JSON value starting at ``pos`` and the position just after it."""
        self._drop_before(pos)
        while True:
            local = self._local(pos)
            try:
                value, end = _DECODER.raw_decode(self.text, local)
            except json.JSONDecodeError:
                if len(self.text) - local > VALUE_LIMIT:
                    raise Unstreamable("a value too long") from None
                if self._more():
                    continue
                raise Unstreamable("damaged") from None
            except RecursionError:
                raise Unstreamable("too deep") from None
            # A number or a word that reaches the end of what was read may go on in the next chunk.
            if end >= len(self.text) and self._more():
                continue
            return value, end + self.offset

    def rest(self, pos: int) -> str:
        """Everything from ``pos`` to the end of the file."""
        while self._more():
            if len(self.text) - self._local(pos) > TAIL_LIMIT:
                raise Unstreamable("a tail too long")
        return self.text[self._local(pos) :]
