"""`tabletop cards download` and `tabletop.carddata.download` against a real HTTP server on
127.0.0.1 (tests/fileserver.py) serving the real MTGJSON and Scryfall files of
../shared/carddata-external: progress, cancel, resume, a server that ignores Range, a broken
connection, a truncated file, a damaged gzip file, a listing naming a missing file. After every
failure the old database is byte for byte as it was, and the message is one line."""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.carddata import CardDatabase, default_db_path
from tabletop.carddata import download as D
from tabletop.cli import main
from tests.fileserver import FileServer

TSP = "mtgjson/v5-20250818/TSP.json"
SCRYFALL_PAGE = "scryfall/mtgjson-cassette/search_e-MID_unique-prints_page1.json"
OLD_CARD = "Funny Card"


@pytest.fixture
def server():
    srv = FileServer()
    yield srv
    srv.stop()


@pytest.fixture
def old_db(home, external) -> Path:
    """The user's database before the download: the golden MTGJSON atomic cards."""
    path = default_db_path()
    with CardDatabase.open(path, create=True) as db:
        db.import_files([external / "mtgjson" / "golden" / "atomic_cards.json"])
    return path


def fingerprint(path: Path) -> tuple[str, int]:
    with CardDatabase.open(path) as db:
        count = db.count()
    return hashlib.sha256(path.read_bytes()).hexdigest(), count


def parts(db: Path) -> list[Path]:
    return sorted((db.parent / "downloads").glob("*.part"))


