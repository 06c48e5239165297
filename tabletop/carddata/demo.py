"""The app's default game: the two demo decks of `resources/decks/`, built only from bundled
facts, which together use every face-down method and the three seed cards."""

from __future__ import annotations

from tabletop.model.modes import Mode
from tabletop.resources import resource

from .bundled import bundled_cards, bundled_index, name_key
from .decklists import Decklist, decks_setup, parse_decklist

DEMO_DECKS = ("mists-of-the-unseen.txt", "masks-and-morphs.txt")
SEED_CARDS = ("Primordial Mist", "Break Down the Door", "Cryptic Pursuit")
# Cards of the demo decks that put cards face down, by method (RULES.md §3, "FD route").
METHOD_SOURCES = {
    "manifest": ("Primordial Mist", "Cryptic Pursuit", "Whisperwood Elemental",
                 "Mastery of the Unseen", "Soul Summons"),
    "manifest_dread": ("Break Down the Door", "Hauntwoods Shrieker", "Growing Dread",
                       "Abhorrent Oculus"),
    "cloak": ("Cryptic Coat", "Hide in Plain Sight", "Vannifar, Evolved Enigma"),
    "effect": ("Ixidron", "Illusionary Mask", "Obscuring Aether", "Ashcloud Phoenix"),
}


def bundled_lookup(name: str) -> dict | None:
    """Facts dict of a bundled card by a name in any language (or a face's name)."""
    english = bundled_index().get(name_key(name))
    return bundled_cards()[english] if english else None


def demo_decks() -> list[Decklist]:
    out = []
    for filename in DEMO_DECKS:
        path = resource("decks", filename)
        out.append(parse_decklist(path.read_text(encoding="utf-8"), str(path)))
    return out


def demo_setup(players: tuple[str, str] = ("Alice", "Bob"), seed: int | None = None) -> dict:
    """A setup dict: each player's demo deck in their library (decklist order, top first; the app
    shuffles and draws with commands), turn 1, first main phase, assist mode."""
    if len(players) != 2:
        raise ValueError("the demo game is for two players")
    decks = demo_decks()
    return decks_setup(list(zip(players, decks, strict=True)), bundled_lookup, mode=Mode.ASSIST,
                       seed=seed)
