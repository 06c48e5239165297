"""Issue 13: abilities come from an object's current characteristics (copies, token copies, ability
loss, face-down status), are found by what they are (not by name), need their source and
priority, and follow control."""

from tabletop.carddata.demo import SEED_CARDS, bundled_lookup
from tabletop.model import commands as C
from tabletop.rules import new_game
from tests.factsdata import FACTS, setup

EXTRA = {
    "copyench": {"name": "Copy Enchantment", "mana_cost": "{2}{U}", "type_line": "Enchantment"},
    "clone": {"name": "Clone", "mana_cost": "{3}{U}", "type_line": "Creature — Shapeshifter",
              "power": "0", "toughness": "0"},
    "hulk": {"name": "Counter Hulk", "mana_cost": "{4}{G}", "type_line": "Creature — Beast",
             "power": "3", "toughness": "3", "morph": "{3}{G}",
             "hints": {"as_turned_face_up_counters": 2, "turned_face_up_trigger": True}},
    "legend": {"name": "Isamaru, Hound of Konda", "mana_cost": "{W}",
               "type_line": "Legendary Creature — Dog", "power": "2", "toughness": "2"},
    "watcher": {"name": "Mastery of the Unseen", "mana_cost": "{1}{W}",
                "type_line": "Enchantment", "hints": {"face_up_watcher": "yours"}},
}
SEEDS = {f"seed{i}": bundled_lookup(n) for i, n in enumerate(SEED_CARDS)}


def game(zones, **kw):
    s = setup(zones, **kw)
    s["facts"] = {**FACTS, **EXTRA, **SEEDS}
    return new_game(s)


def triggers(out):
    return [e.data["name"] for e in out.events if e.kind == "trigger"]


# ---------------------------------------------------------------- copies of face-down creatures
def test_a_face_down_copy_turned_up_has_the_copied_cards_abilities():
    # bears, face down, became a copy of Counter Hulk: turned face up it is a Counter Hulk with
    # the Hulk's "when turned face up" and "as turned face up" (707.2, 708.10, 708.11)
    g = game({"A": {"battlefield": ["hulk", {"card": "bears", "face_down": "manifest"}]}})
    assert g.apply(C.BecomeCopy("bears", "hulk")).ok
    out = g.apply(C.TurnFaceUp("A", "bears", "effect"))
    assert out.ok and "UP-AS-TURNED-UP" in out.ids and "UP-TRIGGERS" in out.ids
    assert triggers(out) == ["Counter Hulk"]
    assert g.state.card("bears").counters == {"+1/+1": 2}
    # and it may be turned up for the Hulk's morph cost (R2 judges the object face up)
    g = game({"A": {"battlefield": ["hulk", {"card": "bears", "face_down": "manifest"}]}})
    g.apply(C.BecomeCopy("bears", "hulk"))
    out = g.apply(C.TurnFaceUp("A", "bears", "morph"))
    assert out.ok and out.cost == "{3}{G}" and triggers(out) == ["Counter Hulk"]


def test_the_printed_cards_own_abilities_do_not_follow_it_under_a_copy_effect():
    # a face-down Counter Hulk that became a copy of Grizzly Bears has no turn-up abilities
    g = game({"A": {"battlefield": ["bears", {"card": "hulk", "face_down": "morph"}]}})
    g.apply(C.BecomeCopy("hulk", "bears"))
    out = g.apply(C.TurnFaceUp("A", "hulk", "effect"))
    assert out.ok and triggers(out) == [] and "UP-AS-TURNED-UP" not in out.ids
    assert g.state.card("hulk").counters == {}


# ---------------------------------------------------------------- ability loss across a turn-up
def test_ability_loss_keeps_applying_after_the_turn_up():
    g = game({"A": {"battlefield": ["watcher", {"card": "hulk", "face_down": "morph"}]}})
    g.apply(C.ApplyEffect("hulk", {"lose_all_abilities": True}))
    out = g.apply(C.TurnFaceUp("A", "hulk", "effect"))
    assert out.ok and "UP-AS-TURNED-UP" not in out.ids
    assert triggers(out) == ["Mastery of the Unseen"]  # the watcher still sees it (708.8)
    assert g.state.card("hulk").counters == {}


def test_a_watcher_that_lost_its_abilities_does_not_trigger():
    g = game({"A": {"battlefield": ["watcher", {"card": "bears", "face_down": "manifest"}]}})
    g.apply(C.ApplyEffect("watcher", {"lose_all_abilities": True}))
    assert triggers(g.apply(C.TurnFaceUp("A", "bears", "mana_cost"))) == []


