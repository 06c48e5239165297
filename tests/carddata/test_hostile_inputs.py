"""Hostile files for every reader of a file a user names (issue 10, item 5): decklists (`deck check`
and the New-game dialog), card imports, lessons, conformance scenarios and saves. Each reader
refuses what is not a regular file, states its size limit, streams compressed files with a cap on
their decompressed size, parses in linear time and says what is wrong in one line: never a
traceback, never a hang.

What could hang or fill the memory on a broken reader (a FIFO, /dev/zero, a quadratic pattern) runs
in a child process with a memory limit and a timeout; the rest runs here. The crafted files are
made by the tests: FIFOs with os.mkfifo, huge files sparse (truncate), bombs compressed in chunks.
`tests/benchmarks/hostile_inputs.py` tries many more and prints the totals.
"""

from __future__ import annotations

import contextlib
import gzip
import io
import json
import lzma
import os
import subprocess
import sys
import zipfile
import zlib
from pathlib import Path

import pytest

import tabletop
from tabletop.carddata import CardDatabase, CardImportError, DecklistError, parse_decklist
from tabletop.carddata.importer import read_facts
from tabletop.cli import main
from tabletop.model.limits import MAX_CARDS

ROOT = Path(tabletop.__file__).resolve().parents[1]  # child processes run the same package
CARD = {"object": "card", "name": "Imported Bear", "layout": "normal", "mana_cost": "{1}{G}",
        "type_line": "Creature — Bear", "power": "2", "toughness": "2", "lang": "en"}

# A child process that runs CLI commands on one hostile file, in-process one after the other,
# each with an alarm (a blocking open of a FIFO is interrupted by it) and all of them under a 2 GB
# address-space limit (a reader of /dev/zero fails instead of filling the machine). It prints one
# JSON object: command -> [outcome, stderr], outcome one of clear / accepted / traceback / hang.
CHILD = r"""
import contextlib, io, json, resource, signal, sys, traceback
resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
from tabletop.cli import main

class Hang(BaseException):
    pass

def alarm(*_):
    raise Hang()

signal.signal(signal.SIGALRM, alarm)
out = {}
for argv in json.loads(sys.argv[1]):
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            signal.alarm(8)
            try:
                code = main(argv)
            finally:
                signal.alarm(0)
        kind = "accepted" if code == 0 else "clear" if code in (1, 2) else "traceback"
    except Hang:
        kind = "hang"
    except BaseException:
        kind, err = "traceback", io.StringIO(traceback.format_exc(limit=3))
    out[" ".join(argv[:2])] = [kind, err.getvalue()[-400:]]
print(json.dumps(out))
"""
READERS = (["deck", "check"], ["cards", "import"], ["lessons", "check"], ["conformance"],
           ["validate"])


