"""Translations (issue 2, part 7): the .ts files match the code and zh_CN / it have nothing unfinished."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TS = {"zh_CN": "gunapp_zh_CN.ts", "it": "gunapp_it.ts", "en": "gunapp_en.ts"}


def _messages(path: Path) -> dict[tuple[str, str, str], ET.Element]:
    out = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is not None and tr.get("type") in ("obsolete", "vanished"):
                continue
            out[(name, msg.findtext("source") or "", msg.findtext("comment") or "")] = msg
    return out


def _lupdate() -> Path:
    exe = Path(sys.executable).with_name("pyside6-lupdate")
    if not exe.exists():
        found = shutil.which("pyside6-lupdate")
        if found is None:
            pytest.skip("pyside6-lupdate not installed")
        exe = Path(found)
    return exe


def test_ts_files_are_in_sync_with_the_code(tmp_path):
    """Re-extracting every tr() string into a copy must not add or drop a message."""
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gunapp").rglob("*.py"))
    copies = []
    for name in TS.values():
        shutil.copy(ROOT / "translations" / name, tmp_path / name)
        copies.append(str(tmp_path / name))
    subprocess.run(
        [str(_lupdate()), *sources, "-ts", *copies, "-no-obsolete", "-locations", "none"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        timeout=120,
    )
    for name in TS.values():
        committed = set(_messages(ROOT / "translations" / name))
        fresh = set(_messages(tmp_path / name))
        assert fresh - committed == set(), (
            f"{name}: strings in the code but not in the .ts (run make translations)"
        )
        assert committed - fresh == set(), f"{name}: stale strings in the .ts (run make translations)"


@pytest.mark.parametrize("lang", ["zh_CN", "it"])
def test_no_unfinished_translation(lang):
    unfinished = []
    for key, msg in _messages(ROOT / "translations" / TS[lang]).items():
        tr = msg.find("translation")
        forms = [f.text for f in tr.iter("numerusform")] if tr is not None else []
        text = (tr.text or "") if tr is not None else ""
        if tr is None or tr.get("type") == "unfinished" or not (text.strip() or any(forms)):
            unfinished.append(key)
    assert unfinished == []


def test_english_has_plural_forms():
    """English needs its own catalogue for plurals, or players read "1 card(s)"."""
    for key, msg in _messages(ROOT / "translations" / TS["en"]).items():
        if msg.get("numerus") == "yes":
            forms = [f.text for f in msg.find("translation").iter("numerusform")]
            assert len(forms) == 2 and all(forms), key


def test_placeholders_survive_translation():
    """A translation keeps every {name} placeholder of its source, or .format() would fail at run time."""
    import re

    pat = re.compile(r"\{[a-z_]+\}")
    for lang in ("zh_CN", "it"):
        for key, msg in _messages(ROOT / "translations" / TS[lang]).items():
            tr = msg.find("translation")
            texts = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
            for text in texts:
                assert set(pat.findall(text)) == set(pat.findall(key[1])), (lang, key)


def test_live_switch_loads_our_catalogue_and_qts(qapp):
    from PySide6.QtCore import QCoreApplication

    from gunapp.i18n import LanguageManager

    manager = LanguageManager()
    try:
        for lang, cancel in (("zh_CN", "取消"), ("it", "Annulla")):
            assert manager.set_language(lang), f"gunapp_{lang}.qm missing: run make translations"
            assert QCoreApplication.translate("CardPainter", "Big Joker") != "Big Joker"
            assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel
        manager.set_language("en")
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    finally:
        manager.remove_all()


def test_first_start_follows_the_system_locale():
    from PySide6.QtCore import QLocale

    from gunapp.i18n import resolve_language, system_language

    assert system_language(QLocale("zh_CN")) == "zh_CN"
    assert system_language(QLocale("zh_TW")) == "zh_CN"  # the only Chinese we have
    assert system_language(QLocale("it_CH")) == "it"
    assert system_language(QLocale("de_DE")) == "en"
    assert resolve_language(None, QLocale("it_IT")) == "it"  # nothing chosen yet: the system's
    assert resolve_language("zh_CN", QLocale("it_IT")) == "zh_CN"  # a remembered choice wins
    assert resolve_language("xx", QLocale("fr_FR")) == "en"
