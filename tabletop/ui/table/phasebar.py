"""The phase bar: the steps of the turn in a row (beginning, first main, combat, second main,
end), the current one lit, each a button. A click on another step asks for it:
`stepClicked(step)` with the model's step name (`tabletop.model.state.STEPS`; a step before the
current one is in the next turn; the current one asks nothing); the window turns it into the
`advance` command, as any other action, through the controller (the rules judge it; undo, log
and save follow). It shows only what every seat sees: the turn, the step and the active player.

    bar = PhaseBar()
    bar.stepClicked.connect(lambda step: ...)
    bar.set_step("main1", turn=3, active="Alice")  # (turn, active: its accessible text)
    bar.current() -> "main1"
    bar.set_next_action(action)   # a button for the window's "Next step" action (N)
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QFrame, QHBoxLayout, QLabel, QToolButton

from tabletop.ui.common import messages as M
from tabletop.ui.common.messages import QT_TR_NOOP, tr

# (the phase's name, its steps), in turn order; every step of STEPS once (a test checks)
PHASES = (
    (QT_TR_NOOP("Beginning"), ("untap", "upkeep", "draw")),
    (QT_TR_NOOP("Main"), ("main1",)),
    (QT_TR_NOOP("Combat"), ("begin_combat", "declare_attackers", "declare_blockers",
                            "combat_damage", "end_combat")),
    (QT_TR_NOOP("Main"), ("main2",)),
    (QT_TR_NOOP("End"), ("end", "cleanup")),
)
SHORT = {"untap": QT_TR_NOOP("Untap"), "upkeep": QT_TR_NOOP("Upkeep"), "draw": QT_TR_NOOP("Draw"),
         "main1": QT_TR_NOOP("Main 1"),
         "begin_combat": QT_TR_NOOP("Combat"), "declare_attackers": QT_TR_NOOP("Attackers"),
         "declare_blockers": QT_TR_NOOP("Blockers"), "combat_damage": QT_TR_NOOP("Damage"),
         "end_combat": QT_TR_NOOP("End combat"),
         "main2": QT_TR_NOOP("Main 2"), "end": QT_TR_NOOP("End"), "cleanup": QT_TR_NOOP("Cleanup")}
# when the window is too narrow for the words (a tooltip and the accessible name say them whole)
COMPACT = {"untap": QT_TR_NOOP("Unt"), "upkeep": QT_TR_NOOP("Upk"), "draw": QT_TR_NOOP("Drw"),
           "main1": "M1", "begin_combat": QT_TR_NOOP("Cbt"),
           "declare_attackers": QT_TR_NOOP("Atk"), "declare_blockers": QT_TR_NOOP("Blk"),
           "combat_damage": QT_TR_NOOP("Dmg"),
           "end_combat": QT_TR_NOOP("EoC"), "main2": "M2", "end": QT_TR_NOOP("End"),
           "cleanup": QT_TR_NOOP("Cln")}
BOLD_ROOM = 24  # room for the lit step's label, in bold
STYLE = """
#phase_bar { background: #23262b; border-radius: 3px; }
#phase_bar QToolButton { color: #d8dde4; background: #33373e; border: 1px solid #454a52;
  border-radius: 3px; padding: 1px 5px; font-size: 12px; }
#phase_bar QToolButton:hover { background: #41464f; }
#phase_bar QToolButton:checked { color: #111; background: #f0c75e; border-color: #ffe39a;
  font-weight: bold; }
