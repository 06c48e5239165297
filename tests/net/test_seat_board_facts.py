"""A seat's `board()` reads each object's facts as card facts once while the object's dict stays
in the view (an update's diff keeps the dicts of what it does not change), not the whole
board's on every update (issue 28); facts that do not read are still refused, by name."""

from __future__ import annotations

import pytest

from tabletop.net import protocol as P
from tabletop.net import seat as S
from tabletop.storage import SaveError
from tabletop.storage.review import board_for

from .games import canary_game


@pytest.fixture
def client_and_reads(monkeypatch):
    reads: list[dict] = []
    real = S.facts_problem

    def counted(facts: dict) -> str | None:
        reads.append(facts)
        return real(facts)
    monkeypatch.setattr(S, "facts_problem", counted)
    game = canary_game()
    board, _ = board_for(game, "A")
    c = S.SeatClient(P.Invite(url="nats://127.0.0.1:1", game="g" * 8, seat="A", token="s1",
                              user="u", password="p"))
    c.view, c.players, c.position = board, list(game.state.players), len(game.log)
    return c, reads


def kept_whole(view: dict) -> dict:
    """An update's diff that changes nothing, applied as a seat applies it."""
    header = {k: v for k, v in view.items() if k != "objects"}
    return P.apply_diff(view, {"board": header, "objects": [["c", 0, len(view["objects"])]]})


def test_facts_are_read_once_while_their_dict_stays(client_and_reads):
    c, reads = client_and_reads
    shown = sum(1 for o in c.view["objects"] if o["facts"] is not None)
    assert shown >= 5
    c.board()
    assert len(reads) == shown
    c.view = kept_whole(c.view)
    c.board()
    assert len(reads) == shown  # (the same dicts: none read again)
    objects = c.view["objects"]
    i = next(i for i, o in enumerate(objects) if o["facts"] is not None)
    header = {k: v for k, v in c.view.items() if k != "objects"}
    changed = {**objects[i], "facts": dict(objects[i]["facts"])}  # (a new dict, as sent)
    c.view = P.apply_diff(c.view, {"board": header, "objects": [
        ["c", 0, i], ["n", [changed]], ["c", i + 1, len(objects) - i - 1]]})
    c.board()
    assert len(reads) == shown + 1


def test_facts_that_do_not_read_are_refused_by_name(client_and_reads):
    c, _ = client_and_reads
    c.board()
    objects = c.view["objects"]
    i = next(i for i, o in enumerate(objects) if o["facts"] is not None)
    header = {k: v for k, v in c.view.items() if k != "objects"}
    bad = {**objects[i], "facts": {**objects[i]["facts"], "name": " "}}  # (no name)
    c.view = P.apply_diff(c.view, {"board": header, "objects": [
        ["c", 0, i], ["n", [bad]], ["c", i + 1, len(objects) - i - 1]]})
    with pytest.raises(SaveError, match=rf"board\.objects\[{i}\]\.facts"):
        c.board()
    c.view["objects"][i]["facts"] = "no facts"  # (not even a dict)
    with pytest.raises(SaveError, match=rf"board\.objects\[{i}\]\.facts"):
        c.board()
