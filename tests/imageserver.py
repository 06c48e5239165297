"""A real HTTP server on 127.0.0.1 for the card image tests: it serves generated images, counts
the requests it sees, answers 429 (with a Retry-After), redirects, or drops the connection when
told to, over HTTPS when given a certificate. Nothing leaves the machine."""

from __future__ import annotations

import ssl
import struct
import threading
import urllib.parse
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def png_bytes(w: int = 8, h: int = 11, rgb=(200, 40, 40)) -> bytes:
    """A small valid PNG, made without any image library."""
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


class ImageServer:
    """`requests`: the decoded paths asked for, in order; `busy`: statuses to answer first for
    paths containing a text ({"Bears": [429]}); `retry_after`: the header sent with a 429;
    `missing`: texts of paths answered 404; `redirects`: path prefixes answered 302 to a URL;
    `bodies`: path texts answered with their own image;
    `broken`: the connection closed with no answer (a network that fails); `tls`: a
    (certificate, key) pair to serve HTTPS with."""

    def __init__(self, body: bytes | None = None, tls: tuple | None = None) -> None:
        self.body = body if body is not None else png_bytes()
        self.requests: list[str] = []
        self.agents: list[str] = []
        self.busy: dict[str, list[int]] = {}
        self.retry_after = "1"
        self.missing: set[str] = set()
        self.redirects: dict[str, str] = {}
        self.bodies: dict[str, bytes] = {}
        self.broken = False
        self.scheme = "https" if tls else "http"
        self.lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802
                path = urllib.parse.unquote(self.path)
                with outer.lock:
                    outer.requests.append(path)
                    outer.agents.append(self.headers.get("User-Agent", ""))
                    status = 200
                    for text, statuses in outer.busy.items():
                        if text in path and statuses:
                            status = statuses.pop(0)
                    if any(t in path for t in outer.missing):
                        status = 404
                    moved = next((to for p, to in outer.redirects.items()
                                  if path.startswith(p)), None)
                    if outer.broken:
                        self.close_connection = True
                        return
                if moved is not None:
                    self.send_response(302)
                    self.send_header("Location", moved)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                elif status == 200:
                    body = next((b for t, b in outer.bodies.items() if t in path), outer.body)
                    self.send_response(200)
                    self.send_header("Content-Type", "image/png")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                else:
                    self.send_response(status)
                    if status == 429:
                        self.send_header("Retry-After", outer.retry_after)
                    self.send_header("Content-Length", "0")
                    self.end_headers()

            def log_message(self, *args) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        if tls:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(str(tls[0]), str(tls[1]))
            self.httpd.socket = context.wrap_socket(self.httpd.socket, server_side=True)
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path: str = "") -> str:
        return f"{self.scheme}://127.0.0.1:{self.port}{path}"

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def saw(self, text: str) -> int:
        with self.lock:
            return sum(text in r for r in self.requests)
