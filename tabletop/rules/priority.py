"""Priority (117): who holds it, passing it, and the span of a resolution (608.2).

The game keeps who holds priority (`GameState.priority`), the players who passed it in
succession (`priority_passed`) and the spell whose resolution is under way (`resolving`). After
every command carried out (`settle`, from the arbiter):

- a new step gives priority to the active player (117.3a), none in the untap step (502.4), the
  cleanup step (514.3, unless something triggered in it, 514.3a) or the pregame;
- a spell cast, a land played, an ability activated or a special action taken gives it to that
  player (117.3c, 116.3);
- `resolve` starts a resolution: nobody has priority (608.2) until the players say its last
  instruction is carried out (`finish_resolution`), and the active player then receives it
  (117.3b). The effect's instructions are the players' own commands (a `copy`, a `move`, a
  turn-up by an effect, even a cast an effect allows), so only they know when the last one is
  done: the log keeps that moment as its own entry instead of a guess from the next command;
- a pass (`pass_priority`, 117.3d) gives it to the next player in turn order; after every player
  passed in succession the top of the stack resolves, or the step may end (117.4, 500.2);
- any other action ends the succession of passes.

The holder informs (verdicts, the view, the log): the sandbox still lets players act and move
through steps themselves. Only a pass needs it: a player passes only the priority they hold.
"""

from __future__ import annotations

from tabletop.model import commands as C
from tabletop.model.state import GameState, first_holder

from .engine import Ctx, handler
from .verdicts import INFO

# commands that leave priority and the passes as they are: talk, questions, marks on the table,
# the table's own settings, requests, take-backs (which undo what priority did), and the two
# commands of this module, which settle it themselves
NEUTRAL = frozenset(("chat", "look", "routes", "note", "arrow", "clear_arrows",
                     "move_on_table", "roll", "flip_coin", "set_mode", "set_trust", "answer",
                     "withdraw", "take_back", "pass_priority", "finish_resolution"))
# actions that only a player with priority takes, after which that player receives it again
# (117.3c, 116.3): a spell, a land, an activated ability, a special action
ACTIONS = frozenset(("cast", "play", "exile_to_play", "turn_face_up"))


def next_in_turn_order(st: GameState, player: str) -> str | None:
    """The player after `player` in turn order who is still in the game (None: nobody is)."""
    players = st.players
    i = players.index(player)
    for k in range(1, len(players) + 1):
        q = players[(i + k) % len(players)]
        if q not in st.left:
            return q
    return None


def step_holder(st: GameState) -> str | None:
    """Who holds priority as the current step begins (117.3a; 514.3a in a cleanup step)."""
    if st.ended or st.active in st.left:
        return None
    if st.step == "cleanup" and st.cleanup_priority:
        return st.active
    return first_holder(st.step, st.active)


def is_priority_action(cmd: C.Command) -> bool:
    """Whether the command is an action a player takes only with priority: not a turn-up that
    an effect makes (708.7)."""
    return cmd.kind in ACTIONS and getattr(cmd, "route", None) != "effect"


def judge(c: Ctx) -> None:
    """What priority says of a command before it is carried out: an action that needs priority
    while a spell resolves is said to be outside the rules unless the effect itself allows it
    (608.2, 116.2b); the sandbox carries it out."""
    st = c.state
    if st.resolving is not None and is_priority_action(c.cmd) and c.cmd.kind != "cast":
        c.say("PRIORITY-RESOLVING", INFO)


def settle(c: Ctx) -> None:
    """After a command was carried out: who holds priority now (see the module's words)."""
    st, cmd = c.state, c.cmd
    if cmd.kind in NEUTRAL:
        return
    holder, resolving = _after(c)
    before = (st.priority, st.resolving)
    tx = c.tx
    # a player leaving takes no action: the others' passes stand (theirs are gone, 800.4a)
    keep = cmd.kind == "leave_game" and holder is not None
    tx.g("priority_passed", [p for p in st.priority_passed if p not in st.left] if keep else [])
    tx.g("resolving", resolving)
    tx.g("priority", holder)
    if (holder, resolving) != before and holder is not None:
        tx.emit("priority", player=holder)


def _after(c: Ctx) -> tuple[str | None, str | None]:
    """(holder, resolving spell) after the command `c` carried out."""
    st, cmd = c.state, c.cmd
    if st.ended:
        return None, None
    if any(e.kind == "step_began" for e in c.tx.events):
        return step_holder(st), None
    if isinstance(cmd, C.Resolve):
        return None, cmd.card
    if st.resolving is not None and st.resolving in st.cards:
        return None, st.resolving  # the effect's instructions, carried out by the players
    holder = st.priority
    if st.resolving is not None:  # the resolving spell is gone from the game: it is over
        holder = st.active
    player = getattr(cmd, "player", None)
    if is_priority_action(cmd) and player in st.players:
        holder = player
    if holder is None and st.step == "cleanup" and st.cleanup_priority:
        holder = st.active  # something triggered in the cleanup step (514.3a)
    if holder is not None and holder in st.left:
        holder = next_in_turn_order(st, holder)
    return holder, None


@handler("pass_priority")
def h_pass_priority(c: Ctx, cmd: C.PassPriority) -> None:
    st = c.state
    p = c.player(cmd.player)
    if st.priority != p:
        _cannot_pass(c, p)
    to = next_in_turn_order(st, p)
    passed = [] if p in st.priority_passed else list(st.priority_passed)
    passed.append(p)
    everyone = all(q in passed for q in st.players if q not in st.left)
    c.say("PRIORITY-PASSED", player=p, to=to or p)
    if everyone:
        c.say("PRIORITY-ALL-PASSED-STACK" if st.zones["stack"] else "PRIORITY-ALL-PASSED-EMPTY")
    if not c.go():
        return
    c.tx.g("priority_passed", passed)
    c.tx.g("priority", to)
    c.tx.emit("priority_passed", player=p, next=to, all_passed=everyone)


def _cannot_pass(c: Ctx, p: str) -> None:
    """Refuse a pass by a player who does not hold priority (no mode passes it: there is no
    priority of theirs to pass)."""
    st = c.state
    if st.resolving is not None:
        c.fail("PRIORITY-RESOLVING-PASS")
    if st.priority is None:
        c.fail("PRIORITY-NOBODY", step=st.step)
    c.fail("PRIORITY-NOT-HOLDER", player=p, holder=st.priority)


@handler("finish_resolution")
def h_finish_resolution(c: Ctx, cmd: C.FinishResolution) -> None:
    st = c.state
    if st.resolving is None or cmd.card not in (None, st.resolving):
        c.fail("RESOLUTION-NOT-UNDER-WAY")
    holder = step_holder(st)
    c.say("RESOLUTION-FINISHED", player=holder or st.active)
    if not c.go():
        return
    c.tx.g("resolving", None)
    c.tx.g("priority_passed", [])
    c.tx.g("priority", holder)
    c.tx.emit("resolution_finished", card=cmd.card, player=holder)
