"""Side panels: the rules assist (verdicts, rule numbers, override, reminders with one-click
actions), the game log (safe for the viewing seat) and the large hover preview."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPixmap, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabletop.model.modes import Mode, Result
from tabletop.ui.common import messages as M
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.table.controller import OFFERED

# Reminders the assist announces, and the one-click action each offers.
REMINDERS = {
    "PM-MANIFEST-OPTIONAL": (QT_TR_NOOP("Manifest the top card (Primordial Mist)"),
                             "manifest_mist"),
    "CP-MANIFEST-ON-CAST": (QT_TR_NOOP("Manifest the top card (Cryptic Pursuit)"),
                            "manifest_pursuit"),
    "CP-DIES-INSTANT": (QT_TR_NOOP("Exile it; you may cast it (Cryptic Pursuit)"), "pursuit_exile"),
    # "Whenever a permanent you control is turned face up, you gain 1 life for each creature
    # you control" (Mastery of the Unseen): the verdict names the permanent and the life
    "UP-GAIN-LIFE": (QT_TR_NOOP("Gain %n life ({name})"), "gain_life"),
}


# Triggered abilities the assist announces by what they are ("TRIGGER-ANNOUNCE": its `ability`
# parameter, an ability fact of tabletop.model.cards), and the one-click action of each.
ANNOUNCED = {
    "end_step_manifest": (QT_TR_NOOP("Manifest the top card ({name})"), "manifest_trigger"),
    "opponent_upkeep_manifest_dread": (QT_TR_NOOP("Manifest dread ({name})"), "dread_trigger"),
}


def reminder_of(vid: str, params: dict) -> tuple[str, str] | None:
    """The button of a reminder: (its text, its action id), or None."""
    if vid == "TRIGGER-ANNOUNCE":
        return ANNOUNCED.get(str(params.get("ability")))
    return REMINDERS.get(vid)


class AssistPanel(QWidget):
    overrideRequested = Signal()
    reminderAction = Signal(str)  # the action id from REMINDERS

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("assist")
        lay = QVBoxLayout(self)
        self.mode_label = P.label()
        self.mode_label.setWordWrap(True)
        self.title = P.label()
        self.title.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAccessibleName(tr("Rules assist verdicts"))
        self.override_button = QPushButton(tr("Override (logged)"))
        self.override_button.setVisible(False)
        self.override_button.clicked.connect(self.overrideRequested)
        self.reminder_box = QVBoxLayout()
        lay.addWidget(self.mode_label)
        lay.addWidget(self.title)
        lay.addWidget(self.list, 1)
        row = QHBoxLayout()
        row.addWidget(self.override_button)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addLayout(self.reminder_box)
        self.reminder_buttons: list[QPushButton] = []
        self.reminder_params: dict[str, dict] = {}  # action id -> its verdict's parameters

    def set_mode(self, mode: str, read_only: bool = False) -> None:
        text = {Mode.STRICT: tr("Rules assist: strict (illegal actions are refused)"),
                Mode.ASSIST: tr("Rules assist: assist (you may override, it is logged)"),
                Mode.OFF: tr("Rules assist: off")}.get(mode, mode)
        if read_only:  # a shared board: nothing is done on it, so nothing to judge
            text = tr("Rules assist: nothing to judge on a read-only shared board (it was "
                        "played in {mode} mode)").format(mode=mode)
        self.mode_label.setText(text)

    def show_report(self, rep) -> None:
        self.list.clear()
        head = {Result.REFUSED: tr("Refused: {a}"), OFFERED: tr("Not allowed: {a}"),
                Result.OVERRIDDEN: tr("Overridden: {a}"), Result.REVEALED: tr("Revealed: {a}"),
                Result.NOTHING: tr("Nothing happens: {a}"),
                # another seat's things: nothing changes until that seat accepts
                Result.REQUESTED: tr("Asked, waiting for an answer: {a}")}.get(
                    rep.result, tr("Done: {a}"))
        self.title.setText(head.format(a=rep.label))
        for v in rep.verdicts:
            self.list.addItem(M.verdict_line(v))
        self.override_button.setVisible(bool(rep.overridable))
        self.set_reminders([v.id for v in rep.verdicts] + [
            "TRIGGER:" + str(e.get("name")) for e in rep.events if e.kind == "trigger"],
            {v.id: dict(getattr(v, "params", None) or {}) for v in rep.verdicts})
        refused = rep.result in (Result.REFUSED, OFFERED)
        if rep.verdicts or refused:  # (a plain "done" is the log's new line, said there)
            from tabletop.ui.table.access import announce
            announce(self.list, "\n".join([self.title.text(), *(
                self.list.item(i).text() for i in range(self.list.count()))]), refused)

    def set_reminders(self, ids: list[str], params: dict | None = None) -> None:
        """A one-click button for each reminder among `ids` (verdict ids; `params`: each
        verdict's parameters, which its button's text and action read)."""
        for b in self.reminder_buttons:
            self.reminder_box.removeWidget(b)
            b.deleteLater()
        self.reminder_buttons = []
        self.reminder_params = {}
        seen = set()
        for vid in ids:
            spec = reminder_of(vid, (params or {}).get(vid) or {})
            if vid == "TRIGGER:Cryptic Pursuit" and "CP-MANIFEST-ON-CAST" in ids:
                continue
            if spec and spec[1] not in seen:
                seen.add(spec[1])
                given = (params or {}).get(vid) or {}
                self.reminder_params[spec[1]] = given
                try:
                    n = given.get("n")
                    text = (tr(spec[0], None, n) if isinstance(n, int) else tr(spec[0])).format(
                        **given)
                except (KeyError, IndexError, ValueError):
                    continue  # (a verdict without the parameters its button needs)
                b = QPushButton(P.action_text(text))
                b.setObjectName("reminder_" + spec[1])
                b.clicked.connect(lambda _=False, a=spec[1]: self.reminderAction.emit(a))
                self.reminder_box.addWidget(b)
                self.reminder_buttons.append(b)

    def clear(self) -> None:
        self.list.clear()
        self.title.clear()
        self.override_button.setVisible(False)
        self.set_reminders([])


ANNOUNCED_LINES = 5  # a screen reader says at most the last five new log lines of an action
LOG_LINES = 5  # the log shows at least this many lines, however small the window


def _common_prefix(a: list[str], b: list[str]) -> int:
    """How many first lines `a` and `b` share (by halves: slices compare at C speed)."""
    lo, hi = 0, min(len(a), len(b))
    if a[:hi] == b[:hi]:
        return hi
    while hi - lo > 1:  # a[:lo] == b[:lo] and a[:hi] != b[:hi]
        mid = (lo + hi) // 2
        if a[lo:mid] == b[lo:mid]:
            lo = mid
        else:
            hi = mid
    return lo


def _paragraphs(lines: list[str]) -> str:
    """Lines as the text of as many paragraphs (a line break inside a line is a space)."""
    return "\n".join(ln.replace("\n", " ") for ln in lines)


class LogPanel(QPlainTextEdit):
    """The game log, a line per journal line, newest at the bottom. A plain text view: it
    lays out only what is shown, so a log of 20,000 lines scrolls to its end at once (a list
    widget with wrapped items laid out every line again: 0.18 s per action); its lines can
    be selected and copied."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setAccessibleName(tr("Game log"))
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.WidgetWidth)
        self.setUndoRedoEnabled(False)
        self._texts: list[str] = []  # what it shows, a line each (cheap to compare)
        # more than four lines, whatever shares the side of the window with it (issue 26)
        self.setMinimumHeight(LOG_LINES * self.fontMetrics().lineSpacing()
                              + 2 * (self.frameWidth() + round(self.document().documentMargin())))

    def set_lines(self, lines: list[str]) -> None:
        shown = self._texts
        n = len(shown)
        same = _common_prefix(shown, lines)
        if same == n == len(lines):
            return
        if n and same:  # new lines after those shown (not a new game's or seat's log)
            from tabletop.ui.table.access import announce
            new = lines[same:]
            announce(self, "\n".join(new[-ANNOUNCED_LINES:]))
        if same == n and n:  # the usual case: new lines at the end
            self.appendPlainText(_paragraphs(lines[n:]))
        elif same and self.document().blockCount() == n:
            # an undo (its lines go, its note comes): only the lines after those that stay
            # change (laying out every line again took 2 s at 500,000)
            cursor = QTextCursor(self.document().findBlockByNumber(same - 1))
            cursor.movePosition(QTextCursor.EndOfBlock)
            cursor.movePosition(QTextCursor.End, QTextCursor.KeepAnchor)
            cursor.removeSelectedText()
            if len(lines) > same:
                self.appendPlainText(_paragraphs(lines[same:]))
        else:
            self.setPlainText(_paragraphs(lines))
        self._texts = list(lines)
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def clear(self) -> None:
        super().clear()
        self._texts = []

    def count(self) -> int:
        return len(self._texts)

    def texts(self) -> list[str]:
        """The lines shown, read back from the document."""
        if not self._texts:
            return []
        doc = self.document()
        return [doc.findBlockByNumber(i).text() for i in range(doc.blockCount())]


