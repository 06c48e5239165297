"""Card faces drawn once from their facts into cached pixmaps (DESIGN.md: pixmaps are ~20x
cheaper than a Python paint()). A face is keyed by what it shows, never by the model's card id,
so two identical face-down cards share one pixmap and nothing identifies the card behind it.

Every face is drawn for a `level`: device pixels per scene unit. The table asks for the level it
is shown at (its zoom times the screen's pixel ratio), so a card is drawn at exactly the size it
has on screen, text included, with whole-pixel font sizes: sharp at every zoom, never a scaled
picture of a picture. Dialogs and menus use the default level (SCALE)."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

from tabletop.ui.common import messages as M
from tabletop.ui.common.messages import tr

CARD_W, CARD_H = 90, 126  # scene units (63 x 88 mm at 1.43)
SCALE = 2  # the default level: pixmaps for dialogs and menus are twice the scene size

FRAME = {"W": "#f4efd8", "U": "#cfe3f5", "B": "#c9c2c0", "R": "#f3cdbf", "G": "#cfe6cf"}
MULTI, COLORLESS, LAND = "#ecd98a", "#dcdcdc", "#e2d6c2"
MANA_FILL = {"W": "#fffbd5", "U": "#aae0fa", "B": "#cbc2bf", "R": "#f9aa8f", "G": "#9bd3ae"}

# Sizes on the card, in scene units (a card is 90 wide; at the smallest fitted table, 63.6 px,
# a unit is 0.71 px): the name 13 (9 px bold), mana symbols 14 (10 px), P/T 12.
NAME_PX = (13, 12, 11, 10)
SYM = 14
TYPE_PX = 8.5
TEXT_PX = 8
PT_PX = 12
TOKEN_PX = 9

_cache: OrderedDict[tuple, QPixmap] = OrderedDict()
_CACHE_BYTES = 256 * 1024 * 1024  # least recently used faces go first past this
_cache_bytes = 0
# pixmaps drawn (cache misses) by kind ("face", "fd", "back", ...): what opening a table costs
drawn: dict[str, int] = {}
# cache keys of the cards drawn here that are opaque but for their rounded corners (`opaque`)
_opaque: set[int] = set()


def clear_cache() -> None:
    global _cache_bytes
    _cache.clear()
    _opaque.clear()
    _cache_bytes = 0


CORNER = 6.0  # units: a card's rounded corner (radius 5 in a 1-unit outline) is within these
EDGE = 1.0  # units: ... and its edge pixels (rounding) within these


def opaque(pm: QPixmap) -> bool:
    """Whether a card's pixmap hides what is under it: every pixel opaque but those within EDGE
    of its edges or CORNER of its corners (drawn here, or from a picture without transparent
    pixels there). The table need not paint a card under opaque ones (occlusion.py)."""
    return pm.cacheKey() in _opaque


def _covers(pm: QPixmap) -> bool:
    """Whether a card drawn from a picture with an alpha channel is `opaque` all the same (a
    scan with transparent rounded corners): its pixels checked once, when it is drawn."""
    img = pm.toImage().convertToFormat(QImage.Format.Format_Alpha8)
    sx, sy = img.width() / CARD_W, img.height() / CARD_H
    bits, bpl = bytes(img.constBits()), img.bytesPerLine()
    x0, x1 = math.floor(EDGE * sx), math.ceil((CARD_W - EDGE) * sx)
    c0, c1 = math.floor(CORNER * sx), math.ceil((CARD_W - CORNER) * sx)
    top, bottom = math.floor(CORNER * sy), math.ceil((CARD_H - CORNER) * sy)
    for y in range(math.floor(EDGE * sy), min(img.height(), math.ceil((CARD_H - EDGE) * sy))):
        a, b = (x0, x1) if top <= y < bottom else (c0, c1)
        row = bits[y * bpl + a:y * bpl + min(b, img.width())]
        if row.count(255) != len(row):
            return False
    return True


def reserve_device_caches(cards: int) -> None:
    """Let QPixmapCache hold every card item's device-coordinate cache (about 30 KB a card at
    table zoom, more zoomed in). The default 10 MB holds a few hundred cards, and a thrashing
    cache costs 20x a hit (measured: 10,000 cards, full repaint 1,160 ms at 256 MB, 67 ms at
    640 MB)."""
    from PySide6.QtGui import QPixmapCache
    want = max(256 * 1024, cards * 64)  # in KB
    if QPixmapCache.cacheLimit() < want:
        QPixmapCache.setCacheLimit(want)


def _lv(level: float) -> float:
    return round(float(level), 4)


def _get(key: tuple) -> QPixmap | None:
    pm = _cache.get(key)
    if pm is not None:
        _cache.move_to_end(key)
    return pm


def _store(key: tuple, pm: QPixmap, solid: bool = True) -> QPixmap:
    """Keep a pixmap drawn for `key`; `solid`: it is `opaque`."""
    global _cache_bytes
    drawn[key[0]] = drawn.get(key[0], 0) + 1
    old = _cache.pop(key, None)
    if old is not None:
        _cache_bytes -= old.width() * old.height() * 4
        _opaque.discard(old.cacheKey())
    _cache[key] = pm
    _cache_bytes += pm.width() * pm.height() * 4
    if solid:
        _opaque.add(pm.cacheKey())
    while _cache_bytes > _CACHE_BYTES and len(_cache) > 1:
        _k, gone = _cache.popitem(last=False)
        _cache_bytes -= gone.width() * gone.height() * 4
        _opaque.discard(gone.cacheKey())
    return pm


def pixel_size(level: float) -> tuple[int, int]:
    """The size in pixels of a card drawn at `level`."""
    return max(1, round(CARD_W * level)), max(1, round(CARD_H * level))


_fonts: dict[tuple, tuple] = {}


def _font(px: int, bold: bool) -> tuple[QFont, QFontMetricsF]:
    """A font of a whole pixel size and its metrics (made once: faces measure a lot)."""
    key = (px, bold)
    got = _fonts.get(key)
    if got is None:
        f = QFont("DejaVu Sans")
        f.setPixelSize(px)
        f.setBold(bold)
        f.setHintingPreference(QFont.PreferFullHinting)
        got = _fonts[key] = (f, QFontMetricsF(f))
    return got


class _Canvas:
    """A card-sized pixmap and a painter in scene units. Text is drawn in device pixels with a
    whole-pixel font size (hinted and sharp); `fm` measures in scene units at that size."""

    def __init__(self, level: float, w: float = CARD_W, h: float = CARD_H,
                 base: QPixmap | None = None) -> None:
        self.level = level
        pw, ph = max(1, round(w * level)), max(1, round(h * level))
        if base is not None:  # drawn on a copy of a card of the same level
            self.pm = QPixmap(base)
        else:
            self.pm = QPixmap(pw, ph)
            self.pm.fill(Qt.transparent)
        self.sx, self.sy = pw / w, ph / h
        self.p = QPainter(self.pm)
        self.p.setRenderHint(QPainter.Antialiasing)
        self.p.setRenderHint(QPainter.TextAntialiasing)
        self.p.scale(self.sx, self.sy)

    def font(self, px: float, bold: bool = False) -> QFont:
        return _font(max(1, round(px * self.sx)), bold)[0]

    def width(self, text: str, px: float, bold: bool = False) -> float:
        """The width of a text in scene units at the size it is drawn."""
        return _font(max(1, round(px * self.sx)), bold)[1].horizontalAdvance(text) / self.sx

    def text(self, rect: QRectF, flags, text: str, px: float, bold: bool = False,
             color: str | QColor = "#111", elide: bool = False, clip: bool = False) -> None:
        p = self.p
        p.save()
        if clip:
            p.setClipRect(rect)
        p.resetTransform()
        f, fm = _font(max(1, round(px * self.sx)), bold)
        p.setFont(f)
        p.setPen(QColor(color))
        r = QRectF(rect.x() * self.sx, rect.y() * self.sy, rect.width() * self.sx,
                   rect.height() * self.sy)
        if elide and fm.horizontalAdvance(text) > r.width():
            text = fm.elidedText(text, Qt.ElideRight, r.width())
        p.drawText(r, flags, text)
        p.restore()

    def image(self, pm: QPixmap) -> None:
        """Another pixmap of the same level, pixel for pixel."""
        p = self.p
        p.save()
        p.resetTransform()
        p.drawPixmap(0, 0, pm)
        p.restore()

    def done(self) -> QPixmap:
        self.p.end()
        return self.pm


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


def _draw_mana(c: _Canvas, syms: list[str], right: float, top: float, size: float = SYM) -> None:
    p = c.p
    x = right - size * len(syms)
    for s in syms:
        p.setPen(QPen(QColor("#333"), 0.6))
        p.setBrush(QColor(MANA_FILL.get(s, "#d8d0c8")))
        r = QRectF(x + 0.3, top, size - 0.6, size - 0.6)
        p.drawEllipse(r)
        label = s.replace("/", "")
        c.text(r, Qt.AlignCenter, label, size * (0.72 if len(label) < 2 else 0.5), bold=True)
        x += size


def _break_word(c: _Canvas, word: str, px: float, width: float) -> list[str]:
    """A word too wide for a line, cut between characters (names without spaces: CJK)."""
    parts, cur = [], ""
    for ch in word:
        if cur and c.width(cur + ch, px, True) > width:
            parts.append(cur)
            cur = ""
        cur += ch
    return parts + ([cur] if cur else [])


def _name_lines(c: _Canvas, name: str, first_w: float, width: float, max_lines: int) -> tuple:
    """The name in at most `max_lines` lines (the first `first_w` wide, the others `width`):
    the largest font that fits without cutting a word, then the smallest with words cut, then
    the last line elided. Returns (px, lines)."""
    words = name.split()
    for px in NAME_PX:
        lines = _fill(c, words, px, first_w, width)
        if lines is not None and len(lines) - (lines[:1] == [""]) <= max_lines:
            return px, lines
    px = NAME_PX[-1]
    pieces = [part for w in words for part in (
        _break_word(c, w, px, width) if c.width(w, px, True) > width else [w])]
    lines = _fill(c, pieces, px, first_w, width, force=True) or [name]
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    return px, lines


def _fill(c: _Canvas, words: list[str], px: float, first_w: float, width: float,
          force: bool = False) -> list[str] | None:
    """Words in lines, as many as fit on each (the first line `first_w` wide, the others
    `width`). None when a word is wider than its line, unless `force`."""
    lines: list[str] = []
    cur = ""
    for w in words:
        limit = first_w if not lines else width
        trial = f"{cur} {w}" if cur else w
        if c.width(trial, px, True) <= limit:
            cur = trial
            continue
        if cur or (not lines and first_w < width):  # a new line (under the mana cost)
            lines.append(cur)
            cur = ""
            if c.width(w, px, True) <= width or force:
                cur = w
                continue
            return None
        if not force:
            return None
        cur = w
    if cur:
        lines.append(cur)
    return lines


def _title(c: _Canvas, name: str, cost: str, top: float = 5) -> float:
    """The name and the mana cost at the top of the card; returns where the title ends."""
    p = c.p
    syms = _mana_symbols(cost)
    left, width = 7.0, CARD_W - 14
    cost_w = SYM * len(syms)
    first_w = width - cost_w - 2 if syms else width
    if first_w < 26:  # a long cost has the first line to itself
        px, lines = _name_lines(c, name, width, width, 2)
        lines = [""] + lines
    else:
        px, lines = _name_lines(c, name, first_w, width, 3)
    line_h = px * 1.2
    h = max(len(lines) * line_h, SYM if syms else 0) + 3
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(255, 255, 255, 170))
    p.drawRoundedRect(QRectF(5, top, CARD_W - 10, h + 1), 2, 2)
    if syms:
        _draw_mana(c, syms, CARD_W - 6, top + 1.5)
    y = top + 1.5
    for i, ln in enumerate(lines):
        w = first_w if i == 0 and first_w >= 26 else width
        c.text(QRectF(left, y, w + 1, line_h), Qt.AlignVCenter | Qt.AlignLeft, ln, px, True,
               elide=True)
        y += line_h
    return top + h + 1


def _pt_box(c: _Canvas, pt: str) -> None:
    p = c.p
    w = max(28.0, c.width(pt, PT_PX, True) + 8)
    r = QRectF(CARD_W - 5 - w, CARD_H - 21, w, 16)
    p.setPen(QPen(QColor("#111"), 0.8))
    p.setBrush(QColor("#f7f7f7"))
    p.drawRoundedRect(r, 3, 3)
    c.text(r, Qt.AlignCenter, pt, PT_PX, bold=True)


def _token_band(c: _Canvas, rect: QRectF) -> None:
    """TOKEN across the card: a token is never taken for a card."""
    p = c.p
    p.setPen(QPen(QColor("#f4f0e0"), 0.8))
    p.setBrush(QColor(30, 34, 48, 225))
    p.drawRect(rect)
    c.text(rect, Qt.AlignCenter, tr("TOKEN"), TOKEN_PX, bold=True, color="#f4f0e0")


def _outlined(level: float, fill: str) -> _Canvas:
    """A fresh card canvas with the card's rounded outline filled."""
    c = _Canvas(level)
    c.p.setPen(QPen(QColor("#111"), 2))
    c.p.setBrush(QColor(fill))
    c.p.drawRoundedRect(QRectF(1, 1, CARD_W - 2, CARD_H - 2), 5, 5)
    return c


