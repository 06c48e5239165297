"""Handlers: life totals, counters on players, tokens, dice and coins, notes, arrows, untap all
(SCENARIOS.md "Table actions"). The step says what an effect or a player chose; these record it
and judge only what the rules decide (paying life, 119.4; no fewer than 0 counters, 122.1).

Players who have left the game: an action that would change one does nothing (800.4a-b); their
life total and counters stay as they were last (800.4i). Random outcomes come from the game's
seeded generator, `random.Random(f"{seed}:{n}")` with `n` taken from the game's `shuffles`
counter as a shuffle takes it, and are recorded in the events: undo and replay re-run nothing.
"""

from __future__ import annotations

import hashlib
import json
import random

from tabletop.model import commands as C
from tabletop.model.cards import CardFacts, CardFactsError
from tabletop.model.limits import (
    MAX_ARROWS,
    MAX_CARDS,
    MAX_COUNT,
    MAX_COUNTER_NAME,
    MAX_DICE,
    MAX_DIE_SIDES,
    MAX_LIFE,
    MAX_NOTE,
    MAX_SHORT,
    MAX_TOKENS,
)
from tabletop.model.modes import Result
from tabletop.model.textcheck import text_problem

from .engine import Ctx, handler
from .ward import ward_trigger

# the fields of a card's facts the save format has (storage.schema.Facts; a test keeps them equal)
FACT_KEYS = ("name", "layout", "mana_cost", "type_line", "power", "toughness", "loyalty",
             "colors", "card_faces", "morph", "megamorph", "disguise", "keywords", "hints",
             "names", "set", "collector_number", "oracle_text", "flavor_name", "printed_text",
             "scryfall_id", "image_uris")
MAX_FACTS_BYTES = 64 * 1024  # a token's facts as JSON
POISON = "poison"
POISON_LOSES = 10  # 704.5c
HEADS, TAILS = "heads", "tails"
ARROW_ZONES = ("battlefield", "stack")


def _player(c: Ctx, p: str | None, own: bool = False) -> str:
    """A player of this game; with `own`, only they may give the command (NOT-YOUR-OBJECT)."""
    if p is None or p not in c.state.players:
        c.fail("BAD-COMMAND", problem=f"There is no player {p!r} in this game.")
    if own and c.actor is not None and c.actor != p:
        c.refuse("NOT-YOUR-OBJECT", actor=c.actor, player=p)
    return p


def _gone(c: Ctx, p: str) -> bool:
    """True (and the result is `nothing`) if `p` has left the game (800.4a-b)."""
    if p in c.state.left:
        c.nothing("PLAYER-LEFT-NOTHING", player=p)
        return True
    return False


def _delta_or_set(c: Ctx, delta: int | None, set_to: int | None, have: int) -> int:
    if (delta is None) == (set_to is None):
        c.fail("BAD-COMMAND", problem=f"{c.cmd.kind} takes either delta or set_to.")
    return have + delta if delta is not None else set_to  # type: ignore[return-value]


# ---------------------------------------------------------------- life (119)
@handler("life")
def h_life(c: Ctx, cmd: C.Life) -> None:
    p = _player(c, cmd.player, own=cmd.pay)  # only the player pays their own life
    st = c.state
    old = st.life[p]
    new = _delta_or_set(c, cmd.delta, cmd.set_to, old)
    if cmd.pay and (cmd.delta is None or cmd.delta > 0):
        c.fail("BAD-COMMAND", problem="Paying life takes a delta of 0 or less (the amount "
                                      "paid, negative).")
    if not -MAX_LIFE <= new <= MAX_LIFE:
        c.fail("BAD-COMMAND", problem=f"A life total is within ±{MAX_LIFE:,}.")
    if _gone(c, p):
        return
    if cmd.pay and old < old - new:  # 119.4: a total of at least the amount (0 life: always)
        c.refuse("LIFE-PAY-TOO-MUCH", player=p, life=old, amount=old - new)
    if new == old:
        c.nothing("LIFE-NO-CHANGE")
        return
    if new <= 0:
        c.say("LIFE-ZERO", player=p, life=new)
    if c.go():
        c.tx.g("life", {**st.life, p: new})
        data: dict = {"player": p, "old": old, "new": new}
        if cmd.pay:
            data["pay"] = True
        c.tx.emit("life_changed", **data)


