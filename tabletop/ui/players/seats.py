"""Who sits at the device: the hot-seat hand-over and the privacy curtain. `win.seats`, a part
of MainWindow.

Every change of the seat at the device goes through `hand_over` (tests/ui/test_hand_over.py lists
the callers of `set_seat` and of `sit`): in hot-seat play the curtain goes up for the next seat
(`pass_to`), whose table is built only when its player says "I am …" (`curtain_confirmed`);
with hot-seat play off the seat changes at once (`sit`)."""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import QMenu

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.players.gameover import GameOverPart


class SeatsPart:

    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to
        self.next_seat: str | None = None  # the seat the curtain waits for
        self.gameover = GameOverPart(win)  # the end of a game and the next one

    def pass_next(self) -> None:
        """View → Pass to the next seat (F2)."""
        if self.win.ctl.game is None:
            return
        players = self.win.ctl.game.state.players
        if self.win.hosting is not None:  # only the host's own seats pass the device
            players = self.win.hosting.local_seats or [None]
        cur = self.win.ctl.seat
        nxt = players[(players.index(cur) + 1) % len(players)] if cur in players else players[0]
        self.pass_to(nxt)

    def hand_over(self, seat: str | None) -> None:
        """The one way the seat at the device changes (`test_hand_over` lists every other
        `set_seat`): in hot-seat play the privacy curtain goes up for `seat`, whose table shows
        only once its player says "I am {seat}"; with hot-seat play off (one player at this
        screen) the seat changes at once."""
        if self.win.hotseat:
            self.pass_to(seat)
        elif seat != self.win.ctl.seat or self.curtain_up():
            self.sit(seat)

    def curtain_up(self) -> bool:
        """Whether the privacy curtain is shown (no seat's table)."""
        win = self.win
        return win.curtain is not None and win.stack.currentWidget() is win.curtain

    def pass_to(self, seat: str | None) -> None:
        """Hide everything, show the curtain; the next seat's table is built only on confirm.
        A hosted game's invited seats are never shown here (their players are elsewhere).
        Behind the curtain the title and the status bar name only the seat it waits for."""
        if self.win.hosting is not None and seat is not None and \
                seat not in self.win.hosting.local_seats:
            return
        self.win.ensure_table()
        self.win.scene.clear_table()
        self.win.log.clear()
        self.win.preview.clear()
        self.win.assist.clear()
        self.win.table.hover = None
        self.win.ctl.peeked.clear()
        self.next_seat = seat
        if self.win.phase_bar is not None:
            self.win.phase_bar.setEnabled(False)  # nobody acts behind the curtain
        self.win.stack.setCurrentWidget(self.win.curtain)
        self.win.curtain.show_for(seat)
        waiting = tr("Privacy curtain: waiting for {who}").format(
            who=seat if seat is not None else tr("the spectators"))
        self.win.status.setText(waiting)
        self.win.statusBar().clearMessage()  # (what the seat before did, named for it alone)
        where = self.win.path or self.win.files.unsaved_text()
        P.set_window_title(self.win, f"tabletop — {waiting}" + (f" — {where}" if where else ""))

    def curtain_confirmed(self) -> None:
        """The curtain's "I am {seat}": that seat's table."""
        self.sit(self.next_seat)
        if not self.gameover.after_curtain():  # a question before the next game, if theirs
            self.win.library.after_curtain()  # a player's opening hand, if theirs to decide

    def sit(self, seat: str | None) -> None:
        """`seat` at the table, its table shown (only `hand_over` and the curtain call it)."""
        self.win.ensure_table()
        self.win.stack.setCurrentWidget(self.win.view)
        self.win.ctl.set_seat(seat)
        self.win.view.fit()

    def fill_view_as(self, menu: QMenu) -> None:
        """View → View as: the seats this device may show, and a spectator's view."""
        menu.clear()
        if self.win.ctl.game is None:
            return
        players = self.win.ctl.game.state.players
        if self.win.hosting is not None:  # the invited seats are theirs to see, not the host's
            players = self.win.hosting.local_seats
        for p in players:
            menu.addAction(P.action_text(p), partial(self.pass_to, p))
        menu.addAction(tr("Spectator (public information only)"), partial(self.pass_to, None))
