"""Save format v7: requests (one seat's action on another's things), their answers and table
trust are saved, replayed, checked, migrated to and never exported with model ids."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.model import commands as C
from tabletop.model.invariants import problems, requests_problem
from tabletop.model.setup import SetupError
from tabletop.rules import new_game
from tabletop.storage import migrations
from tabletop.storage.schema import SCHEMA_VERSION

from .gamegen import game_state
from .make_goldens import requests_game

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"
BEARS = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
         "power": "2", "toughness": "2"}
SECRET = {"name": "Zqsecretname Dragon", "mana_cost": "{9}{R}", "type_line": "Creature — Dragon",
          "power": "9", "toughness": "9", "oracle_text": "Flying. Zqsecrettext."}


def secret_game():
    """A has a face-down creature (model id `zqsecretid`, a card B may not know) and asks B to
    let B's creature become a copy of it (a request naming A's face-down card); B asks A to
    untap it. Both requests are pending."""
    setup = {"players": ["A", "B"], "turn": {"active": "A", "number": 2, "step": "main1"},
             "mode": "assist", "facts": {"bears": BEARS, "secret": SECRET},
             "cards": [{"id": "zqsecretid", "facts": "secret", "owner": "A",
                        "zone": "battlefield", "tapped": True,
                        "face_down": {"method": "morph", "order": 1}},
                       {"id": "b-bears", "facts": "bears", "owner": "B", "zone": "battlefield"}]}
    game = new_game(setup, seed=7)
    asked = game.apply(C.BecomeCopy("b-bears", "zqsecretid"), "A")
    assert asked.result == "requested", asked.reason
    assert game.apply(C.Untap("zqsecretid"), "B").result == "requested"
    return game


def test_a_game_with_pending_requests_saves_and_loads_back_the_same():
    game = requests_game()
    assert game.state.requests and game.state.next_request == 7
    data = storage.dump_game(game, title="requests")
    for verify in ("auto", "events", "rules"):
        back = storage.load_game_bytes(data, name="requests", verify=verify)
        assert game_state(back) == game_state(game), verify
        assert back.state.requests == game.state.requests and back.state.trust is False
        assert storage.dump_game(back) == data
    # every position of it too (trust on in the middle)
    mid = storage.game_at(storage.load_game_bytes(data), 10)
    assert mid.state.trust is True and problems(mid.state) == []


def test_after_loading_a_pending_request_can_be_answered():
    back = storage.load_game_bytes(storage.dump_game(requests_game()))
    rid = back.state.requests[0]["id"]
    out = back.apply(C.Answer(rid, True), "A")
    assert out.ok and not back.state.requests
    assert not back.state.cards["hidden"].tapped


def test_the_v7_requests_golden_holds_every_kind_of_request_event():
    game = storage.load_game(SAVES / "v7-requests.json", verify="rules")
    kinds = {e.kind for entry in game.log for e in entry.events}
    assert {"requested", "request_answered", "request_withdrawn", "request_void",
            "trust_changed"} <= kinds
    assert {entry.result for entry in game.log} == {"done", "requested"}
    assert [r["kind"] for r in game.state.requests] == ["untap"]


def test_a_setup_may_start_with_table_trust():
    setup = {"players": ["A", "B"], "turn": {"active": "A", "number": 1, "step": "main1"},
             "mode": "assist", "facts": {"bears": BEARS}, "trust": True,
             "cards": [{"id": "bears", "facts": "bears", "owner": "A", "zone": "battlefield"}]}
    game = new_game(setup, seed=1)
    assert game.state.trust is True
    assert game.apply(C.Tap("bears"), "B").result == "done"  # trusted: no request
    back = storage.load_game_bytes(storage.dump_game(game))
    assert back.state.trust is True and back.setup["trust"] is True
    with pytest.raises(SetupError):
        new_game({**setup, "trust": "yes"}, seed=1)
    bad = json.loads(storage.dump_game(game))
    bad["setup"]["trust"] = 1
    with pytest.raises(storage.SaveError):
        storage.load_game_bytes(json.dumps(bad).encode())


def _with_change(data: bytes, change: list) -> bytes:
    """The save with one more change in the last event of its log (and no checkpoint: the log's
    board is no longer the one it holds)."""
    doc = json.loads(data)
    doc["log"][-1]["events"][-1].setdefault("changes", []).append(change)
    doc.pop("checkpoint", None)
    return json.dumps(doc).encode()


REQ = {"id": 6, "by": "B", "to": "A", "command": '{"kind": "untap", "card": "hidden"}',
       "kind": "untap", "objects": {"hidden": 3}, "source": None, "hidden": True}


@pytest.mark.parametrize("change, why", [
    (["g", "trust", "yes"], "trust"),
    (["g", "next_request", 2], "next_request only goes up"),
    (["g", "requests", {"id": 1}], "requests"),
    (["g", "requests", [REQ, REQ]], "twice"),
    (["g", "requests", [{**REQ, "id": 9}]], "below next_request"),
    (["g", "requests", [{**REQ, "by": "C"}]], "not a player"),
    (["g", "requests", [{**REQ, "by": "A"}]], "not itself"),
    (["g", "requests", [{**REQ, "objects": {"nope": 1}}]], "no card"),
    (["g", "requests", [{**REQ, "command": "{"}]], "command"),
    (["g", "requests", [{**REQ, "extra": 1}]], "requests"),
    (["g", "requests", [REQ] * 1001], "at most 1,000"),
])
def test_replay_refuses_requests_and_trust_that_do_not_fit(change, why):
    data = _with_change(storage.dump_game(requests_game()), change)
    with pytest.raises(storage.SaveError) as err:
        storage.load_game_bytes(data, name="bad", verify="events")
    assert why in str(err.value)


def test_replay_takes_the_requests_the_rules_write():
    data = _with_change(storage.dump_game(requests_game()), ["g", "requests", []])
    assert storage.load_game_bytes(data, verify="events").state.requests == []


def test_the_invariants_check_requests_and_trust():
    game = requests_game()
    st = game.state
    pset = frozenset(st.players)
    assert requests_problem(st.requests, pset, st.cards, st.next_request) is None
    assert "below next_request" in requests_problem(st.requests, pset, st.cards, 6)
    st.requests = [{**REQ, "to": "Z"}]
    st.trust = "on"
    found = problems(st)
    assert any(p.startswith("requests: [0].to") for p in found), found
    assert any(p.startswith("trust:") for p in found), found


def test_a_v6_save_migrates_to_v7_and_on_unchanged():
    assert SCHEMA_VERSION >= 7 and 6 in migrations.MIGRATIONS
    data = (SAVES / "v6-chat.json").read_bytes()
    doc = json.loads(data)
    assert migrations.MIGRATIONS[6](json.loads(data)) == doc
    # (its events are the record: today's rules also log who holds priority, v9)
    summary = storage.validate_bytes(data, name="v6-chat.json", verify="auto")
    assert summary.migrated_from == 6
    game = storage.load_game_bytes(data)
    assert game.state.requests == [] and game.state.trust is False
    assert game.state.next_request == 1
    again = json.loads(storage.dump_game(game))
    assert again["schema_version"] == SCHEMA_VERSION and again["log"] == doc["log"]


def test_a_shared_export_never_holds_a_requests_model_ids():
    """A pending request holds the command as JSON text with model card ids; another seat's
    export (and a spectator's) carries the pending requests redacted: the face-down card by its
    board id and marker, never its model id, name or text, nor the command's text."""
    game = secret_game()
    assert any("zqsecretid" in r["command"] for r in game.state.requests)
    for seat in ("B", None):
        data = storage.export_for(game, seat)
        for secret in (b"zqsecretid", b"Zqsecretname", b"Zqsecrettext", b'\\"card\\"'):
            assert secret not in data, (seat, secret)
        board = storage.load_export(data, name="export")
        assert board.position == len(game.log)
        reqs = board.view.requests
        assert [(r["by"], r["to"], r["kind"]) for r in reqs] == [
            ("A", "B", "become_copy"), ("B", "A", "untap")]
        fd = next(o for o in board.view.objects if o.face_down)
        assert reqs[1]["objects"] == [{"object": fd.id, "zone": "battlefield", "owner": "A",
                                       "marker": 1}]
    # the seat that controls it knows it (its own export may name it)
    assert b"Zqsecretname" in storage.export_for(game, "A")


def test_a_player_who_leaves_with_cards_and_requests_loads_by_its_events():
    """800.4a: the cards of a player who leaves cease to exist, and their requests are void;
    the events check takes that (only a token ceases to exist otherwise)."""
    game = requests_game()
    assert game.apply(C.LeaveGame("B"), "B").ok
    assert game.state.cards["forest#3"].zone == "gone" and not game.state.requests
    data = storage.dump_game(game)
    for verify in ("events", "rules"):
        assert game_state(storage.load_game_bytes(data, verify=verify)) == game_state(game)
    doc = json.loads(data)
    moved = doc["log"][-1]["events"][0]
    assert moved["data"]["reason"] == "owner_left"
    moved["data"]["reason"] = "rule"  # any other card ceasing to exist is refused
    with pytest.raises(storage.SaveError, match="only tokens cease to exist"):
        storage.load_game_bytes(json.dumps(doc).encode(), verify="events")


def test_a_request_checked_before_is_checked_again_unless_exactly_the_same():
    """A replay checks a request that passed in an earlier list again only where the game may
    have changed (its players, cards and id); one that differs, if only in the type of a number
    (`1 == True == 1.0`), is checked in full."""
    st = requests_game().state
    pset, cards, nxt = frozenset(st.players), st.cards, st.next_request
    checked = {r["id"]: r for r in st.requests}
    assert requests_problem(st.requests, pset, cards, nxt, checked) is None
    r = next(r for r in st.requests if r["objects"])
    for bad, why in (({**r, "hidden": int(r["hidden"])}, "hidden"),
                     ({**r, "id": float(r["id"])}, "id"),
                     ({**r, "objects": {k: float(v) for k, v in r["objects"].items()}},
                      "objects"),
                     ({**r, "command": "{"}, "command")):
        found = requests_problem([bad], pset, cards, nxt, checked)
        assert found is not None and why in found, (bad, found)
    gone = {cid: c for cid, c in cards.items() if cid not in r["objects"]}
    assert "no card" in requests_problem([r], pset, gone, nxt, checked)
    assert "below next_request" in requests_problem([r], pset, cards, r["id"], checked)


def test_replay_refuses_a_kept_request_changed_in_the_type_of_a_flag():
    game = requests_game()
    req = game.state.requests[0]
    data = _with_change(storage.dump_game(game), ["g", "requests", [req]])  # (it passes)
    assert storage.load_game_bytes(data, verify="events").state.requests == [req]
    data = _with_change(data, ["g", "requests", [{**req, "hidden": int(req["hidden"])}]])
    data = _with_change(data, ["g", "requests", []])  # (the board at the end holds none)
    with pytest.raises(storage.SaveError) as err:
        storage.load_game_bytes(data, name="bad", verify="events")
    assert "hidden" in str(err.value)
