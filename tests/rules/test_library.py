"""Libraries, searches, reveals and mulligans: each command, each verdict, and who knows which
card afterwards (SCENARIOS.md, "Who knows a card")."""

import pytest

from tabletop.model import commands as C
from tabletop.model.modes import Result
from tabletop.model.setup import SetupError
from tabletop.rules import new_game
from tabletop.rules.h_library import bottom_count, skips_first_draw
from tabletop.rules.journal import lines_for
from tabletop.rules.knowledge import known_to
from tabletop.storage import dump_game, load_game_bytes
from tests.factsdata import setup

LIB = ["bears", "forest", "bolt", "angel", "den"]


def game(zones=None, **kw):
    return new_game(setup(zones or {"A": {"library": list(LIB)}}, **kw), seed=7)


def knows(g, seat, cid):
    """What the seat's view shows of the card (the view, not the rule, is what is judged)."""
    v = g.view_for(seat)
    return any(o.card_id == cid and o.facts is not None
               for o in (*v.objects, *v.library_known))


def library(g, p="A"):
    return list(g.state.zones[f"{p}:library"])


def kinds(out):
    return [e.kind for e in out.events]


# ---------------------------------------------------------------- draw, mill, shuffle
def test_draw_from_an_empty_library_is_an_attempt_each_time():
    g = game({"A": {"library": ["bears"]}})
    out = g.apply(C.Draw("A", 3))
    assert out.result == Result.DONE and "LIB-DRAW-EMPTY" in out.ids
    assert kinds(out).count("drew") == 1 and kinds(out).count("drew_from_empty_library") == 2
    assert g.state.zones["A:hand"] == ["bears"]
    out = g.apply(C.Draw("A"))
    assert kinds(out) == ["drew_from_empty_library"] and out.result == Result.DONE


def test_mill_goes_in_library_order_the_last_on_top_and_is_public():
    g = game()
    out = g.apply(C.Mill("A", 2))
    assert kinds(out) == ["milled"]
    assert g.state.zones["A:graveyard"] == ["forest", "bears"]
    assert knows(g, "B", "forest")
    assert g.apply(C.Mill("A", 9)).ok and library(g) == []
    out = g.apply(C.Mill("A"))
    assert out.result == Result.NOTHING and "LIB-MILL-EMPTY" in out.ids and not out.events


def test_shuffle_uses_the_seeded_generator_and_undo_restores_the_order():
    a, b = game(), game()
    a.apply(C.Shuffle("A"))
    b.apply(C.Shuffle("A"))
    assert library(a) == library(b) and sorted(library(a)) == sorted(LIB)
    before = game()
    a.pop_entry()
    assert a.state.snapshot() == before.state.snapshot()


# ---------------------------------------------------------------- look and arrange
def test_look_top_only_the_looker_knows_and_a_shuffle_erases_it():
    g = game()
    assert not knows(g, "A", "bears")
    out = g.apply(C.LookTop("A", n=2))
    assert kinds(out) == ["looked"]
    assert knows(g, "A", "bears") and knows(g, "A", "forest")
    assert not knows(g, "B", "bears") and not knows(g, "A", "bolt")
    g.apply(C.Shuffle("A"))
    assert not any(knows(g, p, c) for p in "AB" for c in LIB)


def test_look_at_another_players_library_by_an_effect():
    g = game({"B": {"library": ["bears", "forest"]}})
    assert g.apply(C.LookTop("A", "B", 1)).ok
    assert knows(g, "A", "bears") and not knows(g, "B", "bears")
    assert g.apply(C.LookTop("A", "A")).result == Result.NOTHING  # an empty library


