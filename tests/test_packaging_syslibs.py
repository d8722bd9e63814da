"""tools/ensure_syslibs.sh as a non-root CI runner and a new user run it (issue 28.2).

The script runs with stand-ins for ``id``, ``dpkg-query``, ``sudo`` and ``apt-get`` first on PATH, which record
their arguments: nothing is installed. A non-root runner with passwordless sudo goes through ``sudo -n``; every
apt-get waits for the dpkg lock (a boot-time unattended upgrade made the first ``make run`` fail); a user with
no sudo gets a warning and the build goes on; root needs no sudo.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tools" / "ensure_syslibs.sh"

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="a Debian script (make on Linux)"
)


def _shim(folder: Path, name: str, body: str) -> None:
    path = folder / name
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def _run(tmp_path: Path, *, uid: int, sudo: str | None) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls = tmp_path / "calls.log"
    _shim(bin_dir, "id", f'[ "$1" = -u ] && echo {uid} || /usr/bin/id "$@"')
    # libpulse0 "missing", everything else installed
    _shim(
        bin_dir,
        "dpkg-query",
        'for a; do p=$a; done; [ "$p" = libpulse0 ] && exit 1; printf "install ok installed"',
    )
    _shim(bin_dir, "apt-get", f'echo "apt-get $*" >> {calls}')
    if sudo == "ok":
        _shim(bin_dir, "sudo", f'echo "sudo $*" >> {calls}; [ "$1" = -n ] && shift; exec "$@"')
    elif sudo == "password":  # sudo exists but would prompt: -n makes it fail at once
        _shim(bin_dir, "sudo", f'echo "sudo $*" >> {calls}; exit 1')
    env = {**os.environ, "PATH": f"{bin_dir}:/usr/bin:/bin"}
    if sudo is None:  # no sudo on PATH at all (a minimal container): only our folder and a sudo-less copy
        plain = tmp_path / "plain"
        plain.mkdir()
        for tool in ("bash", "sh", "env", "grep", "cat", "printf"):
            found = subprocess.run(["which", tool], capture_output=True, text=True, check=True).stdout.strip()
            (plain / tool).symlink_to(found)
        env["PATH"] = f"{bin_dir}:{plain}"
    run = subprocess.run(
        ["bash", str(SCRIPT), "test"], env=env, capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    return run, calls.read_text(encoding="utf-8").splitlines() if calls.exists() else []


def _apt_calls(calls: list[str]) -> list[str]:
    return [c for c in calls if c.startswith("apt-get")]


def test_non_root_runner_installs_through_sudo_and_waits_for_the_lock(tmp_path: Path) -> None:
    run, calls = _run(tmp_path, uid=1001, sudo="ok")
    assert run.returncode == 0, run.stderr
    sudo = [c for c in calls if c.startswith("sudo ")]
    apt = _apt_calls(calls)
    assert [c.split()[1] for c in sudo] == ["-n"] * 3  # the probe, update, install; never a password prompt
    assert len(apt) == 2 and "update" in apt[0] and "install" in apt[1], calls
    assert all("-o DPkg::Lock::Timeout=300" in c for c in apt), apt
    assert apt[1].split()[-1] == "libpulse0"


def test_root_installs_without_sudo(tmp_path: Path) -> None:
    run, calls = _run(tmp_path, uid=0, sudo="ok")
    assert run.returncode == 0, run.stderr
    assert not [c for c in calls if c.startswith("sudo ")]
    assert len(_apt_calls(calls)) == 2 and all("DPkg::Lock::Timeout=300" in c for c in _apt_calls(calls))


@pytest.mark.parametrize("sudo", ["password", None], ids=["sudo-asks-a-password", "no-sudo"])
def test_user_without_usable_sudo_is_told_what_to_install(tmp_path: Path, sudo: str | None) -> None:
    run, calls = _run(tmp_path, uid=1000, sudo=sudo)
    assert run.returncode == 0
    assert not _apt_calls(calls)
    assert "libpulse0" in run.stderr and "sudo apt-get install" in run.stderr
