"""Waiting, in the hub's tests, for what another process updates when it gets to it: a
condition polled until a bounded deadline (never a fixed sleep), the last value said when it
never held."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

T = TypeVar("T")
POLL = 0.05  # seconds between two looks


async def until(probe: Callable[[], Awaitable[T]], test: Callable[[T], Any] = bool,
                timeout: float = 20.0, what: str = "the condition") -> T:
    """`await probe()` again and again until `test(value)` holds; that value. An
    AssertionError naming `what` and the last value after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = await probe()
        if test(value):
            return value
        assert time.monotonic() < deadline, f"{what}: not within {timeout:g} s ({value!r})"
        await asyncio.sleep(POLL)
