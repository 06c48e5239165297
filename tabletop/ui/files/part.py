"""File handling of the main window: new, open, save, save as, export for a seat, recent files,
autosave and the recovery offer. `win.files`, a part of MainWindow; the work is done by `fileops`.

Opening a redacted export shows it as a shared board (`show_shared`): the controller takes the
board as its source, and the window turns off what would change it (`apply_capabilities`);
opening a game or starting a new one leaves it.

When an autosave fails (a full disk, its folder replaced by a file, ...) the window says so
once, without stopping play: a banner above the table (with Save as…, and Dismiss) and a note in
the status bar that stays while autosave fails. The game stays open in memory and every later
action tries again; the first autosave that works again clears both and says so."""

from __future__ import annotations

import os

from PySide6 import QtWidgets as W  # types load on first use (start-up time)

from tabletop.ui.common.messages import tr


class FilesPart:
    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to
        self.recovered = False  # the game came from an autosave: Save asks where it goes
        self.opened = False  # the game came from a file (its undo history starts there)
        # (a game, {player: the facts of each sideboard card}): the sideboards of the decklists
        # a game was started from, kept in memory for its next game (a save doesn't hold them)
        self.sideboards: tuple | None = None

    # -- a file dropped on the window: opened as File > Open would --
    @staticmethod
    def dropped_file(event) -> str | None:
        """The one local file a drag carries, else None."""
        md = event.mimeData()
        urls = md.urls() if md is not None and md.hasUrls() else []
        files = [u.toLocalFile() for u in urls if u.isLocalFile()]
        return files[0] if len(files) == 1 else None

    def accept_drag(self, event) -> bool:
        """A drag over the window: accepted when it carries one file."""
        if self.dropped_file(event) is None:
            return False
        event.acceptProposedAction()
        return True

    def drop(self, event) -> bool:
        """A drop on the window: its file opens (after the drop handler returns)."""
        path = self.dropped_file(event)
        if path is None:
            return False
        event.acceptProposedAction()
        from PySide6.QtCore import QTimer
        QTimer.singleShot(0, lambda: self.open_path(path))  # not inside the drop handler
        return True

    def _problem(self, exc) -> None:
        from tabletop.ui.common.dialogs import error
        error(self.win, tr("tabletop"), exc.text, exc.details)

    autosave_problem = None  # the text of the autosave failure being shown, if any

    def do_autosave(self) -> None:
        """The window's autosave timer ran out (or the window closes): save now. When to save
        and what a failure means is the session's policy (`tabletop.session.autosave`); the
        Qt timer is its clock."""
        if self.win.ctl.game is None:
            return
        saved = self._autosaver().save_now()
        if saved.ok:
            if saved.recovered:
                self._autosave_worked(saved.path)
        else:
            self._autosave_failed(saved.problem, saved.first_failure)

    def _autosaver(self):
        auto = getattr(self, "_autosave_policy", None)
        if auto is None:
            import time

            from tabletop.session.autosave import Autosave
            from tabletop.ui.files import fileops
            auto = self._autosave_policy = Autosave(
                lambda: fileops.autosave(self.win.ctl.game), time.monotonic,
                failure=(fileops.FileProblem,))
        return auto

    def _autosave_failed(self, exc, first: bool) -> None:
        """Say so once (a banner, not a dialog per action) and keep saying it in the status
        bar; the next action tries again."""
        from tabletop.ui.common.plain import tooltip
        text = exc.text + " " + tr("The game is still open; tabletop tries again after "
                                     "each action. Use File → Save as to keep a copy "
                                     "elsewhere.")
        self.autosave_problem = text
        bar = self._autosave_bar()
        bar.label.setText(text)
        bar.label.setToolTip(tooltip("\n".join(exc.details)))
        if first:
            bar.setVisible(True)
        note = self._autosave_note()
        note.setText(tr("Not autosaved: {e}").format(e=exc.text))
        note.setToolTip(tooltip(text))
        note.setVisible(True)
        self._autosave_note_timer().stop()

    def _autosave_worked(self, path) -> None:
        from tabletop.ui.common.plain import tooltip
        self.autosave_problem = None
        self._autosave_bar().setVisible(False)
        note = self._autosave_note()
        note.setText(tr("Autosave works again: the game is saved ({p}).").format(
            p=getattr(path, "name", path)))
        note.setToolTip(tooltip(str(path)))
        note.setVisible(True)
        self._autosave_note_timer().start()

    def _autosave_bar(self):
        bar = getattr(self, "_autosave_banner", None)
        if bar is not None:
            return bar
        from tabletop.ui.common.plain import label
        bar = W.QFrame()
        bar.setObjectName("autosave_banner")
        bar.setStyleSheet("#autosave_banner { background: #7a1f1f; color: #ffffff; }"
                          "#autosave_banner QLabel { color: #ffffff; font-weight: bold; }")
        lay = W.QHBoxLayout(bar)
        lay.setContentsMargins(10, 6, 10, 6)
        bar.label = label()  # (plain text: it names paths and errors)
        bar.label.setObjectName("autosave_banner_text")
        bar.label.setWordWrap(True)
        bar.save_as = W.QPushButton(tr("Save as…"))
        bar.save_as.clicked.connect(self.save_as)
        bar.dismiss = W.QPushButton(tr("Dismiss"))
        bar.dismiss.clicked.connect(lambda: bar.setVisible(False))
        lay.addWidget(bar.label, 1)
        lay.addWidget(bar.save_as)
        lay.addWidget(bar.dismiss)
        bar.setVisible(False)
        self.win.centralWidget().layout().insertWidget(0, bar)
        self._autosave_banner = bar
        return bar

    def _autosave_note(self):
        note = getattr(self, "_autosave_status", None)
        if note is None:
            from tabletop.ui.common.plain import label
            note = label()
            note.setObjectName("autosave_status")
            self.win.statusBar().addPermanentWidget(note)
            self._autosave_status = note
        return note

    def _autosave_note_timer(self):
        timer = getattr(self, "_autosave_note_hide", None)
        if timer is None:
            from PySide6.QtCore import QTimer
            timer = QTimer(self.win, singleShot=True, interval=20_000)
            timer.timeout.connect(lambda: self._autosave_note().setVisible(False))
            self._autosave_note_hide = timer
        return timer

    def _flush_autosave(self) -> None:
        """An autosave that was due is written now, before the game it is for goes away."""
        if self.win._autosave.isActive():
            self.win._autosave.stop()
            self.do_autosave()

    def set_game(self, game, path=None, opened: bool = False, recovered: bool = False) -> None:
        """Show `game` (a new one, or `opened` from a file: hot-seat, whoever holds the device
        sees the curtain first, for the player to play, never the table of the seat shown
        before; a game in its pregame waits for the first player still to decide). Not while
        the window hosts another game: its table is the hosted game until it is closed."""
        if self.hosting_another(game):
            return
        self.cancel_check()
        players = game.state.players
        kept = not self.win.ctl.read_only  # the seat of a shared board came with its file
        seat = self.win.ctl.seat if kept and (self.win.ctl.seat in players or (
            self.win.ctl.seat is None and self.win.ctl.game is not None)) else players[0]
        self._flush_autosave()
        self.win.path = path
        self.recovered = recovered  # from an autosave: no file of its own, Save asks
        self.opened = opened
        self.win.shared_path = None
        self.win.ensure_table()
        self.win.scene.forget_places()  # (the last game's permanents' slots)
        if opened and self.win.hotseat:  # (before the table is built: nothing of it is shown)
            self.win._pregame_for = None
            self.win.seats.hand_over(game.state.active)
        self.win.ctl.set_game(game, seat)
        self.win.assist.clear()
        self.win.assist.set_mode(game.state.mode)  # (behind the curtain too: the mode is public)
        self.win.apply_capabilities()
        self.win.banner.setVisible(False)  # (the refresh the controller asked for said so too)
        self.win.view.fit()
        if not self.win._auto_draw_loaded:
            self.win._auto_draw_loaded = True
            self.win.menubar.load_auto_draw()
        self.win.library.start_pregame()  # a new game: each player's opening hand (103.5)

    def cancel_check(self) -> None:
        """Another board is shown: the check of a log under way no longer counts."""
        check = getattr(self, "_log_check", None)
        if check is not None:
            check.cancel()

    def hosting_another(self, game) -> bool:
        """Whether the window hosts a game other than `game` (then said in the status bar)."""
        hosting = self.win.hosting
        if hosting is None or hosting.closed or game is hosting.host.game:
            return False
        self.win.statusBar().showMessage(tr("This window hosts a network game: close it to stop "
                                              "hosting before another game is opened here."),
                                           8000)
        return True

    def show_shared(self, board, path=None) -> None:
        """Show a shared board (a redacted export) read-only, from its seat's view."""
        if self.hosting_another(board):
            return
        self.cancel_check()
        self._flush_autosave()
        self.win.ensure_table()
        self.win.scene.forget_places()
        if self.win.curtain is not None and self.win.stack.currentWidget() is self.win.curtain:
            self.win.stack.setCurrentWidget(self.win.view)  # nothing private is left to hide
        self.win.path = None  # never saved over: Save stays off while it is shown
        self.win.shared_path = str(path) if path is not None else None
        self.win.table.hover = None
        self.win.preview.clear()
        self.win.assist.clear()
        self.win.ctl.set_shared(board)
        self.win._autosave.stop()  # clearing the undo stack may have started it: nothing to save
        self.win.apply_capabilities()
        self.win.view.fit()

    def new_demo(self) -> None:
        """A new demo game: shuffled with a new seed (the app's `--seed N`: that one), seven
        cards each, who goes first from the seed; then the opening hands (mulligans)."""
        from tabletop.session.opening import demo_game
        self.set_game(demo_game(seed=self.win.seed, pregame=True))

    def new_from_decklists(self, preset: tuple[int, str] | None = None) -> None:
        """File → New game from two decklists (`preset`: a seat's index and its decklist, as
        the deck editor's "Start a game with this deck…" gives them)."""
        from tabletop.ui.files.newgame import new_game_dialog
        started = new_game_dialog(self.win, preset)
        if started is not None:
            game, sideboards = started
            self.sideboards = (game, sideboards) if any(sideboards.values()) else None
            self.set_game(game)

    def sideboards_for(self, game) -> dict | None:
        """The sideboards kept for `game` ({player: facts of each card}), if any."""
        kept = self.sideboards
        return kept[1] if kept is not None and kept[0] is game else None

    def open_dialog(self) -> None:
        from tabletop.ui.files import fileops
        path, _ = W.QFileDialog.getOpenFileName(
            self.win, tr("Open a game or a shared board"), fileops.dialog_start(),
            tr("tabletop games and shared boards (*.tabletop *.json);;All files (*)"))
        if path:
            fileops.used_folder(path)
            self.open_path(path)

    def open_path(self, path) -> bool:
        """Open a save (to play) or a redacted export (shown read-only); a bad file is a
        message and the board shown stays as it was."""
        from tabletop.ui.files import fileops
        try:
            opened = fileops.open_file(path)
        except fileops.FileProblem as exc:
            self._problem(exc)
            return False
        if fileops.is_opening(opened):
            self.show_checking(opened, path)
        elif fileops.is_shared(opened):
            self.show_shared(opened, str(path))
        else:
            self._play_opened(opened, path)
        return True

    def _play_opened(self, game, path) -> None:
        from tabletop.ui.files import fileops
        if fileops.is_autosave(path):  # recovered: no file of its own until Save asks
            self.set_game(game, None, opened=True, recovered=True)
        else:  # Save writes to the file itself (a link to it is never replaced)
            self.set_game(game, os.path.realpath(path), opened=True)

    def show_checking(self, opening, path) -> None:
        """A long game opened from its checkpoint: its board painted at once, read-only and as
        a spectator sees it, while its log is checked on a worker thread (`logcheck.py`); then
        the game to play, as any game opened (the curtain first, hot-seat), or a message saying
        why it can't be played (the board stays read-only, the file as it is)."""
        from tabletop.ui.files import fileops
        board = fileops.preview(opening)
        if self.hosting_another(board):
            return
        self.show_shared(board, str(path))
        self.log_check.start(opening, lambda game, problem: self._log_checked(
            game, problem, path))
        self.win.statusBar().showMessage(tr("Checking the log of {p}: the board is shown "
                                              "read-only until then.").format(
            p=os.path.basename(str(path))))

    def _log_checked(self, game, problem, path) -> None:
        self.win.statusBar().clearMessage()
        if problem is not None:
            self._problem(problem)
        else:
            self._play_opened(game, path)

    @property
    def log_check(self):
        check = getattr(self, "_log_check", None)
        if check is None:
            from tabletop.ui.files.logcheck import LogCheck
            check = self._log_check = LogCheck(self.win)
        return check

    def save(self) -> bool:
        if not self.win.path:
            return self.save_as()
        return self.save_to(self.win.path)

    def save_to(self, path) -> bool:
        from tabletop.ui.files import fileops
        if self.win.ctl.game is None:  # a shared board (or no game yet): nothing to save
            self._problem(fileops.FileProblem(tr(
                "A shared board is read-only: it can't be saved. Its file stays as it is; "
                "open a game or start a new one to play.")))
            return False
        try:
            fileops.save(self.win.ctl.game, path)
        except fileops.FileProblem as exc:
            self._problem(exc)
            return False
        self.win.path = str(path)
        self.recovered = False
        self.win.ctl.undo_stack.setClean()
        self.win.refresh()
        return True

    def unsaved_text(self) -> str:
        """What the title says of a game with no file: a recovered one is not saved yet."""
        return tr("recovered game, not saved yet") if self.recovered else ""

    def save_as(self) -> bool:
        if self.win.ctl.game is None:
            return self.save_to("")  # explains why not
        from tabletop.ui.files import fileops
        name = os.path.basename(self.win.path) if self.win.path else "game.tabletop"
        path, _ = W.QFileDialog.getSaveFileName(  # (a link chosen is refused, not followed)
            self.win, tr("Save the game"), fileops.dialog_start(name, self.win.path),
            tr("tabletop games (*.tabletop)"), options=W.QFileDialog.DontResolveSymlinks)
        if path:
            fileops.used_folder(path)
        return self.save_to(path) if path else False

    def export_dialog(self) -> None:
        from tabletop.ui.files import fileops
        if self.win.ctl.game is None:
            return
        players = self.win.ctl.game.state.players
        from tabletop.ui.common import plain as P
        seat, ok = P.get_item(self.win, tr("Export for a seat"), tr("What this seat may know:"),
                              players, 0, False)
        if not ok:
            return
        name = fileops.export_name(self.win.path, seat, "game")
        path, _ = W.QFileDialog.getSaveFileName(self.win, tr("Export"),
                                              fileops.dialog_start(name),
                                              tr("Exports (*.json)"),
                                              options=W.QFileDialog.DontResolveSymlinks)
        if path:
            fileops.used_folder(path)
            try:  # never over the game's own file (it would hold only the export then)
                fileops.export(self.win.ctl.game, seat, path, protect=[self.win.path])
            except fileops.FileProblem as exc:
                self._problem(exc)

    def offer_recovery(self) -> None:
        from tabletop.ui.files import fileops
        cand = fileops.recovery_candidate()
        if cand is None or self.win.quiet:
            return
        from tabletop.ui.common.plain import ask
        if ask(self.win, tr("Recover a game?"), tr(
            "An autosaved game ({p}) is newer than your last save. Open it?").format(p=cand.name)):
            self.open_path(cand)
