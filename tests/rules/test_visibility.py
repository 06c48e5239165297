"""view_for(seat): what a seat may not know is absent, not flagged."""

import json
from dataclasses import asdict

from tabletop.model import commands as C
from tabletop.rules import new_game
from tests.factsdata import setup


def demo():
    g = new_game(setup({
        "A": {"library": ["bolt", "demon"], "hand": ["den", "forest"],
              "battlefield": [{"card": "angel", "face_down": "morph"},
                              {"card": "bears", "face_down": "manifest", "source": "Mist"}]},
        "B": {"library": ["ripper"], "hand": ["essence"],
              "battlefield": [{"card": "bonebrute", "face_down": "disguise"}]}}))
    return g


def test_opponent_sees_markers_but_not_identities():
    g = demo()
    view = g.view_for("B")
    text = json.dumps([asdict(o) for o in view.objects], ensure_ascii=False)
    for hidden in ("Exalted Angel", "Grizzly Bears", "Den Protector", "Forest", "Lightning Bolt",
                   "Grinning Demon", "{2}{W}{W}", "angel", "bears"):
        assert hidden not in text, hidden
    angel = next(o for o in view.objects if o.marker and o.marker["order"] == 1)
    assert angel.marker == {"order": 1, "method": "morph", "source": None}
    assert angel.facts is None and angel.card_id is None
    assert angel.chars["power"] == 2 and angel.chars["name"] is None
    assert view.hand_counts == {"A": 2, "B": 1} and view.library_counts == {"A": 2, "B": 1}
    assert not [o for o in view.objects if o.zone == "library"]
    assert "Hunted Bonebrute" in text  # B controls it


def test_controller_sees_own_face_down_and_hand():
    view = demo().view_for("A")
    known = {o.facts["name"] for o in view.objects if o.facts}
    assert {"Exalted Angel", "Grizzly Bears", "Den Protector", "Forest"} <= known
    assert "Hunted Bonebrute" not in known and "Essence Scatter" not in known


def test_spectator_sees_public_information_only():
    view = demo().view_for(None)
    assert all(o.facts is None for o in view.objects if o.face_down or o.zone == "hand")


def test_revealed_cards_become_known_and_view_ids_change_with_zones():
    g = demo()
    before = {o.id for o in g.view_for("B").objects}
    g.apply(C.Move("angel", "graveyard"))
    view = g.view_for("B")
    grave = [o for o in view.objects if o.zone == "graveyard"]
    assert grave[0].facts["name"] == "Exalted Angel"
    assert grave[0].id not in before  # a new object: nothing to match with the face-down one


def test_view_ids_do_not_expose_model_ids():
    g = demo()
    for seat in ("A", "B", None):
        for o in g.view_for(seat).objects:
            assert o.id.startswith("o") and o.id[1:].isdigit()


def test_megamorph_shows_as_morph_to_those_who_may_not_know():
    g = new_game(setup({"A": {"battlefield": [{"card": "den", "face_down": "megamorph"}]}}))
    mine = [o.marker["method"] for o in g.view_for("A").objects if o.marker]
    theirs = [o.marker["method"] for o in g.view_for("B").objects if o.marker]
    assert mine == ["megamorph"] and theirs == ["morph"]
    assert "megamorph" not in json.dumps([asdict(o) for o in g.view_for("B").objects])


def test_partial_views_match_the_full_view():
    g = demo()
    g.apply(C.Move("angel", "graveyard"))
    g.apply(C.ApplyEffect("bears", {"add_pt": [1, 1]}))
    for seat in ("A", "B", None):
        full = {o.id: o for o in g.view_for(seat).objects}
        from tabletop.rules.visibility import object_views
        views = object_views(g, seat, list(g.state.cards))
        for cid, ov in views.items():
            card = g.state.cards[cid]
            if card.zone == "library":
                assert ov is None
            else:
                assert full[ov.id] == ov


def test_verdicts_about_a_hidden_card_say_nothing_about_it():
    from tabletop.rules.visibility import verdicts_for
    g = demo()
    j = g.check(C.TurnFaceUp("B", "angel", "morph"), "B")
    shown = verdicts_for(g.state, "B", ["angel"], j.verdicts)
    assert [v.id for v in shown] == ["FLIP-NOT-CONTROLLER"]
    text = " ".join(v.sentence for v in j.verdicts)
    assert "{2}{W}{W}" in text  # what the filter keeps from B
    assert "{2}{W}{W}" not in " ".join(v.sentence for v in shown)
    assert verdicts_for(g.state, "A", ["angel"], j.verdicts) == j.verdicts