def run_readers(tmp_path: Path, path: Path | str, timeout: float = 90) -> dict:
    """{command: [outcome, stderr]} for every reader given `path`."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), TABLETOP_HOME=str(tmp_path / "home"))
    argvs = [[*r, str(path)] for r in READERS]
    r = subprocess.run([sys.executable, "-c", CHILD, json.dumps(argvs)], env=env,
                       capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    assert r.returncode == 0, r.stderr[-2000:]
    return json.loads(r.stdout)


def assert_all_clear(results: dict, needle: str) -> None:
    bad = {cmd: res for cmd, res in results.items() if res[0] != "clear" or needle not in res[1]
           or "Traceback" in res[1]}
    assert not bad, bad
    for _kind, err in results.values():  # one line per problem, naming the file
        assert len(err.strip().splitlines()) <= 2, err


# ---------------------------------------------------------------- FIFOs, devices, huge files

def test_no_reader_waits_on_a_fifo(tmp_path):
    """A FIFO hung `deck check`, `lessons check`, `conformance` and `validate` (open() waits for a
    writer): now every reader refuses it at once."""
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert_all_clear(run_readers(tmp_path, fifo), "not a regular file: a FIFO")


def test_no_reader_reads_a_device(tmp_path):
    """/dev/zero was read until the memory ran out (a MemoryError traceback)."""
    assert_all_clear(run_readers(tmp_path, "/dev/zero"), "not a regular file: a character device")


@pytest.mark.parametrize("size", [300 << 20, 10 << 30], ids=["300MB", "10GB"])
def test_huge_files_are_refused_by_their_size_unread(tmp_path, size):
    """A 300 MB decklist took minutes, a 10 GB one ended in a MemoryError; now each reader states
    its limit (the sparse file is never read)."""
    big = tmp_path / "big.txt"
    with open(big, "wb") as f:
        f.write(b"4 Forest\n")
        f.truncate(size)
    results = run_readers(tmp_path, big)
    cards = results.pop("cards import")  # card files are streamed: 300 MB is allowed, not a format
    assert cards[0] == "clear" and "Traceback" not in cards[1]
    assert_all_clear(results, f"the file is {size:,} bytes;")
    assert "decklists are at most 4,194,304 bytes (4 MiB)" in results["deck check"][1]


@pytest.mark.parametrize("make", ["directory", "symlink loop", "dangling", "empty"])
def test_other_paths_that_are_not_files(tmp_path, capsys, make):
    p = tmp_path / "x.txt"
    if make == "directory":
        p.mkdir()
    elif make == "symlink loop":
        os.symlink(p, p)
    elif make == "dangling":
        os.symlink(tmp_path / "nowhere", p)
    else:
        p.write_bytes(b"")
    for argv in READERS:
        code = main([*argv, str(p)])
        err = capsys.readouterr().err
        bad_input = (1, 2) if argv == ["validate"] else (2,)  # validate says 1 for a bad file
        assert code in bad_input and p.name in err and "Traceback" not in err, (argv, err)


def test_safeio_reads_regular_files_only_and_at_most_the_limit(tmp_path):
    from tabletop import safeio
    p = tmp_path / "f.txt"
    p.write_bytes(b"x" * 100)
    assert safeio.read_bytes(p, 100) == b"x" * 100
    with pytest.raises(safeio.FileRefused, match="the file is 100 bytes; decklists are at most 99"):
        safeio.read_bytes(p, 99, "decklists")
    # a file under /proc says it has 0 bytes: at most limit + 1 bytes are read, then refused
    with pytest.raises(safeio.FileRefused, match="has more than 10 bytes"):
        safeio.read_bytes("/proc/self/status", 10)
    with pytest.raises(safeio.FileRefused, match="can't read: Input/output error"):
        safeio.read_bytes("/proc/self/mem", 10)
    with pytest.raises(safeio.FileRefused, match=r"not UTF-8 text \(byte 0xea at offset 5\)"):
        safeio.decode_text("4 For\xeat".encode("latin-1"), p)
    assert safeio.decode_text("4 Forêt\n".encode("utf-16"), p) == "4 Forêt\n"


# ---------------------------------------------------------------- decklists

TIMED = r"""
import json, sys, time
from tabletop.carddata.decklists import parse_decklist
from tabletop.carddata.errors import DecklistError
from tabletop.ui.files.newgame import game_from_decklists
out = {}
texts = json.loads(sys.stdin.read())
for label, text in texts.items():
    start = time.perf_counter()
    try:
        parse_decklist(text, "x.txt")
    except DecklistError:
        pass
    out[label] = time.perf_counter() - start
start = time.perf_counter()
try:  # the New-game dialog reads pasted decklists with the same parser
    game_from_decklists(["A", "B"], [texts["spaces"], "1 Forest"])
except ValueError:
    pass
