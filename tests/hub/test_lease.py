"""The lease and the journal's fencing (hub-contract.md "Lease", "The journal stream"), on a
real nats-server: one worker holds a game at a time; a worker whose lease was taken can't
renew it, and its journal can't append once another writer did (never two hosts)."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from tabletop.hub import jsjournal as JJ
from tabletop.hub.lease import Lease, Me
from tabletop.hub.store import journal_subject
from tabletop.net import protocol as P
from tabletop.session.opening import demo_game

from .lobby import Lobby


def test_one_worker_holds_a_lease_until_it_runs_out(one_node):
    async def main():
        async with Lobby(one_node.urls[0]) as lobby:
            game = P.new_game_id()
            one, two = (Lease(lobby.leases, game, Me(w, i, "n1"))
                        for i, w in ((1, "n1-1"), (2, "n1-2")))
            assert await one.take() and not await two.take()
            assert await one.renew() and not await two.take()
            # its worker stopped renewing: the lease runs out (written here as if 5 s passed)
            entry = await lobby.leases.get(game)
            doc = {**json.loads(entry.value), "until": time.time() - 0.1}
            await lobby.leases.update(game, json.dumps(doc).encode(), last=entry.revision)
            assert await two.take()
            assert not await one.renew() and not one.held  # lost: it stops the game
            await two.release()
            assert await one.take()
    asyncio.run(asyncio.wait_for(main(), 60))


def test_a_journal_behind_another_writer_is_refused(one_node):
    async def main():
        async with Lobby(one_node.urls[0]) as lobby:
            game = demo_game(seed=3, pregame=True)
            subject = journal_subject(P.new_game_id(), 1)
            setup = await JJ.publish_setup(lobby.js, subject, game)
            with pytest.raises(Exception, match="wrong last sequence"):
                await JJ.publish_setup(lobby.js, subject, game)  # set up once only
            old = JJ.JsJournal(lobby.js, subject, last=setup)
            old.append({"op": "refused", "actor": "Alice", "kind": "draw"})
            await old.flush()
            replayed, last, seq = await JJ.read_game(lobby.js, subject)
            assert seq == 1 and len(replayed.log) == len(game.log)
            new = JJ.JsJournal(lobby.js, subject, last=last, seq=seq)  # took the game over
            new.push(len(game.log), game.log[-1])
            await new.flush()
            old.append({"op": "refused", "actor": "Alice", "kind": "draw"})
            with pytest.raises(JJ.JournalLost):
                await old.flush()
            assert old.lost is not None and old.synced == 1
            messages = await JJ.read_messages(lobby.js, subject, new.last)
            assert [r["seq"] for r in JJ.records_of(messages)] == [1, 2]
    asyncio.run(asyncio.wait_for(main(), 60))
