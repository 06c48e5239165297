"""Build hook (hatchling): compile the hottest pure-Python modules with Cython, when it can.

`tabletop/storage/replay.py` replays a saved log, change by change; compiled as it is, without
a line changed, it replays a third faster. `tabletop/storage/logshape.py` (generated from the
save schema by `shapegen.py`) checks a log's entries as the schema does, in C functions: with
it, reading a long log takes two thirds of pydantic's time. `tabletop/model/setup.py` (the board
a setup describes: every card of a save) and `tabletop/model/invariants.py` (checked before and
after a replay) are a quarter faster compiled as they are, `tabletop/rules/journal.py` (a
seat's journal, read entry by entry for the first export of a long game) a sixth, and
`tabletop/storage/checkpoint.py` (the checkpoints a load compares and a save writes, card by
card) twice as fast. All keep loading a long game within issue 3's budget. The source stays
the only truth: a compiled module sits beside it with a stamp of the source it was built from
(`replay.build-hash`), and
`tabletop._compiled` imports the source instead whenever the two differ (an edited file is never
shadowed by an old build) or the compiled module is missing. Nothing depends on the compiled
module: without Cython or a C compiler, the build goes on, pure Python, and says so.

`logshape.py` itself is generated here, before it is compiled, and is not in the repository
(git-ignored): `shapegen.py` writes it from the schema's pydantic types, with the pydantic of this
build's isolated environment (`[build-system] requires`; pip pins it to packaging/constraints.txt
through PIP_CONSTRAINT, as it pins the app's). It is written even when nothing is compiled
(`TABLETOP_PURE_PYTHON`), for the tests that compare it with the plain-Python checks; when it
cannot be written, the build goes on without it and the loader leaves the log to pydantic alone.

Editable installs (`pip install -e .`, what the README's commands do) generate and compile in
place, beside the source; wheels carry the generated module, the compiled modules and their
stamps (as build artifacts: hatch leaves git-ignored files out of a wheel otherwise).
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

COMPILED = ("tabletop/storage/replay.py", "tabletop/storage/logshape.py",
            "tabletop/storage/checkpoint.py", "tabletop/model/setup.py",
            "tabletop/model/invariants.py", "tabletop/rules/journal.py")
GENERATED = "tabletop/storage/logshape.py"

# Runs `shapegen` in the build's Python. `tabletop.storage`'s __init__ imports the whole storage
# (orjson, ...), which the build environment does not have; the generator needs only the schema
# (pydantic and `tabletop.model`), so the package is stood in for by an empty one.
_SHAPEGEN = """
import sys, types
root = sys.argv[1]
sys.path.insert(0, root)
import tabletop
storage = types.ModuleType("tabletop.storage")
storage.__path__ = [root + "/tabletop/storage"]
sys.modules["tabletop.storage"] = storage
from tabletop.storage import shapegen
sys.exit(shapegen.main([]))
"""


def _generate(root: Path) -> bool:
    """Write `GENERATED` from the schema; whether it is there, up to date, afterwards."""
    env = {**os.environ, "TABLETOP_PURE_PYTHON": "1"}  # the model's sources, not its builds
    try:
        out = subprocess.run([sys.executable, "-c", _SHAPEGEN, str(root)], cwd=root, env=env,
                             capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.SubprocessError) as exc:
        print(f"tabletop: {GENERATED} not generated ({exc})", file=sys.stderr)
        return False
    if out.returncode != 0:
        print(f"tabletop: {GENERATED} not generated: the loader will check logs with pydantic "
              f"alone\n{out.stderr.strip()}", file=sys.stderr)
        return False
    print(f"tabletop: {out.stdout.strip()}", file=sys.stderr)
    return True


def _stamps(root: Path):
    """`tabletop/_compiled.py` (standard library only), read from the tree: the one place that
    says what a build's stamp holds and when it is the source's (the build environment has no
    tabletop to import)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("_tabletop_compiled",
                                                  root / "tabletop" / "_compiled.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class SpeedupsHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        if self.target_name != "wheel":
            return
        root = Path(self.root)
        generated = _generate(root)
        if generated and version != "editable":
            build_data["artifacts"].append(GENERATED)  # (git-ignored: not in a wheel otherwise)
        if os.environ.get("TABLETOP_PURE_PYTHON", "") not in (
                "", "0"):  # as tabletop._compiled.pure_python() reads it at run time
            return
        built = []
        for rel in COMPILED:
            if rel == GENERATED and not generated:
                continue  # (an older one may be there: not compiled, not shipped)
            try:
                built += self._compile(root, rel)
            except Exception as exc:  # noqa: BLE001 (no Cython, no compiler: pure Python)
                print(f"tabletop: {rel} stays pure Python ({type(exc).__name__}: {exc})",
                      file=sys.stderr)
        if built and version != "editable":
            build_data["pure_python"] = False
            build_data["infer_tag"] = True
            build_data["artifacts"] += [p.relative_to(root).as_posix() for p in built]

    def _compile(self, root: Path, rel: str) -> list[Path]:
        from Cython.Build import cythonize
        from setuptools import Distribution, Extension
        from setuptools.command.build_ext import build_ext

        src = root / rel
        name = rel[:-3].replace("/", ".")
        out = src.with_name(src.stem + sysconfig.get_config_var("EXT_SUFFIX"))
        stamp = src.with_name(src.stem + ".build-hash")
        stamps = _stamps(root)
        if out.exists() and stamp.exists() and stamps.built_from(stamp.read_text("ascii"), src):
            stamp.write_text(stamps.stamp_text(src), encoding="ascii")  # (a checkout's time)
            print(f"tabletop: {out.name} is up to date", file=sys.stderr)
            return [out, stamp]
        ext = Extension(name, [str(src)])
        # annotations are documentation here, not C types: the compiled module must behave
        # exactly as the source (same errors for the same bad input)
        modules = cythonize([ext], quiet=True, language_level=3, compiler_directives={
            "annotation_typing": False, "binding": True, "embedsignature": False})
        dist = Distribution({"ext_modules": modules, "script_name": "hatch_build.py"})
        cmd = build_ext(dist)
        cmd.inplace = True  # beside the source, from the project's root
        here = os.getcwd()
        with tempfile.TemporaryDirectory() as tmp:
            cmd.build_temp = cmd.build_lib = tmp
            cmd.ensure_finalized()
            os.chdir(root)
            try:
                cmd.run()
            finally:
                os.chdir(here)
        stamp.write_text(stamps.stamp_text(src), encoding="ascii")
        src.with_suffix(".c").unlink(missing_ok=True)  # generated, 20,000 lines: not kept
        print(f"tabletop: compiled {rel} -> {out.name}", file=sys.stderr)
        return [out, stamp]
