"""The README documents the model's command JSON with at least one example per command kind
(its "Command JSON" section; examples are written inline, `{"kind": ...}`, or one per line in a
```json block), and every example is a command the model reads."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tabletop.model.commands import COMMANDS, parse_command

README = Path(__file__).resolve().parents[2] / "README.md"


def examples() -> list[dict]:
    text = README.read_text("utf-8")
    assert "\n## Command JSON\n" in text
    # that section only: others show other JSON (the network's messages, `"seat": "Ann" | null`)
    text = text.split("\n## Command JSON\n", 1)[1].split("\n## ", 1)[0]
    found = [json.loads(m) for m in re.findall(r"`(\{\"kind\".*?\})`", text, re.S)]
    for block in re.findall(r"```json\n(.*?)```", text, re.S):
        found += [json.loads(line) for line in block.splitlines()
                  if line.startswith('{"kind"')]
    return found


def test_every_example_is_a_command_that_round_trips():
    found = examples()
    assert len(found) >= len(COMMANDS)
    for d in found:
        cmd = parse_command(d)
        assert parse_command(json.loads(json.dumps(cmd.to_dict()))) == cmd


def test_every_command_kind_has_an_example():
    missing = set(COMMANDS) - {d["kind"] for d in examples()}
    assert not missing, f"the README has no example of {sorted(missing)}"