def run(capsys, *argv):
    code = main(["cards", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def assert_failed(code, err, before, db, *words):
    """Exit 1, one line naming what happened, the old database unchanged, no new one left."""
    assert code == 1
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("error: ") and lines[0].endswith("the card database is as it was")
    for w in words:
        assert w in lines[0], lines[0]
    assert "Traceback" not in err
    assert fingerprint(db) == before
    assert not db.with_name(db.name + ".new").exists()


def test_mtgjson_file_with_progress(server, old_db, external, capsys):
    body = (external / TSP).read_bytes()
    server.files["/TSP.json"] = body
    code, out, err = run(capsys, "download", "--source", "mtgjson", "--url",
                         server.url("/TSP.json"), "--progress")
    assert code == 0, err
    assert "imported" in out and "the database holds" in out
    assert f"{len(body) / 2**20:.1f} MiB" in err  # progress lines: bytes of the total
    assert "/s" in err and "s left" in err
    with CardDatabase.open(old_db) as db:
        assert db.find("Amrou Scout") is not None  # a Time Spiral card
        assert db.find(OLD_CARD) is None  # a new database, not the old one plus the new cards
    assert not parts(old_db)  # the downloaded file is removed once imported

    seen = []  # the library call: the callback sees every chunk, to the end
    result = D.download_database(old_db, [server.url("/TSP.json")], progress=seen.append)
    assert len(seen) > 10 and seen[-1].done == seen[-1].total == len(body)
    assert all(a.done < b.done for a, b in zip(seen, seen[1:], strict=False))
    assert result.bytes == len(body) and not result.resumed and result.total > 100


def test_scryfall_listing_names_the_file(server, old_db, external, capsys):
    server.files["/cards.json"] = (external / SCRYFALL_PAGE).read_bytes()
    listing = {"object": "list", "has_more": False, "data": [
        {"object": "bulk_data", "type": "all_cards", "download_uri": server.url("/nope")},
        {"object": "bulk_data", "type": "oracle_cards", "updated_at": "2026-11-30T10:00:00Z",
         "download_uri": server.url("/cards.json")}]}
    server.files["/bulk-data"] = json.dumps(listing).encode()
    code, out, err = run(capsys, "download", "--url", server.url("/bulk-data"))
    assert code == 0, err
    assert server.url("/cards.json") in out and "imported" in out
    assert server.range_headers("/nope") == []  # the oracle_cards entry, not another
    with CardDatabase.open(old_db) as db:
        assert db.count() > 150 and db.find(OLD_CARD) is None


def test_gzipped_file_imports_and_damaged_gzip_is_refused(server, old_db, external, capsys):
    packed = gzip.compress((external / TSP).read_bytes())
    server.files["/AtomicCards.json.gz"] = packed
    damaged = bytearray(packed)
    damaged[len(damaged) // 2] ^= 0xFF
    server.files["/damaged.json.gz"] = bytes(damaged)
    before = fingerprint(old_db)
    code, _, err = run(capsys, "download", "--url", server.url("/damaged.json.gz"))
    assert_failed(code, err, before, old_db, "damaged")
    assert not parts(old_db)  # a damaged file is not resumed: the next run starts afresh
    code, out, err = run(capsys, "download", "--url", server.url("/AtomicCards.json.gz"))
    assert code == 0 and "imported" in out, err


def half_cancel(total: int):
    """A progress callback and a cancel flag that is set halfway."""
    state = {"done": 0}

    def progress(p: D.Progress) -> None:
        state["done"] = p.done

    return progress, lambda: state["done"] >= total // 2


def test_cancel_halfway_then_resume_with_range(server, old_db, external, capsys):
    body = (external / TSP).read_bytes()
    server.files["/TSP.json"] = body
    before = fingerprint(old_db)
    progress, cancel = half_cancel(len(body))
    with pytest.raises(D.Cancelled, match="cancelled after .* resume"):
        D.download_database(old_db, [server.url("/TSP.json")], progress=progress,
                            cancel=cancel)
    assert fingerprint(old_db) == before
    [part] = parts(old_db)
    kept = part.stat().st_size
    assert len(body) // 2 <= kept < len(body) and part.read_bytes() == body[:kept]

    code, out, err = run(capsys, "download", "--url", server.url("/TSP.json"))
    assert code == 0, err
    assert server.range_headers("/TSP.json")[-1] == f"bytes={kept}-"
    assert "(resumed)" in out
    assert f"downloaded {(len(body) - kept) / 2**20:.1f} MiB" in out  # only the rest
    with CardDatabase.open(old_db) as db:
        assert db.find("Amrou Scout") is not None


def test_server_ignoring_range_restarts_cleanly(server, old_db, external):
    body = (external / TSP).read_bytes()
    server.files["/TSP.json"] = body
    progress, cancel = half_cancel(len(body))
    with pytest.raises(D.Cancelled):
        D.download_database(old_db, [server.url("/TSP.json")], progress=progress,
                            cancel=cancel)
    server.ignore_range = True
    seen: list[D.Progress] = []
    result = D.download_database(old_db, [server.url("/TSP.json")], progress=seen.append)
    assert server.range_headers("/TSP.json")[-1] is not None  # asked, and got the whole file
    assert not result.resumed and result.bytes == len(body)
    with CardDatabase.open(old_db) as db:
        assert db.find("Amrou Scout") is not None


def test_changed_file_is_not_resumed(server, old_db, external):
    """If-Range: a .part of an older file is not glued to the new one."""
    body = (external / TSP).read_bytes()
    server.files["/TSP.json"] = body
    progress, cancel = half_cancel(len(body))
    with pytest.raises(D.Cancelled):
        D.download_database(old_db, [server.url("/TSP.json")], progress=progress,
                            cancel=cancel)
    server.files["/TSP.json"] = (external / "mtgjson/v5.2.0-20220425/DKA.json").read_bytes()
    result = D.download_database(old_db, [server.url("/TSP.json")])
    assert not result.resumed
    with CardDatabase.open(old_db) as db:
        assert db.find("Amrou Scout") is None and db.count() > 100


def test_broken_connection_halfway(server, old_db, external, capsys):
    body = (external / TSP).read_bytes()
    server.files["/TSP.json"] = body
    server.break_after["/TSP.json"] = [len(body) // 2]
    before = fingerprint(old_db)
    code, _, err = run(capsys, "download", "--url", server.url("/TSP.json"))
    assert_failed(code, err, before, old_db, "connection ended after", "incomplete",
                  "run the download again to resume")
    [part] = parts(old_db)
    assert part.stat().st_size == len(body) // 2  # kept for the next run
    code, out, err = run(capsys, "download", "--url", server.url("/TSP.json"))
    assert code == 0 and "(resumed)" in out, err
    assert server.range_headers("/TSP.json")[-1] == f"bytes={len(body) // 2}-"


def test_truncated_file(server, old_db, external, capsys):
    body = (external / TSP).read_bytes()
    before = fingerprint(old_db)
    server.files["/long.json"] = body[: len(body) // 3]  # Content-Length says more
    server.announce_extra["/long.json"] = 1000
    code, _, err = run(capsys, "download", "--url", server.url("/long.json"))
    assert_failed(code, err, before, old_db, "incomplete")
    server.files["/cut.json"] = body[: len(body) // 3]  # the length is right, the JSON cut
    code, _, err = run(capsys, "download", "--url", server.url("/cut.json"))
    assert_failed(code, err, before, old_db, "can't be imported")
    assert len(parts(old_db)) == 1  # the cut JSON is removed; the short one kept to resume


def test_listing_names_a_missing_file(server, old_db, capsys):
    listing = {"object": "list", "data": [
        {"object": "bulk_data", "type": "default_cards",
         "download_uri": server.url("/gone/default-cards.json")}]}
    server.files["/bulk-data"] = json.dumps(listing).encode()
    before = fingerprint(old_db)
    code, _, err = run(capsys, "download", "--url", server.url("/bulk-data"))
    assert_failed(code, err, before, old_db, "/gone/default-cards.json", "404")
    code, _, err = run(capsys, "download", "--url", "ftp://example.invalid/x.json")
    assert_failed(code, err, before, old_db, "not an http or https address")
    listing["data"][0]["download_uri"] = server.url("/a\nb.json")
    server.files["/bulk-data"] = json.dumps(listing).encode()
    code, _, err = run(capsys, "download", "--url", server.url("/bulk-data"))
    assert_failed(code, err, before, old_db, "download_uri: not a web address")


def test_ctrl_c_ends_cleanly(server, old_db, external, tmp_path):
    """The command in its own process: SIGINT ends it with one line, exit 1, the .part kept."""
    body = (external / TSP).read_bytes()
    server.files["/TSP.json"] = body
    server.pace = 0.02  # ~0.8 MB/s: a few seconds for the whole file
    before = fingerprint(old_db)
    root = Path(__file__).parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    proc = subprocess.Popen([sys.executable, "-m", "tabletop", "cards", "download", "--url",
                             server.url("/TSP.json"), "--progress"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while not parts(old_db) or parts(old_db)[0].stat().st_size < 64 * 1024:
        assert time.monotonic() < deadline and proc.poll() is None
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 1, err
    last = err.strip().splitlines()[-1]
    assert last.startswith("error: ") and "cancelled after" in last and "as it was" in last
    assert "Traceback" not in err
    assert fingerprint(old_db) == before
    assert 0 < parts(old_db)[0].stat().st_size < len(body)


def test_cancel_while_importing_keeps_the_whole_file(server, old_db, external, capsys):
    """A download cancelled after its last byte: the import stops, and the next run asks for
    the rest (416: there is none) and imports the file it has."""
    body = (external / TSP).read_bytes()
    server.files["/TSP.json"] = body
    before = fingerprint(old_db)
    state = {"done": 0}
    with pytest.raises(D.Cancelled, match="while importing"):
        D.download_database(old_db, [server.url("/TSP.json")],
                            progress=lambda p: state.update(done=p.done),
                            cancel=lambda: state["done"] == len(body))
    assert fingerprint(old_db) == before
    assert parts(old_db)[0].read_bytes() == body
    code, out, err = run(capsys, "download", "--url", server.url("/TSP.json"))
    assert code == 0, err
    assert server.range_headers("/TSP.json")[-1] == f"bytes={len(body)}-"
    assert "downloaded 0 bytes (resumed)" in out
    with CardDatabase.open(old_db) as db:
        assert db.find("Amrou Scout") is not None


def meta_json(date: str) -> bytes:
    """MTGJSON's Meta.json as it is served beside its files."""
    return json.dumps({"meta": {"date": date, "version": f"5.2.2+{date.replace('-', '')}"},
                       "data": {"date": date, "version": f"5.2.2+{date.replace('-', '')}"}}
                      ).encode()


def test_check_for_updates_against_mtgjsons_meta_json(server, old_db, external, capsys):
    server.files["/api/v5/TSP.json"] = (external / TSP).read_bytes()  # meta.date 2025-08-18
    server.files["/api/v5/Meta.json"] = meta_json("2025-08-18")
    code, out, err = run(capsys, "download", "--check")  # imported files: no date
    assert code == 0 and out.startswith("can't tell whether there is newer card data: the "
                                        "card database does not say when its data was made")
    code, out, err = run(capsys, "download", "--url", server.url("/api/v5/TSP.json"))
    assert code == 0 and "(data of 2025-08-18)" in out, err
    with CardDatabase.open(old_db) as db:
        meta = db.meta()
    assert meta[D.META_SOURCE] == "mtgjson" and meta[D.META_DATE] == "2025-08-18"
    assert meta[D.META_CHECK] == server.url("/api/v5/Meta.json")
    code, out, err = run(capsys, "download", "--check")
    assert (code, err) == (0, "")
    assert out == (f"the card database is up to date (its data is of 2025-08-18; "
                   f"{server.url('/api/v5/Meta.json')})\n")
    server.files["/api/v5/Meta.json"] = meta_json("2025-09-01")
    code, out, _ = run(capsys, "download", "--check")
    assert code == 0 and out.startswith("newer card data: 2025-09-01 at ")
    # a small card file's address: the date the file gives; a big one's (as AllPrintings):
    # the Meta.json beside it
    result = D.check_for_updates(old_db, server.url("/api/v5/TSP.json"))
    assert (result.status, result.date) == (D.Update.UP_TO_DATE, "2025-08-18")
    server.files["/api/v5/AllPrintings.json"] = b"{}"
    server.announce_extra["/api/v5/AllPrintings.json"] = D.MAX_LISTING_BYTES
    result = D.check_for_updates(old_db, server.url("/api/v5/AllPrintings.json"))
    assert (result.status, result.date, result.have) == (D.Update.NEWER, "2025-09-01",
                                                         "2025-08-18")
    before = fingerprint(old_db)
    code, out, err = run(capsys, "download", "--check", "--url", server.url("/nope/Meta.json"))
    assert code == 1 and out == "" and err.count("\n") == 1 and "404" in err
    assert fingerprint(old_db) == before  # a check changes nothing


def test_check_for_updates_against_a_scryfall_listing(server, old_db, external):
    server.files["/cards.json"] = (external / SCRYFALL_PAGE).read_bytes()

    def listing(when: str) -> bytes:
        return json.dumps({"object": "list", "data": [
            {"object": "bulk_data", "type": "default_cards", "updated_at": "2027-01-01T00:00Z",
             "download_uri": server.url("/cards.json")},
            {"object": "bulk_data", "type": "oracle_cards", "updated_at": when,
             "download_uri": server.url("/cards.json")}]}).encode()

    server.files["/bulk-data"] = listing("2026-11-30T10:00:00.5+00:00")
    result = D.download_database(old_db, [server.url("/bulk-data")])
    assert result.date == "2026-11-30T10:00:00.5+00:00"
    check = D.check_for_updates(old_db)  # the listing it came from, its oracle_cards entry
    assert (check.status, check.url) == (D.Update.UP_TO_DATE, server.url("/bulk-data"))
    server.files["/bulk-data"] = listing("2026-11-30T10:00:01+00:00")
    assert D.check_for_updates(old_db).status is D.Update.NEWER
    server.files["/bulk-data"] = listing("not a date")
    check = D.check_for_updates(old_db)
    assert check.status is D.Update.UNKNOWN and "does not say when" in check.reason


def test_add_files_keeps_the_old_database_when_it_fails(old_db, external, tmp_path):
    before = fingerprint(old_db)
    with pytest.raises(D.Cancelled):
        D.add_files(old_db, [external / TSP], cancel=lambda: True)
    assert fingerprint(old_db) == before
    bad = tmp_path / "bad.json"
    bad.write_text('{"meta": {}, "data": [1, 2', "utf-8")
    with pytest.raises(D.DownloadError):
        D.add_files(old_db, [bad])
    assert fingerprint(old_db) == before
    assert not old_db.with_name(old_db.name + ".new").exists()
    summary, total = D.add_files(old_db, [external / TSP])
    assert summary.cards > 100 and total == before[1] + summary.cards
