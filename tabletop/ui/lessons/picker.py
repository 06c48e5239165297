"""The lesson picker: every bundled lesson with its title, rule numbers and summary; Start (or a
double click) emits the chosen lesson."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
)

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import lesson_text, tr
from tabletop.ui.lessons import text as T


class LessonPicker(QDialog):
    chosen = Signal(object)  # the Lesson

    def __init__(self, lessons: list, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_picker")
        self.setWindowTitle(tr("Lessons"))
        self.resize(640, 520)
        self.lessons = list(lessons)
        lay = QVBoxLayout(self)
        lay.addWidget(P.label(tr("Pick a lesson. You play it on the real table; the panel on the "
                                 "right explains every step.")))
        self.list = QListWidget()
        self.list.setObjectName("lesson_list")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setAccessibleName(tr("Lessons"))
        for lesson in self.lessons:
            it = QListWidgetItem(T.picker_item(lesson))
            it.setToolTip(P.tooltip(lesson_text(lesson.summary)))
            self.list.addItem(it)
        self.details = QLabel()  # rich text: lessontext escapes what the lesson says
        self.details.setObjectName("lesson_details")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.RichText)
        self.details.setMinimumHeight(110)
        self.details.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.start_button = self.buttons.button(QDialogButtonBox.Ok)
        self.start_button.setText(tr("Start the lesson"))
        self.start_button.setObjectName("lesson_start")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.list, 1)
        lay.addWidget(self.details)
        lay.addWidget(self.buttons)
        self.list.currentRowChanged.connect(self._show)
        self.list.itemDoubleClicked.connect(lambda _it: self.accept())
        if self.lessons:
            self.list.setCurrentRow(0)

    def _show(self, row: int) -> None:
        lesson = self.current()
        self.details.setText(T.picker_details(lesson) if lesson else "")
        self.start_button.setEnabled(lesson is not None)

    def current(self):
        row = self.list.currentRow()
        return self.lessons[row] if 0 <= row < len(self.lessons) else None

    def accept(self) -> None:
        lesson = self.current()
        if lesson is None:
            return
        super().accept()
        self.chosen.emit(lesson)
