"""`tabletop conformance FILE... [--save-dir DIR]`: run rules conformance scenario files."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tabletop.rules.scenarios import ScenarioFormatError, read_scenario_file, run_scenario


def register(sub) -> None:
    p = sub.add_parser("conformance", help="run rules conformance scenario files",
                       description="Run tabletop-scenarios/1 files through the rules model.")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--save-dir", metavar="DIR", help="write each scenario's final game as "
                   "DIR/<id>.json")
    p.set_defaults(func=cmd_conformance)


def cmd_conformance(args: argparse.Namespace) -> int:
    loaded = []
    problems: list[str] = []
    for name in args.files:
        try:
            loaded.extend(read_scenario_file(name))  # bounded: a regular file, size limit
        except ScenarioFormatError as exc:
            problems.extend(exc.problems)
    if problems:
        for p in problems:
            print(p, file=sys.stderr)
        print(f"{len(problems)} problem(s) in the scenario file(s); nothing was run.",
              file=sys.stderr)
        return 2
    saver = _saver(args.save_dir) if args.save_dir else None
    passed = failed = 0
    for sc in loaded:
        fail, game = run_scenario(sc)
        if fail is None:
            passed += 1
            print(f"PASS {sc.id}")
        else:
            failed += 1
            print(f"FAIL {sc.id}: {fail}")
        if saver is not None and game is not None:
            saver(game, sc.id)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def _saver(folder: str):
    """Save each final game with the storage package."""
    from tabletop import storage
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)

    def save(game, sid: str) -> None:
        storage.save_game(game, out / f"{sid}.json", title=sid)
    return save
