"""Find string literals handed to Qt's text-taking calls in tabletop/ui without tr().

A literal (or f-string, or concatenation of literals) given to one of TEXT_CALLS, as a positional
argument or a text keyword, must be wrapped: tr("...") or QT_TR_NOOP("..."). Literals that are not
words (empty, punctuation, symbols, numbers) pass, and ALLOWED lists texts that must stay as they
are in every language (the app's name, card-game shorthand such as P/T)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "tabletop" / "ui"

TEXT_CALLS = {
    "setText", "setPlainText", "setToolTip", "setStatusTip", "setWhatsThis", "setWindowTitle",
    "setPlaceholderText", "setAccessibleName", "setAccessibleDescription", "setTitle",
    "addAction", "addMenu", "addTab", "setTabText", "addItem", "addItems", "insertItem",
    "setItemText", "setHeaderLabels", "setHorizontalHeaderLabels", "setLabelText",
    "setInformativeText", "setDetailedText", "setSuffix", "setPrefix", "setSpecialValueText",
    "showMessage", "addButton", "setButtonText", "setHtml", "setDefaultSuffix",
    "QLabel", "QPushButton", "QToolButton", "QCheckBox", "QRadioButton", "QGroupBox",
    "QAction", "QMenu", "QMessageBox", "information", "warning", "critical", "question",
    "getText", "getItem", "getInt", "getSaveFileName", "getOpenFileName", "message_box",
    "QDialogButtonBox", "QListWidgetItem", "QTreeWidgetItem", "QTableWidgetItem", "QLineEdit",
    "say", "set_status", "status", "announce",
}
# helpers of the UI whose Nth argument is a text they translate themselves (tr(text)): its
# literal must be marked QT_TR_NOOP so that lupdate collects it
TEXT_ARG = {"_act": 1, "act": 1, "Act": 1}
TEXT_KEYWORDS = {"text", "title", "label", "tooltip", "caption", "placeholder", "message"}
WRAPPERS = {"tr", "QT_TR_NOOP", "QT_TRANSLATE_NOOP", "translate", "plain"}

ALLOWED = {
    "tabletop",  # the app's name
    "P/T",
    "Alice", "Bob",  # example player names (placeholders)
    "4 Grizzly Bears\n20 Forest",  # an example decklist: card names stay as they are
    "json",  # a file name's suffix
    "game.tabletop", "game-.json", "position-.json", "Bob.invite",  # file names
    '{"format": "tabletop-invite/1", ...}',  # the invite format, as written
    "your turn soon, Bob",  # a chat line (players' words) in a network screenshot
}
NOT_WORDS = re.compile(r"^[\W\d_]*$|^[+\-−×x]\d*$|^#\d*$")


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def _literal_texts(node: ast.expr) -> list[str]:
    """The literal text pieces of an unwrapped expression, [] when it is wrapped or not text."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return ["".join(v.value for v in node.values
                        if isinstance(v, ast.Constant) and isinstance(v.value, str))]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _literal_texts(node.left) + _literal_texts(node.right)
    if isinstance(node, ast.IfExp):
        return _literal_texts(node.body) + _literal_texts(node.orelse)
    if isinstance(node, ast.Call) and _name(node.func) == "format" and isinstance(
            node.func, ast.Attribute):
        return _literal_texts(node.func.value)
    if isinstance(node, ast.Call) and _name(node.func) == "join" and isinstance(
            node.func, ast.Attribute):
        return []
    return []


def needs_wrap(text: str) -> bool:
    t = text.strip()
    return bool(t) and not NOT_WORDS.match(t) and t not in ALLOWED


def unwrapped(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text("utf-8"), str(path))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        if name in TEXT_ARG:
            i = TEXT_ARG[name]
            args = node.args[i:i + 1]
        elif name in TEXT_CALLS:
            args = list(node.args) + [k.value for k in node.keywords if k.arg in TEXT_KEYWORDS]
        else:
            continue
        for a in args:
            for text in _literal_texts(a):
                if needs_wrap(text):
                    found.append((a.lineno, text))
    return found


def hidden_in_fstrings(path: Path) -> list[tuple[int, str]]:
    """tr("...") inside an f-string's braces: lupdate does not read f-strings, so the text
    never reaches the catalogues although it looks wrapped."""
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
        if isinstance(node, ast.JoinedStr):
            for v in ast.walk(node):
                if isinstance(v, ast.Call) and _name(v.func) in WRAPPERS and v.args and \
                        isinstance(v.args[0], ast.Constant):
                    found.append((v.lineno, v.args[0].value))
    return found


def scan() -> list[str]:
    out = []
    for path in sorted(UI.rglob("*.py")):
        name = path.relative_to(UI).as_posix()
        for line, text in unwrapped(path):
            out.append(f"{name}:{line}: {text!r}")
        for line, text in hidden_in_fstrings(path):
            out.append(f"{name}:{line}: {text!r} (tr inside an f-string)")
    return out


if __name__ == "__main__":
    for line in scan():
        print(line)
