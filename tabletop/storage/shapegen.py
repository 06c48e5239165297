"""Writes `logshape.py`: the save schema's log entries as checks compiled with Cython.

    python -m tabletop.storage.shapegen          # (re)write tabletop/storage/logshape.py
    python -m tabletop.storage.shapegen --check  # exit 1 if it differs from the schema's

`logshape.py` is generated, not kept in the repository (it is git-ignored): the build hook
(`packaging/hatch_build.py`) writes it at install time, before compiling it, with the pydantic
of the build's environment (`[build-system] requires`, pinned by packaging/constraints.txt as
the app's is). A checkout that was never installed has none, and the loader leaves the log's
checks to pydantic alone.

`pydantic`'s `validate_json` of a long log spends two thirds of its time building a tree of JSON
values and then the Python objects from it; its checks are the small part. `logshape.py` reads a
log with `pydantic_core.from_json` (pydantic's own parser, so numbers, escapes and repeated keys
read exactly as the schema reads them, in one pass) and checks each entry with C functions
generated here from the core schema of `schema.fast_pieces()`'s log entries: the same types, the
same bounds, the same required and forbidden keys.

The checks recognize a subset of what the schema takes: values it takes *as they are*. Where
pydantic would convert a value (a whole number where only a float goes: it gives a float) the
check says no, and the loader validates that log with pydantic, which takes it converted or
refuses it with its messages. A log the checks take is the document pydantic gives for it, value
for value (dict keys stay in the file's order, the schema's in every file `dump_game` writes).

The generator knows the kinds of schema node the format uses (`_KEYS`); a node of any other
kind, or a setting it does not know (a pattern, an alias, a validator), stops it with
`SchemaNotCovered`, and a test runs it against the current schema, so a change of the format
cannot leave the checks behind.
"""

from __future__ import annotations

import math
import sys
import typing
from pathlib import Path
from typing import Any

from . import schema as S

TARGET = Path(__file__).with_name("logshape.py")

_COMMON = frozenset(("type", "metadata", "ref", "strict", "serialization"))
_KEYS: dict[str, frozenset[str]] = {k: _COMMON | frozenset(v) for k, v in {
    "any": (), "bool": (), "none": (),
    "str": ("min_length", "max_length", "pattern"),
    "int": ("ge", "le"),
    "float": ("ge", "le", "allow_inf_nan"),
    "nullable": ("schema",),
    "literal": ("expected",),
    "list": ("items_schema", "min_length", "max_length"),
    "dict": ("keys_schema", "values_schema", "min_length", "max_length"),
    "typed-dict": ("fields", "computed_fields", "extra_behavior", "config", "cls", "total"),
    "typed-dict-field": ("schema", "required"),
    "tagged-union": ("choices", "discriminator", "from_attributes"),
    "union": ("choices", "mode"),
    "definitions": ("schema", "definitions"),
    "definition-ref": ("schema_ref",),
}.items()}
_CONFIG_KEYS = frozenset(("extra_fields_behavior", "strict", "str_max_length", "title"))

# The patterns of the format's text (`schema.Timestamp`, `schema.Url`, `schema.NOTE_PATTERN`),
# each as a test of Python's that takes no text pydantic's regex refuses: its digits ASCII only
# (`\d` also takes other scripts' digits: such a time is left to pydantic), its end the text's
# end (`\Z`: Python's `$` would also take a line break before it, the Rust regex's does not).
# Another pattern stops the generator.
_PATTERNS = {
    r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$":
        ("re", r"[0-9]{4}-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z\Z"),
    r"^https?://": ("prefix", ("http://", "https://")),
    r"^[^\u0000-\u0009\u000b-\u001f\u007f-\u009f]*$":
        ("re", r"[^\u0000-\u0009\u000b-\u001f\u007f-\u009f]*\Z"),
}
_CONTAINERS = ("list", "dict", "typed-dict", "tagged-union")


class SchemaNotCovered(Exception):
    """The schema has a node the generated checks could not check exactly as pydantic does."""


