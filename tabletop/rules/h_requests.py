"""Requests: one seat's action on another seat's things, carried out once that seat accepts.

`authorize` runs before every handler for a command a seat gives (authority.py decides): it
refuses what no effect could make legal, in every mode and with no override, and turns an action
on another's things into a request. A request is public and names the action and its cards, never
what they are: what the action would show is shown only once it is accepted, to whom the rules
say (`known_to`). Pending requests are game state (`GameState.requests`): saved, replayed and in
every seat's view. `answer` accepts (the action is judged again as the table is now and carried
out in the same log entry, so one undo takes back both) or declines; `withdraw` takes one back;
a request whose cards left, or whose players left, is void (`void_stale`, after every command).
"""

from __future__ import annotations

import json
from collections.abc import Callable

from tabletop.model import commands as C
from tabletop.model.commands import CommandError, parse_command
from tabletop.model.limits import MAX_REQUESTS, MAX_STRING
from tabletop.model.modes import Mode, Result

from .authority import Decision, decide
from .engine import HANDLERS, Ctx, handler

MAX_REQUEST_CARDS = 200  # the cards one request names (events.Request, events.Requested)
VOID_OBJECT_LEFT, VOID_PLAYER_LEFT, VOID_GAME_OVER = "object_left", "player_left", "game_over"


def authorize(c: Ctx, fn: Callable) -> bool:
    """Whether the handler may run now for the actor; False when the command became a request
    (or a refusal with no override was said)."""
    d = decide(c.state, c.cmd, c.actor)
    if d.refusal is not None:
        c.fail(d.refusal, **dict(d.params))
    if d.to is None:
        return True
    if c.state.trust and not d.hidden:
        c.say("TRUST-ACTS", actor=c.actor, player=d.to)
        c.granted = d.to
        return True
    _request(c, fn, d)
    return False


def _request(c: Ctx, fn: Callable, d: Decision) -> None:
    """Judge the action as if accepted (an impossible one is refused now; in strict mode an
    illegal one too), then log the request."""
    sub = Ctx(c.game, c.cmd, c.actor, dry=True, override=False)
    sub.granted = d.to
    fn(sub, c.cmd)  # a Refused goes up: nobody could accept it
    if not sub.legal and (c.state.mode == Mode.STRICT or sub.final):
        for v in sub.verdicts:
            c.add(v)
        return
    _within_limits(c, d)
    c.say("REQUEST-SENT", actor=c.actor, player=d.to)
    c.result = Result.REQUESTED
    if not c.go():
        return
    st = c.state
    cmd = c.cmd
    source = getattr(cmd, "source", None)
    source = source if isinstance(source, str) and source in st.cards else None
    objects = {cid: st.cards[cid].obj for cid in (*d.objects, *cmd.cards) if cid in st.cards}
    text = json.dumps(cmd.to_dict())
    n = c.tx.take("next_request")
    req = {"id": n, "by": c.actor, "to": d.to, "command": text,
           "kind": cmd.kind, "objects": objects, "source": source, "hidden": d.hidden}
    c.tx.g("requests", [*st.requests, req])
    data: dict = {"id": n, "by": c.actor, "to": d.to, "command": cmd.kind,
                  "cards": list(objects)}
    if source is not None:
        data["source"] = source
    c.tx.emit("requested", **data)


def _within_limits(c: Ctx, d: Decision) -> None:
    """A request the save format can hold (`events.Request`), so that a save always loads."""
    if len(c.state.requests) >= MAX_REQUESTS:
        c.fail("BAD-COMMAND", problem=f"At most {MAX_REQUESTS:,} requests may wait at once.")
    if len({*d.objects, *c.cmd.cards}) > MAX_REQUEST_CARDS:
        c.fail("BAD-COMMAND", problem=f"A request names at most {MAX_REQUEST_CARDS} cards.")
    if len(json.dumps(c.cmd.to_dict())) > MAX_STRING:
        c.fail("BAD-COMMAND", problem=f"A request's action is at most {MAX_STRING:,} "
                                      "characters as JSON.")


