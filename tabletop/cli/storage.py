"""`tabletop validate FILE...`, `tabletop replay FILE --to N [--seat SEAT | --spectator] --out
FILE`, `tabletop export FILE --seat SEAT | --spectator --out FILE`, `tabletop take-over FILE --at N
--out FILE`: save files from the shell.

`--seat NAME` always names a player and `--spectator` means public information only, as in the
app, so a player may be called "spectator" without the two ever being mixed up. The older
`--as SEAT` still works, `--as spectator` meaning a spectator, except in a game with a player of
that name, where it is refused as ambiguous.

Errors a user can cause end in a clear message and exit status 1 (a bad file) or 2 (bad
arguments, among them an `--out` that is not a regular file, is a symbolic link, or is the input
itself), never a traceback. A bug of tabletop's is not disguised as either: it says "internal
error", saves the traceback to a file it names, and exits with 70 (`INTERNAL_ERROR`).
"""

from __future__ import annotations

import argparse
import functools
import sys
from pathlib import Path

from tabletop.storage import (
    SaveError,
    dump_game,
    export_for,
    game_at,
    load_game,
    read_save,
    validate_bytes,
)
from tabletop.storage.files import (
    UnsafeTarget,
    check_target,
    read_limited,
    save_error_report,
    write_atomic,
)
from tabletop.storage.takeover import TakeOverRefused, refusal, take_over

SPECTATOR = "spectator"
BAD_FILE, BAD_ARGUMENTS, INTERNAL_ERROR = 1, 2, 70  # (70: sysexits' EX_SOFTWARE)


def _guarded(fn):
    """Run a command; an exception it did not expect is reported as an internal error (the
    traceback saved to a file), never as a traceback or as a problem with the user's file."""
    @functools.wraps(fn)
    def run(args: argparse.Namespace) -> int:
        try:
            return fn(args)
        except (KeyboardInterrupt, BrokenPipeError):
            raise
        except Exception as exc:
            inputs = getattr(args, "files", None) or [getattr(args, "file", "")]
            doing = f"running 'tabletop {args.command}' on {', '.join(map(str, inputs))}"
            report = save_error_report(exc, doing)
            where = f"details saved to {report}" if report else "details below"
            print(f"tabletop: tabletop hit an internal error while {doing} "
                  f"({type(exc).__name__}: {exc}); this is a bug in tabletop, not a problem "
                  f"with the file; {where}", file=sys.stderr)
            if report is None:
                import traceback
                traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
            return INTERNAL_ERROR
    return run


def register(sub) -> None:
    p = sub.add_parser("validate", help="check save files",
                       description="Check save files (and redacted exports): the format, and a "
                       "replay of the log. Prints one line per good file, the problems of a "
                       "bad one with their JSON paths.")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--quick", action="store_true",
                   help="replay the log's events only; don't re-run every command through the "
                   "rules")
    p.set_defaults(func=_guarded(cmd_validate))

    p = sub.add_parser("replay", help="write the position after N log entries",
                       description="Write the game as it was after its first N log entries: a "
                       "save (or, with --as, a redacted export for that seat).")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--to", type=int, required=True, metavar="N",
                   help="log entries to keep (negative counts from the end)")
    _seat_options(p, required=False)
    p.add_argument("--out", required=True, metavar="FILE")
    p.set_defaults(func=_guarded(cmd_replay))

    p = sub.add_parser("export", help="write a redacted export for one seat",
                       description="Write the game as one seat may know it, for sharing: hidden "
                       "cards are left out, ids re-issued, the log as that seat saw it.")
    p.add_argument("file", metavar="FILE")
    _seat_options(p, required=True)
    p.add_argument("--out", required=True, metavar="FILE")
    p.set_defaults(func=_guarded(cmd_export))

    p = sub.add_parser("take-over", help="start a new game from entry N of a game",
                       description="Write a new game whose board is the game's after its first "
                       "N log entries and whose log is those entries, to play on (hot seat or "
                       "hosted). Only from a whole game's save, never a redacted export.")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--at", type=int, required=True, metavar="N",
                   help="log entries to keep (negative counts from the end)")
    p.add_argument("--out", required=True, metavar="FILE")
    p.set_defaults(func=_guarded(cmd_take_over))


def _seat_options(p, required: bool) -> None:
    g = p.add_mutually_exclusive_group(required=required)
    g.add_argument("--seat", dest="player", metavar="NAME",
                   help="export as this player may know it")
    g.add_argument("--spectator", action="store_true",
                   help="export public information only")
    g.add_argument("--as", dest="seat", metavar="SEAT",
                   help=f"the older spelling: a player's name, or '{SPECTATOR}'")


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


