"""Accounts on a real `tabletop server`: registering, names taken, only a hash on the server,
the admin's removals, a restart that keeps everything, `server status`."""

from __future__ import annotations

import importlib.util
import json
import os
import stat

import pytest

from tabletop.hub.accounts import HASH_RE
from tabletop.hub.client import HubClient, HubError
from tabletop.net.errors import NetError
from tests.hub.procs import ServerProcess, account, run, tabletop, tabletop_all
from tests.hub.wait import until


def test_register_writes_private_credentials_and_a_taken_name_is_one_line(hub, tmp_path):
    home = tmp_path / "home"
    out = tmp_path / "alice.creds"
    done = tabletop(home, "register", "Alice", "--server", hub.url, "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o600
    creds = json.loads(out.read_text())
    assert creds["format"] == "tabletop-account/1" and creds["name"] == "alice"
    assert creds["server"] == hub.url and len(creds["password"]) == 24
    taken, bad = ("alice", "ALICE"), ("a", "x" * 25, "bad name", "ünï")
    done = tabletop_all(home, [["register", name, "--server", hub.url, "--out",
                                str(tmp_path / f"again{i}.creds")]
                               for i, name in enumerate((*taken, *bad))])
    for i, again in enumerate(done[:len(taken)]):
        assert again.returncode == 1
        assert again.stderr.strip().splitlines() == [
            "tabletop: the name alice is taken on this server"]
        assert not (tmp_path / f"again{i}.creds").exists()
    for usage in done[len(taken):]:
        assert usage.returncode == 2 and len(usage.stderr.strip().splitlines()) == 1


def test_the_server_keeps_only_a_salted_hash(own_hub, tmp_path):
    hub = own_hub  # (stopped here, every file of its store read)

    async def scenario() -> str:
        client = await account(hub.url, "carol", tmp_path)
        await client.close()
        return client.password
    password = run(scenario())
    hub.stop()
    found = []
    for path in hub.store.rglob("*"):
        if path.is_file() and password.encode() in path.read_bytes():
            found.append(path)
    assert found == []
    conf = (hub.store / "nats" / "nats-server.conf").read_text()
    line = next(ln for ln in conf.splitlines() if '"a-carol"' in ln)
    hashed = line.split('password: "')[1].split('"')[0]
    assert HASH_RE.fullmatch(hashed)
    import bcrypt
    assert bcrypt.checkpw(password.encode(), hashed.encode())


def test_wrong_password_and_unknown_account_are_refused(hub, tmp_path):
    async def scenario() -> None:
        client = await account(hub.url, "dave", tmp_path)
        await client.close()
        for name, password in (("dave", "x" * 24), ("nobody", "y" * 24)):
            with pytest.raises(NetError, match="refused"):
                await HubClient(hub.url, name, password, timeout=3).connect()
    run(scenario())


def test_a_restart_keeps_accounts_and_games(tmp_path):
    port = _port()
    node = ServerProcess(tmp_path / "home", tmp_path / "store",
                         listen=f"127.0.0.1:{port}").start()

    async def before() -> tuple[str, str]:
        client = await account(node.url, "erin", tmp_path)
        from tabletop.hub.client import CreateGame
        game, _ = await client.create(CreateGame(seats=2, name="kept"))
        await client.close()
        return game, client.password
    game, password = run(before())
    assert node.stop() == 0
    node = ServerProcess(tmp_path / "home", tmp_path / "store",
                         listen=f"127.0.0.1:{port}").start()
    try:
        async def after() -> list[dict]:
            async with HubClient(node.url, "erin", password) as client:
                return await client.games()
        games = run(after())
        assert [(g["id"], g["name"]) for g in games] == [(game, "kept")]
    finally:
        node.stop()


def _port() -> int:
    from tests.hub.procs import free_port
    return free_port()


def test_the_admin_removes_an_account_and_a_game(hub, tmp_path):
    home = tmp_path / "home"

    async def setup() -> tuple[str, str]:
        from tabletop.hub.client import CreateGame
        frank = await account(hub.url, "frank", tmp_path)
        game, _ = await frank.create(CreateGame(seats=2))
        await frank.close()
        return game, frank.password
    game, password = run(setup())
    removed = tabletop_all(home, [["server", "remove-game", game, "--store", str(hub.store)],
                                  ["server", "remove-account", "frank", "--server", hub.url,
                                   "--creds", str(hub.store / "admin.creds")]])
    assert [d.returncode for d in removed] == [0, 0], [d.stderr for d in removed]
    missing = tabletop(home, "server", "remove-game", game, "--store", str(hub.store))
    assert missing.returncode == 1 and "no game" in missing.stderr

    async def after() -> None:
        with pytest.raises(NetError, match="refused"):
            await HubClient(hub.url, "frank", password, timeout=3).connect()
        george = await account(hub.url, "george", tmp_path)
        assert game not in [g["id"] for g in await george.games()]
        assert "frank" not in [p["name"] for p in await george.players()]
        await george.close()
        from tabletop.hub.client import register
        with pytest.raises(HubError, match="taken"):  # a removed name is not given again
            await register(hub.url, "frank")
    run(after())


def test_an_account_cannot_use_the_admin_subjects(hub, tmp_path):
    async def scenario() -> None:
        client = await account(hub.url, "henry", tmp_path)
        errors: list[str] = []

        async def record(exc: Exception) -> None:
            errors.append(str(exc).lower())
        client.nc._error_cb = record
        await client.nc.publish("tt.admin.remove-account", b'{"name": "henry"}')
        await client.nc.flush()

        async def seen() -> list[str]:
            return errors
        await until(seen, lambda es: any('publish to "tt.admin.remove-account"' in e
                                         for e in es), what="the server's refusal")
        assert "henry" in [p["name"] for p in await client.players()]  # (not removed)
        await client.close()
    run(scenario())


def test_status_lists_games_and_their_players(hub, tmp_path):
    async def setup() -> str:
        from tabletop.hub.client import CreateGame
        ivy = await account(hub.url, "ivy", tmp_path)
        game, _ = await ivy.create(CreateGame(seats=3))
        await ivy.close()
        return game
    game = run(setup())
    done = tabletop(tmp_path / "home", "server", "status", "--store", str(hub.store), "--json")
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)  # (the server's other games are other tests')
    assert sorted(doc) == ["games", "workers"] and doc["workers"] == []
    assert [g for g in doc["games"] if g["id"] == game] == [
        {"id": game, "worker_pid": None, "seats": 3, "players": ["ivy"]}]


