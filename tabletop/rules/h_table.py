"""Handlers: copies, effects, status, time, leaving and ending the game."""

from __future__ import annotations

from tabletop.model import commands as C
from tabletop.model.chars import ability_facts, controller_of, copiable_values
from tabletop.model.limits import MAX_CARDS, MAX_SHORT
from tabletop.model.modes import MODES, Mode
from tabletop.model.state import GONE, PREGAME, STEPS, GameState

from . import assists, knowledge
from .engine import Ctx, handler
from .h_library import begin_game
from .zones import (
    EFFECT_KEYS,
    check_duration,
    clear_status,
    move_card,
    new_effect,
    reveal,
    turn_after,
)


# ---------------------------------------------------------------- copies and effects
@handler("copy")
def h_copy(c: Ctx, cmd: C.CopyCard) -> None:
    p = c.player(cmd.player)
    card = c.card(cmd.card)
    st = c.state
    if card.zone != "battlefield":
        c.fail("NOT-ON-BATTLEFIELD")
    tid = cmd.name or f"token-{st.next_obj}"
    if tid in st.cards or tid in st.players:  # (an arrow names a card or a player)
        c.fail("BAD-COMMAND", problem=f"The name {tid!r} is taken.")
    if len(tid) > MAX_SHORT - len("token:"):  # its facts are saved as "token:<name>"
        c.fail("BAD-COMMAND", problem="A token's name is at most "
               f"{MAX_SHORT - len('token:')} characters.")
    if len(st.cards) >= MAX_CARDS:  # what a save can hold
        c.fail("BAD-COMMAND", problem=f"A game holds at most {MAX_CARDS:,} cards.")
    fd = card.face_down is not None
    if fd:
        c.say("COPY-OF-FACE-DOWN")
    if not c.go():
        return
    values = copiable_values(st, card)
    tx = c.tx
    fkey = f"token:{tid}"
    facts = {"name": values["name"] or "Face-down copy", "layout": "token",
             "type_line": " ".join(values["supertypes"] + values["types"])
             + (" — " + " ".join(values["subtypes"]) if values["subtypes"] else "")}
    for k in ("power", "toughness"):
        if values[k] is not None:
            facts[k] = values[k]
    tx.add_facts(fkey, facts)
    obj = tx.take("next_obj")
    tx.add_card({"id": tid, "facts": fkey, "owner": p, "token": True, "zone": "battlefield",
                 "obj": obj, "controller": p, "since_turn": st.turn,
                 "ts": tx.take("next_ts"), "revealed": []},
                index=len(st.zones["battlefield"]))
    token = st.cards[tid]
    new_effect(c, token, {"copy": values}, "permanent")
    tx.emit("token_created", card=tid, player=p, copy_of=card.id)
    tx.emit("entered_battlefield", card=tid, face_down=False)
    if ability_facts(st, token).etb_trigger:  # the copied card's enters trigger (707.2)
        tx.emit("trigger", name=assists.current_name(st, token), card=tid, cause="enters")


@handler("become_copy")
def h_become_copy(c: Ctx, cmd: C.BecomeCopy) -> None:
    card = c.card(cmd.card)
    of = c.card(cmd.of)
    check_duration(c, cmd.duration)
    if card.zone != "battlefield":
        c.fail("NOT-ON-BATTLEFIELD")
    if of.face_down is not None:
        c.say("COPY-OF-FACE-DOWN")
    if card.face_down is not None:
        c.say("FD-BECOMES-COPY")
    if c.go():
        values = copiable_values(c.state, of)
        new_effect(c, card, {"copy": values}, cmd.duration)
        c.tx.emit("became_copy", card=card.id, of=of.id, face_down_source=of.face_down
                  is not None)


@handler("apply")
def h_apply(c: Ctx, cmd: C.ApplyEffect) -> None:
    card = c.card(cmd.card)
    check_duration(c, cmd.duration)
    if card.zone != "battlefield":
        c.fail("NOT-ON-BATTLEFIELD")
    params = validate_effect(c, cmd.effect)
    if card.face_down is not None:
        c.say("FD-CHAR-MODIFIED")
    if c.go():
        eff = new_effect(c, card, params, cmd.duration)
        c.tx.emit("effect_applied", card=card.id, effect=params, duration=cmd.duration,
                  id=eff["id"])