def face_pixmap(facts: dict, lang: str = "en", chars: dict | None = None,
                level: float = SCALE, token: bool = False) -> QPixmap:
    """A face-up card: name (card language; shrunk, then wrapped, never cut while it can be
    read), mana symbols, type line, keyword costs, P/T; a TOKEN band on a token."""
    pt = None
    if chars and chars.get("power") is not None:
        pt = f"{chars['power']}/{chars['toughness']}"
    elif facts.get("power") is not None:
        pt = f"{facts['power']}/{facts['toughness']}"
    key = ("face", facts.get("name"), M.localized_name(facts, lang), facts.get("mana_cost"),
           facts.get("type_line"), tuple(facts.get("keywords") or ()), pt, facts.get("morph"),
           facts.get("megamorph"), facts.get("disguise"), bool(token), _lv(level))
    pm = _get(key)
    if pm is not None:
        return pm
    c = _outlined(level, "#1b1b1b")
    p = c.p
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(_frame_color(facts)))
    p.drawRoundedRect(QRectF(4, 4, CARD_W - 8, CARD_H - 8), 3, 3)
    art_top = _title(c, M.localized_name(facts, lang), facts.get("mana_cost") or "")
    type_top = 78.0
    # art box: a calm pattern, no images needed
    p.setBrush(QColor(0, 0, 0, 25))
    p.setPen(Qt.NoPen)
    art = QRectF(8, art_top + 2, CARD_W - 16, max(4.0, type_top - art_top - 4))
    p.drawRect(art)
    if token:
        _token_band(c, QRectF(5, art.center().y() - 7, CARD_W - 10, 14))
    p.setBrush(QColor(255, 255, 255, 170))
    p.drawRect(QRectF(5, type_top, CARD_W - 10, 12))
    c.text(QRectF(7, type_top, CARD_W - 14, 12), Qt.AlignVCenter | Qt.AlignLeft,
           facts.get("type_line") or "", TYPE_PX, elide=True)
    text = []
    for kw in ("morph", "megamorph", "disguise"):
        if facts.get(kw):
            text.append(f"{kw.capitalize()} {facts[kw]}")
    if facts.get("keywords"):
        text.insert(0, ", ".join(facts["keywords"]))
    if text:
        c.text(QRectF(7, type_top + 13, CARD_W - 14, CARD_H - type_top - 13 - (22 if pt else 6)),
               Qt.TextWordWrap | Qt.AlignLeft | Qt.AlignTop, "\n".join(text), TEXT_PX, clip=True)
    if pt:
        _pt_box(c, pt)
    return _store(key, c.done())


