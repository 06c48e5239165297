"""The one wiring module: QApplication, translators, paths and the main window.

`tabletop` with no subcommand opens the app on a built-in demo game (or `--open FILE`: a save
to play, or a redacted export shown read-only as a shared board from its seat's view);
`tabletop --screenshot OUT.png [--open FILE] [--seat SEAT] [--size WxH]` renders the window
offscreen to a PNG and exits; `--lesson ID [--lesson-step N]` starts a bundled lesson (at step N,
the earlier steps played by their reference solutions). A new game's seed comes from the
operating system's random source; `--seed N` makes it reproducible (screenshots, tests).
`--mode` switches the rules mode with a logged command, as Settings → Rules mode does.

Exit status: 0, 2 for bad arguments or a file it can't open, 70 (`INTERNAL_ERROR`) when opening
a file hit a bug in tabletop (the details are saved to a file, and the message names it). At
every start the temporaries of saves cut short by a kill are removed."""

from __future__ import annotations

import argparse
import os
import sys

from tabletop.model.modes import MODES

USAGE = ("tabletop [FILE | --open FILE] [--replay] [--seat SEAT] "
         "[--screenshot OUT.png [--size WxH] "
         "[--position demo|midgame] [--show table|turn-up-menu|curtain|zone|mistake|preview|"
         "tokens|search|mulligan|players|summary|position-editor] "
         "[--card NAME]] "
         "[--lang CODE] [--mode strict|assist|off] [--seed N] [--lesson ID [--lesson-step N]] "
         "[--edit-position [FILE]]")
DIALOG_SHOTS = ("tokens", "search", "mulligan")  # --show: a dialog over the table, drawn alone
EDITOR_SHOT = "position-editor"  # --show: the position editor at --position's board, alone
INTERNAL_ERROR = 70  # (sysexits' EX_SOFTWARE) a bug of tabletop's, not a bad file or argument