class _Picture(QLabel):
    """The preview's picture: scaled again whenever the space it is given changes."""

    def __init__(self, refit) -> None:
        super().__init__()
        self._refit = refit

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._refit()


class PreviewPanel(QWidget):
    """The large hover preview: the card's picture (its image, or the drawn card) and beside or
    below it the full card text (`cardtext.CardText`), both only what the seat may know."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        from tabletop.ui.table.cardtext import CardText
        self.setMinimumSize(160, 224)  # the window gives it a share of its width
        self.setAccessibleName(tr("Card preview"))
        self.image = _Picture(self._fit)
        self.image.setAlignment(Qt.AlignCenter)
        self.image.setMinimumSize(60, 80)
        self.image.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Ignored)
        self.card = CardText(fit_height=True)
        self.card.setVisible(False)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addWidget(self.image, 1)
        lay.addWidget(self.card, 0)

    _source: QPixmap | None = None

    def pixmap(self) -> QPixmap:
        return self.image.pixmap()

    def text(self) -> str:
        """The card text shown, read back (symbols in braces)."""
        return self.card.text() if self.card.isVisible() else ""

    def show_view(self, ov, lang: str = "en") -> None:
        self.card.setVisible(True)  # first: its text is laid out at its shown width
        self.card.show_view(ov, lang)

    def show_pixmap(self, pm: QPixmap | None, text: str = "") -> None:
        self.card.clear()
        self.card.setVisible(False)
        if pm is None or pm.isNull():
            self.clear()
            return
        self._source = pm
        self._fit()
        self.setToolTip(P.tooltip(text))
        self.setAccessibleDescription(text)

    def clear(self) -> None:
        self._source = None
        self.image.clear()
        self.card.clear()
        self.card.setVisible(False)
        self.setToolTip("")
        self.setAccessibleDescription("")

    def _fit(self) -> None:
        if self._source is not None:
            r = self.image.contentsRect()
            w, h = max(60, r.width() - 4), max(80, r.height() - 4)
            self.image.setPixmap(self._source.scaled(min(w, 360), min(h, 504),
                                                     Qt.KeepAspectRatio,
                                                     Qt.SmoothTransformation))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()
