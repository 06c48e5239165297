"""The full card as text a seat may read: name (never cut: the font shrinks to fit, then the
name wraps), mana cost as symbols, type line, rules text with its mana and tap symbols drawn
inline, keyword costs, P/T or loyalty, set and collector number; every face of a multi-faced
card. Used by the hover preview and the pile browser.

Built only from an `ObjectView` (what the seat may know), never from the game state. The text
is put into the document with `QTextCursor.insertText` (plain: no markup is ever parsed from a
card's text) and the symbols with `insertImage` of images drawn here, so no rich text is
guessed from a card's '<'."""

from __future__ import annotations

import re

from PySide6.QtCore import QRectF, Qt, QTimer, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextImageFormat,
)
from PySide6.QtWidgets import QTextBrowser

from tabletop.model.cards import FACE_SEPARATOR
from tabletop.ui.common import messages as M
from tabletop.ui.common.messages import tr

# A symbol in braces as the card data writes it: {T}, {2}, {G/W}, {2/W}, {W/P}, {G/W/P}, {½}...
SYMBOL = re.compile(r"\{([0-9A-Z½∞/.]{1,7})\}")
FILL = {"W": "#fffbd5", "U": "#aae0fa", "B": "#cbc2bf", "R": "#f9aa8f", "G": "#9bd3ae",
        "C": "#d8d8e0", "S": "#e8f4ff"}
GENERIC = "#d8d0c8"
NAME_PX, NAME_MIN_PX, BODY_PX = 17.0, 10.0, 12.5


def split_symbols(text: str) -> list[tuple[bool, str]]:
    """`text` as runs: (False, plain text) and (True, symbol without braces)."""
    out: list[tuple[bool, str]] = []
    at = 0
    for m in SYMBOL.finditer(text):
        if m.start() > at:
            out.append((False, text[at:m.start()]))
        out.append((True, m.group(1)))
        at = m.end()
    if at < len(text):
        out.append((False, text[at:]))
    return out


def _fill(part: str) -> str:
    return FILL.get(part, GENERIC)


def symbol_image(sym: str, px: int, ratio: float = 2.0) -> QImage:
    """A mana or tap symbol: a coloured circle with its letter; a hybrid one split in two
    colours with both letters; {T} an arrow turning a quarter."""
    size = int(px * ratio)
    img = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
    img.fill(Qt.transparent)
    img.setDevicePixelRatio(ratio)
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.TextAntialiasing)
    r = QRectF(0.5, 0.5, px - 1, px - 1)
    parts = [s for s in sym.split("/") if s]
    colour_parts = [s for s in parts if s != "P"]
    pen = QPen(QColor("#333"), 0.8)
    if sym in ("T", "Q"):
        p.setPen(pen)
        p.setBrush(QColor("#cfcac0"))
        p.drawEllipse(r)
        p.setPen(QPen(QColor("#111"), max(1.2, px / 9)))
        p.setBrush(Qt.NoBrush)
        inner = r.adjusted(px * 0.26, px * 0.26, -px * 0.26, -px * 0.26)
        p.drawArc(inner, 90 * 16, -270 * 16 if sym == "T" else 270 * 16)
        # the arrow head at the arc's end (left for {T}, right for {Q}), pointing up
        tip_x = inner.left() if sym == "T" else inner.right()
        tip_y = inner.center().y() - px * 0.06
        head = QPainterPath()
        d = px * 0.15
        head.moveTo(tip_x - d, tip_y + d)
        head.lineTo(tip_x, tip_y)
        head.lineTo(tip_x + d, tip_y + d)
        p.drawPath(head)
        p.end()
        return img
    if len(colour_parts) >= 2:  # hybrid: the upper left half the first, lower right the second
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(_fill(colour_parts[0])))
        p.drawPie(r, 45 * 16, 180 * 16)
        p.setBrush(QColor(_fill(colour_parts[1])))
        p.drawPie(r, 225 * 16, 180 * 16)
        p.setPen(pen)
        p.setBrush(Qt.NoBrush)
        p.drawEllipse(r)
        p.setPen(QPen(QColor("#555"), 0.6))
        p.drawLine(r.topRight() + (r.center() - r.topRight()) * 0.3,
                   r.bottomLeft() + (r.center() - r.bottomLeft()) * 0.3)
        f = QFont()
        f.setPixelSize(max(5, int(px * 0.42)))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#111"))
        p.drawText(QRectF(r.left(), r.top() + px * 0.06, px * 0.62, px * 0.5), Qt.AlignCenter,
                   colour_parts[0])
        p.drawText(QRectF(r.left() + px * 0.38, r.top() + px * 0.46, px * 0.62, px * 0.5),
                   Qt.AlignCenter, colour_parts[1])
    else:
        main = colour_parts[0] if colour_parts else sym
        p.setPen(pen)
        p.setBrush(QColor(_fill(main)))
        p.drawEllipse(r)
        f = QFont()
        text = main if "P" not in parts[1:] else main + "\u03c6"  # Phyrexian: a small phi
        f.setPixelSize(max(5, int(px * (0.7 if len(text) == 1 else 0.5))))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#111"))
        p.drawText(r, Qt.AlignCenter, text)
    p.end()
    return img


