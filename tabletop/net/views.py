"""What the host sends each subject (a seat, or the spectators' public one): its redacted board
(`storage.review.board_for`) and the library cards it knows, diffs against the last board it
was sent, its journal lines, the pending requests as it may see them, and the maps from the ids
it was sent (`x3`) back to the model's card ids, by which its commands are read.

`Views(game, net)` keeps one `SeatView` per subject (`views[tok]`, `views.subject(tok)` for a
seat's or a spectator's token). `changed(events)` is told every change of the game (`version`
goes up): each subject's board (`seatboard.SeatBoard`) follows its typed changes, so an
`update(...)` sends the diff those changes make, found without reading the whole board; the
full view is built only for `welcome(...)` (a hello or a resync) and when the changes can't be
followed. In debug builds `TABLETOP_CHECK_VIEWS=<share>` compares that share of the updates
with the full view (`check`: a mismatch is said in the host's log and the full view sent).
`translate(...)` reads a seat's command in the model's ids.

Pure Python; no Qt, no NATS.
"""

from __future__ import annotations

import logging
import os
import random
from collections import OrderedDict
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.model.changes import CHANGED, EFFECTS, touched
from tabletop.model.game import SAID, Game
from tabletop.model.state import PREGAME
from tabletop.rules.journal import Journal as SeatJournal
from tabletop.storage.lens import seat_view_parts
from tabletop.storage.review import remap_lines, wire_requests

from . import protocol as P
from .netstate import NetState
from .seatboard import SeatBoard, board_ops, common_prefix, xnames

LOG_TAIL = 500  # log lines a welcome carries unless all are asked for (`"log": "all"`)
MAP_HISTORY = 32  # a command may name ids of any of a seat's last 32 views
CARD_FIELDS = ("card", "to_card", "of", "keep", "pay_with", "by")
CARD_LIST_FIELDS = ("card_list", "top", "bottom", "graveyard", "find")
PUBLIC = "public"  # the spectators' subject
# debug builds: the share of updates whose incremental board is compared with the full one
# (`TABLETOP_CHECK_VIEWS=0.05`; a mismatch is said in the host's log, and the full one sent)
def _check_share() -> float:
    """`TABLETOP_CHECK_VIEWS` as a share from 0 to 1 (anything else: 0); 0 under `python -O`."""
    try:
        share = float(os.environ.get("TABLETOP_CHECK_VIEWS") or 0)
    except ValueError:
        return 0.0
    return min(max(share, 0.0), 1.0) if __debug__ and share == share else 0.0


CHECK_SHARE = _check_share()

log = logging.getLogger("tabletop.net.host")

Built = tuple[dict, list[dict], dict[str, str], dict[str, str], list[dict]]


class XIds(Mapping[str, str]):
    """A seat's message ids (`x1`, `x2`, ... in order) -> the model's card ids, kept as the
    list of card ids (a copy per update, no dict built)."""

    __slots__ = ("cids",)

    def __init__(self, cids: list[str]) -> None:
        self.cids = cids

    def _at(self, x: object) -> int:
        if not isinstance(x, str) or not 1 < len(x) < 12 or x[0] != "x" or x[1] == "0" \
                or not (x[1:].isascii() and x[1:].isdigit()):
            return -1
        i = int(x[1:]) - 1
        return i if i < len(self.cids) else -1

    def __getitem__(self, x: str) -> str:
        i = self._at(x)
        if i < 0:
            raise KeyError(x)
        return self.cids[i]

    def __contains__(self, x: object) -> bool:
        return self._at(x) >= 0

    def __iter__(self) -> Iterator[str]:
        return iter(xnames(len(self.cids)))

    def __len__(self) -> int:
        return len(self.cids)


@dataclass
class SeatView:
    """What the host keeps for one subject: its seq, its journal reader, its id maps."""

    token: str  # a seat's token, or "public" for the spectators
    player: str | None
    seq: int = 0
    journal: SeatJournal | None = None
    sent_lines: int = 0
    refs: set[str] = field(default_factory=set)  # view ids the journal lines sent name
    maps: OrderedDict[int, XIds] = field(default_factory=OrderedDict)
    board_ids: dict[str, str] = field(default_factory=dict)  # view id -> x id, last sent
    cache: tuple | None = None  # (version, what `built` gave) while the game is unchanged
    sent: tuple | None = None  # (version, view ids in board order) of the last update
    board: SeatBoard | None = None  # the board kept up to date from the changes (`seatboard`)


