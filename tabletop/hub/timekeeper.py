"""The worker's side of a hosted game's chess clock (`hub.clock`): it follows the game run by
the worker's `Host`, journals the clock's changes, sends it with every welcome and update, and
makes the player whose time ran out leave the game.

    keeper = Timekeeper(host_game, clock)               # before the host starts
    host = Host(..., fields=keeper.fields)              # `clock` in every welcome and update
    await host.start()
    keeper.start(host, journal)                         # follows the game from here on
    ...
    keeper.stop()

When a player's time runs out, the table says so in its log for everybody (a chat line by
`SPEAKER`: "alice's time ran out") and that player leaves the game (`leave_game`, as a
concession: the game's end, the match's score and what follows are the ordinary ones); nobody
can take that back (the table's undo history is forgotten).

Pure Python, asyncio; no Qt."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any

from tabletop.model.commands import LeaveGame

from .clock import Clock

log = logging.getLogger("tabletop.hub.worker")

SPEAKER = "Clock"  # who says in the log that a player's time ran out
TICK = 0.25  # at most this many seconds between two looks at the running clock


def ran_out_text(player: str) -> str:
    return f"{player}'s time ran out"


class Timekeeper:
    """See the module's docstring."""

    def __init__(self, game: Any, clock: Clock) -> None:
        self.game, self.clock = game, clock
        self.host: Any = None
        self.journal: Any = None
        self._unsub: Any = None
        self._task: asyncio.Task | None = None
        clock.follow(game.state, time.monotonic())

    def fields(self) -> dict:
        """What every welcome and update carries (protocol `clock`)."""
        return {"clock": self.clock.wire(time.monotonic(), time.time())}

    def start(self, host: Any, journal: Any) -> None:
        """Follow the game (after the host: its records first), the clock's state journaled
        now and at every change."""
        self.host, self.journal = host, journal
        self._unsub = self.game.subscribe(self._changed)
        self._record(time.monotonic())
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        if self._unsub is not None:
            self._unsub()
            self._unsub = None
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def _changed(self, events: list, how: Any) -> None:
        now = time.monotonic()
        if self.clock.follow(self.game.state, now):
            self._record(now)

    def _record(self, now: float) -> None:
        """The clock's state as a journal record (as of the log's length): data that a worker
        taking the game over starts from."""
        if self.journal is None or self.journal.lost is not None or not self.host.in_charge():
            return
        with contextlib.suppress(OSError):  # (a journal lost: this worker stops anyway)
            self.journal.append(self.clock.record(len(self.game.log), now))

    async def _run(self) -> None:
        while True:
            now = time.monotonic()
            await asyncio.sleep(min(TICK, self.clock.next_check(now)) + 0.01)
            now = time.monotonic()
            if not self.host.running or not self.host.in_charge():
                continue
            who = self.clock.out(now)
            if who is not None:
                self._time_out(who, now)
            elif self.clock.due(now):
                self._record(now)

    def _time_out(self, who: str, now: float) -> None:
        """`who`'s time ran out: said in the log, and that player leaves the game."""
        log.info("game %s: %s's time ran out", self.host.net.game, who)
        self.clock.stop(now)
        self._record(now)
        try:
            self.host.post_chat(SPEAKER, ran_out_text(who))
        except Exception as exc:  # noqa: BLE001 - the host paused (can't save): said, goes on
            log.warning("the clock's line could not be logged: %s", exc)
        done = self.game.apply(LeaveGame(player=who), who)
        if not done.ok:
            log.warning("game %s: %s could not leave the game (%s)", self.host.net.game, who,
                        done.reason)
        self.host.table.forget_history()  # (nobody takes a time-out back)