def back_pixmap(level: float = SCALE) -> QPixmap:
    key = ("back", _lv(level))
    pm = _get(key)
    if pm is not None:
        return pm
    c = _outlined(level, "#3b2a1e")
    c.p.setPen(QPen(QColor("#b8905a"), 2))
    c.p.setBrush(QColor("#5a3f2b"))
    c.p.drawEllipse(QRectF(14, 24, CARD_W - 28, CARD_H - 48))
    return _store(key, c.done())


def placeholder_pixmap(level: float = SCALE) -> QPixmap:
    """A card not drawn yet (a big table draws its cards as they come into view): a blank
    card's outline, the same for every card, so it tells nothing about any."""
    key = ("placeholder", _lv(level))
    pm = _get(key)
    if pm is not None:
        return pm
    c = _outlined(level, "#1b1b1b")
    c.p.setPen(Qt.NoPen)
    c.p.setBrush(QColor("#8a8f88"))
    c.p.drawRoundedRect(QRectF(4, 4, CARD_W - 8, CARD_H - 8), 3, 3)
    return _store(key, c.done())


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


def face_down_pixmap(marker: dict, chars: dict | None = None, level: float = SCALE,
                     token: bool = False) -> QPixmap:
    """A face-down object: the back, its 2/2 (or listed) values, and the public marker badge —
    entry number and method as text and shape, so colour is never the only cue."""
    pt = "2/2"
    if chars and chars.get("power") is not None:
        pt = f"{chars['power']}/{chars['toughness']}"
    order, method = marker.get("order"), marker.get("method")
    key = ("fd", order, method, pt, bool(token), _lv(level))
    pm = _get(key)
    if pm is not None:
        return pm
    # everything but the entry number is drawn once per method and values; each number on a
    # copy of that (a table of 5,000 face-down objects drew 5,000 whole cards: 3 s)
    c = _Canvas(level, base=_face_down_base(method, pt, level, token))
    c.text(QRectF(_BADGE.left(), _BADGE.top() + 6, _BADGE.width(), 25), Qt.AlignCenter,
           f"#{order}", 20, bold=True)
    return _store(key, c.done())


