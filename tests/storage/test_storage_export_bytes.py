"""Redacted exports stay byte for byte what they were before the export was made faster
(issue 28): the digests in tests/data/export-digests.json were computed with the code before
(`exportdigests.py`), for saved games, random games played on and taken back, and the storage
benchmark's 20,000-event game, for every seat and a spectator."""

from __future__ import annotations

import json

from tabletop.storage import review

from .exportdigests import DIGESTS, STAMP, all_digests


def test_exports_are_byte_identical_to_the_digests(monkeypatch):
    monkeypatch.setattr(review, "now_stamp", lambda: STAMP)
    expected = json.loads(DIGESTS.read_text())
    got = all_digests()
    assert len(expected) > 100
    differ = sorted(k for k in expected if got.get(k) != expected[k])
    assert not differ, f"exports changed: {differ[:10]}"
    assert got.keys() == expected.keys()
