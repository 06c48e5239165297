"""A hub worker: runs hosted games (issue 30 item 4; hub-contract.md).

    python -m tabletop.hub.worker --url URL --creds-file DIR/internal.json --node NODE \\
        --store DIR/work

It connects as the node's internal user, says it is alive in `tt_workers` every second, and
looks at `tt_games` every `SCAN_EVERY` seconds (as watched: `hub.mirror`): a game `ready`
(every seat has an account and a deck), or `playing` / `sideboarding` with a lease that ran
out (its worker died) or was given back, is taken by the first worker that gets its lease
(`hub.lease`). That worker runs it with the network
host (`net.host.Host`, on the hub's server, its journal on JetStream: `hub.jsjournal`):

- game k of the match is built from the decks in `tt_decks` with the pregame (`hub.match`),
  its setup published as the first message of `ttj.G.k`, the record set `playing`; a game
  whose journal holds a setup already (a game taken over, or a suspended one resumed) is
  replayed from it instead, and the seats resume by themselves (a new host run: they resync);
- every second the lease is renewed (lost: the game stops at once, nothing more published),
  and the record read: when the game is over the worker writes the score and `sideboarding`
  (the loser chooses who goes first) or `over`; when the lobby sets it `ready` again (the
  sideboarded decks in, `first` chosen) game k+1 starts with the same seats; a seat away for
  longer than the game's grace time (`match.grace_of`) suspends the game (`suspended`: saved,
  the lease given back; the lobby sets it `ready` again to resume it from its journal);
- a game whose record has a `clock` runs the players' chess clocks (`hub.clock`, kept by a
  `hub.timekeeper.Timekeeper`: journaled, sent with every view, a player whose time runs out
  leaves the game), continued from the journal by a worker taking the game over;
- SIGTERM or SIGINT: every game is saved and its lease given back (another worker takes it
  over at once), then the worker exits 0.

It prints `worker ID ready` once connected. Pure Python, asyncio, nats-py; no Qt."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import re
import signal
import sys
import time
from pathlib import Path
from typing import Any

from tabletop.net import protocol as P
from tabletop.net.errors import NetError
from tabletop.net.host import Host

from . import jsjournal as JJ
from . import match as M
from . import names as N
from .clock import Clock, clock_seconds
from .lease import RENEW_EVERY, Lease, Me, is_free, read_lease
from .mirror import Mirror
from .store import journal_subject
from .timekeeper import Timekeeper

log = logging.getLogger("tabletop.hub.worker")

SCAN_EVERY = 0.5  # seconds between two looks at the games
OVER_LINGER = 30.0  # seconds a match that is over stays hosted (the seats see its end)
FLUSH_WAIT = 5.0  # seconds a game stopping waits for its journal to be stored
NEXT, STOP = "next", "stop"  # how a game's serving ends
_KEY = re.compile(r"[^A-Za-z0-9_-]")


class Creds:
    """The internal user's credentials file: `{"url", "user", "password"}`."""

    def __init__(self, path: str) -> None:
        try:
            doc = json.loads(Path(path).read_text(encoding="utf-8"))
            self.url, self.user, self.password = (str(doc.get("url") or ""), str(doc["user"]),
                                                  str(doc["password"]))
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            raise NetError(f"{path}: can't read the worker's credentials ({exc})") from None


