"""`tabletop host` and `tabletop join` from the shell: invites first, then the `hosting` line;
a clean stop saves to the autosave place; join's exit statuses 0, 1, 2 and 3."""

from __future__ import annotations

import json
import signal
import socket
import stat

from tabletop.__main__ import main as tabletop_main
from tabletop.net.protocol import read_invite
from tabletop.storage import load_game, save_game

from .games import canary_game
from .procs import HostProcess, join, records


def test_host_and_join_from_the_shell(tmp_path, capsys):
    home, invites = tmp_path / "home", tmp_path / "invites"
    host = HostProcess(home, "--demo", "--seats", "Ann,Bob", "--spectators", "1",
                       "--listen", "127.0.0.1:0", "--invites", str(invites)).start()
    try:
        # the invites are there when the line says the game is hosted
        names = sorted(p.name for p in invites.iterdir())
        assert names == ["Ann.invite", "Bob.invite", "spectator-1.invite"]
        inv = read_invite(invites / "Bob.invite")
        assert (inv.game, inv.url, inv.seat, inv.token) == (host.game, host.url, "Bob", "p1")
        assert host.url.startswith("nats://127.0.0.1:")
        # 0: every command carried out; each recorded line one message, the last the view
        rec = tmp_path / "ok.jsonl"
        done = join(home, invites / "Bob.invite",
                    [{"kind": "keep", "player": "Bob"}, {"net": "chat", "text": "gl hf"}], rec)
        assert done.returncode == 0, done.stderr
        got = records(rec)
        assert {m["proto"] for m in got} == {1}
        assert got[-1]["kind"] == "welcome" and got[-1]["seat"] == "Bob"
        assert [m["text"] for m in got[-1]["chat"]] == ["gl hf"]
        results = [m for m in got if m["kind"] == "result"]
        assert len(results) == 2 and all(r["ok"] for r in results)
        # 1: a command refused (Bob acting for Ann), and the script goes on after it
        rec, script = tmp_path / "refused.jsonl", tmp_path / "refused.script"
        script.write_text('{"kind": "keep", "player": "Ann"}\n'
                          '{"kind": "life", "player": "Bob", "delta": -1}\n')
        done = _run(capsys, "join", str(invites / "Bob.invite"), "--headless", "--script",
                    str(script), "--record", str(rec))
        assert done.returncode == 1, done.stderr
        assert "refused: keep" in done.stderr
        got = records(rec)
        assert [r["ok"] for r in got if r["kind"] == "result"] == [False, True]
        assert got[-1]["view"]["life"]["Bob"] == 19
        # a spectator's script: its commands are refused (not a seat), it may chat
        script.write_text('{"net": "chat", "text": "ok"}\n')
        done = _run(capsys, "join", str(invites / "spectator-1.invite"), "--headless",
                    "--script", str(script), "--record", str(tmp_path / "w.jsonl"))
        assert done.returncode == 0, done.stderr
        assert records(tmp_path / "w.jsonl")[-1]["seat"] is None
    finally:
        code, err = host.stop(signal.SIGINT)
    assert code == 0, err
    save = host.folder / "game.json"
    assert save.parent.parent == home / "state" / "net"
    assert f"saved to {save}" in err
    game = load_game(save)
    assert game.state.players == ["Ann", "Bob"] and game.state.life["Bob"] == 19