def name_pixel_size(name: str, width: float, bold: bool = True) -> float:
    """The largest font size (down to NAME_MIN_PX) at which `name` fits on one line of
    `width`; below that it wraps at NAME_MIN_PX (never elided)."""
    px = NAME_PX
    while px > NAME_MIN_PX:
        f = QFont()
        f.setPixelSize(round(px))
        f.setBold(bold)
        if QFontMetricsF(f).horizontalAdvance(name) <= width:
            return px
        px -= 0.5
    return NAME_MIN_PX


def _lookup(pairs, lang: str):
    if isinstance(pairs, dict):
        return pairs.get(lang)
    return None


def faces_of(facts: dict, lang: str) -> list[dict]:
    """The faces to show, each {name, mana_cost, type_line, text, power, toughness, loyalty}, in
    `lang` where the data has it (names[lang], printed_text[lang]), English otherwise."""
    raw = facts.get("card_faces") or [facts]
    n = len(raw)
    name_l = _lookup(facts.get("names"), lang) if lang != "en" else None
    names = [f.get("name") or facts.get("name", "") for f in raw]
    if name_l:
        parts = name_l.split(" // ")
        if len(parts) == n:
            names = parts
        elif n == 1:
            names = [name_l]
    texts = [f.get("oracle_text") for f in raw]
    text_l = _lookup(facts.get("printed_text"), lang) if lang != "en" else None
    if text_l:
        parts = text_l.split(FACE_SEPARATOR)
        if len(parts) == n:
            texts = parts
        elif n == 1:
            texts = [text_l]
    out = []
    for i, f in enumerate(raw):
        out.append({"name": names[i], "mana_cost": f.get("mana_cost") or "",
                    "type_line": f.get("type_line") or "", "text": texts[i] or "",
                    "power": f.get("power"), "toughness": f.get("toughness"),
                    "loyalty": f.get("loyalty")})
    return out


