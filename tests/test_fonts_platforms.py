"""The text-measuring tests on a machine without Linux's fonts, as on the Windows and macOS runners (issue 28.1).

The app ships no font and draws with each platform's own (tests/fonts.py). Here the six test files that
measure text run in a child pytest whose fontconfig sees only this machine's Noto Sans CJK and DejaVu Sans
files renamed at scan time to the Windows (Microsoft YaHei, Segoe UI) or macOS (PingFang SC, Helvetica Neue)
names: no "Noto Sans CJK SC" or "DejaVu Sans" is visible, and every test must still pass. With no CJK font at
all, the Latin tests pass and the Chinese ones fail with the message that says what to install, instead of
measuring boxes. Linux only: fontconfig is what lets a child process see another set of fonts.
"""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FONT_TESTS = [
    "tests/ui/test_first_screen.py",
    "tests/ui/test_counter_scale.py",
    "tests/ddz_ui/test_bar_layout.py",
    "tests/gunzi_ui/test_settlement_wrap.py",
    "tests/gunzi_ui/test_status_spot.py",
    "tests/gunzi_ui/test_status_clear_of_tricks.py",
]
FONT_DIRS = [Path("/usr/share/fonts"), Path("/usr/local/share/fonts")]
CJK_FILES = ("NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc")
LATIN_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the real platform's fonts are what the suite checks there"
)


def _find(name: str) -> Path:
    for base in FONT_DIRS:
        for path in base.rglob(name):
            return path
    pytest.fail(f"font file {name} not found: `make test` installs fonts-noto-cjk", pytrace=False)


def _fontconfig(tmp: Path, cjk_name: str | None, latin_name: str) -> Path:
    """A fonts.conf that sees only the chosen files, renamed to what another OS calls its fonts."""
    fonts = tmp / "fonts"
    fonts.mkdir()
    files = list(LATIN_FILES) + (list(CJK_FILES) if cjk_name else [])
    for name in files:
        (fonts / name).symlink_to(_find(name))
    renames = [("DejaVu", latin_name)] + ([("CJK", cjk_name)] if cjk_name else [])
    rules = "".join(
        f"""  <match target="scan">
    <test name="family" compare="contains"><string>{old}</string></test>
    <edit name="family" mode="assign_replace"><string>{new}</string></edit>
  </match>
"""
        for old, new in renames
    )
    conf = tmp / "fonts.conf"
    conf.write_text(
        f"""<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>{fonts}</dir>
  <cachedir>{tmp / "cache"}</cachedir>
{rules}</fontconfig>
""",
        encoding="utf-8",
    )
    return conf


def _pytest(conf: Path, *args: str) -> dict[str, str | None]:
    """Runs the child pytest; each test's id and its failure message (None when it passed)."""
    report = conf.parent / f"report-{len(list(conf.parent.glob('report-*')))}.xml"
    env = {**os.environ, "FONTCONFIG_FILE": str(conf), "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", f"--junitxml={report}", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert report.exists(), run.stdout[-2000:] + run.stderr[-2000:]
    outcome: dict[str, str | None] = {}
    for case in ET.parse(report).getroot().iter("testcase"):
        assert case.find("skipped") is None, case.attrib
        bad = case.find("failure")
        if bad is None:
            bad = case.find("error")
        outcome[case.attrib["name"]] = None if bad is None else str(bad.get("message", ""))
    return outcome


def _families(conf: Path) -> str:
    code = (
        "from PySide6.QtWidgets import QApplication\nfrom PySide6.QtGui import QFontDatabase\n"
        "app = QApplication([])\nprint('|'.join(QFontDatabase.families()))"
    )
    env = {**os.environ, "FONTCONFIG_FILE": str(conf), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=True
    ).stdout


@pytest.mark.parametrize(
    ("cjk", "latin"),
    [("Microsoft YaHei", "Segoe UI"), ("PingFang SC", "Helvetica Neue")],
    ids=["windows", "macos"],
)
def test_font_tests_pass_with_another_platforms_fonts(tmp_path: Path, cjk: str, latin: str) -> None:
    conf = _fontconfig(tmp_path, cjk, latin)
    families = _families(conf).split("|")
    assert cjk in families and latin in families
    assert not any("Noto" in f or "DejaVu" in f for f in families), families  # the simulation holds
    outcome = _pytest(conf, *FONT_TESTS)
    assert len(outcome) >= 40 and sum("zh_CN" in name for name in outcome) >= 10, outcome
    failed = {name: message for name, message in outcome.items() if message is not None}
    assert not failed, failed


def test_without_any_cjk_font_chinese_tests_fail_saying_what_to_install(tmp_path: Path) -> None:
    conf = _fontconfig(tmp_path, None, "Segoe UI")
    outcome = _pytest(conf, *FONT_TESTS)
    chinese = {
        name: message
        for name, message in outcome.items()
        if "zh_CN" in name or name.startswith("test_counter")
    }
    latin = {name: message for name, message in outcome.items() if name not in chinese}
    assert len(latin) >= 20 and all(message is None for message in latin.values()), latin
    assert len(chinese) >= 10, chinese
    for name, message in chinese.items():
        assert message is not None and "Microsoft YaHei" in message and "fonts-noto-cjk" in message, (
            name,
            message,
        )
