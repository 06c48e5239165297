"""The window's docked panels: the rules assist, the log, the chat, the preview and any other
(a lesson's), each with its entry in View → Panels, and their widths: a share of the window,
while the user has not set them. The window's first size and place, the compact layout of a
small screen, and the layout remembered per screen size (`geometry`). `win.docks`, a part of
MainWindow."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QByteArray, QObject, QTimer
from PySide6.QtWidgets import QDockWidget

from tabletop.ui.common import geometry as G
from tabletop.ui.common.messages import tr

# the panels' object names: the remembered layouts (Qt's saveState) know the panels by them
ASSIST, LOG, PREVIEW, CHAT = "assist_dock", "log_dock", "preview_dock", "chat_dock"
SHOW_EVENT = 17  # (QEvent.Show: the first paint does without the Qt namespace)


def _title_unread(dock: QDockWidget, n: int) -> None:
    """The chat's title (its tab's, in the compact layout) says how many lines wait unread."""
    title = tr("Chat ({n} new)").format(n=n) if n else tr("Chat")
    dock.setWindowTitle(title)
    dock.toggleViewAction().setText(tr("Chat"))  # (View → Panels keeps its name)


class DocksPart:

    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to
        self.sizes: dict[QDockWidget, int] = {}  # dock -> the width last given to it
        self.compact = False  # the compact layout (a small screen, `geometry.is_compact`)
        self.restored = False  # the panels are as the user left them: no automatic widths
        self._state: QByteArray | None = None  # the panels' remembered layout, for when they exist

    def add_panel(self, title: str, widget, area=None, name: str | None = None) -> QDockWidget:
        """Dock another panel (the lesson player uses this); right side by default."""
        from PySide6.QtCore import Qt
        d = QDockWidget(title, self.win)
        d.setObjectName(name or title)
        d.setWidget(widget)
        self.win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea if area is None else area, d)
        toggle = d.toggleViewAction()  # a panel closed by the user comes back from View
        toggle.setObjectName("panel_" + title)
        self.win.menubar.panels_menu.addAction(toggle)
        return d

    def add_table_panels(self) -> QDockWidget:
        """The table's panels (the window made them): the assist, the log and the chat on the
        right, the preview on the left; compact on a small screen, or as the user left them.
        Returns the chat's dock."""
        from PySide6.QtCore import Qt
        win = self.win
        left = Qt.DockWidgetArea.LeftDockWidgetArea
        # compact: the log under the preview on the left, the chat a tab beside the assist
        # (and a lesson's panel) on the right: the table keeps the width its rows need
        assist = self.add_panel(tr("Rules assist"), win.assist, name=ASSIST)
        self.add_panel(tr("Preview"), win.preview, left, name=PREVIEW)
        log = self.add_panel(tr("Game log"), win.log, left if self.compact else None, name=LOG)
        chat = self.add_panel(tr("Chat"), win.chat, name=CHAT)  # (wide: below the log)
        win.chat.unread_changed.connect(lambda n, d=chat: _title_unread(d, n))
        chat.visibilityChanged.connect(lambda shown: shown and win.chat.mark_read())
        if self.compact:
            win.tabifyDockWidget(assist, chat)
            assist.raise_()
        if self._state is not None and win.restoreState(self._state, G.LAYOUT_VERSION):
            self.restored = True
        self._state = None
        if not self.restored:
            QTimer.singleShot(0, win, self.size_docks)  # (a window shown before its panels)
            if not self.compact:  # the log gets the most of the right side's height
                QTimer.singleShot(0, win, lambda: win.resizeDocks(
                    [assist, log, chat], [30, 45, 25], Qt.Orientation.Vertical))
        return chat

    def beside_assist(self, dock: QDockWidget) -> None:
        """A lesson's panel: a tab beside the rules assist, the one shown. (Once the window
        is shown: Qt 6.11 leaves a stray second tab bar painted over the panel when two groups
        of tabs are made in a window not shown yet.)"""
        win = self.win
        if not shiboken6.isValid(dock):  # (gone before the window was shown)
            return
        if not win.isVisible():
            # (hidden until then: stacked under the assist, it would make the first window
            # taller than the screen, and a window never shrinks back by itself)
            dock.setVisible(False)
            win.installEventFilter(_FirstShow(win, lambda: self.beside_assist(dock)))
            return
        assist = win.findChild(QDockWidget, ASSIST)
        if assist is not None and assist is not dock:
            win.tabifyDockWidget(assist, dock)
            dock.setVisible(True)
            dock.raise_()

    def show_panel(self, dock: QDockWidget) -> None:
        """Show a panel placed `beside_assist`, its tab the one shown (before the window is
        shown: at its first show, when it is put beside the assist)."""
        if self.win.isVisible():
            dock.show()
            dock.raise_()

    # -- the window's size and place --
    def place_window(self) -> None:
        """The first size and place: as the user left the window on a screen of this size,
        else the preferred size fitted into the screen's available area."""
        win = self.win
        area = G.screen_area(win)
        self.compact = G.is_compact(area)
        geometry = None
        if not win.quiet and G.pretended_area() is None:  # (the user's own layout)
            geometry, self._state = G.remembered(area)
        pretended = G.pretended_area() is not None  # (a screenshot: the area is the window's)
        if geometry is None or not win.restoreGeometry(geometry):
            win.setGeometry(G.first_rect(area, (0, 0, 0, 0) if pretended else G.FRAME_GUESS))
        if not pretended:
            self._placed = win.size()
            win.installEventFilter(_FirstShow(win, self.keep_on_screen))

    _placed = None  # the size the window was given before its first show

    def keep_on_screen(self) -> None:
        """Once shown (the window manager's frame is known): the whole window, frame and
        title bar included, inside the screen's available area (unless it was given another
        size before it was shown)."""
        win = self.win
        area = G.screen_area(win)
        if win.size() != self._placed or win.isMaximized() or win.isFullScreen() \
                or area.contains(win.frameGeometry()):
            return
        win.setGeometry(G.inside(area, win.frameGeometry(), G.frame_of(win)))

    def remember(self) -> None:
        """Keep the window's layout for the next time it opens on a screen of this size (not
        a test's or a screenshot's window)."""
        win = self.win
        if win.quiet or G.pretended_area() is not None:
            return
        state = win.saveState(G.LAYOUT_VERSION) if win.view is not None else None
        if state is None:  # (closed before the table was made: the panels' layout stays)
            state = G.remembered(G.screen_area(win))[1]
        G.remember(G.screen_area(win), win.saveGeometry(), state)

    # -- panel widths: a share of the window, while the user has not set them --
    def _dock_width(self, area) -> int:
        from PySide6.QtCore import Qt
        w = self.win.width()
        if area == Qt.DockWidgetArea.LeftDockWidgetArea:
            return max(170, min(320, round(0.16 * w)))
        return max(210, min(380, round(0.2 * w)))

    def size_docks(self) -> None:
        """Give the side panels a share of the window's width (the table keeps the most of a
        small window), except a panel the user resized, or a layout the user left."""
        panels = self.win.findChildren(QDockWidget)
        if not panels or self.restored:  # (before the table: the first paint does without
            return                       # the Qt namespace)
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


class _FirstShow(QObject):
    """Calls `fn` once, after the window's first show (its frame is known then)."""

    def __init__(self, win, fn) -> None:
        super().__init__(win)
        self.fn = fn

    def eventFilter(self, obj, ev) -> bool:  # noqa: N802 (Qt's name)
        if ev.type() == SHOW_EVENT:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self, self.fn)
        return False
