"""A two-player game from shuffled decklists to a win, with only table actions: opening hands
and mulligans, land drops, a search, a token, a face-down creature manifested and turned face
up, attacks as life changes, a concession. Saved, reloaded and replayed: the state and what each
seat sees are the same as in the game that was played (issue 12, "What it must show")."""

from __future__ import annotations

import dataclasses
import json

from tabletop.carddata.decklists import decks_setup
from tabletop.carddata.demo import bundled_lookup, demo_decks
from tabletop.carddata.tokens import list_tokens
from tabletop.model.commands import parse_command
from tabletop.model.modes import Result
from tabletop.rules import new_game
from tabletop.rules.journal import lines_for
from tabletop.rules.visibility import view_for
from tabletop.storage.codec import dump_game, parse_document
from tabletop.storage.files import load_game, save_game
from tabletop.storage.review import export_for

A, B = "Alice", "Bob"
SEED = 20261201


def _new_game():
    decks = demo_decks()
    setup = decks_setup([(A, decks[0]), (B, decks[1])], bundled_lookup, seed=SEED)
    setup["turn"] = {"active": A, "number": 0, "step": "pregame"}
    return new_game(setup, seed=SEED)


class Table:
    """Plays commands the way the app does (an actor, the rules judge) and fails loudly."""

    def __init__(self, game) -> None:
        self.game = game

    def do(self, actor: str | None, **cmd):
        out = self.game.apply(parse_command(cmd), actor)
        assert out.result in (Result.DONE, Result.NOTHING), (cmd, out.result, out.ids)
        return out

    def ask(self, actor: str, answerer: str, **cmd):
        """An action on another seat's things: a request, which that seat accepts."""
        out = self.game.apply(parse_command(cmd), actor)
        assert out.result == Result.REQUESTED, (cmd, out.result, out.ids)
        rid = self.game.state.requests[-1]["id"]
        return self.do(answerer, kind="answer", request=rid, accept=True)

    def refused(self, actor: str | None, **cmd):
        out = self.game.apply(parse_command(cmd), actor)
        assert out.result == Result.REFUSED, (cmd, out.result)
        return out

    def zone(self, player: str, zone: str) -> list[str]:
        return list(self.game.state.zone_of(player, zone))

    def name(self, cid: str) -> str:
        st = self.game.state
        return st.facts_of(st.cards[cid]).name

    def types(self, cid: str) -> list[str]:
        st = self.game.state
        return list(st.facts_of(st.cards[cid]).type_line.types)

    def first(self, player: str, zone: str, pred) -> str | None:
        return next((c for c in self.zone(player, zone) if pred(c)), None)

    def is_land(self, cid: str) -> bool:
        return "Land" in self.types(cid)


def _play_to_a_win(t: Table) -> None:
    st = t.game.state
    # -- opening hands (103.5): shuffle, seven each; Alice mulligans once, Bob keeps
    for p in (A, B):
        t.do(p, kind="shuffle", player=p)
        t.do(p, kind="draw", player=p, n=7)
    t.do(A, kind="mulligan", player=A)
    assert len(t.zone(A, "hand")) == 7
    t.refused(A, kind="keep", player=A)  # one card must go to the bottom first
    worst = t.zone(A, "hand")[-1]
    t.refused(A, kind="put_on_bottom", player=A, card_list=t.zone(A, "hand")[:2])
    t.do(A, kind="put_on_bottom", player=A, card_list=[worst])
    assert t.zone(A, "library")[-1] == worst
    t.do(A, kind="keep", player=A)
    t.do(B, kind="keep", player=B)
    assert st.mulligans == {A: 1, B: 0}
    t.do(A, kind="advance", to="main1")  # turn 1: the starting player skips the draw (103.8a)
    assert (st.turn, st.active, st.step) == (1, A, "main1")
    assert len(t.zone(A, "hand")) == 6

    # -- Alice searches her library for a land (a fetch), shuffles, plays it
    land = t.first(A, "library", t.is_land)
    assert land is not None
    t.do(A, kind="search", player=A, find=[land], to="hand", reveal=True)
    assert land in t.zone(A, "hand")
    t.do(A, kind="play", player=A, card=land)
    assert st.cards[land].zone == "battlefield"

    # -- Bob's turn 2: draw, a land, a creature card from his hand manifested, turned face up
    t.do(B, kind="advance", to="next_turn")
    t.do(B, kind="advance", to="draw")
    t.do(B, kind="draw", player=B)
    t.do(B, kind="advance", to="main1")
    blands = [c for c in t.zone(B, "hand") if t.is_land(c)]
    if blands:
        t.do(B, kind="play", player=B, card=blands[0])
    creature = t.first(B, "library", lambda c: "Creature" in t.types(c)
                       and st.facts_of(st.cards[c]).mana_cost)
    t.do(B, kind="search", player=B, find=[creature], to="hand")  # not revealed (701.23e)
    assert t.game.view_for(A).by_id  # the view still builds
    t.do(B, kind="manifest", player=B, from_zone="hand", card=creature, source="an effect")
    assert st.cards[creature].face_down is not None
    t.do(B, kind="turn_face_up", player=B, card=creature, route="mana_cost")
    assert st.cards[creature].face_down is None

    # -- Alice's turn 3: a Soldier token; she attacks each turn until Bob concedes
    soldier = next(f for f in list_tokens("Soldier") if f["name"] == "Soldier"
                   and f.get("power") == "1")
    t.do(A, kind="advance", to="next_turn")
    t.do(A, kind="untap_all", player=A)
    t.do(A, kind="advance", to="draw")
    t.do(A, kind="draw", player=A)
    t.do(A, kind="advance", to="main1")
    t.do(A, kind="create_token", player=A, facts=soldier, count=3)
    tokens = [c for c in st.zones["battlefield"] if st.cards[c].token]
    assert len(tokens) == 3
    t.do(A, kind="roll", player=A, sides=20)
    t.do(A, kind="note", card=tokens[0], text="attacked last turn")
    turn = 0
    while st.life[B] > 0:
        t.do(st.active, kind="advance", to="declare_attackers")
        if st.active == A:
            for tok in tokens:
                t.do(A, kind="tap", card=tok)
            t.ask(A, B, kind="life", player=B, delta=-min(3, st.life[B]))
        else:
            t.ask(B, A, kind="life", player=A, delta=-2)
        t.do(st.active, kind="advance", to="next_turn")
        if st.active == A:
            t.do(A, kind="untap_all", player=A)
        turn += 1
        assert turn < 40
    out = t.do(B, kind="life", player=B, delta=0)  # 119.9: nothing
    assert out.result == Result.NOTHING
    t.refused(B, kind="end_game")  # Alice is still in the game: Bob concedes (104.3a)
    t.do(B, kind="leave_game", player=B)
    t.do(A, kind="end_game")
    assert st.ended and st.life[B] == 0 and st.life[A] < 20


