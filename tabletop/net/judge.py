"""Judging what a seat asks of the game: its commands (run as that seat through the host's
`session.Table`, `table.run(cmd, seat)`, in the model's ids read off its view), its queries
(`game.check`, nothing logged), its undo (the table's one undo policy: exact when it makes no one
forget a card, else a logged take-back that keeps what was seen; only of the seat's own last
action, when nobody acted since: `Table.undoable_by`), and the record of what was refused
(`refused`, and the journal).

The commands only the host may give (`HOST_ONLY`) are refused; the verdicts a seat is told name
cards by its own ids (`scrub`), never the model's. A command on another seat's things becomes a
request (`Result.REQUESTED`): answered `ok`, with `request` and `to`.

Pure Python; no Qt, no NATS (the host journals and publishes what its table tells it:
`commit` waits for that; a change made is answered as an `Ack`, which `finish` answers once
the journal's sync holds it: publish, then make durable, then acknowledge).
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from tabletop.model.commands import CommandError, parse_command
from tabletop.model.modes import Result
from tabletop.rules.engine import QUERY_KINDS
from tabletop.rules.h_takeback import TAKE_BACK
from tabletop.rules.routes import seat_routes
from tabletop.rules.visibility import verdicts_for
from tabletop.session.table import Table

from . import journal as J
from . import protocol as P
from .durability import REFUSAL_COST, Saver
from .netstate import NetState
from .ratelimit import Buckets
from .views import Views

log = logging.getLogger("tabletop.net.host")

# the commands only the host may give (a seat could otherwise turn the rules off and look at
# anything, or take back another seat's action)
HOST_ONLY = frozenset({"set_mode", TAKE_BACK})
REQUESTED = "requested"  # the event of a command that became a request (rules.h_requests)


@dataclass(slots=True)
class Ack:
    """A seat's change, made, journaled and published: `answer()` is said to the seat once the
    journal's sync holds it, if `kept()` (it survived any take-back meanwhile)."""

    kept: Callable[[], bool]
    answer: Callable[[], dict]


