"""Games to save bytes and back: `dump_game`, `load_game_bytes`, `validate_bytes`, `SaveError`.

A save is written one log entry per line (easy to diff, still plain JSON), with the header first.
Dumping is deterministic: the same game gives the same bytes. The times in the header are kept
from the file a game was loaded from (or first dumped as) until its log changes, so loading and
dumping again gives identical bytes.

Speed (budgets of issue 3, `tests/benchmarks/bench_storage.py`): dumping serializes the log 64
entries at a time with orjson and keeps the lines for the next autosave; loading validates a
file laid out as `dump_game` writes it in pieces (header, then 128 KiB chunks of log lines),
takes each primitive change as it is (the replay, compiled at install time when it can be,
checks it against the state and the schema's bounds), and falls back to the strict schema,
whole, for the messages of any file it refuses.
"""

from __future__ import annotations

import gc
import importlib
import json
import typing
import weakref
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from types import ModuleType
from typing import Any

import orjson
import pydantic_core
from pydantic import ValidationError

from tabletop import __version__
from tabletop.model.events import EVENT_DATA
from tabletop.model.game import Game, LogEntry
from tabletop.model.invariants import problems as invariant_problems
from tabletop.model.setup import SetupError
from tabletop.rules import ARBITER, new_game

from . import bookmarks, checkpoint, migrations, savecheck, steps
from . import schema as S
from .replay import (
    PRIORITY_FIELDS,
    ReplayError,
    _verify_level,
    compact,
    count_events,
    log_keeps_priority,
)
from .schema import FORMAT, MAX_EVENTS, MAX_FILE_BYTES, SCHEMA_VERSION, adapter, fast_adapter

# The schema's checks of a log entry, generated at install time (`shapegen.py`, from the build
# hook packaging/hatch_build.py) and not in the repository: a checkout that was never installed
# has none, and its loader leaves the log to pydantic alone, as it does when they are not compiled.
logshape: ModuleType | None
try:
    logshape = importlib.import_module(".logshape", __package__)
except ModuleNotFoundError as exc:
    if exc.name != f"{__package__}.logshape":
        raise
    logshape = None

MAX_PROBLEMS = 30
_orjson_dumps = orjson.dumps


class SaveError(ValueError):
    """A file that is not a save this version can open. `problems` name each JSON path."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = list(problems)


class SaveRefused(SaveError):
    """A game this version can't save: its file would break the format's limits (see
    `savecheck.py`). `problems` name each JSON path; nothing was written."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__(problems)
        ValueError.__init__(self, "this game can't be saved (a file that breaks the save "
                            "format's limits could never be opened again; nothing was written): "
                            + "; ".join(self.problems[:5])
                            + (f"; and {len(self.problems) - 5} more" if len(self.problems) > 5
                               else ""))


@dataclass(slots=True)
class _Meta:
    created: str
    modified: str
    title: str | None
    created_with: str
    log_len: int
    last: Any
    entries: list = field(default_factory=list)  # the log entries last dumped ...
    body: bytes = b""  # ... and their JSON lines joined by ",\n" (logged entries never change)


_META: weakref.WeakKeyDictionary[Game, _Meta] = weakref.WeakKeyDictionary()
# games built from a checkpoint whose log is not checked yet (`game_from_checkpoint`): never saved
_UNCHECKED: weakref.WeakSet[Game] = weakref.WeakSet()


@contextmanager
def no_gc(*, keep: bool = False):
    """Pause the cyclic garbage collector while building or reading millions of small objects
    (none of them cyclic garbage): its passes over a growing heap cost up to a third of a load.

    `keep`: what was built is kept (a loaded game). On the way out it is then moved to the oldest
    generation (`gc.freeze()` then `gc.unfreeze()`: two list splices) instead of being traversed
    by the first young-generation pass after `gc.enable()`, which cost 70 ms after loading a
    20,000-event game. Nothing leaks: cyclic garbage among those objects is found by the next
    full collection, as for any other long-lived object. (The app never uses `gc.freeze`
    otherwise.) Not for dumping, whose temporaries are gone by then."""
    was = gc.isenabled()
    gc.disable()
    ok = False
    try:
        yield
        ok = True
    finally:
        if was:
            if ok and keep:
                gc.freeze()
                gc.unfreeze()
            gc.enable()


