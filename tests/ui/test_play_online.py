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
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFileDialog,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QWidget,
)

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


@pytest.fixture(params=[1])
def server(request, tmp_path, net_home):  # noqa: F811
    """`tabletop server` with `request.param` game workers."""
    node = ServerProcess(tmp_path / "server-home", tmp_path / "store",
                         workers=request.param).start()
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
    shot(create, "online-create.png")
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
    shot(tb.pregame_dialog if tb.pregame_dialog is not None else tb, "online-pregame.png")
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
    qtbot.waitUntil(lambda: active.scene.view.hand_counts[name] == before + 1, timeout=WAIT)
    # Carol spectates from a third window: public information only
    win_c, c = lobby_window(qtbot)
    dialogs.append(c)
    register(qtbot, c, server.url, "carol")
    qtbot.waitUntil(lambda: row_of(c, game) >= 0, timeout=WAIT)
    table = c.lobby.games
    cell = table.visualItemRect(table.item(row_of(c, game), 0)).center()
    QTest.mouseClick(table.viewport(), Qt.LeftButton, Qt.NoModifier, cell)
    click(c.lobby.spectate_button)
    qtbot.waitUntil(lambda: c.tables.window(game) is not None, timeout=WAIT)
    tc = c.tables.window(game)
    assert tc.joined.session.invite.spectator and not tc.acting()
    qtbot.waitUntil(lambda: tc.scene is not None and tc.scene.view.hand_counts[name] > 0,
                    timeout=WAIT)
    assert not [o for o in tc.scene.view.objects if o.zone == "hand" and o.known]
    if os.environ.get("TABLETOP_ONLINE_SHOTS"):
        tb.resize(1280, 720)
        tb.view.fit()
        shot(tb, "online-table.png")
    # Alice concedes: game 1 goes to Bob; both sideboard, Alice chooses who goes first
    ta.table_actions["concede"].trigger()
    qtbot.waitUntil(lambda: a.tables.sideboard_dialog is not None
                    and a.tables.sideboard_dialog.isVisible(), timeout=WAIT)
    side = a.tables.sideboard_dialog
    shot(side, "online-sideboard.png")
    side.main_list.setCurrentRow(0)
    click(side.to_side)
    assert side.side_label.text().startswith("Sideboard: 4")
    click(side.buttons.button(side.buttons.StandardButton.Ok))
    qtbot.waitUntil(lambda: a.tables.first_dialog is not None
                    and a.tables.first_dialog.isVisible(), timeout=WAIT)
    first = a.tables.first_dialog
    shot(first, "online-first.png")
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
    shot(a, "online-lobby-match.png")
    # logging out closes the lobby's connection and its tables
    click(a.lobby.logout_button)
    assert a.pages.currentWidget() is a.login and a.client is None
    qtbot.waitUntil(lambda: a.tables.window(game) is None, timeout=WAIT)


WIDGETS = (QLineEdit, QAbstractButton, QAbstractItemView, QPlainTextEdit, QAbstractSpinBox,
           QComboBox, QProgressBar)


def unnamed(widget) -> list[str]:
    """The dialog's controls without an accessible name (the status labels name their text)."""
    return [f"{type(w).__name__} {w.objectName()}" for w in widget.findChildren(QWidget)
            if isinstance(w, WIDGETS) and not w.accessibleName()
            and not isinstance(w.parent(), (QAbstractItemView, QAbstractSpinBox, QComboBox))
            and w.objectName() not in ("qt_scrollarea_viewport",)]


