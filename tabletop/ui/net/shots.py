"""Screenshots of remote play for the README (run on demand, offscreen):

    python -m tabletop.ui.net.shots packaging/screenshots

A real embedded nats-server on 127.0.0.1 and a real `Host` of the demo midgame (seed 7) in
this process: Alice plays at the host, Bob joins with his invite. Writes `net-table.png` (Bob's
joined table at 1280×720, after Alice drew and both chatted), `net-join.png` (the Join dialog
saying why an invite made for another protocol version can't be used) and `net-offline.png`
(Bob's table once the host is gone: the banner, read-only)."""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path


def _wait(app, pred, seconds: float = 15.0) -> None:
    deadline = time.monotonic() + seconds
    while not pred():
        if time.monotonic() > deadline:
            raise RuntimeError("timed out")
        app.processEvents()
        time.sleep(0.01)


def _run(app, coro):
    from tabletop.ui.net import loop as netloop
    task = netloop.spawn(coro)
    _wait(app, task.done)
    return task.result()


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0] if argv else "packaging/screenshots")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = Path(tempfile.mkdtemp(prefix="tabletop-netshots-"))
    os.environ["TABLETOP_HOME"] = str(tmp / "home")
    from PySide6.QtWidgets import QApplication

    from tabletop.model import commands as C
    from tabletop.session.opening import midgame
    from tabletop.ui.net import loop as netloop
    from tabletop.ui.net.dialogs import JoinDialog
    from tabletop.ui.net.host import HostSession, attach
    from tabletop.ui.window import MainWindow
    app = QApplication.instance() or QApplication(["tabletop"])
    game = midgame(seed=7)
    session = HostSession(game, seats=["Bob"], invites=tmp / "invites")
    host = _run(app, session.start())
    host_window = MainWindow(host.game, "Alice", quiet=True)
    hosting = attach(host_window, host, session.server)
    bob_invite = next(p for p in session.invite_files if p.name == "Bob.invite")
    try:
        dlg = JoinDialog(quiet=True)
        dlg.load_file(str(bob_invite))
        _wait(app, lambda: True)
        dlg.join()
        _wait(app, lambda: dlg.window_joined is not None)
        win = dlg.window_joined
        win.resize(1280, 720)
        win.show()
        app.processEvents()
        win.view.fit()
        seq = win.joined.session.client.seq
        assert host.game.apply(C.Draw("Alice"), "Alice").ok
        _wait(app, lambda: win.joined.session.client.seq > seq)
        hosting.say("your turn soon, Bob")
        win.chat.send("ok, thanks")
        _wait(app, lambda: len(win.chat.texts()) >= 2)
        _wait(app, lambda: win.net_status.text().count("connected") >= 2)
        time.sleep(0.2)
        app.processEvents()
        out.mkdir(parents=True, exist_ok=True)
        win.grab().save(str(out / "net-table.png"))
        doc = json.loads(bob_invite.read_text())
        doc.update(proto=2, password="(the seat's password)")
        join = JoinDialog(quiet=True)
        join.file_label.setText("Bob.invite")
        join.text.setPlainText(json.dumps(doc, indent=1))
        join.resize(640, 460)
        join.show()
        join.join()
        app.processEvents()
        join.grab().save(str(out / "net-join.png"))
        _run(app, hosting.stop())
        _wait(app, lambda: win.banner.isVisible())
        app.processEvents()
        win.grab().save(str(out / "net-offline.png"))
        for name in ("net-table.png", "net-join.png", "net-offline.png"):
            print(out / name)
        win.close()
        host_window.close()
        _wait(app, lambda: netloop.pending() == 0, 5)
    finally:
        if not hosting.closed:
            _run(app, hosting.stop())
        netloop.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
