"""The replay's bookmarks: a note on an entry, in a lens, listed beside the entries and marked
on the timeline, saved back into the file (`tabletop.storage.bookmarks`). A lens shows only
the bookmarks it may (`shown_in`: a seat's lenses, that seat's; the judge, all). A redacted
export shows the bookmarks it carries and is never written."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.replay.source import LensKind


def _api() -> Any:
    from tabletop.storage import bookmarks as api
    return api


class NoteDialog(QDialog):
    """A bookmark's note: written, or edited (`text`); `done_with(text)` on OK."""

    def __init__(self, parent, title: str, text: str, done_with) -> None:
        super().__init__(parent)
        self.setObjectName("bookmark_dialog")
        P.set_window_title(self, title)
        col = QVBoxLayout(self)
        col.addWidget(P.label(tr("The note (may be empty):")))
        self.text = QPlainTextEdit()
        self.text.setObjectName("bookmark_note")
        self.text.setAccessibleName(tr("Note"))
        self.text.setPlainText(text)
        col.addWidget(self.text)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        self.buttons = QDialogButtonBox(ok | cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        col.addWidget(self.buttons)
        self.accepted.connect(lambda: done_with(self.text.toPlainText()))
        self.resize(420, 220)


class BookmarksBox:
    """The list of bookmarks with Add, Edit and Remove (`widget`), for the replay window
    `rw`."""

    def __init__(self, rw) -> None:
        self.rw = rw
        self.dialog: NoteDialog | None = None
        self.widget = QWidget()
        col = QVBoxLayout(self.widget)
        col.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget()
        self.list.setObjectName("replay_bookmarks")
        self.list.setAccessibleName(tr("Bookmarks"))
        self.list.setWordWrap(True)
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)
        col.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.buttons = {}
        for name, text, tip, fn in (
                ("add", tr("Add…"), tr("Bookmark this entry with a note (Ctrl+B)"), self.add),
                ("edit", tr("Edit…"), tr("Edit the chosen bookmark's note"), self.edit),
                ("remove", tr("Remove"), tr("Remove the chosen bookmark"), self.remove)):
            b = QPushButton(text)
            b.setObjectName(f"bookmark_{name}")
            b.setToolTip(tip)
            b.clicked.connect(lambda _=False, f=fn: f())
            row.addWidget(b)
            self.buttons[name] = b
        col.addLayout(row)

    # -- what there is --
    def _seat(self) -> str | None:
        lens = self.rw.lens
        return None if lens.kind is LensKind.JUDGE else lens.seat

    def all_marks(self) -> list[Any]:
        r = self.rw.replay
        try:
            api = _api()
        except ImportError:
            return []
        if r.export is not None:
            return list(getattr(r.export, "bookmarks", []) or [])
        return api.bookmarks(r.game)

    def shown(self) -> list[tuple[int, Any]]:
        """(index in all the bookmarks, bookmark) of those the lens may show."""
        seat = self._seat()
        return [(i, b) for i, b in enumerate(self.all_marks())
                if seat is None or b.lens == seat]

    def positions(self) -> list[int]:
        return [b.entry for _i, b in self.shown()]

    def show_position(self, n: int) -> None:
        """The list, for the lens now; the bookmarks of entry `n` chosen."""
        self.list.blockSignals(True)
        self.list.clear()
        for i, b in self.shown():
            note = b.note.replace("\n", " ")
            item = QListWidgetItem(tr("#{n}: {note}").format(n=b.entry, note=note or "—"))
            item.setData(Qt.ItemDataRole.UserRole, i)
            item.setData(Qt.ItemDataRole.UserRole + 1, b.entry)
            item.setToolTip(P.tooltip(b.note))
            self.list.addItem(item)
            if b.entry == n:
                item.setSelected(True)
                self.list.setCurrentItem(item)
        if not self.list.count():
            empty = QListWidgetItem(tr("No bookmarks here yet (Ctrl+B adds one)."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(empty)
        self.list.blockSignals(False)
        read_only = self.rw.replay.export is not None
        for b in self.buttons.values():
            b.setEnabled(not read_only)

    def _clicked(self, item: QListWidgetItem) -> None:
        n = item.data(Qt.ItemDataRole.UserRole + 1)
        if isinstance(n, int):
            self.rw.go(n)

    def _chosen(self) -> int | None:
        item = self.list.currentItem()
        i = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return i if isinstance(i, int) else None

    # -- changes --
    def add(self) -> None:
        if self._refused():
            return
        self._open(tr("Bookmark entry {n}").format(n=self.rw.n), "", self._added)

    def edit(self) -> None:
        i = self._chosen()
        if self._refused() or i is None:
            return
        self._open(tr("Edit the bookmark"), self.all_marks()[i].note,
                   lambda text: self._change(lambda api: api.edit_bookmark(
                       self.rw.replay.game, i, text)))

    def remove(self) -> None:
        i = self._chosen()
        if self._refused() or i is None:
            return
        self._change(lambda api: api.remove_bookmark(self.rw.replay.game, i))

    def _open(self, title: str, text: str, done_with) -> None:
        self.dialog = NoteDialog(self.rw, title, text, done_with)
        self.dialog.open()

    def _added(self, text: str) -> None:
        n, seat = self.rw.n, self._seat()
        self._change(lambda api: api.add_bookmark(self.rw.replay.game, n, text, seat))

    def _refused(self) -> bool:
        if self.rw.replay.export is not None:
            self.rw.report_problem(tr("A redacted export is read-only: its bookmarks can't be "
                                      "changed here."))
            return True
        try:
            _api()
        except ImportError:
            self.rw.report_problem(tr("This version of tabletop can't keep bookmarks."))
            return True
        return False

    def _change(self, fn) -> None:
        """Make a change to the game's bookmarks and write them into the file."""
        api = _api()
        try:
            fn(api)
        except (api.BookmarkError, ValueError, IndexError) as exc:
            self.rw.report_problem(str(exc))
            return
        self.save()
        self.rw.refresh_marks()
        self.show_position(self.rw.n)

    def save(self) -> bool:
        """The bookmarks written into the file (said in words when they can't be)."""
        r = self.rw.replay
        if not r.path:
            return True
        api = _api()
        from tabletop.storage import SaveError
        try:
            api.write_bookmarks(r.path, api.bookmarks(r.game))
        except SaveError as exc:
            self.rw.report_problem(tr("The bookmarks could not be saved into {p}: {e}").format(
                p=r.path, e="; ".join(map(str, exc.problems[:3]))))
            return False
        except (OSError, ValueError) as exc:
            self.rw.report_problem(tr("The bookmarks could not be saved into {p}: {e}").format(
                p=r.path, e=getattr(exc, "strerror", None) or exc))
            return False
        return True
