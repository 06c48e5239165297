"""An existing Cockatrice installation, laid out as Cockatrice writes it, built in tmp_path from
the real files of ../shared/carddata-external: found under a fake HOME, imported, its decks
listed and opened, its pictures used."""

from __future__ import annotations

import json
import shutil
import struct
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

import pytest

from tabletop.carddata import CardDatabase, check_decklist, default_db_path
from tabletop.carddata import images as I
from tabletop.carddata.cockatrice_home import (
    NoCockatrice,
    candidate_folders,
    find_installation,
    list_decks,
    open_installation,
)
from tabletop.carddata.decklists import read_decklist
from tabletop.cli import main

REAL_DECK = "edh-Unblockable Surprise.cod"
DSK_CARD = "Abandoned Campground"  # a card of cards.xml (DSK.xml) with a downloaded picture


def png(width: int = 2, height: int = 3) -> bytes:
    """A real (tiny, grey) PNG image."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data +
                struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    raw = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0,
                                                               0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def house_deck(names: list[str]) -> str:
    """A deck as Cockatrice saves one (deck.xsd: deckname, comments, zones of cards)."""
    main = "\n".join(f'        <card number="{n}" name="{name}"/>'
                     for n, name in zip((4, 3, 2), names[:3], strict=True))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            "    <deckname>House of Horrors</deckname>\n    <comments></comments>\n"
            f'    <zone name="main">\n{main}\n        <card number="10" name="Swamp"/>\n'
            f'    </zone>\n    <zone name="side">\n        <card number="2" name="{names[3]}"/>\n'
            "    </zone>\n</cockatrice_deck>\n")


def xml_names(*files: Path) -> set[str]:
    """The cards the files hold, read straight from the XML: a name once (trailing spaces tell
    token variants apart), a token without " Token", a transform back face with its front."""
    out: set[str] = set()
    for f in files:
        names, backs = set(), {}
        for card in ET.parse(f).getroot().iter("card"):
            names.add(((card.findtext("name") or "").strip(), card.findtext("token") == "1"))
            for rel in card.findall("related"):
                if rel.get("attach") == "transform":
                    backs[rel.text.strip()] = card.findtext("name").strip()
        out |= {n[: -len(" Token")] if token and n.endswith(" Token") else n
                for n, token in names if n not in backs or backs[n] in backs}
    return out


@pytest.fixture
def cockatrice(tmp_path, external) -> Path:
    """A HOME whose ~/.local/share/Cockatrice/Cockatrice is a Cockatrice data folder."""
    src = external / "cockatrice"
    root = tmp_path / "user" / ".local" / "share" / "Cockatrice" / "Cockatrice"
    (root / "customsets").mkdir(parents=True)
    shutil.copy(src / "magic-spoiler" / "DSK.xml", root / "cards.xml")
    shutil.copy(src / "magic-token" / "tokens.xml", root / "tokens.xml")
    shutil.copy(src / "cockatrice-tests" / "customset1_v3.xml", root / "customsets" /
                "customset1.xml")
    (root / "decks" / "Limited").mkdir(parents=True)
    shutil.copy(external / "decklists" / "cockatrice-cod" / REAL_DECK, root / "decks")
    dsk = sorted(xml_names(root / "cards.xml") - {"Swamp", "Island"})
    (root / "decks" / "Limited" / "house.cod").write_text(house_deck(dsk), "utf-8")
    (root / "pics" / "downloadedPics" / "DSK").mkdir(parents=True)
    (root / "pics" / "downloadedPics" / "DSK" / f"{DSK_CARD}.full.png").write_bytes(png())
    (root / "pics" / "CUSTOM").mkdir()
    (root / "pics" / "CUSTOM" / "Sparrow.png").write_bytes(png(3, 2))
    return tmp_path / "user"


def test_found_under_a_fake_home_in_the_linux_layout(cockatrice):
    found = find_installation({"HOME": str(cockatrice)})
    root = cockatrice / ".local" / "share" / "Cockatrice" / "Cockatrice"
    assert found.root == root
    assert [p.name for p in found.databases] == ["cards.xml", "tokens.xml"]
    assert found.custom_sets == (root / "customsets" / "customset1.xml",)
    assert found.pics == root / "pics" and found.decks_dir == root / "decks"
    assert found.decks == (root / "decks" / "Limited" / "house.cod", root / "decks" / REAL_DECK)
    assert list_decks(root / "decks") == list(found.decks)
    assert open_installation(cockatrice / ".local" / "share") == found  # chosen by hand


@pytest.mark.parametrize("env_key, base", [
    ("HOME", ".local/share/data"),  # Cockatrice built with Qt 4
    ("HOME", "Library/Application Support"),  # macOS
    ("XDG_DATA_HOME", "xdg"),
    ("LOCALAPPDATA", "AppData/Local"),  # Windows
])
def test_found_in_every_usual_folder(tmp_path, external, env_key, base):
    root = tmp_path / base / "Cockatrice" / "Cockatrice"
    root.mkdir(parents=True)
    shutil.copy(external / "cockatrice" / "cockatrice-tests" / "cards.xml", root)
    env = {"HOME": str(tmp_path)}
    if env_key != "HOME":
        env[env_key] = str(tmp_path / base)
    assert root in candidate_folders(env)
    assert find_installation(env).root == root
    with pytest.raises(NoCockatrice, match="no Cockatrice installation found"):
        find_installation({"HOME": str(tmp_path / "elsewhere")})


def test_imported_decks_opened_and_pictures_used(cockatrice, home, monkeypatch, capsys):
    monkeypatch.setenv("HOME", str(cockatrice))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    root = cockatrice / ".local" / "share" / "Cockatrice" / "Cockatrice"
    assert main(["cards", "import", "--cockatrice"]) == 0
    out = capsys.readouterr().out
    expected = xml_names(root / "cards.xml", root / "tokens.xml",
                         root / "customsets" / "customset1.xml")
    assert len(expected) > 900
    assert f"Cockatrice installation: {root}" in out
    assert "card databases: cards.xml, tokens.xml; 1 custom set(s)" in out
    assert f"imported {len(expected)} cards" in out
    assert f"pictures folder set to {root / 'pics'}" in out
    assert f"2 Cockatrice deck(s) to open in {root / 'decks'}" in out

    with CardDatabase.open(default_db_path()) as db:
        assert db.count() == len(expected)
        for name in ("Sparrow", "Crow", DSK_CARD, "Treasure"):
            assert name in expected and db.find_dict(name)["name"] == name

        # its decks, listed and opened; their cards resolved against the imported database
        house, real = find_installation().decks
        report = check_decklist(read_decklist(house), db.find_dict)
        assert report["sections"] == {"main": 19, "sideboard": 2}
        assert report["unresolved"] == [] and all(c["resolved"] for c in report["cards"])
        deck = read_decklist(real)
        assert deck.format == "cockatrice" and sum(deck.section_counts().values()) == 100
        report = check_decklist(deck, db.find_dict)
        from_xml = [c for c in report["cards"] if c["name"] in expected]
        assert {c["name"] for c in from_xml} >= {"Kaito, Bane of Nightmares", "Island", "Swamp"}
        assert all(c["resolved"] for c in from_xml)
        assert "Yuriko, the Tiger's Shadow" in report["unresolved"]  # not in these files

        # its pictures, as the app's pictures folder: the image lookup finds the PNGs
        settings = json.loads((home / "config" / "ui.json").read_text("utf-8"))
        pics = I.ImageSettings.from_dict(settings).pics
        assert pics == str(root / "pics")
        found = I.local_image(pics, I.card_ref(db.find_dict(DSK_CARD)))
        assert found == root / "pics" / "downloadedPics" / "DSK" / f"{DSK_CARD}.full.png"
        assert I.sniff(I.read_image(found)) == "png"
        sparrow = I.local_image(pics, I.card_ref(db.find_dict("Sparrow")))
        assert sparrow == root / "pics" / "CUSTOM" / "Sparrow.png"


def test_a_folder_chosen_by_hand_keeps_other_settings(cockatrice, home, capsys):
    root = cockatrice / ".local" / "share" / "Cockatrice" / "Cockatrice"
    (home / "config").mkdir(parents=True)
    (home / "config" / "ui.json").write_text(json.dumps({"card_lang": "de",
                                                         "image_pics": "/old"}), "utf-8")
    assert main(["cards", "import", "--cockatrice", str(root)]) == 0
    assert f"pictures folder set to {root / 'pics'} (was /old)" in capsys.readouterr().out
    settings = json.loads((home / "config" / "ui.json").read_text("utf-8"))
    assert settings == {"card_lang": "de", "image_pics": str(root / "pics")}


def test_none_found_or_not_a_cockatrice_folder(tmp_path, home, monkeypatch, capsys):
    monkeypatch.setenv("HOME", str(tmp_path / "nobody"))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.delenv("LOCALAPPDATA", raising=False)
    assert main(["cards", "import", "--cockatrice"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith("error: no Cockatrice installation found (looked in ")
    assert str(tmp_path / "nobody" / ".local" / "share" / "Cockatrice" / "Cockatrice") in err
    assert main(["cards", "import", "--cockatrice", str(tmp_path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == (f"error: {tmp_path}: not a Cockatrice data folder (no "
                                 "cards.xml, tokens.xml, spoiler.xml nor customsets/ with "
                                 "card files)\n")
    assert not default_db_path().exists()  # nothing was imported
    assert main(["cards", "import"]) == 2
    assert "name a card file or folder to import, or --cockatrice" in capsys.readouterr().err


def test_folders_moved_in_cockatrices_settings_are_followed(cockatrice, tmp_path):
    root = cockatrice / ".local" / "share" / "Cockatrice" / "Cockatrice"
    pics, decks = tmp_path / "My Pictures", tmp_path / "my decks"
    shutil.move(root / "pics", pics)
    shutil.move(root / "decks", decks)
    (root / "settings").mkdir()
    (root / "settings" / "global.ini").write_text(
        f"[personal]\nlang=de\n\n[paths]\npics={pics}\ndecks=\"{decks}\"\n"
        f"carddatabase={tmp_path / 'gone.xml'}\n", "utf-8")  # a path not there: the default
    found = find_installation({"HOME": str(cockatrice)})
    assert found.pics == pics and found.decks_dir == decks and len(found.decks) == 2
    assert found.databases[0] == root / "cards.xml"
    (root / "settings" / "global.ini").write_bytes(b"\xff\xfe not an ini [")
    assert find_installation({"HOME": str(cockatrice)}).pics is None  # broken: the defaults
