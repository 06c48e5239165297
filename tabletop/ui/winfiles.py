"""File handling of the main window: new, open, save, save as, export for a seat, recent files,
autosave and the recovery offer. A mixin of MainWindow; the work is done by `fileops`."""

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

    def set_game(self, game, path=None) -> None:
        players = game.state.players
        seat = self.ctl.seat if self.ctl.seat in players or (
            self.ctl.seat is None and self.ctl.game is not None) else players[0]
        self.path = path
        self.ensure_table()
        self.ctl.set_game(game, seat)
        self.assist.clear()
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
        path, _ = W.QFileDialog.getOpenFileName(self, M.tr("Open a game"), "",
                                              M.tr("tabletop games (*.tabletop *.json)"))
        if path:
            self.open_path(path)

    def open_path(self, path) -> bool:
        from . import fileops
        try:
            game = fileops.open_game(path)
        except fileops.FileProblem as exc:
            self._problem(exc)
            return False
        self.set_game(game, str(path))
        return True

    def save(self) -> bool:
        if not self.path:
            return self.save_as()
        return self.save_to(self.path)

    def save_to(self, path) -> bool:
        from . import fileops
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
        path, _ = W.QFileDialog.getSaveFileName(self, M.tr("Save the game"), "game.tabletop",
                                              M.tr("tabletop games (*.tabletop)"))
        return self.save_to(path) if path else False

    def export_dialog(self) -> None:
        from . import fileops
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
        ans = W.QMessageBox.question(self, M.tr("Recover a game?"), M.tr(
            "An autosaved game ({p}) is newer than your last save. Open it?").format(p=cand.name))
        if ans == W.QMessageBox.Yes:
            self.open_path(cand)
