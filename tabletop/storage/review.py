"""Reviewing and sharing: any position of a game, and redacted exports for one seat.

`game_at(game_or_save, n)` is the game after its first `n` log entries (a new game; the log's
events are replayed, no rules re-run, from the nearest checkpoint: the setup, one of a long
game's intermediate checkpoints at or before `n` (`steps.py`: those of the file it was loaded
from, or recorded when it was saved), or the board after the whole log, whose last entries are
then taken back).

`export_for(game, seat)` writes a `kind: "shared"` file: the board as `seat` may know it (face-down
identities it does not control, other hands and every library order are left out; unknown cards
stay as objects with their public facts: zone, position, tapped, counters, marker), with object
ids re-issued (`x1`, `x2`, ... in board order) so nothing correlates with earlier public ids, and
the journal lines that seat saw (`tabletop.rules.journal`). `seat=None` exports for a spectator.

`load_export(bytes)` gives a `SharedBoard` for the UI to show read-only:

    SharedBoard(seat, title, players, position, created, view, log, read_only=True)

where `view` is a `tabletop.rules.visibility.GameView` (exactly what `view_for` gives a live game,
with `ObjectView.card_id` always None and ids `x<n>`), and `log` the journal lines
(`{"n", "key", "params", "text"}`; card references carry `object` ids of the same `x<n>` space,
or None when that object is no longer on the board).
"""

from __future__ import annotations

import os
import typing
from dataclasses import dataclass, field
from typing import Any

from tabletop import __version__
from tabletop.model.cards import CardFacts, CardFactsError
from tabletop.model.game import Game
from tabletop.model.mana import ManaCostError, parse_mana_cost
from tabletop.model.state import PREGAME
from tabletop.rules import new_game
from tabletop.rules.visibility import GameView, ObjectView, view_for

from . import bookmarks, check, checkpoint, codec, exports, steps  # (`check`: a module: `board_of`)
from .bookmarks import Bookmark
from .codec import (
    MAX_PROBLEMS,
    SaveError,
    _to_json,
    load_game_bytes,
    no_gc,
    now_stamp,
)
from .schema import FORMAT, MAX_EVENTS, MAX_FILE_BYTES, SCHEMA_VERSION

OBJECT_FIELDS = ("id", "zone", "owner", "index", "known", "controller", "facts", "chars",
                 "face_down", "marker", "tapped", "counters", "damage", "attached_to", "pos",
                 "revealed", "transformed", "permission", "token", "note")


def game_at(game_or_save: Game | bytes | str | os.PathLike, n: int) -> Game:
    """A new game at the position after the first `n` log entries (negative `n` counts from the
    end, as in a list). The source is a game, save bytes or a save file's path."""
    if isinstance(game_or_save, Game):
        game = game_or_save
    elif isinstance(game_or_save, (bytes, bytearray, memoryview)):
        game = load_game_bytes(bytes(game_or_save))
    else:
        from .files import load_game
        game = load_game(game_or_save)
    size = len(game.log)
    if not isinstance(n, int) or isinstance(n, bool) or not -size <= n <= size:
        raise ValueError(f"the log has {size} entries; choose a position from 0 to {size}")
    n = n if n >= 0 else size + n
    if game.setup is None:
        raise ValueError("this game has no setup to replay from")
    with no_gc(keep=True):  # (as a load: the collector's passes over the heap were most of it)
        return _seek(game, n, size)


def _seek(game: Game, n: int, size: int) -> Game:
    """`game_at` of a game (`n` from 0 to `size`, its log's length)."""
    assert game.setup is not None
    link = steps.nearest(game, n)
    at = 0 if link is None else link.entries
    if size - n < n - at:  # nearer the board now: from there, backwards
        out = _from_the_end(game, n)
        if out is not None:
            return out
    if link is None:
        out = new_game(game.setup, seed=game.seed)
    else:
        st = checkpoint.build(link.rec, list(game.state.players), game.setup.get("facts") or {},
                              parse=False)  # (the game's own facts, parsed)
        out = Game(st, seed=game.seed, arbiter=game.arbiter, setup=game.setup)
        out.log = list(game.log[:at])
    for entry in game.log[at:n]:
        out.push_entry(entry)
    return out


