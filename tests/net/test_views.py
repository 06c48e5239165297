"""The network's views are the exports': `board_for` and `remap_lines` are what `export_for`
writes, and `export_for` writes the same bytes as before they were taken out of it."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.rules.journal import lines_for
from tabletop.storage import export_for, load_game
from tabletop.storage import review as R

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"


def _export_as_before(game, seat, title=None) -> bytes:
    """`export_for` as it was before `board_for` and `remap_lines` were taken out of it (the
    reference the bytes must still match)."""
    from tabletop import __version__
    from tabletop.rules.visibility import view_for
    from tabletop.storage.codec import _to_json
    from tabletop.storage.schema import FORMAT, SCHEMA_VERSION
    view = view_for(game, seat)
    ids = {o.id: f"x{i}" for i, o in enumerate(view.objects, 1)}
    objects = []
    for o in view.objects:
        d = {k: getattr(o, k) for k in R.OBJECT_FIELDS}
        d["id"] = ids[o.id]
        d["attached_to"] = ids.get(o.attached_to) if o.attached_to else None
        if not o.known:
            d["facts"] = None
        objects.append(d)
    log = lines_for(game, seat)
    for ln in log:
        R._remap_refs(ln["params"], ids)
    stamp = R.now_stamp()
    doc = {"format": FORMAT, "schema_version": SCHEMA_VERSION, "kind": "shared",
           "app_version": __version__, "created_with": __version__, "created": stamp,
           "modified": stamp, "title": title,
           "rules_mode": view.mode, "players": list(view.players), "seat": seat,
           "position": len(game.log),
           "board": {"turn": view.turn, "active": view.active, "step": view.step,
                     "mode": view.mode, "ended": view.ended, "left": list(view.left),
                     "lands_played": dict(view.lands_played),
                     "library_counts": dict(view.library_counts),
                     "hand_counts": dict(view.hand_counts), "objects": objects,
                     "life": dict(view.life), "player_counters": dict(view.player_counters),
                     "arrows": [{"by": a["by"], "frm": R._remap_end(a["frm"], ids),
                                 "to": R._remap_end(a["to"], ids)} for a in view.arrows]}}
    lines = [_to_json(ln) for ln in log]
    return _to_json(doc)[:-1] + b',"log":[' + (b"\n" + b",\n".join(lines) + b"\n" if lines
                                               else b"") + b"]}\n"


def test_export_bytes_are_unchanged(monkeypatch):
    monkeypatch.setattr(R, "now_stamp", lambda: "2026-12-01T00:00:00Z")
    game = load_game(SAVES / "v4-random-2026.json")
    for seat in [*game.state.players, None]:
        assert export_for(game, seat, title="t") == _export_as_before(game, seat, title="t")


def test_board_and_lines_are_the_exports():
    game = load_game(SAVES / "v4-random-2026.json")
    for seat in [*game.state.players, None]:
        doc = json.loads(export_for(game, seat))
        board, ids = R.board_for(game, seat)
        assert board == doc["board"]
        assert R.remap_lines(lines_for(game, seat), ids) == doc["log"]
        shown = R.shared_board(seat, game.state.players, len(game.log), board, doc["log"])
        assert shown.view == R.load_export(export_for(game, seat)).view


def test_a_diff_gives_exactly_the_next_board():
    import random

    from tabletop.net.protocol import apply_diff, board_diff
    from tabletop.rules import new_game
    from tests.storage.gamegen import random_command, random_setup
    rng = random.Random(5)
    game = new_game(random_setup(rng, 60, mode="off"), seed=5)
    sizes = []
    for seat in ("A", None):
        old, old_ids = R.board_for(game, seat)
        for _ in range(150):
            cmd = random_command(rng, game)
            if cmd is None or not game.apply(cmd, None).ok:
                continue
            new, new_ids = R.board_for(game, seat)
            diff = board_diff(old, list(old_ids), new, list(new_ids))
            if diff is not None:
                assert apply_diff(old, diff) == new
                sizes.append(len(json.dumps(diff)) / len(json.dumps(new)))
            old, old_ids = new, new_ids
    assert len(sizes) > 100 and sorted(sizes)[len(sizes) // 2] < 0.3
