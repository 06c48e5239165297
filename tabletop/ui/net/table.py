"""A joined network table (issue 15 item 3): the seat's table driven by the host's views.

The window is the app's main window showing the seat's view as the app shows an opened shared
export (`storage.SharedBoard`: the same scene, preview, log, pile browsing; ids `x<n>`), but
while the host answers the board is not read-only: the menus, shortcuts and drags build the same
commands (cards named by the view's ids) and `RemoteController.run` sends them to the host
(`net.seat.SeatClient`); the host judges and applies them and its verdicts show in the rules
assist panel; its next view redraws the table. Undo asks the host (only the seat's own last
action; what was seen stays seen). Nothing is judged, saved or autosaved here: the host's game
is the only game.

When the host stops answering, a banner says "Host disconnected — read-only until it returns"
and nothing can be done; the client keeps trying and resyncs when the host is back. Each
player's status (connected / disconnected, from the host) shows in the status bar. The chat
panel says and shows the table's chat (the host's chat messages).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtGui import QKeySequence

from tabletop.model.modes import Result
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.net import loop as netloop
from tabletop.ui.table.controller import Report, TableController
from tabletop.ui.window import MainWindow

OFFLINE = QT_TR_NOOP("Host disconnected — read-only until it returns")
JOIN_TIMEOUT = 15.0  # seconds to reach the server and hear the host's welcome
REQUEST_TIMEOUT = 10.0  # seconds to wait for the host's answer to a command
HEARTBEAT = 3.0  # seconds between pings: how soon a host gone quiet is noticed


class RemoteVerdict:
    """A verdict as the host sent it (`Verdict.to_dict()`), shown like the rules' own."""

    __slots__ = ("id", "outcome", "rules", "params", "sentence")

    def __init__(self, d: dict) -> None:
        self.id = str(d.get("id", ""))
        self.outcome = str(d.get("outcome", ""))
        self.rules = tuple(str(r) for r in d.get("rules") or ())
        self.params = dict(d.get("params") or {})
        self.sentence = str(d.get("sentence", ""))

    @property
    def is_refusal(self) -> bool:
        return self.outcome == "REFUSE"


class RemoteRoute:
    """A turn-up route as the host answered a `routes` query (see `net.seat.SeatClient.routes`),
    read by the turn-up menu as the rules' own `Route`."""

    __slots__ = ("route", "cost", "legal", "pay_with", "verdicts")

    def __init__(self, d: dict) -> None:
        self.route = str(d.get("route", ""))
        cost = d.get("cost")
        self.cost = str(cost) if cost is not None else None
        self.legal = bool(d.get("legal"))
        pay = d.get("pay_with")
        self.pay_with = str(pay) if isinstance(pay, str) else None
        self.verdicts = [RemoteVerdict(v) for v in d.get("verdicts") or []
                         if isinstance(v, dict)]

    @property
    def reason(self) -> RemoteVerdict | None:
        return next((v for v in self.verdicts if v.is_refusal), None)


