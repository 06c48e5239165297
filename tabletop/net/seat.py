"""A seat (or a spectator) at a network table: connect with an invite, follow the host's views,
send commands.

    client = SeatClient(invite, on_update=refresh, on_message=record)
    welcome = await client.connect()       # NetError: a clear sentence (exit status 3)
    result = await client.send({"kind": "draw", "player": "Bob", "n": 1})
    result["ok"], result["verdicts"], result["reason"]
    await client.undo(); await client.chat("ok"); await client.resync()
    await client.routes("x5")              # the turn-up menu of a face-down permanent (a query)
    client.asked()                         # the requests waiting for this seat's answer
    await client.send({"kind": "answer", "request": 3, "accept": True})
    await client.wait_until(lambda c: c.asked(), timeout=10)   # False: not within 10 s
    client.library_cards("Bob")            # the library cards this seat knows, top first
    client.board()                         # the current view as a SharedBoard (read-only)
    async for msg in client.updates(): ... # every welcome/update from then on, as it comes
    await client.close()

State kept from the host's messages (never anything else): `view` (the "board" object of a
redacted export), `library` (the library cards this seat knows, ids after the board's), `log`
(this seat's journal lines: the last 500 when it joined and every line since; `log_start` is
the number of the first; `resync(full_log=True)` takes all of them), `chat_messages`, `seats`
(player -> connected/disconnected), `seq`, `position`, `players`, and `host_online` (False
while the host does not answer: the table is read-only then), and `notice` and `paused`: the host's
word to the table when it can't save ("the host can't save: the disk is full; the game is
paused"; its commands are refused with code `paused` meanwhile) and when it goes on again
(`paused` False). Cards are named in commands by
the ids of `view`/`library` (`x3`); `send` tells the host which view (`seq`) those ids come
from.

`requests`: the requests waiting for an answer (one seat's action on another's things, see
`tabletop.rules.authority`), as the host's latest message gave them, a plain list of dicts:

    {"id": 3,                  # the number `answer` and `withdraw` name
     "by": "Bob", "to": "Ann", # who asks, who is asked (only "to" may answer)
     "kind": "move",           # the command asked for
     "details": {"to": "hand"},# its public fields (no card ids, never a hidden card's name)
     "objects": [{"object": "x7", "zone": "battlefield", "owner": "Ann", "marker": 1}],
     "hidden": True,           # accepting shows the asker a card its holder keeps hidden
     "source": None}           # the card whose effect asks, as an object of "objects"

A card of `objects` (and `source`) has `object`, its id in `view` (as a command names it), when
this seat's view shows it, with `name` when this seat may know the card and `marker` for a
face-down permanent; a card the seat does not see (a library, another's hand) is only its
`zone` and `owner`. `asked()` is the ones addressed to this seat. A command on another seat's
things is answered `ok` with `result` "requested" and `request` (its number): nothing changed
yet; the table changes when the seat asked accepts (`{"kind": "answer", "request": n, "accept":
true}`), and the asker may withdraw it (`{"kind": "withdraw", "request": n}`).

Callbacks (plain functions, called in the event loop): `on_message(msg)` for every message
received (welcome, update, result, pong, error), `on_update(client)` after the view, log, chat
or seats changed, `on_status(client)` when `host_online` changes or the connection ends.

`ended`: why this connection ended for good (a `protocol.ByeReason`; None while it goes on),
`ended_text()` says it: the host's `bye` (its invite was replaced, `Host.remove_seat`), or the
server closing the connection because the invite's password no longer works (the same: only a
new invite changes it). The client then stops: no reconnecting, every request a NetError.

One connection per seat (`net.conns`): each request carries this client's `conn`. When the same
invite is used by another window, the host tells this one; it then stops acting (`taken_over`:
the host's sentence; requests raise `Refused` with code `taken-over`, `host_online` stays False).

Sequence numbers: each update carries the seat's next `seq`; an update that skips one, a
reconnection, or the host coming back asks for a resync (the full view and log). Every message
of a host carries its `run` (one per host process and game): a message of another run (the
game taken up by another process, the hub's next game of a match) asks for a resync, and its
welcome is taken whole whatever its seq (`run`; `number`: the match's game number a hub's
host sends, else None).
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

from tabletop.storage.review import SharedBoard, facts_problem, shared_board

from . import protocol as P
from .errors import NetError

REQUEST_TIMEOUT = 10.0
CONNECT_TIMEOUT = 10.0
PING_EVERY = 5.0
ENDED: dict[str, str] = {str(P.ByeReason.REPLACED): "your invite was replaced by the host"}
CLOSED = "the host closed this connection"  # (a reason this version does not know)


class NetTimeout(NetError):
    """The host did not answer in time."""


class Refused(NetError):
    """The host refused a request with an error message (`code`: a protocol ErrorCode)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class SeatClient:
    """See the module's docstring."""

    def __init__(self, invite: P.Invite, *, on_message: Callable[[dict], None] | None = None,
                 on_update: Callable[[SeatClient], None] | None = None,
                 on_status: Callable[[SeatClient], None] | None = None,
                 timeout: float = REQUEST_TIMEOUT, heartbeat: float = PING_EVERY) -> None:
        self.invite = invite
        self.on_message, self.on_update, self.on_status = on_message, on_update, on_status
        self.timeout, self.heartbeat = timeout, heartbeat
        self.view: dict | None = None
        self.library: list[dict] = []
        self.log: list[dict] = []  # this seat's journal lines from line `log_start` on
        self.log_start = 0
        # the references to each view id in `log` (built when first needed): an update that
        # renames ids touches only theirs, not every line of a long game (issue 28)
        self._refs: dict[str, list[dict]] | None = None
        # the facts of the view's objects read as card facts already, by id (and kept, so an
        # id is not reused): an update's diff keeps the dicts of the objects it does not
        # change, so `board()` reads only the new ones, not the whole board's (issue 28)
        self._facts_read: dict[int, dict] = {}
        self.chat_messages: list[dict] = []
        self.pregame: dict | None = None  # the opening hands while in pregame (`pregame_of`)
        self.requests: list[dict] = []  # the pending requests (`requests_of`; see above)
        self.trust = False  # table trust (rules/authority.py), public
        self.priority: str | None = None  # who holds priority (rules/priority.py), public
        self.resolving = False  # a spell is resolving: nobody holds priority
        self.seats: dict[str, str] = {}
        self.players: list[str] = []
        self.seq = 0
        self.position = 0
        self.host_online = False
        self.notice: str | None = None  # the host's word to the table (a pause), if any
        self.paused = False
        self.run: str | None = None  # the host's run whose views these are (see below)
        self.number: int | None = None  # a hosted match's game number (the hub's), if any
        # a hosted game's chess clock as last received (`clock_left`), and when (monotonic)
        self.clock: dict | None = None
        self.clock_received = 0.0
        self._nc: Any = None
        self._sub: Any = None
        self._ids = 0
        # the welcomes and updates not yet taken by `updates()`: kept only while it runs (a
        # seat nobody iterates keeps none: every message of a long game, otherwise)
        self._queue: asyncio.Queue[dict | None] | None = None
        self._tasks: set[asyncio.Task] = set()
        self._changed: asyncio.Event | None = None
        self._resyncing = False
        self._early: list[dict] = []  # updates that came before the welcome
        self.closed = False
        self.conn = secrets.token_hex(8)  # this connection, in every request (`net.conns`)
        self.ended: str | None = None  # why the connection ended for good (see the docstring)
        self._taken_text = ""  # the host's sentence, when another connection took the seat
        self._welcomed = False  # (a connection that never was is a NetError of `connect`)
        self._closing: asyncio.Task | None = None

    @property
    def seat(self) -> str | None:
        return self.invite.seat

    @property
    def spectator(self) -> bool:
        return self.invite.spectator

    # -- connecting --
    async def connect(self) -> dict:
        """Connect to the server, subscribe to this seat's view, say hello; returns the welcome.
        NetError (a clear sentence) when the server can't be reached, the credentials are
        refused, or the host does not answer."""
        inv = self.invite
        self._changed = asyncio.Event()
        self._nc = await P.connect(
            inv.url, min(self.timeout, CONNECT_TIMEOUT), what=f"{inv.url}",
            user=inv.user, password=inv.password, name=f"tabletop {inv.label}",
            tls=P.tls_context(inv.certificate),
            inbox_prefix=P.inbox_prefix(inv.game, inv.token).encode(),
            reconnected_cb=self._on_reconnected, disconnected_cb=self._on_disconnected,
            closed_cb=self._on_closed)
        try:
            self._sub = await self._nc.subscribe(P.view_subject(inv.game, inv.token),
                                                 cb=self._on_view)
            await P.check_permitted(self._nc, inv.url)
            welcome = await self._request(P.message(P.Kind.HELLO))
        except BaseException:
            await self._close_nc()
            raise
        self._welcomed = True
        if self.heartbeat > 0:
            self._spawn(self._pinger())
        return welcome

    async def close(self) -> None:
        """Say goodbye (the others see this seat disconnected) and disconnect."""
        if self.closed:
            if self._closing is not None:  # (the connection ended: its closing is under way)
                await self._closing
            return
        self.closed = True
        if self._queue is not None:  # (an `updates()` under way ends)
            self._queue.put_nowait(None)
        for t in list(self._tasks):
            t.cancel()
        if self._nc is not None and self._nc.is_connected:
            with contextlib.suppress(Exception):
                await self._nc.publish(P.cmd_subject(self.invite.game, self.invite.token),
                                       P.encode(P.message(P.Kind.BYE, conn=self.conn)))
        await self._close_nc()

    async def _close_nc(self) -> None:
        nc, self._nc = self._nc, None
        if nc is None:
            return
        if nc.is_connected:  # what was sent goes out (a connection that is down: nothing)
            with contextlib.suppress(Exception):
                await nc.flush(timeout=0.5)
        try:
            await asyncio.wait_for(nc.close(), 2.0)
        except asyncio.CancelledError:
            # nats-py's close cancels its own waiters when the server is gone (a host killed
            # with its server): closing is done then; a cancel of this task goes on
            task = asyncio.current_task()
            if task is not None and task.cancelling():
                raise
        except Exception:  # noqa: BLE001 (a connection that can't close cleanly is closed)
            pass

    # -- requests --
    async def send(self, command: dict, seq: int | None = None) -> dict:
        """Send one command (the model's command JSON, cards named by the ids of view `seq`,
        default the current one); the host's result once its update is in (`view` then shows
        the command's effect)."""
        self._ids += 1
        msg = P.message(P.Kind.COMMAND, id=f"c{self._ids}", command=command,
                        seq=self.seq if seq is None else seq)
        result = await self._request(msg)
        await self._caught_up(result.get("seq"))
        return result

    async def query(self, command: dict, seq: int | None = None) -> dict:
        """Ask the rules a question (`protocol.QUERY_KINDS`: `{"kind": "routes", "player": me,
        "card": "x5"}`), judged by the host as this seat and never logged; the answer (`ok`,
        `verdicts`, `routes`: each `{"route", "cost", "legal", "pay_with", "verdicts"}`, cards
        named by the ids of view `seq`, default the current one). Refused (a malformed or
        too frequent query) or NetError (no answer)."""
        self._ids += 1
        return await self._request(P.message(P.Kind.QUERY, id=f"q{self._ids}",
                                             command=command,
                                             seq=self.seq if seq is None else seq))

    async def routes(self, card: str, seq: int | None = None) -> list[dict]:
        """The turn-up routes of `card` (an id of view `seq`, default the current one) as the
        hot-seat menu offers them: every route, legal or not with why, for a face-down
        permanent this seat controls; none for any other card."""
        if self.seat is None:
            return []
        answer = await self.query({"kind": "routes", "player": self.seat, "card": card}, seq)
        return list(answer.get("routes") or []) if answer.get("ok") else []

    def asked(self) -> list[dict]:
        """The pending requests this seat is asked to answer (of `requests`)."""
        return [r for r in self.requests if self.seat is not None and r.get("to") == self.seat]

    async def wait_until(self, test: Callable[[SeatClient], Any],
                         timeout: float | None = None) -> bool:
        """Wait until `test(self)` is true, tested again after every message that changed what
        this seat holds; False when `timeout` seconds (default the request timeout) passed."""
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        while not test(self):
            left = deadline - time.monotonic()
            if left <= 0 or self._changed is None:
                return False
            self._changed.clear()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._changed.wait(), left)
        return True

    def library_cards(self, owner: str) -> list[dict]:
        """The cards of `owner`'s library this seat knows now (looked at, searched, revealed),
        top first: each as a view object (`id`: the id that names it in a command, `index`:
        its place from the top, `facts`)."""
        return sorted((c for c in self.library if c.get("owner") == owner),
                      key=lambda c: c.get("index", 0))

    async def undo(self) -> dict:
        """Ask the host to undo this seat's last action (as at one table: exact, or a logged
        take-back after a draw, a look, a search or a reveal: what was seen stays known;
        refused when another seat acted since)."""
        result = await self._request(P.message(P.Kind.UNDO))
        await self._caught_up(result.get("seq"))
        return result

    async def chat(self, text: str) -> dict:
        """Send a chat message (plain text, at most 500 characters)."""
        result = await self._request(P.message(P.Kind.CHAT, text=P.clean_chat(text)))
        await self._caught_up(result.get("seq"))
        return result

    async def resync(self, full_log: bool = False) -> dict:
        """Ask for the full current view and the log (its last 500 lines, or with `full_log`
        all of them; done by itself after a gap)."""
        if full_log:
            return await self._request(P.message(P.Kind.RESYNC, log="all"))
        return await self._request(P.message(P.Kind.RESYNC))

    async def _request(self, msg: dict) -> dict:
        if self.ended == P.ByeReason.TAKEN_OVER:
            raise Refused(str(P.ErrorCode.TAKEN_OVER), self.ended_text())
        if self.ended is not None:
            raise NetError(self.ended_text())
        if self._nc is None:
            raise NetError("not connected")
        data = P.encode({**msg, "conn": self.conn})  # (too-big: before anything is sent)
        from nats.errors import Error as NatsError
        from nats.errors import NoRespondersError
        from nats.errors import TimeoutError as NatsTimeout
        try:
            reply = await self._asked(data)
        except (TimeoutError, NatsTimeout, NoRespondersError) as exc:
            self._set_online(False)
            raise NetTimeout(f"the host did not answer within {self.timeout:g} s "
                             f"({P.describe(exc)})") from None
        except (NatsError, OSError) as exc:
            self._set_online(False)
            raise NetError(f"the connection to the host failed: {P.describe(exc)}") from None
        self._set_online(True)
        try:
            doc = P.parse_message(reply.data, expect=P.REPLIES, packed=True)
        except P.ProtocolError as exc:
            raise Refused(str(exc.code), f"the host's answer can't be read: {exc.message}") \
                from None
        self._received(doc)
        if doc["kind"] != P.Kind.WELCOME and self._new_run(doc):
            self._spawn(self._resync_quietly())  # another host's answer: its view first
            if doc["kind"] in (P.Kind.RESULT, P.Kind.ANSWER):
                await self._welcomed_by(doc["run"])
        if doc["kind"] == P.Kind.ERROR:
            if doc["code"] == P.ErrorCode.TAKEN_OVER:
                self._taken(doc["message"])
            if doc["code"] == P.ErrorCode.REPLACED:
                self._end(P.ByeReason.REPLACED)
            raise Refused(doc["code"], doc["message"])
        if doc["kind"] == P.Kind.WELCOME:
            self._take_welcome(doc)
        return doc

    async def _asked(self, data: bytes) -> Any:
        """nats-py's request, cut short when this client closes or its connection ends (nats-py
        would wait for the timeout): NetError then."""
        req = self._spawn(self._nc.request(P.cmd_subject(self.invite.game, self.invite.token),
                                           data, timeout=self.timeout))
        try:
            return await req
        except asyncio.CancelledError:
            me = asyncio.current_task()
            if req.cancelled() and self.closed and not (me is not None and me.cancelling()):
                raise NetError(self.ended_text() or "this seat has left the table") from None
            raise

    def _new_run(self, doc: dict) -> bool:
        """Whether `doc` comes from another run of the host than the views held (the game
        taken up by another process, or the next game of a match): its seqs start over."""
        run = doc.get("run")
        return isinstance(run, str) and self.run is not None and run != self.run

    async def _welcomed_by(self, run: str) -> None:
        """Wait (a moment at most) until a welcome of host run `run` is in."""
        if self._changed is not None:
            await self.wait_until(lambda c: c.run == run, min(self.timeout, 5.0))

    async def _caught_up(self, seq: Any) -> None:
        """Wait until the update `seq` (the one with the request's effect) is in; resync if it
        does not come."""
        if not isinstance(seq, int) or self._changed is None:
            return
        deadline = time.monotonic() + min(self.timeout, 2.0)
        while self.seq < seq:
            left = deadline - time.monotonic()
            if left <= 0:
                await self.resync()
                return
            self._changed.clear()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._changed.wait(), left)

    # -- what the host sends --
    def _received(self, doc: dict) -> None:
        if self.on_message is not None:
            self.on_message(doc)
        if self._queue is not None and doc["kind"] in (P.Kind.WELCOME, P.Kind.UPDATE):
            self._queue.put_nowait(doc)

    def _take_welcome(self, doc: dict) -> None:
        if doc["seq"] < self.seq and not self._new_run(doc):
            return  # an older view than one already shown
        self.run = doc.get("run") if isinstance(doc.get("run"), str) else None
        number = doc.get("number")
        self.number = number if isinstance(number, int) and not isinstance(number, bool) \
            else None
        self.seq = doc["seq"]
        self.position = doc.get("position", 0)
        self.players = list(doc.get("players") or [])
        self.view = doc["view"]
        self.library = list(doc.get("library") or [])
        self.log = list(doc.get("log") or [])
        self._refs = None
        self.log_start = doc.get("log_from", 0)
        self.chat_messages = list(doc.get("chat") or [])
        self.seats = dict(doc.get("seats") or {})
        self.pregame = pregame_of(doc)
        self.requests = requests_of(doc, self.requests)
        self.trust = doc.get("trust") is True
        self._priority_of(doc)
        self.notice, self.paused = doc.get("notice"), doc.get("paused") is True
        early, self._early = self._early, []
        for update in sorted(early, key=lambda d: d["seq"]):
            if update["seq"] > self.seq and update.get("run") == doc.get("run"):
                self._take_update(update)
        self._notify()

    async def _on_view(self, msg: Any) -> None:
        try:
            doc = P.parse_message(msg.data, expect=_VIEW_KINDS, packed=True)
        except P.ProtocolError:
            return  # (only the host may publish here)
        if doc["kind"] == P.Kind.ERROR:  # a seat taken over (its own token, this connection)
            if doc["code"] == P.ErrorCode.TAKEN_OVER and doc.get("conn") == self.conn and \
                    doc.get("token") == self.invite.token:
                self._received(doc)
                self._taken(doc["message"])
            return
        if doc["kind"] == P.Kind.BYE:
            if doc.get("to") in (None, self.invite.token):  # (spectators share one subject)
                self._end(doc.get("reason") or "")
            return
        self._received(doc)
        self._set_online(True)
        if doc["kind"] == P.Kind.NOTICE:
            self.notice, self.paused = doc["text"], doc["paused"]
            self._notify()
            return
        if self.view is None:  # the welcome is on its way: its seq says which of these count
            self._early.append(doc)
            return
        self._take_update(doc)

    def _take_update(self, doc: dict) -> None:
        seq = doc["seq"]
        if self._new_run(doc):  # another host's view: taken whole (a resync) before any of it
            self._spawn(self._resync_quietly())
            return
        if seq <= self.seq:
            return  # already had it (a welcome overtook it)
        if seq != self.seq + 1:
            self._spawn(self._resync_quietly())
            return
        self.seq = seq
        self.position = doc.get("position", self.position)
        if doc.get("view") is not None:
            self.view = doc["view"]
            self.library = list(doc.get("library") or [])
        elif doc.get("diff") is not None and self.view is not None:
            try:
                self.view = P.apply_diff(self.view, doc["diff"])
            except (ValueError, KeyError, TypeError, IndexError, AttributeError):
                self._spawn(self._resync_quietly())
                return
            self.library = list(doc.get("library") or [])
        start = doc.get("log_from", self.log_start + len(self.log)) - self.log_start
        if start < 0:  # the host undid past the lines this seat holds: take them again
            self._spawn(self._resync_quietly())
            start = 0
        self._take_lines(start, doc.get("renamed"), doc.get("log") or [])
        self.chat_messages.extend(doc.get("chat") or [])
        if doc.get("seats"):
            self.seats = dict(doc["seats"])
        self.pregame = pregame_of(doc)
        self.requests = requests_of(doc, self.requests)
        if "trust" in doc:
            self.trust = doc["trust"] is True
        self._priority_of(doc)
        self._notify()

    def _take_lines(self, start: int, renamed: dict | None, new: list[dict]) -> None:
        """The log cut back to line `start` (of `log`), the lines kept renamed as `renamed`
        says, `new` added: in place, at the cost of the lines and references that change."""
        if start < len(self.log):
            del self.log[start:]
            self._refs = None  # (lines taken back: the index is built again when needed)
        if renamed:
            if self._refs is None:
                self._refs = {}
                add_refs(self._refs, self.log)
            rename_indexed(self._refs, renamed)
        self.log.extend(new)
        if self._refs is not None:
            add_refs(self._refs, new)

    def _priority_of(self, doc: dict) -> None:
        """Who holds priority, as a welcome or an update says (a seat of this game, or none)."""
        if "priority" in doc:
            p = doc["priority"]
            self.priority = p if isinstance(p, str) and p in self.players else None
        if "resolving" in doc:
            self.resolving = doc["resolving"] is True
        if "clock" in doc:
            c = doc["clock"]
            self.clock = c if c is None or set(c["remaining"]) <= set(self.players) else None
            self.clock_received = time.monotonic()

    def clock_left(self, now: float | None = None) -> dict[str, int] | None:
        """Each player's remaining ms now (the running clock counted down here since the
        host's message, `clock_now`), or None for a game without a clock."""
        if self.clock is None:
            return None
        return clock_now(self.clock, (now if now is not None else time.monotonic())
                         - self.clock_received)

    def _notify(self) -> None:
        if self._changed is not None:
            self._changed.set()
        if self.on_update is not None:
            self.on_update(self)

    async def _resync_quietly(self) -> None:
        if self._resyncing:
            return
        self._resyncing = True
        try:
            await self.resync()
        except NetError:
            pass
        finally:
            self._resyncing = False

    async def updates(self) -> AsyncIterator[dict]:
        """Every welcome and update from the call on, as it comes, until the client closes
        (one iteration at a time: they are kept for it only while it runs)."""
        if self._queue is not None:
            raise RuntimeError("updates() is iterated already")
        queue = self._queue = asyncio.Queue()
        try:
            while not self.closed:
                doc = await queue.get()
                if doc is None:
                    return
                yield doc
        finally:
            self._queue = None

    def board(self) -> SharedBoard:
        """The current view as the read-only board an opened export gives (ids `x<n>`)."""
        if self.view is None:
            raise NetError("no view from the host yet")
        board = shared_board(self.seat, self.players, self.position, self.view, self.log,
                             name=f"the view of {self.invite.label}",
                             facts_read=self._all_facts_read())
        # the requests and table trust come beside the board: the window's bar reads them
        board.view.requests = [dict(r) for r in self.requests]
        board.view.trust = self.trust
        board.view.priority, board.view.resolving = self.priority, self.resolving
        return board

    def _all_facts_read(self) -> bool:
        """Whether the facts of every object of `view` read as card facts, each dict read
        once while it stays in the view (False: `board()` checks them all, and says which)."""
        assert self.view is not None
        before, now, ok = self._facts_read, {}, True
        for o in self.view.get("objects") or ():
            facts = o.get("facts") if isinstance(o, dict) else False
            if facts is None:
                continue
            if not isinstance(facts, dict):  # (not an object's shape: the full check says so)
                return False
            if before.get(id(facts)) is not facts and facts_problem(facts) is not None:
                ok = False
                continue
            now[id(facts)] = facts
        self._facts_read = now
        return ok

    # -- liveness --
    def _taken(self, why: str) -> None:
        """Another connection took this seat over (`net.conns`): this client stops acting (no
        request is sent any more, the table is read-only) and says why (`taken_over`)."""
        if self.ended is None:
            self._taken_text = why
        self._end(P.ByeReason.TAKEN_OVER)

    @property
    def taken_over(self) -> str | None:
        """The host's sentence when another connection took this seat over, else None."""
        return self._taken_text if self.ended == P.ByeReason.TAKEN_OVER else None

    def _set_online(self, online: bool) -> None:
        if online and self.ended is not None:
            return
        if online != self.host_online:
            self.host_online = online
            if self.on_status is not None:
                self.on_status(self)

    async def _pinger(self) -> None:
        while not self.closed and self.ended is None:
            await asyncio.sleep(self.heartbeat)
            was = self.host_online
            try:
                doc = await self._request(P.message(P.Kind.PING))
            except NetError:
                continue
            if not was or (isinstance(doc.get("seq"), int) and doc["seq"] > self.seq):
                await self._resync_quietly()  # the host is back, or an update was missed

    async def _on_reconnected(self) -> None:
        self._spawn(self._resync_quietly())

    async def _on_closed(self) -> None:
        """nats-py gave up the connection (we did not close it): the server refused the
        invite's password, which only a new invite changes."""
        from nats.errors import AuthorizationError
        if not self.closed and self._welcomed:
            refused = isinstance(getattr(self._nc, "last_error", None), AuthorizationError)
            self._end(P.ByeReason.REPLACED if refused else "")

    def _end(self, reason: str) -> None:
        """The connection ends for good (`ended`): stop, say so (`on_status`)."""
        if self.ended is not None:
            return
        self.ended = reason
        self.closed = True
        if self._queue is not None:  # (an `updates()` under way ends)
            self._queue.put_nowait(None)
        for t in list(self._tasks):
            t.cancel()
        self._closing = self._spawn(self._close_nc())
        self.host_online = False
        if self.on_status is not None:
            self.on_status(self)

    def ended_text(self) -> str:
        """Why the connection ended, one sentence ("" while it goes on)."""
        if self.ended is None:
            return ""
        if self.ended == P.ByeReason.TAKEN_OVER:
            return self._taken_text
        return ENDED.get(self.ended, CLOSED)

    async def _on_disconnected(self) -> None:
        self._set_online(False)

    def _spawn(self, coro: Any) -> asyncio.Task:
        t = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(t)
        t.add_done_callback(self._tasks.discard)
        return t