def _from_the_end(game: Game, n: int) -> Game | None:
    """`game_at` from the nearer checkpoint, the board now: a copy of it (`checkpoint.py`)
    with the entries after the first `n` taken back, newest first. None when a change can't be
    taken back on the copy, and then the caller replays from the setup."""
    st = game.state
    try:
        copy = checkpoint.build(checkpoint.record(st, {}, len(game.log)), list(st.players), {})
        copy.number_effects_as(st)
        out = Game(copy, seed=game.seed, arbiter=game.arbiter, setup=game.setup)
        for entry in reversed(game.log[n:]):
            out.revert(entry.events)
    except ValueError:  # (StateError, CheckpointError)
        return None
    out.log = list(game.log[:n])
    return out


def export_for(game: Game, seat: str | None, *, title: str | None = None) -> bytes:
    """The game as `seat` may know it, as the bytes of a `kind: "shared"` file. Built with the
    cyclic garbage collector paused (`codec.no_gc`, as a load is: its passes over a long game's
    heap, set off by the journal's thousands of lines, were most of the time of an export);
    what is kept for the next export (`exports.py`) is kept as a load keeps a game."""
    with no_gc(keep=True):
        return _export(game, seat, title)


def _export(game: Game, seat: str | None, title: str | None) -> bytes:
    view = view_for(game, seat)  # raises ValueError for a seat that is not a player
    board, ids = board_for(game, seat, view)
    # the journal's lines (read on from the last export's journal) and their JSON, renamed
    log, lines = exports.journal_json(game, seat, ids)
    stamp = now_stamp()
    doc = {"format": FORMAT, "schema_version": SCHEMA_VERSION, "kind": "shared",
           "app_version": __version__, "created_with": __version__, "created": stamp,
           "modified": stamp, "title": title,
           "rules_mode": str(view.mode), "players": list(view.players), "seat": seat,
           "position": len(game.log), "board": board, **bookmarks.export_part(game, seat)}
    head = _to_json(doc)[:-1]
    out = head + b',"log":[' + (b"\n" + b",\n".join(lines) + b"\n" if lines else b"") + b"]}\n"
    if not _read_back_in_pieces(game, seat, out, doc, lines, log):
        check_export(out, seat)
        exports.mark_checked(game, seat, lines)
    return out


# journal lines validated at once by pydantic when an export is read back in pieces: a few
# thousand at a time, what is built stays in the cache (the whole log at once took longer)
_LINES_AT_ONCE = 2_000


def _read_back_in_pieces(game: Game, seat: str | None, out: bytes, head: dict,
                         lines: list[bytes], log: list[dict]) -> bool:
    """Whether `out`, the export of `game` for `seat` (`head`: the document it was written from,
    without its log; `lines`: its journal lines; `log`: the journal's lines they were written
    from, as dicts, for their entry numbers, all `check_shared` reads of a log, which renaming
    objects leaves as they are), is read back as a file opened is, in pieces: the file without
    its log, then its journal lines but those an export of the same game for the same seat
    checked before, by the strict schema, then the board's own checks (`check_shared`). The
    pieces validate exactly when the whole does (`codec._parse_lines` says why). False when a
    piece is refused: then `check_export` reads the file whole (for its verdict and its
    messages).

    The pieces are validated as the dicts they were written from (in strict mode), in half the
    time of their JSON: the file is `codec._to_json` of them, with each card reference's
    object renamed in the journal lines (`exports.renamed`), and what a dict the schema takes
    holds reads back from that JSON as itself: text (valid Unicode: neither orjson nor pydantic
    writes a lone surrogate, nor nests past a few hundred levels: an export with one fails
    before this), whole numbers within the schema's bounds, finite floats (written to read
    back exactly), None, booleans, lists, and dicts with text keys; a renamed object is text or
    None, as the view id it replaces. So a dict taken is a piece taken; a dict refused (a
    tuple, a number out of bounds, whatever pydantic would have written differently) sends the
    file to `check_export`. The journal lines go first to the schema's compiled checks
    (`_lines_taken`), which take them as they are or leave them to pydantic."""
    from pydantic import ValidationError
    if len(out) > MAX_FILE_BYTES or len(lines) > MAX_EVENTS:
        return False
    unread = log[exports.unchecked(game, seat, lines):]
    head_adapter, log_adapter = exports.adapters()
    try:
        doc = dict(head) if _head_taken(head) else head_adapter.validate_python(head,
                                                                                 strict=True)
        if not _lines_taken(unread):
            for at in range(0, len(unread), _LINES_AT_ONCE):
                log_adapter.validate_python(unread[at:at + _LINES_AT_ONCE], strict=True)
    except ValidationError:
        return False
    doc["log"] = log
    who = "a spectator" if seat is None else repr(seat)
    try:
        check_shared(doc, f"the export for {who}", facts_read=True)
    except SaveError:
        return False
    exports.mark_checked(game, seat, lines)
    return True


