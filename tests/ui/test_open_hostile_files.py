"""File → Open (and `tabletop FILE`, a dropped file, a recent file) with a FIFO or a device: the app
refused nothing and waited for a writer forever, with the window frozen. Now it says what the path
is, at once (`tabletop.safeio.open_regular`: O_NONBLOCK, then fstat)."""

from __future__ import annotations

import os
import threading

import pytest

from tabletop.ui.files.fileops import FileProblem, open_file


def _open_in_thread(path, timeout: float = 5.0):
    """What `open_file(path)` raised; fails (after unblocking the reader) if it waited."""
    outcome: dict = {}

    def run():
        try:
            outcome["value"] = open_file(path)
        except BaseException as exc:  # noqa: BLE001 (the test looks at it)
            outcome["error"] = exc

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(timeout)
    if t.is_alive():  # a reader waits in open(): a writer opening the FIFO lets it go
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        t.join(timeout)
        pytest.fail(f"opening {path} waited for a writer")
    return outcome.get("error")


def test_opening_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    err = _open_in_thread(fifo)
    assert isinstance(err, FileProblem) and "not a regular file: a FIFO" in err.text


def test_opening_a_device_is_refused(tmp_path):
    err = _open_in_thread("/dev/zero")
    assert isinstance(err, FileProblem) and "a character device" in err.text


def test_folders_and_missing_files_keep_their_messages(tmp_path):
    assert "is a folder, not a game" in _open_in_thread(tmp_path).text
    assert "There is no file" in _open_in_thread(tmp_path / "nope.json").text
