"""Where tabletop keeps its files. The one module that knows.

platformdirs gives the usual places (on Linux: config `~/.config/tabletop`, data
`~/.local/share/tabletop`, state `~/.local/state/tabletop` for autosaves, recent files and the
details of internal errors, cache `~/.cache/tabletop`; all honour `XDG_*_HOME`). When the
environment variable `TABLETOP_HOME` is set, every path is under it instead
(`$TABLETOP_HOME/config`, `/data`, `/state`, `/cache`), for tests and portable installs. Folders
are created on first use.

It sits outside the storage package (which re-exports it as `tabletop.storage.paths`) so that the
window finds its settings file without importing the save format: that import (pydantic and the
typed events) is a quarter of a second of start-up.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "tabletop"
HOME_ENV = "TABLETOP_HOME"
KINDS = ("config", "data", "state", "cache")


def home_override() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value).expanduser() if value else None


def _dir(kind: str, create: bool = True) -> Path:
    home = home_override()
    if home is not None:
        path = home / kind
    else:
        path = Path({
            "config": platformdirs.user_config_dir,
            "data": platformdirs.user_data_dir,
            "state": platformdirs.user_state_dir,
            "cache": platformdirs.user_cache_dir,
        }[kind](APP, appauthor=False))
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    return _dir("config")


def data_dir() -> Path:
    return _dir("data")


def state_dir() -> Path:
    return _dir("state")


def cache_dir() -> Path:
    return _dir("cache")


def autosave_dir(*, create: bool = True) -> Path:
    """The autosaves' folder (`create=False`: its name only, for a look that must leave no
    trace)."""
    path = _dir("state", create) / "autosave"
    if create:  # only its owner may look in (an autosave holds every hidden card)
        path.mkdir(0o700, parents=True, exist_ok=True)
    return path


def errors_dir() -> Path:
    """Where the details of internal errors are kept (`error-<time>-<pid>-<id>.txt`)."""
    path = state_dir() / "errors"
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    """The default folder the save dialog opens in."""
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
