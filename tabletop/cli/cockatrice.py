"""`tabletop cards import --cockatrice [DIR]`: use an existing Cockatrice installation.

Its card databases (cards.xml, tokens.xml, spoiler.xml, custom sets) are imported as `cards
import` imports files (one transaction, the same summary and exit status); its pictures folder
becomes the app's pictures folder (the `image_pics` setting the app and `cards image` read); its
decks are counted, each one openable with File → Open deck or `tabletop deck check`. Exit 1 when
no installation is found, 2 when the folder named is not one."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from tabletop.carddata import images as I
from tabletop.carddata.cockatrice_home import (
    Installation,
    NoCockatrice,
    find_installation,
    open_installation,
)


def settings_file() -> Path:
    """The app's settings file (the one `tabletop.ui.files.fileops` and `cards image` read)."""
    from tabletop.storage import paths
    return paths.config_dir() / "ui.json"


def use_pictures(pics: Path) -> str:
    """Make `pics` the app's pictures folder; the folder set before ("" for none). OSError if
    the settings can't be written."""
    path = settings_file()
    try:
        data = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        data = {}
    data = data if isinstance(data, dict) else {}
    before = I.ImageSettings.from_dict(data).pics
    data[I.PICS_KEY] = str(pics)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, indent=1), "utf-8")
    os.replace(tmp, path)
    return before


def describe(found: Installation) -> list[str]:
    """What the installation holds, one line each."""
    names = ", ".join(p.name for p in found.databases) or "no cards.xml nor tokens.xml"
    decks = (f"{len(found.decks)} deck(s) in {found.decks_dir}" if found.decks_dir
             else "no decks folder")
    return [f"Cockatrice installation: {found.root}",
            f"  card databases: {names}; {len(found.custom_sets)} custom set(s)",
            f"  pictures folder: {found.pics or 'none'}",
            f"  decks: {decks}"]


def _locate(folder: str) -> tuple[Installation | None, int]:
    try:
        return (open_installation(folder) if folder else find_installation()), 0
    except NoCockatrice as exc:
        print(f"error: {exc}", file=sys.stderr)
        return None, 2 if folder else 1


def _set_pictures(pics: Path) -> bool:
    """Make `pics` the app's pictures folder and say so; False (said on stderr) if it failed."""
    try:
        before = use_pictures(pics)
    except OSError as exc:
        print(f"error: the pictures folder could not be set ({exc.strerror or exc}); the "
              "cards were imported", file=sys.stderr)
        return False
    was = f" (was {before})" if before and before != str(pics) else ""
    print(f"pictures folder set to {pics}{was}")
    return True


def cmd_import_cockatrice(args: argparse.Namespace) -> int:
    found, code = _locate(args.cockatrice)
    if found is None:
        return code
    for line in describe(found):
        print(line)
    from .cards import import_files
    args.files = [str(p) for p in found.card_files()] + list(args.files)
    code = import_files(args)
    if code != 0:
        return code
    if found.pics is not None and not _set_pictures(found.pics):
        return 1
    print(f"{len(found.decks)} Cockatrice deck(s) to open" +
          (f" in {found.decks_dir}" if found.decks_dir else ""))
    return 0
