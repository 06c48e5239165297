"""An existing Cockatrice installation: its card databases, pictures and decks.

Cockatrice keeps its data in Qt's application data folder, `Cockatrice/Cockatrice` under
`$XDG_DATA_HOME` (`~/.local/share`) on Linux (`~/.local/share/data/Cockatrice/Cockatrice` with
older builds), `%LOCALAPPDATA%` on Windows and `~/Library/Application Support` on macOS. In it,
as Cockatrice's path settings default to:

    cards.xml  tokens.xml  spoiler.xml   card databases (read in that order)
    customsets/**/*.xml                  custom sets (read after them, sorted by path)
    pics/                                pictures: CUSTOM/NAME.jpg, downloadedPics/SET/NAME.full.jpg
    decks/**/*.cod                       decks

Where Cockatrice's settings (`settings/paths.ini`, else `settings/global.ini`, group `paths`)
name another existing folder or file for one of these, that one is used, as Cockatrice does.

`find_installation` looks in those folders (the environment is a parameter, so tests point HOME
at a folder of their own); `open_installation` takes a folder chosen by hand. Neither reads a
card file: the import goes through `CardDatabase.import_files` like any other card file, the
decks through `decklists.read_decklist`, the pictures through `images.local_image`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from tabletop import safeio

from .errors import CardDataError

APP_FOLDER = ("Cockatrice", "Cockatrice")  # organisation, then application (Qt's data location)
DATABASES = ("cards.xml", "tokens.xml", "spoiler.xml")
# Cockatrice's settings keys (group "paths") of each file or folder it may have moved
SETTING_KEYS = {"cards.xml": "carddatabase", "tokens.xml": "tokendatabase",
                "spoiler.xml": "spoilerdatabase", "customsets": "customsets", "pics": "pics",
                "decks": "decks"}
SETTINGS_FILES = ("paths.ini", "global.ini")  # in <data folder>/settings, newest layout first
MAX_SETTINGS_BYTES = 1 << 20
CUSTOM_SETS, PICS, DECKS = "customsets", "pics", "decks"
DECK_SUFFIX = ".cod"
MAX_FILES = 10_000  # custom sets or decks looked at in one folder tree (a folder may be huge)
# the app's setting (ui.json) holding the decks folder of the Cockatrice installation in use
COCKATRICE_DECKS = "cockatrice_decks"


class NoCockatrice(CardDataError):
    """No Cockatrice installation where one was looked for (the message names the places)."""


@dataclass(frozen=True, slots=True)
class Installation:
    """What a Cockatrice data folder holds (None or empty for what it lacks)."""

    root: Path
    databases: tuple[Path, ...] = ()  # cards.xml, tokens.xml, spoiler.xml that are there
    custom_sets: tuple[Path, ...] = ()
    pics: Path | None = None
    decks_dir: Path | None = None
    decks: tuple[Path, ...] = ()

    def card_files(self) -> list[Path]:
        """The card databases in the order Cockatrice reads them."""
        return [*self.databases, *self.custom_sets]


def _files(folder: Path, suffix: str) -> tuple[Path, ...]:
    """Regular files named *suffix (any case) under `folder`, sorted, hidden ones left out."""
    out: list[Path] = []
    try:
        for dirpath, dirnames, filenames in os.walk(folder, followlinks=False):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for name in filenames:
                path = Path(dirpath) / name
                if (name.lower().endswith(suffix) and not name.startswith(".")
                        and path.is_file()):
                    out.append(path)
            if len(out) >= MAX_FILES:
                break
    except OSError:
        pass
    return tuple(sorted(out)[:MAX_FILES])


def _folder(path: Path) -> Path | None:
    try:
        return path if path.is_dir() else None
    except OSError:
        return None


def list_decks(decks_dir: Path | str | None) -> list[Path]:
    """The Cockatrice decks (`.cod`) in a decks folder and its subfolders, sorted by path."""
    folder = _folder(Path(decks_dir)) if decks_dir else None
    return list(_files(folder, DECK_SUFFIX)) if folder else []


def _settings_paths(root: Path) -> dict[str, Path]:
    """The paths Cockatrice's settings in `root` name (by SETTING_KEYS value); {} if none."""
    import configparser
    for name in SETTINGS_FILES:
        parser = configparser.RawConfigParser(strict=False, interpolation=None)
        try:
            text = safeio.read_text(root / "settings" / name, MAX_SETTINGS_BYTES, "settings")
            parser.read_string(text)
        except (safeio.FileRefused, configparser.Error, ValueError):
            continue
        if parser.has_section("paths"):
            return {k: Path(v.strip().strip('"')).expanduser()
                    for k, v in parser.items("paths")
                    if k in SETTING_KEYS.values() and v.strip().strip('"')}
    return {}


