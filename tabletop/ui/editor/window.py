"""The position editor (Edit → Set up a position…, `tabletop --edit-position [FILE]`): put any
board on the table, judged by the rules as it is built, then save it, export it for a seat or
play from it.

    PositionEditor(setup=None, db=None, lang="en", play=None, parent=None)
        # `setup`: where to start (default: an empty board for two seats); `db`: the card
        # database to search (default: the user's); `play(game)`: what "Play from this
        # position" does with the new game (the main window's `set_game`)

The search panel finds cards by a name in any language or words of their rules text; a card
dragged from it onto a zone is added there: a seat's library, hand, graveyard, exile or command
zone (in order, where it is let go), its battlefield (where it is let go; onto another
permanent: an Aura or Equipment is attached to it) or the stack. Cards of the board are dragged
between zones the same way. The selected card's panel sets what a permanent may be: face down
with a method (and its source, and its entry number), exiled face down, tapped, a token,
counters, damage, its controller, what it is attached to. The players' life and counters, the
turn, the active player, the step and the rules mode are set beside the board.

Every change builds the next setup (`poseditor_setup`) and asks the rules (`judge`): a board no
game can reach (a face-down card in a hand, an entry number used twice, an Aura attached to
nothing, a token in a library, ...) is refused, with the reason and the rule, and the editor
stays as it was; no undo entry. Each accepted change is one entry on the editor's own undo
stack (Ctrl+Z / Ctrl+Shift+Z). A refused board is never saved: only the editor's setup is, and
it always is a board the rules accept.

The editor shows the author everything (it is the author's board); what a seat may know shows
in "Export for a seat…" (the redacted export) and in the position texts (public by default;
all of it only after a warning). Every name is plain text (`plain`).

The pieces: `poseditor_widgets` (search panel, piles, battlefields: the drags),
`poseditor_card` (the selected card's panel), `poseditor_files` (save, open, export, play, copy;
and the main window's Edit → Set up a position…, Copy position, Copy the full position…, Paste
position: `open_editor`, `copy_position`, `paste_position`), `poseditor_setup` (the edits and
the judge, no Qt).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tabletop.model.limits import MAX_COUNT, MAX_LIFE
from tabletop.model.modes import MODES
from tabletop.model.setup import SetupError
from tabletop.model.state import STEPS
from tabletop.ui.common import messages as M
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.editor import setup as S
from tabletop.ui.editor.card import CardPanelMixin
from tabletop.ui.editor.files import (  # noqa: F401 (the main window's entries, from here too)
    EditorFilesMixin,
    copy_position,
    open_editor,
    paste_position,
)
from tabletop.ui.editor.widgets import CARD, NEW, ROLE_PAYLOAD, Battlefield, Pile, SearchPanel
from tabletop.ui.table import cardart

PILE_TEXT = {"library": QT_TR_NOOP("Library"), "hand": QT_TR_NOOP("Hand"),
             "graveyard": QT_TR_NOOP("Graveyard"), "exile": QT_TR_NOOP("Exile zone"),
             "command": QT_TR_NOOP("Command zone"), "stack": QT_TR_NOOP("Stack (top first)")}
ORDERED = ("library", "graveyard", "stack")  # zones whose order matters: the top first
ATTACHES = (QT_TR_NOOP("Aura"), QT_TR_NOOP("Equipment"), QT_TR_NOOP("Fortification"))
MODE_TEXT = {"strict": QT_TR_NOOP("Strict"), "assist": QT_TR_NOOP("Assist"),
             "off": QT_TR_NOOP("Off")}


def card_label(setup: dict, e: dict, lang: str = "en") -> str:
    """A card as the editor lists it: its name (card language) and its status."""
    facts = setup["facts"][e["facts"]]
    bits = []
    fd = e.get("face_down")
    if fd and "method" in fd:
        src = tr(" by {s}").format(s=fd["source"]) if fd.get("source") else ""
        bits.append(tr("face down #{n}, {m}{src}").format(n=fd["order"],
                                                            m=M.method_text(fd["method"]),
                                                            src=src))
    elif fd:
        bits.append(tr("face down"))
    for flag, text in (("tapped", "tapped"), ("token", "token"), ("transformed", "transformed")):
        if e.get(flag):
            bits.append(tr(text))
    if e.get("damage"):
        bits.append(tr("{n} damage").format(n=e["damage"]))
    for k, n in (e.get("counters") or {}).items():
        bits.append(f"{n}× {k}")
    if e.get("attached_to"):
        host = S.find(setup, e["attached_to"])
        if host is not None:
            bits.append(tr("attached to {c}").format(c=S.name_of(setup, host)))
    if e.get("controller") and e["controller"] != e["owner"]:
        bits.append(tr("owned by {p}").format(p=e["owner"]))
    name = M.localized_name(facts, lang)
    return f"{name} ({', '.join(bits)})" if bits else name


class _Change(QUndoCommand):
    """One accepted change: the setups before and after (positions are small)."""

    MERGE = 16  # the command id of changes that merge (`merge` key alike)

    def __init__(self, editor: PositionEditor, before: dict, after: dict, text: str,
                 merge: tuple | None = None) -> None:
        super().__init__(text)
        self.editor, self.before, self.after, self.merge = editor, before, after, merge

    def id(self) -> int:
        return self.MERGE if self.merge is not None else -1

    def mergeWith(self, other) -> bool:
        """Stepping through a card's face choices with the keyboard is one change."""
        if not isinstance(other, _Change) or other.merge != self.merge:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.editor._set_setup(self.after)

    def undo(self) -> None:
        self.editor._set_setup(self.before)


