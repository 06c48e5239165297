"""The frozen bundle's entry point: the same as `tabletop` (subcommands, or the app)."""

import sys

from tabletop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
