"""Context menus (card, pile, table), the turn-up and cast-face-down menus, and the small
dialogs actions need (manifest dread's choice, attach, apply an effect). `win.menus`, a part of
MainWindow.

The menus offer actions to the controller's `actor` only (the seat that may act): spectators
and shared boards get the viewing entries (preview, browse, zoom, fit) and nothing else."""

from __future__ import annotations

from PySide6 import QtWidgets as W  # types load on first use (start-up time)

from tabletop.model.modes import Mode, Result
from tabletop.ui.common import messages as M
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.table import actions as A
from tabletop.ui.table.actions import C

SPOKEN = "spoken"  # a menu entry's whole words where its text is cut (the accessible action's)


class MenusPart:
    # -- context menus --
    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to

    def on_context(self, item, screen_pos) -> None:
        menu = self.menu_for(item)
        if menu is not None:
            self.win._menu = menu
            menu.popup(screen_pos)

    def menu_for(self, item) -> W.QMenu | None:
        """The context menu of a table item (None: the table's own), as a right click there
        opens it; screen readers offer its entries as the item's actions (access.py)."""
        from tabletop.ui.players.items import PlayerItem
        from tabletop.ui.table.items import CardItem, PileItem
        if isinstance(item, CardItem):
            return self.card_menu(item.vid)
        if isinstance(item, PileItem):
            return self.pile_menu(item)
        if isinstance(item, PlayerItem):
            return self.win.players.player_menu(item.seat)
        return self.table_menu()

    def card_menu(self, vid: str) -> W.QMenu | None:
        view = self.win.scene.view
        ov = view.by_id(vid) if view else None
        if ov is None:
            return None
        me = self.win.ctl.actor
        menu = W.QMenu(self.win)
        menu.setObjectName("card_menu")
        head = menu.addAction(P.action_text(M.card_title(ov, self.win.lang)))
        head.setEnabled(False)
        pv = menu.addAction(tr("Show in the preview"))
        pv.setObjectName("preview")
        pv.triggered.connect(lambda _=False, v=vid: self.win.table.on_hover(v))
        if me is None:
            return menu  # nothing to do on this table: viewing only
        if ov.zone == "battlefield" and ov.face_down:
            menu.addMenu(self.turn_up_menu(vid, menu))
        if ov.zone == "hand" and ov.owner == me:
            down = self.cast_down_menu(vid, menu)
            if down is not None:  # (a card with no morph, megamorph or disguise has none)
                menu.addMenu(down)
        seq = self.win.ctl.view_seq()
        for offer in self.win.ctl.ability_offers(vid):
            self._offer_entry(menu, offer, self.ability_text(vid, offer), seq)
        for act in A.card_actions(ov, me):
            if act.id == "exile_to_play":  # only with such an ability under the seat's control
                self._exile_entry(menu, vid, act, seq)
                continue
            a = menu.addAction(tr(act.label) + ("" if not act.shortcut else f"\t{act.shortcut}"))
            a.setObjectName(act.id)
            a.triggered.connect(lambda _=False, x=act, v=vid, q=seq:
                                self._menu_is_stale(q) or self.win.table.card_action(x, v))
        return menu

    def _exile_entry(self, menu: W.QMenu, vid: str, act: A.Act, seq: int | None) -> None:
        """"Exile to play (Primordial Mist)": offered when the seat controls a permanent with
        that ability (judged now: greyed with the reason in strict mode when it may not)."""
        offer = self.win.ctl.exile_offer(vid)
        if offer is not None:
            text = tr("Exile to play ({source})").format(source=self.source_name(offer.source))
            self._offer_entry(menu, offer, text, seq, act.shortcut)

    def _offer_entry(self, menu: W.QMenu, offer, text: str, seq: int | None,
                     shortcut: str = ""):
        """A menu entry for one of the rules' offers (`tabletop.rules.offers`), run as it is
        when chosen (its cards named by the ids of view `seq`)."""
        a = self._judged_action(menu, text, offer.legal, offer.reason, offer.id, shortcut)
        a.triggered.connect(lambda _=False, o=offer, t=text, q=seq:
                            self._menu_is_stale(q) or self.win.run(o.command, t, seq=q))
        return a

    def _judged_action(self, menu: W.QMenu, text: str, legal: bool, reason, name: str,
                       shortcut: str = ""):
        """An entry the rules judged: as it is when legal (or with the rules off), else
        "— not allowed: why" with the whole reason and its rules as the tooltip, disabled in
        strict mode (in assist mode it stays clickable, so the player may try and override)."""
        mode = self.win.ctl.mode
        refused = not legal and reason is not None and mode != Mode.OFF
        spoken = text
        if refused:
            why = M.verdict_text(reason)
            short = why if len(why) <= 46 else why[:44].rsplit(" ", 1)[0] + " …"
            spoken = tr("{what} — not allowed: {why}").format(what=text, why=why)
            text = tr("{what} — not allowed: {why}").format(what=text, why=short)
        a = menu.addAction(P.action_text(text) + (f"\t{shortcut}" if shortcut else ""))
        if spoken != text:  # a screen reader hears the whole reason (access.py)
            a.setProperty(SPOKEN, spoken)
        if refused:
            rules = M.verdict_rules(reason)
            tip = M.verdict_text(reason) + (f" [{rules}]" if rules else "")
            a.setToolTip(P.tooltip(tip))
            a.setStatusTip(tip)
            menu.setToolTipsVisible(True)
        a.setObjectName(name)
        a.setEnabled(legal or mode != Mode.STRICT)
        return a

    def source_name(self, name: str | None) -> str:
        """The name of the permanent an ability is of, in the UI language (a face-up permanent
        of that name on the table, as the view shows its card)."""
        view = self.win.scene.view
        for o in (view.objects if view is not None else ()):
            if o.zone == "battlefield" and not o.face_down and o.facts \
                    and (o.chars or {}).get("name") == name:
                return M.localized_name(o.facts, self.win.lang) if o.facts.get("name") == name \
                    else str(name)
        return str(name or "")

    def ability_text(self, vid: str, offer) -> str:
        """An activated ability's entry, "Activate: {3}{W}: Manifest the top card of your
        library.": its words from the card's text, in the UI language where the card has that
        text printed in it."""
        line, words = offer.line, None
        if line is not None:
            ov = self.win.scene.view.by_id(vid) if self.win.scene.view else None
            facts = (ov.facts if ov is not None else None) or {}
            oracle = facts.get("oracle_text")
            printed = (facts.get("printed_text") or {}).get(self.win.lang)
            from tabletop.model.cardtext import line_in
            if line_in(oracle, line.index, oracle) == line.text:  # (its own text, not a copy's)
                words = line_in(printed, line.index, oracle)
            words = words or line.text
        elif offer.cost:
            words = tr("{what}: {cost}").format(what=tr("Manifest the top card"), cost=offer.cost)
        else:
            words = tr("Manifest the top card")
        return tr("Activate: {ability}").format(ability=words)

    def _menu_is_stale(self, seq: int | None) -> bool:
        """Whether a network table's menu was opened on an older view than the one shown: a
        view's ids are its own, so the card's id may name another object now (the turn-up
        menu sends its view's number instead; these actions read the card in the view)."""
        if seq is None or seq == self.win.ctl.view_seq():
            return False
        self.win.statusBar().showMessage(tr("The table changed while the menu was open: open it "
                                        "again."), 6000)
        return True

    def turn_up_menu(self, vid: str, parent=None) -> W.QMenu:
        """Every turn-up route: legal ones with their cost, the others disabled with the reason
        (in assist mode they stay clickable, so the player may try and override). With the
        rules off nothing is judged, so nothing is labelled as refused: every route is offered
        as it is, and carried out when chosen."""
        m = W.QMenu(tr("Turn face up"), parent)
        m.setObjectName("turn_up_menu")
        m.setToolTipsVisible(True)
        mode = self.win.ctl.mode
        off = mode == Mode.OFF
        routes = self.win.ctl.routes(vid)
        # a network table: the view whose ids (and routes) the menu shows; a newer view may
        # come before a click, and its ids name other objects (the host reads these)
        seq = self.win.ctl.view_seq()
        shown = self.win.scene.view.by_id(vid) if self.win.scene.view else None
        title = M.public_title(shown, self.win.lang) if shown else ""
        if routes is None:  # a network table still waiting for the host's answer
            a = m.addAction(tr("Asking the host how it may turn face up…"))
            a.setObjectName("routes_pending")
            a.setEnabled(False)
            return m
        if not routes and not off:
            a = m.addAction(tr("Only its controller may turn it face up"))
            a.setEnabled(False)
        for r in routes:
            what = M.upper_first(M.words_for(M.ROUTE_TEXT, r.route, "another way"))
            if r.legal or off:
                text = tr("{what}: {cost}").format(what=what, cost=r.cost or "0") \
                    if r.cost or r.legal else what
            else:
                text = what
            a = self._judged_action(m, text, r.legal, r.reason, "route_" + r.route)
            a.triggered.connect(lambda _=False, rt=r.route, pw=r.pay_with, v=vid:
                                self.turn_up(v, rt, pw, seq, title))
        if routes or off:
            if routes:
                m.addSeparator()
            a = m.addAction(tr("By an effect (no cost)"))
            a.setObjectName("route_effect")
            a.triggered.connect(lambda _=False, v=vid: self.turn_up(v, "effect", None, seq,
                                                                    title))
        return m

    def turn_up(self, vid: str, route: str, pay_with=None, seq: int | None = None,
                title: str | None = None) -> None:
        """Turn `vid` face up by `route`; `seq`: the network view the menu showed (its ids name
        the card and the permanent to pay with; `title`: the card as that view showed it),
        None for the one shown now."""
        cid = self.win.ctl.cid(vid) if seq is None else vid  # (the host reads it in view `seq`)
        if title is None:
            ov = self.win.scene.view.by_id(vid)
            title = M.public_title(ov, self.win.lang) if ov else ""
        label = tr("Turn {what} face up {how}").format(
            what=title, how=tr(M.ROUTE_TEXT.get(route, route)))
        self.win.run(C.TurnFaceUp(self.win.ctl.seat, cid, route, pay_with=pay_with), label, seq=seq)

    def turn_up_current(self) -> None:
        """U: one legal route is taken at once; several open the routes menu; none tries the
        mana-cost route so the rules assist says why not (and may offer an override)."""
        vid = self.win.table.current_vid()
        ov = self.win.table.current_ov()
        if ov is None or not ov.face_down or ov.zone != "battlefield":
            return
        if ov.controller != self.win.ctl.seat:  # its routes would tell what the card is
            if self.win.ctl.mode == Mode.OFF:  # nothing is judged: the effect route
                self.win._menu = self.turn_up_menu(vid, self.win)
                self.win._menu.popup(self._card_point(vid))
                return
            # the rules' own reason, which says nothing of the card (SAFE_FOR_HIDDEN)
            from tabletop.rules.verdicts import verdict
            from tabletop.ui.table.controller import Report
            why = verdict("FLIP-NOT-CONTROLLER", controller=ov.controller)
            self.win.ctl._report(Report(tr("Turn {what} face up").format(
                what=M.public_title(ov, self.win.lang)), Result.REFUSED, [why]))
            return
        routes = self.win.ctl.routes(vid)
        if routes is None:  # a network table still waiting for the host: the menu says so
            self.win._menu = self.turn_up_menu(vid, self.win)
            self.win._menu.popup(self._card_point(vid))
            return
        legal = [r for r in routes if r.legal]
        if len(legal) == 1:
            self.turn_up(vid, legal[0].route, legal[0].pay_with)
        elif legal:
            self.win._menu = self.turn_up_menu(vid, self.win)
            self.win._menu.popup(self._card_point(vid))
        else:
            self.turn_up(vid, "mana_cost", None)

    def _card_point(self, vid: str):
        """The screen point at the centre of a card (where a menu about it opens)."""
        item = self.win.scene.items_by_id.get(vid)
        return self.win.view.viewport().mapToGlobal(self.win.view.mapFromScene(
            item.sceneBoundingRect().center()))

    def cast_down_menu(self, vid: str, parent=None) -> W.QMenu | None:
        """The ways to cast a card face down that it has (morph, megamorph, disguise), each
        judged by the rules now; None for a card that has none."""
        offers = self.win.ctl.cast_down_offers(vid)
        if not offers:
            return None
        m = W.QMenu(tr("Cast face down"), parent)
        m.setObjectName("cast_down_menu")
        seq = self.win.ctl.view_seq()
        for offer in offers:
            method = offer.id.removeprefix("cast_")
            what = tr("Cast face down ({m})").format(m=M.keyword_text(method))
            text = tr("{what}: {cost}").format(what=what, cost=offer.cost) \
                if offer.cost and offer.legal else what
            a = self._judged_action(m, text, offer.legal, offer.reason, offer.id)
            a.triggered.connect(lambda _=False, x=method, v=vid, q=seq:
                                self._menu_is_stale(q) or self.cast_down(v, x, q))
        return m

    def cast_down(self, vid: str, method: str, seq: int | None = None) -> None:
        # The label is also the undo text every seat of a hot-seat game reads: megamorph is
        # named as morph there, as the rules' view names it to seats that may not know the card.
        from tabletop.rules.visibility import public_method
        shown = public_method({"method": method}, known=False)
        self.win.run(C.Cast(self.win.ctl.seat, self.win.ctl.cid(vid), face_down=method),
                     tr("Cast a card face down ({m})").format(m=M.keyword_text(shown)), seq=seq)

    def cast_down_current(self) -> None:
        """Shift+C: the card's one way to cast it face down at once, a choice of its ways when
        it has several; a card with none says so."""
        ov = self.win.table.current_ov()
        if ov is None or ov.zone != "hand":
            return
        methods = [o.id.removeprefix("cast_") for o in self.win.ctl.cast_down_offers(ov.id)]
        if not methods:
            self.win.statusBar().showMessage(tr(
                "{card} can't be cast face down: it has no morph, megamorph or disguise."
            ).format(card=M.card_title(ov, self.win.lang)), 8000)
            return
        if len(methods) == 1 or self.win.quiet:
            return self.cast_down(ov.id, methods[0])
        names = [M.keyword_text(x) for x in methods]
        m, ok = P.get_item(self.win, tr("Cast face down"), tr("Method:"), names, 0, False)
        if ok:
            self.cast_down(ov.id, methods[names.index(m)])

    def pile_menu(self, pile) -> W.QMenu:
        menu = W.QMenu(self.win)
        menu.setObjectName("pile_menu")
        mine = pile.seat == self.win.ctl.actor
        if pile.zone == "library":
            if mine:
                for aid in ("draw", "draw_n", "shuffle", None, "look_top", "scry", "surveil",
                            "search", "reveal_top", "top_revealed", None, "mill", "mill_n", None,
                            "manifest", "manifest_dread", "cloak"):
                    if aid is None:
                        menu.addSeparator()
                    else:
                        menu.addAction(self.win.table_actions[aid])
            else:
                menu.addAction(tr("%n card(s)", None, pile.count)).setEnabled(False)
                if self.win.ctl.actor is not None:  # by an effect: another player's library
                    a = menu.addAction(tr("Look at the top cards (effect)…"))
                    a.setObjectName("look_this")
                    a.triggered.connect(lambda _=False, s=pile.seat: self.win.library.look_top(s))
                    a = menu.addAction(tr("Search this library (effect)…"))
                    a.setObjectName("search_this")
                    a.triggered.connect(
                        lambda _=False, s=pile.seat: self.win.library.search_library(s))
        else:
            a = menu.addAction(tr("Browse…"))
            a.setObjectName("browse")
            a.triggered.connect(lambda: self.win.table.browse(pile.seat, pile.zone))
        return menu

    def table_menu(self) -> W.QMenu:
        menu = W.QMenu(self.win)
        menu.setObjectName("table_menu")
        if self.win.ctl.actor is None:  # nothing to do on this table: viewing only
            from PySide6.QtGui import QAction
            viewing = {a.objectName(): a for a in self.win.findChildren(QAction)}
            for name in ("zoom_in", "zoom_out", "fit"):
                if name in viewing:
                    menu.addAction(viewing[name])
            return menu
        for aid in ("draw", "manifest", "manifest_dread", "cloak", "next_step", "end_turn",
                    "next_turn"):
            menu.addAction(self.win.table_actions[aid])
        menu.addSeparator()
        for aid in ("create_token", "roll_d20", "flip_coin", "untap_all", "clear_arrows"):
            menu.addAction(self.win.player_actions[aid])
        return menu

    # -- dialogs for actions that need a choice --
    def run_asking(self, cmd, label: str, seq: int | None = None):
        """Run `cmd` (`win.run`), asking first what the card leaves to the players: a modal
        spell resolving asks for its modes (`ask_modes`, which then resolves it)."""
        if cmd.kind == "resolve" and not cmd.modes and self.ask_modes(cmd, label, seq):
            return None
        return self.win.ctl.run(cmd, label, seq=seq)

    def ask_modes(self, cmd, label: str, seq: int | None = None) -> bool:
        """A modal spell resolving (700.2): a dialog asks for its modes, as many as its text
        allows, in the card's words in the UI language where the card has them; the spell
        resolves with the chosen ones when it is accepted. False (nothing asked) for a spell
        without modes."""
        from tabletop.model.cardtext import bullets, spell_modes
        facts = self.win.ctl.spell_facts(cmd.card) or {}
        modes = spell_modes(facts.get("oracle_text"))
        if modes is None:
            return False
        words = bullets((facts.get("printed_text") or {}).get(self.win.lang))
        shown = words if len(words) == len(modes.options) else list(modes.options)
        name = M.localized_name(facts, self.win.lang)
        if modes.least == modes.most:
            prompt = tr("Choose %n mode(s) of {card}.", None, modes.most).format(card=name)
        else:
            prompt = tr("Choose from {least} to {most} of the modes of {card}.").format(
                least=modes.least, most=modes.most, card=name)
        from tabletop.ui.common.dialogs import ChooseModes
        dlg = ChooseModes(tr("Resolve {card}").format(card=name), prompt, shown, modes.least,
                          modes.most, self.win)
        dlg.accepted.connect(lambda d=dlg: self.win.ctl.run(C.Resolve(cmd.card, tuple(
            modes.options[i] for i in d.chosen())), label, seq=seq))
        self.win.modes_dialog = dlg  # (tests and screenshots reach it here)
        dlg.open()  # window-modal: the table waits, the event loop runs
        return True

    def ask_dread(self, source: str | None = None):
        """Manifest dread (`source`: what makes the seat do it, a triggered ability's permanent):
        the seat looks at its top two cards and chooses the one to manifest."""
        me = self.win.ctl.seat
        if self.win.library._remote():
            # a network table: the host shows the top two first (a look, logged there), then
            # the choice names the kept one by the ids of the view that showed them
            if self.win.library._lib_count(me) < 2:
                return C.ManifestDread(me, source=source)
            self.win.ctl.run(C.LookTop(me, None, 2), tr("Manifest dread"),
                              then=lambda: self._choose_dread(
                                  me, *self.win.library._known_library(me, 2), source=source))
            return None
        lib = (self.win.ctl.game.state.zones.get(f"{me}:library") or [])[:2]
        if len(lib) < 2:
            return C.ManifestDread(me, source=source)
        from tabletop.ui.table import cardart
        st = self.win.ctl.game.state
        choices = []
        for cid in lib:  # the player looks at these two (the model logs the look)
            facts = st.facts[st.cards[cid].facts]
            choices.append((M.localized_name(facts, self.win.lang),
                            cardart.face_pixmap(facts, self.win.lang)))
        if self.win.quiet:
            return C.ManifestDread(me, keep=lib[0], source=source)
        from tabletop.ui.common.dialogs import ChooseCard
        dlg = ChooseCard(tr("Manifest dread"), tr("Manifest one; the other goes to your "
                                                      "graveyard."), choices, self.win)
        if not dlg.exec():
            return None
        return C.ManifestDread(me, keep=lib[dlg.choice()], source=source)

    def _choose_dread(self, me: str, entries, seq: int, source: str | None = None) -> None:
        """A network table, after the host showed the top two: which one to manifest (a
        window-modal dialog that does not block the network loop)."""
        ids = dict(self.win._entry_ids)
        keep = [ids[e.id] for e in entries]
        label = tr("Manifest dread")
        if len(keep) < 2 or any(e.facts is None for e in entries):
            return  # (the view does not name both: nothing to choose from)
        if self.win.quiet:
            self.win.ctl.run(C.ManifestDread(me, keep=keep[0], source=source), label, seq=seq)
            return
        from tabletop.ui.common.dialogs import ChooseCard
        from tabletop.ui.table import cardart
        lang = self.win.lang
        choices = [(M.localized_name(e.facts, lang), cardart.face_pixmap(e.facts, lang))
                   for e in entries]
        dlg = ChooseCard(label, tr("Manifest one; the other goes to your graveyard."),
                         choices, self.win)
        dlg.setObjectName("dread_dialog")
        dlg.accepted.connect(lambda d=dlg: self.win.ctl.run(
            C.ManifestDread(me, keep=keep[d.choice()], source=source), label, seq=seq))
        self.win.library_dialog = dlg
        dlg.open()

    def ask_attach(self, vid: str):
        view = self.win.scene.view
        hosts = [o for o in view.objects if o.zone == "battlefield" and o.id != vid]
        if not hosts:
            return None
        names = [f"{M.card_title(o, self.win.lang)} ({o.controller})" for o in hosts]
        names.append(tr("(unattach)"))
        if self.win.quiet:
            return None
        pick, ok = P.get_item(self.win, tr("Attach"), tr("Attach to:"), names, 0, False)
        if not ok:
            return None
        i = names.index(pick)
        to = self.win.ctl.cid(hosts[i].id) if i < len(hosts) else None
        return C.Attach(self.win.ctl.cid(vid), to)

    def ask_effect(self, vid: str):
        names = [tr(n) for n, _ in A.EFFECT_PRESETS]
        if self.win.quiet:
            return None
        pick, ok = P.get_item(self.win, tr("Apply an effect"), tr("Effect:"), names, 0, False)
        if not ok:
            return None
        durations = ["end_of_turn", "permanent"]
        words = [M.duration_text(d) for d in durations]
        dur, ok = P.get_item(self.win, tr("Apply an effect"), tr("How long:"), words, 0, False)
        if not ok:
            return None
        return C.ApplyEffect(self.win.ctl.cid(vid), A.EFFECT_PRESETS[names.index(pick)][1],
                             durations[words.index(dur)])

    def mill(self):
        if self.win.library._remote() and not self.win.library._lib_count(self.win.ctl.seat):
            return None
        return A.top_to_graveyard(self.win.ctl, self.win.ctl.seat)
