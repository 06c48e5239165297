"""A new game's opening hands at a joined network table (issue 12 item 3 over issue 15's
network): the host's game waits in `pregame`; B's joined window takes two London
mulligans with real clicks, puts two cards on the bottom in the card browser and keeps five;
A (a headless seat) keeps; B, the starting player, begins the game as a hot-seat table does.
Every message A received is scanned for B's hand and bottom cards (canary names)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tabletop.ui.library.cardbrowser import CardBrowser, Pile
from tests.net.games import hidden_from, pregame_game

from .test_library_tools import _click_card, _ready
from .test_net_host import cleanup, net_home  # noqa: F401 - fixtures
from .test_net_table import _joined, quick, run  # noqa: F401 - `quick`: a fixture
from .test_net_table_tools import b_joined_a_headless


@pytest.fixture
def table(qtbot, tmp_path, monkeypatch, quick):  # noqa: F811
    with b_joined_a_headless(qtbot, tmp_path, monkeypatch, pregame_game()) as box:
        yield box


def _names(game, cids) -> list[str]:
    st = game.state
    return [st.facts_of(st.cards[c]).name for c in cids]


def test_a_joined_seat_mulligans_twice_and_keeps_five(qtbot, table):
    game, win, a = table["game"], table["win"], table["a"]
    st = game.state
    qtbot.waitUntil(lambda: win.pregame_dialog is not None
                    and win.pregame_dialog.isVisible(), timeout=5000)
    dlg = win.pregame_dialog
    assert dlg.player == "B" and dlg.hand.count() == 7
    # the dialog names B's own hand, as the host dealt it
    assert [dlg.hand.item(i).text() for i in range(7)] == _names(game, st.zones["B:hand"])
    bottomed: list[str] = []
    bottom = None
    for n in (1, 2):
        QTest.mouseClick(dlg.mull, Qt.LeftButton)
        qtbot.waitUntil(lambda n=n, old=bottom: st.mulligans["B"] == n
                        and isinstance(win.library_dialog, CardBrowser)
                        and win.library_dialog is not old
                        and win.library_dialog.isVisible(), timeout=5000)
        bottom = win.library_dialog
        assert bottom.count == n and len(st.zones["B:hand"]) == 7
        _ready(qtbot, bottom)
        hand = bottom.piles[Pile.HAND]
        assert sorted(hand.item(i).text() for i in range(7)) == sorted(
            _names(game, st.zones["B:hand"]))
        for _ in range(n):
            _click_card(hand, 0)
            QTest.keyClick(hand, Qt.Key_B, Qt.AltModifier)
        QTest.mouseClick(bottom.ok, Qt.LeftButton)
        qtbot.waitUntil(lambda n=n: len(st.zones["B:hand"]) == 7 - n
                        and dlg.hand.count() == 7 - n, timeout=5000)
        bottomed += _names(game, st.zones["B:library"][-n:])
        assert game.log[-1].command["kind"] == "put_on_bottom"
    assert dlg.isVisible() and "2 mulligan" in dlg.prompt.text()
    # A sees the counts (public), never what B must put on the bottom
    pg = a.pregame
    assert pg is not None and pg["mulligans"] == {"B": 2, "A": 0} and pg["kept"] == []
    assert pg["bottom_due"] == {"A": 0}
    assert "B: 2 mulligans, deciding" in win.net_status.text()
    QTest.mouseClick(dlg.keep_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "B" in st.kept, timeout=5000)
    assert len(st.zones["B:hand"]) == 5
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: a.pregame is not None and a.pregame["kept"] == ["B"],
                    timeout=5000)
    assert game.state.step == "pregame"  # A still decides
    out = run(qtbot, a.send({"kind": "keep", "player": "A"}))
    assert out["ok"], out
    # everyone kept: B's table, the starting player's, begins the game (the host judges it)
    qtbot.waitUntil(lambda: (st.turn, st.step) == (1, "untap"), timeout=5000)
    assert st.active == "B" and game.log[-1].actor == "B"
    assert game.log[-1].command["kind"] == "advance"
    qtbot.waitUntil(lambda: a.pregame is None and win.joined.session.client.pregame is None,
                    timeout=5000)
    assert "Opening hands" not in win.net_status.text()
    # B's hand and the cards it put on the bottom never reached A
    secret = set(_names(game, st.zones["B:hand"])) | set(bottomed)
    assert len(secret) == 7 and secret <= table["secret_a"]
    secret &= set(hidden_from(game, "A"))
    assert len(secret) == 7
    assert any(m.get("pregame") for m in table["got_a"])
    for msg in table["got_a"]:
        text = json.dumps(msg, ensure_ascii=False)
        leaked = [name for name in secret if name in text]
        assert not leaked, (leaked, msg.get("kind"))


def test_hosted_from_the_app_each_table_offers_only_its_own_opening_hand(
        qtbot, tmp_path, net_home, cleanup):  # noqa: F811
    """Alice hosts from her window and starts; Bob joins. Alice's window offers Alice's hand
    only (Bob's is decided at Bob's table); Bob mulligans once and keeps six; once both have
    kept, Alice's table (the starting player's) begins the game."""
    from tabletop.ui.net.dialogs import JoinDialog
    from tabletop.ui.window import MainWindow

    from .conftest import shown
    game = pregame_game(("Alice", "Bob"))
    st = game.state
    host_win = shown(qtbot, MainWindow(game, "Alice", quiet=True))
    cleanup.append(host_win)
    host_win.findChild(type(host_win.table_actions["draw"]), "net_host").trigger()
    host_win.host_dialog.invites.setText(str(tmp_path / "invites"))
    QTest.mouseClick(host_win.host_dialog.host_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: host_win.hosting is not None, timeout=20000)
    mine = host_win.pregame_dialog
    assert mine is not None and mine.isVisible() and mine.player == "Alice"
    assert [mine.hand.item(i).text() for i in range(7)] == _names(game, st.zones["Alice:hand"])
    join = JoinDialog(quiet=True)
    qtbot.addWidget(join)
    join.load_file(str(tmp_path / "invites" / "Bob.invite"))
    QTest.mouseClick(join.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: join.window_joined is not None, timeout=10000)
    bob = join.window_joined
    cleanup.insert(0, bob)
    QTest.mouseClick(mine.keep_button, Qt.LeftButton)
    assert st.kept == ["Alice"] and st.step == "pregame"  # Bob still decides
    assert host_win.pregame_dialog is None  # and never at Alice's table
    qtbot.waitUntil(lambda: bob.pregame_dialog is not None and bob.pregame_dialog.isVisible(),
                    timeout=8000)
    dlg = bob.pregame_dialog
    assert dlg.player == "Bob" and dlg.hand.count() == 7
    QTest.mouseClick(dlg.mull, Qt.LeftButton)
    qtbot.waitUntil(lambda: isinstance(bob.library_dialog, CardBrowser)
                    and bob.library_dialog.isVisible(), timeout=8000)
    bottom = bob.library_dialog
    _ready(qtbot, bottom)
    _click_card(bottom.piles[Pile.HAND], 0)
    QTest.keyClick(bottom.piles[Pile.HAND], Qt.Key_B, Qt.AltModifier)
    QTest.mouseClick(bottom.ok, Qt.LeftButton)
    qtbot.waitUntil(lambda: dlg.hand.count() == 6, timeout=8000)
    assert "Alice: 0 mulligans, kept; Bob: 1 mulligan, deciding" in bob.net_status.text()
    QTest.mouseClick(dlg.keep_button, Qt.LeftButton)
    # both kept: Alice's table begins the game, once
    qtbot.waitUntil(lambda: (st.turn, st.step, st.active) == (1, "untap", "Alice"),
                    timeout=8000)
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=8000)
    assert len(st.zones["Bob:hand"]) == 6 and st.mulligans == {"Alice": 0, "Bob": 1}
    assert [e.command["kind"] for e in game.log].count("advance") == 1
    assert game.log[-1].actor == "Alice"
