"""Headless commands. Each module of this package registers its own subcommands:

- `conformance`: conformance
- `storage`: validate, replay, export
- `cards`: cards, deck
- `lessons`: lessons

A module exposes `register(subparsers)`; each subcommand sets `func(args) -> int`. Errors a user
can cause end in a clear message and exit status 1 or 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys

SUBCOMMANDS = ("conformance", "validate", "replay", "export", "cards", "deck", "lessons")
AREAS = ("tabletop.cli.conformance", "tabletop.cli.storage", "tabletop.cli.cards",
         "tabletop.cli.lessons")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tabletop", description="tabletop headless commands")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in AREAS:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
