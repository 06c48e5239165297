"""The app's own settings (`ui.json` in the config folder: the UI and card languages, the
window's layouts, hot-seat and other choices). `fileops` re-exports `load_settings` and
`save_setting`.

A module of its own, Qt-free and light (json and `tabletop.paths` only), because the usual
start reads the settings before its first paint (the UI language, the window's remembered
layout): reading them must not import the file operations (`safeio`, its decompressors, the
messages). The app imports it before PySide6 (`app._before_qt`): a module imported after
PySide6 has its source read once more by PySide6's import hook (the `__feature__` check)."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop import paths

FILE = "ui.json"


def settings_path() -> Path:
    return paths.config_dir() / FILE


def load_settings() -> dict:
    """The settings; a missing or broken file gives {}."""
    try:
        data = json.loads(settings_path().read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save_setting(key: str, value) -> None:
    """Set one setting (the others kept); a file that can't be written is left as it was."""
    data = load_settings()
    data[key] = value
    try:
        path = settings_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=1), "utf-8")
    except OSError:
        pass
