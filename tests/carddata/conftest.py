"""Fixtures for card-data tests: the real files of ../shared/carddata-external (tests that need
them skip when the folder is absent) and a database under a temporary TABLETOP_HOME."""

from __future__ import annotations

from pathlib import Path

import pytest

EXTERNAL = Path(__file__).parents[2].parent / "shared" / "carddata-external"


@pytest.fixture
def external() -> Path:
    if not EXTERNAL.is_dir():
        pytest.skip("../shared/carddata-external is not beside the project")
    return EXTERNAL


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
