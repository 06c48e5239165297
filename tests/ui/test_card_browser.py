"""The card browser: search a library (filter, Ctrl+F, pick, destination, reveal, shuffle, fail
to find), arrange looked-at cards (scry / surveil), put N on the bottom after a mulligan; unknown
cards are backs with no face text; the result is ids per pile, in order."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from tabletop.carddata.demo import bundled_lookup
from tabletop.ui.library.cardbrowser import CardBrowser, Entry, Mode, Pile

NAMES = ("Forest", "Grizzly Bears", "Island", "Lightning Bolt", "Exalted Angel", "Plains")


def _entries():
    return [Entry(f"c{i}", bundled_lookup(n)) for i, n in enumerate(NAMES)]


def _dlg(qtbot, entries, mode, **kw):
    dlg = CardBrowser(entries, mode, **kw)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.activateWindow()
    qtbot.waitUntil(dlg.isActiveWindow)  # (its shortcuts work in the active window)
    return dlg


def _click(lst, row, mod=Qt.NoModifier):
    rect = lst.visualItemRect(lst.item(row))
    QTest.mouseClick(lst.viewport(), Qt.LeftButton, mod, rect.center())


def test_search_filter_pick_and_take(qtbot):
    dlg = _dlg(qtbot, _entries(), Mode.SEARCH)
    lib = dlg.piles[Pile.TOP]
    assert lib.count() == len(NAMES)
    QTest.keyClick(dlg, Qt.Key_F, Qt.ControlModifier)
    assert dlg.filter.hasFocus()
    QTest.keyClicks(dlg.filter, "creature")
    assert dlg.shown_ids() == ["c1", "c4"]  # by type line
    dlg.filter.clear()
    QTest.keyClicks(dlg.filter, "any target")
    assert dlg.shown_ids() == ["c3"]  # by rules text
    dlg.filter.clear()
    dlg.type_filter.setCurrentIndex(dlg.type_filter.findData("Land"))
    assert dlg.shown_ids() == ["c0", "c2", "c5"]
    QTest.keyClicks(dlg.filter, "isl")  # by name, with the type
    assert dlg.shown_ids() == ["c2"]
    dlg.filter.clear()
    assert not dlg.ok.isEnabled()  # nothing picked yet
    _click(lib, 0)
    _click(lib, 5, Qt.ControlModifier)
    assert dlg.selected_ids() == ["c0", "c5"]
    dlg.destination.setCurrentIndex(dlg.destination.findData("battlefield"))
    QTest.mouseClick(dlg.reveal, Qt.LeftButton)
    QTest.keyClick(lib, Qt.Key_Return)
    assert dlg.result() == QDialog.Accepted
    c = dlg.choice()
    assert c.piles == {Pile.BATTLEFIELD: ("c0", "c5")} and c.reveal and c.shuffle
    assert not c.failed


def test_fail_to_find_and_cancel(qtbot):
    dlg = _dlg(qtbot, _entries(), Mode.SEARCH)
    QTest.mouseClick(dlg.shuffle, Qt.LeftButton)  # not shuffled after
    QTest.mouseClick(dlg.fail, Qt.LeftButton)
    c = dlg.choice()
    assert c.failed and c.piles == {} and not c.shuffle
    dlg = _dlg(qtbot, _entries(), Mode.SEARCH)
    QTest.keyClick(dlg, Qt.Key_Escape)
    assert dlg.result() == QDialog.Rejected and dlg.choice() is None


def test_unknown_cards_are_backs_without_face_text(qtbot):
    secret = bundled_lookup("Exalted Angel")
    dlg = _dlg(qtbot, [Entry("x1", None), Entry("x2", secret)], Mode.ARRANGE)
    top = dlg.piles[Pile.TOP]
    assert top.item(0).text() == "a card" and "Exalted" not in top.item(0).toolTip()
    _click(top, 0)
    assert "Exalted" not in dlg.card.text() and "Morph" not in dlg.card.text()
    # a name the filter would find is not findable on an unknown card
    dlg2 = _dlg(qtbot, [Entry("x1", None), Entry("x2", secret)], Mode.SEARCH)
    QTest.keyClicks(dlg2.filter, "a")
    assert dlg2.shown_ids() == ["x2"]


def test_scry_two_to_the_bottom_and_order_the_top(qtbot):
    entries = _entries()[:4]
    dlg = _dlg(qtbot, entries, Mode.ARRANGE, piles=(Pile.TOP, Pile.BOTTOM))
    top, bottom = dlg.piles[Pile.TOP], dlg.piles[Pile.BOTTOM]
    assert Pile.GRAVEYARD not in dlg.piles  # scry: top or bottom only
    _click(top, 1)  # Grizzly Bears
    QTest.keyClick(dlg, Qt.Key_B, Qt.AltModifier)
    _click(top, 1)  # Island (now second)
    QTest.mouseClick(dlg.findChild(type(dlg.ok), "to_bottom"), Qt.LeftButton)
    assert bottom.ids() == ("c1", "c2")
    _click(top, 1)  # Lightning Bolt: up to the top
    QTest.keyClick(top, Qt.Key_Up, Qt.AltModifier)
    assert top.ids() == ("c3", "c0")
    QTest.keyClick(top, Qt.Key_Return)
    assert dlg.choice().piles == {Pile.TOP: ("c3", "c0"), Pile.BOTTOM: ("c1", "c2")}


def test_surveil_to_the_graveyard(qtbot):
    dlg = _dlg(qtbot, _entries()[:2], Mode.ARRANGE, piles=(Pile.TOP, Pile.GRAVEYARD))
    _click(dlg.piles[Pile.TOP], 0)
    QTest.keyClick(dlg, Qt.Key_G, Qt.AltModifier)
    QTest.keyClick(dlg.piles[Pile.TOP], Qt.Key_Return)
    assert dlg.choice().piles == {Pile.TOP: ("c1",), Pile.GRAVEYARD: ("c0",)}


def test_mulligan_exactly_two_on_the_bottom_in_order(qtbot):
    dlg = _dlg(qtbot, _entries(), Mode.BOTTOM, count=2)
    hand, bottom = dlg.piles[Pile.HAND], dlg.piles[Pile.BOTTOM]
    assert not dlg.ok.isEnabled() and "2" in dlg.prompt.text()
    for row in (4, 0, 0):  # Exalted Angel, Forest, Grizzly Bears
        _click(hand, row)
        QTest.keyClick(dlg, Qt.Key_B, Qt.AltModifier)
    assert bottom.ids() == ("c4", "c0", "c1") and not dlg.ok.isEnabled()  # three: too many
    QTest.keyClick(hand, Qt.Key_Return)
    assert dlg.isVisible() and dlg.choice() is None
    _click(bottom, 2)
    QTest.keyClick(dlg, Qt.Key_H, Qt.AltModifier)  # back to the hand
    _click(bottom, 1)
    QTest.keyClick(bottom, Qt.Key_Up, Qt.AltModifier)  # Forest goes first
    assert bottom.ids() == ("c0", "c4") and dlg.ok.isEnabled()
    QTest.mouseClick(dlg.ok, Qt.LeftButton)
    assert dlg.choice().piles == {Pile.BOTTOM: ("c0", "c4")}


def test_strings_show_as_written(qtbot):
    facts = {"name": "<img src=/dev/zero>", "type_line": "Creature — <b>X</b>",
             "layout": "normal", "power": "1", "toughness": "1"}
    dlg = _dlg(qtbot, [Entry("h", facts)], Mode.SEARCH, title="<i>Bob</i>'s library")
    assert dlg.piles[Pile.TOP].item(0).text() == "<img src=/dev/zero>"
    assert dlg.windowTitle() == "<i>Bob</i>'s library"


def _drag(src, row, dst, at):
    """A real mouse drag of `src`'s card `row` to `at` (a point of `dst`'s viewport)."""
    vp = src.viewport()
    start = src.visualItemRect(src.item(row)).center()
    end = vp.mapFromGlobal(dst.viewport().mapToGlobal(at))
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * i / 8)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)


def test_drag_orders_the_top_and_moves_between_piles(qtbot):
    dlg = _dlg(qtbot, _entries()[:4], Mode.ARRANGE)
    top, bottom = dlg.piles[Pile.TOP], dlg.piles[Pile.BOTTOM]
    third = top.visualItemRect(top.item(2))
    _drag(top, 0, top, third.center() + QPoint(third.width() // 4, 0))
    assert top.ids() == ("c1", "c2", "c0", "c3")  # the first card dropped after the third
    _drag(top, 3, bottom, bottom.viewport().rect().center())
    assert top.ids() == ("c1", "c2", "c0") and bottom.ids() == ("c3",)
    _drag(top, 1, top, top.visualItemRect(top.item(0)).topLeft() + QPoint(3, 3))
    assert top.ids() == ("c2", "c1", "c0")
    QTest.keyClick(top, Qt.Key_Return)
    assert dlg.choice().piles == {Pile.TOP: ("c2", "c1", "c0"), Pile.BOTTOM: ("c3",),
                                  Pile.GRAVEYARD: ()}