_BADGE = QRectF(CARD_W / 2 - 32, 22, 64, 56)


def _face_down_base(method, pt: str, level: float, token: bool) -> QPixmap:
    key = ("fd-base", method, pt, bool(token), _lv(level))
    pm = _get(key)
    if pm is not None:
        return pm
    c = _Canvas(level)
    c.image(back_pixmap(level))
    p = c.p
    word, shape = M.METHOD_BADGE.get(method, ("?", "square"))
    badge = _BADGE
    p.setPen(QPen(QColor("#111"), 1.5))
    p.setBrush(QColor("#fff6dc"))
    p.drawPath(_badge_shape(shape.rstrip("+"), badge))
    if shape.endswith("+"):  # megamorph: a plus mark beside the square
        c.text(QRectF(badge.right() - 15, badge.top(), 15, 15), Qt.AlignCenter, "+", 15, True)
    c.text(QRectF(badge.left(), badge.top() + 31, badge.width(), 15), Qt.AlignCenter, word, 12,
           bold=True)
    c.text(QRectF(4, 82, CARD_W - 8, 13), Qt.AlignCenter, M.method_text(method), 9,
           color="#f3e6c8", elide=True)
    if token:
        _token_band(c, QRectF(6, CARD_H - 21, 46, 16))
    _pt_box(c, pt)
    return _store(key, c.done())


