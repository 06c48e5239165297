"""Life totals, counters on players, tokens, dice and coins, notes, arrows and untap all
(issue 12; SCENARIOS.md "Table actions", "Players who have left", "Tokens", "Random outcomes")."""

from __future__ import annotations

import json

import pytest

from tabletop import storage
from tabletop.model import commands as C
from tabletop.model.invariants import problems
from tabletop.model.modes import Result
from tabletop.model.setup import SetupError
from tabletop.rules import new_game
from tabletop.rules.h_players import FACT_KEYS
from tabletop.rules.journal import lines_for
from tabletop.rules.scenarios import load_scenarios, run_scenario
from tabletop.rules.verdicts import CATALOGUE
from tabletop.storage import schema
from tests.factsdata import setup

SOLDIER = {"name": "Soldier Token", "type_line": "Creature — Soldier", "power": "1",
           "toughness": "1", "colors": ["W"]}


def game(zones=None, mode="strict", seed=7, **extra):
    s = setup(zones or {"A": {"battlefield": ["bears", {"card": "angel", "face_down": "morph"}]},
                        "B": {"battlefield": ["forest"], "hand": ["bolt"]}}, mode=mode)
    s.update(extra)
    return new_game(s, seed=seed)


def kinds(out):
    return [e.kind for e in out.events]


# ---------------------------------------------------------------- life
def test_life_gains_loses_and_is_set():
    g = game()
    out = g.apply(C.Life("B", delta=-3))
    assert out.result == Result.DONE and kinds(out) == ["life_changed"]
    assert out.events[0].data == {"player": "B", "old": 20, "new": 17}
    g.apply(C.Life("A", set_to=7))
    assert g.state.life == {"A": 7, "B": 17}
    g.pop_entry()
    assert g.state.life == {"A": 20, "B": 17}


def test_paying_more_life_than_you_have_is_refused_119_4():
    g = game(life={"A": 3})
    out = g.apply(C.Life("A", delta=-4, pay=True))
    assert out.result == Result.REFUSED and out.reason.id == "LIFE-PAY-TOO-MUCH"
    assert "119.4" in out.reason.rules and "3 life" in out.reason.sentence
    assert g.state.life["A"] == 3 and not g.log
    out = g.apply(C.Life("A", delta=-3, pay=True))  # all of it: allowed
    assert out.ok and out.events[0].data["pay"] is True and g.state.life["A"] == 0
    assert "LIFE-ZERO" in out.ids  # an assist note: the players make the state-based action
    assert g.apply(C.Life("A", delta=-0, pay=True)).result == Result.NOTHING  # paying 0 life


def test_only_the_player_pays_their_own_life_and_assist_may_override():
    g = game(mode="assist", life={"A": 2})
    assert g.apply(C.Life("A", delta=-1, pay=True), actor="B").reason.id == "NOT-YOUR-OBJECT"
    assert g.apply(C.Life("A", delta=-1, pay=True), actor="B",
                   override=True).reason.id == "NOT-YOUR-OBJECT"  # never as another
    out = g.apply(C.Life("A", delta=-2), actor="B")  # damage from B: a request A answers
    assert out.result == Result.REQUESTED and g.state.life["A"] == 2
    assert g.apply(C.Answer(g.state.requests[0]["id"]), actor="A").ok and g.state.life["A"] == 0
    out = g.apply(C.Life("A", delta=-5, pay=True), override=True)
    assert out.result == Result.OVERRIDDEN and g.state.life["A"] == -5


def test_a_change_of_zero_is_nothing_119_9():
    g = game()
    for cmd in (C.Life("A", delta=0), C.Life("A", set_to=20)):
        out = g.apply(cmd)
        assert out.result == Result.NOTHING and "LIFE-NO-CHANGE" in out.ids and not out.events


@pytest.mark.parametrize("cmd", [C.Life("A"), C.Life("A", delta=1, set_to=2),
                                 C.Life("A", delta=3, pay=True), C.Life("A", set_to=10**7),
                                 C.Life("Z", delta=1)])