class _InternalError(ValueError):
    """Opening the file given on the command line hit a bug (its text says where the details
    are)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # a clear message, never a traceback
        raise ValueError(message)


def build_parser() -> argparse.ArgumentParser:
    """The app's options (`tabletop --help` shows them with the subcommands, see
    `tabletop.cli.overview`)."""
    p = _Parser(prog="tabletop", usage=USAGE, description="A tabletop for face-down play.")
    p.add_argument("file", nargs="?", help="a saved game to open (same as --open)")
    p.add_argument("--open", metavar="FILE", help="a save to play, or a redacted export to "
                   "look at read-only")
    p.add_argument("--seat", help="the seat at the table (default: the first player)")
    p.add_argument("--spectator", action="store_true", help="public information only")
    p.add_argument("--screenshot", metavar="OUT.png", help="draw the window offscreen into a "
                   "PNG file and exit")
    p.add_argument("--size", default="1600x1000", help="with --screenshot: the window's size "
                   "(default 1600x1000)")
    p.add_argument("--position", choices=("demo", "midgame"), default="demo",
                   help="the new game: the demo's opening hands, or a midgame board with "
                   "face-down objects of every kind")
    p.add_argument("--show", choices=("table", "turn-up-menu", "curtain", "zone", "mistake",
                                       "preview", "players", "summary", EDITOR_SHOT,
                                       *DIALOG_SHOTS),
                   default="table", help="with --screenshot: what to draw")
    p.add_argument("--card", metavar="NAME", help="with --show preview: the card to preview "
                   "(as the seat names it); default: the first of the seat's cards with text")
    p.add_argument("--lesson", metavar="ID", help="a bundled lesson's id, or a lesson file "
                   "(FILE.json)")
    p.add_argument("--lesson-step", metavar="N", type=int, default=1,
                   help="with --lesson: start at step N (the earlier steps played)")
    p.add_argument("--lang", default=None, metavar="CODE",
                   help="the language of card names and text (en, de, es, fr, it, ja, zh)")
    p.add_argument("--ui-language", default=None, metavar="CODE",
                   help="the language of menus, dialogs and lessons (en, de, es, fr, it, ja, "
                   "zh_CN); default: "
                   "Settings -> Language, else the system's")
    p.add_argument("--mode", choices=MODES, help="the rules mode (a logged action)")
    p.add_argument("--seed", metavar="N", help="the new game's random seed (reproducible "
                   "libraries, for screenshots and tests); default: from the operating system")
    p.add_argument("--edit-position", nargs="?", const="", metavar="FILE",
                   help="open the position editor (on the position of FILE, if given)")
    p.add_argument("--replay", action="store_true", help="open FILE (a save, a host's game or "
                   "a redacted export) in the replay viewer: step through it as each seat "
                   "knew it")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--first-paint-exit", action="store_true", help=argparse.SUPPRESS)
    return p


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = build_parser()
    a = p.parse_args(argv)
    a.open = a.open or a.file
    a.lang_given = a.lang is not None
    a.lang = a.lang or "en"
    try:
        w, h = (int(x) for x in a.size.lower().split("x"))
        if not (200 <= w <= 8000 and 200 <= h <= 8000):
            raise ValueError
    except ValueError:
        raise ValueError(f"--size must look like 1600x1000, not {a.size!r}") from None
    a.width, a.height = w, h
    if a.seed is not None:
        from tabletop.model.limits import MAX_SEED
        try:
            a.seed = int(a.seed)
            if not 0 <= a.seed <= MAX_SEED:
                raise ValueError
        except ValueError:
            raise ValueError(f"--seed must be a whole number from 0 to {MAX_SEED} (2**63 - 1), "
                             f"not {a.seed!r}") from None
    return a


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        args = parse_args(argv)
    except ValueError as exc:
        print(f"tabletop: {exc}\nusage: {USAGE}", file=sys.stderr)
        return 2
    except SystemExit as exc:  # --help
        return int(exc.code or 0)
    done = _before_qt(args)
    if done is not None:
        return done
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["tabletop"])
    app.setApplicationName("tabletop")
    app.setOrganizationName("tabletop")
    app.setDesktopFileName("io.github.tabletop.Tabletop")
    try:
        _install_translators(app, args.ui_language)
    except ValueError as exc:
        print(f"tabletop: {exc}", file=sys.stderr)
        return 2
    _install_excepthook(quiet=bool(args.screenshot))
    if not args.screenshot:
        return _open(app, args)
    from tabletop.ui.common.geometry import pretend_area
    pretend_area(app, args.width, args.height)  # the window laid out as on a screen of --size
    try:
        return _open(app, args)
    finally:
        pretend_area(app, None)  # (another window of this process: its own screen's)


def _open(app, args: argparse.Namespace) -> int:
    """Make the window the command line asks for and run the app."""
    if _usual_start(args):
        window = _demo_window(args)
    else:
        window = _given_window(args)
        if isinstance(window, int):
            return window
    return _run(app, window, args)


def _before_qt(args: argparse.Namespace) -> int | None:
    """What `main` can answer before Qt starts: the exit status of --version or of a file
    that isn't there (one line, no window), else None, the Qt platform set offscreen first
    for a screenshot or a first-paint probe."""
    if args.version:
        from tabletop import __version__
        print(f"tabletop {__version__}")
        return 0
    for given in (args.open, args.edit_position):
        if given and not os.path.exists(given):
            print(f"tabletop: no such file: {given!r}", file=sys.stderr)
            return 2
    if args.screenshot or args.first_paint_exit:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # what the first paint reads (the UI language, the window's layout), imported before
    # PySide6, whose import hook reads the source of each module imported after it
    from tabletop.ui.files import settings  # noqa: F401
    return None


def _usual_start(args: argparse.Namespace) -> bool:
    """No file, seat, mode, editor or lesson asked for: the demo table."""
    return not (args.open or args.replay or args.screenshot or args.seat or args.spectator
                or args.mode
                or args.edit_position is not None
                or args.lesson)


def _demo_window(args: argparse.Namespace):
    """The usual start: paint the window at once, then set up the demo table."""
    from tabletop.ui.window import MainWindow
    window = MainWindow(None, "", later=True)  # (its menus' entries after the first paint)

    def load() -> None:  # after the first paint: settings and storage import pydantic & co.
        window.finish_building()
        window.set_lang(args.lang if args.lang_given else _saved_lang(args.lang),
                        remember=args.lang_given)
        from tabletop.session import opening as demo
        from tabletop.ui.files import fileops
        fileops.clean_after_kills()
        window.seed = args.seed
        game = demo.midgame(seed=args.seed) if args.position == "midgame" else \
            demo.demo_game(seed=args.seed, pregame=True)  # opening hands: mulligans
        window.files.set_game(game)
        if not args.first_paint_exit:
            window.files.offer_recovery()
            from tabletop.ui.cards.dbdialog import offer_first_start
            offer_first_start(window)  # no card database yet: offered once
    if not args.first_paint_exit:
        window._after_first_paint = _after_first_paint(window, load)
    return window


def _given_window(args: argparse.Namespace):
    """The window for what the command line asked (`build_window`), or the exit status when
    it can't be made (said on stderr, and in a message box when started from a desktop)."""
    try:
        window = replay_window(args) if args.replay else build_window(args)
    except ValueError as exc:
        print(f"tabletop: {exc}", file=sys.stderr)
        if not (args.screenshot or args.first_paint_exit):  # started from a desktop: say so
            from PySide6.QtWidgets import QMessageBox

            from tabletop.ui.common.plain import message_box
            message_box(QMessageBox.Warning, "tabletop", str(exc)).exec()
        return INTERNAL_ERROR if isinstance(exc, _InternalError) else 2
    if args.screenshot:
        _clean_after_kills()
    elif not args.first_paint_exit:  # (that quits at the first paint, as the demo's `load`)
        # after the first paint: cleaning imports the storage package (pydantic & co.)
        window._after_first_paint = _after_first_paint(window, _clean_after_kills)
    return window


