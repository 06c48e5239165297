"""The primitive changes read by name (`parse_change`) and what a run of them touched
(`touched`)."""

from __future__ import annotations

import pytest

from tabletop.model.changes import (
    CHANGED,
    EFFECTS,
    ORDER,
    CardChange,
    EffectChange,
    FactsChange,
    GameField,
    Move,
    Order,
    SetField,
    Touched,
    parse_change,
    touched,
)
from tabletop.model.events import Event
from tabletop.model.state import StateError, invert

BEARS = {"id": "bears", "facts": "f1", "owner": "A", "zone": "battlefield"}
TOKEN = {"id": "t1", "facts": "f2", "owner": "B", "zone": "hand"}
GONE_TOKEN = {"id": "t2", "facts": "f2", "owner": "B", "zone": "gone"}
EFFECT = {"id": 3, "card": "bears", "obj": 1, "params": {"control": "B"}}

EVERY_KIND = [
    ["set", "bears", "tapped", False, True],
    ["move", "bolt", "A:hand", 0, "stack", 0],
    ["g", "turn", 1, 2],
    ["eff+", 0, EFFECT],
    ["eff-", 0, EFFECT],
    ["card+", TOKEN, 2],
    ["card-", BEARS, 0],
    ["facts+", "f2", {"name": "Goblin"}],
    ["facts-", "f2", {"name": "Goblin"}],
    ["order", "A:library", ["x", "y"], ["y", "x"]],
]


def ev(*changes) -> Event:
    return Event("test", {}, [list(ch) for ch in changes])


@pytest.mark.parametrize("ch", EVERY_KIND, ids=lambda ch: ch[0])
def test_a_change_read_by_name_is_the_list_it_was(ch) -> None:
    part = parse_change(ch)
    assert list(part) == ch
    assert part.op == ch[0]
    assert list(parse_change(invert(ch))) == invert(ch)


def test_the_parts_have_their_names() -> None:
    s = parse_change(["set", "bears", "tapped", False, True])
    assert isinstance(s, SetField) and (s.card, s.field, s.old, s.new) == \
        ("bears", "tapped", False, True)
    m = parse_change(["move", "bolt", "A:hand", 3, None, 0])
    assert isinstance(m, Move) and (m.card, m.src, m.src_index, m.dst, m.dst_index) == \
        ("bolt", "A:hand", 3, None, 0)
    g = parse_change(["g", "life", {"A": 20}, {"A": 17}])
    assert isinstance(g, GameField) and (g.field, g.old, g.new) == ("life", {"A": 20}, {"A": 17})
    e = parse_change(["eff+", 4, EFFECT])
    assert isinstance(e, EffectChange) and (e.position, e.effect, e.card) == (4, EFFECT, "bears")
    c = parse_change(["card+", TOKEN, 2])
    assert isinstance(c, CardChange) and (c.card_id, c.zone, c.position) == ("t1", "B:hand", 2)
    assert parse_change(["card-", GONE_TOKEN, 0]).zone is None
    f = parse_change(["facts+", "f2", {"name": "Goblin"}])
    assert isinstance(f, FactsChange) and (f.key, f.facts) == ("f2", {"name": "Goblin"})
    o = parse_change(["order", "A:hand", ["x", "y"], ["y", "x"]])
    assert isinstance(o, Order) and (o.zone, o.old, o.new) == ("A:hand", ["x", "y"], ["y", "x"])


def test_an_effect_that_names_no_card_applies_to_none() -> None:
    assert parse_change(["eff+", 0, {"id": 1, "card": ["not", "an", "id"]}]).card is None
    assert parse_change(["eff+", 0, {"id": 1}]).card is None


@pytest.mark.parametrize("ch", [[], ["nope", 1], [7, 1], ["set", "bears", "tapped", True],
                                ["order", "stack", [], [], []]], ids=repr)
def test_what_is_no_change_is_refused(ch) -> None:
    with pytest.raises(StateError):
        parse_change(ch)


def test_nothing_touched_by_no_change() -> None:
    t = touched([])
    assert t == Touched() and t.cards() == [] and not t.rebuild
    assert touched([ev()]) == Touched()


def test_every_kind_of_change_touches_what_it_names() -> None:
    t = touched([ev(*EVERY_KIND)])
    assert t.named == (("bears", CHANGED), ("bolt", CHANGED), ("bears", EFFECTS),
                       ("t1", CHANGED), ("x", ORDER), ("y", ORDER))
    assert t.zones == {"A:hand", "stack", "B:hand", "battlefield", "A:library"}
    assert t.game_fields == {"turn"}
    assert t.facts == {"f2"}
    assert not t.rebuild


def test_cards_are_in_the_order_first_named_the_ways_asked_for() -> None:
    t = touched([ev(["eff+", 0, {"id": 1, "card": "a", "obj": 1}],
                    ["order", "A:hand", ["b", "c"], ["c", "b"]],
                    ["set", "c", "tapped", False, True]),
                 ev(["move", "b", "A:hand", 1, "stack", 0],
                    ["set", "a", "tapped", False, True],
                    ["card+", TOKEN, 0])])
    assert t.cards() == ["a", "b", "c", "t1"]
    assert t.cards(CHANGED) == ["c", "b", "a", "t1"]
    assert t.cards(CHANGED, EFFECTS) == ["a", "c", "b", "t1"]
    assert t.cards(CHANGED, ORDER) == ["b", "c", "a", "t1"]
    assert t.cards(EFFECTS) == ["a"] and t.cards(ORDER) == ["b", "c"]


def test_out_of_the_game_is_no_zone() -> None:
    t = touched([ev(["move", "t2", "B:hand", 0, None, 0], ["card-", GONE_TOKEN, 0],
                    ["card+", GONE_TOKEN, 0])])
    assert t.zones == {"B:hand"}
    assert t.cards() == ["t2"]


def test_a_change_of_players_can_only_be_followed_by_a_rebuild() -> None:
    assert touched([ev(["g", "players", ["A", "B"], ["A"]])]).rebuild
    assert touched([ev(["set", "x", "tapped", False, True]),
                    ev(["g", "players", ["A"], ["A", "B"]])]).rebuild
    assert not touched([ev(["g", "left", [], ["B"]])]).rebuild


def test_a_record_is_frozen_and_compares_by_value() -> None:
    a = touched([ev(*EVERY_KIND)])
    assert a == touched([ev(*EVERY_KIND[:5]), ev(*EVERY_KIND[5:])])
    assert hash(a) == hash(touched([ev(*EVERY_KIND)]))
    with pytest.raises(AttributeError):
        a.zones = frozenset()


def test_real_actions_touch_what_they_change() -> None:
    from tabletop.model import commands as C
    from tabletop.rules import new_game
    from tests.factsdata import setup
    game = new_game(setup({"A": {"library": ["bolt", "forest"], "hand": ["forest"]},
                           "B": {"library": ["forest"]}}), seed=3)
    st = game.state
    land = st.zones["A:hand"][0]
    played = touched(game.apply(C.Play("A", land), "A").events)
    assert played.cards(CHANGED) == [land]
    assert {"A:hand", "battlefield"} <= played.zones
    assert not played.rebuild
    tapped = touched(game.apply(C.Tap(land), "A").events)
    assert tapped.cards() == [land] and tapped.zones == frozenset()
    shuffled = touched(game.apply(C.Shuffle("A"), "A").events)
    assert shuffled.zones == {"A:library"} and set(shuffled.cards(ORDER)) == \
        set(st.zones["A:library"])
    assert shuffled.cards(CHANGED, EFFECTS) == []