def test_malformed_life_commands_are_refused_with_a_reason(cmd):
    out = game().apply(cmd)
    assert out.result == Result.REFUSED and out.reason.id == "BAD-COMMAND"


def test_life_zero_is_an_assist_note_704_5a():
    g = game()
    out = g.apply(C.Life("B", delta=-25))
    assert "LIFE-ZERO" in out.ids and CATALOGUE["LIFE-ZERO"][1] == ("704.5a",)
    assert g.state.life["B"] == -5 and not g.state.left  # losing is the players' move


# ---------------------------------------------------------------- counters on players
def test_player_counters_of_any_name_never_below_zero():
    g = game(player_counters={"B": {"poison": 8}})
    out = g.apply(C.PlayerCounter("B", "poison", delta=2))
    assert kinds(out) == ["player_counter_changed"] and "POISON-TEN" in out.ids
    assert out.events[0].data == {"player": "B", "counter": "poison", "old": 8, "new": 10}
    g.apply(C.PlayerCounter("A", "rad", delta=3))
    out = g.apply(C.PlayerCounter("A", "rad", delta=-4))
    assert out.reason.id == "COUNTER-BELOW-ZERO" and g.state.player_counters["A"] == {"rad": 3}
    g.apply(C.PlayerCounter("A", "rad", set_to=0))
    assert g.state.player_counters == {"A": {}, "B": {"poison": 10}}
    assert g.apply(C.PlayerCounter("A", "rad", delta=0)).result == Result.NOTHING
    assert g.apply(C.PlayerCounter("A", "", delta=1)).reason.id == "BAD-COMMAND"
    assert "POISON-TEN" in g.apply(C.PlayerCounter("A", "Poison", set_to=12)).ids


# ---------------------------------------------------------------- players who have left
@pytest.mark.parametrize("cmd", [C.Life("B", delta=-2), C.PlayerCounter("B", "poison", delta=1),
                                 C.CreateToken("B", SOLDIER), C.Roll("B", 6), C.FlipCoin("B"),
                                 C.UntapAll("B")])
def test_actions_on_a_player_who_has_left_do_nothing_800_4a(cmd):
    g = game(life={"B": 5}, player_counters={"B": {"poison": 2}})
    g.apply(C.LeaveGame("B"))
    before = g.state.snapshot()
    out = g.apply(cmd)
    assert out.result == Result.NOTHING and "PLAYER-LEFT-NOTHING" in out.ids
    assert not out.events and g.state.snapshot() == before
    assert g.state.life["B"] == 5 and g.state.player_counters["B"] == {"poison": 2}  # 800.4i


# ---------------------------------------------------------------- tokens
def test_created_tokens_are_owned_and_controlled_by_the_player():
    g = game()
    out = g.apply(C.CreateToken("B", SOLDIER, 2, True, "soldier"))
    assert kinds(out) == ["token_created", "entered_battlefield"] * 2
    for tid in ("soldier", "soldier#2"):
        card = g.state.cards[tid]
        assert card.token and card.owner == card.controller == "B" and card.tapped
        assert g.state.facts_of(card).name == "Soldier Token"
        assert g.state.facts[card.facts]["layout"] == "token"
    ids = [e.data["card"] for e in out.events if e.kind == "token_created"]
    out = g.apply(C.CreateToken("A", SOLDIER, 3))
    assert len(set(ids + [e.data["card"] for e in out.events if e.kind == "token_created"])) == 5
    assert not problems(g.state)


def test_a_token_gone_from_the_battlefield_cannot_be_named_111_8():
    g = game()
    g.apply(C.CreateToken("A", SOLDIER, name="soldier"))
    assert "ceased_to_exist" in kinds(g.apply(C.Move("soldier", "hand")))
    for cmd in (C.PutOntoBattlefield("soldier", "A"), C.Note("soldier", "x"),
                C.Arrow("A", "soldier", "B")):
        out = g.apply(cmd)
        assert out.reason.id == "TOKEN-GONE" and "111.8" in out.reason.rules


