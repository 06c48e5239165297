"""Zone changes and what the rules attach to them: reveals of face-down objects (708.9),
new objects (400.7), leave-the-battlefield triggers, tokens ceasing to exist (111.7), markers,
effects and turns."""

from __future__ import annotations

from tabletop.model.chars import characteristics, controller_of, effects_on
from tabletop.model.state import GONE, CardState, GameState

from . import assists, knowledge
from .engine import Ctx

CAGE = "creature_cards_cannot_enter_from_library_or_graveyard"
CAGE_TEXT = "Creature cards can't enter the battlefield from graveyards or libraries"
EFFECT_KEYS = ("lose_all_abilities", "base_pt", "add_pt", "set_types", "colors", "add_ability")
DURATIONS = ("end_of_turn", "permanent", "end_of_your_next_turn")


# ---------------------------------------------------------------- shared pieces
def reveal(c: Ctx, card: CardState, reason: str) -> None:
    c.tx.set(card, "revealed", list(c.state.players))
    c.tx.emit("revealed", card=card.id, name=c.name(card), owner=card.owner, reason=reason,
              order=(card.face_down or {}).get("order"))


def clear_status(c: Ctx, card: CardState) -> None:
    """A card that changes zones becomes a new object with none of the old status (400.7)."""
    tx = c.tx
    cards = c.state.cards
    # only permanents are attached to anything
    for cid in c.state.board_index().attached_to(c.state, card.id):
        tx.set(cards[cid], "attached_to", None)
    for eff in effects_on(c.state, card):
        tx.remove_effect(eff)
    tx.set(card, "attached_to", None)
    tx.set(card, "tapped", False)
    tx.set(card, "counters", {})
    tx.set(card, "damage", 0)
    tx.set(card, "face_down", None)
    tx.set(card, "controller", card.owner)
    tx.set(card, "pos", None)
    tx.set(card, "transformed", False)
    tx.set(card, "since_turn", 0)
    tx.set(card, "cast_from", None)
    tx.set(card, "cast_method", None)
    tx.set(card, "note", None)
    arrows = c.state.arrows
    if arrows and any(a["frm"] == card.id or a["to"] == card.id for a in arrows):
        tx.g("arrows", [a for a in arrows if a["frm"] != card.id and a["to"] != card.id])


def zone_index(c: Ctx, card: CardState, to: str, position: str | None, index: int | None,
               owner: str | None = None) -> int:
    if index is not None:
        return index
    if to == "library":
        return -1 if position == "bottom" else 0
    if to in ("hand", "graveyard", "exile", "command"):
        return 0 if to == "graveyard" else -1
    return -1


def leave_verdicts(c: Ctx, card: CardState, to: str) -> None:
    """Verdicts for a card leaving the battlefield or the stack (reveals, Pursuit)."""
    if card.zone == "battlefield":
        if card.face_down is not None:
            c.say("REVEAL-LEAVES-BATTLEFIELD", name=c.name(card))
            if card.token:
                c.say("TOKEN-FD-LEAVES")
        ctrl = controller_of(c.state, card)
        was_creature = "Creature" in characteristics(c.state, card).types
        vs, _ = assists.leave_triggers(c.state, card, ctrl, to, card.face_down is not None,
                                       was_creature)
        for v in vs:
            c.add(v)
    elif card.zone == "stack" and card.face_down is not None and to != "battlefield":
        c.say("REVEAL-SPELL-LEAVES-STACK", name=c.name(card))


