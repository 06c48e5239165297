"""What an account may reach on a real `tabletop server`: its own lobby subjects and the
seats it holds, nothing else — refused by the server itself (nats-py's permission errors)."""

from __future__ import annotations

from pathlib import Path

import nats

from tabletop.hub.accounts import user_of
from tabletop.hub.client import CreateGame
from tests.hub.procs import account, run
from tests.hub.wait import until


class Errors:
    def __init__(self) -> None:
        self.seen: list[str] = []

    async def record(self, exc: Exception) -> None:
        self.seen.append(str(exc).lower())

    def refused(self) -> list[str]:
        return [e for e in self.seen if "permissions violation" in e]

    async def settled(self, nc: nats.NATS, count: int) -> list[str]:
        """The refusals once `count` came, after one more round trip (the server answers a
        connection's commands in order, nats-py records an error before the next reply it
        reads: any further refusal of what was sent is in)."""
        async def refused() -> list[str]:
            return self.refused()
        await until(refused, lambda r: len(r) >= count, what=f"{count} refusals")
        await nc.flush()
        return self.refused()


async def raw(url: str, name: str | None, password: str | None, errors: Errors,
              inbox: str) -> nats.NATS:
    opts = {"user": user_of(name), "password": password} if name else {}
    return await nats.connect(url, error_cb=errors.record, allow_reconnect=False,
                              inbox_prefix=inbox, **opts)


FORBIDDEN_SUBSCRIBE = ("tt.{g}.view.p0", "_INBOX_{g}_p0.>", "tt.{g}.cmd.>", "tt.admin.>",
                       "$JS.API.>", "$KV.>", "$KV.tt_decks.>", "ttj.>", "_INBOX_L_alice.>",
                       "tt.lobby.alice.>", ">")
FORBIDDEN_PUBLISH = ("tt.{g}.cmd.p0", "tt.{g}.view.p1", "tt.admin.remove-game",
                     "$JS.API.STREAM.INFO.TT_JOURNAL", "$KV.tt_decks.{g}.p0", "ttj.{g}.1",
                     "tt.lobby.alice.list", "tt.register")


async def _try_all(nc: nats.NATS, game: str) -> None:
    for subject in FORBIDDEN_SUBSCRIBE:
        await nc.subscribe(subject.format(g=game))
    for subject in FORBIDDEN_PUBLISH:
        await nc.publish(subject.format(g=game), b"{}")
    await nc.flush()


def test_an_account_reaches_only_its_own_seat_and_lobby(hub, tmp_path: Path):
    async def scenario() -> None:
        alice = await account(hub.url, "alice", tmp_path)
        bob = await account(hub.url, "bob", tmp_path)
        game, _ = await alice.create(CreateGame(seats=2))
        assert await bob.join(game) == "p1"
        errors = Errors()
        nc = await raw(hub.url, "bob", bob.password, errors, f"_INBOX_{game}_p1")
        own = await nc.subscribe(f"tt.{game}.view.p1")
        await nc.publish(f"tt.{game}.cmd.p1", b"{}")
        await _try_all(nc, game)
        refused = await errors.settled(nc, len(FORBIDDEN_SUBSCRIBE) + len(FORBIDDEN_PUBLISH))
        assert len(refused) == len(FORBIDDEN_SUBSCRIBE) + len(FORBIDDEN_PUBLISH), errors.seen
        for subject in FORBIDDEN_SUBSCRIBE:
            assert any(f'subscription to "{subject.format(g=game).lower()}"' in e
                       for e in refused), subject
        for subject in FORBIDDEN_PUBLISH:
            assert any(f'publish to "{subject.format(g=game).lower()}"' in e
                       for e in refused), subject
        assert not any(f'subscription to "tt.{game}.view.p1"' in e
                       or f'publish to "tt.{game}.cmd.p1"' in e for e in refused)
        # leaving the seat takes its subjects away from the connection already open
        await bob.leave(game)
        await own.unsubscribe()
        errors.seen.clear()
        await nc.subscribe(f"tt.{game}.view.p1")
        await nc.publish(f"tt.{game}.cmd.p1", b"{}")
        assert len(await errors.settled(nc, 2)) == 2, errors.seen
        for c in (nc, alice, bob):
            await c.close()
    run(scenario())


def test_a_guest_may_only_register(hub, tmp_path: Path):
    async def scenario() -> None:
        errors = Errors()
        nc = await raw(hub.url, None, None, errors, "_INBOX_guest")
        for subject in ("tt.lobby.alice.list", "tt.lobby.chat", "$JS.API.INFO", "ttj.x.1"):
            await nc.publish(subject, b"{}")
        await nc.subscribe("tt.lobby.chat")
        await nc.subscribe("_INBOX.>")
        assert len(await errors.settled(nc, 6)) == 6, errors.seen
        reply = await nc.request("tt.register", b'{"name": "x"}', timeout=5)
        assert b"bad-request" in reply.data
        await nc.close()
    run(scenario())
