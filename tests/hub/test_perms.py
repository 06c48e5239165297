"""The users a hub node writes (no server needed): each account's subjects, and the config
text refusing what it cannot hold."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.hub import natsconf, perms
from tabletop.hub.accounts import Account, hash_password
from tabletop.net.errors import NetError

HASH = hash_password("p" * 24)


def test_an_account_user_holds_its_lobby_and_its_places_only():
    games = [{"id": "abcdefghij", "seats": [{"token": "p0", "account": "alice"},
                                            {"token": "p1", "account": "bob"}],
              "watchers": [{"token": "w1", "account": "carol"}]},
             {"id": "klmnopqrst", "seats": [{"token": "p0", "account": None}], "watchers": []}]
    accounts = [Account(name=n, hash=HASH, created=0) for n in ("alice", "bob", "carol")]
    accounts.append(Account(name="gone", hash=HASH, created=0, removed=True))
    users = {u.name: u for u in perms.account_users(accounts, games)}
    assert sorted(users) == ["a-alice", "a-bob", "a-carol"]
    assert users["a-bob"].publish == ("tt.lobby.bob.>", "tt.abcdefghij.cmd.p1")
    assert users["a-bob"].subscribe == ("_INBOX_L_bob.>", "tt.lobby.chat", "tt.lobby.events",
                                        "tt.abcdefghij.view.p1", "_INBOX_abcdefghij_p1.>")
    assert users["a-carol"].publish == ("tt.lobby.carol.>", "tt.abcdefghij.cmd.w1")
    assert "tt.abcdefghij.view.public" in users["a-carol"].subscribe
    assert all(not u.unlimited for u in users.values())


def test_the_config_refuses_what_it_cannot_hold(tmp_path: Path):
    where = natsconf.Listeners(client="127.0.0.1:0", store=tmp_path, server_name="n1",
                               files={"pid": tmp_path / "p", "ports": tmp_path, "log": tmp_path})
    good = [perms.internal_user("n1", HASH), perms.admin_user(HASH), perms.guest_user("g" * 24)]
    text = natsconf.config_text(where, good, -1, None, None)
    assert 'no_auth_user: "tt-guest"' in text and "jetstream {" in text
    for bad in (perms.HubUser('a"b', HASH), perms.HubUser("a-x", 'pw"}'),
                perms.HubUser("a-x", HASH, publish=("tt lobby",))):
        with pytest.raises(NetError):
            natsconf.config_text(where, [*good, bad], -1, None, None)
    with pytest.raises(NetError, match="twice"):
        natsconf.config_text(where, [*good, good[0]], -1, None, None)
