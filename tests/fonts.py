"""Tests that measure laid-out text check that the fonts Qt really draws it with have every glyph.

Text metrics depend on the font the platform picks: without a CJK font Chinese falls back to boxes of another
width and a wrap test would pass or fail by accident. The app ships no font (README "Fonts"): it draws with
the fonts each OS has (Microsoft YaHei on Windows, PingFang SC on macOS, Noto Sans CJK SC on Linux; the Latin
UI font beside them), so the check is not tied to one family name: the sample text of the language is laid
out with the application font and every glyph Qt found must be real (glyph 0 is the font's "missing" box).
``make test`` installs the Linux fonts (tools/ensure_syslibs.sh test); tests/test_fonts_platforms.py runs
these checks with only the Windows- and macOS-named fonts visible, and with no CJK font at all.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QTextLayout
from PySide6.QtWidgets import QApplication

# words the tests lay out in each language (terms of the UI: trump, level, landlord, bomb, pot)
SAMPLES: dict[str, str] = {
    "zh_CN": "打滚子斗地主主牌级牌扣底抠底喝血炸弹",
    "en": "Trump not yet declared · level 10 · dry pot",
    "it": "Briscola da dichiarare · livello 10 · pentola secca",
}
# what to install when the check fails, per platform (for the message only; any font with the glyphs passes)
ADVICE: dict[str, str] = {
    "zh_CN": "Windows ships Microsoft YaHei, macOS PingFang SC; on Debian/Ubuntu: apt-get install fonts-noto-cjk",
    "en": "on Debian/Ubuntu: apt-get install fonts-dejavu-core",
    "it": "on Debian/Ubuntu: apt-get install fonts-dejavu-core",
}


def drawn_with(text: str, font: QFont | None = None) -> tuple[list[str], int]:
    """The families Qt lays ``text`` out with (after its font fallback) and how many glyphs are missing."""
    layout = QTextLayout(text, font if font is not None else QApplication.font())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    families: list[str] = []
    missing = 0
    for run in layout.glyphRuns():
        family = run.rawFont().familyName()
        if family not in families:
            families.append(family)
        missing += sum(1 for glyph in run.glyphIndexes() if glyph == 0)
    return families, missing


def require_font(lang: str) -> str:
    """Fail the calling test unless ``lang``'s text is drawn with real glyphs; returns the first family used.
    Needs a QApplication (the fonts are those of the running Qt)."""
    families, missing = drawn_with(SAMPLES[lang])
    if missing or not families:
        pytest.fail(
            f"this test measures {lang} text, but {missing} of its glyphs have no font here "
            f"(drawn with {families or 'nothing'}): {ADVICE[lang]}",
            pytrace=False,
        )
    return families[0]
