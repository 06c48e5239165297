"""Screenshots of the replay viewer at 1280×720 (issue 31), one for each lens, drawn after real
clicks; written to $REPLAY_SHOTS (a folder) when set, else a temporary one. Each is checked to
be drawn (not one colour) and to show the panels it is about."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tabletop import storage
from tests.ui.replayhelp import canary_save, click_card, open_rw, pick, press


@pytest.fixture
def shots(tmp_path) -> Path:
    out = Path(os.environ.get("REPLAY_SHOTS") or tmp_path / "shots")
    out.mkdir(parents=True, exist_ok=True)
    return out


def _shot(rw, folder: Path, name: str) -> Path:
    QApplication.processEvents()
    img = rw.grab().toImage()
    assert (img.width(), img.height()) == (1280, 720)
    colours = {img.pixel(x, y) for x in range(0, 1280, 40) for y in range(0, 720, 40)}
    assert len(colours) > 8  # drawn, not a blank window
    path = folder / f"replay-{name}.png"
    assert img.save(str(path))
    return path


def _card(rw, zone: str, known: bool | None = None) -> str:
    return next(vid for vid, it in sorted(rw.scene.items_by_id.items())
                if it.ov.zone == zone and (known is None or it.ov.known == known))


def test_screenshots_of_each_lens(qtbot, tmp_path, monkeypatch, shots):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    game, path = canary_save(tmp_path)
    rw = open_rw(qtbot, path)
    _shot(rw, shots, "start")
    for _ in range(3):
        press(qtbot, rw, "forward")
    pick(qtbot, rw.lens_box, "As B knew it then")
    click_card(qtbot, rw, _card(rw, "hand", known=False))
    assert "a card" in rw.ledger.toPlainText()
    _shot(rw, shots, "as-b")
    pick(qtbot, rw.lens_box, "Hindsight (B)")
    assert rw._badges
    _shot(rw, shots, "hindsight-b")
    pick(qtbot, rw.lens_box, "Judge (everything)")
    press(qtbot, rw, "to_end")
    click_card(qtbot, rw, _card(rw, "stack"))
    assert "knew" in rw.ledger.toPlainText()
    _shot(rw, shots, "judge")
    out = tmp_path / "b.json"
    out.write_bytes(storage.export_for(game, "B"))
    ex = open_rw(qtbot, out)
    click_card(qtbot, ex, _card(ex, "hand", known=True))
    _shot(ex, shots, "export-b")


def test_screenshot_of_a_bookmark_being_written_and_shown(qtbot, tmp_path, monkeypatch,
                                                          shots):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QDialogButtonBox
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    _game, path = canary_save(tmp_path)
    rw = open_rw(qtbot, path)
    pick(qtbot, rw.lens_box, "As B knew it then")
    for _ in range(3):
        press(qtbot, rw, "forward")
    press(qtbot, rw, "bookmark")
    dlg = rw.bookmarks.dialog
    qtbot.waitUntil(dlg.isVisible, timeout=3000)
    qtbot.keyClicks(dlg.text, "B finds its instant here: remember to ask about the search.")
    QApplication.processEvents()
    pm = rw.grab()  # the dialog painted where it would stand, over the window's middle
    p = QPainter(pm)
    p.drawPixmap(QPoint((1280 - dlg.width()) // 2, (720 - dlg.height()) // 2), dlg.grab())
    p.end()
    assert pm.save(str(shots / "replay-bookmark-dialog.png"))
    qtbot.mouseClick(dlg.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.LeftButton)
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=3000)
    press(qtbot, rw, "to_end")
    assert rw.marks.marks["bookmark"] == [3]
    _shot(rw, shots, "bookmarked")
