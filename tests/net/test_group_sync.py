"""Publish, then make durable, then acknowledge (issue 28, item 2), with the real nats-server:

- a batch of commands arriving together is journaled with one fsync (counted by wrapping the
  journal's real `os.fsync`), every seat's view is published before the journal's sync, and
  each seat is acknowledged after it;
- every acknowledged command of a burst survives a `tabletop host` process killed with SIGKILL
  at once after the last acknowledgement (resumed from its journal).
(A write failure still pauses the game: tests/net/test_journal_faults.py, on a real full disk.)
"""

from __future__ import annotations

import asyncio
import os
import signal
import threading
import time

from tabletop.net import journal as J
from tabletop.net import protocol as P
from tabletop.net.seat import Refused, SeatClient

from .games import canary_game
from .table import Table
from .test_journal_faults import final_game, hosted, resume, run


def life(seat: str, delta: int = -1) -> dict:
    return {"kind": "life", "player": seat, "delta": delta}


class Seats(threading.Thread):
    """The seats' clients on a loop of their own (another thread): they connect, wait for
    `go`, then each sends `n` commands at once, without waiting for the answers."""

    def __init__(self, invites: list[P.Invite], n: int) -> None:
        super().__init__(daemon=True)
        self.invites, self.n = invites, n
        self.ready, self.go = threading.Event(), threading.Event()
        self.results: list[dict] = []
        self.events: list[tuple[float, str, object]] = []  # (when, what, which)
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # noqa: BLE001 - the test reports it
            self.error = exc
            self.ready.set()

    async def _main(self) -> None:
        clients = []
        for inv in self.invites:
            c = SeatClient(inv, heartbeat=0, timeout=20, on_message=self._seen(inv.label))
            await c.connect()
            clients.append(c)
        self.ready.set()
        await asyncio.to_thread(self.go.wait)

        async def send(c: SeatClient, i: int) -> dict:
            out = await c._request(P.message(P.Kind.COMMAND, id=f"b{i}",
                                             command=life(c.seat or "", -1)))
            self.events.append((time.perf_counter(), "result", c.seat))
            return out
        self.results = list(await asyncio.gather(*(send(c, i) for c in clients
                                                   for i in range(self.n))))
        for c in clients:
            await c.close()

    def _seen(self, label: str):
        def on_message(doc: dict) -> None:
            view = doc.get("view") or (doc.get("diff") or {}).get("board") or {}
            if view.get("life"):
                self.events.append((time.perf_counter(), "life", (label, view["life"][label])))
        return on_message


def test_a_batch_arriving_together_is_synced_once_and_published_first(tmp_path):
    game = canary_game(("A", "B", "C", "D"))

    async def main():
        async with Table(tmp_path, game) as t:
            host = t.host
            assert host is not None
            syncs: list[float] = []
            real = os.fsync

            def counted(fd: int) -> None:  # the real sync, counted
                real(fd)
                syncs.append(time.perf_counter())
            host.journal.fsync = counted
            seats = Seats(list(t.invites.values()), 3)
            seats.start()
            await asyncio.to_thread(seats.ready.wait)
            assert seats.error is None, seats.error
            await asyncio.sleep(0.3)  # (the hellos' answers are all in)
            before = len(syncs)
            seats.go.set()
            time.sleep(0.5)  # the host's loop is busy: the 12 commands arrive together
            await asyncio.to_thread(seats.join, 30)
            assert seats.error is None, seats.error
            assert len(seats.results) == 12 and all(r["ok"] for r in seats.results), \
                seats.results
            assert len(syncs) - before == 1, len(syncs) - before  # one sync for the batch
            assert game.state.life == {p: 17 for p in "ABCD"}
            # every seat saw the change before its own answer came, and the answer came
            # after the sync
            firsts = {}
            for when, what, which in seats.events:
                if what == "life" and which[1] < 20:
                    firsts.setdefault(which[0], when)
            results = [when for when, what, _ in seats.events if what == "result"]
            assert len(firsts) == 4 and max(firsts.values()) < min(results)
            assert syncs[-1] < min(results)
            pushes = [r for r in J.records(host.folder / "game.journal") if r["op"] == J.PUSH]
            assert len(pushes) == 12
    asyncio.run(asyncio.wait_for(main(), 90))


def test_every_acknowledged_command_of_a_burst_survives_sigkill(tmp_path):
    game, host, invites = hosted(tmp_path)
    start = dict(game.state.life)
    acked: dict[str, int] = {"A": 0, "B": 0}

    async def main():
        clients = [SeatClient(P.read_invite(invites / f"{s}.invite"), timeout=10, heartbeat=0)
                   for s in ("A", "B")]
        for c in clients:
            await c.connect()

        async def send(c: SeatClient, i: int) -> None:
            try:
                out = await c._request(P.message(P.Kind.COMMAND, id=f"k{i}",
                                                 command=life(c.seat or "", -1)))
            except Refused:  # (not acknowledged)
                return
            if out.get("ok"):
                acked[c.seat or ""] += 1
        for burst in range(3):
            await asyncio.gather(*(send(c, burst * 10 + i) for c in clients for i in range(8)))
        host.stop(signal.SIGKILL)  # at once after the last acknowledgement
        for c in clients:
            await c.close()
    run(main())
    assert sum(acked.values()) >= 40, acked  # (the rate limit may refuse a few)
    again = resume(host, tmp_path)
    final, _ = final_game(again)
    for p in ("A", "B"):
        assert final.state.life[p] <= start[p] - acked[p], (p, final.state.life, acked)


def test_a_seat_closes_quietly_after_its_host_and_server_were_killed(tmp_path):
    """A host killed with SIGKILL takes its nats-server with it; a seat closing then is closed,
    whatever nats-py's close does with its waiters (it cancelled them, and that cancel came
    out of the seat's close once in a while)."""
    for n in range(3):
        (tmp_path / f"g{n}").mkdir()
        _game, host, invites = hosted(tmp_path / f"g{n}")

        async def main(host=host, invites=invites):
            seats = [SeatClient(P.read_invite(invites / f"{s}.invite"), timeout=10, heartbeat=0)
                     for s in ("A", "B")]
            for c in seats:
                await c.connect()
            await seats[0].send(life("A"))
            host.stop(signal.SIGKILL)
            for c in seats:
                await c.close()  # no error of any kind
            return [c.closed for c in seats]

        assert run(main()) == [True, True]