def now_stamp() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def header_of(game: Game) -> dict:
    """The header fields a game would be saved with now (times, title)."""
    meta = _META.get(game)
    last = game.log[-1] if game.log else None
    if meta is None:
        stamp = now_stamp()
        return {"created": stamp, "modified": stamp, "title": None, "created_with": __version__}
    same = meta.log_len == len(game.log) and meta.last is last
    return {"created": meta.created, "modified": meta.modified if same else now_stamp(),
            "title": meta.title, "created_with": meta.created_with}


def remember(game: Game, head: dict, body: bytes | None = None) -> None:
    _META[game] = _Meta(head["created"], head["modified"], head["title"], head["created_with"],
                        len(game.log),
                        game.log[-1] if game.log else None,
                        list(game.log) if body is not None else [], body or b"")


def _to_json(value: Any) -> bytes:
    """Compact JSON, as UTF-8. orjson writes what pydantic_core.to_json writes for every value a
    save holds (text, whole numbers within 64 bits, floats within the format's bounds; a test
    compares the two) in half the time; anything else it refuses (a number too big for it, a key
    that is not text) is written by pydantic_core, as before."""
    try:
        return _orjson_dumps(value)
    except TypeError:
        return pydantic_core.to_json(value, inf_nan_mode="constants")


def dump_game(game: Game, *, title: str | None = None,
              checkpoint_every: int | None = None) -> bytes:
    """The save file of a game, as bytes (the current format version), with a checkpoint of
    its board every `checkpoint_every` log entries (`steps.py`; None: as the file it was
    loaded from, else `checkpoint.CHECKPOINT_EVERY`)."""
    if game.setup is None:
        raise ValueError("this game has no setup to save (build it with tabletop.rules.new_game)")
    if game in _UNCHECKED:
        raise ValueError("this game was opened from its checkpoint and its log is not checked "
                         "yet: it can't be saved (open_save's finish gives the whole game)")
    head = header_of(game)
    if title is not None:
        head["title"] = title
    _check_saveable(game.setup)
    setup = canonical_setup({k: v for k, v in game.setup.items() if k != "facts"})
    facts = {k: _order(v, S.Facts) for k, v in (game.setup.get("facts") or {}).items()}
    doc = {"format": FORMAT, "schema_version": SCHEMA_VERSION, "kind": "game",
           "app_version": __version__, "created_with": head["created_with"],
           "created": head["created"],
           "modified": head["modified"], "title": head["title"],
           "rules_mode": game.setup.get("mode", "strict"), "players": list(game.state.players),
           "seed": game.seed, "facts": facts, "setup": setup}
    head_json = _to_json(doc)
    ckpt_json = None
    if game.log:  # the board after the log (v8): a window paints it before the log is checked
        ckpt_json = _to_json(checkpoint.record(game.state, game.setup.get("facts") or {},
                                               len(game.log)))
        head_json = b"".join((head_json[:-1], b',"checkpoint":', ckpt_json, b"}"))
    every = checkpoint_every or steps.spacing(game, checkpoint.CHECKPOINT_EVERY)
    with no_gc():
        body = _log_body(game)
        steps.record_now(game, every)
        kept = steps.written(game, every)  # the board every `every` entries (v10)
    # SaveRefused: nothing written (each step checked against the schema once, when new)
    savecheck.check_steps({i: typing.cast(bytes, k.json) for i, k in enumerate(kept)
                           if not k.checked})
    for k in kept:
        k.checked = True
    middle = b"".join((b',"checkpoints":[', b",".join(typing.cast(bytes, k.json) for k in kept),
                       b"]")) if kept else b""
    marks = bookmarks.to_file(game)  # (v11; none: no key, as a v10 game's file)
    if marks:
        middle += b',"bookmarks":' + _to_json(marks)
    out = b"".join((head_json[:-1], middle, b',"log":[', b"\n" if body else b"", body,
                    b"\n" if body else b"", b"]}\n"))
    savecheck.check(game, head_json, head["title"], len(out), ckpt_json)
    remember(game, head, body)
    return out


