"""No rule reads a card's printed name or printed abilities directly (issue 13): the rules reach
card facts through `tabletop.model.chars` only, `characteristics` / `ability_facts` for what an
object is and can do, and the printed-card view (`printed_card`, `PrintedCard`) for the few rules
that look at the card itself (route R1 of RULES.md §1.5, a reveal, a reveal cost)."""

import ast
from pathlib import Path

import tabletop.rules
from tabletop.model.chars import PrintedCard

RULES = Path(tabletop.rules.__file__).parent
# attributes that reach the printed card's facts past the characteristics function
FORBIDDEN_ATTRS = {"facts_of": "the card's facts (use characteristics or printed_card)",
                   "hints": "printed ability facts (use characteristics(...).ability_facts)",
                   "keyword_abilities": "printed keywords (use characteristics(...).abilities)"}
# names of the model's card facts a rule must not import to read them
FORBIDDEN_IMPORTS = {"printed_values", "copiable_from_face", "SEED_ABILITIES"}


def offences(source: str, filename: str) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Attribute) and node.attr in FORBIDDEN_ATTRS:
            out.append(f"{filename}:{node.lineno}: .{node.attr}: "
                       f"{FORBIDDEN_ATTRS[node.attr]}")
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name in FORBIDDEN_IMPORTS:
                    out.append(f"{filename}:{node.lineno}: imports {alias.name}")
        elif isinstance(node, ast.Constant) and node.value in ("Primordial Mist",
                                                                 "Cryptic Pursuit"):
            # a card name may only label a permission's source (SCENARIOS.md `exile_to_play`)
            if filename != "assists.py":
                out.append(f"{filename}:{node.lineno}: the card name {node.value!r}")
    return out


def test_no_rule_reads_printed_names_or_abilities():
    found = []
    for path in sorted(RULES.glob("*.py")):
        found += offences(path.read_text(encoding="utf-8"), path.name)
    assert found == []


def test_the_check_catches_what_it_forbids():
    bad = ("def f(st, card):\n"
           "    facts = st.facts_of(card)\n"
           "    return facts.hints.etb_trigger or facts.name == 'Primordial Mist'\n")
    assert len(offences(bad, "h_x.py")) == 3


def test_the_printed_card_view_has_no_name_or_abilities_to_misread():
    for attr in ("name", "hints", "keyword_abilities", "abilities"):
        assert not hasattr(PrintedCard, attr)
    assert hasattr(PrintedCard, "printed_name")