class Views:
    """See the module's docstring."""

    def __init__(self, game: Game, net: NetState) -> None:
        self.game, self.net = game, net
        self.version = 0  # one more with every change of the game (the boards' cache key)
        self.mismatches = 0  # boards kept that differed from the full view (debug checks)
        self._by: dict[str, SeatView] = {tok: SeatView(tok, player)
                                         for tok, player in net.seats.items()}
        if net.spectators:
            self._by[PUBLIC] = SeatView(PUBLIC, None)

    def changed(self, events: list | None) -> None:
        """The game changed: `events` its notification (each seat's board follows its typed
        changes), or None for a change not seen (every board is built again)."""
        self.version += 1
        what = touched(events) if events is not None else None
        cards = what.cards(CHANGED, EFFECTS) if what is not None else []
        for sv in self._by.values():
            if sv.board is None:
                continue
            if what is None:
                sv.board.stale = True
                continue
            try:
                sv.board.follow(what, cards)
            except Exception:  # noqa: BLE001 - a bug here never stops the game: built whole
                log.exception("the board of %s could not follow a change",
                              sv.player or "the spectators")
                sv.board.stale = True

    def __getitem__(self, key: str) -> SeatView:
        return self._by[key]

    def values(self) -> list[SeatView]:
        return list(self._by.values())

    def subject(self, tok: str) -> SeatView:
        """The view of a seat's token, or the public one of a spectator's."""
        return self._by[PUBLIC if P.is_spectator_token(tok) else tok]

    # -- messages --
    def welcome(self, tok: str, tail: int | None, chat: list[dict], seats: dict,
                **extra: Any) -> dict:
        """The full current view; the log's last `tail` lines (None: all of them); `extra`:
        more fields (the host's `notice` and `paused`)."""
        sv = self.subject(tok)
        board, library, ids, board_ids, requests = self.built(sv)
        self._remember(sv, ids)  # the welcome's view stands for seq (the next update: seq + 1)
        sv.board_ids = board_ids
        lines = self._lines(sv)
        start = 0 if tail is None else max(0, len(lines) - tail)
        sent = copy_lines(lines[start:])
        sv.refs |= named_objects(sent)
        return P.message(P.Kind.WELCOME, seat=sv.player, game=self.net.game, seq=sv.seq,
                         position=len(self.game.log), players=list(self.game.state.players),
                         view=board, library=library,
                         log=remap_lines(sent, board_ids), log_from=start,
                         chat=chat, seats=seats, you={"token": tok, "name": sv.player},
                         pregame=self._pregame(sv), requests=requests,
                         trust=self.game.state.trust, **self._priority(), **extra)

    def subject_name(self, sv: SeatView) -> str:
        """Where the updates of `sv` go."""
        return (P.public_subject(self.net.game) if sv.token == PUBLIC
                else P.view_subject(self.net.game, sv.token))

    def update(self, sv: SeatView, chat: list[dict], status: dict) -> tuple[str, dict]:
        """The subject's next update (its subject, the message): the board whole, or as a diff
        of the last one sent found from the changes the seat's board followed, or none when
        only the chat or the seats' status changed."""
        lines = self._lines(sv)
        start = sv.sent_lines if len(lines) >= sv.sent_lines else 0  # (0: the host undid)
        sv.sent_lines = len(lines)
        sv.seq += 1
        extra: dict[str, Any] = {"view": None, "diff": None, "library": None, "renamed": {}}
        if sv.sent is not None and sv.sent[0] == self.version:  # only the chat or status
            board_ids = sv.board_ids
            requests = self._board(sv).requests(sv.board_ids)
            if sv.maps:
                self._remember_list(sv, next(reversed(sv.maps.values())).cids)
        else:
            board_ids, requests = self._next(sv, extra)
        new = lines[start:]
        sv.refs |= named_objects(new)  # (after `renamed`: the lines sent before)
        sent = copy_lines(new)
        doc = P.message(P.Kind.UPDATE, seq=sv.seq, position=len(self.game.log),
                        log=remap_lines(sent, board_ids),
                        log_from=start, chat=chat, seats=status,
                        pregame=self._pregame(sv), requests=requests,
                        trust=self.game.state.trust, **self._priority(), **extra)
        return self.subject_name(sv), doc

    def _priority(self) -> dict[str, Any]:
        """Who holds priority and whether a spell resolves (public: rules/priority.py)."""
        st = self.game.state
        return {"priority": st.priority, "resolving": st.resolving is not None}

    def _board(self, sv: SeatView) -> SeatBoard:
        b = sv.board
        if b is None:
            b = sv.board = SeatBoard(self.game, sv.player)
        if b.stale:
            b.refresh()
        return b

    def _next(self, sv: SeatView, out: dict) -> tuple[dict[str, str], list[dict]]:
        """The board's part of `update` (into `out`): the view whole or the diff, the library
        cards, the ids renamed; the board's ids (view id -> message id) and the requests."""
        b = self._board(sv)
        out["view"] = out["diff"] = None
        order, cids, board_ids = b.order()
        library, lib_cids, _ = b.library(len(order))
        header = b.header(board_ids)  # (as `board_for`: the requests name the board's ids)
        old = sv.board_ids
        if sv.sent is not None:
            changed = b.dirty | b.moved_attachments(old, board_ids)
            ops, fresh = board_ops(sv.sent[1], old, order, board_ids, changed)
            if fresh <= len(order) // 2 + 8:
                out["diff"] = {"board": header, "objects": [
                    op if op[0] == "c" else ["n", [b.wired(v, board_ids) for v in op[1]]]
                    for op in ops]}
            out["renamed"] = renamed(sv, order, board_ids)
        if out["diff"] is None:
            out["view"] = {**header, "objects": [b.wired(v, board_ids) for v in order]}
        out["library"] = library
        b.dirty = set()
        sv.sent = (self.version, order)
        sv.board_ids = board_ids
        self._remember_list(sv, cids + lib_cids if lib_cids else cids)
        if CHECK_SHARE and random.random() < CHECK_SHARE and not self.check(sv):
            return self._next(sv, out)  # (sent whole, from the board built again)
        return board_ids, header.get("requests") or []

    def check(self, sv: SeatView) -> bool:
        """Whether the board just built from the changes is the one the full view gives (a
        debug check: a mismatch is said in the host's log and the seat's board rebuilt)."""
        full, library, _, _, _ = self.built(sv)
        b = self._board(sv)
        order, _, _ = b.order()
        mine = {**b.header(sv.board_ids), "objects": [b.wired(v, sv.board_ids)
                                                      for v in order]}
        lib, _, _ = b.library(len(order))
        if mine == full and lib == library:
            return True
        self.mismatches += 1
        log.error("the board kept for %s differs from its full view (sent whole now)",
                  sv.player or "the spectators")
        b.stale = True
        sv.sent = None
        return False

    def _pregame(self, sv: SeatView) -> dict | None:
        """The opening hands beside the board while the game is in `pregame` (103.5), None
        after: every player's mulligans and who has kept (public), and the cards this seat
        still has to put on the bottom (its own; a spectator gets none). Not in the board: the
        export's format stays as it is."""
        st = self.game.state
        if st.step != PREGAME:
            return None
        due = {sv.player: int(st.bottom_due.get(sv.player, 0))} if sv.player else {}
        return {"step": PREGAME, "mulligans": {p: int(st.mulligans.get(p, 0))
                                               for p in st.players},
                "kept": [p for p in st.players if p in st.kept], "bottom_due": due}

    def built(self, sv: SeatView) -> Built:
        """The seat's board (as its export's), the library cards it knows (ids numbered on
        after the board's), all the ids sent (view id -> x id), the board's alone and the
        pending requests as the seat may see them, in those ids; built once per change of the
        game (a resync of a large game reuses the last update's)."""
        if sv.cache is not None and sv.cache[0] == self.version:
            return sv.cache[1]
        board, library, ids, board_ids, view = seat_view_parts(self.game, sv.player)
        built = (board, library, ids, board_ids, wire_requests(view.requests, ids))
        sv.cache = (self.version, built)
        return built

    def _remember(self, sv: SeatView, ids: dict[str, str]) -> None:
        """Keep the seat's map from the ids it was sent (`ids`: view id -> message id, in
        message order) to the model's card ids."""
        if sv.player is None:
            return
        st = self.game.state
        by_obj = {f"o{c.obj}": cid for cid, c in st.cards.items()}
        self._remember_list(sv, [by_obj[o] for o in ids])

    def _remember_list(self, sv: SeatView, cids: list[str]) -> None:
        """Keep the seat's map: message id `x<n>` -> `cids[n - 1]`."""
        if sv.player is None:
            return
        sv.maps[sv.seq] = XIds(cids)
        while len(sv.maps) > MAP_HISTORY:
            sv.maps.popitem(last=False)

    def _lines(self, sv: SeatView) -> list[dict]:
        if sv.journal is None:
            sv.journal = SeatJournal(self.game, sv.player)
        return sv.journal.current()  # (read only: the journal's own list)

    # -- a seat's ids --
    def _map(self, tok: str, seq: Any) -> XIds | None:
        """The seat's ids -> the model's of view `seq` (else of the last view sent)."""
        sv = self._by[tok]
        ids = sv.maps.get(seq) if isinstance(seq, int) else None
        if ids is None and sv.maps:
            ids = next(reversed(sv.maps.values()))
        return ids

    def ids_of(self, tok: str, seq: Any) -> dict[str, str]:
        """The model's card ids -> the seat's ids of view `seq` (else of the last view)."""
        return {cid: x for x, cid in (self._map(tok, seq) or {}).items()}

    def translate(self, tok: str, raw: dict, seq: Any) -> tuple[dict, dict[str, str]]:
        """The command with the card ids of the seat's view (`x3`) turned into the model's,
        and the way back (model id -> the seat's id, to say the verdicts in the seat's ids).
        KeyError (said as "no card ...") for an id the seat was not shown."""
        ids = self._map(tok, seq)
        if ids is None:
            raise KeyError("no view was sent to this seat yet")
        players = set(self.game.state.players)
        back: dict[str, str] = {}

        def card(v: Any) -> Any:
            if not isinstance(v, str):
                return v
            if v not in ids:
                raise KeyError(f"there is no card {v[:40]!r} in your view")
            back[ids[v]] = v
            return ids[v]
        out = dict(raw)
        for name in CARD_FIELDS:
            if name in out:
                out[name] = card(out[name])
        for name in CARD_LIST_FIELDS:
            if isinstance(out.get(name), list):
                out[name] = [card(v) for v in out[name]]
        if out.get("kind") == "arrow":
            for name in ("frm", "to"):
                if name in out and out[name] not in players:
                    out[name] = card(out[name])
        return out, back


