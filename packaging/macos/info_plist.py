"""The Info.plist of gunapp.app: what packaging/gunapp.spec hands PyInstaller's BUNDLE (``info_plist=``) and what
tests/test_packaging_macos.py reads back after writing it with plistlib, as PyInstaller does.

Keys, per Apple's Information Property List reference (developer.apple.com/documentation/bundleresources/
information-property-list): CFBundleDocumentTypes (LSItemContentTypes, CFBundleTypeRole, LSHandlerRank) and
UTExportedTypeDeclarations (UTTypeIdentifier, UTTypeConformsTo, UTTypeTagSpecification) make Finder open a
``.gunrec`` record with gunapp (a QFileOpenEvent, gunapp/ui/file_open.py); ``.json`` records are offered with
gunapp as an alternate viewer.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run from the spec (PyInstaller) or a test: the checkout's gunapp package
    sys.path.insert(0, str(ROOT))

from gunapp.file_types import (  # noqa: E402
    RECORD_DESCRIPTION,
    RECORD_EXTENSION,
    RECORD_MIME,
    RECORD_UTI,
)

APP_NAME = "gunapp"
BUNDLE_ID = "org.gunapp.gunapp"
# The oldest macOS the pinned Qt supports: PySide6 < 6.12 installs Qt 6.11, "macOS 13 or higher"
# (doc.qt.io/qt-6.11/macos.html, Supported Configurations; Qt 6.12 moves to 14.4, hence the pin).
MINIMUM_MACOS = "13.0"


def bundle_version(version: str) -> str:
    """CFBundleShortVersionString / CFBundleVersion take up to three integers: '0.2.0rc1' -> '0.2.0'."""
    numbers = re.findall(r"\d+", version.split("+")[0])[:3]
    if not numbers:
        raise ValueError(f"not a version: {version!r}")
    return ".".join(str(int(n)) for n in numbers + ["0"] * (3 - len(numbers)))


def info_plist(version: str) -> dict[str, Any]:
    short = bundle_version(version)
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": short,
        "CFBundleVersion": short,
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": ["en", "zh_CN", "it"],
        "CFBundleAllowMixedLocalizations": True,
        "LSMinimumSystemVersion": MINIMUM_MACOS,
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHumanReadableCopyright": "Copyright (c) the gunapp authors",
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": RECORD_DESCRIPTION,
                "CFBundleTypeRole": "Viewer",  # opened to be watched (the replay viewer), not edited in place
                "LSHandlerRank": "Owner",  # gunapp defines the type
                "LSItemContentTypes": [RECORD_UTI],
            },
            {
                "CFBundleTypeName": "JSON game record",
                "CFBundleTypeRole": "Viewer",
                "LSHandlerRank": "Alternate",  # listed under Open With, never the default for .json
                "LSItemContentTypes": ["public.json"],
            },
        ],
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": RECORD_UTI,
                "UTTypeDescription": RECORD_DESCRIPTION,
                "UTTypeConformsTo": ["public.json"],  # it is JSON: Quick Look shows its text
                "UTTypeTagSpecification": {
                    "public.filename-extension": [RECORD_EXTENSION],
                    "public.mime-type": [RECORD_MIME],
                },
            }
        ],
    }
