"""Who may use which subjects: the NATS users of a hub node, made from the KV's accounts and
games.

- `tt-internal-<node>` (every node's, so that a worker's connection that fails over to another
  node is let in): no limits; the lobby, the supervisor and the workers.
- `tt-admin`: publishes `tt.admin.>` (removing accounts and games); its replies come back on
  `_INBOX_admin.>`.
- `tt-guest`, the user of a connection without credentials: publishes `tt.register` only.
- `a-<name>` for each account: its own lobby subjects, the lobby chat and events, and for each
  seat or spectator place it holds, that token's subjects (`net.server.permissions_for`).
  Nothing else: no `$JS`, `$KV`, `ttj`, `tt.admin`, nor another seat's subjects.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from tabletop.hub import names
from tabletop.hub.accounts import Account, user_of
from tabletop.net.server import permissions_for

INTERNAL_PREFIX = "tt-internal-"
ADMIN_USER = "tt-admin"
GUEST_USER = "tt-guest"
ADMIN_INBOX = "_INBOX_admin"
GUEST_INBOX = "_INBOX_guest"


@dataclass(frozen=True)
class HubUser:
    """One user of the generated config; `password` is a bcrypt hash except the guest's."""

    name: str
    password: str
    publish: tuple[str, ...] = ()
    subscribe: tuple[str, ...] = ()
    unlimited: bool = False


def lobby_inbox(name: str) -> str:
    """The reply-inbox prefix of an account's lobby connection."""
    return f"_INBOX_L_{name}"


def internal_user(node: str, hashed: str) -> HubUser:
    return HubUser(INTERNAL_PREFIX + node, hashed, unlimited=True)


def admin_user(hashed: str) -> HubUser:
    return HubUser(ADMIN_USER, hashed, ("tt.admin.>",), (f"{ADMIN_INBOX}.>",))


def guest_user(password: str) -> HubUser:
    return HubUser(GUEST_USER, password, (names.REGISTER_SUBJECT,), (f"{GUEST_INBOX}.>",))


def places(games: Iterable[Mapping]) -> dict[str, list[tuple[str, str]]]:
    """account -> [(game, token)] of every seat and spectator place it holds."""
    out: dict[str, list[tuple[str, str]]] = {}
    for game in games:
        for place in [*game.get("seats", ()), *game.get("watchers", ())]:
            account = place.get("account")
            if account:
                out.setdefault(account, []).append((game["id"], place["token"]))
    return out


def account_user(account: Account, held: Iterable[tuple[str, str]]) -> HubUser:
    name = account.name
    publish = [names.LOBBY_SUBJECT.format(account=name, op=">")]
    subscribe = [f"{lobby_inbox(name)}.>", names.LOBBY_CHAT, names.LOBBY_EVENTS]
    for game, token in sorted(set(held)):
        pub, sub, _ = permissions_for(game, token)
        publish += pub
        subscribe += sub
    return HubUser(user_of(name), account.hash, tuple(publish), tuple(subscribe))


def account_users(accounts: Iterable[Account], games: Iterable[Mapping]) -> list[HubUser]:
    """The users of every account not removed, with the places each holds."""
    held = places(games)
    return [account_user(a, held.get(a.name, ())) for a in accounts if not a.removed]
