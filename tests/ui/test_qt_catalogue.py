"""Issue 26: the Qt file dialog was half English in the Italian UI ("Look in:", "Files of type:"). The packaged
app ships Qt's own qtbase_<lang>.qm in its translations folder (packaging/gunapp.spec) and leaves PySide6's
folder out: the language manager must load Qt's catalogue from there, and switch it live with ours."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo
from PySide6.QtWidgets import QFileDialog, QLabel

from gunapp import i18n
from gunapp.paths import translations_dir

QT_DIR = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


@pytest.fixture
def bundle_like(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A translations folder laid out as the bundle's (ours and Qt's qtbase side by side), and no Qt folder."""
    folder = tmp_path / "translations"
    folder.mkdir()
    for lang in ("zh_CN", "it", "en"):
        shutil.copy(translations_dir() / f"gunapp_{lang}.qm", folder)
        if lang != "en":
            if not (QT_DIR / f"qtbase_{lang}.qm").exists():
                pytest.skip("PySide6 ships no qtbase catalogue here")
            shutil.copy(QT_DIR / f"qtbase_{lang}.qm", folder)
    monkeypatch.setattr(i18n, "translations_dir", lambda: folder)
    monkeypatch.setattr(i18n.QLibraryInfo, "path", lambda _which: str(tmp_path / "no-qt-translations"))
    return folder


def _look_in() -> str:
    return QCoreApplication.translate("QFileDialog", "Look in:")


def test_qt_catalogue_comes_from_our_translations_folder_and_switches_live(
    qapp, languages, bundle_like
) -> None:
    assert languages.set_language("it")
    assert _look_in() == "Cerca in:"
    assert QCoreApplication.translate("QFileDialog", "Files of type:") == "File di tipo:"
    assert languages.set_language("zh_CN")
    assert _look_in() == "查找范围："
    assert languages.set_language("en")
    assert _look_in() == "Look in:"


def test_the_file_dialog_speaks_italian(qapp, qtbot, languages, bundle_like) -> None:
    languages.set_language("it")
    dialog = QFileDialog(None, "Apri")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    texts = {w.text() for w in dialog.findChildren(QLabel)}
    # Qt 6.11's labels carry an accelerator that Qt's own catalogue does not know yet: ours translates them
    assert {"&Cerca in:", "File di &tipo:", "&Nome del file:"} <= texts, texts
    languages.set_language("zh_CN")
    qapp.processEvents()  # the dialog retranslates on the LanguageChange event
    texts = {w.text() for w in dialog.findChildren(QLabel)}
    assert {"查找范围(&L)：", "文件类型(&T)："} <= texts, texts