def test_arrange_only_known_top_cards_each_once():
    g = game()
    out = g.apply(C.ArrangeTop("A", top=("bears",)))
    assert out.result == Result.REFUSED and "LIB-ARRANGE-UNKNOWN" in out.ids
    g.apply(C.LookTop("A", n=2))
    out = g.apply(C.ArrangeTop("A", top=("bears",), bottom=("bolt",)))  # bolt is 3rd
    assert out.result == Result.REFUSED and "LIB-ARRANGE-NOT-TOP" in out.ids
    out = g.apply(C.ArrangeTop("A", top=("forest",), bottom=("forest",)))
    assert out.result == Result.REFUSED
    out = g.apply(C.ArrangeTop("A", top=("forest",), bottom=("bears",)))
    assert kinds(out) == ["arranged"]
    assert library(g) == ["forest", "bolt", "angel", "den", "bears"]
    assert knows(g, "A", "bears") and not knows(g, "B", "bears")


def test_surveil_to_the_graveyard_is_public_and_the_top_stays_known_to_the_looker_only():
    g = game()
    g.apply(C.LookTop("A", n=2))
    assert g.apply(C.ArrangeTop("A", top=("forest",), graveyard=("bears",))).ok
    assert g.state.zones["A:graveyard"] == ["bears"] and knows(g, "B", "bears")
    assert knows(g, "A", "forest") and not knows(g, "B", "forest")
    g.apply(C.Draw("A"))
    assert g.state.zones["A:hand"] == ["forest"]


def test_a_card_put_on_top_from_the_battlefield_stays_known_until_the_shuffle():
    g = game({"A": {"library": ["bolt"], "battlefield": ["bears"]}})
    g.apply(C.Move("bears", "library", "top"))
    assert knows(g, "A", "bears") and knows(g, "B", "bears")
    g.apply(C.Draw("A"))
    assert knows(g, "B", "bears")  # followed into the hand
    g.apply(C.Move("bears", "library", "top"))  # from the hand, unrevealed: B forgets it
    assert knows(g, "A", "bears") and not knows(g, "B", "bears")


# ---------------------------------------------------------------- search
def test_search_reveal_shuffle_and_the_rest_is_unknown():
    g = game()
    out = g.apply(C.Search("A", find=("forest",), to="hand", reveal=True))
    assert kinds(out)[:1] == ["searched"] and "revealed" in kinds(out)
    assert kinds(out)[-1] == "shuffled"
    assert knows(g, "B", "forest") and g.state.zones["A:hand"] == ["forest"]
    assert not any(knows(g, p, c) for p in "AB" for c in library(g))


def test_search_unrevealed_to_hand_is_known_to_the_searcher_only():
    g = game()
    assert g.apply(C.Search("A", find=("bolt",), to="hand")).ok
    assert knows(g, "A", "bolt") and not knows(g, "B", "bolt")


def test_search_failing_and_any_card():
    g = game()
    out = g.apply(C.Search("A"))
    assert out.ok and "LIB-SEARCH-FAIL-OK" in out.ids and kinds(out) == ["searched", "shuffled"]
    out = g.apply(C.Search("A", any_card=True))
    assert out.result == Result.REFUSED and "LIB-SEARCH-ANY-CARD" in out.ids
    out = g.apply(C.Search("A", find=("ghost",), to="hand"))
    assert out.result == Result.REFUSED
    h = game({"A": {"library": ["bears"], "hand": ["bolt"]}})
    out = h.apply(C.Search("A", find=("bolt",), to="hand"))
    assert out.result == Result.REFUSED and "LIB-SEARCH-NOT-THERE" in out.ids


def test_search_to_top_shuffles_the_rest_first_and_the_found_card_is_known_to_its_searcher():
    g = game()
    out = g.apply(C.Search("A", find=("angel",), to="top", any_card=True))
    assert "LIB-SEARCH-TOP" in out.ids and kinds(out) == ["searched", "shuffled"]
    assert library(g)[0] == "angel" and sorted(library(g)) == sorted(LIB)
    assert knows(g, "A", "angel") and not knows(g, "B", "angel")
    assert not any(knows(g, "A", c) for c in library(g)[1:])


