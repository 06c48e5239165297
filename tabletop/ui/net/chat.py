"""The chat panel (issue 15 item 6): a dock beside the game log with the game's chat lines, a
line edit (Enter sends), quick messages ("ok", "wait", "your turn") and a rate limit.

Chat is public: every seat and spectator reads the same lines, so the panel shows them whatever
seat is at the table, behind the privacy curtain too. Lines are plain text ("Alice: ok"; a `<b>`
stays as written). The panel does not know where a line goes: it hands the text to its sender
(`set_sender`): in hot-seat play the table controller, which says it as the seat at the table
(`TableController.chat`, a logged `chat` command that is never an undo step); on a joined table
the network seat (`netui`). A sender returns None when the line was said, or one sentence saying
why not, which the panel shows.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from tabletop.model.game import SAID
from tabletop.model.limits import CHAT_RATE, CHAT_RATE_SECONDS, MAX_CHAT
from tabletop.net.ratelimit import TokenBucket
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.table.panels import LogPanel

# The quick messages, said as written (plain text like any line).
QUICK = (QT_TR_NOOP("ok"), QT_TR_NOOP("wait"), QT_TR_NOOP("your turn"))

Sender = Callable[[str], "str | None"]


def chat_limit() -> TokenBucket:
    """The panel's limit: `CHAT_RATE` lines at once, then as many in `CHAT_RATE_SECONDS` (the
    host's chat limit, `net.ratelimit`: one rate limiter for the whole program)."""
    return TokenBucket(CHAT_RATE / CHAT_RATE_SECONDS, CHAT_RATE)


