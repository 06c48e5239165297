"""Requests at the table (issue 23): one seat's action on another seat's things waits for that
seat's answer (`tabletop.rules.authority`, `tabletop.rules.h_requests`).

The request bar, above the table, lists the pending requests as the seat at the device may see
them (`GameView.requests`, never the model's state): a request addressed to the seat with Accept
and Decline, one the seat made with Withdraw, and others' requests as plain lines. Its buttons and
the Game menu's "Accept the first request" (Ctrl+Shift+Return) and "Decline the first request"
(Ctrl+Shift+Backspace) run `Answer` and `Withdraw` through the window (`MainWindow.run`: logged,
undoable, nothing behind the privacy curtain). Settings → "Players may act on each other's
things without asking" sends `SetTrust` as the seat at the device; while trust is on the title
and the status bar say so.

Texts name cards only as the seat's view names them; the undo texts (which every seat of a
hot-seat game sees) only as every seat may (`public=True`). All text is shown as plain text."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from tabletop.model.modes import Result
from tabletop.ui.common import messages as M
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.table.actions import C

ACCEPT_KEY, DECLINE_KEY = "Ctrl+Shift+Return", "Ctrl+Shift+Backspace"

# What a request asks, per command kind: {cards} the cards it names, {player} the seat asked
# (whose things they are), {zone} where a move goes.
KIND_TEXT = {
    "move": QT_TR_NOOP("move {cards}"),
    "tap": QT_TR_NOOP("tap {cards}"),
    "untap": QT_TR_NOOP("untap {cards}"),
    "add_counter": QT_TR_NOOP("change the counters on {cards}"),
    "damage": QT_TR_NOOP("deal damage to {cards}"),
    "apply": QT_TR_NOOP("apply an effect to {cards}"),
    "become_copy": QT_TR_NOOP("make {cards} a copy of another card"),
    "transform": QT_TR_NOOP("transform {cards}"),
    "turn_face_down": QT_TR_NOOP("turn {cards} face down"),
    "turn_face_up": QT_TR_NOOP("turn {cards} face up"),
    "counter": QT_TR_NOOP("counter {cards}"),
    "attach": QT_TR_NOOP("attach {cards}"),
    "gain_control": QT_TR_NOOP("gain control of {cards}"),
    "put_onto_battlefield": QT_TR_NOOP("put {cards} onto the battlefield"),
    "life": QT_TR_NOOP("change {player}'s life total"),
    "player_counter": QT_TR_NOOP("change {player}'s counters"),
    "create_token": QT_TR_NOOP("create a token for {player}"),
    "mill": QT_TR_NOOP("mill cards from {player}'s library"),
    "shuffle": QT_TR_NOOP("shuffle {player}'s library"),
    "untap_all": QT_TR_NOOP("untap all of {player}'s permanents"),
    "reveal": QT_TR_NOOP("make {player} reveal cards"),
    "look_top": QT_TR_NOOP("look at the top cards of {player}'s library"),
    "search": QT_TR_NOOP("search {player}'s library"),
    "arrange_top": QT_TR_NOOP("arrange the top cards of {player}'s library"),
    "set_trust": QT_TR_NOOP("turn table trust on: players act on each other's things "
                            "without asking"),
}
MOVE_TO = QT_TR_NOOP("move {cards} to the {zone}")
OTHER_KIND = QT_TR_NOOP("an action ({kind})")
CARD_ZONES = ("hand", "library", "graveyard", "exile", "battlefield", "command", "stack")


def object_text(obj: dict, view=None, lang: str = "en", public: bool = False) -> str:
    """A card a request names, as the seat's view names it: "Grizzly Bears (o17)", "face-down #3
    (o12)", "a card in Alice's hand". `public`: only as every seat may name it (undo texts)."""
    vid = obj.get("object")
    ov = view.by_id(vid) if view is not None and vid else None
    if vid is None:
        if obj.get("zone") == "gone":
            return tr("a card that has left")
        zone, owner = obj.get("zone"), obj.get("owner")
        if isinstance(zone, str) and isinstance(owner, str) and zone in CARD_ZONES:
            return tr("a card in {owner}'s {zone}").format(owner=owner, zone=M.zone_text(zone))
        return tr("a card")
    if public:
        return M.public_title(ov, lang) if ov is not None else tr("a card")
    if ov is not None and ov.face_down and ov.marker and not (ov.known and ov.facts):
        return f"{M.marker_text(ov.marker)} ({vid})"
    name = obj.get("name")
    if ov is not None and ov.known and ov.facts:
        name = M.localized_name(ov.facts, lang) or name
    if name:
        return f"{name} ({vid})"
    if obj.get("marker") is not None:
        return tr("face-down #{n} ({id})").format(n=obj["marker"], id=vid)
    return tr("a card ({id})").format(id=vid)


