"""What a hosted game needs besides the game: its id, seats, users and passwords, where it
listens (`NetState`, saved as `net.json` beside `game.json` and the journal in the game's
folder, `autosave_place`); an invite is made from it for each seat and spectator.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.model.game import Game
from tabletop.storage.files import PRIVATE, write_atomic

from . import protocol as P
from .errors import NetError

NET_STATE_FORMAT = "tabletop-net/1"
GAME_FILE, JOURNAL_FILE, NET_FILE = "game.json", "game.journal", "net.json"


def autosave_place(game_id: str) -> Path:
    """Where a hosted game lives: `<state folder>/net/<game>/` (game.json, game.journal,
    net.json, the embedded server's files)."""
    from tabletop.paths import state_dir
    return state_dir() / "net" / game_id


@dataclass
class NetState:
    """What a hosted game needs besides the game to take it up again with the same invites."""

    game: str  # the game id G
    seats: dict[str, str]  # token -> player name, for the players invited
    spectators: int
    users: dict[str, dict[str, str]]  # token (and "host") -> {"user", "password"}
    listen: str = "127.0.0.1:0"
    advertise: str | None = None
    tls: bool = False
    server: str | None = None  # an existing NATS deployment's URL (`--server`), else embedded
    spectators_chat: bool = True

    @classmethod
    def new(cls, game: Game, seats: list[str] | None = None, spectators: int = 0,
            users: dict[str, Any] | None = None, game_id: str | None = None,
            **kw: Any) -> NetState:
        """A new table for `game`: `seats` the players invited (default: all), `users` the
        NATS users by token (`server.new_users`'s, or None for fresh passwords)."""
        players = game.state.players
        seats = list(players) if seats is None else list(seats)
        for s in seats:
            if s not in players:
                raise NetError(f"--seats: {s!r} is not a player of this game "
                               f"({', '.join(players)})")
        if len(set(seats)) != len(seats):
            raise NetError("--seats: a player is named twice")
        gid = game_id or P.new_game_id()
        tokens = {P.seat_token(players.index(s)): s for s in seats}
        net_users: dict[str, dict[str, str]] = {}
        wanted = [*tokens, *(P.spectator_token(n) for n in range(1, spectators + 1)),
                  P.HOST_TOKEN]
        for tok in wanted:
            u = (users or {}).get(tok)
            if u is not None:
                net_users[tok] = {"user": getattr(u, "name", None) or u["user"],
                                  "password": getattr(u, "password", None) or u["password"]}
            else:
                net_users[tok] = {"user": P.user_name(gid, tok),
                                  "password": new_password()}
        return cls(gid, tokens, spectators, net_users, **kw)

    @property
    def tokens(self) -> list[str]:
        """Every seat's and spectator's token (not the host's)."""
        return [*self.seats, *(P.spectator_token(n) for n in range(1, self.spectators + 1))]

    def invite(self, tok: str, url: str, certificate: str | None = None) -> P.Invite:
        u = self.users[tok]
        spectator = P.is_spectator_token(tok)
        return P.Invite(url=url, game=self.game, seat=None if spectator else self.seats[tok],
                        token=tok, user=u["user"], password=u["password"],
                        certificate=certificate, spectator=spectator)

    def to_dict(self) -> dict:
        return {"format": NET_STATE_FORMAT, "game": self.game, "seats": self.seats,
                "spectators": self.spectators, "users": self.users, "listen": self.listen,
                "advertise": self.advertise, "tls": self.tls, "server": self.server,
                "spectators_chat": self.spectators_chat}

    @classmethod
    def from_dict(cls, d: dict) -> NetState:
        if not isinstance(d, dict) or d.get("format") != NET_STATE_FORMAT:
            raise NetError("not a hosted game's net state (net.json)")
        try:
            return cls(str(d["game"]), dict(d["seats"]), int(d["spectators"]),
                       {k: dict(v) for k, v in d["users"].items()}, str(d["listen"]),
                       d.get("advertise"), bool(d.get("tls")), d.get("server"),
                       bool(d.get("spectators_chat", True)))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise NetError(f"the net state (net.json) is damaged: {exc}") from None

    def save(self, path: Path) -> None:
        data = json.dumps(self.to_dict(), ensure_ascii=False, indent=1).encode() + b"\n"
        write_atomic(path, data, backup=False, mode=PRIVATE)  # the passwords

    @classmethod
    def load(cls, path: Path) -> NetState:
        try:
            return cls.from_dict(json.loads(path.read_bytes()))
        except (OSError, ValueError) as exc:
            raise NetError(f"{path}: can't read the net state: {exc}") from None


def new_password() -> str:
    return secrets.token_urlsafe(18)  # 24 url-safe characters
