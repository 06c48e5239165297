"""The players' area and the rest of the table's actions: life totals and player counters,
named counters on permanents, tokens, dice and coins, notes, arrows, untap all. `win.players`, a
part of MainWindow.

Every change is a model command through the controller (`self.run`): judged by the rules, one
undo entry, logged by the journal ("Bob: life 20 → 17."), autosaved. The players' area
(`players.PlayerItem`) asks for a change by the scene's `playerChanged`; the keys (F11/F12 and
the others in `actions.PLAYER_ACTIONS`) change the acting seat's own numbers. Dialogs open
without blocking (`open()`): their `accepted` signal runs the command.

The results of dice and coins come from the events (the game's seeded generator decided them):
the rules assist panel and the status bar show them, the log has them, undo takes them back."""

from __future__ import annotations

from tabletop.ui.common import messages as M
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.players.items import COMMON_COUNTERS, DICE, LIFE, LIFE_RANGE
from tabletop.ui.table import actions as A
from tabletop.ui.table.actions import C

CARD_COUNTERS = ("+1/+1", "-1/-1", "loyalty", "charge", "shield", "stun", "oil", "lore", "time",
                 "fade", "age", "ice", "quest")
ROLL_IDS = tuple(f"roll_d{s}" for s in DICE)


class PlayersPart:

    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to

    def build_player_menus(self, game_menu, card_menu) -> None:
        """Game: life and counters, tokens, dice, coin, untap all, arrows (with shortcuts)."""
        from PySide6.QtGui import QAction
        self.win.player_actions: dict[str, QAction] = {}
        game_menu.addSeparator()
        life = game_menu.addMenu(tr("Life and counters"))
        life.setObjectName("life_menu")
        dice = None
        for aid, text, key, build in A.PLAYER_ACTIONS:
            if aid == "create_token":
                game_menu.addSeparator()
            if aid in ("roll_d20", "roll_dice"):
                if dice is None:
                    dice = game_menu.addMenu(tr("Roll a die"))
                    dice.setObjectName("dice_menu")
                    for sides in DICE[:-1]:
                        a = self.win.menubar.act(dice, tr("Roll a d{n}").format(n=sides),
                                                 lambda s=sides: self.roll(s), "",
                                                 f"roll_d{sides}")
                        self.win.player_actions[a.objectName()] = a
                menu = dice
            elif aid in ("life_up", "life_down", "set_life", "poison_up", "poison_down",
                         "player_counter"):
                menu = life
            else:
                menu = game_menu
            a = self.win.menubar.act(
                menu, text, lambda b=build, t=text: self.win.table_action(b, t), key, aid)
            self.win.addAction(a)  # the shortcut works wherever the focus is in the window
            self.win.player_actions[aid] = a
        self.win.ctl.reported.connect(self._show_results)

    def wire_players(self) -> None:
        self.win.scene.playerChanged.connect(self.change_player)
        self.win.scene.arrowPointed.connect(self._on_arrow)
        self.win.scene.pointingChanged.connect(self._on_pointing)
        self.win.seats.gameover.wire()  # the game-over panel follows the table's changes

    # -- life and player counters --
    def step_own(self, counter: str, delta: int) -> None:
        """The keys: one step of the acting seat's own life total or counter."""
        self.change_player(self.win.ctl.actor, counter, delta)

    def _view_numbers(self, seat: str) -> tuple[int, dict]:
        v = self.win.scene.view if self.win.scene is not None else None
        life = (getattr(v, "life", None) or {}).get(seat, 0) if v is not None else 0
        counters = (getattr(v, "player_counters", None) or {}).get(seat) or {} \
            if v is not None else {}
        return life, counters

    def change_player(self, seat: str | None, counter: str, delta: int):
        """One step of a life total (counter LIFE, "") or a player counter: a command."""
        if seat is None or not self.win.acting() or self.win.ctl.actor is None or not delta:
            return None
        life, counters = self._view_numbers(seat)
        if counter == LIFE:
            return self.win.run(C.Life(seat, delta=delta), M.life_change(seat, life,
                                                                             life + delta))
        old = counters.get(counter, 0)
        if old + delta < 0:
            self.win.statusBar().showMessage(tr("{seat} has no {counter} counter.").format(
                seat=seat, counter=counter), 4000)
            return None
        label = tr("{seat}: {counter} {old} → {new}").format(seat=seat, counter=counter,
                                                               old=old, new=old + delta)
        return self.win.run(C.PlayerCounter(seat, counter, delta=delta), label)

    def _open(self, dlg, done) -> object:
        """Open a dialog without blocking; `done(dlg)` when it is accepted."""
        self.win._pending_dialog = dlg
        dlg.accepted.connect(lambda d=dlg: done(d))
        dlg.finished.connect(lambda _r, d=dlg: self._dialog_closed(d))
        dlg.open()
        return dlg

    def _dialog_closed(self, dlg) -> None:
        if self.win._pending_dialog is dlg:
            self.win._pending_dialog = None
        dlg.deleteLater()

    def ask_set_life(self, seat: str | None):
        if seat is None or not self.win.acting():
            return None
        from tabletop.ui.players.items import ValueDialog
        life, _ = self._view_numbers(seat)
        dlg = ValueDialog(tr("Set {seat}'s life").format(seat=seat), tr("Life"), life,
                          low=LIFE_RANGE[0], high=LIFE_RANGE[1], parent=self.win)

        def done(d):
            new = d.value.value()
            now, _ = self._view_numbers(seat)
            self.win.run(C.Life(seat, set_to=new), M.life_change(seat, now, new))
        self._open(dlg, done)
        return None

    def ask_player_counter(self, seat: str | None):
        """Set a player counter of any name (poison, energy, ...; 0 takes it off)."""
        if seat is None or not self.win.acting():
            return None
        from tabletop.ui.players.items import ValueDialog
        _, counters = self._view_numbers(seat)
        names = list(COMMON_COUNTERS) + sorted(n for n in counters if n not in COMMON_COUNTERS)
        dlg = ValueDialog(tr("{seat}'s counters").format(seat=seat), tr("Number"),
                          counters.get(names[0], 0), names=names, parent=self.win)
        dlg.name.currentTextChanged.connect(
            lambda name: dlg.value.setValue(self._view_numbers(seat)[1].get(name.strip(), 0)))

        def done(d):
            name, new = d.counter_name(), d.value.value()
            if not name:
                self.win.statusBar().showMessage(tr("A counter needs a name."), 4000)
                return
            old = self._view_numbers(seat)[1].get(name, 0)
            self.win.run(C.PlayerCounter(seat, name, set_to=new),
                     tr("{seat}: {counter} {old} → {new}").format(
                         seat=seat, counter=name, old=old, new=new))
        self._open(dlg, done)
        return None

    def player_menu(self, seat: str):
        from PySide6 import QtWidgets as W

        from tabletop.ui.common import plain as P
        menu = W.QMenu(self.win)
        menu.setObjectName("player_menu")
        life, counters = self._view_numbers(seat)
        head = menu.addAction(P.action_text(tr("{seat}: life {n}").format(seat=seat, n=life)))
        head.setEnabled(False)
        if self.win.ctl.actor is None:
            return menu
        for name, text, fn in (
                ("gain_life", tr("Gain 1 life"), lambda: self.change_player(seat, LIFE, 1)),
                ("lose_life", tr("Lose 1 life"), lambda: self.change_player(seat, LIFE, -1)),
                ("set_life", tr("Set life…"), lambda: self.ask_set_life(seat)),
                ("player_counter", tr("Player counter…"),
                 lambda: self.ask_player_counter(seat)),
                ("point", tr("Point at…"), lambda: self.point_from(("player", seat)))):
            a = menu.addAction(text)
            a.setObjectName(name)
            a.triggered.connect(lambda _=False, f=fn: f())
        for cname, n in sorted(counters.items()):
            for delta, text in ((1, QT_TR_NOOP("+1 {name} ({n})")),
                                (-1, QT_TR_NOOP("−1 {name} ({n})"))):
                a = menu.addAction(P.action_text(tr(text).format(name=cname, n=n)))
                a.triggered.connect(lambda _=False, c=cname, d=delta:
                                    self.change_player(seat, c, d))
        return menu

    # -- counters of any name on permanents, notes --
    def ask_counters(self, vid: str):
        ov = self.win.scene.view.by_id(vid) if self.win.scene.view else None
        if ov is None:
            return None
        from tabletop.model.limits import MAX_COUNT
        from tabletop.ui.players.items import ValueDialog
        have = ov.counters or {}
        names = list(CARD_COUNTERS) + sorted(n for n in have if n not in CARD_COUNTERS)
        what = M.public_title(ov, self.win.lang)
        dlg = ValueDialog(tr("Counters on {what}").format(what=what),
                          tr("How many (negative: remove)"), 1, names=names, low=-MAX_COUNT,
                          high=MAX_COUNT, parent=self.win)

        def done(d):
            name, n = d.counter_name(), d.value.value()
            cid = self.win.ctl.cid(vid)
            if not name or not n or cid is None:
                return
            text = tr("{n} {name} counters on {what}") if n > 0 else \
                tr("{n} {name} counters off {what}")
            self.win.run(C.AddCounter(cid, name, n), text.format(n=abs(n), name=name, what=what))
        self._open(dlg, done)
        return None

    def ask_note(self, vid: str):
        ov = self.win.scene.view.by_id(vid) if self.win.scene.view else None
        if ov is None:
            return None
        from tabletop.ui.players.items import NoteDialog
        what = M.public_title(ov, self.win.lang)
        dlg = NoteDialog(tr("Note on {what}").format(what=what), ov.note or "", self.win)

        def done(d):
            cid = self.win.ctl.cid(vid)
            if cid is not None:
                text = d.note()
                self.win.run(C.Note(cid, text), (tr("Note on {what}") if text else
                                             tr("Note off {what}")).format(what=what))
        self._open(dlg, done)
        return None

    # -- tokens --
    def ask_token(self):
        """The token picker: the bundled tokens and those of the card database."""
        if not self.win.acting() or self.win.ctl.actor is None:
            return None
        from tabletop.carddata.tokens import list_tokens
        from tabletop.ui.players.tokenpicker import TokenPicker
        try:
            from tabletop.carddata.database import CardDatabase
            with CardDatabase.open() as db:
                tokens = list_tokens("", db)
        except (OSError, ValueError):  # no readable database: the bundled tokens
            tokens = list_tokens()
        dlg = TokenPicker(tokens, self.win.lang, self.win)
        dlg.setObjectName("token_picker")

        def done(d):
            got = d.result_value()
            if got is None:
                return
            facts, count, tapped = got
            name = facts.get("name") or tr("token")
            text = tr("Create %n {name} token(s)", None, count) if count != 1 else \
                tr("Create a {name} token")
            self.win.run(C.CreateToken(self.win.ctl.seat, facts, count, tapped),
                         text.format(name=name))
        self._open(dlg, done)
        return None

    # -- dice and coins --
    def roll(self, sides: int, n: int = 1):
        if not self.win.acting():
            return None
        text = tr("Roll a d{s}").format(s=sides) if n == 1 else \
            tr("Roll {n}d{s}").format(n=n, s=sides)
        return self.win.run(C.Roll(self.win.ctl.seat, sides, n), text)

    def ask_dice(self):
        if not self.win.acting() or self.win.ctl.actor is None:
            return None
        from tabletop.ui.players.items import DiceDialog
        dlg = DiceDialog(tr("Roll dice"), 20, self.win)
        self._open(dlg, lambda d: self.roll(d.sides.value(), d.n.value()))
        return None

    def _show_results(self, rep) -> None:
        """Dice and coins: their results (from the events) in the assist panel and status
        bar."""
        lines = []
        for e in rep.events:
            if e.kind == "rolled":
                results = e.get("results") or []
                n = len(results)
                dice = f"d{e.get('sides')}" if n == 1 else f"{n}d{e.get('sides')}"
                shown = ", ".join(str(r) for r in results)
                if n > 1:
                    shown += " " + tr("(total {t})").format(t=sum(results))
                lines.append(tr("{player} rolled {dice}: {results}").format(
                    player=e.get("player"), dice=dice, results=shown))
            elif e.kind == "coin_flipped":
                lines.append(tr("{player} flipped a coin: {result}").format(
                    player=e.get("player"), result=tr(str(e.get("result")))))
        if not lines:
            return
        if self.win.assist is not None:
            for line in lines:
                self.win.assist.list.addItem(line)
        self.win.statusBar().showMessage(" · ".join(lines), 10000)
        self.last_results = lines

    last_results: list | None = None

    # -- arrows --
    def point_from(self, frm: tuple[str, str]):
        """Start an arrow at a card or player; the next click on a card or player ends it."""
        if self.win.scene is None or not self.win.acting() or self.win.ctl.actor is None:
            return None
        self.win.scene.start_pointing(frm)
        return None

    def _on_pointing(self, on: bool) -> None:
        from PySide6.QtCore import Qt
        if on:
            self.win.view.viewport().setCursor(Qt.CrossCursor)
            self.win.statusBar().showMessage(tr("Click the card or player to point at (Esc: "
                                              "cancel)."))
        else:
            self.win.view.viewport().unsetCursor()
            self.win.statusBar().clearMessage()

    def _arrow_end(self, kind: str, x: str) -> tuple[str | None, str]:
        """(the model's name of an arrow's end, what every seat may call it)."""
        if kind == "player":
            return x, x
        ov = self.win.scene.view.by_id(x) if self.win.scene.view else None
        return self.win.ctl.cid(x), M.public_title(ov, self.win.lang) if ov else ""

    def _on_arrow(self, fk: str, f: str, tk: str, t: str) -> None:
        frm, frm_text = self._arrow_end(fk, f)
        to, to_text = self._arrow_end(tk, t)
        if frm is None or to is None or self.win.ctl.actor is None:
            return
        self.win.run(C.Arrow(self.win.ctl.seat, frm, to), tr("Point from {a} at {b}").format(
            a=frm_text, b=to_text))