class _Gen:
    """The checks of a core schema: a C function per container or named node, leaves inline."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.consts: list[str] = []
        self.const_names: dict[str, str] = {}  # a constant's source -> its name
        self.by_ref: dict[str, tuple[str, dict]] = {}  # schema ref -> function name, config
        self.refs: dict[str, dict] = {}
        self.pending: list[tuple[str, dict, dict]] = []
        self.count = 0

    def const(self, ctype: str, source: str) -> str:
        if source not in self.const_names:  # (one constant for equal sources)
            name = f"_c{len(self.const_names)}"
            self.const_names[source] = name
            self.consts.append(f"{name} = cython.declare({ctype}, {source})")
        return self.const_names[source]

    def collect_refs(self, node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("ref"), str):
                self.refs[node["ref"]] = node
            for v in node.values():
                self.collect_refs(v)
        elif isinstance(node, list | tuple):
            for v in node:
                self.collect_refs(v)

    @staticmethod
    def kind(node: dict) -> str:
        kind = node.get("type")
        if not isinstance(kind, str) or kind not in _KEYS:
            raise SchemaNotCovered(f"a schema node of kind {kind!r}")
        extra = set(node) - _KEYS[kind]
        if extra:
            raise SchemaNotCovered(f"a {kind} node with {sorted(extra)}")
        return kind

    def func(self, node: dict, cfg: dict) -> str:
        """The name of the function that checks `node` (written later; one per ref)."""
        if node.get("type") == "typed-dict" and node.get("config"):
            cfg = {}  # its fields read its own configuration, not the one around it
        ref = node.get("ref")
        if isinstance(ref, str) and ref in self.by_ref:
            name, first = self.by_ref[ref]
            if first != cfg:  # (a leaf's bounds may come from the configuration around it)
                raise SchemaNotCovered(f"{ref!r} under two configurations")
            return name
        self.count += 1
        name = f"_f{self.count}"
        if isinstance(ref, str):
            self.by_ref[ref] = name, cfg
        self.pending.append((name, node, cfg))
        return name

    def expr(self, node: dict, v: str, cfg: dict) -> str:
        """A Python expression, true exactly when the schema takes the value `v` as it is."""
        kind = self.kind(node)
        if isinstance(node.get("ref"), str) or kind in _CONTAINERS:
            return f"{self.func(node, cfg)}({v})"
        leaf = self._LEAVES.get(kind)
        if leaf is None:
            raise SchemaNotCovered(f"a {kind} node here")
        return leaf(self, node, v, cfg)

    # -- the expression of each kind of leaf node (and of a reference), for `expr`
    def _any(self, node: dict, v: str, cfg: dict) -> str:
        return "True"

    def _none(self, node: dict, v: str, cfg: dict) -> str:
        return f"{v} is None"

    def _bool(self, node: dict, v: str, cfg: dict) -> str:
        return f"({v} is True or {v} is False)"

    def _str(self, node: dict, v: str, cfg: dict) -> str:
        lo = node.get("min_length", 0)
        hi = node.get("max_length", cfg.get("str_max_length"))
        if type(lo) is not int or not (hi is None or type(hi) is int):
            raise SchemaNotCovered("a str node's bounds")
        return "(" + " and ".join([f"type({v}) is str"] + (
            [f"{lo} <= len({v})"] if lo else []) + (
            [f"len({v}) <= {hi}"] if hi is not None else []) + (
            [self.pattern(node["pattern"], v)] if "pattern" in node else [])) + ")"

    def pattern(self, pattern: Any, v: str) -> str:
        """The test of text `v` against a pattern of `_PATTERNS`."""
        how, arg = _PATTERNS.get(pattern, (None, None)) if type(pattern) is str else (None, None)
        if how == "prefix":
            return f"{v}.startswith({arg!r})"
        if how == "re":
            return f"{self.const('object', f're.compile({arg!r}).match')}({v}) is not None"
        raise SchemaNotCovered(f"a pattern {pattern!r}")

    def _int(self, node: dict, v: str, cfg: dict) -> str:
        return "(" + " and ".join([f"type({v}) is int", *self.bounds(node, v)]) + ")"

    def _float(self, node: dict, v: str, cfg: dict) -> str:
        parts = [f"type({v}) is float", *self.bounds(node, v)]
        if node.get("allow_inf_nan", True) is False and ("ge" not in node or "le" not in node):
            parts.append(f"{v} - {v} == 0.0")  # finite: inf - inf and nan - nan are nan
        return "(" + " and ".join(parts) + ")"

    def _nullable(self, node: dict, v: str, cfg: dict) -> str:
        return f"({v} is None or {self.expr(node['schema'], v, cfg)})"

    def _literal(self, node: dict, v: str, cfg: dict) -> str:
        expected = node["expected"]
        parts = []
        for t in (str, int):  # (a literal 1 does not take true, nor 1.0: strict)
            values = sorted(e for e in expected if type(e) is t)
            if values:
                name = self.const("frozenset", "frozenset((" + ", ".join(
                    repr(e) for e in values) + ",))")
                parts.append(f"(type({v}) is {t.__name__} and {v} in {name})")
        parts += [f"{v} is {e!r}" for e in (True, False, None) if any(
            x is e for x in expected)]
        if not parts or len([e for e in expected if type(e) in (str, int, bool)
                             or e is None]) != len(expected):
            raise SchemaNotCovered("a literal of other than text, numbers, true, false, null")
        return "(" + " or ".join(parts) + ")"

    def _union(self, node: dict, v: str, cfg: dict) -> str:
        choices = [c[0] if isinstance(c, tuple | list) else c for c in node["choices"]]
        # pydantic may take a whole number for a float member, converted: only the last
        # member may be a float, so that each member before it is tried exactly
        for c in choices[:-1]:
            if self.unwrap(c).get("type") == "float":
                raise SchemaNotCovered("a union with a float member before another")
        return "(" + " or ".join(self.expr(c, v, cfg) for c in choices) + ")"

    def _definition_ref(self, node: dict, v: str, cfg: dict) -> str:
        ref = node["schema_ref"]
        if ref not in self.refs:
            raise SchemaNotCovered(f"an unknown definition {ref!r}")
        return f"{self.func(self.refs[ref], cfg)}({v})"

    _LEAVES = {"any": _any, "none": _none, "bool": _bool, "str": _str, "int": _int,
               "float": _float, "nullable": _nullable, "literal": _literal, "union": _union,
               "definition-ref": _definition_ref}

    def unwrap(self, node: dict) -> dict:
        while node.get("type") in ("nullable", "definition-ref"):
            node = node["schema"] if node["type"] == "nullable" else self.refs[node["schema_ref"]]
        return node

    @staticmethod
    def bounds(node: dict, v: str) -> list[str]:
        out = []
        for key, op in (("ge", "<="), ("le", ">=")):
            if key in node:
                b = node[key]
                if type(b) not in (int, float) or not math.isfinite(b):
                    raise SchemaNotCovered(f"a bound {b!r}")
                out.append(f"{b!r} {op} {v}")
        return out

    def header(self, name: str, local: str = "") -> None:
        self.lines += ["", "", "@cython.cfunc"]
        if local:
            self.lines.append(f"@cython.locals({local})")
        self.lines += ["@cython.returns(cython.bint)", "@cython.exceptval(check=False)",
                       f"def {name}(v):"]

    def lengths(self, node: dict, var: str) -> None:
        """A list's or a dict's bounds on its length, if it has any."""
        lo, hi = node.get("min_length", 0), node.get("max_length")
        if type(lo) is not int or not (hi is None or type(hi) is int):
            raise SchemaNotCovered("a container's bounds")
        tests = ([f"len({var}) < {lo}"] if lo else []) + (
            [f"len({var}) > {hi}"] if hi is not None else [])
        if tests:
            self.lines += ["    if " + " or ".join(tests) + ":", "        return False"]

    def write(self, name: str, node: dict, cfg: dict) -> None:
        kind = self.kind(node)
        out = self.lines
        if kind == "list":
            self.header(name, "items=list")
            out += ["    if type(v) is not list:", "        return False", "    items = v"]
            self.lengths(node, "items")
            item = self.expr(node["items_schema"], "x", cfg)
            if item != "True":
                out += ["    for x in items:", f"        if not {item}:",
                        "            return False"]
            out.append("    return True")
        elif kind == "dict":
            self.header(name, "d=dict")
            out += ["    if type(v) is not dict:", "        return False", "    d = v"]
            self.lengths(node, "d")
            key = self.expr(node.get("keys_schema", {"type": "any"}), "k", cfg)
            value = self.expr(node.get("values_schema", {"type": "any"}), "x", cfg)
            if (key, value) != ("True", "True"):
                out += ["    for k, x in d.items():", f"        if not ({key} and {value}):",
                        "            return False"]
            out.append("    return True")
        elif kind == "typed-dict":
            config = node.get("config") or {}
            if set(config) - _CONFIG_KEYS or config.get("extra_fields_behavior") not in (
                    None, "forbid") or node.get("computed_fields"):
                raise SchemaNotCovered(f"a typed dict's settings {sorted(config)}")
            # a configuration replaces the one around it; of it, only the bound of text matters
            # here (strict: values are taken exactly as they are; extra keys: refused below)
            inner = {"str_max_length": config.get("str_max_length")} if config else cfg
            self.header(name, "d=dict, n=cython.Py_ssize_t")
            out += ["    if type(v) is not dict:", "        return False", "    d = v",
                    "    n = 0"]
            for field, f in node["fields"].items():
                self.kind(f)
                test = self.expr(f["schema"], "x", inner)
                out.append(f"    x = d.get({field!r}, _MISSING)")
                if f.get("required", True):
                    out += ["    if x is _MISSING:", "        return False"]
                    if test != "True":
                        out += [f"    if not {test}:", "        return False"]
                    out.append("    n += 1")
                else:
                    out.append("    if x is not _MISSING:")
                    if test != "True":
                        out += [f"        if not {test}:", "            return False"]
                    out.append("        n += 1")
            out.append("    return n == len(d)  # every key is one of the fields")
        elif kind == "tagged-union":
            tag = node["discriminator"]
            choices = node["choices"]
            if not isinstance(tag, str) or not all(type(t) is str for t in choices):
                raise SchemaNotCovered("a tagged union told apart by other than one text key")
            tags = sorted(choices)
            table = self.const("dict", "{" + ", ".join(
                f"{t!r}: {i}" for i, t in enumerate(tags)) + "}")
            self.header(name, "d=dict, i=cython.Py_ssize_t")
            out += ["    if type(v) is not dict:", "        return False", "    d = v",
                    f"    t = d.get({tag!r})", "    if type(t) is not str:",
                    "        return False", f"    i = {table}.get(t, -1)"]
            for i, t in enumerate(tags):
                out += [f"    if i == {i}:", f"        return {self.func(choices[t], cfg)}(d)"]
            out.append("    return False")
        else:  # a leaf or a union that has a ref of its own: its expression
            body = {k: v for k, v in node.items() if k != "ref"}
            self.header(name)
            out.append(f"    return {self.expr(body, 'v', cfg)}")

    def module(self, root: dict, lines_root: dict | None = None,
               head_root: dict | None = None) -> str:
        """The module: `check_entries` of the items of the list `root`, `check_lines` of those
        of `lines_root`, `check_head` of the value `head_root` (none taken without one)."""
        top = self.top(root)
        top_lines = self.top(lines_root) if lines_root is not None else "_none"
        top_head = self.top(head_root) if head_root is not None else "_none"
        while self.pending:
            self.write(*self.pending.pop(0))
        return _TEMPLATE.format(consts="\n".join(self.consts), functions="\n".join(
            self.lines), top=top, top_lines=top_lines, top_head=top_head,
            max_entries=S.MAX_EVENTS)

    def top(self, root: dict) -> str:
        """The function that checks each item of the list `root` (or `root`'s value, when it
        is not a list)."""
        self.collect_refs(root)
        if root.get("type") == "definitions":
            self.kind(root)
            root = root["schema"]
        if root.get("type") == "list":
            root = root["items_schema"]
        return self.func(root, {})


_TEMPLATE = '''"""The save schema's log entries as checks compiled with Cython (see `shapegen.py`).