def _run(app, window, args: argparse.Namespace) -> int:
    """Show `window` (or the editor first, or take the screenshot) and run the app."""
    if args.screenshot and getattr(window, "replay", None) is not None:
        return _replay_shot(app, window, args)
    if args.screenshot:
        return screenshot(app, window, args)
    if args.first_paint_exit:  # benchmarks: time to the first painted window
        window._probe = _after_first_paint(window, app.quit)
        window.show()
        return app.exec()
    if args.edit_position is not None:  # the editor first; its "Play" shows the window
        from tabletop.ui.editor.window import open_editor
        editor = open_editor(window, args.edit_position or None)
        # closed without playing: nothing else shows, so the app is done
        editor.on_close = lambda: None if window.isVisible() else app.quit()
        return app.exec()
    window.show()
    return app.exec()


def _replay_shot(app, window, args) -> int:
    """`--replay --screenshot OUT.png`: the replay viewer at its start, drawn to a PNG."""
    window.resize(args.width, args.height)
    window.show()
    _settle(app, window)
    ok = window.grab().save(args.screenshot)
    window.close()
    if not ok:
        print(f"tabletop: could not write {args.screenshot}", file=sys.stderr)
        return 1
    print(args.screenshot)
    return 0


def _install_excepthook(quiet: bool) -> None:
    """An unexpected error in the app becomes a message that calls it an internal error and
    names the file its details were saved to (details on request too), not a traceback on the
    terminal and a dead window."""
    def hook(kind, value, tb):
        import traceback
        details = "".join(traceback.format_exception(kind, value, tb))
        try:
            from tabletop.storage.files import save_error_report
            report = save_error_report(value.with_traceback(tb), "running")
        except Exception:  # (the report must never be a second error)
            report = None
        where = f"; details saved to {report}" if report else ""
        print(f"tabletop: internal error: {kind.__name__}: {value}{where}", file=sys.stderr)
        if report is None:
            print(details, file=sys.stderr)
        if quiet:
            return
        from PySide6.QtWidgets import QApplication, QMessageBox

        from tabletop.ui.common.plain import message_box
        box = message_box(QMessageBox.Critical, "tabletop",
                          f"tabletop hit an internal error ({kind.__name__}: {value}){where}."
                          "\n\nThe game is unchanged; you can undo, save or carry on.",
                          QMessageBox.Ok, QApplication.activeWindow())
        box.setDetailedText(details)
        box.exec()

    sys.excepthook = hook


def _clean_after_kills() -> None:
    """Remove what saves and autosaves cut short by a kill left behind (never raises)."""
    from tabletop.ui.files import fileops
    fileops.clean_after_kills()


def _saved_lang(default: str) -> str:
    from tabletop.ui.files.settings import load_settings
    lang = load_settings().get("lang")
    return lang if isinstance(lang, str) and 0 < len(lang) <= 10 else default


