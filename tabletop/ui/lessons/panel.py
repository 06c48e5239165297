"""The lesson panel: the lesson's title, progress, the step's instruction, the buttons (hint,
retry the step, back, restart, summary, undo with Ctrl+Z, leave) and the feedback area. It
only shows what the lesson player hands it and signals button clicks; it knows nothing of the
model."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QProgressBar,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.lessons import text as T

FEEDBACK_LINES = 14  # what the table says is shown whole up to this many lines


class LessonPanel(QWidget):
    hintRequested = Signal()
    undoRequested = Signal()
    retryRequested = Signal()
    backRequested = Signal()
    restartRequested = Signal()
    leaveRequested = Signal()
    summaryRequested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_panel")
        self.setMinimumWidth(300)
        lay = QVBoxLayout(self)
        lay.setSpacing(4)  # room for the instruction in longer languages at 1280x720
        lay.setContentsMargins(6, 6, 6, 6)
        self.title = P.label()
        self.title.setObjectName("lesson_title")
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: bold; font-size: 14px;")
        self.progress_label = P.label()
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(8)
        self.instruction = P.label()
        self.instruction.setObjectName("lesson_instruction")
        self.instruction.setWordWrap(True)
        self.instruction.setFrameShape(QFrame.StyledPanel)
        self.instruction.setStyleSheet("padding: 6px; background: #fffbe6; color: #222;")
        self.instruction.setAccessibleName(tr("Lesson instruction"))
        self.rules = P.label()
        self.rules.setWordWrap(True)
        self.rules.setStyleSheet("color: #666;")
        grid = QGridLayout()
        self.buttons = {}
        for i, (name, text, sig) in enumerate((
                ("hint", QT_TR_NOOP("Hint"), self.hintRequested),
                ("retry", QT_TR_NOOP("Retry this step"), self.retryRequested),
                ("back", QT_TR_NOOP("Back a step"), self.backRequested),
                ("restart", QT_TR_NOOP("Restart"), self.restartRequested),
                ("summary", QT_TR_NOOP("Summary"), self.summaryRequested))):
            b = QPushButton(tr(text))
            b.setObjectName("lesson_" + name)
            b.clicked.connect(sig)
            grid.addWidget(b, i // 2, i % 2)
            self.buttons[name] = b
        self.undo = QPushButton(tr("Undo"))
        self.undo.setObjectName("lesson_undo")
        self.undo.setToolTip(tr("Undo your last action ({key}); if a card was seen, the table "
                                "logs a take-back").format(key=QKeySequence(
                                    QKeySequence.StandardKey.Undo).toString(
                                    QKeySequence.SequenceFormat.NativeText)))
        self.undo.clicked.connect(self.undoRequested)
        grid.addWidget(self.undo, 2, 1)
        self.buttons["undo"] = self.undo
        undo_key = QAction(self.undo)  # Ctrl+Z (the window's own undo is off in a lesson)
        undo_key.setShortcut(QKeySequence.StandardKey.Undo)
        undo_key.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        undo_key.triggered.connect(self.undoRequested)
        self.addAction(undo_key)
        self.feedback = QTextBrowser()
        self.feedback.setObjectName("lesson_feedback")
        self.feedback.setAccessibleName(tr("Lesson feedback"))
        self.feedback.setOpenLinks(False)
        self.feedback.setMinimumHeight(40)
        self.leave = QPushButton(tr("Leave the lesson"))
        self.leave.setObjectName("lesson_leave")
        self.leave.clicked.connect(self.leaveRequested)
        lay.addWidget(self.title)
        lay.addWidget(self.progress_label)
        lay.addWidget(self.progress)
        lay.addWidget(self.instruction)
        lay.addWidget(self.rules)
        lay.addLayout(grid)
        lay.addWidget(P.label(tr("What the table says:")))
        lay.addWidget(self.feedback, 1)
        lay.addWidget(self.leave)

    def show_step(self, title: str, instruction: str, done: int, total: int, finished: bool,
                  rules=()) -> None:
        self.title.setText(title)
        self.progress_label.setText(T.progress_text(done, total, finished))
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.instruction.setText(instruction)
        self.rules.setText(T.step_rules(rules))
        self.rules.setVisible(bool(rules))
        self.buttons["hint"].setEnabled(not finished)
        self.buttons["retry"].setEnabled(not finished)
        self.buttons["back"].setEnabled(done > 0)
        self._fit_texts()

    def _fit_texts(self) -> None:
        """The instruction and what the table says keep the height their texts need at the
        panel's width (German takes a line more than English): the panels below give up the
        room (a very long feedback scrolls past `FEEDBACK_LINES` lines)."""
        label = self.instruction
        width = label.width() if label.width() > 50 else self.width() - 20
        label.setMinimumHeight(label.heightForWidth(width) if label.text() else 0)
        box = self.feedback
        doc = box.document()
        doc.setTextWidth(max(50, box.viewport().width() if box.width() > 50 else width - 4))
        most = FEEDBACK_LINES * box.fontMetrics().lineSpacing()
        frame = 2 * box.frameWidth() + 2
        box.setMinimumHeight(max(40, min(most, round(doc.size().height())) + frame))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_texts()

    def show_html(self, html: str) -> None:
        self.feedback.setHtml(html)
        self._fit_texts()

    def feedback_text(self) -> str:
        return self.feedback.toPlainText()
