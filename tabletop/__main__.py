"""`python -m tabletop` / `tabletop`: headless subcommands, or the app when none is given."""

from __future__ import annotations

import os
import sys

from tabletop.cli import SUBCOMMANDS


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] in (["-h"], ["--help"]):
        from tabletop.cli import overview
        print(overview(), end="")
        return 0
    if args[:1] == ["--version"]:
        from tabletop import __version__
        print(f"tabletop {__version__}")
        return 0
    if args and args[0] in SUBCOMMANDS or not _has_app():
        from tabletop.cli import main as cli_main
        return cli_main(args)
    word = args[0] if args else ""
    if word and not word.startswith("-") and not os.path.exists(word) and os.sep not in word \
            and "." not in word:  # neither a subcommand nor a file name: one line, no window
        print(f"tabletop: {word!r} is not a command (the commands: {', '.join(SUBCOMMANDS)}; "
              "tabletop --help says more)", file=sys.stderr)
        return 2  # (a file name that is not there: the app says so, as for --open)
    from tabletop.app import main as app_main
    return app_main(args)


def _has_app() -> bool:
    try:
        import tabletop.app  # noqa: F401
    except ImportError:
        return False
    return True


if __name__ == "__main__":
    sys.exit(main())
