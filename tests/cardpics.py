"""Card pictures made with Qt for tests, benchmarks and screenshots: one distinct picture per
card name in a pictures folder (the plain `NAME.jpg` layout the app reads), at the size of
Scryfall's `normal` images. Nothing is downloaded."""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QLinearGradient, QPainter, QPen

W, H = 488, 680  # Scryfall's `normal` size


def colour(name: str) -> QColor:
    """A colour of the name's own (the same on every run)."""
    h = hashlib.sha256(name.encode("utf-8")).digest()
    return QColor.fromHsv(h[0] * 360 // 256, 120 + h[1] % 100, 150 + h[2] % 90)


def picture(name: str) -> QImage:
    """A card-like picture: a frame, a title bar with the name, an "art" box, a text box."""
    img = QImage(W, H, QImage.Format.Format_RGB32)
    base = colour(name)
    img.fill(QColor(20, 20, 20))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    frame = QRectF(18, 18, W - 36, H - 36)
    grad = QLinearGradient(0, 0, W, H)
    grad.setColorAt(0, base.lighter(140))
    grad.setColorAt(1, base.darker(130))
    p.fillRect(frame, grad)
    title = QRectF(34, 34, W - 68, 50)
    p.fillRect(title, QColor(245, 240, 225))
    p.setPen(QColor(10, 10, 10))
    font = QFont()
    font.setPixelSize(28)
    font.setBold(True)
    p.setFont(font)
    p.drawText(title.adjusted(10, 0, -10, 0), Qt.AlignmentFlag.AlignVCenter, name)
    art = QRectF(40, 96, W - 80, 300)
    sky = QLinearGradient(0, art.top(), 0, art.bottom())
    sky.setColorAt(0, base.lighter(170))
    sky.setColorAt(1, base.darker(200))
    p.fillRect(art, sky)
    p.setPen(QPen(QColor(255, 255, 255, 180), 6))
    p.setBrush(base.darker(160))
    p.drawEllipse(art.center(), 80, 80)
    p.fillRect(QRectF(40, 420, W - 80, 210), QColor(240, 235, 220))
    p.end()
    return img


def make_pictures(folder: Path, names) -> Path:
    """A picture of every name in `folder` (made if missing) as NAME.jpg (named as the app
    looks for it: "A // B" as "A  B"); the folder."""
    from tabletop.carddata.images import _file_names
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        path = folder / f"{_file_names(name)[0]}.jpg"
        if not path.exists() and not picture(name).save(str(path), "JPEG", 85):
            raise OSError(f"can't write {path}")
    return folder