out["new-game dialog"] = time.perf_counter() - start
print(json.dumps(out))
"""


def test_long_runs_of_blanks_parse_in_linear_time(tmp_path):
    """`\\s+` before an optional group made a line with 100 KB of blanks take 75 s (`deck check`,
    the New-game dialog); each now takes well under a second. Run in a child with a timeout."""
    texts = {"spaces": "1 Forest" + " " * 100_000 + "x\n",
             "before a marker": "1 Forest" + " \t" * 50_000 + "*\n",
             "before a set": "1 Forest" + " " * 100_000 + "(\n",
             "in a Forge deck": "[Main]\n1 " + " " * 100_000 + "Forest|x\n",
             "blank lines": "1 Forest\n" + "\n \n" * 10_000 + "1 Island\n"}  # `^\s*` re.M
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
               TABLETOP_HOME=str(tmp_path / "home"))
    r = subprocess.run([sys.executable, "-c", TIMED], input=json.dumps(texts), env=env,
                       timeout=60, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-2000:]
    took = json.loads(r.stdout)
    assert all(t < 0.25 for t in took.values()), took


def test_a_line_of_blanks_still_reads_as_its_card():
    deck = parse_decklist("4x" + " " * 5000 + "Lightning" + "\t " * 3000 + "Bolt  (M10)   146 \n")
    e = deck.entries[0]
    assert (e.count, e.name, e.set_code, e.number) == (4, "Lightning Bolt", "M10", "146")


@pytest.mark.parametrize("text", ["9" * 5000 + " Forest\n", "9" * 50 + " Forest\n",
                                  "[Main]\n" + "9" * 800 + " Forest\n"], ids=["5000", "50", "dck"])
def test_long_counts_are_a_clear_error(text):
    """A 5,000-digit count raised Python's ValueError for int() (a traceback in `deck check`)."""
    with pytest.raises(DecklistError, match=r"x\.txt, line \d: (a count of|the line is)"):
        parse_decklist(text, "x.txt")


def test_a_count_in_a_cod_file_is_bounded():
    cod = ('<cockatrice_deck><zone name="main"><card number="' + "9" * 5000 +
           '" name="Forest"/></zone></cockatrice_deck>')
    with pytest.raises(DecklistError, match="zone main, card 1: a count of 5,000 digits"):
        parse_decklist(cod, "d.cod")


def test_a_decklist_holds_at_most_what_a_game_holds():
    """Counts add up to at most MAX_CARDS (each line alone was allowed 10,000)."""
    per = MAX_CARDS // 10
    parse_decklist(f"{per} Forest\n" * 10)
    with pytest.raises(DecklistError, match=f"more than {MAX_CARDS:,} cards"):
        parse_decklist(f"{per} Forest\n" * 10 + "1 Island\n", "x.txt")
    with pytest.raises(DecklistError, match="a count of 100001 is not possible"):
        parse_decklist(f"{MAX_CARDS + 1} Forest\n", "x.txt")


def test_pasted_text_and_files_have_the_same_size_limit(tmp_path):
    from tabletop.carddata.decklists import read_decklist
    from tabletop.model.limits import MAX_DECKLIST_BYTES
    with pytest.raises(DecklistError, match="decklists are at most 4,194,304 characters"):
        parse_decklist("1 Forest\n" + " " * MAX_DECKLIST_BYTES)
    p = tmp_path / "deck.txt"
    p.write_text("1 Forest\n" + " " * MAX_DECKLIST_BYTES)
    with pytest.raises(DecklistError, match="decklists are at most 4,194,304 bytes"):
        read_decklist(p)
    with pytest.raises(DecklistError, match="line 2: the line is 1,001 characters long"):
        parse_decklist("1 Forest\n1 " + "x" * 999 + "\n", "x.txt")
    with pytest.raises(DecklistError, match="has 200,001 lines"):
        parse_decklist("\n" * 200_000 + "1 Forest")


