"""Languages and live switching: our own catalogue plus Qt's (OK, Cancel, the file dialog...), both installed
on the app.

``installTranslator`` posts ``QEvent.LanguageChange`` to every widget; widgets re-translate in
``changeEvent``. Translators are parented to the manager and kept referenced, or Python would collect them
and the strings would silently fall back to English.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from gunapp.core.game_spec import QT_TRANSLATE_NOOP
from gunapp.paths import translations_dir

log = logging.getLogger(__name__)

#: Qt's own strings its catalogues lack: Qt 6.11's file dialog gave "Look in:" and "Files of type:" an
#: accelerator ("&Look in:") and qtbase_it / qtbase_zh_CN.qm still translate only the old form, so the dialog
#: came out half English. Marked here, our catalogue translates them (translations/src/i26p.json).
QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

#: language code -> name shown in the Language menu (each in its own language, never translated)
LANGUAGES: dict[str, str] = {"zh_CN": "中文（简体）", "en": "English", "it": "Italiano"}
DEFAULT_LANGUAGE = "en"


def system_language(locale: QLocale | None = None) -> str:
    """The supported language closest to the system locale (any Chinese -> zh_CN; unknown -> English)."""
    loc = locale if locale is not None else QLocale.system()
    for name in [loc.name(), *loc.uiLanguages()]:
        code = name.replace("-", "_")
        lang = code.split("_")[0].lower()
        if lang == "zh":
            return "zh_CN"
        if lang in LANGUAGES:
            return lang
    return DEFAULT_LANGUAGE


def resolve_language(setting: str | None, locale: QLocale | None = None) -> str:
    """The language to use: the remembered choice if it is supported, else the system's."""
    if setting in LANGUAGES:
        return str(setting)
    return system_language(locale)


def qt_catalogue_dirs() -> list[str]:
    """Where Qt's own catalogues (qtbase_<lang>.qm: the file dialog, OK / Cancel) are looked for: our
    translations folder first (the packaged app ships them there and leaves PySide6's folder out), then
    Qt's own (a source checkout)."""
    return [str(translations_dir()), QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)]


class LanguageManager(QObject):
    """Owns the installed translators. ``set_language`` switches live and emits ``language_changed``."""

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self._data: list[bytes] = []  # each installed catalogue's bytes, alive as long as its translator
        self._current = ""

    @property
    def current(self) -> str:
        return self._current

    def set_language(self, code: str) -> bool:
        """Install the catalogues for ``code``; returns False if our own catalogue was missing."""
        if code not in LANGUAGES:
            raise ValueError(f"unsupported language {code!r}")
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication first")
        self.remove_all()
        ok = self._install(f"gunapp_{code}", str(translations_dir()))
        if not ok:
            log.warning("translation catalogue gunapp_%s.qm not found in %s", code, translations_dir())
        if code != "en" and not any(self._install(f"qtbase_{code}", d) for d in qt_catalogue_dirs()):
            log.info("Qt's own catalogue qtbase_%s.qm not found in %s", code, qt_catalogue_dirs())
        QLocale.setDefault(QLocale(code))
        self._current = code
        self.language_changed.emit(code)
        return ok

    def _install(self, name: str, folder: str) -> bool:
        # Read into memory, not QTranslator.load(name, folder): that maps the file, and a catalogue rewritten
        # while the app runs (an update installed over it, `make translations` beside a running session)
        # then crashes the next tr() with SIGSEGV/SIGBUS. Qt does not copy the data: the bytes are kept.
        try:
            data = (Path(folder) / f"{name}.qm").read_bytes()
        except OSError:
            return False
        translator = QTranslator(self)
        if not translator.load(data, folder):
            translator.deleteLater()
            return False
        QCoreApplication.installTranslator(translator)
        self._translators.append(translator)
        self._data.append(data)
        return True

    def remove_all(self) -> None:
        """Uninstall every translator this manager installed (tests call this between cases)."""
        for translator in self._translators:
            QCoreApplication.removeTranslator(translator)
            translator.deleteLater()
        self._translators.clear()
        self._data.clear()
        self._current = ""
