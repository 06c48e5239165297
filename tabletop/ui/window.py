"""The main window: the table, the rules assist, the log, the preview, menus and status bar."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
)

from . import actions as A
from . import logtext
from . import messages as M
from .actions import C
from .controller import TableController
from .panels import AssistPanel, LogPanel, PreviewPanel

LANGUAGES = [("en", "English"), ("de", "Deutsch"), ("fr", "Français"), ("es", "Español"),
             ("it", "Italiano"), ("pt", "Português"), ("ja", "日本語"), ("zh", "中文")]


class MainWindow(QMainWindow):
    def __init__(self, game, seat: str | None = "", quiet: bool = False) -> None:
        super().__init__()
        self.quiet = quiet  # tests and --screenshot: errors are recorded, not shown modally
        self.last_error = None
        self.lang = "en"
        self.path = None
        self.hotseat = True
        self._menu = None
        if game is not None and seat == "":
            seat = game.state.players[0]
        self.ctl = TableController(game, seat, self)
        self.scene = self.view = self.curtain = None
        self.snap = 0
        self.stack = QStackedWidget()
        self.placeholder = QLabel(M.tr("Setting up the table…"))
        self.placeholder.setAlignment(Qt.AlignCenter)
        self.stack.addWidget(self.placeholder)
        self.setCentralWidget(self.stack)
        self.assist = AssistPanel()
        self.log = LogPanel()
        self.preview = PreviewPanel()
        for title, w, area in ((M.tr("Rules assist"), self.assist, Qt.RightDockWidgetArea),
                               (M.tr("Game log"), self.log, Qt.RightDockWidgetArea),
                               (M.tr("Preview"), self.preview, Qt.LeftDockWidgetArea)):
            d = QDockWidget(title, self)
            d.setObjectName(title)
            d.setWidget(w)
            self.addDockWidget(area, d)
        self.status = QLabel()
        self.statusBar().addPermanentWidget(self.status, 1)
        self._autosave = QTimer(self, singleShot=True, interval=1500)
        self._autosave.timeout.connect(self._do_autosave)
        self.ctl.undo_stack.indexChanged.connect(lambda _i: self._autosave.start())
        self.ctl.changed.connect(self.refresh)
        self.ctl.reported.connect(self._on_report)
        self.assist.overrideRequested.connect(self.ctl.override)
        self.assist.reminderAction.connect(self._on_reminder)
        self._build_menus()
        self.resize(1500, 950)
        if game is not None:
            self.ensure_table()
        self.refresh()

    def add_panel(self, title: str, widget, area=Qt.RightDockWidgetArea) -> QDockWidget:
        """Dock another panel (the lesson player uses this)."""
        d = QDockWidget(title, self)
        d.setObjectName(title)
        d.setWidget(widget)
        self.addDockWidget(area, d)
        return d

    # -- the table (built on first need, so an empty window paints at once on start-up) --
    def ensure_table(self) -> None:
        if self.view is not None:
            return
        from .curtain import Curtain
        from .scene import TableScene
        from .view import TableView
        self.scene = TableScene(self)
        self.scene.snap = self.snap
        self.view = TableView(self.scene)
        self.curtain = Curtain()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.curtain)
        self.stack.setCurrentWidget(self.view)
        self._wire()
        QTimer.singleShot(0, self.view.fit)

    def _wire(self) -> None:
        self.scene.cardDropped.connect(self._on_card_drop)
        self.scene.pileDropped.connect(self._on_pile_drop)
        self.scene.cardHovered.connect(self._on_hover)
        self.scene.cardActivated.connect(self._on_activate)
        self.scene.pileActivated.connect(self._on_pile_activate)
        self.scene.contextRequested.connect(self._on_context)
        self.view.focusedCard.connect(self._on_focus)
        self.curtain.confirmed.connect(self._curtain_confirmed)

    def refresh(self) -> None:
        if self.curtain is not None and self.stack.currentWidget() is self.curtain:
            return
        game, seat = self.ctl.game, self.ctl.seat
        if game is None or self.view is None:
            self.status.setText(M.tr("Setting up the table…"))
            return
        view = game.view_for(seat)
        self.scene.sync(view, self.lang, self.ctl.peeked)
        self.log.set_lines(logtext.lines_for(game, seat))
        self.assist.set_mode(view.mode)
        who = seat if seat is not None else M.tr("spectator (public information only)")
        state = M.tr("Game over") if view.ended else M.tr("Turn {t} · {s} · active: {a}").format(
            t=view.turn, s=M.step_text(view.step), a=view.active)
        self.status.setText(f"{state} · {M.tr('viewing as')} {who} · {M.tr('rules')}: "
                            f"{view.mode}")
        self.setWindowTitle(f"tabletop — {who}" + (f" — {self.path}" if self.path else ""))
        for a in getattr(self, "_mode_actions", {}).values():
            a.setChecked(a.data() == view.mode)

    # -- menus and shortcuts --
    def _act(self, menu: QMenu, text: str, fn, shortcut: str = "", name: str = "") -> QAction:
        a = QAction(M.tr(text), self)
        if shortcut:
            a.setShortcut(QKeySequence(shortcut))
            a.setShortcutContext(Qt.WindowShortcut)
        a.setObjectName(name or text)
        a.triggered.connect(lambda _=False: fn())
        menu.addAction(a)
        return a

    def _build_menus(self) -> None:
        mb = self.menuBar()
        f = mb.addMenu(M.tr("&File"))
        self._act(f, "New demo game", self.new_demo, "Ctrl+N", "new_demo")
        self._act(f, "New game from two decklists…", self.new_from_decklists, "", "new_decks")
        self._act(f, "Open…", self.open_dialog, QKeySequence.Open, "open")
        self.recent_menu = f.addMenu(M.tr("Open recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._act(f, "Save", self.save, QKeySequence.Save, "save")
        self._act(f, "Save as…", self.save_as, "Ctrl+Shift+S", "save_as")
        self._act(f, "Export for a seat…", self.export_dialog, "Ctrl+E", "export")
        f.addSeparator()
        self._act(f, "Quit", self.close, QKeySequence.Quit, "quit")
        e = mb.addMenu(M.tr("&Edit"))
        undo = self.ctl.undo_stack.createUndoAction(self, M.tr("Undo"))
        undo.setShortcut(QKeySequence.Undo)
        redo = self.ctl.undo_stack.createRedoAction(self, M.tr("Redo"))
        redo.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        e.addActions([undo, redo])
        g = mb.addMenu(M.tr("&Game"))
        self.table_actions = {}
        for aid, text, key, build in A.TABLE_ACTIONS:
            self.table_actions[aid] = self._act(
                g, text, lambda b=build, t=text: self.run(b(self), M.tr(t)), key, aid)
        c = mb.addMenu(M.tr("&Card"))
        for act in A.CARD_ACTIONS:
            self._act(c, act.label, lambda a=act: self.card_action(a), act.shortcut, act.id)
        self._act(c, "Turn face up…", self.turn_up_current, "U", "turn_up")
        self._act(c, "Cast face down…", self.cast_down_current, "Shift+C", "cast_down")
        v = mb.addMenu(M.tr("&View"))
        self._act(v, "Zoom in", lambda: self.view and self.view.zoom(1.2), QKeySequence.ZoomIn,
                  "zoom_in")
        self._act(v, "Zoom out", lambda: self.view and self.view.zoom(1 / 1.2),
                  QKeySequence.ZoomOut, "zoom_out")
        self._act(v, "Fit the table", lambda: self.view and self.view.fit(), "Ctrl+0", "fit")
        snap = self._act(v, "Snap to grid", lambda: None, "", "snap")
        snap.setCheckable(True)
        snap.toggled.connect(self._set_snap)
        v.addSeparator()
        hs = self._act(v, "Hot-seat play (curtain between turns)", lambda: None, "", "hotseat")
        hs.setCheckable(True)
        hs.setChecked(self.hotseat)
        hs.toggled.connect(lambda on: setattr(self, "hotseat", on))
        self._act(v, "Pass to the next seat", self.pass_next, "F2", "pass_next")
        seats = v.addMenu(M.tr("View as"))
        seats.aboutToShow.connect(lambda m=seats: self._fill_seats(m))
        s = mb.addMenu(M.tr("&Settings"))
        modes = s.addMenu(M.tr("Rules mode"))
        grp = QActionGroup(self)
        self._mode_actions = {}
        for mode, text in (("strict", "Strict: refuse illegal actions"),
                           ("assist", "Assist: warn, allow a logged override"),
                           ("off", "Off")):
            a = self._act(modes, text, lambda m=mode: self.set_mode(m), "", "mode_" + mode)
            a.setCheckable(True)
            a.setData(mode)
            grp.addAction(a)
            self._mode_actions[mode] = a
        langs = s.addMenu(M.tr("Card language"))
        lgrp = QActionGroup(self)
        for code, text in LANGUAGES:
            a = self._act(langs, text, lambda c=code: self.set_lang(c), "", "lang_" + code)
            a.setCheckable(True)
            a.setChecked(code == self.lang)
            lgrp.addAction(a)

    def _set_snap(self, on: bool) -> None:
        self.snap = 20 if on else 0
        if self.scene is not None:
            self.scene.snap = self.snap

    def _fill_seats(self, menu: QMenu) -> None:
        menu.clear()
        if self.ctl.game is None:
            return
        for p in self.ctl.game.state.players:
            menu.addAction(p, lambda s=p: self.pass_to(s))
        menu.addAction(M.tr("Spectator (public information only)"), lambda: self.pass_to(None))

    def _fill_recent(self) -> None:
        from . import fileops
        self.recent_menu.clear()
        for p in fileops.recent_files():
            self.recent_menu.addAction(p, lambda x=p: self.open_path(x))
        if not self.recent_menu.actions():
            self.recent_menu.addAction(M.tr("(none)")).setEnabled(False)

    # -- doing things --
    def run(self, cmd, label: str):
        if cmd is None or self.view is None or self.stack.currentWidget() is self.curtain:
            return None
        return self.ctl.run(cmd, label)

    def current_vid(self) -> str | None:
        from .items import CardItem
        if self.scene is None:
            return None
        it = self.scene.focusItem()
        if isinstance(it, CardItem):
            return it.vid
        sel = [i for i in self.scene.selectedItems() if isinstance(i, CardItem)]
        return sel[0].vid if sel else getattr(self, "_hover", None)

    def current_ov(self):
        vid = self.current_vid()
        return self.scene.view.by_id(vid) if vid and self.scene.view else None

    def card_action(self, act: A.Act, vid: str | None = None) -> None:
        vid = vid or self.current_vid()
        ov = self.scene.view.by_id(vid) if vid and self.scene.view else None
        if ov is None or not act.applies(ov, self.ctl.seat):
            self.statusBar().showMessage(M.tr("Select a card first (Tab moves between cards)."),
                                         4000)
            return
        if act.id == "peek":
            if vid in self.ctl.peeked:
                self.ctl.peeked.discard(vid)
                self.refresh()
                return
            out = self.run(act.build(self, vid, ov), M.tr(act.label))
            if out is not None:
                new = self._same_object(vid)
                if new:
                    self.ctl.peeked.add(new)
                self.refresh()
            return
        self.run(act.build(self, vid, ov), f"{M.tr(act.label)}: {M.card_title(ov, self.lang)}")

    def _same_object(self, vid: str) -> str | None:
        return vid if self.ctl.game.view_for(self.ctl.seat).by_id(vid) else None

    def _on_card_drop(self, vid: str, zone: str, seat: str, x: float, y: float) -> None:
        ov = self.scene.view.by_id(vid) if self.scene.view else None
        if ov is None:
            return
        cmd = A.drop_command(self.ctl, ov, zone, seat, x, y)
        if cmd is not None:
            self.run(cmd, M.tr("{what} to {zone}").format(what=M.card_title(ov, self.lang),
                                                          zone=M.zone_text(zone)))
        self.scene.resync()

    def _on_pile_drop(self, seat, zone, to_zone, to_seat, x, y) -> None:
        cmd = A.pile_drop_command(self.ctl, seat, zone, to_zone, x, y)
        self.run(cmd, M.tr("Top of {zone} to {to}").format(zone=M.zone_text(zone),
                                                           to=M.zone_text(to_zone)))

    def _on_hover(self, vid: str) -> None:
        self._hover = vid
        item = self.scene.items_by_id.get(vid)
        if item is not None:
            self.preview.show_pixmap(item.pixmap(), item.accessible_name)

    def _on_focus(self, vid: str) -> None:
        self._on_hover(vid)
        item = self.scene.items_by_id.get(vid)
        if item is not None:
            self.statusBar().showMessage(item.accessible_name, 5000)

    def _on_activate(self, vid: str) -> None:
        ov = self.scene.view.by_id(vid)
        if ov is None:
            return
        if ov.zone == "battlefield":
            self.card_action(next(a for a in A.CARD_ACTIONS if a.id == "tap"), vid)
        elif ov.zone == "stack":
            self.card_action(next(a for a in A.CARD_ACTIONS if a.id == "resolve"), vid)

    def _on_pile_activate(self, seat: str, zone: str) -> None:
        if zone == "library":
            if seat == self.ctl.seat:
                self.run(C.Draw(seat), M.tr("Draw a card"))
            return
        self.browse(seat, zone)

    def browse(self, seat: str, zone: str):
        from .dialogs import ZoneBrowser
        objs = [o for o in self.scene.view.objects if o.zone == zone and o.owner == seat]
        dlg = ZoneBrowser(M.tr("{seat}'s {zone}").format(seat=seat, zone=M.zone_text(zone)),
                          objs, self.lang, self, self.card_menu)
        if not self.quiet:
            dlg.exec()
        return dlg

    def _on_report(self, rep) -> None:
        self.assist.show_report(rep)
        if not rep.events:
            return
        began = [e for e in rep.events if e.kind == "turn_began"]
        if began and self.hotseat and self.ctl.seat is not None:
            active = began[-1].get("active")
            if active and active != self.ctl.seat:
                self.pass_to(active)

    def _on_reminder(self, action: str) -> None:
        me = self.ctl.seat
        if action == "manifest_mist":
            self.run(C.Manifest(me, source="Primordial Mist"), M.tr("Primordial Mist: manifest"))
        elif action == "manifest_pursuit":
            self.run(C.Manifest(me, source="Cryptic Pursuit"), M.tr("Cryptic Pursuit: manifest"))
        elif action == "pursuit_exile":
            rep = self.ctl.last_report
            died = [e.get("card") for e in (rep.events if rep else []) if e.kind == "died"]
            if died:
                self.run(C.ExileToPlay(me, died[-1], source="Cryptic Pursuit",
                                       from_zone="graveyard", until="end_of_your_next_turn"),
                         M.tr("Cryptic Pursuit: exile it; you may cast it"))

    # -- context menus --
    def _on_context(self, item, screen_pos) -> None:
        from .items import CardItem, PileItem
        if isinstance(item, CardItem):
            menu = self.card_menu(item.vid)
        elif isinstance(item, PileItem):
            menu = self.pile_menu(item)
        else:
            menu = self.table_menu()
        if menu is not None:
            self._menu = menu
            menu.popup(screen_pos)

    def card_menu(self, vid: str) -> QMenu | None:
        view = self.scene.view
        ov = view.by_id(vid) if view else None
        if ov is None:
            return None
        me = self.ctl.seat
        menu = QMenu(self)
        menu.setObjectName("card_menu")
        head = menu.addAction(M.card_title(ov, self.lang))
        head.setEnabled(False)
        if ov.zone == "battlefield" and ov.face_down:
            menu.addMenu(self.turn_up_menu(vid, menu))
        if ov.zone == "hand" and ov.owner == me:
            menu.addMenu(self.cast_down_menu(vid, menu))
        for act in A.card_actions(ov, me):
            a = menu.addAction(M.tr(act.label) + ("" if not act.shortcut else f"\t{act.shortcut}"))
            a.setObjectName(act.id)
            a.triggered.connect(lambda _=False, x=act, v=vid: self.card_action(x, v))
        return menu

    def turn_up_menu(self, vid: str, parent=None) -> QMenu:
        """Every turn-up route: legal ones with their cost, the others disabled with the reason
        (in assist and off modes they stay clickable, so the player may try and override)."""
        m = QMenu(M.tr("Turn face up"), parent)
        m.setObjectName("turn_up_menu")
        m.setToolTipsVisible(True)
        mode = self.ctl.game.state.mode
        routes = self.ctl.routes(vid)
        if not routes:
            a = m.addAction(M.tr("Only its controller may turn it face up"))
            a.setEnabled(False)
        for r in routes:
            what = M.tr(M.ROUTE_TEXT.get(r.route, r.route))
            if r.legal:
                text = M.tr("{what}: {cost}").format(what=what.capitalize(), cost=r.cost or "0")
            else:
                reason = r.reason
                why = M.verdict_text(reason) if reason else ""
                short = why if len(why) <= 46 else why[:44].rsplit(" ", 1)[0] + " …"
                text = M.tr("{what} — not allowed: {why}").format(what=what.capitalize(),
                                                                 why=short)
            a = m.addAction(text)
            if not r.legal and r.reason:
                rules = M.verdict_rules(r.reason)
                a.setToolTip(M.verdict_text(r.reason) + (f" [{rules}]" if rules else ""))
                a.setStatusTip(a.toolTip())
            a.setObjectName("route_" + r.route)
            a.setEnabled(r.legal or mode != "strict")
            a.triggered.connect(lambda _=False, rt=r.route, pw=r.pay_with, v=vid:
                                self.turn_up(v, rt, pw))
        if routes:
            m.addSeparator()
            a = m.addAction(M.tr("By an effect (no cost)"))
            a.setObjectName("route_effect")
            a.triggered.connect(lambda _=False, v=vid: self.turn_up(v, "effect", None))
        return m

    def turn_up(self, vid: str, route: str, pay_with=None) -> None:
        cid = self.ctl.cid(vid)
        ov = self.scene.view.by_id(vid)
        self.run(C.TurnFaceUp(self.ctl.seat, cid, route, pay_with=pay_with),
                 M.tr("Turn {what} face up {how}").format(
                     what=M.card_title(ov, self.lang) if ov else "",
                     how=M.tr(M.ROUTE_TEXT.get(route, route))))

    def turn_up_current(self) -> None:
        """U: one legal route is taken at once; several open the routes menu; none tries the
        mana-cost route so the rules assist says why not (and may offer an override)."""
        vid = self.current_vid()
        ov = self.current_ov()
        if ov is None or not ov.face_down or ov.zone != "battlefield":
            return
        routes = self.ctl.routes(vid)
        legal = [r for r in routes if r.legal]
        if len(legal) == 1:
            self.turn_up(vid, legal[0].route, legal[0].pay_with)
        elif legal:
            item = self.scene.items_by_id.get(vid)
            pt = self.view.viewport().mapToGlobal(self.view.mapFromScene(
                item.sceneBoundingRect().center()))
            self._menu = self.turn_up_menu(vid, self)
            self._menu.popup(pt)
        else:
            self.turn_up(vid, "mana_cost", None)

    def cast_down_menu(self, vid: str, parent=None) -> QMenu:
        m = QMenu(M.tr("Cast face down"), parent)
        m.setObjectName("cast_down_menu")
        for method in A.FACE_DOWN_CASTS:
            a = m.addAction(M.tr("Cast face down ({m})").format(m=M.tr(method)))
            a.setObjectName("cast_" + method)
            a.triggered.connect(lambda _=False, x=method, v=vid: self.cast_down(v, x))
        return m

    def cast_down(self, vid: str, method: str) -> None:
        self.run(C.Cast(self.ctl.seat, self.ctl.cid(vid), face_down=method),
                 M.tr("Cast a card face down ({m})").format(m=M.tr(method)))

    def cast_down_current(self) -> None:
        ov = self.current_ov()
        if ov is None or ov.zone != "hand":
            return
        methods = list(A.FACE_DOWN_CASTS)
        if self.quiet:
            return self.cast_down(ov.id, methods[0])
        m, ok = QInputDialog.getItem(self, M.tr("Cast face down"), M.tr("Method:"), methods, 0,
                                     False)
        if ok:
            self.cast_down(ov.id, m)

    def pile_menu(self, pile) -> QMenu:
        menu = QMenu(self)
        menu.setObjectName("pile_menu")
        mine = pile.seat == self.ctl.seat
        if pile.zone == "library":
            for aid in ("draw", "shuffle", "manifest", "manifest_dread", "cloak", "mill"):
                if mine:
                    menu.addAction(self.table_actions[aid])
            if not mine:
                menu.addAction(M.tr("{n} cards").format(n=pile.count)).setEnabled(False)
        else:
            a = menu.addAction(M.tr("Browse…"))
            a.setObjectName("browse")
            a.triggered.connect(lambda: self.browse(pile.seat, pile.zone))
        return menu

    def table_menu(self) -> QMenu:
        menu = QMenu(self)
        menu.setObjectName("table_menu")
        for aid in ("draw", "manifest", "manifest_dread", "cloak", "next_step", "end_turn",
                    "next_turn"):
            menu.addAction(self.table_actions[aid])
        return menu

    # -- dialogs for actions that need a choice --
    def ask_dread(self):
        me = self.ctl.seat
        lib = (self.ctl.game.state.zones.get(f"{me}:library") or [])[:2]
        if len(lib) < 2:
            return C.ManifestDread(me)
        from . import cardart
        st = self.ctl.game.state
        choices = []
        for cid in lib:  # the player looks at these two (the model logs the look)
            facts = st.facts[st.cards[cid].facts]
            choices.append((M.localized_name(facts, self.lang),
                            cardart.face_pixmap(facts, self.lang)))
        if self.quiet:
            return C.ManifestDread(me, keep=lib[0])
        from .dialogs import ChooseCard
        dlg = ChooseCard(M.tr("Manifest dread"), M.tr("Manifest one; the other goes to your "
                                                      "graveyard."), choices, self)
        if not dlg.exec():
            return None
        return C.ManifestDread(me, keep=lib[dlg.choice()])

    def ask_attach(self, vid: str):
        view = self.scene.view
        hosts = [o for o in view.objects if o.zone == "battlefield" and o.id != vid]
        if not hosts:
            return None
        names = [f"{M.card_title(o, self.lang)} ({o.controller})" for o in hosts]
        names.append(M.tr("(unattach)"))
        if self.quiet:
            return None
        pick, ok = QInputDialog.getItem(self, M.tr("Attach"), M.tr("Attach to:"), names, 0, False)
        if not ok:
            return None
        i = names.index(pick)
        to = self.ctl.cid(hosts[i].id) if i < len(hosts) else None
        return C.Attach(self.ctl.cid(vid), to)

    def ask_effect(self, vid: str):
        names = [M.tr(n) for n, _ in A.EFFECT_PRESETS]
        if self.quiet:
            return None
        pick, ok = QInputDialog.getItem(self, M.tr("Apply an effect"), M.tr("Effect:"), names, 0,
                                        False)
        if not ok:
            return None
        dur, ok = QInputDialog.getItem(self, M.tr("Apply an effect"), M.tr("Until:"),
                                       ["end_of_turn", "permanent"], 0, False)
        if not ok:
            return None
        return C.ApplyEffect(self.ctl.cid(vid), A.EFFECT_PRESETS[names.index(pick)][1], dur)

    def mill(self):
        top = self.ctl.top_of_library(self.ctl.seat)
        return C.Move(top, "graveyard") if top else None

    # -- seats and the curtain --
    def pass_next(self) -> None:
        if self.ctl.game is None:
            return
        players = self.ctl.game.state.players
        cur = self.ctl.seat
        nxt = players[(players.index(cur) + 1) % len(players)] if cur in players else players[0]
        self.pass_to(nxt)

    def pass_to(self, seat: str | None) -> None:
        """Hide everything, show the curtain; the next seat's table is built only on confirm."""
        self.ensure_table()
        self.scene.clear_table()
        self.log.clear()
        self.preview.clear()
        self.assist.clear()
        self._hover = None
        self.ctl.peeked.clear()
        self._next_seat = seat
        self.stack.setCurrentWidget(self.curtain)
        self.curtain.show_for(seat)
        self.status.setText(M.tr("Privacy curtain: waiting for {who}").format(
            who=seat if seat is not None else M.tr("the spectators")))

    def _curtain_confirmed(self) -> None:
        self.stack.setCurrentWidget(self.view)
        self.ctl.set_seat(self._next_seat)
        self.view.fit()

    # -- settings --
    def set_mode(self, mode: str) -> None:
        if hasattr(C, "SetMode"):
            self.ctl.run(C.SetMode(mode), M.tr("Rules mode: {m}").format(m=mode))
        else:
            self.ctl.game.state.mode = mode
        self.refresh()

    def set_lang(self, code: str) -> None:
        self.lang = code
        self.refresh()

    # -- files --
    def _problem(self, exc) -> None:
        from .dialogs import error
        error(self, M.tr("tabletop"), exc.text, exc.details)

    def _do_autosave(self) -> None:
        from . import fileops
        if self.ctl.game is not None:
            fileops.autosave(self.ctl.game)

    def set_game(self, game, path=None) -> None:
        players = game.state.players
        seat = self.ctl.seat if self.ctl.seat in players or (
            self.ctl.seat is None and self.ctl.game is not None) else players[0]
        self.path = path
        self.ensure_table()
        self.ctl.set_game(game, seat)
        self.assist.clear()
        self.view.fit()

    def new_demo(self) -> None:
        from .demo import demo_game
        self.set_game(demo_game())

    def new_from_decklists(self) -> None:
        from .newgame import new_game_dialog
        game = new_game_dialog(self)
        if game is not None:
            self.set_game(game)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, M.tr("Open a game"), "",
                                              M.tr("tabletop games (*.tabletop *.json)"))
        if path:
            self.open_path(path)

    def open_path(self, path) -> bool:
        from . import fileops
        try:
            game = fileops.open_game(path)
        except fileops.FileProblem as exc:
            self._problem(exc)
            return False
        self.set_game(game, str(path))
        return True

    def save(self) -> bool:
        if not self.path:
            return self.save_as()
        return self.save_to(self.path)

    def save_to(self, path) -> bool:
        from . import fileops
        try:
            fileops.save(self.ctl.game, path)
        except fileops.FileProblem as exc:
            self._problem(exc)
            return False
        self.path = str(path)
        self.ctl.undo_stack.setClean()
        self.refresh()
        return True

    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, M.tr("Save the game"), "game.tabletop",
                                              M.tr("tabletop games (*.tabletop)"))
        return self.save_to(path) if path else False

    def export_dialog(self) -> None:
        from . import fileops
        players = self.ctl.game.state.players
        seat, ok = QInputDialog.getItem(self, M.tr("Export for a seat"),
                                        M.tr("What this seat may know:"), players, 0, False)
        if not ok:
            return
        path, _ = QFileDialog.getSaveFileName(self, M.tr("Export"), f"game-{seat}.json",
                                              M.tr("Exports (*.json)"))
        if path:
            try:
                fileops.export(self.ctl.game, seat, path)
            except fileops.FileProblem as exc:
                self._problem(exc)

    def offer_recovery(self) -> None:
        from . import fileops
        cand = fileops.recovery_candidate()
        if cand is None or self.quiet:
            return
        ans = QMessageBox.question(self, M.tr("Recover a game?"), M.tr(
            "An autosaved game ({p}) is newer than your last save. Open it?").format(p=cand.name))
        if ans == QMessageBox.Yes:
            self.open_path(cand)

    def closeEvent(self, event) -> None:
        if self._autosave.isActive():
            self._autosave.stop()
            self._do_autosave()
        super().closeEvent(event)