class PositionEditor(CardPanelMixin, EditorFilesMixin, QMainWindow):
    def __init__(self, setup: dict | None = None, db=None, lang: str = "en", play=None,
                 parent=None, seed: int | None = None, quiet: bool | None = None,
                 record=None) -> None:
        super().__init__(parent)
        # tests and --screenshot: problems are recorded (`last_error`), not shown modally
        self.quiet = getattr(parent, "quiet", False) if quiet is None else quiet
        self.setObjectName("position_editor")
        self.setAttribute(Qt.WA_DeleteOnClose, False)
        self.lang, self.play_fn, self.seed = lang, play, seed
        self.record_fn = record  # `record(game)`: a lesson recorded from the position
        self.path: str | None = None
        if db is None:
            from tabletop.carddata.database import CardDatabase
            db = CardDatabase.open()
        self.db = db
        start = setup if setup is not None else S.empty_setup()
        first = S.judge(start)
        if not first.ok:
            raise ValueError(first.reason)
        self.setup = start
        self.judgement = first
        self.refusal: S.Judgement | None = None  # the last change refused, if any
        self.selected: str | None = None
        self.undo_stack = QUndoStack(self)
        self._filling = False
        self.setWindowTitle(tr("Set up a position") + "[*]")  # (our own text)

        self._build_central()
        self._build_menus()
        self.refresh()

    # ------------------------------------------------------------------ building
    def _build_central(self) -> None:
        """The search panel, a band per seat, the turn, the stack and the selected card (built
        again when a position of other players is opened)."""
        from tabletop.carddata.tokens import list_tokens
        self.seats = list(self.setup["players"])
        if not hasattr(self, "_tokens"):
            self._tokens = list_tokens(db=self.db)
        self.search = SearchPanel(self.db, self._tokens)
        self.search.dropped.connect(self._dropped)
        for w in (self.search.results,):
            w.setContextMenuPolicy(Qt.CustomContextMenu)
            w.customContextMenuRequested.connect(lambda pt, w=w: self._zone_menu(w, pt))
        board = QWidget()
        self.board_layout = QVBoxLayout(board)
        self.board_layout.setContentsMargins(0, 0, 0, 0)
        self.board_layout.setSpacing(4)
        self.battlefields: dict[str, Battlefield] = {}
        self.piles: dict[tuple[str | None, str], Pile] = {}
        self.life: dict[str, QSpinBox] = {}
        self.player_counters: dict[str, QLineEdit] = {}
        self._build_seats()
        side = self._build_side()
        split = QSplitter(Qt.Horizontal)
        left = QGroupBox(tr("Cards"))
        QVBoxLayout(left).addWidget(self.search)
        split.addWidget(left)
        split.addWidget(board)
        split.addWidget(side)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setStretchFactor(2, 0)
        split.setSizes([210, 790, 280])
        self.setCentralWidget(split)

    def _build_seats(self) -> None:
        players = self.setup["players"]
        for seat in reversed(players):  # the first seat at the bottom, as on the table
            box = QGroupBox()
            box.setObjectName(f"seat_{seat}")
            box.setTitle(P.action_text(seat))  # (a group box's title is plain text)
            grid = QGridLayout(box)
            grid.setContentsMargins(4, 4, 4, 4)
            grid.setSpacing(3)
            who = QWidget()
            who.setMaximumWidth(160)
            form = QFormLayout(who)
            form.setContentsMargins(0, 0, 0, 0)
            life = QSpinBox()
            life.setRange(-MAX_LIFE, MAX_LIFE)
            life.setObjectName(f"life_{seat}")
            life.setAccessibleName(tr("{p}'s life").format(p=seat))
            life.setKeyboardTracking(False)  # one change when typed, not one per digit
            life.valueChanged.connect(lambda n, p=seat: self._set_life(p, n))
            self.life[seat] = life
            form.addRow(P.label(tr("Life")), life)
            counters = QLineEdit()
            counters.setObjectName(f"counters_{seat}")
            counters.setPlaceholderText(tr("e.g. 2 poison"))
            counters.setAccessibleName(tr("{p}'s counters").format(p=seat))
            counters.editingFinished.connect(lambda p=seat: self._set_player_counters(p))
            self.player_counters[seat] = counters
            form.addRow(P.label(tr("Counters")), counters)
            bf = Battlefield(seat)
            bf.setMinimumHeight(120)
            bf.dropped.connect(self._dropped)
            bf.setContextMenuPolicy(Qt.CustomContextMenu)
            bf.customContextMenuRequested.connect(lambda pt, w=bf: self._zone_menu(w, pt))
            bf.clicked.connect(self.select)
            self.battlefields[seat] = bf
            piles = QWidget()
            row = QHBoxLayout(piles)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(3)
            for zone in S.SEAT_ZONES:
                pile = self._pile(seat, zone)
                col = QVBoxLayout()
                col.setSpacing(1)
                title = P.label(tr(PILE_TEXT[zone]))
                if zone in ORDERED:
                    title.setToolTip(tr("The first card is the top."))
                title.setMinimumWidth(10)  # five equal columns, whatever their titles
                title.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
                col.addWidget(title)
                col.addWidget(pile)
                row.addLayout(col, 1)  # five piles, each a fifth of the width
            top = seat != players[0]
            grid.addWidget(who, 0, 0, 2, 1, Qt.AlignTop)
            grid.addWidget(piles, 0 if top else 1, 1)
            grid.addWidget(bf, 1 if top else 0, 1)
            grid.setRowStretch(1 if top else 0, 1)
            grid.setColumnStretch(1, 1)
            self.board_layout.addWidget(box, 1)

    def _pile(self, seat: str | None, zone: str) -> Pile:
        pile = Pile(seat, zone)
        pile.setAccessibleName(tr(PILE_TEXT[zone]) if seat is None else
                               f"{seat}: {tr(PILE_TEXT[zone])}")
        pile.setMinimumHeight(60)
        pile.setMinimumWidth(60)
        pile.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        pile.setTextElideMode(Qt.ElideRight)
        pile.setToolTip(P.tooltip(tr("Drag cards here from the search panel or the board; "
                                       "the first card is the top.")))
        pile.setMaximumHeight(110)
        pile.dropped.connect(self._dropped)
        pile.setContextMenuPolicy(Qt.CustomContextMenu)
        pile.customContextMenuRequested.connect(lambda pt, w=pile: self._zone_menu(w, pt))
        pile.itemClicked.connect(self._pile_clicked)
        self.piles[(seat, zone)] = pile
        return pile

    def _build_side(self) -> QWidget:
        side = QWidget()
        lay = QVBoxLayout(side)
        lay.setContentsMargins(0, 0, 0, 0)
        turn = QGroupBox(tr("Turn"))
        form = QFormLayout(turn)
        self.turn_number = QSpinBox()
        self.turn_number.setObjectName("turn_number")
        self.turn_number.setRange(1, 100_000)
        self.turn_number.setKeyboardTracking(False)
        self.turn_number.valueChanged.connect(lambda n: self._game_field(
            tr("Set the turn"), number=n))
        self.active = QComboBox()
        self.active.setObjectName("active_player")
        for p in self.setup["players"]:
            self.active.addItem(p, p)
        self.active.activated.connect(lambda _i: self._game_field(
            tr("Set the active player"), active=self.active.currentData()))
        self.step = QComboBox()
        self.step.setObjectName("step")
        for s in STEPS:
            self.step.addItem(M.step_text(s), s)
        self.step.activated.connect(lambda _i: self._game_field(
            tr("Set the step"), step=self.step.currentData()))
        self.mode = QComboBox()
        self.mode.setObjectName("rules_mode")
        for m in MODES:
            self.mode.addItem(tr(MODE_TEXT.get(m, m)), m)
        self.mode.activated.connect(lambda _i: self._game_field(
            tr("Set the rules mode"), mode=self.mode.currentData()))
        form.addRow(P.label(tr("Turn")), self.turn_number)
        form.addRow(P.label(tr("Active player")), self.active)
        form.addRow(P.label(tr("Step")), self.step)
        form.addRow(P.label(tr("Rules mode")), self.mode)
        lay.addWidget(turn)
        stack = QGroupBox(tr(PILE_TEXT["stack"]))
        QVBoxLayout(stack).addWidget(self._pile(None, "stack"))
        lay.addWidget(stack)
        lay.addWidget(self._build_inspector(), 1)
        self.verdict = P.label("")
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setMinimumHeight(54)
        self.verdict.setAccessibleName(tr("What the rules say of the position"))
        lay.addWidget(self.verdict)
        return side

    def _build_menus(self) -> None:
        mb = self.menuBar()
        f = mb.addMenu(tr("&Position"))

        def act(menu, text, fn, key=None, name=""):
            a = QAction(tr(text), self)
            if key:
                a.setShortcut(QKeySequence(key))
            a.setObjectName(name)
            a.triggered.connect(lambda _=False: fn())
            menu.addAction(a)
            return a
        act(f, QT_TR_NOOP("New empty position"),
            self.new_position, QKeySequence.New, "new_position")
        act(f, QT_TR_NOOP("Open a position or a game…"), self.open_dialog, QKeySequence.Open,
            "open_position")
        act(f, QT_TR_NOOP("Save the position…"),
            self.save_dialog, QKeySequence.Save, "save_position")
        act(f, QT_TR_NOOP("Export for a seat…"), self.export_dialog, "Ctrl+E", "export_position")
        f.addSeparator()
        act(f, QT_TR_NOOP("Players…"), self.players_dialog, "", "players")
        f.addSeparator()
        act(f, QT_TR_NOOP("Play from this position"), self.play_now, "Ctrl+Return", "play_position")
        rec = act(f, QT_TR_NOOP("Record a lesson from this position…"), self.record_now, "",
                  "record_lesson")
        rec.setEnabled(self.record_fn is not None)
        f.addSeparator()
        act(f, QT_TR_NOOP("Close"), self.close, QKeySequence.Close, "close_editor")
        e = mb.addMenu(tr("&Edit"))
        undo = P.undo_action(self.undo_stack, self, tr("Undo"))
        undo.setShortcut(QKeySequence.Undo)
        undo.setObjectName("undo")
        redo = P.undo_action(self.undo_stack, self, tr("Redo"), redo=True)
        redo.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        redo.setObjectName("redo")
        e.addActions([undo, redo])
        e.addSeparator()
        act(e, QT_TR_NOOP("Remove the card"), self.remove_selected, QKeySequence.Delete, "remove")
        act(e, QT_TR_NOOP("Copy position"), lambda: self.copy_text(full=False), "", "copy_position")
        act(e, QT_TR_NOOP("Copy the full position…"), lambda: self.copy_text(full=True), "",
            "copy_full_position")

    # ------------------------------------------------------------------ changes
    def change(self, new: dict, text: str, merge: tuple | None = None) -> bool:
        """Make `new` the editor's setup if the rules accept it (an undo entry); else show why
        and keep the setup as it was."""
        j = S.judge(new)
        if not j.ok:
            self.refusal = j
            self._show_verdict(j)
            self.refresh()  # the fields show the setup as it still is
            return False
        self.refusal = None
        self.undo_stack.push(_Change(self, self.setup, new, text, merge))
        return True

    def _set_setup(self, setup: dict) -> None:
        self.setup = setup
        self.judgement = S.judge(setup)
        if self.selected is not None and S.find(setup, self.selected) is None:
            self.selected = None
        if list(setup["players"]) != self.seats:  # other players: the seats are built again
            query = self.search.field.text()
            self._build_central()
            self.search.field.setText(query)
            self.search.search_now()
        self.refresh()
        self._show_verdict(None)

    def _show_verdict(self, refused: S.Judgement | None) -> None:
        if refused is None:
            n = len(self.setup["cards"])
            P.set_plain_text(self.verdict, tr("A position the rules accept: %n card(s).",
                                              None, n))
            self.verdict.setStyleSheet("color: #1d5e20;")
            return
        rule = tr(" Rule {r}.").format(r=refused.rule) if refused.rule else ""
        P.set_plain_text(self.verdict, tr("Refused: {why}.{rule}").format(
            why=refused.reason.rstrip("."), rule=rule))
        self.verdict.setStyleSheet("color: #a01010;")

    def _dropped(self, payload, where: QPoint) -> None:
        target = self._zone_at(where)
        if target is None or payload is None:
            return
        vp = target.viewport().mapFromGlobal(where)
        new_card = payload[0] == NEW
        if new_card:
            facts = self.search.facts_of(payload)
            if facts is None:
                return
        else:
            e = S.find(self.setup, payload[1])
            if e is None:
                return
            facts = self.setup["facts"][e["facts"]]
        subtypes = (facts.get("type_line") or "").split("—", 1)[-1].split() \
            if "—" in (facts.get("type_line") or "") else []
        attaches = any(t in subtypes for t in ATTACHES)
        seat = target.seat
        if isinstance(target, Battlefield):
            host = target.card_at(vp)
            attach = host if attaches and host is not None and host != payload[1] else None
            pos = target.drop_pos(vp)
            if new_card:
                new, cid = S.add_card(self.setup, facts, seat, S.BATTLEFIELD, pos=pos,
                                      attach_to=attach)
            else:
                cid = payload[1]
                new = S.move_card(self.setup, cid, seat, S.BATTLEFIELD, pos=pos,
                                  attach_to=attach)
        else:
            index = target.insert_row_at(vp)
            if seat is None:  # the stack: the card's controller is its owner, or the active
                seat = self.setup["turn"].get("active") if new_card else None
            if new_card:
                new, cid = S.add_card(self.setup, facts, seat, target.zone, index=index)
            else:
                cid = payload[1]
                e = S.find(self.setup, cid)
                members = [x["id"] for x in S.in_zone(self.setup, seat or e["owner"],
                                                      target.zone)]
                if cid in members and members.index(cid) < index:
                    index -= 1
                new = S.move_card(self.setup, cid, seat, target.zone, index=index)
        name = facts["name"]
        text = tr("Add {c}") if new_card else tr("Move {c}")
        if self.change(new, text.format(c=name)):
            self.select(cid)

    def zone_menu(self, payload: tuple) -> QMenu:
        """"Add to" (a card of the search panel) or "Move to" (a card of the board): every
        zone of every seat, as a drag would (without the mouse: the keyboard's menu key)."""
        menu = QMenu(tr("Add to") if payload[0] == NEW else tr("Move to"), self)
        menu.setObjectName("zone_menu")
        for seat in self.setup["players"]:
            sub = menu.addMenu(P.action_text(seat))
            for zone in ("library", "hand", S.BATTLEFIELD, "graveyard", "exile", "command"):
                a = sub.addAction(tr(PILE_TEXT.get(zone, "Battlefield")))
                a.setObjectName(f"{seat}:{zone}")
                a.triggered.connect(lambda _=False, s=seat, z=zone: self.put(payload, s, z))
        a = menu.addAction(tr("Stack"))
        a.setObjectName("stack")
        a.triggered.connect(lambda _=False: self.put(payload, None, S.STACK))
        return menu

    def _zone_menu(self, widget, point: QPoint) -> None:
        if isinstance(widget, Battlefield):
            cid = widget.card_at(point)
            payload = (CARD, cid) if cid is not None else None
        else:
            it = widget.itemAt(point)
            payload = it.data(ROLE_PAYLOAD) if it is not None else None
        if payload is not None:
            self._menu = self.zone_menu(payload)
            self._menu.popup(widget.viewport().mapToGlobal(point))

    def put(self, payload: tuple, seat: str | None, zone: str) -> bool:
        """A card (of the search panel: a new one) onto the end of a zone (the battlefield: its
        next free place)."""
        if payload[0] == NEW:
            facts = self.search.facts_of(payload)
            if facts is None:
                return False
            if seat is None:
                seat = self.setup["turn"].get("active")
            new, cid = S.add_card(self.setup, facts, seat, zone)
            text = tr("Add {c}").format(c=facts["name"])
        else:
            cid = payload[1]
            e = S.find(self.setup, cid)
            if e is None:
                return False
            new = S.move_card(self.setup, cid, seat, zone)
            text = tr("Move {c}").format(c=S.name_of(self.setup, e))
        if self.change(new, text):
            self.select(cid)
            return True
        return False

    def _zone_at(self, where: QPoint):
        for w in (*self.battlefields.values(), *self.piles.values()):
            if w.isVisible() and w.viewport().rect().contains(w.viewport().mapFromGlobal(where)):
                return w
        return None

    def _card_field(self, text: str, merge: str | None = None, **fields) -> bool:
        if self._filling or self.selected is None:
            return False
        return self.change(S.set_card(self.setup, self.selected, **fields), text,
                           None if merge is None else (merge, self.selected))

    def _refuse_input(self, why: str) -> None:
        self.refusal = S.Judgement(None, why)
        self._show_verdict(self.refusal)
        self.refresh()

    def _game_field(self, text: str, **fields) -> None:
        if self._filling:
            return
        self.change(S.set_game_fields(self.setup, **fields), text)

    def _set_life(self, seat: str, n: int) -> None:
        if self._filling or self.setup.get("life", {}).get(seat, 20) == n:
            return
        self.change(S.set_game_fields(self.setup, life={seat: n}),
                    tr("Set {p}'s life").format(p=seat))

    def _set_player_counters(self, seat: str) -> None:
        if self._filling:
            return
        try:
            counters = S.parse_counters(self.player_counters[seat].text())
        except ValueError as exc:
            self._refuse_input(str(exc))
            return
        if any(n > MAX_COUNT for n in counters.values()):
            self._refuse_input(tr("a count is at most {n}").format(n=MAX_COUNT))
            return
        if counters != (self.setup.get("player_counters") or {}).get(seat, {}):
            self.change(S.set_game_fields(self.setup, player_counters={seat: counters}),
                        tr("Set {p}'s counters").format(p=seat))

    def players_dialog(self) -> None:
        dlg = QInputDialog(self)
        P.set_window_title(dlg, tr("Players"))
        dlg.setLabelText(tr("The players in seat order, separated by commas:"))
        dlg.setTextValue(", ".join(self.setup["players"]))
        P.plain_labels(dlg)
        if dlg.exec():
            self.set_players(dlg.textValue().split(","))

    def set_players(self, names: list[str]) -> bool:
        """Rename, add or remove seats (`poseditor_setup.set_players`); one undo entry."""
        try:
            new = S.set_players(self.setup, names)
        except SetupError as exc:
            self._refuse_input(exc.reason)
            return False
        return self.change(new, tr("Set the players"))

    def remove_selected(self) -> None:
        if self.selected is None:
            return
        e = S.find(self.setup, self.selected)
        self.change(S.remove_card(self.setup, self.selected),
                    tr("Remove {c}").format(c=S.name_of(self.setup, e)))

    # ------------------------------------------------------------------ showing
    def select(self, cid: str | None) -> None:
        self.selected = cid
        for bf in self.battlefields.values():
            bf.select(cid)
        self.refresh()

    def _pile_clicked(self, item: QListWidgetItem) -> None:
        payload = item.data(ROLE_PAYLOAD)
        if payload and payload[0] == CARD:
            self.select(payload[1])

    def _pixmap(self, e: dict):
        facts = self.setup["facts"][e["facts"]]
        pm = cardart.face_pixmap(facts, self.lang, token=bool(e.get("token")))
        fd = e.get("face_down")
        if fd and "method" in fd:
            pm = cardart.peeked_pixmap(pm, fd)  # the author sees the face, marked face down
        pm = cardart.overlay_pixmap(pm, e.get("counters") or {}, e.get("damage", 0),
                                    bool(e.get("attached_to")))
        return cardart.turned(pm) if e.get("tapped") else pm

    def refresh(self) -> None:
        self._filling = True
        try:
            st = self.setup
            for (seat, zone), pile in self.piles.items():
                pile.clear()
                for e in S.in_zone(st, seat, zone):
                    it = QListWidgetItem(card_label(st, e, self.lang) if zone != "stack" else
                                         f"{S.controller(e)}: {card_label(st, e, self.lang)}")
                    it.setData(ROLE_PAYLOAD, (CARD, e["id"]))
                    it.setToolTip(P.tooltip(it.text()))
                    pile.addItem(it)
                    if e["id"] == self.selected:
                        pile.setCurrentItem(it)
            for seat, bf in self.battlefields.items():
                bf.show_cards([(e["id"], self._pixmap(e), card_label(st, e, self.lang),
                                e.get("pos"), bool(e.get("tapped")),
                                "Land" in (st["facts"][e["facts"]].get("type_line") or "")
                                and not e.get("face_down"))
                               for e in S.in_zone(st, seat, S.BATTLEFIELD)])
            for seat, spin in self.life.items():
                spin.setValue((st.get("life") or {}).get(seat, 20))
                self.player_counters[seat].setText(S.counters_text(
                    (st.get("player_counters") or {}).get(seat)))
            turn = st.get("turn") or {}
            self.turn_number.setValue(turn.get("number", 1))
            self.active.setCurrentIndex(max(0, self.active.findData(turn.get("active"))))
            self.step.setCurrentIndex(max(0, self.step.findData(turn.get("step", "main1"))))
            self.mode.setCurrentIndex(max(0, self.mode.findData(st.get("mode", "strict"))))
            self._fill_inspector()
        finally:
            self._filling = False
        if self.refusal is None:
            self._show_verdict(None)
        self.setWindowModified(not self.undo_stack.isClean())
