"""Digests of redacted exports (`storage.export_for`) of saved and generated games, for every
seat and a spectator, to check that exports stay byte for byte what they were
(`test_storage_export_bytes.py`; the digests were computed with the code before the export's
speed-ups of issue 28, by running this module: `python -m tests.storage.exportdigests`).

Each game is exported for each seat, then (the memo's path: a later export reads on from the
earlier one's journal) played on and exported again, and taken back one entry and exported again.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path

from tabletop import storage
from tabletop.storage import review
from tabletop.storage.schema import SCHEMA_VERSION

from .gamegen import big_game, play_random, random_game

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"
DIGESTS = Path(__file__).resolve().parents[1] / "data" / "export-digests.json"
STAMP = "2026-12-01T00:00:00Z"


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def exports_of(game, name: str, rng: random.Random | None) -> Iterator[tuple[str, str]]:
    """(label, digest) of the exports of `game` for each seat and a spectator; with `rng`, the
    game is then played on, exported again, taken back one entry and exported again."""
    seats = [*game.state.players, None]
    for seat in seats:
        yield f"{name}/{seat}", _digest(storage.export_for(game, seat))
    if rng is None:
        return
    play_random(game, rng, 20)
    for seat in seats:
        yield f"{name}+20/{seat}", _digest(storage.export_for(game, seat))
    if game.log:
        game.pop_entry()
    for seat in seats:
        yield f"{name}+20-1/{seat}", _digest(storage.export_for(game, seat))


def saved_games() -> Iterator[tuple[str, object]]:
    for path in sorted(SAVES.glob(f"v{SCHEMA_VERSION}-*.json")):
        data = path.read_bytes()
        if json.loads(data).get("kind") == "shared":
            continue
        yield path.name, storage.load_game_bytes(data)


def all_digests(big: bool = True) -> dict[str, str]:
    """Every digest, with `review.now_stamp` set to `STAMP` by the caller."""
    out: dict[str, str] = {}
    for name, game in saved_games():
        out.update(exports_of(game, name, random.Random(name)))
    for seed in (1, 2, 3, 2026):
        out.update(exports_of(random_game(seed, 200), f"random-{seed}", random.Random(seed)))
    out.update(exports_of(random_game(5, 300, mode="assist"), "assist-5", random.Random(5)))
    if big:
        game = big_game()
        data = storage.dump_game(game)
        out.update(exports_of(storage.load_game_bytes(data), "big", None))
    return out


if __name__ == "__main__":
    review.now_stamp = lambda: STAMP
    DIGESTS.write_text(json.dumps(all_digests(), indent=1, sort_keys=True) + "\n")
    print(f"{DIGESTS}: written", file=sys.stderr)
