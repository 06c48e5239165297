"""`python -m tabletop` / `tabletop`: headless subcommands, or the app when none is given."""

from __future__ import annotations

import sys

from tabletop.cli import SUBCOMMANDS


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in SUBCOMMANDS or args[:1] in (["-h"], ["--help"]) and not _has_app():
        from tabletop.cli import main as cli_main
        return cli_main(args)
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
