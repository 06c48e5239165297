"""`HubClient`: a player's connection to a hub's lobby (async; used by the CLI and the app).

    client = HubClient.from_creds("alice.creds")      # or HubClient(url, name, password)
    await client.connect()
    games = await client.games()                      # [GameRecord as dict, ...]
    game, token = await client.create(CreateGame(seats=2, life=20, match=3), deck)
    token = await client.join(game, deck)             # deck: a carddata Decklist
    invite = await client.invite(game)                # a net.protocol.Invite for SeatClient
    await client.close()

`register(url, name, out)` makes an account (the password made and hashed here: only the hash
goes to the server) and writes its credentials file. Every refusal is a `HubError` with a
`code` (`models.Code`) and words; a connection problem is a `NetError`. Replies are checked
(`models`) before they are used. Lobby chat and game events come to `on_chat(dict)` and
`on_event(game_id)`, set before `connect()`.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from tabletop.hub import names
from tabletop.hub.accounts import check_name, hash_password, new_password, normal_name, user_of
from tabletop.hub.creds import Creds, read_account, write_account
from tabletop.hub.models import Code, CreateReq, Deck, DeckCard, GameRecord, Op, SideboardReq, State
from tabletop.hub.perms import GUEST_INBOX, lobby_inbox
from tabletop.model.textcheck import text_problem
from tabletop.net.errors import NetError
from tabletop.net.protocol import Invite

TIMEOUT = 15.0
MAX_REPLY = 8 * 1024 * 1024
SECTIONS = {"main": "main", "sideboard": "side", "commander": "commander",
            "companion": "companion"}


class HubError(Exception):
    """The lobby refused a request: `code` (a `models.Code`) and `message` in words."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass
class CreateGame:
    """What `create` asks for (bounded by the lobby; see `models.CreateReq`)."""

    name: str = ""
    format: str = ""
    seats: int = 2
    life: int = 20
    match: int = 1
    spectators: bool = True
    clock: int | None = None
    sit: bool = True
    extra: dict[str, Any] = field(default_factory=dict)


def deck_of(decklist: Any) -> Deck:
    """A carddata `Decklist` as the lobby takes it (ValueError, in words, when it is not one
    the lobby would take: empty, too large, a name that is not one line of text)."""
    sections: dict[str, dict[str, int]] = {}
    for entry in decklist.entries:
        key = SECTIONS.get(entry.section)
        if key is None:
            continue
        cards = sections.setdefault(key, {})
        cards[entry.name] = cards.get(entry.name, 0) + entry.count
    doc = {k: [{"name": n, "count": c} for n, c in cards.items()] for k, cards in sections.items()}
    try:
        return Deck.model_validate(doc)
    except ValidationError as exc:
        raise ValueError(f"the deck can't be played here: {_first_error(exc)}") from None


def _first_error(exc: ValidationError) -> str:
    """The first problem pydantic found, in words: `where: what`."""
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first.get("loc", ())) or "the request"
    return f"{where}: {first.get('msg', 'not valid')}"[:300]


def _decode(data: bytes) -> dict:
    if len(data) > MAX_REPLY:
        raise NetError("the lobby's reply is too large")
    try:
        doc = json.loads(data)
    except ValueError:
        raise NetError("the lobby's reply is not JSON") from None
    if not isinstance(doc, dict):
        raise NetError("the lobby's reply is not a JSON object")
    if "error" in doc:
        message = doc.get("message")
        ok = isinstance(message, str) and text_problem(message, 500) is None
        raise HubError(str(doc["error"])[:40], message if ok else "refused")  # type: ignore[arg-type]
    return doc


async def _request(nc: Any, subject: str, payload: dict, timeout: float) -> dict:
    from nats.errors import NoRespondersError
    from nats.errors import TimeoutError as NatsTimeout
    try:
        msg = await nc.request(subject, json.dumps(payload).encode(), timeout=timeout)
    except NoRespondersError:
        raise NetError("the server's lobby is not running") from None
    except NatsTimeout:
        raise NetError(f"the server's lobby did not answer within {timeout:g} s") from None
    except Exception as exc:  # noqa: BLE001 - nats-py's errors, in words
        from tabletop.net.protocol import describe
        raise NetError(f"the lobby request failed: {describe(exc)}") from None
    return _decode(msg.data)


async def register(url: str, name: str, out: str | None = None,
                   timeout: float = TIMEOUT) -> Creds:
    """Register `name` on the server at `url`; write the credentials to `out` (0600).
    HubError(Code.TAKEN) when the name is taken."""
    from tabletop.net.protocol import connect
    name = normal_name(name)
    problem = check_name(name)
    if problem is not None:
        raise HubError(Code.BAD_REQUEST, problem)
    password = new_password()
    hashed = hash_password(password)
    nc = await connect(url, timeout, what=url, inbox_prefix=GUEST_INBOX)
    try:
        await _request(nc, names.REGISTER_SUBJECT, {"name": name, "hash": hashed}, timeout)
    finally:
        await nc.close()
    if out is not None:
        write_account(out, url, name, password)
    return Creds(url=url, user=user_of(name), password=password, name=name)


