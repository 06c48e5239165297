"""Seat authority: who may act on what (DESIGN.md "Who may act"; issue 23).

A seat acts on itself (its life, counters, concession, hand and library), on the objects it
controls, and on its own cards in the zones where their owner acts. Every other action a seat
gives is one of:

- refused (`Decision.refusal`), when no effect could make it legal: another player leaving the
  game, ending the game for everyone, drawing or taking a mulligan for someone, casting for
  someone, peeking at a card one doesn't control, moving another's cards on the table;
- a **request** to the affected seat (`Decision.to`), when an effect can make it legal: moving
  another's card, gaining control of it, tapping it, counters, damage and effects on it, changing
  another's life or counters, looking at or searching another's library, making another reveal.
  `hidden` says the action would show the actor something the affected seat holds hidden; table
  trust (`GameState.trust`) carries out the others without asking, never these.

`decide` reads the command and the state and never changes anything. A command with no actor
(a scenario's or a lesson's scripted effect, a referee) is not judged here. Rules read the
objects' current controller (`controller_of`), never a printed name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.model import commands as C
from tabletop.model.chars import controller_of
from tabletop.model.state import CardState, GameState

# zones whose cards their owner acts on; on the battlefield and the stack, their controller
PUBLIC_TABLE = ("battlefield", "stack")
HIDDEN_ZONES = ("hand", "library")


@dataclass(frozen=True, slots=True)
class Decision:
    """What authority says of one command: allowed (no refusal, no `to`), refused, or a request
    to seat `to` naming `objects` (card ids)."""

    refusal: str | None = None  # a verdict id
    params: tuple[tuple[str, str], ...] = ()
    to: str | None = None
    objects: tuple[str, ...] = ()
    hidden: bool = False


ALLOWED = Decision()


def holder(st: GameState, card: CardState) -> str:
    """Who acts on this card: its controller on the battlefield or the stack, else its owner."""
    if card.zone in PUBLIC_TABLE:
        return controller_of(st, card)
    return card.owner


def is_hidden_from(st: GameState, card: CardState) -> bool:
    """Whether acting on the card shows its holder's hidden card: face down, or in a hand or a
    library (a face-down card that leaves is revealed, 708.9)."""
    return card.face_down is not None or card.zone in HIDDEN_ZONES


def _not_yours(actor: str, player: str, vid: str = "NOT-YOUR-OBJECT") -> Decision:
    return Decision(refusal=vid, params=(("actor", actor), ("player", player)))


def _self_only(st: GameState, cmd, actor: str) -> Decision:
    """Only the named player gives this command (a draw, a mulligan, a cast, a peek ...)."""
    p = getattr(cmd, "player", None)
    if p is not None and p != actor and p in st.players:
        return _not_yours(actor, p)
    return ALLOWED


def _player_target(st: GameState, cmd, actor: str, hidden: bool = False) -> Decision:
    """An action on player `cmd.player`'s things: theirs to allow."""
    p = cmd.player
    if p is None or p == actor or p not in st.players or p in st.left:
        return ALLOWED
    return Decision(to=p, hidden=hidden)


def _life(st: GameState, cmd: C.Life, actor: str) -> Decision:
    """Another's life changes when they accept; only a player pays their own life (119.4)."""
    return _self_only(st, cmd, actor) if cmd.pay else _player_target(st, cmd, actor)


def _reveal(st: GameState, cmd: C.Reveal, actor: str) -> Decision:
    return _player_target(st, cmd, actor, hidden=True)


def _library_of(st: GameState, cmd, actor: str, hidden: bool = True) -> Decision:
    """Looking at, searching or arranging `cmd.owner`'s library (the looker is `cmd.player`)."""
    d = _self_only(st, cmd, actor)
    if d.refusal is not None:
        return d
    owner = cmd.owner if cmd.owner is not None else cmd.player
    if owner == actor or owner not in st.players or owner in st.left:
        return ALLOWED
    return Decision(to=owner, hidden=hidden, objects=tuple(cmd.cards))


def _arrange(st: GameState, cmd, actor: str) -> Decision:
    return _library_of(st, cmd, actor, hidden=False)


def _card_target(st: GameState, cmd, actor: str) -> Decision:
    """An action on the card `cmd.card`: its holder's to allow."""
    card = st.cards.get(getattr(cmd, "card", None) or "")
    if card is None or card.zone == "gone":
        return ALLOWED  # the handler says what is wrong with it
    who = holder(st, card)
    if who == actor or who not in st.players or who in st.left:
        return ALLOWED
    return Decision(to=who, objects=(card.id,), hidden=is_hidden_from(st, card))


