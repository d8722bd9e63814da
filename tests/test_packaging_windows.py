"""The Windows installer's file association and version (issue 28.4 / 28.6), read from packaging/windows/gunapp.iss.

Checked against Inno Setup's [Registry] section (jrsoftware.org/ishelp, topic "registrysection": HKA is HKCU in
the non-administrative install mode, HKLM in the administrative one; uninsdeletevalue / uninsdeletekey) and
Microsoft's file-association pages (learn.microsoft.com/windows/win32/shell/fa-progids, ".../shell/how-to-
include-an-application-on-the-open-with-dialog-box": a ProgID with shell\\open\\command, the extension's default
value and its OpenWithProgids).
"""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from gunapp.app import parse_args
from gunapp.file_types import RECORD_EXTENSION, RECORD_MIME

ROOT = Path(__file__).resolve().parents[1]
ISS = ROOT / "packaging" / "windows" / "gunapp.iss"


def _script() -> str:
    return ISS.read_text(encoding="utf-8-sig")


def _defines(text: str) -> dict[str, str]:
    return dict(re.findall(r'^#define (\w+) "([^"]*)"', text, re.MULTILINE))


def _section(text: str, name: str) -> list[str]:
    match = re.search(rf"^\[{name}\]\n(.*?)(?=^\[|\Z)", text, re.MULTILINE | re.DOTALL)
    assert match, f"no [{name}] section"
    return [line for line in match.group(1).splitlines() if line.strip() and not line.startswith(";")]


def _entry(line: str, defines: dict[str, str]) -> dict[str, str]:
    """One ``Name: value; Name: "quoted"`` line (a doubled quote inside quotes is one), {#Define}s expanded."""
    for name, value in defines.items():
        line = line.replace("{#" + name + "}", value)
    fields: dict[str, str] = {}
    for match in re.finditer(r'\s*(\w+):\s*("(?:[^"]|"")*"|[^;]*)\s*(?:;|$)', line):
        raw = match.group(2).strip()
        fields[match.group(1)] = raw[1:-1].replace('""', '"') if raw.startswith('"') else raw
    return fields


@pytest.fixture(scope="module")
def registry() -> list[dict[str, str]]:
    text = _script()
    return [_entry(line, _defines(text)) for line in _section(text, "Registry")]


def _value(registry: list[dict[str, str]], subkey: str, name: str) -> dict[str, str]:
    found = [e for e in registry if e["Subkey"] == subkey and e.get("ValueName") == name]
    assert len(found) == 1, (subkey, name, registry)
    return found[0]


def test_association_is_per_user_without_admin_rights(registry: list[dict[str, str]]) -> None:
    setup = _section(_script(), "Setup")
    assert "PrivilegesRequired=lowest" in setup and "ChangesAssociations=yes" in setup
    assert {e["Root"] for e in registry} == {"HKA"}  # HKCU in the default per-user install
    assert all(e["Subkey"].startswith("Software\\Classes\\") for e in registry)


def test_record_extension_points_at_gunapps_progid(registry: list[dict[str, str]]) -> None:
    ext = f"Software\\Classes\\.{RECORD_EXTENSION}"
    default = _value(registry, ext, "")
    progid = default["ValueData"]
    assert re.fullmatch(r"[A-Za-z]+\.[A-Za-z]+\.\d+", progid), progid  # Vendor.Component.Version
    assert "uninsdeletevalue" in default["Flags"] and "uninsdeletekey" not in default.get("Flags", "")
    assert _value(registry, ext, "Content Type")["ValueData"] == RECORD_MIME
    assert _value(registry, ext + "\\OpenWithProgids", progid)["ValueData"] == ""
    key = _value(registry, f"Software\\Classes\\{progid}", "")
    assert key["ValueData"] and "uninsdeletekey" in key["Flags"]  # the uninstaller removes the ProgID
    icon = _value(registry, f"Software\\Classes\\{progid}\\DefaultIcon", "")["ValueData"]
    assert icon == "{app}\\gunapp.exe,0"