# ---------------------------------------------------------------- token copies, Copy Enchantment
def test_a_token_copy_of_a_turned_up_watcher_carries_its_ability():
    g = game({"A": {"battlefield": ["watcher", {"card": "bears", "face_down": "manifest"}]}})
    assert g.apply(C.CopyCard("A", "watcher", name="watcher-copy")).ok
    g.apply(C.Move("watcher", "graveyard"))  # the token alone has the ability now
    out = g.apply(C.TurnFaceUp("A", "bears", "mana_cost"))
    assert triggers(out) == ["Mastery of the Unseen"] and out.ok
    assert [e.data["card"] for e in out.events if e.kind == "trigger"] == ["bears"]


def test_copy_enchantment_on_primordial_mist_gives_its_controller_every_mist_ability():
    # B's Copy Enchantment copies A's Mist (the bundled card with its text)
    g = game({"A": {"battlefield": ["seed0"]},
              "B": {"battlefield": ["copyench", {"card": "bears", "face_down": "manifest"}]}},
             active="B", step="main2")
    g.apply(C.BecomeCopy("copyench", "seed0"))
    out = g.apply(C.ExileToPlay("B", "bears"))
    assert out.ok and out.ids[:1] != ["PM-NO-SOURCE"]
    assert g.state.card("bears").permission["player"] == "B"
    out = g.apply(C.Advance("end"))
    assert "PM-MANIFEST-OPTIONAL" in out.ids and triggers(out) == ["Primordial Mist"]


def test_a_token_copy_of_the_mist_is_a_mist_and_the_original_is_not_needed():
    g = game({"A": {"battlefield": ["mist", {"card": "bears", "face_down": "manifest"}]}})
    g.apply(C.CopyCard("A", "mist", name="mist-token"))
    g.apply(C.Move("mist", "graveyard"))
    assert g.apply(C.ExileToPlay("A", "bears")).ok


def test_copy_enchantment_on_cryptic_pursuit_triggers_for_its_controller():
    g = game({"A": {"battlefield": ["seed2"]},
              "B": {"battlefield": ["copyench", {"card": "bolt", "face_down": "manifest"}],
                    "hand": ["bolt"], "library": ["bears"]}}, active="B")
    g.apply(C.BecomeCopy("copyench", "seed2"))
    out = g.apply(C.Cast("B", "bolt"))  # (ids: B's hand comes before B's battlefield)
    assert "CP-MANIFEST-ON-CAST" in out.ids and triggers(out) == ["Cryptic Pursuit"]
    out = g.apply(C.Move("bolt#2", "graveyard"))
    assert "CP-DIES-INSTANT" in out.ids and "Cryptic Pursuit" in triggers(out)
    assert g.apply(C.ExileToPlay("B", "bolt#2", source="Cryptic Pursuit", from_zone="graveyard",
                                 until="end_of_your_next_turn")).ok


def test_copy_enchantment_on_break_down_the_door_copies_no_ability_the_rules_know():
    # Break Down the Door is a sorcery: its manifest dread is what the spell does, no ability
    # of a permanent; a copy of it has no triggers, permissions or activated abilities
    g = game({"A": {"battlefield": ["copyench", {"card": "bears", "face_down": "manifest"}],
                    "graveyard": ["seed1"], "hand": ["bolt"]}}, step="main2")
    g.apply(C.BecomeCopy("copyench", "seed1"))
    assert g.apply(C.ExileToPlay("A", "bears")).reason.id == "PM-NO-SOURCE"
    out = g.apply(C.Advance("end"))
    assert triggers(out) == [] and "PM-MANIFEST-OPTIONAL" not in out.ids
    assert "CP-MANIFEST-ON-CAST" not in g.apply(C.Cast("A", "bolt")).ids


def test_a_clone_of_a_face_down_creature_copies_nothing():
    g = game({"A": {"battlefield": ["clone", {"card": "hulk", "face_down": "morph"}]}})
    g.apply(C.BecomeCopy("clone", "hulk"))
    g.apply(C.Move("hulk", "graveyard"))  # the Hulk leaves; the clone stays a nameless 2/2
    st = g.state
    from tabletop.model.chars import characteristics
    ch = characteristics(st, st.card("clone"))
    assert ch.name is None and ch.ability_facts.to_dict() == {}


