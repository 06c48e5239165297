"""Commands: what a player (or an effect the players carry out) asks the table to do.

Each command is a frozen, tagged value object (`kind`) with a JSON round trip:
`parse_command(cmd.to_dict()) == cmd`. Commands are pure data; the rules judge them.
"""

from __future__ import annotations

import types
from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar, Union, get_args, get_origin, get_type_hints

from .textcheck import TextRefused, check_json


class CommandError(ValueError):
    """A command that is malformed: unknown kind, missing or mistyped field."""


COMMANDS: dict[str, type[Command]] = {}


@dataclass(frozen=True, slots=True)
class Command:
    kind: ClassVar[str] = ""

    def to_dict(self) -> dict:
        d: dict = {"kind": self.kind}
        for f in fields(self):
            v = getattr(self, f.name)
            if f.default is not MISSING and v == f.default:
                continue
            d[f.name] = list(v) if isinstance(v, tuple) else v
        return d

    @property
    def cards(self) -> list[str]:
        """Card ids the command names."""
        out = []
        for name in ("card", "to_card", "of", "keep", "pay_with", "by"):
            v = getattr(self, name, None)
            if isinstance(v, str):
                out.append(v)
        for name in ("card_list", "top", "bottom", "graveyard", "find"):
            v = getattr(self, name, None)
            if isinstance(v, tuple):
                out.extend(v)
        return out


def parse_command(d: Any) -> Command:
    if not isinstance(d, dict):
        raise CommandError("a command must be an object")
    kind = d.get("kind")
    if not isinstance(kind, str) or kind not in COMMANDS:
        raise CommandError(f"unknown command kind {kind!r}")
    cls = COMMANDS[kind]
    hints = _hints(cls)
    known = _fields_of(cls)
    extra = d.keys() - known.keys() - {"kind"}
    if extra:
        raise CommandError(f"{kind}: unknown field(s) {', '.join(sorted(extra))}")
    args = {}
    for name, f in known.items():
        if name in d:
            args[name] = _coerce(kind, name, d[name], hints[name])
        elif f.default is MISSING:
            raise CommandError(f"{kind}: missing field {name!r}")
    return cls(**args)


_FIELDS: dict[type, dict] = {}


def _fields_of(cls: type) -> dict:
    """A command class's fields by name, in order (read once per class)."""
    known = _FIELDS.get(cls)
    if known is None:
        known = _FIELDS[cls] = {f.name: f for f in fields(cls)}
    return known


def text_problem_of(cmd: Command) -> str | None:
    """Why a command holds text no log may keep (a string that is not valid Unicode text:
    `textcheck`), in a sentence, or None. `parse_command` refuses such commands; the rules ask
    this of every command, however it was made."""
    for name in _hints(type(cmd)):
        v = getattr(cmd, name, None)
        if isinstance(v, str) and v.isascii() or not isinstance(v, (str, tuple, dict)):
            continue
        try:
            check_json(v, name, limit=None)
        except TextRefused as exc:
            return f"The {cmd.kind} command's {name}: {exc.reason}."
    return None


_HINTS: dict[type, dict] = {}


def _hints(cls: type) -> dict:
    h = _HINTS.get(cls)
    if h is None:
        h = _HINTS[cls] = get_type_hints(cls)
    return h


def _coerce(kind: str, name: str, value: Any, hint: Any) -> Any:
    """`value` as field `name` of command `kind` holds it: the type comes from the field's
    annotation itself (`_base`: the type of `X | None`, `tuple[str, ...]`, `dict[...]`), never
    from its text."""
    try:
        base, optional = _BASES[hint]
    except KeyError:
        base, optional = _BASES[hint] = _base(hint)
    if value is None:
        if optional:
            return None
        raise CommandError(f"{kind}: {name} may not be null")
    check = _CHECKS.get(base)
    if check is None:
        raise CommandError(f"{kind}: {name} has a type commands can't read ({hint!r})")
    return check(kind, name, value)


_BASES: dict[Any, tuple[type, bool]] = {}  # `_base` of each hint read so far