def validate_effect(c: Ctx, effect: dict) -> dict:
    if not effect or set(effect) - set(EFFECT_KEYS):
        c.fail("BAD-COMMAND", problem=f"An effect takes {', '.join(EFFECT_KEYS)}.")
    out = {}
    for k, v in effect.items():
        if k == "lose_all_abilities":
            if v is not True:
                c.fail("BAD-COMMAND", problem="lose_all_abilities must be true")
        elif k in ("base_pt", "add_pt"):
            if not (isinstance(v, list) and len(v) == 2 and all(
                    isinstance(n, int) and not isinstance(n, bool) and -1000 <= n <= 1000
                    for n in v)):
                c.fail("BAD-COMMAND", problem=f"{k} must be two whole numbers")
        elif k == "set_types":
            if not isinstance(v, str) or not v.strip() or len(v) > 200:
                c.fail("BAD-COMMAND", problem="set_types must be a type line")
        elif k == "colors":
            if not isinstance(v, list) or not all(x in ("W", "U", "B", "R", "G") for x in v):
                c.fail("BAD-COMMAND", problem="colors must be a list of W U B R G")
        elif k == "add_ability":
            items = v if isinstance(v, list) else [v]
            if not items or not all(isinstance(x, str) and 0 < len(x) < 200 for x in items):
                c.fail("BAD-COMMAND", problem="add_ability must be an ability name")
        out[k] = v
    return {k: out[k] for k in EFFECT_KEYS if k in out}  # in one order, as the log types it


@handler("gain_control")
def h_gain_control(c: Ctx, cmd: C.GainControl) -> None:
    card = c.card(cmd.card)
    if cmd.player not in c.state.players:
        c.fail("BAD-COMMAND", problem=f"There is no player {cmd.player!r}.")
    check_duration(c, cmd.duration)
    if card.zone != "battlefield":
        c.fail("NOT-ON-BATTLEFIELD")
    if card.face_down is not None:
        c.say("LOOK-CONTROL-CHANGED", controller=cmd.player)
    if c.go():
        knew = knowledge.remember(c.state, card)  # its controller until now keeps knowing it
        new_effect(c, card, {"control": cmd.player}, cmd.duration)
        knowledge.settle(c, card, knew)
        c.tx.set(card, "since_turn", c.state.turn)
        c.tx.emit("control_changed", card=card.id, player=cmd.player, duration=cmd.duration)


@handler("transform")
def h_transform(c: Ctx, cmd: C.Transform) -> None:
    card = c.permanent(cmd.card)
    if card.face_down is not None:
        c.nothing("FLIP-DFC-NO-TRANSFORM")
        return
    if not c.printed(card).is_double_faced:
        c.refuse("TRANSFORM-NOT-DFC")
    if c.go():
        c.tx.set(card, "transformed", not card.transformed)
        c.tx.set(card, "ts", c.tx.take("next_ts"))
        c.tx.emit("transformed", card=card.id, back=card.transformed)


# ---------------------------------------------------------------- status
@handler("tap")
@handler("untap")
def h_tap(c: Ctx, cmd: C.Tap | C.Untap) -> None:
    card = c.permanent(cmd.card)
    if c.go():
        c.tx.set(card, "tapped", cmd.kind == "tap")
        c.tx.emit("tapped" if cmd.kind == "tap" else "untapped", card=card.id)


@handler("add_counter")
def h_add_counter(c: Ctx, cmd: C.AddCounter) -> None:
    card = c.permanent(cmd.card)
    if not cmd.counter or len(cmd.counter) > 40:
        c.fail("BAD-COMMAND", problem="A counter needs a short name.")
    have = card.counters.get(cmd.counter, 0)
    if have + cmd.n < 0 or have + cmd.n > 100_000:
        c.fail("BAD-COMMAND", problem=f"It has {have} {cmd.counter} counters.")
    if card.face_down is not None:
        c.say("FD-CHAR-MODIFIED")
    if c.go():
        counters = dict(card.counters)
        counters[cmd.counter] = have + cmd.n
        if not counters[cmd.counter]:
            del counters[cmd.counter]
        c.tx.set(card, "counters", counters)
        c.tx.emit("counters_changed", card=card.id, counter=cmd.counter, n=cmd.n)


@handler("damage")
def h_damage(c: Ctx, cmd: C.Damage) -> None:
    card = c.permanent(cmd.card)
    if card.damage + cmd.n < 0 or card.damage + cmd.n > 1_000_000:
        c.fail("BAD-COMMAND", problem="Damage can't go below 0.")
    if c.go():
        c.tx.set(card, "damage", card.damage + cmd.n)
        c.tx.emit("damaged", card=card.id, n=cmd.n)


