"""The check of a long game's log after its board is painted (`FilesPart.show_checking`).

A save of a long game holds the board its log leads to (its checkpoint, save format v8):
`fileops.open_file` builds that board at once, the window paints it read-only, and the log is
checked here on a worker thread (`fileops.check_log`: replayed and compared with the
checkpoint, as `tabletop validate` does), while the event loop goes on. The result comes back
to the event loop through a queue it polls; a check whose file is no longer the one shown (the
user opened another, started a new game, or hosts) is dropped when it ends. The worker changes
nothing the window reads: it builds a game of its own.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from tabletop.ui.common.messages import tr

POLL_MS = 25


class LogCheck(QObject):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._results: queue.SimpleQueue = queue.SimpleQueue()
        self._waiting: object | None = None  # the opening whose check counts
        self._done: Callable | None = None
        self._timer = QTimer(self, interval=POLL_MS)
        self._timer.timeout.connect(self._collect)

    @property
    def busy(self) -> bool:
        """Whether a check is under way for the board shown."""
        return self._waiting is not None

    def start(self, opening, done: Callable) -> None:
        """Check `opening`'s log on a worker thread; then `done(game, problem)` on the event
        loop: the game to play, or None and the `FileProblem` that says why not."""
        from tabletop.ui.files import fileops
        self._waiting, self._done = opening, done

        def work() -> None:
            try:
                self._results.put((opening, fileops.check_log(opening), None))
            except fileops.FileProblem as exc:
                self._results.put((opening, None, exc))
            except BaseException as exc:  # noqa: BLE001 (reported on the event loop)
                self._results.put((opening, None, fileops.internal_error(
                    exc, tr("opening {p}").format(p=opening.name))))
        threading.Thread(target=work, name="tabletop: checking a log", daemon=True).start()
        self._timer.start()

    def cancel(self) -> None:
        """The board shown is no longer the opening's: what its check finds is dropped."""
        self._waiting = self._done = None

    def _collect(self) -> None:
        while True:
            try:
                opening, game, problem = self._results.get_nowait()
            except queue.Empty:
                break
            if opening is self._waiting and self._done is not None:
                done = self._done
                self.cancel()
                done(game, problem)
        if self._waiting is None:
            self._timer.stop()

    def wait(self, timeout_s: float = 60.0) -> bool:
        """Until the check under way has ended and been handled (tests, closing the window);
        whether it has."""
        import time
        end = time.monotonic() + timeout_s
        while self._waiting is not None and time.monotonic() < end:
            time.sleep(0.005)
            self._collect()
        return self._waiting is None
