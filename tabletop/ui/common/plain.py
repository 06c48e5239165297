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


# Beside a title's text, a title bar holds the window's icon and buttons (close, maximise,
# minimise) and margins: about this much, in pixels, on the usual window managers.
TITLE_BAR_EXTRA = 160


def title_width(text: str) -> int:
    """How wide a window must be for a title bar to show `text` whole (in bold, as most window
    managers draw titles, and the bar's buttons beside it)."""
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QApplication
    font = QFont(QApplication.font())
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(str(text)) + TITLE_BAR_EXTRA


def set_window_title(widget, text: str) -> None:
    """The window title `text`, as written; a dialog is made at least as wide as the title
    needs, so that no window manager cuts it ("Cast fa… down"), up to the screen's width: a
    title is short, the dialog says the rest."""
    widget.setWindowTitle(window_title(text))
    from PySide6.QtWidgets import QApplication, QDialog
    if isinstance(widget, QDialog):
        screen = widget.screen() or QApplication.primaryScreen()
        most = screen.availableGeometry().width() * 9 // 10 if screen is not None else 1200
        fit = widget.findChild(_TitleFit)
        if fit is None:
            fit = _TitleFit(widget)
        fit.width = min(title_width(text), most)
        widget.setMinimumWidth(max(widget.minimumWidth(), fit.width))


class _TitleFit(QObject):
    """Keeps a dialog at least as wide as its title needs whenever it is shown: a layout that
    fits its dialog to the contents (QInputDialog's, SetMinAndMaxSize) would make it narrower
    again, so such a layout keeps only its minimum height (SetDefaultConstraint keeps the
    minimum width set here)."""

    width = 0

    def __init__(self, dialog) -> None:
        super().__init__(dialog)
        dialog.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.Show and obj is self.parent():
            from PySide6.QtWidgets import QLayout
            lay = obj.layout()
            if lay is not None and lay.sizeConstraint() == QLayout.SizeConstraint.SetMinAndMaxSize:
                lay.setSizeConstraint(QLayout.SizeConstraint.SetDefaultConstraint)
                obj.setMaximumWidth(16777215)  # (QWIDGETSIZE_MAX: the layout had capped it)
            obj.setMinimumWidth(max(obj.minimumWidth(), self.width))
            if obj.width() < self.width:
                obj.resize(self.width, obj.height())
        return False


def get_item(parent, title: str, label: str, items, current: int = 0,
             editable: bool = False) -> tuple[str, bool]:
    """QInputDialog.getItem whose title fits (`set_window_title`) and whose label shows as
    written: (the item chosen, whether the dialog was accepted)."""
    from PySide6.QtWidgets import QInputDialog
    dlg = QInputDialog(parent)
    dlg.setObjectName("get_item")
    set_window_title(dlg, title)
    dlg.setLabelText(label)
    plain_labels(dlg)
    dlg.setComboBoxItems([str(i) for i in items])
    dlg.setComboBoxEditable(editable)
    if items:
        dlg.setTextValue(str(list(items)[max(0, min(current, len(items) - 1))]))
    ok = bool(dlg.exec())
    text = dlg.textValue()
    dlg.deleteLater()
    return text, ok


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
