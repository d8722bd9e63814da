"""The frozen bundle's yardstick: the bench's bare window, built by PyInstaller exactly as the bundle is.

The bundle's first frame against a bare window run from the venv mixes two things: what freezing costs any
PySide6 program (the bootloader, the archive, PyInstaller's runtime hooks) and what gunapp's own start costs.
A bare window frozen with the same spec (``packaging/gunapp.spec`` with the bare script as ``GUNAPP_ENTRY``:
the same PyInstaller, excludes, runtime hooks, Qt libraries and plugins) tells the two apart.

The build (about 20 s) goes to ``build/bench-bare/<key>/``, never to ``dist/``, and is kept: the key names
the PyInstaller and PySide6 versions and a digest of the spec, its runtime hooks and the bare script, so a
change to any of them builds again and an unchanged tree reuses it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "gunapp.spec"
CACHE = ROOT / "build" / "bench-bare"


def _version(package: str) -> str | None:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


def cache_key(script: str) -> str | None:
    """Where a build of ``script`` lives under ``CACHE``; None without PyInstaller (nothing to build with)."""
    pyinstaller = _version("pyinstaller")
    if pyinstaller is None:
        return None
    digest = hashlib.sha256(script.encode())
    for path in [SPEC, *sorted((ROOT / "packaging" / "rthooks").glob("*.py"))]:
        digest.update(path.name.encode() + path.read_bytes())
    pyside = _version("PySide6-Essentials") or _version("PySide6") or "?"
    return f"pyinstaller-{pyinstaller}-pyside-{pyside}-{digest.hexdigest()[:12]}"


def build(script: str) -> Path | None:
    """The frozen executable of ``script`` (a bare window), built now if no build of it is kept; None if
    PyInstaller is missing or the build fails (the bench then says so in its row)."""
    key = cache_key(script)
    if key is None:
        return None
    folder = CACHE / key
    exe = folder / "dist" / "gunapp" / "gunapp"
    if exe.exists():
        return exe
    shutil.rmtree(CACHE, ignore_errors=True)  # older keys: one kept build is enough
    folder.mkdir(parents=True)
    entry = folder / "bare_window.py"
    entry.write_text(script, encoding="utf-8")
    env = dict(os.environ, GUNAPP_ENTRY=str(entry))
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR"]
    command += ["--distpath", str(folder / "dist"), "--workpath", str(folder / "work"), str(SPEC)]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    if done.returncode != 0 or not exe.exists():
        print(f"frozen bare window: build failed ({done.returncode})\n{done.stderr[-2000:]}", file=sys.stderr)
        shutil.rmtree(folder, ignore_errors=True)
        return None
    shutil.rmtree(folder / "work", ignore_errors=True)
    return exe
