"""The app's one asyncio event loop, inside Qt's (qasync), for remote play.

The app starts with Qt's own loop (`app.exec()`; the first paint waits for nothing). The first
network window asks for `event_loop()`: a qasync loop made for the application that is (or is
about to be) running, so asyncio tasks (nats-py's connection, the host) run on Qt's timers and
socket notifiers, in the GUI thread: their callbacks may touch widgets. `spawn(coro)` runs a
coroutine on it and keeps a reference until it is done; an exception it raises goes to
`on_error` (a clear sentence in the window), never to a lost task. `shutdown()` lets the loop go
(tests; the app's end)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

log = logging.getLogger("tabletop.ui.net.loop")

_loop: Any = None
_tasks: set[asyncio.Task] = set()


def event_loop() -> asyncio.AbstractEventLoop:
    """The qasync loop of the running application (made on first use)."""
    global _loop
    if _loop is None or _loop.is_closed():
        import qasync
        from PySide6.QtWidgets import QApplication
        app = QApplication.instance()
        if app is None:
            raise RuntimeError("remote play needs the application first")
        _loop = qasync.QEventLoop(app, already_running=True)
        asyncio.set_event_loop(_loop)
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


def shutdown() -> None:
    """Cancel what is still running and let the loop go (a new one is made on next use)."""
    global _loop
    loop, _loop = _loop, None
    if loop is None:
        return
    for t in list(_tasks):
        t.cancel()
    _tasks.clear()
    asyncio.events._set_running_loop(None)
    loop._QEventLoop__is_running = False  # (made "already running": nothing else stops it)
    try:
        loop.close()
    except Exception:  # noqa: BLE001 - a loop that does not close cleanly is let go anyway
        log.debug("closing the loop", exc_info=True)
    asyncio.set_event_loop(None)
