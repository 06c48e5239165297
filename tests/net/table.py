"""A hosted table for the tests: the host in this process (driven directly), seats as
in-process clients, every message each one receives kept for the leak scans."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.net import server as srv
from tabletop.net.host import Host, NetState
from tabletop.net.seat import SeatClient

from .games import hidden_from


def net_users(net: NetState) -> list[srv.NetUser]:
    """The NATS users of a table, with the permissions `server.permissions_for` gives."""
    return [srv.NetUser(u["user"], u["password"], *srv.permissions_for(net.game, tok))
            for tok, u in net.users.items()]


class Table:
    """The embedded server (in `folder/server`) and the host of `game`; `seat(label)` joins."""

    def __init__(self, folder: Path, game, *, seats=None, spectators: int = 0,
                 tls: bool = False, **host_kw) -> None:
        self.folder, self.game = folder, game
        self.server = srv.EmbeddedServer(folder / "server", tls=tls)
        self.net = NetState.new(game, seats=seats, spectators=spectators)
        self.host_kw = host_kw
        self.host: Host | None = None
        self.clients: dict[str, SeatClient] = {}
        self.received: dict[str, list[dict]] = {}
        # canary names each seat must never receive: hidden from it now (and, as the tests
        # play, never shown to it later)
        self.secret = {p: set(hidden_from(game, p)) for p in game.state.players}
        self.secret[None] = set(hidden_from(game, None))

    @property
    def invites(self) -> dict:
        assert self.host is not None
        return {inv.label: inv for inv in self.host.invites()}

    async def __aenter__(self) -> Table:
        self.server.start(net_users(self.net))
        self.host = Host(self.game, self.net, self.folder / "host", url=self.server.url,
                         server=self.server, certificate=self.server.certificate_pem,
                         **self.host_kw)
        await self.host.start()
        return self

    async def seat(self, label: str, **kw) -> SeatClient:
        got = self.received.setdefault(label, [])
        client = SeatClient(self.invites[label], on_message=got.append, **kw)
        await client.connect()
        self.clients[label] = client
        return client

    async def __aexit__(self, *exc) -> None:
        for c in self.clients.values():
            await c.close()
        if self.host is not None:
            await self.host.stop()
        self.server.stop()

    def check_no_leaks(self) -> int:
        """Scan every message each seat received for the canary names it may not know; the
        number of messages scanned."""
        n = 0
        for label, msgs in self.received.items():
            seat = None if label.startswith("spectator") else label
            secret = self.secret[seat] & set(hidden_from(self.game, seat))
            for msg in msgs:
                text = json.dumps(msg, ensure_ascii=False)
                leaked = [name for name in secret if name in text]
                assert not leaked, (label, leaked, msg.get("kind"))
                n += 1
        return n
