"""What the window is made of, made when first needed: its parts (`Part`) and the titles of its
menus (`MENUS`). The app's usual start paints the window before most of it exists (the start-up
budget, issue 28): the first paint imports only what it shows, and the menus' entries, the
table's parts and their modules come right after it (`MainWindow.finish_building`)."""

from __future__ import annotations

import importlib

from tabletop.ui.common.messages import QT_TR_NOOP, tr

# The modules the first paint imports name `typing`'s TYPE_CHECKING this way (mypy reads it as
# typing's): PySide6's import hook reads the source of every module an import statement names
# after PySide6 is imported (its `__feature__` check), typing's 3,700 lines too, ~0.5 ms.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# the menu bar's menus, in order (their entries: `menubar.MenuBarPart.build`)
MENUS = (QT_TR_NOOP("&File"), QT_TR_NOOP("&Edit"), QT_TR_NOOP("&Game"), QT_TR_NOOP("&Card"),
         QT_TR_NOOP("Car&ds"), QT_TR_NOOP("&View"), QT_TR_NOOP("&Lessons"),
         QT_TR_NOOP("&Settings"))


class Part:
    """A part of the window (a class attribute of it), made (its module imported) on first use,
    then the window's own attribute."""

    def __init__(self, module: str, name: str) -> None:
        self.module, self.name, self.attr = module, name, ""

    def __set_name__(self, owner, attr: str) -> None:
        self.attr = attr

    def __get__(self, win, owner=None) -> Any:
        if win is None:
            return self
        part = getattr(importlib.import_module(self.module), self.name)(win)
        win.__dict__[self.attr] = part  # made once: the instance's own attribute from now on
        return part


def editor_closed(win) -> bool:
    """The deck editor closed with the window (False: its unsaved changes kept it open, the
    user said Cancel)."""
    import shiboken6
    editor = win.deck_editor
    return editor is None or not shiboken6.isValid(editor) or not editor.isVisible() \
        or editor.close()


def made(win, attr: str) -> bool:
    """Whether the window's part `attr` was made (used) already."""
    return attr in win.__dict__


def shared_banner():
    """The label above the table that says when the board shown is a shared one (read-only):
    hidden until then, its text shown as written (it names a file's title)."""
    from tabletop.ui.common import plain as P
    banner = P.label()
    banner.setObjectName("shared_banner")
    banner.setWordWrap(True)
    banner.setStyleSheet("#shared_banner { background: #5a4a1a; color: #fff6d8; "
                         "padding: 6px 10px; font-weight: bold; }")
    banner.setVisible(False)
    return banner


def title_menus(win) -> tuple:
    """The menu bar's menus, titles only (`MENUS`, in order); a menu opened before the window
    is built builds it (its entries then)."""
    bar = win.menuBar()
    menus = tuple(bar.addMenu(tr(title)) for title in MENUS)
    for menu in menus:
        menu.aboutToShow.connect(win.finish_building)
    return menus


def central_column(win, table):
    """The window's central column, `table` (the stack of the table, the curtain and the
    placeholder) filling it; the banner and the requests' bar go above it when built."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget
    central = QWidget()
    column = QVBoxLayout(central)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    column.addWidget(table, 1)
    win.setCentralWidget(central)
    return column
