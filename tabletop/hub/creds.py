"""Credentials files: a player's (`tabletop register --out FILE`) and a node's own.

A player's file: `{"format": "tabletop-account/1", "server": URL, "name", "password"}`, mode
0600. A node keeps, in its `--store DIR`: `internal.json` (`{"url", "user", "password"}`, the
user of its lobby, supervisor and workers) and `admin.creds` (the same shape: the admin user,
which may remove accounts and games). Every file is read bounded and checked.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

from tabletop import safeio
from tabletop.hub.accounts import NAME_RE, user_of

FORMAT = "tabletop-account/1"
MAX_BYTES = 4096
URL_RE = re.compile(r"(nats|tls|ws|wss)://[^\s/]{1,200}:[0-9]{1,5}")
PASSWORD_RE = re.compile(r"[A-Za-z0-9_\-]{16,64}")


class CredsError(ValueError):
    """A credentials file that can't be read or used: one line."""


@dataclass(frozen=True)
class Creds:
    """Where to connect and as whom."""

    url: str
    user: str
    password: str
    name: str = ""  # an account's name ("" for a node's own users)


def write_private(path: str | os.PathLike, doc: dict) -> Path:
    from tabletop.storage.files import PRIVATE, write_atomic
    target = Path(path)
    data = json.dumps(doc, indent=1).encode("utf-8") + b"\n"
    write_atomic(target, data, backup=False, mode=PRIVATE)
    return target


def write_account(path: str | os.PathLike, url: str, name: str, password: str) -> Path:
    return write_private(path, {"format": FORMAT, "server": url, "name": name,
                                "password": password})


def _load(path: str | os.PathLike) -> dict:
    try:
        data = safeio.read_bytes(path, MAX_BYTES, "credentials")
        doc = safeio.parse_json(data, str(path), max_depth=2)
    except safeio.FileRefused as exc:
        raise CredsError(str(exc)) from None
    if not isinstance(doc, dict):
        raise CredsError(f"{path}: not a credentials file")
    return doc


def _text(doc: dict, key: str, pattern: re.Pattern, path) -> str:
    value = doc.get(key)
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise CredsError(f"{path}: '{key}' is missing or not valid")
    return value


def read_account(path: str | os.PathLike) -> Creds:
    """A player's credentials file; CredsError says what is wrong."""
    doc = _load(path)
    if doc.get("format") != FORMAT:
        raise CredsError(f"{path}: not a tabletop account file (format {FORMAT!r})")
    name = _text(doc, "name", NAME_RE, path)
    return Creds(url=_text(doc, "server", URL_RE, path), user=user_of(name),
                 password=_text(doc, "password", PASSWORD_RE, path), name=name)


def read_node_creds(path: str | os.PathLike) -> Creds:
    """A node's `internal.json` or `admin.creds`."""
    doc = _load(path)
    return Creds(url=_text(doc, "url", URL_RE, path),
                 user=_text(doc, "user", re.compile(r"tt-[a-z0-9_\-]{1,60}"), path),
                 password=_text(doc, "password", PASSWORD_RE, path))


def write_node_creds(path: str | os.PathLike, creds: Creds) -> Path:
    return write_private(path, {"url": creds.url, "user": creds.user,
                                "password": creds.password})
