"""Packaging checks that run on Linux: the Windows/macOS parts are validated as far as this machine allows.

- the GitHub Actions workflow parses (a small YAML-subset reader below; PyYAML is not a dependency) and has the
  jobs, matrix, steps and secret guards the release process relies on;
- the Inno Setup script has every section and directive of a per-user, three-language installer;
- the PyInstaller spec executes for win32, darwin and linux with PyInstaller's names stubbed, and hands EXE,
  COLLECT and BUNDLE the right arguments; its Qt filters drop what they should and keep what they must;
- the Windows version resource, the dmgbuild settings and the build script are well formed;
- the icon files are valid PNG, ICO and ICNS containers holding the sizes they claim.
"""

from __future__ import annotations

import ast
import re
import struct
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "package.yml"
ISS = ROOT / "packaging" / "windows" / "gunapp.iss"
SPEC = ROOT / "packaging" / "gunapp.spec"
ICONS = ROOT / "resources" / "icons"
PNG_SIG = b"\x89PNG\r\n\x1a\n"


# ---------------------------------------------------------------- a YAML subset reader (block style only)


class YamlError(ValueError):
    pass


def _strip_comment(line: str) -> str:
    quote = ""
    for i, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1] in " \t"):
            return line[:i].rstrip()
    if quote:
        raise YamlError(f"unterminated quote: {line!r}")
    return line.rstrip()


def _scalar(text: str) -> Any:
    text = text.strip()
    if text.startswith(("'", '"')):
        if len(text) < 2 or text[-1] != text[0]:
            raise YamlError(f"bad quoted scalar {text!r}")
        return text[1:-1]
    if text.startswith("["):
        if not text.endswith("]"):
            raise YamlError(f"bad flow sequence {text!r}")
        inner = text[1:-1].strip()
        return [_scalar(part) for part in inner.split(",")] if inner else []
    if text.startswith("{") and not text.startswith("{{"):
        raise YamlError(f"flow mappings are not used here: {text!r}")
    if text.count("${{") != text.count("}}"):
        raise YamlError(f"unbalanced expression: {text!r}")
    return text


def _split_key(content: str) -> tuple[str, str] | None:
    match = re.match(r"""^("[^"]*"|'[^']*'|[^\s'"#][^:]*?):(?:\s+(.*)|$)""", content)
    if not match:
        return None
    return _scalar(match.group(1)), (match.group(2) or "")