def _gain_control(st: GameState, cmd: C.GainControl, actor: str) -> Decision:
    return _card_target(st, cmd, actor)


def _put_onto(st: GameState, cmd: C.PutOntoBattlefield, actor: str) -> Decision:
    d = _self_only(st, cmd, actor)
    return d if d.refusal is not None else _card_target(st, cmd, actor)


def _turn_up(st: GameState, cmd: C.TurnFaceUp, actor: str) -> Decision:
    d = _self_only(st, cmd, actor)
    if d.refusal is not None or cmd.route != "effect":
        return d  # a special action: only its controller (the rules say FLIP-NOT-CONTROLLER)
    return _card_target(st, cmd, actor)


def _placement(st: GameState, cmd: C.MoveOnTable, actor: str) -> Decision:
    """Where a permanent lies on the table is its controller's business alone."""
    d = _card_target(st, cmd, actor)
    return d if d.to is None else _not_yours(actor, d.to)


def _leave(st: GameState, cmd: C.LeaveGame, actor: str) -> Decision:
    if cmd.player != actor and cmd.player in st.players:
        return _not_yours(actor, cmd.player, "LEAVE-NOT-YOURS")
    return ALLOWED


def _end_game(st: GameState, cmd: C.EndGame, actor: str) -> Decision:
    """Only the last player still in the game ends it; the others concede (104.3a)."""
    others = [p for p in st.players if p != actor and p not in st.left]
    if others and actor in st.players:
        return _not_yours(actor, ", ".join(others), "END-GAME-NOT-YOURS")
    return ALLOWED


def _trust(st: GameState, cmd: C.SetTrust, actor: str) -> Decision:
    """Anyone turns trust off; turning it on is the other player's to allow (two players)."""
    if not cmd.on or st.trust:
        return ALLOWED
    others = [p for p in st.players if p != actor and p not in st.left]
    if len(others) != 1:
        return Decision(refusal="TRUST-TWO-PLAYERS", params=(("actor", actor),))
    return Decision(to=others[0])


def _clear_arrows(st: GameState, cmd: C.ClearArrows, actor: str) -> Decision:
    return ALLOWED if cmd.player is None else _self_only(st, cmd, actor)


Rule = Callable[[GameState, Any, str], Decision]  # each rule reads its kind of command

SELF_ONLY = ("draw", "mulligan", "put_on_bottom", "keep", "cast", "play", "exile_to_play",
             "manifest", "cloak", "manifest_dread", "rearrange_face_down", "roll", "flip_coin",
             "arrow", "play_top_revealed", "look", "routes", "copy", "pass_priority")
PLAYER_TARGET = ("player_counter", "create_token", "mill", "shuffle", "untap_all")
CARD_TARGET = ("move", "tap", "untap", "add_counter", "damage", "apply", "become_copy",
               "transform", "turn_face_down", "counter", "attach")
# decided by their handlers: questions, time passing, notes (any player's, public), chat,
# take-backs, the mode, and the requests themselves
OPEN = ("advance", "set_mode", "note", "resolve", "take_back", "chat", "answer", "withdraw",
        "finish_resolution")

RULES: dict[str, Rule] = {
    **{k: _self_only for k in SELF_ONLY},
    **{k: _player_target for k in PLAYER_TARGET},
    **{k: _card_target for k in CARD_TARGET},
    "life": _life, "reveal": _reveal, "look_top": _library_of, "search": _library_of,
    "arrange_top": _arrange, "gain_control": _gain_control,
    "put_onto_battlefield": _put_onto, "turn_face_up": _turn_up,
    "move_on_table": _placement, "leave_game": _leave, "end_game": _end_game,
    "set_trust": _trust, "clear_arrows": _clear_arrows,
}


def decide(st: GameState, cmd: C.Command, actor: str | None) -> Decision:
    """What seat `actor` may do with this command (None: an effect the table carries out)."""
    if actor is None:
        return ALLOWED
    if actor not in st.players:  # a spectator may only chat (h_chat judges that)
        return ALLOWED if cmd.kind == "chat" else _not_yours(actor, "the players")
    rule = RULES.get(cmd.kind)
    return ALLOWED if rule is None else rule(st, cmd, actor)
