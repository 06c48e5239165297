"""Library tools and opening hands, `win.library`, a part of MainWindow.

Library tools (the library pile's menu, Game menu, shortcuts): draw N, mill N, look at the top N
(yours, or another player's by an effect), scry N and surveil N (look, then arrange in the card
browser), search a library (yours or another player's; `Ctrl+F` searches the library under the
mouse, else your own), reveal the top card, play with the top card revealed (checkable: every
seat then sees it face up on the pile, 401.5), reveal your hand (to all or to one player). Each is
a model command through the controller: judged, logged, undoable, autosaved.

The browser is given opaque ids (`e0`, `e1`, ...), never the model's, and a card's face only when
the seat may know it: a search looks at every card of the library (701.23a), a look at the top N
shows the cards the rules say the looker now knows.

Opening hands (103.5): a game in the `pregame` step offers each player in turn, from the starting
player, a mulligan dialog (behind the privacy curtain in hot-seat play): Mulligan (then N cards
to the bottom in the card browser) or Keep; when everyone has kept, the game begins (turn 1).

Dialogs open window-modal without blocking (`open()`), kept in `library_dialog` and
`pregame_dialog`, so the table stays driven by events (and tests click them as a user would).
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from tabletop.ui.common import messages as M
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.table.actions import C

AUTO_DRAW = "auto_draw"  # the setting: draw for the active player in the draw step
MAX_N = 99  # the most cards a "draw/mill/look at N" prompt offers


class LibraryPart:

    # -- helpers --
    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to

    def _lib(self, owner: str) -> list[str]:
        return list(self.win.ctl.game.state.zones.get(f"{owner}:library") or [])

    def _remote(self) -> bool:
        """A network table: the game is the host's; this seat has only its view."""
        return self.win.ctl.remote and self.win.ctl.game is None

    def _lib_count(self, owner: str) -> int:
        """How many cards `owner`'s library holds (a network table: as its view says)."""
        if self._remote():
            view = self.win.scene.view if self.win.scene is not None else None
            return int((getattr(view, "library_counts", None) or {}).get(owner, 0))
        return len(self._lib(owner))

    def _known_library(self, owner: str, n: int | None = None):
        """A network table: the card browser's entries for the cards of `owner`'s library
        this seat's view now names (after a look or a search the host carried out), top
        first (the top `n` only, if given), and the view's seq their ids belong to. Entry ids
        are opaque (`e0`...); the answer names the cards by the view's ids."""
        from tabletop.ui.library.cardbrowser import Entry
        client = self.win.ctl.session.client
        cards = client.library_cards(owner)
        if n is not None:
            cards = [c for c in cards if c.get("index", 0) < n]
        ids: dict = {}
        self.win._entry_ids = ids
        out = []
        for i, c in enumerate(cards):
            ids[f"e{i}"] = c["id"]
            out.append(Entry(f"e{i}", c.get("facts") if c.get("known") else None))
        return out, client.seq

    def _entries(self, cids, seat: str, all_known: bool = False, keep: bool = True):
        """Card browser entries for model cards: opaque ids (kept for the answer unless `keep`
        is false), faces the seat may know."""
        from tabletop.rules.knowledge import known_to
        from tabletop.ui.library.cardbrowser import Entry
        st = self.win.ctl.game.state
        ids: dict = {}
        if keep:
            self.win._entry_ids = ids
        out = []
        for i, cid in enumerate(cids):
            card = st.cards[cid]
            eid = f"e{i}"
            ids[eid] = cid
            facts = st.facts[card.facts] if all_known or known_to(st, seat, card) else None
            out.append(Entry(eid, facts))
        return out

    def _model_ids(self, eids) -> tuple[str, ...]:
        return tuple(self.win._entry_ids[e] for e in eids)

    def _others(self) -> list[str]:
        if self._remote():
            left = getattr(self.win.scene.view, "left", None) or ()
            return [p for p in self.win.ctl.players if p != self.win.ctl.seat and p not in left]
        st = self.win.ctl.game.state
        return [p for p in st.players if p != self.win.ctl.seat and p not in st.left]

    def _can_act(self) -> bool:
        return self.win.acting() and self.win.ctl.actor is not None and not self.win.ctl.read_only

    def _ask_number(self, title: str, label: str, then, most: int, value: int = 1) -> None:
        """A number prompt (window-modal, not blocking); `then(n)` on OK."""
        if most < 1:
            self.win.statusBar().showMessage(tr("That library is empty."), 4000)
            return
        dlg = QInputDialog(self.win)
        dlg.setObjectName("ask_number")
        dlg.setInputMode(QInputDialog.IntInput)
        P.set_window_title(dlg, title)
        dlg.setLabelText(label)
        P.plain_labels(dlg)  # the label may name a player
        dlg.setIntRange(1, max(1, min(most, MAX_N)))
        dlg.setIntValue(max(1, min(value, most)))
        dlg.intValueSelected.connect(lambda n: then(int(n)))
        self.win.library_dialog = dlg
        dlg.open()

    def _ask_player(self, title: str, then) -> None:
        """Which other player (one other: at once); `then(player)`."""
        others = self._others()
        if not others:
            return
        if len(others) == 1:
            then(others[0])
            return
        dlg = QInputDialog(self.win)
        dlg.setObjectName("ask_player")
        P.set_window_title(dlg, title)
        dlg.setLabelText(tr("Which player?"))
        P.plain_labels(dlg)
        dlg.setComboBoxItems(others)
        dlg.setComboBoxEditable(False)
        dlg.textValueSelected.connect(lambda p: then(str(p)))
        self.win.library_dialog = dlg
        dlg.open()

    def pile_under_mouse(self) -> str | None:
        """The owner of the library pile under the mouse, if any."""
        from PySide6.QtGui import QCursor

        from tabletop.ui.table.items import PileItem
        view = self.win.view
        if view is None or self.win.scene is None or not view.viewport().underMouse():
            return None
        pt = self.win.view.mapToScene(self.win.view.viewport().mapFromGlobal(QCursor.pos()))
        for it in self.win.scene.items(pt):
            if isinstance(it, PileItem) and it.zone == "library":
                return it.seat
        return None

    # -- drawing and milling --
    def draw_n(self) -> None:
        if not self._can_act():
            return
        me = self.win.ctl.seat
        self._ask_number(tr("Draw cards"), tr("Draw how many cards?"),
                         lambda n: self.win.run(C.Draw(me, n), tr("Draw %n card(s)", None, n)),
                         max(1, self._lib_count(me)))

    def mill_n(self) -> None:
        if not self._can_act():
            return
        me = self.win.ctl.seat
        self._ask_number(tr("Mill cards"), tr("Mill how many cards?"),
                         lambda n: self.win.run(C.Mill(me, n), tr("Mill %n card(s)", None, n)),
                         self._lib_count(me))

    # -- looking, scrying, surveilling --
    def look_top(self, owner: str | None = None) -> None:
        """Look at the top N of `owner`'s library (default: your own)."""
        if not self._can_act():
            return
        me = self.win.ctl.seat
        owner = owner or me
        self._ask_number(tr("Look at the top cards"),
                         tr("Look at how many cards of {who}'s library?").format(who=owner),
                         lambda n: self._do_look(owner, n, None), self._lib_count(owner))

    def look_other(self) -> None:
        """By an effect: look at the top N of another player's library."""
        if self._can_act():
            self._ask_player(tr("Look at another library"), self.look_top)

    def scry(self) -> None:
        self._arrange_tool("scry")

    def surveil(self) -> None:
        self._arrange_tool("surveil")

    def _arrange_tool(self, how: str) -> None:
        if not self._can_act():
            return
        me = self.win.ctl.seat
        word = tr("Scry") if how == "scry" else tr("Surveil")
        self._ask_number(word, tr("{what} how many?").format(what=word),
                         lambda n: self._do_look(me, n, how), self._lib_count(me))

    def _do_look(self, owner: str, n: int, how: str | None) -> None:
        me = self.win.ctl.seat
        n = min(n, self._lib_count(owner))
        if n < 1:
            return
        cmd = C.LookTop(me, None if owner == me else owner, n)
        label = tr("Look at the top {n} of {who}'s library").format(n=n, who=owner)
        if how == "scry":
            label = tr("Scry {n}").format(n=n)
        elif how == "surveil":
            label = tr("Surveil {n}").format(n=n)
        if self._remote():  # the host carries the look out; then its view names the cards
            self.win.ctl.run(cmd, label, then=lambda: self._browse_top(
                owner, n, how, label, *self._known_library(owner, n)))
            return
        out = self.win.run(cmd, label)
        if out is None or out.result == "requested":  # asked: nothing to show until accepted
            return
        top = self._lib(owner)[:n]
        self._browse_top(owner, n, how, label, self._entries(top, me))

    def _browse_top(self, owner: str, n: int, how: str | None, label: str, entries,
                    seq: int | None = None) -> None:
        """The card browser on the top `n` cards looked at (`how`: scry, surveil, or None for
        a look); `seq`: the network view whose ids the entries stand for."""
        from tabletop.ui.library.cardbrowser import CardBrowser, Mode, Pile
        if how is None:
            title = tr("The top {n} of {who}'s library").format(n=n, who=owner)
            piles = (Pile.TOP,)
        else:
            title = label
            piles = (Pile.TOP, Pile.BOTTOM) if how == "scry" else (Pile.TOP, Pile.GRAVEYARD)
        dlg = CardBrowser(entries, Mode.ARRANGE, self.win.lang, self.win, piles=piles, title=title)
        dlg.setObjectName("library_browser")
        if how is None:  # a look: nothing to put back (the order stays as it is)
            dlg.ok.setText(tr("Close"))
            dlg.buttons.button(QDialogButtonBox.Cancel).setVisible(False)
            for b in dlg.findChildren(QPushButton):
                if b.objectName().startswith("to_"):
                    b.setVisible(False)
            dlg.prompt.setText(tr("You look at these cards, top first; they stay where "
                                    "they are."))
        else:
            dlg.accepted.connect(lambda d=dlg, o=owner, q=seq: self._arranged(d, o, q))
        self.win.library_dialog = dlg
        dlg.open()

    def _arranged(self, dlg, owner: str, seq: int | None = None) -> None:
        from tabletop.ui.library.cardbrowser import Pile
        c = dlg.choice()
        if c is None:
            return
        me = self.win.ctl.seat
        piles = c.piles
        cmd = C.ArrangeTop(me, None if owner == me else owner,
                           top=self._model_ids(piles.get(Pile.TOP, ())),
                           bottom=self._model_ids(piles.get(Pile.BOTTOM, ())),
                           graveyard=self._model_ids(piles.get(Pile.GRAVEYARD, ())))
        # the numbers only: the undo text and the label are read by every seat
        label = tr("Put back the top cards: {t} on top, {b} on the bottom, {g} into "
                     "the graveyard").format(t=len(cmd.top), b=len(cmd.bottom),
                                             g=len(cmd.graveyard))
        if seq is not None:
            self.win.ctl.run(cmd, label, seq=seq)
        else:
            self.win.run(cmd, label)

    # -- searching --
    def search_focused(self) -> None:
        """Ctrl+F: the library under the mouse, else your own."""
        self.search_library(self.pile_under_mouse())

    def search_other(self) -> None:
        if self._can_act():
            self._ask_player(tr("Search another library"), self.search_library)

    def search_library(self, owner: str | None = None) -> None:
        if not self._can_act():
            return
        me = self.win.ctl.seat
        owner = owner or me
        if self._remote():
            # the searcher looks at every card of the library (701.23a): at a network table
            # the host shows them first (a look at the whole library, carried out and logged
            # there), then the browser opens on the cards the seat's view now names
            n = self._lib_count(owner)
            if n < 1:
                self._browse_search(owner, [], None)
                return
            self.win.ctl.run(C.LookTop(me, None if owner == me else owner, n),
                         tr("Search {who}'s library").format(who=owner),
                         then=lambda: self._browse_search(owner, *self._known_library(owner)))
            return
        lib = self._lib(owner)
        if owner != me and not all(e.facts for e in self._entries(lib, me, keep=False)):
            # another's library: a look at all of it, which its owner allows first (a request,
            # issue 23); the browser shows nothing before that
            out = self.win.run(C.LookTop(me, owner, len(lib)),
                           tr("Search {who}'s library").format(who=owner)) if lib else None
            if lib and (out is None or out.result == "requested"):
                return
        entries = self._entries(lib, me, all_known=True)  # a search looks at them all
        self._browse_search(owner, entries, None)

    def _browse_search(self, owner: str, entries, seq: int | None) -> None:
        from tabletop.ui.library.cardbrowser import CardBrowser, Mode
        me = self.win.ctl.seat
        title = tr("Search {who}'s library").format(who=owner) if owner != me else None
        dlg = CardBrowser(entries, Mode.SEARCH, self.win.lang, self.win, title=title)
        dlg.setObjectName("library_browser")
        dlg.finished.connect(lambda _r, d=dlg, o=owner, q=seq: self._searched(d, o, q))
        self.win.library_dialog = dlg
        dlg.open()

    def _searched(self, dlg, owner: str, seq: int | None = None) -> None:
        """The search is done: the player has seen the library, so closing the browser is a
        search that found nothing (shuffled as "Shuffle after" says)."""
        from tabletop.ui.library.cardbrowser import Pile
        me = self.win.ctl.seat
        c = dlg.choice()
        other = None if owner == me else owner
        run = self.win.run if seq is None else \
            (lambda cmd, label: self.win.ctl.run(cmd, label, seq=seq))
        if c is None or c.failed or not c.piles:
            shuffle = dlg.shuffle.isChecked() if c is None else c.shuffle
            run(C.Search(me, other, shuffle=shuffle),
                tr("Search {who}'s library: found nothing").format(who=owner))
            return
        pile, eids = next(iter(c.piles.items()))
        to = {Pile.HAND: "hand", Pile.BATTLEFIELD: "battlefield",
              Pile.BATTLEFIELD_FACE_DOWN: "battlefield", Pile.GRAVEYARD: "graveyard",
              Pile.EXILE: "exile", Pile.TOP: "top"}[Pile(pile)]
        face_down = "effect" if pile == Pile.BATTLEFIELD_FACE_DOWN else None
        cmd = C.Search(me, other, find=self._model_ids(eids), to=to, reveal=c.reveal,
                       shuffle=c.shuffle, face_down=face_down)
        run(cmd, tr("Search {who}'s library: %n card(s) to {to}", None, len(eids)).format(
            who=owner, to=tr(dlg.destination.currentText())))

    # -- revealing --
    def reveal_top(self) -> None:
        if self._can_act():
            self.win.run(C.Reveal(self.win.ctl.seat, from_zone="library", n=1),
                     tr("Reveal the top card of your library"))

    def toggle_top_revealed(self) -> None:
        """Play with the top card of your library revealed (Future Sight, Courser of Kruphix;
        401.5), or no longer: every seat then sees that top card face up on the pile."""
        if self._can_act():
            me = self.win.ctl.seat
            on = me not in (self.win.ctl.game.state.top_revealed or [])
            self.win.run(C.PlayTopRevealed(me, on=on),
                     tr("Play with the top card revealed") if on
                     else tr("Stop playing with the top card revealed"))
        self.show_top_revealed()

    def show_top_revealed(self) -> None:
        """The checkable menu entry says whether the seat plays with its top card revealed."""
        a = getattr(self.win, "table_actions", {}).get("top_revealed")
        if a is not None:
            tops = getattr(self.win.scene.view, "top_revealed", None) if self.win.scene else None
            a.setChecked(self.win.ctl.seat is not None and self.win.ctl.seat in (tops or ()))

    def reveal_hand(self) -> None:
        if self._can_act():
            self.win.run(C.Reveal(self.win.ctl.seat, from_zone="hand"), tr("Reveal your hand"))

    def reveal_hand_to(self) -> None:
        if not self._can_act():
            return
        me = self.win.ctl.seat
        self._ask_player(tr("Reveal your hand to"), lambda p: self.win.run(
            C.Reveal(me, from_zone="hand", to=(p,)),
            tr("Reveal your hand to {who}").format(who=p)))

    # -- the automatic draw of the draw step --
    def auto_draw_on(self) -> bool:
        a = getattr(getattr(self.win, "menubar", None), "auto_draw_action", None)
        return a is None or a.isChecked()

    def advance_with_draw(self, cmd, label: str):
        """An `advance`; through the draw step, with the setting on, the active player draws
        (not the skipped first draw, 103.8a) in the same undo step."""
        from tabletop.rules.h_library import skips_first_draw
        ctl, game = self.win.ctl, self.win.ctl.game
        if not self.auto_draw_on() or game is None or ctl.route is not None \
                or not passes_draw(game.state, cmd.to):
            return ctl.run(cmd, label)
        stack = ctl.undo_stack
        stack.beginMacro(label)
        try:
            out = ctl.run(cmd, label)
            if out is not None:
                st = game.state
                passed = [e for e in out.events if e.kind == "step_began"
                          and e.get("step") == "draw"]
                skip = st.turn == 1 and skips_first_draw(len(st.players))
                if passed and not skip and ctl.seat == st.active:
                    ctl.run(C.Draw(st.active), tr("Draw step: draw a card"))
        finally:
            stack.endMacro()
        return out

    # -- opening hands --
    def start_pregame(self) -> None:
        """Offer each player who hasn't kept, from the starting player, the mulligan dialog;
        when all have kept, the game begins."""
        from tabletop.model.state import PREGAME
        game = self.win.ctl.game
        self.close_pregame_dialog()
        if game is None or game.state.step != PREGAME or self.win.ctl.read_only \
                or self.win.ctl.route is not None:
            self._no_pregame(game)
            return
        st = game.state
        players = list(st.players)
        first = players.index(st.active)
        order = players[first:] + players[:first]
        waiting = [p for p in order if p not in st.kept and p not in st.left]
        hosting = getattr(self.win, "hosting", None)
        if hosting is not None:  # a hosted game: the invited seats decide at their tables
            local = set(hosting.local_seats)
            if not waiting and st.active not in local:
                return  # the starting player's own table begins the game
            waiting = [p for p in waiting if p in local]
            if not waiting and any(p not in st.kept and p not in st.left
                                   for p in st.players):
                return  # the local seats kept; the invited ones still decide
        if not waiting:
            self._begin_game(st.active)
            return
        # each player's hand behind the curtain (hot-seat): the device may be anywhere
        self.win._pregame_for = waiting[0]
        self.win.seats.hand_over(waiting[0])
        if not self.win.seats.curtain_up():
            self.after_curtain()

    def _no_pregame(self, game) -> None:
        """A game with no opening hands to decide came while the curtain waited for one: the
        curtain stays, for the new game's active player."""
        if self.win._pregame_for is not None and self.win.seats.curtain_up():
            self.win._pregame_for = None
            if game is not None and not self.win.ctl.read_only and self.win.ctl.route is None:
                self.win.seats.hand_over(game.state.active)
            else:
                self.win.seats.sit(self.win.ctl.seat)
        self.win._pregame_for = None

    def _begin_game(self, first: str) -> None:
        """Everyone kept: turn 1 begins at the starting player's table. Hot-seat: the device
        is with the last player who kept, so the curtain stays until `first`'s player says
        "I am {first}" (`after_curtain` then begins the game)."""
        if self.win.ctl.seat != first or self.win.seats.curtain_up():
            self.win._pregame_for = first
            self.win.seats.hand_over(first)
            if self.win.seats.curtain_up():
                return
        self.win._pregame_for = None
        self.advance_with_draw(C.Advance("next_step"), tr("Begin the game"))

    def hosted_pregame(self) -> None:
        """A hosted game changed (a seat's command): once every player has kept and the
        starting player plays at this table, the game begins here."""
        from tabletop.model.state import PREGAME
        game = self.win.ctl.game
        if game is None or game.state.step != PREGAME or getattr(self.win, "hosting", None) is None:
            return
        st = game.state
        if st.active in self.win.hosting.local_seats and all(
                p in st.kept or p in st.left for p in st.players):
            self.start_pregame()

    def after_curtain(self) -> None:
        """A seat sat down (the curtain's "I am …"): in the pregame, its opening hand if it is
        the player to decide; the starting player, once everyone kept (also after a detour
        through View as or F2), begins the game."""
        from tabletop.model.state import PREGAME
        p = getattr(self.win, "_pregame_for", None)
        self.win._pregame_for = None
        game, seat = self.win.ctl.game, self.win.ctl.seat
        if game is None or game.state.step != PREGAME or seat is None:
            return
        st = game.state
        if p == seat and p not in st.kept:
            self._show_mulligan(p)
        elif seat == st.active and seat in st.kept:
            self.start_pregame()  # the next hand behind the curtain, or the game begins

    def close_pregame_dialog(self) -> None:
        for name in ("pregame_dialog", "library_dialog"):
            d = getattr(self.win, name, None)
            if d is not None:
                try:
                    d.done(0) if d.isVisible() else None
                except RuntimeError:  # already deleted by Qt
                    pass
                setattr(self.win, name, None)

    def _show_mulligan(self, p: str) -> None:
        dlg = self.win.pregame_dialog
        if dlg is None:
            dlg = self.win.pregame_dialog = MulliganDialog(self.win)
        dlg.show_for(p)
        if not dlg.isVisible():
            dlg.open()

    def mulligan(self, p: str) -> None:
        if self._remote():  # the host shuffles and deals; its next view shows the new hand
            self.win.ctl.run(C.Mulligan(p), tr("{who}: mulligan").format(who=p),
                         then=lambda: self._after_mulligan(p))
            return
        if self.win.run(C.Mulligan(p), tr("{who}: mulligan").format(who=p)) is None:
            return
        self._after_mulligan(p)

    def _after_mulligan(self, p: str) -> None:
        if self._pregame_of(p)[1]:
            self.put_on_bottom(p)
        elif self.win.pregame_dialog is not None:
            self.win.pregame_dialog.show_for(p)

    def _pregame_of(self, p: str, keep: bool = True) -> tuple[int, int, list]:
        """`p`'s mulligans taken, cards still to put on the bottom, and the card browser's
        entries for their hand (opaque ids, kept for the answer): from the game, or at a
        network table from the host's view and its `pregame` (the seat's own hand only)."""
        if self._remote():
            from tabletop.ui.library.cardbrowser import Entry
            client = self.win.ctl.session.client
            pg = client.pregame or {}
            hand = [o for o in (client.view or {}).get("objects") or []
                    if isinstance(o, dict) and o.get("zone") == "hand" and o.get("owner") == p]
            ids: dict = {}
            if keep:
                self.win._entry_ids = ids
                self._entry_seq = client.seq
            out = []
            for i, o in enumerate(hand):
                ids[f"e{i}"] = o["id"]
                out.append(Entry(f"e{i}", o.get("facts") if o.get("known") else None))
            return (int(pg.get("mulligans", {}).get(p, 0)),
                    int(pg.get("bottom_due", {}).get(p, 0)), out)
        st = self.win.ctl.game.state
        return (st.mulligans.get(p, 0), st.bottom_due.get(p, 0),
                self._entries(list(st.zones[f"{p}:hand"]), p, keep=keep))

    def put_on_bottom(self, p: str) -> None:
        from tabletop.ui.library.cardbrowser import CardBrowser, Mode
        _taken, due, entries = self._pregame_of(p)
        seq = getattr(self, "_entry_seq", None) if self._remote() else None
        dlg = CardBrowser(entries, Mode.BOTTOM, self.win.lang, self.win, count=due)
        dlg.setObjectName("bottom_browser")
        dlg.finished.connect(lambda r, d=dlg, q=seq: self._bottomed(d, p, q))
        self.win.library_dialog = dlg
        dlg.open()

    def _bottomed(self, dlg, p: str, seq: int | None = None) -> None:
        from tabletop.ui.library.cardbrowser import Pile
        c = dlg.choice()
        if c is not None:
            ids = self._model_ids(c.piles.get(Pile.BOTTOM, ()))
            label = tr("{who}: %n card(s) on the bottom", None, len(ids)).format(who=p)
            if self._remote():
                self.win.ctl.run(C.PutOnBottom(p, ids), label, seq=seq)
                return  # the host's next view shows the hand kept so far
            self.win.run(C.PutOnBottom(p, ids), label)
        if self.win.pregame_dialog is not None:
            self.win.pregame_dialog.show_for(p)

    def keep(self, p: str) -> None:
        if self._pregame_of(p)[1]:
            self.put_on_bottom(p)
            return
        if self._remote():
            self.win.ctl.run(C.Keep(p), tr("{who}: keep").format(who=p))
            return  # the host's next view says who has kept (`net_pregame`)
        if self.win.run(C.Keep(p), tr("{who}: keep").format(who=p)) is None:
            return
        if self.win.pregame_dialog is not None:
            self.win.pregame_dialog.accept()
        self.start_pregame()

    def net_pregame(self) -> None:
        """A network table: while the host's game is in `pregame`, this seat's mulligan dialog
        until it keeps (the others' mulligans and keeps show in its prompt); when every player
        has kept, the starting player's table begins the game, as a hot-seat table does (the
        host's rules judge it)."""
        from tabletop.model.state import PREGAME
        client = self.win.ctl.session.client if self.win.ctl.session is not None else None
        view = client.view if client is not None else None
        me = self.win.ctl.seat
        if view is None or view.get("step") != PREGAME or client.pregame is None \
                or self.win.ctl.actor is None or me is None:
            if self.win.pregame_dialog is not None and (view is None or view.get(
                    "step") != PREGAME):
                self.close_pregame_dialog()
            return
        pg = client.pregame
        left = set(view.get("left") or ())
        waiting = [p for p in self.win.ctl.players if p not in pg["kept"] and p not in left]
        if me in waiting:
            if isinstance(self.win.library_dialog, QDialog) and self.win.library_dialog.isVisible():
                return  # the cards to put on the bottom are being chosen
            self._show_mulligan(me)
            return
        if self.win.pregame_dialog is not None:
            self.close_pregame_dialog()
        if not waiting and view.get("active") == me and self._began != client.seq:
            self._began = client.seq
            self.win.ctl.run(C.Advance("next_step"), tr("Begin the game"))

    _began: int | None = None


