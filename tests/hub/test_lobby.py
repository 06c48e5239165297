"""The lobby on a real `tabletop server`: list, create, join with a deck, spectate, leave,
chat, players, sideboarding and the first player's choice; every request checked."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.carddata.decklists import parse_decklist
from tabletop.hub import names
from tabletop.hub.client import CreateGame, HubError
from tabletop.hub.creds import read_node_creds
from tabletop.hub.models import Code
from tabletop.net.protocol import connect
from tests.hub.procs import account, run
from tests.hub.wait import until

DECK_A = parse_decklist("4 Canary Alpha\n56 Island\n\nSideboard\n3 Canary Beta\n")
DECK_B = parse_decklist("60 Mountain\n")


async def internal_kv(store: Path, bucket: str):
    creds = read_node_creds(store / "internal.json")
    nc = await connect(creds.url, 10, what="node", user=creds.user, password=creds.password)
    return nc, await nc.jetstream().key_value(bucket)


def test_create_join_and_the_record_shows_only_counts(hub, tmp_path: Path):
    async def scenario() -> None:
        alice = await account(hub.url, "alice", tmp_path)
        bob = await account(hub.url, "bob", tmp_path)
        carol = await account(hub.url, "carol", tmp_path)
        before = await carol.games()  # (the server's other games are other tests')
        game, token = await alice.create(
            CreateGame(name="Friday", format="modern", seats=2, life=25, match=3, clock=900),
            DECK_A)
        assert token == "p0"
        [record] = [g for g in await carol.games() if g not in before]
        assert record["state"] == "waiting" and record["life"] == 25 and record["match"] == 3
        assert record["clock"] == 900 and record["format"] == "modern"
        assert record["seats"][0] == {"token": "p0", "account": "alice",
                                      "deck": {"main": 60, "side": 3}}
        assert "Canary" not in json.dumps(record)
        assert await bob.join(game, DECK_B) == "p1"
        with pytest.raises(HubError) as full:
            await carol.join(game, DECK_B)
        assert full.value.code == Code.FULL
        assert await carol.spectate(game) == "w1"
        record = await carol.game(game)
        assert record["state"] == "ready"
        assert record["watchers"] == [{"token": "w1", "account": "carol"}]
        invite = await carol.invite(game)
        assert (invite.token, invite.spectator, invite.seat, invite.user) == \
            ("w1", True, None, "a-carol")
        invite = await bob.invite(game)
        assert (invite.token, invite.seat, invite.password) == ("p1", "bob", bob.password)
        nc, decks = await internal_kv(hub.store, names.KV_DECKS)
        hidden = json.loads((await decks.get(f"{game}.p0")).value)
        assert hidden["side"] == [{"name": "Canary Beta", "count": 3}]
        await nc.close()
        await carol.leave(game)
        assert (await bob.game(game))["watchers"] == []
        await bob.leave(game)
        record = await alice.game(game)
        assert record["state"] == "waiting" and record["seats"][1]["account"] is None
        for c in (alice, bob, carol):
            await c.close()
    run(scenario())


def test_requests_out_of_bounds_are_refused_in_words(hub, tmp_path: Path):
    bad = [
        ("create", {"name": "x" * 61}), ("create", {"seats": 9}), ("create", {"seats": 1}),
        ("create", {"name": "two\nlines"}), ("create", {"match": 2}), ("create", {"clock": 5}),
        ("create", {"life": 0}), ("create", {"sneaky": True}),
        ("join", {"game": "../../etc"}),
        ("join", {"game": "abcdefghij", "deck": {"main": []}}),
        ("join", {"game": "abcdefghij", "deck": {"main": [{"name": "A\u0000", "count": 1}]}}),
        ("join", {"game": "abcdefghij", "deck": {"main": [{"name": "A", "count": 9999}]}}),
        ("chat", {"text": ""}), ("chat", {"text": "x" * 501}), ("nonsense", {}),
    ]

    async def scenario() -> None:
        dave = await account(hub.url, "dave", tmp_path)
        before = await dave.games()  # (the server's other games are other tests')
        for op, payload in bad:
            subject = names.LOBBY_SUBJECT.format(account="dave", op=op)
            reply = await dave.nc.request(subject, json.dumps(payload).encode(), timeout=5)
            doc = json.loads(reply.data)
            assert doc["error"] == "bad-request", (op, payload, doc)
            assert isinstance(doc["message"], str) and "Traceback" not in doc["message"]
        raw = b'{"name": "\\ud800"}'
        reply = await dave.nc.request(names.LOBBY_SUBJECT.format(account="dave", op="create"),
                                      raw, timeout=5)
        assert json.loads(reply.data)["error"] == "bad-request"
        reply = await dave.nc.request(names.LOBBY_SUBJECT.format(account="dave", op="list"),
                                      b"\xff\xfe not json", timeout=5)
        assert json.loads(reply.data)["error"] == "bad-request"
        assert await dave.games() == before
        await dave.close()
    run(scenario())


def test_chat_and_players(hub, tmp_path: Path):
    async def scenario() -> None:
        erin = await account(hub.url, "erin", tmp_path)
        frank = await account(hub.url, "frank", tmp_path)
        heard: list[dict] = []
        erin.on_chat = heard.append
        await frank.chat("  hello\u202e ünïcode \x07 ")

        async def got() -> list[dict]:
            return heard
        await until(got, what="the chat message heard")
        assert [(m["from"], m["text"]) for m in heard] == [("frank", "hello ünïcode")]
        with pytest.raises(HubError, match="slow down"):
            for _ in range(10):
                await frank.chat("spam")
        both = [{"name": "erin", "online": True}, {"name": "frank", "online": True}]

        async def players() -> list[dict]:  # (the server's other accounts are other tests')
            return [p for p in await erin.players() if p["name"] in ("erin", "frank")]
        # the node reports who is connected at its next heartbeat (every 2 s)
        await until(players, lambda p: p == both, what="both players online")
        await frank.close()
        await until(players, lambda p: p == [both[0], {"name": "frank", "online": False}],
                    what="frank offline")
        await erin.close()
    run(scenario())


def test_sideboarding_and_the_losers_choice(hub, tmp_path: Path):
    async def scenario() -> None:
        alice = await account(hub.url, "sb-alice", tmp_path)
        bob = await account(hub.url, "sb-bob", tmp_path)
        game, _ = await alice.create(CreateGame(seats=2, match=3), DECK_A)
        await bob.join(game, DECK_B)
        with pytest.raises(HubError) as early:
            await alice.sideboard(game, DECK_A)
        assert early.value.code == Code.WRONG_STATE
        nc, games = await internal_kv(hub.store, names.KV_GAMES)
        entry = await games.get(game)
        record = json.loads(entry.value)  # what a worker writes when game 1 ends
        record.update(state="sideboarding", chooser="p1", winner="p0", score={"p0": 1, "p1": 0})
        await games.update(game, json.dumps(record).encode(), last=entry.revision)
        other = parse_decklist("4 Canary Alpha\n55 Island\n1 Forest\n")
        with pytest.raises(HubError) as changed:
            await alice.sideboard(game, other)
        assert changed.value.code == Code.BAD_DECK
        resplit = parse_decklist(
            "4 Canary Alpha\n3 Canary Beta\n53 Island\n\nSideboard\n3 Island\n")
        await alice.sideboard(game, resplit)
        with pytest.raises(HubError) as not_yours:
            await alice.first(game, "p0")
        assert not_yours.value.code == Code.NOT_ALLOWED
        await bob.first(game, "p1")
        assert (await alice.game(game))["state"] == "sideboarding"
        await bob.sideboard(game, DECK_B)
        record = await alice.game(game)
        assert record["state"] == "ready" and record["first"] == "p1"
        assert sorted(record["ready"]) == ["p0", "p1"]
        assert record["seats"][0]["deck"] == {"main": 60, "side": 3}
        for c in (nc, alice, bob):
            await c.close()
    run(scenario())


def test_a_change_of_state_only_reloads_nothing(hub, tmp_path: Path):
    log = hub.store / "nats" / "nats-server.log"

    async def scenario() -> None:
        alice = await account(hub.url, "rl-alice", tmp_path)
        game, _ = await alice.create(CreateGame(seats=2))  # (replied once reloaded)
        before = log.read_text().count("Reloaded server configuration")
        nc, games = await internal_kv(hub.store, names.KV_GAMES)
        nodes = await nc.jetstream().key_value(names.KV_NODES)
        entry = await games.get(game)
        record = json.loads(entry.value)
        record["score"] = {"p0": 1, "p1": 0}  # what a worker writes: no seat changes hands
        rev = await games.update(game, json.dumps(record).encode(), last=entry.revision)

        async def applied() -> int:  # the tt_games revision the node's supervisor applied
            [key] = await nodes.keys()
            return json.loads((await nodes.get(key)).value)["applied"][names.KV_GAMES]
        await until(applied, lambda r: r >= rev, what="the change applied by the node")
        assert log.read_text().count("Reloaded server configuration") == before
        assert (await alice.game(game))["score"] == {"p0": 1, "p1": 0}
        await alice.join(game)  # (a seat held already: nothing changes either)
        await nc.close()
        await alice.close()
    run(scenario())