def _check_saveable(setup: dict) -> None:
    """Refuse to write a file that would not load: a setup with keys the format lacks."""
    allowed = set(S.Setup.__annotations__) | {"facts"}
    extra = set(setup) - allowed
    card_keys = set(S.SetupCard.__annotations__)
    for c in setup.get("cards") or ():
        if isinstance(c, dict):
            extra |= {f"cards[].{k}" for k in set(c) - card_keys}
    if extra:
        raise ValueError(f"the save format has no place for setup key(s) "
                         f"{', '.join(sorted(extra))}; extend tabletop/storage/schema.py")


_SEP = b'},{"command":'
_LINE_SEP = b'},\n{"command":'


def _log_body(game: Game) -> bytes:
    """The log as saved: one JSON line per entry, joined by ",\n". The lines of the entries
    dumped last time are reused (autosave after each action serializes only the new entries)."""
    meta = _META.get(game)
    old_entries, old_body = (meta.entries, meta.body) if meta else ([], b"")
    log = game.log
    n = 0
    for a, b in zip(old_entries, log, strict=False):
        if a is not b:
            break
        n += 1
    if n == len(old_entries):
        kept = old_body
    else:  # the log was undone past what was dumped: keep the lines of the first n entries
        kept, at = b"", -1
        for _ in range(n):  # between two lines, and nowhere else, `},\n{"command":`
            at = old_body.find(_LINE_SEP, at + 1)
        kept = old_body[:at + 1] if n else b""
    parts = [kept] if kept else []
    for at in range(n, len(log), _CHUNK):
        parts.append(_serialize([_entry_dict(e) for e in log[at:at + _CHUNK]]))
    return b",\n".join(parts)


# entries serialized together: enough to pay one call for many, few enough that the temporary
# dicts stay in the cache while they are built, serialized and freed (a whole 20,000-event log at
# once spent a fifth of a save freeing them)
_CHUNK = 64


def _serialize(dicts: list[dict]) -> bytes:
    """The entries' lines joined by ",\n", from one `_to_json` call over all of them (a third
    cheaper than a call each). Each entry is an object whose first key is "command"; inside a JSON
    string a quote is always escaped, so `},{"command":` is found at every boundary between two
    entries and elsewhere only where nested data has that same shape: with exactly one per
    boundary, those are the boundaries (else each entry is serialized alone)."""
    if not dicts:
        return b""
    whole = _to_json(dicts)
    lines = whole.replace(_SEP, _LINE_SEP)
    if len(lines) - len(whole) == len(dicts) - 1:  # each cut adds one byte: the count of cuts
        return lines[1:-1]
    return b",\n".join(_to_json(d) for d in dicts)


_KEYS: dict[type, tuple[str, ...]] = {}
# per schema type, the key tuples seen and whether they already are in the schema's order
_IN_ORDER: dict[type, dict[tuple, bool]] = {}


def _order(d: Any, td: type) -> Any:
    """`d` with its keys in the order the schema declares them (the order loading gives): `d`
    itself when they already are (a loaded game's), else a reordered copy."""
    if not isinstance(d, dict):
        return d
    keys = _KEYS.get(td)
    if keys is None:
        keys = _KEYS[td] = tuple(td.__annotations__)
        _IN_ORDER[td] = {}
    seen = _IN_ORDER[td]
    have = tuple(d)
    ordered = seen.get(have)
    if ordered is None:
        ordered = [k for k in keys if k in d] == list(have)
        if len(seen) < 4096:  # the shapes a game's facts and cards come in: a few dozen
            seen[have] = ordered
    faces = d.get("card_faces") if td is S.Facts else None
    if ordered and not isinstance(faces, list):
        return d
    if ordered:
        out = dict(d)
    else:
        out = {k: d[k] for k in keys if k in d}
        if len(out) != len(d):
            out.update((k, v) for k, v in d.items() if k not in out)
    if isinstance(out.get("card_faces"), list) and td is S.Facts:
        out["card_faces"] = [_order(f, S.Face) for f in out["card_faces"]]
    return out


def canonical_setup(setup: dict) -> dict:
    """The setup with every dict's keys in the schema's order; what is in order already is
    shared, never changed."""
    out = _order(setup, S.Setup)
    if out is setup:
        out = dict(setup)
    if "turn" in out:
        out["turn"] = _order(out["turn"], S.Turn)
    if isinstance(out.get("cards"), list):
        cards = []
        for c in out["cards"]:
            c = _order(c, S.SetupCard)
            if isinstance(c, dict) and isinstance(c.get("face_down"), dict):
                marker = _order(c["face_down"], S.ExileSetupMarker if "exile" in c["face_down"]
                                else S.Marker)
                if marker is not c["face_down"]:
                    c = {**c, "face_down": marker}
            cards.append(c)
        out["cards"] = cards
    return out