def passes_draw(st, to: str) -> bool:
    """Whether `advance` to `to` goes through a draw step (as the rules' `advance` walks)."""
    from tabletop.model.state import PREGAME, STEPS
    step = st.step
    if step == PREGAME:
        if to in ("next_step", "untap", "next_turn"):
            return False
        step = "untap"
    turn_passed = False
    for _ in range(len(STEPS) + 2):
        i = STEPS.index(step)
        if i + 1 < len(STEPS):
            step = STEPS[i + 1]
        else:
            step, turn_passed = "untap", True
        if step == "draw":
            return True
        if to == "next_step" or step == to or (to == "end_of_turn" and step == "cleanup") \
                or (to == "next_turn" and step == "untap" and turn_passed):
            return False
    return False


class MulliganDialog(QDialog):
    """One player's opening hand: Mulligan or Keep (103.5); after a mulligan, the cards to put
    on the bottom are chosen first."""

    def __init__(self, win) -> None:
        super().__init__(win)
        self.win = win
        self.player: str | None = None
        self.setObjectName("mulligan_dialog")
        lay = QVBoxLayout(self)
        self.prompt = P.label()
        self.prompt.setWordWrap(True)
        f = self.prompt.font()
        f.setPointSizeF(f.pointSizeF() * 1.25)
        self.prompt.setFont(f)
        lay.addWidget(self.prompt)
        from tabletop.ui.table import cardart
        self.hand = QListWidget()
        self.hand.setObjectName("mulligan_hand")
        self.hand.setViewMode(QListWidget.IconMode)
        self.hand.setFlow(QListWidget.LeftToRight)
        self.hand.setWrapping(True)
        self.hand.setResizeMode(QListWidget.Adjust)
        self.hand.setMovement(QListWidget.Static)
        icon = QSize(round(cardart.CARD_W * 1.8), round(cardart.CARD_H * 1.8))
        self.hand.setIconSize(icon)
        self.hand.setGridSize(QSize(icon.width() + 14, icon.height() + 40))
        self.hand.setWordWrap(True)
        self.hand.setMouseTracking(True)
        from tabletop.ui.table.cardtext import beside_text
        # beside it, the text of the card under the mouse (or the current one)
        body, self.card = beside_text(self.hand)
        lay.addWidget(body, 1)
        self._views: list = []
        self.hand.currentRowChanged.connect(self._show)
        self.hand.itemEntered.connect(lambda it: self._show(self.hand.row(it)))
        row = QHBoxLayout()
        row.addStretch(1)
        self.mull = QPushButton(tr("Mulligan"))
        self.mull.setObjectName("mulligan_button")
        self.mull.setAutoDefault(False)
        self.keep_button = QPushButton(tr("Keep"))
        self.keep_button.setObjectName("keep_button")
        self.keep_button.setDefault(True)
        row.addWidget(self.mull)
        row.addWidget(self.keep_button)
        lay.addLayout(row)
        self.mull.clicked.connect(lambda: self.player and self.win.library.mulligan(self.player))
        self.keep_button.clicked.connect(lambda: self.player and self.win.library.keep(self.player))
        self.resize(1200, 680)

    def reject(self) -> None:
        """Escape or the close button: the hand still waits for a decision (103.5), so the
        dialog stays; a new game or an opened one closes it."""
        self.win.statusBar().showMessage(tr("Keep this hand or take a mulligan."), 4000)

    def show_for(self, p: str) -> None:
        from tabletop.ui.table import cardart
        self.player = p
        taken, due, entries = self.win.library._pregame_of(p, keep=False)
        P.set_window_title(self, tr("{who}: opening hand").format(who=p))
        self.hand.clear()
        self._views = []
        from tabletop.ui.library.cardbrowser import _view
        for e in entries:
            ov = _view(e)
            it = QListWidgetItem(QIcon(cardart.pixmap_for(ov, self.win.lang)),
                                 M.card_title(ov, self.win.lang))
            it.setToolTip(P.tooltip(M.tooltip(ov, self.win.lang)))
            self._views.append(ov)
            self.hand.addItem(it)
        n = self.hand.count()
        if n:
            self.hand.setCurrentRow(0)
        if due:
            text = " ".join((tr("{who}, you took %n mulligan(s).", None, taken).format(who=p),
                             tr("Put %n card(s) on the bottom of your library first.", None,
                                due)))
        elif taken:
            text = tr("{who}, your hand after %n mulligan(s) holds {cards}. Keep it, or take "
                      "another mulligan?", None, taken).format(
                who=p, cards=tr("%n card(s)", None, n))
        else:
            text = tr("{who}, your opening hand holds {cards}. Keep it, or take a "
                      "mulligan?").format(who=p, cards=tr("%n card(s)", None, n))
        self.prompt.setText(text)
        self.mull.setEnabled(not due)
        P.set_plain_text(self.keep_button, tr("Put {k} on the bottom…").format(k=due)
                         if due else tr("Keep"))

    def _show(self, row: int) -> None:
        if 0 <= row < len(self._views):
            self.card.show_view(self._views[row], self.win.lang)
