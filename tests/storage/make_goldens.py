"""Write the golden save files under tests/data/saves/ (run once per released format version;
never rewrite the files of a released version: they must load forever).

    python -m tests.storage.make_goldens
"""

from __future__ import annotations

from pathlib import Path

from tabletop import storage
from tabletop.rules.scenarios import load_scenarios, run_scenario
from tabletop.storage.schema import SCHEMA_VERSION

from .gamegen import random_game

OUT = Path(__file__).resolve().parents[1] / "data" / "saves"
SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "scenarios"
V = SCHEMA_VERSION  # the goldens written are of the current version
PICK = {"SC-001", "SC-020", "SC-052", "SC-072", "SC-086"}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for path in sorted(SHARED.glob("*.json")):
        for sc in load_scenarios(path.read_bytes(), path.name):
            if sc.id in PICK:
                _, game = run_scenario(sc)
                storage.save_game(game, OUT / f"v{V}-{sc.id}.json", title=sc.id)
    game = random_game(2026, 160, n_cards=40)
    storage.save_game(game, OUT / f"v{V}-random-2026.json", title="random game 2026")
    (OUT / f"v{V}-random-2026.shared-B.json").write_bytes(
        storage.export_for(game, "B", title="random game 2026, as B"))
    for p in OUT.glob("*.bak"):
        p.unlink()


if __name__ == "__main__":
    main()
