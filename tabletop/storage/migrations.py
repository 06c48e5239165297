"""Migrations of save files from older format versions: plain dict -> dict steps.

`MIGRATIONS[v]` turns a version-`v` document into a version-`v + 1` one (and sets its
`schema_version`). `migrate(doc, have, want)` chains the steps. Version 1 is the first release of
the format; tests register a synthetic version 0 to exercise the chain.
Every released version keeps golden files under `tests/data/saves/`, which must load forever.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

Migration = Callable[[dict], dict]
MIGRATIONS: dict[int, Migration] = {}


class MigrationError(ValueError):
    """A document no chain of migrations can bring to the current version."""


def migration(from_version: int) -> Callable[[Migration], Migration]:
    """Register a step from `from_version` to `from_version + 1`."""
    def deco(fn: Migration) -> Migration:
        if from_version in MIGRATIONS:
            raise ValueError(f"a migration from v{from_version} exists already")
        MIGRATIONS[from_version] = fn
        return fn
    return deco


def migrate(doc: dict, have: int, want: int) -> dict:
    if have > want:
        raise MigrationError(f"version {have} is newer than {want}")
    out = copy.deepcopy(doc)
    for v in range(have, want):
        step = MIGRATIONS.get(v)
        if step is None:
            raise MigrationError(f"version {have} is not one this version of tabletop can "
                                 f"migrate (no step from v{v})")
        try:
            out = step(out)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise MigrationError(f"the v{v} file does not migrate: {exc!r}") from None
        if not isinstance(out, dict):
            raise MigrationError(f"the step from v{v} gave no document")
        out["schema_version"] = v + 1
    return out


@migration(1)
def _v1_to_v2(doc: dict) -> dict:
    """v2 adds optional card text and image fields to the facts (`oracle_text`, `printed_text`,
    `flavor_name`, `scryfall_id`, `image_uris`): a v1 file holds none of them and means the
    same in v2."""
    return doc
