"""Tests that measure laid-out text name the font they need and fail with that message when it is missing.

Text metrics depend on the font that fontconfig picks: without a CJK font Chinese falls back to boxes of
another width and a wrap test would pass or fail by accident. ``make test`` installs the fonts
(tools/ensure_syslibs.sh test); a contributor running pytest by hand is told which package is missing.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontDatabase

# (family, Debian package) that the tests lay each language out with
NEEDS: dict[str, tuple[str, str]] = {
    "zh_CN": ("Noto Sans CJK SC", "fonts-noto-cjk"),
    "en": ("DejaVu Sans", "fonts-dejavu-core"),
    "it": ("DejaVu Sans", "fonts-dejavu-core"),
}


def require_font(lang: str) -> str:
    """Fail the calling test unless the font that ``lang`` is measured with is installed; returns its family.
    Needs a QApplication (the font database is read from the running Qt)."""
    family, package = NEEDS[lang]
    if family not in QFontDatabase.families():
        pytest.fail(
            f"this test measures {lang} text and needs the font {family!r} (Debian package {package}); "
            f"`make test` installs it, or run: apt-get install {package}",
            pytrace=False,
        )
    return family