class RemoteController(TableController):
    """The controller of a joined table: the board is the host's latest view of this seat;
    commands go to the host. `session` is set by `NetSession`."""

    remote = True

    def __init__(self, game, seat, parent=None) -> None:
        super().__init__(None, seat, parent)
        self.session: NetSession | None = None

    @property
    def online(self) -> bool:
        return self.session is not None and self.session.online

    @property
    def read_only(self) -> bool:
        """Nothing can be done here: the host does not answer, or a spectator watches."""
        return self.actor is None

    @property
    def actor(self) -> str | None:
        if not self.online or self.shared is None or self.session is None \
                or self.session.client.spectator:
            return None
        return self.seat

    @property
    def players(self) -> list[str]:
        return list(self.shared.players) if self.shared is not None else []

    # -- ids: the view's own (the host maps them back for this seat) --
    def cid(self, vid: str) -> str | None:
        board = self.shared
        if board is None or not isinstance(vid, str):
            return None
        return vid if board.view.by_id(vid) is not None else None

    def card_state(self, vid: str):
        return None  # the model's state lives at the host

    def view_seq(self) -> int | None:
        session = self.session
        return session.client.seq if session is not None else None

    def top_of_library(self, seat: str) -> str | None:
        """The view's id of the top card of `seat`'s library when this seat knows it (looked
        at, revealed); else None: the host alone may name it."""
        session = self.session
        if session is None:
            return None
        for c in session.client.library_cards(seat):
            if c.get("index") == 0 and isinstance(c.get("id"), str):
                return c["id"]
        return None

    def routes(self, vid: str) -> list | None:
        """The turn-up routes of one of the seat's own face-down permanents, as the host
        answered for the view shown (asked as soon as each view comes: `NetSession`); None
        while the answer is on its way; none for any other object (its costs would tell what
        it is)."""
        board, session = self.shared, self.session
        ov = board.view.by_id(vid) if board is not None else None
        if ov is None or session is None or not ov.face_down or ov.controller != self.seat \
                or self.seat is None:
            return []
        got = session.routes_for(vid)
        return None if got is None else [RemoteRoute(d) for d in got]

    def set_board(self, board) -> None:
        """The host's new view of this seat (the whole table is drawn again)."""
        seat = self.seat
        self.set_shared(board)
        self.seat = board.seat if board.seat is not None else seat

    # -- doing things: at the host --
    def run(self, cmd, label: str, override: bool = False, *, seq: int | None = None,
            then=None):
        """Send the command to the host (cards named by the ids of view `seq`, default the
        one shown); `then()` once the host carried it out and its view is in."""
        if self.route is not None:
            return self.route(cmd, label, override)
        if self.actor is None or self.session is None:
            why = RemoteVerdict({"id": "NET-OFFLINE", "outcome": "REFUSE",
                                 "sentence": tr(OFFLINE) if not self.online else
                                 tr("A spectator can't act on the game.")})
            self._report(Report(label, Result.REFUSED, [why], False))
            return None
        self.session.send(cmd, label, seq=seq, then=then)
        return None

    def override(self):
        return None  # the host's rules decide; nothing is pending here

    def undo(self) -> None:
        if self.session is not None and self.actor is not None:
            self.session.undo()

    def redo(self) -> None:
        self._report(Report(tr("Redo"), Result.REFUSED, [RemoteVerdict({
            "id": "NET-NO-REDO", "outcome": "REFUSE",
            "sentence": tr("At a network table only undo is asked of the host.")})]))

    def chat(self, text: str) -> str | None:
        if self.session is None or not self.online:
            return tr(OFFLINE)
        self.session.chat(text)
        return None

    def report_result(self, label: str, result: dict) -> None:
        """The host's answer to a command or an undo, in the rules assist panel."""
        verdicts = [RemoteVerdict(v) for v in result.get("verdicts") or [] if isinstance(v, dict)]
        ok = bool(result.get("ok"))
        if not ok and not any(v.is_refusal for v in verdicts):
            reason = result.get("reason") or tr("The host refused it.")
            verdicts.append(RemoteVerdict({"id": "NET-REFUSED", "outcome": "REFUSE",
                                           "sentence": str(reason)}))
        res = str(result.get("result") or Result.DONE) if ok else Result.REFUSED
        self._report(Report(label, res, verdicts, False))


