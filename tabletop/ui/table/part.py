"""The table's own actions: card actions (one card or every selected one), drops, activations
(double-click, Enter), the hover and the preview, the reminders of the rules assist. `win.table`,
a part of MainWindow.

Each action builds a model command and runs it through the window (`win.run`): judged by the
rules, one undo entry, logged, autosaved. A batch (a drag of many cards, an action on every
selected card) is one undo step and one report."""

from __future__ import annotations

from tabletop.model.modes import Result
from tabletop.ui.common import messages as M
from tabletop.ui.common.messages import tr
from tabletop.ui.table import actions as A
from tabletop.ui.table.actions import C


class TablePart:

    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to
        self.hover: str | None = None  # the card under the mouse (or focused): previewed
        self._hover_cid: str | None = None  # its card, to follow it to a new zone
        self.preview_shown: tuple | None = None  # what the preview shows: (view, peek, lang, face)
        self.by_keys = False  # the last card pointed at was by the keyboard focus (Tab)

    def wire(self) -> None:
        """The scene's and the view's signals (the table is built)."""
        scene = self.win.scene
        scene.cardDropped.connect(self._on_card_drop)
        scene.cardsDropped.connect(self._on_cards_drop)
        scene.cardAttached.connect(self._on_attach_drop)
        scene.pileDropped.connect(self._on_pile_drop)
        scene.cardHovered.connect(self._on_pointer)
        scene.cardLeft.connect(lambda _vid: self.end_peek())
        scene.cardChanged.connect(self._on_card_changed)
        scene.cardActivated.connect(self._on_activate)
        scene.pileActivated.connect(self._on_pile_activate)
        self.win.view.focusedCard.connect(self._on_focus)
        self.win.assist.reminderAction.connect(self._on_reminder)
        ctl = self.win.ctl
        ctl.reported.connect(lambda _rep: self.end_peek())  # any action, done or refused
        ctl.changed.connect(self.end_peek)  # any change: an undo, a redo, another seat's

    def end_peek(self, keep: str | None = None) -> None:
        """The face-up drawing of a peeked card ends (paper: you look and put it back): when the
        pointer leaves it, the focus or the pointer goes to another card (`keep`), or anything
        else is done. The preview still shows the face of a face-down card the seat may look
        at (`show_preview`)."""
        peeked = self.win.ctl.peeked
        if not peeked or peeked <= {keep} or self.win.scene is None:
            return
        peeked.intersection_update({keep})
        self.win.scene.set_peeked(peeked)

    def redraw_preview(self) -> None:
        """Draw the previewed card again (its image came)."""
        if self.hover and self.win.preview is not None:
            self.preview_shown = None
            self.show_preview()

    def _on_attach_drop(self, vid: str, host: str) -> None:
        ov = self.win.scene.view.by_id(vid) if self.win.scene.view else None
        cid = self.win.ctl.cid(vid)
        if ov is not None and cid is not None:
            to = self.win.ctl.cid(host) if host else None
            self.win.run(C.Attach(cid, to), tr("Attach {what}").format(
                what=M.public_title(ov, self.win.lang)))
        self.win.scene.resync()

    def _on_cards_drop(self, drops: list) -> None:
        cmds = []
        for vid, zone, seat, x, y in drops:
            ov = self.win.scene.view.by_id(vid) if self.win.scene.view else None
            cmd = A.drop_command(self.win.ctl, ov, zone, seat, x, y) if ov else None
            if cmd is not None:
                cmds.append((cmd, M.move_text(M.public_title(ov, self.win.lang), zone)))
        self._batch(cmds, tr("Move %n card(s)", None, len(cmds)))
        self.win.scene.resync()

    def _same_object(self, vid: str) -> str | None:
        view = self.win.scene.view  # up to date: the scene follows every change at once
        return vid if view is not None and view.by_id(vid) else None

    def _on_card_drop(self, vid: str, zone: str, seat: str, x: float, y: float) -> None:
        ov = self.win.scene.view.by_id(vid) if self.win.scene.view else None
        if ov is None:
            return
        cmd = A.drop_command(self.win.ctl, ov, zone, seat, x, y)
        if cmd is not None:
            self.win.run(cmd, M.move_text(M.public_title(ov, self.win.lang), zone))
        self.win.scene.resync()

    def _on_pile_drop(self, seat, zone, to_zone, to_seat, x, y) -> None:
        cmd = A.pile_drop_command(self.win.ctl, seat, zone, to_zone, x, y)
        if cmd is None and zone == "library" and to_zone == "exile" and self.win.ctl.remote:
            # (the view names no library card the seat does not know)
            self.win.statusBar().showMessage(tr(
                "On a joined table, exile the top card once you know it: look at it first "
                "(Look at the top cards…, Ctrl+J)."), 8000)
            return
        top = tr("the top card of the {zone}").format(zone=M.zone_text(zone))
        self.win.run(cmd, M.move_text(top, to_zone))

    def _on_pointer(self, vid: str) -> None:
        self.by_keys = False
        self.end_peek(keep=vid)
        self.on_hover(vid)

    def on_hover(self, vid: str) -> None:
        self.hover = vid
        self.preview_shown = None
        self.show_preview()

    def _on_card_changed(self, vid: str) -> None:
        if vid == self.hover:
            self.show_preview()

    def show_preview(self) -> None:
        """The preview shows the hovered object as it is now: turned face up, tapped, with
        counters, moved. After a zone change (a new object) it follows the card only if the
        seat knew the card before and knows it after; otherwise it empties."""
        vid = self.hover
        view = self.win.scene.view if self.win.scene is not None else None
        if vid is None or view is None or self.win.preview is None:
            return
        ov = view.by_id(vid)
        if ov is None:
            ov = self._followed(vid)
            if ov is None:
                self.hover = self.preview_shown = None
                self.win.preview.show_pixmap(None)
                self.win.preview.setAccessibleDescription("")
                self.win.preview.setToolTip("")
                return
            self.hover = vid = ov.id
        # a face-down card the seat may look at (its controller's) shows its face, marked
        peek = vid in self.win.scene.peeked or bool(ov.face_down and ov.known and ov.facts)
        face = self.win.scene.shows_face(ov)  # revealed at the end of the game: its face
        shown = (ov, peek, self.win.lang, face)
        if self.preview_shown is not None and all(
                a is b or a == b for a, b in zip(shown, self.preview_shown, strict=True)):
            return
        from tabletop.ui.table import cardart
        level = self.preview_level()
        self.win.preview.show_pixmap(cardart.upright_pixmap_for(ov, self.win.lang, peek, level,
                                                                face),
                                     M.accessible_name(ov, self.win.lang))
        self.win.preview.show_view(ov, self.win.lang)  # and its text (cardtext.CardText)
        self.preview_shown = shown
        self._hover_cid = self.win.ctl.cid(vid) if ov.known else None

    def preview_level(self) -> float:
        """The level (cardart) the preview draws its card at: as large as the panel holds."""
        from tabletop.ui.table import cardart
        w, h = self.win.preview.width() - 8, self.win.preview.height() - 8
        return max(1.0, min(4.0, w / cardart.CARD_W, h / cardart.CARD_H))

    def _followed(self, vid: str):
        """The object the previewed card is now, if the seat knew it and still does."""
        cid = self._hover_cid
        if cid is None or self.win.ctl.game is None:
            return None
        return next((o for o in self.win.scene.view.objects if o.known and o.zone in
                     ("battlefield", "hand", "stack", "graveyard", "exile", "command")
                     and self.win.ctl.cid(o.id) == cid), None)

    def _on_focus(self, vid: str) -> None:
        self.by_keys = True
        self.end_peek(keep=vid)
        self.on_hover(vid)
        item = self.win.scene.items_by_id.get(vid)
        if item is not None:
            self.win.statusBar().showMessage(item.accessible_name, 5000)

    def _on_activate(self, vid: str) -> None:
        ov = self.win.scene.view.by_id(vid)
        if ov is None:
            return
        if ov.zone == "battlefield":
            self.card_action(next(a for a in A.CARD_ACTIONS if a.id == "tap"), vid)
        elif ov.zone == "stack":
            self.card_action(next(a for a in A.CARD_ACTIONS if a.id == "resolve"), vid)

    def _on_pile_activate(self, seat: str, zone: str) -> None:
        if zone == "library":
            if seat == self.win.ctl.actor:
                self.win.run(C.Draw(seat), tr("Draw a card"))
            return
        self.browse(seat, zone)

    def browse(self, seat: str, zone: str):
        from tabletop.ui.common.dialogs import ZoneBrowser
        objs = [o for o in self.win.scene.view.objects if o.zone == zone and o.owner == seat]
        dlg = ZoneBrowser(tr("{seat}'s {zone}").format(seat=seat, zone=M.zone_text(zone)),
                          objs, self.win.lang, self.win, self.win.menus.card_menu)
        if not self.win.quiet:
            dlg.exec()
        return dlg

    def _on_reminder(self, action: str) -> None:
        me = self.win.ctl.seat
        if action == "manifest_mist":
            self.win.run(C.Manifest(me, source="Primordial Mist"), tr("Primordial Mist: manifest"))
        elif action == "manifest_pursuit":
            self.win.run(C.Manifest(me, source="Cryptic Pursuit"), tr("Cryptic Pursuit: manifest"))
        elif action in ("manifest_trigger", "dread_trigger"):
            self._announced(action, self.win.assist.reminder_params.get(action) or {})
        elif action == "gain_life":
            self._gain_life(self.win.assist.reminder_params.get(action) or {})
        elif action == "pursuit_exile":
            # Exile to play, not a plain move: only ExileToPlay gives the permission to cast it
            # from exile until the end of the player's next turn.
            cid = self.win.ctl.pursuit_target(self.win.ctl.last_report)
            if cid is None:  # undone since, or already exiled
                self.win.statusBar().showMessage(
                    tr("That card is no longer in a graveyard."), 4000)
                return
            self.win.run(C.ExileToPlay(me, cid, source="Cryptic Pursuit", from_zone="graveyard",
                                       until="end_of_your_next_turn"),
                         tr("Cryptic Pursuit: exile it; you may cast it"))

    def _announced(self, action: str, said: dict) -> None:
        """A triggered manifest the assist announced (Whisperwood Elemental's at the end step,
        Abhorrent Oculus's manifest dread at an opponent's upkeep), for its controller."""
        player, name = said.get("player"), said.get("name")
        if not isinstance(player, str) or not isinstance(name, str):
            return
        if action == "manifest_trigger":
            self.win.run(C.Manifest(player, source=name), tr("{name}: manifest").format(
                name=name))
        elif player == self.win.ctl.seat:  # the seat looks at its top two and chooses
            self.win.run(self.win.menus.ask_dread(source=name), tr("Manifest dread"))
        else:
            self.win.statusBar().showMessage(tr("{player} controls {name}: {player} manifests "
                                                "dread.").format(player=player, name=name), 6000)

    def _gain_life(self, said: dict) -> None:
        """A "gain 1 life for each creature you control" trigger (Mastery of the Unseen), as it
        resolves: the creatures its controller controls now, counted by the rules (on a joined
        table, as the host counted them when it triggered)."""
        player, name, n = said.get("player"), said.get("name"), said.get("n")
        if not isinstance(player, str):
            return
        game = self.win.ctl.game
        if game is not None and player in game.state.players:
            from tabletop.rules.assists import creatures_of
            n = creatures_of(game.state, player)
        if not isinstance(n, int) or n <= 0:
            return
        self.win.run(C.Life(player, delta=n), tr("{name}: gain %n life", None, n).format(name=name))

    def show_refusal(self, rep) -> None:
        """Every refusal is visible where the eyes are, even with the rules assist panel closed:
        the status bar gives its most specific reason, the sentence and the rule numbers (the
        verdicts are those the seat may read: the controller and the lesson player redact)."""
        from tabletop.ui.table.controller import OFFERED
        if rep.result not in (Result.REFUSED, OFFERED):
            return
        why = next((v for v in rep.verdicts if getattr(v, "is_refusal", False)), None)
        if why is not None:
            rules = M.verdict_rules(why)
            self.win.statusBar().showMessage(tr("Not allowed: {why}").format(
                why=M.verdict_text(why)) + (f"  [{rules}]" if rules else ""), 10000)

    def pointed_vid(self) -> str | None:
        """The card under the mouse pointer now (what the preview shows), unless the keyboard
        moved the focus since: a card that moved away from under a resting pointer (a hand
        that reflowed) is not it, the card that is there now is."""
        from PySide6.QtGui import QCursor

        from tabletop.ui.table.items import CardItem
        view, scene = self.win.view, self.win.scene
        if self.by_keys or scene is None or view is None:
            return None
        at = view.viewport().mapFromGlobal(QCursor.pos())
        if not view.viewport().rect().contains(at):
            return None
        item = scene.item_at(view.mapToScene(at))
        return item.vid if isinstance(item, CardItem) else None

    def current_vid(self) -> str | None:
        """The card a key acts on: the one under the pointer (the preview's), else the
        keyboard's focus, else the selection, else the one last previewed."""
        from tabletop.ui.table.items import CardItem
        if self.win.scene is None:
            return None
        pointed = self.pointed_vid()
        if pointed is not None:
            return pointed
        it = self.win.scene.focusItem()
        if isinstance(it, CardItem):
            return it.vid
        sel = [i for i in self.win.scene.selectedItems() if isinstance(i, CardItem)]
        return sel[0].vid if sel else self.hover

    def current_ov(self):
        vid = self.current_vid()
        return self.win.scene.view.by_id(vid) if vid and self.win.scene.view else None

    def selected_vids(self) -> list[str]:
        from tabletop.ui.table.items import CardItem
        if self.win.scene is None:
            return []
        # the selected ones only, then in reading order (sorting a 2,000-card table for each
        # action cost 10 ms)
        return [i.vid for i in self.win.scene.card_items(
            [i for i in self.win.scene.selectedItems() if isinstance(i, CardItem)])]

    def card_action(self, act: A.Act, vid: str | None = None) -> None:
        """`act` on card `vid` (a menu's), or on the card a key acts on (`current_vid`; the
        selection, when that card is in it or there is none and the action takes many); the
        status bar names the card a key acted on."""
        keyed = vid is None
        sel = self.selected_vids()
        vid = vid or self.pointed_vid()
        if act.id in A.MULTI and len(sel) > 1 and (vid is None or vid in sel):
            return self._many(act, sel)
        vid = vid or self.current_vid()
        ov = self.win.scene.view.by_id(vid) if vid and self.win.scene.view else None
        if vid is None or ov is None or self.win.ctl.actor is None:
            return
        if keyed:  # (a refusal's reason replaces it)
            self.win.statusBar().showMessage(tr("{action}: {card}").format(
                action=tr(act.label), card=M.card_title(ov, self.win.lang)), 5000)
        if not act.applies(ov, self.win.ctl.actor):
            self.win.statusBar().showMessage(
                tr("Select a card first (Tab moves between cards)."), 4000)
            return
        if act.id == "peek":
            if vid in self.win.ctl.peeked:
                self.win.ctl.peeked.discard(vid)
                self.win.scene.set_peeked(self.win.ctl.peeked)
                if ov.controller == self.win.ctl.actor:  # L again hides the face
                    return
                # it changed hands since the peek: ask again, and the rules say why not
            out = self.win.run(act.build(self.win, vid, ov), tr(act.label))
            if out is not None:
                new = self._same_object(vid)
                if new:
                    self.win.ctl.peeked.add(new)
                self.win.scene.set_peeked(self.win.ctl.peeked)
            return
        self.win.run(act.build(self.win, vid, ov),
                     f"{tr(act.label)}: {M.public_title(ov, self.win.lang)}")

    def _many(self, act: A.Act, vids: list[str]) -> None:
        """One action on every selected card: one undo step."""
        view = self.win.scene.view
        cmds = [(act.build(self.win, v, view.by_id(v)), view.by_id(v)) for v in vids
                if view.by_id(v) is not None and act.applies(view.by_id(v), self.win.ctl.actor)]
        self._batch([(c, f"{tr(act.label)}: {M.public_title(ov, self.win.lang)}")
                     for c, ov in cmds if c is not None],
                    tr("{what} (%n card(s))", None, len(cmds)).format(what=tr(act.label)))

    def _batch(self, cmds: list, text: str) -> None:
        stack = self.win.ctl.undo_stack
        reports = []
        stack.beginMacro(text)
        try:
            for cmd, label in cmds:
                before = self.win.ctl.last_report
                self.win.run(cmd, label)
                if self.win.ctl.last_report is not before:
                    reports.append(self.win.ctl.last_report)
        finally:
            stack.endMacro()
        if len(reports) > 1 and self.win.assist is not None:
            # One report for the whole batch, so an early card's reminder is not lost (a
            # face-down instant dying with Cryptic Pursuit among other cards).
            from tabletop.ui.table.controller import OFFERED, Report
            seen, verdicts = set(), []
            for v in (v for r in reports for v in r.verdicts):
                key = (v.id, repr(getattr(v, "params", None)))
                if key not in seen:
                    seen.add(key)
                    verdicts.append(v)
            done = [r for r in reports if r.result not in (Result.REFUSED, OFFERED)]
            merged = Report(text, done[-1].result if done else reports[-1].result, verdicts,
                            False, [e for r in reports for e in r.events])
            self.win.ctl.last_report = merged
            self.win.assist.show_report(merged)
