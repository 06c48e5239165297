"""Playing with the top card of a library revealed (401.5: Future Sight, Courser of Kruphix):
the top card is known to every player by place, each new top card as soon as it is on top, and
a card seen on top stays known while it can be followed (SCENARIOS.md "Who knows a card")."""

import pytest

from tabletop.model import commands as C
from tabletop.model.invariants import problems
from tabletop.model.modes import Result
from tabletop.model.setup import SetupError, build_state
from tabletop.rules import new_game
from tabletop.rules.journal import lines_for
from tabletop.rules.knowledge import known_to
from tabletop.storage import SaveError, dump_game, load_game_bytes
from tests.factsdata import setup

LIB = ["bears", "forest", "bolt", "angel", "den"]
SEATS = ("A", "B", "C")


def game(**kw):
    return new_game(setup({"A": {"library": list(LIB), "hand": ["demon"]}},
                          players=SEATS, **kw), seed=7)


def knows(g, seat, cid):
    """What the seat's view shows of the card (the view, not the rule, is what is judged)."""
    v = g.view_for(seat)
    return any(o.card_id == cid and o.facts is not None
               for o in (*v.objects, *v.library_known))


def known(g, cid):
    """{seat: known_to} for every seat, and the views agree with the rule."""
    st = g.state
    out = {p: known_to(st, p, st.cards[cid]) for p in SEATS}
    assert out == {p: knows(g, p, cid) for p in SEATS}
    return out


ALL = dict.fromkeys(SEATS, True)
NONE = dict.fromkeys(SEATS, False)


def top(g, p="A"):
    return g.state.zones[f"{p}:library"][0]


def reveal_on(g, **kw):
    out = g.apply(C.PlayTopRevealed("A", source="Future Sight", **kw))
    assert out.ok, out.ids
    return out


def test_on_makes_the_top_card_known_to_every_player_and_nothing_else():
    g = game()
    assert known(g, "bears") == NONE
    out = reveal_on(g)
    assert out.result == Result.DONE and "LIB-TOP-REVEALED" in out.ids
    assert [e.kind for e in out.events] == ["top_revealed"]
    assert out.events[0].data == {"player": "A", "on": True, "source": "Future Sight",
                                  "card": "bears"}
    assert g.state.top_revealed == ["A"] and g.view_for("B").top_revealed == ["A"]
    assert known(g, "bears") == ALL
    assert known(g, "forest") == NONE
    # every seat's view lists it at index 0 of A's library
    for seat in SEATS:
        (o,) = g.view_for(seat).library_known
        assert o.index == 0 and o.facts["name"] == "Grizzly Bears" and o.owner == "A"


def test_a_draw_reveals_each_new_top_card_and_the_drawn_card_stays_known():
    g = game()
    reveal_on(g)
    g.apply(C.Draw("A"))
    assert known(g, "bears") == ALL  # in A's hand now, but everyone saw it on top (rule 2)
    assert known(g, "forest") == ALL  # the new top card, at once
    g.apply(C.Draw("A", 2))  # each card is revealed before it is drawn
    assert known(g, "forest") == ALL and known(g, "bolt") == ALL  # drawn
    assert known(g, "angel") == ALL and known(g, "den") == NONE  # on top, under it
    # the journal names the drawn cards to everyone: they were public
    for seat in SEATS:
        assert lines_for(g, seat)[-1]["text"] == "A drew 2 cards: Forest, Lightning Bolt."


def test_a_shuffle_makes_the_new_top_card_public_and_nothing_else():
    g = game()
    reveal_on(g)
    g.apply(C.Shuffle("A"))
    t = top(g)
    for cid in LIB:
        assert known(g, cid) == (ALL if cid == t else NONE), cid


def test_a_card_put_on_top_is_public_and_the_covered_one_stays_known():
    g = game()
    reveal_on(g)
    assert g.apply(C.Move("demon", "library", "top")).ok  # from A's hand: on top, revealed
    assert top(g) == "demon" and known(g, "demon") == ALL
    assert known(g, "bears") == ALL  # seen on top, now second: still followed (rule 2)
    assert known(g, "forest") == NONE
    g.apply(C.Shuffle("A"))  # ... until the library is shuffled (rule 3a)
    assert sum(known(g, c) == ALL for c in [*LIB, "demon"]) == 1


def test_off_again_keeps_what_was_seen_and_reveals_no_new_top_card():
    g = game()
    reveal_on(g)
    out = g.apply(C.PlayTopRevealed("A", on=False))
    assert out.ok and g.state.top_revealed == []
    assert known(g, "bears") == ALL  # still on top, where everyone saw it
    g.apply(C.Draw("A"))
    assert known(g, "forest") == NONE  # not revealed any more
    assert known(g, "bears") == {"A": True, "B": True, "C": True}
    assert lines_for(g, "B")[1]["text"] == \
        "A no longer plays with the top card of their library revealed."