def test_deck_check_reads_latin1_as_a_clear_error_and_utf16_with_its_mark(tmp_path, capsys, home):
    p = tmp_path / "deck.txt"
    p.write_bytes("4 Forêt\n".encode("latin-1"))
    assert main(["deck", "check", str(p)]) == 2
    assert "not UTF-8 text (byte 0xea at offset 5)" in capsys.readouterr().err
    p.write_bytes("4 Forest\n".encode("utf-16"))
    assert main(["deck", "check", str(p)]) == 0


# ---------------------------------------------------------------- card imports

def _gzip_of(parts: list[tuple[bytes, int]]) -> bytes:
    """Each (chunk, times) compressed in turn: a bomb without its expansion in memory."""
    z = zlib.compressobj(9, zlib.DEFLATED, 31)
    out = [z.compress(chunk) for chunk, times in parts for _ in range(times)]
    return b"".join(out) + z.flush()


def test_a_gzip_bomb_is_stopped_at_its_decompressed_cap(tmp_path):
    """A 2 MB gzip grew to 4.1 GB: a Scryfall list page (not a bulk array) was read whole. Now a
    compressed file expands to at most 100 times its size (after the first 64 MiB)."""
    blanks = b" " * (1 << 20)
    bomb = _gzip_of([(b'{"object": "list", "data": [', 1), (blanks, 100), (b"]}", 1)])
    assert len(bomb) < 200_000
    path = tmp_path / "page.json.gz"
    path.write_bytes(bomb)
    with pytest.raises(CardImportError, match=r"a gzip file may decompress to 100 times its "
                       r"size .* this one decompresses to more than 67,108,864 bytes"):
        list(read_facts(path))
    # the stream stops at the cap: what was read is never more than the cap and one buffer
    from tabletop import safeio
    stream = safeio.open_stream(path, 1 << 30)
    got = 0
    with pytest.raises(safeio.FileRefused), stream:
        while stream.read(1 << 16):
            got += 1 << 16
    assert got <= (64 << 20) + (1 << 17)


def test_a_bulk_array_of_blanks_is_skipped_quickly_and_capped(tmp_path):
    bomb = _gzip_of([(b"[", 1), (b" " * (1 << 20), 80), (b"]", 1)])
    path = tmp_path / "blanks.json.gz"
    path.write_bytes(bomb)
    with pytest.raises(CardImportError, match="decompresses to more than"):
        list(read_facts(path))