def action_text(req: dict, view=None, lang: str = "en", public: bool = False) -> str:
    """What request `req` (a view's request) asks, in words: "move Grizzly Bears (o17) to the
    hand"."""
    kind = str(req.get("kind") or "")
    objects = [o for o in req.get("objects") or () if isinstance(o, dict)]
    cards = ", ".join(object_text(o, view, lang, public) for o in objects) or tr("a card")
    details = req.get("details") or {}
    zone = details.get("to") if kind == "move" else None
    if isinstance(zone, str) and zone in CARD_ZONES:
        return tr(MOVE_TO).format(cards=cards, zone=M.zone_text(zone))
    template = KIND_TEXT.get(kind)
    if template is None:
        return tr(OTHER_KIND).format(kind=kind)
    return tr(template).format(cards=cards, player=req.get("to") or tr("someone"))


def kind_text(kind: str, player: str, cards: str | None = None) -> str:
    """A request's action from its kind alone (the log's lines): cards as given, else "a card"."""
    if kind == "move":
        return tr(KIND_TEXT["move"]).format(cards=cards or tr("a card"))
    template = KIND_TEXT.get(kind)
    if template is None:
        return tr(OTHER_KIND).format(kind=kind)
    return tr(template).format(cards=cards or tr("a card"), player=player or tr("someone"))


def request_line(req: dict, seat: str | None, view=None, lang: str = "en") -> str:
    """The bar's line for one request, as `seat` reads it."""
    what = action_text(req, view, lang)
    if req.get("to") == seat:
        return tr("{by} asks you to allow: {what}").format(by=req.get("by"), what=what)
    if req.get("by") == seat:
        return tr("Waiting for {to}: {what}").format(to=req.get("to"), what=what)
    return tr("{by} asks {to} to allow: {what}").format(by=req.get("by"), to=req.get("to"),
                                                        what=what)


def trust_suffix(view) -> str:
    """" · table trust" while table trust is on (the title and the status bar say so)."""
    return tr(" · table trust") if getattr(view, "trust", False) else ""


def asked_text(rep) -> str | None:
    """The status bar's sentence after a command became a request, or None."""
    if rep.result != Result.REQUESTED:
        return None
    to = next((e.get("to") for e in reversed(rep.events) if e.kind == "requested"), None)
    if to is None:
        to = next((v.params.get("player") for v in rep.verdicts
                   if getattr(v, "id", "") == "REQUEST-SENT"), None)
    if not to:
        return tr("Asked: nothing changes until the other player accepts.")
    return tr("Asked {player}: {player} answers when at the table; nothing changes until "
              "then.").format(player=to)


class RequestRow(QFrame):
    """One request: its line and its buttons (Accept and Decline, or Withdraw, or none)."""

    def __init__(self, req: dict, seat: str | None, text: str, public: str, act) -> None:
        super().__init__()
        rid = req["id"]
        self.request_id = rid
        self.setObjectName(f"request_{rid}")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.label = P.label(text)
        self.label.setWordWrap(True)
        self.label.setObjectName(f"request_text_{rid}")
        self.label.setAccessibleName(text)
        self.label.setToolTip(P.tooltip(text))
        lay.addWidget(self.label, 1)
        self.accept = self.decline = self.withdraw = None
        self.mine = req.get("to") == seat
        if self.mine:
            self.accept = self._button(
                tr("Accept"), f"request_accept_{rid}",
                tr("Accept: {what}").format(what=text),
                lambda: act(C.Answer(rid, True), tr("Accept {by}'s request: {what}").format(
                    by=req.get("by"), what=public)))
            self.decline = self._button(
                tr("Decline"), f"request_decline_{rid}",
                tr("Decline: {what}").format(what=text),
                lambda: act(C.Answer(rid, False), tr("Decline {by}'s request: {what}").format(
                    by=req.get("by"), what=public)))
            lay.addWidget(self.accept)
            lay.addWidget(self.decline)
        elif req.get("by") == seat:
            self.withdraw = self._button(
                tr("Withdraw"), f"request_withdraw_{rid}",
                tr("Withdraw the request: {what}").format(what=text),
                lambda: act(C.Withdraw(rid), tr("Withdraw the request to {to}: {what}").format(
                    to=req.get("to"), what=public)))
            lay.addWidget(self.withdraw)

    def _button(self, text: str, name: str, tip: str, fn) -> QPushButton:
        b = QPushButton(P.action_text(text))
        b.setObjectName(name)
        b.setToolTip(P.tooltip(tip))
        b.setAccessibleName(tip)
        b.clicked.connect(lambda _=False: fn())
        return b


