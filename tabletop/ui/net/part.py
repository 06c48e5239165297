"""The Game menu's network entries (issue 15): host this game, issue a new invite, join a table;
and the status bar's line while this window's game is hosted. `win.net`, a part of MainWindow
(a joined table's own window is `net.joined.joined_window()`)."""

from __future__ import annotations

from tabletop.ui.common import plain as P


class NetPart:

    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to
        self.join_dialog: object = None  # the Join… dialog last opened (tests reach it here)

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