def _after_first_paint(window, fn):
    """Call `fn` once, right after the window's table has been painted for the first time."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class _Once(QObject):
        done = False

        def eventFilter(self, obj, ev):
            if ev.type() == QEvent.Paint and not self.done:
                self.done = True
                QTimer.singleShot(0, fn)
            return False

    once = _Once(window)
    target = window.view.viewport() if window.view is not None else window.placeholder
    target.installEventFilter(once)
    return once


def _install_translators(app, given: str | None = None) -> str:
    """The UI language's translators (tabletop's and Qt's own), before any window exists."""
    from tabletop.ui.common import uilang
    code = uilang.choose(given)
    uilang.install(app, code)
    app.setProperty("ui_language", code)
    return code


def build_window(args):
    from tabletop.session import opening as demo
    from tabletop.ui.files import fileops
    from tabletop.ui.window import MainWindow

    quiet = bool(args.screenshot)
    if args.open and args.seed is not None:
        raise ValueError("--seed is for a new game; a saved game keeps the seed it was started "
                         "with")
    if args.open:
        try:
            game = fileops.open_file(args.open)
        except fileops.InternalError as exc:
            raise _InternalError(exc.text) from None
        except fileops.FileProblem as exc:
            details = "\n  ".join(exc.details[:10])
            raise ValueError(exc.text + (f"\n  {details}" if details else "")) from None
        if fileops.is_shared(game):
            return shared_window(game, args)
    elif args.position == "midgame":
        game = demo.midgame(seed=args.seed)
    else:
        game = demo.demo_game(seed=args.seed)
    players = game.state.players
    seat = None if args.spectator else (args.seat or players[0])
    if seat is not None and seat not in players:
        raise ValueError(f"no seat {seat!r} in this game (seats: {', '.join(players)})")
    if args.mode and args.mode != game.state.mode:
        # a logged command, as Settings → Rules mode gives: loading the save re-runs the log
        # under the mode each command was judged in
        from tabletop.model import commands as C
        out = game.apply(C.SetMode(args.mode), None)
        if not out.ok:
            raise ValueError(f"--mode {args.mode}: {out.reason.sentence if out.reason else ''}")
    window = MainWindow(game, seat, quiet=quiet)
    window.seed = args.seed  # File → New demo game: the same --seed, the same deal
    window.path = args.open
    window.lang = args.lang
    window.refresh()
    if args.open and not (args.seat or args.spectator or args.screenshot or args.lesson):
        # `tabletop FILE`: hot-seat, the curtain first, for the player to play (no --seat
        # said who holds the device)
        window.files.set_game(game, args.open, opened=True)
    if args.lesson:
        lesson = args.lesson
        if lesson.endswith(".json"):  # a lesson file (a recorded one), read as strictly as ever
            from tabletop.lessons import LessonFormatError, one_line, read_lesson
            try:
                lesson = read_lesson(lesson)
            except LessonFormatError as exc:
                raise ValueError(one_line(exc.problems)) from None
        try:
            if window.lessons_menu.start_lesson(lesson) is None:
                raise ValueError(f"the lesson {args.lesson!r} can't be started")
        except KeyError:
            raise ValueError(f"no bundled lesson {args.lesson!r}") from None
        window.lessons.play_to(args.lesson_step)
    return window


def replay_window(args):
    """`tabletop FILE --replay`: the replay viewer on the file, alone."""
    if not args.open:
        raise ValueError("--replay needs a file to replay: tabletop FILE --replay")
    if args.seat or args.spectator or args.lesson or args.mode or args.seed is not None:
        raise ValueError("--replay shows a file as it was: no seat, mode, seed or lesson is "
                         "chosen for it (the viewer offers each seat's lens)")
    from tabletop.ui.replay.part import ReplayProblem, open_replay
    try:
        window = open_replay(args.open, None, quiet=bool(args.screenshot))
    except ReplayProblem as exc:
        details = "\n  ".join(exc.details[:10])
        raise ValueError(exc.text + (f"\n  {details}" if details else "")) from None
    window.lang = args.lang
    return window


