"""A game: its state, the log of what was done, and the subscribers told of each change.

The model does not judge. `check` and `apply` hand the command to the game's arbiter (the rules
package installs one), which returns a judgement or carries the command out through a `Tx`.
`revert` and `replay` work on events alone: no rules, no randomness are re-run.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

from .commands import Command
from .events import Event, parse_event
from .state import GameState


class Arbiter(Protocol):
    def check(self, game: Game, cmd: Command, actor: str | None) -> Any: ...
    def apply(self, game: Game, cmd: Command, actor: str | None, override: bool) -> Any: ...
    def view_for(self, game: Game, seat: str | None) -> Any: ...


@dataclass(slots=True)
class LogEntry:
    """One command as it was carried out: the command, who did it, what the rules said, and the
    events that followed."""

    command: dict
    actor: str | None
    result: str
    verdicts: list[str] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"command": self.command, "actor": self.actor, "result": self.result,
                "verdicts": list(self.verdicts), "events": [e.to_dict() for e in self.events]}

    @classmethod
    def from_dict(cls, d: dict) -> LogEntry:
        return cls(d["command"], d.get("actor"), d["result"], list(d.get("verdicts", [])),
                   [parse_event(e) for e in d.get("events", [])])


CHAT_KIND = "chat"  # the command kind of a chat line (commands.Chat)
SAID = "said"  # the event of a chat line (its data: player or spectator, text)


def is_chat(entry: LogEntry) -> bool:
    """Whether a log entry is a line of chat: it changed nothing on the table, so an undo steps
    over it (an entry followed only by chat lines is undone exactly, see `Game.pop_entry`)."""
    return entry.command.get("kind") == CHAT_KIND


def new_seed() -> int:
    """A new game's seed: 63 bits from the operating system's random source (a save holds seeds
    of 0 to 2**63 - 1, `limits.MAX_SEED`), so that no one can know a library's order before it
    is shuffled. Pass a seed of your own only to make a game reproducible (tests, screenshots)."""
    return secrets.randbits(63)


class How(StrEnum):
    """Why subscribers are given events: a command was applied, an entry reverted (undo) or
    replayed (redo)."""

    APPLY = "apply"
    REVERT = "revert"
    REPLAY = "replay"


Subscriber = Callable[[list[Event], How], None]


class Game:
    def __init__(self, state: GameState, seed: int = 0, arbiter: Arbiter | None = None,
                 setup: dict | None = None) -> None:
        self.state = state
        self.seed = seed
        self.arbiter = arbiter
        self.setup = setup  # the initial setup this game was built from (for saves)
        self.log: list[LogEntry] = []
        self._subscribers: list[Subscriber] = []

    # -- judging and acting (delegated to the rules) --
    def check(self, cmd: Command, actor: str | None = None) -> Any:
        return self._arbiter().check(self, cmd, actor)

    def apply(self, cmd: Command, actor: str | None = None, override: bool = False) -> Any:
        return self._arbiter().apply(self, cmd, actor, override)

    def view_for(self, seat: str | None) -> Any:
        return self._arbiter().view_for(self, seat)

    def _arbiter(self) -> Arbiter:
        if self.arbiter is None:
            raise RuntimeError("this game has no rules arbiter; build it with tabletop.rules")
        return self.arbiter

    # -- the log --
    def record(self, entry: LogEntry) -> None:
        """Called by the arbiter once a command's events are in the state."""
        self.log.append(entry)
        self.notify(entry.events, How.APPLY)

    def pop_entry(self, entry: LogEntry | None = None) -> LogEntry:
        """Undo the last logged command exactly and take it off the log; or `entry`, when only
        chat lines follow it (they changed nothing, so they stay, in their order)."""
        if entry is None or (self.log and self.log[-1] is entry):
            entry = self.log.pop()
        else:
            index = self.tail_index(entry)
            if index is None:
                raise ValueError("only the newest entry (or one followed by chat alone) can "
                                 "be undone exactly")
            del self.log[index]
        self.revert(entry.events)
        return entry

    def tail_index(self, entry: LogEntry) -> int | None:
        """The index of `entry` if it is the newest entry but for chat lines, else None."""
        log = self.log
        for i in range(len(log) - 1, -1, -1):
            if log[i] is entry:
                return i
            if not is_chat(log[i]):
                return None
        return None

    def push_entry(self, entry: LogEntry) -> None:
        """Redo a logged command from its events (no rules, no randomness re-run). Logged before
        the subscribers hear of its events, as `record` does, so they read the log it is in."""
        self.log.append(entry)
        try:
            self.replay(entry.events)
        except Exception:
            if self.log and self.log[-1] is entry:
                self.log.pop()
            raise

    # -- events --
    def revert(self, events: Iterable[Event]) -> None:
        events = list(events)
        for ev in reversed(events):
            for ch in reversed(ev.changes):
                self.state.revert_change(ch)
        self.notify(events, How.REVERT)

    def replay(self, events: Iterable[Event]) -> None:
        events = list(events)
        for ev in events:
            for ch in ev.changes:
                self.state.apply_change(ch)
        self.notify(events, How.REPLAY)

    def subscribe(self, fn: Subscriber) -> Callable[[], None]:
        self._subscribers.append(fn)
        return lambda: self._subscribers.remove(fn) if fn in self._subscribers else None

    def notify(self, events: list[Event], how: How) -> None:
        if events:
            for fn in list(self._subscribers):
                fn(events, how)
