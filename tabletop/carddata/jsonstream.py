"""Read large JSON files one record at a time, without loading the whole file.

- `iter_array(fh)`: each element of a top-level array (Scryfall bulk files, hundreds of MB).
- `iter_members(fh, "data")`: each (key, value) of the object under a top-level key (MTGJSON
  AllPrintings: one set at a time; AtomicCards: one card name at a time).

Only a small window of the text is kept in memory; errors name the record and line. A string
that is not valid Unicode text (a lone surrogate, `\\ud800`) is an error like bad JSON.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import NoReturn, TextIO

from tabletop.model.textcheck import TextRefused, check_json

CHUNK = 1 << 20
MAX_RECORD = 64 << 20  # no single record is anywhere near this: a bigger one is a broken file
_NOT_WS = re.compile(r"[^ \t\r\n]")  # JSON's blanks are skipped in C, not one by one
_DECODER = json.JSONDecoder()
# an escape that may stand for half a surrogate pair: only then are a record's strings looked at
# (`model.textcheck`: a lone one is not valid Unicode text; the file is refused, as for a byte
# that is not UTF-8)
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


class JSONStreamError(ValueError):
    """A JSON file that cannot be read: names the record number and line."""

    def __init__(self, message: str, record: int, line: int):
        super().__init__(f"record {record}, line {line}: {message}")
        self.record, self.line = record, line


class _Reader:
    """A sliding window over a text file with JSON-aware helpers."""

    def __init__(self, fh: TextIO, chunk: int):
        self.fh, self.chunk = fh, chunk
        self.buf = fh.read(chunk)
        self.eof = not self.buf
        self.pos = 1 if self.buf.startswith("\ufeff") else 0
        self.line_base = 1  # line number of buf[0]
        self.record = 0

    def line(self, pos: int | None = None) -> int:
        return self.line_base + self.buf.count("\n", 0, self.pos if pos is None else pos)

    def fail(self, message: str, record: int | None = None,
             pos: int | None = None) -> NoReturn:
        raise JSONStreamError(message, self.record + 1 if record is None else record,
                              self.line(pos))

    def _more(self, size: int | None = None) -> bool:
        if self.eof:
            return False
        self.line_base += self.buf.count("\n", 0, self.pos)
        more = self.fh.read(max(size or self.chunk, self.chunk))
        self.buf, self.pos = self.buf[self.pos:] + more, 0
        self.eof = not more
        return bool(more)

    def peek(self) -> str:
        """The next non-blank character ("" at the end of the file)."""
        while True:
            m = _NOT_WS.search(self.buf, self.pos)
            if m:
                self.pos = m.start()
                return self.buf[self.pos]
            self.pos = len(self.buf)
            if not self._more():
                return ""

    def value(self) -> object:
        """Decode the value that starts at the next non-blank character."""
        self.peek()
        while True:
            try:
                value, end = _DECODER.raw_decode(self.buf, self.pos)
                if end < len(self.buf) or self.eof:
                    break
                self._more()  # a number at the end of the window may go on: read on
                continue
            except RecursionError:
                self.fail("a record nested too deeply to read")
            except json.JSONDecodeError as exc:
                if len(self.buf) - self.pos > MAX_RECORD:
                    self.fail(f"{exc.msg} (no record is read past {MAX_RECORD >> 20} MiB)",
                              pos=exc.pos)
                if self.eof:
                    truncated = not self.buf.rstrip().endswith(("]", "}"))
                    self.fail("the file ends inside a record (truncated?)" if truncated
                              else exc.msg, pos=exc.pos)
                self._more(len(self.buf) - self.pos)
            except ValueError as exc:  # int() of a number with more than 4,300 digits
                self.fail(f"a number too long to read ({str(exc).split(':')[0]})")
        if _SURROGATE_ESCAPE.search(self.buf, self.pos, end):  # (the text itself is UTF-8)
            try:
                check_json(value, "a record", limit=None)
            except TextRefused as exc:
                self.fail(exc.reason)
        self.pos = end
        if self.pos > self.chunk:  # drop what has been read, keeping the window small
            self.line_base += self.buf.count("\n", 0, self.pos)
            self.buf, self.pos = self.buf[self.pos:], 0
        return value

    def items(self, opening: str, what: str) -> Iterator[tuple[str | None, object]]:
        """The elements of an array (key None) or members of an object at the next position."""
        if self.peek() != opening:
            self.fail(f"expected {what}", record=0)
        closing = "]" if opening == "[" else "}"
        self.pos += 1
        first = True
        while True:
            ch = self.peek()
            if ch == closing and first:
                self.pos += 1
                return
            if not first:
                if ch == closing:
                    self.pos += 1
                    return
                if ch != ",":
                    self.fail("the file ends inside the data (truncated?)" if ch == "" else
                              f"expected ',' or '{closing}' between records")
                self.pos += 1
                if self.peek() == closing:
                    self.fail(f"a comma before '{closing}'", record=self.record)
            if self.peek() == "":
                self.fail("the file ends inside the data (truncated?)")
            key: str | None = None
            if opening == "{":
                name = self.value()
                if not isinstance(name, str) or self.peek() != ":":
                    self.fail("expected a \"name\": value member")
                key = name
                self.pos += 1
            value = self.value()
            self.record += 1
            first = False
            yield key, value


def iter_array(fh: TextIO, chunk: int = CHUNK) -> Iterator[object]:
    """Yield each element of the JSON array in `fh` (text mode)."""
    reader = _Reader(fh, chunk)
    for _key, value in reader.items("[", "a JSON array ('[')"):
        yield value


def iter_members(fh: TextIO, key: str, chunk: int = CHUNK) -> Iterator[tuple[str, object]]:
    """Yield (name, value) for each member of the object under top-level `key` of the JSON
    object in `fh`; other top-level members are read and skipped."""
    reader = _Reader(fh, chunk)
    if reader.peek() != "{":
        reader.fail("expected a JSON object ('{')", record=0)
    reader.pos += 1
    while True:
        ch = reader.peek()
        if ch == "}":
            return
        if ch == ",":
            reader.pos += 1
            continue
        name = reader.value()
        if not isinstance(name, str) or reader.peek() != ":":
            reader.fail("expected a \"name\": value member")
        reader.pos += 1
        if name == key and reader.peek() == "{":
            for member, value in reader.items("{", "an object"):
                if member is not None:  # always so in an object
                    yield member, value
        else:
            reader.value()
