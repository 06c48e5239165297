"""A joined network table's window (issue 15 item 3; issue 24): the app's `MainWindow` with a
`RemoteController` (`net.table`: commands go to the host) and `win.joined`, the `JoinedPart`
the window consults where a joined table differs from a game of its own: whether the seat may
act, the banner, the rules assist's line, the chat, what may be done, the goodbye on close.

`joined_window()` builds one; `join(invite)` connects it (`NetSession`). What the window shows
and why is said in `net.table`'s docstring.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence

from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.net import loop as netloop
from tabletop.ui.net.clockbar import ClockBar
from tabletop.ui.net.table import NetSession, RemoteController, pregame_text
from tabletop.ui.window import MainWindow

# what would put another game in the window, or needs the whole game: the host's
HIDDEN = ("new_demo", "new_decks", "save", "save_as", "export", "hotseat", "pass_next", "undo",
          "redo", "open", "set_up_position", "paste_position", "copy_position",
          "copy_full_position", "net_host", "net_reissue")
# what only a game in this process can do (it reads the whole state): off while acting too
LOCAL_ONLY = ("save", "save_as", "export", "mode_strict", "mode_assist", "mode_off",
              "pass_next", "redo")


def joined_window(quiet: bool = False) -> MainWindow:
    """A window for a network table, not yet connected (`join` connects it)."""
    win = MainWindow(None, "", quiet=quiet, controller=RemoteController)
    win.joined = JoinedPart(win)
    return win


async def join(invite, window: MainWindow | None = None) -> MainWindow:
    """A window at the table an invite opens (connected; NetError says why not)."""
    win = window if window is not None else joined_window()
    part = win.joined
    assert isinstance(part, JoinedPart), "join() takes a joined_window()"
    session = NetSession(part, invite)
    part.attach(session)
    await session.connect()
    return win


class JoinedPart:
    """`win.joined`: what makes a `MainWindow` a joined table (see the module's docstring).
    `session`: the `NetSession` driving it (None before `join` and once closed)."""

    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to
        self.ctl: RemoteController = win.ctl
        self.session: NetSession | None = None
        win.hotseat = False  # one seat at this screen: no privacy curtain
        from tabletop.ui.common import plain as P
        win.net_status = P.label()
        win.net_status.setObjectName("net_status")
        win.statusBar().addPermanentWidget(win.net_status, 0)
        self.clocks = ClockBar()  # a hosted game's chess clocks, if it has them
        win.statusBar().addPermanentWidget(self.clocks, 0)
        for name in HIDDEN:
            for a in self._actions_named(name):
                a.setVisible(False)
                a.setEnabled(False)
                a.setShortcut(QKeySequence())
        win.menubar.recent_menu.menuAction().setVisible(False)
        for m in win.menuBar().actions():  # lessons are played on a game of one's own
            if m.menu() is not None and m.menu().title() == tr("&Lessons"):
                m.setVisible(False)
                for a in m.menu().actions():
                    a.setEnabled(False)
                    a.setShortcut(QKeySequence())
        # the undo stack is the host's: Ctrl+Z asks it (the seat's own last action only)
        edit = next(m.menu() for m in win.menuBar().actions() if m.menu() is not None
                    and m.menu().title() == tr("&Edit"))
        self.net_undo = win.menubar.act(edit, QT_TR_NOOP("Undo my last action (ask the host)"),
                                        self.ctl.undo, QKeySequence.StandardKey.Undo,
                                        "net_undo")

    def _actions_named(self, name: str) -> list[QAction]:
        return [a for a in self.win.findChildren(QAction) if a.objectName() == name]

    def attach(self, session: NetSession) -> None:
        self.session = session
        self.ctl.session = session

    # -- the window's hooks --
    def acting(self) -> bool:
        """Whether the seat may act here: the host's view is shown and the host answers."""
        return self.win.view is not None and self.ctl.shared is not None and \
            self.ctl.actor is not None

    def shared_text(self) -> str:
        """The banner: none while the host answers, else that it is gone."""
        if self.ctl.shared is None:
            return ""
        return "" if self.ctl.online else self.ctl.offline_text()

    def show_game(self, view) -> None:
        """The rules assist's line: the host judges."""
        if self.ctl.shared is not None and self.session is not None:
            self.win.assist.mode_label.setText(
                tr("Rules assist: the host judges every action ({mode} mode)").format(
                    mode=view.mode) if self.session.online else
                tr("Rules assist: the host does not answer; nothing can be done until it "
                   "returns") if self.session.client.ended is None else
                self.session.offline_text())

    def show_chat(self) -> bool:
        """The table's chat (the host's messages) in the chat panel; False before a session:
        the window's own chat shows."""
        s, chat = self.session, self.win.chat
        if s is None or chat is None:
            return False
        from tabletop.rules.journal import CHAT_TEMPLATE
        chat.set_lines([CHAT_TEMPLATE.format(speaker=m.get("from", "?"), text=m.get("text", ""))
                        for m in s.client.chat_messages if isinstance(m, dict)])
        if s.online:
            chat.set_sender(self.ctl.chat)
        else:
            chat.set_sender(None, s.offline_text())
        return True

    def apply_capabilities(self) -> None:
        """After the window's: the host's undo while acting, and nothing that needs the game."""
        self.net_undo.setEnabled(self.ctl.actor is not None)
        if self.ctl.read_only:
            return
        for name in LOCAL_ONLY:
            for a in self._actions_named(name):
                a.setEnabled(False)

    def closed(self) -> None:
        """Once the window is closed: say goodbye to the host (the others see this seat
        disconnected), then the window's `closed_hook`."""
        win = self.win
        hook, win.closed_hook = win.closed_hook, None
        if self.session is not None:
            session, self.session = self.session, None
            after = (lambda _x: hook()) if hook is not None else None
            netloop.spawn(session.close(), after, after)
        elif hook is not None:
            hook()

    # -- what the session shows --
    def show_remote(self, board) -> None:
        """The host's new view of this seat."""
        win = self.win
        first = self.ctl.shared is None
        win.ensure_table()
        if first:
            win.files.show_shared(board, None)
        else:
            self.ctl.set_board(board)
            win.apply_capabilities()
        self.show_status()
        win.library.net_pregame()  # a new game's opening hands: the mulligan dialog (103.5)

    def show_status(self) -> None:
        """Who is connected (from the host), in the status bar; the banner when the host is
        gone, or says it can't save (the game paused: its own words)."""
        s, win = self.session, self.win
        if s is None:
            return
        seats = s.client.seats
        self.clocks.show_clock(s.client.clock, s.client.clock_received, s.client.players)
        text = " · ".join(f"{p}: {tr(st)}" for p, st in seats.items()) if s.online else \
            tr("the host: disconnected") if s.client.ended is None else s.offline_text()
        win.net_status.setText(tr("Network table {game} as {who}").format(
            game=s.invite.game, who=s.invite.label) + (f" — {text}" if text else "")
            + pregame_text(s.client.pregame, s.client.players))
        off = not s.online and self.ctl.shared is not None
        paused = s.client.notice if s.online and s.client.paused else None
        shown = off or paused is not None
        if shown != win.banner.isVisible() and win.view is not None:
            from PySide6.QtCore import QTimer
            QTimer.singleShot(0, win.view.fit)  # the banner takes or gives back a line
        win.banner.setText(s.offline_text() if off else paused or "")
        win.banner.setAccessibleName(win.banner.text())
        win.banner.setVisible(shown)
        win.banner.setStyleSheet("#shared_banner { background: #7a1f1f; color: #fff; "
                                 "padding: 6px 10px; font-weight: bold; }")
        win.show_chat()

    def chat_problem(self, text: str) -> None:
        if self.win.chat is not None:
            self.win.chat.show_problem(text)

    def net_problem(self, text: str) -> None:
        self.win.statusBar().showMessage(text, 10000)