@handler("attach")
def h_attach(c: Ctx, cmd: C.Attach) -> None:
    card = c.permanent(cmd.card)
    if cmd.to_card is not None:
        target = c.permanent(cmd.to_card)
        if target.id == card.id:
            c.fail("BAD-COMMAND", problem="A permanent can't be attached to itself.")
        if target.face_down is not None:
            c.say("FD-CHAR-MODIFIED")
    if c.go():
        c.tx.set(card, "attached_to", cmd.to_card)
        c.tx.emit("attached", card=card.id, to=cmd.to_card)


@handler("move_on_table")
def h_move_on_table(c: Ctx, cmd: C.MoveOnTable) -> None:
    card = c.permanent(cmd.card)
    if not all(-1e6 <= v <= 1e6 for v in (cmd.x, cmd.y)):
        c.fail("BAD-COMMAND", problem="That place is off the table.")
    if c.go():
        c.tx.set(card, "pos", [cmd.x, cmd.y])
        c.tx.emit("placed", card=card.id, x=cmd.x, y=cmd.y)


@handler("rearrange_face_down")
def h_rearrange(c: Ctx, cmd: C.RearrangeFaceDown) -> None:
    p = c.player(cmd.player)
    st = c.state
    cards = [c.permanent(cid) for cid in cmd.card_list]
    if len(set(cmd.card_list)) != len(cards) or len(cards) < 2:
        c.fail("BAD-COMMAND", problem="Name two or more different permanents.")
    if any(controller_of(st, x) != p for x in cards):
        c.refuse("NOT-YOUR-OBJECT", actor=p, player="their controller")
    if any(x.face_down is not None for x in cards):
        c.refuse("SHUFFLE-FD-REFUSED")
    if not c.go():
        return
    bf = st.zones["battlefield"]
    slots = sorted(bf.index(x.id) for x in cards)
    new = list(bf)
    for slot, x in zip(slots, cards, strict=True):
        new[slot] = x.id
    old_pos = [st.cards[bf[s]].pos for s in slots]
    c.tx.change(["order", "battlefield", list(bf), new])
    for x, pos in zip(cards, old_pos, strict=True):
        c.tx.set(x, "pos", pos)
    c.tx.emit("rearranged", player=p, cards=[x.id for x in cards])


# ---------------------------------------------------------------- time
def _step_after(step: str) -> str | None:
    i = STEPS.index(step)
    return STEPS[i + 1] if i + 1 < len(STEPS) else None


@handler("advance")
def h_advance(c: Ctx, cmd: C.Advance) -> None:
    to = cmd.to
    if to not in (*STEPS, "next_step", "end_of_turn", "next_turn"):
        c.fail("BAD-COMMAND", problem=f"advance takes a step, next_step, end_of_turn or "
                                      f"next_turn, not {to!r}.")
    st = c.state
    pregame = st.step == PREGAME
    if pregame:  # the game begins (103.8): turn 1's untap step, then on to `to`
        begin_game(c)
    if not c.go():
        return
    if pregame and to in ("next_step", "untap", "next_turn"):
        return
    tx = c.tx
    start_turn = st.turn
    for _ in range(len(STEPS) + 2):
        if st.cleanup_priority:  # a new step: the last cleanup's priority is over (514.3a)
            tx.g("cleanup_priority", False)
        nxt = _step_after(st.step)
        if nxt is None:
            turn, active = turn_after(st, st.turn, st.active)
            tx.g("turn", turn)
            tx.g("active", active)
            tx.g("lands_played", {p: 0 for p in st.players})
            tx.g("step", "untap")
            tx.emit("turn_began", turn=turn, active=active)
            for cid in st.board_index().tapped_permanents(st, active):
                tx.set(st.cards[cid], "tapped", False)
            tx.emit("step_began", step="untap", turn=turn, active=active)
        else:
            tx.g("step", nxt)
            if nxt == "cleanup":
                _cleanup(c)
            tx.emit("step_began", step=nxt, turn=st.turn, active=st.active)
            for v, name in assists.step_triggers(st, nxt, st.active):
                c.add(v)
                tx.emit("trigger", name=name, cause="step", step=nxt)
        if to == "next_step" or st.step == to:
            return
        if to == "end_of_turn" and st.step == "cleanup":
            return
        if to == "next_turn" and st.step == "untap" and st.turn != start_turn:
            return