def test_on_twice_or_off_when_off_does_nothing():
    g = game()
    out = g.apply(C.PlayTopRevealed("A", on=False))
    assert out.result == Result.NOTHING and "LIB-TOP-REVEALED-NOT" in out.ids
    reveal_on(g)
    out = g.apply(C.PlayTopRevealed("A"))
    assert out.result == Result.NOTHING and "LIB-TOP-REVEALED-ALREADY" in out.ids
    assert len(g.log) == 1 or all(e.command["kind"] == "play_top_revealed" for e in g.log)


def test_only_the_library_owner_turns_it_on_from_their_seat():
    g = game()
    out = g.apply(C.PlayTopRevealed("A"), "B")
    assert not out.ok and g.state.top_revealed == []


def test_an_empty_library_reveals_nothing_until_a_card_is_put_there():
    g = new_game(setup({"A": {"hand": ["demon"]}}, players=SEATS), seed=7)
    out = reveal_on(g)
    assert "card" not in out.events[0].data
    g.apply(C.Move("demon", "library", "top"))
    assert known(g, "demon") == ALL


def test_the_journal_names_the_top_card_to_everyone():
    g = game()
    reveal_on(g)
    for seat in (*SEATS, None):
        assert lines_for(g, seat)[0]["text"] == ("A plays with the top card of their library "
                                                 "revealed (Future Sight): Grizzly Bears is on "
                                                 "top.")


def test_a_save_replays_it_and_keeps_the_field():
    g = game()
    reveal_on(g)
    g.apply(C.Draw("A"))
    g.apply(C.Shuffle("A"))
    again = load_game_bytes(dump_game(g), verify="rules")
    assert again.state.snapshot() == g.state.snapshot()
    assert again.state.top_revealed == ["A"]
    assert known(again, top(again)) == ALL


def test_a_setup_may_start_with_it_and_a_bad_one_is_refused():
    g = new_game(
        {**setup({"A": {"library": list(LIB)}}, players=SEATS), "top_revealed": ["A"]}, seed=7)
    assert known(g, "bears") == ALL
    again = load_game_bytes(dump_game(g), verify="rules")
    assert again.state.top_revealed == ["A"]
    for bad in (["Z"], ["A", "A"], "A"):
        try:
            build_state({**setup({}, players=SEATS), "top_revealed": bad})
        except SetupError as exc:
            assert "top_revealed" in str(exc)
        else:
            raise AssertionError(bad)


def test_the_invariants_want_players_in_seat_order():
    g = game()
    g.state.top_revealed = ["B", "A"]
    assert any("top_revealed" in p for p in problems(g.state))


def test_an_exact_undo_puts_the_state_back():
    g = game()
    before = g.state.snapshot()
    reveal_on(g)
    g.pop_entry()
    assert g.state.snapshot() == before and known(g, "bears") == NONE


def test_taking_back_the_effect_or_a_draw_keeps_what_was_seen():
    g = game()
    reveal_on(g)
    g.apply(C.Draw("A"))  # bears to hand; forest on top, seen by all
    out = g.apply(C.TakeBack(1))
    assert out.ok and top(g) == "bears"
    assert known(g, "forest") == ALL  # under bears again, but everyone saw it
    out = g.apply(C.TakeBack(0))  # the effect itself
    assert out.ok and g.state.top_revealed == []
    assert known(g, "bears") == ALL and known(g, "forest") == ALL
    assert known(g, "bolt") == NONE


def test_a_save_whose_log_sets_it_to_no_player_is_refused():
    g = game()
    reveal_on(g)
    data = dump_game(g)
    good = b'["g","top_revealed",["A"]]'
    assert good in data
    for bad in (b'["Z"]', b'["A","A"]', b'"A"'):
        with pytest.raises(SaveError, match="top_revealed: players, each once"):
            load_game_bytes(data.replace(good, b'["g","top_revealed",' + bad + b']'),
                            verify="events")
    with pytest.raises(SaveError, match="top_revealed: players in seat order"):
        load_game_bytes(data.replace(good, b'["g","top_revealed",["B","A"]]'), verify="events")


def test_seat_order_is_the_players_order_not_a_sets():
    """Six seats all play with the top card revealed: the save's replay checked their order
    against a set's iteration order (which depends on the string hashes) and refused most
    orders (found by the storage property)."""
    seats = ("Zed", "Amy", "Kim", "Bo", "Eve", "Lu")
    g = new_game(setup({p: {"library": ["bears", "forest"]} for p in seats}, players=seats,
                       active="Zed"), seed=7)
    for p in reversed(seats):
        assert g.apply(C.PlayTopRevealed(p), p).result == Result.DONE
    assert g.state.top_revealed == list(seats)
    for verify in ("rules", "events"):
        again = load_game_bytes(dump_game(g), verify=verify)
        assert again.state.top_revealed == list(seats)
