"""One subject's board on the host, kept up to date from the game's changes (issue 28).

`SeatBoard(game, seat)` holds what `storage.review.board_for` would give the seat, object by
object, in the view's ids (`o17`): `follow(what)` takes one notification's typed changes
(`model.changes.touched`) and brings up to date only the objects they touched (their status,
their effects, what is attached to them), the places in the zones whose membership or order
changed, and the library cards the seat knows in the libraries touched; `wire(...)` is the
board in a message's ids (`x3`, in board order) and the diff from the last one sent, found
from those same changes (no board is compared whole).

The full view (`view_for`) is built only when the changes can't be followed piece by piece
(the players changed, card facts were added, a top card began or stopped being revealed, or
a change the host did not see): `stale` then, and `refresh()` rebuilds. Whatever the view
leaves out never reaches this board: each object is the view's own `object_view` of it, the
very function `view_for` calls.

Pure Python; no Qt, no NATS.
"""

from __future__ import annotations

from typing import Any

from tabletop.model.changes import CHANGED, EFFECTS, Touched
from tabletop.model.game import Game
from tabletop.model.state import zone_key
from tabletop.rules.knowledge import known_to
from tabletop.rules.visibility import (
    ObjectView,
    arrow_views,
    object_view,
    request_views,
    view_for,
)
from tabletop.storage.review import OBJECT_FIELDS, wire_requests

# game fields whose change the board can't follow piece by piece (every object may differ)
REBUILD_FIELDS = frozenset({"players", "top_revealed"})
_X: list[str] = []  # "x1", "x2", ... (shared, grown as needed)


def xnames(n: int) -> list[str]:
    """The message ids of `n` objects in board order: x1 ... xn."""
    while len(_X) < n:
        _X.append(f"x{len(_X) + 1}")
    return _X[:n]


def as_dict(o: ObjectView) -> dict:
    """An object of the board, in view ids (`board_for`'s but for its ids)."""
    d = {k: getattr(o, k) for k in OBJECT_FIELDS}
    if not o.known:
        d["facts"] = None
    return d


