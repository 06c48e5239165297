"""Helpers of the replay viewer's tests: the canary game saved, a replay window shown, and real
mouse clicks on its controls, its lens box, its entries and its board."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QListWidget,
    QPlainTextEdit,
    QToolButton,
    QTreeWidget,
    QWidget,
)

from tabletop import storage
from tests.storage.test_ledger import canary_game

SIZE = (1280, 720)


def canary_save(tmp_path):
    """The storage tests' canary game (A draws, peeks, shuffles, casts face down; B searches,
    sees one card revealed), saved; the game and the path."""
    game = canary_game()
    path = tmp_path / "canary.json"
    storage.save_game(game, path)
    return game, path


def shown(qtbot, rw):
    qtbot.addWidget(rw)
    rw.resize(*SIZE)
    rw.show()
    qtbot.waitExposed(rw)
    QApplication.processEvents()
    rw.view.fit()
    QApplication.processEvents()
    return rw


def open_rw(qtbot, path, main=None):
    from tabletop.ui.replay.part import open_replay
    return shown(qtbot, open_replay(path, main, quiet=True))


def button(rw, name: str) -> QToolButton:
    b = rw.findChild(QToolButton, f"button_{name}")
    assert b is not None, name
    return b


def click(qtbot, widget, pos: QPoint | None = None) -> None:
    if pos is None:
        qtbot.mouseClick(widget, Qt.LeftButton)
    else:
        qtbot.mouseClick(widget, Qt.LeftButton, pos=pos)
    QApplication.processEvents()


def press(qtbot, rw, name: str) -> None:
    """A real click on the toolbar button of the action `name`."""
    click(qtbot, button(rw, name))


def pick(qtbot, combo: QComboBox, text: str) -> None:
    """Open the combo box with a click and click the entry `text` in its popup."""
    i = combo.findText(text)
    assert i >= 0, (text, [combo.itemText(k) for k in range(combo.count())])
    click(qtbot, combo)
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=3000)
    row = view.visualRect(view.model().index(i, 0))
    rect = QRect(0, row.top(), view.viewport().width(), row.height())  # (rows may be wider)
    # (a popup takes no release as a choice within a double-click's time of opening)
    qtbot.wait(QApplication.doubleClickInterval() + 50)
    QTest.mouseMove(view.viewport(), rect.center())
    click(qtbot, view.viewport(), rect.center())
    qtbot.waitUntil(lambda: combo.currentIndex() == i, timeout=3000)


def click_row(qtbot, tree: QTreeWidget, item) -> None:
    tree.scrollToItem(item)
    parent = item.parent()
    while parent is not None:
        parent.setExpanded(True)
        parent = parent.parent()
    QApplication.processEvents()
    rect = tree.visualItemRect(item)
    click(qtbot, tree.viewport(), rect.center())


def click_card(qtbot, rw, vid: str) -> None:
    """A real click on the card `vid` of the board."""
    item = rw.scene.items_by_id[vid]
    rw.view.ensureVisible(item)
    QApplication.processEvents()
    pt = rw.view.mapFromScene(item.sceneBoundingRect().center())
    click(qtbot, rw.view.viewport(), pt)


def all_texts(rw) -> list[str]:
    """Every text the window shows or says: each widget's text, tooltip, accessible name and
    description, window title, the rows of its lists, trees and combo boxes, the board's items'
    tooltips and accessible names, and the accessible objects a screen reader reads."""
    from tabletop.ui.common import messages as M
    from tabletop.ui.table.items import CardItem
    out = [rw.windowTitle()]
    for w in [rw, *rw.findChildren(QWidget)]:
        out += [w.toolTip(), w.accessibleName(), w.accessibleDescription(), w.windowTitle(),
                w.statusTip(), w.whatsThis()]
        if hasattr(w, "text") and callable(w.text):
            out.append(str(w.text()))
        if isinstance(w, QPlainTextEdit):
            out += [w.toPlainText(), w.placeholderText()]
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QTreeWidget):
            out += _tree_texts(w)
        if isinstance(w, QListWidget):
            out += [t for i in range(w.count()) for t in (w.item(i).text(),
                                                          w.item(i).toolTip())]
        if isinstance(w, QAbstractButton):
            out.append(w.text())
    out += [t for a in rw.findChildren(QAction) for t in (a.text(), a.toolTip())]
    for it in rw.scene.items():
        out.append(it.toolTip())
        if isinstance(it, CardItem):
            out += [M.accessible_name(it.ov, rw.lang), M.tooltip(it.ov, rw.lang), repr(it.ov)]
        if hasattr(it, "text") and callable(it.text):
            out.append(str(it.text()))
    return out + accessible_texts(rw)


def _tree_texts(tree: QTreeWidget) -> list[str]:
    out, todo = [], [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    while todo:
        it = todo.pop()
        out += [it.text(0), it.toolTip(0)]
        todo += [it.child(i) for i in range(it.childCount())]
    return out


def accessible_texts(rw, limit: int = 4000) -> list[str]:
    from PySide6.QtGui import QAccessible
    texts, todo, seen = [], [QAccessible.queryAccessibleInterface(rw)], 0
    while todo and seen < limit:
        iface = todo.pop()
        if iface is None or not iface.isValid():
            continue
        seen += 1
        texts += [iface.text(QAccessible.Name), iface.text(QAccessible.Description)]
        todo += [iface.child(i) for i in range(iface.childCount())]
    return texts


def key(qtbot, rw, k) -> None:
    QTest.keyClick(rw, k)
    QApplication.processEvents()


def goto(qtbot, rw, n: int) -> None:
    """To the position after entry `n`, by a click on its row of the entries."""
    click_row(qtbot, rw.entries, rw.entries.rows[n])
    assert rw.n == n