def test_search_without_shuffle_leaves_the_others_forgetting_what_was_taken():
    g = game()
    g.apply(C.Mill("A"))  # bears is public
    g.apply(C.Move("bears", "library", "top"))  # known to all on top
    assert knows(g, "B", "bears")
    g.apply(C.Search("A", find=("forest",), to="hand", shuffle=False))
    assert not knows(g, "B", "bears")  # can't tell which card went
    assert knows(g, "A", "bears") and knows(g, "A", "bolt")  # the searcher saw them all


def test_search_onto_the_battlefield_face_down_and_tapped():
    g = game()
    out = g.apply(C.Search("A", find=("angel",), to="battlefield", tapped=True,
                           face_down="manifest"))
    assert "entered_battlefield" in kinds(out)
    angel = g.state.cards["angel"]
    assert angel.tapped and angel.face_down["method"] == "manifest"
    assert knows(g, "A", "angel") and not knows(g, "B", "angel")


def test_search_of_another_players_library_puts_it_under_the_searchers_control():
    g = game({"B": {"library": ["bears", "forest"]}})
    assert g.apply(C.Search("A", "B", find=("bears",), to="battlefield")).ok
    assert g.state.cards["bears"].controller == "A" and g.state.cards["bears"].owner == "B"


# ---------------------------------------------------------------- reveal
def test_reveal_the_top_card_then_draw_it_stays_known_but_not_revealed():
    g = game()
    assert kinds(g.apply(C.Reveal("A", from_zone="library"))) == ["revealed"]
    assert knows(g, "B", "bears") and set(g.state.cards["bears"].revealed) == {"A", "B"}
    g.apply(C.Draw("A"))
    assert knows(g, "B", "bears") and g.state.cards["bears"].revealed == []


def test_reveal_to_some_players_is_a_look_and_the_log_names_it_only_to_them():
    g = game({"A": {"hand": ["bears", "bolt"]}}, players=("A", "B", "C"))
    out = g.apply(C.Reveal("A", from_zone="hand", to=("B",)))
    assert kinds(out) == ["revealed", "revealed"]
    assert knows(g, "B", "bears") and not knows(g, "C", "bears")
    assert g.state.cards["bears"].revealed == []  # not revealed to all
    b = " ".join(ln["text"] for ln in lines_for(g, "B"))
    c = " ".join(ln["text"] for ln in lines_for(g, "C"))
    assert "Grizzly Bears was revealed to B" in b
    assert "Grizzly Bears" not in c and "Lightning Bolt" not in c


def test_reveal_refusals():
    g = game({"A": {"hand": ["bears"], "library": ["bolt"]}, "B": {"hand": ["forest"]}})
    assert g.apply(C.Reveal("A", "forest")).result == Result.REFUSED
    assert g.apply(C.Reveal("A", "bolt")).result == Result.REFUSED
    assert g.apply(C.Reveal("A")).result == Result.REFUSED
    assert g.apply(C.Reveal("A", "bears", to=("Z",))).result == Result.REFUSED
    assert g.apply(C.Reveal("B", from_zone="library")).result == Result.NOTHING


def test_a_revealed_hand_card_is_forgotten_when_another_goes_face_down_from_that_hand():
    g = game({"A": {"hand": ["bears", "angel"]}})
    g.apply(C.Reveal("A", card_list=("bears", "angel")))
    assert knows(g, "B", "bears") and knows(g, "B", "angel")
    assert g.apply(C.Cast("A", "angel", "morph")).ok
    assert not knows(g, "B", "angel") and not knows(g, "B", "bears")
    b = " ".join(ln["text"] for ln in lines_for(g, "B"))
    assert "cast face-down #" in b and "cast Exalted Angel" not in b


# ---------------------------------------------------------------- knowledge through changes
def test_a_face_down_permanent_stays_known_to_who_controlled_it_and_who_saw_it_face_up():
    g = game({"A": {"battlefield": ["bears", {"card": "angel", "face_down": "morph"}]}})
    g.apply(C.TurnFaceDown("bears", "Ixidron"))
    assert knows(g, "B", "bears")  # saw it face up
    g.apply(C.GainControl("B", "angel", "end_of_turn"))
    assert knows(g, "A", "angel") and knows(g, "B", "angel")
    g.apply(C.Advance("end_of_turn"))
    assert g.state.cards["angel"].controller == "A"
    assert knows(g, "B", "angel")  # B controlled it: B still knows it


