"""The one rate limiter of tabletop: a token bucket (no Qt, no asyncio).

`TokenBucket(rate, burst)`: `burst` at once, then `rate` a second. The host keeps one per seat
for its requests and one for its chat (`limits.NET_COMMAND_*`, `NET_CHAT_*`), the chat panel
one for the lines it sends (`limits.CHAT_RATE` in `CHAT_RATE_SECONDS`: the host's chat limit,
so the panel says "slow down" before the host would refuse). `Buckets` is one bucket per key.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class TokenBucket:
    """`burst` at once, then `rate` a second. `clock` gives seconds (monotonic)."""

    def __init__(self, rate: float, burst: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst = rate, float(burst)
        self.clock = clock
        self.level = float(burst)
        self.at = clock()

    def _fill(self) -> None:
        now = self.clock()
        self.level = min(self.burst, self.level + max(0.0, now - self.at) * self.rate)
        self.at = now

    def wait(self) -> float:
        """0 when one may be taken now, else the seconds until one may."""
        self._fill()
        return 0.0 if self.level >= 1.0 else (1.0 - self.level) / self.rate

    def take(self) -> bool:
        """Take one if there is one: False when over the limit (nothing taken)."""
        self._fill()
        if self.level >= 1.0:
            self.level -= 1.0
            return True
        return False

    def spend(self, n: float = 1.0) -> None:
        """Take `n` whether or not there are (what was sent anyway counts)."""
        self._fill()
        self.level = max(0.0, self.level - n)


class Buckets:
    """One `TokenBucket(rate, burst)` per key (a seat's token), made when first asked for."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self._by_key: dict[str, TokenBucket] = {}

    def _bucket(self, key: str) -> TokenBucket:
        b = self._by_key.get(key)
        if b is None:
            b = self._by_key[key] = TokenBucket(self.rate, self.burst)
        return b

    def take(self, key: str) -> bool:
        return self._bucket(key).take()

    def spend(self, key: str, n: float = 1.0) -> None:
        """Take `n` from `key`'s bucket, whether or not there are (a refusal's cost)."""
        self._bucket(key).spend(n)