def overlay_pixmap(base: QPixmap, counters: dict, damage: int, attached: bool,
                   level: float = SCALE, note: str | None = None) -> QPixmap:
    """The base face with counters (each with its name), damage, an attachment clip and a
    public note (a yellow strip under the name; the tooltip and preview have all of it) drawn
    on top."""
    if not counters and not damage and not attached and not note:
        return base
    key = ("ov", base.cacheKey(), tuple(sorted(counters.items())), damage, attached,
           note or "", _lv(level))
    pm = _get(key)
    if pm is not None:
        return pm
    solid = opaque(base)
    c = _Canvas(level)
    c.image(base)
    p = c.p
    y = CARD_H - 24.0
    first = None  # the bottom counter's badge
    for name, n in sorted(counters.items()):
        label = f"{n}× {name}"
        r = QRectF(5, y - 14, min(CARD_W - 10, c.width(label, 9, True) + 8), 14)
        first = first or r
        _badge(c, r, label, "#ffffff", elide=True)
        y -= 16
    if damage:
        label = tr("dmg {n}").format(n=damage)
        w = c.width(label, 9, True) + 8
        r = QRectF(CARD_W - 5 - w, CARD_H - 38, w, 14)
        if first is not None and first.right() + 2 > r.left():  # no room beside: above
            r.moveTop(y - 14)
            y -= 16
        _badge(c, r, label, "#ffd9d9")
    if attached:
        r = QRectF(5, CARD_H - 21, 20, 15)
        p.setPen(QPen(QColor("#111"), 0.8))
        p.setBrush(QColor("#e0e0ff"))
        p.drawRoundedRect(r, 3, 3)
        c.text(r, Qt.AlignCenter, "⚲", 10, bold=True)
    if note:  # above the counters (they stack up from the bottom)
        r = QRectF(4, y - 14, CARD_W - 8, 14)
        p.setPen(QPen(QColor("#6b5a00"), 0.8))
        p.setBrush(QColor("#fff3a0"))
        p.drawRoundedRect(r, 2, 2)
        c.text(r.adjusted(3, 0, -3, 0), Qt.AlignVCenter | Qt.AlignLeft, "✎ " + note, 9,
               color="#222", elide=True)
    return _store(key, c.done(), solid)


