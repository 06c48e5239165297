"""What the lobby writes, as the tests write it: game records and decks in the KV (the hub's
lobby service is hub.lobby's; these tests play its part with the internal user)."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from tabletop.hub import jsjournal as JJ
from tabletop.hub import names as N
from tabletop.hub.store import ensure_store, journal_subject
from tabletop.net import protocol as P

from .nodes import INTERNAL, PASSWORD
from .wait import until

# each player's own deck: the other's cards are its canaries (never in the other's messages
# while hidden); lands are played (public), the rest stays in hands and libraries
ALICE = {"main": [{"name": "Forest", "count": 20}, {"name": "Grizzly Bears", "count": 20}],
         "side": [{"name": "Hooded Hydra", "count": 3}]}
BOB = {"main": [{"name": "Island", "count": 20}, {"name": "Counterspell", "count": 10},
                {"name": "Unsummon", "count": 10}],
       "side": [{"name": "Negate", "count": 3}]}
CANARIES = {"alice": ("Grizzly Bears", "Hooded Hydra"),
            "bob": ("Counterspell", "Unsummon", "Negate")}


class Lobby:
    """The internal user's connection: the store, records, decks, the journal."""

    def __init__(self, url: str, replicas: int = 1) -> None:
        self.url, self.replicas = url, replicas
        self.nc: Any = None
        self.js: Any = None

    async def __aenter__(self) -> Lobby:
        self.nc = await P.connect(self.url, 20, what=self.url, user=INTERNAL[0],
                                  password=INTERNAL[1])
        self.js = self.nc.jetstream(timeout=5.0)
        deadline = time.monotonic() + 60
        while True:  # (a new cluster elects its JetStream leader first)
            try:
                await ensure_store(self.js, self.replicas)
                break
            except Exception:
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.5)
        self.games = await self.js.key_value(N.KV_GAMES)
        self.decks = await self.js.key_value(N.KV_DECKS)
        self.leases = await self.js.key_value(N.KV_LEASES)
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.nc.close()

    async def create(self, decks: dict[str, dict], *, match: int = 1, life: int = 20,
                     grace: float | None = None, first: str | None = None,
                     watchers: tuple[str, ...] = (), clock: float | None = None) -> str:
        """A game whose every seat is taken (p0, p1... in the order of `decks`), its decks
        in: `ready`."""
        game = P.new_game_id()
        seats = []
        for i, (account, deck) in enumerate(decks.items()):
            tok = P.seat_token(i)
            await self.decks.put(f"{game}.{tok}", json.dumps(deck).encode())
            seats.append({"token": tok, "account": account,
                          "deck": {"main": sum(e["count"] for e in deck["main"]),
                                   "side": sum(e["count"] for e in deck.get("side", []))}})
        rec = {"id": game, "name": "a test game", "format": "test", "life": life,
               "match": match, "spectators": True, "clock": clock, "seats": seats,
               "watchers": [{"token": P.spectator_token(i), "account": w}
                            for i, w in enumerate(watchers, 1)],
               "state": "ready", "number": 1,
               "score": {s["token"]: 0 for s in seats}, "chooser": None, "first": first,
               "ready": [], "winner": None, "created_by": seats[0]["account"],
               "created": time.time()}
        if grace is not None:
            rec["grace"] = grace
        await self.games.put(game, json.dumps(rec).encode())
        return game

    async def record(self, game: str) -> dict:
        return json.loads((await self.games.get(game)).value)

    async def change(self, game: str, **fields: Any) -> None:
        """Set record fields as the lobby does (at the revision read)."""
        for _ in range(20):
            entry = await self.games.get(game)
            rec = {**json.loads(entry.value), **fields}
            try:
                await self.games.update(game, json.dumps(rec).encode(), last=entry.revision)
                return
            except Exception:  # noqa: BLE001 - another writer came first: again
                await asyncio.sleep(0.05)
        raise AssertionError("the record could not be changed")

    async def wait_record(self, game: str, test: Any, timeout: float = 30) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            rec = await self.record(game)
            if test(rec):
                return rec
            assert time.monotonic() < deadline, f"timed out; the record: {rec}"
            await asyncio.sleep(0.1)

    async def lease(self, game: str) -> dict | None:
        try:
            return json.loads((await self.leases.get(game)).value)
        except Exception:  # noqa: BLE001 - none
            return None

    async def wait_lease(self, game: str, test: Any, timeout: float = 20,
                         what: str = "the lease") -> dict | None:
        """The game's lease once `test(lease or None)` holds (a worker takes it, renews it
        and gives it back in its own time)."""
        return await until(lambda: self.lease(game), test, timeout, what)

    async def journal(self, game: str, number: int = 1):
        """The game as its journal holds it (the setup + every record)."""
        found = await JJ.read_game(self.js, journal_subject(game, number))
        assert found is not None
        return found[0]


def invite(url: str, game: str, tok: str, account: str) -> P.Invite:
    """What the lobby's `invite` op gives a seat's (or a spectator's) client (the password
    is the client's)."""
    spectator = P.is_spectator_token(tok)
    return P.Invite(url=url, game=game, seat=None if spectator else account, token=tok,
                    user=f"a-{account}", password=PASSWORD, certificate=None,
                    spectator=spectator)
