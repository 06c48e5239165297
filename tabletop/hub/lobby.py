"""The lobby service: a queue group (`tt-lobby`) answering `tt.lobby.<account>.<op>`, the
guest's `tt.register` and the admin's `tt.admin.<op>`, with its state in the KV.

Every node runs one in its `tabletop server` process, on the node's event loop beside the
supervisor: both read the same `HubState` (the KV as watched), so `list` costs no KV round trip,
and a lobby needs no process of its own (it only reads and writes small records; the games run
in the workers' processes). Several nodes' lobbies answer the same subjects as one queue group;
a record is changed with `kv.update(revision)` (read again and redone on a conflict), so two
lobbies never undo each other.

The account of a request is the second word of its subject: the server lets `a-<name>` publish
only `tt.lobby.<name>.>`. A reply to `create`, `join`, `spectate` and `register` comes once
every live node's server applied the write (`HubState.wait_applied`): the seat's subjects are
then open wherever the player connects.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from nats.js.errors import KeyNotFoundError, KeyWrongLastSequenceError
from pydantic import BaseModel, ValidationError

from tabletop.hub import names
from tabletop.hub.accounts import HASH_RE, MAX_ACCOUNTS, check_name, new_account, normal_name
from tabletop.hub.models import (
    MAX_WATCHERS,
    AdminOp,
    ChatReq,
    Code,
    CreateReq,
    Deck,
    Empty,
    FirstReq,
    GameRecord,
    GameReq,
    JoinReq,
    LobbyError,
    NameReq,
    Op,
    RegisterReq,
    Seat,
    SideboardReq,
    State,
    Watcher,
)
from tabletop.hub.state import HubState
from tabletop.net.protocol import ProtocolError, clean_chat, new_game_id
from tabletop.net.ratelimit import Buckets

log = logging.getLogger("tabletop.hub.lobby")
QUEUE = "tt-lobby"
MAX_REQUEST = 256 * 1024
MAX_BUSY = 64  # requests answered at once by one lobby
RETRIES = 10
MAX_GAMES = 2000

Handler = Callable[[str, Any], Awaitable[dict]]


def _refuse(code: Code, message: str) -> LobbyError:
    return LobbyError(code, message)


def _encode(doc: dict) -> bytes:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def maybe_ready(rec: GameRecord) -> None:
    """`waiting` -> `ready` once every seat has an account and a deck; `sideboarding` ->
    `ready` once every seat is done and the first player chosen."""
    seats = {s.token for s in rec.seats}
    if rec.state == State.WAITING and all(s.account and s.deck for s in rec.seats):
        rec.state = State.READY
    elif rec.state == State.SIDEBOARDING and rec.first and seats <= set(rec.ready):
        rec.state = State.READY


class Lobby:
    """The lobby of one node (see the module's docstring)."""

    def __init__(self, nc: Any, kvs: dict[str, Any], state: HubState) -> None:
        self.nc, self.kvs, self.state = nc, kvs, state
        self._subs: list[Any] = []
        self._tasks: set[asyncio.Task] = set()
        self._busy = asyncio.Semaphore(MAX_BUSY)
        self._chat = Buckets(1.0, 5)
        self.ops: dict[str, tuple[type[BaseModel], Handler]] = {
            Op.LIST: (Empty, self.list_games), Op.GAME: (GameReq, self.game),
            Op.CREATE: (CreateReq, self.create), Op.JOIN: (JoinReq, self.join),
            Op.SPECTATE: (GameReq, self.spectate), Op.LEAVE: (GameReq, self.leave),
            Op.CHAT: (ChatReq, self.chat), Op.PLAYERS: (Empty, self.players),
            Op.SIDEBOARD: (SideboardReq, self.sideboard), Op.FIRST: (FirstReq, self.first),
            Op.INVITE: (GameReq, self.invite)}
        self.admin_ops: dict[str, tuple[type[BaseModel], Handler]] = {
            AdminOp.REMOVE_ACCOUNT: (NameReq, self.remove_account),
            AdminOp.REMOVE_GAME: (GameReq, self.remove_game)}

    async def start(self) -> None:
        sub = self.nc.subscribe
        self._subs = [
            await sub(names.LOBBY_SUBJECT.format(account="*", op="*"), queue=QUEUE,
                      cb=self._on_lobby),
            await sub(names.REGISTER_SUBJECT, queue=QUEUE, cb=self._on_register),
            await sub(names.ADMIN_SUBJECT.format(op="*"), queue=QUEUE, cb=self._on_admin)]
        # the server holds the subscriptions before the node says it serves (a request sent
        # right after `serving at` would otherwise meet no responders)
        await self.nc.flush()

    async def stop(self) -> None:
        for s in self._subs:
            with contextlib.suppress(Exception):
                await s.unsubscribe()
        for task in list(self._tasks):
            task.cancel()

    # -- dispatch ------------------------------------------------------------------------
    def _spawn(self, msg: Any, run: Callable[[], Awaitable[dict]]) -> None:
        task = asyncio.create_task(self._answer(msg, run))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _answer(self, msg: Any, run: Callable[[], Awaitable[dict]]) -> None:
        async with self._busy:
            try:
                reply = await run()
            except LobbyError as exc:
                reply = exc.reply()
            except Exception as exc:  # noqa: BLE001 - a reply in words, never silence
                log.exception("lobby request %s", msg.subject)
                reply = {"error": str(Code.BUSY),
                         "message": f"the lobby could not do it ({type(exc).__name__}); "
                                    "try again"}
            if msg.reply:
                with contextlib.suppress(Exception):
                    await msg.respond(_encode(reply))

    @staticmethod
    def _parse(model: type[BaseModel], data: bytes) -> Any:
        if len(data) > MAX_REQUEST:
            raise _refuse(Code.BAD_REQUEST, f"a request is at most {MAX_REQUEST:,} bytes")
        try:
            return model.model_validate_json(data or b"{}")
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first.get("loc", ())) or "the request"
            raise _refuse(Code.BAD_REQUEST, f"{where}: {first.get('msg', 'not valid')}"[:300]) \
                from None

    def _account(self, name: str) -> str:
        account = self.state.accounts.get(name)
        if account is None or account.removed:
            raise _refuse(Code.NO_ACCOUNT, f"there is no account {name!r} on this server")
        return name

    async def _on_lobby(self, msg: Any) -> None:
        parts = msg.subject.split(".")
        entry = self.ops.get(parts[3]) if len(parts) == 4 else None
        if entry is None:
            self._spawn(msg, _unknown(msg.subject))
            return
        model, handler = entry

        async def run() -> dict:
            request = self._parse(model, msg.data)
            return await handler(self._account(parts[2]), request)
        self._spawn(msg, run)

    async def _on_register(self, msg: Any) -> None:
        self._spawn(msg, lambda: self.register(self._parse(RegisterReq, msg.data)))

    async def _on_admin(self, msg: Any) -> None:
        entry = self.admin_ops.get(msg.subject.rpartition(".")[2])
        if entry is None:
            self._spawn(msg, _unknown(msg.subject))
            return
        model, handler = entry
        self._spawn(msg, lambda: handler("", self._parse(model, msg.data)))

    # -- records -------------------------------------------------------------------------
    async def _record(self, game: str) -> tuple[GameRecord, int]:
        try:
            entry = await self.kvs[names.KV_GAMES].get(game)
        except KeyNotFoundError:
            raise _refuse(Code.NO_GAME, f"there is no game {game} on this server") from None
        return GameRecord.model_validate_json(entry.value), entry.revision

    async def _modify(self, game: str, change: Callable[[GameRecord], Any],
                      wait: bool = True) -> tuple[GameRecord, Any]:
        """Read, change and write back game `game` (redone on a conflict); the change's result.
        With `wait`, once every live node applied the write."""
        for _ in range(RETRIES):
            rec, revision = await self._record(game)
            result = change(rec)
            try:
                written = await self.kvs[names.KV_GAMES].update(
                    game, _encode(rec.dump()), last=revision)
            except KeyWrongLastSequenceError:
                continue
            await self._written(game, written, wait)
            return rec, result
        raise _refuse(Code.BUSY, "the game changed too often meanwhile; try again")

    async def _written(self, game: str, revision: int, wait: bool) -> None:
        with contextlib.suppress(Exception):
            await self.nc.publish(names.LOBBY_EVENTS, _encode({"game": game}))
        if wait and not await self.state.wait_applied(names.KV_GAMES, revision):
            raise _refuse(Code.BUSY, "the server's nodes did not take the change in time; "
                          "try again in a moment")

    async def _put_deck(self, game: str, token: str, deck: Deck) -> None:
        await self.kvs[names.KV_DECKS].put(f"{game}.{token}", _encode(deck.model_dump()))

    async def _deck(self, game: str, token: str) -> Deck | None:
        try:
            entry = await self.kvs[names.KV_DECKS].get(f"{game}.{token}")
        except KeyNotFoundError:
            return None
        return Deck.model_validate_json(entry.value)

    async def _drop_deck(self, game: str, token: str) -> None:
        with contextlib.suppress(KeyNotFoundError):
            await self.kvs[names.KV_DECKS].delete(f"{game}.{token}")

    # -- the ops -------------------------------------------------------------------------
    async def list_games(self, account: str, _req: Empty) -> dict:
        games = sorted(self.state.games.values(), key=lambda g: g.get("created", 0))
        return {"games": games}

    async def game(self, account: str, req: GameReq) -> dict:
        rec, _ = await self._record(req.game)
        return {"game": rec.dump()}

    async def players(self, account: str, _req: Empty) -> dict:
        online = self.state.online()
        return {"players": [{"name": n, "online": n in online}
                            for n, a in sorted(self.state.accounts.items()) if not a.removed]}

    async def chat(self, account: str, req: ChatReq) -> dict:
        try:
            text = clean_chat(req.text)
        except ProtocolError as exc:
            raise _refuse(Code.BAD_REQUEST, exc.message) from None
        if not self._chat.take(account):
            raise _refuse(Code.BUSY, "slow down: at most one chat line a second")
        await self.nc.publish(names.LOBBY_CHAT, _encode(
            {"kind": "chat", "from": account, "text": text, "at": time.time()}))
        return {"ok": True}

    async def create(self, account: str, req: CreateReq) -> dict:
        if len(self.state.games) >= MAX_GAMES:
            raise _refuse(Code.BUSY, f"this server holds {MAX_GAMES} games; no more for now")
        rec = GameRecord(
            id=new_game_id(), name=req.name or f"{account}'s game", format=req.format,
            life=req.life, match=req.match, spectators=req.spectators, clock=req.clock,
            seats=[Seat(token=f"p{i}") for i in range(req.seats)],
            score={f"p{i}": 0 for i in range(req.seats)}, created_by=account,
            created=time.time())
        if req.sit:
            rec.seats[0].account = account
        if req.sit and req.deck is not None:
            await self._put_deck(rec.id, "p0", req.deck)
            rec.seats[0].deck = req.deck.counts()
        written = await self.kvs[names.KV_GAMES].create(rec.id, _encode(rec.dump()))
        await self._written(rec.id, written, True)
        return {"game": rec.id, "token": "p0" if req.sit else None}

    async def join(self, account: str, req: JoinReq) -> dict:
        rec, token = await self._modify(req.game, lambda rec: _take_seat(rec, account))
        if req.deck is not None:
            if rec.state != State.WAITING:
                raise _refuse(Code.WRONG_STATE, "decks are submitted before the game starts")
            await self._put_deck(req.game, token, req.deck)
            counts = req.deck.counts()
            await self._modify(req.game, lambda rec: _set_deck(rec, token, counts), wait=False)
        return {"game": req.game, "token": token}

    async def spectate(self, account: str, req: GameReq) -> dict:
        _, token = await self._modify(req.game, lambda rec: _watch(rec, account))
        return {"game": req.game, "token": token}

    async def leave(self, account: str, req: GameReq) -> dict:
        _, token = await self._modify(req.game, lambda rec: _leave(rec, account))
        if token.startswith("p"):
            await self._drop_deck(req.game, token)
        return {"ok": True}

    async def sideboard(self, account: str, req: SideboardReq) -> dict:
        rec, _ = await self._record(req.game)
        seat = _seated(rec, account)
        if rec.state != State.SIDEBOARDING:
            raise _refuse(Code.WRONG_STATE, "sideboarding comes between the games of a match")
        old = await self._deck(req.game, seat.token)
        if old is None or old.pool() != req.deck.pool():
            raise _refuse(Code.BAD_DECK, "a sideboarded deck holds the same cards as the deck "
                          "submitted, main deck and sideboard together")
        await self._put_deck(req.game, seat.token, req.deck)
        counts = req.deck.counts()
        await self._modify(req.game, lambda r: _sideboarded(r, seat.token, counts), wait=False)
        return {"ok": True}

    async def first(self, account: str, req: FirstReq) -> dict:
        await self._modify(req.game, lambda rec: _choose_first(rec, account, req.token),
                           wait=False)
        return {"ok": True}

    async def invite(self, account: str, req: GameReq) -> dict:
        rec, _ = await self._record(req.game)
        seat, watcher = rec.seat_of(account), rec.watcher_of(account)
        place = seat or watcher
        if place is None:
            raise _refuse(Code.NOT_SEATED, f"you hold no seat in game {req.game}")
        return {"game": rec.id, "token": place.token, "seat": account if seat else None,
                "spectator": seat is None, "user": f"a-{account}"}

    # -- the guest's and the admin's ------------------------------------------------------
    async def register(self, req: RegisterReq) -> dict:
        name = normal_name(req.name)
        problem = check_name(name)
        if problem is not None:
            raise _refuse(Code.BAD_REQUEST, problem)
        if not HASH_RE.fullmatch(req.hash):
            raise _refuse(Code.BAD_REQUEST, "the password hash must be bcrypt's, of cost 4")
        if len(self.state.accounts) >= MAX_ACCOUNTS:
            raise _refuse(Code.BUSY, "this server has as many accounts as it takes")
        doc = new_account(name, req.hash).model_dump()
        try:
            written = await self.kvs[names.KV_ACCOUNTS].create(name, _encode(doc))
        except KeyWrongLastSequenceError:
            raise _refuse(Code.TAKEN, f"the name {name} is taken on this server") from None
        if not await self.state.wait_applied(names.KV_ACCOUNTS, written):
            raise _refuse(Code.BUSY, "the server's nodes did not take the account in time; "
                          "it is registered: log in again in a moment")
        return {"ok": True, "name": name}

    async def remove_account(self, _: str, req: NameReq) -> dict:
        kv = self.kvs[names.KV_ACCOUNTS]
        name = normal_name(req.name)
        try:
            entry = await kv.get(name)
        except KeyNotFoundError:
            raise _refuse(Code.NO_ACCOUNT, f"there is no account {name!r}") from None
        doc = json.loads(entry.value)
        doc["removed"] = True
        written = await kv.update(name, _encode(doc), last=entry.revision)
        await self.state.wait_applied(names.KV_ACCOUNTS, written)
        return {"ok": True}

    async def remove_game(self, _: str, req: GameReq) -> dict:
        rec, _rev = await self._record(req.game)
        await self.kvs[names.KV_GAMES].delete(req.game)
        for seat in rec.seats:
            await self._drop_deck(req.game, seat.token)
        with contextlib.suppress(Exception):
            await self.nc.publish(names.LOBBY_EVENTS, _encode({"game": req.game}))
        return {"ok": True}