def _badge(c: _Canvas, r: QRectF, label: str, fill: str, elide: bool = False) -> None:
    """A label in a small rounded box (a counter, damage) drawn on a card."""
    c.p.setPen(QPen(QColor("#111"), 0.8))
    c.p.setBrush(QColor(fill))
    c.p.drawRoundedRect(r, 3, 3)
    c.text(r, Qt.AlignCenter, label, 9, bold=True, elide=elide)


def turned(pm: QPixmap) -> QPixmap:
    """The pixmap turned a quarter (a tapped card): pre-rotated once, so painting a tapped card
    costs what painting an untapped one costs (no per-frame rotation)."""
    key = ("turned", pm.cacheKey())
    out = _get(key)
    if out is None:
        out = _store(key, pm.transformed(QTransform().rotate(90), Qt.FastTransformation),
                     opaque(pm))
    return out


def pixmap_for(ov, lang: str = "en", peek: bool = False, level: float = SCALE,
               face: bool = False) -> QPixmap:
    """The pixmap a seat sees for an object view (`peek`: the controller looks at its own;
    `face`: a face-down object revealed at the end of the game shows its face, `shows_face`)."""
    pm = _unturned(ov, lang, peek, level, face)
    return turned(pm) if ov.tapped else pm


def upright_pixmap_for(ov, lang: str = "en", peek: bool = False,
                       level: float = SCALE, face: bool = False) -> QPixmap:
    """The same, never turned (the preview shows a tapped card upright)."""
    return _unturned(ov, lang, peek, level, face)


