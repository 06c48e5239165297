"""Where the app keeps a player's server accounts: credentials files (mode 0600) in the app's
config folder (`tabletop.paths.config_dir() / "accounts"`), and the server and file used last
(`online.json`), offered again next time."""

from __future__ import annotations

import re
from pathlib import Path

from tabletop import paths, safeio

LAST_FILE = "online.json"
MAX_LAST = 4096
DEFAULT_SERVER = "nats://127.0.0.1:4222"


def accounts_dir() -> Path:
    folder = paths.config_dir() / "accounts"
    folder.mkdir(parents=True, exist_ok=True)
    folder.chmod(0o700)
    return folder


def creds_path(server: str, name: str) -> Path:
    """The file an account registered here is written to: its name and the server's host."""
    host = re.sub(r"[^A-Za-z0-9._-]+", "_", server.split("://", 1)[-1])[:80]
    return accounts_dir() / f"{name}@{host}.creds"


def remembered() -> dict[str, str]:
    """{"server", "creds"} of the last log-in ({} when there is none or it can't be read)."""
    path = paths.config_dir() / LAST_FILE
    try:
        doc = safeio.parse_json(safeio.read_bytes(path, MAX_LAST, "settings"), str(path),
                                max_depth=2)
    except (safeio.FileRefused, OSError):
        return {}
    if not isinstance(doc, dict):
        return {}
    return {k: v for k, v in doc.items() if k in ("server", "creds") and isinstance(v, str)
            and 0 < len(v) <= 1000}


def remember(server: str, creds: str) -> None:
    from tabletop.hub.creds import write_private
    try:
        write_private(paths.config_dir() / LAST_FILE, {"server": server, "creds": creds})
    except OSError:
        pass  # (only a convenience: next time the fields start empty)
