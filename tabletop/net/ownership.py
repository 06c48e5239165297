"""Which nats-server belongs to which host: the leash that stops a server with its host, the
owner file, and the servers a killed host left behind.

The leash (POSIX): the server is started through `/bin/sh`, which keeps the read end of a pipe
from the host in a background job and then `exec`s nats-server in its own place (the process
the host started *is* the server: its pid, its exit status). The job waits on the pipe. The host
lets go politely (`release`: a newline, then the pipe closed) when it stops the server itself;
when the host dies in any way (SIGKILL, SIGTERM of a window, a crash) the kernel closes its end,
the job reads end-of-file and stops the server: SIGTERM, then SIGKILL 5 s later if it still
runs. A shell rather than a Python watchdog: no second interpreter per game, and it works the
same from the desktop bundle (whose executable is not a Python). Not `PR_SET_PDEATHSIG`: Linux
sends that signal when the *thread* that started the child ends, and the app starts servers
from worker threads (and the keeper restarts them from its own thread).

The owner file (`nats-server.owner`, beside the config) names the host process, with its start
time so that a reused pid is not taken for it. A server of the same game (its command line names
the same config file, by whatever path it was started with) whose owner is gone is stale: a
resumed host stops it and takes its port. One whose owner still runs is a game hosted twice: the
second host is refused, in words.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
from pathlib import Path
from typing import IO

from .errors import NetError

# $0: the nats-server binary, $1: its config. fd 3 keeps the leash for the background job;
# the server gets /dev/null as its input and not the leash (or it would hold the pipe open).
LEASH_SCRIPT = (
    'exec 3<&0 </dev/null\n'
    '{ read -r _ || { kill -TERM $$; sleep 5; kill -0 $$ && kill -KILL $$; }; } '
    '<&3 3<&- >/dev/null 2>&1 &\n'
    'exec "$0" -c "$1" 3<&-\n'
)
SHELL = "/bin/sh"
STALE_WAIT = 5.0


def launch(binary: Path, config: Path, log: IO[bytes]) -> subprocess.Popen[bytes]:
    """Start nats-server with `config`, its output into `log`, in a session of its own (a
    Ctrl-C for the host is the host's to handle); on POSIX on a leash (`process.stdin`)."""
    if os.name != "posix":  # pragma: no cover - Windows: no leash (a job object would do it)
        return subprocess.Popen(  # noqa: S603 - our own binary and arguments
            [str(binary), "-c", str(config)], stdin=subprocess.DEVNULL, stdout=log, stderr=log)
    return subprocess.Popen(  # noqa: S603 - our own shell script, binary and arguments
        [SHELL, "-c", LEASH_SCRIPT, str(binary), str(config)], stdin=subprocess.PIPE,
        stdout=log, stderr=log, start_new_session=True)


def release(process: subprocess.Popen[bytes]) -> None:
    """Let go of the leash politely: its job ends without touching the server."""
    leash = process.stdin
    if leash is None or leash.closed:
        return
    with contextlib.suppress(OSError, ValueError):  # (a job that is gone already)
        leash.write(b"\n")
        leash.flush()
    with contextlib.suppress(OSError, ValueError):
        leash.close()


def alive(pid: int) -> bool:
    """True while process `pid` runs (a zombie, dead but not yet reaped, does not)."""
    stat = _stat(pid)
    return stat is not None and stat[:1] != ["Z"]


def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command name (state first), or None."""
    try:
        line = Path(f"/proc/{pid}/stat").read_text()
    except (OSError, ValueError):
        return None
    return line.rpartition(")")[2].split()


def _started(pid: int) -> str:
    """When process `pid` started (clock ticks since boot), '' when it can't be read."""
    stat = _stat(pid)
    return stat[19] if stat is not None and len(stat) > 19 else ""


def write_owner(path: Path) -> None:
    """Name this process as the owner of the server whose config is beside `path`."""
    path.write_text(f"{os.getpid()} {_started(os.getpid())}\n", encoding="ascii")


def owner(path: Path) -> int | None:
    """The pid of the live process the owner file names (None: no file, or its process is
    gone: a pid taken by another process since does not count)."""
    try:
        pid_text, _, started = path.read_text(encoding="ascii").strip().partition(" ")
        pid = int(pid_text)
    except (OSError, ValueError):
        return None
    if not alive(pid) or (started and _started(pid) not in ("", started)):
        return None
    return pid


def servers_of(config: Path, pid_file: Path) -> set[int]:
    """The running nats-servers started with `config`: the one the pid file names and, on
    Linux, any other (a pid file a crash left out of date)."""
    pids: set[int] = set()
    with contextlib.suppress(OSError, ValueError):
        pids.add(int(pid_file.read_text().strip()))
    with contextlib.suppress(OSError):
        pids.update(int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit())
    pids.discard(os.getpid())
    return {pid for pid in pids if _serves(pid, config)}


def _serves(pid: int, config: Path) -> bool:
    """True when process `pid` is a nats-server started with `config` (a relative path in its
    command line is taken from its working folder)."""
    try:
        args = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return False
    if args and not args[-1]:
        args.pop()
    if len(args) < 3 or args[-2] != b"-c" or "nats-server" not in os.fsdecode(args[0]):
        return False
    named = Path(os.fsdecode(args[-1]))
    if not named.is_absolute():
        try:
            named = Path(os.readlink(f"/proc/{pid}/cwd")) / named
        except OSError:
            return False
    try:
        return named.resolve() == config.resolve()
    except (OSError, RuntimeError):
        return False


def stop_stale(config: Path, pid_file: Path, owner_file: Path) -> None:
    """Stop the servers a killed host of this game left running (see the module's
    docstring); NetError when the game's host still runs."""
    pids = [pid for pid in servers_of(config, pid_file) if alive(pid)]
    if not pids:
        return
    holder = owner(owner_file)
    if holder is not None and holder != os.getpid():
        raise NetError(f"this game is hosted already, by process {holder} (its server is "
                       f"process {pids[0]}): stop that host first, or go on playing there")
    for pid in pids:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + STALE_WAIT
    while any(alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.01)


def forget_pid_file(pid_file: Path, pid: int) -> None:
    """Remove the pid file if it names `pid` (a server that ended): never one that names
    another server, which may still run."""
    with contextlib.suppress(OSError, ValueError):
        if int(pid_file.read_text().strip()) == pid:
            pid_file.unlink()
