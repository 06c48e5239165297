"""`tabletop conformance`: the shared scenarios pass; broken files and failures are reported."""

import json
import subprocess
import sys

import pytest

from tabletop.cli import main as cli_main


def run(*args):
    return subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True,
                          text=True, timeout=120)


def test_every_shared_scenario_passes(shared_dir):
    root = shared_dir / "rules" / "scenarios"
    files = sorted(str(p) for p in (*root.glob("*.json"), *root.glob("table/*.json")))
    assert any("/table/" in f for f in files)
    r = run("conformance", *files)
    assert r.returncode == 0, r.stdout + r.stderr
    last = r.stdout.strip().splitlines()[-1]
    passed = int(last.split()[0])
    assert last == f"{passed} passed, 0 failed" and passed >= 74
    assert "Traceback" not in r.stderr


# the table scenarios of libraries, searches, reveals and mulligans (issue 12)
LIBRARY_SCENARIOS = ("SC-106", "SC-107", "SC-108", "SC-110", "SC-112", "SC-113", "SC-114",
                     "SC-115", "SC-116")


def test_the_library_search_reveal_and_mulligan_scenarios_pass(shared_dir):
    from tabletop.rules.scenarios import read_scenario_file, run_scenario
    table = shared_dir / "rules" / "scenarios" / "table"
    seen = {}
    for name in ("14-library-and-search.json", "15-mulligan-reveal-dice-notes.json"):
        for sc in read_scenario_file(table / name):
            if sc.id in LIBRARY_SCENARIOS:
                seen[sc.id] = run_scenario(sc)[0]
    assert seen == dict.fromkeys(LIBRARY_SCENARIOS)


def test_a_wrong_expectation_fails(tmp_path, shared_dir, capsys):
    doc = json.loads((shared_dir / "rules/scenarios/03-routes.json").read_text())
    doc["scenarios"][1]["steps"][0]["expect"]["routes"][0]["cost"] = "{9}"
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(doc))
    assert cli_main(["conformance", str(f)]) == 1
    out = capsys.readouterr().out
    assert "FAIL SC-012: step 1: expected routes" in out
    assert out.strip().endswith("1 failed")


@pytest.mark.parametrize("content,needle", [
    ("{not json", "not JSON"),
    ('{"format": "tabletop-scenarios/1", "scenarios": []}', "non-empty list"),
    ('{"format": "x", "scenarios": [{"id": "Z", "players": ["A"], "steps": []}]}', "format"),
    ('{"format": "tabletop-scenarios/1", "scenarios": [{"id": "Z", "players": ["A"], '
     '"steps": [{"do": "fly"}]}]}', "Z: step 1: unknown action 'fly'"),
    ('{"format": "tabletop-scenarios/1", "scenarios": [{"id": "Z", "players": ["A"], '
     '"steps": [{"do": "tap", "card": "ghost"}]}]}', "Z: step 1: card names unknown card"),
    ('{"format": "tabletop-scenarios/1", "cards": {"x": {"name": "X", "mana_cost": "oops"}}, '
     '"scenarios": [{"id": "Z", "players": ["A"], "steps": []}]}', "card 'x'"),
    ('{"format": "tabletop-scenarios/1", "scenarios": [{"id": "Z", "players": ["A"], '
     '"steps": [{"check": {"player": "A", "mood": 1}}]}]}', "unknown check property mood"),
    ('[]', "JSON object"),
])
def test_malformed_files_exit_2_with_file_scenario_and_step(tmp_path, content, needle, capsys):
    # in this process (the command's own entry, as `python -m tabletop` calls it): the real
    # process, its exit status 2 and its stderr are the missing file's test below
    f = tmp_path / "broken.json"
    f.write_text(content)
    assert cli_main(["conformance", str(f)]) == 2
    err = capsys.readouterr().err
    assert needle in err and str(f) in err
    assert "Traceback" not in err


def test_missing_file_is_a_clear_error(tmp_path):
    """A real process (as the user runs it): exit status 2 and the reason on its stderr."""
    r = run("conformance", str(tmp_path / "nope.json"))
    assert r.returncode == 2 and "can't read" in r.stderr


def test_a_step_the_model_cannot_express_is_a_failure(tmp_path, capsys):
    doc = {"format": "tabletop-scenarios/1",
           "cards": {"bears": {"name": "Grizzly Bears", "mana_cost": "{1}{G}",
                               "type_line": "Creature — Bear", "power": "2", "toughness": "2"}},
           "scenarios": [{"id": "X-1", "players": ["A", "B"],
                          "zones": {"A": {"battlefield": ["bears"]}},
                          "steps": [{"do": "turn_face_up", "player": "A", "card": "bears",
                                     "route": "mana_cost"}]}]}
    f = tmp_path / "x.json"
    f.write_text(json.dumps(doc))
    assert cli_main(["conformance", str(f)]) == 1
    assert "FAIL X-1: step 1: expected result done, got refused (NOT-FACE-DOWN" in \
        capsys.readouterr().out
