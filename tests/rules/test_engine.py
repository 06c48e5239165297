"""The arbiter: check never mutates, modes, overrides, atomic refusals, subscribers, undo."""

import pytest

from tabletop.model import commands as C
from tabletop.rules import new_game
from tests.factsdata import setup


def game(zones, **kw):
    return new_game(setup(zones, **kw), seed=7)


def test_check_never_mutates_and_matches_apply():
    g = game({"A": {"library": ["bears", "forest"], "hand": ["angel"],
                    "battlefield": [{"card": "demon", "face_down": "morph"}]}})
    before = g.state.snapshot()
    for cmd in (C.Manifest("A"), C.Cast("A", "angel", "morph"), C.TurnFaceUp("A", "demon", "morph"),
                C.TurnFaceUp("A", "demon", "mana_cost"), C.Advance("next_turn"), C.Shuffle("A")):
        j = g.check(cmd)
        assert g.state.snapshot() == before
        assert g.log == []
        out = g.apply(cmd)
        assert (out.result != "refused") == j.legal, cmd
        assert g.state.snapshot() != before or out.result == "refused"
        g.pop_entry() if out.entry else None
        assert g.state.snapshot() == before


def test_strict_refusal_changes_nothing_and_logs_nothing():
    g = game({"A": {"battlefield": [{"card": "angel", "face_down": "morph"}]}})
    before = g.state.snapshot()
    out = g.apply(C.TurnFaceUp("A", "angel", "mana_cost"))
    assert out.result == "refused" and out.reason.id == "FLIP-MORPH-CAST-NO-R1"
    assert out.events == [] and g.log == [] and g.state.snapshot() == before
    assert "morph" in out.reason.sentence and out.reason.rules


def test_assist_override_is_carried_out_and_logged():
    g = game({"A": {"battlefield": [{"card": "angel", "face_down": "morph"}]}}, mode="assist")
    assert g.apply(C.TurnFaceUp("A", "angel", "mana_cost")).result == "refused"
    out = g.apply(C.TurnFaceUp("A", "angel", "mana_cost"), override=True)
    assert out.result == "overridden"
    assert g.state.card("angel").face_down is None
    assert g.log[-1].result == "overridden"
    assert any(e.kind == "overridden" and "FLIP-MORPH-CAST-NO-R1" in e.data["verdicts"]
               for e in out.events)


def test_strict_ignores_override():
    g = game({"A": {"battlefield": [{"card": "angel", "face_down": "morph"}]}})
    assert g.apply(C.TurnFaceUp("A", "angel", "mana_cost"), override=True).result == "refused"


def test_off_mode_does_everything_without_verdicts():
    g = game({"A": {"battlefield": [{"card": "angel", "face_down": "morph"}]}}, mode="off")
    out = g.apply(C.TurnFaceUp("A", "angel", "mana_cost"))
    assert out.result == "done" and out.verdicts == []
    assert any(e.kind == "turned_face_up" for e in out.events)


def test_impossible_actions_are_refused_in_every_mode():
    for mode in ("strict", "assist", "off"):
        g = game({"A": {"battlefield": ["bears"]}}, mode=mode)
        out = g.apply(C.TurnFaceUp("A", "bears", "morph"), override=True)
        assert out.result == "refused" and out.reason.id == "NOT-FACE-DOWN"
        assert g.apply(C.Tap("nobody")).reason.id == "BAD-COMMAND"


def test_subscribers_hear_apply_revert_and_replay():
    g = game({"A": {"battlefield": ["bears"]}})
    heard = []
    unsubscribe = g.subscribe(lambda events, how: heard.append((how, [e.kind for e in events])))
    g.apply(C.Tap("bears"))
    entry = g.pop_entry()
    g.push_entry(entry)
    assert heard == [("apply", ["tapped"]), ("revert", ["tapped"]), ("replay", ["tapped"])]
    unsubscribe()
    g.apply(C.Untap("bears"))
    assert len(heard) == 3