def _unknown(subject: str) -> Callable[[], Awaitable[dict]]:
    async def run() -> dict:
        raise _refuse(Code.BAD_REQUEST, f"{subject[:100]!r} is not a lobby request")
    return run


def _seated(rec: GameRecord, account: str) -> Seat:
    seat = rec.seat_of(account)
    if seat is None:
        raise _refuse(Code.NOT_SEATED, f"you hold no seat in game {rec.id}")
    return seat


def _take_seat(rec: GameRecord, account: str) -> str:
    seat = rec.seat_of(account)
    if seat is not None:
        return seat.token
    free = next((s for s in rec.seats if s.account is None), None)
    if free is None:
        raise _refuse(Code.FULL, f"every seat of game {rec.id} is taken")
    if rec.state != State.WAITING:
        raise _refuse(Code.WRONG_STATE, f"game {rec.id} has started: spectate it instead")
    if rec.watcher_of(account) is not None:
        raise _refuse(Code.NOT_ALLOWED, "you are watching this game: leave it first")
    free.account = account
    return free.token


def _set_deck(rec: GameRecord, token: str, counts: dict[str, int]) -> None:
    seat = next(s for s in rec.seats if s.token == token)
    seat.deck = counts
    maybe_ready(rec)


def _watch(rec: GameRecord, account: str) -> str:
    if not rec.spectators:
        raise _refuse(Code.NOT_ALLOWED, f"game {rec.id} allows no spectators")
    if rec.seat_of(account) is not None:
        raise _refuse(Code.NOT_ALLOWED, "you hold a seat in this game")
    old = rec.watcher_of(account)
    if old is not None:
        return old.token
    if len(rec.watchers) >= MAX_WATCHERS:
        raise _refuse(Code.FULL, f"game {rec.id} has {MAX_WATCHERS} spectators already")
    number = max((int(w.token[1:]) for w in rec.watchers), default=0) + 1
    rec.watchers.append(Watcher(token=f"w{number}", account=account))
    return f"w{number}"


