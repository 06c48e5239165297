"""The hub's JetStream state (hub-contract.md): the key-value buckets and the journal stream,
made when missing. `ensure_store(js, replicas)` is called by every process that may be the
first on a new server (the node's supervisor, the tests); it is idempotent: a bucket or the
stream that exists is left as it is.

    js = nc.jetstream()
    await ensure_store(js, replicas=min(3, nodes))
    kv = await js.key_value(KV_GAMES)

Pure Python, asyncio, nats-py; no Qt."""

from __future__ import annotations

from typing import Any

from . import names as N

BUCKETS = (N.KV_ACCOUNTS, N.KV_GAMES, N.KV_DECKS, N.KV_LEASES, N.KV_WORKERS, N.KV_NODES)
HISTORY = {N.KV_GAMES: 5}  # revisions kept per key (1 unless named here)
JOURNAL_MAX_MSG = 1024 * 1024  # bytes of one journal message (a game's setup is the largest)


async def ensure_store(js: Any, replicas: int = 1) -> None:
    """Make every bucket and the journal stream that does not exist yet, with `replicas`
    copies (`min(3, nodes)`)."""
    from nats.js.api import StorageType, StreamConfig
    from nats.js.errors import BucketNotFoundError, NotFoundError
    for bucket in BUCKETS:
        try:
            await js.key_value(bucket)
        except BucketNotFoundError:
            await js.create_key_value(bucket=bucket, history=HISTORY.get(bucket, 1),
                                      replicas=replicas, storage=StorageType.FILE)
    try:
        await js.stream_info(N.STREAM)
    except NotFoundError:
        await js.add_stream(StreamConfig(
            name=N.STREAM, subjects=["ttj.>"], num_replicas=replicas,
            storage=StorageType.FILE, max_msg_size=JOURNAL_MAX_MSG, allow_direct=True))


def journal_subject(game: str, number: int) -> str:
    return N.JOURNAL_SUBJECT.format(game=game, number=number)
