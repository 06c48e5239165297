"""Benchmark of the card database (not part of the test suite).

Run: python3 tests/benchmarks/bench_carddata.py [--cards 32000]
Generates a Scryfall-format bulk file (one JSON array of full card objects, ~3 KB each, with
rules text, localized printings with their printed text, and double-faced cards), imports it in a
child process (time and peak RSS; the rules text is kept and indexed), then times opening the
database, name searches and full-text searches of the rules text. Each figure is printed beside
its budget: import with rules text <= 12 s, peak memory <= 300 MB, open <= 0.2 s, name search
<= 20 ms, full-text search of rules text (median) <= 20 ms, deck editor search (median) <= 30 ms;
and the same file downloaded from a real HTTP server on 127.0.0.1 and imported as
`tabletop cards download` does (`download_database`: fetched to a .part file, verified, imported
into a new database put in place) within 1.5x of the import alone.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tabletop.carddata import CardDatabase  # noqa: E402
from tabletop.carddata.decksearch import Compare, DeckQuery  # noqa: E402

WORDS = ("Ancient Angel Bog Cinder Dread Echo Fang Gloom Hollow Iron Jade Keen Lumen Mist Night "
         "Oath Pale Quill Rune Shade Thorn Umbra Vale Wisp Wyrm Ember Frost Storm Grave Spire "
         "Herald Seer Drake Golem Hydra Knight Oracle Phoenix Rogue Sentinel Titan Warden").split()
TYPES = ("Creature — Human Wizard", "Creature — Angel", "Instant", "Sorcery", "Enchantment",
         "Artifact", "Legendary Creature — Elf Ooze", "Land", "Creature — Snake Hydra")
LANGS = ("de", "fr", "ja", "es", "it", "zhs")


def _card(i: int, rng: random.Random) -> dict:
    name = f"{rng.choice(WORDS)} {rng.choice(WORDS)} of the {rng.choice(WORDS)} {i}"
    type_line = rng.choice(TYPES)
    is_creature = "Creature" in type_line
    text_lines = []
    if rng.random() < 0.3:
        text_lines.append("Flying, vigilance")
    if rng.random() < 0.2:
        text_lines.append(f"When {name} enters, draw a card.")
    if rng.random() < 0.1:
        text_lines.append("Morph {2}{U} (You may cast this card face down as a 2/2 creature for "
                          "{3}. Turn it face up any time for its morph cost.)")
    if rng.random() < 0.1:
        text_lines.append(f"When {name} is turned face up, target player loses 2 life.")
    text_lines.append("{T}: Add {G}. " * rng.randint(1, 3))
    card = {
        "object": "card", "id": f"00000000-0000-0000-0000-{i:012d}",
        "oracle_id": f"11111111-0000-0000-0000-{i:012d}", "multiverse_ids": [i],
        "mtgo_id": i, "tcgplayer_id": i, "cardmarket_id": i, "name": name, "lang": "en",
        "released_at": "2024-01-01", "uri": f"https://api.scryfall.com/cards/{i}",
        "scryfall_uri": f"https://scryfall.com/card/tst/{i}", "layout": "normal",
        "highres_image": True, "image_status": "highres_scan",
        "image_uris": {k: f"https://cards.scryfall.io/{k}/front/0/0/{i}.jpg?1700000000"
                       for k in ("small", "normal", "large", "png", "art_crop", "border_crop")},
        "mana_cost": "{2}{G}" if "Land" not in type_line else "", "cmc": 3.0,
        "type_line": type_line, "oracle_text": "\n".join(text_lines),
        "colors": [] if "Land" in type_line else ["G"], "color_identity": ["G"],
        "keywords": ["Flying"], "legalities": {f: "legal" for f in (
            "standard", "future", "historic", "timeless", "gladiator", "pioneer", "explorer",
            "modern", "legacy", "pauper", "vintage", "penny", "commander", "oathbreaker")},
        "games": ["paper", "mtgo"], "reserved": False, "foil": True, "nonfoil": True,
        "finishes": ["nonfoil", "foil"], "oversized": False, "promo": False, "reprint": False,
        "variation": False, "set_id": "22222222", "set": "tst", "set_name": "Test Set",
        "set_type": "expansion", "collector_number": str(i), "digital": False,
        "rarity": "common", "flavor_text": "Nothing is as it seems. " * 3,
        "artist": "A. Painter", "artist_ids": ["33333333"], "border_color": "black",
        "frame": "2015", "full_art": False, "textless": False, "booster": True,
        "story_spotlight": False, "edhrec_rank": i,
        "prices": {"usd": "0.10", "usd_foil": "0.25", "eur": "0.09", "tix": "0.03"},
        "related_uris": {k: f"https://example.org/{k}/{i}" for k in (
            "gatherer", "tcgplayer_infinite_articles", "tcgplayer_infinite_decks", "edhrec")},
        "purchase_uris": {k: f"https://example.org/buy/{k}/{i}" for k in (
            "tcgplayer", "cardmarket", "cardhoarder")},
    }
    if is_creature:
        card["power"], card["toughness"] = str(rng.randint(0, 6)), str(rng.randint(1, 6))
    if i % 25 == 0:  # a transforming double-faced card
        back = f"{name} Reborn"
        card.update(layout="transform", name=f"{name} // {back}",
                    type_line=f"{type_line} // Creature — Horror")
        card["card_faces"] = [
            {"object": "card_face", "name": name, "mana_cost": "{2}{G}", "type_line": type_line,
             "oracle_text": card.pop("oracle_text"), "colors": ["G"], "power": "2",
             "toughness": "2"},
            {"object": "card_face", "name": back, "mana_cost": "", "type_line":
             "Creature — Horror", "oracle_text": "Trample", "colors": ["G"],
             "color_indicator": ["G"], "power": "4", "toughness": "4"}]
    return card


def write_bulk(path: Path, n: int) -> None:
    """n card objects: about 1 in 8 is a localized printing of an earlier card."""
    rng = random.Random(7)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("[\n")
        made: list[dict] = []
        for i in range(n):
            if made and i % 8 == 7:
                card = dict(rng.choice(made))
                card["lang"] = rng.choice(LANGS)
                card["id"] = f"44444444-0000-0000-0000-{i:012d}"
                card["printed_name"] = "Übersetzt " + card["name"].split(" // ")[0]
                text = card.get("oracle_text") or "Verwandeln."
                card["printed_text"] = ("Wenn diese Karte aufgedeckt wird, ziehe eine Karte. "
                                        + text.replace("draw", "ziehe"))
            else:
                card = _card(i, rng)
                if len(made) < 2000:
                    made.append(card)
            fh.write(json.dumps(card, ensure_ascii=False))
            fh.write(",\n" if i < n - 1 else "\n")
        fh.write("]\n")


IMPORT_CHILD = """
import resource, sys, time
sys.path.insert(0, {root!r})
from tabletop.carddata import CardDatabase
t = time.perf_counter()
with CardDatabase.open({db!r}, create=True) as db:
    s = db.import_files([{bulk!r}])
