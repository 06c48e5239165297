"""The README documents the model's command JSON: every example there parses, round-trips, and
there is one for each library, search, reveal and mulligan command."""

import json
from pathlib import Path

from tabletop.model.commands import parse_command

README = Path(__file__).resolve().parents[2] / "README.md"


def examples() -> list[dict]:
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Command JSON"):]
    block = section[section.index("```json") + len("```json"):]
    block = block[:block.index("```")]
    return [json.loads(line) for line in block.strip().splitlines()]


def test_every_command_example_in_the_readme_parses_and_round_trips():
    found = examples()
    for d in found:
        cmd = parse_command(d)
        assert parse_command(cmd.to_dict()) == cmd
        assert cmd.to_dict() == d  # written without defaults, as the app writes it
    kinds = {d["kind"] for d in found}
    assert kinds >= {"draw", "mill", "shuffle", "look_top", "arrange_top", "search", "reveal",
                     "mulligan", "put_on_bottom", "keep", "advance"}
