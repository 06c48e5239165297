"""The position editor's files and the main window's position entries: save a position (the
save format, an empty log), open any save at the board it reaches, export it for a seat, play
from it, copy its text; and the main window's Edit → Set up a position…, Copy position, Copy
the full position… and Paste position."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMessageBox

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.editor import setup as S

if TYPE_CHECKING:
    from tabletop.ui.editor.window import PositionEditor


class EditorFilesMixin:
    setup: dict
    seed: int | None
    path: str | None
    quiet: bool
    on_close = None  # called when the editor has closed (the app quits if nothing else shows)

    def game(self, seed: int | None = None):
        """A new game (empty log) at the editor's position, in the canonical form."""
        from tabletop.model.game import new_seed
        from tabletop.storage.position import position_game
        seed = seed if seed is not None else (self.seed if self.seed is not None
                                              else new_seed())
        return position_game(S.judge(self.setup, seed).game, seed=seed)

    def new_position(self) -> None:
        self.change(S.empty_setup(self.setup["players"]), tr("Clear the board"))

    def open_dialog(self) -> None:
        from tabletop.ui.files import fileops
        path, _ = QFileDialog.getOpenFileName(
            self, tr("Open a position or a game"), fileops.dialog_start(),
            tr("tabletop games (*.tabletop *.json);;All files (*)"))
        if path:
            fileops.used_folder(path)
            self.open_path(path)

    def open_path(self, path) -> bool:
        """The position a save reaches (a position file, or any game at its last move)."""
        from tabletop.storage.position import position_of
        from tabletop.ui.files import fileops
        try:
            game = fileops.open_game(path)
        except fileops.FileProblem as exc:
            self._problem(exc)
            return False
        self.change(position_of(game), tr("Open a position"))
        self.undo_stack.clear()
        self.path = str(path)
        self.undo_stack.setClean()
        return True

    def _problem(self, exc) -> None:
        from tabletop.ui.common.dialogs import error
        error(self, tr("tabletop"), exc.text, exc.details)

    def save_dialog(self) -> bool:
        from tabletop.ui.files import fileops
        name = os.path.basename(self.path) if self.path else "position.tabletop"
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Save the position"), fileops.dialog_start(name, self.path),
            tr("tabletop games (*.tabletop)"), options=QFileDialog.DontResolveSymlinks)
        if path:
            fileops.used_folder(path)
        return self.save_to(path) if path else False

    def save_to(self, path) -> bool:
        """Save the position: the save format, an empty log; it opens as a game."""
        from tabletop.ui.files import fileops
        try:
            fileops.save(self.game(), path, title=tr("position"))
        except fileops.FileProblem as exc:
            self._problem(exc)
            return False
        self.path = str(path)
        self.undo_stack.setClean()
        return True

    def export_dialog(self) -> None:
        players = self.setup["players"]
        dlg = QInputDialog(self)
        P.set_window_title(dlg, tr("Export for a seat"))
        dlg.setLabelText(tr("What this seat may know:"))
        dlg.setComboBoxItems(players)
        P.plain_labels(dlg)
        if not dlg.exec():
            return
        seat = dlg.textValue()
        from tabletop.ui.files import fileops
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Export"), fileops.dialog_start(fileops.export_name(self.path, seat,
                                                                         "position")),
            tr("Exports (*.json)"), options=QFileDialog.DontResolveSymlinks)
        if path:
            fileops.used_folder(path)
            self.export_to(seat, path)

    def export_to(self, seat: str, path) -> bool:
        """What `seat` may know of the position, redacted (the table's export)."""
        from tabletop.ui.files import fileops
        try:
            fileops.export(self.game(), seat, path, protect=[self.path])
        except fileops.FileProblem as exc:
            self._problem(exc)
            return False
        return True

    def play_now(self):
        """A new game from the position (its log empty), given to `play` (the main window)."""
        game = self.game()
        if self.play_fn is not None:
            self.play_fn(game)
        return game

    def record_now(self):
        """Record a lesson from the position: the main window plays it in recording mode
        (`lessonrec.start_recording`); None when there is no window to record in."""
        game = self.game()
        if self.record_fn is None:
            return None
        return self.record_fn(game)

    def copy_text(self, full: bool = False) -> str | None:
        """The position as text on the clipboard: what a spectator sees; everything only
        after a warning (it names every hidden card)."""
        return _copy(self, self.game(0), full)


