"""Generate `resources/cards/bundled.json` and `resources/cards/tokens.json` with the project's
own importers.

    python3 -m tabletop.carddata.generate [--external DIR] [--out FILE] [--tokens-out FILE]

The cards wanted are those of RULES.md §3 (`../shared/rules/RULES.md`, beside the external
folder), the basic lands and three tokens. Each card's facts and Oracle text come from the first
real data file of `../shared/carddata-external/` that has it (MTGJSON, then Scryfall, Cockatrice,
Forge's scripts); localized names and printed texts are gathered from every file and from the
seeds (`../shared/seeds/`, the seed cards' official texts in their printed languages); the set
code and collector number, where no file gives them, from RULES.md §3's Set column. Nothing is
typed by hand: a card no file has is an error. Prints where each card came from.

The token list (`tokens.json`, read by `tokens.list_tokens`) comes from Cockatrice's token file
(`cockatrice/magic-token/tokens.xml`): every token variant at least `COMMON_TOKEN_PRINTS` cards
make (its `<reverse-related>` entries), and the most made variant of each name in
`COMMON_TOKENS` whatever its count; a name of `COMMON_TOKENS` the file lacks is an error.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from tabletop.model.cards import CardFacts
from tabletop.resources import resource

from .bundled import FORMAT, name_key
from .cockatrice import iter_tokens
from .importer import read_facts
from .tokens import identity, token_facts

DEFAULT_EXTERNAL = Path(__file__).resolve().parents[2].parent / "shared" / "carddata-external"
SOURCES = (  # (glob, label) in order of preference
    ("mtgjson/v5-20250818/*.json", "mtgjson"),
    ("mtgjson/v5.2.0-20220425/*.json", "mtgjson"),
    ("scryfall/mtgjson-cassette/search_*.json", "scryfall"),
    ("scryfall/mtgjson-cassette/card_*.json", "scryfall"),
    ("cockatrice/magic-spoiler/*.xml", "cockatrice"),
    ("cockatrice/magic-token/*.xml", "cockatrice"),
    ("forge/cardsfolder/*.txt", "forge"),
    ("forge/cardsfolder-more/*.txt", "forge"),
)
BASIC_LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
TOKENS = ("Thopter", "Snake", "Dog")
TOKEN_FILE = "cockatrice/magic-token/tokens.xml"
COMMON_TOKEN_PRINTS = 8  # a token variant this many cards make is bundled
COMMON_TOKENS = ("Soldier", "Spirit", "Zombie", "Treasure", "Clue", "Food", "Goblin", "Beast",
                 "Elf Warrior", "Thopter", "Saproling", "Cat", "Human", "Angel", "Dragon",
                 "Blood", "Map", "Powerstone", "Eldrazi Spawn", "Eldrazi Scion", "Servo", "Wolf",
                 "Knight", "Insect", "Bird", "Squirrel", "Vampire", "Faerie", "Elemental",
                 "Construct", "Plant", "Snake", "Dog", "Illusion", "Gold", "Shard", "Incubator")
# RULES.md §3 compared with what the files say (a disagreement is printed as "differs")
COMPARED = ("mana_cost", "pt", "face_down")


def rules_table(rules_md: Path) -> list[dict]:
    """The rows of RULES.md §3: name, mana cost, P/T, face-down keyword cost, set, number."""
    text = rules_md.read_text(encoding="utf-8")
    section = text[text.index("## 3. Card facts"):text.index("## 4.")]
    rows = []
    for m in re.finditer(r"^\| \d+ \|(.+)\|\s*$", section, re.M):
        cells = [c.strip() for c in m.group(1).split("|")]
        name, cost, _type, pt, face_down, _dfc, set_cell = cells[:7]
        code = re.match(r"([A-Z0-9]{3,5})(?: #(\w+))?", set_cell)
        rows.append({"name": name, "mana_cost": None if cost == "—" else cost,
                     "pt": None if pt == "—" else pt,
                     "face_down": None if face_down == "—" else face_down,
                     "set": code.group(1) if code else None,
                     "collector_number": code.group(2) if code else None})
    return rows


# -- the seeds: official texts of the seed cards, a block (name, blank, text) per language
_KANA = re.compile(r"[\u3040-\u30ff]")
_HAN = re.compile(r"[\u4e00-\u9fff]")
_WORDS = {  # frequent words of a card's rules text in each language written in Latin letters
    "de": "du deine deiner deines die der das ein eine eines und ins wahl karte bibliothek "
          "kontrollierst schicke immer wenn",
    "es": "tu tus el la los las de del una un puedes carta biblioteca elige que controlas",
    "fr": "vous votre vos le la les de du une un carte bibliothèque que contrôlez",
    "it": "tu tua tuo il la le di del della una un carta grimorio che controlli scegli",
    "en": "you your the a an of target card library control choose",
}
_WORD_SETS = {lang: set(words.split()) for lang, words in _WORDS.items()}


def text_language(text: str) -> str:
    """The language a card's text is written in (the seeds' languages)."""
    if _KANA.search(text):
        return "ja"
    if _HAN.search(text):
        return "zh"
    words = re.findall(r"[^\W\d_]+", text.casefold())
    scores = {lang: sum(w in s for w in words) for lang, s in _WORD_SETS.items()}
    return max(scores, key=lambda lang: scores[lang])


def seed_texts(seeds: Path, names: set[str]) -> dict[str, dict[str, tuple[str, str]]]:
    """English name -> {lang: (printed name, printed text)} from the seed documents."""
    out: dict[str, dict[str, tuple[str, str]]] = {}
    for path in sorted(seeds.glob("*.txt")):
        paras = [p.strip() for p in re.split(r"\n\s*\n", path.read_text(encoding="utf-8"))]
        english = next((i for i, p in enumerate(paras) if p in names), None)
        if english is None or english % 2:
            continue
        blocks = {}
        for i in range(0, english, 2):
            name, text = paras[i], paras[i + 1]
            blocks[text_language(text)] = (name, text)
        out[paras[english]] = blocks
    return out


def source_files(external: Path) -> list[tuple[Path, str]]:
    out: list[tuple[Path, str]] = []
    for pattern, label in SOURCES:
        out.extend((p, label) for p in sorted(external.glob(pattern)))
    return out


def _renamed(facts: dict, name: str) -> dict:
    """The facts under today's spelling of the card's name, in its text too."""
    old = facts["name"]
    out = json.loads(json.dumps(facts).replace(json.dumps(old)[1:-1], json.dumps(name)[1:-1]))
    out["name"] = name
    return out


def _differs(facts: dict, row: dict) -> list[str]:
    """What the front face's facts say otherwise than RULES.md §3's row."""
    out = []
    front = (facts.get("card_faces") or [facts])[0]
    cost = (row["mana_cost"] or "—").split(" // ")[0]
    if front.get("mana_cost") != (None if cost.startswith("—") else cost):
        out.append("mana_cost")
    pt = (f"{front['power']}/{front['toughness']}" if "power" in front else
          f"({front['loyalty']})" if "loyalty" in front else None)
    if pt != (row["pt"].split(" // ")[0].replace(" ", "") if row["pt"] else None):
        out.append("pt")
    if row["face_down"] is not None:
        kw, _, cost = row["face_down"].partition(" ")
        if facts.get(kw.lower()) != cost.removeprefix("— "):
            out.append("face_down")
    return out


def generate(external: Path, log=print, rules_md: Path | None = None,
             seeds: Path | None = None) -> dict:
    rules_md = rules_md or external.parent / "rules" / "RULES.md"
    seeds = seeds or external.parent / "seeds"
    table = rules_table(rules_md)
    wanted = list(dict.fromkeys([r["name"] for r in table] + list(BASIC_LANDS) + list(TOKENS)))
    rows = {r["name"]: r for r in table}
    found = _Found(external, wanted)
    from_seeds = seed_texts(seeds, set(wanted)) if seeds.is_dir() else {}
    missing = [n for n in wanted if n not in found.facts]
    if missing:
        raise ValueError(f"no data file has: {', '.join(missing)}")
    cards = []
    for name in wanted:
        row = rows.get(name)
        facts = _card_facts(name, found, row, from_seeds.get(name, {}))
        diff = _differs(facts, row) if row else []
        note = f"  (differs from RULES.md §3 in: {', '.join(diff)})" if diff else ""
        log(f"{name}: {found.origin[name]}{note}")
        cards.append(facts)
    return {"format": FORMAT, "version": 1,
            "generated_by": "python3 -m tabletop.carddata.generate",
            "sources": {c["name"]: found.origin[c["name"]] for c in cards},
            "cards": cards}


class _Found:
    """The first facts of each wanted card in the data files (in `source_files` order), where
    they came from, and every localized name and printed text any file has for it."""

    def __init__(self, external: Path, wanted: list[str]) -> None:
        self.facts: dict[str, dict] = {}
        self.origin: dict[str, str] = {}
        self.localized: dict[str, dict] = {}
        self.printed: dict[str, dict] = {}
        by_key = {name_key(n): n for n in wanted}
        for path, _label in source_files(external):
            for facts in read_facts(path):
                name = by_key.get(name_key(facts["name"]))
                if name is not None:
                    self._take(name, facts, str(path.relative_to(external)))

    def _take(self, name: str, facts: dict, where: str) -> None:
        if name != facts["name"]:  # an older spelling (Forge's "Obscuring AEther")
            facts = _renamed(facts, name)
        if (facts.get("layout") == "token") != (name in TOKENS):
            return  # a token of a card's name, or a card of a token's name
        for lang, n in (facts.get("names") or {}).items():
            self.localized.setdefault(name, {}).setdefault(lang, n)
        for lang, t in (facts.get("printed_text") or {}).items():
            self.printed.setdefault(name, {}).setdefault(lang, t)
        if name not in self.facts:
            self.facts[name] = facts
            self.origin[name] = where


def _card_facts(name: str, found: _Found, row: dict | None, seeded: dict) -> dict:
    """One bundled card's facts: the data file's, with RULES.md's set and number where it has
    none, every localized name and printed text (the seeds' official texts win)."""
    facts = dict(found.facts[name])
    if row:
        for key in ("set", "collector_number"):
            if key not in facts and row[key]:
                facts[key] = row[key]
    all_names = dict(found.localized.get(name, {}))
    texts = dict(found.printed.get(name, {}))
    for lang, (n, t) in seeded.items():
        if lang == "en":
            continue
        all_names.setdefault(lang, n)
        texts[lang] = t  # the official printed text wins
    for key, value in (("names", all_names), ("printed_text", texts)):
        facts.pop(key, None)
        if value:
            facts[key] = dict(sorted(value.items()))
    CardFacts.from_dict(facts)  # must be valid facts
    return facts


def generate_tokens(external: Path, log=print) -> dict:
    """The bundled token list: the common tokens of Cockatrice's token file (module docstring),
    by name, the most made variant of a name first."""
    path = external / TOKEN_FILE
    variants: dict[str, tuple[int, int, dict]] = {}  # identity -> (prints, file order, facts)
    for n, (facts, prints) in enumerate(iter_tokens(path)):
        facts = token_facts(facts)
        key = identity(facts)
        old = variants.get(key)
        variants[key] = (prints + (old[0] if old else 0), old[1] if old else n, facts)
    best: dict[str, tuple[int, int, dict]] = {}
    for v in variants.values():
        name = v[2]["name"]
        if name not in best or (v[0], -v[1]) > (best[name][0], -best[name][1]):
            best[name] = v
    missing = [n for n in COMMON_TOKENS if n not in best]
    if missing:
        raise ValueError(f"{TOKEN_FILE} has no token: {', '.join(missing)}")
    chosen = [v for v in variants.values()
              if v[0] >= COMMON_TOKEN_PRINTS or (v[2]["name"] in COMMON_TOKENS
                                                 and v is best[v[2]["name"]])]
    chosen.sort(key=lambda v: (name_key(v[2]["name"]), -v[0], v[1]))
    tokens = []
    for prints, _n, facts in chosen:
        CardFacts.from_dict(facts)  # must be valid facts
        tokens.append(facts)
        pt = f" {facts['power']}/{facts['toughness']}" if "power" in facts else ""
        log(f"token {facts['name']}{pt} {''.join(facts['colors']) or 'colorless'}: "
            f"{prints} cards make it")
    return {"format": FORMAT, "version": 1,
            "generated_by": "python3 -m tabletop.carddata.generate",
            "source": TOKEN_FILE, "min_prints": COMMON_TOKEN_PRINTS, "tokens": tokens}


def write(doc: dict, out: Path) -> None:
    text = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    tmp = out.with_suffix(".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tabletop.carddata.generate")
    parser.add_argument("--external", type=Path, default=DEFAULT_EXTERNAL)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--tokens-out", type=Path, default=None)
    args = parser.parse_args(argv)
    if not args.external.is_dir():
        print(f"no real data folder at {args.external}", file=sys.stderr)
        return 1
    try:
        doc = generate(args.external, log=lambda s: print(s, file=sys.stderr))
        tokens = generate_tokens(args.external, log=lambda s: print(s, file=sys.stderr))
    except (ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    out = args.out or resource("cards", "bundled.json")
    write(doc, out)
    print(f"wrote {len(doc['cards'])} cards to {out}", file=sys.stderr)
    tokens_out = args.tokens_out or out.with_name("tokens.json")
    write(tokens, tokens_out)
    print(f"wrote {len(tokens['tokens'])} tokens to {tokens_out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