@pytest.mark.parametrize("facts,count,name", [
    ({"type_line": "Creature"}, 1, None), ({**SOLDIER, "mana_cost": "oops"}, 1, None),
    ({**SOLDIER, "flavour": "x"}, 1, None), (SOLDIER, 0, None), (SOLDIER, 101, None),
    (SOLDIER, 1, "bears"), (SOLDIER, 1, "A"), (SOLDIER, 1, "x" * 301)])
def test_bad_tokens_are_refused(facts, count, name):
    out = game().apply(C.CreateToken("A", facts, count, name=name))
    assert out.result == Result.REFUSED and out.reason.id == "BAD-COMMAND"


def test_copy_creates_a_token_with_the_event_token_created():
    out = game().apply(C.CopyCard("A", "bears", "twin"))
    assert kinds(out)[:2] == ["token_created", "entered_battlefield"]
    assert out.events[0].data == {"card": "twin", "player": "A", "copy_of": "bears"}


def test_the_token_facts_fields_are_the_save_formats():
    assert set(FACT_KEYS) == set(schema.Facts.__annotations__)


# ---------------------------------------------------------------- dice and coins
def test_rolls_and_flips_come_from_the_seed_and_are_never_rerun():
    def results(seed):
        g = game(seed=seed)
        outs = [g.apply(C.Roll("A", 20, 3)), g.apply(C.FlipCoin("B")), g.apply(C.Roll("B", 6))]
        return g, [o.events[0].data for o in outs]

    g, first = results(11)
    assert results(11)[1] == first  # the same seed, the same outcomes
    assert any(results(s)[1] != first for s in range(12, 16))
    assert all(1 <= r <= 20 for r in first[0]["results"]) and len(first[0]["results"]) == 3
    assert first[1]["result"] in ("heads", "tails")
    entry = g.pop_entry()  # undo, redo: the recorded results, nothing re-rolled
    g.push_entry(entry)
    assert g.log[-1].events[0].data == first[2]
    loaded = storage.load_game_bytes(storage.dump_game(g), verify="rules")
    assert [e.events[0].data for e in loaded.log] == first


@pytest.mark.parametrize("cmd", [C.Roll("A", 1), C.Roll("A", 1001), C.Roll("A", 6, 0),
                                 C.Roll("A", 6, 101)])
def test_impossible_dice_are_refused(cmd):
    assert game().apply(cmd).reason.id == "BAD-COMMAND"


def test_a_seat_rolls_only_for_itself():
    assert game().apply(C.Roll("A", 6), actor="B").reason.id == "NOT-YOUR-OBJECT"


# ---------------------------------------------------------------- notes
def test_a_note_is_public_kept_through_face_and_control_changes_and_gone_on_a_move():
    g = game(mode="off")
    out = g.apply(C.Note("angel", "attacked last turn"))
    assert kinds(out) == ["noted"] and g.state.cards["angel"].note == "attacked last turn"
    g.apply(C.TurnFaceUp("A", "angel", "morph"))
    g.apply(C.GainControl("B", "angel"))
    g.apply(C.TurnFaceDown("angel"))
    assert g.state.cards["angel"].note == "attacked last turn"
    g.apply(C.Move("angel", "hand"))
    assert g.state.cards["angel"].note is None  # 400.7
    out = g.apply(C.Note("angel", "back in hand"))
    assert out.reason.id == "NOTE-NOT-PERMANENT"
    g.apply(C.Note("bears", "x"))
    g.apply(C.Note("bears", ""))
    assert g.state.cards["bears"].note is None
    assert g.apply(C.Note("bears", "two\nlines")).reason.id == "BAD-COMMAND"
    assert g.apply(C.Note("bears", "n" * 1001)).reason.id == "BAD-COMMAND"


