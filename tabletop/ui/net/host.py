"""Hosting a network game from the app (issue 15 item 2): Game → Host a network game…, and the
window of `tabletop host ...` without `--headless`.

The host plays too, at its own table: the window is the app's ordinary table on the host's game
(`Host.game`, the one authoritative game), at the seats the host did not invite; the seats' and
spectators' commands arrive through the `Host` and show on this table as the host's own do. The
host may view only its own seats (and the spectators' view): "View as" and "Pass to the next
seat" leave the invited seats out. The chat panel is the table's chat (`Host.post_chat`), each
player's connected / disconnected status shows in the status bar, and closing the window stops
hosting (the game is saved where `tabletop host --open` resumes it, with the same invites).

`HostDialog` asks which seats to invite, how many spectators, the listen address, TLS and the
invites folder; `HostSession.start()` starts the embedded nats-server and the `Host` and writes
the invites. The Game menu's dialogs (host, issue a new invite, its folder) open window-modal
without blocking (`open()`, never a nested event loop under the network's), as the opening
hands' do. Hosting sits the window at a local seat's table (a curtain that waited for an invited
seat goes down: its player is elsewhere) and offers the local seats' opening hands only; what
would put another game in the window is off while it hosts (`NetPart.apply_capabilities`).
`run_host_window(host, server)` is what `tabletop host` (tabletop/cli/net.py) calls for its
window.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.net import loop as netloop

DEFAULT_LISTEN = "127.0.0.1:0"


class _ServerNews(QObject):
    """What the embedded server's keeper (a thread of its own) says, taken to the GUI thread."""

    said = Signal(str)


