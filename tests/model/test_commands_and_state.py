import json

import pytest

from tabletop.model import commands as C
from tabletop.model.commands import COMMANDS, CommandError, parse_command
from tabletop.model.events import EventError, parse_event
from tabletop.model.setup import SetupError, build_state
from tabletop.model.state import StateError, invert
from tests.factsdata import setup

SAMPLES = [
    C.Draw("A", 2), C.Shuffle("A"), C.Move("bears", "library", "bottom"),
    C.Move("bears", "exile", face_down=True, may_look=("A",)),
    C.Manifest("A", count=2, source="Whisperwood Elemental"), C.ManifestDread("A", keep="x"),
    C.Cloak("A", "hand", "forest", "Vannifar"), C.Cast("A", "angel", "morph"),
    C.Cast("A", "bolt", alt_cost="without paying its mana cost"), C.Resolve("angel"),
    C.Counter("angel", "creature"), C.Routes("A", "angel"), C.TurnFaceUp("A", "angel", "morph"),
    C.TurnFaceDown("bears", "Ixidron"),
    C.PutOntoBattlefield("bears", "A", "effect", "Yedora", {"type_line": "Land — Forest"}, 1, 2),
    C.Look("A", "angel"), C.ExileToPlay("A", "bears"), C.Transform("delver"),
    C.Play("A", "forest"), C.CopyCard("A", "bears", "copy1"), C.BecomeCopy("bears", "angel"),
    C.ApplyEffect("bears", {"add_pt": [1, 1]}, "permanent"), C.GainControl("B", "bears"),
    C.Tap("bears"), C.Untap("bears"), C.Attach("coat", "bears"), C.AddCounter("bears", n=2),
    C.Damage("bears", 3), C.Advance("next_turn"), C.RearrangeFaceDown("A", ("a", "b")),
    C.LeaveGame("B"), C.EndGame(), C.MoveOnTable("bears", 10.5, -3.0), C.Reveal("A", "demon"),
    C.SetMode("assist"),
    # libraries and mulligans
    C.Mill("A", 2), C.LookTop("A", "B", 3), C.ArrangeTop("A", None, ("x",), ("y",), ("z",)),
    C.Search("A", "B", "library", ("x",), "battlefield", True, True, False, True, "manifest"),
    C.Reveal("A", card_list=("x", "y"), to=("B",)), C.Reveal("A", from_zone="library", n=2),
    C.Mulligan("A"), C.PutOnBottom("A", ("x", "y")), C.Keep("A"),
    C.Life("A", delta=-3), C.Life("B", set_to=40), C.Life("A", delta=-2, pay=True),
    C.PlayerCounter("B", "poison", delta=2), C.PlayerCounter("A", "energy", set_to=0),
    C.CreateToken("A", {"name": "Soldier Token", "type_line": "Creature — Soldier",
                        "power": "1", "toughness": "1", "colors": ["W"]}, 3, True, "soldier"),
    C.Roll("A", 20), C.Roll("B", 6, 2), C.FlipCoin("A"), C.Note("bears", "attacked"),
    C.Arrow("A", "bears", "B"), C.ClearArrows(), C.ClearArrows("A"), C.UntapAll("A"),
    C.PlayTopRevealed("A", source="Future Sight"), C.PlayTopRevealed("A", on=False),
    C.TakeBack(3), C.Chat("ok", player="A"), C.Chat("your turn", spectator="Spectator 1"),
    C.Answer(1), C.Answer(2, accept=False), C.Withdraw(3), C.SetTrust(), C.SetTrust(on=False),
    C.PassPriority("A"), C.FinishResolution("bolt"), C.FinishResolution(),
]


def test_every_command_kind_has_a_sample():
    assert {type(c).kind for c in SAMPLES} == set(COMMANDS)


@pytest.mark.parametrize("cmd", SAMPLES, ids=lambda c: c.kind)
def test_command_json_round_trip(cmd):
    text = json.dumps(cmd.to_dict())
    assert parse_command(json.loads(text)) == cmd