# what the host publishes to a view: updates, notices (paused), the host's goodbye to one
# connection (its invite replaced), and a seat taken over by another connection's error
_VIEW_KINDS = frozenset({P.Kind.UPDATE, P.Kind.NOTICE, P.Kind.BYE, P.Kind.ERROR})


def clock_now(clock: dict, elapsed: float) -> dict[str, int]:
    """A host's `clock` (protocol: each player's remaining ms, whose runs) `elapsed` seconds
    after it came: the running one counted down (never below 0)."""
    out = dict(clock["remaining"])
    run = clock.get("running")
    if run in out:
        out[run] = max(0, out[run] - int(elapsed * 1000))
    return out


def pregame_of(doc: dict) -> dict | None:
    """A welcome's or an update's opening hands (the host sends them beside the board while
    the game is in `pregame`; README "Network play"), read defensively: `mulligans` (player ->
    count), `kept` (players), `bottom_due` (this seat's cards still to put on the bottom)."""
    pg = doc.get("pregame")
    if not isinstance(pg, dict):
        return None

    def counts(v: Any) -> dict[str, int]:
        if not isinstance(v, dict):
            return {}
        return {str(k): n for k, n in v.items()
                if isinstance(n, int) and not isinstance(n, bool) and n >= 0}
    kept = pg.get("kept")
    return {"step": str(pg.get("step", "")), "mulligans": counts(pg.get("mulligans")),
            "kept": [str(p) for p in kept] if isinstance(kept, list) else [],
            "bottom_due": counts(pg.get("bottom_due"))}


