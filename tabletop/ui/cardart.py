"""Card faces drawn once from their facts into cached pixmaps (DESIGN.md: pixmaps are ~20x
cheaper than a Python paint()). A face is keyed by what it shows, never by the model's card id,
so two identical face-down cards share one pixmap and nothing identifies the card behind it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from . import messages as M

CARD_W, CARD_H = 90, 126  # scene units (63 x 88 mm at 1.43)
SCALE = 2  # pixmaps are drawn at twice the scene size so zoomed-in text stays sharp

FRAME = {"W": "#f4efd8", "U": "#cfe3f5", "B": "#c9c2c0", "R": "#f3cdbf", "G": "#cfe6cf"}
MULTI, COLORLESS, LAND = "#ecd98a", "#dcdcdc", "#e2d6c2"
MANA_FILL = {"W": "#fffbd5", "U": "#aae0fa", "B": "#cbc2bf", "R": "#f9aa8f", "G": "#9bd3ae"}

_cache: dict[tuple, QPixmap] = {}
_CACHE_MAX = 4000


def clear_cache() -> None:
    _cache.clear()


def reserve_device_caches(cards: int) -> None:
    """Let QPixmapCache hold every card item's device-coordinate cache (about 30 KB a card at
    table zoom, more zoomed in). The default 10 MB holds a few hundred cards, and a thrashing
    cache costs 20x a hit (measured: 10,000 cards, full repaint 1,160 ms at 256 MB, 67 ms at
    640 MB)."""
    from PySide6.QtGui import QPixmapCache
    want = max(256 * 1024, cards * 64)  # in KB
    if QPixmapCache.cacheLimit() < want:
        QPixmapCache.setCacheLimit(want)


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    return f


def _canvas(w: int = CARD_W, h: int = CARD_H) -> tuple[QPixmap, QPainter]:
    pm = QPixmap(w * SCALE, h * SCALE)
    pm.fill(Qt.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.TextAntialiasing)
    p.scale(SCALE, SCALE)
    return pm, p


def _store(key: tuple, pm: QPixmap) -> QPixmap:
    if len(_cache) >= _CACHE_MAX:
        _cache.clear()
    _cache[key] = pm
    return pm


def _frame_color(facts: dict) -> str:
    type_line = facts.get("type_line") or ""
    colors = facts.get("colors")
    if colors is None:
        cost = facts.get("mana_cost") or ""
        colors = [c for c in "WUBRG" if "{" + c in cost or c + "}" in cost]
    if "Land" in type_line and not colors:
        return LAND
    if len(colors) > 1:
        return MULTI
    if len(colors) == 1:
        return FRAME.get(colors[0], COLORLESS)
    return COLORLESS


def _mana_symbols(text: str) -> list[str]:
    out, i = [], 0
    while i < len(text):
        j = text.find("}", i)
        if text[i] != "{" or j < 0:
            break
        out.append(text[i + 1:j])
        i = j + 1
    return out


def _draw_mana(p: QPainter, cost: str, right: float, top: float, size: float = 11) -> None:
    syms = _mana_symbols(cost)
    x = right - size * len(syms)
    p.setFont(_font(size * 0.7, bold=True))
    for s in syms:
        p.setPen(QPen(QColor("#333"), 0.6))
        p.setBrush(QColor(MANA_FILL.get(s, "#d8d0c8")))
        r = QRectF(x, top, size - 1, size - 1)
        p.drawEllipse(r)
        p.setPen(QColor("#111"))
        p.drawText(r, Qt.AlignCenter, s)
        x += size


def _wrap(p: QPainter, rect: QRectF, text: str, px: float, bold: bool = False) -> None:
    p.setFont(_font(px, bold))
    p.drawText(rect, Qt.TextWordWrap | Qt.AlignLeft | Qt.AlignTop, text)


def face_pixmap(facts: dict, lang: str = "en", chars: dict | None = None) -> QPixmap:
    """A face-up card: name (card language), mana symbols, type line, keyword costs, P/T."""
    pt = None
    if chars and chars.get("power") is not None:
        pt = f"{chars['power']}/{chars['toughness']}"
    elif facts.get("power") is not None:
        pt = f"{facts['power']}/{facts['toughness']}"
    key = ("face", facts.get("name"), facts.get("mana_cost"), facts.get("type_line"), lang, pt,
           facts.get("morph"), facts.get("megamorph"), facts.get("disguise"))
    pm = _cache.get(key)
    if pm is not None:
        return pm
    pm, p = _outlined("#1b1b1b")
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(_frame_color(facts)))
    p.drawRoundedRect(QRectF(4, 4, CARD_W - 8, CARD_H - 8), 3, 3)
    p.setBrush(QColor(255, 255, 255, 150))
    p.drawRect(QRectF(6, 6, CARD_W - 12, 14))
    p.drawRect(QRectF(6, 66, CARD_W - 12, 12))
    p.setPen(QColor("#111"))
    cost = facts.get("mana_cost") or ""
    n_syms = len(_mana_symbols(cost))
    _draw_mana(p, cost, CARD_W - 7, 7.5)
    name = M.localized_name(facts, lang)
    p.setFont(_font(8, bold=True))
    p.drawText(QRectF(8, 6, CARD_W - 16 - 11 * n_syms, 14), Qt.AlignVCenter | Qt.AlignLeft,
               p.fontMetrics().elidedText(name, Qt.ElideRight, int(CARD_W - 16 - 11 * n_syms)))
    # art box: a calm pattern, no images needed
    p.setBrush(QColor(0, 0, 0, 25))
    p.setPen(Qt.NoPen)
    p.drawRect(QRectF(8, 22, CARD_W - 16, 42))
    p.setPen(QColor("#111"))
    p.setFont(_font(6.5))
    p.drawText(QRectF(8, 66, CARD_W - 16, 12), Qt.AlignVCenter | Qt.AlignLeft,
               p.fontMetrics().elidedText(facts.get("type_line") or "", Qt.ElideRight,
                                          CARD_W - 16))
    text = []
    for kw in ("morph", "megamorph", "disguise"):
        if facts.get(kw):
            text.append(f"{kw.capitalize()} {facts[kw]}")
    if facts.get("keywords"):
        text.insert(0, ", ".join(facts["keywords"]))
    _wrap(p, QRectF(8, 80, CARD_W - 16, 30), "\n".join(text), 6.5)
    if pt:
        _pt_box(p, pt)
    p.end()
    return _store(key, pm)


def _pt_box(p: QPainter, pt: str) -> None:
    r = QRectF(CARD_W - 30, CARD_H - 18, 24, 12)
    p.setPen(QPen(QColor("#111"), 0.8))
    p.setBrush(QColor("#f7f7f7"))
    p.drawRoundedRect(r, 3, 3)
    p.setFont(_font(8, bold=True))
    p.drawText(r, Qt.AlignCenter, pt)


def _outlined(fill: str):
    """A fresh card canvas and its painter, with the card's rounded outline filled."""
    pm, p = _canvas()
    p.setPen(QPen(QColor("#111"), 2))
    p.setBrush(QColor(fill))
    p.drawRoundedRect(QRectF(1, 1, CARD_W - 2, CARD_H - 2), 5, 5)
    return pm, p


