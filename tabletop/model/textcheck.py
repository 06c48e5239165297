"""The one check of text that enters tabletop: from the network, a file, a card import, the
clipboard. Every string taken in is made of Unicode scalar values (no lone surrogate, which no
file can hold: writing one fails, so a journal or a save would stop working) and bounded.

    check_text(value, "a chat message", MAX_CHAT)       # the value, or TextRefused
    check_json(doc, "the message", limit=MAX_STRING)    # every string (and key) of a document
    text_problem(value)                                 # None, or why it is not valid text

`TextRefused` (a ValueError) is one sentence, `WHAT: reason`; each boundary says it in its own
error (ProtocolError, CommandError, CardImportError, FileRefused, DecklistError...).

Pure: no IO, no Qt.
"""

from __future__ import annotations

import re
from typing import Any

from .limits import MAX_STRING

_SURROGATE = re.compile(r"[\ud800-\udfff]")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


class TextRefused(ValueError):
    """Text that was not taken: `what` names it, `reason` says why (`str()`: `what: reason`)."""

    def __init__(self, what: str, reason: str) -> None:
        super().__init__(f"{what}: {reason}")
        self.what, self.reason = what, reason


def text_problem(value: str, limit: int | None = MAX_STRING, least: int = 0,
                 one_line: bool = False) -> str | None:
    """Why `value` (a str) can't be taken, in words, or None: a lone surrogate (not a Unicode
    scalar value), fewer than `least` or more than `limit` characters, or (with `one_line`) a
    control character or a line break."""
    if limit is not None and len(value) > limit:
        return f"at most {limit:,} characters; this one has {len(value):,}"
    if len(value) < least:
        return "can't be empty" if least == 1 else f"at least {least:,} characters"
    if not value.isascii():
        m = _SURROGATE.search(value)
        if m is not None:
            return (f"not valid Unicode text: a lone surrogate (U+{ord(m.group()):04X}) at "
                    f"character {m.start() + 1:,}")
    if one_line:
        m = _CONTROL.search(value)
        if m is not None:
            return (f"one line of text without control characters: U+{ord(m.group()):04X} at "
                    f"character {m.start() + 1:,}")
    return None


def check_text(value: object, what: str, limit: int | None = MAX_STRING, *, least: int = 0,
               one_line: bool = False) -> str:
    """`value` if it is text `text_problem` finds nothing wrong with; TextRefused naming `what`
    otherwise (also for a value that is not a str)."""
    if not isinstance(value, str):
        raise TextRefused(what, "must be text")
    problem = text_problem(value, limit, least, one_line)
    if problem is not None:
        raise TextRefused(what, problem)
    return value


def check_json(doc: Any, what: str, *, limit: int | None = MAX_STRING,
               max_depth: int | None = None) -> None:
    """Check every string of a JSON-like document (dicts, lists, tuples; keys too) with
    `text_problem`, and its nesting (at most `max_depth` levels of lists and objects), without
    recursion. TextRefused names the first wrong one by its place: `what: 'data[3].name': ...`."""
    stack: list[tuple[Any, int, tuple]] = [(doc, 0, ())]
    while stack:
        value, depth, path = stack.pop()
        if isinstance(value, str):
            _check_one(value, what, path, limit)
            continue
        if isinstance(value, dict):
            items: Any = value.items()
        elif isinstance(value, (list, tuple)):
            items = enumerate(value)
        else:
            continue
        if max_depth is not None and depth >= max_depth:
            raise TextRefused(what, f"JSON nested more than {max_depth} levels deep")
        children = []
        for key, child in items:
            if isinstance(key, str):
                _check_one(key, what, path + (key,), limit, key=True)
            if isinstance(child, (str, dict, list, tuple)):
                children.append((child, depth + 1, path + (key,)))
        stack.extend(reversed(children))  # (the first wrong one in the document's order)


def _check_one(value: str, what: str, path: tuple, limit: int | None, key: bool = False) -> None:
    if value.isascii() and (limit is None or len(value) <= limit):
        return  # (the common case, at C speed)
    problem = text_problem(value, limit)
    if problem is not None:
        where = json_path(path)
        said = f"the key '{where}': " if key else f"'{where}': " if where else ""
        raise TextRefused(what, said + problem)


def json_path(path: tuple) -> str:
    """`("data", 3, "name")` -> `data[3].name` (each name shown safely: at most 40 characters,
    a lone surrogate as `\\ud800`)."""
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else ("." if out else "") + shown(str(p), 40)
    return out


def shown(value: str, most: int = 60) -> str:
    """`value` as an error message may quote it: at most `most` characters, anything that is not
    a Unicode scalar value escaped (a message holding one could not even be printed)."""
    cut = value[:most] + ("..." if len(value) > most else "")
    return cut.encode("utf-8", "backslashreplace").decode("utf-8")
