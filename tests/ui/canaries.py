"""A game whose hidden cards carry distinctive names (canaries): if one of them is ever read out
to a seat that may not know it, a test finds it in the text.

Alice's hand and battlefield hold cards she knows; her face-down permanents and Bob's cards are
canaries for Bob (and Bob's for Alice); no seat may hear a face-down card's name in its
accessible name, not even its controller."""

from __future__ import annotations

from tabletop.carddata.demo import bundled_lookup
from tabletop.model import commands as C
from tabletop.rules import new_game

# key -> (name on the card, the bundled card it is a copy of)
CARDS = {
    "a_known": ("Grizzly Bears", "Grizzly Bears"),
    "a_hand": ("Aardvark Plainsong", "Grizzly Bears"),
    "a_fd_manifest": ("Quokka Hushmantle", "Grizzly Bears"),
    "a_fd_morph": ("Quokka Veilcrown", "Exalted Angel"),
    "b_fd_morph": ("Zebulon Shroudwing", "Exalted Angel"),
    "b_fd_manifest": ("Zebulon Ashgrove", "Ruthless Ripper"),
    "b_hand": ("Xylophage Murmur", "Lightning Bolt"),
    "b_hand2": ("Xylophage Whisper", "Grizzly Bears"),
    "island": ("Island", "Island"),
    "b_library": ("Yttrium Depthsong", "Grinning Demon"),
}


def _facts(key: str) -> dict:
    name, like = CARDS[key]
    facts = dict(bundled_lookup(like))
    if name != like:
        facts["oracle_text"] = (facts.get("oracle_text") or "").replace(like, name)
        facts["name"] = name
        facts.pop("names", None)
        facts.pop("printed_text", None)
    return facts


def setup() -> dict:
    cards = [
        {"id": "a-known", "facts": "a_known", "owner": "Alice", "zone": "battlefield"},
        {"id": "a-hand", "facts": "a_hand", "owner": "Alice", "zone": "hand"},
        {"id": "a-fd1", "facts": "a_fd_manifest", "owner": "Alice", "zone": "battlefield",
         "face_down": {"method": "manifest", "source": "Primordial Mist", "order": 1}},
        {"id": "a-fd2", "facts": "a_fd_morph", "owner": "Alice", "zone": "battlefield",
         "face_down": {"method": "morph", "order": 2}},
        {"id": "b-fd1", "facts": "b_fd_morph", "owner": "Bob", "zone": "battlefield",
         "face_down": {"method": "morph", "order": 3}},
        {"id": "b-fd2", "facts": "b_fd_manifest", "owner": "Bob", "zone": "battlefield",
         "face_down": {"method": "manifest", "source": "Mastery of the Unseen", "order": 4}},
        {"id": "b-hand", "facts": "b_hand", "owner": "Bob", "zone": "hand"},
        {"id": "b-hand2", "facts": "b_hand2", "owner": "Bob", "zone": "hand"},
        {"id": "a-lib1", "facts": "island", "owner": "Alice", "zone": "library"},
        {"id": "a-lib2", "facts": "island", "owner": "Alice", "zone": "library"},
        {"id": "b-lib1", "facts": "b_library", "owner": "Bob", "zone": "library"},
        {"id": "b-lib2", "facts": "b_library", "owner": "Bob", "zone": "library"},
    ]
    return {"players": ["Alice", "Bob"], "mode": "assist",
            "turn": {"active": "Alice", "number": 3, "step": "main1"},
            "facts": {k: _facts(k) for k in CARDS}, "cards": cards}


def game():
    """The canary game: Alice's face-down #1 carries a +1/+1 counter."""
    g = new_game(setup(), seed=5)
    out = g.apply(C.AddCounter("a-fd1", "+1/+1", 1), "Alice")
    assert out.ok, out
    return g


def hidden_from(seat: str) -> set[str]:
    """The canaries `seat` may never hear in any text (its own face-down cards' names only in
    their descriptions: see `never_named`)."""
    theirs = {"Alice": ("b_fd_morph", "b_fd_manifest", "b_hand", "b_hand2", "b_library"),
              "Bob": ("a_fd_manifest", "a_fd_morph", "a_hand")}[seat]
    return {CARDS[k][0] for k in theirs}


def never_named(seat: str) -> set[str]:
    """Names no accessible *name* of `seat`'s table may hold: every face-down card's too."""
    return hidden_from(seat) | {CARDS[k][0] for k in ("a_fd_manifest", "a_fd_morph",
                                                       "b_fd_morph", "b_fd_manifest")}