def _lines_taken(lines: list[dict]) -> bool:
    """Whether the schema's checks, compiled (`codec.logshape`, generated by `shapegen`), take
    every journal line of `lines` as it is (the schema takes them then); False when they don't,
    or aren't compiled here: then pydantic is asked."""
    check = _compiled_check("check_lines")
    return check is not None and check(lines)


def _head_taken(head: dict) -> bool:
    """Whether the schema's compiled checks take an export's head (the file but its log) as it
    is: pydantic would give a dict equal to it (strict: nothing converted, no key added).
    False when they don't, or aren't compiled here: then pydantic is asked."""
    check = _compiled_check("check_head")
    return check is not None and check(head)


def _compiled_check(name: str) -> Any:
    shape = codec.logshape
    return getattr(shape, name, None) if shape is not None and shape.COMPILED else None


def board_for(game: Game, seat: str | None,
              view: GameView | None = None) -> tuple[dict, dict[str, str]]:
    """The "board" object of `seat`'s export (what `export_for` writes, and what the network
    sends a seat), and the renaming it used: view id (`o17`) -> export id (`x3`, in board
    order). `view`: `view_for(game, seat)`, if already built."""
    if view is None:
        view = view_for(game, seat)
    ids = {o.id: f"x{i}" for i, o in enumerate(view.objects, 1)}
    objects = []
    for o in view.objects:
        d = {k: getattr(o, k) for k in OBJECT_FIELDS}
        d["id"] = ids[o.id]
        d["attached_to"] = ids.get(o.attached_to) if o.attached_to else None
        if not o.known:
            d["facts"] = None
        objects.append(d)
    board = {"turn": view.turn, "active": view.active, "step": view.step,
             "mode": str(view.mode), "ended": view.ended, "left": list(view.left),
             "lands_played": dict(view.lands_played),
             "library_counts": dict(view.library_counts),
             "hand_counts": dict(view.hand_counts), "objects": objects,
             "life": dict(view.life), "player_counters": dict(view.player_counters),
             "arrows": [{"by": a["by"], "frm": _remap_end(a["frm"], ids),
                         "to": _remap_end(a["to"], ids)} for a in view.arrows]}
    if view.requests:
        board["requests"] = wire_requests(view.requests, ids)
    if view.trust:
        board["trust"] = True
    return board, ids


def wire_requests(requests: list[dict], ids: dict[str, str]) -> list[dict]:
    """The pending requests of a seat's view (`GameView.requests`, cards named by view ids
    `o17`) with their cards named as that seat's message names them (`ids`: view id -> x id);
    a card the seat was not sent keeps only its zone and owner (no id, no name)."""
    def card(ref: Any) -> Any:
        if not isinstance(ref, dict) or "object" not in ref:
            return ref
        x = ids.get(ref["object"])
        if x is None:
            return {k: v for k, v in ref.items() if k in ("zone", "owner")}
        return {**ref, "object": x}
    return [{**r, "details": dict(r["details"]), "objects": [card(o) for o in r["objects"]],
             "source": card(r["source"])} for r in requests]


def remap_lines(log: list[dict], ids: dict[str, str]) -> list[dict]:
    """Journal lines (`rules.journal.lines_for`) with their object references renamed as
    `board_for` renamed the board's (None for an object no longer on it). Changes the lines'
    parameters in place (copy them first to keep the originals) and returns the list."""
    for ln in log:
        _remap_refs(ln["params"], ids)
    return log


def check_export(data: bytes, seat: str | None) -> None:
    """An export is read back as a file opened is (`check.read_save`): what `load_export` would
    refuse is never written (a SaveError says why, instead)."""
    who = "a spectator" if seat is None else repr(seat)
    try:  # (the strict schema at once; its facts are a game's, read as card facts already)
        check.read_save(data, f"the export for {who}", kind="shared", strict=True,
                        facts_read=True, keep=False)
    except SaveError as exc:
        raise SaveError(["this game can't be exported: it would not open again"]
                        + exc.problems) from None


