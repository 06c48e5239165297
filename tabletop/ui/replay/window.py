"""The replay viewer's window (issue 31): a game stepped through as one lens saw it.

Above, the VCR controls (to the start, back one, play or pause at a chosen speed, forward one,
to the end, jump to an entry or a turn) and the lens; on the left the entries by turn and step
and the bookmarks; in the middle the board the lens saw at the current entry, drawn read-only by
the table's own scene; on the right the ledger of the card clicked, what a hindsight lens
learned later, and the journal as the lens read it; below, the timeline with its marks and
legend. Everything shown comes from the lens (`source.Replay.shown`)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QMainWindow,
    QPlainTextEdit,
    QSpinBox,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.replay import words as W
from tabletop.ui.replay.source import Lens, LensKind, Replay, Shown
from tabletop.ui.replay.timeline import EntryTree, MarkBar, legend, turn_starts

SPEEDS = (1, 2, 4, 10, 25)  # entries per second
# the VCR's actions: (name, words, shortcut, what it does)
VCR = (("to_start", QT_TR_NOOP("To the start"), "Home", "go_start"),
       ("back", QT_TR_NOOP("Back one entry"), "Left", "go_back"),
       ("play", QT_TR_NOOP("Play / pause"), "Space", "toggle_play"),
       ("forward", QT_TR_NOOP("Forward one entry"), "Right", "go_forward"),
       ("to_end", QT_TR_NOOP("To the end"), "End", "go_end"))
ICONS = {"to_start": "SP_MediaSkipBackward", "back": "SP_MediaSeekBackward",
         "play": "SP_MediaPlay", "forward": "SP_MediaSeekForward",
         "to_end": "SP_MediaSkipForward", "pause": "SP_MediaPause"}


def _icon(name: str):
    from PySide6.QtWidgets import QApplication, QStyle
    return QApplication.style().standardIcon(getattr(QStyle.StandardPixmap, ICONS[name]))


def _panel(title: str, body: QWidget) -> QWidget:
    w = QWidget()
    col = QVBoxLayout(w)
    col.setContentsMargins(2, 2, 2, 2)
    col.setSpacing(2)
    head = P.label(title)
    head.setStyleSheet("font-weight: bold;")
    col.addWidget(head)
    col.addWidget(body, 1)
    return w


def _text_box(name: str, accessible: str) -> QPlainTextEdit:
    box = QPlainTextEdit()
    box.setObjectName(name)
    box.setAccessibleName(accessible)
    box.setReadOnly(True)
    box.setUndoRedoEnabled(False)
    return box


class ReplayWindow(QMainWindow):
    """A replay of `replay` (`source.Replay`); `main`: the main window a take-over opens its
    game in (None: one is made then)."""

    def __init__(self, replay: Replay, main=None, quiet: bool = False) -> None:
        super().__init__()
        self.replay, self.main, self.quiet = replay, main, quiet
        self.last_error = None
        self.lang = getattr(main, "lang", "en") or "en"
        self.lens: Lens = replay.lenses()[0]
        self.n = replay.first
        self.shown: Shown | None = None
        self.selected: str | None = None
        self._badges: list = []
        self.setObjectName("replay_window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self._play = QTimer(self, interval=1000)
        self._play.timeout.connect(self._tick)
        self._build()
        from tabletop.ui.replay.bookmarks import BookmarksBox
        self.bookmarks = BookmarksBox(self)
        self.left.addWidget(_panel(tr("Bookmarks"), self.bookmarks.widget))
        self.left.setSizes([440, 160])
        self.fill()

    # -- building --
    def _build(self) -> None:
        self._build_toolbar()
        self.entries = EntryTree()
        self.entries.picked.connect(self.go)
        self.left = QSplitter(Qt.Orientation.Vertical)
        self.left.addWidget(_panel(tr("Entries"), self.entries))
        self._build_board()
        self.ledger = _text_box("replay_ledger", tr("Ledger of the card"))
        self.ledger.setPlaceholderText(tr("Click a card to see who knew it, since when and "
                                          "how."))
        self.learned = _text_box("replay_learned", tr("Learned later"))
        self.journal = _text_box("replay_journal", tr("Journal as the lens read it"))
        self.journal.setPlaceholderText(tr("Nothing has happened yet."))
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(_panel(tr("Ledger"), self.ledger))
        self.learned_panel = _panel(tr("Learned later"), self.learned)
        right.addWidget(self.learned_panel)
        right.addWidget(_panel(tr("Journal"), self.journal))
        right.setSizes([200, 120, 300])
        middle = QSplitter(Qt.Orientation.Horizontal)
        middle.addWidget(self.left)
        middle.addWidget(self.view)
        middle.addWidget(right)
        middle.setStretchFactor(1, 1)
        middle.setSizes([200, 830, 250])
        self.marks = MarkBar()
        self.marks.picked.connect(self.go)
        self.status_line = P.label()
        self.status_line.setObjectName("replay_status")
        central = QWidget()
        col = QVBoxLayout(central)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(middle, 1)
        col.addWidget(self.marks)
        foot = QHBoxLayout()
        foot.setContentsMargins(4, 0, 0, 0)
        foot.addWidget(self.status_line, 1)
        foot.addWidget(legend())
        col.addLayout(foot)
        self.setCentralWidget(central)

    def _build_board(self) -> None:
        from tabletop.ui.table import access
        from tabletop.ui.table.scene import TableScene
        from tabletop.ui.table.view import TableView
        access.install()
        self.scene = TableScene(self)
        self.scene.set_interactive(False)
        self.view = TableView(self.scene)
        self.view.setMinimumWidth(300)
        self.view.setFrameShape(QFrame.Shape.NoFrame)  # (every pixel of height for the table)
        self.placeholder = self.view
        self.scene.selectionChanged.connect(self._selection)

    def _build_toolbar(self) -> None:
        bar = QToolBar(tr("Replay controls"))
        bar.setObjectName("replay_toolbar")
        bar.setMovable(False)
        bar.setIconSize(QSize(18, 18))  # (the board keeps the height at 1280x720)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.actions_: dict[str, QAction] = {}
        for name, words, key, slot in VCR:
            a = self._action(bar, name, "", tr(words), key, getattr(self, slot))
            a.setIcon(_icon(name))
            self.actions_[name] = a
        self.actions_["play"].setCheckable(True)
        self.speed = QComboBox()
        self.speed.setObjectName("replay_speed")
        for s in SPEEDS:
            self.speed.addItem(tr("{n}/s").format(n=s), s)
        self.speed.setToolTip(tr("Playing speed: entries per second"))
        self.speed.setAccessibleName(tr("Playing speed"))
        self.speed.currentIndexChanged.connect(self._set_speed)
        bar.addWidget(self.speed)
        bar.addSeparator()
        self.entry_spin = self._spin(bar, tr("Entry"), tr("Go to entry (Ctrl+G)"), "Ctrl+G",
                                     self._entry_asked)
        self.turn_spin = self._spin(bar, tr("Turn"), tr("Go to the start of a turn (Ctrl+T)"),
                                    "Ctrl+T", self._turn_asked)
        bar.addSeparator()
        self.lens_box = QComboBox()
        self.lens_box.setObjectName("replay_lens")
        self.lens_box.setToolTip(tr("Whose knowledge the replay shows (Ctrl+L)"))
        self.lens_box.setAccessibleName(tr("Lens"))
        self.lens_box.currentIndexChanged.connect(self._lens_picked)
        bar.addWidget(P.label(tr("Lens:")))
        bar.addWidget(self.lens_box)
        self._action(self, "pick_lens", "", tr("Choose the lens"), "Ctrl+L", self._lens_popup)
        bar.addSeparator()
        self._action(bar, "bookmark", tr("Bookmark…"), tr("Bookmark this entry with a note"),
                     "Ctrl+B", lambda: self.bookmarks.add())
        self._action(bar, "take_over", tr("Take over from here"),
                     tr("Start a new hot-seat game from this entry"), "Ctrl+Shift+H",
                     self.take_over)

    def _action(self, bar, name: str, text: str, tip: str, key: str, fn) -> QAction:
        a = QAction(text or tip, self)
        a.setObjectName(name)
        a.setShortcut(QKeySequence(key))
        a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        native = QKeySequence.SequenceFormat.NativeText
        a.setToolTip(f"{tip} ({QKeySequence(key).toString(native)})")
        a.triggered.connect(lambda _=False: fn())
        if bar is self:
            self.addAction(a)
        else:
            bar.addAction(a)
            button = bar.widgetForAction(a)
            if button is not None:
                button.setObjectName(f"button_{name}")
                button.setAccessibleName(tip)
        return a

    def _spin(self, bar, label: str, tip: str, key: str, fn) -> QSpinBox:
        bar.addWidget(P.label(label))
        spin = QSpinBox()
        spin.setObjectName(f"replay_{label.lower()}")
        spin.setToolTip(tip)
        spin.setAccessibleName(tip)
        spin.setKeyboardTracking(False)
        spin.editingFinished.connect(fn)
        bar.addWidget(spin)
        def focus() -> None:
            spin.setFocus()
            spin.selectAll()
        self._action(self, f"focus_{label.lower()}", "", tip, key, focus)
        return spin

    def _lens_popup(self) -> None:
        self.lens_box.setFocus()
        self.lens_box.showPopup()

    def fill(self) -> None:
        """Everything that depends on the file: lenses, timeline, entries, bounds."""
        r = self.replay
        self.lens_box.blockSignals(True)
        self.lens_box.clear()
        for lens in r.lenses():
            self.lens_box.addItem(W.lens_text(lens), lens)
        self.lens_box.blockSignals(False)
        self.entries.fill(r.entries, None if r.export is None else r.size)
        self.entry_spin.setRange(r.first, r.size)
        turns = turn_starts(r.entries)
        self.turn_spin.setRange(min(turns, default=1), max(turns, default=1))
        self.refresh_marks()
        for name in ("to_start", "back", "play", "forward", "to_end"):
            self.actions_[name].setEnabled(r.export is None)
        self.entry_spin.setEnabled(r.export is None)
        self.turn_spin.setEnabled(r.export is None)
        self.show_now()

    def refresh_marks(self) -> None:
        r = self.replay
        self.marks.set_marks(r.entries, r.size, r.first, self.bookmarks.positions())

    # -- moving --
    def go(self, n: int) -> None:
        n = max(self.replay.first, min(self.replay.size, int(n)))
        if n != self.n or self.shown is None:
            self.n = n
            if self.lens.kind is not LensKind.JUDGE:
                self.selected = None  # (a seat's view ids are its view's at one entry only)
            self.show_now()

    def go_start(self) -> None:
        self.go(self.replay.first)

    def go_end(self) -> None:
        self.go(self.replay.size)

    def go_back(self) -> None:
        self.go(self.n - 1)

    def go_forward(self) -> None:
        self.go(self.n + 1)

    def toggle_play(self) -> None:
        on = not self._play.isActive()
        if on and self.n >= self.replay.size:
            self.n = self.replay.first - 1  # played again from the start
            self.go(self.replay.first)
        self._play.start() if on else self._play.stop()
        self.actions_["play"].setChecked(on)
        self.actions_["play"].setIcon(_icon("pause" if on else "play"))

    def _tick(self) -> None:
        if self.n >= self.replay.size:
            self.toggle_play()
            return
        self.go_forward()

    def _set_speed(self, _i: int) -> None:
        self._play.setInterval(int(1000 / (self.speed.currentData() or 1)))

    def _entry_asked(self) -> None:
        self.go(self.entry_spin.value())

    def _turn_asked(self) -> None:
        starts = turn_starts(self.replay.entries)
        if self.turn_spin.value() in starts:
            self.go(starts[self.turn_spin.value()])

    def _lens_picked(self, i: int) -> None:
        lens = self.lens_box.itemData(i)
        if isinstance(lens, Lens) and lens != self.lens:
            self.lens = lens
            self.selected = None
            self.refresh_marks()  # (the lens's own bookmarks)
            self.show_now()
            self.view.fit()  # (another seat's side of the table at the bottom)

    # -- showing --
    def show_now(self) -> None:
        """The board, journal and ledger of the lens at the current position."""
        r, n = self.replay, self.n
        try:
            self.shown = shown = r.shown(self.lens, n)
        except ValueError as exc:  # (a board that can't be read: said, the last one stays)
            self.report_problem(str(exc))
            return
        self._clear_badges()
        self.scene.clearSelection()
        self.scene.sync(shown.view, self.lang, set())
        self._badges_for(shown)
        self.journal.setPlainText("\n".join(shown.lines))
        self.journal.moveCursor(self.journal.textCursor().MoveOperation.End)
        self.learned_panel.setVisible(self.lens.kind is LensKind.HINDSIGHT)
        self.learned.setPlainText("\n".join(W.learned_line(d) for d in shown.learned)
                                  or tr("Nothing on this board was learned later."))
        self._show_ledger()
        self.entries.show_position(n)
        self.marks.set_position(n)
        for spin, value in ((self.entry_spin, n), (self.turn_spin, shown.view.turn)):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
        self.bookmarks.show_position(n)
        self._status()

    def _status(self) -> None:
        r, v = self.replay, self.shown
        assert v is not None
        from tabletop.ui.common import messages as M
        text = " · ".join((W.position_text(self.n, r.size), tr("Turn {t}").format(
            t=v.view.turn), M.step_text(v.view.step), W.lens_text(self.lens)))
        if r.export is not None:
            text += " · " + tr("a redacted export: this entry only")
        self.status_line.setText(text)
        name = r.path.rsplit("/", 1)[-1] if r.path else tr("a game")
        P.set_window_title(self, tr("Replay — {file} — {lens}").format(
            file=name, lens=W.lens_text(self.lens)))

    def _selection(self) -> None:
        from tabletop.ui.table.items import CardItem
        items = [it for it in self.scene.selectedItems() if isinstance(it, CardItem)]
        if items:
            self.selected = items[0].vid
            self._show_ledger()

    def _show_ledger(self) -> None:
        shown = self.shown
        if self.selected is None or shown is None:
            self.ledger.setPlainText("")
            return
        if self.selected not in self.scene.items_by_id:
            self.selected = None
            self.ledger.setPlainText("")
            return
        lines = self.replay.ledger_lines(self.lens, self.n, self.selected, shown)
        head = tr("Card {id}:").format(id=self.selected)
        body = [W.ledger_line(ln) for ln in lines] or [tr("No one's knowledge of this card "
                                                         "is on record for this lens.")]
        self.ledger.setPlainText("\n".join([head, *body]))

    def _badges_for(self, shown: Shown) -> None:
        """A hindsight lens's objects learned later, badged with the entry; the judge's
        cards, with the seats that knew them then."""
        for d in shown.learned:
            self._badge(d["id"], tr("later: #{n}").format(n=d["since"]), W.learned_line(d),
                        "#ffd166")
        for vid, seats in shown.known_to.items():
            text = ", ".join(seats) if seats else tr("nobody")
            self._badge(vid, text, tr("Known then to: {seats}").format(seats=text), "#b8e0ff")

    def _badge(self, vid: str, text: str, tip: str, colour: str) -> None:
        item = self.scene.items_by_id.get(vid)
        if item is None:
            return
        label = QGraphicsSimpleTextItem(text)
        box = QGraphicsRectItem(0, 0, label.boundingRect().width() + 6, 16, item)
        label.setParentItem(box)
        label.setPos(3, 1)
        box.setBrush(QColor(colour))
        box.setZValue(50)
        r = item.boundingRect()
        box.setPos(r.left() + 2, r.bottom() - 18)  # (the card's name and art stay in sight)
        box.setToolTip(P.tooltip(tip))
        self._badges.append(box)

    def _clear_badges(self) -> None:
        for box in self._badges:
            if box.scene() is not None:
                box.scene().removeItem(box)
        self._badges = []

    def report_problem(self, text: str) -> None:
        from tabletop.ui.common.dialogs import error
        error(self, tr("Replay"), text)

    def take_over(self) -> None:
        from tabletop.ui.replay.part import take_over
        take_over(self)

    def closeEvent(self, event) -> None:
        self._play.stop()
        kept = getattr(self.main, "__dict__", {}).get("replays", [])
        if self in kept:
            kept.remove(self)
        super().closeEvent(event)


