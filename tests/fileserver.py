"""A real HTTP server on 127.0.0.1 for the card download tests: it serves files (bytes by path),
answers Range requests (206, Content-Range; If-Range by ETag), and misbehaves when told to:
ignore Range, close the socket after N bytes of a body, announce more bytes than it sends, pace
its writes. It records every request's Range header. Nothing leaves the machine."""

from __future__ import annotations

import hashlib
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class FileServer:
    """`files`: bytes by path; `ignore_range`: answer 200 with the whole file; `break_after`:
    bytes of a path's body sent before the socket is closed (once per entry: the list is
    popped); `announce_extra`: bytes a path's Content-Length claims beyond its body; `pace`:
    seconds slept after each 16 KiB written; `ranges`: (path, Range header or None) in order."""

    def __init__(self, files: dict[str, bytes] | None = None) -> None:
        self.files: dict[str, bytes] = dict(files or {})
        self.ignore_range = False
        self.break_after: dict[str, list[int]] = {}
        self.announce_extra: dict[str, int] = {}
        self.pace = 0.0
        self.ranges: list[tuple[str, str | None]] = []
        self.lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:  # noqa: N802
                path = self.path
                with outer.lock:
                    outer.ranges.append((path, self.headers.get("Range")))
                    body = outer.files.get(path)
                    cut = outer.break_after.get(path) or []
                    stop_at = cut.pop(0) if cut else None
                    extra = outer.announce_extra.get(path, 0)
                if body is None:
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                etag = '"' + hashlib.sha256(body).hexdigest()[:16] + '"'
                start = outer.range_start(self.headers, etag, len(body))
                if start is not None and start >= len(body):
                    self.send_response(416)
                    self.send_header("Content-Range", f"bytes */{len(body)}")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self.send_response(206 if start is not None else 200)
                first = start or 0
                if start is not None:
                    self.send_header("Content-Range",
                                     f"bytes {first}-{len(body) - 1}/{len(body)}")
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body) - first + extra))
                self.send_header("ETag", etag)
                self.send_header("Accept-Ranges", "bytes")
                if extra or stop_at is not None:
                    self.send_header("Connection", "close")
                self.end_headers()
                outer.send(self, body[first:], stop_at)
                if extra or stop_at is not None:
                    self.close_connection = True

            def log_message(self, *args) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def range_start(self, headers, etag: str, size: int) -> int | None:
        """The first byte a `Range: bytes=N-` asks for, or None (the whole file)."""
        asked = headers.get("Range")
        if self.ignore_range or not asked or not asked.startswith("bytes="):
            return None
        if_range = headers.get("If-Range")
        if if_range is not None and if_range != etag:
            return None
        first, _, last = asked[6:].partition("-")
        return int(first) if first.isdigit() and not last else None

    def send(self, handler, data: bytes, stop_at: int | None) -> None:
        if stop_at is not None:
            data = data[:stop_at]
        try:
            for i in range(0, len(data), 16 * 1024):
                handler.wfile.write(data[i:i + 16 * 1024])
                handler.wfile.flush()
                if self.pace:
                    time.sleep(self.pace)
        except OSError:
            pass  # the client went away (a cancelled download)

    def url(self, path: str = "") -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def range_headers(self, path: str) -> list[str | None]:
        with self.lock:
            return [r for p, r in self.ranges if p == path]

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
