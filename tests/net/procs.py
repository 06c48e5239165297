"""`tabletop host` and `tabletop join` run as the user runs them: subprocesses of this Python,
with a home of their own."""

from __future__ import annotations

import json
import os
import re
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOSTING = re.compile(r"hosting ([a-z0-9]{10}) at (\S+)")


def env(home: Path) -> dict:
    e = dict(os.environ)
    e["PYTHONPATH"] = str(ROOT) + os.pathsep + e.get("PYTHONPATH", "")
    e["TABLETOP_HOME"] = str(home)
    e["TABLETOP_OFFLINE"] = "1"
    return e


class HostProcess:
    """`tabletop host ... --headless`; `start()` waits for its `hosting GAME at URL` line."""

    def __init__(self, home: Path, *args: str, cwd: Path | None = None,
                 headless: bool = True) -> None:
        self.home, self.args, self.cwd, self.headless = home, args, cwd, headless
        self.proc: subprocess.Popen | None = None
        self.game = self.url = ""
        self.first_line = ""
        self.out = ""

    def start(self, timeout: float = 20) -> HostProcess:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tabletop", "host", *self.args,
             *(["--headless"] if self.headless else [])],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env(self.home), cwd=self.cwd)
        sel = selectors.DefaultSelector()
        assert self.proc.stdout is not None
        sel.register(self.proc.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if sel.select(0.1):
                self.first_line = self.proc.stdout.readline().decode()
                break
            if self.proc.poll() is not None:
                break
        sel.close()
        m = HOSTING.fullmatch(self.first_line.strip())
        if not m:
            err = self.proc.stderr.read().decode() if self.proc.poll() is not None else ""
            raise AssertionError(f"no 'hosting' line: {self.first_line!r} {err}")
        self.game, self.url = m.group(1), m.group(2)
        return self

    @property
    def folder(self) -> Path:
        return self.home / "state" / "net" / self.game

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 20) -> tuple[int, str]:
        assert self.proc is not None
        self.proc.send_signal(sig)
        try:
            out, err = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, err = self.proc.communicate()
        self.out = self.first_line + out.decode()  # (everything it wrote on its stdout)
        return self.proc.returncode, err.decode()

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def join_args(invite: Path, script: list[dict] | None, record: Path, script_file: Path,
              timeout: float = 10) -> list[str]:
    args = [sys.executable, "-m", "tabletop", "join", str(invite), "--headless",
            "--record", str(record), "--timeout", str(timeout)]
    if script is not None:
        script_file.write_text("".join(json.dumps(line) + "\n" for line in script))
        args += ["--script", str(script_file)]
    return args


def join(home: Path, invite: Path, script: list[dict] | None, record: Path,
         timeout: float = 10) -> subprocess.CompletedProcess:
    """`tabletop join INVITE --headless --script ... --record ...`, run to its end."""
    return subprocess.run(join_args(invite, script, record, record.with_suffix(".script"),
                                    timeout),
                          capture_output=True, text=True, env=env(home), timeout=60)


def records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
