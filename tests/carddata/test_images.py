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


# -- the one downloader's rules (the app's and the command line's) -------------------------------

class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_throttle_spaces_requests_and_a_429_blocks_everyone():
    import threading
    clock = Clock()
    t = I.Throttle(interval=0.1, clock=clock)
    assert t.wait()  # the first goes at once
    stop = threading.Event()
    stop.set()
    assert not t.wait(stop)  # a stopped caller gets no turn (and doesn't wait for one)
    clock.now += 0.1
    assert t.wait(stop) is False
    t.block(30)
    clock.now += 29
    assert not t.wait(stop)
    clock.now += 1
    assert t.wait()


def test_download_tries_the_next_source_and_never_caches_a_refused_image(tmp_path):
    ref = I.card_ref({"name": "Forest", "set": "TSP"})
    cache = I.ImageCache(tmp_path / "c")
    asked: list[str] = []

    def fetch(url: str) -> bytes:
        asked.append(url)
        if "a/" in url:
            raise I.DownloadFailed(f"{url}: HTTP 404")
        return png_bytes()

    t = I.Throttle(interval=0)
    got = I.download(ref, cache=cache, sources=["http://h/a/{name}", "http://h/b/{name}"],
                     fetch=fetch, throttle=t)
    assert isinstance(got, I.Found) and got.where == "http://h/b/Forest"
    assert cache.get(ref) is not None and asked == ["http://h/a/Forest", "http://h/b/Forest"]
    # the caller can't read the image (the app: Qt can't decode it): not taken, not cached
    other = I.card_ref({"name": "Island"})
    miss = I.download(other, cache=cache, sources=["http://h/b/{name}"], fetch=fetch,
                      accept=lambda data: False, throttle=t)
    assert isinstance(miss, I.Missing) and "can't be read" in miss.why
    assert cache.get(other) is None
    assert I.download(other, cache=cache, sources=["http://h/{set}/{name}"], fetch=fetch,
                      throttle=t) == I.Missing("no image source applies to this card")


def test_download_waits_for_429s_within_its_budget_and_stops_when_told(tmp_path):
    import threading
    ref = I.card_ref({"name": "Forest"})
    answers = [I.RateLimited("u", 0.05), I.RateLimited("u", 0.05)]

    def fetch(url: str) -> bytes:
        if answers:
            raise answers.pop(0)
        return png_bytes()

    t = I.Throttle(interval=0)
    start = time.monotonic()
    got = I.download(ref, cache=None, sources=["http://h/{name}"], fetch=fetch,
                     max_wait=float("inf"), throttle=t)
    assert isinstance(got, I.Found) and time.monotonic() - start >= 0.1
    answers.append(I.RateLimited("u", 60))
    miss = I.download(ref, cache=None, sources=["http://h/{name}"], fetch=fetch, throttle=t)
    assert isinstance(miss, I.Missing) and "try again later" in miss.why
    stop = threading.Event()
    stop.set()
    miss = I.download(ref, cache=None, sources=["http://h/{name}"], fetch=fetch, throttle=t,
                      stop=stop)
    assert isinstance(miss, I.Missing) and "stopped" in miss.why and not answers


def test_look_up_asks_the_cache_when_the_pictures_folders_image_is_refused(tmp_path):
    pics = tmp_path / "pics"
    pics.mkdir()
    (pics / "Forest.jpg").write_bytes(b"GIF89a not ours")
    ref = I.card_ref({"name": "Forest"})
    cache = I.ImageCache(tmp_path / "c")
    cache.put(ref, png_bytes())
    got = I.look_up(ref, pics=pics, cache=cache)
    assert isinstance(got, I.Found) and got.source is I.ImageSource.CACHE
    assert I.look_up(ref, pics=pics, cache=cache, accept=lambda d: False) == I.Missing(
        f"{pics / 'Forest.jpg'}: not a PNG or JPEG image; {cache.get(ref)}: the image can't be "
        "read")


def test_fetch_url_refuses_non_200_big_answers_and_https_to_http_redirects(server):
    import urllib.request
    server.body = b"\x89PNG\r\n\x1a\n" + b"\0" * (I.MAX_CARD_IMAGE_BYTES + 1)
    with pytest.raises(I.DownloadFailed, match="more than"):
        I.fetch_url(server.url("/big.png"))
    server.missing.add("gone")
    with pytest.raises(I.DownloadFailed, match="HTTP 404"):
        I.fetch_url(server.url("/gone.png"))
    handler = next(h for h in I._opener().handlers
                   if isinstance(h, urllib.request.HTTPRedirectHandler))
    https = urllib.request.Request("https://cards.scryfall.io/a.jpg")
    assert handler.redirect_request(https, None, 302, "Found", {}, "http://x/a.jpg") is None
    assert handler.redirect_request(https, None, 302, "Found", {},
                                    "https://c2.scryfall.io/a.jpg") is not None
    plain = urllib.request.Request("http://h/a.jpg")
    assert handler.redirect_request(plain, None, 302, "Found", {}, "https://h/a.jpg") is not None
