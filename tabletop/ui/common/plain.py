"""Text that comes from a file, a player, a card or the network, shown as written in every widget.

Qt guesses. A QLabel (and so a tooltip, a message box, the label of a dialog) shows its text as
rich text when `Qt.mightBeRichText` finds a tag before the first line break, and rich text loads
`<img src=...>` from anywhere: a player or an export title named `<img src=/dev/zero>` read
/dev/zero into the status bar until memory ran out. Every surface that shows such a string goes
through here:

- labels: `label()` makes a QLabel that shows plain text; `set_plain_text()` sets the text of an
  existing label, button, action or message box so that it shows as written;
- tooltips (Qt always guesses for them): `tooltip()` escapes exactly when Qt would take the text
  for rich text, so an ordinary tooltip stays the same string;
- message boxes: `message_box()` and `ask()` (plain text; the details are plain already);
- window titles: `set_window_title()` keeps a literal "[*]" (Qt's "modified" placeholder);
- menu entries and buttons: `action_text()` doubles "&" (Qt's shortcut marker) and makes a tab
  (the start of the shortcut column) a space; the undo and redo actions: `undo_action()`;
- rich text we build ourselves (the lesson feedback and the picker's details): `escape()`.

Plain already, nothing to do: `QStatusBar.showMessage`, the text of list, tree and combo box
items, `QPlainTextEdit`, `QGraphicsSimpleTextItem`, `QPainter.drawText` (card art), accessible
names."""

from __future__ import annotations

import html

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import Qt  # (QtGui's: it has mightBeRichText)
from PySide6.QtWidgets import QAbstractButton, QLabel, QMessageBox


def escape(text: str) -> str:
    """`text` as HTML that shows it as written (for the few places that are rich text)."""
    return html.escape(str(text))


def label(text: str = "", parent=None) -> QLabel:
    """A QLabel that shows its text as written, markup and all."""
    w = QLabel(parent)
    w.setTextFormat(Qt.PlainText)
    w.setText(text)
    return w


def set_plain_text(widget, text: str) -> None:
    """Show `text` as written on a label, a message box, a button or an action."""
    if isinstance(widget, (QLabel, QMessageBox)):
        widget.setTextFormat(Qt.PlainText)
        widget.setText(text)
    elif isinstance(widget, QAbstractButton) or hasattr(widget, "setText"):
        widget.setText(action_text(text))
    else:
        raise TypeError(f"no plain text for {type(widget).__name__}")


def plain_labels(widget) -> None:
    """Every label inside `widget` (a QInputDialog's, whose label text may name a player)
    shows its text as written."""
    for lab in widget.findChildren(QLabel):
        lab.setTextFormat(Qt.PlainText)


def tooltip(text: str) -> str:
    """A tooltip that shows `text` as written. Qt shows a tooltip as rich text exactly when
    `Qt.mightBeRichText` says so; such a text comes back escaped (its spaces and line breaks
    kept), any other as it is."""
    text = str(text or "")
    if not Qt.mightBeRichText(text):
        return text
    return f'<p style="white-space:pre-wrap">{escape(text)}</p>'


def action_text(text: str) -> str:
    """A menu entry's or a button's text that shows `text` as written."""
    return str(text).replace("&", "&&").replace("\t", " ")


def window_title(text: str) -> str:
    """A window title that shows `text` as written ("[*]" included)."""
    return str(text).replace("[*]", "[*][*]")


def set_window_title(widget, text: str) -> None:
    widget.setWindowTitle(window_title(text))


def message_box(icon, title: str, text: str, buttons=None, parent=None) -> QMessageBox:
    """A QMessageBox (not shown yet) whose title and text show as written."""
    box = QMessageBox(icon, window_title(title), "",
                      QMessageBox.Ok if buttons is None else buttons, parent)
    set_plain_text(box, text)
    return box


def ask(parent, title: str, text: str) -> bool:
    """A yes/no question (QMessageBox.question, with its text shown as written)."""
    box = message_box(QMessageBox.Question, title, text, QMessageBox.Yes | QMessageBox.No,
                      parent)
    return box.exec() == QMessageBox.Yes


def undo_action(stack, parent, prefix: str, redo: bool = False):
    """The stack's undo (or redo) action; the command's text (card names, players) shows as
    written after `prefix` ("Undo Tap: Bo & Co", not "Undo Tap: Bo _Co")."""
    a = (stack.createRedoAction if redo else stack.createUndoAction)(parent, prefix)
    follow = _UndoText(a, prefix)  # connected after Qt's own, which sets the text raw
    (stack.redoTextChanged if redo else stack.undoTextChanged).connect(follow.set_text)
    follow.set_text(stack.redoText() if redo else stack.undoText())
    return a


class _UndoText(QObject):
    """Sets an undo action's text; a child of the action, so it goes (and is disconnected)
    with it."""

    def __init__(self, action, prefix: str) -> None:
        super().__init__(action)
        self.action, self.prefix = action, prefix

    def set_text(self, text: str) -> None:
        if not shiboken6.isValid(self.action):  # going: the stack told it before the child
            return
        self.action.setText(f"{self.prefix} {action_text(text)}" if text else self.prefix)
