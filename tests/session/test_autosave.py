"""The autosave policy: debounced by an injected clock, failures said once, recovery said."""

from __future__ import annotations

import pytest

from tabletop.session.autosave import Autosave


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_burst_of_changes_is_one_save():
    clock, saves = Clock(), []
    auto = Autosave(lambda: saves.append(clock.now) or "g.json", clock, delay=1.5)
    assert auto.wait() is None and auto.tick() is None
    auto.changed()
    clock.now += 1.0
    auto.changed()  # pushes the save back
    clock.now += 1.0
    assert auto.tick() is None and auto.wait() == pytest.approx(0.5)
    clock.now += 0.5
    saved = auto.tick()
    assert saved is not None and saved.ok and saved.path == "g.json" and saves == [102.5]
    assert auto.tick() is None and not auto.pending


def test_flush_saves_a_pending_change_at_once():
    clock, saves = Clock(), []
    auto = Autosave(lambda: saves.append(1), clock)
    assert auto.flush() is None
    auto.changed()
    assert auto.flush() is not None and saves == [1]
    auto.changed()
    auto.cancel()
    assert auto.flush() is None and saves == [1]


def test_a_failure_is_said_once_and_recovery_is_said():
    clock, broken = Clock(), [True]

    def save():
        if broken[0]:
            raise OSError("disk full")
        return "g.json"

    auto = Autosave(save, clock)
    first, again = auto.save_now(), auto.save_now()
    assert not first.ok and first.first_failure and not again.first_failure
    broken[0] = False
    back = auto.save_now()
    assert back.ok and back.recovered and not auto.save_now().recovered


def test_other_errors_are_bugs():
    auto = Autosave(lambda: 1 / 0, Clock())
    with pytest.raises(ZeroDivisionError):
        auto.save_now()
