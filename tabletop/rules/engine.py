"""The rules arbiter: judges commands (`check`, never mutating) and carries them out (`apply`).

Every handler reads the command, says its verdicts, and then, only when `ctx.go()` allows it,
changes the state through the context's transaction. `check` runs the same handler with no
transaction, so what is judged and what is done can't drift apart.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NoReturn, TypeVar

from tabletop.model.chars import PrintedCard, printed_card
from tabletop.model.commands import Command, text_problem_of
from tabletop.model.events import Event
from tabletop.model.game import Game, LogEntry
from tabletop.model.modes import Mode, Result
from tabletop.model.state import GONE, CardState
from tabletop.model.tx import Tx

from .verdicts import NEVER_OVERRIDDEN, REFUSE, Verdict, VerdictOutcome, verdict

QUERY_KINDS = ("routes",)
# what may still be done once the game is over: questions, looks and chat ("gg")
AFTER_GAME_KINDS = ("look", "routes", "chat")


class Refused(Exception):
    """Raised by a handler for an action that can't be carried out even when overridden."""

    def __init__(self, v: Verdict) -> None:
        super().__init__(v.sentence)
        self.verdict = v


@dataclass(slots=True)
class Judgement:
    """What the rules say of a command, before anything happens."""

    kind: str
    legal: bool
    result: Result  # never OVERRIDDEN: a check carries nothing out
    verdicts: list[Verdict] = field(default_factory=list)
    cost: str | None = None
    routes: list[dict] | None = None
    # whether an override (assist mode) may carry it out: never for a refusal no mode passes
    # (a peek at another's face-down card, another seat's things, an impossible action)
    overridable: bool = False

    @property
    def ids(self) -> list[str]:
        return [v.id for v in self.verdicts]

    @property
    def refusals(self) -> list[Verdict]:
        return [v for v in self.verdicts if v.outcome == REFUSE]

    @property
    def reason(self) -> Verdict | None:
        r = self.refusals
        return r[0] if r else None


@dataclass(slots=True)
class Outcome:
    """What happened when a command was applied."""

    result: Result
    verdicts: list[Verdict] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    cost: str | None = None
    routes: list[dict] | None = None
    entry: LogEntry | None = None
    # refused, and an override (assist mode) may carry it out: never for a refusal no mode
    # passes (`Ctx.fail`, `NEVER_OVERRIDDEN`, seat authority); as `Judgement.overridable`
    overridable: bool = False

    @property
    def ids(self) -> list[str]:
        return [v.id for v in self.verdicts]

    @property
    def ok(self) -> bool:
        return self.result != Result.REFUSED

    @property
    def reason(self) -> Verdict | None:
        return next((v for v in self.verdicts if v.outcome == REFUSE), None)


class Ctx:
    __slots__ = ("game", "state", "cmd", "actor", "dry", "override", "tx", "verdicts", "legal",
                 "result", "cost", "routes", "overridden", "granted", "final")

    def __init__(self, game: Game, cmd: Command, actor: str | None, dry: bool,
                 override: bool) -> None:
        self.game, self.state, self.cmd, self.actor = game, game.state, cmd, actor
        self.dry, self.override = dry, override
        self.tx: Tx = None if dry else Tx(game.state)  # type: ignore[assignment]
        self.verdicts: list[Verdict] = []
        self.legal = True
        self.result = Result.DONE
        self.cost: str | None = None
        self.routes: list[dict] | None = None
        self.overridden = False
        # the seat whose things the actor may act on now: it accepted the actor's request (or
        # table trust lets the actor act without asking); see authority.py
        self.granted: str | None = None
        self.final = False  # refused by a rule no override passes (verdicts.NEVER_OVERRIDDEN)

    def say(self, vid: str, outcome: VerdictOutcome | None = None, **params: object) -> Verdict:
        v = verdict(vid, outcome, **params)
        self.add(v)
        return v

    def add(self, v: Verdict) -> None:
        if all(x.id != v.id for x in self.verdicts):
            self.verdicts.append(v)
        if v.outcome == REFUSE:
            self.legal = False
            if v.id in NEVER_OVERRIDDEN:
                self.final = True

    def refuse(self, vid: str, **params) -> None:
        self.say(vid, REFUSE, **params)

    def fail(self, vid: str, **params: object) -> NoReturn:
        raise Refused(verdict(vid, REFUSE, **params))

    def go(self) -> bool:
        """Whether to carry the command out now (never in a dry run)."""
        if self.dry or self.final:
            return False
        if self.legal:
            return True
        mode = self.state.mode
        if mode == Mode.OFF:
            return True
        if mode == Mode.ASSIST and self.override:
            self.overridden = True
            return True
        return False

    # -- reading helpers --
    def card(self, cid: str | None) -> CardState:
        if cid is None or cid not in self.state.cards:
            self.fail("BAD-COMMAND", problem=f"There is no card {cid!r} in this game.")
        card = self.state.cards[cid]
        if card.zone == GONE:
            self.fail("TOKEN-GONE")
        return card

    def permanent(self, cid: str | None) -> CardState:
        """The card, which must be on the battlefield."""
        card = self.card(cid)
        if card.zone != "battlefield":
            self.fail("NOT-ON-BATTLEFIELD")
        return card

    def nothing(self, vid: str, **params) -> None:
        """Legal, and nothing happens (708.2b, 712.15a, an empty library...)."""
        self.say(vid, **params)
        self.result = Result.NOTHING

    def player(self, p: str | None) -> str:
        if p not in self.state.players:
            self.fail("BAD-COMMAND", problem=f"There is no player {p!r} in this game.")
        if p in self.state.left:
            self.fail("PLAYER-LEFT", player=p)
        if self.actor is not None and self.actor != p and self.granted != p:
            self.refuse("NOT-YOUR-OBJECT", actor=self.actor, player=p)
        return p

    def printed(self, card: CardState) -> PrintedCard:
        """The card itself as printed (no effects, no face-down status): see PrintedCard."""
        return printed_card(self.state, card)

    def name(self, card: CardState) -> str:
        """The card's printed name: what a reveal shows, what a spell cast from a hand is."""
        return printed_card(self.state, card).printed_name