print(time.perf_counter() - t, s.cards, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def line(label: str, value: float, unit: str, budget: float, fmt: str = "{:.2f}") -> bool:
    ok = value <= budget
    print(f"{label:<34} {fmt.format(value):>9} {unit:<3} budget <= {budget:g} {unit}  "
          f"{'OK' if ok else 'OVER BUDGET'}")
    return ok


DECK_QUERIES = (DeckQuery("ang"), DeckQuery("thorn o"), DeckQuery("mist"),
                DeckQuery(card_type="creature"), DeckQuery(card_type="instant", text="frost"),
                DeckQuery(colors="G", mana_value=3), DeckQuery(colors="G", mana_value=2,
                                                               compare=Compare.LE),
                DeckQuery("Übersetzt"), DeckQuery("übersetzt wisp", colors="G"),
                DeckQuery("draw"), DeckQuery("vigilance", card_type="angel"),
                DeckQuery(colors="C", card_type="land"))


MIN_COMPARED_S = 1.0  # an import shorter than this is not compared with its download
DOWNLOAD_CHILD = """
import sys, time
sys.path.insert(0, {root!r})
from pathlib import Path
from tabletop.carddata.download import download_database
t = time.perf_counter()
r = download_database(Path({db!r}), urls=[{url!r}])
print(time.perf_counter() - t, r.total, r.bytes)
"""


def download_and_import(bulk: Path, folder: Path, import_s: float) -> bool:
    """The bulk file served by a real HTTP server on 127.0.0.1, downloaded and imported in a
    child process as `tabletop cards download --url` does; its time over the import alone."""
    from tests.fileserver import FileServer
    server = FileServer({"/bulk.json": bulk.read_bytes()})
    try:
        code = DOWNLOAD_CHILD.format(root=str(ROOT), db=str(folder / "downloaded.sqlite3"),
                                     url=server.url("/bulk.json"))
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=True).stdout.split()
    finally:
        server.stop()
    seconds, cards, got = float(out[0]), int(out[1]), int(out[2])
    print(f"{'download and import (local server)':<34} {seconds:>9.2f} s "
          f"({cards} cards, {got / 1e6:.0f} MB received)")
    if import_s < MIN_COMPARED_S:  # (a small file: the fixed costs would be the figure)
        print(f"{'download and import / import alone':<34} {seconds / import_s:>9.2f} x   "
              f"(no budget: the import took under {MIN_COMPARED_S:g} s)")
        return True
    return line("download and import / import alone", seconds / import_s, "x", 1.5)


