"""Issue 17, item 3: the table's accessible objects themselves (tabletop/ui/table/access.py),
through Qt's accessibility API, offscreen: names per seat and behind the curtain, descriptions,
states, actions that are the context menu's, announcements, and no hidden identity from any
seat of a mid-game position. (tests/ui/test_screen_reader_atspi.py walks the same tree through
AT-SPI.)"""

from __future__ import annotations

import gc

import pytest
import shiboken6
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from tabletop.rules.knowledge import known_to
from tests.ui import canaries
from tests.ui.conftest import item_of, shown

NAME, DESC = QAccessible.Name, QAccessible.Description


@pytest.fixture
def active():
    """Accessibility on, as with a screen reader running: the events are sent (and the code
    that sends them runs)."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


@pytest.fixture
def cwin(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import MainWindow
    return shown(qtbot, MainWindow(canaries.game(), "Alice", quiet=True))


def root_of(win):
    root = QAccessible.queryAccessibleInterface(win.view)
    assert type(root).__name__ == "TableAccessible"
    return root


def kids(iface):
    out = []
    for i in range(iface.childCount()):
        c = iface.child(i)
        if type(c).__name__ == "NodeAccessible":
            assert iface.indexOfChild(c) == i
            out.append(c)
    return out


def walk(iface):
    yield iface
    for c in kids(iface):
        yield from walk(c)


def names(ifaces):
    return [i.text(NAME) for i in ifaces]


def settle():
    for _ in range(3):
        QApplication.processEvents()


def test_the_tree_names_what_the_seat_may_know(cwin):
    root = root_of(cwin)
    seats = kids(root)
    assert names(seats) == ["Alice (you): life 20", "Bob: life 20", "Stack"]
    assert [s.role() for s in seats] == [QAccessible.Grouping, QAccessible.Grouping,
                                        QAccessible.List]
    alice, bob = seats[0], seats[1]
    assert [(z.role(), z.text(NAME)) for z in kids(alice)] == [
        (QAccessible.List, "Alice (you) — battlefield"),
        (QAccessible.List, "Alice (you) — hand (1)"),
        (QAccessible.Button, "Alice's library, 2 cards"),
        (QAccessible.Button, "Alice's graveyard, 0 cards"),
        (QAccessible.Button, "Alice's exile, 0 cards"),
        (QAccessible.Button, "Alice's command zone, 0 cards")]
    bf = kids(kids(alice)[0])
    assert names(bf) == ["Grizzly Bears", "face-down #1, manifested, 1 +1/+1 counter",
                         "face-down #2, morph"]
    assert all(c.role() == QAccessible.ListItem and c.parent() is kids(alice)[0] for c in bf)
    assert names(kids(kids(alice)[1])) == ["Aardvark Plainsong, in hand"]
    assert names(kids(kids(bob)[0])) == ["face-down #3, morph", "face-down #4, manifested"]
    assert names(kids(kids(bob)[1])) == ["a card, in hand", "a card, in hand"]
    # descriptions: the rules text the seat may read
    assert bf[0].text(DESC) == "Grizzly Bears {1}{G}\nCreature — Bear\n2/2"
    assert "Its face (only you see it):\nQuokka Hushmantle {1}{G}" in bf[1].text(DESC)
    assert kids(kids(bob)[0])[0].text(DESC) == "2/2"
    assert kids(kids(bob)[1])[0].text(DESC) == ""
    # where it is: on the screen, over the card
    item = item_of(cwin, "a-known")
    r = bf[0].rect()
    centre = cwin.view.viewport().mapToGlobal(cwin.view.mapFromScene(item.sceneBoundingRect()
                                                                     .center()))
    assert r.contains(centre) and r.width() > 20


def test_names_change_behind_the_curtain(cwin, active):
    root = root_of(cwin)
    alice_hand = kids(kids(kids(root)[0])[1])[0]
    assert alice_hand.text(NAME) == "Aardvark Plainsong, in hand"
    cwin.seats.pass_to("Bob")
    settle()
    assert kids(root) == []  # nothing of anyone behind it
    assert not shiboken6.isValid(alice_hand)  # Alice's card's object is gone (Qt deleted it)
    cwin.seats.curtain_confirmed()
    settle()
    seats = kids(root)
    assert names(seats) == ["Bob (you): life 20", "Alice: life 20", "Stack"]
    assert names(kids(kids(seats[1])[1])) == ["a card, in hand"]
    assert names(kids(kids(seats[0])[1])) == ["Xylophage Murmur, in hand",
                                              "Xylophage Whisper, in hand"]
    assert "Quokka" not in kids(kids(seats[1])[0])[1].text(DESC)


def test_a_change_renames_the_same_object(cwin, active):
    root = root_of(cwin)
    card = kids(kids(kids(root)[0])[0])[1]
    assert card.text(NAME) == "face-down #1, manifested, 1 +1/+1 counter"
    acts = card.actionInterface()
    acts.doAction("Tap / untap")
    assert card.text(NAME) == "face-down #1, manifested, 1 +1/+1 counter"  # not yet: later
    settle()
    assert card.isValid()
    assert card.text(NAME) == "face-down #1, manifested, tapped, 1 +1/+1 counter"
    assert cwin.ctl.game.state.cards["a-fd1"].tapped


def _menu_entries(win, item):
    from tabletop.ui.table.access import _walk
    menu = win.menus.menu_for(item)
    try:
        return [name for name, _k, _a in _walk(menu)]
    finally:
        menu.deleteLater()


def test_actions_are_the_context_menus_entries(cwin):
    root = root_of(cwin)
    alice = kids(root)[0]
    for node, item in ((kids(kids(alice)[0])[1], item_of(cwin, "a-fd1")),
                       (kids(kids(alice)[1])[0], item_of(cwin, "a-hand")),
                       (kids(alice)[2], cwin.scene.piles[("Alice", "library")]),
                       (alice, cwin.scene.player_items["Alice"])):
        names_ = node.actionInterface().actionNames()
        assert names_[-len(_menu_entries(cwin, item)):] == _menu_entries(cwin, item)
        assert "ShowMenu" in names_
    fd = kids(kids(alice)[0])[1].actionInterface().actionNames()
    assert "Turn face up: For its mana cost: {1}{G}" in fd
    assert "Add a +1/+1 counter" in fd
    # a zone's actions are the table's menu (a right click on its felt)
    zone = kids(alice)[0].actionInterface().actionNames()
    assert zone[0] == "ShowMenu" and "Draw a card" in zone
    # the seat that only watches gets what its menus offer: viewing only
    cwin.seats.pass_to(None)
    cwin.seats.curtain_confirmed()
    settle()
    spect = kids(kids(kids(root)[0])[0])[0].actionInterface().actionNames()
    assert spect == ["SetFocus", "ShowMenu", "Show in the preview"]


@pytest.mark.parametrize("action, check", [
    ("Add a +1/+1 counter", lambda st: st.cards["a-fd1"].counters == {"+1/+1": 2}),
    ("Turn face up: For its mana cost: {1}{G}", lambda st: st.cards["a-fd1"].face_down is None),
    ("Put into graveyard (dies)", lambda st: st.cards["a-fd1"].zone == "graveyard"),
])
def test_an_action_runs_the_command_its_menu_entry_runs(qtbot, tmp_path, monkeypatch, action,
                                                       check):
    """The same action through the menu (a click on its entry) and through the accessible
    object: the same command, the same game."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.table.access import _walk
    from tabletop.ui.window import MainWindow
    by_menu = shown(qtbot, MainWindow(canaries.game(), "Alice", quiet=True))
    menu = by_menu.menus.menu_for(item_of(by_menu, "a-fd1"))
    next(a for n, _k, a in _walk(menu) if n == action).trigger()
    settle()
    by_reader = shown(qtbot, MainWindow(canaries.game(), "Alice", quiet=True))
    node = kids(kids(kids(root_of(by_reader))[0])[0])[1]
    node.actionInterface().doAction(action)
    settle()
    for w in (by_menu, by_reader):
        assert check(w.ctl.game.state), action
    assert [e.command for e in by_menu.ctl.game.log] == \
        [e.command for e in by_reader.ctl.game.log]


