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
MAX_RULES_TEXT = 5_000  # characters of a card's (or face's) rules text in one language
MAX_URL = 1_000  # characters of a card image's URL (http or https)
MAX_PRINTED_TEXTS = 50  # languages of printed rules text on one card (as localized names)
MAX_SEED = 2**63 - 1  # seeds are 63-bit (the save's integer range)
MAX_LIFE = 1_000_000  # a life total is within ±MAX_LIFE
MAX_COUNT = 100_000  # counters of one kind on a permanent or a player
MAX_COUNTER_NAME = 40  # characters in a counter's name (poison, loyalty, -1/-1, ...)
MAX_NOTE = 1_000  # characters in a note on a permanent
MAX_DIE_SIDES = 1_000  # a die has 2 to MAX_DIE_SIDES sides
MAX_DICE = 100  # dice in one roll
MAX_TOKENS = 100  # tokens one create_token makes
MAX_ARROWS = 1_000  # arrows on the table at once
MAX_REQUESTS = 1_000  # requests waiting for an answer at once (tabletop.rules.h_requests)
MAX_CHAT = 500  # characters in one chat line (after trimming; at least one)
CHAT_RATE = 5  # chat lines one speaker may send ...
CHAT_RATE_SECONDS = 5.0  # ... within this many seconds (the chat panel, the host)

# Files a user names, read through `tabletop.safeio` (regular files only; each limit is stated in
# the error that refuses a file over it).
MAX_DECKLIST_BYTES = 4 * 1024 * 1024  # a decklist file (and characters of a pasted decklist)
MAX_DECKLIST_LINES = 2 * MAX_CARDS  # lines of a decklist (blank lines and comments included)
MAX_DECKLIST_LINE = 1_000  # characters in one decklist line (a card name is at most MAX_SHORT)
MAX_POSITION_TEXT_BYTES = 16 * 1024 * 1024  # a position text (characters of a pasted one)
MAX_POSITION_TEXT_LINES = 10_000  # lines of a position text (blank lines and comments included)
MAX_LESSON_BYTES = 4 * 1024 * 1024  # a lesson file
MAX_LESSON_CARDS = 80  # different cards (card facts) in one lesson
MAX_LESSON_ZONE = 250  # cards in one zone of a lesson's starting position
MAX_LESSON_ACTION_ITEMS = 100  # items of a list or object inside a lesson's action or check
MAX_SCENARIO_BYTES = 16 * 1024 * 1024  # a conformance scenario file
MAX_JSON_DEPTH = 64  # nesting of lists and objects in a lesson or scenario file
MAX_CARD_FILE_BYTES = 8 * 1024**3  # a card file on disk (streamed: Scryfall's all-cards is ~2.3 GB)
MAX_DECOMPRESSED_BYTES = 8 * 1024**3  # what a compressed card file may expand to
MAX_COMPRESSION_RATIO = 100  # ... and at most this many times its size (real card files: < 25)
RATIO_FREE_BYTES = 64 * 1024 * 1024  # expansion up to this size is never refused for its ratio
MAX_WHOLE_CARD_FILE_BYTES = 64 * 1024 * 1024  # card files read whole (a Scryfall search page)
MAX_FORGE_SCRIPT_BYTES = 1024 * 1024  # one Forge card script
MAX_CARD_IMAGE_BYTES = 16 * 1024 * 1024  # one card image (a local file or a download)
MAX_IMAGE_CACHE_BYTES = 1024**3  # the card image cache's default size cap (oldest out first)
MAX_IMPORT_CARDS = 500_000  # distinct cards in one import (all of Magic: about 35,000)

# Remote play (tabletop.net): one message on the network, one chat message, and how fast a seat
# may send (a token bucket per seat: `BURST` at once, then `RATE` a second).
MAX_NET_MESSAGE = 1024 * 1024  # bytes in one message (either way)
# MAX_CHAT (above): characters in one chat message, in the game and on the network
MAX_INVITE_BYTES = 64 * 1024  # an invite file
NET_COMMAND_RATE, NET_COMMAND_BURST = 20.0, 40  # requests (commands, undo, resync, ...) a second
NET_CHAT_RATE, NET_CHAT_BURST = 1.0, 5  # chat messages a second
