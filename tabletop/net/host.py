"""The host: the one authoritative game of a network table, served over NATS.

    net = NetState.new(game, seats=["Alice", "Bob"], spectators=1, users=users)
    host = Host(game, net, folder, url="nats://127.0.0.1:4222", on_change=refresh)
    await host.start()          # connects as the host user, publishes every seat's view
    ...                         # seats send commands; the host judges, applies, answers
    host.sync()                 # after the host's own (in-process) change to the game
    invite = await host.remove_seat("p1")   # new credentials for that seat (old ones stop)
    await host.stop()           # saves the game and its net state, disconnects

The game is an ordinary `Game` (model, rules, log), run through the host's `session.Table`
(`host.table`): each seat's command runs with that seat as the actor, as the app runs a
player's, and a seat's undo is the table's (exact when no one forgets a card, else a logged
take-back), of its own last action since the host started, when nobody acted since. Seats
name cards by their view's ids (`x3`), mapped back for that seat only. Each seat is sent only
its redacted view (`storage.review.board_for`, the "board" of `tabletop export`), the library
cards it knows, its own journal lines and the chat; spectators, public information only.

Seat authority is the rules' (`rules.authority`): a seat's command on another seat's things
becomes a request (`Result.REQUESTED`), answered to the seat as such (`ok`, `"result":
"requested"`, `request`: its number, `to`: the seat asked) and published; every message a seat
or the spectators get carries the pending requests as they may see them (`requests`: the view's
`GameView.requests` with its view ids turned into the ids of that same message, `wire_requests`).
The seat asked answers with the model's `answer` command, the asker may `withdraw`: ordinary
commands; an accepted answer is that seat's entry like any other for its undo.

The host listens to the game (every change: the seats' through its table, and its own window's
beside it) to journal and publish: every change to the log is written to the journal
(`net.journal`) before anyone hears of it, the views are published at once, and the seat whose
command it was is acknowledged only once the journal's sync holds it (one sync for the commands
that arrived together: publish, then make durable, then acknowledge); the whole game is saved
to `folder/game.json` now and then and on `stop()`, with the net state (game id, users,
passwords, chat) in `folder/net.json`: `Host.resume(folder)` (and `tabletop host --open
folder/game.json`) takes the game up again with the same invites, even after the host was
killed (`recover=True`, `--recover`: from a damaged journal, up to its last good line). Saving,
and what happens when the disk fails (the host pauses, tells every seat, takes back what it
could not save, and goes on by itself once it can save again), is `net.durability`
(`host.saver`). `on_change(host)` is called after every change the host published (and when it
pauses or goes on), so an in-process window (the host plays too) can refresh.

The collector: a host process holds every hosted game's state (the model, its log, each
seat's view), objects that live as long as their game, and the cyclic garbage collector's full
passes walk all of them while no game answers (with 100 games on one host, passes of up to
330 ms: the tail of the commands' latency, issue 28). So `start()` sets everything alive then
aside from those passes (`gc.freeze()`, a list splice); `stop()` gives it all back
(`gc.unfreeze()`), so the next full pass frees what a stopped game left, and the next start
sets the running games aside again. Objects made meanwhile are collected as usual; those set
aside are still freed by their reference counts.

On a hub (`tabletop.hub.worker`) the host runs on the hub's server with its journal on
JetStream (`journal=`: `hub.jsjournal`, the file journal's interface), stamps every message
with the match's game number besides its `run` (`stamp`; every host stamps its run: a seat
takes another run's welcome whole), and acts only while `in_charge()` (while its worker
surely holds the game's lease: a worker paused past it answers no seat and publishes nothing);
`fields()` adds fields to every welcome and update as it is sent (the worker's chess clock,
`hub.timekeeper`).

This module is the host's life cycle and NATS wiring (requests, replies, updates, rate limits,
heartbeats, saving); what a seat is sent is `net.views`, how its command, query or undo is judged
`net.judge`, which connection holds a seat `net.conns`, the net state `net.netstate`.

Pure Python, asyncio, nats-py; no Qt.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.model import limits as L
from tabletop.model.commands import Chat
from tabletop.model.game import Game, How
from tabletop.session.table import Table
from tabletop.storage.codec import SaveError
from tabletop.storage.files import load_game, private_folder
from tabletop.storage.review import wire_requests

from . import durability as D
from . import protocol as P
from .conns import Connections
from .errors import NetError
from .judge import HOST_ONLY, REQUESTED, Ack, Judge, scrub
from .netstate import (
    GAME_FILE,
    NET_FILE,
    NET_STATE_FORMAT,
    NetState,
    autosave_place,
)
from .ratelimit import Buckets
from .views import LOG_TAIL, MAP_HISTORY, ChatLog, SeatView, Views, copy_lines

__all__ = ["GAME_FILE", "HOST_ONLY", "MAP_HISTORY", "NET_FILE", "NET_STATE_FORMAT", "REQUESTED",
           "Host", "NetState", "SeatView", "autosave_place", "copy_lines", "scrub",
           "wire_requests"]  # (re-exported: where these names used to live)

log = logging.getLogger("tabletop.net.host")

HEARTBEAT_TIMEOUT = 15.0  # a seat not heard from for this long shows as disconnected


class Host:
    """See the module's docstring."""

    def __init__(self, game: Game, net: NetState, folder: str | os.PathLike, *, url: str,
                 user: str | None = None, password: str | None = None,
                 certificate: str | None = None, credentials: str | None = None,
                 on_change: Callable[[Host], None] | None = None,
                 save_every: float = D.SAVE_EVERY_SECONDS, journal_sync: bool = True,
                 heartbeat_timeout: float = HEARTBEAT_TIMEOUT, server: Any = None,
                 journal: Any = None, stamp: dict | None = None,
                 in_charge: Callable[[], bool] | None = None,
                 fields: Callable[[], dict] | None = None) -> None:
        self.game, self.net, self.url = game, net, url
        self.folder = private_folder(Path(folder).resolve())  # every hidden card, passwords
        creds = net.users[P.HOST_TOKEN]
        self.user = user or creds["user"]
        self.password = password or creds["password"]
        self.certificate = certificate
        self.credentials = credentials  # a NATS credentials file (`--creds`), else the password
        self.on_change = on_change
        self.heartbeat_timeout = heartbeat_timeout
        self.server = server  # the EmbeddedServer (or Cluster) whose users `remove_seat` sets
        self.table = Table(game)  # the seats' commands and undos (see the module's docstring)
        self.saver = D.Saver(game, self.folder, net, sync=journal_sync, save_every=save_every,
                           on_change=self._paused_or_not,
                           on_rollback=self.table.forget_history, journal=journal)
        # in every message sent: this host's run (a seat takes a welcome of another run whole,
        # whatever its seq: the game resumed elsewhere, or the next game of a match) and
        # `stamp`'s fields (the hub's worker: the match's game number)
        self.stamp = {"run": secrets.token_hex(6), **(stamp or {})}
        # whether this host may still act for the game (a hub worker: while it surely holds
        # the game's lease); when not, it answers nothing and publishes nothing
        self.in_charge = in_charge or (lambda: True)
        # fields added to every welcome and update as it is sent (the hub's worker: the chess
        # clock, measured at that moment), besides `stamp`'s
        self.fields = fields
        self.journal = self.saver.journal
        self.saved = False  # whether the last save of `stop()` succeeded
        self.recovered: str | None = None  # what `resume(recover=True)` left out, if any
        self._nc: Any = None
        self._subs: list[Any] = []
        self._views = Views(game, net)  # what each seat (and the spectators) is sent
        self._buckets = Buckets(L.NET_COMMAND_RATE, L.NET_COMMAND_BURST)  # per seat: requests
        self._chat_buckets = Buckets(L.NET_CHAT_RATE, L.NET_CHAT_BURST)  # ... and chat messages
        self._seen: dict[str, float] = {}  # when each seat's current connection was heard
        self._heard: dict[str, float] = {}  # ... when each seat was last heard at all (`away`)
        self._started = time.monotonic()
        self._conns = Connections()  # ... which one that is (one per seat: `net.conns`)
        self._status: dict[str, str] = {}
        self._unsub: Callable[[], None] | None = None
        self._dirty = False
        self._publishing: asyncio.Task | None = None
        self._soon = False  # a publish is asked for the event loop's next turn
        self._tasks: set[asyncio.Task] = set()
        self._chat_log = ChatLog(game)
        self._chat_sent = len(self.chat_messages())
        self._lock = asyncio.Lock()
        self._judge = Judge(self.table, net, self._views, self.saver, self._commit,
                            self._buckets)
        self.refused = self._judge.refused  # refused commands, for the record (and journaled)
        self.replacing: set[str] = set()  # seats whose invite is being replaced (net.reissue)
        self.running = False

    # -- life cycle --
    @classmethod
    def resume(cls, folder: str | os.PathLike, *, recover: bool = False, **kw: Any) -> Host:
        """The host of a game hosted before (`folder/game.json` + `net.json` + the journal),
        the journal's entries put back on the saved game: `J.JournalDamaged` for a damaged
        line (not the last), or with `recover` up to the line before it (`recovered` says
        what that left out; the journal is kept beside as `game.journal.damaged`). `kw`: as
        for `Host()` (url...)."""
        folder = Path(folder)
        net = NetState.load(folder / NET_FILE)
        try:
            game = load_game(folder / GAME_FILE)
        except SaveError as exc:
            raise NetError("; ".join(exc.problems[:3])) from None
        recovered = D.replay_journal(game, folder, recover)
        host = cls(game, net, folder, **kw)
        host.recovered = recovered
        return host

    async def start(self, timeout: float = 10.0) -> None:
        """Connect to the server as the host and start answering; writes the save and net
        state at once (so a crash from here on resumes), publishes every view. `timeout`:
        how long to keep trying to connect (NetError then)."""
        if not self.saver.save():  # the game and its net state first: a crash resumes
            raise NetError(f"can't save the game in {self.folder}: {self.saver.failure}")
        auth: dict[str, Any] = ({"user_credentials": self.credentials} if self.credentials
                                else {"user": self.user, "password": self.password})
        self._nc = await P.connect(
            self.url, timeout, what=f"the NATS server at {self.url}", patient=True,
            name=f"tabletop host {self.net.game}", tls=P.tls_context(self.certificate),
            inbox_prefix=P.inbox_prefix(self.net.game, P.HOST_TOKEN).encode(), **auth)
        for tok in self.net.tokens:
            sub = await self._nc.subscribe(P.cmd_subject(self.net.game, tok),
                                           cb=self._handler(tok),
                                           pending_msgs_limit=2000,
                                           pending_bytes_limit=64 * 1024 * 1024)
            self._subs.append(sub)
        self._unsub = self.game.subscribe(self._on_events)
        self.running = True
        self._started = time.monotonic()
        self._spawn(D.supervise("connection tracker and saver", self._watch,
                              lambda: self.running))
        await self._publish(full=True)
        await self._nc.flush()
        gc.freeze()  # (see "The collector" in the module's docstring)

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
        self.saved = await self.saver.close()
        gc.unfreeze()  # (this game's state is the collector's again)
        nc, self._nc = self._nc, None
        if nc is not None:
            with contextlib.suppress(Exception):  # (a connection that broke: closed anyway)
                if nc.is_connected:
                    await asyncio.wait_for(nc.drain(), 2.0)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(nc.close(), 2.0)

    def save(self) -> Path:
        """Write the whole game and the net state; the journal starts over (a failure pauses
        the host: `saver.paused`)."""
        self.saver.save()
        return self.folder / GAME_FILE

    # -- the host's own changes --
    def sync(self, events: list | None = None) -> None:
        """After any change to the game made in this process (the host playing): journal it
        and publish the views (built whole again: the change was not seen). Also called for
        every change the game notifies, with its `events` (the views follow those)."""
        self.saver.write()
        self._views.changed(events)
        self._dirty = True
        self._publish_soon()

    def _publish_soon(self) -> None:
        """Have what changed published from the event loop's next turn, unless it was by then
        (a seat's command publishes its change at once: `_commit`) or a publish is under way
        (its loop takes what changed meanwhile)."""
        if self.running and not self._soon:
            self._soon = True
            asyncio.get_running_loop().call_soon(self._publish_now)

    def _publish_now(self) -> None:
        self._soon = False
        if self.running and self._dirty and (self._publishing is None
                                             or self._publishing.done()):
            self._publishing = self._spawn(self._publish())

    def _on_events(self, events: list, how: How) -> None:
        self.sync(events)  # any change: the seats' (through `self.table`) and the host's own

    def _paused_or_not(self) -> None:
        """The host can't save (or can again): every seat is told, the views published."""
        if self.running:
            self._spawn(self._tell())

    async def _tell(self) -> None:
        doc = P.message(P.Kind.NOTICE, text=self.saver.notice or D.RESUMED_NOTICE,
                        paused=self.saver.paused)
        for sv in self._views.values():
            await self._send(self._views.subject_name(sv), doc)
        await self._publish(full=True)

    async def remove_seat(self, tok: str) -> P.Invite:
        """Give seat (or spectator) `tok` new credentials and return its new invite: the old
        invite stops working at once (its connection told why, then closed), the others go on
        (`net.reissue`). With a `server`, its users are set here (a config reload); on an
        existing deployment (`--server`) the operator installs the new `users()`."""
        from .reissue import reissue
        return await reissue(self, tok)

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
            if msg.reply and not P.own_inbox(msg.reply, self.net.game, tok):  # never answered
                return log.warning("%s: a request naming another's subject, dropped", tok)
            if not self.in_charge():  # (another host runs the game now, or soon will)
                return None
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
        if tok in self.replacing:  # the old invite's last words (net.reissue)
            await self._reply(msg, P.error(P.ErrorCode.REPLACED, "your invite was replaced by "
                                           "the host"))
            return
        if not self._buckets.take(tok):
            await self._reply(msg, P.error(P.ErrorCode.RATE, "too many requests: wait a "
                                           "moment before sending more"))
            return
        try:
            doc = P.parse_message(msg.data, expect=P.REQUESTS)
            gone = self._conns.admit(tok, doc)  # (refused: another connection holds the seat)
        except P.ProtocolError as exc:
            await self._reply(msg, P.error_message(exc))
            return
        if gone is not None:  # a hello took the seat over: the connection it replaced is told
            await self._send(P.view_subject(self.net.game, tok), self._conns.notice(tok, gone))
        self._seen[tok] = self._heard[tok] = time.monotonic()
        if self._status.get(tok) != P.SeatStatus.CONNECTED:
            self._spawn(self._check_status())
        kind = P.Kind(doc["kind"])
        if kind == P.Kind.PING:
            await self._reply(msg, P.message(P.Kind.PONG, seq=self._views.subject(tok).seq))
        elif kind in (P.Kind.HELLO, P.Kind.RESYNC):
            while self._dirty and self.running and self.in_charge():  # (the welcome follows
                await self._publish()  # the last update sent)
            tail = doc.get("log", LOG_TAIL)
            await self._reply(msg, self._views.welcome(
                tok, None if tail == "all" else tail, list(self.chat_messages()),
                self.seat_status(), notice=self.saver.notice, paused=self.saver.paused))
        elif kind == P.Kind.BYE:
            self._seen.pop(tok, None)
            self._spawn(self._check_status())
        elif kind == P.Kind.CHAT:
            await self._reply(msg, await self._chat(tok, doc))
        elif P.is_spectator_token(tok):
            await self._reply(msg, P.error(P.ErrorCode.NOT_SEAT, "a spectator can't act on "
                                           "the game"))
        elif kind == P.Kind.UNDO:
            await self._answer(msg, await self._judge.undo(tok))
        elif kind == P.Kind.COMMAND:
            await self._answer(msg, await self._judge.command(tok, doc))
        elif kind == P.Kind.QUERY:
            await self._reply(msg, self._judge.query(tok, doc))

    async def _answer(self, msg: Any, out: dict | Ack) -> None:
        """Reply now, or for a change made (published already), once the journal's sync holds
        it: in a task of its own, so the seat's next commands are taken meanwhile and share
        that sync."""
        if isinstance(out, Ack):
            self._spawn(self._acknowledge(msg, out))
        else:
            await self._reply(msg, out)

    async def _acknowledge(self, msg: Any, ack: Ack) -> None:
        try:
            doc = await self._judge.finish(ack)
        except asyncio.CancelledError:
            raise
        except Exception:  # a bug: said in the host's log, the host goes on
            log.exception("acknowledging a command")
            doc = P.error(P.ErrorCode.MALFORMED, "the host could not handle this request")
        await self._reply(msg, doc)

    async def _reply(self, msg: Any, doc: dict) -> None:
        if not msg.reply or self._nc is None:
            return
        try:
            data = P.encode(self._stamped(doc), pack=True)
        except P.ProtocolError as exc:
            log.error("a reply too large to send: %s", exc.message)
            data = P.encode(P.error_message(exc))
        await self._nc.publish(msg.reply, data)

    async def _chat(self, tok: str, doc: dict) -> dict:
        if P.is_spectator_token(tok) and not self.net.spectators_chat:
            return P.error(P.ErrorCode.NOT_SEAT, "the host turned the spectators' chat off")
        if not self._chat_buckets.take(tok):
            return P.error(P.ErrorCode.RATE, "too many chat messages: wait a moment")
        if self.saver.paused:
            return self.saver.refusal()
        epoch = self.saver.epoch
        try:  # (the text was checked by parse_message already)
            said = self.post_chat(self.net.seats.get(tok) or f"spectator {tok[1:]}",
                                  doc["text"])
        except P.ProtocolError as exc:
            return P.error_message(exc)
        entry = self.game.log[said["position"]]
        await self._publish()
        await self.saver.durable()
        if not self.saver.kept(epoch, entry):
            return self.saver.refusal()
        return self._judge.result(tok, None, True)

    def post_chat(self, sender: str, text: str) -> dict:
        """Add a chat message (the host's own, or a seat's) to the table; published with the
        next update. Raises ProtocolError for an empty or too long message, or while the host
        can't save (code `paused`)."""
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
        self.saver.write()  # (a log entry like any other: journaled, saved, replayed)
        if self.saver.paused:  # (not written: taken back)
            self.saver.roll_back()
            raise P.ProtocolError(P.ErrorCode.PAUSED, self.saver.refusal()["message"])
        msg = self.chat_messages()[-1]
        self._dirty = True
        self._publish_soon()
        return msg

    def chat_messages(self) -> list[dict]:
        """The table's chat, in order: `{"n", "from", "text", "position"}` for each chat line
        of the game log."""
        return self._chat_log.messages()

    # -- publishing --
    async def _publish(self, full: bool = False, sync: bool = True) -> None:
        """Send every subject its update (when the game, the chat or a status changed); then
        have what was written made durable (`sync`: unless the caller waits for that itself)."""
        if self._nc is None or not self.running or not self.in_charge():
            return
        sent = False
        async with self._lock:
            while self._dirty or full:
                self._dirty = full = False
                self.saver.write()  # journaled (written) before anyone hears of it, or taken
                self.saver.roll_back()  # back; on disk soon after (`durable`): acknowledged then
                sent = True
                lines = self.chat_messages()
                chat = lines[self._chat_sent:]
                self._chat_sent = len(lines)
                status = self.seat_status()
                for sv in self._views.values():
                    await self._send(*self._views.update(sv, chat, status))
        if not sent:
            return
        if sync and self.saver.unsynced:  # (every change is synced, a seat's or the host's)
            self._spawn(self.saver.durable())
        self.saver.tick()
        if self.on_change is not None:
            try:
                self.on_change(self)
            except Exception:  # noqa: BLE001 - a window's refresh never stops the table
                log.exception("on_change")

    def _stamped(self, doc: dict) -> dict:
        """`doc` with this host's stamp (and `fields()` for a welcome or an update)."""
        if self.fields is not None and doc.get("kind") in (P.Kind.WELCOME, P.Kind.UPDATE):
            return {**doc, **self.stamp, **self.fields()}
        return {**doc, **self.stamp}

    async def _send(self, subject: str, doc: dict) -> None:
        try:
            data = P.encode(self._stamped(doc), pack=True)
        except P.ProtocolError as exc:
            log.error("the view for %s is too large to send: %s", subject, exc.message)
            return
        await self._nc.publish(subject, data)

    async def _commit(self) -> None:
        """A seat's change to the game: journaled and published (or taken back); the judge's
        answer waits until it is on disk (`Judge.finish`: that sync is the one it needs)."""
        self.saver.write()
        await self._publish(sync=False)

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

    def away(self, tok: str) -> float:
        """Seconds since seat `tok` was last heard from (its goodbye included), or since the
        host started if it never was."""
        return time.monotonic() - self._heard.get(tok, self._started)

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
            self.saver.tick()

    def _spawn(self, coro: Any) -> asyncio.Task:
        t = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(t)
        t.add_done_callback(self._tasks.discard)
        t.add_done_callback(D.report_failure)  # (a task that failed is said in the host's log)
        return t