def back_pixmap() -> QPixmap:
    key = ("back",)
    pm = _cache.get(key)
    if pm is not None:
        return pm
    pm, p = _outlined("#3b2a1e")
    p.setPen(QPen(QColor("#b8905a"), 2))
    p.setBrush(QColor("#5a3f2b"))
    p.drawEllipse(QRectF(14, 24, CARD_W - 28, CARD_H - 48))
    p.end()
    return _store(key, pm)


def _badge_shape(shape: str, r: QRectF) -> QPainterPath:
    path = QPainterPath()
    c = r.center()
    if shape == "circle":
        path.addEllipse(r)
    elif shape == "diamond":
        path.addPolygon(QPolygonF([QPointF(c.x(), r.top()), QPointF(r.right(), c.y()),
                                   QPointF(c.x(), r.bottom()), QPointF(r.left(), c.y())]))
        path.closeSubpath()
    elif shape == "shield":
        path.moveTo(r.topLeft())
        path.lineTo(r.topRight())
        path.lineTo(r.right(), c.y())
        path.quadTo(r.right(), r.bottom(), c.x(), r.bottom())
        path.quadTo(r.left(), r.bottom(), r.left(), c.y())
        path.closeSubpath()
    elif shape == "triangle":
        path.addPolygon(QPolygonF([QPointF(c.x(), r.top()), QPointF(r.right(), r.bottom()),
                                   QPointF(r.left(), r.bottom())]))
        path.closeSubpath()
    else:
        path.addRect(r)
    return path


