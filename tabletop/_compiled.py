"""Compiled modules that are never older than their source.

The build may compile a module with Cython (`packaging/hatch_build.py`) and put it beside its
source, with a stamp of the source it was built from. Python would import the compiled module
first even after the source was edited; `prefer_fresh` imports the source instead whenever the
stamp is missing or differs, so what runs is always what the file says, and always when
`TABLETOP_PURE_PYTHON` is set (to anything but "" or "0") when the program runs, as it skips
compiling when set at install time. `compiled(name)` tells which one runs (the benchmarks print
it).
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from pathlib import Path


def pure_python() -> bool:
    """Whether `TABLETOP_PURE_PYTHON` asks for the pure-Python modules only."""
    return os.environ.get("TABLETOP_PURE_PYTHON", "") not in ("", "0")


def stamp_text(source: Path) -> str:
    """What the build writes beside a compiled module: the SHA-256 of the source it was built
    from, then the source's size and modification time then."""
    import hashlib
    st = source.stat()
    return (f"{hashlib.sha256(source.read_bytes()).hexdigest()}\n"
            f"{st.st_size} {st.st_mtime_ns}\n")


def built_from(stamp: str, source: Path) -> bool:
    """Whether a build whose stamp says `stamp` was built from `source` as it is now. A source
    of the size and modification time the stamp noted is taken as the same without reading
    it (the check runs as the app starts; `hashlib` alone takes longer to import); any other
    is hashed. OSError if the source is missing."""
    words = stamp.split()
    st = source.stat()
    if len(words) == 3 and words[1:] == [str(st.st_size), str(st.st_mtime_ns)]:
        return True
    import hashlib
    return bool(words) and words[0] == hashlib.sha256(source.read_bytes()).hexdigest()


def prefer_fresh(fullname: str) -> None:
    """Before `fullname` is first imported: if the module that would be imported is compiled
    but not from the source beside it, or `TABLETOP_PURE_PYTHON` is set, import that source
    instead."""
    if fullname in sys.modules:
        return
    spec = importlib.util.find_spec(fullname)
    if spec is None or spec.origin is None:
        return
    origin = Path(spec.origin)
    if not isinstance(spec.loader, importlib.machinery.ExtensionFileLoader):
        return
    source = origin.with_name(fullname.rsplit(".", 1)[-1] + ".py")
    stamp = origin.with_name(fullname.rsplit(".", 1)[-1] + ".build-hash")
    try:
        fresh = built_from(stamp.read_text("ascii"), source)
    except OSError:  # no stamp, or no source: a build of unknown origin
        fresh = not source.exists()
    if fresh and not (pure_python() and source.exists()):
        return
    pure = importlib.util.spec_from_file_location(fullname, source)
    if pure is None or pure.loader is None:  # not so for a .py file
        raise ImportError(f"can't load {source}", name=fullname)
    module = importlib.util.module_from_spec(pure)
    sys.modules[fullname] = module
    try:
        pure.loader.exec_module(module)
    except BaseException:
        del sys.modules[fullname]
        raise
    parent, _, child = fullname.rpartition(".")
    setattr(sys.modules[parent], child, module)  # as an import statement would


def compiled(fullname: str) -> bool:
    """Whether the compiled build of `fullname` is the one imported."""
    module = sys.modules.get(fullname)
    return module is not None and not str(getattr(module, "__file__", "")).endswith(".py")
