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
and nothing can be done; the client keeps trying and resyncs when the host is back. When the
host issued this seat a new invite, the banner says "Your invite was replaced by the host" and
the window stays read-only for good (`SeatClient.ended`). Each
player's status (connected / disconnected, from the host) shows in the status bar. The chat
panel says and shows the table's chat (the host's chat messages).

Here: the controller and the session. The window itself is the app's `MainWindow` with its
joined part, `net.joined.JoinedPart` (made by `net.joined.joined_window`).
"""

from __future__ import annotations

import shiboken6

from tabletop.model.modes import Result
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.net import loop as netloop
from tabletop.ui.table.controller import Report, TableController

OFFLINE = QT_TR_NOOP("Host disconnected — read-only until it returns")
REPLACED = QT_TR_NOOP("Your invite was replaced by the host: this window can no longer act. "
                      "Ask the host for your new invite.")
CLOSED = QT_TR_NOOP("The host closed this seat's connection: this window can no longer act.")
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

    # -- the card menus' offers: by the facts the view shows; the host judges when chosen --
    def cast_down_offers(self, vid: str) -> list:
        from tabletop.rules import offers
        return offers.view_cast_down_offers(self._view(), self.actor, vid)

    def exile_offer(self, vid: str):
        from tabletop.rules import offers
        return offers.view_exile_to_play_offer(self._view(), self.actor, vid)

    def ability_offers(self, vid: str) -> list:
        from tabletop.rules import offers
        return offers.view_ability_offers(self._view(), self.actor, vid)

    def _view(self):
        return self.shared.view if self.shared is not None else None

    def spell_facts(self, card: str) -> dict | None:
        """The facts of a face-up spell on the stack, as the view shows it (`card`: its id)."""
        ov = self.shared.view.by_id(card) if self.shared is not None else None
        if ov is None or ov.zone != "stack" or ov.face_down or not ov.facts:
            return None
        faces = ov.facts.get("card_faces") or []
        return faces[1] if ov.transformed and len(faces) > 1 else ov.facts

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
                                 "sentence": self.offline_text() if not self.online else
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

    def offline_text(self) -> str:
        """Why nothing can be done here: the host gone (until it returns), or this seat's
        connection ended for good (its invite replaced)."""
        return self.session.offline_text() if self.session is not None else tr(OFFLINE)

    def chat(self, text: str) -> str | None:
        if self.session is None or not self.online:
            return self.offline_text()
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
    does, follows the host's status. `part`: the window's `net.joined.JoinedPart`."""

    def __init__(self, part, invite) -> None:
        from tabletop.net.seat import SeatClient
        self.part = part
        self.window = part.win
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
        return bool(self.client.host_online) and self.client.ended is None

    def offline_text(self) -> str:
        """Why the table is read-only: the host gone, or this connection ended for good."""
        from tabletop.net.protocol import ByeReason
        ended = self.client.ended
        if ended is None:
            return tr(OFFLINE)
        if ended == ByeReason.TAKEN_OVER:  # another window took this seat over (`net.conns`)
            return self.client.taken_over or tr(CLOSED)
        return tr(REPLACED) if ended == ByeReason.REPLACED else tr(CLOSED)

    async def close(self) -> None:
        for task in list(self._fetching):
            task.cancel()
        await self.client.close()

    # -- what the host sends --
    def _on_update(self, client) -> None:
        self._show()

    def _on_status(self, client) -> None:
        self.part.show_status()
        self.window.apply_capabilities()
        self.window.refresh()
        self.window.library.net_pregame()

    def _show(self) -> None:
        client = self.client
        if client.view is None or client.seq == self._board_seq:
            self.part.show_status()
            return
        from tabletop.net.errors import NetError
        from tabletop.storage import SaveError
        try:
            board = client.board()
        except (NetError, SaveError) as exc:  # a view that does not read: said, not shown
            self.part.net_problem(str(exc))
            return
        self._board_seq = client.seq
        self.part.show_remote(board)
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
                    lambda exc: self.part.chat_problem(str(exc)))

    def _failed(self, label: str, exc: BaseException) -> None:
        self.window.ctl.report_result(label, {"ok": False, "reason": str(exc)})


def pregame_text(pregame: dict | None, players: list[str]) -> str:
    """The opening hands as every seat may know them (103.5): each player's mulligans and
    whether they kept; "" outside the pregame."""
    if not pregame:
        return ""
    parts = []
    for p in players:
        m = pregame["mulligans"].get(p, 0)
        state = tr("kept") if p in pregame["kept"] else tr("deciding")
        parts.append(tr("{who}: %n mulligan(s), {state}", None, m).format(who=p, state=state))
    return " — " + tr("Opening hands: {list}").format(list="; ".join(parts))

