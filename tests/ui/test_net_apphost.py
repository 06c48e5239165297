"""Hosting from the app, from the first keep to the end (issue 25, case 5): Game → Host a
network game… on a new game, through the real menus and dialogs (window-modal, clicked as a
user clicks them), a real nats-server, a seat joined in a window of its own; then Game → Issue a
new invite… while the game runs: the old invite's window is told why and can no longer act, the
new invite joins and plays, the host's window plays on.

`APPHOST_SHOTS=DIR` keeps the pictures of the host's window (1280x720) in DIR."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QLineEdit

from tabletop.net import protocol as NP
from tabletop.net.errors import NetError
from tabletop.net.seat import SeatClient
from tabletop.ui.net import loop as netloop
from tabletop.ui.net.dialogs import JoinDialog
from tabletop.ui.window import MainWindow

from .conftest import drag, shown
from .test_net_host import cleanup, net_home, run  # noqa: F401 - fixtures

SIZE = (1280, 720)


def act(win, name: str) -> QAction:
    return next(a for a in win.findChildren(QAction) if a.objectName() == name)


def new_game_window(qtbot, cleanup, seed: int):  # noqa: F811
    """The app's window on File → New demo game (its opening hands: the curtain first)."""
    win = MainWindow(None, "", quiet=True)
    win.seed = seed
    act(win, "new_demo").trigger()
    shown(qtbot, win, SIZE)
    cleanup.append(win)
    assert win.ctl.game.state.step == "pregame" and win.seats.curtain_up()
    return win


def host_from_the_menu(qtbot, win, folder: Path):
    """Game → Host a network game…: the dialog filled in and its Host button clicked."""
    act(win, "net_host").trigger()
    dlg = win.host_dialog
    qtbot.waitUntil(dlg.isVisible)
    assert dlg.isModal() and [b.isChecked() for b in dlg.seat_boxes.values()] == [False, True]
    dlg.invites.clear()
    QTest.keyClicks(dlg.invites, str(folder))
    QTest.mouseClick(dlg.host_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: win.hosting is not None, timeout=20000)
    assert not dlg.isVisible() and win.last_error is None
    return win.hosting


def join_window(qtbot, cleanup, invite: Path):  # noqa: F811
    """Game → Join…'s dialog with the invite file; the table's own window."""
    join = JoinDialog(quiet=True)
    qtbot.addWidget(join)
    join.load_file(str(invite))
    QTest.mouseClick(join.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: join.window_joined is not None, timeout=10000)
    win = join.window_joined
    cleanup.insert(0, win)
    win.resize(*SIZE)
    QApplication.processEvents()
    return win


def keep(qtbot, win) -> None:
    """A real click on the Keep of the window's opening hand."""
    qtbot.waitUntil(lambda: win.pregame_dialog is not None and win.pregame_dialog.isVisible(),
                    timeout=8000)
    QTest.mouseClick(win.pregame_dialog.keep_button, Qt.LeftButton)


def to_front(qtbot, win) -> None:
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)


def dialog_up(win) -> bool:
    return win.pregame_dialog is not None and win.pregame_dialog.isVisible()


def shot(win, name: str) -> Path | None:
    """The window drawn at 1280x720 (kept in $APPHOST_SHOTS when set)."""
    folder = os.environ.get("APPHOST_SHOTS")
    if not folder:
        return None
    win.resize(*SIZE)
    QApplication.processEvents()
    path = Path(folder) / f"apphost-{name}.png"
    assert win.grab().save(str(path))
    return path


def hand_ids(win, seat: str) -> list[str]:
    return [o.id for o in win.scene.view.objects if o.zone == "hand" and o.owner == seat]


def play_a_land(qtbot, win, seat: str) -> str:
    """A real drag of a land of `seat`'s hand to its battlefield; its name."""
    view = win.scene.view
    land = next(o for o in view.objects if o.zone == "hand" and o.owner == seat
                and "Land" in (o.facts or {}).get("type_line", ""))
    drag(win, win.scene.items_by_id[land.id], win.scene.seat_rects(seat).battlefield.center())
    return land.facts["name"]


def on_battlefield(win, seat: str, name: str) -> int:
    return sum(1 for o in win.scene.view.objects if o.zone == "battlefield"
               and o.controller == seat and (o.facts or {}).get("name") == name)


@pytest.mark.parametrize("first, kept_before", [("Bob", False), ("Alice", True)],
                         ids=["hosted-from-the-curtain", "alice-kept-before-hosting"])