def _cleanup(c: Ctx) -> None:
    """514: damage wears off; "until end of turn" effects and permissions end."""
    st, tx = c.state, c.tx
    ended = False
    board = st.board_index()  # (what has damage, lasts until a turn, may be played: indexed)
    for cid in board.damaged_permanents(st):
        tx.set(st.cards[cid], "damage", 0)
        ended = True
    for eff in st.timed_effects():
        if eff["until_turn"] <= st.turn:
            holder = st.cards.get(eff["card"]) if "control" in eff["params"] else None
            knew = knowledge.remember(st, holder) if holder is not None else []
            tx.remove_effect(eff)
            if holder is not None:
                knowledge.settle(c, holder, knew)
            tx.emit("effect_ended", card=eff["card"], id=eff["id"])
            ended = True
    if ended:
        c.say("EFFECT-ENDS")
    if st.arrows:  # arrows are for this turn's targets and attackers
        n = len(st.arrows)
        tx.g("arrows", [])
        tx.emit("arrows_cleared", count=n)
    for cid in board.with_permission():
        card = st.cards[cid]
        perm = card.permission
        if perm and not perm["used"] and not perm["expired"] and perm["until_turn"] <= st.turn:
            tx.set(card, "permission", {**perm, "expired": True})
            vid = "CP-EXPIRED" if perm["source"] == assists.CRYPTIC_PURSUIT else "PM-EXPIRED"
            c.say(vid, name=c.name(card))
            tx.emit("permission_expired", card=card.id, player=perm["player"],
                    source=perm["source"], name=c.name(card))


# ---------------------------------------------------------------- the end
def _face_down_objects(st: GameState):
    for zone in ("battlefield", "stack"):
        for cid in st.zones[zone]:
            card = st.cards[cid]
            if card.face_down is not None:
                yield card


@handler("leave_game")
def h_leave_game(c: Ctx, cmd: C.LeaveGame) -> None:
    p = cmd.player
    st = c.state
    if p not in st.players:
        c.fail("BAD-COMMAND", problem=f"There is no player {p!r}.")
    if p in st.left:
        c.fail("PLAYER-LEFT", player=p)
    hidden = [x for x in _face_down_objects(st)
              if x.owner == p or controller_of(st, x) == p]
    if hidden:
        c.say("REVEAL-PLAYER-LEAVES", player=p)
    cards = st.cards
    # 800.4a: effects that give the leaving player control of objects end ...
    stolen = [e for e in st.effects if e["params"].get("control") == p
              and e["card"] in cards and cards[e["card"]].obj == e["obj"]
              and cards[e["card"]].owner != p]
    if stolen:
        c.say("LEAVE-CONTROL-ENDS", player=p)
    # ... and every object the player owns leaves the game
    owned = [x for x in cards.values() if x.owner == p and x.zone != GONE]
    if owned:
        c.say("LEAVE-OBJECTS-GONE", player=p)
    if not c.go():
        return
    tx = c.tx
    for x in hidden:
        reveal(c, x, "player_leaves")
    for eff in stolen:
        holder = cards[eff["card"]]
        knew = knowledge.remember(st, holder)  # who knew it keeps knowing it
        tx.remove_effect(eff)
        knowledge.settle(c, holder, knew)
        tx.set(holder, "since_turn", st.turn)
        tx.emit("effect_ended", card=eff["card"], id=eff["id"])
    for x in owned:
        src = x.zone
        if src in ("battlefield", "stack"):
            clear_status(c, x)
        tx.move(x, GONE)
        knowledge.forget_all(c, x)
        tx.emit("moved", card=x.id, owner=p, frm=src, to=GONE, reason="owner_left")
    # objects it still controls (no effect to end: put onto the battlefield under its control)
    # are exiled (800.4a)
    for cid in [*st.zones["battlefield"], *st.zones["stack"]]:
        x = cards[cid]
        if controller_of(st, x) == p:
            move_card(c, x, "exile", -1, reason="controller_left")
    tx.g("left", [*st.left, p])
    tx.emit("left_game", player=p)


@handler("end_game")
def h_end_game(c: Ctx, cmd: C.EndGame) -> None:
    hidden = list(_face_down_objects(c.state))
    if hidden:
        c.say("REVEAL-GAME-END")
    if c.go():
        for x in hidden:
            reveal(c, x, "game_end")
        c.tx.g("ended", True)
        c.tx.emit("game_ended")


@handler("set_mode")
def h_set_mode(c: Ctx, cmd: C.SetMode) -> None:
    if cmd.mode not in MODES:
        c.fail("BAD-COMMAND", problem="The rules mode is strict, assist or off.")
    if c.go():
        old, mode = c.state.mode, Mode(cmd.mode)
        c.tx.g("mode", mode)
        c.tx.emit("mode_changed", old=old, mode=mode)
