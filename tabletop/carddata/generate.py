"""Generate `resources/cards/bundled.json` with the project's own importers.

    python3 -m tabletop.carddata.generate [--external DIR] [--out FILE]

Reads the real data files of `../shared/carddata-external/` (MTGJSON first, then Scryfall,
Cockatrice, Forge), takes each wanted card (RULES.md §3, basic lands, tokens) from the first
source that has it, adds localized names from every source and the seeds, and falls back to the
hand-written table (`handfacts.py`) for cards no file has. Prints where each card came from.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tabletop.model.cards import CardFacts
from tabletop.resources import resource

from .bundled import FORMAT
from .handfacts import SEED_NAMES, hand_facts
from .importer import read_facts

DEFAULT_EXTERNAL = Path(__file__).resolve().parents[2].parent / "shared" / "carddata-external"
SOURCES = (  # (glob, label) in order of preference
    ("mtgjson/v5-20250818/*.json", "mtgjson"),
    ("mtgjson/v5.2.0-20220425/*.json", "mtgjson"),
    ("scryfall/mtgjson-cassette/search_*.json", "scryfall"),
    ("scryfall/mtgjson-cassette/card_*.json", "scryfall"),
    ("cockatrice/magic-spoiler/*.xml", "cockatrice"),
    ("cockatrice/magic-token/*.xml", "cockatrice"),
    ("forge/cardsfolder/*.txt", "forge"),
)
COMPARED = ("mana_cost", "type_line", "power", "toughness", "loyalty", "card_faces", "layout",
            "morph", "megamorph", "disguise", "hints")


def source_files(external: Path) -> list[tuple[Path, str]]:
    out: list[tuple[Path, str]] = []
    for pattern, label in SOURCES:
        out.extend((p, label) for p in sorted(external.glob(pattern)))
    return out


def generate(external: Path, log=print) -> dict:
    wanted = hand_facts()
    names = {f["name"] for f in wanted}
    found: dict[str, dict] = {}
    origin: dict[str, str] = {}
    localized: dict[str, dict] = {}
    for path, _label in source_files(external):
        for facts in read_facts(path):
            name = facts["name"]
            if name not in names:
                continue
            if facts.get("layout") == "token" and name not in ("Thopter", "Snake", "Dog"):
                continue
            for lang, n in (facts.get("names") or {}).items():
                localized.setdefault(name, {}).setdefault(lang, n)
            if name not in found:
                found[name] = facts
                origin[name] = str(path.relative_to(external))
    cards = []
    for hand in wanted:
        name = hand["name"]
        facts = dict(found.get(name) or hand)
        for key in ("set", "collector_number"):
            if key not in facts and key in hand:
                facts[key] = hand[key]
        all_names = dict(localized.get(name, {}))
        for lang, n in SEED_NAMES.get(name, {}).items():
            all_names.setdefault(lang, n)
        facts.pop("names", None)
        if all_names:
            facts["names"] = dict(sorted(all_names.items()))
        CardFacts.from_dict(facts)  # must be valid facts
        if name in found:
            diff = [k for k in COMPARED if facts.get(k) != hand.get(k)]
            note = f"  (differs from the hand table in: {', '.join(diff)})" if diff else ""
            log(f"{name}: {origin[name]}{note}")
        else:
            log(f"{name}: hand-written table (RULES.md §3)")
        cards.append(facts)
    return {"format": FORMAT, "version": 1,
            "generated_by": "python3 -m tabletop.carddata.generate",
            "sources": {c["name"]: origin.get(c["name"], "handfacts.py") for c in cards},
            "cards": cards}


def write(doc: dict, out: Path) -> None:
    text = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    tmp = out.with_suffix(".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tabletop.carddata.generate")
    parser.add_argument("--external", type=Path, default=DEFAULT_EXTERNAL)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    if not args.external.is_dir():
        print(f"no real data folder at {args.external}", file=sys.stderr)
        return 1
    doc = generate(args.external, log=lambda s: print(s, file=sys.stderr))
    out = args.out or resource("cards", "bundled.json")
    write(doc, out)
    print(f"wrote {len(doc['cards'])} cards to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
