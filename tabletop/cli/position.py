"""`tabletop position text FILE [--as SEAT | --full]` and `tabletop position from-text TEXT
--out FILE`: positions as text (`tabletop.storage.position`) from the shell.

`text` prints the position of a save (the board it reaches) as text: public by default, as one
seat may know it with `--as SEAT`, everything with `--full`. `from-text` reads a position text
(a file, or `-` for standard input) and writes a save with an empty log that `tabletop validate`
accepts. Card names are looked up in `--cards SAVE` first (the card facts of that save), then in
the card database (every language; the bundled facts when there is none), then among the tokens.

Every error a user can cause is one line on standard error and exit status 2, never a
traceback; one no command expected is the CLI's internal error (`tabletop.cli.main`: one line,
the details saved to a file, exit status 70), as for every subcommand.
"""

from __future__ import annotations

import argparse
import sys

from tabletop import safeio
from tabletop.model.limits import MAX_POSITION_TEXT_BYTES
from tabletop.storage import SaveError, dump_game, load_game, read_save
from tabletop.storage.files import UnsafeTarget, check_target, write_atomic
from tabletop.storage.position import (
    Lookup,
    PositionTextError,
    position_from_text,
    position_text,
)

BAD_INPUT = 2
STDIN = "-"


def register(sub) -> None:
    p = sub.add_parser("position", help="positions as text: print one, or read one into a save",
                       description="A position as text a player can read and paste, and back.")
    psub = p.add_subparsers(dest="position_command", required=True, metavar="ACTION")
    t = psub.add_parser("text", help="print the position of a save as text",
                        description="Print the position a save reaches as text: what a "
                        "spectator sees (default), what one seat may know (--as), or "
                        "everything (--full).")
    t.add_argument("file", metavar="FILE")
    g = t.add_mutually_exclusive_group()
    g.add_argument("--as", dest="seat", metavar="SEAT", help="what this player may know")
    g.add_argument("--full", action="store_true", help="everything, hidden cards too")
    t.set_defaults(func=cmd_text)
    f = psub.add_parser("from-text", help="read a position text into a save",
                        description="Read a position text (a file, or - for standard input) "
                        "into a save with an empty log.")
    f.add_argument("file", metavar="TEXT")
    f.add_argument("--out", required=True, metavar="FILE", help="the save to write")
    f.add_argument("--cards", metavar="SAVE", help="look card names up in this save's card "
                   "facts first")
    f.add_argument("--db", metavar="PATH", help="the card database (default: the usual one)")
    f.set_defaults(func=cmd_from_text)


def _fail(message: str) -> int:
    print("tabletop position: " + " ".join(message.split("\n")), file=sys.stderr)
    return BAD_INPUT


def _save_problem(exc: SaveError) -> str:
    shown = exc.problems[:3]
    more = len(exc.problems) - len(shown)
    return "; ".join(shown) + (f"; and {more} more" if more > 0 else "")


def cmd_text(args: argparse.Namespace) -> int:
    try:
        game = load_game(args.file)
    except SaveError as exc:
        return _fail(_save_problem(exc))
    if args.seat is not None and args.seat not in game.state.players:
        return _fail(f"--as {args.seat!r}: not a player of this game "
                     f"({', '.join(game.state.players)})")
    sys.stdout.write(position_text(game, seat=args.seat, full=args.full))
    return 0


def _read_text(name: str) -> str:
    if name == STDIN:
        data = sys.stdin.buffer.read(MAX_POSITION_TEXT_BYTES + 1)
        if len(data) > MAX_POSITION_TEXT_BYTES:
            raise ValueError(f"standard input: a position text is at most "
                             f"{MAX_POSITION_TEXT_BYTES:,} bytes")
    else:
        try:
            data = safeio.read_bytes(name, MAX_POSITION_TEXT_BYTES, "position texts")
        except safeio.FileRefused as exc:
            raise ValueError(str(exc)) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ValueError(f"{name}: not UTF-8 text (byte {exc.start:,})") from None


def _lookup(args: argparse.Namespace, db) -> Lookup:
    """Card facts by name: those of `--cards SAVE`, then the card database's, then tokens'."""
    from tabletop.carddata.tokens import cards_and_tokens

    first = load_game(args.cards).state.facts.values() if args.cards else ()
    return cards_and_tokens(db, first)


def cmd_from_text(args: argparse.Namespace) -> int:
    from tabletop.carddata import CardDatabase, CardDataError

    protect = [args.file] if args.file != STDIN else []
    try:
        check_target(args.out, protect=protect)
    except UnsafeTarget as exc:
        return _fail(f"--out {args.out}: {exc.strerror}")
    try:
        text = _read_text(args.file)
    except ValueError as exc:
        return _fail(str(exc))
    try:
        db = CardDatabase.open(args.db)
    except CardDataError as exc:
        return _fail(str(exc))
    with db:
        try:
            game = position_from_text(text, _lookup(args, db))
        except SaveError as exc:  # (--cards)
            return _fail(f"--cards: {_save_problem(exc)}")
        except PositionTextError as exc:
            return _fail(f"{args.file}: {exc}")
    try:
        data = dump_game(game, title="position")
        read_save(data, args.out, kind="game", keep=False)  # never write what would not open
    except SaveError as exc:
        return _fail(f"{args.file}: this position can't be saved: {_save_problem(exc)}")
    try:
        write_atomic(args.out, data, protect=protect)
    except UnsafeTarget as exc:
        return _fail(f"--out {args.out}: {exc.strerror}")
    except OSError as exc:
        return _fail(f"{args.out}: can't write: {exc.strerror or exc}")
    n = len(game.state.cards)
    print(f"{args.out}: a position of {n:,} card{'' if n == 1 else 's'}, "
          f"{len(game.state.players)} players")
    return 0