def _base(hint: Any) -> tuple[type, bool]:
    """The field's type without `None`, and whether `None` is allowed: `str | None` -> (str,
    True), `tuple[str, ...]` -> (tuple, False), `dict[str, Any]` -> (dict, False)."""
    args = get_args(hint)
    if isinstance(hint, types.UnionType) or get_origin(hint) is Union:
        rest = [a for a in args if a is not type(None)]
        if len(rest) != 1:
            raise TypeError(f"a command field is one type or None, not {hint!r}")
        return _base(rest[0])[0], len(rest) < len(args)
    origin = get_origin(hint)
    return (origin if origin is not None else hint), False


def _text_list(kind: str, name: str, value: Any) -> tuple:
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise CommandError(f"{kind}: {name} must be a list of text")
    _valid_text(kind, name, value)
    return tuple(value)


def _object(kind: str, name: str, value: Any) -> dict:
    if not isinstance(value, dict):
        raise CommandError(f"{kind}: {name} must be an object")
    _valid_text(kind, name, value)
    return value


def _valid_text(kind: str, name: str, value: Any) -> None:
    """Every string of a field (keys too): valid Unicode text of at most MAX_STRING characters
    (`textcheck`), so that no command the log keeps can stop a save or a journal."""
    try:
        check_json(value, f"{kind}: {name}")
    except TextRefused as exc:
        raise CommandError(str(exc)) from None