def _half(data: bytes) -> bytes:
    return data[: len(data) // 2]


BROKEN_CARD_FILES = {  # file name -> (how to make its bytes, what the error says)
    "bomb.json.xz": (lambda: lzma.compress(b"[" + b" " * (80 << 20), preset=1),
                     "a xz file may decompress"),
    "trunc.json.gz": (lambda: _half(gzip.compress(json.dumps([CARD] * 50).encode())),
                      "a broken or truncated gzip file"),
    "trunc.zip": (lambda: b"PK\x03\x04" + b"\0" * 40, "a broken archive"),
    "latin.json.gz": (lambda: gzip.compress('[{"name": "Forêt"}]'.encode("latin-1")),
                      "not UTF-8 text"),
    "deep.json": (lambda: b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    "deepobj.json": (lambda: b'[{"a": ' * 50_000 + b"1" + b"}]" * 50_000, "nested too deeply"),
    "bignum.json": (lambda: b'[{"object": "card", "name": "X", "cmc": ' + b"9" * 100_000 +
                    b"}]", "a number too long to read"),
    "bigint.json": (lambda: b"[" + b"9" * 5000 + b"]", "a number too long to read"),
    "mtgjson.json": (lambda: b'{"data": {"X": ' + b"[" * 100_000 + b"]" * 100_000 + b"}}",
                     "nested too deeply"),
    "page.json": (lambda: b'{"object": "list", "data": ' + b"[" * 100_000 + b"]" * 100_000 +
                  b"}", "JSON nested more than 100 levels deep"),
    "forge.txt": (lambda: b"Name:Forest\n" + b"x" * (2 << 20), "at most 1,048,576 characters"),
}


@pytest.mark.parametrize("name", sorted(BROKEN_CARD_FILES))
def test_broken_card_files_are_one_clear_error(tmp_path, name):
    """Deep nesting and long numbers were RecursionError / ValueError tracebacks; broken
    archives and wrong encodings stay clear errors."""
    make, needle = BROKEN_CARD_FILES[name]
    path = tmp_path / name
    path.write_bytes(make())
    with pytest.raises(CardImportError, match=needle) as info:
        list(read_facts(path))
    assert str(path) in str(info.value) and "\n" not in str(info.value)


def test_an_encrypted_or_many_file_zip_is_refused(tmp_path):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("a.json", json.dumps([CARD]))
    data = bytearray(buf.getvalue())
    data[6] |= 1
    data[data.rindex(b"PK\x01\x02") + 8] |= 1  # the "encrypted" flag in both headers
    (tmp_path / "enc.zip").write_bytes(bytes(data))
    with pytest.raises(CardImportError, match="encrypted"):
        list(read_facts(tmp_path / "enc.zip"))
    with zipfile.ZipFile(tmp_path / "two.zip", "w") as z:
        z.writestr("a.json", "[]")
        z.writestr("b.json", "[]")
    with pytest.raises(CardImportError, match="a zip file with 2 files; expected one"):
        list(read_facts(tmp_path / "two.zip"))


def test_an_import_of_an_empty_folder_is_refused(tmp_path, capsys, home):
    (tmp_path / "empty").mkdir()
    assert main(["cards", "import", str(tmp_path / "empty")]) == 2
    assert "a folder without card files" in capsys.readouterr().err


@pytest.mark.parametrize("where", ["proc", "file"])
def test_a_home_that_cannot_hold_the_database_is_a_clear_error(tmp_path, capsys, monkeypatch,
                                                               where):
    """TABLETOP_HOME under /proc, or a file where its folder should be, gave tracebacks."""
    card = tmp_path / "card.json"
    card.write_text(json.dumps(CARD))
    home = "/proc/self/tabletop-home" if where == "proc" else str(tmp_path / "a-file")
    Path(tmp_path / "a-file").write_text("")
    monkeypatch.setenv("TABLETOP_HOME", home)
    assert main(["cards", "import", str(card)]) == 1
    err = capsys.readouterr().err
    assert "can't create the card database's folder" in err and "Traceback" not in err
    assert err.count("\n") == 1


def _mount_tmpfs(folder: Path, options: str) -> bool:
    folder.mkdir()
    if os.geteuid() != 0:
        return False
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)],
                       capture_output=True)
    return r.returncode == 0


@contextlib.contextmanager
def mounted(folder: Path, options: str):
    ok = _mount_tmpfs(folder, options)
    try:
        yield ok
    finally:
        if ok:
            subprocess.run(["umount", str(folder)], capture_output=True)


def _big_card_file(path: Path) -> None:
    """About 4 MB in the database: more than the 1 MB disk holds."""
    path.write_text(json.dumps([{**CARD, "name": f"Card {i} " + "of the long name " * 12}
                                for i in range(15_000)]))


