"""Run inside `dbus-run-session`: a virtual X server (Xvfb, on a free display), the
accessibility bus, tabletop on a saved game as seat Alice, then the AT-SPI walker
(tests/ui/atspi_walk.py, by the system Python); writes what the walker read to
HOME_DIR/walked.json.
Every process it starts is ended when it returns (or fails, or times out).

    dbus-run-session -- python tests/ui/atspi_session.py GAME.json HOME_DIR"""

from __future__ import annotations

import os
import select
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WALKER = Path(__file__).with_name("atspi_walk.py")
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SYSTEM_PYTHON = "/usr/bin/python3"
QUIET = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}


def start_xvfb(procs: list) -> str:
    """Xvfb on a display it picks (-displayfd: it writes the number once it is ready)."""
    r, w = os.pipe()
    procs.append(subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "1280x800x24",
                                   "-nolisten", "tcp"], pass_fds=(w,), **QUIET))
    os.close(w)
    got = b""
    try:  # up to its newline: it writes the number and the newline apart, and a pipe closed
        end = time.monotonic() + 10  # between the two makes it give up
        while not got.endswith(b"\n") and time.monotonic() < end:
            ready, _, _ = select.select([r], [], [], max(0.0, end - time.monotonic()))
            chunk = os.read(r, 64) if ready else b""
            if not chunk:
                break
            got += chunk
    finally:
        os.close(r)
    number = got.decode().strip()
    if not number.isdigit():
        raise SystemExit("Xvfb did not start")
    return ":" + number


def a11y_bus_up(env: dict) -> bool:
    out = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus",
                          "/org/a11y/bus", "org.a11y.Bus.GetAddress"], env=env,
                         capture_output=True, text=True, timeout=5)
    return out.returncode == 0 and "unix:" in out.stdout


def main(game: str, home: str) -> int:
    procs: list[subprocess.Popen] = []
    try:
        env = dict(os.environ, DISPLAY=start_xvfb(procs), QT_QPA_PLATFORM="xcb",
                   QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", TABLETOP_HOME=home,
                   PYTHONPATH=str(ROOT))
        env.pop("NO_AT_BRIDGE", None)
        # the accessibility bus first: without it the registry lists no application
        procs.append(subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"], env=env, **QUIET))
        end = time.monotonic() + 10
        while not a11y_bus_up(env):
            if time.monotonic() > end:
                raise SystemExit("the accessibility bus did not start")
            time.sleep(0.1)
        log = Path(home) / "app-stderr.txt"
        with open(log, "wb") as err:
            app = subprocess.Popen([sys.executable, "-m", "tabletop", game, "--seat", "Alice"],
                                   env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=err)
        procs.append(app)
        out = Path(home) / "walked.json"
        walk = subprocess.run([SYSTEM_PYTHON, str(WALKER), str(app.pid), str(out)], env=env,
                              capture_output=True, text=True, timeout=40)
        sys.stderr.write(walk.stdout + walk.stderr)
        if out.exists():
            sys.stdout.write(out.read_text(encoding="utf-8"))
        if app.poll() is not None:  # the app died under the walk (a crash)
            sys.stderr.write(f"tabletop exited with {app.returncode}\n")
            sys.stderr.write(log.read_text(errors="replace")[-4000:])
            return 3
        return walk.returncode
    finally:
        for p in reversed(procs):
            if p.poll() is None:
                p.terminate()
                try:
                    p.wait(3)
                except subprocess.TimeoutExpired:
                    p.kill()
                    p.wait(3)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
