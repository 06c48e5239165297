"""Parity (issue 24): one scripted game run through `tabletop.session.Table` directly and
through the desktop's `TableController` gives the same log (commands, actors, results,
verdicts, events), the same view for every seat (`game.view_for(seat)` as dataclass dicts) and
the same save bytes (`tabletop.storage.dump_game`).

The script: draws, a manifest (a face-down permanent), a morph turned face up, a search, an
undo that is a logged take-back (the searched card was seen), a request by Bob on Alice's land
answered by Alice, and an exact undo of the answer (the request waits again).

Both paths run on games built from the same seed, so model ids agree and nothing is mapped.
Not covered here: the lesson session (it carries out only a lesson's steps, not a free script)
and the network host (its own wire ids and its own undo, still separate code in
tabletop/net/host.py)."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.model import commands as C
from tabletop.session import Table
from tabletop.session.opening import midgame
from tabletop.storage import dump_game

SEED = 7


def _island(game) -> str:
    st = game.state
    return [c for c in st.zones["Alice:library"] if st.cards[c].facts == "Island"][-1]


def _script(game) -> list:
    """(actor, command) or (actor, "undo"), in order."""
    forest = next(c for c in game.state.zones["Alice:hand"]
                  if game.state.cards[c].facts == "Forest")
    morph = next(c for c in game.state.zones["battlefield"]
                 if (game.state.cards[c].face_down or {}).get("method") == "morph"
                 and game.state.cards[c].owner == "Alice")
    return [
        ("Alice", C.Draw("Alice")),
        ("Bob", C.Draw("Alice")),  # refused: another seat's draw
        ("Alice", C.Play("Alice", forest)),
        ("Alice", C.Manifest("Alice", source="Primordial Mist")),
        ("Alice", C.TurnFaceUp("Alice", morph, "morph")),
        ("Alice", C.Search("Alice", find=(_island(game),), to="hand")),
        ("Alice", "undo"),  # a take-back: Alice saw the Island
        ("Bob", C.Tap(forest)),  # a request to Alice
        ("Alice", C.Answer(1, accept=True)),
        ("Alice", "undo"),  # exact: the land untapped, the request waits again
    ]


def _by_table() -> object:
    game = midgame(seed=SEED)
    table = Table(game)
    for actor, cmd in _script(game):
        if cmd == "undo":
            table.undo(actor)
        else:
            table.run(cmd, actor)
    return game


def _by_controller(qtbot) -> object:
    from tabletop.ui.table.controller import TableController
    game = midgame(seed=SEED)
    ctl = TableController(game, "Alice")
    for actor, cmd in _script(game):
        ctl.set_seat(actor)
        if cmd == "undo":
            ctl.undo()
        else:
            ctl.run(cmd, cmd.kind)
    return game


def _log(game) -> list:
    return [(e.command, e.actor, e.result, list(e.verdicts),
             [(ev.kind, dict(ev.data) if hasattr(ev, "data") else repr(ev)) for ev in e.events])
            for e in game.log]


def _views(game) -> dict:
    return {seat: dataclasses.asdict(game.view_for(seat))
            for seat in [*game.state.players, None]}


@pytest.fixture
def table_game():
    return _by_table()


def test_the_script_does_what_it_says(table_game):
    kinds = [e.command["kind"] for e in table_game.log]
    assert "take_back" in kinds and "search" in kinds and "manifest" in kinds
    assert len(table_game.state.requests) == 1  # the answer undone: the request waits again


def test_desktop_controller_and_table_agree(qtbot, table_game):
    desk = _by_controller(qtbot)
    assert _log(desk) == _log(table_game)
    assert _views(desk) == _views(table_game)
    assert dump_game(desk) == dump_game(table_game)