def test_hosting_a_new_game_from_the_menu_plays_from_the_keeps_on(
        qtbot, tmp_path, net_home, cleanup, first, kept_before):  # noqa: F811
    win = new_game_window(qtbot, cleanup, seed=2 if first == "Bob" else 1)
    game = win.ctl.game
    st = game.state
    assert st.active == first
    if kept_before:  # Alice sits and keeps at the hot-seat table; the curtain waits for Bob
        QTest.mouseClick(win.curtain.button, Qt.LeftButton)
        keep(qtbot, win)
        assert st.kept == ["Alice"] and win.seats.curtain_up() and win.seats.next_seat == "Bob"
    hosting = host_from_the_menu(qtbot, win, tmp_path / "invites")
    assert hosting.host.game is game and hosting.local_seats == ["Alice"]
    # the host's table is Alice's: never the curtain waiting for Bob (his player is elsewhere)
    assert not win.seats.curtain_up() and win.ctl.seat == "Alice" and not win.hotseat
    assert not act(win, "hotseat").isChecked()
    for name in ("new_demo", "open", "net_host", "lessons"):  # the window is the hosted game's
        assert not act(win, name).isEnabled(), name
    win.files.new_demo()  # (whatever way another game would come: a file dropped, ...)
    assert win.ctl.game is game and "hosts a network game" in win.statusBar().currentMessage()
    if not kept_before:
        assert win.pregame_dialog.player == "Alice"
        keep(qtbot, win)  # the host's own Keep
        qtbot.waitUntil(lambda: st.kept == ["Alice"], timeout=5000)
    qtbot.waitUntil(lambda: not dialog_up(win), timeout=5000)
    assert st.step == "pregame"  # Bob still decides, at his own table
    bob = join_window(qtbot, cleanup, tmp_path / "invites" / "Bob.invite")
    qtbot.waitUntil(lambda: "Bob: connected" in win.net_status.text(), timeout=8000)
    assert bob.pregame_dialog.player == "Bob"
    keep(qtbot, bob)
    # both kept: the starting player's table begins turn 1
    qtbot.waitUntil(lambda: (st.turn, st.step) == (1, "untap"), timeout=8000)
    assert st.kept == ["Alice", "Bob"] and st.active == first
    assert game.log[-1].actor == first and game.log[-1].command["kind"] == "advance"
    qtbot.waitUntil(lambda: not dialog_up(bob), timeout=5000)
    assert not dialog_up(win)
    assert win.last_error is None and not win.seats.curtain_up()
    picture = shot(win, f"after-keeps-{first.lower()}-first")
    assert picture is None or picture.stat().st_size > 10_000
    # a few turns, each table playing its own seat; the other table sees it
    tables = {"Alice": win, "Bob": bob}
    for turn in (1, 2, 3):
        me = st.active
        play_a_turn(qtbot, st, tables[me], tables["Bob" if me == "Alice" else "Alice"], me)
        assert st.turn == turn + 1
    assert win.last_error is None and bob.last_error is None


def play_a_turn(qtbot, st, mine, theirs, me: str) -> None:
    """`me`, at its own table (`mine`): to the first main phase, a card drawn, a land played
    with a real drag, the turn passed; `theirs` (the other table) sees each."""
    to_front(qtbot, mine)  # (a window's shortcuts work in the active window)
    turn = st.turn
    while st.step != "main1":
        step = st.step
        QTest.keyClick(mine.view, Qt.Key_N)  # next step
        qtbot.waitUntil(lambda s=step: st.step != s, timeout=5000)
    hand = len(st.zones[f"{me}:hand"])
    QTest.keyClick(mine.view, Qt.Key_D)  # a card drawn ...
    qtbot.waitUntil(lambda: len(st.zones[f"{me}:hand"]) == hand + 1, timeout=5000)
    qtbot.waitUntil(lambda: theirs.scene.view.hand_counts[me] == hand + 1, timeout=5000)
    qtbot.waitUntil(lambda: len(hand_ids(mine, me)) == hand + 1, timeout=5000)
    lands = {o.facts["name"]: on_battlefield(theirs, me, o.facts["name"])
             for o in mine.scene.view.objects if o.zone == "hand" and o.owner == me}
    name = play_a_land(qtbot, mine, me)  # ... a land played with a real drag ...
    qtbot.waitUntil(lambda: on_battlefield(theirs, me, name) == lands[name] + 1, timeout=5000)
    assert len(st.zones[f"{me}:hand"]) == hand
    QTest.keyClick(mine.view, Qt.Key_N, Qt.ShiftModifier)  # ... and the turn passed
    qtbot.waitUntil(lambda: st.turn == turn + 1, timeout=5000)
    qtbot.waitUntil(lambda: theirs.scene.view.turn == turn + 1, timeout=5000)
    qtbot.waitUntil(lambda: mine.scene.view.turn == turn + 1, timeout=5000)


