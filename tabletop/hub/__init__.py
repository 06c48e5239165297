"""The shared server ("hub", issue 30): accounts, a lobby, hosted games run by workers with
their journal on JetStream. Pure Python, asyncio, nats-py; no Qt."""