def _remap_end(end: dict, ids: dict[str, str]) -> dict:
    return {"object": ids[end["object"]]} if "object" in end else dict(end)


def _remap_refs(params: dict, ids: dict[str, str]) -> None:
    for v in params.values():
        refs = v if isinstance(v, list) else [v]
        for r in refs:
            if isinstance(r, dict) and "object" in r:
                r["object"] = ids.get(r["object"]) if r["object"] else None


@dataclass(slots=True)
class SharedBoard:
    """A redacted export, opened: show `view` read-only, from `seat`'s side of the table."""

    seat: str | None
    title: str | None
    players: list[str]
    position: int
    created: str
    view: GameView
    log: list[dict] = field(default_factory=list)
    read_only: bool = True
    bookmarks: list[Bookmark] = field(default_factory=list)  # its seat's (v11)


def check_shared(doc: dict, name: str = "<bytes>", *, facts_read: bool = False) -> None:
    """What the schema can't say of a shared file: the board keeps the invariants of a game
    (`tabletop.model.invariants`) as far as a seat sees them: ids unique, references resolve,
    owners, controllers and seats are players, face-down objects are on the battlefield or the
    stack (or exiled face down) with markers numbered once, attachments join two permanents,
    each zone's objects are numbered once, the hand counts are the hands shown, and the facts of
    known objects and every mana cost shown can be read (`facts_read`: the facts were read as
    card facts already, the export being written from a game's)."""
    players = doc["players"]
    pset = set(players)
    board = doc["board"]
    problems = _table_problems(doc, pset)
    objects = board["objects"]
    by_id: dict[str, dict] = {}
    orders: dict[int, str] = {}
    places: set[tuple] = set()
    hands: dict[str, int] = {}
    for i, o in enumerate(objects):
        where = f"board.objects[{i}]"
        if o["id"] in by_id:
            problems.append(f"{where}.id: {o['id']!r} is used twice")
        by_id[o["id"]] = o
        problems += _object_problems(o, where, pset)
        zone = o["zone"]
        if zone == "hand":
            hands[o["owner"]] = hands.get(o["owner"], 0) + 1
        place = (zone, None if zone in ("battlefield", "stack") else o["owner"], o["index"])
        if place in places:
            problems.append(f"{where}.index: two objects at place {o['index']} of that zone")
        places.add(place)
        problems += _face_down_problems(o, where, orders)
        problems += _shown_problems(o, where, pset, facts_read)
    problems += _attachment_problems(objects, by_id)
    problems += _counts_problems(board, players, pset, hands)
    problems += _players_problems(board, pset, by_id)
    problems += _requests_problems(board, pset, by_id)
    if len(set(board["left"])) != len(board["left"]) or not pset.issuperset(board["left"]):
        problems.append("board.left: players, each once")
    for i, ln in enumerate(doc["log"]):
        if ln["n"] >= doc["position"]:
            problems.append(f"log[{i}].n: the board is at entry {doc['position']}, not after "
                            f"entry {ln['n']}")
            break
    if problems:
        if len(problems) > MAX_PROBLEMS:
            problems = problems[:MAX_PROBLEMS] + [f"... and {len(problems) - MAX_PROBLEMS} more"]
        raise SaveError([f"{name}: {p}" for p in problems])


def _table_problems(doc: dict, pset: set) -> list[str]:
    """The players, each named once, the seat one of them, the turn and the step agreeing."""
    problems = []
    if len(pset) != len(doc["players"]):
        problems.append("players: a player is named twice")
    if doc["seat"] is not None and doc["seat"] not in pset:
        problems.append(f"seat: {doc['seat']!r} is not a player")
    board = doc["board"]
    if (board["turn"] == 0) != (board["step"] == PREGAME):
        problems.append("board.turn: a turn number from 1, and 0 exactly in the pregame step")
    return problems


def _object_problems(o: dict, where: str, pset: set) -> list[str]:
    """An object's owner and controller are players, only a known one carries facts, and no
    library card is shown."""
    problems = []
    if o["owner"] not in pset:
        problems.append(f"{where}.owner: {o['owner']!r} is not a player")
    if o["controller"] is not None and o["controller"] not in pset:
        problems.append(f"{where}.controller: {o['controller']!r} is not a player")
    if o["facts"] is not None and not o["known"]:
        problems.append(f"{where}.facts: an unknown object can't carry facts")
    if o["zone"] == "library":
        problems.append(f"{where}.zone: a shared board shows no library cards")
    return problems


