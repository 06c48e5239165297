"""A hosted game's files are readable by their owner only (issue 25 item 8): the game's folder
0700, `game.json` (every hidden card), `net.json` (every password), the journal, the server's
config and TLS key, the invites 0600; what `tabletop host` prints names no password. (`--server`'s
authorization file: tests/net/test_cli.py; autosaves: tests/storage/test_storage_files.py.)"""

from __future__ import annotations

import json
import stat
from pathlib import Path

from .procs import HostProcess, join, records


def chat(home: Path, invites: Path, tmp_path: Path, text: str) -> None:
    rec = tmp_path / f"{text}.jsonl"
    done = join(home, invites / "A.invite", [{"net": "chat", "text": text}], rec)
    assert done.returncode == 0, done.stderr
    assert text in [m["text"] for m in records(rec)[-1]["chat"]]


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_hosted_games_files_are_its_owners_only(tmp_path):
    home, invites = tmp_path / "home", tmp_path / "invites"
    host = HostProcess(home, "--demo", "--seats", "A,B", "--invites", str(invites),
                       "--tls").start()
    try:
        folder = host.folder
        chat(home, invites, tmp_path, "hello")
        code, err = host.stop()
        assert code == 0, err
    finally:
        host.kill()
    for name in ("game.json", "net.json", "game.journal"):
        assert mode(folder / name) == 0o600, name
    assert mode(folder) == 0o700 and mode(folder / "server") == 0o700
    for name in ("nats-server.conf", "server-key.pem"):
        assert mode(folder / "server" / name) == 0o600, name
    for invite in invites.iterdir():
        assert mode(invite) == 0o600, invite
    passwords = [u["password"] for u in json.loads((folder / "net.json").read_text())
                 ["users"].values()]
    assert len(passwords) == 3 and host.out.startswith("hosting ")
    assert not [p for p in passwords if p in host.out or p in err]