@pytest.mark.skipif(importlib.util.find_spec("tabletop.hub.worker") is not None,
                    reason="the workers' module is there")
def test_workers_missing_is_a_clear_error(tmp_path):
    done = tabletop(tmp_path / "home", "server", "--listen", "127.0.0.1:0", "--store",
                    str(tmp_path / "store"), "--workers", "1")
    assert done.returncode == 3
    assert done.stderr.strip().splitlines() == [
        "tabletop: the game workers (tabletop.hub.worker) are not part of this tabletop: "
        "start the server with --workers 0 for a lobby without games"]
    assert "Traceback" not in done.stderr and os.path.isdir(tmp_path / "store")


def test_websocket_listener_answers_an_upgrade(tmp_path):
    import base64
    import re
    import socket
    node = ServerProcess(tmp_path / "home", tmp_path / "store", "--websocket",
                         "127.0.0.1:0").start()
    try:
        conf = (node.store / "nats" / "nats-server.conf").read_text()
        port = int(re.search(r'websocket \{\n  listen: "127\.0\.0\.1:(\d+)"', conf).group(1))
        key = base64.b64encode(os.urandom(16)).decode()
        with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
            sock.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                          f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                          "Sec-WebSocket-Version: 13\r\n\r\n").encode())
            assert sock.recv(4096).startswith(b"HTTP/1.1 101")
    finally:
        node.stop()
