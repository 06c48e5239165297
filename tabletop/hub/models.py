"""The lobby's messages (pydantic): requests, the game record, decks, errors.

Every text that comes from the network is checked here: valid Unicode (no lone surrogate),
bounded, one line where it is a name. Requests forbid unknown fields.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from tabletop.model.textcheck import text_problem

GAME_PATTERN = r"^[a-z0-9]{10}$"
SEAT_PATTERN = r"^p[0-9]$"
TOKEN_PATTERN = r"^(p[0-9]|w[1-9][0-9]{0,2})$"
MAX_SEATS = 8
MAX_WATCHERS = 50
MAX_DECK_ENTRIES = 250
MAX_CARDS_IN_SECTION = 500
MAX_CARD_NAME = 200


class Op(StrEnum):
    """The lobby's request kinds: `tt.lobby.<account>.<op>`."""

    LIST = "list"
    GAME = "game"
    CREATE = "create"
    JOIN = "join"
    SPECTATE = "spectate"
    LEAVE = "leave"
    CHAT = "chat"
    PLAYERS = "players"
    SIDEBOARD = "sideboard"
    FIRST = "first"
    INVITE = "invite"


class AdminOp(StrEnum):
    REMOVE_ACCOUNT = "remove-account"
    REMOVE_GAME = "remove-game"


class Code(StrEnum):
    """Why the lobby refused a request (`{"error": code, "message": words}`)."""

    BAD_REQUEST = "bad-request"
    NO_GAME = "no-game"
    FULL = "full"
    TAKEN = "taken"
    NOT_ALLOWED = "not-allowed"
    BAD_DECK = "bad-deck"
    NOT_SEATED = "not-seated"
    WRONG_STATE = "wrong-state"
    BUSY = "busy"
    NO_ACCOUNT = "no-account"


class State(StrEnum):
    WAITING = "waiting"
    READY = "ready"
    PLAYING = "playing"
    SIDEBOARDING = "sideboarding"
    OVER = "over"
    SUSPENDED = "suspended"


def _line(limit: int, least: int = 0):
    def check(value: str) -> str:
        problem = text_problem(value, limit, least=least, one_line=True)
        if problem is not None:
            raise ValueError(problem)
        return value
    return AfterValidator(check)


GameName = Annotated[str, Field(max_length=60), _line(60)]
FormatName = Annotated[str, Field(max_length=30), _line(30)]
CardName = Annotated[str, Field(min_length=1, max_length=MAX_CARD_NAME), _line(MAX_CARD_NAME, 1)]
GameId = Annotated[str, Field(pattern=GAME_PATTERN)]
Token = Annotated[str, Field(pattern=TOKEN_PATTERN)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class DeckCard(Strict):
    name: CardName
    count: int = Field(ge=1, le=MAX_CARDS_IN_SECTION)


class Deck(Strict):
    """tt_decks[G.tok]: the Decklist of `carddata.decklists` as JSON (hidden from the others)."""

    main: list[DeckCard] = Field(min_length=1, max_length=MAX_DECK_ENTRIES)
    side: list[DeckCard] = Field(default_factory=list, max_length=MAX_DECK_ENTRIES)
    commander: list[DeckCard] = Field(default_factory=list, max_length=4)
    companion: list[DeckCard] = Field(default_factory=list, max_length=4)

    def counts(self) -> dict[str, int]:
        return {"main": sum(c.count for c in self.main), "side": sum(c.count for c in self.side)}

    def pool(self) -> dict[str, int]:
        """Main deck and sideboard together: what a sideboarded deck must re-split."""
        out: dict[str, int] = {}
        for card in [*self.main, *self.side]:
            out[card.name] = out.get(card.name, 0) + card.count
        return out


class CreateReq(Strict):
    name: GameName = ""
    format: FormatName = ""
    seats: int = Field(2, ge=2, le=MAX_SEATS)
    life: int = Field(20, ge=1, le=999)
    match: Literal[1, 3] = 1
    spectators: bool = True
    clock: int | None = Field(None, ge=60, le=24 * 3600)
    sit: bool = True
    deck: Deck | None = None


class GameReq(Strict):
    game: GameId


class JoinReq(Strict):
    game: GameId
    deck: Deck | None = None


class SideboardReq(Strict):
    game: GameId
    deck: Deck


class FirstReq(Strict):
    game: GameId
    token: Annotated[str, Field(pattern=SEAT_PATTERN)]


class ChatReq(Strict):
    text: Annotated[str, Field(min_length=1, max_length=500)]


class Empty(Strict):
    pass


class RegisterReq(Strict):
    name: Annotated[str, Field(max_length=24)]
    hash: Annotated[str, Field(max_length=80)]


class NameReq(Strict):
    name: Annotated[str, Field(max_length=24)]


class Seat(BaseModel):
    model_config = ConfigDict(extra="allow")
    token: Token
    account: str | None = None
    deck: dict[str, int] | None = None


class Watcher(BaseModel):
    model_config = ConfigDict(extra="allow")
    token: Token
    account: str


class GameRecord(BaseModel):
    """tt_games[G]; the worker updates state/score/number/chooser/first/winner. Unknown fields
    are kept (a record is rewritten whole)."""

    model_config = ConfigDict(extra="allow")
    id: GameId
    name: str = ""
    format: str = ""
    life: int = 20
    match: int = 1
    spectators: bool = True
    clock: int | None = None
    seats: list[Seat]
    watchers: list[Watcher] = Field(default_factory=list)
    state: str = State.WAITING
    number: int = 1
    score: dict[str, int] = Field(default_factory=dict)
    chooser: str | None = None
    first: str | None = None
    ready: list[str] = Field(default_factory=list)
    winner: str | None = None
    created_by: str = ""
    created: float = 0.0

    def seat_of(self, account: str) -> Seat | None:
        return next((s for s in self.seats if s.account == account), None)

    def watcher_of(self, account: str) -> Watcher | None:
        return next((w for w in self.watchers if w.account == account), None)

    def dump(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


class LobbyError(Exception):
    """A refusal: a code and words for the player."""

    def __init__(self, code: Code, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def reply(self) -> dict:
        return {"error": str(self.code), "message": self.message}
