"""The most specific reason the rules have (issue 13 item 5 and its smaller points): a second
play of a Primordial Mist card is PM-ONCE, a resolving face-down spell announces that its
enters abilities don't apply, Yedora's face-down Forest is known by its current type line."""

import pytest

from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.rules.routes import all_routes
from tabletop.rules.visibility import verdicts_for
from tests.factsdata import setup


def game(zones, **kw):
    return new_game(setup(zones, **kw), seed=7)


def mist_game(card: str, mode: str = "strict"):
    return game({"A": {"battlefield": ["mist", {"card": card, "face_down": "manifest",
                                                "order": 1}]}}, mode=mode)


@pytest.mark.parametrize("mode", ["strict", "assist", "off"])
def test_second_play_of_a_mist_spell_on_the_stack_is_pm_once(mode):
    g = mist_game("bears", mode)
    assert g.apply(C.ExileToPlay("A", "bears")).ok
    assert g.apply(C.Play("A", "bears")).ok
    assert g.state.card("bears").zone == "stack"
    before = g.state.snapshot()
    j = g.check(C.Play("A", "bears"))
    assert j.reason.id == "PM-ONCE" and "BAD-COMMAND" not in j.ids
    out = g.apply(C.Play("A", "bears"), override=True)
    assert out.result == "refused" and out.reason.id == "PM-ONCE"
    assert g.state.snapshot() == before  # impossible in every mode: nothing happens
    assert g.check(C.Cast("A", "bears")).reason.id == "PM-ONCE"
    # resolved onto the battlefield: still PM-ONCE
    assert g.apply(C.Resolve("bears")).ok
    assert g.check(C.Play("A", "bears")).reason.id == "PM-ONCE"


def test_second_play_of_a_mist_land_on_the_battlefield_is_pm_once():
    g = mist_game("forest")
    assert g.apply(C.ExileToPlay("A", "forest")).ok
    assert g.apply(C.Play("A", "forest")).ok
    assert g.state.card("forest").zone == "battlefield"
    assert g.check(C.Play("A", "forest")).reason.id == "PM-ONCE"


def test_a_card_on_the_stack_without_a_permission_is_still_a_bad_command():
    g = game({"A": {"hand": ["bolt"]}})
    assert g.apply(C.Cast("A", "bolt")).ok
    assert g.check(C.Cast("A", "bolt")).reason.id == "BAD-COMMAND"


def test_a_resolving_face_down_spell_says_its_enters_abilities_do_not_apply():
    g = game({"A": {"hand": ["angel", "bears"]}})
    assert g.apply(C.Cast("A", "angel", face_down="morph")).ok
    out = g.apply(C.Resolve("angel"))
    v = next(v for v in out.verdicts if v.id == "FD-ENTER-NO-ETB")
    assert set(v.rules) == {"702.37c", "708.3", "708.4"}
    assert g.state.card("angel").face_down is not None
    # it says nothing of the card, so the other seat reads it too
    assert [x.id for x in verdicts_for(g.state, "B", ["angel"], out.verdicts)] == \
        ["FD-ENTER-NO-ETB"]
    # a face-up spell enters face up: nothing to announce
    g.apply(C.Cast("A", "bears"))
    assert "FD-ENTER-NO-ETB" not in g.apply(C.Resolve("bears")).ids


def _yedora(state_effect: dict | None):
    g = game({"A": {"battlefield": [{"card": "angel", "face_down": "effect", "order": 1,
                                     "source": "Yedora, Grave Gardener",
                                     "characteristics": {"type_line": "Land — Forest"}}]}})
    if state_effect is not None:
        assert g.apply(C.ApplyEffect("angel", state_effect, "permanent")).ok
    routes = all_routes(g.state, "A", g.state.card("angel"))
    return next(r for r in routes if r.route == "morph")


def test_yedoras_forest_is_known_by_its_current_type_line():
    morph = _yedora(None)
    assert morph.legal and "FLIP-YEDORA-MORPH-OK" in [v.id for v in morph.verdicts]
    # an effect made it a creature: it is no face-down land any more (its marker still lists
    # "Land — Forest"), so the Forest verdict does not apply; morph still does (702.37e)
    morph = _yedora({"set_types": "Creature — Plant"})
    ids = [v.id for v in morph.verdicts]
    assert morph.legal and "FLIP-MORPH-OK" in ids and "FLIP-YEDORA-MORPH-OK" not in ids


def test_the_land_face_of_a_modal_double_faced_card_can_be_played():
    g = game({"A": {"hand": ["valakut"]}})
    assert "CAST-OK" in g.check(C.Play("A", "valakut")).ids  # its front face: an instant
    out = g.apply(C.Play("A", "valakut", back=True))
    assert out.ok and "PLAY-LAND-OK" in out.ids, out.ids
    card = g.state.card("valakut")
    assert card.zone == "battlefield" and card.transformed
    assert g.state.lands_played["A"] == 1
    played = next(e for e in out.events if e.kind == "played_land")
    assert played.data["name"] == "Valakut Stoneforge"
    from tabletop.model.chars import characteristics
    assert characteristics(g.state, card).types == ["Land"]
    # a second land this turn: refused as a land play, with the reason
    g2 = game({"A": {"hand": ["valakut", "forest"]}})
    assert g2.apply(C.Play("A", "forest")).ok
    j = g2.check(C.Play("A", "valakut", back=True))
    assert j.reason.id == "PLAY-LAND-REFUSED" and "already played a land" in j.reason.sentence


def test_back_face_needs_a_modal_double_faced_card_and_old_commands_still_read():
    g = game({"A": {"hand": ["bears", "delver"]}})
    for cid in ("bears", "delver"):
        j = g.check(C.Play("A", cid, back=True))
        assert j.reason.id == "BAD-COMMAND" and "712.12" in j.reason.sentence
    # a play without the field (every save written before it) is the front face, as before
    assert C.parse_command({"kind": "play", "player": "A", "card": "bears"}) == \
        C.Play("A", "bears", back=False)
    assert "back" not in C.Play("A", "bears").to_dict()


def test_the_back_face_of_a_modal_dfc_lands_with_that_face_in_a_scenario():
    from tabletop.rules.scenarios import step_command
    assert step_command({"do": "play", "player": "A", "card": "valakut", "back": True}) == \
        C.Play("A", "valakut", back=True)


def test_the_spell_of_a_back_face_is_cast_with_that_face():
    facts = {"name": "Front Sorcery // Back Bear", "layout": "modal_dfc",
             "type_line": "Sorcery // Creature — Bear",
             "card_faces": [{"name": "Front Sorcery", "mana_cost": "{5}{R}",
                             "type_line": "Sorcery"},
                            {"name": "Back Bear", "mana_cost": "{1}{G}",
                             "type_line": "Creature — Bear", "power": "2",
                             "toughness": "2"}]}
    su = setup({"A": {"hand": ["bears"]}})
    su["facts"] = {**su["facts"], "mdfc": facts}
    su["cards"].append({"id": "mdfc", "facts": "mdfc", "owner": "A", "zone": "hand"})
    g = new_game(su, seed=7)
    out = g.apply(C.Play("A", "mdfc", back=True))
    assert out.ok and out.cost == "{1}{G}"
    assert g.apply(C.Resolve("mdfc")).ok  # a creature spell: it becomes a permanent
    card = g.state.card("mdfc")
    assert card.zone == "battlefield" and card.transformed