def test_a_full_disk_leaves_the_database_as_it_was(tmp_path):
    """A full disk gave `cannot rollback - no transaction is active` (SQLite had rolled back by
    itself). Now: a clear error, exit 1, and the database byte for byte as it was. The disk is a
    real 1 MB tmpfs where mount works (root), else a file-size limit (RLIMIT_FSIZE)."""
    small, big = tmp_path / "small.json", tmp_path / "big.json"
    small.write_text(json.dumps(CARD))
    _big_card_file(big)
    with mounted(tmp_path / "disk", "size=1m") as is_tmpfs:
        home = tmp_path / "disk" / "home"
        env = dict(os.environ, PYTHONPATH=str(ROOT), TABLETOP_HOME=str(home))
        pre = "import resource, signal, sys; "
        if not is_tmpfs:  # the file-size limit stands in for a full disk
            pre += ("signal.signal(signal.SIGXFSZ, signal.SIG_IGN); "
                    "resource.setrlimit(resource.RLIMIT_FSIZE, (300_000, 300_000)); ")
        code = pre + "from tabletop.cli import main; sys.exit(main(sys.argv[1:]))"

        def cli(*args):
            return subprocess.run([sys.executable, "-c", code, *args], env=env, timeout=60,
                                  capture_output=True, text=True)

        assert cli("cards", "import", str(small)).returncode == 0
        db = home / "data" / "cards.sqlite3"
        before = db.read_bytes()
        r = cli("cards", "import", str(big))
        assert r.returncode == 1, r.stderr[-2000:]
        assert "Traceback" not in r.stderr
        assert "the card database could not be written" in r.stderr
        assert "nothing was imported, the card database is as it was" in r.stderr
        assert db.read_bytes() == before
        with CardDatabase.open(db) as d:
            assert d.count() == 1 and d.find("Imported Bear") is not None


def test_a_read_only_home_is_a_clear_error(tmp_path, capsys, monkeypatch):
    """A read-only home (a read-only tmpfs where mount works; chmod does not stop root) gave an
    OSError traceback."""
    card = tmp_path / "card.json"
    card.write_text(json.dumps(CARD))
    with mounted(tmp_path / "ro", "ro") as ok:
        if not ok:
            pytest.skip("mount is not possible here (the /proc and file homes are tested)")
        monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "ro" / "home"))
        assert main(["cards", "import", str(card)]) == 1
        err = capsys.readouterr().err
        assert "Read-only file system" in err and "Traceback" not in err


@pytest.mark.parametrize("kind", ["garbage", "folder", "fifo"])
def test_a_card_database_that_is_not_one(tmp_path, capsys, kind):
    db = tmp_path / "cards.sqlite3"
    if kind == "garbage":
        db.write_bytes(os.urandom(4096))
    elif kind == "folder":
        db.mkdir()
    else:
        os.mkfifo(db)
    deck = tmp_path / "d.txt"
    deck.write_text("1 Forest\n")
    for argv in (["cards", "--db", str(db), "search", "forest"],
                 ["deck", "--db", str(db), "check", str(deck)]):
        assert main(argv) == 1
        err = capsys.readouterr().err
        assert "not a card database" in err and "Traceback" not in err


# ---------------------------------------------------------------- lessons and scenarios

@pytest.mark.parametrize("data,needle", [
    (b"[" * 200_000 + b"]" * 200_000, "JSON nested more than 64 levels deep"),
    (b'{"a": ' * 100 + b"1" + b"}" * 100, "JSON nested more than 64 levels deep"),
    (b'{"format": ' + b"9" * 5000 + b"}", "a number too long to read"),
    (b"\xff\xfe{", "not UTF-8 text"),
], ids=["deep-lists", "deep-objects", "long-number", "not-utf8"])
@pytest.mark.parametrize("command", [["lessons", "check"], ["conformance"]])
def test_lesson_and_scenario_files_nested_deep_or_with_long_numbers(tmp_path, capsys, data,
                                                                    needle, command):
    """Deep nesting was a RecursionError traceback, a 5,000-digit number a ValueError one."""
    p = tmp_path / "f.json"
    p.write_bytes(data)
    assert main([*command, str(p)]) == 2
    err = capsys.readouterr().err
    assert f"f.json: {needle}" in err and "Traceback" not in err


def test_lesson_files_have_a_size_limit(tmp_path, capsys):
    p = tmp_path / "big.json"
    with open(p, "wb") as f:
        f.truncate(5 << 20)
    assert main(["lessons", "check", str(p)]) == 2
    assert "lesson files are at most 4,194,304 bytes (4 MiB)" in capsys.readouterr().err
