"""The position editor's panel of the selected card: what a card is (face up, face down with a
method, its source and entry number, exiled face down), tapped, a token, damage, counters, its
controller, what it is attached to; and Remove. A mixin of `PositionEditor`: each field's edit
is a change the rules judge (`PositionEditor.change`)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from tabletop.model.state import METHODS
from tabletop.ui.common import messages as M
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.editor import setup as S


class CardPanelMixin:
    setup: dict
    selected: str | None
    lang: str
    _filling: bool

    def _build_inspector(self) -> QWidget:
        box = QGroupBox(tr("Selected card"))
        form = QFormLayout(box)
        form.setContentsMargins(6, 4, 6, 4)
        form.setVerticalSpacing(3)
        self.card_name = P.label("")
        self.card_name.setWordWrap(True)
        form.addRow(self.card_name)
        self.face = QComboBox()
        self.face.setObjectName("face")
        self._fill_faces("battlefield")
        self.face.activated.connect(lambda _i: self._face_changed())
        form.addRow(P.label(tr("Face")), self.face)
        self.order = QSpinBox()
        self.order.setObjectName("entry_number")
        self.order.setRange(1, 9_999_999)
        self.order.setPrefix("#")
        self.order.editingFinished.connect(self._face_changed)
        self.source = QLineEdit()
        self.source.setObjectName("source")
        self.source.setPlaceholderText(tr("its source, e.g. Cryptic Coat"))
        self.source.editingFinished.connect(self._face_changed)
        form.addRow(P.label(tr("Entry")), self.order)
        form.addRow(P.label(tr("Source")), self.source)
        self.controller = QComboBox()
        self.controller.setObjectName("controller")
        for p in self.setup["players"]:
            self.controller.addItem(p, p)
        self.controller.activated.connect(lambda _i: self._card_field(
            tr("Change the controller"), controller=self.controller.currentData()))
        form.addRow(P.label(tr("Controller")), self.controller)
        flags = QWidget()
        fl = QHBoxLayout(flags)
        fl.setContentsMargins(0, 0, 0, 0)
        self.tapped = QCheckBox(tr("Tapped"))
        self.tapped.setObjectName("tapped")
        self.tapped.clicked.connect(lambda on: self._card_field(tr("Tap"), tapped=on))
        self.token = QCheckBox(tr("Token"))
        self.token.setObjectName("token")
        self.token.clicked.connect(lambda on: self._card_field(tr("Token"), token=on))
        fl.addWidget(self.tapped)
        fl.addWidget(self.token)
        form.addRow(flags)
        self.damage = QSpinBox()
        self.damage.setObjectName("damage")
        self.damage.setRange(0, 1_000_000)
        self.damage.editingFinished.connect(lambda: self._card_field(
            tr("Set damage"), damage=self.damage.value()))
        form.addRow(P.label(tr("Damage")), self.damage)
        self.counters = QLineEdit()
        self.counters.setObjectName("card_counters")
        self.counters.setPlaceholderText(tr("e.g. 2 +1/+1; 1 charge"))
        self.counters.editingFinished.connect(self._counters_changed)
        form.addRow(P.label(tr("Counters")), self.counters)
        self.attached = QComboBox()
        self.attached.setObjectName("attached_to")
        self.attached.activated.connect(lambda _i: self._card_field(
            tr("Attach"), attached_to=self.attached.currentData()))
        form.addRow(P.label(tr("Attached to")), self.attached)
        self.remove = QPushButton(tr("Remove the card"))
        self.remove.setObjectName("remove_card")
        self.remove.clicked.connect(self.remove_selected)
        form.addRow(self.remove)
        self.inspector = box
        return box

    def _fill_faces(self, zone: str) -> None:
        """Face up, then the ways to be face down, the likeliest for `zone` first (in exile:
        exiled face down; elsewhere the methods). Every one is offered everywhere: the rules
        say why one cannot be (a face-down card in a hand, 708.9)."""
        self.face.clear()
        self.face.addItem(tr("Face up"), None)
        methods = [(tr("Face down: {m}").format(m=M.method_text(m)), m) for m in METHODS]
        exiled = (tr("Exiled face down"), S.EXILED)
        for text, data in ([exiled, *methods] if zone == S.EXILE else [*methods, exiled]):
            self.face.addItem(text, data)

    def _face_changed(self) -> None:
        if self._filling or self.selected is None:
            return
        e = S.find(self.setup, self.selected)
        method = self.face.currentData()
        fd = e.get("face_down") or {}
        if method is None:
            if fd:
                self._card_field(tr("Turn face up"), "face", face_down=None)
            return
        order = self.order.value() if method != S.EXILED and "method" in fd else None
        source = self.source.text().strip() or None
        if method != S.EXILED and fd.get("method") == method and fd.get("order") == order \
                and fd.get("source") == source:
            return  # nothing changed (a field left without an edit)
        self._card_field(tr("Turn face down"), "face", face_down=method, order=order,
                         source=source)

    def _counters_changed(self) -> None:
        if self._filling or self.selected is None:
            return
        try:
            counters = S.parse_counters(self.counters.text())
        except ValueError as exc:
            self._refuse_input(str(exc))
            return
        e = S.find(self.setup, self.selected)
        if counters != (e.get("counters") or {}):
            self._card_field(tr("Set counters"), counters=counters)

    def _fill_inspector(self) -> None:
        e = S.find(self.setup, self.selected) if self.selected else None
        for w in (self.face, self.order, self.source, self.controller, self.tapped,
                  self.token, self.damage, self.counters, self.attached, self.remove):
            w.setEnabled(e is not None)
        self.attached.clear()
        self.attached.addItem(tr("(nothing)"), None)
        if e is None:
            P.set_plain_text(self.card_name, tr("Click a card to set what it is."))
            return
        zone = tr(M.ZONE_TEXT.get(e["zone"], e["zone"]))
        P.set_plain_text(self.card_name, tr("{c}: {p}'s {z}").format(
            c=M.localized_name(self.setup["facts"][e["facts"]], self.lang), p=e["owner"],
            z=zone))
        fd = e.get("face_down") or {}
        self._fill_faces(e["zone"])
        self.face.setCurrentIndex(max(0, self.face.findData(
            fd.get("method") if "method" in fd else (S.EXILED if fd else None))))
        self.order.setValue(fd.get("order", S.next_order(self.setup)))
        self.order.setEnabled("method" in fd)
        self.source.setText(fd.get("source") or "")
        self.source.setEnabled("method" in fd)
        self.controller.setCurrentIndex(max(0, self.controller.findData(S.controller(e))))
        self.tapped.setChecked(bool(e.get("tapped")))
        self.token.setChecked(bool(e.get("token")))
        self.damage.setValue(e.get("damage", 0))
        self.counters.setText(S.counters_text(e.get("counters")))
        for other in self.setup["cards"]:
            if other["zone"] == S.BATTLEFIELD and other["id"] != e["id"]:
                self.attached.addItem(f"{S.controller(other)}: "
                                      f"{_label(self.setup, other, self.lang)}",
                                      other["id"])
        self.attached.setCurrentIndex(max(0, self.attached.findData(e.get("attached_to"))))



def _label(setup: dict, e: dict, lang: str) -> str:
    from tabletop.ui.editor.window import card_label
    return card_label(setup, e, lang)