class _Reader:
    def __init__(self, text: str) -> None:
        if "\t" in text:
            raise YamlError("tabs are not allowed in YAML indentation")
        self.raw = text.splitlines()
        self.i = 0

    def _next_significant(self) -> tuple[int, str] | None:
        while self.i < len(self.raw):
            stripped = _strip_comment(self.raw[self.i])
            if stripped.strip():
                return len(stripped) - len(stripped.lstrip(" ")), stripped.strip()
            self.i += 1
        return None

    def block(self, indent: int) -> Any:
        peek = self._next_significant()
        if peek is None or peek[0] < indent:
            return None
        if peek[0] != indent:
            raise YamlError(f"line {self.i + 1}: unexpected indentation")
        if peek[1] == "-" or peek[1].startswith("- "):
            return self._sequence(indent)
        return self._mapping(indent)

    def _block_scalar(self, parent_indent: int) -> str:
        lines: list[str] = []
        while self.i < len(self.raw):
            line = self.raw[self.i]
            if line.strip() and len(line) - len(line.lstrip(" ")) <= parent_indent:
                break
            lines.append(line)
            self.i += 1
        if not any(line.strip() for line in lines):
            raise YamlError(f"line {self.i}: empty block scalar")
        cut = min(len(line) - len(line.lstrip(" ")) for line in lines if line.strip())
        return "\n".join(line[cut:] for line in lines).strip("\n") + "\n"

    def _value(self, rest: str, indent: int) -> Any:
        self.i += 1
        if rest in ("|", "|-", ">", ">-"):
            return self._block_scalar(indent)
        if rest:
            return _scalar(rest)
        peek = self._next_significant()
        if peek is None:
            return None
        if peek[0] > indent:
            return self.block(peek[0])
        if peek[0] == indent and (peek[1] == "-" or peek[1].startswith("- ")):
            return self._sequence(indent)
        return None

    def _mapping(self, indent: int, first: str | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {}
        while True:
            if first is not None:
                content, first = first, None
            else:
                peek = self._next_significant()
                if peek is None or peek[0] < indent:
                    return out
                if peek[0] > indent:
                    raise YamlError(f"line {self.i + 1}: unexpected indentation")
                content = peek[1]
                if content.startswith("- "):
                    return out
            split = _split_key(content)
            if split is None:
                raise YamlError(f"line {self.i + 1}: expected 'key: value', got {content!r}")
            key, rest = split
            if key in out:
                raise YamlError(f"line {self.i + 1}: duplicate key {key!r}")
            out[key] = self._value(rest, indent)

    def _sequence(self, indent: int) -> list[Any]:
        out: list[Any] = []
        while True:
            peek = self._next_significant()
            if peek is None or peek[0] != indent or not (peek[1] == "-" or peek[1].startswith("- ")):
                return out
            content = peek[1][1:].strip()
            if not content:
                self.i += 1
                nxt = self._next_significant()
                out.append(self.block(nxt[0]) if nxt and nxt[0] > indent else None)
            elif _split_key(content) is not None and not content.startswith(("'", '"')):
                out.append(self._mapping(indent + 2, first=content))
            else:
                self.i += 1
                out.append(_scalar(content))


def load_yaml(text: str) -> Any:
    reader = _Reader(text)
    value = reader.block(0)
    if reader._next_significant() is not None:
        raise YamlError(f"line {reader.i + 1}: text after the document")
    return value


def test_yaml_reader_rejects_what_yaml_rejects() -> None:
    """The reader must be able to fail, or 'the workflow parses' would prove nothing."""
    assert load_yaml("a:\n  b: [x, 'y']\n  c: |\n    one\n    two\nd:\n- e: 1\n  f: 2\n") == {
        "a": {"b": ["x", "y"], "c": "one\ntwo\n"},
        "d": [{"e": "1", "f": "2"}],
    }
    for bad in (
        "a: 1\na: 2\n",
        "a:\n\tb: 1\n",
        "a:\n  b: 1\n   c: 2\n",
        "a: 'open\n",
        "a: ${{ x\n",
        "- a\nb: 1\n",
    ):
        with pytest.raises(YamlError):
            load_yaml(bad)


# ---------------------------------------------------------------- the GitHub Actions workflow


@pytest.fixture(scope="module")
def workflow() -> dict[str, Any]:
    data = load_yaml(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _steps(job: dict[str, Any]) -> list[dict[str, Any]]:
    steps = job["steps"]
    assert isinstance(steps, list) and steps
    for step in steps:
        assert isinstance(step, dict), step
        assert ("run" in step) != ("uses" in step), f"a step needs exactly one of run/uses: {step}"
        if "uses" in step:
            assert re.fullmatch(r"[\w.-]+/[\w.-]+@v\d+", step["uses"]), step["uses"]
    return steps


def test_workflow_matches_pyyaml_when_available(workflow: dict[str, Any]) -> None:
    yaml = pytest.importorskip("yaml")
    reference = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    reference["on"] = reference.pop(True)  # YAML 1.1 reads the bare key `on` as a boolean
    assert reference["jobs"].keys() == workflow["jobs"].keys()


def test_workflow_triggers_and_jobs(workflow: dict[str, Any]) -> None:
    assert {"name", "on", "jobs"} <= workflow.keys()
    assert "workflow_dispatch" in workflow["on"]
    assert workflow["on"]["push"]["tags"] == ["v*"]
    jobs = workflow["jobs"]
    assert {"linux", "windows", "macos", "release"} <= jobs.keys()
    assert jobs["linux"]["runs-on"].startswith("ubuntu")
    assert jobs["windows"]["runs-on"].startswith("windows")
    # Apple silicon and Intel, one runner each (issue 28.3)
    archs = {(entry["os"], entry["arch"]) for entry in jobs["macos"]["strategy"]["matrix"]["include"]}
    assert {arch for _os, arch in archs} == {"arm64", "x86_64"}
    assert any("intel" in os_name for os_name, arch in archs if arch == "x86_64")
    assert jobs["macos"]["env"]["GUNAPP_MACOS_ARCH"] == "${{ matrix.arch }}"


def test_workflow_linux_job_tests_builds_and_uploads(workflow: dict[str, Any]) -> None:
    steps = _steps(workflow["jobs"]["linux"])
    runs = "\n".join(step.get("run", "") for step in steps)
    assert "make test" in runs and "make package" in runs
    upload = [s for s in steps if s.get("uses", "").startswith("actions/upload-artifact@")]
    assert upload and upload[0]["with"]["if-no-files-found"] == "error"


def _runs(job: dict[str, Any]) -> str:
    return "\n".join(step.get("run", "") for step in _steps(job))


@pytest.mark.parametrize("name", ["windows", "macos"])
def test_workflow_installer_job_steps(workflow: dict[str, Any], name: str) -> None:
    job = workflow["jobs"][name]
    runs = _runs(job)
    for needle in ("pip install -e", "pyside6-lrelease", "pytest", "PyInstaller", "packaging/gunapp.spec"):
        assert needle in runs, needle
    assert "packaging/smoke.py" in runs  # start, records given as argument, a bad file refused
    # every step that touches a secret is guarded by the matching flag
    for step in _steps(job):
        secrets = re.findall(r"secrets\.(\w+)", str(step.get("env", {})))
        if secrets:
            guarded = "HAS_" in step.get("if", "") or "HAS_" in step.get("run", "")
            assert guarded, f"unguarded secret use in {step.get('name')}"
    uploads = [s for s in _steps(job) if s.get("uses", "").startswith("actions/upload-artifact@")]
    assert len(uploads) == 1 and uploads[0]["with"]["if-no-files-found"] == "error"


def test_workflow_windows_installer_is_pinned_and_versioned(workflow: dict[str, Any]) -> None:
    job = workflow["jobs"]["windows"]
    runs = _runs(job)
    assert re.fullmatch(r"\d+\.\d+\.\d+", workflow["env"]["INNO_SETUP_VERSION"])
    assert "choco install innosetup --version $env:INNO_SETUP_VERSION" in runs
    assert "packaging/windows/fetch_isl.py" in runs and "raw.githubusercontent" not in runs
    assert "/DAppNumericVersion=$env:NUMERIC_VERSION" in runs and "version_info.py --numeric" in runs
    assert "packaging\\windows\\gunapp.iss" in runs
    assert job["env"]["HAS_WINDOWS_CERT"] == "${{ secrets.WINDOWS_CERTIFICATE_PFX != '' }}"


def test_workflow_macos_signs_notarises_or_says_unsigned(workflow: dict[str, Any]) -> None:
    job = workflow["jobs"]["macos"]
    steps = {step.get("name", ""): step for step in _steps(job)}
    runs = _runs(job)
    assert "codesign --verify --deep --strict" in steps["Verify the app signature"]["run"]
    assert "if" not in steps["Verify the app signature"]  # the ad-hoc signature is verified too
    assert steps["Ad-hoc signature (no Developer ID)"]["if"] == "env.HAS_MACOS_CERT != 'true'"
    notarise = steps["Notarise, staple and assess"]
    assert notarise["if"] == "env.HAS_MACOS_CERT == 'true' && env.HAS_NOTARY == 'true'"
    for needle in ("notarytool submit", "--wait", "stapler staple", "spctl --assess"):
        assert needle in notarise["run"], needle
    # the unsigned build's dmg window says how to open it; the dmg name says the architecture
    assert "dmg_background.py" in runs and '--unsigned"' in runs
    assert "macos-${GUNAPP_MACOS_ARCH}.dmg" in runs


def test_workflow_release_publishes_artifacts_and_sums(workflow: dict[str, Any]) -> None:
    job = workflow["jobs"]["release"]
    assert job["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert set(job["needs"]) == {"linux", "windows", "macos"}
    assert job["permissions"] == {"contents": "write"}
    runs = _runs(job)
    assert "sha256sum" in runs and "SHA256SUMS.txt" in runs
    assert "gh release create" in runs and "release/*" in runs
    assert '(unsigned)"' in runs and "Open Anyway" in runs  # an unsigned release says so
    assert "--prerelease" in runs
    download = [s for s in _steps(job) if s.get("uses", "").startswith("actions/download-artifact@")]
    assert download and download[0]["with"]["merge-multiple"] == "true"


def test_workflow_refers_to_files_that_exist() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    for path in set(re.findall(r"packaging[/\\][\w/\\.]+\.(?:spec|iss|py)", text)):
        assert (ROOT / path.replace("\\", "/")).is_file(), path


# ---------------------------------------------------------------- the Inno Setup script


def _iss_sections() -> dict[str, list[str]]:
    raw = ISS.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "UTF-8 BOM: Inno Setup then reads the Chinese text as UTF-8"
    sections: dict[str, list[str]] = {"": []}
    current = ""
    depth = 0
    for line in raw.decode("utf-8-sig").splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith(";"):
            continue
        if stripped.startswith("#"):
            if re.match(r"#if(n?def)?\b", stripped):
                depth += 1
            elif stripped.startswith("#endif"):
                depth -= 1
            assert depth >= 0, "unbalanced #endif"
            continue
        header = re.fullmatch(r"\[(\w+)\]", stripped)
        if header:
            current = header.group(1)
            assert current not in sections, f"section [{current}] twice"
            sections[current] = []
        else:
            sections[current].append(stripped)
    assert depth == 0, "unbalanced #if/#endif"
    return sections


def _entries(lines: list[str]) -> list[dict[str, str]]:
    """Parse 'Name: "x"; Flags: a b' entries (semicolons inside quotes do not split)."""
    out = []
    for line in lines:
        entry: dict[str, str] = {}
        for part in re.findall(r'(?:[^;"]|"[^"]*")+', line):
            key, _, value = part.strip().partition(":")
            entry[key.strip()] = value.strip().strip('"')
        out.append(entry)
    return out


def test_iss_has_every_section() -> None:
    sections = _iss_sections()
    needed = {"Setup", "Languages", "CustomMessages", "Tasks", "InstallDelete", "Files", "Icons", "Run"}
    assert needed | {"UninstallDelete"} <= sections.keys()


def test_iss_setup_is_per_user_with_override() -> None:
    setup = dict(line.split("=", 1) for line in _iss_sections()["Setup"])
    assert setup["PrivilegesRequired"] == "lowest"
    assert "dialog" in setup["PrivilegesRequiredOverridesAllowed"].split()
    assert setup["DefaultDirName"].startswith("{autopf}")
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])
    assert setup["ArchitecturesInstallIn64BitMode"] == "x64compatible"
    assert (ISS.parent / setup["SetupIconFile"].replace("\\", "/")).is_file()
    assert setup["UninstallDisplayIcon"] == "{app}\\{#AppExeName}"


def test_iss_languages_english_italian_simplified_chinese() -> None:
    sections = _iss_sections()
    languages = {e["Name"]: e["MessagesFile"] for e in _entries(sections["Languages"])}
    assert languages["english"] == "compiler:Default.isl"
    assert languages["italian"] == "compiler:Languages\\Italian.isl"
    assert languages["chinesesimplified"] == "{#ChineseSimplifiedIsl}"
    # every custom message is translated for every language
    custom = [line.split("=", 1)[0] for line in sections["CustomMessages"]]
    names = {c.split(".", 1)[1] for c in custom}
    for name in names:
        assert {f"{lang}.{name}" for lang in languages} <= set(custom), name
    used = set(re.findall(r"\{cm:(\w+)", ISS.read_text(encoding="utf-8-sig")))
    built_in = {"CreateDesktopIcon", "AdditionalIcons", "LaunchProgram"}
    assert used <= names | built_in


def test_iss_shortcuts_files_run() -> None:
    sections = _iss_sections()
    tasks = _entries(sections["Tasks"])
    assert tasks[0]["Name"] == "desktopicon" and "unchecked" in tasks[0]["Flags"]
    icons = _entries(sections["Icons"])
    assert any(i["Name"].startswith("{autoprograms}") and "Tasks" not in i for i in icons)
    assert any(i["Name"].startswith("{autodesktop}") and i.get("Tasks") == "desktopicon" for i in icons)
    files = _entries(sections["Files"])
    assert files[0]["Source"] == "{#DistDir}\\*"
    assert {"recursesubdirs", "createallsubdirs", "ignoreversion"} <= set(files[0]["Flags"].split())
    run = _entries(sections["Run"])
    assert {"postinstall", "skipifsilent", "nowait"} <= set(run[0]["Flags"].split())
    assert any("{localappdata}\\gunapp\\Logs" in e["Name"] for e in _entries(sections["UninstallDelete"]))


# ---------------------------------------------------------------- the PyInstaller spec, per platform


class _Recorder:
    calls: dict[str, Any]

    def __init__(self, kind: str, calls: dict[str, Any], *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs
        calls[kind] = self
        if kind == "Analysis":
            self.binaries = list(calls["__binaries__"])
            # PyInstaller turns the spec's (source, dest folder) pairs into (dest name, source, "DATA") entries
            own = [(f"{dest}/{Path(src).name}", src, "DATA") for src, dest in kwargs["datas"]]
            self.datas = own + list(calls["__datas__"])
            self.pure: list[Any] = []
            self.scripts: list[Any] = list(FAKE_SCRIPTS)


FAKE_BINARIES = [
    ("PySide6/QtCore.abi3.so", "/src/QtCore.abi3.so", "EXTENSION"),
    ("PySide6/Qt/lib/libQt6Core.so.6", "/src/libQt6Core.so.6", "BINARY"),
    ("PySide6/Qt/lib/libQt6Quick.so.6", "/src/libQt6Quick.so.6", "BINARY"),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", "/src/libqxcb.so", "BINARY"),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", "/src/libqwayland.so", "BINARY"),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", "/src/vk.so", "BINARY"),
    (
        "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
        "/src/ibus.so",
        "BINARY",
    ),
    ("PySide6\\Qt6Quick.dll", "C:/src/Qt6Quick.dll", "BINARY"),
    ("PySide6\\opengl32sw.dll", "C:/src/opengl32sw.dll", "BINARY"),
    ("PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml", "/src/QtQml", "BINARY"),
    ("PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui", "/src/QtGui", "BINARY"),
    ("libicuuc.so.73", "/src/libicuuc.so.73", "BINARY"),
    ("libgtk-orphan.so.0", "/src/libgtk-orphan.so.0", "BINARY"),
    ("libdbus-1.so.3", "/src/libdbus-1.so.3", "BINARY"),
    # the sounds (issue 12): QtMultimedia and QtNetwork stay; FFmpeg and the media plugins go on every OS;
    # Linux uses the host's libpulse, and what only libpulse needs goes with it
    ("PySide6/Qt/lib/libQt6Multimedia.so.6", "/src/libQt6Multimedia.so.6", "BINARY"),
    ("PySide6/Qt/lib/libQt6Network.so.6", "/src/libQt6Network.so.6", "BINARY"),
    ("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so", "/src/ffmpeg.so", "BINARY"),
    ("PySide6/Qt/lib/libavcodec.so.61", "/src/libavcodec.so.61", "BINARY"),
    ("PySide6\\avcodec-61.dll", "C:/src/avcodec-61.dll", "BINARY"),
    ("PySide6\\plugins\\multimedia\\windowsmediaplugin.dll", "C:/src/wmp.dll", "BINARY"),
    ("PySide6/Qt/lib/libswscale.8.dylib", "/src/libswscale.8.dylib", "BINARY"),
    ("libpulse.so.0", "/usr/lib/libpulse.so.0", "BINARY"),
    ("libsndfile.so.1", "/usr/lib/libsndfile.so.1", "BINARY"),
    ("libkrb5.so.3", "/usr/lib/libkrb5.so.3", "BINARY"),
    # never loaded by a played demo (issue 29.6): SVG, the image formats the app never reads, FFmpeg stubs
    ("PySide6/Qt/lib/libQt6Svg.so.6", "/src/libQt6Svg.so.6", "BINARY"),
    ("PySide6\\Qt6Svg.dll", "C:/src/Qt6Svg.dll", "BINARY"),
    ("PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg", "/src/QtSvg", "BINARY"),
    ("PySide6/Qt/lib/libQt6FFmpegStub-va.so.2", "/src/stub-va.so", "BINARY"),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", "/src/qjpeg.so", "BINARY"),
    ("PySide6\\plugins\\imageformats\\qsvg.dll", "C:/src/qsvg.dll", "BINARY"),
    ("PySide6/Qt/plugins/imageformats/libqicns.dylib", "/src/qicns.dylib", "BINARY"),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", "/src/qsvgicon.so", "BINARY"),
    ("PySide6/Qt/plugins/platforms/libqminimal.so", "/src/qminimal.so", "BINARY"),
]
#: the runtime hooks PyInstaller finds for the app's imports, then the entry script
FAKE_SCRIPTS = [
    ("pyi_rth_gunapp", "/repo/packaging/rthooks/pyi_rth_gunapp.py", "PYSOURCE"),
    ("pyi_rth_inspect", "/pyi/pyi_rth_inspect.py", "PYSOURCE"),
    ("pyi_rth_multiprocessing", "/pyi/pyi_rth_multiprocessing.py", "PYSOURCE"),
    ("pyi_rth_pyside6", "/pyi/pyi_rth_pyside6.py", "PYSOURCE"),
    ("launcher", "/repo/packaging/launcher.py", "PYSOURCE"),
]
FAKE_DATAS = [
    ("PySide6/Qt/translations/qtbase_it.qm", "/src/qtbase_it.qm", "DATA"),
    ("PySide6/Qt/translations/qtbase_de.qm", "/src/qtbase_de.qm", "DATA"),
    ("PySide6/Qt/translations/qtdeclarative_it.qm", "/src/qtdeclarative_it.qm", "DATA"),
]
FAKE_IMPORTS = {
    "/src/libQt6Core.so.6": {("libicuuc.so.73", "/x/libicuuc.so.73")},
    # ldd lists the whole closure: libsndfile comes only through libpulse, libkrb5 through QtNetwork
    "/src/libQt6Multimedia.so.6": {
        ("libpulse.so.0", "/usr/lib/libpulse.so.0"),
        ("libsndfile.so.1", "/usr/lib/libsndfile.so.1"),
    },
    "/usr/lib/libpulse.so.0": {("libsndfile.so.1", "/usr/lib/libsndfile.so.1")},
    "/src/libQt6Network.so.6": {("libkrb5.so.3", "/usr/lib/libkrb5.so.3")},
}


def run_spec(platform: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Execute the spec as PyInstaller would on ``platform``, with its build classes replaced by recorders."""
    if len(list((ROOT / "translations").glob("gunapp_*.qm"))) < 3:
        pytest.skip("compiled translations missing (make translations)")
    calls: dict[str, Any] = {"__binaries__": FAKE_BINARIES, "__datas__": FAKE_DATAS}
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package, filter=None: [package]  # type: ignore[attr-defined]
    bindepend = types.ModuleType("PyInstaller.depend.bindepend")
    bindepend.get_imports = lambda src: FAKE_IMPORTS.get(src, set())  # type: ignore[attr-defined]
    for name, module in {
        "PyInstaller": types.ModuleType("PyInstaller"),
        "PyInstaller.utils": types.ModuleType("PyInstaller.utils"),
        "PyInstaller.utils.hooks": hooks,
        "PyInstaller.depend": types.ModuleType("PyInstaller.depend"),
        "PyInstaller.depend.bindepend": bindepend,
    }.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.delenv("GUNAPP_ENTRY", raising=False)
    monkeypatch.setenv("GUNAPP_CODESIGN_IDENTITY", "Developer ID Application: Test (TEAM123456)")
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))
    namespace: dict[str, Any] = {
        "SPECPATH": str(SPEC.parent),
        "workpath": str(tmp_path),
        "__file__": str(SPEC),
    }
    for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        namespace[kind] = lambda *a, _kind=kind, **k: _Recorder(_kind, calls, *a, **k)
    code = compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec")
    exec(code, namespace)
    calls["namespace"] = namespace
    return calls


def _version() -> str:
    return re.search(r'__version__ = "([^"]+)"', (ROOT / "gunapp" / "__init__.py").read_text()).group(1)  # type: ignore[union-attr]


def test_spec_windows_branch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = run_spec("win32", tmp_path, monkeypatch)
    exe = calls["EXE"].kwargs
    assert exe["name"] == "gunapp" and exe["console"] is False and exe["upx"] is False
    assert exe["strip"] is False and exe["codesign_identity"] is None
    assert exe["icon"].endswith("gunapp.ico") and Path(exe["icon"]).is_file()
    version_file = Path(exe["version"])
    assert version_file.parent == tmp_path
    text = version_file.read_text(encoding="utf-8")
    assert f"StringStruct('ProductVersion', '{_version()}')" in text
    assert "BUNDLE" not in calls
    assert calls["COLLECT"].kwargs["name"] == "gunapp"


def test_spec_macos_branch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = run_spec("darwin", tmp_path, monkeypatch)
    bundle = calls["BUNDLE"].kwargs
    assert bundle["name"] == "gunapp.app"
    assert bundle["version"] == _version()
    assert re.fullmatch(r"[a-z]+(\.[a-z]+)+", bundle["bundle_identifier"])
    assert Path(bundle["icon"]).is_file() and bundle["icon"].endswith(".icns")
    plist = bundle["info_plist"]
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleLocalizations"] == ["en", "zh_CN", "it"]
    assert plist["CFBundleShortVersionString"] == _version()
    exe = calls["EXE"].kwargs
    assert exe["console"] is False and "version" not in exe
    assert exe["codesign_identity"].startswith("Developer ID Application")
    assert Path(exe["entitlements_file"]).is_file()


def test_spec_linux_branch_filters_qt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = run_spec("linux", tmp_path, monkeypatch)
    assert calls["EXE"].kwargs["strip"] is True and calls["COLLECT"].kwargs["strip"] is True
    assert calls["EXE"].kwargs["codesign_identity"] is None
    assert "BUNDLE" not in calls
    analysis = calls["Analysis"]
    kept = {dest for dest, _src, _kind in analysis.binaries}
    assert kept == {
        "PySide6/QtCore.abi3.so",
        "PySide6/Qt/lib/libQt6Core.so.6",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
        "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
        "libicuuc.so.73",  # reached from QtCore
        "libdbus-1.so.3",  # opened with dlopen, kept on purpose
        "PySide6/Qt/lib/libQt6Multimedia.so.6",  # the sounds (QSoundEffect)
        "PySide6/Qt/lib/libQt6Network.so.6",  # QtMultimedia links it
        "libkrb5.so.3",  # reached from QtNetwork
    }
    datas = {dest for dest, _src, _kind in analysis.datas}
    assert {"translations/qtbase_zh_CN.qm", "translations/qtbase_it.qm", "translations/gunapp_en.qm"} <= datas
    # Qt's catalogues are read from translations/ only (PySide6's copy was a duplicate, issue 29.6)
    assert not {d for d in datas if d.startswith("PySide6/Qt/translations/")}
    # the icon containers are built into the exe / app by PyInstaller, not read at run time
    assert not {d for d in datas if d.startswith("resources/icons/") and d.endswith((".icns", ".ico"))}
    # the app's own catalogues, resources and Qt's qtbase for the three languages, next to each other
    own = {Path(src).name for src, dest in analysis.kwargs["datas"] if dest == "translations"}
    assert {"gunapp_zh_CN.qm", "gunapp_it.qm", "gunapp_en.qm"} <= own
    assert {"qtbase_zh_CN.qm", "qtbase_it.qm"} <= own
    assert any(dest == "resources" for _src, dest in analysis.kwargs["datas"])
    excludes = analysis.kwargs["excludes"]
    assert {
        "PySide6.QtQuick",
        "PySide6.QtQml",
        "PySide6.QtPdf",
        "PySide6.QtMultimediaWidgets",
        "mypy",
        "unicodedata",
        "_codecs_jp",
    } <= set(excludes)
    assert "_codecs_cn" not in excludes  # GBK: a Chinese Windows' locale encoding
    assert "PySide6.QtNetwork" not in excludes  # PySide6.QtMultimedia imports it (the sounds)
    assert analysis.args[0][0].endswith("launcher.py")


def test_issue29_the_frozen_start_neither_imports_multiprocessing_nor_compiles_shiboken(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 29 (the bundle's first frame): gunapp's runtime hook runs first and stands in for PyInstaller's
    multiprocessing hook (which imported multiprocessing at every start); shiboken's support modules ship as
    files with bytecode never checked against them (the wheel compiles them from embedded source each start)."""
    calls = run_spec("linux", tmp_path, monkeypatch)
    analysis = calls["Analysis"]
    hooks = [Path(hook) for hook in analysis.kwargs["runtime_hooks"]]
    assert [hook.name for hook in hooks] == ["pyi_rth_gunapp.py"] and hooks[0].exists()
    scripts = [name for name, _src, _kind in calls["EXE"].args[1]]
    assert scripts == ["pyi_rth_gunapp", "pyi_rth_inspect", "pyi_rth_pyside6", "launcher"]
    folder = next(Path(src) for src, dest in analysis.kwargs["datas"] if dest == "shiboken6/files.dir")
    loader = folder / "shibokensupport" / "signature" / "loader.py"
    assert loader.exists()
    pyc = loader.parent / "__pycache__" / f"loader.{sys.implementation.cache_tag}.pyc"
    assert int.from_bytes(pyc.read_bytes()[4:8], "little") == 0b01  # hash-based, never checked


def test_launcher_calls_main() -> None:
    tree = ast.parse((ROOT / "packaging" / "launcher.py").read_text(encoding="utf-8"))
    imports = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert any(n.module == "gunapp.__main__" and n.names[0].name == "main" for n in imports)


# ---------------------------------------------------------------- Windows version resource


def _version_info_module() -> types.ModuleType:
    sys.path.insert(0, str(ROOT / "packaging" / "windows"))
    try:
        import version_info
    finally:
        sys.path.pop(0)
    return version_info


@pytest.mark.parametrize(
    ("version", "expected"),
    [("0.1.0", (0, 1, 0, 0)), ("1.2.3.4", (1, 2, 3, 4)), ("2.0rc1", (2, 0, 1, 0)), ("3", (3, 0, 0, 0))],
)
def test_version_tuple(version: str, expected: tuple[int, ...]) -> None:
    assert _version_info_module().version_tuple(version) == expected


def test_version_tuple_rejects_out_of_range() -> None:
    with pytest.raises(ValueError):
        _version_info_module().version_tuple("70000.0.0")
    with pytest.raises(ValueError):
        _version_info_module().version_tuple("dev")


def test_version_file_evaluates_to_a_version_resource() -> None:
    """The text is evaluated as PyInstaller does (eval of VSVersionInfo(...)), here with recording stand-ins."""
    seen: dict[str, Any] = {}

    def record(name: str) -> Any:
        def make(*args: Any, **kwargs: Any) -> tuple[str, tuple[Any, ...], dict[str, Any]]:
            seen.setdefault(name, []).append((args, kwargs))
            return (name, args, kwargs)

        return make

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct", "VarFileInfo")
    env = {name: record(name) for name in (*names, "VarStruct")}
    eval(_version_info_module().render("1.4.2"), env)
    assert seen["FixedFileInfo"][0][1]["filevers"] == (1, 4, 2, 0)
    strings = {args[0]: args[1] for args, _ in seen["StringStruct"]}
    assert strings["OriginalFilename"] == "gunapp.exe" and strings["ProductVersion"] == "1.4.2"
    assert seen["StringTable"][0][0][0] == "040904B0"


def test_version_file_with_pyinstaller_when_installed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("PyInstaller")
    compat = pytest.importorskip("PyInstaller.compat")
    # the Windows-only imports of versioninfo are not used by the text reader and the binary writer
    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    monkeypatch.setattr(compat, "win32api", types.ModuleType("win32api"), raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from PyInstaller.utils.win32 import versioninfo

    path = _version_info_module().write(tmp_path / "v.txt", "0.3.1")
    info = versioninfo.load_version_info_from_text_file(str(path))
    raw = info.toRaw()
    assert b"\xbd\x04\xef\xfe" in raw  # VS_FIXEDFILEINFO signature
    assert "0.3.1".encode("utf-16-le") in raw


# ---------------------------------------------------------------- macOS disk image, Linux build script


def test_dmg_settings() -> None:
    namespace: dict[str, Any] = {"defines": {"app": "dist/gunapp.app"}}
    exec(
        compile((ROOT / "packaging/macos/dmg_settings.py").read_text(), "dmg_settings.py", "exec"), namespace
    )
    assert namespace["files"] == ["dist/gunapp.app"]
    assert namespace["symlinks"] == {"Applications": "/Applications"}
    assert set(namespace["icon_locations"]) == {"gunapp.app", "Applications"}
    assert namespace["format"] in {"UDZO", "UDBZ", "ULFO", "ULMO"}
    assert namespace["background"] == "builtin-arrow"
    assert (ROOT / namespace["icon"]).is_file()
    (x0, _), (x1, _) = namespace["icon_locations"].values()
    assert 0 < x0 < x1 < namespace["window_rect"][1][0]


def test_linux_build_script_is_valid_bash() -> None:
    script = ROOT / "packaging" / "linux" / "build.sh"
    subprocess.run(["bash", "-n", str(script)], check=True)
    text = script.read_text(encoding="utf-8")
    assert "--smoke" in text and "QT_QPA_PLATFORM=offscreen" in text and "packaging/gunapp.spec" in text
    assert 'packaging/smoke.py "$BUNDLE/gunapp"' in text  # records given as argument (issue 28.7)


# ---------------------------------------------------------------- icons


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIG and data[12:16] == b"IHDR"
    width, height, depth, color = struct.unpack(">IIBB", data[16:26])
    assert depth == 8 and color == 6, "8-bit RGBA"
    return width, height


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512, 1024])
def test_png_icons(size: int) -> None:
    assert _png_size((ICONS / f"gunapp-{size}.png").read_bytes()) == (size, size)


def test_ico_container() -> None:
    data = (ICONS / "gunapp.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, colors, _r, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        size = w or 256
        assert w == h and colors == 0 and planes == 1 and bpp == 32
        assert offset + length <= len(data)
        blob = data[offset : offset + length]
        if blob.startswith(PNG_SIG):
            assert _png_size(blob) == (size, size)
        else:
            hsize, bw, bh, bplanes, bbpp = struct.unpack("<IiiHH", blob[:16])
            assert (hsize, bw, bh, bplanes, bbpp) == (40, size, 2 * size, 1, 32)
            mask_stride = ((size + 31) // 32) * 4
            assert length == 40 + size * size * 4 + mask_stride * size
        sizes.append(size)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_container() -> None:
    data = (ICONS / "gunapp.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {"icp4": 16, "icp5": 32, "ic11": 32, "icp6": 64, "ic12": 64, "ic07": 128, "ic08": 256}
    expected |= {"ic13": 256, "ic09": 512, "ic14": 512, "ic10": 1024}
    found = {}
    pos = 8
    while pos < len(data):
        ostype, length = data[pos : pos + 4].decode("ascii"), struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        assert length > 8 and pos + length <= len(data)
        found[ostype] = _png_size(data[pos + 8 : pos + length])[0]
        pos += length
    assert found == expected


def test_icon_files_decode_with_qt(qapp: Any) -> None:
    """Qt's own ico/icns readers accept every entry (what Windows and macOS tools read too)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImageReader

    for name, fmt, count in (("gunapp.ico", b"ico", 7), ("gunapp.icns", b"icns", None)):
        data = QByteArray((ICONS / name).read_bytes())  # kept alive: QBuffer does not own it
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        reader = QImageReader(buffer, fmt)
        if not reader.canRead():
            pytest.skip(f"Qt image plugin for {fmt.decode()} not available")
        sizes = []
        for i in range(reader.imageCount()):
            assert reader.jumpToImage(i)
            image = reader.read()
            assert not image.isNull(), (name, i, reader.errorString())
            sizes.append(image.width())
        if count is not None:
            assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256]
        assert max(sizes) >= 256


def test_make_icon_draws_a_tile_with_a_transparent_corner(qapp: Any) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_icon
    finally:
        sys.path.pop(0)
    for size in (16, 256):
        image = make_icon.render(size)
        assert image.width() == size
        assert image.pixelColor(0, 0).alpha() == 0  # rounded tile: the corner stays transparent
        centre = image.pixelColor(size // 2, size // 2)
        assert centre.alpha() == 255
    # the joker card is white with a red crown: both colours appear in the big icon
    big = make_icon.render(256)
    colours = {big.pixelColor(x, y).name() for x in range(0, 256, 4) for y in range(0, 256, 4)}
    assert any(c.startswith("#f") and c[3:5] > "e0" for c in colours)  # near-white card
    assert any(int(c[1:3], 16) > 180 and int(c[3:5], 16) < 80 for c in colours)  # red
