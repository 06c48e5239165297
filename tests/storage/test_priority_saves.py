"""Save format v9 keeps who holds priority, the passes and a resolution under way; a v8 file
migrates to the values its log's replay gives (issue 29)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.model import commands as C
from tabletop.storage import migrations
from tabletop.storage.replay import ReplayError, replay_log
from tests.rules.test_priority import game, held

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"


def played():
    g = game()
    g.apply(C.PassPriority("A"), "A")
    g.apply(C.Cast("B", "bolt#3"), "B")
    g.apply(C.PassPriority("B"), "B")
    return g


@pytest.mark.parametrize("verify", ["rules", "events"])
def test_a_save_keeps_the_holder_and_the_passes(verify):
    g = played()
    assert held(g) == ("A", ["B"], None)
    back = storage.load_game_bytes(storage.dump_game(g), verify=verify)
    assert held(back) == held(g) and back.state.snapshot() == g.state.snapshot()


@pytest.mark.parametrize("verify", ["rules", "events"])
def test_a_save_keeps_a_resolution_under_way(verify):
    g = played()
    g.apply(C.PassPriority("A"), "A")
    g.apply(C.Resolve("bolt#3"))
    assert held(g) == (None, [], "bolt#3")
    back = storage.load_game_bytes(storage.dump_game(g), verify=verify)
    assert held(back) == (None, [], "bolt#3")
    assert back.apply(C.FinishResolution("bolt#3")).ok and held(back) == ("A", [], None)


def test_the_checkpoint_holds_the_priority_fields():
    doc = json.loads(storage.dump_game(played()))
    fields = doc["checkpoint"]["game"]
    assert (fields["priority"], fields["priority_passed"], fields["resolving"]) == \
        ("A", ["B"], None)


def test_a_log_that_gives_priority_to_nobody_in_the_game_is_refused():
    g = played()
    doc = json.loads(storage.dump_game(g))
    for entry in doc["log"]:
        for ev in entry["events"]:
            for ch in ev.get("changes", []):
                if ch[:2] == ["g", "priority"] and ch[2] == "A":
                    ch[2] = "Zed"
    fresh = storage.load_game_bytes(storage.dump_game(game()))
    with pytest.raises(ReplayError, match="priority"):
        replay_log(fresh, doc["log"], "events")


def test_a_v8_game_migrates_to_the_priority_its_setup_gives():
    data = (SAVES / "v8-SC-001.json").read_bytes()
    doc = json.loads(data)
    out = migrations.MIGRATIONS[8](json.loads(data))
    turn = doc["setup"].get("turn") or {}
    want = None if turn.get("step") in ("untap", "cleanup", "pregame") else \
        turn.get("active", doc["setup"]["players"][0])
    assert out["checkpoint"]["game"]["priority"] == want
    assert out["checkpoint"]["game"]["priority_passed"] == []
    assert out["checkpoint"]["game"]["resolving"] is None
    g = storage.load_game_bytes(data)  # the log, replayed, leads to its checkpoint
    assert g.state.priority == want and g.state.resolving is None


def test_the_v9_priority_golden_replays_through_the_rules():
    path = SAVES / "v9-priority.json"
    summary = storage.validate_bytes(path.read_bytes(), name=path.name)
    assert summary.verified == "rules"
    g = storage.load_game(path)
    kinds = [e.command["kind"] for e in g.log]
    assert {"pass_priority", "finish_resolution", "resolve"} <= set(kinds)
    assert held(g) == (None, [], "shock#2")


@pytest.mark.parametrize("version", range(1, 9))
def test_a_log_from_before_priority_validates_by_todays_rules(version):
    """`tabletop validate` (the rules' replay, as the desktop bundle's own check runs it) of a
    save written before the rules kept priority: today's rules add who holds priority, the old
    log records none of it, and the migrated checkpoint's priority is a guess."""
    from pathlib import Path

    from tabletop.storage.codec import validate_bytes
    path = Path(__file__).parent.parent / "data" / "saves" / f"v{version}-SC-001.json"
    assert validate_bytes(path.read_bytes(), name=path.name, verify="rules")


def test_a_log_that_keeps_priority_is_held_to_it():
    """A v9+ log that records priority is compared with all of it: an entry whose priority
    change was edited is refused."""
    import json
    from pathlib import Path

    from tabletop.storage.codec import SaveError, validate_bytes
    path = Path(__file__).parent.parent / "data" / "saves" / "v9-priority.json"
    doc = json.loads(path.read_bytes())
    for entry in doc["log"]:
        for event in entry.get("events", []):
            for ch in event.get("changes", []):
                if ch[0] == "g" and ch[1] == "priority" and ch[2] is not None:
                    ch[2] = "nobody-at-all"
                    with pytest.raises(SaveError):
                        validate_bytes(json.dumps(doc).encode(), name="edited", verify="rules")
                    return
    pytest.fail("the golden records no change of priority")