def face_down_pixmap(marker: dict, chars: dict | None = None) -> QPixmap:
    """A face-down object: the back, its 2/2 (or listed) values, and the public marker badge —
    entry number and method as text and shape, so colour is never the only cue."""
    pt = "2/2"
    if chars and chars.get("power") is not None:
        pt = f"{chars['power']}/{chars['toughness']}"
    order, method = marker.get("order"), marker.get("method")
    key = ("fd", order, method, pt)
    pm = _cache.get(key)
    if pm is not None:
        return pm
    # everything but the entry number is drawn once per method and values; each number on a
    # copy of that (a table of 5,000 face-down objects drew 5,000 whole cards: 3 s)
    pm = QPixmap(_face_down_base(method, pt))
    p = QPainter(pm)
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.TextAntialiasing)
    p.scale(SCALE, SCALE)
    p.setPen(QColor("#111"))
    p.setFont(_font(17, bold=True))
    p.drawText(QRectF(_BADGE.left(), _BADGE.top() + 6, _BADGE.width(), 24), Qt.AlignCenter,
               f"#{order}")
    p.end()
    return _store(key, pm)


_BADGE = QRectF(CARD_W / 2 - 30, 30, 60, 52)


def _face_down_base(method, pt: str) -> QPixmap:
    key = ("fd-base", method, pt)
    pm = _cache.get(key)
    if pm is not None:
        return pm
    pm, p = _canvas()
    p.drawPixmap(QRectF(0, 0, CARD_W, CARD_H), back_pixmap(), QRectF(back_pixmap().rect()))
    word, shape = M.METHOD_BADGE.get(method, ("?", "square"))
    badge = _BADGE
    p.setPen(QPen(QColor("#111"), 1.5))
    p.setBrush(QColor("#fff6dc"))
    p.drawPath(_badge_shape(shape.rstrip("+"), badge))
    if shape.endswith("+"):  # megamorph: a plus mark beside the square
        p.setFont(_font(14, bold=True))
        p.drawText(QRectF(badge.right() - 14, badge.top(), 14, 14), Qt.AlignCenter, "+")
    p.setFont(_font(9, bold=True))
    p.setPen(QColor("#111"))
    p.drawText(QRectF(badge.left(), badge.top() + 28, badge.width(), 14), Qt.AlignCenter, word)
    p.setFont(_font(7))
    p.setPen(QColor("#f3e6c8"))
    p.drawText(QRectF(4, 88, CARD_W - 8, 12), Qt.AlignCenter, M.method_text(method))
    _pt_box(p, pt)
    p.end()
    return _store(key, pm)


