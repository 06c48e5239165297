"""The window's menu bar: File, Edit, Game, Card, Cards, View, Lessons, Settings, with their
shortcuts; the card and UI language entries and the settings kept between runs. `win.menubar`,
a part of MainWindow: each entry calls the part that does the work (`win.files`, `win.table`,
...).

`act` makes a named window action (a shortcut that works wherever the focus is); the other parts
add their entries with it."""

from __future__ import annotations

from functools import partial

import shiboken6
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from tabletop.model.modes import Mode
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.library.part import AUTO_DRAW
from tabletop.ui.players.part import ROLL_IDS
from tabletop.ui.table import actions as A

# Actions that change the game (or write it): off while the board can't change (a shared board).
# Viewing stays: zoom, fit, preview, browsing, card language, Open, New, Quit.
EDITING = frozenset(
    {aid for aid, *_ in A.TABLE_ACTIONS} | {a.id for a in A.CARD_ACTIONS}
    | {aid for aid, *_ in A.PLAYER_ACTIONS} | set(ROLL_IDS)
    | {"turn_up", "cast_down", "save", "save_as", "export", "mode_strict", "mode_assist",
       "mode_off", "pass_next", "request_accept", "request_decline", "table_trust"})

LANGUAGES = [("en", "English"), ("de", "Deutsch"), ("fr", "Français"), ("es", "Español"),
             ("it", "Italiano"), ("pt", "Português"), ("ja", "日本語"), ("zh", "中文")]


LANGUAGE_NOTE = QT_TR_NOOP("A new language takes effect when tabletop starts again")
LANGUAGE_CHANGES = QT_TR_NOOP("The language changes when tabletop starts again.")