def shared_window(board, args):
    """The window for a shared board: its own seat's view, read-only (no seat, mode or lesson
    can be chosen for it)."""
    from tabletop.ui.window import MainWindow
    if args.spectator and board.seat is not None or args.seat and args.seat != board.seat:
        who = board.seat if board.seat is not None else "a spectator"
        raise ValueError(f"{args.open} is a shared board: it shows only what {who} saw")
    if args.lesson:
        raise ValueError("a lesson can't be started on a shared board; open it without --lesson")
    window = MainWindow(None, "", quiet=bool(args.screenshot))
    window.lang = args.lang
    window.files.show_shared(board, args.open)
    return window


def _preview_card(window, name: str | None) -> str | None:
    """The view id of the card `name` (as the seat calls it), or of the seat's first face-up
    card with rules text on the battlefield or in hand."""
    from tabletop.ui.common import messages as M
    objs = [o for o in window.scene.view.objects if o.id in window.scene.items_by_id]
    if name is not None:
        want = name.casefold()
        return next((o.id for o in objs if M.card_title(o, window.lang).casefold() == want),
                    None)
    mine = [o for o in objs if o.known and o.facts and not o.face_down
            and o.zone in ("battlefield", "hand") and o.facts.get("oracle_text")]
    return mine[0].id if mine else None


def _dialog_shot(window, what: str):
    """The dialog `--show` names, as the seat would see it: the token picker (searching
    "soldier"), the library search of the seat's own library (the window's Ctrl+F, filtered to
    creatures) or a new demo game's mulligan dialog (the starting player's opening hand)."""
    from tabletop.ui.players.tokenpicker import TokenPicker
    if what == "tokens":
        dlg = TokenPicker(None, window.lang or "en", window)
        dlg.search.setText("soldier")
        dlg.count.setValue(3)
        return dlg
    if what == "search":  # the seat's own library, searched from the table (Ctrl+F)
        window.library.search_library()
        dlg = window.library_dialog
        dlg.finished.disconnect()  # (closing the picture's dialog is no search)
        dlg.type_filter.setCurrentIndex(dlg.type_filter.findData("Creature"))
        lib = dlg.piles[next(iter(dlg.piles))]
        shown = [i for i in range(lib.count()) if not lib.item(i).isHidden()]
        if shown:
            lib.setCurrentRow(shown[0])
        return dlg
    # a new demo game's opening hand: the starting player's mulligan dialog
    from tabletop.session.opening import demo_game
    window.hotseat = False
    window.files.set_game(demo_game(seed=window.seed, pregame=True))
    dlg = window.pregame_dialog
    dlg.resize(1200, 680)
    return dlg


def _players_shot(window) -> None:
    """The players' area in play: life totals and counters changed, two Soldier tokens, a note
    on a permanent and an arrow to the other player, each a command as the table gives it."""
    from tabletop.carddata.tokens import list_tokens
    from tabletop.model import commands as C
    from tabletop.ui.players.items import LIFE
    ctl = window.ctl
    me = ctl.seat
    other = next((p for p in ctl.players if p != me), me)
    for seat, what, delta in ((other, LIFE, -3), (me, LIFE, -6), (other, "poison", 3),
                              (me, "energy", 2), (me, "experience", 1)):
        for _ in range(abs(delta)):
            window.players.change_player(seat, what, 1 if delta > 0 else -1)
    soldier = next(f for f in list_tokens("soldier") if f.get("name") == "Soldier")
    window.run(C.CreateToken(me, soldier, 2), "Create 2 Soldier token(s)")
    mine = [o for o in window.scene.view.objects if o.zone == "battlefield" and o.controller == me
            and o.known and not o.face_down and not o.token]
    if mine:
        window.run(C.Note(ctl.cid(mine[0].id), "attacking"), "Note on a card")
        window.players._on_arrow("object", mine[0].id, "player", other)


def _editor_shot(app, window, args):
    """The position editor at the window's board (`--position`), the search panel searching
    "mist" and a face-down permanent selected, drawn alone at --size."""
    from tabletop.storage.position import position_of
    from tabletop.ui.editor.window import PositionEditor
    editor = PositionEditor(position_of(window.ctl.game), lang=args.lang, seed=0)
    editor.resize(args.width, args.height)
    editor.show()
    editor.search.field.setText("mist")
    editor.search.search_now()
    down = [e for e in editor.setup["cards"] if "method" in (e.get("face_down") or {})]
    if down:
        editor.select(down[0]["id"])
    for _ in range(5):
        app.processEvents()
    pm = editor.grab()
    editor.close()
    return pm


