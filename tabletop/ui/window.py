"""The main window: the table, the rules assist, the log, the preview, menus and status bar."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget

from tabletop.ui.common import messages as M
from tabletop.ui.common.docks import DocksPart
from tabletop.ui.common.messages import tr
from tabletop.ui.common.parts import Part, central_column, editor_closed, made, title_menus
from tabletop.ui.table.controller import TableController

TYPE_CHECKING = False  # (typing's, as `parts` says why)
if TYPE_CHECKING:
    from tabletop.ui.net.joined import JoinedPart

LOG_LATER_FROM = 1000  # log entries unread by the seat's journal: read after the first paint
AUTOSAVE_DELAY_MS = 1500  # tabletop.session.autosave.DELAY (a test keeps the two the same)


class MainWindow(QMainWindow):
    """The window holds the table's parts and wires them: each part is an object of its own
    package (`self.table`, `self.library`, `self.players`, `self.seats`, `self.menus`,
    `self.files`, `self.lessons_menu`, `self.net`, `self.online`, `self.docks`,
    `self.menubar`, `self.requests`) that reaches the window through its `win`."""
    joined: JoinedPart | None = None  # a joined network table's part: consulted where it differs
    library_dialog = None  # the open card browser or number prompt of a library tool
    pregame_dialog = None  # the open mulligan dialog
    _entry_ids: dict = {}  # (library part) the card browser's entry ids -> view ids
    _pending_dialog = None  # the dialog open now (tests and screenshots reach it here)
    lessons = recorder = None  # the LessonPlayer, the LessonRecorder: made on first use
    _picker = None  # the lesson picker
    banner: QLabel | None = None  # (`finish_building`)
    # the parts, each made on first use (`Part`)
    table = Part("tabletop.ui.table.part", "TablePart")  # card actions, drops, the preview
    library = Part("tabletop.ui.library.part", "LibraryPart")  # library tools, opening hands
    seats = Part("tabletop.ui.players.seats", "SeatsPart")  # who sits at the device
    net = Part("tabletop.ui.net.part", "NetPart")  # the Game menu's network entries
    online = Part("tabletop.ui.online.part", "OnlinePart")  # Game → Play online… (a server)
    menubar = Part("tabletop.ui.common.menubar", "MenuBarPart")  # the menu bar, its settings
    players = Part("tabletop.ui.players.part", "PlayersPart")  # players' area, tokens, dice
    menus = Part("tabletop.ui.table.menus", "MenusPart")  # the table's context menus
    files = Part("tabletop.ui.files.part", "FilesPart")  # new, open, save, export, autosave
    lessons_menu = Part("tabletop.ui.lessons.part", "LessonsPart")  # pick, play, record
    requests = Part("tabletop.ui.table.requests", "RequestsUI")  # requests to answer
    deck_editor = None  # the deck editor's window (decks.editor.open_editor), once opened

    def __init__(self, game, seat: str | None = "", quiet: bool = False,
                 controller=TableController, later: bool = False) -> None:
        """`later`: the usual start, painted before the rest is built (`finish_building`)."""
        super().__init__()
        self.docks = DocksPart(self)  # the docked panels and their widths
        self.quiet = quiet  # tests, --screenshot: errors recorded, not shown; no layout kept
        self.last_error = self.path = None
        self.lang, self.hotseat = "en", True
        self.seed = None  # the app's --seed N: new games use it (reproducible), else a new one
        self._pregame_for = None  # the seat whose opening hand waits behind the curtain
        self._auto_draw_loaded, self._menu = False, None
        if game is not None and seat == "":
            seat = game.state.players[0]
        self.ctl = controller(game, seat, self)  # (joined: sends to the host, `net.table`)
        self.scene = self.view = self.curtain = self.phase_bar = None  # (the turn's steps)
        self.shared_path = None  # the file of the shared board shown, if any
        self.snap = 0
        self.stack = QStackedWidget()
        self.placeholder = QLabel(tr("Setting up the table…"))  # (our words: no markup)
        # (a style sheet, not Qt.AlignCenter: the first paint does without the Qt namespace)
        self.placeholder.setStyleSheet("qproperty-alignment: AlignCenter;")
        self.stack.addWidget(self.placeholder)
        self._column = central_column(self, self.stack)  # the banner, requests, the table
        self.setAcceptDrops(True)  # a save or a shared board dropped on the window opens
        self.assist = self.log = self.preview = self.chat = None
        self.hosting = None  # nethost.Hosting while this table's game is hosted on the network
        self.net_status = None  # the status bar's network line (hosting, a joined table)
        self.closed_hook = None  # called once the window is closed (`tabletop host`'s window)
        from tabletop.ui.common.passing import status_row  # (and the bar's messages, seen)
        self.status, self.status_message = status_row(self)
        # the autosave's clock: restarted by each change, it saves once a burst of actions is
        # over (the policy, and what a failure does: tabletop.session.autosave)
        self._autosave = QTimer(self, singleShot=True, interval=AUTOSAVE_DELAY_MS)
        self._autosave.timeout.connect(lambda: self.files.do_autosave())
        self.ctl.undo_stack.indexChanged.connect(lambda _i: self._autosave.start())
        self.ctl.updated.connect(self._on_update)
        self.ctl.reported.connect(self._on_report)
        self.built = False  # `finish_building` done
        self._table_at_once = game is not None  # (a game given: its table when built)
        self._menus = title_menus(self)  # (their entries: `finish_building`)
        self.docks.place_window()  # fitted to the screen, or as the user left it (geometry.py)
        if not later:
            self.finish_building()

    def finish_building(self) -> None:
        """The rest of the window (at once, or right after the usual start's first paint):
        the shared-board banner and the requests' bar above the table, the menus' entries,
        and the table when there is a game."""
        if self.built:
            return
        self.built = True
        from tabletop.ui.common.parts import shared_banner
        self.banner = shared_banner()  # above the table: a shared board's (read-only) words
        self._column.insertWidget(0, self.banner)
        self._column.insertWidget(1, self.requests.bar)  # requests waiting for an answer
        self.stack.currentChanged.connect(lambda _i: self.acting() or self.requests.hide())
        self.menubar.build(self._menus)
        if self._table_at_once:
            self.ensure_table()
        self.refresh()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self.docks.size_docks)

    # -- the table (built on first need, so an empty window paints at once on start-up) --
    def ensure_table(self) -> None:
        if self.view is not None:
            return
        from tabletop.ui.players.curtain import Curtain
        from tabletop.ui.table import access
        from tabletop.ui.table.panels import AssistPanel, LogPanel, PreviewPanel
        from tabletop.ui.table.scene import TableScene
        from tabletop.ui.table.view import TableView
        access.install()  # before the view: screen readers get its cards (Qt asks once)
        self.scene = TableScene(self)
        self.scene.snap = self.snap
        self.view = TableView(self.scene)
        self.curtain = Curtain()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.curtain)
        self.stack.setCurrentWidget(self.view)
        from tabletop.ui.table.phasebar import PhaseBar
        self.phase_bar = PhaseBar()
        # below the table, in the status bar's row: the table keeps all its height (a 1280×720
        # screen shows its cards at a readable size)
        self.statusBar().insertPermanentWidget(0, self.phase_bar, 0)
        from PySide6.QtWidgets import QSizePolicy
        # the status text gives way to the bar (it is cut at the right, the bar never is)
        self.status.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.phase_bar.stepClicked.connect(self.go_to_step)
        self.phase_bar.set_next_action(self.table_actions["next_step"])
        self.assist, self.log, self.preview = AssistPanel(), LogPanel(), PreviewPanel()
        from tabletop.ui.net.chat import ChatPanel, GameChat
        self.chat = ChatPanel()
        self._game_chat = GameChat(self.chat)
        self.chat_dock = self.docks.add_table_panels()  # as the screen suits, or the user left
        self.chat.said.connect(lambda _t: self._autosave.start())  # not an undo step: saved
        self.ctl.changed.connect(self.show_chat)
        self.show_chat()
        self.assist.overrideRequested.connect(self.ctl.override)
        self._wire()
        from tabletop.ui.table.images import service_for
        service_for(self)  # card images: the table's cards show them where there are some
        QTimer.singleShot(0, self.view.fit)

    def _wire(self) -> None:
        self.table.wire()
        self.scene.contextRequested.connect(self.menus.on_context)
        self.curtain.confirmed.connect(self.seats.curtain_confirmed)
        self.players.wire_players()

    def refresh(self) -> None:
        if self.curtain is not None and self.stack.currentWidget() is self.curtain:
            return
        if not self.ctl.has_board or self.view is None:
            self.status.setText(tr("Setting up the table…"))
            return
        view = self.ctl.view()
        self.scene.set_interactive(self.ctl.actor is not None)
        self.scene.sync(view, self.lang, self.ctl.peeked)
        self._show_game(view)
        self.table.show_preview()

    def _on_update(self, delta) -> None:
        """After each change: only the items it touched (a full rebuild when the controller
        asks for one, or when the scene was built for another seat)."""
        if delta is None:
            return self.refresh()
        if self.view is None or self.stack.currentWidget() is self.curtain \
                or self.scene.view is None:
            return None  # nothing shown; the table is built again when a seat sits down
        if not self.scene.apply_delta(delta, self.ctl.peeked):
            return self.refresh()
        self._show_game(self.scene.view)
        self.table.show_preview()
        return None

    def _show_game(self, view) -> None:
        """The log, the assist's mode, the status bar and the title, from game-level fields."""
        seat = self.ctl.seat
        self._show_log()
        self.assist.set_mode(view.mode, self.ctl.read_only)
        who = seat if seat is not None else tr("spectator (public information only)")
        state = tr("Game over") if view.ended else tr("Turn {t} · {s} · active: {a}").format(
            t=view.turn, s=M.step_text(view.step), a=view.active) + M.priority_text(view)
        shared = self.shared_text() if self.joined is None else self.joined.shared_text()
        trust = self.requests.show(view)  # the request bar; " · table trust" while it is on
        if self.banner is not None:
            self.banner.setText(shared)
            self.banner.setAccessibleName(shared)
            self.banner.setVisible(bool(shared))
        if shared:
            self.status.setText(f"{shared} · {state}")
            board = tr("shared board (read-only)")
            from tabletop.ui.common import plain as P
            P.set_window_title(self, f"tabletop — {board}"
                               + (f" — {self.shared_path}" if self.shared_path else ""))
        else:
            self.status.setText(tr("{state} · viewing as {who} · rules: {mode}").format(
                state=state, who=who, mode=M.mode_text(view.mode)) + trust)
            self.status.set_short(tr("Game over") if view.ended else tr(
                "Turn {t} · active: {a}").format(t=view.turn, a=view.active) + trust)
            where = self.path or self.files.unsaved_text()
            from tabletop.ui.common import plain as P
            P.set_window_title(self, f"tabletop — {who}{trust}" + (f" — {where}" if where else ""))
        for a in self.menubar.mode_actions.values():
            a.setChecked(a.data() == view.mode)
        self.library.show_top_revealed()
        if self.phase_bar is not None:
            self.phase_bar.set_step(None if view.ended else view.step, view.turn, view.active)
            self.phase_bar.setEnabled(self.ctl.actor is not None and not view.ended)
        if self.joined is not None:
            self.joined.show_game(view)

    _log_due = False  # the log is filled after the table's next paint

    def _show_log(self) -> None:
        """The seat's log. A journal with thousands of entries to read (a long game opened, a
        seat switched to) is read after the table has been painted, not before: the table
        first (issue 11: the storage benchmark's game in <= 1 s), the log a moment later."""
        if self._log_due:
            return  # the fill to come reads the newest lines
        if self.ctl.log_backlog() >= LOG_LATER_FROM and self.view is not None \
                and self.view.isVisible():
            self._log_due = True
            self.log.clear()  # no other game's or seat's lines meanwhile
            self.view.after_paint(self._fill_log)
            return
        self.log.set_lines(self.ctl.log_lines())

    def _fill_log(self) -> None:
        if self._log_due:
            self._log_due = False
            self.log.set_lines(self.ctl.log_lines())

    def show_chat(self) -> None:
        """The chat panel: the game's chat lines (public: the same for every seat) and who may
        chat. Hot-seat: the seat at the table speaks (behind the curtain, the seat that passed).
        A hosted game: the table's network chat (`nethost.Hosting`)."""
        if self.chat is None or (self.joined is not None and self.joined.show_chat()):
            return
        ctl = self.ctl
        if self.hosting is not None and ctl.game is self.hosting.host.game:
            self.chat.set_lines(self.hosting.chat_lines())
            self.chat.set_sender(self.hosting.say)
            return
        if ctl.shared is not None:
            from tabletop.ui.net.chat import shared_chat_lines
            self._game_chat.show(None)
            self.chat.set_lines(shared_chat_lines(ctl.shared.log))
            self.chat.set_sender(None, tr("A shared board is read-only: no chat."))
            return
        self._game_chat.show(ctl.game)
        if ctl.game is None or ctl.route is not None:
            self.chat.set_sender(None, tr("There is no chat during a lesson.")
                                 if ctl.route is not None else "")
        else:
            self.chat.set_sender(ctl.chat)

    def report_problem(self, text: str) -> None:
        """One sentence that stopped something the player asked for (a dialog; quiet: kept)."""
        from tabletop.ui.common.dialogs import error
        error(self, tr("tabletop"), text)

    def shared_text(self) -> str:
        """The banner of a shared board ("" for a live game)."""
        board = self.ctl.shared
        if board is None:
            return ""
        from pathlib import Path
        title = board.title or (Path(self.shared_path).stem if self.shared_path else "")
        who = board.seat if board.seat is not None else tr("a spectator")
        text = tr("Shared board — read-only, as {seat} saw it").format(seat=who)
        return text + (f" ({title})" if title else "")

    def apply_capabilities(self) -> None:
        """Enable what may be done on the board shown: on a shared board every action that
        would change the game (or save over it) is off, so its shortcut does nothing too."""
        editable = not self.ctl.read_only
        why = "" if editable else tr("A shared board is read-only: nothing on it can change "
                                       "and it can't be saved. Open a game or start a new one "
                                       "to play.")
        from tabletop.ui.common.menubar import EDITING
        for a in self.findChildren(QAction):
            name = a.objectName()
            if name in EDITING:
                a.setEnabled(editable)
                if name in ("save", "save_as"):
                    a.setStatusTip(why)
                    a.setToolTip(why or a.text().replace("&", ""))
            elif a.menu() is not None and a.menu().title() == tr("View as"):
                a.setEnabled(editable)
        (self.joined if self.joined is not None else self.net).apply_capabilities()  # hosting

    # -- doing things --
    def acting(self) -> bool:
        """Whether a seat is at the table (not behind the curtain, not before a game)."""
        if self.joined is not None:
            return self.joined.acting()
        return self.view is not None and self.stack.currentWidget() is not self.curtain \
            and self.ctl.game is not None

    def go_to_step(self, step: str) -> None:
        """The phase bar's click: advance to that step (the rules judge it, as for N)."""
        from tabletop.ui.table.actions import C
        self.table_action(lambda ui: C.Advance(step),
                           tr("Go to: {step}").format(step=M.step_text(step)))
        # (an advance goes through `advance_with_draw`: the automatic draw of the draw step)

    def table_action(self, build, text: str) -> None:
        if self.acting():  # build nothing behind the curtain: manifest dread shows two cards
            self.run(build(self), tr(text))

    def run(self, cmd, label: str, seq: int | None = None):
        """Judge and carry out `cmd` (on a network table: send it, its cards named by the ids
        of view `seq`, default the one shown)."""
        if cmd is None or self.view is None or self.stack.currentWidget() is self.curtain:
            return None
        if cmd.kind == "advance":
            return self.library.advance_with_draw(cmd, label)
        return self.menus.run_asking(cmd, label, seq)  # (a modal spell: its modes first)

    def _on_report(self, rep) -> None:
        self.table.show_refusal(rep)
        if self.assist is None:
            return
        self.assist.show_report(rep)
        if not rep.events:
            return
        began = [e for e in rep.events if e.kind == "turn_began"]
        if began and self.hotseat and self.ctl.seat is not None:
            active = began[-1].get("active")
            if active and active != self.ctl.seat:
                self.seats.hand_over(active)

    # -- settings --
    def set_mode(self, mode: str) -> None:
        """A logged command like any other (a save replays each command in its mode)."""
        from tabletop.ui.table.actions import C
        self.ctl.run(C.SetMode(mode), tr("Rules mode: {m}").format(m=mode))
        if self.acting() and self.scene.view is not None:
            self._show_game(self.scene.view)  # the change came as a delta; resets the checks
        else:
            self.refresh()

    def set_lang(self, code: str, remember: bool = True) -> None:
        if code != self.lang and getattr(self, "_images", None) is not None:
            self._images.drop_pending()  # card images: asked for in the new language
        self.lang = code
        if remember:
            from tabletop.ui.files import fileops
            fileops.save_setting("lang", code)
        for a in self.findChildren(QAction):
            if a.objectName() == "lang_" + code:
                a.setChecked(True)
        self.refresh()

    # -- a file dropped on the window: opened as File > Open would (`win.files`) --
    def dragEnterEvent(self, event) -> None:
        if not self.files.accept_drag(event):
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event) -> None:
        if not self.files.accept_drag(event):
            super().dragMoveEvent(event)

    def dropEvent(self, event) -> None:
        if not self.files.drop(event):
            super().dropEvent(event)

    def closeEvent(self, event) -> None:
        if not editor_closed(self):
            event.ignore()  # the deck editor's unsaved changes: the user said Cancel
            return
        if made(self, "library"):
            self.library.close_pregame_dialog()  # (the mulligan dialog stays until a decision)
        self.docks.remember()  # the size, place and panels, for the next time
        if self._autosave.isActive():
            self._autosave.stop()
            self.files.do_autosave()
        super().closeEvent(event)
        if self.hosting is not None and self.closed_hook is None:  # hosted from the menu
            from tabletop.ui.net import loop as netloop
            netloop.spawn(self.hosting.stop())
        if self.joined is not None:
            self.joined.closed()  # says goodbye to the host, then `closed_hook`
        elif self.closed_hook is not None:
            self.closed_hook()