# ---------------------------------------------------------------- source and priority
def test_mist_without_a_mist_is_refused_with_its_reason():
    g = game({"A": {"battlefield": [{"card": "bears", "face_down": "manifest"}]},
              "B": {"battlefield": ["mist"]}})
    out = g.apply(C.ExileToPlay("A", "bears"))
    assert out.result == "refused" and out.reason.id == "PM-NO-SOURCE"
    assert g.state.card("bears").zone == "battlefield"
    # control of B's Mist makes A its source
    g.apply(C.GainControl("A", "mist"))
    assert g.apply(C.ExileToPlay("A", "bears")).ok


def test_a_mist_that_lost_its_abilities_is_no_source():
    g = game({"A": {"battlefield": ["mist", {"card": "bears", "face_down": "manifest"}]}})
    g.apply(C.ApplyEffect("mist", {"lose_all_abilities": True}))
    assert g.apply(C.ExileToPlay("A", "bears")).reason.id == "PM-NO-SOURCE"


def test_mist_in_the_untap_step_is_refused_for_want_of_priority():
    g = game({"A": {"battlefield": ["mist", {"card": "bears", "face_down": "manifest"}]}},
             step="untap")
    out = g.apply(C.ExileToPlay("A", "bears"))
    assert out.result == "refused" and out.reason.id == "NO-PRIORITY"
    assert "PM-NO-SOURCE" not in out.ids


# ---------------------------------------------------------------- control
def test_pursuit_follows_its_controller_with_a_stolen_creature():
    # B stole A's face-down Bolt; B controls a Pursuit: when it dies the ability is B's, and
    # B (not A, the owner) may cast the card from A's graveyard
    g = game({"A": {"battlefield": [{"card": "bolt", "face_down": "manifest"}]},
              "B": {"battlefield": ["pursuit"]}}, active="B")
    g.apply(C.GainControl("B", "bolt"))
    out = g.apply(C.Move("bolt", "graveyard"))
    assert "CP-DIES-INSTANT" in out.ids and triggers(out) == ["Cryptic Pursuit"]
    assert g.state.card("bolt").zone == "graveyard" and g.state.card("bolt").owner == "A"
    assert g.apply(C.ExileToPlay("A", "bolt", source="Cryptic Pursuit", from_zone="graveyard",
                                 until="end_of_your_next_turn")).reason.id == "CP-NOT-YOURS"
    out = g.apply(C.ExileToPlay("B", "bolt", source="Cryptic Pursuit", from_zone="graveyard",
                                until="end_of_your_next_turn"))
    assert out.ok and g.state.card("bolt").permission["player"] == "B"


def test_the_owners_pursuit_does_not_see_a_creature_it_does_not_control():
    g = game({"A": {"battlefield": ["pursuit", {"card": "bolt", "face_down": "manifest"}]}})
    g.apply(C.GainControl("B", "bolt"))
    out = g.apply(C.Move("bolt", "graveyard"))
    assert triggers(out) == [] and "CP-DIES-INSTANT" not in out.ids
    assert g.apply(C.ExileToPlay("A", "bolt", source="Cryptic Pursuit", from_zone="graveyard",
                                 until="end_of_your_next_turn")).reason.id == "CP-NOT-YOURS"


def test_the_legend_rule_compares_current_names():
    # a copy of Isamaru is named Isamaru: turning up a face-down Isamaru next to it is the
    # legend rule; a face-down Isamaru beside a face-up Isamaru has no name
    g = game({"A": {"battlefield": ["legend", "clone",
                                    {"card": "legend", "face_down": "manifest"}]}})
    g.apply(C.Move("legend", "exile"))
    g.apply(C.BecomeCopy("clone", "legend#2"))  # copies a face-down: a nameless 2/2
    out = g.apply(C.TurnFaceUp("A", "legend#2", "mana_cost"))
    assert "UP-SBA" not in out.ids
    g = game({"A": {"battlefield": ["legend", "clone",
                                    {"card": "legend", "face_down": "manifest"}]}})
    g.apply(C.BecomeCopy("clone", "legend"))
    g.apply(C.Move("legend", "exile"))
    out = g.apply(C.TurnFaceUp("A", "legend#2", "mana_cost"))
    assert "UP-SBA" in out.ids
    assert "Isamaru, Hound of Konda" in next(v for v in out.verdicts
                                             if v.id == "UP-SBA").params["detail"]