def both_kept(qtbot, tmp_path, cleanup):  # noqa: F811
    """A new game hosted from the menu (Alice starts), both keeps, Bob's window joined."""
    win = new_game_window(qtbot, cleanup, seed=1)
    host_from_the_menu(qtbot, win, tmp_path / "invites")
    keep(qtbot, win)
    bob = join_window(qtbot, cleanup, tmp_path / "invites" / "Bob.invite")
    keep(qtbot, bob)
    st = win.ctl.game.state
    qtbot.waitUntil(lambda: (st.turn, st.step) == (1, "untap"), timeout=8000)
    qtbot.waitUntil(lambda: not dialog_up(bob) and not dialog_up(win), timeout=5000)
    return win, bob


def reissue_from_the_menu(qtbot, win, who: str, folder: Path):
    """Game → Issue a new invite…: `who` chosen, then `folder` typed in the folder dialog."""
    act(win, "net_reissue").trigger()
    dlg = win.reissue_dialog
    qtbot.waitUntil(dlg.isVisible)
    box = dlg.findChild(QComboBox)
    box.setCurrentIndex(box.findText(who))
    ok = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok)
    QTest.mouseClick(ok, Qt.LeftButton)
    fd = win.reissue_folder
    qtbot.waitUntil(fd.isVisible)
    assert fd.directory().absolutePath() == str(win.hosting.invites)
    folder.mkdir(parents=True, exist_ok=True)
    fd.setDirectory(str(folder))  # (as a double click on it in the list would)
    fd.findChild(QLineEdit, "fileNameEdit").clear()
    choose = fd.findChild(QDialogButtonBox).buttons()[0]
    assert choose.text().replace("&", "") == "Choose"
    QTest.mouseClick(choose, Qt.LeftButton)
    qtbot.waitUntil(lambda: (folder / f"{who}.invite").exists()
                    and "the old one no longer works" in win.statusBar().currentMessage(),
                    timeout=10000)
    return folder / f"{who}.invite"


def test_a_new_invite_while_the_game_runs_revokes_the_old_one_at_once(
        qtbot, tmp_path, net_home, cleanup):  # noqa: F811
    win, bob = both_kept(qtbot, tmp_path, cleanup)
    game = win.ctl.game
    st = game.state
    to_front(qtbot, bob)
    QTest.keyClick(bob.view, Qt.Key_D)  # Bob plays from his window (a draw out of turn)
    qtbot.waitUntil(lambda: len(st.zones["Bob:hand"]) == 8, timeout=5000)
    old = NP.read_invite(str(tmp_path / "invites" / "Bob.invite"))
    path = reissue_from_the_menu(qtbot, win, "Bob", tmp_path / "new")
    new = NP.read_invite(str(path))
    assert new.password != old.password and new.user == old.user
    # the old invite's window is told why, at once, and can no longer act
    qtbot.waitUntil(lambda: bob.banner.isVisible(), timeout=5000)
    told = "Your invite was replaced by the host"
    assert bob.banner.text().startswith(told), bob.banner.text()
    assert told.lower() in bob.net_status.text().lower()
    assert bob.ctl.read_only and not bob.acting()
    log = len(game.log)
    to_front(qtbot, bob)
    QTest.keyClick(bob.view, Qt.Key_D)
    QApplication.processEvents()
    assert len(game.log) == log and len(st.zones["Bob:hand"]) == 8
    assert bob.chat.edit.isReadOnly() or not bob.chat.edit.isEnabled()
    # the old invite opens nothing now (the server refuses it, or hangs up on it)
    with pytest.raises(NetError, match="refused the invite's user name or password|reset by peer"):
        run(qtbot, SeatClient(old, timeout=2).connect())
    qtbot.waitUntil(lambda: "Bob: disconnected" in win.net_status.text(), timeout=8000)
    # the host's window plays on
    assert win.hosting is not None and not win.hosting.closed and win.last_error is None
    hand = len(st.zones["Alice:hand"])
    to_front(qtbot, win)
    QTest.keyClick(win.view, Qt.Key_D)
    assert len(st.zones["Alice:hand"]) == hand + 1
    # the new invite joins and plays
    bob2 = join_window(qtbot, cleanup, path)
    qtbot.waitUntil(lambda: "Bob: connected" in win.net_status.text(), timeout=8000)
    assert bob2.scene.view.hand_counts["Alice"] == hand + 1
    to_front(qtbot, bob2)
    QTest.keyClick(bob2.view, Qt.Key_D)
    qtbot.waitUntil(lambda: len(st.zones["Bob:hand"]) == 9, timeout=5000)
    assert game.log[-1].actor == "Bob"
    qtbot.waitUntil(lambda: len(hand_ids(bob2, "Bob")) == 9, timeout=5000)
    assert len(game.log) > log and win.last_error is None
    shot(win, "after-reissue")
    shot(bob, "old-invite-window")


