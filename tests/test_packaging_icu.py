"""The Linux bundle's smaller ICU data (issue 29.6, packaging/linux/icu_data.py).

- the package reader/writer is exact: ICU's data repacked with nothing left out is the same bytes;
- the filtered package leaves out only the listed categories, every other item byte for byte;
- Qt behaves the same on it: collation in six locales (the file dialog sorts with it), case mapping, dates,
  language/country/currency names, the GBK converter and time-zone names give the same answers with the
  filtered library loaded (LD_LIBRARY_PATH wins over Qt's RUNPATH) as with the wheel's own.
Linux x86-64 only, where the bundle is built (``make test``/``make package``); gcc and nm are needed there.
"""

from __future__ import annotations

import json
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging" / "linux"))
import icu_data  # noqa: E402

sys.path.pop(0)

pytestmark = pytest.mark.skipif(
    not (sys.platform.startswith("linux") and platform.machine() == "x86_64"), reason="the Linux bundle's ICU"
)

PROBE = r"""
import json, sys
from PySide6.QtCore import QCollator, QDate, QDateTime, QLocale, QStringDecoder, QTime, QTimeZone
from PySide6.QtWidgets import QApplication
app = QApplication([])
words = ["打滚子", "斗地主", "主牌", "级牌", "炸弹", "喝血", "zebra", "Äpfel", "apple", "élan", "Ölbaum", "città",
         "citta", "Zoo", "10", "9"]
out = {}
for loc in ("zh_CN", "it_IT", "en_US", "de_DE", "es_ES", "ja_JP"):
    c = QCollator(QLocale(loc))
    out[loc + " sort"] = sorted(words, key=c.sortKey)
    c.setNumericMode(True)
    out[loc + " numeric"] = sorted(words, key=c.sortKey)
    l = QLocale(loc)
    out[loc + " upper"] = l.toUpper("straße città ǆ")
    when = QDateTime(QDate(2026, 11, 27), QTime(12, 30))
    out[loc + " date"] = l.toString(when, QLocale.FormatType.LongFormat)
    out[loc + " names"] = [l.nativeLanguageName(), l.nativeTerritoryName(), l.toCurrencyString(1234.5)]
out["gbk"] = QStringDecoder("GBK").isValid()
out["tz"] = QTimeZone(b"Asia/Shanghai").displayName(
    QDateTime(QDate(2026, 1, 1), QTime(0, 0)), QTimeZone.NameType.LongName, QLocale("zh_CN"))
out["icudata"] = sorted({line.split()[-1] for line in open("/proc/self/maps") if "libicudata" in line})
print(json.dumps(out, ensure_ascii=False, sort_keys=True))
"""


@pytest.fixture(scope="module")
def wheel_lib() -> Path:
    from PySide6 import QtCore

    found = sorted((Path(QtCore.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    assert found, "PySide6 ships no libicudata"
    return found[0]


@pytest.fixture(scope="module")
def filtered(wheel_lib: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    for tool in ("gcc", "nm"):
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is needed to build the Linux bundle's ICU data", pytrace=False)
    out = tmp_path_factory.mktemp("icu") / wheel_lib.name
    old, new = icu_data.build(wheel_lib, out)
    assert new < old - 10_000_000, (old, new)  # at least 10 MB less
    return out


def _package(lib: Path) -> bytes:
    _symbol, offset, size = icu_data._symbol(lib)
    return lib.read_bytes()[offset : offset + size]


def test_repacking_everything_gives_the_same_bytes(wheel_lib: Path) -> None:
    data = _package(wheel_lib)
    header, items = icu_data.read_package(data)
    assert len(items) > 1000
    assert icu_data.write_package(header, items) == data


def test_only_the_listed_categories_are_left_out(wheel_lib: Path, filtered: Path) -> None:
    _h, original = icu_data.read_package(_package(wheel_lib))
    _h, kept = icu_data.read_package(_package(filtered))
    kept_items = dict(kept)
    dropped = {name for name, _blob in original if name not in kept_items}
    assert dropped and all(not icu_data.keep(name) for name in dropped)
    for name, blob in original:
        if icu_data.keep(name):
            assert kept_items[name].rstrip(b"\0") == blob.rstrip(b"\0"), name  # same item (padding aside)
    rest = {name.split("/", 1)[1] for name in kept_items}
    assert {"coll/root.res", "coll/zh.res", "coll/ucadata.icu", "cnvalias.icu", "root.res"} <= rest
    assert not any(name.startswith(("lang/", "curr/", "translit/")) for name in rest)


def _probe(env_extra: dict[str, str]) -> dict[str, object]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **env_extra)
    res = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    result: dict[str, object] = json.loads(res.stdout.splitlines()[-1])
    return result


def test_qt_gives_the_same_answers_with_the_smaller_data(wheel_lib: Path, filtered: Path) -> None:
    full = _probe({})
    small = _probe({"LD_LIBRARY_PATH": str(filtered.parent)})
    assert small.pop("icudata") == [str(filtered)]  # the filtered library is the one loaded
    assert full.pop("icudata") == [str(wheel_lib.resolve())]
    assert small == full
    assert full["gbk"] is True and full["zh_CN sort"] != full["en_US sort"]  # the probe exercises ICU
