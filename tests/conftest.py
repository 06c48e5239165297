"""Shared fixtures: where ../shared is, and small games built from inline facts."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# No card image is ever downloaded in the tests unless a test turns downloads on (it names its
# sources, on a server of its own on 127.0.0.1); see tabletop.carddata.images.OFFLINE_ENV.
os.environ["TABLETOP_OFFLINE"] = "1"

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


@pytest.fixture
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip("../shared is not beside the project")
    return SHARED
