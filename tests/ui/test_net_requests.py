"""Requests at a joined network table (issue 23 point 6): A's command on B's things reaches B's
window as a bar with Accept and Decline, against a real nats-server and a real `Host`; nothing
changes until B clicks Accept; A's messages name none of B's hidden cards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.net.games import canary_game, hidden_from

from .test_net_table import run
from .test_net_table_tools import (
    b_joined_a_headless,
    no_leaks,
    quick,  # noqa: F401 - a fixture
)


def _morph_of_b(game) -> str:
    st = game.state
    return next(c for c in st.zones["battlefield"] if st.cards[c].owner == "B"
                and st.cards[c].face_down is not None)


def _wire_id_in_a_view(a) -> str:
    return next(o["id"] for o in a.view["objects"] if o["zone"] == "battlefield"
                and o["face_down"] and o["controller"] == "B")


def test_a_request_from_a_reaches_b_s_window_and_is_carried_out_on_accept(
        qtbot, tmp_path, monkeypatch, quick):  # noqa: F811
    with b_joined_a_headless(qtbot, tmp_path, monkeypatch, canary_game(("B", "A"))) as box:
        game, win, a = box["game"], box["win"], box["a"]
        box["secret_b"] = set(hidden_from(game, "B"))
        box["got_b"] = got_b = []
        win.joined.session.client.on_message = got_b.append
        morph = _morph_of_b(game)
        st = game.state
        reply = run(qtbot, a.send({"kind": "move", "card": _wire_id_in_a_view(a),
                                   "to": "hand"}))
        assert reply["ok"] and reply["result"] == "requested" and reply["to"] == "B"
        bar = win.requests.bar
        qtbot.waitUntil(lambda: bar.isVisible() and bool(bar.rows), timeout=5000)
        row = bar.rows[0]
        assert row.accept is not None and row.accept.isVisible()
        assert "A asks you to allow" in row.label.text()
        win.grab().save(str(tmp_path / "joined-request.png"))
        assert st.cards[morph].zone == "battlefield" and st.cards[morph].face_down
        # A's own view shows it as waiting, with no name of the card
        qtbot.waitUntil(lambda: any(r["to"] == "B" for r in a.requests), timeout=5000)
        QTest.mouseClick(row.accept, Qt.LeftButton)
        qtbot.waitUntil(lambda: st.cards[morph].zone == "hand", timeout=5000)
        assert game.log[-1].command["kind"] == "answer" and game.log[-1].actor == "B"
        qtbot.waitUntil(lambda: not bar.isVisible(), timeout=5000)
        run(qtbot, a.resync())
        # revealed as it left (708.9): from then on A may know it; before, A never read it
        box["secret_a"] -= {st.facts_of(st.cards[morph]).name}
        assert no_leaks(box) >= 3


def test_b_declines_from_the_joined_window_and_nothing_changes(
        qtbot, tmp_path, monkeypatch, quick):  # noqa: F811
    with b_joined_a_headless(qtbot, tmp_path, monkeypatch, canary_game(("B", "A"))) as box:
        game, win, a = box["game"], box["win"], box["a"]
        morph = _morph_of_b(game)
        st = game.state
        reply = run(qtbot, a.send({"kind": "gain_control", "player": "A",
                                   "card": _wire_id_in_a_view(a)}))
        assert reply["result"] == "requested"
        bar = win.requests.bar
        qtbot.waitUntil(lambda: bar.isVisible() and bool(bar.rows), timeout=5000)
        QTest.mouseClick(bar.rows[0].decline, Qt.LeftButton)
        qtbot.waitUntil(lambda: not st.requests, timeout=5000)
        assert st.cards[morph].controller == "B" and st.cards[morph].zone == "battlefield"
        assert game.log[-1].command == {"kind": "answer", "request": 1, "accept": False}