class NetSession:
    """One SeatClient driving one window: connects, shows each view, sends what the seat
    does, follows the host's status. `window`: a `NetWindow`."""

    def __init__(self, window: NetWindow, invite) -> None:
        from tabletop.net.seat import SeatClient
        self.window = window
        self.invite = invite
        self.client = SeatClient(invite, on_update=self._on_update,
                                 on_status=self._on_status, timeout=REQUEST_TIMEOUT,
                                 heartbeat=HEARTBEAT)
        self._board_seq = -1
        # the turn-up routes of the seat's own face-down permanents in view `seq`:
        # (seq, {view id: [route, ...]}), asked of the host when each view comes
        self._routes: tuple[int, dict[str, list[dict]]] = (-1, {})
        self._asking: int | None = None  # the seq whose routes are being asked
        self._fetching: set = set()  # those tasks (cancelled when the table closes)

    async def connect(self) -> dict:
        """Connect and show the welcome's view (NetError: one sentence; a server that can't
        be reached within JOIN_TIMEOUT seconds is one too)."""
        import asyncio

        from tabletop.net.errors import NetError
        try:
            welcome = await asyncio.wait_for(self.client.connect(), JOIN_TIMEOUT)
        except TimeoutError:
            await self.client.close()
            raise NetError(f"can't reach {self.invite.url} (no answer within "
                           f"{JOIN_TIMEOUT:g} s): is the host running, and the address "
                           "right?") from None
        self._show()
        return welcome

    @property
    def online(self) -> bool:
        """Whether the host answers (else the table is read-only)."""
        return bool(self.client.host_online)

    async def close(self) -> None:
        for task in list(self._fetching):
            task.cancel()
        await self.client.close()

    # -- what the host sends --
    def _on_update(self, client) -> None:
        self._show()

    def _on_status(self, client) -> None:
        self.window.show_net_status()
        self.window.apply_capabilities()
        self.window.refresh()
        self.window.library.net_pregame()

    def _show(self) -> None:
        client = self.client
        if client.view is None or client.seq == self._board_seq:
            self.window.show_net_status()
            return
        from tabletop.net.errors import NetError
        from tabletop.storage import SaveError
        try:
            board = client.board()
        except (NetError, SaveError) as exc:  # a view that does not read: said, not shown
            self.window.net_problem(str(exc))
            return
        self._board_seq = client.seq
        self.window.show_remote(board)
        self._ask_routes()

    # -- the turn-up menu's routes: asked when a view comes, so the menu opens at once --
    def own_face_down(self) -> list[str]:
        """The view ids of the face-down permanents this seat controls in the current view."""
        view, seat = self.client.view, self.client.seat
        if view is None or seat is None or self.client.spectator:
            return []
        return [o["id"] for o in view.get("objects") or [] if isinstance(o, dict)
                and o.get("zone") == "battlefield" and o.get("face_down")
                and o.get("controller") == seat]

    def routes_for(self, vid: str) -> list[dict] | None:
        """The host's answer for `vid` in the view shown, or None while it is asked."""
        seq, got = self._routes
        if seq == self.client.seq and vid in got:
            return got[vid]
        self._ask_routes()
        return None

    def _ask_routes(self) -> None:
        seq = self.client.seq
        if self._routes[0] == seq or self._asking == seq or not self.online \
                or self.client.closed:
            return
        vids = self.own_face_down()
        if not vids:
            self._routes = (seq, {})
            return
        self._asking = seq
        task = netloop.spawn(self._fetch_routes(seq, vids), None,
                             lambda exc: self._asked(seq))
        self._fetching.add(task)
        task.add_done_callback(self._fetching.discard)

    async def _fetch_routes(self, seq: int, vids: list[str]) -> None:
        got: dict[str, list[dict]] = {}
        for vid in vids:
            if self.client.seq != seq:  # a newer view came: its own answers are asked
                break
            got[vid] = await self.client.routes(vid, seq)
        else:
            if self.client.seq == seq:
                self._routes = (seq, got)
        self._asked(seq)

    def _asked(self, seq: int) -> None:
        if self._asking == seq:
            self._asking = None
        if self.client.seq != seq:
            self._ask_routes()

    # -- what the seat does --
    def _spawn(self, coro, on_done, on_error) -> None:
        """`netloop.spawn` for a request whose answer goes to the window: an answer that comes
        once the window is closed (its Qt objects deleted) goes nowhere."""
        def alive(fn):
            return lambda value: fn(value) if shiboken6.isValid(self.window) else None
        netloop.spawn(coro, alive(on_done), alive(on_error))

    def send(self, cmd, label: str, seq: int | None = None, then=None) -> None:
        def done(result: dict) -> None:
            self.window.ctl.report_result(label, result)
            if then is not None and result.get("ok"):
                then()
        self._spawn(self.client.send(cmd.to_dict(), seq), done,
                    lambda exc: self._failed(label, exc))

    def undo(self) -> None:
        label = tr("Undo")
        self._spawn(self.client.undo(), lambda r: self.window.ctl.report_result(label, r),
                    lambda exc: self._failed(label, exc))

    def chat(self, text: str) -> None:
        self._spawn(self.client.chat(text), lambda r: None,
                    lambda exc: self.window.chat_problem(str(exc)))

    def _failed(self, label: str, exc: BaseException) -> None:
        self.window.ctl.report_result(label, {"ok": False, "reason": str(exc)})