@pytest.mark.parametrize("bad", [
    None, [], {"kind": "fly"}, {"kind": "tap"}, {"kind": "tap", "card": 3},
    {"kind": "tap", "card": "x", "extra": 1}, {"kind": "draw", "player": "A", "n": True},
    {"kind": "draw", "player": "A", "n": 10**9}, {"kind": "move_on_table", "card": "x",
                                                 "x": float("nan"), "y": 0},
    {"kind": "rearrange_face_down", "player": "A", "card_list": [1, 2]},
])
def test_bad_commands_raise_command_error(bad):
    with pytest.raises(CommandError):
        parse_command(bad)


def test_bad_events_raise():
    for bad in (None, {"kind": 1}, {"kind": "x", "changes": [1]}, {"kind": "x", "y": 1}):
        with pytest.raises(EventError):
            parse_event(bad)


def test_change_and_inverse_restore_state():
    st = build_state(setup({"A": {"library": ["bears", "forest"], "battlefield": ["angel"]}}))
    before = st.snapshot()
    changes = [
        ["set", "angel", "tapped", False, True],
        ["move", "bears", "A:library", 0, "battlefield", 1],
        ["g", "turn", 3, 4],
        ["eff+", 0, {"id": 1, "card": "angel", "obj": 3, "params": {}, "duration": "permanent",
                     "until_turn": None, "ts": 9}],
        ["order", "A:library", ["forest"], ["forest"]],
        ["facts+", "token:t", {"name": "T"}],
    ]
    for ch in changes:
        st.apply_change(ch)
    assert st.card("bears").zone == "battlefield"
    for ch in reversed(changes):
        st.apply_change(invert(ch))
    assert st.snapshot() == before


def test_change_that_does_not_fit_raises():
    st = build_state(setup({"A": {"library": ["bears"]}}))
    with pytest.raises(StateError):
        st.apply_change(["move", "bears", "A:hand", 0, "battlefield", 0])
    with pytest.raises(StateError):
        st.apply_change(["set", "nobody", "tapped", False, True])


@pytest.mark.parametrize("mutate,msg", [
    (lambda s: s.update(players=[]), "players"),
    (lambda s: s["turn"].update(active="Z"), "turn.active"),
    (lambda s: s["turn"].update(step="lunch"), "turn.step"),
    (lambda s: s.update(mode="chaos"), "mode"),
    (lambda s: s["cards"][0].update(zone="moon"), "unknown zone"),
    (lambda s: s["cards"][0].update(facts="nope"), "unknown facts"),
    (lambda s: s["cards"].append(dict(s["cards"][0])), "used twice"),
    (lambda s: s["cards"][0].update(face_down={"method": "psychic"}), "method"),
    (lambda s: s.update(restrictions=["no fun"]), "restriction"),
])
def test_setup_errors_name_the_problem(mutate, msg):
    s = setup({"A": {"battlefield": ["bears"]}})
    mutate(s)
    with pytest.raises(SetupError, match=msg):
        build_state(s)


def test_entry_numbers_fill_free_slots_then_continue():
    st = build_state(setup({"A": {"battlefield": [
        {"card": "bears", "face_down": "manifest"},
        {"card": "angel", "face_down": "morph", "order": 1},
        {"card": "forest", "face_down": "cloak"}]}}))
    orders = [st.card(c).face_down["order"] for c in ("bears", "angel", "forest")]
    assert orders == [2, 1, 3]
    assert st.next_order == 4


def test_every_command_field_has_a_type_the_reader_knows():
    """Command fields are read by their annotations (issue 24: not by the annotation's text)."""
    from dataclasses import fields as dc_fields

    from tabletop.model.commands import _CHECKS, _base, _hints
    for cls in COMMANDS.values():
        for f in dc_fields(cls):
            base, _optional = _base(_hints(cls)[f.name])
            assert base in _CHECKS, (cls.kind, f.name)


def test_a_field_s_type_decides_what_it_takes():
    from tabletop.model.commands import CommandError, parse_command
    assert parse_command({"kind": "draw", "player": "A", "n": 2}).n == 2
    for bad in ({"kind": "draw", "player": "A", "n": "2"}, {"kind": "draw", "player": 3},
                {"kind": "draw", "player": "A", "n": True},
                {"kind": "move", "card": "x", "to": "hand", "may_look": "A"},
                {"kind": "answer", "request": 1, "accept": "yes"},
                {"kind": "draw", "player": None}):
        with pytest.raises(CommandError):
            parse_command(bad)
    assert parse_command({"kind": "move", "card": "x", "to": "hand", "position": None}) \
        .position is None