Generated by `python -m tabletop.storage.shapegen` from `tabletop.storage.schema`: do not edit.
"""
# ruff: noqa
# mypy: ignore-errors
# fmt: off

from __future__ import annotations

import re

import pydantic_core

try:  # compiled (packaging/hatch_build.py), `cython` is the compiler's
    import cython
    COMPILED = cython.compiled
except ImportError:  # no Cython here: the same checks as plain Python, only slower
    COMPILED = False

    class cython:  # the few names used below, doing nothing
        bint = Py_ssize_t = object

        @staticmethod
        def declare(ctype, value=None):
            return value

        @staticmethod
        def cfunc(f):
            return f

        @staticmethod
        def locals(*args, **kw):
            return lambda f: f

        returns = exceptval = locals

MAX_ENTRIES = {max_entries}
_MISSING = cython.declare(object, object())
{consts}
{functions}


def check_entries(log) -> bool:
    """Whether every item of the list `log` is a log entry the schema takes as it is."""
    if type(log) is not list or len(log) > MAX_ENTRIES:
        return False
    for entry in log:
        if not {top}(entry):
            return False
    return True


def check_lines(lines) -> bool:
    """Whether every item of the list `lines` is a journal line the schema takes as it is (an
    export's: `storage.review`)."""
    if type(lines) is not list or len(lines) > MAX_ENTRIES:
        return False
    for line in lines:
        if not {top_lines}(line):
            return False
    return True


def check_head(head) -> bool:
    """Whether `head` is a redacted export without its log that the schema takes as it is (an
    export's, as `storage.review` writes it)."""
    return {top_head}(head)


@cython.locals(d=dict)
def begin_with_n(lines) -> bool:
    """Whether every item of the list `lines` is a dict whose first key is "n" (as a journal
    line is: `storage.exports.each_json` cuts their JSON where one begins)."""
    for line in lines:
        if type(line) is not dict:
            return False
        d = line
        for key in d:
            if key != "n":
                return False
            break
        else:
            return False
    return True


def _none(v):
    return False


def read_log(piece) -> list | None:
    """The log entries of `piece` (the bytes of a JSON array of them), or None unless every one
    is an entry the schema takes as it is (the caller then asks pydantic, for its verdict)."""
    try:
        log = pydantic_core.from_json(piece, allow_inf_nan=False)
    except ValueError:  # not JSON, or nested too deep: pydantic says what is wrong
        return None
    return log if check_entries(log) else None
'''


def module_source() -> str:
    from pydantic import TypeAdapter
    lines = TypeAdapter(typing.cast(Any, list)[S.LogLine])  # (as `exports.adapters` checks)
    return _Gen().module(dict(S.fast_pieces()[1].core_schema), dict(lines.core_schema),
                         dict(TypeAdapter(S.SharedHead).core_schema))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    text = module_source()
    if "--check" in argv:
        if not TARGET.exists() or TARGET.read_text("utf-8") != text:
            print(f"{TARGET} is not what the schema makes: run python -m "
                  "tabletop.storage.shapegen", file=sys.stderr)
            return 1
        return 0
    if TARGET.exists() and TARGET.read_text("utf-8") == text:
        print(f"{TARGET} is up to date")  # (not rewritten: its time stays its build's)
        return 0
    TARGET.write_text(text, "utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
