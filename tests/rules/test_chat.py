"""Chat (issue 15 item 6): a `chat` command, public to every seat and spectator, logged with the
game (journal, save, replay, export), never refused by the rules mode but bounded, and stepped
over by undo (it changes nothing)."""

from __future__ import annotations

import pytest

from tabletop import storage
from tabletop.model import commands as C
from tabletop.model.limits import MAX_CHAT
from tabletop.model.modes import Result
from tabletop.rules import new_game
from tabletop.rules.h_takeback import live_tail
from tabletop.rules.journal import Journal, lines_for
from tests.factsdata import setup


def game(mode="strict"):
    s = setup({"A": {"battlefield": ["bears"], "library": ["forest", "bolt"]},
               "B": {"hand": ["angel"]}}, mode=mode)
    return new_game(s, seed=3)


def texts(g, seat):
    return [ln["text"] for ln in lines_for(g, seat)]


def test_a_chat_line_is_logged_public_and_changes_nothing():
    g = game()
    before = g.view_for("A")
    out = g.apply(C.Chat("  ok  ", player="A"), "A")
    assert out.result == Result.DONE and [e.kind for e in out.events] == ["said"]
    assert out.events[0].data == {"player": "A", "text": "ok"} and out.events[0].changes == []
    assert g.view_for("A") == before
    g.apply(C.Chat("wait", spectator="Spectator 1"), None)
    for seat in ("A", "B", None):
        assert texts(g, seat) == ["A: ok", "Spectator 1: wait"]
    assert C.parse_command({"kind": "chat", "player": "A", "text": "ok"}) == C.Chat("ok", "A")


@pytest.mark.parametrize("mode", ["strict", "off"])
@pytest.mark.parametrize("cmd,actor", [
    (C.Chat("", player="A"), "A"), (C.Chat("   ", player="A"), "A"),
    (C.Chat("x" * (MAX_CHAT + 1), player="A"), "A"), (C.Chat("a\nb", player="A"), "A"),
    (C.Chat("ok", player="A"), "B"),  # never in another's name, not even with the rules off
    (C.Chat("ok", player="Z"), None), (C.Chat("ok"), None),
    (C.Chat("ok", player="A", spectator="S"), None),
    (C.Chat("ok", spectator="S"), "A"), (C.Chat("ok", spectator="A"), None),
])
def test_bad_chat_lines_are_refused_in_every_mode(cmd, actor, mode):
    g = game(mode)
    out = g.apply(cmd, actor)
    assert out.result == Result.REFUSED and not g.log
    assert g.check(cmd, actor).legal is False


def test_the_longest_line_and_a_line_after_the_game_ended():
    g = game()
    assert g.apply(C.Chat(" " + "é" * MAX_CHAT + " ", player="B"), "B").ok
    assert g.apply(C.EndGame()).ok
    assert not g.apply(C.Draw("A")).ok  # the game is over ...
    assert g.apply(C.Chat("gg", player="A"), "A").ok  # ... but the players still talk
    assert texts(g, "B")[-1] == "A: gg"


def test_an_exact_undo_steps_over_chat_lines_and_the_journal_follows():
    g = game()
    j = Journal(g, "B")
    tap = g.apply(C.Tap("bears"), "A").entry
    g.apply(C.Chat("ok", player="B"), "B")
    g.apply(C.Chat("sure", player="A"), "A")
    assert [ln["text"] for ln in j.lines()][-2:] == ["B: ok", "A: sure"]
    assert g.tail_index(tap) == 0
    g.pop_entry(tap)
    assert [e.command["kind"] for e in g.log] == ["chat", "chat"]
    assert not g.state.cards["bears"].tapped
    assert [ln["text"] for ln in j.lines()] == ["B: ok", "A: sure"] == texts(g, "B")
    g.push_entry(tap)  # a redo puts it back after the chat
    assert g.state.cards["bears"].tapped and g.log[-1] is tap
    assert [ln["text"] for ln in j.lines()] == texts(g, "B")


def test_an_entry_followed_by_an_action_is_not_undone_from_under_it():
    g = game()
    tap = g.apply(C.Tap("bears"), "A").entry
    g.apply(C.Chat("ok", player="B"), "B")
    g.apply(C.Draw("A"), "A")
    assert g.tail_index(tap) is None
    with pytest.raises(ValueError):
        g.pop_entry(tap)


def test_a_take_back_after_chat_takes_back_the_action_not_the_chat():
    g = game()
    draw = g.apply(C.Draw("A"), "A")
    g.apply(C.Chat("wait", player="B"), "B")
    assert live_tail(g.log) == 0
    out = g.apply(C.TakeBack(0), "A")
    assert out.ok, out.reason
    assert g.state.zones["A:library"][0] == draw.events[0].data["cards"][0]
    assert [e.command["kind"] for e in g.log] == ["draw", "chat", "take_back"]
    assert "B: wait" in texts(g, None)


def test_chat_is_saved_replayed_and_exported():
    g = game()
    g.apply(C.Tap("bears"), "A")
    g.apply(C.Chat("your turn", player="A"), "A")
    g.apply(C.Chat("ok", spectator="Spectator 2"), None)
    data = storage.dump_game(g)
    for verify in ("rules", "events"):
        back = storage.load_game_bytes(data, verify=verify)
        assert [e.to_dict() for e in back.log] == [e.to_dict() for e in g.log]
        assert texts(back, "B") == texts(g, "B")
    shared = storage.load_export(storage.export_for(g, "B"))
    assert [ln["text"] for ln in shared.log][-2:] == ["A: your turn", "Spectator 2: ok"]


def test_a_saved_chat_line_too_long_or_by_no_one_is_refused():
    g = game()
    g.apply(C.Chat("ok", player="A"), "A")
    data = storage.dump_game(g)
    long = data.replace(b'"text":"ok"', b'"text":"' + b"x" * (MAX_CHAT + 1) + b'"')
    nobody = data.replace(b'"data":{"player":"A","text":"ok"}', b'"data":{"text":"ok"}')
    assert long != data and nobody != data
    for bad in (long,):
        with pytest.raises(storage.SaveError):
            storage.load_game_bytes(bad)
    with pytest.raises(storage.SaveError):
        storage.load_game_bytes(nobody, verify="rules")