def screenshot(app, window, args) -> int:
    from PySide6.QtGui import QPainter

    window.resize(args.width, args.height)
    window.show()
    _settle(app, window)
    menu = None
    if not window.ctl.read_only:  # a shared board: the table as its seat saw it, nothing else
        shown = _show_for_shot(window, args)
        if shown is False:
            return 1
        menu = shown
    summary = None
    if args.show == "summary" and window.lessons is not None:
        window.lessons.demonstrate()  # every known mistake, then the solution, step by step
        summary = window.lessons.show_summary()
    if window.lessons is not None and window.lessons.outlined_items():
        window.table.on_hover(window.lessons.outlined_items()[0].vid)  # the step's card, previewed
    _settle(app, window)
    pm = _grab_shot(app, window, args, summary)
    if menu:  # offscreen popups are clamped to a small virtual screen: paint them in place
        p = QPainter(pm)
        for m, pos in menu:
            p.drawPixmap(pos, m.grab())
        p.end()
    ok = pm.save(args.screenshot)
    window.close()
    if not ok:
        print(f"tabletop: could not write {args.screenshot}", file=sys.stderr)
        return 1
    print(args.screenshot)
    return 0


def _settle(app, window) -> None:
    """Let the window lay itself out and paint, then fit the table to it."""
    for _ in range(5):
        app.processEvents()
    window.view.fit()
    app.processEvents()


def _show_for_shot(window, args):
    """Put on the table what `--show` asks for; the popup menus to paint in place (or None), or
    False when the card to preview is not one the seat may see (said on stderr)."""
    if args.show == "curtain":
        others = [p for p in window.ctl.game.state.players if p != window.ctl.seat]
        window.seats.pass_to(others[0] if others else None)
    elif args.show == "turn-up-menu":
        return _turn_up_menu_shot(window)
    elif args.show == "preview":
        vid = _preview_card(window, args.card)
        if vid is None:
            print(f"tabletop: no card {args.card!r} the seat may see", file=sys.stderr)
            window.close()
            return False
        window.table.on_hover(vid)
    elif args.show == "mistake" and window.lessons is not None:
        window.lessons.try_mistake()
    elif args.show == "players":
        _players_shot(window)
    return None


def _turn_up_menu_shot(window):
    """The card menu of the seat's leftmost face-down permanent with its turn-up submenu open,
    as (menu, where) pairs to paint over the window; None when it has none."""
    from PySide6.QtCore import QPoint

    view = window.scene.view
    fd = sorted((o for o in view.objects if o.zone == "battlefield" and o.face_down
                 and o.controller == window.ctl.seat),
                key=lambda o: window.scene.items_by_id[o.id].pos().x())
    if not fd:
        return None
    item = window.scene.items_by_id[fd[0].id]
    window.view.focus_card(item)
    window.table.on_hover(fd[0].id)
    card_menu = window.menus.card_menu(fd[0].id)
    sub = window.menus.turn_up_menu(fd[0].id, window)
    at = window.view.mapTo(window, window.view.mapFromScene(
        item.sceneBoundingRect().topRight())) + QPoint(8, 0)
    for m in (card_menu, sub):
        m.ensurePolished()
        m.adjustSize()
    cw, sw = card_menu.sizeHint().width(), sub.sizeHint().width()
    x = min(at.x(), window.width() - cw - sw - 12)
    at = QPoint(max(0, x), at.y())
    return [(card_menu, at), (sub, at + QPoint(cw - 6, 22))]


def _grab_shot(app, window, args, summary):
    """The picture: the position editor, a dialog (or the lesson summary), the preview panel,
    or the whole window."""
    if args.show == EDITOR_SHOT and not window.ctl.read_only:
        return _editor_shot(app, window, args)
    if summary is not None or (args.show in DIALOG_SHOTS and not window.ctl.read_only):
        dlg = summary if summary is not None else _dialog_shot(window, args.show)
        dlg.show()
        for _ in range(5):
            app.processEvents()
        pm = dlg.grab()
        dlg.close()
        return pm
    return window.preview.grab() if args.show == "preview" else window.grab()