class RequestBar(QWidget):
    """The pending requests, above the table (hidden when there are none, behind the privacy
    curtain, and on a shared board)."""

    def __init__(self, act) -> None:
        super().__init__()
        self._act = act  # (command, undo text) -> the window runs it
        self.setObjectName("request_bar")
        self.setAccessibleName(tr("Requests"))
        self.setStyleSheet("#request_bar { background: #24406a; color: #f2f6ff; } "
                           "#request_bar QLabel { color: #f2f6ff; font-weight: bold; }"
                           "#request_bar QPushButton { padding: 2px 12px; }")
        # (a plain QWidget paints no background)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._lay = QVBoxLayout(self)
        self._lay.setContentsMargins(10, 4, 10, 4)
        self._lay.setSpacing(2)
        self.rows: list[RequestRow] = []
        self._shown: tuple | None = None
        self.setVisible(False)

    def show_requests(self, requests, seat: str | None, view=None, lang: str = "en") -> None:
        texts = [(r, request_line(r, seat, view, lang), action_text(r, view, lang, True))
                 for r in requests or () if isinstance(r, dict) and "id" in r]
        key = (seat, tuple((r["id"], t, p, r.get("by"), r.get("to")) for r, t, p in texts))
        if key == self._shown:
            self.setVisible(bool(texts))
            return
        self._shown = key
        for row in self.rows:
            self._lay.removeWidget(row)
            row.hide()  # (gone at once, not at the next turn of the event loop)
            row.deleteLater()
        self.rows = []
        # the seat's own answers first: the shortcuts answer the first of them
        texts.sort(key=lambda x: (x[0].get("to") != seat, x[0].get("by") != seat, x[0]["id"]))
        for r, text, public in texts:
            row = RequestRow(r, seat, text, public, self._act)
            self._lay.addWidget(row)
            self.rows.append(row)
        self.setAccessibleDescription("\n".join(t for _, t, _ in texts))
        self.setVisible(bool(texts))

    def clear(self) -> None:
        self.show_requests([], None)
        self.setVisible(False)

    def first_for_me(self) -> RequestRow | None:
        return next((r for r in self.rows if r.mine), None)

    def lines(self) -> list[str]:
        return [r.label.text() for r in self.rows]


class RequestsUI:
    """Puts the request bar, its shortcuts and table trust on a main window."""

    def __init__(self, window) -> None:
        self.w = window
        self.bar = RequestBar(self._run)
        window.ctl.reported.connect(self._on_report)

    def build_menus(self, game_menu, settings_menu) -> None:
        g = game_menu
        g.addSeparator()
        self.accept_action = self._action(g, QT_TR_NOOP("Accept the first request"),
                                          "request_accept", ACCEPT_KEY, lambda: self.answer(True))
        self.decline_action = self._action(g, QT_TR_NOOP("Decline the first request"),
                                           "request_decline", DECLINE_KEY,
                                           lambda: self.answer(False))
        self.trust_action = self._action(
            settings_menu, QT_TR_NOOP("Players may act on each other's things without asking"),
            "table_trust", "", None)
        self.trust_action.setCheckable(True)
        self.trust_action.setStatusTip(tr(
            "Table trust: an action on another player's things is carried out without asking "
            "(never one that would show their hidden cards). Turning it on asks the other "
            "player."))
        self.trust_action.triggered.connect(self.set_trust)

    def _action(self, menu, text: str, name: str, key: str, fn) -> QAction:
        a = QAction(tr(text), self.w)
        a.setObjectName(name)
        if key:
            a.setShortcut(QKeySequence(key))
        if fn is not None:
            a.triggered.connect(lambda _=False: fn())
        menu.addAction(a)
        return a

    def _run(self, cmd, label: str):
        return self.w.run(cmd, label)

    def show(self, view) -> str:
        """The bar for the seat at the table (nothing behind the curtain or on a shared board);
        returns the title's and the status bar's trust words."""
        w, ctl = self.w, self.w.ctl
        acting = w.acting() and ctl.actor is not None
        requests = getattr(view, "requests", None) if acting else None
        self.bar.show_requests(requests or [], ctl.seat, view, w.lang)
        trust = bool(getattr(view, "trust", False))
        self.trust_action.setChecked(trust)
        return trust_suffix(view)

    def hide(self) -> None:
        self.bar.clear()

    def answer(self, accept: bool) -> None:
        """The shortcuts: accept or decline the first request waiting for this seat."""
        row = self.bar.first_for_me() if self.bar.isVisible() else None
        if row is None:
            self.w.statusBar().showMessage(tr("No request waits for your answer."), 4000)
            return
        button = row.accept if accept else row.decline
        if button is not None:
            button.click()

    def set_trust(self, on: bool) -> None:
        w = self.w
        if w.ctl.game is None or not w.acting():
            self.trust_action.setChecked(not on)
            return
        w.run(C.SetTrust(bool(on)), tr("Table trust on") if on else tr("Table trust off"))
        view = w.scene.view if w.scene is not None else None
        self.trust_action.setChecked(bool(getattr(view, "trust", False)))

    def _on_report(self, rep) -> None:
        text = asked_text(rep)
        if text is not None:
            self.w.statusBar().showMessage(text, 10000)