def requests_of(doc: dict, before: list[dict]) -> list[dict]:
    """A welcome's or an update's pending requests (`before` when it carries none), as checked
    by `protocol.parse_message`, copied."""
    reqs = doc.get("requests")
    if not isinstance(reqs, list):
        return before
    return [{**r, "details": dict(r["details"]),
             "objects": [dict(o) for o in r["objects"]],
             "source": dict(r["source"]) if isinstance(r.get("source"), dict) else None}
            for r in reqs if isinstance(r, dict)]


def refs_in(line: dict) -> Iterator[dict]:
    """The object references of a journal line (`{"object": id, ...}` in its params)."""
    params = line.get("params")
    if not isinstance(params, dict):
        return
    for v in params.values():
        for r in v if isinstance(v, list) else [v]:
            if isinstance(r, dict) and isinstance(r.get("object"), str):
                yield r


def add_refs(index: dict[str, list[dict]], lines: list[dict]) -> None:
    """Add the references of `lines` to `index` (view id -> the references naming it)."""
    for ln in lines:
        for r in refs_in(ln):
            index.setdefault(r["object"], []).append(r)


def rename_indexed(index: dict[str, list[dict]], renamed: dict[str, str | None]) -> None:
    """`rename_refs` through the index of every reference: only the renamed ones are touched
    (all at once: `{x1: x2, x2: x3}` moves each reference one step), and the index follows."""
    moved = [(renamed[old], index.pop(old)) for old in renamed if old in index]
    for new, refs in moved:
        for r in refs:
            r["object"] = new
        if isinstance(new, str):
            index.setdefault(new, []).extend(refs)


def rename_refs(lines: list[dict], renamed: dict[str, str | None]) -> None:
    """Rename the object references of journal lines sent before (`update.renamed`: the ids
    of the view they were sent with -> the ids of the new view, None for an object no longer
    on the board), as `storage.review.remap_lines` names them for an export: every line walked
    (a seat renames through its index, `rename_indexed`)."""
    for ln in lines:
        for r in refs_in(ln):
            if r["object"] in renamed:
                r["object"] = renamed[r["object"]]
