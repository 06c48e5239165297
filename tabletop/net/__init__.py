"""Remote play over NATS: the host runs the one game; seats see only their views (no Qt).

`protocol` (subjects, invites, the messages: one pydantic-validated TypedDict per kind),
`host` (the host's life cycle and NATS wiring) with `views` (what each seat is sent),
`judge` (a seat's commands, queries, undo) and `netstate` (the net state and its files),
`journal`, `seat` (a seat's client), `server` (the embedded nats-server), `ratelimit` (the
one rate limiter, also the chat panel's).
"""