def _leave(rec: GameRecord, account: str) -> str:
    watcher = rec.watcher_of(account)
    if watcher is not None:
        rec.watchers.remove(watcher)
        return watcher.token
    seat = _seated(rec, account)
    if rec.state not in (State.WAITING, State.READY):
        raise _refuse(Code.WRONG_STATE, "the game has started: concede it at the table")
    seat.account, seat.deck = None, None
    rec.state = State.WAITING
    return seat.token


def _sideboarded(rec: GameRecord, token: str, counts: dict[str, int]) -> None:
    if rec.state != State.SIDEBOARDING:
        raise _refuse(Code.WRONG_STATE, "sideboarding comes between the games of a match")
    next(s for s in rec.seats if s.token == token).deck = counts
    if token not in rec.ready:
        rec.ready.append(token)
    maybe_ready(rec)


def _choose_first(rec: GameRecord, account: str, token: str) -> None:
    seat = _seated(rec, account)
    if rec.state != State.SIDEBOARDING or rec.chooser != seat.token:
        raise _refuse(Code.NOT_ALLOWED, "the loser of the last game chooses who goes first")
    if token not in {s.token for s in rec.seats}:
        raise _refuse(Code.BAD_REQUEST, f"{token} is not a seat of this game")
    rec.first = token
    maybe_ready(rec)