# ---------------------------------------------------------------- counters on players (122.1)
@handler("player_counter")
def h_player_counter(c: Ctx, cmd: C.PlayerCounter) -> None:
    p = _player(c, cmd.player)
    name = cmd.counter
    if not name.strip() or text_problem(name, MAX_COUNTER_NAME, 1, one_line=True):
        c.fail("BAD-COMMAND", problem=f"A counter's name is 1 to {MAX_COUNTER_NAME} "
                                      "characters, with no control characters.")
    st = c.state
    have = st.player_counters[p].get(name, 0)
    new = _delta_or_set(c, cmd.delta, cmd.set_to, have)
    if new > MAX_COUNT:
        c.fail("BAD-COMMAND", problem=f"A player has at most {MAX_COUNT:,} counters of a kind.")
    if _gone(c, p):
        return
    if new < 0:
        c.fail("COUNTER-BELOW-ZERO", player=p, have=have, counter=name)
    if new == have:
        c.nothing("COUNTER-NO-CHANGE")
        return
    if name.casefold() == POISON and new >= POISON_LOSES:
        c.say("POISON-TEN", player=p, n=new)
    if c.go():
        counters = dict(st.player_counters[p])
        if new:
            counters[name] = new
        else:
            del counters[name]
        c.tx.g("player_counters", {**st.player_counters, p: counters})
        c.tx.emit("player_counter_changed", player=p, counter=name, old=have, new=new)


# ---------------------------------------------------------------- tokens (111, 701.7)
def token_facts(c: Ctx, facts: dict) -> tuple[str, dict]:
    """The facts a created token has: the effect's values (111.3-111.4), laid out as a token,
    and the key they are kept under (made from them: tokens with the same facts share it)."""
    extra = set(facts) - set(FACT_KEYS)
    if extra:
        c.fail("BAD-COMMAND", problem=f"Card facts have no field(s) {', '.join(sorted(extra))}.")
    out = {**facts, "layout": "token"}
    try:
        text = json.dumps(out, ensure_ascii=False, allow_nan=False, sort_keys=True)
    except (ValueError, TypeError, RecursionError) as exc:
        c.fail("BAD-COMMAND", problem=f"Those are not a token's card facts: {exc}")
    if len(text) > MAX_FACTS_BYTES:
        c.fail("BAD-COMMAND", problem=f"A token's facts are at most {MAX_FACTS_BYTES:,} "
                                      "characters of JSON.")
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    st, key, n = c.state, f"token:{digest}", 1
    while key in st.facts and st.facts[key] != out:
        n += 1
        key = f"token:{digest}~{n}"
    if key not in st.facts:  # (facts a game holds already were checked when they came)
        try:
            CardFacts.from_dict(out)
        except CardFactsError as exc:
            c.fail("BAD-COMMAND", problem=f"Those are not a token's card facts: {exc}")
    return key, out


def token_ids(c: Ctx, name: str | None, count: int) -> list[str]:
    st = c.state
    if name is not None:
        ids = [name if i == 0 else f"{name}#{i + 1}" for i in range(count)]
    else:
        ids, n = [], st.next_obj
        while len(ids) < count:
            tid = f"token-{n}"
            if tid not in st.cards and tid not in st.players:
                ids.append(tid)
            n += 1
    for tid in ids:
        if not tid or tid in st.cards or tid in st.players:
            c.fail("BAD-COMMAND", problem=f"The name {tid!r} is taken.")
        if len(tid) > MAX_SHORT:
            c.fail("BAD-COMMAND", problem=f"A token's name is at most {MAX_SHORT} characters.")
    return ids


@handler("create_token")
def h_create_token(c: Ctx, cmd: C.CreateToken) -> None:
    p = _player(c, cmd.player)
    if not 1 <= cmd.count <= MAX_TOKENS:
        c.fail("BAD-COMMAND", problem=f"Create 1 to {MAX_TOKENS} tokens at once.")
    fkey, facts = token_facts(c, cmd.facts)
    st = c.state
    ids = token_ids(c, cmd.name, cmd.count)
    if len(st.cards) + len(ids) > MAX_CARDS:  # what a save can hold
        c.fail("BAD-COMMAND", problem=f"A game holds at most {MAX_CARDS:,} cards.")
    if _gone(c, p) or not c.go():
        return
    tx = c.tx
    tx.add_facts(fkey, facts)
    for tid in ids:
        obj = tx.take("next_obj")
        tx.add_card({"id": tid, "facts": fkey, "owner": p, "token": True, "zone": "battlefield",
                     "obj": obj, "controller": p, "tapped": cmd.tapped, "since_turn": st.turn,
                     "ts": tx.take("next_ts"), "revealed": []},
                    index=len(st.zones["battlefield"]))
        tx.emit("token_created", card=tid, player=p)
        tx.emit("entered_battlefield", card=tid, face_down=False)


# ---------------------------------------------------------------- dice and coins (705, 706)
def _generator(c: Ctx) -> random.Random:
    """The game's seeded generator for the next random outcome (a number taken from the
    `shuffles` counter, as a shuffle takes one)."""
    return random.Random(f"{c.game.seed}:{c.tx.take('shuffles')}")


