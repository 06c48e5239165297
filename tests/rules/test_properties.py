"""Properties over random action sequences (hypothesis):

- physical cards are conserved (each card in exactly one zone, or gone if a token);
- face-down markers are unique and an entry number is never reused;
- reverting the events of an action restores the exact state, and replaying them redoes it;
- replaying the whole log on a fresh game gives the live state;
- view_for(seat) never contains the identity of a face-down object the seat does not control.
"""

import json
from dataclasses import asdict

from hypothesis import HealthCheck, given, settings

from tabletop.model.state import zone_key
from tabletop.rules.visibility import may_know
from tests.rules.randomgames import actions, command_for, new_random_game

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def check_conservation(game, card_ids):
    st = game.state
    assert set(st.cards) >= card_ids  # physical cards never vanish (tokens may be added)
    seen = {}
    for key, members in st.zones.items():
        for cid in members:
            assert cid not in seen, f"{cid} in {key} and {seen[cid]}"
            seen[cid] = key
    for cid, card in st.cards.items():
        if card.zone == "gone":
            assert card.token and cid not in seen
        else:
            assert seen[cid] == zone_key(card.zone, card.owner)


def markers(game):
    st = game.state
    return {cid: c.face_down["order"] for cid, c in st.cards.items()
            if c.face_down is not None and "order" in c.face_down}


@SETTINGS
@given(actions)
def test_random_games_keep_every_invariant(steps):
    game = new_random_game()
    physical = set(game.state.cards)
    issued = 0
    for kind, a, b, override in steps:
        cmd = command_for(game.state, kind, a, b)
        if cmd is None:
            continue
        before = game.state.snapshot()
        before_markers = markers(game)
        out = game.apply(cmd, override=override)
        after = game.state.snapshot()
        if out.result == "refused":
            assert after == before
            continue
        # markers: unique; new ones are numbered above every number issued before
        now = markers(game)
        assert len(set(now.values())) == len(now)
        for cid, order in now.items():
            if before_markers.get(cid) != order:
                assert order > max(issued, max(before_markers.values(), default=0))
        issued = max([issued, *now.values()])
        check_conservation(game, physical)
        # exact revert and replay of this action's events
        game.revert(out.events)
        assert game.state.snapshot() == before
        game.replay(out.events)
        assert game.state.snapshot() == after
    # the whole log replays to the live state
    fresh = new_random_game()
    for entry in game.log:
        fresh.replay(entry.events)
    assert fresh.state.snapshot() == game.state.snapshot()
    # and undoing everything returns to the start
    while game.log:
        game.pop_entry()
    assert game.state.snapshot() == new_random_game().state.snapshot()


@SETTINGS
@given(actions)
def test_views_never_leak_face_down_identities(steps):
    game = new_random_game()
    for kind, a, b, override in steps:
        cmd = command_for(game.state, kind, a, b)
        if cmd is not None:
            game.apply(cmd, override=override)
    st = game.state
    for seat in (*st.players, None):
        view = game.view_for(seat)
        text = json.dumps([asdict(o) for o in view.objects], ensure_ascii=False)
        known_names = {o.facts["name"] for o in view.objects if o.facts}
        # public characteristics, e.g. a face-up copy made of a card before it went face down
        known_names |= {o.chars["name"] for o in view.objects if o.chars and o.chars["name"]}
        for cid, card in st.cards.items():
            if card.zone in ("battlefield", "stack", "hand", "exile") and \
                    not may_know(st, seat, card):
                name = st.facts_of(card).name
                assert f'"{cid}"' not in text
                if name not in known_names:
                    assert f'"name": {json.dumps(name, ensure_ascii=False)}' not in text, \
                        (seat, cid, name)
        for o in view.objects:
            if o.face_down and o.facts is not None:
                card = st.cards[o.card_id]
                assert seat is not None and (card.controller == seat or seat in card.revealed
                                             or may_know(st, seat, card))
        assert not [o for o in view.objects if o.zone == "library"]
