"""The lesson summary dialog: what a teacher reads after a lesson (or during it) — the counts,
every rule practised with our short wording of it, and every mistake made with what the table
said, the lesson's explanation and what each rule it cites says. Plain text, never shortened
(`Summary.text()` from the lessons package); it can be copied to the clipboard."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr


class LessonSummaryDialog(QDialog):
    def __init__(self, summary, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_summary")
        P.set_window_title(self, tr("Lesson summary: {t}").format(t=summary.title))
        self.resize(640, 520)
        lay = QVBoxLayout(self)
        self.text = QPlainTextEdit()
        self.text.setObjectName("lesson_summary_text")
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.WidgetWidth)
        self.text.setAccessibleName(tr("Lesson summary"))
        self.text.setPlainText(summary.text())
        lay.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        copy = buttons.addButton(tr("Copy"), QDialogButtonBox.ActionRole)
        copy.setObjectName("lesson_summary_copy")
        copy.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text.toPlainText())

    def summary_text(self) -> str:
        return self.text.toPlainText()
