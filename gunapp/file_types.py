"""The record file type gunapp owns on the desktop: its extension, macOS type identifier and MIME type.

A record is ``gunapp-record/1`` JSON whatever its name; ``.gunrec`` lets the OS open it with gunapp (the
Windows installer and the macOS bundle register it: packaging/windows/gunapp.iss, packaging/macos/info_plist.py)
and ``.json`` records written before it still open. No Qt here: the packaging scripts import it.
"""

from __future__ import annotations

RECORD_EXTENSION = "gunrec"
RECORD_EXTENSIONS = (RECORD_EXTENSION, "json")  # what Open record… lists; the first is what Save proposes
RECORD_UTI = "org.gunapp.record"  # exported by the macOS bundle, conforming to public.json
RECORD_MIME = "application/x-gunapp-record"
RECORD_DESCRIPTION = (
    "gunapp game record"  # the file type's name in Finder / Explorer (English, like the app id)
)


def open_patterns() -> str:
    """The file-dialog patterns of every record a player may open: ``*.gunrec *.json``."""
    return " ".join(f"*.{ext}" for ext in RECORD_EXTENSIONS)


def save_pattern() -> str:
    return f"*.{RECORD_EXTENSION}"
