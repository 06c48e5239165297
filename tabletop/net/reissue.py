"""A seat's (or spectator's) new invite: the old one dead at once (`Host.remove_seat`).

In order: the host refuses whatever still comes with the old invite ("your invite was replaced
by the host"), tells its connection why (`protocol.farewell`, a `bye` with reason `replaced` on
the seat's view subject), gives the seat a new password (saved in the net state, so a resumed
host keeps the new invite), has the server take the new users (a config reload: the server
closes the old connection and refuses the old password from then on), and lets the requests the
old connection sent before it was closed be answered (refused) before the seat's requests are
taken again. Nothing else at the table waits: the other seats play on.

Pure Python, asyncio; no Qt.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from . import protocol as P
from .errors import NetError
from .netstate import NET_FILE, new_password

DRAIN_SECONDS = 1.0  # at most this long for the old connection's last requests to be answered


async def reissue(host: Any, tok: str) -> P.Invite:
    """See the module's docstring; `host` is the running `Host`. NetError for a token that is
    not a seat or spectator of this table, or a server that refuses the new users."""
    if tok not in host.net.users or tok == P.HOST_TOKEN:
        raise NetError(f"no seat {tok!r} at this table")
    host.replacing.add(tok)
    try:
        if host.running:
            await host._send(P.view_subject(host.net.game, tok),
                             P.farewell(tok, P.ByeReason.REPLACED))
        host.net.users[tok]["password"] = new_password()
        host.net.save(host.folder / NET_FILE)
        if host.server is not None:
            await asyncio.get_running_loop().run_in_executor(
                None, host.server.set_users, host.users())
        await _drain(host, tok)
    finally:
        host.replacing.discard(tok)
    host._seen.pop(tok, None)
    if host.running:
        host._spawn(host._check_status())
    return host.net.invite(tok, host.invite_url, host.certificate)


async def _drain(host: Any, tok: str) -> None:
    """Every request the old connection sent before the server closed it, answered."""
    nc = host._nc
    if nc is None or not host.running:
        return
    await nc.flush()  # what the server forwarded before the reload is here now ...
    sub = dict(zip(host.net.tokens, host._subs, strict=False)).get(tok)
    deadline = time.monotonic() + DRAIN_SECONDS
    while sub is not None and sub.pending_msgs and time.monotonic() < deadline:
        await asyncio.sleep(0.005)  # ... and answered (refused) before the seat is taken again
