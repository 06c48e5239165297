"""A hosted game's chess clock (issue 30 item 3: "optional chess clock per player"), which the
hub's worker runs beside the game's host (`hub.worker`).

    clock = Clock.start({"alice": 900_000, "bob": 900_000})   # ms each; or from a record
    clock.follow(game.state, now)      # after every change: whose clock runs now (a record)
    clock.left(now)                    # each player's remaining ms as of `now`
    clock.out(now)                     # the player whose time ran out, if any
    clock.wire(now, unix)              # what every welcome and update carries (`clock`)

Each player has a remaining time; exactly one clock runs at a time (`runner`):

- while a request waits for an answer (a seat's action on another's things,
  rules.authority), the clock of the seat asked by the oldest one: the table waits for it;
- else the player who holds priority (rules.priority);
- else, while nobody holds priority (a resolution, the untap or cleanup step), the active
  player's;
- none in the pregame (the mulligans), once the game is over (or its active player left and
  nobody holds priority), and none while no worker runs the game (suspended, between two games
  of a match, a failover): the clock lives only in a running host.

Deterministic and kept with the game: every change of the running clock, and a checkpoint every
`CHECKPOINT` seconds while one runs, is a record of the game's journal (`record()`: `{"op":
"clock", "remaining": {player: ms}, "running": player or null, "n": the log's length}`), data,
never computed again from wall time. A worker that takes the game over starts from the last
such record (`from_record`), so the time between that record and the takeover (at most a
checkpoint, plus the failover itself) is charged to nobody.

Pure Python; no Qt, no NATS."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from tabletop.model.state import PREGAME
from tabletop.rules.outcome import outcome

OP = "clock"  # the journal record's op (net.journal.CLOCK)
CHECKPOINT = 5.0  # seconds between two records while a clock runs (what a failover may lose)
MAX_MS = 24 * 3600 * 1000


def runner(st: Any) -> str | None:
    """Whose clock runs in this game state (see the module's docstring)."""
    if st.ended or st.step == PREGAME or outcome(st) is not None:
        return None
    for req in st.requests or ():
        to = req.get("to") if isinstance(req, dict) else None
        if to in st.players and to not in st.left:
            return to
    if st.priority in st.players and st.priority not in st.left:
        return st.priority
    if st.active in st.players and st.active not in st.left:
        return st.active
    return None


def clock_seconds(rec: dict) -> float | None:
    """The record's clock (seconds per player), or None for a game without one."""
    c = rec.get("clock")
    if isinstance(c, int | float) and not isinstance(c, bool) and 0 < c <= MAX_MS / 1000:
        return float(c)
    return None


@dataclass
class Clock:
    """The players' remaining times; `running` counts down since `since` (monotonic)."""

    remaining: dict[str, int]  # ms, as of `since` for the running one
    running: str | None = None
    since: float = 0.0
    changed: bool = field(default=True)  # a record is due (the state differs from the last)
    recorded_at: float = 0.0  # when the last record was made

    @classmethod
    def start(cls, players: list[str], seconds: float) -> Clock:
        return cls({p: int(seconds * 1000) for p in players})

    @classmethod
    def from_record(cls, rec: dict, players: list[str]) -> Clock | None:
        """The clock a journal record holds (None: not a clock record of these players)."""
        rem = rec.get("remaining")
        if rec.get("op") != OP or not isinstance(rem, dict) or set(rem) != set(players) or \
                not all(isinstance(v, int) and 0 <= v <= MAX_MS for v in rem.values()):
            return None
        return cls(dict(rem), changed=False)

    def left(self, now: float) -> dict[str, int]:
        """Each player's remaining ms as of `now`."""
        out = dict(self.remaining)
        if self.running is not None:
            out[self.running] = max(0, out[self.running] - int((now - self.since) * 1000))
        return out

    def follow(self, st: Any, now: float) -> bool:
        """Charge the running clock up to `now` and run the one the state says; whether the
        running clock changed (a record is then due)."""
        who = runner(st)
        if who == self.running or (who is not None and self.remaining.get(who, 0) <= 0
                                   and self.running is None):
            return False
        self.remaining = self.left(now)
        # (a player whose time ran out has no clock to run any more)
        self.running = who if self.remaining.get(who or "", 0) > 0 else None
        self.since = now
        self.changed = True
        return True

    def due(self, now: float) -> bool:
        """Whether a record is due: a change, or a checkpoint while a clock runs."""
        return self.changed or (self.running is not None and
                                now - self.recorded_at >= CHECKPOINT)

    def record(self, n: int, now: float) -> dict:
        """The journal record of the clock as of `now` (after the log's `n` entries)."""
        self.remaining, self.since = self.left(now), now
        self.changed, self.recorded_at = False, now
        return {"op": OP, "remaining": dict(self.remaining), "running": self.running, "n": n}

    def out(self, now: float) -> str | None:
        """The player whose time ran out, if any."""
        if self.running is not None and self.left(now)[self.running] <= 0:
            return self.running
        return None

    def stop(self, now: float) -> None:
        """No clock runs any more (the player whose time ran out leaves the game)."""
        if self.running is not None:
            self.remaining, self.running, self.since, self.changed = \
                self.left(now), None, now, True

    def next_check(self, now: float) -> float:
        """Seconds until the running clock runs out (or a long while when none runs)."""
        if self.running is None:
            return 1.0
        return max(0.0, self.left(now)[self.running] / 1000)

    def wire(self, now: float, unix: float) -> dict:
        """What a welcome or an update carries: each player's remaining ms, whose clock runs,
        and the server's time (unix ms) they were measured at."""
        return {"remaining": self.left(now), "running": self.running,
                "at": int(math.floor(unix * 1000))}
