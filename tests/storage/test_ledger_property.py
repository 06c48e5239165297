"""Over random games (`gamegen`: random commands through the rules, overrides and requests
included): the "as SEAT then" lens at position N is, byte for byte, the view the seat was sent
live at N; the ledger's spans are exactly the rules' `known_to` at every position; and a seat's
lines name only what it knew, with ids of its own view."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop import storage
from tabletop.rules import new_game
from tabletop.rules.knowledge import known_to
from tabletop.rules.visibility import view_for
from tabletop.storage.ledger import ledger
from tabletop.storage.ledgerview import pieces, seat_lines
from tabletop.storage.lens import as_then, seat_view, view_bytes
from tabletop.storage.review import game_at
from tests.rules.randomgames import actions, actor_for, command_for, new_random_game

from .gamegen import _actor, random_command, random_setup

SLOW = settings(max_examples=25, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _views(game) -> dict[str, bytes]:
    return {p: view_bytes(seat_view(game, p)) for p in game.state.players}


def play_live(seed: int, n_commands: int):
    """A random game of `gamegen` (30 distinctive cards) played command by command, with each
    seat's view taken live after every entry (position -> seat -> JSON bytes)."""
    rng = random.Random(seed)
    game = new_game(random_setup(rng, 30, mode=None, tag=f"{seed}"), seed=seed)
    live = {0: _views(game)}
    for _ in range(n_commands):
        cmd = random_command(rng, game)
        if cmd is None:
            continue
        game.apply(cmd, _actor(rng, game, cmd), override=rng.random() < 0.3)
        live[len(game.log)] = _views(game)
    return game, live


def play_rules_game(spec):
    """A random game of the rules' tests (`randomgames`: libraries looked at, searched,
    arranged, revealed to some, the top card revealed, mulligans, take-backs), its views live."""
    steps, pregame = spec
    game = new_random_game("assist", seed=3, pregame=pregame)
    live = {0: _views(game)}
    for kind, a, b, override in steps:
        cmd = command_for(game.state, kind, a, b, game.log)
        if cmd is not None:
            game.apply(cmd, actor_for(game.state, cmd, a, b), override=override)
            live[len(game.log)] = _views(game)
    return game, live


GAMES = st.one_of(st.tuples(st.integers(0, 10_000), st.integers(5, 150)).map(
    lambda t: play_live(*t)), st.tuples(actions, st.booleans()).map(play_rules_game))


@SLOW
@given(GAMES)
def test_lens_then_is_the_view_sent_live(played):
    game, live = played
    saved = storage.load_game_bytes(storage.dump_game(game))  # the lens reads the save
    for pos, views in live.items():
        for seat, raw in views.items():
            assert view_bytes(as_then(saved, seat, pos)) == raw, (pos, seat)


def known_sets(game) -> list[set[tuple[str, str]]]:
    out = []
    for n in range(len(game.log) + 1):
        s = game_at(game, n).state
        out.append({(cid, p) for cid, c in s.cards.items() for p in s.players
                    if known_to(s, p, c)})
    return out


@SLOW
@given(GAMES)
def test_ledger_is_known_to_at_every_position(played):
    game, _ = played
    book = ledger(game)
    truth = known_sets(game)
    for pos, known in enumerate(truth):
        assert {(s.card, s.seat) for s in book.spans if s.holds(pos)} == known, pos
    for s in book.spans:  # each span maximal: not known just before it, nor at its end
        assert s.since == 0 or (s.card, s.seat) not in truth[s.since - 1]
        assert s.until is None or (s.card, s.seat) not in truth[s.until]


@SLOW
@given(GAMES)
def test_a_seats_lines_name_only_what_it_knew(played):
    game, _ = played
    book = ledger(game)
    truth = known_sets(game)
    end = len(game.log) + 1
    for seat in game.state.players:
        for p in pieces(book, seat):
            at = range(p.since, end if p.until is None else p.until)
            assert all(((p.card, seat) in truth[k]) == p.named for k in at), p
            assert all((p.card, p.seat) in truth[k] for k in at), p
        views = {}
        for ln in seat_lines(game, book, seat):
            assert ln["card"] is None or ln["card"].startswith("x")
            if ln["card"] is None:
                assert ln["name"] == "a card"
                continue
            if ln["since"] not in views:
                v = as_then(game, seat, ln["since"])
                views[ln["since"]] = {o["id"]: o for o in v["view"]["objects"] + v["library"]}
            o = views[ln["since"]][ln["card"]]
            if ln["name"] == "a card":
                assert not o["known"], ln
            else:
                assert o["known"] and o["facts"]["name"] == ln["name"], ln


def test_view_ids_match_the_seat_view():
    """`seat_view`'s library ids follow its board's (as the host numbers them)."""
    game, _ = play_live(3, 40)
    for seat in game.state.players:
        v = seat_view(game, seat)
        view = view_for(game, seat)
        assert len(v["view"]["objects"]) == len(view.objects)
        assert [o["id"] for o in v["library"]] == [
            f"x{len(view.objects) + i}" for i in range(1, len(view.library_known) + 1)]
