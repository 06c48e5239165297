"""One set of limits for everything a game holds, checked where data enters (the new-game dialog,
decklists, card imports, the network) and before a save is written, so that a save the app writes
always loads. The save schema (`tabletop.storage.schema`) is built from the same numbers.

Pure: no IO, no Qt.
"""

from __future__ import annotations

MAX_FILE_BYTES = 64 * 1024 * 1024  # a save or export file
MAX_EVENTS = 1_000_000  # events in one game's log
MAX_STRING = 10_000  # any free text (notes, reasons)
MAX_INT = 1_000_000_000  # any integer in an event's data
MAX_FLOAT = 1e12
MAX_CARDS = 100_000  # cards in one game
MAX_LIST = 100_000
MAX_MAP = 100_000
MAX_PLAYERS = 8
MAX_PLAYER_NAME = 100  # characters in a player's name
MAX_SHORT = 300  # a card's name, set code, collector number, cost, keyword...
MAX_TYPE_LINE = 600
MAX_SEED = 2**63 - 1  # seeds are 63-bit (the save's integer range)
