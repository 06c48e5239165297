"""The Linux install step (`packaging/install.sh`, issue 26 point 11), run for real into a
temporary home: the desktop entry it installs launches the app (`gio launch`, and `gio open`
on a save: a double-click in a file manager) under a virtual X server, the save's MIME type is
ours and `xdg-mime query default` names our entry for it; `--uninstall` removes every file it
wrote and the default. The app here is this environment's `tabletop-gui` (`--python`); the
bundle's own copy of the script is run the same way by `packaging/build-bundle.sh`."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.ui.atspi_session import start_xvfb

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.tabletop.Tabletop"
MIME = "application/x-tabletop-game"
TOOLS = ("gio", "xdg-mime", "Xvfb", "update-mime-database", "update-desktop-database")

pytestmark = pytest.mark.skipif(
    any(shutil.which(t) is None for t in TOOLS) or sys.platform != "linux",
    reason="needs " + ", ".join(TOOLS) + " (bash packaging/system-packages.sh --desktop)")


@pytest.fixture
def home(tmp_path):
    """A user's home: HOME, XDG_* and TABLETOP_HOME inside tmp_path."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "QT_QPA"))}
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / ".config"),
               XDG_DATA_HOME=str(tmp_path / ".local" / "share"),
               XDG_DATA_DIRS="/usr/local/share:/usr/share",
               TABLETOP_HOME=str(tmp_path / "tabletop"))
    return tmp_path, env


def run(env, *args, check=True) -> str:
    return subprocess.run(args, env=env, check=check, capture_output=True, text=True,
                          timeout=60).stdout.strip()


def launch(env, *args) -> None:
    """A desktop launch: its output not kept (the app it starts holds on to it)."""
    subprocess.run(args, env=env, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=60)


def install(env, *more) -> None:
    run(env, "bash", str(ROOT / "packaging" / "install.sh"), "--python", sys.executable, *more)


def a_save(where: Path) -> Path:
    from tabletop.session.opening import demo_game
    from tabletop.storage import save_game
    path = where / "Friday night.tabletop"
    save_game(demo_game(), path)
    return path


def opened(env, save: Path, within: float = 30.0) -> bool:
    """Whether the app opened `save` (it lists the files it opened) within `within` s."""
    recent = Path(env["TABLETOP_HOME"]) / "state" / "recent.json"
    end = time.monotonic() + within
    while time.monotonic() < end:
        try:
            if str(save.resolve()) in json.loads(recent.read_text("utf-8")):
                return True
        except (OSError, ValueError):
            pass
        time.sleep(0.2)
    return False


def stop_app(save: Path) -> None:
    """End the app launched on `save` (launched by the desktop: not our child)."""
    out = subprocess.run(["pgrep", "-f", f"tabletop-gui.*{save.name}"], capture_output=True,
                         text=True).stdout.split()
    for pid in out:
        os.kill(int(pid), signal.SIGKILL)


def test_the_installed_entry_launches_the_app_and_opens_a_save(home):
    tmp, env = home
    install(env)
    share = tmp / ".local" / "share"
    entry = share / "applications" / f"{APP_ID}.desktop"
    assert entry.is_file() and (share / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    exec_line = next(x for x in entry.read_text().splitlines() if x.startswith("Exec="))
    assert exec_line == f'Exec="{tmp}/.local/bin/tabletop-gui" %f'  # no PATH needed
    save = a_save(tmp)
    assert run(env, "gio", "info", "-a", "standard::content-type", str(save)).endswith(MIME)
    assert run(env, "xdg-mime", "query", "default", MIME) == f"{APP_ID}.desktop"
    procs: list = []
    try:
        env["DISPLAY"] = start_xvfb(procs)
        launch(env, "gio", "launch", str(entry), str(save))  # the menu's way
        assert opened(env, save), "the desktop entry did not start tabletop on the save"
        stop_app(save)
        (Path(env["TABLETOP_HOME"]) / "state" / "recent.json").unlink()
        launch(env, "gio", "open", str(save))  # a double-click on the save
        assert opened(env, save), "opening a .tabletop file did not start tabletop"
    finally:
        stop_app(save)
        for p in procs:
            p.kill()


def test_uninstall_removes_what_the_install_wrote_and_nothing_else(home):
    tmp, env = home
    mine = tmp / ".local" / "share" / "applications" / "mine.desktop"
    mine.parent.mkdir(parents=True)
    mine.write_text("[Desktop Entry]\nType=Application\nName=mine\nExec=true\n")
    cfg = tmp / ".config" / "mimeapps.list"
    cfg.parent.mkdir(parents=True)
    cfg.write_text("[Default Applications]\ntext/plain=mine.desktop\n")
    install(env)
    listed = (tmp / ".local/share/tabletop/installed.txt").read_text().split("\n")
    assert len([x for x in listed if x]) == 5
    install(env, "--uninstall")
    assert all(not Path(x).exists() and not Path(x).is_symlink() for x in listed if x)
    assert not (tmp / ".local/share/tabletop").exists()
    assert mine.is_file() and cfg.read_text() == \
        "[Default Applications]\ntext/plain=mine.desktop\n"
    assert run(env, "xdg-mime", "query", "default", MIME, check=False) == ""
    save = a_save(tmp)
    assert not run(env, "gio", "info", "-a", "standard::content-type",
                   str(save)).endswith(MIME)


BUNDLE = ROOT / "dist" / "tabletop"


@pytest.mark.skipif(not (BUNDLE / "install.sh").is_file(),
                    reason="no desktop bundle built here (bash packaging/build-bundle.sh)")
def test_the_bundles_own_install_step_launches_the_bundle(home):
    """The bundle's install.sh (in dist/tabletop after build-bundle.sh): the entry it installs
    runs the installed bundle's executable, launched with `gio launch` on a save."""
    tmp, env = home
    run(env, "bash", str(BUNDLE / "install.sh"))
    target = tmp / ".local" / "lib" / "tabletop" / "tabletop"
    assert target.is_file() and os.readlink(tmp / ".local" / "bin" / "tabletop-gui") == \
        str(target)
    save = a_save(tmp)
    procs: list = []
    try:
        env["DISPLAY"] = start_xvfb(procs)
        launch(env, "gio", "launch",
               str(tmp / ".local/share/applications" / f"{APP_ID}.desktop"), str(save))
        assert opened(env, save, within=60), "the bundle did not open the save"
    finally:
        stop_app(save)
        for p in procs:
            p.kill()
    run(env, "bash", str(tmp / ".local" / "lib" / "tabletop" / "install.sh"), "--uninstall")
    assert not target.exists()
