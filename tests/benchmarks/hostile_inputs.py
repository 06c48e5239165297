"""Hostile inputs for every command that reads a file a user names, and for a network host (not
part of the test suite).

Run: python3 tests/benchmarks/hostile_inputs.py [--timeout 20] [--verbose] [--only TEXT]

Builds crafted files in a temporary folder (FIFOs, devices, symlink loops, unreadable files,
sparse 300 MB and 10 GB files, gzip/xz/bz2/zip bombs, truncated archives, wrong encodings, deep
nesting, huge numbers, quadratic-regex bait, a database file that is not a database, a full disk
and a read-only home) and feeds each to the commands that read that kind of file: `deck check`,
`cards import`, `lessons check`, `conformance`, `validate`. Each run gets a 2 GB address-space
limit and a timeout; its outcome is one of

    clear      exit status 1 or 2 and a short message on stderr, no traceback
    accepted   exit status 0 (the file was fine for that command)
    traceback  a Python traceback, a crash or another exit status
    hang       still running after the timeout

and the totals are printed beside the budget (tracebacks 0, hangs 0, every run under 10 s).

The network part starts a real host (`tabletop host --demo --spectators 1 --headless`, its own
nats-server) and sends it, from a seat and from a spectator, hostile messages (`NET_DRIVER`): the
41-byte chat line with a lone surrogate, surrogates in commands, ids and keys, bad `proto`
values, wrong types, oversized fields and messages, deep nesting, huge numbers, packed or
truncated bytes, another connection's requests. Each reply is `clear` (an error or a refusal
that says why), `accepted`, `traceback` (the host could not handle it) or `hang` (no answer
within the timeout). Then the table must still work (a command, a chat, an update to the
spectator), the host must stop with exit status 0 and no traceback, and its save must validate.
"""

from __future__ import annotations

import argparse
import bz2
import gzip
import io
import json
import lzma
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MEMORY_LIMIT = 2 << 30
SLOW_SECONDS = 10.0


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    os.setsid()


def _bomb(raw_size: int, fmt: str) -> bytes:
    """`raw_size` zero bytes compressed in `fmt`, written in chunks (never all in memory)."""
    out = io.BytesIO()
    chunk = b"\0" * (1 << 20)
    if fmt == "gz":
        f = gzip.GzipFile(fileobj=out, mode="wb", compresslevel=9)
    elif fmt == "xz":
        f = lzma.LZMAFile(out, "wb", preset=6)
    else:
        f = bz2.BZ2File(out, "wb", compresslevel=9)
    with f:
        f.write(b"[")
        for _ in range(raw_size >> 20):
            f.write(chunk if fmt != "gz" or raw_size < 1 << 30 else b" " * len(chunk))
    return out.getvalue()


