"""`tabletop cards import|search|show|tokens|image|download` and `tabletop deck check`: the card
database and decklists from the command line. Errors end in a one-line message on stderr and
exit status 2 for a file that can't be used (bad input), 1 otherwise (unknown cards, the database
can't be written).

`cards import` skips the records it cannot read (each reported on stderr: file, record, reason;
the summary counts them) and imports the others; `--strict` imports all or nothing. It exits 0
when it imported a card, 1 when it imported none, 2 for a file that can't be used."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from tabletop import safeio
from tabletop.carddata import (
    CardDatabase,
    CardDataError,
    CardImportError,
    DecklistError,
    check_decklist,
    default_db_path,
)
from tabletop.carddata.decklists import read_decklist
from tabletop.carddata.importer import CARD_FILE_SUFFIXES, card_files
from tabletop.model.cards import CardFacts


def register(sub) -> None:
    cards = sub.add_parser("cards", help="the card database: import, search, show, image",
                           description="Import card data files and look cards up. The bundled "
                           "card facts are always available.")
    cards.add_argument("--db", metavar="PATH", help=f"card database (default: "
                       f"{default_db_path()})")
    csub = cards.add_subparsers(dest="cards_command", required=True, metavar="ACTION")
    p = csub.add_parser("import", help="import Scryfall, MTGJSON, Cockatrice or Forge files "
                        "or folders of them (one transaction; a record that can't be read is "
                        "skipped and reported)")
    p.add_argument("files", nargs="*", metavar="FILE")
    p.add_argument("--cockatrice", nargs="?", const="", metavar="DIR", help="import an existing "
                   "Cockatrice installation (cards.xml, tokens.xml, custom sets), use its "
                   "pictures folder and list its decks; DIR is its data folder (default: found "
                   "in Cockatrice's usual folders)")
    p.add_argument("--strict", action="store_true", help="import nothing if any record can't "
                   "be read")
    p.set_defaults(func=cmd_import)
    p = csub.add_parser("search", help="cards whose name contains TEXT, then cards whose rules "
                        "text has its words (any language)")
    p.add_argument("text", metavar="TEXT")
    p.add_argument("--limit", type=int, default=20)
    p.add_argument("--json", action="store_true", help="print a JSON list")
    p.set_defaults(func=cmd_search)
    p = csub.add_parser("show", help="the facts of one card, by its name in any language")
    p.add_argument("name", metavar="NAME")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_show)
    p = csub.add_parser("tokens", help="the tokens one may create: the bundled common ones and "
                        "every token of the card database, those whose name, type line, text, "
                        "P/T or colours hold every word of QUERY")
    p.add_argument("query", metavar="QUERY", nargs="?", default="")
    p.add_argument("--json", action="store_true", help="print a JSON list of the tokens' facts")
    p.set_defaults(func=cmd_tokens)
    from .cardimage import add_parser as add_image_parser
    add_image_parser(csub)
    from .carddownload import add_parser as add_download_parser
    add_download_parser(csub)

    deck = sub.add_parser("deck", help="decklists: check that every card is known")
    deck.add_argument("--db", metavar="PATH", help="card database (default: the data folder)")
    dsub = deck.add_subparsers(dest="deck_command", required=True, metavar="ACTION")
    p = dsub.add_parser("check", help="read a decklist and resolve its card names")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_deck_check)


def _fail(exc: Exception, code: int) -> int:
    """Say what went wrong on stderr; the exit code."""
    print(f"error: {exc}", file=sys.stderr)
    return code


def _open(args, create: bool = False) -> CardDatabase:
    return CardDatabase.open(args.db, create=create)


MAX_SKIPS_SHOWN = 50  # skipped records listed one by one on stderr; the rest are counted


def expand(names: list[str]) -> list[str]:
    """Files as given; a folder stands for the card files in it (e.g. Forge's cardsfolder). A
    folder without card files stays as it is named (and is refused: not a regular file)."""
    out: list[str] = []
    for name in names:
        path = Path(name)
        found = [str(p) for p in card_files(path)] if path.is_dir() else []
        out.extend(found or [name])
    return out


def cmd_import(args: argparse.Namespace) -> int:
    if args.cockatrice is not None:
        from .cockatrice import cmd_import_cockatrice
        return cmd_import_cockatrice(args)
    if not args.files:
        print("error: name a card file or folder to import, or --cockatrice", file=sys.stderr)
        return 2
    return import_files(args)


def import_files(args: argparse.Namespace) -> int:
    """`cards import FILE...`: the exit status (see the module's docstring)."""
    args.files = expand(args.files)
    problems = []
    for f in args.files:
        if Path(f).is_dir():
            problems.append(f"{f}: a folder without card files "
                            f"({', '.join(CARD_FILE_SUFFIXES)})")
            continue
        try:
            safeio.open_regular(f).close()
        except safeio.FileRefused as exc:
            problems.append(str(exc))
    if problems:
        for p in problems[:-1]:
            print(f"error: {p}", file=sys.stderr)
        print(f"error: {problems[-1]}; nothing was imported", file=sys.stderr)
        return 2
    start = time.perf_counter()
    db_path = Path(args.db) if args.db else default_db_path()
    try:
        existed = db_path.exists()
    except OSError:
        existed = True  # never remove what may be there
    reported = 0

    def skipped(err) -> None:
        nonlocal reported
        reported += 1
        if reported <= MAX_SKIPS_SHOWN:
            print(f"skipped: {err}", file=sys.stderr)

    def forget_new_db() -> None:
        if not existed:
            try:  # the database did not exist before: leave none behind
                db_path.unlink()
            except OSError:
                pass

    try:
        with _open(args, create=True) as db:
            summary = db.import_files(args.files, lambda msg: print(msg, file=sys.stderr),
                                      strict=args.strict, skipped=skipped)
            total = db.count()
    except CardDataError as exc:
        forget_new_db()
        print(f"error: {exc}; nothing was imported, the card database is as it was",
              file=sys.stderr)
        return 2 if isinstance(exc, CardImportError) else 1
    if reported > MAX_SKIPS_SHOWN:
        print(f"skipped: {reported - MAX_SKIPS_SHOWN} more records (not shown)",
              file=sys.stderr)
    skips = len(summary.skipped)
    skip_note = f", skipped {skips} record(s) that could not be read" if skips else ""
    if summary.cards == 0:
        if total == 0:
            forget_new_db()
        print(f"error: no card imported from {summary.records} records in {summary.files} "
              f"file(s){skip_note}; the card database is as it was", file=sys.stderr)
        return 1
    print(f"imported {summary.cards} cards ({summary.added} new, {summary.updated} updated) "
          f"from {summary.records} records in {summary.files} file(s){skip_note} in "
          f"{time.perf_counter() - start:.1f} s; the database holds {total} cards")
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    try:
        with _open(args) as db:
            hits = db.search(args.text, limit=max(1, args.limit))
    except CardDataError as exc:
        return _fail(exc, 1)
    if args.json:
        print(json.dumps([{"name": h.name, "matched": h.matched, "lang": h.lang,
                           "in": str(h.where)} for h in hits], ensure_ascii=False, indent=1))
    else:
        for h in hits:
            extra = f"  ({h.lang}: {h.matched})" if h.matched != h.name else ""
            print(f"{h.name}{extra}")
        if not hits:
            print(f"no card's name or rules text contains {args.text!r}", file=sys.stderr)
    return 0 if hits else 1


def token_line(facts: dict) -> str:
    """One token on one line: name, P/T, colours, type line, rules text (lines joined)."""
    pt = f" {facts['power']}/{facts['toughness']}" if facts.get("power") is not None else ""
    colors = "".join(facts.get("colors") or []) or "colorless"
    text = " / ".join((facts.get("oracle_text") or "").splitlines())
    return f"{facts['name']}{pt} ({colors}) — {facts.get('type_line', '')}" + \
        (f" — {text}" if text else "")


def cmd_tokens(args: argparse.Namespace) -> int:
    from tabletop.carddata.tokens import list_tokens
    try:
        with _open(args) as db:
            tokens = list_tokens(args.query, db)
    except CardDataError as exc:
        return _fail(exc, 1)
    if args.json:
        print(json.dumps(tokens, ensure_ascii=False, indent=1))
    else:
        for facts in tokens:
            print(token_line(facts))
        if not tokens:
            print(f"no token matches {args.query!r}", file=sys.stderr)
    return 0 if tokens else 1


def show_dict(facts: dict) -> dict:
    """The `cards show --json` object: facts with `names` including `en`, and a multi-faced
    card's `oracle_text` (its faces' texts joined with a line `//`) beside each face's."""
    out = dict(facts)
    out["names"] = {"en": facts["name"], **(facts.get("names") or {})}
    if "oracle_text" not in out and facts.get("card_faces"):
        text = CardFacts.from_dict(facts).oracle_text
        if text is not None:
            out["oracle_text"] = text
    return out


def cmd_show(args: argparse.Namespace) -> int:
    try:
        with _open(args) as db:
            facts = db.find_dict(args.name)
    except CardDataError as exc:
        return _fail(exc, 1)
    if facts is None:
        print(f"no card called {args.name!r} (try: tabletop cards search)", file=sys.stderr)
        return 1
    d = show_dict(facts)
    if args.json:
        print(json.dumps(d, ensure_ascii=False, indent=1))
        return 0
    faces = d.get("card_faces") or [d]
    print(d["name"])
    for f in faces:
        pt = f"  {f['power']}/{f['toughness']}" if "power" in f else ""
        loyalty = f"  loyalty {f['loyalty']}" if "loyalty" in f else ""
        head = f"  {f['name']}: " if len(faces) > 1 else "  "
        print(f"{head}{f.get('mana_cost') or '(no mana cost)'}  {f.get('type_line', '')}"
              f"{pt}{loyalty}")
        for text_line in (f.get("oracle_text") or "").splitlines():
            print(f"    {text_line}")
    for kw in ("morph", "megamorph", "disguise"):
        if kw in d:
            print(f"  {kw.capitalize()}: {d[kw]}")
    if d.get("keywords"):
        print(f"  Keywords: {', '.join(d['keywords'])}")
    if d.get("hints"):
        print(f"  Hints: {', '.join(f'{k}={v}' for k, v in d['hints'].items())}")
    print("  Names: " + "; ".join(f"{k} {v}" for k, v in d["names"].items()))
    if d.get("flavor_name"):
        print(f"  Flavor name: {d['flavor_name']}")
    if d.get("printed_text"):
        print("  Printed text in: " + ", ".join(d["printed_text"]))
    return 0


def cmd_deck_check(args: argparse.Namespace) -> int:
    path = Path(args.file)
    try:
        deck = read_decklist(path)
        with _open(args) as db:
            report = check_decklist(deck, db.find_dict)
    except DecklistError as exc:
        return _fail(exc, 2)
    except CardDataError as exc:
        return _fail(exc, 1)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
    else:
        counts = ", ".join(f"{k} {v}" for k, v in report["sections"].items())
        print(f"{report['name'] or path.name} ({report['format']}): {counts}")
        for name in report["unresolved"]:
            print(f"unknown card: {name}")
        for name in report["tokens"]:
            print(f"token, not a card of a deck: {name}")
    if report["unresolved"]:
        print(f"{len(report['unresolved'])} card name(s) not found", file=sys.stderr)
    if report["tokens"]:
        print(f"{len(report['tokens'])} token(s) in the deck", file=sys.stderr)
    return 1 if report["unresolved"] or report["tokens"] else 0