@pytest.mark.parametrize("server", [0], indirect=True)
def test_errors_in_words_busy_bar_names_and_keys(qtbot, tmp_path, server, dialogs,
                                                 monkeypatch):
    from tabletop.ui.online import dialog as D
    monkeypatch.setattr(D, "CONNECT_TIMEOUT", 2.0)
    win, dlg = lobby_window(qtbot)
    dialogs.append(dlg)
    page = dlg.login
    assert not unnamed(dlg.login), unnamed(dlg.login)
    assert all(b.toolTip() for b in (page.register_button, page.login_button, page.server))
    type_into(page.name, "No Way!")  # not a name: said before asking anyone
    click(page.register_button)
    assert "can't be registered" in page.status.text() and not page.busy.isVisible()
    # nobody at that address: the bar runs, then the words
    type_into(page.server, f"nats://127.0.0.1:{free_port()}")
    type_into(page.name, "zed")
    QTest.keyClick(page.name, Qt.Key_Return)  # Enter in the name field registers
    assert page.busy.isVisible() and not page.register_button.isEnabled(), page.status.text()
    assert "Registering zed" in page.status.text()
    qtbot.waitUntil(lambda: not page.busy.isVisible(), timeout=WAIT)
    assert page.status.text().startswith("Can't reach the server"), page.status.text()
    assert "Traceback" not in page.status.text() and page.register_button.isEnabled()
    # a name taken
    register(qtbot, dlg, server.url, "alice")
    alice = Path(page.creds.text())
    assert dlg.lobby.who.text() == f"alice on {server.url}"
    assert not unnamed(dlg.lobby), unnamed(dlg.lobby)
    click(dlg.lobby.logout_button)
    type_into(page.name, "Alice")
    click(page.register_button)
    qtbot.waitUntil(lambda: not page.busy.isVisible(), timeout=WAIT)
    assert page.status.text() == "The name alice is taken on this server: choose another."
    # credentials the server refuses, and a file that is not credentials
    doc = json.loads(alice.read_text())
    doc["password"] = "x" * 24
    wrong = tmp_path / "wrong.creds"
    wrong.write_text(json.dumps(doc))
    type_into(page.creds, str(wrong))
    click(page.login_button)
    qtbot.waitUntil(lambda: not page.busy.isVisible(), timeout=WAIT)
    assert page.status.text().startswith("The server refused these credentials"), \
        page.status.text()
    type_into(page.creds, str(tmp_path / "wrong.txt"))
    (tmp_path / "wrong.txt").write_text("<b>not json</b>")
    click(page.login_button)
    assert page.status.text().startswith("This credentials file can't be used")
    assert page.status.textFormat() == Qt.PlainText
    # the last account used is offered next time; keyboard: Enter in the field logs in
    win2, dlg2 = lobby_window(qtbot)
    dialogs.append(dlg2)
    assert dlg2.login.creds.text() == str(alice) and dlg2.login.server.text() == server.url
    dlg2.login.creds.setFocus()
    QTest.keyClick(dlg2.login.creds, Qt.Key_Return)
    qtbot.waitUntil(lambda: dlg2.pages.currentWidget() is dlg2.lobby, timeout=WAIT)
    lobby = dlg2.lobby
    assert lobby.games.hasFocus()  # the list first; Tab goes on to the buttons
    QTest.keyClick(lobby.chat_edit, Qt.Key_A)
    QTest.keyClick(lobby.chat_edit, Qt.Key_Return)  # Enter sends: the line comes back
    qtbot.waitUntil(lambda: "alice: a" in lobby.chat.toPlainText(), timeout=WAIT)
    # a game without spectators: its row says so; joining without a deck is said in words
    click(lobby.create_button)
    assert "Choose the deck" in lobby.status.text()
    click(lobby.editor_deck_button)  # no deck editor open: said so
    assert "deck editor has no deck" in lobby.status.text()
    from tabletop.ui.decks.editor import open_editor
    (tmp_path / "forests.txt").write_text("40 Forest\n")
    editor = open_editor(win2, tmp_path / "forests.txt")
    assert editor is not None
    qtbot.addWidget(editor)
    click(lobby.editor_deck_button)
    assert lobby.deck_label.text() == "the deck editor's deck: 40 cards, sideboard 0"