def test_open_command_hands_the_file_to_gunapp_as_its_argument(registry: list[dict[str, str]]) -> None:
    """Explorer substitutes %1 and starts the command; gunapp reads the bare path as the record to open."""
    progid = _value(registry, f"Software\\Classes\\.{RECORD_EXTENSION}", "")["ValueData"]
    command = _value(registry, f"Software\\Classes\\{progid}\\shell\\open\\command", "")["ValueData"]
    assert command == '"{app}\\gunapp.exe" "%1"'
    record = "C:\\Users\\Li Wei\\Documents\\ddz3 final.gunrec"  # spaces: the quotes keep it one argument
    line = command.replace("{app}", "C:\\Users\\Li Wei\\AppData\\Local\\Programs\\gunapp").replace(
        "%1", record
    )
    argv = re.findall(r'"([^"]*)"', line)
    assert argv[0].endswith("gunapp.exe")
    assert parse_args(argv[1:]).file == record


def test_open_with_lists_gunapp_for_records_and_json(registry: list[dict[str, str]]) -> None:
    app_key = "Software\\Classes\\Applications\\gunapp.exe"
    assert "uninsdeletekey" in next(e for e in registry if e["Subkey"] == app_key)["Flags"]
    for ext in (f".{RECORD_EXTENSION}", ".json"):
        _value(registry, app_key + "\\SupportedTypes", ext)
    assert not [e for e in registry if e["Subkey"] == "Software\\Classes\\.json"]  # .json is not taken over


def _windows_module(name: str) -> Any:
    """A script of packaging/windows imported as a module (they are run as scripts by the workflow)."""
    sys.path.insert(0, str(ROOT / "packaging" / "windows"))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.pop(0)


def _version_info() -> Any:
    return _windows_module("version_info")


@pytest.mark.parametrize("version", ["0.1.0", "0.2.0rc1", "1.0.0.dev3", "1.0.0+local.7", "2.1"])
def test_version_info_version_is_four_numbers_for_any_release(version: str) -> None:
    """Inno Setup's VersionInfoVersion takes a.b.c.d: the script uses AppNumericVersion, which the workflow
    passes from ``version_info.py --numeric`` (a pre-release's own string is not valid there)."""
    setup = _section(_script(), "Setup")
    assert "VersionInfoVersion={#AppNumericVersion}" in setup
    assert "VersionInfoVersion={#AppVersion}" not in setup
    numeric = _version_info().numeric(version)
    assert re.fullmatch(r"\d+\.\d+\.\d+\.\d+", numeric) and all(int(n) <= 0xFFFF for n in numeric.split("."))


def _fetch_isl() -> Any:
    return _windows_module("fetch_isl")


def test_chinese_messages_come_from_a_pinned_commit() -> None:
    isl = _fetch_isl()
    assert re.fullmatch(r"[0-9a-f]{40}", isl.COMMIT) and f"/{isl.COMMIT}/" in isl.URL
    assert "/main/" not in isl.URL and isl.URL.startswith(
        "https://raw.githubusercontent.com/jrsoftware/issrc/"
    )
    assert re.fullmatch(r"[0-9a-f]{64}", isl.SHA256)


def test_chinese_messages_digest_ignores_line_endings_but_not_words() -> None:
    isl = _fetch_isl()
    text = "[LangOptions]\nLanguageName=简体中文\nLanguageID=$0804\n".encode()
    crlf = text.replace(b"\n", b"\r\n")
    assert isl.digest(text) == isl.digest(crlf) == isl.digest(b"\xef\xbb\xbf" + crlf)
    assert isl.digest(text) != isl.digest(text.replace("简体".encode(), "繁體".encode()))


def test_chinese_messages_of_the_wrong_text_are_refused(tmp_path: Path) -> None:
    isl = _fetch_isl()
    fake = tmp_path / "other.isl"
    fake.write_bytes(b"[LangOptions]\r\nLanguageName=tampered\r\n")
    with pytest.raises(SystemExit, match="not the pinned translation"):
        isl.fetch(tmp_path / "out.isl", url=fake.as_uri())
    assert not (tmp_path / "out.isl").exists()