def build(folder: Path) -> dict[str, Path]:
    """Every hostile file, by label."""
    f: dict[str, Path] = {}

    def put(label: str, name: str, data: bytes | str) -> None:
        p = folder / name
        p.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
        f[label] = p

    d = folder / "a-folder.txt"
    d.mkdir()
    f["directory"] = d
    fifo = folder / "fifo.txt"
    os.mkfifo(fifo)
    f["fifo"] = fifo
    f["/dev/zero"] = Path("/dev/zero")
    f["/dev/null"] = Path("/dev/null")
    f["/dev/urandom"] = Path("/dev/urandom")
    loop = folder / "loop.txt"
    os.symlink(loop, loop)
    f["symlink loop"] = loop
    dangling = folder / "dangling.txt"
    os.symlink(folder / "nowhere", dangling)
    f["dangling symlink"] = dangling
    f["missing file"] = folder / "missing.txt"
    f["/proc/self/mem"] = Path("/proc/self/mem")  # a regular file that fails to read (EIO)
    put("unreadable", "unreadable.txt", "4 Forest\n")
    os.chmod(folder / "unreadable.txt", 0)
    put("empty", "empty.txt", b"")
    for label, size in (("sparse 300 MB", 300 << 20), ("sparse 10 GB", 10 << 30)):
        p = folder / f"{label.replace(' ', '-')}.txt"
        with open(p, "wb") as fh:
            fh.truncate(size)
        f[label] = p
    put("binary garbage", "garbage.txt", os.urandom(4096))
    put("latin-1 text", "latin1.txt", "4 Forêt\n".encode("latin-1"))
    put("UTF-16 text", "utf16.txt", "4 Forest\n".encode("utf-16"))
    put("NUL bytes", "nul.txt", "4 Forest\n\0\0\0\n")
    put("not JSON", "notjson.json", "this is not JSON {")
    put("deep JSON nesting", "deep.json", "[" * 200_000 + "]" * 200_000)
    put("deep JSON object nesting", "deepobj.json",
        '{"format": ' + '{"a": ' * 100_000 + "1" + "}" * 100_000 + "}")
    put("huge JSON integer", "hugeint.json", "[" + "9" * 100_000 + "]")
    put("huge JSON float", "hugefloat.json", '{"format": 1e999999, "scenarios": [1e400]}')
    put("huge JSON string", "hugestr.json", '{"format": "' + "x" * (20 << 20) + '"}')
    put("deep XML nesting", "deep.xml", "<cockatrice_carddatabase>" + "<a>" * 200_000 +
        "</a>" * 200_000 + "</cockatrice_carddatabase>")
    put("billion laughs XML", "laughs.xml", '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n'
        '<!ENTITY lol "lollollollollollollollollollol">\n' +
        "".join(f'<!ENTITY lol{i} "{("&lol" + (str(i - 1) if i > 1 else "") + ";") * 10}">\n'
                for i in range(1, 10)) + ']>\n<cockatrice_carddatabase version="4"><cards>'
        '<card><name>&lol9;</name></card></cards></cockatrice_carddatabase>')
    put("XML external entity", "xxe.xml", '<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY x '
        'SYSTEM "file:///dev/zero">]>\n<cockatrice_carddatabase version="4"><cards><card>'
        '<name>&x;</name></card></cards></cockatrice_carddatabase>')
    put("deep .cod nesting", "deep.cod", "<cockatrice_deck>" + "<zone>" * 100_000 +
        "</zone>" * 100_000 + "</cockatrice_deck>")
    put("5,000-digit count", "count.txt", "9" * 5000 + " Forest\n")
    put("count over the card limit", "count2.txt", "1000000 Forest\n")
    put("Forge deck 5,000-digit count", "count.dck", "[Main]\n" + "9" * 5000 + " Forest\n")
    put(".cod 5,000-digit count", "count.cod", '<cockatrice_deck><zone name="main"><card number="'
        + "9" * 5000 + '" name="Forest"/></zone></cockatrice_deck>')
    put("100 KB whitespace line", "spaces.txt", "1 Forest" + " " * 100_000 + "x\n")
    put("100 KB whitespace before marker", "marker.txt", "1 A" + " \t" * 50_000 + "*\n")
    put("100 KB whitespace before set", "set.txt", "1 A" + " " * 100_000 + "(\n")
    put("1 MB line", "longline.txt", "1 " + "Forest" * 200_000 + "\n")
    put("10 MB of decklist lines", "manylines.txt", "1 Forest\n" * 1_100_000)
    put("a million blank lines", "blank.txt", "1 Forest\n" + "\n" * 1_000_000 + "1 Island\n")
    put("100 KB whitespace in .dck", "spaces.dck", "[Main]\n1 " + " " * 100_000 + "|x\n")
    # card files
    put("gzip bomb 200 MB", "bomb.json.gz", _bomb(200 << 20, "gz"))
    put("xz bomb 200 MB", "bomb.json.xz", _bomb(200 << 20, "xz"))
    put("bz2 bomb 200 MB", "bomb.json.bz2", _bomb(200 << 20, "bz2"))
    zbuf = io.BytesIO()
    with zipfile.ZipFile(zbuf, "w", zipfile.ZIP_DEFLATED) as z:
        with z.open("AllPrintings.json", "w", force_zip64=True) as m:
            m.write(b"{")
            for _ in range(200):
                m.write(b" " * (1 << 20))
    put("zip bomb 200 MB", "bomb.json.zip", zbuf.getvalue())
    card = json.dumps([{"object": "card", "name": "Forest", "layout": "normal",
                        "type_line": "Basic Land — Forest", "lang": "en"}] * 50).encode()
    gz = gzip.compress(card)
    put("truncated gzip", "trunc.json.gz", gz[: len(gz) // 2])
    put("gzip with a bad CRC", "crc.json.gz", gz[:-8] + b"\0\0\0\0" + gz[-4:])
    xz = lzma.compress(card)
    put("truncated xz", "trunc.json.xz", xz[: len(xz) // 2])
    bz = bz2.compress(card)
    put("truncated bz2", "trunc.json.bz2", bz[: len(bz) // 2])
    zbuf = io.BytesIO()
    with zipfile.ZipFile(zbuf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("cards.json", card)
    zdata = zbuf.getvalue()
    put("truncated zip", "trunc.json.zip", zdata[: len(zdata) // 2])
    put("zip magic only", "magic.zip", b"PK\x03\x04")
    put("gzip magic only", "magic.gz", b"\x1f\x8b")
    zbuf = io.BytesIO()
    with zipfile.ZipFile(zbuf, "w") as z:
        for i in range(3):
            z.writestr(f"f{i}.json", card)
    put("zip of three files", "three.zip", zbuf.getvalue())
    zbuf = io.BytesIO()
    with zipfile.ZipFile(zbuf, "w") as z:
        z.writestr("inner.zip", zdata)
    put("zip in a zip", "nested.zip", zbuf.getvalue())
    zbuf = io.BytesIO()
    with zipfile.ZipFile(zbuf, "w") as z:
        z.writestr("cards.json", card)
        z.setpassword(b"x")
    data = bytearray(zbuf.getvalue())
    data[6] |= 1  # the "encrypted" flag, in the local and the central header: a password needed
    central = data.rindex(b"PK\x01\x02")
    data[central + 8] |= 1
    put("encrypted zip", "enc.zip", bytes(data))
    put("gzip bomb, Scryfall array of blanks", "blanks.json.gz",
        gzip.compress(b"[" + b" " * (300 << 20) + b"]", 9))
    put("gzip bomb, Scryfall list page", "page.json.gz",
        gzip.compress(b'{"object": "list", "data": [' + b" " * (300 << 20) + b"]}", 9))
    put("gzip bomb, MTGJSON meta", "meta.json.gz",
        gzip.compress(b'{"meta": "' + b"x" * (300 << 20) + b'"}', 9))
    put("gzip bomb, Cockatrice card text", "text.xml.gz", gzip.compress(
        b'<cockatrice_carddatabase version="4"><cards><card><name>A</name><text>' +
        b"x" * (300 << 20) + b"</text></card></cards></cockatrice_carddatabase>", 9))
    put("gzip bomb, Forge script", "forge.txt.gz", gzip.compress(
        b"Name:Forest\nOracle:" + b"x" * (300 << 20), 9))
    put("2 MB gzip of a 2 GB Scryfall array", "big.json.gz", _bomb(2 << 30, "gz"))
    put("gzip of a gzip", "double.json.gz", gzip.compress(gz))
    put("gzip of non-UTF-8", "latin.json.gz", gzip.compress('[{"name": "Forêt"}]'.encode(
        "latin-1")))
    put("Scryfall array of numbers", "numbers.json", "[" + ",".join(["1"] * 1000) + "]")
    put("Scryfall with 100,000-digit number", "bignum.json",
        '[{"object": "card", "name": "Forest", "cmc": ' + "9" * 100_000 + "}]")
    put("Scryfall truncated", "trunc.json", card[: len(card) // 2])
    put("Scryfall single huge record", "huge-record.json",
        '[{"object": "card", "name": "' + "x" * (70 << 20) + '"}]')
    put("MTGJSON deep nesting", "deep-mtgjson.json", '{"data": {"X": ' + "[" * 200_000 +
        "]" * 200_000 + "}}")
    put("MTGJSON unwrapped deep", "deep-mtgjson2.json", '{"a": ' + "[" * 200_000 +
        "]" * 200_000 + "}")
    put("Forge script 300 MB sparse", "forge-huge.txt", b"")
    with open(folder / "forge-huge.txt", "wb") as fh:
        fh.write(b"Name:Forest\n")
        fh.truncate(300 << 20)
    put("Forge script in UTF-16", "forge16.txt", "Name:Forest\nTypes:Land\n".encode("utf-16"))
    # lesson / scenario files
    put("lesson: 100,000 steps", "steps.json", json.dumps({"format": "tabletop-lesson/1",
                                                           "steps": [{}] * 100_000}))
    put("scenarios: format only", "scen.json", '{"format": "tabletop-scenarios/1"}')
    put("lesson: a lone surrogate", "lesson-surrogate.json",
        '{"format": "tabletop-lesson/1", "title": "x \\ud800"}')
    # the two import inputs of issue 25: a Scryfall-like list whose data is not a list, and a
    # card named with a lone surrogate (escaped in JSON, or its UTF-8 bytes)
    put("Scryfall list with data 5", "list5.json", '{"object":"list","data":5}')
    one = ('{"object": "card", "name": "Bad \\ud800 Name", "layout": "normal", "type_line": '
           '"Creature", "lang": "en"}')
    put("card name with a lone surrogate", "surrogate.json", f"[{one}]")
    put("list card name with a lone surrogate", "surrogate-list.json",
        '{"object": "list", "data": [' + one + "]}")
    put("card name with surrogate bytes", "surrogate-bytes.json",
        one.replace("\\ud800", "\udcff").encode("utf-8", "surrogateescape")
        .replace(b"\xff", b"\xed\xa0\x80"))
    put("MTGJSON card with a lone surrogate", "surrogate-mtgjson.json",
        '{"meta": {}, "data": {"TST": {"code": "TST", "cards": [{"name": "B\\udc00", '
        '"layout": "normal", "type": "Creature"}]}}}')
    put("decklist with surrogate bytes", "surrogate-deck.txt", b"4 Forest\n1 B\xed\xa0\x80\n")
    # saves
    put("save: deep nesting", "deep-save.json", '{"format": ' + "[" * 200_000 + "]" * 200_000
        + "}")
    return f


# which labels each command is worth trying (every command gets the generic ones)
GENERIC = ("directory", "fifo", "/dev/zero", "/dev/null", "/dev/urandom", "symlink loop",
           "dangling symlink", "missing file", "/proc/self/mem", "unreadable", "empty",
           "sparse 300 MB", "sparse 10 GB", "binary garbage", "latin-1 text", "UTF-16 text",
           "NUL bytes", "not JSON", "deep JSON nesting", "deep JSON object nesting",
           "huge JSON integer", "huge JSON float", "huge JSON string", "deep XML nesting")
SPECIFIC = {
    "deck check": ("deep .cod nesting", "5,000-digit count", "count over the card limit",
                   "decklist with surrogate bytes", "Forge deck 5,000-digit count",
                   ".cod 5,000-digit count",
                   "100 KB whitespace line", "100 KB whitespace before marker",
                   "100 KB whitespace before set", "1 MB line", "10 MB of decklist lines",
                   "a million blank lines", "100 KB whitespace in .dck", "billion laughs XML"),
    "cards import": ("billion laughs XML", "XML external entity", "gzip bomb 200 MB",
                     "xz bomb 200 MB", "bz2 bomb 200 MB", "zip bomb 200 MB", "truncated gzip",
                     "gzip with a bad CRC", "truncated xz", "truncated bz2", "truncated zip",
                     "zip magic only", "gzip magic only", "zip of three files", "zip in a zip",
                     "encrypted zip", "gzip of a gzip", "gzip of non-UTF-8",
                     "gzip bomb, Scryfall array of blanks", "gzip bomb, Scryfall list page",
                     "gzip bomb, MTGJSON meta", "gzip bomb, Cockatrice card text",
                     "gzip bomb, Forge script", "2 MB gzip of a 2 GB Scryfall array",
                     "Scryfall array of numbers", "Scryfall with 100,000-digit number",
                     "Scryfall truncated", "Scryfall single huge record",
                     "MTGJSON deep nesting", "MTGJSON unwrapped deep",
                     "Forge script 300 MB sparse", "Forge script in UTF-16",
                     "Scryfall list with data 5", "card name with a lone surrogate",
                     "list card name with a lone surrogate", "card name with surrogate bytes",
                     "MTGJSON card with a lone surrogate"),
    "lessons check": ("lesson: 100,000 steps", "lesson: a lone surrogate"),
    "conformance": ("scenarios: format only",),
    "validate": ("save: deep nesting",),
}
COMMANDS = {
    "deck check": ["deck", "check"],
    "cards import": ["cards", "import"],
    "lessons check": ["lessons", "check"],
    "conformance": ["conformance"],
    "validate": ["validate"],
}


# The network driver, run as a child of the checkout tried (`--root`): it joins a running host as
# a seat and as a spectator (their invites in argv[1]), sends each hostile message from both, and
# prints one JSON list of [label, sender, outcome, the reply's sentence, seconds].
NET_DRIVER = r"""
import asyncio, json, sys, time, zlib
from pathlib import Path
from tabletop.net import protocol as P

CONN = "bench"


def hostile():
    big = b"x" * (1 << 20)
    deep = b'{"proto":1,"kind":"command","id":"c1","conn":"bench","command":' + (
        b'{"a":' * 40) + b"1" + b"}" * 40 + b"}"
    msgs = [
        ("41-byte chat, a lone surrogate", b'{"proto":1,"kind":"chat","text":"hi \xed\xa0\x80"}'),
        ("chat, escaped lone surrogate", b'{"proto":1,"kind":"chat","text":"hi \\ud800"}'),
        ("chat, lone low surrogate", b'{"proto":1,"kind":"chat","text":"\\udc00 x"}'),
        ("chat, surrogate then a letter", b'{"proto":1,"kind":"chat","text":"\\ud800A"}'),
        ("chat, reversed pair", b'{"proto":1,"kind":"chat","text":"\\udc00\\ud800"}'),
        ("command text, lone surrogate", {"kind": "command", "id": "c1", "command": {
            "kind": "chat", "text": "x\ud800", "player": "Alice"}}),
        ("command key, lone surrogate", {"kind": "command", "id": "c1", "command": {
            "kind": "note", "card": "x1", "te\udc00xt": "y"}}),
        ("id, lone surrogate", {"kind": "command", "id": "c\ud800", "command": {}}),
        ("conn, lone surrogate", b'{"proto":1,"kind":"ping","conn":"\\ud800"}'),
        ("proto true", b'{"proto":true,"kind":"ping","conn":"bench"}'),
        ("proto 1.0", b'{"proto":1.0,"kind":"ping","conn":"bench"}'),
        ('proto "1"', b'{"proto":"1","kind":"ping","conn":"bench"}'),
        ("proto 2", b'{"proto":2,"kind":"ping","conn":"bench"}'),
        ("proto null", b'{"proto":null,"kind":"ping","conn":"bench"}'),
        ("proto missing", b'{"kind":"ping","conn":"bench"}'),
        ("proto 1e400", b'{"proto":1e400,"kind":"ping","conn":"bench"}'),
        ("proto of 5,000 digits", b'{"proto":' + b"9" * 5000 + b',"kind":"ping"}'),
        ("kind 5", b'{"proto":1,"kind":5}'),
        ("kind null", b'{"proto":1,"kind":null}'),
        ("kind unknown", b'{"proto":1,"kind":"nope"}'),
        ("kind a host's", b'{"proto":1,"kind":"welcome","seq":1,"view":{}}'),
        ("chat 501 characters", {"kind": "chat", "text": "x" * 501}),
        ("chat empty", {"kind": "chat", "text": " \t "}),
        ("chat a number", {"kind": "chat", "text": 5}),
        ("command string 10,001 characters", {"kind": "command", "id": "c1", "command": {
            "kind": "note", "card": "x1", "text": "x" * 10_001}}),
        ("id 65 characters", {"kind": "command", "id": "c" * 65, "command": {}}),
        ("id a number", {"kind": "command", "id": 5, "command": {}}),
        ("command a string", {"kind": "command", "id": "c1", "command": "draw"}),
        ("command a list", {"kind": "command", "id": "c1", "command": []}),
        ("command unknown kind", {"kind": "command", "id": "c1", "command": {"kind": "x"}}),
        ("command wrong field type", {"kind": "command", "id": "c1", "command": {
            "kind": "draw", "player": "Alice", "n": "two"}}),
        ("command of another's", {"kind": "command", "id": "c1", "command": {
            "kind": "draw", "player": "Bob", "n": 1}}),
        ("command a host's", {"kind": "command", "id": "c1", "command": {
            "kind": "set_mode", "mode": "off"}}),
        ("seq a string", {"kind": "command", "id": "c1", "command": {}, "seq": "x"}),
        ("seq negative", {"kind": "command", "id": "c1", "command": {}, "seq": -1}),
        ("seq of 5,000 digits", b'{"proto":1,"kind":"command","id":"c1","command":{},"seq":'
         + b"9" * 5000 + b"}"),
        ("log a word", {"kind": "resync", "log": "some"}),
        ("conn a number", {"kind": "ping", "conn": 5}),
        ("conn 65 characters", {"kind": "ping", "conn": "c" * 65}),
        ("query not a query", {"kind": "query", "id": "q1", "command": {"kind": "draw"}}),
        ("another connection's chat", {"kind": "chat", "text": "who am I", "conn": "other"}),
        ("nesting 40 levels", deep),
        ("nesting 100,000 levels", b"[" * 100_000 + b"]" * 100_000),
        ("message of 1 MiB + 1", b" " * ((1 << 20) + 1)),
        ("string of 1 MiB", b'{"proto":1,"kind":"chat","text":"' + big[:(1 << 20) - 40]
         + b'"}'),
        ("not JSON", b"{"), ("empty", b""), ("a JSON list", b"[]"),
        ("not UTF-8", b"\xff\xfe\xfd"), ("NUL bytes", b"\x00" * 64),
        ("packed by a client", zlib.compress(b'{"proto":1,"kind":"ping"}')),
        ("packed bomb", zlib.compress(b" " * (80 << 20), 9)),
    ]
    out = []
    for label, m in msgs:
        if isinstance(m, dict):
            m = json.dumps({"proto": 1, "conn": CONN, **m}).encode()  # (\\ud800 escaped)
        out.append((label, m))
    return out


def sentence(data):
    if data[:1] == b"x":
        data = zlib.decompress(data)
    doc = json.loads(data)
    return doc


async def main(folder, timeout):
    invites = [P.read_invite(p) for p in sorted(Path(folder).glob("*.invite"))]
    seat = next(i for i in invites if not i.spectator)
    spectator = next(i for i in invites if i.spectator)
    ncs, seen = {}, []

    async def got(msg):
        seen.append(len(msg.data))
    for inv in (seat, spectator):
        ncs[inv.token] = await P.connect(inv.url, 10, what=inv.url, user=inv.user,
                                         password=inv.password, tls=P.tls_context(inv.certificate),
                                         inbox_prefix=P.inbox_prefix(inv.game, inv.token).encode())
    await ncs[spectator.token].subscribe(P.view_subject(spectator.game, spectator.token), cb=got)

    async def ask(inv, data):
        t0 = time.perf_counter()
        try:
            reply = await ncs[inv.token].request(P.cmd_subject(inv.game, inv.token), data,
                                                 timeout=timeout)
        except Exception as exc:
            return "hang", type(exc).__name__, time.perf_counter() - t0
        took = time.perf_counter() - t0
        try:
            doc = sentence(reply.data)
        except Exception as exc:
            return "traceback", f"a reply that does not read: {exc}", took
        if doc.get("kind") == "error":
            said = str(doc.get("message", ""))
            bad = not said or "could not handle" in said
            return ("traceback" if bad else "clear"), f"{doc.get('code')}: {said}", took
        if doc.get("kind") == "result" and not doc.get("ok"):
            return "clear", f"refused: {doc.get('reason')}", took
        return "accepted", str(doc.get("kind")), took
    out = []
    for inv in (seat, spectator):
        out.append(["hello", inv.label, *await ask(inv, P.encode(P.message(
            P.Kind.HELLO, conn=CONN, log=0)))])
    for label, data in hostile():
        for inv in (seat, spectator):
            out.append([label, inv.label, *await ask(inv, data)])
            await asyncio.sleep(0.06)  # (under the rate limit: each message is judged)
    # the table goes on: a command, a chat, an update to the spectator
    before = len(seen)
    kind, said, took = await ask(seat, P.encode(P.message(
        P.Kind.COMMAND, id="ok1", conn=CONN, command={"kind": "life", "player": seat.seat,
                                                      "delta": -1})))
    out.append(["afterwards: a command", seat.label,
                "accepted" if kind == "accepted" else "traceback", said, took])
    kind, said, took = await ask(seat, P.encode(P.message(P.Kind.CHAT, conn=CONN,
                                                          text="still here")))
    out.append(["afterwards: a chat", seat.label,
                "accepted" if kind == "accepted" else "traceback", said, took])
    t0 = time.perf_counter()
    while len(seen) == before and time.perf_counter() - t0 < timeout:
        await asyncio.sleep(0.05)
    out.append(["afterwards: an update", spectator.label,
                "accepted" if len(seen) > before else "hang", "", time.perf_counter() - t0])
    for nc in ncs.values():
        await nc.close()
    print(json.dumps(out))


asyncio.run(main(sys.argv[1], float(sys.argv[2])))
"""


def run(argv: list[str], env: dict, timeout: float,
        unprivileged: bool = False) -> tuple[str, str, float]:
    """Run `tabletop ARGV`; `unprivileged`: without root's right to read any file."""
    start = time.perf_counter()
    prefix = []
    if unprivileged and os.geteuid() == 0 and shutil.which("setpriv"):
        prefix = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search"]
    proc = subprocess.Popen([*prefix, sys.executable, "-m", "tabletop", *argv], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, preexec_fn=_limits,
                            cwd=tempfile.gettempdir())  # (-m imports from the cwd first)
    try:
        _out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        proc.communicate()
        return "hang", "", time.perf_counter() - start
    took = time.perf_counter() - start
    text = err.decode("utf-8", "replace")
    if "Traceback" in text or proc.returncode not in (0, 1, 2):
        return "traceback", text, took
    if proc.returncode == 0:
        return "accepted", text, took
    return "clear", text, took


def disk_cases(folder: Path, env: dict, timeout: float) -> list[tuple[str, str, str, float]]:
    """A full disk and a read-only home for `cards import` (needs root for mount; skipped
    otherwise)."""
    out = []
    cards = folder / "cards.json"
    cards.write_text(json.dumps([{"object": "card", "name": f"Card {i}", "layout": "normal",
                                  "type_line": "Creature — Bear", "mana_cost": "{1}{G}",
                                  "power": "2", "toughness": "2", "lang": "en",
                                  "oracle_text": "x" * 500} for i in range(4000)]))
    for label, opts in (("full disk (1 MB tmpfs)", "size=1m"), ("read-only home", "ro")):
        mnt = folder / label.split()[0]
        mnt.mkdir()
        if subprocess.run(["mount", "-t", "tmpfs", "-o", opts, "tmpfs", str(mnt)],
                          capture_output=True).returncode:
            print(f"  ({label}: mount not possible here, skipped)")
            continue
        try:
            e = dict(env, TABLETOP_HOME=str(mnt / "home"))
            result = run(["cards", "import", str(cards)], e, timeout)
            out.append((label, "cards import", *result))
            if label.startswith("full"):  # a database that already exists stays as it was
                e2 = dict(env, TABLETOP_HOME=str(mnt / "home2"))
                small = folder / "small.json"
                small.write_text(json.dumps([{"object": "card", "name": "Tiny", "layout":
                                              "normal", "type_line": "Land"}]))
                run(["cards", "import", str(small)], e2, timeout)
                db = mnt / "home2" / "data" / "cards.sqlite3"
                before = db.read_bytes() if db.exists() else None
                result = run(["cards", "import", str(cards)], e2, timeout)
                after = db.read_bytes() if db.exists() else None
                kind = result[0] if before == after else "database changed"
                out.append(("full disk, existing database", "cards import", kind, *result[1:]))
        finally:
            subprocess.run(["umount", str(mnt)], capture_output=True)
    e = dict(env, TABLETOP_HOME="/proc/self/home")
    out.append(("home under /proc", "cards import", *run(["cards", "import", str(cards)], e,
                                                          timeout)))
    placeholder = folder / "home-is-a-file"
    placeholder.write_text("")
    e = dict(env, TABLETOP_HOME=str(placeholder))
    out.append(("home is a file", "cards import", *run(["cards", "import", str(cards)], e,
                                                       timeout)))
    for label, db in (("--db is garbage", "garbage.txt"), ("--db is a folder", "a-folder.txt"),
                      ("--db is a FIFO", "fifo.txt"), ("--db is /dev/zero", "/dev/zero"),
                      ("--db is empty", "empty.txt")):
        path = db if db.startswith("/") else str(folder / db)
        for cmd in (["cards", "--db", path, "import", str(cards)],
                    ["cards", "--db", path, "search", "forest"],
                    ["deck", "--db", path, "check", str(ROOT / "resources/decks/"
                                                        "masks-and-morphs.txt")]):
            out.append((label, " ".join(cmd[:1] + cmd[3:4]), *run(cmd, env, timeout)))
    return out


def net_cases(folder: Path, env: dict, timeout: float) -> list[tuple[str, str, str, str, float]]:
    """Hostile messages to a real host, from a seat and from a spectator (`NET_DRIVER`); then
    the host stopped (exit status 0, no traceback) and its save validated."""
    invites = folder / "net-invites"
    e = dict(env, TABLETOP_HOME=str(folder / "net-home"), TABLETOP_OFFLINE="1")
    host = subprocess.Popen([sys.executable, "-m", "tabletop", "host", "--demo", "--spectators",
                             "1", "--invites", str(invites), "--headless"], env=e,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, cwd=tempfile.gettempdir(),
                            start_new_session=True)
    out: list[tuple[str, str, str, str, float]] = []
    try:
        assert host.stdout is not None
        line = host.stdout.readline().decode()  # `hosting GAME at URL`
        if not line.startswith("hosting "):
            return [("host start", "net", "traceback", line, 0.0)]
        proc = subprocess.run([sys.executable, "-c", NET_DRIVER, str(invites),
                               str(min(timeout, 10.0))], env=e, capture_output=True,
                              timeout=600, cwd=tempfile.gettempdir())
        try:
            rows = json.loads(proc.stdout)
        except ValueError:
            return [("network driver", "net", "traceback", proc.stderr.decode()[-300:], 0.0)]
        out += [(label, f"net ({who})", kind, said, took) for label, who, kind, said, took
                in rows]
    finally:
        start = time.perf_counter()
        host.terminate()
        try:
            _o, err = host.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(host.pid, 9)
            _o, err = host.communicate()
    text = err.decode("utf-8", "replace")
    ok = host.returncode == 0 and "Traceback" not in text
    out.append(("host stopped", "net", "accepted" if ok else "traceback",
                f"exit {host.returncode}: {text.strip()[-300:]}", time.perf_counter() - start))
    saved = folder / "net-home" / "state" / "net"
    for game in sorted(saved.glob("*/game.json")):
        out.append(("its save", "validate", *run(["validate", str(game)], e, timeout)[:1],
                    "", 0.0))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--timeout", type=float, default=20.0)
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--only", help="labels containing this text (\"net\": the network part "
                    "only)")
    ap.add_argument("--root", default=str(ROOT), help="the tabletop checkout to try (default: "
                    "this one)")
    args = ap.parse_args()
    if not (Path(args.root) / "tabletop" / "__init__.py").is_file():
        sys.exit(f"{args.root}: no tabletop package there")
    env = dict(os.environ, PYTHONPATH=args.root, QT_QPA_PLATFORM="offscreen")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.chmod(folder, 0o755)
        env["TABLETOP_HOME"] = str(folder / "home")
        files = build(folder)
        results = []
        for cmd, argv in COMMANDS.items():
            for label in GENERIC + SPECIFIC.get(cmd, ()):
                if args.only and args.only not in label:
                    continue
                results.append((label, cmd, *run([*argv, str(files[label])], env, args.timeout,
                                                 label == "unreadable")))
        if not args.only:
            results += disk_cases(folder, env, args.timeout)
        if not args.only or args.only == "net":
            results += net_cases(folder, env, args.timeout)
        shutil.rmtree(folder / "a-folder.txt", ignore_errors=True)
    counts: dict[str, int] = {}
    slow = 0
    for label, cmd, kind, err, took in results:
        counts[kind] = counts.get(kind, 0) + 1
        slow += took > SLOW_SECONDS
        lines = [ln for ln in err.strip().splitlines() if "cards read" not in ln
                 and "records so far" not in ln]
        line = " | ".join(lines)[:170]
        if args.verbose or kind not in ("clear", "accepted") or took > SLOW_SECONDS:
            print(f"{kind:10} {took:5.1f} s  {cmd:14} {label:34} {line}")
    print(f"\n{len(results)} runs ({len({r[0] for r in results})} hostile inputs, "
          f"{len(COMMANDS)} commands): " + ", ".join(f"{k} {v}" for k, v in sorted(
              counts.items())))
    print(f"tracebacks: {counts.get('traceback', 0)} (budget 0); hangs: {counts.get('hang', 0)} "
          f"(budget 0); runs over {SLOW_SECONDS:.0f} s: {slow} (budget 0)")
    sys.exit(1 if counts.get("traceback") or counts.get("hang") or slow else 0)


if __name__ == "__main__":
    main()
