"""The text of a hub node's nats-server config: listeners, JetStream, cluster, websocket, users.

Written by the node's supervisor at every change of accounts or seats, then reloaded (SIGHUP).
nats-server applies new permissions to the connections already open and closes those of users
removed; it checks the password of every open connection again, which is why accounts use
bcrypt's lowest cost (`hub.accounts`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tabletop.hub.perms import GUEST_USER, HubUser
from tabletop.net.errors import NetError

MAX_PAYLOAD = 2 * 1024 * 1024
CLUSTER_NAME = "tabletop"
_SUBJECT = re.compile(r"[A-Za-z0-9_.\-*>$]{1,256}")
_USER = re.compile(r"[A-Za-z0-9_\-]{1,80}")
_PASSWORD = re.compile(r"[A-Za-z0-9_./$\-]{1,80}")


@dataclass(frozen=True)
class Listeners:
    """Where a node listens, and its files (paths in its store)."""

    client: str
    store: Path
    server_name: str
    cluster: str | None = None
    routes: tuple[str, ...] = ()
    websocket: str | None = None
    files: dict[str, Path] = field(default_factory=dict)


def _q(text: str) -> str:
    return json.dumps(text)


def _list(items: Sequence[str]) -> str:
    return "[" + ", ".join(_q(s) for s in items) + "]"


def _user_line(user: HubUser) -> str:
    if not _USER.fullmatch(user.name) or not _PASSWORD.fullmatch(user.password):
        raise NetError(f"{user.name!r}: a user name or password a NATS config cannot hold")
    for subject in (*user.publish, *user.subscribe):
        if not _SUBJECT.fullmatch(subject):
            raise NetError(f"{subject!r} is not a usable NATS subject")
    head = f"  {{user: {_q(user.name)}, password: {_q(user.password)}"
    if user.unlimited:
        return head + "}"
    return (head + f", permissions: {{publish: {{allow: {_list(user.publish)}}}, "
            f"subscribe: {{allow: {_list(user.subscribe)}}}}}}}")


def users_block(users: Iterable[HubUser]) -> str:
    users = list(users)
    seen = [u.name for u in users]
    if len(seen) != len(set(seen)):
        raise NetError("a user is given twice")
    lines = ["authorization {", "  users = ["]
    lines += [_user_line(u) for u in users]
    lines += ["  ]", "}", f"no_auth_user: {_q(GUEST_USER)}"]
    return "\n".join(lines) + "\n"


def _listen_lines(where: Listeners, port: int) -> list[str]:
    files = where.files
    return [
        "# Written by tabletop server; rewritten at every change of accounts or seats.",
        f"server_name: {_q(where.server_name)}",
        f"listen: {_q(_hostport(where.client, port))}",
        f"pid_file: {_q(str(files['pid']))}",
        f"ports_file_dir: {_q(str(files['ports']))}",
        f"log_file: {_q(str(files['log']))}",
        "logfile_size_limit: 2097152",
        "logfile_max_num: 3",
        f"max_payload: {MAX_PAYLOAD}",
        "max_control_line: 4096",
        'ping_interval: "10s"',
        "ping_max: 2",
        'write_deadline: "5s"',
        f"http: {_q('127.0.0.1:-1')}",
        "jetstream {",
        f"  store_dir: {_q(str(where.store))}",
        "}",
    ]


def _hostport(listen: str, port: int) -> str:
    host = listen.rpartition(":")[0]
    return f"{host}:{port}"


def config_text(where: Listeners, users: Iterable[HubUser], port: int,
                cluster_port: int | None, websocket_port: int | None) -> str:
    """The whole config; `port` (and the others) -1 for 'any free port' on a first start."""
    lines = _listen_lines(where, port)
    if where.cluster is not None:
        lines += ["cluster {",
                  f"  name: {_q(CLUSTER_NAME)}",
                  f"  listen: {_q(_hostport(where.cluster, cluster_port or -1))}",
                  f"  routes: {_list(list(where.routes))}",
                  "}"]
    if where.websocket is not None:
        lines += ["websocket {",
                  f"  listen: {_q(_hostport(where.websocket, websocket_port or -1))}",
                  "  no_tls: true",
                  "}"]
    return "\n".join(lines) + "\n" + users_block(users)