def _close(c: Ctx, req: dict, kind: str, **data) -> None:
    st = c.state
    c.tx.g("requests", [r for r in st.requests if r["id"] != req["id"]])
    c.tx.emit(kind, id=req["id"], by=req["by"], to=req["to"], command=req["kind"], **data)


def _pending(c: Ctx, rid: int, side: str) -> dict:
    """Request `rid`, waiting, which the actor may handle: its `side` ("to" answers, "by"
    withdraws) must be the actor (or no actor: an effect the table carries out)."""
    req = next((r for r in c.state.requests if r["id"] == rid), None)
    if req is None:
        c.fail("REQUEST-UNKNOWN", request=rid)
    if c.actor is not None and c.actor != req[side]:
        c.fail("REQUEST-NOT-YOURS", actor=c.actor, player=req[side])
    return req


@handler("answer")
def h_answer(c: Ctx, cmd: C.Answer) -> None:
    req = _pending(c, cmd.request, "to")
    if not cmd.accept:
        c.say("REQUEST-DECLINED", player=req["to"], actor=req["by"])
        if c.go():
            _close(c, req, "request_answered", accept=False)
        return
    try:
        inner = parse_command(json.loads(req["command"]))
    except (ValueError, CommandError):
        c.fail("BAD-COMMAND", problem="The request's action can't be read.")
    judged = _inner(c, req, inner, dry=True)
    for v in judged.verdicts:
        c.add(v)
    c.final = c.final or judged.final
    c.say("REQUEST-ACCEPTED", player=req["to"], actor=req["by"])
    if not c.go():
        if c.legal:
            c.result = judged.result  # what accepting it would come to
        return
    _close(c, req, "request_answered", accept=True)
    done = _inner(c, req, inner, dry=False)
    c.result, c.cost = done.result, done.cost
    c.overridden = c.overridden or done.overridden


def _inner(c: Ctx, req: dict, inner: C.Command, dry: bool) -> Ctx:
    """The requested action, by its requester, on the things of the seat that accepted it."""
    sub = Ctx(c.game, inner, req["by"], dry=dry, override=c.override)
    sub.granted = req["to"]
    if not dry:
        sub.tx = c.tx
    fn = HANDLERS.get(inner.kind)
    if fn is None:
        c.fail("BAD-COMMAND", problem=f"Unknown command {inner.kind!r}.")
    fn(sub, inner)  # a Refused goes up: the answer is refused, the request stays
    return sub


@handler("withdraw")
def h_withdraw(c: Ctx, cmd: C.Withdraw) -> None:
    req = _pending(c, cmd.request, "by")
    c.say("REQUEST-WITHDRAWN", actor=req["by"], player=req["to"])
    if c.go():
        _close(c, req, "request_withdrawn", accept=False)


@handler("set_trust")
def h_set_trust(c: Ctx, cmd: C.SetTrust) -> None:
    st = c.state
    if st.trust == cmd.on:
        c.nothing("TRUST-SAME", on="on" if cmd.on else "off")
        return
    c.say("TRUST-ON" if cmd.on else "TRUST-OFF")
    if c.go():
        c.tx.g("trust", cmd.on)
        player = c.actor if c.actor in st.players else None
        c.tx.emit("trust_changed", on=cmd.on, player=player)


def void_reason(st, req: dict) -> str | None:
    """Why a pending request no longer makes sense, or None."""
    if st.ended:
        return VOID_GAME_OVER
    if req["by"] in st.left or req["to"] in st.left:
        return VOID_PLAYER_LEFT
    cards = st.cards
    for cid, obj in req["objects"].items():
        card = cards.get(cid)
        if card is None or card.obj != obj or card.zone == "gone":
            return VOID_OBJECT_LEFT
    return None


def void_stale(c: Ctx) -> None:
    """After a command: every pending request that no longer makes sense is void, with why."""
    for req in list(c.state.requests):
        why = void_reason(c.state, req)
        if why is not None:
            _close(c, req, "request_void", reason=why)
