"""Fixtures for the table: a small deterministic game with face-down objects of both seats,
and a main window showing it offscreen."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QContextMenuEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tabletop.carddata.demo import bundled_lookup  # noqa: E402
from tabletop.rules import new_game  # noqa: E402

NAMES = {"forest": "Forest", "bears": "Grizzly Bears", "mist": "Primordial Mist",
         "angel": "Exalted Angel", "ripper": "Ruthless Ripper", "bolt": "Lightning Bolt",
         "island": "Island", "demon": "Grinning Demon"}


def small_setup(mode: str = "assist") -> dict:
    facts = {k: bundled_lookup(n) for k, n in NAMES.items()}
    return {
        "players": ["Alice", "Bob"], "mode": mode,
        "turn": {"active": "Alice", "number": 3, "step": "main1"},
        "facts": facts,
        "cards": [
            {"id": "a-forest", "facts": "forest", "owner": "Alice", "zone": "hand"},
            {"id": "a-bears", "facts": "bears", "owner": "Alice", "zone": "hand"},
            {"id": "a-mist", "facts": "mist", "owner": "Alice", "zone": "battlefield",
             "face_down": {"method": "manifest", "source": "Whisperwood Elemental",
                           "order": 1}},
            {"id": "a-bolt", "facts": "bolt", "owner": "Alice", "zone": "battlefield",
             "face_down": {"method": "cloak", "source": "Cryptic Coat", "order": 2}},
            {"id": "a-lib1", "facts": "island", "owner": "Alice", "zone": "library"},
            {"id": "a-lib2", "facts": "island", "owner": "Alice", "zone": "library"},
            {"id": "b-angel", "facts": "angel", "owner": "Bob", "zone": "battlefield",
             "face_down": {"method": "morph", "order": 3}},
            {"id": "b-ripper", "facts": "ripper", "owner": "Bob", "zone": "hand"},
            {"id": "b-demon", "facts": "demon", "owner": "Bob", "zone": "library"},
        ],
    }


@pytest.fixture
def game():
    return new_game(small_setup(), seed=1)


@pytest.fixture
def win(qtbot, game, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import MainWindow
    return shown(qtbot, MainWindow(game, "Alice", quiet=True))


def shown(qtbot, w, size=(1400, 900)):
    """`w` (a main window) kept by qtbot, resized, shown, exposed and fitted."""
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    QApplication.processEvents()
    forget_the_mouse(w)
    return w


def forget_the_mouse(w) -> None:
    """Qt keeps the last mouse position for the whole application, across windows: a test's
    first move to the point where the test before left the mouse (the same card of the same
    table) is no move at all, and no hover follows. A move to the window's corner first (on no
    card) makes the test's own first move a real one."""
    QTest.mouseMove(w, QPoint(1, 1))
    QApplication.processEvents()


def window_with(qtbot, monkeypatch, tmp_path, mode: str, card: dict, name: str):
    """A shown window (Alice's seat) on `small_setup(mode)` plus one more card, whose facts are
    the bundled card `name`."""
    from tabletop.ui.window import MainWindow
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    setup = small_setup(mode)
    setup["facts"][card["facts"]] = bundled_lookup(name)
    setup["cards"].append(card)
    w = MainWindow(new_game(setup, seed=1), "Alice", quiet=True)
    qtbot.addWidget(w)
    w.show()
    w.view.fit()
    QApplication.processEvents()
    forget_the_mouse(w)
    return w


def open_and_sit(win, path) -> bool:
    """File → Open's way; in hot-seat play the curtain comes first: its "I am …" button is
    clicked (a real click), as the player to play would."""
    if not win.files.open_path(path):
        return False
    QApplication.processEvents()
    if win.seats.curtain_up():
        QTest.mouseClick(win.curtain.button, Qt.LeftButton)
        QApplication.processEvents()
    return True


def item_of(win, cid: str):
    """The scene item showing a model card (tests may know model ids; the UI may not)."""
    card = win.ctl.game.state.cards[cid]
    return win.scene.items_by_id.get(f"o{card.obj}")


def drag(win, item, scene_pt: QPointF) -> None:
    """A real mouse drag on the viewport: press on the card, move in steps, release."""
    drag_between(win, item.pos(), scene_pt)


def drag_between(win, from_pt: QPointF, to_pt: QPointF, press=Qt.NoModifier, release=None,
                 each_step=None) -> None:
    """A real mouse drag on the viewport between two scene points: press (with the `press`
    modifiers), move in 8 steps (calling `each_step()` after each), release (with `release`,
    the press modifiers if not given)."""
    vp = win.view.viewport()
    start = win.view.mapFromScene(from_pt)
    end = win.view.mapFromScene(to_pt)
    QTest.mousePress(vp, Qt.LeftButton, press, start)
    for i in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * i / 8)
        if each_step is not None:
            each_step()
    QTest.mouseRelease(vp, Qt.LeftButton, press if release is None else release, end)
    QApplication.processEvents()


def context_menu(win, item):
    """Open the real context menu of an item with a right click on the viewport."""
    vp = win.view.viewport()
    pt = win.view.mapFromScene(item.pos())
    QTest.mouseClick(vp, Qt.RightButton, Qt.NoModifier, pt)
    QApplication.processEvents()
    if win._menu is None or not win._menu.isVisible():
        ev = QContextMenuEvent(QContextMenuEvent.Mouse, pt, vp.mapToGlobal(pt))
        QApplication.sendEvent(vp, ev)
        QApplication.processEvents()
    return win._menu


def action(menu, name: str):
    for a in menu.actions():
        if a.objectName() == name:
            return a
        sub = a.menu()
        if sub is not None:
            found = action(sub, name)
            if found is not None:
                return found
    return None


__all__ = ["QPoint", "action", "context_menu", "drag", "item_of", "open_and_sit",
           "small_setup"]