class NetWindow(MainWindow):
    """The main window of a joined table (see the module's docstring)."""

    controller_class = RemoteController

    def __init__(self, quiet: bool = False) -> None:
        super().__init__(None, "", quiet=quiet)
        self.session: NetSession | None = None
        self.hotseat = False  # one seat at this screen: no privacy curtain
        from tabletop.ui.common import plain as P
        self.net_status = P.label()
        self.net_status.setObjectName("net_status")
        self.statusBar().addPermanentWidget(self.net_status, 0)
        # what would put another game in this window, or needs the whole game: the host's
        for name in ("new_demo", "new_decks", "save", "save_as", "export", "hotseat",
                     "pass_next", "undo", "redo", "open", "set_up_position", "paste_position",
                     "copy_position", "copy_full_position", "net_host", "net_reissue"):
            for a in self._actions_named(name):
                a.setVisible(False)
                a.setEnabled(False)
                a.setShortcut(QKeySequence())
        self.menubar.recent_menu.menuAction().setVisible(False)
        for m in self.menuBar().actions():  # lessons are played on a game of one's own
            if m.menu() is not None and m.menu().title() == tr("&Lessons"):
                m.setVisible(False)
                for a in m.menu().actions():
                    a.setEnabled(False)
                    a.setShortcut(QKeySequence())
        # the undo stack is the host's: Ctrl+Z asks it (the seat's own last action only)
        edit = next(m.menu() for m in self.menuBar().actions() if m.menu() is not None
                    and m.menu().title() == tr("&Edit"))
        self.net_undo = self.menubar.act(edit, QT_TR_NOOP("Undo my last action (ask the host)"),
                                  self.ctl.undo,
                                  QKeySequence.Undo, "net_undo")

    def acting(self) -> bool:
        """Whether the seat may act here: the host's view is shown and the host answers."""
        return self.view is not None and self.ctl.shared is not None and \
            self.ctl.actor is not None

    def _actions_named(self, name: str):
        from PySide6.QtGui import QAction
        return [a for a in self.findChildren(QAction) if a.objectName() == name]

    def attach(self, session: NetSession) -> None:
        self.session = session
        self.ctl.session = session

    # -- showing the host's views --
    def show_remote(self, board) -> None:
        first = self.ctl.shared is None
        self.ensure_table()
        if first:
            self.files.show_shared(board, None)
        else:
            self.ctl.set_board(board)
            self.apply_capabilities()
        self.show_net_status()
        self.library.net_pregame()  # a new game's opening hands: the mulligan dialog (103.5)

    def shared_text(self) -> str:
        if self.ctl.shared is None:
            return ""
        return "" if self.ctl.online else tr(OFFLINE)

    def show_net_status(self) -> None:
        """Who is connected (from the host), in the status bar; the banner when the host is
        gone."""
        s = self.session
        if s is None:
            return
        seats = s.client.seats
        text = " · ".join(f"{p}: {tr(st)}" for p, st in seats.items()) if s.online else \
            tr("the host: disconnected")
        who = s.invite.label
        self.net_status.setText(tr("Network table {game} as {who}").format(
            game=s.invite.game, who=who) + (f" — {text}" if text else "")
            + pregame_text(s.client.pregame, s.client.players))
        off = not s.online and self.ctl.shared is not None
        if off != self.banner.isVisible() and self.view is not None:
            from PySide6.QtCore import QTimer
            QTimer.singleShot(0, self.view.fit)  # the banner takes or gives back a line
        self.banner.setText(tr(OFFLINE) if off else "")
        self.banner.setAccessibleName(self.banner.text())
        self.banner.setVisible(off)
        self.banner.setStyleSheet("#shared_banner { background: #7a1f1f; color: #fff; "
                                  "padding: 6px 10px; font-weight: bold; }")
        self.show_chat()

    def _show_game(self, view) -> None:
        super()._show_game(view)
        if self.ctl.shared is not None and self.session is not None:
            self.assist.mode_label.setText(
                tr("Rules assist: the host judges every action ({mode} mode)").format(
                    mode=view.mode) if self.session.online else
                tr("Rules assist: the host does not answer; nothing can be done until it "
                     "returns"))

    def show_chat(self) -> None:
        if self.chat is None:
            return
        s = self.session
        if s is None:
            return super().show_chat()
        from tabletop.rules.journal import CHAT_TEMPLATE
        self.chat.set_lines([CHAT_TEMPLATE.format(speaker=m.get("from", "?"),
                                                  text=m.get("text", ""))
                             for m in s.client.chat_messages if isinstance(m, dict)])
        if s.online:
            self.chat.set_sender(self.ctl.chat)
        else:
            self.chat.set_sender(None, tr(OFFLINE))

    def chat_problem(self, text: str) -> None:
        if self.chat is not None:
            self.chat.show_problem(text)

    def net_problem(self, text: str) -> None:
        self.statusBar().showMessage(text, 10000)

    def apply_capabilities(self) -> None:
        super().apply_capabilities()
        if hasattr(self, "net_undo"):
            self.net_undo.setEnabled(self.ctl.actor is not None)
        if self.ctl.read_only:
            return
        # what only a game in this process can do (it reads the whole state): not here
        for name in ("save", "save_as", "export", "mode_strict", "mode_assist", "mode_off",
                     "pass_next", "redo"):
            for a in self._actions_named(name):
                a.setEnabled(False)

    def closeEvent(self, event) -> None:
        """Say goodbye to the host (the others see this seat disconnected), then
        `closed_hook`."""
        hook, self.closed_hook = self.closed_hook, None
        super().closeEvent(event)
        if self.session is not None:
            session, self.session = self.session, None
            after = (lambda _x: hook()) if hook is not None else None
            netloop.spawn(session.close(), after, after)
        elif hook is not None:
            hook()


def pregame_text(pregame: dict | None, players: list[str]) -> str:
    """The opening hands as every seat may know them (103.5): each player's mulligans and
    whether they kept; "" outside the pregame."""
    if not pregame:
        return ""
    parts = []
    for p in players:
        m = pregame["mulligans"].get(p, 0)
        state = tr("kept") if p in pregame["kept"] else tr("deciding")
        parts.append(tr("{who}: {m} mulligan(s), {state}").format(who=p, m=m, state=state))
    return " — " + tr("Opening hands: {list}").format(list="; ".join(parts))


async def join(invite, window: NetWindow | None = None) -> NetWindow:
    """A window at the table an invite opens (connected; NetError says why not)."""
    win = window or NetWindow()
    session = NetSession(win, invite)
    win.attach(session)
    await session.connect()
    return win