def _export(game, seat) -> dict:
    doc = json.loads(export_for(game, seat, title="t"))
    for stamp in ("created", "modified"):
        doc.pop(stamp, None)
    return doc


def _seat_views(game) -> dict:
    return {seat: dataclasses.asdict(view_for(game, seat)) for seat in (A, B, None)}


def test_a_whole_game_saves_reloads_and_replays_identically_from_both_seats(tmp_path):
    t = Table(_new_game())
    _play_to_a_win(t)
    game = t.game
    path = tmp_path / "game.tabletop.json"
    save_game(game, path)

    for verify in ("rules", "events", "auto"):
        again = load_game(path, verify=verify)
        assert again.state.snapshot() == game.state.snapshot()
        assert _seat_views(again) == _seat_views(game)
        for seat in (A, B, None):
            assert _export(again, seat) == _export(game, seat)
        assert [e.command for e in again.log] == [e.command for e in game.log]

    # replay from the start: undo every entry, then redo them all from their events
    start = _new_game()
    again = load_game(path, verify="rules")
    entries = []
    while again.log:
        entries.append(again.pop_entry())
    assert again.state.snapshot() == start.state.snapshot()
    for entry in reversed(entries):
        again.push_entry(entry)
    assert again.state.snapshot() == game.state.snapshot()
    assert _seat_views(again) == _seat_views(game)
    # and a second dump of the reloaded game is the same document
    doc = parse_document(dump_game(again))
    assert doc is not None


def test_what_a_search_finds_unrevealed_reaches_only_the_searcher():
    """701.23e: a search reveals nothing unless the effect says so; the found card in Bob's hand
    is known to Bob only: not in Alice's view, her log lines or her export."""
    t = Table(_new_game())
    st = t.game.state
    for p in (A, B):
        t.do(p, kind="keep", player=p)
    t.do(A, kind="advance", to="main1")
    angel = t.first(B, "library", lambda c: t.name(c) == "Exalted Angel")
    assert angel is not None
    t.do(B, kind="search", player=B, find=[angel], to="hand")
    assert st.cards[angel].zone == "hand"
    theirs = [ov for ov in view_for(t.game, A).objects if ov.known and ov.facts
              and ov.facts.get("name") == "Exalted Angel"]
    assert theirs == []
    assert any(ov.known and ov.facts and ov.facts.get("name") == "Exalted Angel"
               for ov in view_for(t.game, B).objects)
    alice_log = " ".join(line["text"] for line in lines_for(t.game, A))
    bob_log = " ".join(line["text"] for line in lines_for(t.game, B))
    assert "Exalted Angel" not in alice_log
    assert "Exalted Angel" in bob_log
    assert b"Exalted Angel" not in export_for(t.game, A, title="t")
    # revealed, it is known to both (701.23e)
    other = t.first(B, "library", lambda c: t.name(c) == "Exalted Angel")
    t.do(B, kind="search", player=B, find=[other], to="hand", reveal=True)
    assert "Exalted Angel" in " ".join(line["text"] for line in lines_for(t.game, A))