def _entry_dict(e: LogEntry) -> dict:
    """An entry as stored: defaults (`actor` null, `result` done, no verdicts, no events, empty
    `data`, no `changes`) are left out, which keeps a long log a good deal smaller."""
    d: dict = {"command": e.command}
    if e.actor is not None:
        d["actor"] = e.actor
    if e.result != "done":
        d["result"] = e.result
    if e.verdicts:
        d["verdicts"] = e.verdicts
    if e.events:
        evs = []
        for ev in e.events:
            x: dict = {"kind": ev.kind}
            if ev.data:
                x["data"] = ev.data
            if ev.changes:  # compact(), with its two commonest cases inline
                x["changes"] = [[op, ch[1], ch[2], ch[4]] if (op := ch[0]) == "set" else
                                [op, ch[1], ch[3]] if op == "g" else compact(ch)
                                for ch in ev.changes]
            evs.append(x)
        d["events"] = evs
    return d


# ---------------------------------------------------------------- reading
def parse_document(data: bytes, name: str = "<bytes>", *,
                   strict: bool = False) -> tuple[dict, int | None]:
    """The validated document (plain dicts) and the version it was migrated from, if any.

    Unless `strict`, a file of the current version is validated with `schema.fast_adapter()`,
    which takes each primitive change of the log as it is: such a document is only for
    `game_from_document`, whose replay checks every change (and `load_game_bytes` falls back to
    the strict schema's messages for a file it refuses). The messages of a file the schema
    refuses are always the strict schema's."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise SaveError([f"{name}: a save is read from bytes, not {type(data).__name__}"])
    if len(data) > MAX_FILE_BYTES:
        raise SaveError([f"{name}: the file is {len(data):,} bytes; saves are at most "
                         f"{MAX_FILE_BYTES:,} bytes (64 MiB)"])
    data = bytes(data)
    doc = None if strict else _parse_lines(data)
    if doc is not None:
        _check_counts(doc, name)
        return doc, None
    try:
        doc = (adapter() if strict else fast_adapter()).validate_json(data)
    except ValidationError as exc:
        first = exc
    else:
        _check_counts(doc, name)
        return doc, None
    return _migrated(data, name, first, strict)  # (outside `except`: no chained context)


def _migrated(data: bytes, name: str, first: ValidationError,
              strict: bool) -> tuple[dict, int | None]:
    """A file the current schema refused (`first`): the document of an older version, migrated,
    or a SaveError saying what the file is instead (the strict schema's messages)."""
    raw = _loose(data)
    version = raw.get("schema_version") if isinstance(raw, dict) else None
    if isinstance(raw, dict) and raw.get("format") == FORMAT and isinstance(version, int) \
            and not isinstance(version, bool) and version != SCHEMA_VERSION:
        return _migrate(raw, version, name), version
    if isinstance(raw, dict) and raw.get("format") != FORMAT:  # JSON, but not one of ours
        raise SaveError([f"{name}: format: this is not a tabletop save (it says "
                         f"{_short(raw.get('format'))}, a save says {FORMAT!r})"])
    if raw is not None and not isinstance(raw, dict):
        what = {list: "an array", str: "a string", bool: "true or false"}.get(
            type(raw), "a number")
        raise SaveError([f"{name}: (the file): a save is a JSON object, not {what}"])
    if not strict:
        _strict_check(data, name)  # the strict schema's messages (it refuses what the fast did)
    raise SaveError(format_errors(first, name))


def _migrate(raw: dict, version: int, name: str) -> dict:
    """The document of a save of an older `version`, migrated and validated."""
    if version > SCHEMA_VERSION:
        raise SaveError([f"{name}: schema_version: {version} is newer than this version of "
                         f"tabletop ({__version__}) reads ({SCHEMA_VERSION}); update "
                         "tabletop to open it"])
    try:
        migrated = migrations.migrate(raw, version, SCHEMA_VERSION)
    except migrations.MigrationError as exc:
        raise SaveError([f"{name}: schema_version: {exc}"]) from None
    try:
        doc = adapter().validate_json(_to_json(migrated))
    except ValidationError as exc:
        raise SaveError(format_errors(exc, name, f" (after migrating from v{version})")) \
            from None
    _check_counts(doc, name)
    return doc


_LOG_OPEN, _LOG_CLOSE = b',"log":[\n', b"\n]}\n"
_LOG_CHUNK = 128 * 1024  # bytes of log lines validated at once (whole lines)


def _parse_lines(data: bytes) -> dict | None:
    """The document of a game file laid out as `dump_game` writes it, validated as the file
    without its log, then a chunk of whole log lines at a time (a quarter faster than the whole
    file at once: what is built stays in the cache); None for any other file or any piece that
    does not validate, which the caller then validates whole (for its verdict and its messages).

    The pieces validate exactly when the whole does: `H + "}"` is an object exactly when `H` is
    one without its closing brace, so the file is that object with "log" as its last key (a
    "log" key in `H` is refused as extra); a raw line break is never inside a JSON string, so
    cutting the log at `,<newline>` (no piece empty) changes only whitespace, and a cut inside
    an entry leaves two pieces that do not validate."""
    at = data.find(_LOG_OPEN)
    if at < 0 or not data.endswith(_LOG_CLOSE):
        return None
    head_adapter, log_adapter = S.fast_pieces()
    start, end = at + len(_LOG_OPEN), len(data) - len(_LOG_CLOSE)
    view = memoryview(data)
    try:
        doc = head_adapter.validate_json(data[:at] + b"}")
        # the schema's checks compiled (`logshape`, generated from the schema): the log as
        # pydantic gives it in two thirds of the time, or None, and then pydantic's verdict
        log = logshape.read_log(b"".join((b"[", view[start:end], b"]"))) if (
            logshape is not None and logshape.COMPILED and end > start) else None
        if log is None:  # pydantic, a chunk of lines at a time
            log = []
            while True:
                cut = data.find(b",\n", min(start + _LOG_CHUNK, end), end)
                stop = end if cut < 0 else cut
                if stop <= start:  # an empty piece: a stray comma, or no log lines at all
                    return None
                log += log_adapter.validate_json(b"".join((b"[", view[start:stop], b"]")))
                if cut < 0:
                    break
                start = cut + 2
    except ValidationError:
        return None
    if len(log) > MAX_EVENTS:
        return None
    doc["log"] = log
    return doc


def _strict_check(data: bytes, name: str) -> None:
    """Raise the strict schema's SaveError if it refuses `data`."""
    try:
        adapter().validate_json(data)
    except ValidationError as exc:
        raise SaveError(format_errors(exc, name)) from None


def _loose(data: bytes) -> Any:
    try:
        return json.loads(data)
    except (ValueError, RecursionError):
        return None


def _check_counts(doc: dict, name: str) -> None:
    if doc["kind"] != "game":
        return
    total = count_events(doc["log"])
    if total > MAX_EVENTS:
        raise SaveError([f"{name}: log: {total:,} events; saves hold at most {MAX_EVENTS:,}"])


_UNION_MEMBER = ("bool", "int", "float", "str", "none", "constrained-int", "constrained-float",
                 "constrained-str", "list", "dict", "Json")


def json_path(loc: tuple) -> tuple[str, bool]:
    """A pydantic error location as a JSON path (`log[3].command.card`), and whether it went
    through a union of JSON values."""
    out = ""
    loose = False
    parts = list(loc)
    if parts and parts[0] in ("game", "shared"):
        parts = parts[1:]
    prev = before = None
    for p in parts:
        if isinstance(p, int):
            out += f"[{p}]"
        elif prev == "command" and isinstance(p, str) and not out.endswith("]"):
            pass  # the command union's tag
        elif before == "events" and isinstance(prev, int) and p in EVENT_DATA:
            pass  # the event union's tag
        elif p in _UNION_MEMBER or (isinstance(p, str) and ("[" in p or p.startswith(
                ("function-", "nullable", "json-or-python")))):
            loose = True
        else:
            out += f".{p}" if out else str(p)
        before, prev = prev, p
    return out or "(the file)", loose


def format_errors(exc: ValidationError, name: str, suffix: str = "") -> list[str]:
    seen: dict[str, str] = {}
    for err in exc.errors(include_url=False):
        if err["type"] == "json_invalid":
            msg = err["msg"].replace("Invalid JSON: ", "")
            if "surrogate" in msg or "hex escape" in msg or "code point" in msg:
                return [f"{name}: not valid Unicode text (a save holds only Unicode scalar "
                        f"values; a lone surrogate, as \\ud800, is refused): {msg}"]
            return [f"{name}: not valid JSON: {msg}"]
        path, loose = json_path(err["loc"])
        if loose:
            msg = (f"not an allowed value {_short(err.get('input'))} (JSON values only; whole "
                   f"numbers within ±{1_000_000_000:,}, text up to 10,000 characters)")
        elif err["type"] == "union_tag_invalid":
            msg = f"unknown kind {_short(err.get('input', {}).get('kind'))}" \
                if isinstance(err.get("input"), dict) else err["msg"]
            if path.endswith("]") and ".events[" in path:
                path += ".kind"  # an event's kind (a command's is named by the command)
        elif err["type"] == "literal_error":
            msg = f"{err['msg']}, not {_short(err.get('input'))}"
        else:
            msg = err["msg"]
        seen.setdefault(path, msg)
    lines = [f"{name}: {path}: {msg}{suffix}" for path, msg in seen.items()]
    if len(lines) > MAX_PROBLEMS:
        lines = lines[:MAX_PROBLEMS] + [f"{name}: ... and {len(lines) - MAX_PROBLEMS} more"]
    return lines


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def game_from_document(doc: dict, name: str = "<bytes>", verify: str = "auto") -> Game:
    """The game a document of kind "game" holds, its log replayed and checked (for whichever
    kind a file holds, and why it is refused, see `check.read_save`)."""
    setup = dict(doc["setup"])
    setup["facts"] = doc["facts"]
    if doc["players"] != setup["players"]:
        raise SaveError([f"{name}: players: {doc['players']} differ from setup.players"])
    try:
        game = new_game(setup, seed=doc["seed"], facts_checked=True)  # (the schema's Facts)
    except SetupError as exc:
        raise SaveError([f"{name}: setup: {exc}"]) from None
    except (LookupError, TypeError, ValueError, AttributeError) as exc:
        raise SaveError([f"{name}: setup: not a setup this version can build "
                         f"({type(exc).__name__}: {exc})"]) from None
    _check_invariants(game, name, "setup: the board it sets up")
    if verify == "auto" and not doc["app_version"] == doc["created_with"] == __version__:
        verify = "events"  # the rules may have changed since; the events are the record
    try:
        why = steps.checked_replay(game, doc, _verify_level(doc["log"], verify))
    except ReplayError as exc:
        raise SaveError([f"{name}: {exc.path}: {exc.message}"]) from None
    finally:
        game.state.drop_board_index()  # the replay changes the state by a path of its own
    if why is not None:
        raise SaveError([f"{name}: {why}. The file may have been edited or damaged; it is not "
                         "opened (and left as it is)"])
    _check_invariants(game, name, f"log: the board after its {len(doc['log'])} entries")
    if "checkpoint" in doc:
        why = _checkpoint_difference(game, doc)
        if why is not None:
            raise SaveError([f"{name}: checkpoint: the board this file says its log leads to is "
                             f"not the one the log leads to: {why}. The file may have been "
                             "edited or damaged; it is not opened (and left as it is)"])
    try:
        bookmarks.attach(game, bookmarks.from_file(doc.get("bookmarks") or (),
                                                   len(doc["log"]), doc["players"]))
    except bookmarks.BookmarkError as exc:
        raise SaveError([f"{name}: {exc}"]) from None
    remember(game, doc)
    savecheck.mark_checked(game, doc["title"])
    return game


def _checkpoint_difference(game: Game, doc: dict) -> str | None:
    """`checkpoint.difference` of the board the log led to and the file's checkpoint. A log from
    before the rules kept priority (save v9) holds a checkpoint whose priority fields its
    migration guessed; the rules' replay (`validate`) decides those."""
    have, want = steps.final_record(game, doc["facts"]), doc["checkpoint"]
    why = checkpoint.difference(have, want)
    if why is not None and not log_keeps_priority(doc["log"]):
        guess = {k: have["game"].get(k) for k in PRIORITY_FIELDS}
        why = checkpoint.difference(have, {**want, "game": {**want["game"], **guess}})
    return why


def checkpoint_head(data: bytes, least: int = 0) -> dict | None:
    """The document of a game file laid out as `dump_game` writes it, without its log, when it
    is of this version, holds a checkpoint and a log of at least `least` lines (one per entry),
    and its head is sound (`schema.fast_pieces`); None for any other file (which a full read
    then judges, with the schema's messages)."""
    if not isinstance(data, bytes) or len(data) > MAX_FILE_BYTES:
        return None
    at = data.find(_LOG_OPEN)
    if at < 0 or not data.endswith(_LOG_CLOSE) or b'"checkpoint":' not in data[:at] or (
            least > 0 and data.count(b"\n", at, len(data)) - 2 < least):
        return None
    try:
        doc = S.fast_pieces()[0].validate_json(data[:at] + b"}")
    except ValidationError:
        return None
    return doc if "checkpoint" in doc else None


def game_from_checkpoint(doc: dict, name: str = "<bytes>") -> Game:
    """The game a document's checkpoint holds, with an empty log, for a window to paint
    read-only while the log is checked (`check.open_save`): its board is checked against the
    invariants of the rules, never against the log. It can't be saved."""
    setup = dict(doc["setup"])
    setup["facts"] = doc["facts"]
    if doc["players"] != setup["players"]:
        raise SaveError([f"{name}: players: {doc['players']} differ from setup.players"])
    try:
        st = checkpoint.build(doc["checkpoint"], doc["players"], doc["facts"])
    except checkpoint.CheckpointError as exc:
        raise SaveError([f"{name}: checkpoint: {exc}"]) from None
    game = Game(st, seed=doc["seed"], arbiter=ARBITER, setup=setup)
    _check_invariants(game, name, "checkpoint: the board it holds")
    _UNCHECKED.add(game)
    return game


def _check_invariants(game: Game, name: str, what: str) -> None:
    """Whatever the path that built it, a game keeps every invariant of the rules
    (`tabletop.model.invariants`): a SaveError naming each problem otherwise."""
    found = invariant_problems(game.state)
    if found:
        raise SaveError([f"{name}: {what}: {p}" for p in found])


def game_from_bytes(data: bytes, doc: dict, old: int | None, name: str,
                    verify: str = "auto") -> Game:
    """`game_from_document` for a document `parse_document(data)` gave (`old`: the version it
    was migrated from): a file it refuses is named as the strict schema names it, if the
    strict schema refuses it too (the fast one took each change as it is)."""
    try:
        return game_from_document(doc, name, verify)
    except SaveError:
        if old is None:
            _strict_check(bytes(data), name)
        raise


def load_game_bytes(data: bytes, *, name: str = "<bytes>", verify: str = "auto") -> Game:
    """A game from save bytes, its log replayed and checked (see `replay.py` for `verify`).
    Raises `SaveError` (and nothing else) for any file that is not a save it can open
    (`check.read_save`, as every reader judges a file)."""
    from .check import read_save  # (it reads through this module)
    game = read_save(data, name, kind="game", verify=verify).game
    assert game is not None
    return game


@dataclass(slots=True)
class Summary:
    """What `validate_bytes` found."""

    name: str
    kind: str
    schema_version: int
    migrated_from: int | None
    title: str | None
    players: list[str]
    cards: int
    entries: int
    events: int
    seat: str | None = None
    verified: str = ""

    def __str__(self) -> str:
        what = "game" if self.kind == "game" else \
            f"redacted export for {self.seat or 'a spectator'}"
        title = f" {self.title!r}" if self.title else ""
        old = f" (migrated from v{self.migrated_from})" if self.migrated_from is not None else ""
        tail = f", log replayed ({self.verified})" if self.verified else ""
        log = f"{self.entries} log entries, {self.events} events" if self.kind == "game" \
            else f"{self.entries} journal lines"
        things = "cards" if self.kind == "game" else "objects"
        return (f"{self.name}: OK: tabletop-save v{self.schema_version}{old}, {what}{title}, "
                f"{len(self.players)} players ({', '.join(self.players)}), {self.cards} "
                f"{things}, {log}{tail}")


def validate_bytes(data: bytes, *, name: str = "<bytes>", verify: str = "rules") -> Summary:
    """Check a save (or a redacted export) fully, as a load does (`check.read_save`); return a
    summary or raise `SaveError`."""
    from .check import read_save
    return read_save(data, name, verify=verify, keep=False).summary()
