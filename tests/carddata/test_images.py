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
    facts = {"name": "Fire // Ice", "set": "MH2", "collector_number": "290",
             "scryfall_id": "ab-12", "names": {"ja": "火+氷", "zh": "火//冰"},
             "image_uris": {"normal": "https://cards.scryfall.io/normal/front/a/b/ab-12.jpg"}}
    ref = I.card_ref(facts, lang="en")
    api = "https://api.scryfall.com/cards/"
    image = "format=image&version=normal"
    assert I.urls(I.DEFAULT_SOURCES, ref) == [
        "https://cards.scryfall.io/normal/front/a/b/ab-12.jpg", f"{api}ab-12?{image}",
        f"{api}mh2/290/en?{image}", f"{api}mh2/290?{image}",
        f"{api}named?exact=Fire%20%2F%2F%20Ice&set=mh2&{image}"]
    # a table in Japanese: the card has a Japanese printing, asked for by the templates that
    # name {lang} (Scryfall's codes: zh is zhs); the English reference is another key
    ja = I.card_ref(facts, lang="ja")
    assert ja.lang == "ja" and I.english(ja).key != ja.key and I.english(ja).lang == "en"
    assert I.urls(I.DEFAULT_SOURCES, ja) == [f"{api}mh2/290/ja?{image}"]
    assert I.urls(I.DEFAULT_SOURCES, I.card_ref(facts, "zh")) == [f"{api}mh2/290/zhs?{image}"]
    assert I.card_ref(facts, "de").lang == "en"  # no German printing: the English image
    assert I.urls(["http://h/{set}/{collector_number}/{lang}/{name}/{scryfall_id}"], ja) == [
        "http://h/mh2/290/ja/Fire%20%2F%2F%20Ice/ab-12"]
    # a token's set and number are those of the set it came with, not the token's
    token = I.card_ref({"name": "Soldier", "set": "ACR", "collector_number": "8",
                        "layout": "token"})
    assert I.urls(I.DEFAULT_SOURCES, token) == [f"{api}named?exact=Soldier&set=acr&{image}"]
    # a URI in the card data that is not Scryfall's is never called (a shared save can't make
    # the app call a server of its choosing); a card without any address gives no URL
    other = I.card_ref({"name": "X", "image_uri": "http://tracker.invalid/x.jpg"})
    assert I.urls(I.DEFAULT_SOURCES, other) == []
    assert I.urls(I.DEFAULT_SOURCES, I.card_ref({"name": "X"})) == []
    assert I.retry_after("7") == 7.0 and I.retry_after("soon") == I.DEFAULT_RETRY_AFTER
    assert I.retry_after("99999999") == I.MAX_RETRY_AFTER


def test_every_bundled_card_and_token_has_a_default_image_address():
    from tabletop.carddata.bundled import bundled_cards
    from tabletop.carddata.tokens import bundled_tokens
    cards = [*bundled_cards().values(), *bundled_tokens()]
    assert len(cards) > 100
    assert [f["name"] for f in cards if not I.urls(I.DEFAULT_SOURCES, I.card_ref(f))] == []


def test_settings_of_earlier_versions_with_the_old_default_get_the_new_one():
    assert I.ImageSettings.from_dict({"image_sources": ["{image_uri}"]}).sources == \
        I.DEFAULT_SOURCES
    assert I.ImageSettings.from_dict({}).sources == I.DEFAULT_SOURCES
    mine = ["{image_uri}", "https://img.example/{name}.jpg"]
    assert I.ImageSettings.from_dict({"image_sources": mine}).sources == tuple(mine)
    only = ["https://img.example/{name}.jpg"]
    assert I.ImageSettings.from_dict({"image_sources": only}).sources == tuple(only)


def test_cockatrice_pic_urls_are_the_cards_image_address(tmp_path):
    from tabletop.carddata import cockatrice
    from tabletop.carddata.generate import DEFAULT_EXTERNAL
    dsk_file = DEFAULT_EXTERNAL / "cockatrice" / "magic-spoiler" / "DSK.xml"
    if not dsk_file.is_file():
        pytest.skip("no ../shared/carddata-external")
    dsk = {f["name"]: f for f in cockatrice.iter_file(dsk_file)}
    door = dsk["Break Down the Door"]
    assert door["image_uris"]["normal"].startswith("https://cards.scryfall.io/normal/front/")
    assert I.urls(I.DEFAULT_SOURCES, I.card_ref(door))[0] == door["image_uris"]["normal"]
    xml = tmp_path / "cards.xml"
    xml.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_carddatabase version="4"><cards>'
        '<card><name>A</name><text/><prop><type>Creature</type></prop>'
        '<set picurl="https://cards.scryfall.io/normal/a.jpg" num="1">XYZ</set></card>'
        '<card><name>B</name><text/><prop><type>Creature</type></prop>'
        '<set picURL="file:///etc/passwd">XYZ</set></card>'
        '<card><name>C</name><text/><prop><type>Creature</type></prop>'
        '<set picURL="">XYZ</set></card></cards></cockatrice_carddatabase>', "utf-8")
    got = {f["name"]: f for f in cockatrice.iter_file(xml)}
    assert got["A"]["image_uris"] == {"normal": "https://cards.scryfall.io/normal/a.jpg"}
    assert "image_uris" not in got["B"] and "image_uris" not in got["C"]


def test_a_localized_image_falls_back_to_english_under_its_own_key(tmp_path, server):
    cache = I.ImageCache(tmp_path / "c")
    server.missing.add("/de")
    facts = {"name": "Forest", "set": "TSP", "collector_number": "298", "names": {"de": "Wald"}}
    ref = I.card_ref(facts, "de")
    sources = [server.url("/cards/{set}/{collector_number}/{lang}"),
               server.url("/cards/{set}/{collector_number}")]
    found = I.resolve(ref, pics=None, cache=cache, sources=sources, download=True,
                      throttle=I.Throttle(0))
    assert found.where == server.url("/cards/tsp/298/en")
    assert server.requests == ["/cards/tsp/298/de", "/cards/tsp/298/en"]
    assert cache.get(ref) is None and cache.get(I.english(ref)) is not None
    # downloads off: the cached English image
    again = I.resolve(ref, pics=None, cache=cache, sources=sources, download=False)
    assert again.source is I.ImageSource.CACHE and len(server.requests) == 2


def test_https_redirects_are_followed_to_https_never_to_http(tmp_path, monkeypatch):
    """Scryfall's API answers an image request with a redirect to cards.scryfall.io: followed
    from https to https (a real TLS server on 127.0.0.1 with its own certificate), refused
    from https to plain http."""
    from tabletop.net.server import _make_certificate
    cert = _make_certificate(tmp_path, ["127.0.0.1"])
    monkeypatch.setenv("SSL_CERT_FILE", str(cert.cert_file))
    images = ImageServer(tls=(cert.cert_file, cert.key_file))
    api = ImageServer(tls=(cert.cert_file, cert.key_file))
    plain = ImageServer()
    try:
        api.redirects["/cards/tsp/298"] = images.url("/normal/front/forest.jpg")
        api.redirects["/cards/lea/1"] = plain.url("/normal/front/bears.jpg")
        assert api.url().startswith("https://")
        assert I.fetch_url(api.url("/cards/tsp/298?format=image")) == images.body
        assert images.requests == ["/normal/front/forest.jpg"]
        with pytest.raises(I.DownloadFailed, match="HTTP 302"):
            I.fetch_url(api.url("/cards/lea/1?format=image"))
        assert plain.requests == []
    finally:
        for s in (images, api, plain):
            s.stop()


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