#phase_bar QToolButton:disabled { color: #7c828a; }
#phase_bar QToolButton:checked:disabled { color: #333; background: #b9a060; }
#phase_bar QLabel { color: #aab1ba; font-size: 12px; }
"""


class PhaseBar(QFrame):
    stepClicked = Signal(str)  # a step of STEPS

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("phase_bar")
        self.setStyleSheet(STYLE)
        self.setAccessibleName(tr("Phase bar"))
        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 1, 4, 1)
        lay.setSpacing(2)
        self.buttons: dict[str, QToolButton] = {}
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        for i, (phase, steps) in enumerate(PHASES):
            if i:
                sep = QLabel("›")
                sep.setTextFormat(Qt.PlainText)
                lay.addWidget(sep)
            for step in steps:
                b = QToolButton()
                b.setObjectName("step_" + step)
                b.setText(tr(SHORT[step]))
                b.setCheckable(True)
                b.setFocusPolicy(Qt.TabFocus)
                b.setToolTip(tr("Go to: {step}").format(step=M.step_text(step)))
                b.setAccessibleName(tr("{phase}: {step}").format(phase=tr(phase),
                                                                   step=M.step_text(step)))
                self.group.addButton(b)
                b.clicked.connect(lambda _c=False, s=step: self._clicked(s))
                self.buttons[step] = b
                lay.addWidget(b)
        self.next_button = QToolButton()
        self.next_button.setObjectName("phase_next")
        self.next_button.setVisible(False)
        lay.addWidget(self.next_button)
        self._step: str | None = None
        self._compact_width: int | None = None
        self._full_width = 0  # the width the full labels need (known once they did not fit)
        self.compact = False

    def _set_compact(self, compact: bool) -> None:
        self.compact = compact
        for s, b in self.buttons.items():
            b.setText(tr((COMPACT if compact else SHORT)[s]))

    def minimumSizeHint(self):
        hint = super().minimumSizeHint()
        if self._compact_width is None:
            was = self.compact
            self._set_compact(True)
            self._compact_width = self.layout().sizeHint().width() + BOLD_ROOM
            self._set_compact(was)
        hint.setWidth(self._compact_width)  # the short labels: a narrow window stays narrow
        return hint

    def sizeHint(self):
        """Always the room the full labels need (so the bar grows back into them)."""
        hint = super().sizeHint()
        hint.setWidth(self._full_width if self.compact else
                      self.layout().sizeHint().width() + BOLD_ROOM)
        return hint

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self.compact:
            need = self.layout().sizeHint().width() + BOLD_ROOM
            if self.width() < need:
                self._full_width = need
                self._set_compact(True)
        elif self.width() >= self._full_width:
            self._set_compact(False)

    def _clicked(self, step: str) -> None:
        self._show(self._step)  # the model says which step it is; the bar follows it
        if step != self._step:  # the current step: nothing to do (not a whole turn round)
            self.stepClicked.emit(step)

    def _show(self, step: str | None) -> None:
        self.group.setExclusive(False)
        for s, b in self.buttons.items():
            b.setChecked(s == step)
        self.group.setExclusive(True)

    def set_step(self, step: str | None, turn: int | None = None,
                 active: str | None = None) -> None:
        """Show the current step (None: no game); the turn and the active player are in the
        bar's accessible description (the status bar beside it says them)."""
        self._step = step
        self._show(step)
        self.setAccessibleDescription("" if step is None else tr(
            "Turn {t}, {a}'s turn: {s}").format(t=turn, a=active or "", s=M.step_text(step)))
        order = [s for _phase, steps in PHASES for s in steps]
        at = order.index(step) if step in order else -1
        for i, (s, b) in enumerate(self.buttons.items()):
            b.setAccessibleDescription(tr("current step") if s == step else "")
            tip = tr("The current step") if s == step else (
                tr("Go to: {step}") if i > at else tr("Go to: {step} (next turn)"))
            b.setToolTip(tip.format(step=M.step_text(s)))

    def current(self) -> str | None:
        return self._step

    def set_next_action(self, action) -> None:
        """Show the window's "Next step" action (its text and shortcut) at the bar's end."""
        self.next_button.setDefaultAction(action)
        self.next_button.setToolButtonStyle(Qt.ToolButtonTextOnly)
        key = action.shortcut().toString()
        label = tr("Next step", "the phase bar's button: short")
        self.next_button.setText(f"{label} ({key}) ▸" if key else label)
        self.next_button.setVisible(True)