def _face_down_problems(o: dict, where: str, orders: dict[int, str]) -> list[str]:
    """A face-down object is on the battlefield or the stack, with a marker numbered once
    (`orders`: the markers seen so far, by number), or exiled face down."""
    problems = []
    zone = o["zone"]
    if o["face_down"] and zone not in ("battlefield", "stack", "exile"):
        problems.append(f"{where}.face_down: a face-down object in the {zone}")
    marker = o["marker"]
    if marker is not None:
        if not o["face_down"] or zone not in ("battlefield", "stack"):
            problems.append(f"{where}.marker: only face-down objects on the battlefield "
                            "or the stack have markers")
        elif marker["order"] in orders:
            problems.append(f"{where}.marker: #{marker['order']} is object "
                            f"{orders[marker['order']]!r}'s too")
        else:
            orders[marker["order"]] = o["id"]
    elif o["face_down"] and zone in ("battlefield", "stack"):
        problems.append(f"{where}.marker: a face-down object here has a marker")
    return problems


def _shown_problems(o: dict, where: str, pset: set, facts_read: bool) -> list[str]:
    """What an object shows can be read: its characteristics (a player controls it, its mana
    cost), its permission's player, its facts (unless read already)."""
    problems = []
    chars = o["chars"]
    if chars is not None:
        if chars["controller"] not in pset:
            problems.append(f"{where}.chars.controller: {chars['controller']!r} is not a "
                            "player")
        try:
            parse_mana_cost(chars["mana_cost"])
        except ManaCostError as exc:
            problems.append(f"{where}.chars.mana_cost: {exc}")
    if o["permission"] is not None and o["permission"]["player"] not in pset:
        problems.append(f"{where}.permission.player: {o['permission']['player']!r} is not "
                        "a player")
    if o["facts"] is not None and not facts_read:
        why = facts_problem(o["facts"])
        if why is not None:
            problems.append(f"{where}.facts: {why}")
    return problems


def _attachment_problems(objects: list[dict], by_id: dict[str, dict]) -> list[str]:
    """Attachments join two permanents that are on the board."""
    problems = []
    for i, o in enumerate(objects):
        host = o["attached_to"]
        if host is None:
            continue
        target = by_id.get(host)
        if target is None:
            problems.append(f"board.objects[{i}].attached_to: no object {host!r}")
        elif target is o or o["zone"] != "battlefield" or target["zone"] != "battlefield":
            problems.append(f"board.objects[{i}].attached_to: only a permanent is attached, "
                            "to another permanent")
    return problems


def _counts_problems(board: dict, players: list[str], pset: set, hands: dict[str, int]
                     ) -> list[str]:
    """The counts are players', the hand counts are the hands shown, a player is active."""
    problems = []
    for key in ("library_counts", "hand_counts", "lands_played"):
        for p in board[key]:
            if p not in pset:
                problems.append(f"board.{key}: {p!r} is not a player")
    for p in players:
        if board["hand_counts"].get(p, 0) != hands.get(p, 0):
            problems.append(f"board.hand_counts.{p}: {board['hand_counts'].get(p, 0)} cards, "
                            f"but the board shows {hands.get(p, 0)}")
    if board["active"] not in pset:
        problems.append(f"board.active: {board['active']!r} is not a player")
    return problems


def shared_board(seat: str | None, players: list[str], position: int, board: dict,
                 log: list[dict], *, title: str | None = None, created: str = "",
                 name: str = "<network>", facts_read: bool = False) -> SharedBoard:
    """A `SharedBoard` from a board object and log lines as `board_for` and `remap_lines` give
    them (a network seat's view): checked as an opened export is (SaveError if not sound;
    `facts_read`: every object's facts were read as card facts already)."""
    doc = {"seat": seat, "title": title, "players": list(players), "position": position,
           "created": created, "board": board, "log": list(log)}
    return board_of(doc, name, facts_read=facts_read)


def facts_problem(facts: Any) -> str | None:
    """Why a shown object's facts do not read as card facts (None: they do)."""
    try:
        CardFacts.from_dict(facts)
    except CardFactsError as exc:
        return str(exc)
    return None


