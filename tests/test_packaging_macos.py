"""gunapp.app's Info.plist as PyInstaller writes it (issue 28.3 / 28.4), read back with plistlib.

The spec hands BUNDLE ``info_plist.info_plist(VERSION)`` (packaging/macos/info_plist.py); PyInstaller merges it
into the plist it writes with ``plistlib.dump``. Checked against Apple's Information Property List reference
(developer.apple.com/documentation/bundleresources/information-property-list: CFBundleDocumentTypes,
LSHandlerRank, UTExportedTypeDeclarations, LSMinimumSystemVersion) and Qt 6.11's supported macOS
(doc.qt.io/qt-6.11/macos.html: macOS 13 or higher).
"""

from __future__ import annotations

import plistlib
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from gunapp.file_types import RECORD_EXTENSION, RECORD_UTI
from tests.test_packaging import ROOT, run_spec

sys.path.insert(0, str(ROOT / "packaging" / "macos"))
import info_plist  # noqa: E402

PYSIDE_PIN = re.compile(r'"PySide6-Essentials>=6\.\d+,<6\.(\d+)"')


@pytest.fixture
def plist(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    calls = run_spec("darwin", tmp_path, monkeypatch)
    written = tmp_path / "Info.plist"
    with written.open("wb") as f:  # as PyInstaller's BUNDLE writes it
        plistlib.dump(calls["BUNDLE"].kwargs["info_plist"], f)
    with written.open("rb") as f:
        loaded: dict[str, Any] = plistlib.load(f)
    return loaded


def test_minimum_macos_is_the_one_the_pinned_qt_supports(plist: dict[str, Any]) -> None:
    """PySide6 < 6.12 gives Qt 6.11 at most, which supports macOS 13 or higher; 6.12 would need 14.4."""
    pin = PYSIDE_PIN.search((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pin is not None and pin.group(1) == "12", "the pin moved: look up the new Qt's oldest macOS"
    assert plist["LSMinimumSystemVersion"] == "13.0"


def test_records_are_a_document_type_gunapp_owns(plist: dict[str, Any]) -> None:
    exported = {t["UTTypeIdentifier"]: t for t in plist["UTExportedTypeDeclarations"]}
    record = exported[RECORD_UTI]
    assert record["UTTypeTagSpecification"]["public.filename-extension"] == [RECORD_EXTENSION]
    assert "public.json" in record["UTTypeConformsTo"]
    assert record["UTTypeDescription"]
    documents = {tuple(d["LSItemContentTypes"]): d for d in plist["CFBundleDocumentTypes"]}
    own = documents[(RECORD_UTI,)]
    assert own["LSHandlerRank"] == "Owner" and own["CFBundleTypeRole"] in ("Viewer", "Editor")
    assert own["CFBundleTypeName"]
    json_records = documents[("public.json",)]
    assert json_records["LSHandlerRank"] == "Alternate"  # offered for .json, never taking .json over
    for document in plist["CFBundleDocumentTypes"]:
        assert not {"CFBundleTypeExtensions", "CFBundleTypeMIMETypes"} & set(document)  # deprecated keys


def test_plist_keeps_the_bundle_basics(plist: dict[str, Any]) -> None:
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleLocalizations"] == ["en", "zh_CN", "it"]
    assert plist["LSApplicationCategoryType"] == "public.app-category.card-games"


@pytest.mark.parametrize(
    ("version", "expected"),
    [("0.1.0", "0.1.0"), ("0.2.0rc1", "0.2.0"), ("1.2", "1.2.0"), ("2.0.1.dev3", "2.0.1")],
)
def test_bundle_version_is_three_integers(version: str, expected: str) -> None:
    """CFBundleShortVersionString and CFBundleVersion are period-separated integers: a pre-release keeps its
    numbers (the dmg's file name and the About box still say rc1)."""
    plist = info_plist.info_plist(version)
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == expected


def test_spec_builds_for_the_runner_arch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GUNAPP_MACOS_ARCH", "x86_64")
    assert run_spec("darwin", tmp_path, monkeypatch)["EXE"].kwargs["target_arch"] == "x86_64"


def test_entitlements_are_the_hardened_runtime_exceptions_python_needs() -> None:
    with (ROOT / "packaging" / "macos" / "entitlements.plist").open("rb") as f:
        entitlements = plistlib.load(f)
    assert entitlements == {"com.apple.security.cs.allow-unsigned-executable-memory": True}


def _background_module() -> Any:
    import importlib

    return importlib.import_module("dmg_background")


@pytest.mark.parametrize("unsigned", [False, True], ids=["notarised", "unsigned"])
def test_dmg_window_background_tells_how_to_open_an_unsigned_build(
    qapp: Any, tmp_path: Path, unsigned: bool
) -> None:
    """The unsigned build's window says, in the three languages, where "Open Anyway" is; the notarised one
    does not. The PNG fits the window dmg_settings.py opens (drawn at 2x)."""
    from PySide6.QtGui import QImage

    bg = _background_module()
    out = bg.draw(tmp_path / "bg.png", unsigned)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (bg.WIDTH * bg.SCALE, bg.HEIGHT * bg.SCALE)
    text_area = image.copy(0, 210 * bg.SCALE, image.width(), 90 * bg.SCALE)
    inked = {
        text_area.pixel(x, y) for x in range(0, text_area.width(), 3) for y in range(0, text_area.height(), 3)
    }
    assert (len(inked) > 1) is unsigned  # text drawn only for the unsigned build
    assert any("Open Anyway" in line for line in bg.UNSIGNED) and any(
        "仍要打开" in line for line in bg.UNSIGNED
    )
    assert any("Apri comunque" in line for line in bg.UNSIGNED)
    namespace: dict[str, Any] = {"defines": {"app": "dist/gunapp.app", "background": str(out)}}
    exec(
        compile((ROOT / "packaging/macos/dmg_settings.py").read_text(), "dmg_settings.py", "exec"), namespace
    )
    assert namespace["background"] == str(out)
    assert namespace["window_rect"][1] == (bg.WIDTH, bg.HEIGHT)