# ---------------------------------------------------------------------- the main window's
    def closeEvent(self, event) -> None:
        """Unsaved changes are lost only when the author says so."""
        if not self.undo_stack.isClean() and not self.quiet and not P.ask(
                self, tr("Close the position editor?"), tr(
                    "This position has changes that are not saved. Close the editor and lose "
                    "them?")):
            event.ignore()
            return
        event.accept()
        if self.on_close is not None:
            self.on_close()


# ---------------------------------------------------------------------- the main window's
def _copy(parent, game, full: bool) -> str | None:
    from tabletop.storage.position import position_text
    if full and not P.ask(parent, tr("Copy the full position?"), tr(
            "The full position names every card: each hand, each library in order, every "
            "face-down card. Whoever reads it knows what the players may not. Copy it?")):
        return None
    text = position_text(game, full=full)
    QApplication.clipboard().setText(text)
    return text


def copy_position(window, full: bool = False) -> str | None:
    """Edit → Copy position (public: what a spectator sees) / Copy the full position…"""
    game = window.ctl.game
    if game is None:
        return None
    return _copy(window, game, full)


def paste_position(window, text: str | None = None) -> bool:
    """Edit → Paste position: a new game at the position of the clipboard's text; a text that
    is not a position is a clear message naming its line (the game stays as it was)."""
    from tabletop.carddata.database import CardDatabase
    from tabletop.carddata.tokens import cards_and_tokens
    from tabletop.model.limits import MAX_POSITION_TEXT_BYTES
    from tabletop.storage.position import PositionTextError, position_from_text
    text = QApplication.clipboard().text() if text is None else text
    problem = None
    if len(text.encode("utf-8", "replace")) > MAX_POSITION_TEXT_BYTES:
        problem = tr("The clipboard holds {n} bytes; a position text is at most {m}.").format(
            n=len(text.encode("utf-8", "replace")), m=MAX_POSITION_TEXT_BYTES)
    else:
        first = window.ctl.game.state.facts.values() if window.ctl.game is not None else ()
        try:
            with CardDatabase.open() as db:
                game = position_from_text(text, cards_and_tokens(db, first))
        except PositionTextError as exc:
            problem = tr("The clipboard's text is not a position: {e}").format(e=str(exc))
        except ValueError as exc:  # (the card database)
            problem = str(exc)
    if problem is not None:
        window.paste_problem = problem
        box = P.message_box(QMessageBox.Warning, tr("Paste position"), problem,
                            parent=window)
        box.setObjectName("paste_problem")
        if not window.quiet:
            box.exec()
        return False
    window.paste_problem = None
    window.files.set_game(game)
    return True


def open_editor(window, path: str | None = None) -> PositionEditor:
    """Edit → Set up a position…: an editor (an empty board, or the position of `path`) whose
    "Play from this position" plays in `window`."""
    from tabletop.ui.editor.window import PositionEditor

    old = getattr(window, "_position_editor", None)
    if old is not None and old.isVisible() and not path:
        old.raise_()  # one editor at a time; its work stays
        old.activateWindow()
        return old
    if old is not None:
        if not old.close():  # its author keeps its unsaved changes
            old.raise_()
            return old
        old.deleteLater()  # (a child of the window: it would stay until the window goes)

    def play(game) -> None:
        window.files.set_game(game)
        window.show()
        window.raise_()
        editor.undo_stack.setClean()  # the game holds the position now
        editor.close()
    def record(game):
        from tabletop.ui.lessons.recorder import start_recording
        window.show()
        window.raise_()
        recorder = start_recording(window, game)
        if recorder is not None:  # (otherwise a message said why; the editor stays)
            editor.undo_stack.setClean()  # the recording holds the position now
            editor.close()
        return recorder
    editor = PositionEditor(lang=getattr(window, "lang", "en"), play=play, parent=window,
                            seed=getattr(window, "seed", None), record=record)
    editor.setWindowFlag(Qt.Window, True)
    window._position_editor = editor
    if path:
        editor.open_path(path)
    editor.resize(1280, 720)
    editor.show()
    return editor
