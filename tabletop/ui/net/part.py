"""The Game menu's network entries (issue 15): host this game, issue a new invite, join a table;
and the status bar's line while this window's game is hosted. `win.net`, a part of MainWindow
(a joined table's own window is `net.joined.joined_window()`)."""

from __future__ import annotations

from tabletop.ui.common import plain as P

# what would put another game in a hosting window (its table is the hosted game until it is
# closed), or sit an invited seat at it
HOSTED_OFF = ("new_demo", "new_decks", "open", "set_up_position", "paste_position",
              "lessons", "record_lesson", "open_lesson_file", "hotseat", "net_host")


class NetPart:

    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to
        self.join_dialog: object = None  # the Join… dialog last opened (tests reach it here)
        self.starting: object = None  # the task starting to host this window's game

    def show_hosting_status(self) -> None:
        """A hosted game: where it is hosted and each player's status, in the status bar."""
        win = self.win
        if win.hosting is None:
            return
        if win.net_status is None:
            win.net_status = P.label()
            win.net_status.setObjectName("net_status")
            win.statusBar().addPermanentWidget(win.net_status, 0)
        win.net_status.setText(win.hosting.status_text())

    def apply_capabilities(self) -> None:
        """While this window hosts: nothing that would put another game in it."""
        if self.win.hosting is None or self.win.hosting.closed:
            return
        from PySide6.QtGui import QAction
        for a in self.win.findChildren(QAction):
            if a.objectName() in HOSTED_OFF:
                a.setEnabled(False)
        self.win.menubar.recent_menu.setEnabled(False)

    def host_game(self) -> None:
        """Game → Host a network game…"""
        from tabletop.ui.net.host import host_dialog
        host_dialog(self.win)

    def reissue_invite(self) -> None:
        """Game → Issue a new invite… (hosting): a seat's new credentials, the old invite dead."""
        from tabletop.ui.net.host import reissue_dialog
        reissue_dialog(self.win)

    def join_game(self) -> None:
        """Game → Join…: an invite opens the table for its seat in a window of its own."""
        from tabletop.ui.net.dialogs import JoinDialog
        dlg = JoinDialog(self.win, quiet=self.win.quiet)
        self.join_dialog = dlg
        if not self.win.quiet:
            dlg.exec()