class CardText(QTextBrowser):
    """A read-only card text. `show_view(ov, lang)` shows what the seat may know of an object;
    `text()` reads it back as plain text (symbols in braces), also its accessible description."""

    def __init__(self, parent=None, fit_height: bool = False) -> None:
        super().__init__(parent)
        self.fit_height = fit_height  # as tall as its text (the preview: the picture gets the rest)
        self.setObjectName("card_text")
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setAccessibleName(tr("Card text"))
        self.setMinimumWidth(180)
        self._lines: list[str] = []
        self._shown = None  # (ov, lang) to lay out again when the width changes
        self._width = 0
        self._images: dict[tuple[str, int], str] = {}

    # -- reading back --
    def text(self) -> str:
        return "\n".join(self._lines)

    def clear(self) -> None:
        super().clear()
        self._lines = []
        self._shown = None
        self.setAccessibleDescription("")

    # -- building --
    def show_view(self, ov, lang: str = "en") -> None:
        self._shown = (ov, lang)
        self._relayouts = 0
        self._build()

    _building = False
    _built = None  # the document built last (the widget's own first one is Qt's to keep)
    _relayout_due = False
    _relayouts = 0

    def resizeEvent(self, event) -> None:
        """A new width lays the text out again (the name's size, the height it needs): later,
        never inside a build (setting the height resizes it), a few times per card at most
        (a scroll bar that comes and goes could otherwise resize it forever)."""
        super().resizeEvent(event)
        if self._shown is None or self._relayout_due or self._relayouts >= 3:
            return
        if abs(self.viewport().width() - self._width) > 2:
            self._relayout_due = True
            QTimer.singleShot(0, self._relayout)

    def _relayout(self) -> None:
        self._relayout_due = False
        if self._shown is not None and not self._building \
                and abs(self.viewport().width() - self._width) > 2:
            self._relayouts += 1
            self._build()

    def _content_width(self) -> float:
        return max(60.0, self.viewport().width() - 2 * self.document().documentMargin() - 4)

    def _build(self) -> None:
        if self._building:
            return
        self._building = True
        try:
            self._build_now()
        finally:
            self._building = False

    def _build_now(self) -> None:
        ov, lang = self._shown
        self._width = self.viewport().width()
        doc = QTextDocument(self)
        doc.setDefaultFont(self.font())
        self._images = {}
        self._doc = doc
        self._lines = []
        cur = QTextCursor(doc)
        self._cur = cur
        self._first = True
        if ov.face_down and ov.marker:
            self._marker(ov)
            if ov.known and ov.facts:  # its controller may look at it (708.6)
                self._line(tr("Its face (only you see it):"), italic=True, px=BODY_PX - 1)
                self._facts(ov.facts, lang, None)
            else:
                self._face_down_values(ov)
        elif ov.known and ov.facts:
            self._facts(ov.facts, lang, ov.chars)
        else:
            self._line(M.card_title(ov, lang), bold=True, px=NAME_PX)
        self._table_marks(ov)
        old, self._built = self._built, doc
        self.setDocument(doc)
        if old is not None:  # the one built before: it goes
            old.deleteLater()
        self.setAccessibleDescription(self.text())
        if self.fit_height:
            doc.setTextWidth(self.viewport().width())
            self._fit_h = max(90, int(doc.size().height()) + 2 * self.frameWidth() + 2)
            self.setMaximumHeight(self._fit_h)
            self.updateGeometry()

    _fit_h = 0

    def _table_marks(self, ov) -> None:
        """What the table put on the object: a token's mark, counters by name, a note."""
        if getattr(ov, "token", False):
            self._line(tr("Token"), bold=True, top=6)
        for name, n in sorted((getattr(ov, "counters", None) or {}).items()):
            self._line(tr("%n {name} counter(s)", None, n).format(name=name), top=4)
        if getattr(ov, "note", None):
            self._line(tr("Note: {text}").format(text=ov.note), italic=True, top=6)

    def sizeHint(self):
        hint = super().sizeHint()
        if self.fit_height and self._fit_h:
            hint.setHeight(self._fit_h)
        return hint

    def _block(self, align=Qt.AlignLeft, top: float = 2.0) -> None:
        fmt = QTextBlockFormat()
        fmt.setAlignment(align)
        fmt.setTopMargin(top)
        if self._first:
            self._cur.setBlockFormat(fmt)
            self._first = False
        else:
            self._cur.insertBlock(fmt)

    def _fmt(self, px: float, bold=False, italic=False, colour: str | None = None):
        cf = QTextCharFormat()
        f = QFont(self.font())
        f.setPixelSize(round(px))
        f.setBold(bold)
        f.setItalic(italic)
        cf.setFont(f)
        if colour:
            cf.setForeground(QColor(colour))
        return cf

    def _line(self, text: str, bold=False, italic=False, px=BODY_PX, colour=None,
              top: float = 2.0, symbols=False) -> None:
        self._block(top=top)
        if symbols:
            self._rich(text, px, bold, italic)
        else:
            self._cur.insertText(text, self._fmt(px, bold, italic, colour))
        self._lines.append(text)

    def _symbol(self, sym: str, px: float) -> None:
        size = max(8, round(px * 1.05))
        key = (sym, size)
        name = self._images.get(key)
        if name is None:
            name = f"sym:{len(self._images)}"
            self._doc.addResource(QTextDocument.ImageResource, QUrl(name),
                                  symbol_image(sym, size))
            self._images[key] = name
        fmt = QTextImageFormat()
        fmt.setName(name)
        fmt.setWidth(size)
        fmt.setHeight(size)
        fmt.setVerticalAlignment(QTextCharFormat.AlignMiddle)
        fmt.setToolTip("{" + sym + "}")
        self._cur.insertImage(fmt)

    def _rich(self, text: str, px: float, bold=False, italic=False) -> None:
        """Text with its {symbols} drawn; the text itself always inserted as plain text."""
        cf = self._fmt(px, bold, italic)
        for is_sym, part in split_symbols(text):
            if is_sym:
                self._symbol(part, px)
            else:
                self._cur.insertText(part, cf)

    def _marker(self, ov) -> None:
        self._line(M.marker_text(ov.marker), bold=True, px=NAME_PX - 2, colour="#6b3a10",
                   top=0)
        src = ov.marker.get("source")
        if src:
            self._line(tr("Source: {s}").format(s=src), px=BODY_PX - 1)

    def _face_down_values(self, ov) -> None:
        ch = ov.chars or {}
        types = " ".join(ch.get("types") or [])
        self._line(tr("Face down: no name, no mana cost, no text"), italic=True,
                   px=BODY_PX - 1)
        if types:
            self._line(types, italic=True)
        if ch.get("abilities"):
            self._line(", ".join(str(a) for a in ch["abilities"]), symbols=True)
        if ch.get("power") is not None:
            self._line(f"{ch.get('power')}/{ch.get('toughness')}", bold=True, px=NAME_PX - 2,
                       top=6)

    def _name(self, name: str) -> None:
        px = name_pixel_size(name, self._content_width())
        self._line(name, bold=True, px=px, top=0 if not self._lines else 10)

    def _facts(self, facts: dict, lang: str, chars: dict | None) -> None:
        faces = faces_of(facts, lang)
        flavor = facts.get("flavor_name")
        for i, face in enumerate(faces):
            if i:
                self._line("//", px=BODY_PX, colour="#777", top=8)
            self._name(flavor if flavor and i == 0 else face["name"])
            if flavor and i == 0:
                self._line(face["name"], italic=True, px=BODY_PX - 1)
            if face["mana_cost"]:
                self._line(face["mana_cost"], px=BODY_PX + 5, symbols=True)
            if face["type_line"]:
                self._line(face["type_line"], italic=True, top=4)
            for para in (face["text"] or "").split("\n"):
                if para.strip():
                    self._line(para, symbols=True, top=5)
            if face["loyalty"] is not None:
                self._line(tr("Loyalty {n}").format(n=face["loyalty"]), bold=True, top=6)
            if face["power"] is not None:
                pt = f"{face['power']}/{face['toughness']}"
                if i == 0 and chars and chars.get("power") is not None:
                    now = f"{chars.get('power')}/{chars.get('toughness')}"
                    if now != pt:
                        pt = tr("{printed} (now {now})").format(printed=pt, now=now)
                self._line(pt, bold=True, px=BODY_PX + 1, top=6)
        rules = "\n".join(f["text"] for f in faces)
        for kw in ("morph", "megamorph", "disguise"):
            cost = facts.get(kw)
            if cost and (kw.capitalize() + " " + cost) not in rules:
                self._line(tr("{kw} {cost}").format(
                    kw=M.upper_first(M.words_for(M.KEYWORD_TEXT, kw, kw)), cost=cost),
                           symbols=True, top=5)
        where = " · ".join(str(x) for x in (facts.get("set"), facts.get("collector_number")) if x)
        if where:
            self._line(where, px=BODY_PX - 2, colour="#666", top=8)


def beside_text(widget, stretch: tuple[int, int] = (3, 1)):
    """A horizontal splitter with `widget` on the left and a new CardText on the right (the
    text of the card the widget shows): (splitter, card text)."""
    from PySide6.QtWidgets import QSplitter
    card = CardText()
    split = QSplitter(Qt.Horizontal)
    split.addWidget(widget)
    split.addWidget(card)
    split.setStretchFactor(0, stretch[0])
    split.setStretchFactor(1, stretch[1])
    return split, card