@handler("roll")
def h_roll(c: Ctx, cmd: C.Roll) -> None:
    p = _player(c, cmd.player, own=True)
    if not 2 <= cmd.sides <= MAX_DIE_SIDES:
        c.fail("BAD-COMMAND", problem=f"A die has 2 to {MAX_DIE_SIDES:,} sides.")
    if not 1 <= cmd.n <= MAX_DICE:
        c.fail("BAD-COMMAND", problem=f"Roll 1 to {MAX_DICE} dice at once.")
    if _gone(c, p) or not c.go():
        return
    rng = _generator(c)
    results = [rng.randint(1, cmd.sides) for _ in range(cmd.n)]
    c.tx.emit("rolled", player=p, sides=cmd.sides, results=results)


@handler("flip_coin")
def h_flip_coin(c: Ctx, cmd: C.FlipCoin) -> None:
    p = _player(c, cmd.player, own=True)
    if _gone(c, p) or not c.go():
        return
    c.tx.emit("coin_flipped", player=p, result=HEADS if _generator(c).random() < 0.5 else TAILS)


# ---------------------------------------------------------------- notes
@handler("note")
def h_note(c: Ctx, cmd: C.Note) -> None:
    card = c.card(cmd.card)
    if card.zone != "battlefield":
        c.fail("NOTE-NOT-PERMANENT")
    text = cmd.text
    if text_problem(text, MAX_NOTE, one_line=True):
        c.fail("BAD-COMMAND", problem=f"A note is one line of at most {MAX_NOTE:,} characters.")
    if c.go():
        old = card.note
        c.tx.set(card, "note", text or None)
        c.tx.emit("noted", card=card.id, text=text, old=old)


# ---------------------------------------------------------------- arrows
def _end(c: Ctx, x: str) -> tuple[str, str]:
    """("player", name) or ("card", id) for one end of an arrow."""
    st = c.state
    if x in st.players:
        if x in st.cards:
            c.fail("BAD-COMMAND", problem=f"{x!r} names both a player and a card.")
        return "player", x
    card = c.card(x)
    if card.zone not in ARROW_ZONES:
        c.fail("BAD-COMMAND", problem="An arrow points from or to a permanent, a spell or a "
                                      "player.")
    return "card", x


@handler("arrow")
def h_arrow(c: Ctx, cmd: C.Arrow) -> None:
    p = _player(c, cmd.player, own=True)
    frm, to = _end(c, cmd.frm), _end(c, cmd.to)
    if cmd.frm == cmd.to:
        c.fail("BAD-COMMAND", problem="An arrow joins two different things.")
    st = c.state
    if len(st.arrows) >= MAX_ARROWS:
        c.fail("BAD-COMMAND", problem=f"The table holds at most {MAX_ARROWS:,} arrows.")
    if _gone(c, p):
        return
    # a spell's arrow is its target (601.2c): ward may trigger (702.21a)
    ward = ward_trigger(c, cmd.frm, cmd.to, p) if frm[0] == to[0] == "card" else None
    if not c.go():
        return
    c.tx.g("arrows", [*st.arrows, {"frm": cmd.frm, "to": cmd.to, "by": p}])
    c.tx.emit("arrow_drawn", player=p, **{f"from_{frm[0]}": frm[1], f"to_{to[0]}": to[1]})
    if ward is not None:
        c.tx.emit("trigger", **ward)


@handler("clear_arrows")
def h_clear_arrows(c: Ctx, cmd: C.ClearArrows) -> None:
    st = c.state
    p = None if cmd.player is None else _player(c, cmd.player, own=True)
    keep = [a for a in st.arrows if p is not None and a["by"] != p]
    n = len(st.arrows) - len(keep)
    if not n:
        c.result = Result.NOTHING
        return
    if c.go():
        c.tx.g("arrows", keep)
        c.tx.emit("arrows_cleared", count=n, **({} if p is None else {"player": p}))


# ---------------------------------------------------------------- untap all (502.3)
@handler("untap_all")
def h_untap_all(c: Ctx, cmd: C.UntapAll) -> None:
    p = _player(c, cmd.player)
    if _gone(c, p):
        return
    st = c.state
    tapped = [st.cards[cid] for cid in st.board_index().tapped_permanents(st, p)]
    if not tapped:
        c.nothing("UNTAP-ALL-NONE", player=p)
        return
    if c.go():
        for x in tapped:
            c.tx.set(x, "tapped", False)
        c.tx.emit("untapped_all", player=p, cards=[x.id for x in tapped])
