"""File handling of the main window: new, open, save, save as, export for a seat, recent files,
autosave and the recovery offer. A mixin of MainWindow; the work is done by `fileops`.

Opening a redacted export shows it as a shared board (`show_shared`): the controller takes the
board as its source, and the window turns off what would change it (`apply_capabilities`);
opening a game or starting a new one leaves it."""

from __future__ import annotations

from PySide6 import QtWidgets as W  # types load on first use (start-up time)

from . import messages as M


class FilesMixin:
    def _problem(self, exc) -> None:
        from .dialogs import error
        error(self, M.tr("tabletop"), exc.text, exc.details)

    def _do_autosave(self) -> None:
        from . import fileops
        if self.ctl.game is not None:
            fileops.autosave(self.ctl.game)

    def _flush_autosave(self) -> None:
        """An autosave that was due is written now, before the game it is for goes away."""
        if self._autosave.isActive():
            self._autosave.stop()
            self._do_autosave()

    def set_game(self, game, path=None) -> None:
        players = game.state.players
        kept = not self.ctl.read_only  # the seat of a shared board came with its file
        seat = self.ctl.seat if kept and (self.ctl.seat in players or (
            self.ctl.seat is None and self.ctl.game is not None)) else players[0]
        self._flush_autosave()
        self.path = path
        self.shared_path = None
        self.ensure_table()
        self.ctl.set_game(game, seat)
        self.assist.clear()
        self.apply_capabilities()
        self.banner.setVisible(False)  # (the refresh the controller asked for said so too)
        self.view.fit()

    def show_shared(self, board, path=None) -> None:
        """Show a shared board (a redacted export) read-only, from its seat's view."""
        self._flush_autosave()
        self.ensure_table()
        if self.curtain is not None and self.stack.currentWidget() is self.curtain:
            self.stack.setCurrentWidget(self.view)  # nothing private is left to hide
        self.path = None  # never saved over: Save stays off while it is shown
        self.shared_path = str(path) if path is not None else None
        self._hover = None
        self.preview.clear()
        self.assist.clear()
        self.ctl.set_shared(board)
        self._autosave.stop()  # clearing the undo stack may have started it: nothing to save
        self.apply_capabilities()
        self.view.fit()

    def new_demo(self) -> None:
        from .demo import demo_game
        self.set_game(demo_game())

    def new_from_decklists(self) -> None:
        from .newgame import new_game_dialog
        game = new_game_dialog(self)
        if game is not None:
            self.set_game(game)

    def open_dialog(self) -> None:
        path, _ = W.QFileDialog.getOpenFileName(
            self, M.tr("Open a game or a shared board"), "",
            M.tr("tabletop games and shared boards (*.tabletop *.json);;All files (*)"))
        if path:
            self.open_path(path)

    def open_path(self, path) -> bool:
        """Open a save (to play) or a redacted export (shown read-only); a bad file is a
        message and the board shown stays as it was."""
        from . import fileops
        try:
            opened = fileops.open_file(path)
        except fileops.FileProblem as exc:
            self._problem(exc)
            return False
        if fileops.is_shared(opened):
            self.show_shared(opened, str(path))
        else:
            self.set_game(opened, str(path))
        return True

    def save(self) -> bool:
        if not self.path:
            return self.save_as()
        return self.save_to(self.path)

    def save_to(self, path) -> bool:
        from . import fileops
        if self.ctl.game is None:  # a shared board (or no game yet): nothing to save
            self._problem(fileops.FileProblem(M.tr(
                "A shared board is read-only: it can't be saved. Its file stays as it is; "
                "open a game or start a new one to play.")))
            return False
        try:
            fileops.save(self.ctl.game, path)
        except fileops.FileProblem as exc:
            self._problem(exc)
            return False
        self.path = str(path)
        self.ctl.undo_stack.setClean()
        self.refresh()
        return True

    def save_as(self) -> bool:
        if self.ctl.game is None:
            return self.save_to("")  # explains why not
        path, _ = W.QFileDialog.getSaveFileName(self, M.tr("Save the game"), "game.tabletop",
                                              M.tr("tabletop games (*.tabletop)"))
        return self.save_to(path) if path else False

    def export_dialog(self) -> None:
        from . import fileops
        if self.ctl.game is None:
            return
        players = self.ctl.game.state.players
        seat, ok = W.QInputDialog.getItem(self, M.tr("Export for a seat"),
                                        M.tr("What this seat may know:"), players, 0, False)
        if not ok:
            return
        path, _ = W.QFileDialog.getSaveFileName(self, M.tr("Export"), f"game-{seat}.json",
                                              M.tr("Exports (*.json)"))
        if path:
            try:
                fileops.export(self.ctl.game, seat, path)
            except fileops.FileProblem as exc:
                self._problem(exc)

    def offer_recovery(self) -> None:
        from . import fileops
        cand = fileops.recovery_candidate()
        if cand is None or self.quiet:
            return
        from .plain import ask
        if ask(self, M.tr("Recover a game?"), M.tr(
            "An autosaved game ({p}) is newer than your last save. Open it?").format(p=cand.name)):
            self.open_path(cand)