def load_export(data: bytes, *, name: str = "<bytes>") -> SharedBoard:
    """Open a redacted export (or raise SaveError); see the module's docstring for the shape."""
    board = check.read_save(data, name, kind="shared").board
    assert board is not None
    return board


def open_bytes(data: bytes, *, name: str = "<bytes>") -> Game | SharedBoard:
    """Whatever a save file holds, read once (`check.read_save`): a `Game` from a whole game
    (its log replayed as `load_game_bytes` does), a read-only `SharedBoard` from a redacted
    export. Raises `SaveError` for anything else."""
    out = check.read_save(data, name)
    return out.game if out.game is not None else typing.cast(SharedBoard, out.board)


def spectator_board(game: Game, *, title: str | None = None, created: str = "",
                    position: int | None = None) -> SharedBoard:
    """`game`'s board as a spectator sees it (`view_for(game, None)`: public only, so it may
    show in front of any seat, hot-seat included), read-only, with no journal: what a window
    paints of a save opened from its checkpoint while its log is checked (`check.open_save`).
    `position`: the log entries it is after (the game's log when None)."""
    return SharedBoard(None, title, list(game.state.players),
                       len(game.log) if position is None else position, created,
                       view_for(game, None), [])


def _requests_problems(board: dict, pset: set, by_id: dict[str, dict]) -> list[str]:
    """Requests between two players, each id once, naming only objects that are on the board."""
    out = []
    seen: set[int] = set()
    for i, r in enumerate(board.get("requests") or ()):
        if r["by"] not in pset or r["to"] not in pset or r["by"] == r["to"] or r["id"] in seen:
            out.append(f"board.requests[{i}]: a request of one player to another, its id once")
        seen.add(r["id"])
        for ref in [*r["objects"], r["source"]]:
            if ref is not None and "object" in ref and ref["object"] not in by_id:
                out.append(f"board.requests[{i}]: names {ref['object']!r}, not on the board")
    return out


def _players_problems(board: dict, pset: set, by_id: dict[str, dict]) -> list[str]:
    """Life totals and counters of the players, notes on permanents, arrows between players
    and objects that are on the board."""
    out = []
    if set(board["life"]) != pset:
        out.append("board.life: a life total for each player")
    if not pset.issuperset(board["player_counters"]):
        out.append("board.player_counters: counters of players only")
    for vid, o in by_id.items():
        if o["note"] is not None and o["zone"] != "battlefield":
            out.append(f"board.objects: {vid}: only a permanent has a note")
    for i, a in enumerate(board["arrows"]):
        if a["by"] not in pset:
            out.append(f"board.arrows[{i}].by: {a['by']!r} is not a player")
        for end in ("frm", "to"):
            e = a[end]
            if len(e) != 1 or ("player" in e and e["player"] not in pset) or (
                    "object" in e and by_id.get(e["object"], {}).get("zone") not in (
                        "battlefield", "stack")):
                out.append(f"board.arrows[{i}].{end}: a player, or an object on the "
                           "battlefield or the stack")
    return out


def board_of(doc: dict, name: str, *, facts_read: bool = False) -> SharedBoard:
    """The read-only board of a shared document (`check_shared`'s SaveError if not sound)."""
    check_shared(doc, name, facts_read=facts_read)
    b = doc["board"]
    objects = [ObjectView(card_id=None, **_object_args(o)) for o in b["objects"]]
    view = GameView(seat=doc["seat"], players=list(doc["players"]), turn=b["turn"],
                    active=b["active"], step=b["step"], mode=b["mode"], ended=b["ended"],
                    left=list(b["left"]), lands_played=dict(b["lands_played"]),
                    library_counts=dict(b["library_counts"]),
                    hand_counts=dict(b["hand_counts"]), objects=objects, life=dict(b["life"]),
                    player_counters={p: dict(k) for p, k in b["player_counters"].items()},
                    arrows=[dict(a) for a in b["arrows"]],
                    requests=[dict(r) for r in b.get("requests") or ()],
                    trust=b.get("trust") is True)
    return SharedBoard(doc["seat"], doc["title"], list(doc["players"]), doc["position"],
                       doc["created"], view, list(doc["log"]),
                       bookmarks=bookmarks.of_export(doc, name))


def _object_args(o: dict) -> dict[str, Any]:
    return {k: o[k] for k in OBJECT_FIELDS}
