"""The one rate limiter (`net.ratelimit`): the host's per-seat limits and the chat panel's."""

from __future__ import annotations

from tabletop.net.ratelimit import Buckets, TokenBucket


def test_a_bucket_takes_a_burst_then_its_rate():
    now = [100.0]
    b = TokenBucket(2.0, 3, clock=lambda: now[0])
    assert [b.take() for _ in range(4)] == [True, True, True, False]
    assert b.wait() == 0.5
    now[0] += 0.5
    assert b.wait() == 0.0 and b.take() and not b.take()
    now[0] += 100.0
    assert [b.take() for _ in range(4)] == [True, True, True, False]  # never over the burst


def test_spend_counts_what_went_anyway_and_a_clock_going_back_adds_nothing():
    now = [10.0]
    b = TokenBucket(1.0, 1, clock=lambda: now[0])
    b.spend()
    b.spend()
    assert b.level == 0.0 and b.wait() == 1.0
    now[0] = 5.0
    assert not b.take()


def test_buckets_are_one_per_key():
    bs = Buckets(0.001, 1)
    assert bs.take("p0") and not bs.take("p0") and bs.take("p1")
