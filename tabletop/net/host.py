"""The host: the one authoritative game of a network table, served over NATS.

    net = NetState.new(game, seats=["Alice", "Bob"], spectators=1, users=users)
    host = Host(game, net, folder, url="nats://127.0.0.1:4222", on_change=refresh)
    await host.start()          # connects as the host user, publishes every seat's view
    ...                         # seats send commands; the host judges, applies, answers
    host.sync()                 # after the host's own (in-process) change to the game
    invite = await host.remove_seat("p1")   # new credentials for that seat (old ones stop)
    await host.stop()           # saves the game and its net state, disconnects

The game is an ordinary `Game` (model, rules, log): the host applies each seat's command with
that seat as the actor (`game.apply(cmd, seat)`), exactly as the app applies a player's, so the
rules judge a command on another seat's cards as they would at one table (refused). Seats name
cards by the ids of the view they were sent (`x3`); the host maps them back to the model's ids
for that seat only (an id it never showed that seat is refused). Each seat is sent only its
redacted view (`storage.review.board_for`, the "board" of `tabletop export`), the library cards
it knows, its own journal lines (`rules.journal`) and the chat; spectators get public
information only, on one subject.

Seat authority is the rules' (`rules.authority`): a seat's command on another seat's things
becomes a request (`Result.REQUESTED`), answered to the seat as such (`ok`, `"result":
"requested"`, `request`: its number, `to`: the seat asked) and published; every message a seat
or the spectators get carries the pending requests as they may see them (`requests`: the view's
`GameView.requests` with its view ids turned into the ids of that same message, `wire_requests`).
The seat asked answers with the model's `answer` command, the asker may `withdraw`: ordinary
commands. An accepted answer is that seat's entry like any other for its undo (refused when the
action accepted showed a card: `seeing_kind`).

Every change to the log is in the journal (`net.journal`, synced to disk) before anyone hears
of it; the whole game is saved to `folder/game.json` now and then and on `stop()`, with the net
state (game id, users, passwords, chat) in `folder/net.json`: `Host.resume(folder)` (and
`tabletop host --open folder/game.json`) takes the game up again with the same invites, even
after the host was killed.

`on_change(host)` is called after every change the host published (a seat's command, an undo,
a chat message, a seat's status), so an in-process window (the host plays too) can refresh.

Pure Python, asyncio, nats-py; no Qt.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import re
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.model.commands import Chat, CommandError, TakeBack, parse_command
from tabletop.model.game import SAID, Game, How, LogEntry
from tabletop.model.limits import (
    NET_CHAT_BURST,
    NET_CHAT_RATE,
    NET_COMMAND_BURST,
    NET_COMMAND_RATE,
)
from tabletop.model.modes import Result
from tabletop.model.state import PREGAME
from tabletop.rules.engine import QUERY_KINDS
from tabletop.rules.h_takeback import TAKE_BACK, live_tail, undo_forgets
from tabletop.rules.journal import Journal as SeatJournal
from tabletop.rules.routes import seat_routes
from tabletop.rules.visibility import verdicts_for, view_for
from tabletop.storage.codec import SaveError
from tabletop.storage.files import load_game, write_atomic
from tabletop.storage.review import OBJECT_FIELDS, board_for, remap_lines, wire_requests

from . import journal as J
from . import protocol as P
from .errors import NetError
from .ratelimit import Buckets

log = logging.getLogger("tabletop.net.host")

NET_STATE_FORMAT = "tabletop-net/1"
GAME_FILE, JOURNAL_FILE, NET_FILE = "game.json", "game.journal", "net.json"
SAVE_EVERY_SECONDS = 30.0  # the whole game is saved at most this often (the journal between)
SAVE_EVERY_ENTRIES = 500  # ... or after this many entries
HEARTBEAT_TIMEOUT = 15.0  # a seat not heard from for this long shows as disconnected
LOG_TAIL = 500  # log lines a welcome carries unless all are asked for (`"log": "all"`)
MAP_HISTORY = 32  # a command may name ids of any of a seat's last 32 views
# the commands only the host may give (a seat could otherwise turn the rules off and look at
# anything, or take back another seat's action)
HOST_ONLY = frozenset({"set_mode", TAKE_BACK})
# Commands by which a player sees cards: their undo is refused when some player would forget a
# card it saw (what was seen stays seen). Any other undo is a logged take-back, which keeps what
# was seen known (a land played and taken back stays known to all).
REQUESTED = "requested"  # the event of a command that became a request (rules.h_requests)
SEEING = frozenset({"draw", "look", "look_top", "search", "reveal", "manifest_dread",
                    "mulligan"})
CARD_FIELDS = ("card", "to_card", "of", "keep", "pay_with")
CARD_LIST_FIELDS = ("card_list", "top", "bottom", "graveyard", "find")


def autosave_place(game_id: str) -> Path:
    """Where a hosted game lives: `<state folder>/net/<game>/` (game.json, game.journal,
    net.json, the embedded server's files)."""
    from tabletop.paths import state_dir
    return state_dir() / "net" / game_id


# -- the net state -------------------------------------------------------------------------------

@dataclass
class NetState:
    """What a hosted game needs besides the game to take it up again with the same invites."""

    game: str  # the game id G
    seats: dict[str, str]  # token -> player name, for the players invited
    spectators: int
    users: dict[str, dict[str, str]]  # token (and "host") -> {"user", "password"}
    listen: str = "127.0.0.1:0"
    advertise: str | None = None
    tls: bool = False
    server: str | None = None  # an existing NATS deployment's URL (`--server`), else embedded
    spectators_chat: bool = True

    @classmethod
    def new(cls, game: Game, seats: list[str] | None = None, spectators: int = 0,
            users: dict[str, Any] | None = None, game_id: str | None = None,
            **kw: Any) -> NetState:
        """A new table for `game`: `seats` the players invited (default: all), `users` the
        NATS users by token (`server.new_users`'s, or None for fresh passwords)."""
        players = game.state.players
        seats = list(players) if seats is None else list(seats)
        for s in seats:
            if s not in players:
                raise NetError(f"--seats: {s!r} is not a player of this game "
                               f"({', '.join(players)})")
        if len(set(seats)) != len(seats):
            raise NetError("--seats: a player is named twice")
        gid = game_id or P.new_game_id()
        tokens = {P.seat_token(players.index(s)): s for s in seats}
        net_users: dict[str, dict[str, str]] = {}
        wanted = [*tokens, *(P.spectator_token(n) for n in range(1, spectators + 1)),
                  P.HOST_TOKEN]
        for tok in wanted:
            u = (users or {}).get(tok)
            if u is not None:
                net_users[tok] = {"user": getattr(u, "name", None) or u["user"],
                                  "password": getattr(u, "password", None) or u["password"]}
            else:
                net_users[tok] = {"user": P.user_name(gid, tok),
                                  "password": new_password()}
        return cls(gid, tokens, spectators, net_users, **kw)

    @property
    def tokens(self) -> list[str]:
        """Every seat's and spectator's token (not the host's)."""
        return [*self.seats, *(P.spectator_token(n) for n in range(1, self.spectators + 1))]

    def invite(self, tok: str, url: str, certificate: str | None = None) -> P.Invite:
        u = self.users[tok]
        spectator = P.is_spectator_token(tok)
        return P.Invite(url=url, game=self.game, seat=None if spectator else self.seats[tok],
                        token=tok, user=u["user"], password=u["password"],
                        certificate=certificate, spectator=spectator)

    def to_dict(self) -> dict:
        return {"format": NET_STATE_FORMAT, "game": self.game, "seats": self.seats,
                "spectators": self.spectators, "users": self.users, "listen": self.listen,
                "advertise": self.advertise, "tls": self.tls, "server": self.server,
                "spectators_chat": self.spectators_chat}

    @classmethod
    def from_dict(cls, d: dict) -> NetState:
        if not isinstance(d, dict) or d.get("format") != NET_STATE_FORMAT:
            raise NetError("not a hosted game's net state (net.json)")
        try:
            return cls(str(d["game"]), dict(d["seats"]), int(d["spectators"]),
                       {k: dict(v) for k, v in d["users"].items()}, str(d["listen"]),
                       d.get("advertise"), bool(d.get("tls")), d.get("server"),
                       bool(d.get("spectators_chat", True)))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise NetError(f"the net state (net.json) is damaged: {exc}") from None

    def save(self, path: Path) -> None:
        data = json.dumps(self.to_dict(), ensure_ascii=False, indent=1).encode() + b"\n"
        write_atomic(path, data, backup=False)
        os.chmod(path, 0o600)

    @classmethod
    def load(cls, path: Path) -> NetState:
        try:
            return cls.from_dict(json.loads(path.read_bytes()))
        except (OSError, ValueError) as exc:
            raise NetError(f"{path}: can't read the net state: {exc}") from None


def new_password() -> str:
    return secrets.token_urlsafe(18)  # 24 url-safe characters


# -- the host --------------------------------------------------------------------------------------

@dataclass
class _Seat:
    """What the host keeps for one subject: its seq, its journal reader, its id maps."""

    token: str  # a seat's token, or "public" for the spectators
    player: str | None
    seq: int = 0
    journal: SeatJournal | None = None
    sent_lines: int = 0
    maps: OrderedDict[int, dict[str, str]] = field(default_factory=OrderedDict)
    board_ids: dict[str, str] = field(default_factory=dict)  # view id -> x id, last sent
    cache: tuple | None = None  # (version, what `_board` gave) while the game is unchanged
    sent: tuple | None = None  # (version, board, view ids in board order) of the last update


class Host:
    """See the module's docstring."""

    def __init__(self, game: Game, net: NetState, folder: str | os.PathLike, *, url: str,
                 user: str | None = None, password: str | None = None,
                 certificate: str | None = None, credentials: str | None = None,
                 on_change: Callable[[Host], None] | None = None,
                 save_every: float = SAVE_EVERY_SECONDS, journal_sync: bool = True,
                 heartbeat_timeout: float = HEARTBEAT_TIMEOUT, server: Any = None) -> None:
        self.game, self.net, self.url = game, net, url
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        creds = net.users[P.HOST_TOKEN]
        self.user = user or creds["user"]
        self.password = password or creds["password"]
        self.certificate = certificate
        self.credentials = credentials  # a NATS credentials file (`--creds`), else the password
        self.on_change = on_change
        self.save_every = save_every
        self.heartbeat_timeout = heartbeat_timeout
        self.server = server  # the EmbeddedServer (or Cluster) whose users `remove_seat` sets
        self.journal = J.Journal(self.folder / JOURNAL_FILE, sync=journal_sync)
        self._journaled: list[LogEntry] = list(game.log)
        self._nc: Any = None
        self._subs: list[Any] = []
        self._views: dict[str, _Seat] = {}
        for tok, player in net.seats.items():
            self._views[tok] = _Seat(tok, player)
        if net.spectators:
            self._views["public"] = _Seat("public", None)
        self._buckets = Buckets(NET_COMMAND_RATE, NET_COMMAND_BURST)  # per seat: requests
        self._chat_buckets = Buckets(NET_CHAT_RATE, NET_CHAT_BURST)  # ... and chat messages
        self._seen: dict[str, float] = {}
        self._status: dict[str, str] = {}
        self._unsub: Callable[[], None] | None = None
        self._dirty = False
        self._publishing: asyncio.Task | None = None
        self._tasks: set[asyncio.Task] = set()
        self._last_save = time.monotonic()
        self._saved_len = len(game.log)
        # the chat, read off the game log (each line is the model's chat command): the log
        # length read up to and its last entry then (a log cut back is read again), the lines
        self._chat_read: tuple[int, Any, list[dict]] = (0, None, [])
        self._chat_sent = len(self.chat_messages())
        self._lock = asyncio.Lock()
        self._version = 0  # one more with every change of the game (the views' cache key)
        self.refused: list[dict] = []  # refused commands, for the record (also in the journal)
        self.running = False

    # -- life cycle --
    @classmethod
    def resume(cls, folder: str | os.PathLike, **kw: Any) -> Host:
        """The host of a game hosted before (`folder/game.json` + `net.json` + the journal),
        the journal's entries put back on the saved game. `kw`: as for `Host()` (url...)."""
        folder = Path(folder)
        net = NetState.load(folder / NET_FILE)
        try:
            game = load_game(folder / GAME_FILE)
        except SaveError as exc:
            raise NetError("; ".join(exc.problems[:3])) from None
        added = J.replay(game, folder / JOURNAL_FILE)
        host = cls(game, net, folder, **kw)
        if added:
            log.info("resumed %s: %d entries from the journal", net.game, added)
        return host

    async def start(self, timeout: float = 10.0) -> None:
        """Connect to the server as the host and start answering; writes the save and net
        state at once (so a crash from here on resumes), publishes every view. `timeout`:
        how long to keep trying to connect (NetError then)."""
        self.save()  # the game and its net state first: from here on, a crash resumes
        auth: dict[str, Any] = ({"user_credentials": self.credentials} if self.credentials
                                else {"user": self.user, "password": self.password})
        self._nc = await P.connect(
            self.url, timeout, what=f"the NATS server at {self.url}",
            name=f"tabletop host {self.net.game}", tls=tls_context(self.certificate),
            inbox_prefix=P.inbox_prefix(self.net.game, P.HOST_TOKEN).encode(), **auth)
        for tok in self.net.tokens:
            sub = await self._nc.subscribe(P.cmd_subject(self.net.game, tok),
                                           cb=self._handler(tok),
                                           pending_msgs_limit=2000,
                                           pending_bytes_limit=64 * 1024 * 1024)
            self._subs.append(sub)
        self._unsub = self.game.subscribe(self._on_events)
        self.running = True
        self._spawn(self._watch())
        await self._publish(full=True)
        await self._nc.flush()

    async def stop(self) -> None:
        """Save, then disconnect. Safe to call twice."""
        if not self.running:
            return
        self.running = False
        for t in list(self._tasks):
            t.cancel()
        if self._unsub:
            self._unsub()
            self._unsub = None
        self._sync_journal()
        self.save()
        await self.journal.flush()
        self.journal.close()
        nc, self._nc = self._nc, None
        if nc is not None:
            with contextlib.suppress(Exception):  # (a connection that broke: closed anyway)
                if nc.is_connected:
                    await asyncio.wait_for(nc.drain(), 2.0)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(nc.close(), 2.0)

    def save(self) -> Path:
        """Write the whole game and the net state; the journal starts over."""
        from tabletop.storage import SaveRefused, dump_game
        path = self.folder / GAME_FILE
        try:
            data = dump_game(self.game)
        except SaveRefused as exc:  # too large to save: the journal keeps it
            log.warning("not saved: %s", "; ".join(exc.problems[:2]))
            return path
        write_atomic(path, data, backup=False)
        self.net.save(self.folder / NET_FILE)
        self.journal.restart()
        self._saved_len = len(self.game.log)
        self._last_save = time.monotonic()
        return path

    # -- the host's own changes --
    def sync(self) -> None:
        """After any change to the game made in this process (the host playing): journal it
        and publish the views. Also called for every change the game notifies."""
        self._sync_journal()
        self._version += 1
        self._dirty = True
        if self.running and (self._publishing is None or self._publishing.done()):
            self._publishing = self._spawn(self._publish())

    def _on_events(self, events: list, how: How) -> None:
        self.sync()

    def _sync_journal(self) -> None:
        """Write the log's changes since the last call to the journal (`journal.flush()`
        syncs them, before anyone hears of them)."""
        done, log_ = self._journaled, self.game.log
        while len(done) > len(log_) or (done and done[-1] is not log_[len(done) - 1]):
            done.pop()
            self.journal.pop(len(done), sync=False)
        for n in range(len(done), len(log_)):
            self.journal.push(n, log_[n], sync=False)
            done.append(log_[n])

    async def remove_seat(self, tok: str) -> P.Invite:
        """Give seat (or spectator) `tok` new credentials and return its new invite: the old
        invite stops working (its connection is closed), the others go on. With a `server`, its
        users are set here (a config reload); on an existing deployment (`--server`) the
        operator installs the new `users()`."""
        if tok not in self.net.users or tok == P.HOST_TOKEN:
            raise NetError(f"no seat {tok!r} at this table")
        self.net.users[tok]["password"] = new_password()
        self.net.save(self.folder / NET_FILE)
        if self.server is not None:
            await asyncio.get_running_loop().run_in_executor(
                None, self.server.set_users, self.users())
        self._seen.pop(tok, None)
        self._spawn(self._check_status())
        return self.net.invite(tok, self.invite_url, self.certificate)

    def users(self) -> list:
        """The NATS users of this table (`server.NetUser`), with their permissions."""
        from .server import NetUser, permissions_for
        return [NetUser(u["user"], u["password"], *permissions_for(self.net.game, tok))
                for tok, u in self.net.users.items()]

    @property
    def invite_url(self) -> str:
        if self.net.advertise:
            scheme = "tls" if self.net.tls else "nats"
            return f"{scheme}://{self.net.advertise}"
        return self.url

    def invites(self) -> list[P.Invite]:
        return [self.net.invite(tok, self.invite_url, self.certificate)
                for tok in self.net.tokens]

    # -- requests --
    def _handler(self, tok: str) -> Callable[[Any], Any]:
        async def on_msg(msg: Any) -> None:
            try:
                await self._request(tok, msg)
            except asyncio.CancelledError:
                raise
            except Exception:  # a bug: said in the host's log, the host goes on
                log.exception("request from %s", tok)
                await self._reply(msg, P.error(P.ErrorCode.MALFORMED,
                                               "the host could not handle this request"))
        return on_msg

    async def _request(self, tok: str, msg: Any) -> None:
        self._seen[tok] = time.monotonic()
        if self._status.get(tok) != P.SeatStatus.CONNECTED:
            self._spawn(self._check_status())
        if not self._buckets.take(tok):
            await self._reply(msg, P.error(P.ErrorCode.RATE, "too many requests: wait a "
                                           "moment before sending more"))
            return
        try:
            doc = P.parse_message(msg.data, expect=P.REQUESTS)
        except P.ProtocolError as exc:
            await self._reply(msg, P.error_message(exc))
            return
        kind = P.Kind(doc["kind"])
        if kind == P.Kind.PING:
            await self._reply(msg, P.message(P.Kind.PONG, seq=self._subject(tok).seq))
        elif kind in (P.Kind.HELLO, P.Kind.RESYNC):
            while self._dirty and self.running:  # the welcome follows the last update sent
                await self._publish()
            tail = doc.get("log", LOG_TAIL)
            await self._reply(msg, self._welcome(tok, None if tail == "all" else tail))
        elif kind == P.Kind.BYE:
            self._seen.pop(tok, None)
            self._spawn(self._check_status())
        elif kind == P.Kind.CHAT:
            await self._reply(msg, await self._chat(tok, doc))
        elif P.is_spectator_token(tok):
            await self._reply(msg, P.error(P.ErrorCode.NOT_SEAT, "a spectator can't act on "
                                           "the game"))
        elif kind == P.Kind.UNDO:
            await self._reply(msg, await self._undo(tok))
        elif kind == P.Kind.COMMAND:
            await self._reply(msg, await self._command(tok, doc))
        elif kind == P.Kind.QUERY:
            await self._reply(msg, self._query(tok, doc))

    async def _reply(self, msg: Any, doc: dict) -> None:
        if not msg.reply or self._nc is None:
            return
        try:
            data = P.encode(doc, pack=True)
        except P.ProtocolError as exc:
            log.error("a reply too large to send: %s", exc.message)
            data = P.encode(P.error_message(exc))
        await self._nc.publish(msg.reply, data)

    def _subject(self, tok: str) -> _Seat:
        return self._views["public" if P.is_spectator_token(tok) else tok]

    def _result(self, tok: str, cid: Any, ok: bool, verdicts: list | None = None,
                reason: str | None = None, **extra: Any) -> dict:
        return P.message(P.Kind.RESULT, id=cid, ok=ok, verdicts=verdicts or [],
                         seq=self._subject(tok).seq, reason=reason, **extra)

    async def _command(self, tok: str, doc: dict) -> dict:
        seat = self.net.seats[tok]
        cid = doc["id"]
        raw = doc["command"]
        kind = raw.get("kind")
        if kind in HOST_ONLY:
            return self._refuse(tok, cid, raw, f"only the host may give a {kind!r} command"
                                + ("; ask the host for undo with an undo request"
                                   if kind == TAKE_BACK else ""))
        try:
            translated, back = self._translate(tok, raw, doc.get("seq"))
            cmd = parse_command(translated)
        except (CommandError, KeyError) as exc:
            return self._refuse(tok, cid, raw, str(exc).strip("'\""))
        out = self.game.apply(cmd, seat)
        st = self.game.state
        verdicts = [scrub(v.to_dict(), back)
                    for v in verdicts_for(st, seat, cmd.cards, out.verdicts)]
        if not out.ok:
            self._record_refusal(seat, raw, [v["id"] for v in verdicts])
            reason = next((v["sentence"] for v in verdicts if v["outcome"] == "REFUSE"),
                          "the rules refused this action")
            return self._result(tok, cid, False, verdicts, reason)
        self._sync_journal()
        await self._publish()  # (the journal is on disk before anyone hears of it)
        if out.result == Result.REQUESTED:  # nothing done yet: the seat asked waits for it
            asked: dict = next((e.data for e in out.events if e.kind == REQUESTED), {})
            return self._result(tok, cid, True, verdicts, result=str(out.result),
                                request=asked.get("id"), to=asked.get("to"))
        return self._result(tok, cid, True, verdicts, result=str(out.result))

    def _query(self, tok: str, doc: dict) -> dict:
        """A question to the rules (`QUERY_KINDS`: the turn-up routes of a card), judged as the
        seat with `game.check` (nothing changes, nothing is logged or journaled); the answer
        names cards by the seat's ids and says only what the seat may know: routes only for a
        face-down permanent the seat controls (as the hot-seat menu), verdicts as
        `verdicts_for` lets the seat read them."""
        seat = self.net.seats[tok]
        qid, raw = doc["id"], doc["command"]

        def answer(ok: bool, verdicts: list | None = None, reason: str | None = None,
                   routes: list | None = None) -> dict:
            return P.message(P.Kind.ANSWER, id=qid, ok=ok, verdicts=verdicts or [],
                             seq=self._subject(tok).seq, reason=reason, routes=routes or [])
        if raw.get("kind") not in QUERY_KINDS:
            return P.error(P.ErrorCode.MALFORMED, "a query asks one of: "
                           + ", ".join(QUERY_KINDS))
        if raw.get("player") != seat:
            return answer(False, reason="a query is asked as your own seat")
        try:
            translated, back = self._translate(tok, raw, doc.get("seq"))
            cmd = parse_command(translated)
        except (CommandError, KeyError) as exc:
            return answer(False, reason=str(exc).strip("'\""))
        st = self.game.state
        judged = self.game.check(cmd, seat)
        said = [scrub(v.to_dict(), back)
                for v in verdicts_for(st, seat, cmd.cards, judged.verdicts)]
        if judged.result == Result.REFUSED:
            reason = next((v["sentence"] for v in said if v["outcome"] == "REFUSE"),
                          "the rules refused this question")
            return answer(False, said, reason)
        # the whole menu: every route with its cost, or why not (the seat's own face-down
        # permanents only: for any other card, none, since the costs would tell what it is)
        ids = self._ids_of(tok, doc.get("seq"))
        out = []
        for r in seat_routes(st, seat, st.cards.get(getattr(cmd, "card", ""))):
            pay = ids.get(r.pay_with) if r.pay_with else None
            out.append({"route": r.route, "cost": r.cost, "legal": r.legal, "pay_with": pay,
                        "verdicts": [scrub(v.to_dict(), {**back, r.pay_with: pay}
                                           if r.pay_with and pay else back)
                                     for v in verdicts_for(st, seat, cmd.cards, r.verdicts)]})
        return answer(True, said, routes=out)

    def _ids_of(self, tok: str, seq: Any) -> dict[str, str]:
        """The model's card ids -> the seat's ids of view `seq` (else of the last view)."""
        sv = self._views[tok]
        ids = sv.maps.get(seq) if isinstance(seq, int) else None
        if ids is None and sv.maps:
            ids = next(reversed(sv.maps.values()))
        return {cid: x for x, cid in (ids or {}).items()}

    def _refuse(self, tok: str, cid: Any, raw: dict, reason: str) -> dict:
        self._record_refusal(self.net.seats.get(tok), raw, [], reason)
        return self._result(tok, cid, False, [], reason)

    def _record_refusal(self, seat: str | None, raw: dict, verdicts: list[str],
                        reason: str | None = None) -> None:
        rec = {"op": J.REFUSED, "actor": seat, "command": raw, "verdicts": verdicts,
               "reason": reason, "position": len(self.game.log)}
        self.refused.append(rec)
        del self.refused[:-1000]
        self.journal.append(rec, sync=False)
        log.info("refused %s from %s: %s", raw.get("kind"), seat, reason or verdicts)

    def _translate(self, tok: str, raw: dict, seq: Any) -> tuple[dict, dict[str, str]]:
        """The command with the card ids of the seat's view (`x3`) turned into the model's,
        and the way back (model id -> the seat's id, to say the verdicts in the seat's ids).
        KeyError (said as "no card ...") for an id the seat was not shown."""
        sv = self._views[tok]
        if not sv.maps:
            raise KeyError("no view was sent to this seat yet")
        ids = sv.maps.get(seq) if isinstance(seq, int) else None
        if ids is None:
            ids = next(reversed(sv.maps.values()))
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

    async def _undo(self, tok: str) -> dict:
        seat = self.net.seats[tok]
        game = self.game
        i = live_tail(game.log)
        if i is None or game.log[i].actor != seat:
            return self._refuse(tok, None, {"kind": "undo"}, "only your own last action can "
                                "be undone, and the last action was not yours")
        entry = game.log[i]
        if seeing_kind(entry) in SEEING and undo_forgets(game, entry):
            return self._refuse(tok, None, {"kind": "undo"}, "this action showed a card to a "
                                "player (a draw, a look, a search or a reveal): what was seen "
                                "stays seen, so it can't be undone")
        out = game.apply(TakeBack(i), seat)
        if not out.ok:
            reason = out.reason.sentence if out.reason else "the rules refused the undo"
            return self._refuse(tok, None, {"kind": "undo"}, reason)
        self._sync_journal()
        await self._publish()
        return self._result(tok, None, True, [v.to_dict() for v in out.verdicts])

    async def _chat(self, tok: str, doc: dict) -> dict:
        if P.is_spectator_token(tok) and not self.net.spectators_chat:
            return P.error(P.ErrorCode.NOT_SEAT, "the host turned the spectators' chat off")
        if not self._chat_buckets.take(tok):
            return P.error(P.ErrorCode.RATE, "too many chat messages: wait a moment")
        text = P.clean_chat(doc["text"])  # (checked by parse_message already)
        self.post_chat(self.net.seats.get(tok) or f"spectator {tok[1:]}", text)
        await self._publish()
        return self._result(tok, None, True)

    def post_chat(self, sender: str, text: str) -> dict:
        """Add a chat message (the host's own, or a seat's) to the table; published with the
        next update. Raises ProtocolError for an empty or too long message."""
        text = P.clean_chat(text)
        # logged with the game, as a hot-seat table's chat: the model's `chat` command (a line
        # of every seat's journal, saved, replayed and exported; it changes nothing on the
        # table and undo steps over it)
        seat = sender if sender in self.game.state.players else None
        said = self.game.apply(Chat(text=text, player=seat) if seat is not None else
                               Chat(text=text, spectator=sender), seat)
        if not said.ok:
            raise P.ProtocolError(P.ErrorCode.MALFORMED, said.reason.sentence if said.reason
                                  else "the rules refused this chat line")
        self._sync_journal()  # (a log entry like any other: journaled, saved, replayed)
        msg = self.chat_messages()[-1]
        self._dirty = True
        if self.running and (self._publishing is None or self._publishing.done()):
            self._publishing = self._spawn(self._publish())
        return msg

    def chat_messages(self) -> list[dict]:
        """The table's chat, in order: `{"n", "from", "text", "position"}` for each chat line
        of the game log (read on from where it was last read)."""
        log_ = self.game.log
        upto, last, lines = self._chat_read
        if upto > len(log_) or (upto and log_[upto - 1] is not last):  # cut back: read again
            upto, lines = 0, []
        for i in range(upto, len(log_)):
            for ev in log_[i].events:
                if ev.kind == SAID:
                    d = ev.data
                    lines.append({"n": len(lines), "from": d.get("player") or d.get("spectator"),
                                  "text": d.get("text"), "position": i})
        self._chat_read = (len(log_), log_[-1] if log_ else None, lines)
        return lines

    # -- publishing --
    def _welcome(self, tok: str, tail: int | None = LOG_TAIL) -> dict:
        """The full current view; the log's last `tail` lines (None: all of them)."""
        sv = self._subject(tok)
        board, library, ids, board_ids = self._board(sv)
        self._remember(sv, ids)  # the welcome's view stands for seq (the next update: seq + 1)
        sv.board_ids = board_ids
        lines = self._lines(sv)
        start = 0 if tail is None else max(0, len(lines) - tail)
        return P.message(P.Kind.WELCOME, seat=sv.player, game=self.net.game, seq=sv.seq,
                         position=len(self.game.log), players=list(self.game.state.players),
                         view=board, library=library,
                         log=remap_lines(copy_lines(lines[start:]), board_ids), log_from=start,
                         chat=list(self.chat_messages()), seats=self.seat_status(),
                         you={"token": tok, "name": sv.player}, pregame=self._pregame(sv),
                         requests=self._requests(sv), trust=self.game.state.trust)

    def _pregame(self, sv: _Seat) -> dict | None:
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

    def _board(self, sv: _Seat) -> tuple[dict, list[dict], dict[str, str], dict[str, str]]:
        """The seat's board (as its export's), the library cards it knows (ids numbered on
        after the board's), all the ids sent (view id -> x id) and the board's alone; built
        once per change of the game (a resync of a large game reuses the last update's)."""
        board, library, ids, board_ids, _ = self._built(sv)
        return board, library, ids, board_ids

    def _requests(self, sv: _Seat) -> list[dict]:
        """The pending requests as the seat may see them, in the ids of its board."""
        return self._built(sv)[4]

    def _built(self, sv: _Seat) -> tuple[dict, list[dict], dict[str, str], dict[str, str],
                                         list[dict]]:
        if sv.cache is not None and sv.cache[0] == self._version:
            return sv.cache[1]
        view = view_for(self.game, sv.player)
        board, board_ids = board_for(self.game, sv.player, view)
        ids = dict(board_ids)
        library = []
        n = len(ids)
        for o in view.library_known:
            n += 1
            ids[o.id] = f"x{n}"
            d = {k: getattr(o, k) for k in OBJECT_FIELDS}
            d["id"] = ids[o.id]
            library.append(d)
        built = (board, library, ids, board_ids, wire_requests(view.requests, ids))
        sv.cache = (self._version, built)
        return built

    def _remember(self, sv: _Seat, ids: dict[str, str]) -> None:
        """Keep the seat's map from the ids it was sent to the model's card ids."""
        if sv.player is None:
            return
        st = self.game.state
        by_obj = {f"o{c.obj}": cid for cid, c in st.cards.items()}
        sv.maps[sv.seq] = {x: by_obj[o] for o, x in ids.items() if o in by_obj}
        while len(sv.maps) > MAP_HISTORY:
            sv.maps.popitem(last=False)

    def _lines(self, sv: _Seat) -> list[dict]:
        if sv.journal is None:
            sv.journal = SeatJournal(self.game, sv.player)
        return sv.journal.lines()

    async def _publish(self, full: bool = False) -> None:
        """Send every subject its update (when the game, the chat or a status changed)."""
        if self._nc is None or not self.running:
            return
        sent = False
        async with self._lock:
            while self._dirty or full:
                self._dirty = full = False
                self._sync_journal()
                await self.journal.flush()  # acknowledged: on disk before anyone hears of it
                sent = True
                lines = self.chat_messages()
                chat = lines[self._chat_sent:]
                self._chat_sent = len(lines)
                status = self.seat_status()
                for sv in self._views.values():
                    await self._publish_to(sv, chat, status)
        if not sent:
            return
        self._maybe_save()
        if self.on_change is not None:
            try:
                self.on_change(self)
            except Exception:  # noqa: BLE001 - a window's refresh never stops the table
                log.exception("on_change")

    async def _publish_to(self, sv: _Seat, chat: list[dict], status: dict) -> None:
        board, library, ids, board_ids = self._board(sv)
        lines = self._lines(sv)
        start = sv.sent_lines if len(lines) >= sv.sent_lines else 0  # (0: the host undid)
        sv.sent_lines = len(lines)
        sv.seq += 1
        self._remember(sv, ids)
        # the lines sent before name objects by the ids of their time: how those ids read now
        renamed = {x: board_ids.get(o) for o, x in sv.board_ids.items()
                   if board_ids.get(o) != x}
        sv.board_ids = board_ids
        view: dict | None = board
        diff: dict | None = None
        cards: list[dict] | None = library
        if sv.sent is not None and sv.sent[0] == self._version:
            view = cards = None  # only the chat or the seats' status changed
        elif sv.sent is not None:
            diff = P.board_diff(sv.sent[1], sv.sent[2], board, list(board_ids))
            if diff is not None:
                view = None
        sv.sent = (self._version, board, list(board_ids))
        doc = P.message(P.Kind.UPDATE, seq=sv.seq, position=len(self.game.log),
                        view=view, diff=diff, library=cards,
                        log=remap_lines(copy_lines(lines[start:]), board_ids),
                        log_from=start, renamed=renamed, chat=chat, seats=status,
                        pregame=self._pregame(sv), requests=self._requests(sv),
                        trust=self.game.state.trust)
        subject = (P.public_subject(self.net.game) if sv.token == "public"
                   else P.view_subject(self.net.game, sv.token))
        try:
            data = P.encode(doc, pack=True)
        except P.ProtocolError as exc:
            log.error("the view of %s is too large to send: %s", sv.token, exc.message)
            return
        await self._nc.publish(subject, data)

    def _maybe_save(self) -> None:
        if len(self.game.log) - self._saved_len >= SAVE_EVERY_ENTRIES or (
                len(self.game.log) != self._saved_len
                and time.monotonic() - self._last_save >= self.save_every):
            self.save()

    def seat_status(self) -> dict[str, str]:
        """Each player's status: connected (heard from lately, or played by the host) or
        disconnected."""
        now = time.monotonic()
        out = {}
        for i, p in enumerate(self.game.state.players):
            tok = P.seat_token(i)
            if tok not in self.net.seats:
                out[p] = str(P.SeatStatus.CONNECTED)  # the host's own
                continue
            seen = self._seen.get(tok)
            ok = seen is not None and now - seen < self.heartbeat_timeout
            out[p] = str(P.SeatStatus.CONNECTED if ok else P.SeatStatus.DISCONNECTED)
        return out

    async def _check_status(self) -> None:
        status = self.seat_status()
        if status != self._status:
            self._status = status
            self._dirty = True
            await self._publish()

    async def _watch(self) -> None:
        while self.running:
            await asyncio.sleep(1.0)
            await self._check_status()
            self._maybe_save()

    def _spawn(self, coro: Any) -> asyncio.Task:
        t = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(t)
        t.add_done_callback(self._tasks.discard)
        return t


def seeing_kind(entry: LogEntry) -> str | None:
    """The kind of action an entry carried out: its command's, or for an accepted request
    (`answer`) the kind of the action requested (a look at another's library accepted is a
    look: undoing it is judged as undoing the look would be)."""
    kind = entry.command.get("kind")
    if kind == "answer":
        return next((e.data.get("command") for e in entry.events
                     if e.kind == "request_answered" and e.data.get("accept")), kind)
    return kind


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


def scrub(doc: Any, back: dict[str, str]) -> Any:
    """`doc` (a verdict's dict) with the model's card ids in its text and parameters said as
    the seat's ids (`back`): a seat never learns a model id, which would follow a card across
    hidden moves."""
    if not back:
        return doc
    pattern = re.compile(r"(?<![\w#-])(" + "|".join(
        re.escape(k) for k in sorted(back, key=len, reverse=True)) + r")(?![\w-])")

    def walk(v: Any) -> Any:
        if isinstance(v, str):
            return pattern.sub(lambda m: back[m.group(1)], v)
        if isinstance(v, dict):
            return {k: walk(x) for k, x in v.items()}
        if isinstance(v, (list, tuple)):
            return [walk(x) for x in v]
        return v
    return walk(doc)


tls_context, describe = P.tls_context, P.describe
