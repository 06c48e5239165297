"""One connection per seat (issue 25 item 7): a seat (or a spectator's invite) is used by one
window at a time.

Every request may say which connection sends it (`"conn"`: a random id the seat client makes
when it starts; none is the connection `""`). The host keeps the current connection of each
token (`Connections`):

- a hello takes the seat over: it becomes the current connection, and the one it replaced is
  told (`notice`, published on the seat's view subject: an error `taken-over` naming the token
  and the connection taken over), so that a player who lost a laptop can come back with the
  same invite, and two people using one invite never act unknown to each other;
- any other request from a connection that is not the current one is refused with that error
  (its commands, chat, undo, pings: none is taken, and it does not count as the seat being
  connected); the first request after the host (re)starts makes its connection the current one;
- a bye from the current connection leaves the seat free (the next request takes it).

Pure Python; no NATS, no Qt.
"""

from __future__ import annotations

from . import protocol as P

TAKEN_OVER = ("this seat was taken over by another connection (its invite was used again "
              "elsewhere); this window no longer acts for it")


class Connections:
    """The current connection of each token; see the module's docstring."""

    def __init__(self) -> None:
        self._current: dict[str, str] = {}

    def admit(self, tok: str, doc: dict) -> str | None:
        """Take request `doc` (parsed) from token `tok`: the connection a hello took the seat
        over from (its `notice` is to be published), else None. ProtocolError(TAKEN_OVER) for a
        request from a connection that is not the seat's current one."""
        conn, kind = doc.get("conn") or "", doc["kind"]
        current = self._current.get(tok)
        if current is not None and conn != current and kind != P.Kind.HELLO:
            raise P.ProtocolError(P.ErrorCode.TAKEN_OVER, TAKEN_OVER)
        if kind == P.Kind.BYE:
            self._current.pop(tok, None)
            return None
        self._current[tok] = conn
        return current if current is not None and current != conn else None

    @staticmethod
    def notice(tok: str, displaced: str) -> dict:
        """What the connection taken over is told (on the seat's view subject)."""
        return P.message(P.Kind.ERROR, code=str(P.ErrorCode.TAKEN_OVER), message=TAKEN_OVER,
                         token=tok, conn=displaced)