def overlay_pixmap(base: QPixmap, counters: dict, damage: int, attached: bool) -> QPixmap:
    """The base face with counters, damage and an attachment clip drawn on top."""
    if not counters and not damage and not attached:
        return base
    key = ("ov", base.cacheKey(), tuple(sorted(counters.items())), damage, attached)
    pm = _cache.get(key)
    if pm is not None:
        return pm
    pm, p = _canvas()
    p.drawPixmap(QRectF(0, 0, CARD_W, CARD_H), base, QRectF(base.rect()))
    y = 100
    p.setFont(_font(7.5, bold=True))
    for name, n in sorted(counters.items()):
        r = QRectF(4, y - 12, 44, 11)
        p.setPen(QPen(QColor("#111"), 0.8))
        p.setBrush(QColor("#ffffff"))
        p.drawRoundedRect(r, 3, 3)
        p.drawText(r, Qt.AlignCenter, f"{n}× {name}")
        y -= 13
    if damage:
        r = QRectF(CARD_W - 34, CARD_H - 32, 28, 12)
        p.setPen(QPen(QColor("#111"), 0.8))
        p.setBrush(QColor("#ffd9d9"))
        p.drawRoundedRect(r, 3, 3)
        p.drawText(r, Qt.AlignCenter, M.tr("dmg {n}").format(n=damage))
    if attached:
        r = QRectF(4, CARD_H - 18, 20, 12)
        p.setBrush(QColor("#e0e0ff"))
        p.drawRoundedRect(r, 3, 3)
        p.drawText(r, Qt.AlignCenter, "⚲")
    p.end()
    return _store(key, pm)


def turned(pm: QPixmap) -> QPixmap:
    """The pixmap turned a quarter (a tapped card): pre-rotated once, so painting a tapped card
    costs what painting an untapped one costs (no per-frame rotation)."""
    key = ("turned", pm.cacheKey())
    out = _cache.get(key)
    if out is None:
        from PySide6.QtGui import QTransform
        out = _store(key, pm.transformed(QTransform().rotate(90), Qt.SmoothTransformation))
    return out


def pixmap_for(ov, lang: str = "en", peek: bool = False) -> QPixmap:
    """The pixmap a seat sees for an object view (`peek`: the controller looks at its own)."""
    pm = _unturned(ov, lang, peek)
    return turned(pm) if ov.tapped else pm


def peeked_pixmap(face: QPixmap, marker: dict) -> QPixmap:
    """The controller's peek at its own face-down card: the face, with the marker across the top
    so it stays clear the card is still face down for everyone else."""
    key = ("peek", face.cacheKey(), marker.get("order"), marker.get("method"))
    pm = _cache.get(key)
    if pm is not None:
        return pm
    pm, p = _canvas()
    p.drawPixmap(QRectF(0, 0, CARD_W, CARD_H), face, QRectF(face.rect()))
    band = QRectF(2, 22, CARD_W - 4, 18)
    p.setPen(QPen(QColor("#111"), 1))
    p.setBrush(QColor(40, 28, 20, 225))
    p.drawRect(band)
    word = M.METHOD_BADGE.get(marker.get("method"), ("?", ""))[0]
    p.setPen(QColor("#fff6dc"))
    p.setFont(_font(6.5, bold=True))
    p.drawText(band, Qt.AlignCenter, M.tr("#{n} {w} · face down").format(n=marker.get("order"),
                                                                         w=word))
    p.end()
    return _store(key, pm)


# (facts, lang, fetch) -> QPixmap | None: the card's image when there is one (`ui/images.py`).
# Asked only for a face the seat sees: `fetch` (a download may follow) only for a face-up card.
image_hook = None


def _face(facts: dict, lang: str, chars: dict | None, fetch: bool) -> QPixmap:
    art = image_hook(facts, lang, fetch) if image_hook is not None else None
    return art if art is not None else face_pixmap(facts, lang, chars)


def _unturned(ov, lang: str, peek: bool) -> QPixmap:
    if ov.face_down and ov.marker and peek and ov.facts:
        base = peeked_pixmap(_face(ov.facts, lang, None, False), ov.marker)
    elif ov.face_down and ov.marker:
        base = face_down_pixmap(ov.marker, ov.chars)
    elif ov.known and ov.facts:
        base = _face(ov.facts, lang, None if ov.face_down else ov.chars, not ov.face_down)
    else:
        return back_pixmap()
    return overlay_pixmap(base, ov.counters or {}, ov.damage or 0, bool(ov.attached_to))
