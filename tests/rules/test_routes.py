"""Turn-face-up routes (RULES.md §1.5) beyond the shared scenarios."""

from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.rules.routes import all_routes, legal_routes
from tests.factsdata import setup


def routes_of(zones, card, player="A", **kw):
    g = new_game(setup(zones, **kw))
    return g, [(r.route, r.cost) for r in legal_routes(g.state, player, g.state.card(card))]


def test_x_counts_zero_on_the_mana_cost_route():
    g, routes = routes_of({"A": {"battlefield": [{"card": "hangarback", "face_down": "manifest"}]}},
                          "hangarback")
    assert routes == [("mana_cost", "{0}")]
    out = g.apply(C.TurnFaceUp("A", "hangarback", "mana_cost"))
    assert {"FLIP-MANIFEST-X-ZERO", "UP-SBA"} <= set(out.ids)


def test_creature_card_without_mana_cost_has_no_route():
    g, routes = routes_of({"A": {"battlefield": [{"card": "arbor", "face_down": "cloak"}]}},
                          "arbor")
    assert routes == []
    assert g.apply(C.TurnFaceUp("A", "arbor", "mana_cost")).reason.id == \
        "FLIP-MANIFEST-NOCOST-REFUSED"


def test_modal_dfc_with_instant_front_never_turns_up():
    g, routes = routes_of({"A": {"battlefield": [{"card": "valakut", "face_down": "manifest"}]}},
                          "valakut")
    assert routes == []
    out = g.apply(C.TurnFaceUp("B", "valakut", "effect"))
    assert out.result == "revealed" and "FLIP-MDFC-NONPERMANENT-FRONT" in out.ids


def test_megamorph_requested_as_morph_pays_megamorph_and_gets_counter():
    g, routes = routes_of({"A": {"battlefield": [{"card": "den", "face_down": "megamorph"}]}},
                          "den")
    assert routes == [("megamorph", "{1}{G}")]
    g.apply(C.TurnFaceUp("A", "den", "morph"))
    assert g.state.card("den").counters == {"+1/+1": 1}


def test_megamorph_by_effect_gets_no_counter():
    g, _ = routes_of({"A": {"battlefield": [{"card": "den", "face_down": "megamorph"}]}}, "den")
    out = g.apply(C.TurnFaceUp("B", "den", "effect"))
    assert "FLIP-MEGAMORPH-OTHER-ROUTE" in out.ids and g.state.card("den").counters == {}


def test_lost_abilities_close_the_morph_route_only():
    g = new_game(setup({"A": {"battlefield": [{"card": "angel", "face_down": "manifest"}]}}))
    g.apply(C.ApplyEffect("angel", {"lose_all_abilities": True}, "permanent"))
    assert [r.route for r in legal_routes(g.state, "A", g.state.card("angel"))] == ["mana_cost"]
    out = g.apply(C.TurnFaceUp("A", "angel", "morph"))
    assert out.reason.id == "FLIP-MORPH-ABILITYLOSS-REFUSED"


def test_copy_effect_uses_the_copied_morph_cost():
    g = new_game(setup({"A": {"battlefield": [{"card": "angel", "face_down": "morph"}, "demon"]}}))
    g.apply(C.BecomeCopy("angel", "demon"))
    assert [(r.route, r.cost) for r in legal_routes(g.state, "A", g.state.card("angel"))] == \
        [("morph", "{2}{B}{B}")]
    g.apply(C.TurnFaceUp("A", "angel", "morph"))
    from tabletop.model.chars import characteristics
    assert characteristics(g.state, g.state.card("angel")).name == "Grinning Demon"


def test_copy_of_card_without_morph_has_no_keyword_route():
    g = new_game(setup({"A": {"battlefield": [{"card": "angel", "face_down": "morph"}, "bears"]}}))
    g.apply(C.BecomeCopy("angel", "bears"))
    assert legal_routes(g.state, "A", g.state.card("angel")) == []
    assert g.apply(C.TurnFaceUp("A", "angel", "morph")).reason.id == "FLIP-MORPH-COPY"


def test_disabled_routes_carry_their_reason():
    g = new_game(setup({"A": {"battlefield": [{"card": "angel", "face_down": "morph"}]}}))
    routes = {r.route: r for r in all_routes(g.state, "A", g.state.card("angel"))}
    assert routes["morph"].legal and routes["morph"].cost == "{2}{W}{W}"
    assert not routes["mana_cost"].legal
    assert routes["mana_cost"].reason.id == "FLIP-MORPH-CAST-NO-R1"
    for r in all_routes(g.state, "B", g.state.card("angel")):
        assert not r.legal and r.reason.id == "FLIP-NOT-CONTROLLER"


def test_control_change_moves_the_right_to_look_and_flip():
    g = new_game(setup({"A": {"battlefield": [{"card": "angel", "face_down": "morph"}]}}))
    out = g.apply(C.GainControl("B", "angel", "end_of_turn"))
    assert "LOOK-CONTROL-CHANGED" in out.ids
    assert g.apply(C.Look("A", "angel")).result == "refused"
    assert g.apply(C.Look("B", "angel")).result == "done"
    assert g.apply(C.TurnFaceUp("A", "angel", "morph")).reason.id == "FLIP-NOT-CONTROLLER"
    g.apply(C.Advance("next_turn"))
    assert g.apply(C.Look("A", "angel")).result == "done"


def test_transform_of_face_down_dfc_does_nothing():
    g = new_game(setup({"A": {"battlefield": [{"card": "delver", "face_down": "manifest"}]}}))
    out = g.apply(C.Transform("delver"))
    assert out.result == "nothing" and "FLIP-DFC-NO-TRANSFORM" in out.ids
    g.apply(C.TurnFaceUp("A", "delver", "mana_cost"))
    assert g.apply(C.Transform("delver")).result == "done"
    assert g.apply(C.TurnFaceDown("delver", "Ixidron")).result == "nothing"


def test_asking_for_a_keyword_the_card_lacks_names_the_route_not_no_route():
    g = new_game(setup({"A": {"battlefield": [{"card": "angel", "face_down": "morph"}]}}))
    out = g.apply(C.TurnFaceUp("A", "angel", "disguise"))
    assert out.reason.id == "NO-SUCH-ROUTE" and "disguise" in out.reason.sentence
