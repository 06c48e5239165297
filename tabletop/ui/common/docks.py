"""The window's docked panels: the rules assist, the log, the chat, the preview and any other
(a lesson's), each with its entry in View → Panels, and their widths: a share of the window,
while the user has not set them. `win.docks`, a part of MainWindow."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDockWidget


class DocksPart:

    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to
        self.sizes: dict[QDockWidget, int] = {}  # dock -> the width last given to it

    def add_panel(self, title: str, widget, area=None) -> QDockWidget:
        """Dock another panel (the lesson player uses this); right side by default."""
        from PySide6.QtCore import Qt
        d = QDockWidget(title, self.win)
        d.setObjectName(title)
        d.setWidget(widget)
        self.win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea if area is None else area, d)
        toggle = d.toggleViewAction()  # a panel closed by the user comes back from View
        toggle.setObjectName("panel_" + title)
        self.win.menubar.panels_menu.addAction(toggle)
        return d

    # -- panel widths: a share of the window, while the user has not set them --
    def _dock_width(self, area) -> int:
        from PySide6.QtCore import Qt
        w = self.win.width()
        if area == Qt.DockWidgetArea.LeftDockWidgetArea:
            return max(170, min(320, round(0.16 * w)))
        return max(210, min(380, round(0.2 * w)))

    def size_docks(self) -> None:
        """Give the side panels a share of the window's width (the table keeps the most of a
        small window), except a panel the user resized."""
        panels = self.win.findChildren(QDockWidget)
        if not panels:  # (before the table: the first paint does without the Qt namespace)
            return
        from PySide6.QtCore import Qt
        docks: list[QDockWidget] = []
        widths: list[int] = []
        seen = set()
        for d in panels:
            area = self.win.dockWidgetArea(d)
            if d.isFloating() or not d.isVisible() or area in seen:
                continue  # one panel per side sets the side's width
            set_to = self.sizes.get(d)
            if set_to is not None and abs(d.width() - set_to) > 2:
                continue  # the user's width
            seen.add(area)
            docks.append(d)
            widths.append(self._dock_width(area))
        if docks:
            self.win.resizeDocks(docks, widths, Qt.Orientation.Horizontal)
            QTimer.singleShot(0, lambda: self.sizes.update({d: d.width() for d in docks}))