def test_actor_must_be_the_player():
    g = game({"A": {"library": ["bears"]}})
    out = g.apply(C.Draw("A"), actor="B")
    assert out.result == "refused" and out.reason.id == "NOT-YOUR-OBJECT"
    assert g.apply(C.Draw("A"), actor="A").result == "done"


def test_entry_numbers_are_never_reused():
    g = game({"A": {"library": ["bears", "forest", "bolt"]}})
    g.apply(C.Manifest("A"))
    g.apply(C.Move("bears", "graveyard"))
    g.apply(C.Manifest("A", count=2))
    orders = [g.state.card(c).face_down["order"] for c in ("forest", "bolt")]
    assert orders == [2, 3]


def test_manifest_count_goes_one_at_a_time():
    g = game({"A": {"library": ["bears", "forest", "bolt"]}})
    out = g.apply(C.Manifest("A", count=2))
    assert "MANIFEST-ONE-AT-A-TIME" in out.ids
    assert [e.data["order"] for e in out.events if e.kind == "manifested"] == [1, 2]


def test_manifest_dread_one_and_zero_cards():
    g = game({"A": {"library": ["bears"], "battlefield": []}})
    out = g.apply(C.ManifestDread("A"))
    assert "MD-ONE" in out.ids and g.state.card("bears").face_down["method"] == "manifest_dread"
    out = g.apply(C.ManifestDread("A"))
    assert out.result == "nothing" and "MD-ZERO" in out.ids


def test_manifest_dread_under_cage_sends_both_to_graveyard():
    g = game({"A": {"library": ["bears", "forest"]}},
             restrictions=["creature_cards_cannot_enter_from_library_or_graveyard"])
    out = g.apply(C.ManifestDread("A", keep="bears"))
    assert "MD-PROHIBITED" in out.ids
    assert g.state.zones["A:graveyard"] == ["forest", "bears"] or \
        set(g.state.zones["A:graveyard"]) == {"bears", "forest"}


def test_face_down_exile_only_allowed_players_look():
    g = game({"A": {"hand": ["bolt"]}})
    g.apply(C.Move("bolt", "exile", face_down=True))
    assert g.apply(C.Look("A", "bolt")).ids == ["LOOK-EXILE-FD"]
    out = g.apply(C.Look("B", "bolt"))
    assert out.result == "refused" and out.reason.id == "LOOK-EXILE-FD"
    view = g.view_for("B")
    hidden = [o for o in view.objects if o.zone == "exile"]
    assert hidden and hidden[0].facts is None and hidden[0].face_down


def test_counter_targeting_a_face_down_spell():
    g = game({"A": {"hand": ["angel"]}})
    g.apply(C.Cast("A", "angel", "morph"))
    assert g.check(C.Counter("angel", "noncreature")).reason.id == "FDSPELL-IS-CREATURE-SPELL"
    out = g.apply(C.Counter("angel", "creature"))
    assert "FDSPELL-IS-CREATURE-SPELL" in out.ids and "REVEAL-SPELL-LEAVES-STACK" in out.ids


def test_face_down_cast_cannot_combine_alternative_costs():
    g = game({"A": {"hand": ["angel"]}})
    out = g.apply(C.Cast("A", "angel", "morph", alt_cost="without paying its mana cost"))
    assert out.reason.id == "CAST-FD-ALT-COMBINE"


def test_put_face_down_needs_a_method():
    g = game({"A": {"graveyard": ["bears"]}})
    assert g.apply(C.PutOntoBattlefield("bears", "A", "sneaky")).reason.id == \
        "TRACK-METHOD-REQUIRED"


def test_sorcery_speed_casting_and_land_plays():
    g = game({"A": {"hand": ["bears", "forest", "forest", "bolt"]}}, active="B")
    assert g.apply(C.Cast("A", "bears")).reason.id == "CAST-TIMING"
    assert g.apply(C.Play("A", "forest")).reason.id == "PLAY-LAND-REFUSED"
    assert g.apply(C.Cast("A", "bolt")).result == "done"
    g = game({"A": {"hand": ["forest", "forest"]}})
    assert g.apply(C.Play("A", "forest")).result == "done"
    assert g.apply(C.Play("A", "forest#2")).reason.id == "PLAY-LAND-REFUSED"


