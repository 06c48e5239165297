"""The bundled JSON Schema matches the models; migrations from an older (synthetic) version."""

from __future__ import annotations

import copy
import json

import pytest

from tabletop import storage
from tabletop.resources import resource
from tabletop.storage import migrations, schema
from tabletop.storage.schema import SCHEMA_VERSION

from .gamegen import game_state, random_game


def test_bundled_schema_has_not_drifted_from_the_models():
    """Compared by meaning, not bytes: another pydantic may write the same schema otherwise."""
    path = resource("schema", schema.SCHEMA_FILE)
    assert path.is_file(), "run: python -m tabletop.storage.schema"
    bundled = json.loads(path.read_text(encoding="utf-8"))
    assert schema.meaning(bundled) == schema.meaning(schema.json_schema()), \
        "the save models changed: run `python -m tabletop.storage.schema` and commit the file"


def _patterned(doc: dict) -> dict:
    """A string with an anchored pattern (the time a save was created, 20 characters)."""
    return doc["$defs"]["GameSave"]["properties"]["created"]


def test_the_drift_check_sees_changes_of_meaning_only():
    """pydantic 2.14 writes `"maxLength": 10000` (the config's bound) beside a string's anchored
    pattern (such as an event kind's `^[a-z_]{1,40}$` once was), which 2.13 leaves out: the same
    strings pass, so the check passes (it used to fail a fresh install); a bound that does change
    what passes is caught."""
    here = schema.json_schema()
    assert _patterned(here)["pattern"].startswith("^")
    _patterned(here).pop("maxLength", None)  # as pydantic 2.13 writes it
    with_214 = copy.deepcopy(here)
    _patterned(with_214)["maxLength"] = 10_000
    assert schema.meaning(with_214) == schema.meaning(here)
    assert json.dumps(with_214, sort_keys=True) != json.dumps(here, sort_keys=True)
    for change in (lambda k: k.__setitem__("maxLength", 19),  # tighter than the pattern
                   lambda k: k.__setitem__("pattern", "^[a-z_]{1,41}$"),
                   lambda k: k.pop("pattern")):
        changed = copy.deepcopy(here)
        change(_patterned(changed))
        assert schema.meaning(changed) != schema.meaning(here)
    players = copy.deepcopy(here)
    players["$defs"]["GameSave"]["properties"]["players"]["maxItems"] = 9
    assert schema.meaning(players) != schema.meaning(here)


def test_schema_names_every_command_and_both_file_kinds():
    text = schema.schema_text()
    from tabletop.model.commands import COMMANDS
    for kind in COMMANDS:
        if kind != "routes":
            assert f'"const": "{kind}"' in text, kind
    doc = json.loads(text)
    assert doc["discriminator"]["propertyName"] == "kind" or "oneOf" in doc


def test_a_save_meets_the_bounds_of_the_schema():
    data = storage.dump_game(random_game(3, 30))
    doc = schema.adapter().validate_json(data)
    assert doc["kind"] == "game"


def _as_v0(data: bytes) -> bytes:
    """A synthetic version 0: no `kind` nor `created_with`, `rules` instead of `rules_mode`, the
    setup holding the facts."""
    doc = json.loads(data)
    doc["schema_version"] = 0
    del doc["kind"], doc["created_with"]
    doc["rules"] = doc.pop("rules_mode")
    doc["setup"]["facts"] = doc.pop("facts")
    return json.dumps(doc).encode()


def _v0_to_v1(doc: dict) -> dict:
    doc["kind"] = "game"
    doc["created_with"] = doc["app_version"]
    doc["rules_mode"] = doc.pop("rules")
    doc["facts"] = doc["setup"].pop("facts")
    order = ["format", "schema_version", "kind", "app_version", "created_with", "created",
             "modified", "title", "rules_mode", "players", "seed", "facts", "setup", "log"]
    return {k: doc[k] for k in order}


@pytest.fixture
def registry(monkeypatch):
    reg: dict = dict(migrations.MIGRATIONS)  # the real steps from v1 on, and a synthetic v0
    monkeypatch.setattr(migrations, "MIGRATIONS", reg)
    return reg


def test_an_older_version_is_migrated_on_load(registry):
    game = random_game(4, 40)
    data = storage.dump_game(game)
    old = _as_v0(data)
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(old, name="old.json")
    assert "no step from v0" in info.value.problems[0]
    migrations.migration(0)(_v0_to_v1)
    back = storage.load_game_bytes(old, name="old.json")
    assert game_state(back) == game_state(game)
    assert storage.dump_game(back) == data
    summary = storage.validate_bytes(old, name="old.json")
    assert summary.migrated_from == 0 and "migrated from v0" in str(summary)


def test_a_migration_that_breaks_is_a_clear_error(registry):
    @migrations.migration(0)
    def broken(doc):
        return doc["nope"]
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(_as_v0(storage.dump_game(random_game(1, 3))), name="o")
    assert "does not migrate" in info.value.problems[0]
    with pytest.raises(ValueError):
        migrations.migration(0)(broken)


def test_a_migration_that_gives_a_bad_document_names_the_path(registry):
    migrations.migration(0)(lambda doc: {**doc, "kind": "game"})
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(_as_v0(storage.dump_game(random_game(1, 3))), name="o")
    assert any("after migrating from v0" in p for p in info.value.problems)


def test_a_newer_version_says_to_update():
    doc = json.loads(storage.dump_game(random_game(1, 3)))
    doc["schema_version"] = SCHEMA_VERSION + 1
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(json.dumps(doc).encode(), name="new.json")
    assert "newer" in info.value.problems[0] and "schema_version" in info.value.problems[0]


def test_chained_steps(registry):
    migrations.MIGRATIONS[0] = lambda d: {**d, "a": 1}
    migrations.MIGRATIONS[1] = lambda d: {**d, "b": d["a"] + 1}
    out = migrations.migrate({"schema_version": 0}, 0, 2)
    assert out == {"schema_version": 2, "a": 1, "b": 2}