def test_show_menu_opens_the_items_context_menu(cwin):
    root = root_of(cwin)
    card = kids(kids(kids(root)[0])[0])[1]
    card.actionInterface().doAction("ShowMenu")
    settle()
    menu = cwin._menu
    assert menu is not None and menu.isVisible() and menu.objectName() == "card_menu"
    assert menu.actions()[0].text() == "face-down #1, manifested"
    menu.close()
    pile = kids(kids(root)[0])[2]
    pile.actionInterface().doAction("ShowMenu")
    settle()
    assert cwin._menu.objectName() == "pile_menu" and cwin._menu.isVisible()
    cwin._menu.close()


def test_objects_held_past_their_window_are_invalid_not_a_crash(qtbot, tmp_path, monkeypatch,
                                                               active):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import MainWindow
    w = MainWindow(canaries.game(), "Alice", quiet=True)
    w.resize(1200, 800)
    w.show()
    settle()
    held = list(walk(root_of(w)))[1:]
    assert len(held) > 15
    w.close()
    w.deleteLater()
    settle()
    from PySide6.QtCore import QCoreApplication, QEvent
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    settle()
    assert not any(shiboken6.isValid(i) for i in held)


def test_focus_and_selection_are_states(cwin):
    root = root_of(cwin)
    card = kids(kids(kids(root)[0])[0])[0]
    assert not card.state().focused and not card.state().selected
    cwin.activateWindow()
    cwin.view.setFocus()
    card.actionInterface().doAction("SetFocus")
    settle()
    assert cwin.scene.focusItem() is item_of(cwin, "a-known")
    assert card.state().selected
    assert cwin.view.hasFocus()
    assert card.state().focused
    assert root.focusChild() is card
    other = kids(kids(kids(root)[0])[0])[1]
    assert not other.state().focused and not other.state().selected