def test_quitting_as_the_hosting_window_closes_still_stops_hosting(
        qtbot, tmp_path, net_home, cleanup):  # noqa: F811
    """The app quits when its last window closes: what the window's closing started (the host
    saving, telling the seats, stopping its server) ends before the loop goes, and the loop's
    worker threads with it (a QThread left running aborted the app at exit)."""
    win = new_game_window(qtbot, cleanup, seed=1)
    hosting = host_from_the_menu(qtbot, win, tmp_path / "invites")
    keep(qtbot, win)
    host, server = hosting.host, hosting.server
    assert server.running and netloop.pending() == 0
    win.close()  # (spawns the host's stop) ...
    assert netloop.pending() == 1
    netloop._at_quit()  # ... and the application's aboutToQuit follows at once
    assert not host.running and not server.running and hosting.closed
    assert netloop.pending() == 0 and netloop._loop is None
    from tabletop.storage import load_game
    assert load_game(host.folder / "game.json").state.kept == ["Alice"]


def test_the_window_of_tabletop_host_keeps_and_reissues_on_its_own_loop(
        qtbot, tmp_path, net_home):  # noqa: F811
    """`tabletop host` (not headless) runs its window from `asyncio.run`'s loop, where the
    Host lives: the host's Keep, and Game → Issue a new invite… from that window, run there
    too (a second loop made the window crash: "attached to a different loop")."""
    import asyncio

    from tabletop.net.host import Host, NetState
    from tabletop.net.server import EmbeddedServer
    from tabletop.ui.net.host import run_host_window
    from tests.net.games import pregame_game
    from tests.net.table import net_users

    game = pregame_game(("Alice", "Bob"))
    st = game.state
    net = NetState.new(game, seats=["Bob"])
    server = EmbeddedServer(tmp_path / "server")
    server.start(net_users(net))

    async def until(test, seconds: float = 8.0):
        deadline = asyncio.get_running_loop().time() + seconds
        while not test():
            assert asyncio.get_running_loop().time() < deadline, "timed out"
            await asyncio.sleep(0.02)  # (Qt's events are handled meanwhile: run_host_window)

    async def main():
        host = Host(game, net, tmp_path / "host", url=server.url, server=server)
        await host.start()
        invite = {inv.label: inv for inv in host.invites()}["Bob"]
        shown_task = asyncio.create_task(run_host_window(host, server))
        await until(lambda: any(isinstance(w, MainWindow) and w.hosting is not None
                                and w.isVisible() for w in QApplication.topLevelWidgets()))
        win = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)
                   and w.hosting is not None and w.hosting.host is host)
        hosting = win.hosting
        hosting.invites = tmp_path / "invites"
        hosting.invites.mkdir()
        await until(lambda: dialog_up(win))
        QTest.mouseClick(win.pregame_dialog.keep_button, Qt.LeftButton)  # the host's Keep
        assert st.kept == ["Alice"]
        bob = SeatClient(invite, timeout=3, heartbeat=0)
        await bob.connect()
        assert (await bob.send({"kind": "keep", "player": "Bob"}))["ok"]
        await until(lambda: (st.turn, st.step) == (1, "untap"))
        act(win, "net_reissue").trigger()
        dlg = win.reissue_dialog
        await until(dlg.isVisible)
        QTest.mouseClick(dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok),
                         Qt.LeftButton)
        await until(lambda: win.reissue_folder.isVisible())
        QTest.mouseClick(win.reissue_folder.findChild(QDialogButtonBox).buttons()[0],
                         Qt.LeftButton)
        await until(lambda: "the old one no longer works" in win.statusBar().currentMessage())
        await until(lambda: bob.ended is not None)
        assert bob.ended_text() == "your invite was replaced by the host"
        new = NP.read_invite(str(tmp_path / "invites" / "Bob.invite"))
        bob2 = SeatClient(new, timeout=3, heartbeat=0)
        await bob2.connect()
        assert (await bob2.send({"kind": "life", "player": "Bob", "delta": -2}))["ok"]
        assert st.life["Bob"] == 18 and host.running and win.last_error is None
        hand, seq = len(st.zones["Alice:hand"]), bob2.seq
        win.activateWindow()
        await until(win.isActiveWindow)
        QTest.keyClick(win.view, Qt.Key_D)  # the host's window plays on
        assert len(st.zones["Alice:hand"]) == hand + 1
        await until(lambda: bob2.seq > seq)  # and the seats hear of it
        await bob2.close()
        win.close()
        assert await shown_task == 0
        assert not host.running and not server.running

    try:
        asyncio.run(asyncio.wait_for(main(), 60))
    finally:
        netloop.shutdown()
        server.stop()
