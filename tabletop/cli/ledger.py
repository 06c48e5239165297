"""`tabletop ledger FILE [--as SEAT] [--card ID]`: who knew each card, since when and how.

Prints one JSON line per span (`storage.ledgerview`): `{"card", "name", "seat", "since",
"until", "how"}`; `since` and `until` are positions (log entries applied: 0 is the setup, `k`
the board after the k-th entry), `until` null while the seat still knows the card. Whole with
the model's card ids; with `--as SEAT` only what SEAT may know, with its own view ids
(`--card xN@P`: the object xN of its view at position P). A redacted export is read as its own
seat only. Exit 1 for a file that is not a sound save, 2 for bad arguments, never a traceback.
"""

from __future__ import annotations

import argparse
import re
import sys

import orjson

from tabletop.storage import SaveError, read_save
from tabletop.storage.files import read_limited
from tabletop.storage.ledger import ledger
from tabletop.storage.ledgerview import export_lines, judge_lines, seat_lines
from tabletop.storage.review import SharedBoard

from .storage import BAD_ARGUMENTS, _fail, _guarded

_AT = re.compile(r"(x[1-9][0-9]{0,8})@([0-9]{1,9})")


def register(sub) -> None:
    p = sub.add_parser("ledger", help="who knew each card, since when and how",
                       description="Print the knowledge ledger of a save as JSON lines "
                       '{"card", "name", "seat", "since", "until", "how"}: SEAT knew the card '
                       "from position SINCE (log entries applied, 0: the setup) up to UNTIL "
                       "(null: still). With --as SEAT, only what that seat may know: another "
                       "seat's knowledge of a card hidden from it is \"a card\", and ids are "
                       "that seat's view ids. A redacted export is read as its own seat.")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--as", dest="seat", metavar="SEAT",
                   help="only what this player may know")
    p.add_argument("--card", metavar="ID",
                   help="only this card: its id (c12), or with --as the id of an object of "
                   "that seat's view at a position, xN@P")
    p.set_defaults(func=_guarded(cmd_ledger))


def cmd_ledger(args: argparse.Namespace) -> int:
    try:
        checked = read_save(read_limited(args.file), args.file)
    except SaveError as exc:
        return _fail(exc.problems)
    if checked.board is not None and checked.board.seat is None:
        return _fail([f"{args.file}: a spectator's export holds no seat's knowledge (a "
                      "redacted export is read as its own seat only)"])
    if checked.board is not None:
        lines, problem = _export(checked.board, args)
    else:
        assert checked.game is not None
        lines, problem = _game(checked.game, args)
    if problem:
        print(problem, file=sys.stderr)
        return BAD_ARGUMENTS
    write = sys.stdout.write
    for ln in lines:
        write(orjson.dumps(ln).decode() + "\n")
    sys.stdout.flush()
    return 0


def _export(board: SharedBoard, args: argparse.Namespace) -> tuple[list[dict], str | None]:
    if args.seat is not None and args.seat != board.seat:
        return [], (f"--as {args.seat!r}: this export is {board.seat}'s; a redacted export "
                    "is read as its own seat only")
    return export_lines(board, args.card), None


def _game(game, args: argparse.Namespace) -> tuple[list[dict], str | None]:
    players = game.state.players
    seat, card = args.seat, args.card
    if seat is not None and seat not in players:
        return [], f"--as {seat!r}: not a player of this game ({', '.join(players)})"
    if game.setup is None:
        return [], "this game has no setup to read its ledger from"
    book = ledger(game)
    if seat is None:
        if card is not None and card not in book.names:
            return [], f"--card {card!r}: no card of this game has that id"
        return judge_lines(book, card), None
    only = None
    if card is not None:
        m = _AT.fullmatch(card)
        if m is None:
            return [], (f"--card {card[:40]!r}: with --as, name an object of {seat}'s view "
                        "as xN@P (its id xN at position P, as a line's card and since)")
        only = (m.group(1), int(m.group(2)))
    try:
        return seat_lines(game, book, seat, only), None
    except ValueError as exc:
        return [], f"--card {card!r}: {exc}"