def test_no_flip_without_priority():
    g = game({"A": {"battlefield": [{"card": "angel", "face_down": "morph"}]}}, step="untap")
    assert g.apply(C.TurnFaceUp("A", "angel", "morph")).reason.id == "FLIP-NO-PRIORITY"


def test_effects_end_at_cleanup_and_permissions_expire():
    g = game({"A": {"battlefield": ["mist", "bears",
                                    {"card": "forest", "face_down": "manifest"}]}})
    g.apply(C.ApplyEffect("bears", {"add_pt": [3, 3]}))
    g.apply(C.Damage("bears", 1))
    g.apply(C.ExileToPlay("A", "forest"))
    out = g.apply(C.Advance("end_of_turn"))
    assert {"EFFECT-ENDS", "PM-EXPIRED"} <= set(out.ids)
    assert g.state.card("bears").damage == 0 and g.state.effects == []
    assert g.state.step == "cleanup"
    out = g.apply(C.Advance("next_turn"))
    assert g.state.active == "B" and g.state.turn == 4 and g.state.step == "untap"


def test_untap_step_untaps_the_active_players_permanents():
    g = game({"A": {"battlefield": [{"card": "bears", "tapped": True}]},
              "B": {"battlefield": [{"card": "forest", "tapped": True}]}})
    g.apply(C.Advance("next_turn"))
    assert g.state.card("forest").tapped is False and g.state.card("bears").tapped is True


def test_shuffle_is_recorded_and_replayable():
    g = game({"A": {"library": ["bears", "forest", "bolt", "angel", "demon", "den"]}})
    g.apply(C.Shuffle("A"))
    after = list(g.state.zones["A:library"])
    entry = g.pop_entry()
    g.push_entry(entry)
    assert g.state.zones["A:library"] == after
    g.pop_entry()
    g.apply(C.Shuffle("A"))
    assert g.state.zones["A:library"] == after  # same seed, same shuffle number


def test_token_copy_of_face_down_is_face_up_nameless_and_ceases_to_exist():
    g = game({"A": {"battlefield": [{"card": "angel", "face_down": "cloak"}]}})
    out = g.apply(C.CopyCard("A", "angel", "copy"))
    assert "COPY-OF-FACE-DOWN" in out.ids
    copy = g.state.card("copy")
    from tabletop.model.chars import characteristics
    ch = characteristics(g.state, copy)
    assert copy.face_down is None and ch.name is None and ch.power == 2
    assert "Exalted Angel" not in str(g.state.facts["token:copy"])
    g.apply(C.Move("copy", "graveyard"))
    assert g.state.card("copy").zone == "gone"


def test_game_over_refuses_further_actions():
    g = game({"A": {"battlefield": [{"card": "angel", "face_down": "morph"}]}})
    out = g.apply(C.EndGame())
    assert "REVEAL-GAME-END" in out.ids
    assert g.apply(C.Tap("angel")).reason.id == "GAME-OVER"


@pytest.mark.parametrize("cmd", [
    C.Advance("tomorrow"), C.ApplyEffect("bears", {"fly": True}),
    C.ApplyEffect("bears", {"add_pt": [1]}), C.GainControl("Z", "bears"),
    C.Move("bears", "moon"), C.Draw("A", 0), C.AddCounter("bears", n=-5),
])
def test_bad_arguments_get_a_clear_refusal(cmd):
    g = game({"A": {"battlefield": ["bears"], "library": ["forest"]}})
    out = g.apply(cmd)
    assert out.result == "refused" and out.reason.id == "BAD-COMMAND"
    assert out.reason.sentence


def test_mode_switch_is_logged_and_undoable():
    g = game({"A": {"battlefield": [{"card": "angel", "face_down": "morph"}]}})
    assert g.apply(C.SetMode("assist")).result == "done" and g.state.mode == "assist"
    assert g.apply(C.SetMode("lenient")).reason.id == "BAD-COMMAND"
    g.pop_entry()
    assert g.state.mode == "strict"