# ---------------------------------------------------------------- leaving the game (800.4a)
def test_leaving_the_game_with_a_stolen_creature_gives_it_back_and_takes_own_cards_away():
    g = game({"A": {"battlefield": ["bears", {"card": "angel", "face_down": "morph"}]},
              "B": {"battlefield": ["forest", {"card": "demon", "face_down": "morph"}],
                    "hand": ["bolt"]}, "C": {}}, players=("A", "B", "C"))
    g.apply(C.GainControl("B", "bears"))  # B steals A's face-up creature ...
    g.apply(C.GainControl("B", "angel"))  # ... and A's face-down one
    out = g.apply(C.LeaveGame("B"))
    assert out.ok
    assert {"LEAVE-CONTROL-ENDS", "LEAVE-OBJECTS-GONE", "REVEAL-PLAYER-LEAVES"} <= set(out.ids)
    st = g.state
    from tabletop.model.chars import controller_of
    assert [controller_of(st, st.card(x)) for x in ("bears", "angel")] == ["A", "A"]
    assert st.card("angel").face_down is not None  # still face down, now A's again
    revealed = {e.data["card"] for e in out.events if e.kind == "revealed"}
    assert revealed == {"angel", "demon"}  # 708.9: what B owned or controlled face down
    assert all(st.card(x).zone == "gone" for x in ("forest", "demon", "bolt"))
    assert st.zones["B:hand"] == [] and "forest" not in st.zones["battlefield"]
    assert st.effects == []


def test_an_object_a_leaving_player_controls_without_an_effect_is_exiled():
    g = game({"A": {"battlefield": [{"card": "bears", "controller": "B"}]}, "B": {}})
    out = g.apply(C.LeaveGame("B"))
    assert out.ok and g.state.card("bears").zone == "exile"


# ---------------------------------------------------------------- ability facts from card text
def test_the_text_derivation_finds_the_seed_abilities_the_seed_facts_name():
    from tabletop.carddata.text import derive
    from tabletop.model.cards import SEED_ABILITIES
    for name, abilities in SEED_ABILITIES.items():
        facts = bundled_lookup(name)
        assert derive(facts["name"], facts["oracle_text"])["hints"]["abilities"] == \
            list(abilities), name
    # an imported card with Mist's text but another name is a Mist
    text = bundled_lookup("Primordial Mist")["oracle_text"]
    assert derive("Mist Twin", text)["hints"]["abilities"] == list(
        SEED_ABILITIES["Primordial Mist"])


# ---------------------------------------------------------------- Mastery's activated manifest
def test_an_activated_manifest_needs_a_permanent_with_it_and_priority():
    mastery = bundled_lookup("Mastery of the Unseen")
    s = setup({"A": {"battlefield": ["m"], "library": ["bears", "forest"]},
               "B": {"battlefield": ["copyench"], "library": ["bolt"]}})
    s["facts"] = {**FACTS, **EXTRA, "m": mastery}
    g = new_game(s)
    assert g.apply(C.Manifest("A", by="m")).ok  # A's Mastery
    out = g.apply(C.Manifest("B", by="m"))  # not B's
    assert out.reason.id == "ABILITY-NO-SOURCE"
    out = g.apply(C.Manifest("B", by="copyench"))  # no such ability
    assert out.reason.id == "ABILITY-NO-SOURCE"
    g.apply(C.BecomeCopy("copyench", "m"))  # Copy Enchantment copies Mastery: now it has it
    assert g.apply(C.Manifest("B", by="copyench")).ok
    g.apply(C.ApplyEffect("m", {"lose_all_abilities": True}))
    assert g.apply(C.Manifest("A", by="m")).reason.id == "ABILITY-NO-SOURCE"
    s["turn"]["step"] = "untap"
    g = new_game(s)
    assert g.apply(C.Manifest("A", by="m")).reason.id == "NO-PRIORITY"


def test_a_copy_triggers_as_it_last_existed_and_a_token_copy_as_it_enters():
    extra = {"ghoul": {"name": "Dying Ghoul", "mana_cost": "{1}{B}",
                       "type_line": "Creature — Zombie", "power": "1", "toughness": "1",
                       "hints": {"dies_trigger": True, "etb_trigger": True}}}
    s = setup({"A": {"battlefield": ["ghoul", "clone"]}})
    s["facts"] = {**FACTS, **EXTRA, **extra}
    g = new_game(s)
    out = g.apply(C.CopyCard("A", "ghoul", name="ghoul-token"))
    assert triggers(out) == ["Dying Ghoul"]  # the token copy enters with the enters trigger
    g.apply(C.BecomeCopy("clone", "ghoul"))
    out = g.apply(C.Move("clone", "graveyard"))  # it dies as a Dying Ghoul (603.10a)
    assert triggers(out) == ["Dying Ghoul"]
    g.apply(C.ApplyEffect("ghoul-token", {"lose_all_abilities": True}))
    assert triggers(g.apply(C.Move("ghoul-token", "graveyard"))) == []