class ChatLog:
    """The table's chat, read off the game log (each line is the model's `chat` command)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        # the log length read up to and its last entry then (a log cut back is read again),
        # the lines
        self._read: tuple[int, Any, list[dict]] = (0, None, [])

    def messages(self) -> list[dict]:
        """The table's chat, in order: `{"n", "from", "text", "position"}` for each chat line
        of the game log (read on from where it was last read)."""
        log_ = self.game.log
        upto, last, lines = self._read
        if upto > len(log_) or (upto and log_[upto - 1] is not last):  # cut back: read again
            upto, lines = 0, []
        for i in range(upto, len(log_)):
            for ev in log_[i].events:
                if ev.kind == SAID:
                    d = ev.data
                    lines.append({"n": len(lines), "from": d.get("player") or d.get("spectator"),
                                  "text": d.get("text"), "position": i})
        self._read = (len(log_), log_[-1] if log_ else None, lines)
        return lines


def named_objects(lines: list[dict]) -> set[str]:
    """The view ids (`o17`) the object references of these journal lines name."""
    out = set()
    for ln in lines:
        for v in ln["params"].values():
            for r in v if isinstance(v, list) else (v,):
                if isinstance(r, dict) and r.get("object"):
                    out.add(r["object"])
    return out


def renamed(sv: SeatView, order: list[str], new: dict[str, str]) -> dict[str, str | None]:
    """The message ids of the objects the lines `sv` holds name (`sv.refs`) that read
    otherwise in the board `order` (view id -> message id `new`) than in the last one sent:
    old id -> new id, None for an object no longer shown (no longer followed then)."""
    assert sv.sent is not None
    before, old, refs = sv.sent[1], sv.board_ids, sv.refs
    if len(refs) > 2 * len(order) + 64:  # (objects no longer shown: never renamed again)
        refs &= old.keys()
    if before is order or not refs:
        return {}
    tail = before[common_prefix(before, order):]  # (the objects before it kept their ids)
    out: dict[str, str | None] = {}
    for o in (list(refs) if len(refs) < len(tail) else [o for o in tail if o in refs]):
        x, y = old.get(o), new.get(o)
        if x is not None and x != y:
            out[x] = y
            if y is None:
                refs.discard(o)
    return out


def copy_lines(lines: list[dict]) -> list[dict]:
    """Journal lines with their parameters copied as deep as `remap_lines` changes them (the
    card references), so the seat journal's own lines stay as they are."""
    def ref(v: Any) -> Any:
        if isinstance(v, dict):
            return dict(v)
        if isinstance(v, list):
            return [dict(r) if isinstance(r, dict) else r for r in v]
        return v
    return [{**ln, "params": {k: ref(v) for k, v in ln["params"].items()}} for ln in lines]