class ChatView(LogPanel):
    """The chat lines, newest at the bottom (a plain text view, as the log)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("chat_lines")
        self.setAccessibleName(tr("Chat"))


class ChatPanel(QWidget):
    """Chat lines, a line edit and the quick messages. `said` is emitted with each line the
    sender took."""

    said = Signal(str)
    unread_changed = Signal(int)  # lines that arrived while the panel was hidden (0: none)

    def __init__(self, parent=None, limit: TokenBucket | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chat")
        self.unread = 0
        self._count = 0  # the lines shown
        self.limit = limit or chat_limit()
        self._sender: Sender | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.lines = ChatView()
        lay.addWidget(self.lines, 1)
        self.edit = QLineEdit()
        self.edit.setObjectName("chat_edit")
        self.edit.setMaxLength(MAX_CHAT)
        self.edit.setPlaceholderText(tr("Say something (Enter sends)"))
        self.edit.setAccessibleName(tr("Chat message"))
        self.edit.returnPressed.connect(self._send_typed)
        lay.addWidget(self.edit)
        row = QHBoxLayout()
        self.quick: dict[str, QPushButton] = {}
        for text in QUICK:
            b = QPushButton(P.action_text(tr(text)))
            b.setObjectName("chat_quick_" + text.replace(" ", "_"))
            b.setAccessibleName(tr("Say: {text}").format(text=tr(text)))
            b.clicked.connect(lambda _=False, t=text: self.send(tr(t)))
            row.addWidget(b)
            self.quick[text] = b
        row.addStretch(1)
        lay.addLayout(row)
        self.note = P.label()
        self.note.setObjectName("chat_note")
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        lay.addWidget(self.note)
        self.set_sender(None)

    # -- where lines go --
    def set_sender(self, sender: Sender | None, why_not: str = "") -> None:
        """Who says the lines typed here; None: nobody can chat now (`why_not` says why)."""
        self._sender = sender
        on = sender is not None
        self.edit.setEnabled(on)
        for b in self.quick.values():
            b.setEnabled(on)
        self._show_note("" if on else why_not)

    def quick_button(self, text: str) -> QPushButton:
        """The quick message button of `text` (one of QUICK)."""
        return self.quick[text]

    @property
    def can_send(self) -> bool:
        return self._sender is not None

    def _send_typed(self) -> None:
        if self.send(self.edit.text()):
            self.edit.clear()

    def send(self, text: str) -> bool:
        """Say `text` (trimmed); True when the sender took it. Refused with a note: nothing
        to say, too long, too many lines too fast, or whatever the sender says."""
        text = text.strip()
        if self._sender is None or not text:
            return False
        if len(text) > MAX_CHAT:
            self._show_note(tr("A chat line has at most {n} characters.").format(n=MAX_CHAT))
            return False
        wait = self.limit.wait()
        if wait > 0:
            self._show_note(tr("Slow down: at most {n} lines in {s:g} seconds. Try again in "
                                 "{w:.0f} s.").format(n=int(self.limit.burst),
                                                      s=self.limit.burst / self.limit.rate,
                                                      w=max(1.0, wait + 0.49)))
            return False
        why = self._sender(text)
        if why:
            self._show_note(why)
            return False
        self.limit.spend()
        self._show_note("")
        self.said.emit(text)
        return True

    def show_problem(self, text: str) -> None:
        """A line that was not said after all (the host refused it, or did not answer)."""
        self._show_note(tr("Not sent: {why}").format(why=text))

    def _show_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.setAccessibleName(text)
        self.note.setVisible(bool(text))

    # -- what is shown --
    def set_lines(self, lines: list[str]) -> None:
        """Show `lines`; those that arrive while the panel is hidden (a tab behind the rules
        assist, a closed panel) are counted as unread until it is shown."""
        new = len(lines) - self._count
        self._count = len(lines)
        self.lines.set_lines(lines)
        if new < 0 or not lines:  # another game, an undo: nothing is waiting any more
            self._set_unread(0)
        elif new and not self.in_sight():
            self._set_unread(self.unread + new)

    def in_sight(self) -> bool:
        """Shown and not behind another tab (a tabbed dock's hidden page may stay 'visible')."""
        return self.isVisible() and not self.visibleRegion().isEmpty()

    def mark_read(self) -> None:
        self._set_unread(0)

    def _set_unread(self, n: int) -> None:
        if n != self.unread:
            self.unread = n
            self.unread_changed.emit(n)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self.mark_read()

    def texts(self) -> list[str]:
        return self.lines.texts()


def chat_lines(entries) -> list[str]:
    """The chat lines of log entries ("Alice: ok"), as every seat reads them (chat is public;
    the same words as the journal's)."""
    from tabletop.model.game import is_chat
    from tabletop.rules.journal import CHAT_TEMPLATE
    out = []
    for e in entries:
        if not is_chat(e):
            continue
        for ev in e.events:
            if ev.kind == SAID:
                who = ev.data.get("player") or ev.data.get("spectator") or "someone"
                out.append(CHAT_TEMPLATE.format(speaker=who, text=ev.data.get("text", "")))
    return out


def shared_chat_lines(log: list) -> list[str]:
    """The chat lines of a shared board's journal lines (key `log.said`)."""
    return [str(ln.get("text", "")) for ln in log
            if isinstance(ln, dict) and ln.get("key") == "log.said"]


class GameChat:
    """Keeps a panel showing a live game's chat, reading only the log entries it has not read
    (and starting over when the log changed under what it read: an undo, another game)."""

    def __init__(self, panel: ChatPanel) -> None:
        self.panel = panel
        self.game = None
        self._read: list = []  # the log entries read, in order
        self._lines: list[str] = []

    def show(self, game) -> None:
        if game is None:
            self.game, self._read, self._lines = None, [], []
            self.panel.set_lines([])
            return
        log = game.log
        k = len(self._read)
        if game is not self.game or k > len(log) or (k and log[k - 1] is not self._read[-1]):
            self.game, self._read, self._lines = game, [], []
            k = 0
        new = log[k:]
        self._read.extend(new)
        self._lines.extend(chat_lines(new))
        self.panel.set_lines(self._lines)