def read_installation(root: Path | str) -> Installation | None:
    """What the Cockatrice data folder `root` holds, or None when it holds no card database (no
    cards.xml, tokens.xml, spoiler.xml nor custom set)."""
    root = Path(root).expanduser()
    if _folder(root) is None:
        return None
    moved = _settings_paths(root)

    def where(name: str) -> Path:  # Cockatrice's own rule: a moved path only if it is there
        path = moved.get(SETTING_KEYS[name])
        return path if path is not None and path.exists() else root / name

    databases = []
    for name in DATABASES:
        try:
            if where(name).is_file():
                databases.append(where(name))
        except OSError:
            continue
    custom = _folder(where(CUSTOM_SETS))
    custom_sets = _files(custom, ".xml") if custom else ()
    if not databases and not custom_sets:
        return None
    decks_dir = _folder(where(DECKS))
    return Installation(root=root, databases=tuple(databases), custom_sets=custom_sets,
                        pics=_folder(where(PICS)), decks_dir=decks_dir,
                        decks=tuple(list_decks(decks_dir)))


def open_installation(folder: Path | str) -> Installation:
    """The installation in a folder chosen by hand: its data folder itself, or a folder holding
    `Cockatrice/Cockatrice` (a data folder such as ~/.local/share). NoCockatrice if neither."""
    folder = Path(folder).expanduser()
    for root in (folder, folder.joinpath(*APP_FOLDER)):
        found = read_installation(root)
        if found is not None:
            return found
    raise NoCockatrice(f"{folder}: not a Cockatrice data folder (no cards.xml, tokens.xml, "
                       f"spoiler.xml nor {CUSTOM_SETS}/ with card files)")


def candidate_folders(env: Mapping[str, str] | None = None,
                      home: Path | str | None = None) -> list[Path]:
    """Where Cockatrice keeps its data on Linux, Windows and macOS, from the environment `env`
    (default: this process's) and the home folder `home` (default: HOME, else USERPROFILE)."""
    env = os.environ if env is None else env
    home_dir = home or env.get("HOME") or env.get("USERPROFILE")
    bases: list[Path] = []
    if env.get("XDG_DATA_HOME"):
        bases.append(Path(env["XDG_DATA_HOME"]))
    if home_dir:
        h = Path(home_dir)
        bases += [h / ".local" / "share", h / ".local" / "share" / "data"]
    if env.get("LOCALAPPDATA"):
        bases.append(Path(env["LOCALAPPDATA"]))
    if home_dir:
        bases.append(Path(home_dir) / "Library" / "Application Support")
    out: list[Path] = []
    for base in bases:
        path = base.joinpath(*APP_FOLDER)
        if path not in out:
            out.append(path)
    return out


def find_installation(env: Mapping[str, str] | None = None,
                      home: Path | str | None = None) -> Installation:
    """The first Cockatrice installation in the usual folders (`candidate_folders`);
    NoCockatrice, naming where it looked, if there is none."""
    places = candidate_folders(env, home)
    for root in places:
        found = read_installation(root)
        if found is not None:
            return found
    where = ", ".join(str(p) for p in places) or "nowhere (no HOME in the environment)"
    raise NoCockatrice(f"no Cockatrice installation found (looked in {where}); name its data "
                       "folder: tabletop cards import --cockatrice DIR")
