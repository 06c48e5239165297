"""The app's one asyncio event loop, inside Qt's (qasync), for remote play.

The app starts with Qt's own loop (`app.exec()`; the first paint waits for nothing). The first
network window asks for `event_loop()`: a qasync loop made for the application that is (or is
about to be) running, so asyncio tasks (nats-py's connection, the host) run on Qt's timers and
socket notifiers, in the GUI thread: their callbacks may touch widgets. `spawn(coro)` runs a
coroutine on it and keeps a reference until it is done; an exception it raises goes to
`on_error` (a clear sentence in the window), never to a lost task. `shutdown()` lets the loop go
(tests; the app's end).

There is only ever one loop: when Qt is driven from an asyncio loop already running in this
thread (the window of `tabletop host`, whose `Host` runs on `asyncio.run`'s loop), that loop is
the one `event_loop()` gives; a second one would run the host's tasks on a loop its locks and
futures do not belong to ("attached to a different loop"). When the application quits, what is
still running (a host saving and stopping, a seat saying goodbye) is given `QUIT_WAIT` seconds,
then the loop made here is closed with its worker threads."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Any

log = logging.getLogger("tabletop.ui.net.loop")

QUIT_WAIT = 3.0  # seconds the tasks still running get when the application quits

_loop: Any = None
_owned = False  # `_loop` was made here (qasync), not adopted from a running asyncio loop
_tasks: set[asyncio.Task] = set()


def event_loop() -> asyncio.AbstractEventLoop:
    """The loop network tasks run on: the asyncio loop running in this thread if there is one
    (Qt driven from it), else the qasync loop of the running application (made on first use)."""
    global _loop, _owned
    running = asyncio._get_running_loop()
    if running is not None and running is not _loop and not running.is_closed():
        _loop, _owned = running, False
    if _loop is None or _loop.is_closed():
        import qasync
        from PySide6.QtWidgets import QApplication
        app = QApplication.instance()
        if app is None:
            raise RuntimeError("remote play needs the application first")
        _loop, _owned = qasync.QEventLoop(app, already_running=True), True
        asyncio.set_event_loop(_loop)
        if not app.property("tabletop_netloop_quit"):
            app.setProperty("tabletop_netloop_quit", True)
            app.aboutToQuit.connect(_at_quit)
    return _loop


def spawn(coro: Coroutine[Any, Any, Any], on_done: Callable[[Any], None] | None = None,
          on_error: Callable[[BaseException], None] | None = None) -> asyncio.Task:
    """Run `coro` on the loop; `on_done(result)` or `on_error(exception)` when it ends."""
    task = event_loop().create_task(coro)
    _tasks.add(task)

    def done(t: asyncio.Task) -> None:
        _tasks.discard(t)
        if t.cancelled():
            return
        exc = t.exception()
        if exc is not None:
            if on_error is not None:
                on_error(exc)
            else:
                log.error("network task failed: %r", exc)
        elif on_done is not None:
            on_done(t.result())
    task.add_done_callback(done)
    return task


def pending() -> int:
    """How many spawned tasks are still running."""
    return len(_tasks)


def _at_quit() -> None:
    """The application quits: the tasks still running get `QUIT_WAIT` seconds to end, then
    the loop goes (its worker threads stopped: a QThread left running aborts the process)."""
    loop = _loop
    if loop is None or not _owned or loop.is_closed():
        return
    _turn_until(lambda: not _tasks, QUIT_WAIT)
    left = [t for t in asyncio.all_tasks(loop) if not t.done()]  # nats-py's own, ...
    for t in left:
        t.cancel()
    _turn_until(lambda: all(t.done() for t in left), 1.0)
    shutdown()


def _turn_until(test: Callable[[], bool], seconds: float) -> None:
    from PySide6.QtCore import QCoreApplication, QEventLoop
    deadline = time.monotonic() + seconds
    while not test() and time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def shutdown() -> None:
    """Cancel what is still running and let the loop go (a new one is made on next use); a loop
    adopted from `asyncio.run` is its owner's to close."""
    global _loop
    loop, _loop = _loop, None
    if loop is None:
        return
    for t in list(_tasks):
        t.cancel()
    _tasks.clear()
    if not _owned:
        return
    asyncio.events._set_running_loop(None)
    loop._QEventLoop__is_running = False  # (made "already running": nothing else stops it)
    try:
        loop.close()
    except Exception:  # noqa: BLE001 - a loop that does not close cleanly is let go anyway
        log.debug("closing the loop", exc_info=True)
    asyncio.set_event_loop(None)