def deck_editor_search(db: CardDatabase) -> bool:
    """The deck editor's typical queries: partial names, a type, a colour and a mana value,
    a German name, a word of rules text."""
    times = []
    for _ in range(5):
        for q in DECK_QUERIES:
            t = time.perf_counter()
            assert db.deck_search(q), f"the deck editor search found nothing for {q}"
            times.append((time.perf_counter() - t) * 1000)
    print(f"{'deck editor search (slowest)':<34} {max(times):>9.2f} ms")
    return line("deck editor search median", statistics.median(times), "ms", 30)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cards", type=int, default=32_000)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        bulk, db_path = Path(tmp) / "bulk.json", Path(tmp) / "cards.sqlite3"
        write_bulk(bulk, args.cards)
        size_mb = bulk.stat().st_size / 1e6
        print(f"generated {args.cards} Scryfall card objects ({size_mb:.0f} MB)")
        code = IMPORT_CHILD.format(root=str(ROOT), db=str(db_path), bulk=str(bulk))
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=True).stdout.split()
        # the child's own peak (RUSAGE_CHILDREN would be the largest of every child this
        # process ever waited for, such as an earlier test's)
        seconds, cards, peak_mb = float(out[0]), int(out[1]), int(out[2]) / 1024
        print(f"imported {cards} distinct cards")
        results = [line("import with rules text (bulk file)", seconds, "s", 12),
                   line("peak memory of the import", peak_mb, "MB", 300, "{:.0f}"),
                   download_and_import(bulk, Path(tmp), seconds)]
        t = time.perf_counter()
        db = CardDatabase.open(db_path)
        db.find("Forest")
        open_s = time.perf_counter() - t
        results.append(line("open database (+ first lookup)", open_s, "s", 0.2, "{:.3f}"))
        queries = ["angel", "Mist", "thorn of", "Übersetzt", "Hydra 12", "wyrm", "glo", "zz"]
        times = []
        for _ in range(5):
            for q in queries:
                t = time.perf_counter()
                db.search_names(q)
                times.append((time.perf_counter() - t) * 1000)
        results.append(line("name search (median)", statistics.median(times), "ms", 20))
        results.append(line("name search (slowest)", max(times), "ms", 20))
        texts = ["turned face up", "draw a card", "flying", "target player loses 2 life",
                 "morph", "ziehe eine Karte", "add", "no card says this"]
        times = []
        found = 0
        for _ in range(5):
            for q in texts:
                t = time.perf_counter()
                found += len(db.search_text(q))
                times.append((time.perf_counter() - t) * 1000)
        assert found, "the full-text search found nothing"
        results.append(line("full-text search of rules text (median)", statistics.median(times),
                            "ms", 20))
        print(f"{'full-text search of rules text (slowest)':<34} {max(times):>9.2f} ms")
        times = []
        for q in queries + texts:
            t = time.perf_counter()
            db.search(q)
            times.append((time.perf_counter() - t) * 1000)
        print(f"{'names then text, as the CLI (median)':<34} "
              f"{statistics.median(times):>9.2f} ms")
        results.append(deck_editor_search(db))
        t = time.perf_counter()
        for q in queries:
            db.find(q)
        results.append(line("exact lookup by name (mean)",
                            (time.perf_counter() - t) * 1000 / len(queries), "ms", 20))
        db.close()
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
