"""A translation catalogue rewritten under a running app (an update installed over it, `make translations` in a
checkout with a session open) must not crash the next tr(): the app used to map the .qm file, and a tr() on a
truncated mapping died with SIGSEGV inside Qt (seen in a kill -9 soak run and in a test run beside
`make translations`)."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from gunapp import i18n
from gunapp.paths import translations_dir


def test_a_catalogue_truncated_after_loading_still_translates(
    qapp, languages, tmp_path: Path, monkeypatch
) -> None:
    folder = tmp_path / "translations"
    folder.mkdir()
    shutil.copy(translations_dir() / "gunapp_zh_CN.qm", folder / "gunapp_zh_CN.qm")
    monkeypatch.setattr(i18n, "translations_dir", lambda: folder)
    assert languages.set_language("zh_CN")
    before = QCoreApplication.translate("Games", "Gunzi")
    assert before != "Gunzi"  # translated from the copy
    (folder / "gunapp_zh_CN.qm").write_bytes(b"")  # truncated in place, as an overwrite begins
    assert QCoreApplication.translate("Games", "Gunzi") == before


def test_a_missing_catalogue_is_reported_not_raised(qapp, languages, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    assert languages.set_language("it") is False
    assert QCoreApplication.translate("Games", "Gunzi") == "Gunzi"
