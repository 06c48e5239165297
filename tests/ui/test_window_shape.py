"""The main window's shape (issue 24): one `MainWindow` class configured with parts, not a
family of subclasses. A joined network table is a `MainWindow` with its net part
(`ui/net/joined.py`); the window stays small and has no mixin bases."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import tabletop.ui
from tabletop.ui.window import MainWindow

WINDOW = Path(__file__).resolve().parents[2] / "tabletop" / "ui" / "window.py"


def test_no_class_in_the_ui_subclasses_the_main_window():
    for mod in pkgutil.walk_packages(tabletop.ui.__path__, "tabletop.ui."):
        importlib.import_module(mod.name)
    assert MainWindow.__subclasses__() == []


def test_the_window_is_small_and_has_no_mixin_bases():
    assert MainWindow.__bases__ == (MainWindow.__mro__[1],)
    assert MainWindow.__mro__[1].__name__ == "QMainWindow"
    assert len(WINDOW.read_text(encoding="utf-8").splitlines()) < 400


def test_a_joined_window_is_a_main_window_with_its_part(qtbot):
    from tabletop.ui.net.joined import JoinedPart, joined_window
    from tabletop.ui.net.table import RemoteController
    win = joined_window(quiet=True)
    qtbot.addWidget(win)
    assert type(win) is MainWindow and isinstance(win.joined, JoinedPart)
    assert isinstance(win.ctl, RemoteController) and not win.hotseat
    assert not win.acting() and win.joined.session is None
    assert not [a for a in win.findChildren(type(win.joined.net_undo))
                if a.objectName() in ("save", "open", "undo") and a.isVisible()]
    plain = MainWindow(None, "", quiet=True)
    qtbot.addWidget(plain)
    assert plain.joined is None and type(plain.ctl).__name__ == "TableController"