def test_new_log_lines_and_verdicts_are_announced(cwin):
    from tabletop.ui.table.access import announcer
    said = []
    announcer.announced.connect(said.append)
    try:
        node = kids(kids(kids(root_of(cwin))[0])[0])[0]
        node.actionInterface().doAction("Tap / untap")
        settle()
        assert said and said[-1].endswith("Grizzly Bears was tapped."), said
        said.clear()
        # a refusal: the rules' verdict is said at once
        cwin.set_mode("strict")
        said.clear()
        cwin.menus.turn_up(item_of(cwin, "a-fd2").vid, "mana_cost")
        settle()
        assert any(s.startswith("Refused: ") for s in said), said
    finally:
        announcer.announced.disconnect(said.append)


def test_curtain_switches_and_removals_many_times_do_not_crash(cwin, active):
    """Every interface a reader held stays safe: those of what left the table turn invalid and
    are deleted by Qt; the others keep answering."""
    root = root_of(cwin)
    held = []
    for round_ in range(12):
        held += list(walk(root))[1:]
        for i in held[-40:]:
            if shiboken6.isValid(i) and i.isValid():
                i.text(NAME), i.text(DESC), i.state(), i.rect(), i.parent()
        seat = cwin.ctl.seat
        if round_ % 3 == 0 and seat is not None:  # a card leaves the table: an item removed
            card = next((k for k in walk(root) if k.role() == QAccessible.ListItem
                         and "in hand" not in k.text(NAME)), None)
            if card is not None:
                card.actionInterface().doAction("Return to hand (bounce)")
                settle()
        cwin.seats.pass_next() if round_ % 2 else cwin.seats.pass_to(None)
        settle()
        cwin.seats.curtain_confirmed()
        settle()
        gc.collect()
    live = [i for i in held if shiboken6.isValid(i)]
    assert all(not i.dead for i in live)  # what Qt still has is on the table
    assert len(live) < len(held) / 2
    assert names(kids(root))  # and the table is read as ever


def _hidden_names(game, seat) -> set[str]:
    """Every name of a card `seat` does not know that is not also a known or public name."""
    st = game.state
    view = game.view_for(seat)
    known, hidden = set(), set()
    for card in st.cards.values():
        facts = st.facts[card.facts]
        names_ = {facts["name"], *(facts.get("names") or {}).values()}
        (known if known_to(st, seat, card) else hidden).update(names_)
    public = {o.chars["name"] for o in view.objects if o.chars and o.chars.get("name")}
    public |= {str(d.get("source")) for o in view.objects for d in (o.marker, o.permission)
               if d and d.get("source")}
    return {n for n in hidden - known - public if len(n) > 3}


def test_no_hidden_identity_in_any_name_or_description_from_any_seat(qtbot, tmp_path,
                                                                      monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.session import opening as demo
    from tabletop.ui.window import MainWindow
    game = demo.midgame(seed=7)
    win = shown(qtbot, MainWindow(game, "Alice", quiet=True))
    root = root_of(win)
    st = game.state
    face_down = {st.facts[c.facts]["name"] for c in st.cards.values() if c.face_down}
    for seat in ("Alice", "Bob", None):
        win.seats.pass_to(seat)
        win.seats.curtain_confirmed()
        settle()
        hidden = _hidden_names(game, seat)
        nodes = list(walk(root))[1:]
        assert len(nodes) > 40
        said_names = "\n".join(n.text(NAME) for n in nodes)
        rest = "\n".join(t for n in nodes for t in (n.text(DESC),
                                                    *n.actionInterface().actionNames()))
        leaked = [h for h in hidden if h in said_names or h in rest]
        assert not leaked, (seat, leaked)
        on_table = [n.text(NAME) for n in nodes if n.role() == QAccessible.ListItem
                    and n.text(NAME).startswith("face-down #")]
        assert len(on_table) == 8
        # no face-down card is ever named by what it is, even to its controller
        assert not [f for f in face_down if any(f in n for n in on_table)], seat