# a handler takes the context and the command of its kind (a subclass of Command)
Handler = Callable[["Ctx", Any], None]
H = TypeVar("H", bound=Handler)
HANDLERS: dict[str, Handler] = {}


def handler(kind: str) -> Callable[[H], H]:
    def deco(fn: H) -> H:
        HANDLERS[kind] = fn
        return fn
    return deco


class Arbiter:
    """The rules, installed on a `Game` (see `tabletop.rules.new_game`)."""

    def check(self, game: Game, cmd: Command, actor: str | None = None) -> Judgement:
        ctx = Ctx(game, cmd, actor, dry=True, override=False)
        try:
            self._run(ctx)
        except Refused as r:
            return Judgement(cmd.kind, False, Result.REFUSED, ctx.verdicts + [r.verdict], ctx.cost)
        result = ctx.result if ctx.legal else Result.REFUSED
        return Judgement(cmd.kind, ctx.legal, result, ctx.verdicts, ctx.cost, ctx.routes,
                         overridable=not ctx.legal and not ctx.final)

    def apply(self, game: Game, cmd: Command, actor: str | None = None,
              override: bool = False) -> Outcome:
        ctx = Ctx(game, cmd, actor, dry=False, override=override)
        mode = game.state.mode
        try:
            self._run(ctx)
        except Refused as r:
            ctx.tx.rollback()
            # even with the rules off, say why an impossible action did not happen
            vs = [r.verdict] if mode == Mode.OFF else ctx.verdicts + [r.verdict]
            return Outcome(Result.REFUSED, vs, [], ctx.cost)
        except Exception:
            ctx.tx.rollback()
            raise
        if not ctx.legal and not ctx.overridden and (mode != Mode.OFF or ctx.final):
            ctx.tx.rollback()
            return Outcome(Result.REFUSED, ctx.verdicts, [], ctx.cost, ctx.routes,
                           overridable=not ctx.final)
        st = game.state
        if st.requests:
            from .h_requests import void_stale
            void_stale(ctx)
        if st.step == "cleanup" and not st.cleanup_priority and any(
                e.kind == "trigger" for e in ctx.tx.events):
            # something triggered during the cleanup step: players get priority (514.3a)
            ctx.tx.g("cleanup_priority", True)
        if ctx.result != Result.REQUESTED:
            priority.settle(ctx)  # who holds priority now (117.3)
        verdicts = [] if mode == Mode.OFF else ctx.verdicts
        result = Result.OVERRIDDEN if ctx.overridden else ctx.result
        if ctx.overridden:
            ctx.tx.emit("overridden", verdicts=[v.id for v in ctx.verdicts if v.is_refusal],
                        command=cmd.kind, actor=actor)
        events = ctx.tx.finish()
        entry = None
        if cmd.kind not in QUERY_KINDS:
            entry = LogEntry(cmd.to_dict(), actor, result, [v.id for v in verdicts], events)
            game.record(entry)
        return Outcome(result, verdicts, events, ctx.cost, ctx.routes, entry)

    def view_for(self, game: Game, seat: str | None):
        from .visibility import view_for
        return view_for(game, seat)

    def _run(self, ctx: Ctx) -> None:
        fn = HANDLERS.get(ctx.cmd.kind)
        if fn is None:
            ctx.fail("BAD-COMMAND", problem=f"Unknown command {ctx.cmd.kind!r}.")
        problem = text_problem_of(ctx.cmd)  # (nothing the log could not write enters it)
        if problem is not None:
            ctx.fail("BAD-COMMAND", problem=problem)
        if ctx.state.ended and ctx.cmd.kind not in AFTER_GAME_KINDS:
            ctx.fail("GAME-OVER")
        if ctx.actor is not None and ctx.granted is None:
            from .h_requests import authorize
            if not authorize(ctx, fn):
                return  # it became a request
        priority.judge(ctx)
        fn(ctx, ctx.cmd)


# The handlers register themselves with @handler when their modules are imported.
from . import (  # noqa: E402, F401
    h_chat,
    h_facedown,
    h_library,
    h_players,
    h_requests,
    h_spells,
    h_table,
    h_takeback,
    priority,
)