class Worker:
    """See the module's docstring."""

    def __init__(self, url: str, user: str, password: str, node: str, store: Path) -> None:
        self.url, self.user, self.password, self.node = url, user, password, node
        self.store = Path(store)
        self.me = Me(_KEY.sub("_", f"{node}-{os.getpid()}"), os.getpid(), node)
        self.runners: dict[str, Runner] = {}
        self.stopping = False
        self.nc: Any = None
        self.js: Any = None
        self.kv: dict[str, Any] = {}
        self.mirrors: dict[str, Mirror] = {}  # the games and the leases, as watched

    async def connect(self, timeout: float = 30.0) -> None:
        self.nc = await P.connect(self.url, timeout, what=f"the hub's server at {self.url}",
                                  user=self.user, password=self.password,
                                  name=f"tabletop worker {self.me.worker}")
        self.js = self.nc.jetstream(timeout=5.0)
        for bucket in (N.KV_GAMES, N.KV_DECKS, N.KV_LEASES, N.KV_WORKERS):
            self.kv[bucket] = await self._bucket(bucket, timeout)
        self.mirrors = {b: Mirror(self.kv[b]) for b in (N.KV_GAMES, N.KV_LEASES)}

    async def _bucket(self, bucket: str, timeout: float) -> Any:
        """The bucket, once it exists (the node makes the store at its first start)."""
        from nats.errors import Error as NatsError
        deadline = time.monotonic() + timeout
        while True:
            try:
                return await self.js.key_value(bucket)
            except (NatsError, TimeoutError) as exc:
                if time.monotonic() > deadline:
                    raise NetError(f"the hub's store has no bucket {bucket} "
                                   f"({type(exc).__name__})") from None
                await asyncio.sleep(0.5)

    async def run(self, stop: asyncio.Event) -> None:
        """Run games until `stop` is set; then stop each (saved, lease given back)."""
        tasks = [asyncio.create_task(self._beat()), asyncio.create_task(self._scan()),
                 *(asyncio.create_task(m.run()) for m in self.mirrors.values())]
        try:
            await stop.wait()
        finally:
            self.stopping = True
            for t in tasks:
                t.cancel()
            runs = [r.task for r in self.runners.values() if r.task is not None]
            if runs:
                await asyncio.wait(runs, timeout=FLUSH_WAIT + 5)
            with contextlib.suppress(Exception):
                await self.kv[N.KV_WORKERS].delete(self.me.worker)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.nc.close(), 2.0)

    async def _beat(self) -> None:
        """Say this worker is alive (tt_workers), every second."""
        kv = self.kv[N.KV_WORKERS]
        while True:
            doc = {"pid": self.me.pid, "node": self.node, "seen": time.time(),
                   "games": sorted(self.runners)}
            with contextlib.suppress(Exception):
                await kv.put(self.me.worker, json.dumps(doc).encode())
            await asyncio.sleep(RENEW_EVERY)

    async def _scan(self) -> None:
        while True:
            try:
                await self._look()
            except Exception as exc:  # noqa: BLE001 - the store away a moment: again soon
                log.info("can't look at the games now (%s: %s)", type(exc).__name__, exc)
            await asyncio.sleep(SCAN_EVERY)

    async def _look(self) -> None:
        """Take every game that waits for a worker and whose lease this worker gets (the
        lease read from the bucket itself: `Lease.take`)."""
        games = self.mirrors[N.KV_GAMES]
        if not games.ready.is_set():
            return
        for g, (value, _rev) in list(games.values.items()):
            if g in self.runners or self.stopping or not self._wanted(g, value):
                continue
            lease = Lease(self.kv[N.KV_LEASES], g, self.me)
            if await lease.take():
                self._start(g, lease)

    def _wanted(self, game: str, value: bytes) -> bool:
        """Whether the game waits for a worker: ready, or running with its lease run out (or
        given back), as the mirrors have them."""
        try:
            state = M.read_record(value).get("state")
        except M.RecordError:
            return False
        if state == M.State.READY:
            return True
        if state not in M.RUNNING or not self.mirrors[N.KV_LEASES].ready.is_set():
            return False
        lease = self.mirrors[N.KV_LEASES].values.get(game)
        return is_free(read_lease(lease[0] if lease else None))

    def _start(self, game: str, lease: Lease) -> None:
        runner = Runner(self, game, lease)
        self.runners[game] = runner
        runner.task = asyncio.create_task(runner.run())
        runner.task.add_done_callback(lambda _t: self.runners.pop(game, None))


async def _record(kv: Any, game: str) -> tuple[dict, int] | None:
    """The game's record and its revision (None: gone, or not a record a worker can run)."""
    from nats.js.errors import NotFoundError
    try:
        entry = await kv.get(game)
    except NotFoundError:
        return None
    try:
        return M.read_record(entry.value), int(entry.revision)
    except M.RecordError as exc:
        log.warning("%s", exc)
        return None