def test_a_token_that_ceases_to_exist_is_known_to_nobody():
    g = game({"A": {"battlefield": ["bears"]}})
    g.apply(C.CopyCard("A", "bears", "tok"))
    g.apply(C.Move("tok", "hand"))
    assert g.state.cards["tok"].zone == "gone" and g.state.cards["tok"].known == []
    assert not known_to(g.state, "A", g.state.cards["tok"])


# ---------------------------------------------------------------- mulligans
def pregame(hand_a=7, players=("A", "B"), library_a=0):
    keys = ["bears", "forest", "bolt", "angel", "den", "arbor", "demon"]
    zones = {"A": {"hand": [keys[i % len(keys)] for i in range(hand_a)],
                   "library": ["ripper"] * library_a},
             "B": {"hand": ["forest"] * 7}}
    return new_game(setup(zones, players=players, step="pregame", turn=0), seed=3)


def test_london_mulligan_put_on_bottom_keep_and_begin():
    g = pregame()
    out = g.apply(C.Mulligan("A"))
    assert kinds(out) == ["mulliganed", "shuffled", "drew"]
    assert g.state.mulligans["A"] == 1 and g.state.bottom_due["A"] == 1
    assert len(g.state.zones["A:hand"]) == 7 and library(g) == []
    assert "MULL-BOTTOM-FIRST" in g.apply(C.Keep("A")).ids
    assert "MULL-BOTTOM-FIRST" in g.apply(C.Mulligan("A")).ids
    assert "MULL-BOTTOM-FIRST" in g.apply(C.Advance("main1")).ids
    hand = g.state.zones["A:hand"]
    assert "MULL-BOTTOM-COUNT" in g.apply(C.PutOnBottom("A", tuple(hand[:2]))).ids
    assert g.apply(C.PutOnBottom("A", ("ghost",))).result == Result.REFUSED
    assert "MULL-NOT-IN-HAND" in g.apply(C.PutOnBottom("A", (g.state.zones["B:hand"][0],))).ids
    card = hand[0]
    assert kinds(g.apply(C.PutOnBottom("A", (card,)))) == ["put_on_bottom"]
    assert library(g) == [card] and knows(g, "A", card) and not knows(g, "B", card)
    assert "MULL-BOTTOM-NONE" in g.apply(C.PutOnBottom("A", (hand[0],))).ids
    assert kinds(g.apply(C.Keep("A"))) == ["kept"]
    assert "MULL-KEPT" in g.apply(C.Mulligan("A")).ids
    out = g.apply(C.Advance("main1"))
    assert "GAME-BEGINS" in out.ids and "GAME-FIRST-DRAW-SKIPPED" in out.ids
    assert [e.kind for e in out.events][:3] == ["kept", "turn_began", "step_began"]
    assert g.state.turn == 1 and g.state.step == "main1" and g.state.kept == ["A", "B"]
    assert "MULL-NOT-PREGAME" in g.apply(C.Mulligan("B")).ids
    assert "MULL-NOT-PREGAME" in g.apply(C.Keep("B")).ids


def test_the_first_mulligan_is_free_with_more_than_two_players():
    g = pregame(players=("A", "B", "C"))
    out = g.apply(C.Mulligan("A"))
    assert "MULL-FREE" in out.ids and g.state.bottom_due["A"] == 0
    g.apply(C.Mulligan("A"))
    assert g.state.bottom_due["A"] == 1
    assert bottom_count(3, 1) == 0 and bottom_count(2, 1) == 1 and bottom_count(4, 3) == 2
    assert skips_first_draw(2) and not skips_first_draw(3)
    assert g.apply(C.PutOnBottom("A", tuple(g.state.zones["A:hand"][:1]))).ok
    out = g.apply(C.Advance("main1"))
    assert "GAME-BEGINS" in out.ids and "GAME-FIRST-DRAW-SKIPPED" not in out.ids  # 103.8c


