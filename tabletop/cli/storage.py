"""`tabletop validate FILE...`, `tabletop replay FILE --to N [--as SEAT] --out FILE`,
`tabletop export FILE --as SEAT --out FILE`: save files from the shell.

Errors a user can cause end in a clear message and exit status 1 (a bad file) or 2 (bad
arguments), never a traceback.
"""

from __future__ import annotations

import argparse
import sys

from tabletop.storage import SaveError, dump_game, export_for, game_at, load_game, validate_bytes
from tabletop.storage.files import read_limited, write_atomic

SPECTATOR = "spectator"


def register(sub) -> None:
    p = sub.add_parser("validate", help="check save files",
                       description="Check save files (and redacted exports): the format, and a "
                       "replay of the log. Prints one line per good file, the problems of a "
                       "bad one with their JSON paths.")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--quick", action="store_true",
                   help="replay the log's events only; don't re-run every command through the "
                   "rules")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("replay", help="write the position after N log entries",
                       description="Write the game as it was after its first N log entries: a "
                       "save (or, with --as, a redacted export for that seat).")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--to", type=int, required=True, metavar="N",
                   help="log entries to keep (negative counts from the end)")
    p.add_argument("--as", dest="seat", metavar="SEAT",
                   help=f"export as this player may know it ('{SPECTATOR}' for public only)")
    p.add_argument("--out", required=True, metavar="FILE")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("export", help="write a redacted export for one seat",
                       description="Write the game as one seat may know it, for sharing: hidden "
                       "cards are left out, ids re-issued, the log as that seat saw it.")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--as", dest="seat", required=True, metavar="SEAT",
                   help=f"a player's name ('{SPECTATOR}' for public information only)")
    p.add_argument("--out", required=True, metavar="FILE")
    p.set_defaults(func=cmd_export)


def _fail(problems: list[str]) -> int:
    for line in problems:
        print(line, file=sys.stderr)
    return 1


def cmd_validate(args: argparse.Namespace) -> int:
    status = 0
    for name in args.files:
        try:
            summary = validate_bytes(read_limited(name), name=name,
                                     verify="events" if args.quick else "rules")
        except SaveError as exc:
            _fail(exc.problems)
            status = 1
            continue
        print(summary)
    return status


def _seat(game, seat: str | None) -> tuple[str | None, str | None]:
    """(seat, problem): a player's name, or None for a spectator."""
    if seat is None:
        return None, None
    if seat in game.state.players:
        return seat, None
    if seat == SPECTATOR:
        return None, None
    return None, f"--as {seat!r}: not a player of this game ({', '.join(game.state.players)})"


def _write(path: str, data: bytes) -> int:
    try:
        write_atomic(path, data)
    except OSError as exc:
        return _fail([f"{path}: can't write: {exc.strerror or exc}"])
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        game = load_game(args.file)
    except SaveError as exc:
        return _fail(exc.problems)
    try:
        position = game_at(game, args.to)
    except ValueError as exc:
        print(f"--to {args.to}: {exc}", file=sys.stderr)
        return 2
    if args.seat is None:
        data = dump_game(position)
    else:
        seat, problem = _seat(game, args.seat)
        if problem:
            print(problem, file=sys.stderr)
            return 2
        data = export_for(position, seat)
    status = _write(args.out, data)
    if status == 0:
        print(f"{args.out}: position after {len(position.log)} of {len(game.log)} log entries"
              + (f", as {args.seat}" if args.seat else ""))
    return status


def cmd_export(args: argparse.Namespace) -> int:
    try:
        game = load_game(args.file)
    except SaveError as exc:
        return _fail(exc.problems)
    seat, problem = _seat(game, args.seat)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    status = _write(args.out, export_for(game, seat))
    if status == 0:
        print(f"{args.out}: redacted export for {args.seat}")
    return status