class Runner:
    """One game of this worker, from taking its lease to giving it back."""

    def __init__(self, worker: Worker, game: str, lease: Lease) -> None:
        self.w, self.game, self.lease = worker, game, lease
        self.task: asyncio.Task | None = None
        self.host: Host | None = None
        self.journal: JJ.JsJournal | None = None
        self.keeper: Timekeeper | None = None  # the game's chess clock, if it has one

    async def run(self) -> None:
        try:
            while self.lease.held and not self.w.stopping:
                got = await _record(self.w.kv[N.KV_GAMES], self.game)
                if got is None or got[0].get("state") not in (M.State.READY, *M.RUNNING):
                    break
                number = await self._open(got[0])
                if number is None:
                    break
                ended = await self._serve(number)
                await self._close()
                if ended != NEXT:
                    break
        except Exception:  # a bug: said in the worker's log; the lease runs out, another tries
            log.exception("game %s", self.game)
        finally:
            await self._close()
            await self.lease.release()

    # -- starting --
    async def _open(self, rec: dict) -> int | None:
        """Start the record's game: from its journal, or built and set up; the record
        `playing`. While the players sideboard, the game that ended (`number` is the next
        one's). Its number; None when it can't be (said in the record: suspended)."""
        number = rec.get("number", 1) - (rec.get("state") == M.State.SIDEBOARDING)
        subject = journal_subject(self.game, number)
        try:
            found = await JJ.read_journal(self.w.js, subject)
            if found is None:
                game = await self._build(rec)
                found = (game, await JJ.publish_setup(self.w.js, subject, game), 0, None)
        except (M.RecordError, JJ.JournalUnreadable, ValueError) as exc:
            problem = str(exc)[:300]
            log.warning("game %s can't start: %s", self.game, problem)
            await self._update(lambda r: {"state": M.State.SUSPENDED, "problem": problem})
            return None
        game, last, seq, clocked = found
        self.journal = JJ.JsJournal(self.w.js, subject, last=last, seq=seq)
        self.keeper = _keeper(rec, game, clocked)
        self.host = Host(game, M.net_state(rec, self.w.url, self.w.user),
                         self.w.store / self.game / str(number), url=self.w.url,
                         user=self.w.user, password=self.w.password, journal=self.journal,
                         stamp={"number": number}, in_charge=self.lease.sure,
                         fields=self.keeper.fields if self.keeper is not None else None)
        await self.host.start()
        if self.keeper is not None:
            self.keeper.start(self.host, self.journal)
        log.info("game %s: number %d runs on %s", self.game, number, self.w.me.worker)
        if rec.get("state") == M.State.READY:
            await self._update(lambda r: {"state": M.State.PLAYING} if r.get("number", 1) ==
                               number and r.get("state") == M.State.READY else None)
        return number

    async def _build(self, rec: dict):
        """The game from the seats' decks (tt_decks), waiting for the mulligans."""
        from tabletop.carddata.database import CardDatabase
        from tabletop.model.game import new_seed
        decks = {}
        for tok in M.players_of(rec):
            key = f"{self.game}.{tok}"
            try:
                entry = await self.w.kv[N.KV_DECKS].get(key)
            except Exception:  # noqa: BLE001 - no deck (yet): said as such
                raise M.RecordError(f"seat {tok} has submitted no deck") from None
            decks[tok] = M.read_deck(entry.value, f"the deck of seat {tok}")
        with CardDatabase.open() as db:
            return M.build_game(rec, decks, db.find_dict, seed=new_seed())

    # -- running --
    async def _serve(self, number: int) -> str:
        """Run game `number` until the next one is ready (NEXT) or it stops here (STOP)."""
        over_since: float | None = None
        while True:
            await asyncio.sleep(RENEW_EVERY)
            if not await self.lease.renew():
                if self.journal is not None:
                    self.journal.lose()
                log.warning("game %s: the lease was lost; stopped here", self.game)
                return STOP
            if self.w.stopping:
                return STOP
            got = await _record(self.w.kv[N.KV_GAMES], self.game)
            if got is None:
                return STOP
            rec = got[0]
            state = rec.get("state")
            if state == M.State.READY and rec.get("number", 1) > number:
                return NEXT
            if state == M.State.PLAYING:
                if not await self._playing(rec, number):
                    return STOP
            elif state == M.State.OVER:
                over_since = over_since or time.monotonic()
                if time.monotonic() - over_since > OVER_LINGER:
                    return STOP
            elif state != M.State.SIDEBOARDING:
                return STOP

    async def _playing(self, rec: dict, number: int) -> bool:
        """A second of a game being played: its end written to the record, or the game
        suspended when a seat is away too long (False: it stops here)."""
        host = self.host
        assert host is not None
        if rec.get("number", 1) == number and M.finished(rec, host.game) is not None:
            await host.saver.durable()  # (the last change is stored first)
            await self._update(lambda r: M.finished(r, host.game) if r.get("number", 1) ==
                               number and r.get("state") == M.State.PLAYING else None)
            return True
        grace = M.grace_of(rec)
        away = [tok for tok in host.net.seats if host.away(tok) > grace]
        if away:
            log.info("game %s: seat %s away for more than %g s: suspended", self.game,
                     ", ".join(away), grace)
            await self._update(lambda r: {"state": M.State.SUSPENDED}
                               if r.get("state") == M.State.PLAYING else None)
            return False
        return True

    async def _update(self, change: Any) -> None:
        """Apply `change(record)` (the fields to set, or None: nothing) at the record's
        revision, read again and applied again when another writer came first."""
        from nats.js.errors import KeyWrongLastSequenceError
        kv = self.w.kv[N.KV_GAMES]
        for _ in range(20):
            got = await _record(kv, self.game)
            if got is None:
                return
            rec, rev = got
            fields = change(rec)
            if not fields:
                return
            try:
                await kv.update(self.game, json.dumps({**rec, **fields}).encode(), last=rev)
            except KeyWrongLastSequenceError:
                continue
            with contextlib.suppress(Exception):
                await self.w.nc.publish(N.LOBBY_EVENTS, json.dumps({"game": self.game})
                                        .encode())
            return
        log.warning("game %s: the record could not be updated (always another writer)",
                    self.game)

    async def _close(self) -> None:
        """Stop the game hosted now: its journal stored first (unless lost), then saved."""
        host, self.host = self.host, None
        keeper, self.keeper = self.keeper, None
        if keeper is not None:
            keeper.stop()
        if host is None:
            return
        if self.journal is not None and self.journal.lost is None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.journal.flush(), FLUSH_WAIT)
        await host.stop()
        self.journal = None


