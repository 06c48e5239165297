"""`tabletop --screenshot OUT.png --show tokens|search|mulligan`: the dialog alone, at a readable
size (the pictures in packaging/screenshots/ are made so)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage


@pytest.mark.parametrize("show, size", [("tokens", (900, 560)), ("search", (1200, 680)),
                                        ("mulligan", (1200, 680))])
def test_dialog_screenshot(tmp_path, monkeypatch, show, size):
    from tabletop.app import main
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    out = tmp_path / f"{show}.png"
    assert main(["--screenshot", str(out), "--position", "midgame", "--seed", "7", "--show",
                 show]) == 0
    img = QImage(str(out))
    assert (img.width(), img.height()) == size
    # not a blank picture: many colours (cards, text)
    colours = {img.pixel(x, y) for x in range(0, img.width(), 7) for y in range(0, img.height(), 7)}
    assert len(colours) > 50
