"""`tabletop join INVITE` with a window (tabletop/cli/net.py calls `run_join_window`): the table
of the invite's seat, driven by the host (`net.joined.joined_window`), on the app's qasync loop."""

from __future__ import annotations

import sys

from tabletop.ui.net import loop as netloop

CONNECTION_ERROR = 3  # the exit status of a join that could not reach the host (as headless)


def run_join_window(invite, quiet: bool = False) -> int:
    """Open the table of `invite` (a `net.protocol.Invite`) and run the app until its window is
    closed: 0; 3 when the table can't be joined (the reason on standard error and, unless
    `quiet`, in a message box)."""
    from PySide6.QtWidgets import QApplication

    from tabletop.ui.net.dialogs import invite_problem
    from tabletop.ui.net.joined import join, joined_window
    app = QApplication.instance() or QApplication(["tabletop"])
    app.setApplicationName("tabletop")
    app.setQuitOnLastWindowClosed(False)  # the seat says goodbye to the host first
    win = joined_window(quiet=quiet)
    win.resize(1500, 950)
    status = {"code": 0}
    win.closed_hook = app.quit

    def failed(exc: BaseException) -> None:
        text = invite_problem(exc)
        print(f"tabletop join: {text}", file=sys.stderr)
        status["code"] = CONNECTION_ERROR
        if not quiet:
            from PySide6.QtWidgets import QMessageBox

            from tabletop.ui.common.plain import message_box
            message_box(QMessageBox.Warning, "tabletop", text).exec()
        app.quit()
    netloop.spawn(join(invite, win), lambda w: w.show(), failed)
    app.exec()
    netloop.shutdown()
    return status["code"]
