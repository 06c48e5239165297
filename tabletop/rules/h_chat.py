"""Handler: a line of chat (issue 15, item 6). Public to every seat and spectator, logged with the
game (so a save keeps it and every seat's journal shows it), and it changes nothing on the table:
its event has no changes, so undo steps over it (`is_chat`, `live_tail`) and a chat line is never
an undo entry of its own. Allowed after the game ended ("gg") and for players who left.
"""

from __future__ import annotations

from tabletop.model import commands as C
from tabletop.model.game import SAID, is_chat  # noqa: F401 (the rules' name for it too)
from tabletop.model.limits import MAX_CHAT, MAX_PLAYER_NAME
from tabletop.model.textcheck import text_problem

from .engine import Ctx, handler

CHAT = C.Chat.kind


def chat_text(text: str) -> str | None:
    """The text a chat line says (trimmed), or None when it can't be said: empty once trimmed,
    longer than `MAX_CHAT` characters, with a control character (a line break, a tab...) or
    not valid Unicode text (`textcheck.text_problem`)."""
    if not isinstance(text, str):
        return None
    text = text.strip()
    if text_problem(text, MAX_CHAT, 1, one_line=True):
        return None
    return text


@handler(CHAT)
def h_chat(c: Ctx, cmd: C.Chat) -> None:
    text = chat_text(cmd.text)
    if text is None:
        c.fail("BAD-COMMAND", problem=f"A chat line is one line of 1 to {MAX_CHAT} characters.")
    if (cmd.player is None) == (cmd.spectator is None):
        c.fail("BAD-COMMAND", problem="A chat line is said by a player or by a spectator.")
    if cmd.player is not None:
        if cmd.player not in c.state.players:
            c.fail("BAD-COMMAND", problem=f"There is no player {cmd.player!r} in this game.")
        if c.actor is not None and c.actor != cmd.player:  # never another's words, not even
            c.fail("NOT-YOUR-OBJECT", actor=c.actor, player=cmd.player)  # with the rules off
        who = {"player": cmd.player}
    else:
        name = (cmd.spectator or "").strip()
        if c.actor is not None:
            c.fail("NOT-YOUR-OBJECT", actor=c.actor, player=name or "a spectator")
        if name in c.state.players or text_problem(name, MAX_PLAYER_NAME, 1, one_line=True):
            c.fail("BAD-COMMAND", problem="A spectator's name is one line of 1 to "
                                          f"{MAX_PLAYER_NAME} characters, not a player's.")
        who = {"spectator": name}
    if c.go():
        c.tx.emit(SAID, **who, text=text)
