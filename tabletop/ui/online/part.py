"""`win.online`, a part of MainWindow: Game → Play online… (issue 30), the shared server's
lobby (`dialog.OnlineDialog`, one per window, kept logged in while hidden)."""

from __future__ import annotations

from typing import Any

import shiboken6


class OnlinePart:

    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to
        self.dialog: Any = None  # the Play online… dialog, once opened (tests reach it here)

    def play_online(self) -> None:
        """Game → Play online…: the dialog (the lobby again when logged in)."""
        from tabletop.ui.online.dialog import OnlineDialog
        if self.dialog is None or not shiboken6.isValid(self.dialog):
            self.dialog = OnlineDialog(self.win, quiet=self.win.quiet)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