def move_card(c: Ctx, card: CardState, to: str, index: int = -1, reason: str = "moved") -> None:
    """Carry out a zone change with everything the rules attach to it: reveals of face-down
    objects (708.9), leave-the-battlefield triggers, tokens ceasing to exist (111.7)."""
    st, tx = c.state, c.tx
    src = card.zone
    was_fd = card.face_down is not None
    names: list[str] = []
    knew = knowledge.remember(st, card)  # whoever knows it now keeps knowing it (rule 2)
    if src == "battlefield":
        ctrl = controller_of(st, card)
        was_creature = "Creature" in characteristics(st, card).types
        if was_fd:
            reveal(c, card, "leaves_battlefield")
        _, names = assists.leave_triggers(st, card, ctrl, to, was_fd, was_creature)
        clear_status(c, card)
        tx.emit("left_battlefield", card=card.id, to=to, face_down=was_fd)
        dies = to == "graveyard" and was_creature
    else:
        dies = False
        if src == "exile" and was_fd:  # leaving face-down exile: a new, face-up object
            tx.set(card, "face_down", None)
            was_fd = False
        if src == "stack" and was_fd and to != "battlefield":
            reveal(c, card, "leaves_stack")
        if src == "stack":
            clear_status(c, card)
    covered = knowledge.top_before(st, card, to)
    tx.move(card, to, index)
    if not was_fd:
        tx.set(card, "revealed", [])
    if to != GONE:
        knowledge.settle(c, card, knew)
    knowledge.top_after(c, covered)
    data = dict(card=card.id, owner=card.owner, frm=src, to=to, reason=reason)
    if dies:
        tx.emit("died", **data)
    elif to == "exile":
        tx.emit("exiled", **data)
    else:
        tx.emit("moved", **data)
    if card.token and src in ("battlefield", "stack") and to != "battlefield":
        tx.move(card, GONE)
        knowledge.forget_all(c, card)  # 3c
        tx.emit("ceased_to_exist", card=card.id)
    for n in names:  # controlled by the controller of the object as it last existed (603.10a)
        tx.emit("trigger", name=n, card=card.id, cause="leaves" if not dies else "dies",
                player=ctrl)


def enter_battlefield(c: Ctx, card: CardState, controller: str, marker: dict | None,
                      index: int = -1, pos: list | None = None) -> None:
    """Put a card onto the battlefield as a new object, face up or with a face-down marker."""
    st, tx = c.state, c.tx
    src = card.zone
    knew = knowledge.remember(st, card)
    if src != "battlefield":
        if src == "stack":
            keep = card.face_down
            clear_status(c, card)
            marker = marker or keep
        else:
            clear_status(c, card)
        tx.move(card, "battlefield", index)
    tx.set(card, "controller", controller)
    tx.set(card, "since_turn", st.turn)
    tx.set(card, "ts", tx.take("next_ts"))
    tx.set(card, "revealed", [])
    if pos is not None:
        tx.set(card, "pos", pos)
    if marker is not None:
        tx.set(card, "face_down", marker)
    knowledge.settle(c, card, knew)
    if src == "hand":  # from a hand face down: only its owner knows which card it is (3b)
        knowledge.after_leaving_hand(c, card, card.owner, revealed=False)


def new_marker(c: Ctx, method: str, source: str | None, chars: dict | None = None) -> dict:
    order = c.tx.take("next_order")
    return {"order": order, "method": method, "source": source, "chars": chars}


def is_creature_card(c: Ctx, card: CardState) -> bool:
    return c.printed(card).is_type("Creature")


def turn_after(state: GameState, turn: int, active: str) -> tuple[int, str]:
    """The next turn's number and active player, skipping players who left."""
    players = state.players
    i = players.index(active)
    for k in range(1, len(players) + 1):
        p = players[(i + k) % len(players)]
        if p not in state.left:
            return turn + 1, p
    return turn + 1, active


def next_turn_of(state: GameState, player: str) -> int:
    """The number of `player`'s next turn after the current one."""
    turn, active = state.turn, state.active
    for _ in range(len(state.players) * 2 + 1):
        turn, active = turn_after(state, turn, active)
        if active == player:
            return turn
    return state.turn + 1


def new_effect(c: Ctx, card: CardState, params: dict, duration: str) -> dict:
    st, tx = c.state, c.tx
    until = None
    if duration == "end_of_turn":
        until = st.turn
    elif duration == "end_of_your_next_turn":
        until = next_turn_of(st, controller_of(st, card))
    eff = {"id": tx.take("next_effect"), "card": card.id, "obj": card.obj, "params": params,
           "duration": duration, "until_turn": until, "ts": tx.take("next_ts")}
    tx.add_effect(eff)
    return eff


def check_duration(c: Ctx, duration: str) -> None:
    if duration not in DURATIONS:
        c.fail("BAD-COMMAND", problem=f"Unknown duration {duration!r}.")
