"""Opening an impossible game or export (issue 10, item 3) in the window: a clear message naming
what is wrong, the board shown stays as it was; never a crash."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QApplication

from tests.storage.impossible import CASES, crafted
from tests.storage.test_storage_export_checks import EXPORT_CASES

from .test_secrets_and_files import _board

OPEN_LONG = ("face-down-in-hand", "exile-marker-on-battlefield", "effect-param-mistyped")


def _refused(win, path, where: str) -> None:
    before = _board(win)
    snap = win.ctl.game.state.snapshot()
    assert not win.files.open_path(path)
    QApplication.processEvents()
    title, text, details = win.last_error
    assert path.name in text and "Traceback" not in "\n".join(details)
    assert any(where in d for d in details), details
    assert win.ctl.game.state.snapshot() == snap and _board(win) == before


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_opening_an_impossible_game_says_what_is_wrong(win, tmp_path, case):
    for flavour in ("version", "long") if case.id in OPEN_LONG else ("version",):
        data, where, _ = crafted(case, flavour)
        path = tmp_path / f"{flavour}-{case.id}.tabletop"
        path.write_bytes(data)
        _refused(win, path, where)


def test_opening_impossible_exports_says_what_is_wrong(win, tmp_path):
    for label, doc, where in EXPORT_CASES:
        path = tmp_path / f"{label}.json"
        path.write_bytes(json.dumps(doc).encode())
        _refused(win, path, where)
