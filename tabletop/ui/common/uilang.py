"""The UI language: which one (`--ui-language`, Settings -> Language, else the system's), and
installing its translators (tabletop's .qm files in resources/i18n, and Qt's own for its
dialogs' buttons). `--lang` is the card language, a separate setting."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

# Every UI language the app offers, as Settings -> Language names it (in itself). A language is
# offered once its catalogue is complete (tests/i18n checks there is no unfinished entry).
UI_LANGUAGES = (("en", "English"), ("de", "Deutsch"), ("es", "Español"), ("fr", "Français"),
                ("it", "Italiano"), ("ja", "日本語"), ("zh_CN", "简体中文"))
CODES = tuple(code for code, _ in UI_LANGUAGES)
SETTING = "ui_language"


def known(code: str) -> str | None:
    """The offered language `code` names ("de", "de_AT", "zh-Hans-CN" ...), or None."""
    c = code.replace("-", "_")
    if c in CODES:
        return c
    if c.lower().startswith("zh") and "zh_CN" in CODES and not any(
            x in c for x in ("TW", "HK", "Hant")):
        return "zh_CN"
    base = c.split("_")[0].lower()
    return base if base in CODES else None


def system_language() -> str:
    """The first of the system's UI languages the app offers, else English."""
    for lang in QLocale.system().uiLanguages():
        code = known(lang)
        if code:
            return code
    return "en"


def saved_language() -> str | None:
    from tabletop.ui.files.settings import load_settings  # (not fileops: before the first paint)
    value = load_settings().get(SETTING)
    return known(value) if isinstance(value, str) and len(value) <= 16 else None


def choose(given: str | None) -> str:
    """--ui-language CODE first (ValueError when the app doesn't offer it), then the saved
    setting, then the system's language."""
    if given:
        code = known(given)
        if code is None:
            raise ValueError(f"--ui-language: {given!r} is not one of {', '.join(CODES)}")
        return code
    return saved_language() or system_language()


def text_in(code: str, text: str) -> str:
    """`text` (a UI string, context "") in the language `code`, whatever the UI shows now (a
    language just chosen says in its own words when it takes effect)."""
    if code == "en":
        return text
    from tabletop.resources import resource
    t = QTranslator()
    try:
        if not t.load(f"tabletop_{code}", str(resource("i18n"))):
            return text
    except OSError:
        return text
    return t.translate("", text) or text


def install(app, code: str) -> list[QTranslator]:
    """Install the translators of `code` into `app` (none for English); returns them."""
    installed: list[QTranslator] = []
    if code == "en":
        return installed
    from tabletop.resources import resource
    qt = QTranslator(app)
    if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    try:
        folder = str(resource("i18n"))
    except OSError:
        return installed
    for name in ("tabletop", "lessons"):
        own = QTranslator(app)
        if own.load(f"{name}_{code}", folder):
            app.installTranslator(own)
            installed.append(own)
    return installed
