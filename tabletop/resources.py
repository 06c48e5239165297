"""Where the bundled resources are: `resources/` beside the package in a source checkout, or
`tabletop/_resources` inside an installed wheel. Read-only; no Qt."""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).resolve().parent


def resources_dir() -> Path:
    for candidate in (_HERE / "_resources", _HERE.parent / "resources"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("tabletop's resources folder is missing from this installation")


def resource(*parts: str) -> Path:
    """The path of a bundled resource, e.g. `resource("cards", "bundled.json")`."""
    return resources_dir().joinpath(*parts)
