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
    if args and not args[0].startswith("-") and not os.path.exists(args[0]):
        # a word that is neither a subcommand nor a file: one line, not a window
        word = args[0]
        if os.sep in word or "." in word:
            print(f"tabletop: no such file: {word!r}", file=sys.stderr)
        else:
            print(f"tabletop: {word!r} is not a command (the commands: "
                  f"{', '.join(SUBCOMMANDS)}; tabletop --help says more)", file=sys.stderr)
        return 2
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
