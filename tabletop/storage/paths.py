"""Where tabletop keeps its files: `tabletop.paths`, under the name the storage package has
always given it."""

from tabletop.paths import (
    APP,
    HOME_ENV,
    KINDS,
    autosave_dir,
    cache_dir,
    config_dir,
    data_dir,
    errors_dir,
    home_override,
    saves_dir,
    state_dir,
)

__all__ = ["APP", "HOME_ENV", "KINDS", "autosave_dir", "cache_dir", "config_dir", "data_dir",
           "errors_dir", "home_override", "saves_dir", "state_dir"]
