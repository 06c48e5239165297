"""Game → Join… (issue 15 item 2): open an invite file or paste its text, then join the table.

Whatever goes wrong stays in the dialog as one plain sentence, the dialog open to try again: an
invite that can't be read (not JSON, not an invite, a field wrong), one made for another
protocol version ("use the same version as the host"), a host that can't be reached or does not
answer, a refusal from the host. Joined, the dialog closes and the table's window shows
(`net.joined.joined_window`)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
)

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.net import loop as netloop


def invite_problem(exc: BaseException) -> str:
    """One sentence for what stopped a join."""
    from tabletop.net import protocol as NP
    from tabletop.net.errors import NetError
    from tabletop.net.seat import Refused
    if isinstance(exc, NP.InviteError):
        return tr("This invite can't be used: {why}").format(why=str(exc))
    if isinstance(exc, Refused) and exc.code == NP.ErrorCode.PROTO:
        return tr("The host speaks another version of the protocol: {why}").format(
            why=str(exc))
    if isinstance(exc, NetError):
        return tr("Can't join the table: {why}").format(why=str(exc))
    return tr("Can't join the table: {why}").format(why=str(exc) or type(exc).__name__)


class JoinDialog(QDialog):
    """See the module's docstring. `joined` is emitted with the table's window."""

    joined = Signal(object)

    def __init__(self, parent=None, quiet: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("join_dialog")
        self.quiet = quiet
        P.set_window_title(self, tr("Join a network game"))
        lay = QVBoxLayout(self)
        intro = P.label(tr("Open the invite file the host sent you, or paste its text here."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        row = QHBoxLayout()
        self.open_button = QPushButton(tr("Open an invite file…"))
        self.open_button.setObjectName("open_invite")
        self.open_button.clicked.connect(self.choose_file)
        row.addWidget(self.open_button)
        self.file_label = P.label()
        self.file_label.setObjectName("invite_file")
        row.addWidget(self.file_label, 1)
        lay.addLayout(row)
        self.text = QPlainTextEdit()
        self.text.setObjectName("invite_text")
        self.text.setAccessibleName(tr("Invite text"))
        self.text.setPlaceholderText('{"format": "tabletop-invite/1", ...}')
        lay.addWidget(self.text, 1)
        self.status = P.label()
        self.status.setObjectName("join_status")
        self.status.setWordWrap(True)
        self.status.setVisible(False)
        lay.addWidget(self.status)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        self.join_button = self.buttons.addButton(tr("Join"), QDialogButtonBox.AcceptRole)
        self.join_button.setObjectName("join")
        self.join_button.setDefault(True)
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.resize(560, 380)
        self.window_joined = None
        self._task = None
        self._path: str | None = None

    # -- the invite --
    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Open an invite"), "",
                                              tr("Invites (*.invite);;All files (*)"))
        if path:
            self.load_file(path)

    def load_file(self, path: str) -> None:
        """Put an invite file's text in the box (what is wrong with it is said on Join)."""
        from tabletop import safeio
        from tabletop.model.limits import MAX_INVITE_BYTES
        try:
            data = safeio.read_bytes(path, MAX_INVITE_BYTES, "invites")
        except (safeio.FileRefused, OSError) as exc:
            self.say(tr("This invite can't be used: {why}").format(why=str(exc)), True)
            return
        self._path = path
        self.file_label.setText(path)
        self.text.setPlainText(data.decode("utf-8", "replace"))
        self.say("")

    def invite(self):
        """The invite in the box; InviteError says what is wrong."""
        from tabletop.net import protocol as NP
        text = self.text.toPlainText()
        if not text.strip():
            raise NP.InviteError(tr("open an invite file or paste its text first"))
        return NP.parse_invite(text, self._path or tr("the pasted invite"))

    # -- joining --
    def join(self) -> None:
        if self._task is not None:
            return
        try:
            invite = self.invite()
        except ValueError as exc:
            self.say(invite_problem(exc), True)
            return
        from tabletop.ui.net.joined import join, joined_window
        win = joined_window(quiet=self.quiet)
        self.say(tr("Connecting to {url} as {who}…").format(url=invite.url,
                                                              who=invite.label))
        self.join_button.setEnabled(False)
        self._task = netloop.spawn(join(invite, win), self._joined,
                                   lambda exc: self._failed(win, exc))

    def _joined(self, win) -> None:
        self._task = None
        self.window_joined = win
        win.show()
        self.joined.emit(win)
        self.accept()

    def _failed(self, win, exc: BaseException) -> None:
        self._task = None
        win.joined.session = None  # (nothing to say goodbye to)
        win.close()
        win.deleteLater()
        self.join_button.setEnabled(True)
        self.say(invite_problem(exc), True)

    def say(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setAccessibleName(text)
        self.status.setStyleSheet("color: #b00020; font-weight: bold;" if error else "")
        self.status.setVisible(bool(text))

    def reject(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
        super().reject()
