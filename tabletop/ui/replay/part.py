"""Opening a replay (File → Open replay…, `tabletop FILE --replay`) and taking a game over
from one of its entries. A file that can't be replayed is a message in words."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from tabletop.ui.common.messages import tr

OPEN_KEY = "Ctrl+Alt+O"


class ReplayProblem(ValueError):
    """Why a file can't be replayed (a sentence, and the storage's problems)."""

    def __init__(self, text: str, details: list[str] | None = None) -> None:
        super().__init__(text)
        self.text, self.details = text, details or []


def load_replay(path: str | Path):
    """The `source.Replay` of a save, a host's saved game or a redacted export."""
    from tabletop.ui.files import fileops
    from tabletop.ui.replay.source import Replay
    try:
        opened = fileops.open_file(path)
        if fileops.is_opening(opened):  # a long game's checkpoint: its log checked first
            opened = fileops.check_log(opened)
    except fileops.FileProblem as exc:
        raise ReplayProblem(exc.text, exc.details) from None
    opened = with_journal(opened, Path(path))
    try:
        return Replay(opened, str(path))
    except ValueError as exc:
        raise ReplayProblem(tr("{p} can't be replayed: {e}").format(
            p=Path(path).name, e=exc)) from None


def with_journal(opened, path: Path):
    """A host's game (`game.json` with its `game.journal` beside it, as `tabletop host` keeps
    them): the changes the journal holds beyond the save put back, as the host's resume does,
    so a host killed between two saves is replayed to its last acknowledged change. In memory
    only: neither file is written. A damaged journal: a ReplayProblem in words."""
    from tabletop.model.game import Game
    from tabletop.net import journal as J
    from tabletop.net.netstate import GAME_FILE, JOURNAL_FILE
    journal = path.with_name(JOURNAL_FILE)
    if path.name != GAME_FILE or not isinstance(opened, Game) or not journal.is_file():
        return opened
    try:
        J.replay(opened, journal, save_name=str(path))
    except (J.JournalDamaged, OSError) as exc:
        raise ReplayProblem(tr("{p} can't be replayed with its journal: {e}").format(
            p=path.name, e=exc)) from None
    return opened


def open_replay(path: str | Path, main=None, quiet: bool = False):
    """A replay window on the file (ReplayProblem if it can't be read)."""
    from tabletop.ui.replay.window import ReplayWindow
    rw = ReplayWindow(load_replay(path), main, quiet=quiet)
    if main is not None:
        main.__dict__.setdefault("replays", []).append(rw)  # kept while the app runs
    return rw


def open_replay_dialog(win) -> None:
    """File → Open replay…: a file chosen, its replay shown (a bad file: a message)."""
    from tabletop.ui.files import fileops
    path, _ = QFileDialog.getOpenFileName(
        win, tr("Open a replay"), fileops.dialog_start(),
        tr("tabletop games and shared boards (*.tabletop *.json);;All files (*)"))
    if path:
        fileops.used_folder(path)
        open_path(win, path)


def open_path(win, path):
    """The replay of `path` in a window of its own, or a message saying why not (None)."""
    try:
        rw = open_replay(path, win, quiet=getattr(win, "quiet", False))
    except ReplayProblem as exc:
        from tabletop.ui.common.dialogs import error
        error(win, tr("Replay"), exc.text, exc.details)
        return None
    rw.resize(1280, 720)
    rw.show()
    return rw


def take_over(rw) -> None:
    """A new hot-seat game from the replay's current entry, in the main window's table (a
    redacted export: refused in words)."""
    r = rw.replay
    try:
        from tabletop.storage.takeover import TakeOverRefused
        from tabletop.storage.takeover import take_over as taken
    except ImportError:
        rw.report_problem(tr("This version of tabletop can't take a game over."))
        return
    if r.export is not None:
        rw.report_problem(tr("A redacted export holds only one seat's view: no game can be "
                             "taken over from it."))
        return
    try:
        game = taken(r.game, rw.n, name=Path(r.path).name if r.path else None)
    except (TakeOverRefused, ValueError) as exc:
        rw.report_problem(str(exc))
        return
    main = rw.main
    if main is None:
        from tabletop.ui.window import MainWindow
        main = rw.main = MainWindow(None, "", quiet=rw.quiet)
        main.lang = rw.lang
        main.resize(1280, 720)
    main.files.set_game(game, None, opened=True)
    main.show()
    main.raise_()
    main.activateWindow()
