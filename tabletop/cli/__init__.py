"""Headless commands. Each module of this package registers its own subcommands:

- `conformance`: conformance
- `storage`: validate, replay, export
- `ledger`: ledger
- `cards`: cards, deck
- `lessons`: lessons
- `position`: position text, position from-text
- `net`: host, join
- `hub`: server, register, games, play

A module exposes `register(subparsers)`; each subcommand sets `func(args) -> int`. Errors a user
can cause end in a clear message and exit status 1 or 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys

AREAS = ("tabletop.cli.conformance", "tabletop.cli.storage", "tabletop.cli.ledger",
         "tabletop.cli.cards", "tabletop.cli.lessons", "tabletop.cli.position",
         "tabletop.cli.net", "tabletop.cli.hub")

# The area (module of AREAS) that registers each command: `main` imports only that one, so a
# command does not pay for importing every other command's code (0.1-0.5 s against 0.75 s).
AREA_OF = {"conformance": "conformance", "validate": "storage", "replay": "storage",
           "export": "storage", "take-over": "storage", "ledger": "ledger", "cards": "cards",
           "deck": "cards", "lessons": "lessons", "position": "position", "host": "net",
           "join": "net", "server": "hub", "register": "hub", "games": "hub", "play": "hub"}
SUBCOMMANDS = tuple(AREA_OF)  # (in the order `tabletop --help` lists them)


def build_parser(areas: tuple[str, ...] = AREAS) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tabletop", description="tabletop headless commands")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in areas:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(sub)
    return parser


def overview() -> str:
    """`tabletop --help`: the app's options, then every subcommand with one line each."""
    # the app's module, imported at call time (the headless commands import no UI)
    app_parser = importlib.import_module("tabletop.app").build_parser
    text = app_parser().format_help().rstrip("\n")
    lines = ["", "commands (tabletop COMMAND --help says more):"]
    for action in build_parser()._subparsers._group_actions:  # type: ignore[union-attr]
        for choice in action._choices_actions:
            lines.append(f"  {choice.dest:<12} {choice.help}")
    return text + "\n" + "\n".join(lines) + "\n"


def parser_for(argv: list[str]) -> argparse.ArgumentParser:
    """The parser of the command `argv` names (only its area imported), or of every command."""
    area = AREA_OF.get(argv[0]) if argv else None
    return build_parser((f"tabletop.cli.{area}",) if area else AREAS)


def main(argv: list[str] | None = None) -> int:
    parser = parser_for(argv if argv is not None else sys.argv[1:])
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug in tabletop: said as one, never as a traceback
        return _internal_error(exc, argv if argv is not None else sys.argv[1:])


INTERNAL_ERROR = 70  # sysexits' EX_SOFTWARE, as `validate`, `export` and `replay` say it


def _internal_error(exc: Exception, argv: list[str]) -> int:
    """Report an exception no command expected: one line naming it as a bug, the traceback
    saved to a file under the state folder (printed instead when no file can be written)."""
    from tabletop.storage.files import save_error_report

    doing = "running 'tabletop " + " ".join(argv)[:200] + "'"
    report = save_error_report(exc, doing)
    where = f"details saved to {report}" if report else "details below"
    print(f"tabletop: tabletop hit an internal error while {doing} ({type(exc).__name__}: "
          f"{str(exc)[:300]}); this is a bug in tabletop, not a problem with your input; {where}",
          file=sys.stderr)
    if report is None:
        import traceback
        traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
    return INTERNAL_ERROR


if __name__ == "__main__":
    sys.exit(main())