def _dead_invite(tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    inv = {"format": "tabletop-invite/1", "proto": 1, "url": f"nats://127.0.0.1:{port}",
           "game": "abcdefghij", "seat": "Ann", "spectator": False, "token": "p0",
           "user": "abcdefghij-p0", "password": "x"}
    path = tmp_path / "dead.invite"
    path.write_text(json.dumps(inv))
    return path


class _Done:
    def __init__(self, returncode: int, out: str, err: str) -> None:
        self.returncode, self.stdout, self.stderr = returncode, out, err


def _run(capsys, *args) -> _Done:
    """The command through the same dispatcher as `tabletop ...`, in this process."""
    code = tabletop_main(list(args))
    out, err = capsys.readouterr()
    return _Done(code, out, err)


def test_join_usage_and_connection_errors(tmp_path, capsys):
    dead = _dead_invite(tmp_path)
    script = tmp_path / "s.jsonl"
    # 3: nobody at that address
    script.write_text('{"kind": "draw", "player": "Ann"}\n')
    done = _run(capsys, "join", str(dead), "--headless", "--script", str(script), "--timeout",
                "2")
    assert done.returncode == 3 and "can't connect" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
    # 2: a malformed script line (found before connecting), a bad invite, bad arguments
    for text in ('{"kind": "draw", "player": "Ann"}\n{"kind": "dr', '[1]',
                 '{"kind": "no_such"}', '{"kind": "draw"}', '{"net": "look"}'):
        script.write_text(text)
        done = _run(capsys, "join", str(dead), "--headless", "--script", str(script))
        assert done.returncode == 2, (text, done.stderr)
        assert "s.jsonl" in done.stderr and "Traceback" not in done.stderr
    script.write_text('{"kind": "draw", "player": "Ann"}\n')
    for args in (["join", str(tmp_path / "none.invite"), "--headless"],
                 ["join", str(script), "--headless"],
                 ["join", str(dead), "--script", str(script)],
                 ["join", str(dead), "--headless", "--record", str(tmp_path)],
                 ["join", str(dead), "--headless", "--timeout", "0"]):
        done = _run(capsys, *args)
        assert done.returncode == 2, (args, done.stderr)
        assert "Traceback" not in done.stderr


def test_host_usage_errors(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    inv = str(tmp_path / "inv")
    save = tmp_path / "game.json"
    save_game(canary_game(), save)
    good, bad = tmp_path / "good.txt", tmp_path / "bad.txt"
    good.write_text("20 Forest\n")
    bad.write_text("20 Forest\n4 Qwxzy Not A Card\n")
    for args in (["--spectators", "-1"], ["--demo", "--seats", "A,B,C"],
                 ["--open", str(tmp_path / "none.json")], ["--listen", "nowhere"],
                 ["--open", str(_dead_invite(tmp_path))], ["--creds", "x"],
                 ["--demo", "--seats", "A,A"], ["--open", str(save), "--seats", "A,Zed"],
                 ["--decks", str(bad), str(good)], ["--decks", str(good), str(good),
                                                    "--seats", "A"],
                 ["--open", str(save), "--seats", "A"]):  # B would never act
        done = _run(capsys, "host", *args, "--invites", inv, "--headless")
        assert done.returncode == 2, (args, done.stdout, done.stderr)
        assert "Traceback" not in done.stderr and not done.stdout
    assert not (tmp_path / "inv").exists()  # no invite for a game that was never hosted


def test_host_on_an_existing_server_with_the_printed_block(tmp_path):
    """`--server`: no server of its own; the host waits until the operator has installed the
    authorization block it wrote (here: set on a running server with a user of its own), then
    hosts as usual."""
    import threading
    import time

    from tabletop.net import server as srv
    from tabletop.net.host import NetState

    other = srv.new_user("zzzzzzzzzz", "p0")  # someone else's game on the same server
    server = srv.EmbeddedServer(tmp_path / "operator")
    server.start([other])
    home, invites = tmp_path / "home", tmp_path / "invites"
    installed: list[str] = []

    def operator() -> None:  # installs the block as soon as the host has written it
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            found = list((home / "state" / "net").glob("*/authorization.conf"))
            if found and (found[0].parent / "net.json").exists():
                net = NetState.load(found[0].parent / "net.json")
                users = [srv.NetUser(u["user"], u["password"],
                                     *srv.permissions_for(net.game, tok))
                         for tok, u in net.users.items()]
                assert srv.authorization_block(users) == found[0].read_text()
                server.set_users([other, *users])
                installed.append(net.game)
                return
            time.sleep(0.1)
    t = threading.Thread(target=operator)
    t.start()
    host = HostProcess(home, "--demo", "--server", server.url, "--invites", str(invites))
    try:
        host.start(timeout=40)
        t.join()
        assert installed == [host.game] and host.url == server.url
        rec = tmp_path / "r.jsonl"
        done = join(home, invites / "Alice.invite", [{"kind": "keep", "player": "Alice"}], rec)
        assert done.returncode == 0, done.stderr
        code, err = host.stop()
        assert code == 0, err
        # the block is in a file only its owner may read, in a folder only its owner may
        # open; what the host says names the file, never a password
        block = home / "state" / "net" / host.game / "authorization.conf"
        assert f"install the authorization block in {block}" in err
        assert stat.S_IMODE(block.stat().st_mode) == 0o600
        assert stat.S_IMODE(block.parent.stat().st_mode) == 0o700
        net = NetState.load(block.parent / "net.json")
        passwords = [u["password"] for u in net.users.values()]
        assert len(passwords) == 3 and all(p in block.read_text() for p in passwords)
        assert not [p for p in passwords if p in err or p in host.out], "a password was printed"
        assert "authorization {" not in err + host.out
    finally:
        host.kill()
        server.stop()
