"""Game → Play online… (issue 30 item 3) against a real `tabletop server` (nats-server, the
lobby, a game worker) on 127.0.0.1: Alice registers in her window, Bob in his, with real clicks;
Alice creates a best-of-3 game, Bob joins it from the lobby's list; both tables open as network
seats; they keep their hands, the active player draws (a card action at the table), chat in the
lobby (plain text), Alice concedes; both sideboard, Alice (who lost) chooses who goes first,
and game 2 deals new opening hands at the same tables; the lobby shows the score 0–1. And the
dialog's errors in words: a name taken, a server that is not there, credentials refused."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from tabletop.ui.net import loop as netloop
from tabletop.ui.window import MainWindow
from tests.hub.procs import ServerProcess, free_port

from .test_net_host import net_home  # noqa: F401 - a fixture

ALICE = "20 Forest\n20 Grizzly Bears\n\nSideboard\n3 Hooded Hydra\n"
BOB = "20 Island\n20 Unsummon\n\nSideboard\n3 Negate\n"
WAIT = 30000


@pytest.fixture
def dialogs(qtbot, monkeypatch):
    """The Play online… dialogs of the test (their windows closed by qtbot: each dialog's
    connection closed with it); the network loop let go at the end."""
    from tabletop.ui.net import table as nettable
    monkeypatch.setattr(nettable, "HEARTBEAT", 0.3)
    out: list = []
    yield out
    import shiboken6
    for d in out:
        if shiboken6.isValid(d):
            d.log_out()
    qtbot.waitUntil(lambda: netloop.pending() == 0, timeout=10000)
    netloop.shutdown()


@pytest.fixture
def server(tmp_path, net_home):  # noqa: F811
    node = ServerProcess(tmp_path / "server-home", tmp_path / "store", workers=1).start()
    yield node
    node.stop()


def click(widget) -> None:
    assert widget.isEnabled() and widget.isVisible(), widget.objectName()
    QTest.mouseClick(widget, Qt.LeftButton)


def type_into(field, text: str) -> None:
    QTest.mouseClick(field, Qt.LeftButton)
    field.selectAll()
    QTest.keyClicks(field, text)


def lobby_window(qtbot):
    win = MainWindow(None, "", quiet=True)
    qtbot.addWidget(win)
    win.resize(900, 600)
    win.show()
    qtbot.waitExposed(win)
    win.finish_building()
    next(a for a in win.findChildren(QAction) if a.objectName() == "play_online").trigger()
    dlg = win.online.dialog
    assert dlg is not None and dlg.isVisible()
    dlg.resize(1280, 720)
    return win, dlg


def register(qtbot, dlg, url: str, name: str) -> None:
    page = dlg.login
    type_into(page.server, url)
    type_into(page.name, name)
    click(page.register_button)
    qtbot.waitUntil(lambda: dlg.pages.currentWidget() is dlg.lobby
                    or page.status.styleSheet() != "", timeout=WAIT)
    assert dlg.pages.currentWidget() is dlg.lobby, page.status.text()


def choose_deck(dlg, monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    click(dlg.lobby.deck_file_button)
    assert path.name in dlg.lobby.deck_label.text()


def row_of(dlg, game: str) -> int:
    table = dlg.lobby.games
    for r in range(table.rowCount()):
        if table.item(r, 0).data(Qt.ItemDataRole.UserRole) == game:
            return r
    return -1


def shot(widget, name: str) -> None:
    folder = os.environ.get("TABLETOP_ONLINE_SHOTS")
    if folder:
        QApplication.processEvents()
        widget.grab().save(str(Path(folder) / name))


def keep(qtbot, win) -> None:
    qtbot.waitUntil(lambda: win.pregame_dialog is not None and win.pregame_dialog.isVisible(),
                    timeout=WAIT)
    click(win.pregame_dialog.keep_button)


def test_log_in_create_join_play_concede_and_game_2(qtbot, tmp_path, server,
                                                    dialogs, monkeypatch):  # noqa: F811
    (tmp_path / "alice.txt").write_text(ALICE)
    (tmp_path / "bob.txt").write_text(BOB)
    win_a, a = lobby_window(qtbot)
    dialogs.append(a)
    shot(a, "online-login.png")
    register(qtbot, a, server.url, "alice")
    creds = Path(a.login.creds.text())
    assert creds.is_file() and stat.S_IMODE(creds.stat().st_mode) == 0o600
    assert json.loads(creds.read_text())["name"] == "alice"
    assert creds.is_relative_to(os.environ["TABLETOP_HOME"]) and creds.parent.name == "accounts"
    click(a.lobby.create_button)  # no deck yet: said in words
    assert "deck" in a.lobby.status.text() and a.create_dialog is None
    choose_deck(a, monkeypatch, tmp_path / "alice.txt")
    click(a.lobby.create_button)
    create = a.create_dialog
    qtbot.waitUntil(create.isVisible, timeout=WAIT)
    create.match.setFocus()
    QTest.keyClick(create.match, Qt.Key_Down)  # best of three
    assert create.match.currentData() == 3
    click(create.buttons.button(create.buttons.StandardButton.Ok))
    qtbot.waitUntil(lambda: a.lobby.games.rowCount() == 1, timeout=WAIT)
    game = a.lobby.games.item(0, 0).data(Qt.ItemDataRole.UserRole)
    assert a.lobby.games.item(0, 2).text() == "1/2"
    assert a.lobby.games.item(0, 5).text() == "Best of 3: 0–0"

    win_b, b = lobby_window(qtbot)
    dialogs.append(b)
    register(qtbot, b, server.url, "bob")
    choose_deck(b, monkeypatch, tmp_path / "bob.txt")
    qtbot.waitUntil(lambda: row_of(b, game) >= 0, timeout=WAIT)
    table = b.lobby.games
    cell = table.visualItemRect(table.item(row_of(b, game), 0)).center()
    QTest.mouseClick(table.viewport(), Qt.LeftButton, Qt.NoModifier, cell)
    assert b.lobby.chosen_game() == game
    # the lobby chat: plain text both ways
    type_into(b.lobby.chat_edit, "hi <b>alice</b>")
    click(b.lobby.send_button)
    qtbot.waitUntil(lambda: "bob: hi <b>alice</b>" in a.lobby.chat.toPlainText(), timeout=WAIT)
    qtbot.waitUntil(lambda: any("bob" in a.lobby.players.item(i).text()
                                for i in range(a.lobby.players.count())), timeout=WAIT)
    shot(b, "online-lobby.png")
    click(b.lobby.join_button)
    qtbot.waitUntil(lambda: a.tables.window(game) is not None
                    and b.tables.window(game) is not None, timeout=WAIT)
    ta, tb = a.tables.window(game), b.tables.window(game)
    assert ta.joined.session.invite.seat == "alice" and tb.joined.session.invite.seat == "bob"
    keep(qtbot, ta)
    keep(qtbot, tb)
    qtbot.waitUntil(lambda: ta.joined.session.client.pregame is None
                    and ta.view is not None, timeout=WAIT)
    # the active player draws: a card action at the table, judged by the server's worker
    qtbot.waitUntil(lambda: ta.scene is not None and ta.scene.view.active is not None,
                    timeout=WAIT)
    active = ta if ta.scene.view.active == "alice" else tb
    qtbot.waitUntil(lambda: active.acting(), timeout=WAIT)
    name = active.joined.session.invite.seat
    before = active.scene.view.hand_counts[name]
    active.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is active, timeout=WAIT)
    active.view.setFocus()
    QTest.keyClick(active.view, Qt.Key_D)
    try:
        qtbot.waitUntil(lambda: active.scene.view.hand_counts[name] == before + 1, timeout=WAIT)
    except Exception:
        print("DEBUG", name, active.assist.title.text(), [active.assist.list.item(i).text() for i in range(active.assist.list.count())], active.scene.view.step, active.scene.view.active, active.statusBar().currentMessage())
        raise
    # Alice concedes: game 1 goes to Bob; both sideboard, Alice chooses who goes first
    ta.table_actions["concede"].trigger()
    qtbot.waitUntil(lambda: a.tables.sideboard_dialog is not None
                    and a.tables.sideboard_dialog.isVisible(), timeout=WAIT)
    side = a.tables.sideboard_dialog
    side.main_list.setCurrentRow(0)
    click(side.to_side)
    assert side.side_label.text().startswith("Sideboard: 4")
    click(side.buttons.button(side.buttons.StandardButton.Ok))
    qtbot.waitUntil(lambda: a.tables.first_dialog is not None
                    and a.tables.first_dialog.isVisible(), timeout=WAIT)
    first = a.tables.first_dialog
    click(first.buttons.button(first.buttons.StandardButton.Ok))  # alice goes first
    qtbot.waitUntil(lambda: b.tables.sideboard_dialog is not None
                    and b.tables.sideboard_dialog.isVisible(), timeout=WAIT)
    side_b = b.tables.sideboard_dialog
    click(side_b.buttons.button(side_b.buttons.StandardButton.Ok))
    # game 2 at the same tables: new opening hands
    qtbot.waitUntil(lambda: ta.joined.session.client.number == 2
                    and tb.joined.session.client.number == 2, timeout=WAIT)
    keep(qtbot, ta)
    keep(qtbot, tb)
    qtbot.waitUntil(lambda: a.lobby.games.item(row_of(a, game), 5).text() == "Best of 3: 0–1",
                    timeout=WAIT)
    qtbot.waitUntil(lambda: a.lobby.games.item(row_of(a, game), 6).text() == "playing",
                    timeout=WAIT)
    qtbot.waitUntil(lambda: ta.scene.view.active == "alice", timeout=WAIT)
    assert ta.scene.view.hand_counts["alice"] == 7 and tb.scene.view.hand_counts["bob"] == 7
    # logging out closes the lobby's connection and its tables
    click(a.lobby.logout_button)
    assert a.pages.currentWidget() is a.login and a.client is None
    qtbot.waitUntil(lambda: a.tables.window(game) is None, timeout=WAIT)