def shows_face(ov, ended: bool) -> bool:
    """Whether a face-down object is drawn with its face: the game is over and every face-down
    spell and permanent was revealed to all players (708.9), so the seat's view knows it."""
    return bool(ended and ov.face_down and ov.marker and ov.known and ov.facts
                and getattr(ov, "revealed", False))


def peeked_pixmap(face: QPixmap, marker: dict, level: float = SCALE) -> QPixmap:
    """The controller's peek at its own face-down card: the face, with the marker across it so
    it stays clear the card is still face down for everyone else."""
    key = ("peek", face.cacheKey(), marker.get("order"), marker.get("method"), _lv(level))
    pm = _get(key)
    if pm is not None:
        return pm
    solid = opaque(face)
    c = _Canvas(level)
    c.image(face)
    band = QRectF(2, 58, CARD_W - 4, 17)
    c.p.setPen(QPen(QColor("#111"), 1))
    c.p.setBrush(QColor(40, 28, 20, 230))
    c.p.drawRect(band)
    word = M.METHOD_BADGE.get(marker.get("method"), ("?", ""))[0]
    n = marker.get("order")
    # never cut: the whole words at the largest size that fits, else the marker alone
    full = tr("#{n} {w} · face down").format(n=n, w=word)
    text, px = f"#{n} {word}", 8.5
    for size in (8.5, 7.5, 6.5):
        if _font(max(1, round(size * c.sx)), True)[1].horizontalAdvance(full) \
                <= (band.width() - 4) * c.sx:
            text, px = full, size
            break
    c.text(band, Qt.AlignCenter, text, px, bold=True, color="#fff6dc")
    return _store(key, c.done(), solid)


# (facts, lang, fetch) -> QPixmap | None: the card's image when there is one (`ui/images.py`).
# Asked only for a face the seat sees: `fetch` (a download may follow) only for a face-up card.
image_hook: Callable[[dict, str, bool], QPixmap | None] | None = None


def _face(facts: dict, lang: str, chars: dict | None, fetch: bool, level: float,
          token: bool) -> QPixmap:
    art = image_hook(facts, lang, fetch) if image_hook is not None else None
    if art is None:
        return face_pixmap(facts, lang, chars, level, token)
    return _image_face(art, level, token)


def _image_face(art: QPixmap, level: float, token: bool) -> QPixmap:
    """A card's image at the size of the level (with its TOKEN band on a token)."""
    key = ("img", art.cacheKey(), bool(token), _lv(level))
    pm = _get(key)
    if pm is not None:
        return pm
    c = _Canvas(level)
    p = c.p
    p.save()
    p.resetTransform()
    p.setRenderHint(QPainter.SmoothPixmapTransform)
    p.drawPixmap(QRectF(c.pm.rect()), art, QRectF(art.rect()))
    p.restore()
    if token:
        _token_band(c, QRectF(5, CARD_H / 2 - 7, CARD_W - 10, 14))
    pm = c.done()
    return _store(key, pm, not art.hasAlphaChannel() or _covers(pm))


def _unturned(ov, lang: str, peek: bool, level: float, face: bool = False) -> QPixmap:
    token = bool(getattr(ov, "token", False))
    if face and ov.facts:  # revealed at the end: the card as printed (708.12), face up
        base = _face(ov.facts, lang, None, True, level, token)
    elif ov.face_down and ov.marker and peek and ov.facts:
        base = peeked_pixmap(_face(ov.facts, lang, None, False, level, token), ov.marker, level)
    elif ov.face_down and ov.marker:
        base = face_down_pixmap(ov.marker, ov.chars, level, token)
    elif ov.known and ov.facts:
        base = _face(ov.facts, lang, None if ov.face_down else ov.chars, not ov.face_down,
                     level, token)
    else:
        return back_pixmap(level)
    return overlay_pixmap(base, ov.counters or {}, ov.damage or 0, bool(ov.attached_to), level,
                          getattr(ov, "note", None))