def _seat(game, args: argparse.Namespace) -> tuple[str | None, str | None]:
    """(seat, problem): a player's name, or None for a spectator."""
    players = game.state.players
    if args.spectator:
        return None, None
    if args.player is not None:
        if args.player in players:
            return args.player, None
        return None, f"--seat {args.player!r}: not a player of this game ({', '.join(players)})"
    seat = args.seat
    if seat == SPECTATOR:
        if seat in players:
            return None, (f"--as {SPECTATOR}: ambiguous, a player of this game is called "
                          f"{SPECTATOR!r}: write --seat {SPECTATOR} for that player's view or "
                          "--spectator for public information only")
        return None, None
    if seat in players:
        return seat, None
    return None, f"--as {seat!r}: not a player of this game ({', '.join(players)})"


def _wanted(args: argparse.Namespace) -> bool:
    """Whether a seat's export (not a whole save) was asked for."""
    return args.spectator or args.player is not None or args.seat is not None


def _who(seat: str | None) -> str:
    return seat if seat is not None else "a spectator"


def _out_problem(args: argparse.Namespace) -> int:
    """Refuse an `--out` the writer would not replace (a link, a pipe, a device, a folder)
    or that is the input itself, before any work: 2 and a message, or 0."""
    try:
        check_target(args.out, protect=[args.file])
    except UnsafeTarget as exc:
        print(f"--out {args.out}: {exc.strerror}", file=sys.stderr)
        return BAD_ARGUMENTS
    return 0


def _write(path: str, data: bytes, source: str) -> int:
    try:
        write_atomic(path, data, protect=[source])
    except UnsafeTarget as exc:  # (it changed since it was checked)
        print(f"--out {path}: {exc.strerror}", file=sys.stderr)
        return BAD_ARGUMENTS
    except OSError as exc:
        return _fail([f"{path}: can't write: {exc.strerror or exc}"])
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    if _out_problem(args):
        return BAD_ARGUMENTS
    try:
        game = load_game(args.file)
    except SaveError as exc:
        return _fail(exc.problems)
    try:
        position = game_at(game, args.to)
    except ValueError as exc:
        print(f"--to {args.to}: {exc}", file=sys.stderr)
        return 2
    seat = None
    try:
        if not _wanted(args):
            data = dump_game(position)
            read_save(data, f"the position after {len(position.log)} entries", kind="game",
                      keep=False)  # read back as a load would: never write what won't open
        else:
            seat, problem = _seat(game, args)
            if problem:
                print(problem, file=sys.stderr)
                return 2
            data = export_for(position, seat)  # checked as a file opened would be
    except SaveError as exc:  # never write what the app would refuse to open
        return _fail(exc.problems)
    status = _write(args.out, data, args.file)
    if status == 0:
        print(f"{args.out}: position after {len(position.log)} of {len(game.log)} log entries"
              + (f", as {_who(seat)}" if _wanted(args) else ""))
    return status


def cmd_export(args: argparse.Namespace) -> int:
    if _out_problem(args):
        return BAD_ARGUMENTS
    try:
        game = load_game(args.file)
    except SaveError as exc:
        return _fail(exc.problems)
    seat, problem = _seat(game, args)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    try:
        data = export_for(game, seat)  # checked as a file opened would be
    except SaveError as exc:
        return _fail(exc.problems)
    status = _write(args.out, data, args.file)
    if status == 0:
        print(f"{args.out}: redacted export for {_who(seat)}")
    return status


def cmd_take_over(args: argparse.Namespace) -> int:
    if _out_problem(args):
        return BAD_ARGUMENTS
    try:
        game = read_save(read_limited(args.file), args.file).game
    except SaveError as exc:
        return _fail(exc.problems)
    if game is None:
        return _fail([str(TakeOverRefused(refusal(args.file)))])
    try:
        new = take_over(game, args.at, name=Path(args.file).name)
    except TakeOverRefused as exc:
        return _fail([str(exc)])
    except SaveError as exc:  # (never written: it would not open)
        return _fail(exc.problems)
    except ValueError as exc:
        print(f"--at {args.at}: {exc}", file=sys.stderr)
        return BAD_ARGUMENTS
    status = _write(args.out, dump_game(new), args.file)
    if status == 0:
        print(f"{args.out}: a new game from entry {len(new.log)} of {len(game.log)} of "
              f"{args.file}")
    return status
