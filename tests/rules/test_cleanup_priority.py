"""514.3a: no player gets priority in the cleanup step, unless something triggers during it;
then they do (and a new step ends it). Issue 13's smaller point: not every cleanup step is one
without priority."""

from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.rules.routes import all_routes
from tests.factsdata import setup

VISIONARY = {"name": "Elvish Visionary", "mana_cost": "{1}{G}",
             "type_line": "Creature — Elf Shaman", "power": "1", "toughness": "1",
             "hints": {"etb_trigger": True}}


def cleanup_game():
    su = setup({"A": {"hand": ["visionary", "bolt"],
                      "battlefield": [{"card": "angel", "face_down": "morph", "order": 1}]}},
               step="cleanup")
    su["facts"] = {**su["facts"], "visionary": VISIONARY}
    return new_game(su, seed=7)


def morph_route(g):
    return next(r for r in all_routes(g.state, "A", g.state.card("angel")) if r.route == "morph")


def test_cleanup_without_a_trigger_has_no_priority():
    g = cleanup_game()
    r = morph_route(g)
    assert not r.legal and r.verdicts[0].id == "FLIP-NO-PRIORITY"
    assert g.check(C.Cast("A", "bolt")).reason.id == "CAST-TIMING"


def test_a_trigger_during_cleanup_gives_priority_until_the_next_step():
    g = cleanup_game()
    before = g.state.snapshot()
    out = g.apply(C.PutOntoBattlefield("visionary", "A"))
    assert any(e.kind == "trigger" for e in out.events)
    assert g.state.cleanup_priority
    assert morph_route(g).legal  # the special action needs priority: there is some now
    assert g.check(C.Cast("A", "bolt")).legal  # an instant too
    assert g.apply(C.TurnFaceUp("A", "angel", "morph")).ok
    # undo all of it: the cleanup step is without priority again
    g.pop_entry()
    g.pop_entry()
    assert g.state.snapshot() == before and not g.state.cleanup_priority
    # the next step ends it
    g.apply(C.PutOntoBattlefield("visionary", "A"))
    g.apply(C.Advance("next_step"))
    assert g.state.step == "untap" and not g.state.cleanup_priority