class MenuBarPart:

    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to
        # (made by `build`, which the window calls first thing)
        self.recent_menu: QMenu  # File → Open recent
        self.panels_menu: QMenu  # View → Panels: each docked panel's toggle
        self.mode_actions: dict[str, QAction] = {}  # Settings → Rules mode, by mode
        self.auto_draw_action: QAction  # Settings → Draw automatically in the draw step
        self.undo_action: QAction  # Edit → Undo

    def act(self, menu: QMenu, text: str, fn, shortcut: str | QKeySequence.StandardKey = "",
            name: str = "") -> QAction:
        a = QAction(tr(text), self.win)
        if shortcut:
            a.setShortcut(QKeySequence(shortcut))  # a window shortcut (the default)
        a.setObjectName(name or text)
        a.triggered.connect(lambda _=False: fn())
        menu.addAction(a)
        return a

    def set_hotseat(self, on: bool) -> None:
        """Hot-seat play on or off, its entry in the View menu checked to match."""
        self.win.hotseat = on
        for a in self.win.findChildren(QAction):
            if a.objectName() == "hotseat":
                a.setChecked(on)

    def build(self, menus: tuple[QMenu, ...]) -> None:
        """Every menu's entries; `menus`: the bar's menus, as the window made them in the
        order of `MENUS` (their titles painted before this)."""
        f, e, g, c, cards, v, lessons, s = menus
        self._build_file(f)
        self._build_edit(e)
        self._build_game_and_card(g, c)
        self._build_cards(cards)
        self._build_view(v)
        self.win.lessons_menu.build_lesson_menu(lessons)
        self.win.requests.build_menus(g, s)  # answers (Game menu), table trust (Settings)
        self._build_settings(s)

    def _build_file(self, f: QMenu) -> None:
        self.act(f, QT_TR_NOOP("New demo game"), self.win.files.new_demo, "Ctrl+N", "new_demo")
        self.act(f, QT_TR_NOOP("New game from two decklists…"),
                 self.win.files.new_from_decklists, "", "new_decks")
        self.act(f, QT_TR_NOOP("Open…"), self.win.files.open_dialog,
                 QKeySequence.StandardKey.Open, "open")
        self.act(f, QT_TR_NOOP("Open replay…"), self._open_replay, "Ctrl+Alt+O", "open_replay")
        self.act(f, QT_TR_NOOP("Open deck…"), lambda: self._decks().open_deck_dialog(self.win),
                 "Ctrl+Shift+O", "open_deck")
        self.recent_menu = f.addMenu(tr("Open recent"))
        self.recent_menu.aboutToShow.connect(self.fill_recent)
        self.act(f, QT_TR_NOOP("Save"), self.win.files.save, QKeySequence.StandardKey.Save, "save")
        self.act(f, QT_TR_NOOP("Save as…"), self.win.files.save_as, "Ctrl+Shift+S", "save_as")
        self.act(f, QT_TR_NOOP("Export for a seat…"), self.win.files.export_dialog, "Ctrl+E",
                 "export")
        f.addSeparator()
        self.act(f, QT_TR_NOOP("Quit"), self.win.close, QKeySequence.StandardKey.Quit, "quit")

    def _build_edit(self, e: QMenu) -> None:
        undo = P.undo_action(self.win.ctl.undo_stack, self.win, tr("Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = P.undo_action(self.win.ctl.undo_stack, self.win, tr("Redo"), redo=True)
        redo.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        ctl = self.win.ctl
        for action, name, slot in ((undo, "undo", self.undo), (redo, "redo", ctl.redo)):
            action.setObjectName(name)
            # through the controller, not the stack's own slot: it notes each undo and redo in
            # every seat's log
            action.triggered.disconnect()
            action.triggered.connect(lambda _checked=False, f=slot: f())
        e.addActions([undo, redo])
        # on with nothing to undo too, to say so (after Qt's own slot, which turns it off)
        self.undo_action = undo
        ctl.undo_stack.canUndoChanged.connect(self.sync_undo)
        ctl.changed.connect(self.sync_undo)
        self.sync_undo()
        self._build_position_menu(e)

    def sync_undo(self, can: bool | None = None) -> None:
        """Edit → Undo (Ctrl+Z) is on when there is something to undo, and on a game played
        here (not a lesson: its panel has its own Ctrl+Z; not a network table: the host's)
        with nothing to undo, to say why nothing happens (`undo`)."""
        ctl = self.win.ctl
        if not shiboken6.isValid(ctl.undo_stack):  # (the window is going)
            return
        here = ctl.game is not None and ctl.route is None and not ctl.remote
        self.undo_action.setEnabled(bool(ctl.undo_stack.canUndo() if can is None else can)
                                    or here)

    def undo(self) -> None:
        """Edit → Undo: the controller's undo, or a word in the status bar when there is
        nothing to undo (a game opened from a file has no undo history from before)."""
        stack = self.win.ctl.undo_stack
        if stack.canUndo():
            self.win.ctl.undo()
            return
        if self.win.files.opened and not stack.count():
            text = tr("Nothing to undo: a game opened from a file starts its undo history "
                      "when it opens.")
        else:
            text = tr("Nothing to undo: the undo history starts here.")
        self.win.statusBar().showMessage(text, 8000)

    def _build_game_and_card(self, g: QMenu, c: QMenu) -> None:
        self.win.table_actions = {}
        for aid, text, key, build in A.TABLE_ACTIONS:
            self.win.table_actions[aid] = self.act(
                g, text, lambda b=build, t=text: self.win.table_action(b, t), key, aid)
        self.win.table_actions["top_revealed"].setCheckable(True)  # checked while on (library.py)
        for act in A.CARD_ACTIONS:
            self.act(c, act.label, lambda a=act: self.win.table.card_action(a), act.shortcut,
                      act.id)
        self.act(c, QT_TR_NOOP("Turn face up…"), self.win.menus.turn_up_current, "U", "turn_up")
        self.act(c, QT_TR_NOOP("Cast face down…"), self.win.menus.cast_down_current, "Shift+C",
                 "cast_down")
        self.win.players.build_player_menus(g, c)
        g.addSeparator()  # remote play (issue 15): nethost.py, netdialogs.py
        net = self.win.net
        self.act(g, QT_TR_NOOP("Host a network game…"), net.host_game, "", "net_host")
        self.act(g, QT_TR_NOOP("Issue a new invite…"), net.reissue_invite, "", "net_reissue")
        self.act(g, QT_TR_NOOP("Join…"), net.join_game, "", "net_join")
        self.act(g, QT_TR_NOOP("Play online…"), self.win.online.play_online, "Ctrl+Shift+G",
                 "play_online")  # a shared server's lobby (issue 30): ui/online

    def _build_cards(self, menu: QMenu) -> None:
        """Cards: the card database (download, import, Cockatrice) and the deck editor."""
        menu.setObjectName("cards_menu")
        self.act(menu, QT_TR_NOOP("Card database…"), self._card_database, "", "card_database")
        self.act(menu, QT_TR_NOOP("Deck editor…"), lambda: self._decks().open_editor(self.win),
                 "", "deck_editor")

    def _open_replay(self) -> None:
        from tabletop.ui.replay import part  # (imported on first use: start-up time)
        part.open_replay_dialog(self.win)

    def _card_database(self) -> None:
        from tabletop.ui.cards import dbdialog  # (imported on first use: start-up time)
        dbdialog.open_dialog(self.win)

    @staticmethod
    def _decks():
        from tabletop.ui.decks import editor  # (imported on first use: start-up time)
        return editor

    def _build_view(self, v: QMenu) -> None:
        win = self.win
        self.act(v, QT_TR_NOOP("Zoom in"), lambda: win.view and win.view.zoom(1.2),
                 QKeySequence.StandardKey.ZoomIn, "zoom_in")
        self.act(v, QT_TR_NOOP("Zoom out"), lambda: win.view and win.view.zoom(1 / 1.2),
                 QKeySequence.StandardKey.ZoomOut, "zoom_out")
        self.act(v, QT_TR_NOOP("Fit the table"), lambda: win.view and win.view.fit(),
                 "Ctrl+0", "fit")
        self.panels_menu = v.addMenu(tr("Panels"))
        self.panels_menu.setObjectName("panels")
        snap = self.act(v, QT_TR_NOOP("Snap to grid"), lambda: None, "", "snap")
        snap.setCheckable(True)
        snap.toggled.connect(self._set_snap)
        v.addSeparator()
        hs = self.act(v, QT_TR_NOOP("Hot-seat play (curtain between turns)"),
                      lambda: None, "", "hotseat")
        hs.setCheckable(True)
        hs.setChecked(self.win.hotseat)
        hs.toggled.connect(lambda on: setattr(self.win, "hotseat", on))
        self.act(v, QT_TR_NOOP("Pass to the next seat"), self.win.seats.pass_next, "F2",
                 "pass_next")
        seats = v.addMenu(tr("View as"))
        seats.aboutToShow.connect(lambda m=seats: self.win.seats.fill_view_as(m))

    def _build_settings(self, s: QMenu) -> None:
        modes = s.addMenu(tr("Rules mode"))
        grp = QActionGroup(self.win)
        self.mode_actions = {}
        for mode, text in ((Mode.STRICT, QT_TR_NOOP("Strict: refuse illegal actions")),
                           (Mode.ASSIST, QT_TR_NOOP("Assist: warn, allow a logged override")),
                           (Mode.OFF, QT_TR_NOOP("Off"))):
            a = self.act(modes, text, lambda m=mode: self.win.set_mode(m), "", "mode_" + mode)
            a.setCheckable(True)
            a.setData(mode)
            grp.addAction(a)
            self.mode_actions[mode] = a
        langs = s.addMenu(tr("Card language"))
        lgrp = QActionGroup(self.win)
        for code, text in LANGUAGES:
            a = self.act(langs, text, lambda c=code: self.win.set_lang(c), "", "lang_" + code)
            a.setCheckable(True)
            a.setChecked(code == self.win.lang)
            lgrp.addAction(a)
        self._build_ui_language_menu(s)
        auto = self.act(s, QT_TR_NOOP("Draw automatically in the draw step"),
                         lambda: None, "", AUTO_DRAW)
        auto.setCheckable(True)
        auto.setChecked(True)
        auto.toggled.connect(self._set_auto_draw)
        self.auto_draw_action = auto
        self.act(s, QT_TR_NOOP("Card images…"), lambda: self._images_do("settings_dialog"), "",
                 "image_settings")
        self.act(s, QT_TR_NOOP("Clear image cache"), lambda: self._images_do("clear_cache"), "",
                 "clear_image_cache")

    def _build_position_menu(self, e: QMenu) -> None:
        """Edit → Set up a position…, Copy position (public), Copy the full position… (after a
        warning), Paste position (`poseditor`)."""
        def pe():  # imported on first use (start-up time): it imports the rules
            from tabletop.ui.editor import window as poseditor
            return poseditor
        e.addSeparator()
        self.act(e, QT_TR_NOOP("Set up a position…"), lambda: pe().open_editor(self.win), "",
                 "set_up_position")
        self.act(e, QT_TR_NOOP("Copy position"), lambda: pe().copy_position(self.win),
                 "", "copy_position")
        self.act(e, QT_TR_NOOP("Copy the full position…"),
                 lambda: pe().copy_position(self.win, full=True),
                 "", "copy_full_position")
        self.act(e, QT_TR_NOOP("Paste position"), lambda: pe().paste_position(self.win), "",
                 "paste_position")

    def _build_ui_language_menu(self, settings: QMenu) -> None:
        """Settings → Language: every offered language in its own name, after a line saying
        that a choice takes effect when tabletop starts again."""
        from tabletop.ui.common import uilang
        menu = settings.addMenu(tr("Language"))
        menu.setObjectName("ui_language_menu")
        current = _ui_language()
        note = menu.addAction(tr(LANGUAGE_NOTE))  # said before a choice is made
        note.setObjectName("ui_language_note")
        note.setEnabled(False)
        menu.addSeparator()
        grp = QActionGroup(self.win)
        for code, name in uilang.UI_LANGUAGES:  # each in its own language: never translated
            a = QAction(name, self.win)
            a.setObjectName("ui_language_" + code)
            a.setCheckable(True)
            a.setChecked(code == current)
            a.triggered.connect(lambda _=False, c=code: self.set_ui_language(c))
            grp.addAction(a)
            menu.addAction(a)

    def set_ui_language(self, code: str) -> None:
        """Remember the UI language; it applies from the next start (every window, dialog and
        lesson text is built in it then)."""
        from tabletop.ui.common import uilang
        from tabletop.ui.files import fileops
        fileops.save_setting(uilang.SETTING, code)
        now = tr(LANGUAGE_CHANGES)
        if code != _ui_language():  # in the language shown and in the one chosen
            chosen = uilang.text_in(code, LANGUAGE_CHANGES)
            self.win.statusBar().showMessage(now if chosen == now else f"{now} {chosen}",
                                             15000)
        else:
            self.win.statusBar().showMessage(tr("tabletop shows this language now."), 8000)

    def _set_auto_draw(self, on: bool) -> None:
        from tabletop.ui.files import fileops
        fileops.save_setting(AUTO_DRAW, bool(on))

    def load_auto_draw(self) -> None:
        """The saved automatic-draw setting (on unless the user turned it off)."""
        from tabletop.ui.files import fileops
        on = fileops.load_settings().get(AUTO_DRAW, True) is not False
        self.auto_draw_action.blockSignals(True)
        self.auto_draw_action.setChecked(on)
        self.auto_draw_action.blockSignals(False)

    def _images_do(self, what: str) -> None:
        from tabletop.ui.table import images
        getattr(images, what)(self.win)

    def _set_snap(self, on: bool) -> None:
        self.win.snap = 20 if on else 0
        if self.win.scene is not None:
            self.win.scene.snap = self.win.snap

    def fill_recent(self) -> None:
        from tabletop.ui.files import fileops
        self.recent_menu.clear()
        for p in fileops.recent_files():
            self.recent_menu.addAction(P.action_text(p), partial(self.win.files.open_path, p))
        if not self.recent_menu.actions():
            self.recent_menu.addAction(tr("(none)")).setEnabled(False)


def _ui_language() -> str:
    """The language the UI was built in (the app's `ui_language`)."""
    app = QApplication.instance()
    return (app.property("ui_language") if app is not None else None) or "en"