class HubClient:
    """A logged-in player's lobby connection (see the module's docstring)."""

    def __init__(self, url: str, name: str, password: str, timeout: float = TIMEOUT) -> None:
        self.url, self.name, self.password, self.timeout = url, name, password, timeout
        self.nc: Any = None
        self.on_chat: Callable[[dict], Awaitable[None] | None] | None = None
        self.on_event: Callable[[str], Awaitable[None] | None] | None = None

    @classmethod
    def from_creds(cls, path: str, url: str | None = None) -> HubClient:
        """From a credentials file (`CredsError` when it can't be read); `url` overrides the
        server it names."""
        creds = read_account(path)
        return cls(url or creds.url, creds.name, creds.password)

    async def connect(self) -> None:
        from tabletop.net.protocol import connect
        self.nc = await connect(self.url, self.timeout, what=self.url, user=user_of(self.name),
                                password=self.password, inbox_prefix=lobby_inbox(self.name),
                                name=f"tabletop-lobby-{self.name}")
        await self.nc.subscribe(names.LOBBY_CHAT, cb=self._chat)
        await self.nc.subscribe(names.LOBBY_EVENTS, cb=self._event)

    async def close(self) -> None:
        if self.nc is not None:
            nc, self.nc = self.nc, None
            await nc.close()

    async def __aenter__(self) -> HubClient:
        await self.connect()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _chat(self, msg: Any) -> None:
        if self.on_chat is None or len(msg.data) > 4096:
            return
        try:
            doc = json.loads(msg.data)
        except ValueError:
            return
        if isinstance(doc, dict) and isinstance(doc.get("text"), str):
            result = self.on_chat(doc)
            if result is not None:
                await result

    async def _event(self, msg: Any) -> None:
        try:
            game = json.loads(msg.data).get("game")
        except (ValueError, AttributeError):
            return
        if self.on_event is not None and isinstance(game, str) and len(game) == 10:
            result = self.on_event(game)
            if result is not None:
                await result

    async def request(self, op: Op, payload: dict | None = None) -> dict:
        if self.nc is None:
            raise NetError("not connected to the server")
        subject = names.LOBBY_SUBJECT.format(account=self.name, op=op)
        return await _request(self.nc, subject, payload or {}, self.timeout)

    # -- the lobby -------------------------------------------------------------------------
    async def games(self) -> list[dict]:
        """Every game of the server: public records (decks as counts only)."""
        doc = await self.request(Op.LIST)
        return [_record(g) for g in doc.get("games") or []]

    async def game(self, game: str) -> dict:
        return _record((await self.request(Op.GAME, {"game": game})).get("game"))

    async def create(self, spec: CreateGame, deck: Any = None) -> tuple[str, str | None]:
        """A new game (the creator in seat p0 unless `spec.sit` is False): (game, token)."""
        try:
            payload = CreateReq(name=spec.name, format=spec.format, seats=spec.seats,
                                life=spec.life, match=spec.match,  # type: ignore[arg-type]
                                spectators=spec.spectators, clock=spec.clock, sit=spec.sit,
                                deck=deck_of(deck) if deck is not None else None)
        except ValidationError as exc:
            raise HubError(Code.BAD_REQUEST, _first_error(exc)) from None
        doc = await self.request(Op.CREATE, payload.model_dump(mode="json"))
        return str(doc["game"]), doc.get("token")

    async def join(self, game: str, deck: Any = None) -> str:
        """Take a free seat (or submit the deck of the seat held); its token."""
        payload: dict[str, Any] = {"game": game}
        if deck is not None:
            payload["deck"] = deck_of(deck).model_dump()
        return str((await self.request(Op.JOIN, payload))["token"])

    async def spectate(self, game: str) -> str:
        return str((await self.request(Op.SPECTATE, {"game": game}))["token"])

    async def leave(self, game: str) -> None:
        await self.request(Op.LEAVE, {"game": game})

    async def chat(self, text: str) -> None:
        await self.request(Op.CHAT, {"text": text})

    async def players(self) -> list[dict]:
        doc = await self.request(Op.PLAYERS)
        return [{"name": str(p.get("name")), "online": bool(p.get("online"))}
                for p in doc.get("players") or [] if isinstance(p, dict)]

    async def sideboard(self, game: str, deck: Any) -> None:
        payload = SideboardReq(game=game, deck=deck_of(deck))
        await self.request(Op.SIDEBOARD, payload.model_dump())

    async def first(self, game: str, token: str) -> None:
        await self.request(Op.FIRST, {"game": game, "token": token})

    async def invite(self, game: str) -> Invite:
        """What a `SeatClient` needs to sit at the seat held (the password stays here)."""
        doc = await self.request(Op.INVITE, {"game": game})
        return Invite(url=self.url, game=str(doc["game"]), seat=doc.get("seat"),
                      token=str(doc["token"]), user=user_of(self.name),
                      password=self.password, spectator=bool(doc.get("spectator")))

    async def wait_started(self, game: str, timeout: float) -> dict:
        """Wait until `game` is playing (every seat taken, every deck in, a worker running it);
        NetError after `timeout` seconds."""
        import asyncio
        import time
        deadline = time.monotonic() + timeout
        while True:
            record = await self.game(game)
            if record["state"] in (State.PLAYING, State.OVER):
                return record
            if time.monotonic() > deadline:
                raise NetError(f"game {game} did not start within {timeout:g} s (it is "
                               f"{record['state']})")
            await asyncio.sleep(0.2)


def _record(doc: Any) -> dict:
    try:
        return GameRecord.model_validate(doc).dump()
    except ValidationError:
        raise NetError("the lobby sent a game record that is not one") from None


__all__ = ["CreateGame", "DeckCard", "HubClient", "HubError", "deck_of", "register"]
