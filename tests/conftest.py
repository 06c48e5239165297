"""Shared fixtures: where ../shared is, and small games built from inline facts."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

# No card image is ever downloaded in the tests unless a test turns downloads on (it names its
# sources, on a server of its own on 127.0.0.1); see tabletop.carddata.images.OFFLINE_ENV.
os.environ["TABLETOP_OFFLINE"] = "1"
# Nothing a test writes lands in the user's own folders, and nothing there (a card database made
# by another version, settings, autosaves) changes what a test sees: a test that needs a home of
# its own still sets TABLETOP_HOME itself.
os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-tests-")
# No test gets the card database dialog of a first start by surprise (a test that wants it
# turns this off: tests/ui/test_card_database.py).
os.environ["TABLETOP_NO_FIRST_START"] = "1"
atexit.register(shutil.rmtree, os.environ["TABLETOP_HOME"], True)

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


@pytest.fixture
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip("../shared is not beside the project")
    return SHARED