# ---------------------------------------------------------------- arrows and untap all
def test_arrows_are_drawn_cleared_by_hand_at_cleanup_and_when_a_card_leaves():
    g = game()
    out = g.apply(C.Arrow("A", "bears", "B"))
    assert out.events[0].data == {"player": "A", "from_card": "bears", "to_player": "B"}
    g.apply(C.Arrow("B", "forest", "angel"))
    assert g.state.arrows == [{"frm": "bears", "to": "B", "by": "A"},
                              {"frm": "forest", "to": "angel", "by": "B"}]
    out = g.apply(C.ClearArrows("B"))
    assert out.events[0].data == {"count": 1, "player": "B"} and len(g.state.arrows) == 1
    assert g.apply(C.ClearArrows("B")).result == Result.NOTHING
    g.apply(C.Arrow("B", "forest", "angel"))
    g.apply(C.Move("angel", "graveyard"))
    assert g.state.arrows == [{"frm": "bears", "to": "B", "by": "A"}]
    out = g.apply(C.Advance("end_of_turn"))
    assert "arrows_cleared" in kinds(out) and g.state.arrows == []
    for frm, to in (("bolt", "B"), ("bears", "bears"), ("A", "nobody")):
        assert g.apply(C.Arrow("A", frm, to)).reason.id == "BAD-COMMAND"


def test_untap_all_untaps_the_players_permanents_in_one_event():
    g = game({"A": {"battlefield": [{"card": "bears", "tapped": True},
                                    {"card": "forest", "tapped": True}]},
              "B": {"battlefield": [{"card": "bears", "tapped": True}]}})
    out = g.apply(C.UntapAll("A"))
    assert kinds(out) == ["untapped_all"] and out.events[0].data["cards"] == ["bears", "forest"]
    assert [g.state.cards[c].tapped for c in ("bears", "forest", "bears#2")] == [
        False, False, True]
    out = g.apply(C.UntapAll("A"))
    assert out.result == Result.NOTHING and "UNTAP-ALL-NONE" in out.ids


# ---------------------------------------------------------------- setup
def test_the_setup_gives_starting_life_and_counters():
    assert game(life=40).state.life == {"A": 40, "B": 40}
    g = game(life={"B": 7}, player_counters={"A": {"poison": 9, "rad": 0}})
    assert g.state.life == {"A": 20, "B": 7}
    assert g.state.player_counters == {"A": {"poison": 9}, "B": {}}
    for bad in ({"life": {"Z": 3}}, {"life": "20"}, {"life": 10**7},
                {"player_counters": {"A": {"poison": -1}}}, {"player_counters": ["A"]}):
        with pytest.raises(SetupError):
            game(**bad)


# ---------------------------------------------------------------- the journal
def test_log_lines_say_what_changed_and_keep_face_down_cards_hidden():
    g = game()
    for cmd in (C.Life("B", delta=-3), C.PlayerCounter("A", "poison", delta=2),
                C.CreateToken("A", SOLDIER, name="soldier"), C.Roll("A", 20), C.FlipCoin("B"),
                C.Note("angel", "blocked"), C.Arrow("B", "forest", "angel"), C.Tap("bears"),
                C.UntapAll("A")):
        assert g.apply(cmd).ok
    texts = {seat: [ln["text"] for ln in lines_for(g, seat)] for seat in ("A", "B")}
    assert "B: life 20 → 17." in texts["B"] and "A: poison 0 → 2." in texts["B"]
    assert "A created Soldier Token." in texts["B"]
    assert any(t.startswith("A rolled a d20: ") for t in texts["B"])
    assert any(t.startswith("B flipped a coin: ") for t in texts["A"])
    assert "Note on Exalted Angel (#1): “blocked”." in texts["A"]
    assert "Note on face-down #1: “blocked”." in texts["B"]
    assert "B pointed from Forest to face-down #1." in texts["B"]
    assert not any("Exalted" in t for t in texts["B"])


