"""Seat authority and requests (issue 23): who may act on what, in every mode."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.model import commands as C
from tabletop.model.commands import COMMANDS
from tabletop.model.modes import Mode, Result
from tabletop.rules import authority
from tabletop.rules.journal import lines_for
from tabletop.rules.knowledge import known_to
from tabletop.rules.scenarios import load_scenarios, run_scenario
from tests.factsdata import setup

SCENARIOS = Path(__file__).parents[1] / "data" / "scenarios" / "16-authority-and-requests.json"


def _scenarios(shared_dir):
    doc = json.loads(SCENARIOS.read_text(encoding="utf-8"))
    table = shared_dir / "rules" / "scenarios" / "table" / "14-library-and-search.json"
    doc["cards"] = json.loads(table.read_text(encoding="utf-8"))["cards"]
    return load_scenarios(json.dumps(doc), str(SCENARIOS))


def test_the_authority_and_request_scenarios_pass(shared_dir):
    scenarios = _scenarios(shared_dir)
    assert len(scenarios) >= 6
    failures = {}
    for sc in scenarios:
        fail, _ = run_scenario(sc)
        if fail:
            failures[sc.id] = fail
    assert not failures


def test_every_command_kind_has_an_authority_rule():
    """A new command must say who may give it (a rule, or open: judged by its handler)."""
    assert set(COMMANDS) == set(authority.RULES) | set(authority.OPEN)
    assert not set(authority.RULES) & set(authority.OPEN)


def game(mode=Mode.STRICT):
    from tabletop.rules import new_game
    s = setup({"A": {"battlefield": ["bears", {"card": "angel", "face_down": "morph"}],
                     "library": ["bolt", "forest"], "hand": ["bolt"]},
               "B": {"battlefield": ["forest"]}}, mode=mode)
    return new_game(s, seed=3)


def card(g, name, zone):
    return next(c for c in g.state.cards.values()
                if c.facts == name and c.zone == zone)


# what B tried against A in the report, and more: each is refused or a request, in every mode
ATTACKS = [
    lambda g: C.LookTop("B", owner="A", n=2),
    lambda g: C.Move(card(g, "angel", "battlefield").id, "hand"),
    lambda g: C.LeaveGame("A"),
    lambda g: C.GainControl("B", card(g, "angel", "battlefield").id),
    lambda g: C.Life("A", set_to=1),
    lambda g: C.EndGame(),
    lambda g: C.Search("B", owner="A", find=(card(g, "bolt", "library").id,), to="hand"),
    lambda g: C.Reveal("A", from_zone="hand", to=("B",)),
    lambda g: C.Draw("A"),
    lambda g: C.Look("B", card(g, "angel", "battlefield").id),
    lambda g: C.Tap(card(g, "bears", "battlefield").id),
    lambda g: C.AddCounter(card(g, "bears", "battlefield").id, "+1/+1", 2),
    lambda g: C.TurnFaceUp("B", card(g, "angel", "battlefield").id, "effect"),
    lambda g: C.Mill("A", 2),
]


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize("attack", range(len(ATTACKS)))
def test_b_on_a_s_things_is_refused_or_a_request_that_changes_nothing(mode, attack):
    g = game(mode)
    cmd = ATTACKS[attack](g)
    before = g.state.snapshot()
    knew = {cid: known_to(g.state, "B", c) for cid, c in g.state.cards.items()}
    out = g.apply(cmd, "B", override=True)
    assert out.result in (Result.REFUSED, Result.REQUESTED)
    after = g.state.snapshot()
    for k in ("requests", "next_request"):
        before.pop(k), after.pop(k)
    assert after == before  # nothing else changed: not a card, not a life total, not the end
    assert {cid: known_to(g.state, "B", c) for cid, c in g.state.cards.items()} == knew
    if out.result == Result.REQUESTED:
        assert g.view_for("A").requests[0]["by"] == "B"
        text = json.dumps(g.view_for("B").requests) + json.dumps(lines_for(g, "B"))
        assert "Exalted Angel" not in text and "Lightning Bolt" not in text


def test_an_undo_of_an_accepted_request_undoes_both_and_the_request_waits_again():
    g = game()
    angel = card(g, "angel", "battlefield")
    assert g.apply(C.Move(angel.id, "hand"), "B").result == Result.REQUESTED
    out = g.apply(C.Answer(1), "A")
    assert out.ok and angel.zone == "hand" and not g.state.requests
    assert known_to(g.state, "B", angel)  # revealed as it left (708.9)
    g.pop_entry()
    assert angel.zone == "battlefield" and angel.face_down is not None
    assert [r["id"] for r in g.state.requests] == [1]
    assert not known_to(g.state, "B", angel)
    assert g.apply(C.Answer(1, accept=False), "A").ok and not g.state.requests


def test_a_request_names_nothing_hidden_and_shows_the_look_only_after_acceptance():
    g = game()
    g.apply(C.LookTop("B", owner="A", n=2), "B")
    view_b = g.view_for("B")
    assert not view_b.library_known
    req = view_b.requests[0]
    assert req["kind"] == "look_top" and req["details"] == {"player": "B", "owner": "A", "n": 2}
    g.apply(C.Answer(req["id"]), "A")
    assert len(g.view_for("B").library_known) == 2
    assert len(g.view_for("A").library_known) == 0  # A did not look


def test_a_request_that_is_illegal_when_accepted_is_refused_then_and_stays():
    g = game(Mode.ASSIST)
    bears = card(g, "bears", "battlefield")
    g.apply(C.Transform(bears.id), "B")  # not double-faced: assist lets it wait
    assert g.state.requests
    out = g.apply(C.Answer(1), "A")
    assert out.result == Result.REFUSED and g.state.requests
    assert g.apply(C.Answer(1, accept=False), "A").ok


def test_strict_mode_refuses_at_once_a_request_the_rules_would_refuse():
    g = game()
    bears = card(g, "bears", "battlefield")
    out = g.apply(C.Transform(bears.id), "B")
    assert out.result == Result.REFUSED and "TRANSFORM-NOT-DFC" in out.ids
    assert not g.state.requests


def test_a_spectator_acts_on_nothing():
    g = game()
    bears = card(g, "bears", "battlefield")
    assert g.apply(C.Tap(bears.id), "Spectator 1").result == Result.REFUSED


def test_judgement_says_when_an_override_may_be_offered():
    g = game(Mode.ASSIST)
    angel = card(g, "angel", "battlefield")
    j = g.check(C.Look("B", angel.id), "B")
    assert not j.legal and not j.overridable
    j = g.check(C.Look("A", angel.id), "A")
    assert j.legal
    j = g.check(C.Transform(card(g, "bears", "battlefield").id), "A")
    assert not j.legal and j.overridable


AUTHORITY_VERDICTS = ("NOT-YOUR-OBJECT", "LEAVE-NOT-YOURS", "END-GAME-NOT-YOURS",
                      "LOOK-OPP-REFUSED", "REQUEST-SENT", "REQUEST-ACCEPTED", "REQUEST-DECLINED",
                      "REQUEST-WITHDRAWN", "REQUEST-UNKNOWN", "REQUEST-NOT-YOURS", "TRUST-ACTS",
                      "TRUST-ON", "TRUST-OFF", "TRUST-SAME", "TRUST-TWO-PLAYERS")


def test_the_readme_lists_each_authority_verdict_with_its_rules():
    from tabletop.rules.verdicts import CATALOGUE
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    rows = {}
    for line in readme.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| `") and len(cells) == 4:
            for vid in cells[0].replace("`", "").split(","):
                rows[vid.strip()] = (cells[1], cells[2])
    for vid in AUTHORITY_VERDICTS:
        outcome, rules, _ = CATALOGUE[vid]
        assert vid in rows, vid
        assert rows[vid][0] == outcome
        assert rows[vid][1] == (", ".join(rules) or "—"), vid
