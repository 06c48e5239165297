"""The lesson panel: the lesson's title, progress, the step's instruction, the buttons (hint,
retry the step, back, restart, leave) and the feedback area. It only shows what the lesson
player hands it and signals button clicks; it knows nothing of the model."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QProgressBar,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from . import lessontext as T
from . import plain as P
from .messages import tr


class LessonPanel(QWidget):
    hintRequested = Signal()
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
                ("hint", "Hint", self.hintRequested),
                ("retry", "Retry this step", self.retryRequested),
                ("back", "Back a step", self.backRequested),
                ("restart", "Restart", self.restartRequested),
                ("summary", "Summary", self.summaryRequested))):
            b = QPushButton(tr(text))
            b.setObjectName("lesson_" + name)
            b.clicked.connect(sig)
            grid.addWidget(b, i // 2, i % 2)
            self.buttons[name] = b
        self.feedback = QTextBrowser()
        self.feedback.setObjectName("lesson_feedback")
        self.feedback.setAccessibleName(tr("Lesson feedback"))
        self.feedback.setOpenLinks(False)
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

    def show_html(self, html: str) -> None:
        self.feedback.setHtml(html)

    def feedback_text(self) -> str:
        return self.feedback.toPlainText()