def common_prefix(a: list, b: list) -> int:
    """How many first items `a` and `b` share (slices compared: no loop per item)."""
    lo, hi = 0, min(len(a), len(b))
    if a[:hi] == b[:hi]:
        return hi
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[lo:mid] == b[lo:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


class SeatBoard:
    """See the module's docstring."""

    def __init__(self, game: Game, seat: str | None) -> None:
        self.game, self.seat = game, seat
        self.stale = True
        self.objs: dict[str, dict] = {}  # view id -> object (in view ids)
        self.vid_of: dict[str, str] = {}  # card id -> view id, objects on the board
        self.cid_of: dict[str, str] = {}  # view id -> card id
        self.zones: dict[str, list[str]] = {}  # zone key -> its card ids, as last followed
        self.zvids: dict[str, list[str]] = {}  # zone key -> its objects' view ids, in order
        # (view ids, card ids, view id -> message id) in board order, until a zone changes
        self._order: tuple[list[str], list[str], dict[str, str]] | None = None
        self.att: dict[str, str] = {}  # card id -> the card it is attached to (on the board)
        self.lib: dict[str, list[tuple[str, dict]]] = {}  # library -> known (card id, object)
        self.seen: dict[str, set[str]] = {}  # library -> its cards someone saw or was shown
        self.dirty: set[str] = set()  # view ids changed since the last `wire`

    # -- following the game --
    def refresh(self) -> None:
        """Build the whole board again from the seat's view."""
        st = self.game.state
        view = view_for(self.game, self.seat)
        self.objs, self.vid_of, self.cid_of, self.att = {}, {}, {}, {}
        self.zones = {k: list(m) for k, m in st.zones.items() if not k.endswith(":library")}
        self._order = None
        by_obj = {f"o{c.obj}": c.id for key in self.zones for c in
                  (st.cards[cid] for cid in st.zones[key])}
        for o in view.objects:
            self._put(by_obj[o.id], as_dict(o))
        self.lib, self.seen = {}, {}
        for key in st.zones:
            if key.endswith(":library"):
                self._library(key, scan=True)
        self.zvids = {k: [self.vid_of[c] for c in m] for k, m in self.zones.items()}
        self.dirty = set(self.objs)
        self.stale = False

    def follow(self, what: Touched, cards: list[str] | None = None) -> None:
        """One notification's changes (see the module's docstring); `cards`: its cards
        touched in status or effects (`what.cards(CHANGED, EFFECTS)`), if read already."""
        if self.stale:
            return
        if what.rebuild or what.facts or what.game_fields & REBUILD_FIELDS:
            self.stale = True
            return
        st = self.game.state
        touched = dict.fromkeys(what.cards(CHANGED, EFFECTS) if cards is None else cards)
        if touched:  # what is attached to a touched card shows its (new) view id
            touched.update(dict.fromkeys(c for c, t in self.att.items() if t in touched))
        keys = set(what.zones)
        renamed: dict[str, int] = {}  # zone -> the first place whose object's view id changed
        for cid in touched:
            card = st.cards.get(cid)
            key = zone_key(card.zone, card.owner) if card is not None else None
            if key is None:
                self._touch(cid, key)
            elif self._touch(cid, key):
                at = st.zones[key].index(cid)
                renamed[key] = min(renamed.get(key, at), at)
            elif key.endswith(":library"):
                keys.add(key)  # (the cards known in it read again)
                self._saw(cid, key)
        for key in keys | set(renamed):
            if key.endswith(":library"):
                self._library(key)
            elif key in st.zones:
                self._places(key, renamed.get(key))

    def _touch(self, cid: str, key: str | None) -> bool:
        """A touched card's object made again (or taken off the board); whether its view id
        changed (its zone's places are then read again)."""
        old = self.vid_of.get(cid)
        if key is None or key.endswith(":library") or key not in self.zones:
            if old is not None:
                self._drop(cid, old)
            return False
        st = self.game.state
        members = st.zones[key]
        d = as_dict(object_view(st, self.seat, st.cards[cid], members.index(cid)))
        if old is not None and old != d["id"]:
            self._drop(cid, old)
        if self.objs.get(d["id"]) != d:
            self._put(cid, d)
            self.dirty.add(d["id"])
        return old != d["id"]

    def _put(self, cid: str, d: dict) -> None:
        vid = d["id"]
        self.objs[vid], self.vid_of[cid], self.cid_of[vid] = d, vid, cid
        attached = self.game.state.cards[cid].attached_to if d["attached_to"] else None
        if attached:
            self.att[cid] = attached
        else:
            self.att.pop(cid, None)

    def _drop(self, cid: str, vid: str) -> None:
        self.objs.pop(vid, None)
        self.cid_of.pop(vid, None)
        self.vid_of.pop(cid, None)
        self.att.pop(cid, None)
        self.dirty.discard(vid)

    def _places(self, key: str, renamed: int | None = None) -> None:
        """A zone's membership or order changed: its objects' places (`index`) again, from
        the first card that differs (or from `renamed`, where an object's id changed)."""
        members = self.game.state.zones[key]
        old = self.zones.get(key, [])
        objs, vid_of = self.objs, self.vid_of
        head = common_prefix(old, members)
        if renamed is not None:
            head = min(head, renamed)
        vids = self.zvids.get(key, [])[:head]
        for i in range(head, len(members)):
            vid = vid_of[members[i]]
            vids.append(vid)
            d = objs[vid]
            if d["index"] != i:
                d["index"] = i
                self.dirty.add(vid)
        if vids != self.zvids.get(key):
            self.zvids[key] = vids
            self._order = None
        self.zones[key] = list(members)

    def _library(self, key: str, scan: bool = False) -> None:
        """The library cards of `key` the seat knows, again (`view_for`'s rule), read off the
        cards in it someone saw or was shown (`seen`, kept as the cards are touched; `scan`:
        found by reading the whole library)."""
        st = self.game.state
        members = st.zones.get(key, [])
        seat, cards = self.seat, st.cards
        if scan:
            self.seen[key] = {c for c in members if cards[c].known or cards[c].revealed}
        seen = self.seen.setdefault(key, set())
        places = []
        for cid in list(seen):
            card = cards.get(cid)
            if card is None or zone_key(card.zone, card.owner) != key:
                seen.discard(cid)  # (it left the library)
            elif seat is not None and known_to(st, seat, card):
                places.append(members.index(cid))
        if members and key.rsplit(":", 1)[0] in st.top_revealed:  # (401.5: its top, to all)
            places.append(0)
        self.lib[key] = [(members[i], as_dict(object_view(st, seat, cards[members[i]], i)))
                         for i in sorted(set(places))]

    def _saw(self, cid: str, key: str) -> None:
        """A touched card in the library `key`: in `seen` while someone saw it."""
        card = self.game.state.cards[cid]
        if card.known or card.revealed:
            self.seen.setdefault(key, set()).add(cid)
        else:
            self.seen.setdefault(key, set()).discard(cid)

    # -- what is sent --
    def order(self) -> tuple[list[str], list[str], dict[str, str]]:
        """The board's objects in board order: their view ids, their card ids, and view id ->
        message id (the same lists until a zone's objects change: never change them)."""
        if self._order is None:
            vids: list[str] = []
            cids: list[str] = []
            for key, members in self.zones.items():
                vids.extend(self.zvids[key])
                cids.extend(members)
            self._order = (vids, cids, dict(zip(vids, xnames(len(vids)), strict=True)))
        return self._order

    def library(self, first: int) -> tuple[list[dict], list[str], dict[str, str]]:
        """The library cards the seat knows, numbered on from `first` + 1: the objects (in
        message ids), their card ids, view id -> message id."""
        out, cids, ids = [], [], {}
        n = first
        for members in self.lib.values():
            for cid, d in members:
                n += 1
                x = f"x{n}"
                ids[d["id"]] = x
                out.append({**d, "id": x})
                cids.append(cid)
        return out, cids, ids

    def header(self, ids: dict[str, str]) -> dict:
        """The board's fields but its objects (`board_for`'s), in message ids."""
        st = self.game.state
        board: dict[str, Any] = {
            "turn": st.turn, "active": st.active, "step": st.step, "mode": st.mode,
            "ended": st.ended, "left": list(st.left), "lands_played": dict(st.lands_played),
            "library_counts": {p: len(st.zones[f"{p}:library"]) for p in st.players},
            "hand_counts": {p: len(st.zones[f"{p}:hand"]) for p in st.players},
            "life": dict(st.life),
            "player_counters": {p: dict(k) for p, k in st.player_counters.items()},
            "arrows": [{"by": a["by"], "frm": _end(a["frm"], ids), "to": _end(a["to"], ids)}
                       for a in arrow_views(st)]}
        requests = request_views(st, self.seat)
        if requests:
            board["requests"] = wire_requests(requests, ids)
        if st.trust:
            board["trust"] = True
        return board

    def requests(self, ids: dict[str, str]) -> list[dict]:
        return wire_requests(request_views(self.game.state, self.seat), ids)

    def wired(self, vid: str, ids: dict[str, str]) -> dict:
        """One object in message ids."""
        d = dict(self.objs[vid])
        d["id"] = ids[vid]
        d["attached_to"] = ids.get(d["attached_to"]) if d["attached_to"] else None
        return d

    def moved_attachments(self, old: dict[str, str], new: dict[str, str]) -> set[str]:
        """The objects attached to one whose message id changed (their `attached_to` with it)."""
        out = set()
        for cid in self.att:
            vid = self.vid_of[cid]
            target = self.objs[vid]["attached_to"]
            if old.get(target) != new.get(target):
                out.add(vid)
        return out


def _end(end: dict, ids: dict[str, str]) -> dict:
    return {"object": ids[end["object"]]} if "object" in end else dict(end)


def board_ops(old_order: list[str], old_ids: dict[str, str], new_order: list[str],
              new_ids: dict[str, str], changed: set[str]) -> tuple[list[list], int]:
    """The runs of `protocol.board_diff` (`["c", i, n]`, `["n", [view id, ...]]`) that turn the
    board last sent (`old_order`, its view ids -> message ids `old_ids`) into `new_order`,
    `changed` the objects to send whole (`new_ids`: the new message ids); and how many are
    sent whole. The common beginning and
    end are found by comparing slices; only the part between is read object by object."""
    ops: list[list] = []
    fresh = 0
    if old_order is new_order and not changed:
        return ([["c", 0, len(new_order)]] if new_order else []), 0
    head = common_prefix(old_order, new_order)
    tail = common_prefix(old_order[head:][::-1], new_order[head:][::-1])
    shift = len(old_order) - len(new_order)

    def copy(i: int) -> None:
        if ops and ops[-1][0] == "c" and ops[-1][1] + ops[-1][2] == i:
            ops[-1][2] += 1
        else:
            ops.append(["c", i, 1])

    def add(vid: str) -> None:
        nonlocal fresh
        fresh += 1
        if ops and ops[-1][0] == "n":
            ops[-1][1].append(vid)
        else:
            ops.append(["n", [vid]])

    marks = sorted(int(new_ids[v][1:]) - 1 for v in changed if v in new_ids)

    def run(start: int, stop: int, offset: int) -> None:  # unchanged but for `changed`
        for j in marks:
            if not start <= j < stop:
                continue
            if start < j:
                _extend(ops, start + offset, j - start)
            add(new_order[j])
            start = j + 1
        if start < stop:
            _extend(ops, start + offset, stop - start)

    run(0, head, 0)
    for j in range(head, len(new_order) - tail):
        vid = new_order[j]
        x = old_ids.get(vid)
        if x is None or vid in changed:
            add(vid)
        else:
            copy(int(x[1:]) - 1)
    run(len(new_order) - tail, len(new_order), shift)
    return ops, fresh


def _extend(ops: list[list], i: int, n: int) -> None:
    if ops and ops[-1][0] == "c" and ops[-1][1] + ops[-1][2] == i:
        ops[-1][2] += n
    else:
        ops.append(["c", i, n])