class Hosting:
    """Ties a `Host` to a main window that shows its game: chat, seat status, local seats."""

    def __init__(self, window, host, server=None) -> None:
        self.window, self.host, self.server = window, host, server
        self.closed = False
        self.invites: Path | None = None  # where the invites were written (new ones go too)
        host.on_change = self._on_change
        self._news = _ServerNews()  # the server died / runs again: the status bar says so
        self._news.said.connect(self._server_said)
        if server is not None and hasattr(server, "on_event"):
            server.on_event = self._news.said.emit

    @property
    def local_seats(self) -> list[str]:
        """The players the host plays (not invited)."""
        invited = set(self.host.net.seats.values())
        return [p for p in self.host.game.state.players if p not in invited]

    def _on_change(self, host) -> None:
        if not self.closed:
            self.window.net.show_hosting_status()
            self.window.show_chat()
            self.window.library.hosted_pregame()  # every seat kept: the game may begin here

    def _server_said(self, _text: str) -> None:
        if not self.closed:
            self.window.net.show_hosting_status()

    def chat_lines(self) -> list[str]:
        from tabletop.rules.journal import CHAT_TEMPLATE
        return [CHAT_TEMPLATE.format(speaker=m.get("from", "?"), text=m.get("text", ""))
                for m in self.host.chat_messages()]

    def say(self, text: str) -> str | None:
        """The host's line of chat, as the seat at its table (or "host")."""
        from tabletop.net.protocol import ProtocolError
        seat = self.window.ctl.seat
        try:
            self.host.post_chat(seat if seat is not None else tr("host"), text)
        except ProtocolError as exc:
            return exc.message
        self.window.show_chat()
        return None

    def invited(self) -> dict[str, str]:
        """Who was invited, by the name a host knows them by -> their token (seats, then
        spectators)."""
        out = {name: tok for tok, name in self.host.net.seats.items()}
        for tok in self.host.net.users:
            if tok.startswith("w"):
                out[tr("Spectator {n}").format(n=tok[1:])] = tok
        return out

    async def reissue(self, tok: str, folder: str | Path) -> Path:
        """A new invite for `tok`, written into `folder`: its old invite stops working (its
        connection is closed), everyone else plays on."""
        from tabletop.net import protocol as NP
        invite = await self.host.remove_seat(tok)
        return NP.write_invite(folder, invite)

    def status_text(self) -> str:
        status = self.host.seat_status()
        seats = " · ".join(f"{p}: {tr(s)}" for p, s in status.items())
        notice = self.host.saver.notice  # (the host can't save: the game is paused)
        problem = getattr(self.server, "problem", None)  # (the server's words, as its errors)
        return (f"{problem} — " if problem else "") + \
            tr("Hosting {game} at {url}").format(game=self.host.net.game,
                                                 url=self.host.invite_url) + \
            (f" — {seats}" if seats else "") + (f" — {notice}" if notice else "")

    async def stop(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.host.on_change = None
        if self.server is not None and hasattr(self.server, "on_event"):
            self.server.on_event = None
        await self.host.stop()
        if self.server is not None:
            self.server.stop()


class HostSession:
    """Start hosting `game` from this process: the embedded server, the Host, the invites."""

    def __init__(self, game, *, seats: list[str], spectators: int = 0,
                 listen: str = DEFAULT_LISTEN, tls: bool = False,
                 invites: str | Path, advertise: str | None = None,
                 spectators_chat: bool = True) -> None:
        self.game, self.seats, self.spectators = game, list(seats), spectators
        self.spectators_chat = spectators_chat
        self.listen, self.tls, self.invites = listen or DEFAULT_LISTEN, tls, Path(invites)
        self.advertise = advertise
        self.host = self.server = None
        self.invite_files: list[Path] = []

    async def start(self):
        """Start the server and the host; write the invites. NetError: one sentence."""
        from tabletop.net import protocol as NP
        from tabletop.net.host import Host, NetState, autosave_place
        from tabletop.net.server import EmbeddedServer, NetUser, permissions_for
        net = NetState.new(self.game, seats=self.seats, spectators=self.spectators,
                           listen=self.listen, tls=self.tls, advertise=self.advertise,
                           spectators_chat=self.spectators_chat)
        folder = autosave_place(net.game)
        users = [NetUser(u["user"], u["password"], *permissions_for(net.game, tok))
                 for tok, u in net.users.items()]
        server = EmbeddedServer(folder / "server", listen=net.listen, tls=net.tls)
        await asyncio.get_running_loop().run_in_executor(None, server.start, users)
        try:
            net.listen = server.url.split("://", 1)[1]  # the port it took: a resume keeps it
            host = Host(self.game, net, folder, url=server.url,
                        certificate=server.certificate_pem, server=server)
            await host.start()
            self.invite_files = [NP.write_invite(self.invites, inv) for inv in host.invites()]
        except BaseException:
            server.stop()
            raise
        self.host, self.server = host, server
        return host


def attach(window, host, server=None, invites: str | Path | None = None) -> Hosting:
    """Make `window` the host's table: its game, its own seats (never an invited seat's table,
    not even the curtain waiting for one: its player is elsewhere), chat and status; what
    would put another game in the window is off while it hosts (`NetPart.apply_capabilities`)."""
    hosting = Hosting(window, host, server)
    hosting.invites = Path(invites) if invites else None
    window.hosting = hosting
    if window.ctl.game is not host.game:
        window.files.set_game(host.game)
    local = hosting.local_seats
    window.menubar.set_hotseat(len(local) > 1)  # (several local seats: behind the curtain)
    window._pregame_for = None
    seats = window.seats
    if window.ctl.seat not in local or (seats.curtain_up() and seats.next_seat not in local):
        seats.hand_over(local[0] if local else None)
    window.apply_capabilities()
    window.net.show_hosting_status()
    window.show_chat()
    from tabletop.model.state import PREGAME
    if host.game.state.step == PREGAME:  # the local seats' opening hands (103.5), only theirs
        window.library.start_pregame()
    return hosting


class HostDialog(QDialog):
    """Game → Host a network game…: who is invited, spectators, where to listen, TLS, the
    invites folder. `options()` gives what HostSession takes."""

    def __init__(self, players: list[str], parent=None, invites: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("host_dialog")
        P.set_window_title(self, tr("Host a network game"))
        lay = QVBoxLayout(self)
        intro = P.label(tr("Invite the seats others will play; you play the others at this "
                             "table. An invite file is written for each seat and spectator: "
                             "send each player theirs (it holds their password)."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        form = QFormLayout()
        seats_box = QWidget()
        row = QHBoxLayout(seats_box)
        row.setContentsMargins(0, 0, 0, 0)
        self.seat_boxes: dict[str, QCheckBox] = {}
        for i, p in enumerate(players):
            b = QCheckBox(P.action_text(p))
            b.setObjectName(f"invite_seat_{i}")
            b.setChecked(i > 0)  # you play the first seat, the others are invited
            row.addWidget(b)
            self.seat_boxes[p] = b
        row.addStretch(1)
        form.addRow(tr("Invite"), seats_box)
        self.spectators = QSpinBox()
        self.spectators.setObjectName("spectators")
        self.spectators.setRange(0, 99)
        form.addRow(tr("Spectators"), self.spectators)
        self.spectators_chat = QCheckBox(tr("Spectators may chat"))
        self.spectators_chat.setObjectName("spectators_chat")
        self.spectators_chat.setChecked(True)
        form.addRow("", self.spectators_chat)
        self.listen = QLineEdit(DEFAULT_LISTEN)
        self.listen.setObjectName("listen")
        self.listen.setToolTip(P.tooltip(tr("HOST:PORT to listen on; port 0 picks a free "
                                              "one. 0.0.0.0 listens on every address.")))
        form.addRow(tr("Listen on"), self.listen)
        self.advertise = QLineEdit()
        self.advertise.setObjectName("advertise")
        self.advertise.setPlaceholderText(tr("(optional) HOST:PORT the others connect to"))
        form.addRow(tr("Address in invites"), self.advertise)
        self.tls = QCheckBox(tr("TLS (a self-signed certificate the invites pin)"))
        self.tls.setObjectName("tls")
        form.addRow("", self.tls)
        folder = QWidget()
        frow = QHBoxLayout(folder)
        frow.setContentsMargins(0, 0, 0, 0)
        self.invites = QLineEdit(invites)
        self.invites.setObjectName("invites")
        browse = QPushButton(tr("Choose…"))
        browse.clicked.connect(self._browse)
        frow.addWidget(self.invites, 1)
        frow.addWidget(browse)
        form.addRow(tr("Invites folder"), folder)
        lay.addLayout(form)
        self.status = P.label()
        self.status.setObjectName("host_status")
        self.status.setWordWrap(True)
        self.status.setVisible(False)
        lay.addWidget(self.status)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        self.host_button = self.buttons.addButton(tr("Host"), QDialogButtonBox.AcceptRole)
        self.host_button.setObjectName("host")
        self.buttons.accepted.connect(self._check)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)

    def _browse(self) -> None:
        path = QFileDialog.getExistingDirectory(self, tr("Invites folder"),
                                                self.invites.text())
        if path:
            self.invites.setText(path)

    def options(self) -> dict:
        """What the dialog says; ValueError: what is missing or wrong, one sentence."""
        from tabletop.net.server import split_listen
        seats = [p for p, b in self.seat_boxes.items() if b.isChecked()]
        if not seats and not self.spectators.value():
            raise ValueError(tr("Invite at least one seat or spectator."))
        listen = self.listen.text().strip() or DEFAULT_LISTEN
        try:
            split_listen(listen)
        except Exception as exc:  # noqa: BLE001 - its sentence is the message
            raise ValueError(tr("Listen on: {why}").format(why=str(exc))) from None
        advertise = self.advertise.text().strip() or None
        if advertise is not None:
            try:
                split_listen(advertise)
            except Exception as exc:  # noqa: BLE001
                raise ValueError(tr("Address in invites: {why}").format(why=str(exc))) \
                    from None
        folder = self.invites.text().strip()
        if not folder:
            raise ValueError(tr("Choose the folder the invites are written to."))
        return {"seats": seats, "spectators": self.spectators.value(), "listen": listen,
                "tls": self.tls.isChecked(), "invites": folder, "advertise": advertise,
                "spectators_chat": self.spectators_chat.isChecked()}

    def _check(self) -> None:
        try:
            self.options()
        except ValueError as exc:
            self.say(str(exc))
            return
        self.accept()

    def say(self, text: str) -> None:
        self.status.setText(text)
        self.status.setStyleSheet("color: #b00020; font-weight: bold;")
        self.status.setVisible(bool(text))


def host_dialog(window) -> None:
    """Game → Host a network game…: ask (window-modal, without blocking: `window.host_dialog`),
    then host the window's game from here."""
    game = window.ctl.game
    if game is None or window.ctl.read_only:
        window.statusBar().showMessage(tr("Open a game or start a new one to host it."), 6000)
        return
    if getattr(window, "hosting", None) is not None or window.net.starting is not None:
        window.statusBar().showMessage(tr("This game is hosted already."), 6000)
        return
    from tabletop.paths import state_dir
    dlg = HostDialog(list(game.state.players), window, str(state_dir() / "invites"))
    window.host_dialog = dlg
    dlg.accepted.connect(lambda: start_hosting(window, dlg.options()))
    dlg.open()


def start_hosting(window, options: dict):
    """Host the window's game with the dialog's options (a task on the app's loop)."""
    session = HostSession(window.ctl.game, **options)
    window.statusBar().showMessage(tr("Starting the server…"))

    def done(host) -> None:
        window.net.starting = None
        attach(window, host, session.server, session.invites)
        window.statusBar().showMessage(tr("Hosting: invites written to {folder}").format(
            folder=str(session.invites)), 10000)

    def failed(exc: BaseException) -> None:
        window.net.starting = None
        window.report_problem(tr("Can't host this game: {why}").format(why=str(exc)))
    window.net.starting = netloop.spawn(session.start(), done, failed)
    return window.net.starting


def reissue_dialog(window) -> None:
    """Game → Issue a new invite…: choose who (the old invite stops working), then the folder
    the new one is written to; both window-modal without blocking (`window.reissue_dialog`,
    then `window.reissue_folder`)."""
    from PySide6.QtWidgets import QInputDialog
    hosting = getattr(window, "hosting", None)
    if hosting is None or hosting.closed:
        window.statusBar().showMessage(tr("Host a network game first: Game → Host a "
                                            "network game…"), 6000)
        return
    who = hosting.invited()
    if not who:
        window.statusBar().showMessage(tr("Nobody was invited to this game."), 6000)
        return
    dlg = QInputDialog(window)
    P.set_window_title(dlg, tr("Issue a new invite"))
    dlg.setLabelText(tr("A new invite for (their old invite stops working, the others play "
                          "on):"))
    dlg.setComboBoxItems(list(who))
    P.plain_labels(dlg)
    window.reissue_dialog = dlg
    dlg.accepted.connect(lambda: _reissue_folder(window, who[dlg.textValue()]))
    dlg.open()


def _reissue_folder(window, tok: str) -> None:
    """The folder the new invite of `tok` goes to (the invites' folder, to begin with)."""
    hosting = window.hosting
    start = str(hosting.invites) if hosting is not None and hosting.invites else ""
    dlg = QFileDialog(window, tr("Write the new invite into"), start)
    dlg.setFileMode(QFileDialog.FileMode.Directory)
    dlg.setOption(QFileDialog.Option.ShowDirsOnly, True)
    window.reissue_folder = dlg
    dlg.fileSelected.connect(lambda folder: start_reissue(window, tok, folder))
    dlg.open()


def start_reissue(window, tok: str, folder: str):
    """Issue `tok` a new invite into `folder` (a task on the app's loop)."""
    def done(path) -> None:
        window.net.show_hosting_status()
        window.statusBar().showMessage(tr("New invite written to {path}; the old one no "
                                            "longer works.").format(path=str(path)), 10000)

    def failed(exc: BaseException) -> None:
        window.report_problem(tr("Can't issue a new invite: {why}").format(why=str(exc)))
    return netloop.spawn(window.hosting.reissue(tok, folder), done, failed)


async def run_host_window(host, server=None) -> int:
    """The window of `tabletop host ...` (not headless): the host's table until it is closed;
    then hosting stops (the game saved where `--open` resumes it). Runs on the app's qasync
    loop, or drives Qt from a plain asyncio loop."""
    import qasync
    from PySide6.QtWidgets import QApplication

    from tabletop.ui.window import MainWindow
    app = QApplication.instance() or QApplication(["tabletop"])
    loop = asyncio.get_running_loop()
    window = MainWindow(host.game, "")
    hosting = attach(window, host, server)
    window.show()
    closed = loop.create_future()
    window.closed_hook = lambda: closed.done() or closed.set_result(None)
    if isinstance(loop, qasync.QEventLoop):
        await closed
    else:  # a plain asyncio loop (asyncio.run): Qt's events are handled from it
        while not closed.done():
            app.processEvents()
            await asyncio.sleep(0.015)
    await hosting.stop()
    return 0
