"""The panel of the lesson recorder (Lessons → Record a lesson from this position…): the
lesson's title and summary, the step being recorded (instruction, hints one a line, the success
text), its known mistakes with the author's "why", the steps recorded so far, where to save, and
what the table said about the author's last action. It only shows what the recorder hands it and
signals clicks; it knows nothing of the model. Every text is plain: editors, list items and
`plain.label`s."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr


def _editor(name: str, placeholder: str, lines: int) -> QPlainTextEdit:
    e = QPlainTextEdit()
    e.setObjectName(name)
    e.setPlaceholderText(placeholder)
    e.setTabChangesFocus(True)
    e.setFixedHeight(14 + 18 * lines)
    return e


class RecorderPanel(QWidget):
    mistakeToggled = Signal(bool)
    takeBackRequested = Signal()
    forgetRequested = Signal()
    nextStepRequested = Signal()
    saveRequested = Signal()
    browseRequested = Signal()
    stopRequested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("recorder_panel")
        self.setMinimumWidth(300)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        # what the table said and what is missing stay in sight above the form, which scrolls
        # (the dock fits a 720-pixel-high window)
        said = QVBoxLayout()
        said.setContentsMargins(6, 6, 6, 0)
        outer.addLayout(said)
        self._build_said(said)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        inner = QWidget()
        scroll.setWidget(inner)
        outer.addWidget(scroll, 1)
        lay = QVBoxLayout(inner)
        lay.setContentsMargins(6, 6, 6, 6)
        self._build_lesson_fields(lay)
        self._build_step_fields(lay)
        self._build_mistakes(lay)
        self._build_step_buttons(lay)
        lay.addWidget(P.label(tr("Steps recorded:")))
        self.steps = QListWidget()
        self.steps.setObjectName("rec_steps")
        self.steps.setMaximumHeight(80)
        lay.addWidget(self.steps)
        lay.addStretch(1)
        self._build_file_rows(outer)

    def _button(self, text: str, name: str, signal) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.clicked.connect(signal)
        return b

    def _build_said(self, said: QVBoxLayout) -> None:
        """What the table said of the action, and what the step still lacks."""
        self.action_label = P.label()
        self.action_label.setObjectName("rec_action")
        self.action_label.setWordWrap(True)
        self.action_label.setStyleSheet("padding: 4px; background: #fffbe6; color: #222;")
        said.addWidget(self.action_label)
        self.status = P.label()
        self.status.setObjectName("rec_status")
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #8a1c1c;")
        said.addWidget(self.status)

    def _build_lesson_fields(self, lay: QVBoxLayout) -> None:
        form = QFormLayout()
        self.title = QLineEdit()
        self.title.setObjectName("rec_title")
        self.title.setPlaceholderText(tr("The lesson's title"))
        self.title.setMaxLength(80)
        self.summary = _editor("rec_summary", tr("What the lesson teaches, in a sentence"), 2)
        form.addRow(tr("Title"), self.title)
        form.addRow(tr("Summary"), self.summary)
        lay.addLayout(form)

    def _build_step_fields(self, lay: QVBoxLayout) -> None:
        self.step_label = P.label()
        self.step_label.setObjectName("rec_step_label")
        self.step_label.setStyleSheet("font-weight: bold; font-size: 14px;")
        lay.addWidget(self.step_label)
        self.instruction = _editor("rec_instruction", tr("Instruction: what the learner "
                                                         "should do"), 3)
        self.hints = _editor("rec_hints", tr("Hints, one a line"), 2)
        self.success = QLineEdit()
        self.success.setObjectName("rec_success")
        self.success.setPlaceholderText(tr("Said when the step is done (optional)"))
        self.success.setMaxLength(800)
        lay.addWidget(self.instruction)
        lay.addWidget(self.hints)
        lay.addWidget(self.success)

    def _build_mistakes(self, lay: QVBoxLayout) -> None:
        known = P.label(tr("Known mistakes (the table's verdict; select one to say why):"))
        known.setWordWrap(True)
        lay.addWidget(known)
        self.mistakes = QListWidget()
        self.mistakes.setObjectName("rec_mistakes")
        self.mistakes.setWordWrap(True)
        self.mistakes.setMaximumHeight(90)
        lay.addWidget(self.mistakes)
        self.why = QLineEdit()
        self.why.setObjectName("rec_why")
        self.why.setPlaceholderText(tr("Why it is wrong, in your words"))
        self.why.setMaxLength(800)
        lay.addWidget(self.why)
        self.forget = self._button(tr("Forget this mistake"), "rec_forget", self.forgetRequested)
        lay.addWidget(self.forget)

    def _build_step_buttons(self, lay: QVBoxLayout) -> None:
        grid = QGridLayout()
        self.mistake_button = QPushButton(tr("Record a mistake"))
        self.mistake_button.setObjectName("rec_mistake")
        self.mistake_button.setCheckable(True)
        self.mistake_button.toggled.connect(self.mistakeToggled)
        self.take_back = self._button(tr("Take the action back"), "rec_take_back",
                                      self.takeBackRequested)
        self.next_step = self._button(tr("Finish this step"), "rec_next", self.nextStepRequested)
        grid.addWidget(self.mistake_button, 0, 0)
        grid.addWidget(self.take_back, 0, 1)
        grid.addWidget(self.next_step, 1, 0, 1, 2)
        lay.addLayout(grid)

    def _build_file_rows(self, outer: QVBoxLayout) -> None:
        """The lesson file and Browse…; Save the lesson, Stop recording."""
        row = QHBoxLayout()
        row.setContentsMargins(6, 0, 6, 0)
        self.path = QLineEdit()
        self.path.setObjectName("rec_path")
        self.path.setPlaceholderText(tr("Lesson file"))
        row.addWidget(self.path, 1)
        row.addWidget(self._button(tr("Browse…"), "rec_browse", self.browseRequested))
        outer.addLayout(row)
        bottom = QHBoxLayout()
        bottom.setContentsMargins(6, 0, 6, 6)
        self.save = self._button(tr("Save the lesson"), "rec_save", self.saveRequested)
        self.stop = self._button(tr("Stop recording"), "rec_stop", self.stopRequested)
        bottom.addWidget(self.save)
        bottom.addWidget(self.stop)
        outer.addLayout(bottom)

    # -- what the recorder shows --
    def show_step(self, number: int, has_action: bool) -> None:
        self.step_label.setText(tr("Step {n}").format(n=number))
        self.take_back.setEnabled(has_action)
        self.mistake_button.setEnabled(not has_action)
        if has_action and self.mistake_button.isChecked():
            self.mistake_button.setChecked(False)

    def show_mistakes(self, texts: list[str], row: int) -> None:
        self.mistakes.clear()
        self.mistakes.addItems(texts)
        self.mistakes.setCurrentRow(row)
        self.forget.setEnabled(bool(texts))
        self.why.setEnabled(bool(texts))

    def clear_step(self) -> None:
        for w in (self.instruction, self.hints):
            w.setPlainText("")
        for w in (self.success, self.why):
            w.setText("")
        self.show_mistakes([], -1)

    def say(self, text: str) -> None:
        """What the table said about the author's action, or what the step still needs."""
        self.action_label.setText(text)

    def problem(self, text: str) -> None:
        self.status.setText(text)
