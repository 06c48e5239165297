"""Saves of games with library, search, reveal and mulligan commands: they load and replay
identically by both verification levels, and a log naming a card or player that isn't there in
one of their list fields is refused with the place of the problem."""

import json

import pytest

from tabletop import storage
from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.storage import SaveError
from tests.factsdata import setup


def played():
    zones = {"A": {"hand": ["bears", "forest", "bolt", "angel", "den", "arbor", "demon"],
                   "library": ["ripper", "delver", "forest", "bears"]},
             "B": {"hand": ["forest"] * 7, "library": ["bolt", "angel"]}}
    g = new_game(setup(zones, step="pregame", turn=0), seed=11)
    for cmd in (C.Mulligan("A"), C.Keep("B")):
        assert g.apply(cmd).ok
    assert g.apply(C.PutOnBottom("A", (g.state.zones["A:hand"][0],))).ok
    for cmd in (C.Keep("A"), C.Advance("main1"), C.LookTop("A", "B", 2),
                C.Reveal("A", from_zone="hand", to=("B",)), C.Mill("B"), C.Draw("A"),
                C.Search("A", find=(g.state.zones["A:library"][-1],), to="hand")):
        assert g.apply(cmd).ok, cmd
    lib = g.state.zones["A:library"]
    g.apply(C.LookTop("A", n=2))
    assert g.apply(C.ArrangeTop("A", top=(lib[1],), bottom=(lib[0],))).ok
    return g


@pytest.mark.parametrize("verify", ["events", "rules"])
def test_a_library_game_loads_and_replays_identically(verify):
    g = played()
    again = storage.load_game_bytes(storage.dump_game(g), verify=verify)
    assert again.state.snapshot() == g.state.snapshot()
    for seat in ("A", "B"):
        assert again.view_for(seat) == g.view_for(seat)


@pytest.mark.parametrize("kind,key,value", [
    ("search", "find", ["ghost"]), ("arrange_top", "top", ["ghost"]),
    ("put_on_bottom", "card_list", ["ghost"]), ("reveal", "to", ["Zed"]),
    ("look_top", "owner", "Zed")])
def test_a_log_naming_what_is_not_there_is_refused(kind, key, value):
    doc = json.loads(storage.dump_game(played()))
    entry = next(e for e in doc["log"] if e["command"]["kind"] == kind)
    entry["command"][key] = value
    with pytest.raises(SaveError, match=key):
        storage.load_game_bytes(json.dumps(doc).encode(), verify="events")
