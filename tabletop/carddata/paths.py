"""Where the card database lives: `$TABLETOP_HOME` if set (everything under it), else the
platformdirs user data folder of "tabletop" (`~/.local/share/tabletop` on Linux)."""

from __future__ import annotations

import os
from pathlib import Path

DB_NAME = "cards.sqlite3"


def data_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home).expanduser() / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir("tabletop", appauthor=False))


def default_db_path() -> Path:
    return data_dir() / DB_NAME