def _keeper(rec: dict, game: Any, clocked: dict | None) -> Timekeeper | None:
    """The chess clock of a game whose record has one: as the journal's last clock record
    left it (a game taken over: the failover charged to nobody), else each player's whole
    time."""
    seconds = clock_seconds(rec)
    if seconds is None:
        return None
    players = list(game.state.players)
    clock = (Clock.from_record(clocked, players) if clocked is not None else None) or \
        Clock.start(players, seconds)
    return Timekeeper(game, clock)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.hub.worker",
                                     description="runs the hub's hosted games")
    parser.add_argument("--url", help="the node's NATS URL (default: the creds file's)")
    parser.add_argument("--creds-file", required=True,
                        help='{"url", "user", "password"} of the internal user')
    parser.add_argument("--node", required=True, help="the node's name")
    parser.add_argument("--store", required=True, help="the folder for the games' saves")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s worker: %(message)s")
    try:
        creds = Creds(args.creds_file)
        url = args.url or creds.url
        if not url:
            raise NetError("no server URL: give --url or put it in the creds file")
        return asyncio.run(_main(Worker(url, creds.user, creds.password, args.node,
                                        Path(args.store))))
    except NetError as exc:
        print(f"worker: {exc}", file=sys.stderr)
        return 3


async def _main(worker: Worker) -> int:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await worker.connect()
    print(f"worker {worker.me.worker} ready", flush=True)
    await worker.run(stop)
    return 0


if __name__ == "__main__":
    sys.exit(main())
