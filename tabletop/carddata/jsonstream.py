"""Read the elements of a JSON array one at a time, without loading the whole file.

Scryfall's bulk files are one large array (hundreds of MB); `iter_array(fh)` yields each element
as it is decoded, keeping only a small window of the text in memory.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import TextIO

CHUNK = 1 << 20
MAX_RECORD = 32 << 20  # no card object is anywhere near 32 MB: a bigger one is a broken file
_WS = " \t\r\n"


class JSONStreamError(ValueError):
    """A JSON array that cannot be read: names the record number and line."""

    def __init__(self, message: str, record: int, line: int):
        super().__init__(f"record {record}, line {line}: {message}")
        self.record, self.line = record, line


def _line(line_base: int, buf: str, pos: int) -> int:
    return line_base + buf.count("\n", 0, pos)


def iter_array(fh: TextIO, chunk: int = CHUNK) -> Iterator[object]:
    """Yield each element of the JSON array in `fh` (text mode)."""
    decoder = json.JSONDecoder()
    buf = fh.read(chunk)
    pos, line_base, eof = 0, 1, not buf
    # skip a byte-order mark and leading whitespace, then expect "["
    if buf.startswith("\ufeff"):
        pos = 1
    while True:
        while pos < len(buf) and buf[pos] in _WS:
            pos += 1
        if pos < len(buf) or eof:
            break
        more = fh.read(chunk)
        eof = not more
        buf += more
    if pos >= len(buf) or buf[pos] != "[":
        raise JSONStreamError("expected a JSON array ('[')", 0, 1 + buf.count("\n", 0, pos))
    pos += 1
    record = 0
    expect_value = True  # right after "[" or ","
    while True:
        # skip whitespace and the separator
        while True:
            while pos < len(buf) and buf[pos] in _WS:
                pos += 1
            if pos < len(buf) or eof:
                break
            line_base += buf.count("\n", 0, pos)
            buf, pos = buf[pos:] + fh.read(chunk), 0
            eof = pos >= len(buf)
        if pos >= len(buf):
            raise JSONStreamError("the file ends inside the array (truncated?)", record + 1,
                                  _line(line_base, buf, pos))
        ch = buf[pos]
        if ch == "]":
            if expect_value and record:
                raise JSONStreamError("a comma before ']'", record, _line(line_base, buf, pos))
            return
        if ch == ",":
            if expect_value:
                raise JSONStreamError("unexpected ','", record + 1, _line(line_base, buf, pos))
            pos += 1
            expect_value = True
            continue
        if not expect_value:
            raise JSONStreamError("expected ',' or ']' between records", record + 1,
                                  _line(line_base, buf, pos))
        while True:
            try:
                value, end = decoder.raw_decode(buf, pos)
                break
            except json.JSONDecodeError as exc:
                if eof or len(buf) - pos > MAX_RECORD:
                    where = line_base + buf.count("\n", 0, exc.pos)
                    truncated = eof and not buf.rstrip().endswith("]")
                    what = "the file ends inside a record (truncated?)" if truncated else exc.msg
                    raise JSONStreamError(what, record + 1, where) from None
                line_base += buf.count("\n", 0, pos)
                more = fh.read(max(chunk, len(buf) - pos))
                eof = not more
                buf, pos = buf[pos:] + more, 0
        record += 1
        expect_value = False
        yield value
        pos = end
        if pos > chunk:  # drop what has been read, keeping the window small
            line_base += buf.count("\n", 0, pos)
            buf, pos = buf[pos:], 0
