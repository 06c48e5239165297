"""Two windows joined with one invite (issue 25 item 7), against a real nats-server and a real
`Host` in the app's qasync loop: the second takes the seat over, the first window says so in its
banner and acts no more."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tabletop.model import commands as C
from tabletop.net.conns import TAKEN_OVER

from .test_net_table import _joined, hosted, quick  # noqa: F401 (fixtures)


def test_the_first_window_says_its_seat_was_taken_over_and_acts_no_more(qtbot, hosted):  # noqa: F811
    box, invites = hosted
    game = box["host"].game
    first = _joined(qtbot, invites)
    qtbot.waitUntil(lambda: first.ctl.actor == "B", timeout=5000)
    second = _joined(qtbot, invites)  # the same invite, in another window
    qtbot.waitUntil(lambda: first.banner.isVisible(), timeout=5000)
    assert first.banner.text() == TAKEN_OVER
    assert first.ctl.read_only and first.ctl.actor is None and not first.chat.can_send
    count = len(game.log)
    assert not first.table_actions["draw"].isEnabled()  # nothing is sent from the first window
    first.ctl.run(C.Draw("B"), "Draw a card")  # (nor by any other way: said in the assist)
    assert first.assist.title.text().startswith("Refused:")
    assert f"Refused: {TAKEN_OVER}" in [first.assist.list.item(i).text()
                                        for i in range(first.assist.list.count())]
    assert second.ctl.actor == "B" and not second.banner.isVisible()
    mine = second.scene.view.hand_counts["B"]
    QTest.keyClick(second.view, Qt.Key_D)  # the second acts as the seat
    qtbot.waitUntil(lambda: second.scene.view.hand_counts["B"] == mine + 1, timeout=5000)
    assert len(game.log) == count + 1 and game.log[-1].actor == "B"
