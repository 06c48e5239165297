"""When to autosave a game, and what a failure does: the policy, with the clock injected.

A change (`changed()`) makes a save due `delay` seconds later; more changes before then push it
back (one save after a burst of actions, not one per action). `tick()` saves when the save is
due, `flush()` at once if one is pending (closing the window, opening a lesson). A failure keeps
the game open and is said once (`Saved.first_failure`); every later change tries again, and the
first save that works after failures says so (`Saved.recovered`). The desktop's Qt timer only
calls `tick` when `wait()` says."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

DELAY = 1.5  # seconds after the last change


@dataclass(frozen=True, slots=True)
class Saved:
    """What one autosave came to: `path` where it went, or `problem` (the exception)."""

    path: Any = None
    problem: Exception | None = None
    first_failure: bool = False  # the first of a run of failures: tell the player
    recovered: bool = False  # it works again after failures: tell the player that too

    @property
    def ok(self) -> bool:
        return self.problem is None


class Autosave:
    """`save()` writes the game and returns where; `failure` the exception types it may raise
    that are problems to report (others are bugs and propagate)."""

    def __init__(self, save: Callable[[], Any], clock: Callable[[], float],
                 delay: float = DELAY,
                 failure: tuple[type[Exception], ...] = (OSError,)) -> None:
        self._save, self._clock, self.delay, self._failure = save, clock, delay, failure
        self.due_at: float | None = None
        self.failing: Exception | None = None  # the last failure, until a save works

    @property
    def pending(self) -> bool:
        return self.due_at is not None

    def changed(self) -> None:
        """The game changed: a save is due `delay` seconds from now."""
        self.due_at = self._clock() + self.delay

    def wait(self) -> float | None:
        """Seconds until the save is due (0: now), None when none is pending."""
        return None if self.due_at is None else max(0.0, self.due_at - self._clock())

    def cancel(self) -> None:
        self.due_at = None

    def tick(self) -> Saved | None:
        """Save if the save is due now; None when nothing was done."""
        if self.due_at is None or self._clock() < self.due_at:
            return None
        return self.save_now()

    def flush(self) -> Saved | None:
        """Save now if a save is pending (closing, leaving for a lesson)."""
        return self.save_now() if self.due_at is not None else None

    def save_now(self) -> Saved:
        self.due_at = None
        try:
            path = self._save()
        except self._failure as exc:
            first = self.failing is None
            self.failing = exc
            return Saved(problem=exc, first_failure=first)
        recovered = self.failing is not None
        self.failing = None
        return Saved(path=path, recovered=recovered)
