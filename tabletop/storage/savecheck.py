"""Before a save is written: refuse, with a clear error, any file the format would refuse.

A save the app writes always loads. The limits are checked where data enters (player names,
decklists, card facts, the rules' own bounds), and again here, on the very document about to
be written, against the strict schema (`schema.Entry`, the file without its log), so that a
game that somehow broke a limit is refused before the file (or its `.bak`, or an autosave) is
touched, rather than written and never opened again. The game stays in memory, unchanged.

It costs little after the first time: what was checked is remembered per game (the setup and
title it was checked with, the log entries by identity, as `codec` keeps their lines), so an
autosave after one more action checks that one entry. A loaded game counts as checked (the
loader validated every entry); a game built in memory is checked whole on its first save.
"""

from __future__ import annotations

import typing
import weakref
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from pydantic import TypeAdapter, ValidationError

from tabletop.model.game import Game

from . import schema as S
from .schema import MAX_EVENTS, MAX_FILE_BYTES


@dataclass(slots=True)
class _Checked:
    head: tuple = ()  # (setup object, title, seed, players) the header was checked with
    entries: list = field(default_factory=list)  # log entries checked, in log order
    events: int = 0  # events in those entries


_CHECKED: weakref.WeakKeyDictionary[Game, _Checked] = weakref.WeakKeyDictionary()
MAX_PROBLEMS = 10


@lru_cache(maxsize=1)
def _adapters() -> tuple[TypeAdapter, TypeAdapter]:
    return TypeAdapter(S._GameHead), TypeAdapter(typing.cast(Any, list)[S.Entry])


@lru_cache(maxsize=1)
def _checkpoint_adapter() -> TypeAdapter:
    return TypeAdapter(S.Checkpoint)


def _head_key(game: Game, title: Any) -> tuple:
    return (game.setup, title, game.seed, tuple(game.state.players))


def _same_head(a: tuple, b: tuple) -> bool:
    return bool(a) and a[0] is b[0] and a[1:] == b[1:]


def mark_checked(game: Game, title: Any) -> None:
    """The game was just loaded: its setup, header and every log entry met the format."""
    _CHECKED[game] = _Checked(_head_key(game, title), list(game.log),
                              sum(len(e.events) for e in game.log))


def check(game: Game, head_json: bytes, title: Any, size: int,
          checkpoint_json: bytes | None = None) -> None:
    """Raise `SaveRefused` unless the save of `game` (its header `head_json`: the file without
    its log, as JSON; the whole file `size` bytes; `checkpoint_json`, the checkpoint in it, is
    checked each time: it changes with every entry) meets the format's every bound."""
    from .codec import SaveRefused, _entry_dict, _serialize, json_path  # codec calls this

    problems: list[str] = []
    if size > MAX_FILE_BYTES:
        problems.append(f"(the file): {size:,} bytes; saves are at most {MAX_FILE_BYTES:,} "
                        "bytes (64 MiB)")
    rec = _CHECKED.get(game) or _Checked()
    key = _head_key(game, title)
    head_adapter, log_adapter = _adapters()
    if not _same_head(rec.head, key):
        try:
            head_adapter.validate_json(head_json)
        except ValidationError as exc:
            problems += _lines(exc, (), json_path)
    elif checkpoint_json is not None:
        try:
            _checkpoint_adapter().validate_json(checkpoint_json)
        except ValidationError as exc:
            problems += _lines(exc, ("checkpoint",), json_path)
    log = game.log
    n = 0
    for a, b in zip(rec.entries, log, strict=False):
        if a is not b:
            break
        n += 1
    events = rec.events if n == len(rec.entries) else sum(len(e.events) for e in log[:n])
    new = log[n:]
    events += sum(len(e.events) for e in new)
    if len(log) > MAX_EVENTS or events > MAX_EVENTS:
        problems.append(f"log: {len(log):,} entries, {events:,} events; saves hold at most "
                        f"{MAX_EVENTS:,}")
    if new:
        try:
            log_adapter.validate_json(b"[" + _serialize([_entry_dict(e) for e in new]) + b"]")
        except ValidationError as exc:
            problems += _lines(exc, ("log", n), json_path)
    if problems:
        if len(problems) > MAX_PROBLEMS:
            problems = problems[:MAX_PROBLEMS] + [f"... and {len(problems) - MAX_PROBLEMS} more"]
        raise SaveRefused(problems)
    _CHECKED[game] = _Checked(key, list(log), events)


@lru_cache(maxsize=1)
def _steps_adapter() -> TypeAdapter:
    return TypeAdapter(typing.cast(Any, list)[S.CheckpointStep])


def check_steps(steps: dict[int, bytes]) -> None:
    """Raise `SaveRefused` unless each intermediate checkpoint of `steps` (its JSON as written,
    by its place in the file's `checkpoints`) meets the format's bounds. A save checks each
    once, when it is recorded (they are kept, as log lines are)."""
    from .codec import SaveRefused, json_path
    problems: list[str] = []
    for i, data in steps.items():
        try:
            _steps_adapter().validate_json(b"[" + data + b"]")
        except ValidationError as exc:
            problems += _lines(exc, ("checkpoints", i), json_path)
    if problems:
        raise SaveRefused(problems[:MAX_PROBLEMS])


def _lines(exc: ValidationError, at: tuple, json_path) -> list[str]:
    """One line per JSON path; `at`: ("log", n) turns the index of a checked entry into its
    place in the log, ("checkpoint",) puts a checkpoint's paths in it."""
    seen: dict[str, str] = {}
    for err in exc.errors(include_url=False):
        loc = tuple(err["loc"])
        if len(at) == 1:
            loc = (*at, *loc)
        elif at and loc and isinstance(loc[0], int):
            loc = (at[0], at[1] + loc[0], *loc[1:])
        path, loose = json_path(loc)
        seen.setdefault(path, "not a value a save can hold (JSON values only; whole numbers "
                        "within ±1,000,000,000, text up to 10,000 characters)" if loose
                        else err["msg"])
    return [f"{path}: {msg}" for path, msg in seen.items()]