def test_mulligans_to_no_cards_then_refused():
    g = pregame(library_a=3)
    for n in range(1, 8):
        assert g.apply(C.Mulligan("A")).ok, n
        hand = tuple(g.state.zones["A:hand"])
        assert g.apply(C.PutOnBottom("A", hand[:n])).ok, n
    assert g.state.zones["A:hand"] == []
    assert "MULL-NO-CARDS" in g.apply(C.Mulligan("A")).ids


def test_advance_out_of_pregame_to_next_turn_stops_at_turn_ones_untap():
    g = pregame()
    g.apply(C.Advance("next_turn"))
    assert (g.state.turn, g.state.step, g.state.active) == (1, "untap", "A")


def test_pregame_needs_turn_zero():
    with pytest.raises(SetupError):
        new_game(setup({}, step="pregame", turn=1))
    with pytest.raises(SetupError):
        new_game(setup({}, step="main1", turn=0))


def test_a_mulligan_game_saves_loads_and_replays_identically():
    g = pregame()
    g.apply(C.Mulligan("A"))
    g.apply(C.Keep("B"))
    g.apply(C.PutOnBottom("A", (g.state.zones["A:hand"][0],)))
    g.apply(C.Keep("A"))
    g.apply(C.Advance("main1"))
    g.apply(C.LookTop("A"))
    g.apply(C.Search("A", find=(library(g)[0],), to="hand"))
    data = dump_game(g)
    again = load_game_bytes(data, verify="rules")
    assert again.state.snapshot() == g.state.snapshot()


def test_a_card_exiled_face_down_from_the_battlefield_stays_known_to_who_saw_it():
    g = game({"A": {"battlefield": ["bears"], "hand": ["bolt"]}})
    assert g.apply(C.Move("bears", "exile", face_down=True)).ok
    assert knows(g, "A", "bears") and knows(g, "B", "bears")
    assert g.apply(C.Move("bolt", "exile", face_down=True)).ok  # from the hand: A only
    assert knows(g, "A", "bolt") and not knows(g, "B", "bolt")


def test_drawing_milling_or_shuffling_for_a_player_who_left_does_nothing():
    g = game({"A": {"library": ["bears"]}, "B": {"library": ["bolt", "forest"]}})
    g.apply(C.LeaveGame("B"))
    for cmd in (C.Draw("B"), C.Mill("B"), C.Shuffle("B")):
        out = g.apply(cmd)
        assert out.result == Result.NOTHING and "PLAYER-LEFT" in out.ids and not out.events
    # B's cards left the game with B (800.4a); nothing came back
    assert g.state.zones["B:library"] == [] and g.state.card("bolt").zone == "gone"


def test_a_small_library_can_leave_a_player_no_cards_sooner():
    g = pregame(hand_a=1)  # one card in all: a mulligan draws it back, then it goes under
    assert g.apply(C.Mulligan("A")).ok and g.state.bottom_due["A"] == 1
    assert g.apply(C.PutOnBottom("A", tuple(g.state.zones["A:hand"]))).ok
    assert "MULL-NO-CARDS" in g.apply(C.Mulligan("A")).ids
    assert g.apply(C.Keep("A")).ok


def test_a_refused_put_on_bottom_tells_the_other_seat_why_without_naming_cards():
    from tabletop.rules.visibility import verdicts_for
    g = pregame()
    g.apply(C.Mulligan("A"))
    hand = tuple(g.state.zones["A:hand"][:2])
    out = g.apply(C.PutOnBottom("A", hand))
    shown = verdicts_for(g.state, "B", hand, out.verdicts)
    assert [v.id for v in shown] == ["MULL-BOTTOM-COUNT"]
    assert shown[0].sentence == "A puts exactly 1 card on the bottom (one per mulligan " \
        "that counts), not 2."
