"""The chess clocks of a hosted game with one (hub.clock), in a joined table's status bar: each
player's remaining time next to their name, the running clock marked (▶, bold), a time under a
minute highlighted; each clock has an accessible name and a tooltip in words ("bob's clock: 2
minutes 5 seconds left, running"). The host sends the clocks with every view
(`SeatClient.clock`); between two messages the running one is counted down here, every
`TICK_MS`. A game without a clock (hot seat, an invite-hosted table) shows nothing."""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from tabletop.net.seat import clock_now
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr

TICK_MS = 200
LOW_MS = 60_000  # under a minute left: highlighted
RUNNING_MARK = "▶"
STYLE = "QLabel {{ padding: 1px 6px; border-radius: 3px; {extra} }}"
LOW_STYLE = "background: #b3261e; color: #ffffff;"
RUNNING_STYLE = "font-weight: bold; border: 1px solid palette(highlight);"


def time_text(ms: int) -> str:
    """`M:SS` (or `H:MM:SS`), rounded up to the second (0:00 only once it ran out)."""
    s = (max(0, ms) + 999) // 1000
    h, rest = divmod(s, 3600)
    return f"{h}:{rest // 60:02d}:{rest % 60:02d}" if h else f"{rest // 60}:{rest % 60:02d}"


def spoken(player: str, ms: int, running: bool) -> str:
    """A clock in words, for a screen reader and the tooltip."""
    s = (max(0, ms) + 999) // 1000
    m, sec = divmod(s, 60)
    left = (tr("{player}'s clock: {m} min {s} s left") if m else
            tr("{player}'s clock: {s} s left")).format(player=player, m=m, s=sec)
    if s == 0:
        left = tr("{player}'s clock: time ran out").format(player=player)
    return left + (tr(", running") if running else "")


class ClockBar(QWidget):
    """See the module's docstring: `show_clock(clock, received, players)` after each view."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("net_clocks")
        self.setAccessibleName(tr("Chess clocks"))
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(6)
        self.labels: dict[str, QLabel] = {}
        self.clock: dict | None = None
        self._received = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self.setVisible(False)

    def show_clock(self, clock: dict | None, received: float, players: list[str]) -> None:
        """The host's clock as last received (at monotonic time `received`), or None."""
        self.clock, self._received = clock, received
        if clock is None:
            self._timer.stop()
            self.setVisible(False)
            return
        names = [p for p in players if p in clock["remaining"]]
        if list(self.labels) != names:
            self._rebuild(names)
        self._tick()
        self.setVisible(True)
        if clock.get("running") is not None:
            self._timer.start()
        else:
            self._timer.stop()

    def _rebuild(self, names: list[str]) -> None:
        for label in self.labels.values():
            self._row.removeWidget(label)
            label.deleteLater()
        self.labels = {}
        for p in names:
            label = P.label()
            label.setObjectName(f"net_clock_{len(self.labels)}")
            self._row.addWidget(label)
            self.labels[p] = label

    def left(self) -> dict[str, int]:
        """Each player's remaining ms now, as shown."""
        if self.clock is None:
            return {}
        return clock_now(self.clock, time.monotonic() - self._received)

    def _tick(self) -> None:
        running = self.clock.get("running") if self.clock is not None else None
        for p, ms in self.left().items():
            label = self.labels.get(p)
            if label is None:
                continue
            on = p == running
            label.setText(f"{RUNNING_MARK + ' ' if on else ''}{p} {time_text(ms)}")
            words = spoken(p, ms, on)
            if label.accessibleName() != words:
                label.setAccessibleName(words)
                label.setToolTip(P.tooltip(words))
            extra = (LOW_STYLE if ms < LOW_MS else "") + (RUNNING_STYLE if on else "")
            label.setProperty("low", ms < LOW_MS)
            label.setProperty("running", on)
            style = STYLE.format(extra=extra)
            if label.styleSheet() != style:
                label.setStyleSheet(style)