# ---------------------------------------------------------------- the scenario runner
SCENARIO = {
    "format": "tabletop-scenarios/1",
    "cards": {"bears": {"name": "Grizzly Bears", "mana_cost": "{1}{G}",
                        "type_line": "Creature — Bear", "power": "2", "toughness": "2"},
              "spirit": {"name": "Spirit Token", "type_line": "Creature — Spirit",
                         "power": "1", "toughness": "1", "layout": "token"}},
    "scenarios": [{
        "id": "P-1", "players": ["A", "B"], "seed": 5, "life": {"B": 3},
        "player_counters": {"A": {"energy": 2}},
        "zones": {"A": {"battlefield": ["bears"]}},
        "steps": [
            {"check": {"player": "B", "life": 3}},
            {"check": {"player": "A", "counters": {"energy": 2}, "life": 20}},
            {"do": "life", "player": "B", "delta": -3, "pay": True,
             "expect": {"events": ["life_changed"]}},
            {"do": "life", "player": "B", "delta": -1, "pay": True,
             "expect": {"result": "refused", "verdicts": ["LIFE-PAY-TOO-MUCH"]}},
            {"do": "player_counter", "player": "A", "counter": "energy", "set": 0},
            {"check": {"player": "A", "counters": {}}},
            {"do": "create_token", "player": "B", "token": "spirit", "as": "sp", "count": 2,
             "tapped": True, "expect": {"events": ["token_created"]}},
            {"check": {"card": "sp#2", "controller": "B", "tapped": True, "zone": "battlefield"}},
            {"do": "note", "card": "sp", "text": "blocks", "expect": {"events": ["noted"]}},
            {"check": {"card": "sp", "note": "blocks"}},
            {"do": "move", "card": "sp", "to": "graveyard"},
            {"check": {"card": "sp", "zone": "gone", "note": None}},
            {"do": "roll", "player": "A", "sides": 6, "count": 3,
             "expect": {"events": ["rolled"]}},
            {"do": "flip_coin", "player": "B", "expect": {"events": ["coin_flipped"]}},
            {"do": "leave_game", "player": "B"},
            {"do": "life", "player": "B", "delta": 5, "expect": {"result": "nothing"}},
            {"check": {"player": "B", "life": 0}},
        ]}],
}


def test_the_scenario_runner_translates_the_players_actions_and_checks():
    (sc,) = load_scenarios(json.dumps(SCENARIO), "players.json")
    fail, g = run_scenario(sc)
    assert fail is None and g.seed == 5
    bad = json.loads(json.dumps(SCENARIO))
    bad["scenarios"][0]["steps"][0]["check"]["life"] = 4
    fail, _ = run_scenario(load_scenarios(json.dumps(bad), "x")[0])
    assert fail == "step 1: expected B life 4, got 3"


def test_the_shared_players_scenarios_pass(shared_dir):
    """SC-101..105, SC-117 and SC-118 (their `known_to` checks are the knowledge model's)."""
    table = shared_dir / "rules" / "scenarios" / "table"
    ran = []
    for name, ids in (("13-players-and-tokens.json", None),
                      ("15-mulligan-reveal-dice-notes.json", {"SC-117", "SC-118"})):
        doc = json.loads((table / name).read_text("utf-8"))
        doc["scenarios"] = [s for s in doc["scenarios"] if ids is None or s["id"] in ids]
        for s in doc["scenarios"]:
            for step in s["steps"]:
                step.get("check", {}).pop("known_to", None)
        for sc in load_scenarios(json.dumps(doc), name):
            fail, _ = run_scenario(sc)
            assert fail is None, f"{sc.id}: {fail}"
            ran.append(sc.id)
    assert len(ran) == 7


def test_every_bundled_token_can_be_created_saved_and_loaded():
    from tabletop.carddata.tokens import bundled_tokens
    g = game()
    tokens = list(bundled_tokens())
    for facts in tokens:
        assert g.apply(C.CreateToken("A", facts)).ok, facts["name"]
    loaded = storage.load_game_bytes(storage.dump_game(g), verify="rules")
    assert loaded.state.snapshot() == g.state.snapshot()
    assert sum(o.token for o in g.view_for("B").objects) == len(tokens) >= 20
