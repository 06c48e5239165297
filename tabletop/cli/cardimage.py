"""`tabletop cards image NAME --out FILE.png`: a card's image from the user's pictures folder, the
cache or a download (the order the app uses, `tabletop.carddata.images`), written as PNG. Prints
one line, `local PATH`, `cache PATH` or `download URL`; exit 1 when there is no image (unknown
card, nothing found, download failed), 2 for a usage error. Qt (QImage, for the conversion to
PNG; no application object needed) is imported only when an image is found."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tabletop.carddata import CardDatabase, CardDataError
from tabletop.carddata import images as I


def add_parser(csub) -> None:
    p = csub.add_parser(
        "image", help="write a card's image as PNG (pictures folder, cache, download)",
        description="Find a card's image the way the app does: your pictures folder "
        "(Cockatrice's pics layout or SET/NAME.jpg, NAME.jpg), then the image cache, then a "
        "download from the image sources in the settings. Source templates use the fields "
        f"{', '.join('{' + f + '}' for f in I.FIELDS)} ({{name}} percent-encoded, {{set}} in "
        "lower case).")
    p.add_argument("name", metavar="NAME")
    p.add_argument("--out", required=True, metavar="FILE.png", help="where to write the PNG")
    p.add_argument("--set", metavar="SET", help="the printing's set code")
    p.add_argument("--pics", metavar="DIR", help="pictures folder instead of the settings' one "
                   "(allows a download even when downloads are off in the settings)")
    p.add_argument("--source", action="append", metavar="TEMPLATE", help="a URL template "
                   "instead of the settings' sources (repeatable; allows a download)")
    p.add_argument("--offline", action="store_true", help="never download")
    p.add_argument("--lang", default="en", metavar="LANG", help="the card language: the "
                   "image in it when the card has a printing in it, else in English; a "
                   "template's {lang} is Scryfall's code of it (zh: zhs) (default: en)")
    p.set_defaults(func=cmd_image)


def _settings() -> I.ImageSettings:
    from tabletop.storage import paths
    try:  # the app's settings file (tabletop.ui.files.fileops writes it)
        data = json.loads((paths.config_dir() / "ui.json").read_text("utf-8"))
    except (OSError, ValueError):
        data = {}
    return I.ImageSettings.from_dict(data)


def _usage(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def cmd_image(args: argparse.Namespace) -> int:
    from tabletop.storage import paths
    for t in args.source or ():
        problem = I.check_template(t)
        if problem:
            return _usage(f"--source {problem}")
    if args.pics and not Path(args.pics).is_dir():
        return _usage(f"--pics {args.pics}: not a folder")
    if not args.lang or len(args.lang) > 10 or not args.lang.replace("-", "").isalnum():
        return _usage(f"--lang {args.lang!r}: not a language code (e.g. en, de, ja)")
    out = Path(args.out)
    if not out.parent.is_dir():
        return _usage(f"--out {args.out}: no folder {out.parent}")
    try:
        with CardDatabase.open(args.db) as db:
            facts = db.find_dict(args.name)
    except CardDataError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if facts is None:
        print(f"error: no card called {args.name!r} (try: tabletop cards search)",
              file=sys.stderr)
        return 1
    settings = _settings()
    explicit = bool(args.source or args.pics)
    download = not args.offline and (explicit or I.downloads_on(settings.download))
    ref = I.card_ref(facts, args.lang, args.set)
    cache = I.ImageCache(paths.cache_dir() / "images")
    try:
        found = I.resolve(ref, pics=args.pics or settings.pics or None, cache=cache,
                          sources=args.source or settings.sources, download=download)
    except I.ImageNotFound as exc:
        print(f"error: no image of {facts['name']!r}: {exc}", file=sys.stderr)
        return 1
    from PySide6.QtGui import QImage
    image = QImage()
    if not image.loadFromData(found.data):
        print(f"error: the image from {found.where} can't be read", file=sys.stderr)
        return 1
    if not image.save(str(out), "PNG"):
        print(f"error: can't write {out}", file=sys.stderr)
        return 1
    print(f"{found.source.value} {found.where}")
    return 0
