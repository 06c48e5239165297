"""Card images without Qt: the user's pictures folder, the cache (cap, oldest out, clear), URL
templates, and `tabletop cards image` against a real HTTP server on 127.0.0.1."""

from __future__ import annotations

import json
import os
import time

import pytest

from tabletop.carddata import images as I
from tabletop.cli import main as cli
from tests.imageserver import ImageServer, png_bytes

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def server():
    s = ImageServer()
    yield s
    s.stop()


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def run(capsys, *args) -> tuple[int, str, str]:
    code = cli(["cards", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_download_once_cached_then_served_from_cache_with_server_stopped(home, server, tmp_path,
                                                                         capsys):
    out = tmp_path / "bears.png"
    template = server.url("/img/{set}/{name}.png?lang={lang}")
    code, stdout, err = run(capsys, "image", "Grizzly Bears", "--out", str(out),
                            "--source", template)
    assert code == 0, err
    assert stdout == f"download {server.url('/img/lea/Grizzly%20Bears.png?lang=en')}\n"
    assert out.read_bytes().startswith(PNG_MAGIC)
    assert server.requests == ["/img/lea/Grizzly Bears.png?lang=en"]
    assert server.agents[0].startswith("tabletop/")
    server.stop()
    out.unlink()
    code, stdout, err = run(capsys, "image", "Grizzly Bears", "--out", str(out),
                            "--source", template)
    assert code == 0, err
    kind, path = stdout.strip().split(" ", 1)
    assert kind == "cache" and path.startswith(str(home / "cache" / "images"))
    assert out.read_bytes().startswith(PNG_MAGIC)
    code, stdout, _ = run(capsys, "image", "Grizzly Bears", "--out", str(out), "--offline")
    assert code == 0 and stdout.startswith("cache ")
    assert len(server.requests) == 1


def test_a_429_is_waited_for_and_asked_again(home, server, tmp_path, capsys):
    server.busy["Bears"] = [429]
    server.retry_after = "1"
    start = time.monotonic()
    code, stdout, err = run(capsys, "image", "Grizzly Bears", "--out", str(tmp_path / "b.png"),
                            "--source", server.url("/{name}.png"))
    assert code == 0, err
    assert stdout.startswith("download ")
    assert server.saw("Grizzly Bears") == 2
    assert time.monotonic() - start >= 1.0
    # a server that asks for an hour: no image now, a clear message, nothing cached
    server.busy["Forest"] = [429]
    server.retry_after = "3600"
    code, stdout, err = run(capsys, "image", "Forest", "--out", str(tmp_path / "f.png"),
                            "--source", server.url("/{name}.png"))
    assert code == 1 and stdout == ""
    assert "HTTP 429" in err and "try again later" in err and "Traceback" not in err
    assert not (tmp_path / "f.png").exists()


def test_local_pics_folder_wins_over_the_network(home, server, tmp_path, capsys):
    pics = tmp_path / "pics"
    cockatrice = pics / "downloadedPics" / "LEA" / "Grizzly Bears.full.jpg"
    cockatrice.parent.mkdir(parents=True)
    cockatrice.write_bytes(png_bytes(rgb=(0, 200, 0)))
    code, stdout, err = run(capsys, "image", "Grizzly Bears", "--out", str(tmp_path / "o.png"),
                            "--pics", str(pics), "--source", server.url("/{name}.png"))
    assert code == 0, err
    assert stdout == f"local {cockatrice}\n"
    assert server.requests == []
    # CUSTOM comes first; a plain NAME.jpg is found with no set folder
    custom = pics / "CUSTOM" / "Grizzly Bears.jpg"
    custom.parent.mkdir()
    custom.write_bytes(png_bytes())
    ref = I.card_ref({"name": "Grizzly Bears", "set": "LEA"})
    assert I.local_image(pics, ref) == custom
    (pics / "Forest.jpg").write_bytes(png_bytes())
    assert I.local_image(pics, I.card_ref({"name": "Forest"})) == pics / "Forest.jpg"
    plain = pics / "C18" / "Primordial Mist.jpg"
    plain.parent.mkdir()
    plain.write_bytes(png_bytes())
    assert I.local_image(pics, I.card_ref({"name": "Primordial Mist", "set": "C18"})) == plain
    # a name can't lead out of the folder
    assert I.local_image(pics, I.card_ref({"name": "../pics/Forest"})) is None


def test_cli_exit_codes_and_messages(home, server, tmp_path, capsys):
    out = str(tmp_path / "x.png")
    code, stdout, err = run(capsys, "image", "No Such Card Anywhere", "--out", out,
                            "--source", server.url("/{name}.png"))
    assert (code, stdout) == (1, "") and "no card called" in err
    code, stdout, err = run(capsys, "image", "Grizzly Bears", "--out", out, "--offline")
    assert (code, stdout) == (1, "") and "no image of 'Grizzly Bears'" in err
    server.missing.add("Bears")
    code, stdout, err = run(capsys, "image", "Grizzly Bears", "--out", out,
                            "--source", server.url("/{name}.png"))
    assert (code, stdout) == (1, "") and "HTTP 404" in err
    code, stdout, err = run(capsys, "image", "Grizzly Bears", "--out", out,
                            "--source", server.url("/{nom}.png"))
    assert code == 2 and "unknown field" in err
    code, _, err = run(capsys, "image", "Grizzly Bears", "--out", out, "--source", "ftp://x/{name}")
    assert code == 2 and "not an http" in err
    code, _, err = run(capsys, "image", "Grizzly Bears", "--out", out,
                       "--pics", str(tmp_path / "nowhere"))
    assert code == 2 and "not a folder" in err
    with pytest.raises(SystemExit) as exc:
        cli(["cards", "image", "Grizzly Bears"])  # no --out
    assert exc.value.code == 2
    assert not os.path.exists(out)
    assert "Traceback" not in capsys.readouterr().err


def test_settings_sources_and_switch(home, server, tmp_path, capsys, monkeypatch):
    monkeypatch.delenv(I.OFFLINE_ENV)  # this test turns downloads on, on its own server
    (home / "config").mkdir(parents=True)
    settings = home / "config" / "ui.json"
    sources = [server.url("/s/{set}/{collector_number}/{name}.png")]
    settings.write_text(json.dumps({"image_download": False, "image_sources": sources}))
    out = str(tmp_path / "x.png")
    code, _, err = run(capsys, "image", "Forest", "--out", out)
    assert code == 1 and "downloads are off" in err and server.requests == []
    settings.write_text(json.dumps({"image_download": True, "image_sources": sources}))
    code, stdout, _ = run(capsys, "image", "Forest", "--out", out, "--lang", "de")
    assert code == 0 and stdout == f"download {server.url('/s/tsp/298/Forest.png')}\n"
    # --set names another printing: its collector number is unknown, so that template can't apply
    code, _, err = run(capsys, "image", "Forest", "--out", out, "--set", "M10")
    assert code == 1 and "no image source applies" in err


def test_templates_fields_and_the_cards_own_uri():
    ref = I.card_ref({"name": "Fire // Ice", "set": "MH2", "collector_number": "290",
                      "scryfall_id": "ab-12", "image_uris": {
                          "normal": "https://cards.scryfall.io/normal/front/a/b/ab-12.jpg"}},
                     lang="ja")
    assert I.urls(I.DEFAULT_SOURCES, ref) == [
        "https://cards.scryfall.io/normal/front/a/b/ab-12.jpg"]
    assert I.urls(["http://h/{set}/{collector_number}/{lang}/{name}/{scryfall_id}"], ref) == [
        "http://h/mh2/290/ja/Fire%20%2F%2F%20Ice/ab-12"]
    # a URI in the card data that is not Scryfall's is never called (a shared save can't make
    # the app call a server of its choosing); a card without one gives no URL
    other = I.card_ref({"name": "X", "image_uri": "http://tracker.invalid/x.jpg"})
    assert I.urls(I.DEFAULT_SOURCES, other) == []
    assert I.urls(I.DEFAULT_SOURCES, I.card_ref({"name": "X"})) == []
    assert I.retry_after("7") == 7.0 and I.retry_after("soon") == I.DEFAULT_RETRY_AFTER
    assert I.retry_after("99999999") == I.MAX_RETRY_AFTER


def test_cache_cap_oldest_out_first_and_clear(tmp_path):
    cache = I.ImageCache(tmp_path / "c", cap=3 * len(png_bytes()))
    refs = [I.card_ref({"name": n}) for n in ("A", "B", "C", "D")]
    for i, r in enumerate(refs[:3]):
        p = cache.put(r, png_bytes())
        os.utime(p, (1000 + i, 1000 + i))
    assert cache.get(refs[0]) is not None  # a hit counts as a use: A is now the newest
    cache.put(refs[3], png_bytes())
    assert cache.get(refs[1]) is None  # B was used longest ago
    assert all(cache.get(r) is not None for r in (refs[0], refs[2], refs[3]))
    assert cache.size() <= cache.cap
    with pytest.raises(ValueError):
        cache.put(refs[1], b"<html>not an image</html>")
    assert cache.clear() == 3 and cache.size() == 0
    assert I.ImageCache(tmp_path / "d").cap == 1024**3
