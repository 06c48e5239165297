"""The result of a game, named from its state by the rules the assist already knows.

A player loses with 0 or less life (704.5a, the verdict LIFE-ZERO) or with ten or more poison
counters (704.5c, POISON-TEN); the table carries these state-based actions out by the players'
move (LIFE-ZERO says so): the player leaves the game, or the last player ends it. A player who
leaves the game with neither concedes (104.3a). When every opponent of a player has left, that
player wins (104.2a); when all the players still in the game lose at once, the game is a draw
(104.4a); a game ended while two or more players are still in it (by the players' agreement:
the table ends it for everyone, as no seat may, END-GAME-NOT-YOURS) has no winner, nor has a
game of one player.

`outcome(x)` reads only public, game-level fields: `players`, `left` (in the order they left),
`ended`, `life` and `player_counters`. A `GameState`, a seat's `GameView` and the table's
`SeatView` all have them, so a seat's window names the result from what its seat may know.
Players are named as the state names them; no card is read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from .h_players import POISON, POISON_LOSES

RULE_LIFE = "704.5a"
RULE_POISON = "704.5c"
RULE_CONCEDE = "104.3a"
RULE_WIN = "104.2a"
RULE_DRAW = "104.4a"


class ResultKind(StrEnum):
    """How a game ended."""

    WIN = "win"  # one player won: every other player lost
    DRAW = "draw"  # every player still in the game lost at once (104.4a)
    NO_WINNER = "no_winner"  # ended with two or more players in it (by agreement), or solitaire


class LossReason(StrEnum):
    """Why a player lost."""

    LIFE = "life"  # 0 or less life (704.5a)
    POISON = "poison"  # ten or more poison counters (704.5c)
    CONCEDED = "conceded"  # left the game with neither (104.3a)


RULE_OF = {LossReason.LIFE: RULE_LIFE, LossReason.POISON: RULE_POISON,
           LossReason.CONCEDED: RULE_CONCEDE}


@dataclass(frozen=True, slots=True)
class Loss:
    """One player's loss: why, the rule, and the number that says so (life total, poison
    counters; 0 for a concession)."""

    player: str
    reason: LossReason
    amount: int = 0

    @property
    def rule(self) -> str:
        return RULE_OF[self.reason]


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result: the winner (none for a draw or a game with no winner), every player who
    lost, in seat order, and for a draw the players who lost at the same time. `ended`: the
    game was ended (False: it is over because every opponent of the winner left, 104.2a, and
    its last player has not ended it yet)."""

    kind: ResultKind
    winner: str | None
    losses: tuple[Loss, ...]
    drawn: tuple[str, ...] = ()
    ended: bool = True

    @property
    def losers(self) -> tuple[str, ...]:
        return tuple(x.player for x in self.losses)

    def loss_of(self, player: str) -> Loss | None:
        return next((x for x in self.losses if x.player == player), None)

    def chooser(self, players: Sequence[str]) -> str | None:
        """Who decides who goes first in the next game (103.1): the loser of this one (the
        first in seat order of several); None after a draw or a game with no winner (then
        the player who decided before decides again, if anyone knows who)."""
        if self.kind != ResultKind.WIN:
            return None
        return next((p for p in players if p in self.losers), None)


class Table(Protocol):
    """What `outcome` reads (GameState, GameView and SeatView all have it)."""

    players: list[str]
    left: list[str]
    ended: bool
    life: dict
    player_counters: dict


def poison_of(counters: Mapping | None) -> int:
    """A player's poison counters (the counter's name in any case, as h_players counts it)."""
    return sum(n for k, n in (counters or {}).items()
               if isinstance(k, str) and k.casefold() == POISON and isinstance(n, int))


def state_loss(t: Table, player: str) -> Loss | None:
    """The loss the state-based actions give `player` now (704.5a before 704.5c), if any."""
    life = (t.life or {}).get(player)
    if isinstance(life, int) and life <= 0:
        return Loss(player, LossReason.LIFE, life)
    poison = poison_of((t.player_counters or {}).get(player))
    if poison >= POISON_LOSES:
        return Loss(player, LossReason.POISON, poison)
    return None


def _departures(t: Table) -> list[Loss]:
    """The players who left the game before it was decided, in the order they left, each with
    why they lost (a state-based loss, else a concession), up to the one after whom a single
    player was left in it (104.2a: the game is over then; who leaves later changes nothing)."""
    players = list(t.players)
    out: list[Loss] = []
    for p in dict.fromkeys(t.left):
        if p not in players:
            continue
        if len(players) >= 2 and len(players) - len(out) <= 1:
            break
        out.append(state_loss(t, p) or Loss(p, LossReason.CONCEDED))
    return out


def outcome(t: Table) -> Outcome | None:
    """The result of the game, or None while it goes on. A game is over when it has ended, or
    (two or more players) when every player but one has left it (104.2a).

    Players who lost by a state-based action lost at the same time, whether they left the game
    for it or are still in it when it ends: if no player is left who didn't lose, two or more
    such players make a draw (104.4a)."""
    players = list(t.players)
    losses = {x.player: x for x in _departures(t)}
    still_in = [p for p in players if p not in losses]
    over = bool(t.ended) or (len(players) >= 2 and len(still_in) <= 1)
    if not over:
        return None
    for p in still_in:
        lost = state_loss(t, p)
        if lost is not None:
            losses[p] = lost
    survivors = [p for p in still_in if p not in losses]
    ordered = tuple(losses[p] for p in players if p in losses)
    ended = bool(t.ended)
    if len(survivors) == 1 and len(players) >= 2:
        return Outcome(ResultKind.WIN, survivors[0], ordered, (), ended)
    drawn = tuple(x.player for x in ordered if x.reason != LossReason.CONCEDED)
    if not survivors and len(drawn) >= 2:  # all still in the game lost at once (104.4a)
        return Outcome(ResultKind.DRAW, None, ordered, drawn, ended)
    return Outcome(ResultKind.NO_WINNER, None, ordered, (), ended)
