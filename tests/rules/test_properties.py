"""Properties over random action sequences (hypothesis):

- physical cards are conserved (each card in exactly one zone, or gone if a token);
- face-down markers are unique and an entry number is never reused;
- reverting the events of an action restores the exact state, and replaying them redoes it;
- replaying the whole log on a fresh game gives the live state;
- view_for(seat) never contains the identity of a face-down object the seat does not control;
- no seat's view, journal line or redacted export holds the identity of a card the seat does
  not know by the `known_to` rules (SCENARIOS.md), at any point of the game.
"""

import json
from dataclasses import asdict

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hst

from tabletop.model.state import zone_key
from tabletop.rules.journal import Journal
from tabletop.rules.knowledge import known_to
from tabletop.rules.visibility import may_know
from tabletop.storage import export_for
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
@given(actions, hst.booleans())
def test_random_games_keep_every_invariant(steps, pregame):
    game = new_random_game(pregame=pregame)
    physical = set(game.state.cards)
    issued = 0
    for kind, a, b, override in steps:
        cmd = command_for(game.state, kind, a, b, game.log)
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
            # a take-back restores the markers the entry ended, as an undo does
            if before_markers.get(cid) != order and cmd.kind != "take_back":
                assert order > max(issued, max(before_markers.values(), default=0))
        issued = max([issued, *now.values()])
        check_conservation(game, physical)
        # exact revert and replay of this action's events
        game.revert(out.events)
        assert game.state.snapshot() == before
        game.replay(out.events)
        assert game.state.snapshot() == after
    # the whole log replays to the live state
    fresh = new_random_game(pregame=pregame)
    for entry in game.log:
        fresh.replay(entry.events)
    assert fresh.state.snapshot() == game.state.snapshot()
    # and undoing everything returns to the start
    while game.log:
        game.pop_entry()
    assert game.state.snapshot() == new_random_game(pregame=pregame).state.snapshot()


@SETTINGS
@given(actions)
def test_views_never_leak_face_down_identities(steps):
    game = new_random_game()
    for kind, a, b, override in steps:
        cmd = command_for(game.state, kind, a, b, game.log)
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
                # a spectator knows a face-down card only by the known_to rules (e.g. it saw
                # the card face up before an effect turned it face down)
                assert may_know(st, seat, card) or (
                    seat is not None and (card.controller == seat or seat in card.revealed))
        assert not [o for o in view.objects if o.zone == "library"]


def _ref_names(params: dict) -> list[str]:
    """The card names a journal line's parameters carry."""
    out = []
    for v in params.values():
        for r in v if isinstance(v, list) else [v]:
            if isinstance(r, dict) and r.get("name"):
                out.append(r["name"])
    return out


def _shown_names(st, seat, entry) -> set[str]:
    """Names the entry itself showed the seat: a reveal to it, or its own look."""
    out = set()
    for ev in entry.events:
        to = ev.data.get("to")
        shown = (ev.kind == "revealed" and (to is None or seat in to)) or (
            ev.kind == "looked" and ev.data.get("player") == seat)
        if shown:
            for cid in [ev.data.get("card"), *(ev.data.get("cards") or [])]:
                if cid in st.cards:
                    out.add(st.facts_of(st.cards[cid]).name)
    return out


def check_seat_knows_what_it_is_shown(game, seat, journal, read):
    st = game.state
    known = {cid for cid, card in st.cards.items() if known_to(st, seat, card)}
    known_names = {st.facts_of(st.cards[cid]).name for cid in known}
    # the view: an identity exactly where the seat knows the card
    view = game.view_for(seat)
    objects = [*view.objects, *view.library_known]
    for o in objects:
        if o.facts is not None:
            assert o.card_id in known, (seat, o.card_id)
        else:
            assert o.card_id is None
    shown = {o.card_id for o in objects if o.facts is not None}
    assert shown >= {cid for cid in known if st.cards[cid].zone not in ("library", "gone")}
    # public characteristics (a face-up copy of a card that later went face down) count too
    public = {o.chars["name"] for o in view.objects if o.chars and o.chars.get("name")}
    # the journal: each new line names only cards the seat knows after the entry, or that the
    # entry showed it (or tokens it knew that the entry took out of the game)
    lines = journal.lines()
    gone = {st.facts_of(c).name for c in st.cards.values() if c.zone == "gone"}
    for ln in lines[read:]:
        allowed = known_names | public | gone | _shown_names(st, seat, game.log[ln["n"]])
        for name in _ref_names(ln["params"]):
            assert name in allowed, (seat, ln["text"])
    return len(lines), known_names | public


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(actions, hst.booleans())
def test_no_seat_is_shown_a_card_it_does_not_know(steps, pregame):
    game = new_random_game(pregame=pregame)
    seats = (*game.state.players, None)
    journals = {seat: Journal(game, seat) for seat in seats}
    read = dict.fromkeys(seats, 0)
    for kind, a, b, override in steps:
        cmd = command_for(game.state, kind, a, b, game.log)
        if cmd is None:
            continue
        game.apply(cmd, override=override)
        for seat in seats:
            read[seat], _ = check_seat_knows_what_it_is_shown(game, seat, journals[seat],
                                                              read[seat])
    st = game.state
    for seat in seats:
        _, allowed = check_seat_knows_what_it_is_shown(game, seat, journals[seat], read[seat])
        doc = json.loads(export_for(game, seat))
        for o in doc["board"]["objects"]:
            if o["facts"] is not None:
                assert o["facts"]["name"] in allowed, (seat, o)
        hidden = {st.facts_of(c).name for c in st.cards.values()
                  if c.zone != "gone" and not known_to(st, seat, c)} - allowed
        board = json.dumps(doc["board"], ensure_ascii=False)
        for name in hidden:
            assert f'"name": {json.dumps(name, ensure_ascii=False)}' not in board, (seat, name)