class Judge:
    """See the module's docstring. `commit()`: journal the game's change and publish it (before
    the seat hears its result); `saver`: the host's (nothing is done while it is paused, and
    a change it took back is answered as not done); `buckets`: the seats' rate limits, which
    a refusal draws on (`REFUSAL_COST`)."""

    def __init__(self, table: Table, net: NetState, views: Views, saver: Saver,
                 commit: Callable[[], Awaitable[None]], buckets: Buckets) -> None:
        self.table, self.game = table, table.game
        self.net, self.views, self.saver = net, views, saver
        self.commit, self.buckets = commit, buckets
        self.refused: list[dict] = []  # refused commands' short records (also in the journal)

    def result(self, tok: str, cid: Any, ok: bool, verdicts: list | None = None,
               reason: str | None = None, **extra: Any) -> dict:
        return P.message(P.Kind.RESULT, id=cid, ok=ok, verdicts=verdicts or [],
                         seq=self.views.subject(tok).seq, reason=reason, **extra)

    async def command(self, tok: str, doc: dict) -> dict | Ack:
        """A seat's command, applied as that seat (a refusal recorded and journaled): the
        answer, or for a change made, its `Ack` (answered by `finish`)."""
        seat = self.net.seats[tok]
        cid = doc["id"]
        raw = doc["command"]
        kind = raw.get("kind")
        if self.saver.paused:
            return self.saver.refusal()
        epoch = self.saver.epoch
        if kind in HOST_ONLY:
            return self.refuse(tok, cid, raw, f"only the host may give a {kind!r} command"
                                + ("; ask the host for undo with an undo request"
                                   if kind == TAKE_BACK else ""))
        try:
            translated, back = self.views.translate(tok, raw, doc.get("seq"))
            cmd = parse_command(translated)
        except (CommandError, KeyError) as exc:
            return self.refuse(tok, cid, raw, str(exc).strip("'\""))
        out = self.table.run(cmd, seat).outcome
        st = self.game.state
        verdicts = [scrub(v.to_dict(), back)
                    for v in verdicts_for(st, seat, cmd.cards, out.verdicts)]
        if not out.ok:
            self.record_refusal(tok, raw, [v["id"] for v in verdicts])
            reason = next((v["sentence"] for v in verdicts if v["outcome"] == "REFUSE"),
                          "the rules refused this action")
            return self.result(tok, cid, False, verdicts, reason)
        await self.commit()  # (journaled and published: acknowledged once on disk, `finish`)
        if out.result == Result.REQUESTED:  # nothing done yet: the seat asked waits for it
            asked: dict = next((e.data for e in out.events if e.kind == REQUESTED), {})
            return Ack(lambda: self.saver.kept(epoch, out.entry), lambda: self.result(
                tok, cid, True, verdicts, result=str(out.result), request=asked.get("id"),
                to=asked.get("to")))
        return Ack(lambda: self.saver.kept(epoch, out.entry),
                   lambda: self.result(tok, cid, True, verdicts, result=str(out.result)))

    async def finish(self, ack: Ack) -> dict:
        """The answer to a change made and published, once the journal holds it on disk (one
        sync for the commands that arrived together); a change that could not be saved was
        taken back, and is answered as not done."""
        await self.saver.durable()
        return ack.answer() if ack.kept() else self.saver.refusal()

    def query(self, tok: str, doc: dict) -> dict:
        """A question to the rules (`QUERY_KINDS`: the turn-up routes of a card), judged as the
        seat with `game.check` (nothing changes, nothing is logged or journaled); the answer
        names cards by the seat's ids and says only what the seat may know: routes only for a
        face-down permanent the seat controls (as the hot-seat menu), verdicts as
        `verdicts_for` lets the seat read them."""
        seat = self.net.seats[tok]
        qid, raw = doc["id"], doc["command"]

        def answer(ok: bool, verdicts: list | None = None, reason: str | None = None,
                   routes: list | None = None) -> dict:
            return P.message(P.Kind.ANSWER, id=qid, ok=ok, verdicts=verdicts or [],
                             seq=self.views.subject(tok).seq, reason=reason, routes=routes or [])
        if raw.get("kind") not in QUERY_KINDS:
            return P.error(P.ErrorCode.MALFORMED, "a query asks one of: "
                           + ", ".join(QUERY_KINDS))
        if raw.get("player") != seat:
            return answer(False, reason="a query is asked as your own seat")
        try:
            translated, back = self.views.translate(tok, raw, doc.get("seq"))
            cmd = parse_command(translated)
        except (CommandError, KeyError) as exc:
            return answer(False, reason=str(exc).strip("'\""))
        st = self.game.state
        judged = self.game.check(cmd, seat)
        said = [scrub(v.to_dict(), back)
                for v in verdicts_for(st, seat, cmd.cards, judged.verdicts)]
        if judged.result == Result.REFUSED:
            reason = next((v["sentence"] for v in said if v["outcome"] == "REFUSE"),
                          "the rules refused this question")
            return answer(False, said, reason)
        # the whole menu: every route with its cost, or why not (the seat's own face-down
        # permanents only: for any other card, none, since the costs would tell what it is)
        ids = self.views.ids_of(tok, doc.get("seq"))
        out = []
        for r in seat_routes(st, seat, st.cards.get(getattr(cmd, "card", ""))):
            pay = ids.get(r.pay_with) if r.pay_with else None
            out.append({"route": r.route, "cost": r.cost, "legal": r.legal, "pay_with": pay,
                        "verdicts": [scrub(v.to_dict(), {**back, r.pay_with: pay}
                                           if r.pay_with and pay else back)
                                     for v in verdicts_for(st, seat, cmd.cards, r.verdicts)]})
        return answer(True, said, routes=out)

    def refuse(self, tok: str, cid: Any, raw: dict, reason: str) -> dict:
        self.record_refusal(tok, raw, [], reason)
        return self.result(tok, cid, False, [], reason)

    def record_refusal(self, tok: str, raw: dict, verdicts: list[str],
                        reason: str | None = None) -> None:
        """A refusal, for the record: a short record (never the command: a hash and the size
        of it), journaled; it draws on the seat's rate limit."""
        self.buckets.spend(tok, REFUSAL_COST)
        body = json.dumps(raw, separators=(",", ":")).encode()  # (ASCII: any text hashes)
        rec = {"op": J.REFUSED, "actor": self.net.seats.get(tok), "kind": short(raw.get("kind")),
               "verdicts": [short(v) for v in verdicts[:20]], "reason": short(reason, 300),
               "sha256": hashlib.sha256(body).hexdigest()[:16], "bytes": len(body),
               "position": len(self.game.log)}
        self.refused.append(rec)
        del self.refused[:-1000]
        self.saver.record(rec)
        log.info("refused %s from %s: %s", rec["kind"], rec["actor"], rec["reason"] or verdicts)

    async def undo(self, tok: str) -> dict | Ack:
        """A seat's undo of its own last action, when nobody acted since: as at one table,
        exact when it makes no one forget a card, else a logged take-back (what was seen stays
        known)."""
        seat = self.net.seats[tok]
        if self.saver.paused:
            return self.saver.refusal()
        epoch = self.saver.epoch
        step = self.table.undoable_by(seat)
        if step is None:
            return self.refuse(tok, None, {"kind": "undo"}, "only your own last action can "
                                "be undone, and the last action was not yours")
        done = self.table.undo(seat) is not None
        out = step.undone  # the take-back's Outcome (None: an exact undo)
        if not done:
            reason = out.reason.sentence if out is not None and out.reason else None
            return self.refuse(tok, None, {"kind": "undo"},
                               reason or "the rules refused the undo")
        await self.commit()

        def kept() -> bool:  # (else it could not be saved: taken back)
            return (self.saver.kept(epoch, step.taken) if out is not None  # (a take-back)
                    else epoch == self.saver.epoch or not self.saver.holds(step.entry))
        return Ack(kept, lambda: self.result(tok, None, True, [v.to_dict() for v in out.verdicts]
                                             if out else []))


def short(value: Any, limit: int = 80) -> str | None:
    """A refusal record's text: None stays None; anything else as bounded, valid text."""
    if value is None:
        return None
    text = value if isinstance(value, str) else type(value).__name__
    return text[:limit].encode("utf-8", "replace").decode("utf-8")


def scrub(doc: Any, back: dict[str, str]) -> Any:
    """`doc` (a verdict's dict) with the model's card ids in its text and parameters said as
    the seat's ids (`back`): a seat never learns a model id, which would follow a card across
    hidden moves."""
    if not back:
        return doc
    pattern = re.compile(r"(?<![\w#-])(" + "|".join(
        re.escape(k) for k in sorted(back, key=len, reverse=True)) + r")(?![\w-])")

    def walk(v: Any) -> Any:
        if isinstance(v, str):
            return pattern.sub(lambda m: back[m.group(1)], v)
        if isinstance(v, dict):
            return {k: walk(x) for k, x in v.items()}
        if isinstance(v, (list, tuple)):
            return [walk(x) for x in v]
        return v
    return walk(doc)