def _whole(kind: str, name: str, value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise CommandError(f"{kind}: {name} must be a whole number")
    if not -1_000_000 <= value <= 1_000_000:
        raise CommandError(f"{kind}: {name} is out of range")
    return value


def _number(kind: str, name: str, value: Any) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or value != value:
        raise CommandError(f"{kind}: {name} must be a number")
    return float(value)


def _flag(kind: str, name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise CommandError(f"{kind}: {name} must be true or false")
    return value


def _text(kind: str, name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise CommandError(f"{kind}: {name} must be text")
    _valid_text(kind, name, value)
    return value


_CHECKS: dict[type, Any] = {tuple: _text_list, dict: _object, int: _whole, float: _number,
                            bool: _flag, str: _text}


# -- the commands (SCENARIOS.md's action table, plus table handling the app needs) --

@dataclass(frozen=True, slots=True)
class Draw(Command):
    """The player draws `n` cards, one at a time (121.1-121.2); a draw from an empty library is
    still an attempt (121.4)."""
    kind: ClassVar[str] = "draw"
    player: str
    n: int = 1


@dataclass(frozen=True, slots=True)
class Mill(Command):
    """The top `n` cards of the player's library, as many as there are, into the graveyard."""
    kind: ClassVar[str] = "mill"
    player: str
    n: int = 1


@dataclass(frozen=True, slots=True)
class LookTop(Command):
    """`player` looks at the top `n` cards of `owner`'s library (default their own; 701.20e)."""
    kind: ClassVar[str] = "look_top"
    player: str
    owner: str | None = None
    n: int = 1


@dataclass(frozen=True, slots=True)
class ArrangeTop(Command):
    """Put looked-at top cards back: scry, surveil, fateseal. Together the lists name exactly the
    top cards of the library; `top` first on top, `bottom` last lowest, `graveyard` last on
    top."""
    kind: ClassVar[str] = "arrange_top"
    player: str
    owner: str | None = None
    top: tuple[str, ...] = ()
    bottom: tuple[str, ...] = ()
    graveyard: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Search(Command):
    """`player` searches `owner`'s library (or graveyard, hand) and takes the cards of `find`
    `to` hand, battlefield (under their control; `tapped`, or face down with the method
    `face_down`), graveyard, exile or top; `reveal` shows them to all; a library is then
    shuffled unless `shuffle` is false. `any_card`: the effect finds "a card" (701.23d)."""
    kind: ClassVar[str] = "search"
    player: str
    owner: str | None = None
    zone: str = "library"
    find: tuple[str, ...] = ()
    to: str | None = None
    tapped: bool = False
    reveal: bool = False
    shuffle: bool = True
    any_card: bool = False
    face_down: str | None = None


@dataclass(frozen=True, slots=True)
class Shuffle(Command):
    kind: ClassVar[str] = "shuffle"
    player: str


@dataclass(frozen=True, slots=True)
class Move(Command):
    """An effect or rule moves a card to a zone other than the battlefield."""
    kind: ClassVar[str] = "move"
    card: str
    to: str
    position: str | None = None  # "top"/"bottom" for libraries
    index: int | None = None
    face_down: bool = False  # exile face down (foretell, hideaway): only `may_look` may look
    may_look: tuple[str, ...] = ()  # players an exiling effect lets look (default: the owner)


@dataclass(frozen=True, slots=True)
class Manifest(Command):
    kind: ClassVar[str] = "manifest"
    player: str
    from_zone: str = "library"
    card: str | None = None
    source: str | None = None
    count: int = 1
    # the permanent whose activated ability this is ("{3}{W}: Manifest the top card of your
    # library", Mastery of the Unseen): it must have that ability under the player's control
    by: str | None = None


@dataclass(frozen=True, slots=True)
class ManifestDread(Command):
    kind: ClassVar[str] = "manifest_dread"
    player: str
    keep: str | None = None
    source: str | None = None


@dataclass(frozen=True, slots=True)
class Cloak(Command):
    kind: ClassVar[str] = "cloak"
    player: str
    from_zone: str = "library"
    card: str | None = None
    source: str | None = None
    count: int = 1


@dataclass(frozen=True, slots=True)
class Cast(Command):
    kind: ClassVar[str] = "cast"
    player: str
    card: str
    face_down: str | None = None
    from_zone: str | None = None
    alt_cost: str | None = None  # another alternative cost, e.g. "without paying its mana cost"


@dataclass(frozen=True, slots=True)
class Resolve(Command):
    """The top spell resolves. `modes`: a modal spell's chosen modes (700.2), each as its text
    words it without reminder text ("Manifest dread."); none for a spell without modes, or
    when the players keep the choice to themselves."""
    kind: ClassVar[str] = "resolve"
    card: str
    modes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Counter(Command):
    kind: ClassVar[str] = "counter"
    card: str
    requires: str | None = None  # the countering spell's target: "creature" or "noncreature"


@dataclass(frozen=True, slots=True)
class Routes(Command):
    """A question, not a change: which turn-face-up routes are legal now."""
    kind: ClassVar[str] = "routes"
    player: str
    card: str


@dataclass(frozen=True, slots=True)
class TurnFaceUp(Command):
    kind: ClassVar[str] = "turn_face_up"
    player: str
    card: str
    route: str
    pay_with: str | None = None  # the card revealed or otherwise used for a non-mana cost


@dataclass(frozen=True, slots=True)
class TurnFaceDown(Command):
    kind: ClassVar[str] = "turn_face_down"
    card: str
    source: str | None = None


@dataclass(frozen=True, slots=True)
class PutOntoBattlefield(Command):
    kind: ClassVar[str] = "put_onto_battlefield"
    card: str
    player: str
    face_down: str | None = None
    source: str | None = None
    characteristics: dict | None = None
    x: float | None = None
    y: float | None = None


@dataclass(frozen=True, slots=True)
class Look(Command):
    kind: ClassVar[str] = "look"
    player: str
    card: str


@dataclass(frozen=True, slots=True)
class ExileToPlay(Command):
    kind: ClassVar[str] = "exile_to_play"
    player: str
    card: str
    source: str = "Primordial Mist"
    from_zone: str = "battlefield"
    until: str = "end_of_turn"


@dataclass(frozen=True, slots=True)
class Transform(Command):
    kind: ClassVar[str] = "transform"
    card: str


@dataclass(frozen=True, slots=True)
class Play(Command):
    """Play a land or cast a spell from where the card is. `back`: a modal double-faced card
    played with its back face up, the face the player chooses (712.12: its land face, or the
    spell of its back face)."""
    kind: ClassVar[str] = "play"
    player: str
    card: str
    face_down: str | None = None
    back: bool = False


@dataclass(frozen=True, slots=True)
class CopyCard(Command):
    """Create a token that is a copy of the card; `name` is the token's id."""
    kind: ClassVar[str] = "copy"
    player: str
    card: str
    name: str | None = None


@dataclass(frozen=True, slots=True)
class BecomeCopy(Command):
    kind: ClassVar[str] = "become_copy"
    card: str
    of: str
    duration: str = "permanent"


@dataclass(frozen=True, slots=True)
class ApplyEffect(Command):
    kind: ClassVar[str] = "apply"
    card: str
    effect: dict
    duration: str = "end_of_turn"


@dataclass(frozen=True, slots=True)
class GainControl(Command):
    kind: ClassVar[str] = "gain_control"
    player: str
    card: str
    duration: str = "permanent"


@dataclass(frozen=True, slots=True)
class Tap(Command):
    kind: ClassVar[str] = "tap"
    card: str


@dataclass(frozen=True, slots=True)
class Untap(Command):
    kind: ClassVar[str] = "untap"
    card: str


@dataclass(frozen=True, slots=True)
class Attach(Command):
    kind: ClassVar[str] = "attach"
    card: str
    to_card: str | None = None


@dataclass(frozen=True, slots=True)
class AddCounter(Command):
    kind: ClassVar[str] = "add_counter"
    card: str
    counter: str = "+1/+1"
    n: int = 1


@dataclass(frozen=True, slots=True)
class Damage(Command):
    kind: ClassVar[str] = "damage"
    card: str
    n: int = 1


@dataclass(frozen=True, slots=True)
class Advance(Command):
    kind: ClassVar[str] = "advance"
    to: str = "next_step"


@dataclass(frozen=True, slots=True)
class PassPriority(Command):
    """`player`, who holds priority, passes it: the next player in turn order receives it
    (117.3d). Only the holder passes, and only for themselves; when every player has passed in
    succession, the top of the stack resolves, or an empty stack lets the step end (117.4)."""
    kind: ClassVar[str] = "pass_priority"
    player: str


@dataclass(frozen=True, slots=True)
class FinishResolution(Command):
    """The players have carried out the last instruction of the resolving spell (608.2; `card`
    names it, or None: whichever is resolving): its resolution is over, and the active player
    receives priority (117.3b). Until then (from its `resolve`), nobody has priority."""
    kind: ClassVar[str] = "finish_resolution"
    card: str | None = None


@dataclass(frozen=True, slots=True)
class RearrangeFaceDown(Command):
    kind: ClassVar[str] = "rearrange_face_down"
    player: str
    card_list: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class LeaveGame(Command):
    kind: ClassVar[str] = "leave_game"
    player: str


@dataclass(frozen=True, slots=True)
class EndGame(Command):
    kind: ClassVar[str] = "end_game"


@dataclass(frozen=True, slots=True)
class MoveOnTable(Command):
    """Place a permanent elsewhere on the battlefield (no rules meaning)."""
    kind: ClassVar[str] = "move_on_table"
    card: str
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class Reveal(Command):
    """A player reveals cards they hold (from hand) or control: `card`, the cards of
    `card_list`, their whole hand (`from_zone` "hand") or the top `n` cards of their library
    (`from_zone` "library"); to every player, or only to the players of `to` (701.20a-b, e)."""
    kind: ClassVar[str] = "reveal"
    player: str
    card: str | None = None
    card_list: tuple[str, ...] = ()
    from_zone: str | None = None
    n: int = 1
    to: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Mulligan(Command):
    """London mulligan (103.5): the hand is shuffled into the library, and the player draws
    seven."""
    kind: ClassVar[str] = "mulligan"
    player: str


@dataclass(frozen=True, slots=True)
class PutOnBottom(Command):
    """After a mulligan: these cards of the hand on the bottom of the library, the last listed
    lowest, as many as the mulligans that count (103.5, 103.5c)."""
    kind: ClassVar[str] = "put_on_bottom"
    player: str
    card_list: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Keep(Command):
    """The player keeps their hand: it is their opening hand (103.5)."""
    kind: ClassVar[str] = "keep"
    player: str


# -- players, tokens, dice, notes, arrows (issue 12; README "Command JSON") --

@dataclass(frozen=True, slots=True)
class Life(Command):
    """A player gains or loses life (`delta`), or their life total becomes `set_to` (119.3,
    119.5); with `pay`, a loss of `-delta` life is a payment (119.4)."""
    kind: ClassVar[str] = "life"
    player: str
    delta: int | None = None
    set_to: int | None = None
    pay: bool = False


@dataclass(frozen=True, slots=True)
class PlayerCounter(Command):
    """Counters of any name (poison, energy, experience, rad, ...) put on or removed from a
    player (`delta`), or their number becomes `set_to` (122.1)."""
    kind: ClassVar[str] = "player_counter"
    player: str
    counter: str
    delta: int | None = None
    set_to: int | None = None


@dataclass(frozen=True, slots=True)
class CreateToken(Command):
    """Create `count` tokens with the card facts `facts` (the save's facts shape); `player`
    owns and controls them (111.2-111.4, 701.7a). `name`: the first token's id (the next are
    `name#2`, `name#3`...); absent, ids are made up."""
    kind: ClassVar[str] = "create_token"
    player: str
    facts: dict
    count: int = 1
    tapped: bool = False
    name: str | None = None


@dataclass(frozen=True, slots=True)
class Roll(Command):
    """Roll `n` dice with `sides` sides (706.1); the game's seeded generator decides."""
    kind: ClassVar[str] = "roll"
    player: str
    sides: int = 6
    n: int = 1


@dataclass(frozen=True, slots=True)
class FlipCoin(Command):
    """Flip a coin (705.1); the game's seeded generator decides."""
    kind: ClassVar[str] = "flip_coin"
    player: str


@dataclass(frozen=True, slots=True)
class Note(Command):
    """A public note on a permanent; `text` "" takes it off."""
    kind: ClassVar[str] = "note"
    card: str
    text: str = ""


@dataclass(frozen=True, slots=True)
class Arrow(Command):
    """A public arrow from a card or player (`frm`) to a card or player (`to`), by `player`."""
    kind: ClassVar[str] = "arrow"
    player: str
    frm: str
    to: str


@dataclass(frozen=True, slots=True)
class ClearArrows(Command):
    """Take the arrows off the table (`player`: only those they drew)."""
    kind: ClassVar[str] = "clear_arrows"
    player: str | None = None


@dataclass(frozen=True, slots=True)
class UntapAll(Command):
    """Untap every permanent `player` controls (as the untap step does, 502.3)."""
    kind: ClassVar[str] = "untap_all"
    player: str


@dataclass(frozen=True, slots=True)
class PlayTopRevealed(Command):
    """`player` plays with the top card of their library revealed (`on`), or no longer does: the
    effect of Future Sight, Courser of Kruphix (401.5). While on, every player knows the top
    card, and each new top card as soon as it is on top. `source`: the effect, for the log."""
    kind: ClassVar[str] = "play_top_revealed"
    player: str
    on: bool = True
    source: str | None = None


@dataclass(frozen=True, slots=True)
class Chat(Command):
    """A line of chat, public to every seat and spectator and logged with the game: `player`
    (a seat; only they may speak for themselves) or a spectator, named as the table shows them
    (`spectator`), says `text` (plain text, one line, 1 to `limits.MAX_CHAT` characters once
    trimmed). It changes nothing on the table, and undo steps over it."""
    kind: ClassVar[str] = "chat"
    text: str
    player: str | None = None
    spectator: str | None = None


@dataclass(frozen=True, slots=True)
class Answer(Command):
    """The affected seat answers request number `request` (another seat's action on its things,
    see `tabletop.rules.authority`): `accept` carries the action out, judged again as the table
    is now; declining leaves everything as it is. Only the seat asked may answer."""
    kind: ClassVar[str] = "answer"
    request: int
    accept: bool = True


@dataclass(frozen=True, slots=True)
class Withdraw(Command):
    """The seat that made request number `request` takes it back before it is answered."""
    kind: ClassVar[str] = "withdraw"
    request: int


@dataclass(frozen=True, slots=True)
class SetTrust(Command):
    """Table trust: players may act on each other's things without asking (`on`), never seeing
    another's hidden cards that way. Off by default; any seat may turn it off, turning it on is
    a request to the other player."""
    kind: ClassVar[str] = "set_trust"
    on: bool = True


COMMANDS.update({obj.kind: obj for obj in list(globals().values())
                 if isinstance(obj, type) and issubclass(obj, Command) and obj.kind})


@dataclass(frozen=True, slots=True)
class SetMode(Command):
    """Switch the rules mode (strict, assist, off); logged like any other action."""
    kind: ClassVar[str] = "set_mode"
    mode: str  # as read from a file: the rules refuse a value that is not a Mode


COMMANDS[SetMode.kind] = SetMode


@dataclass(frozen=True, slots=True)
class TakeBack(Command):
    """Take back log entry number `entry` (0-based), the newest one not taken back yet, as a
    logged entry of its own: its changes are undone, but what any player saw stays known
    (issue 12: an undo cannot take back what a player saw). The app's undo uses it when an exact
    undo would make a player forget a card."""
    kind: ClassVar[str] = "take_back"
    entry: int


COMMANDS[TakeBack.kind] = TakeBack
