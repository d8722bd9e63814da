"""Smoke-run a frozen gunapp as a player's desktop would start it (every OS's package job, and `make package`).

1. ``gunapp --smoke``: the main window draws one frame, exit 0;
2. ``gunapp --smoke GOOD.gunrec`` (a double-clicked record is a bare path argument): the record opens in the
   replay viewer through Open record…'s checks, exit 0; a ``.json`` record too;
3. ``gunapp --smoke BAD.gunrec``: the player's notice, exit 2;
4. ``gunapp --review GOOD.gunrec``: the hand review with two SPAWNED worker processes (as the app starts them),
   each re-running the bundle's executable through freeze_support(): JSON with the reviewed decisions, exit 0.

Each run has its own empty settings, data and log folders (the developer's own are never touched).
Usage: python packaging/smoke.py PATH/TO/gunapp[.exe | .app/Contents/MacOS/gunapp]
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT_S = 120


def _records(folder: Path) -> tuple[Path, Path, Path]:
    sys.path.insert(0, str(ROOT))
    from tools.soak.samples import save_text  # a real match's record, made with the engine

    good = folder / "match.gunrec"
    good.write_text(save_text("ddz3"), encoding="utf-8")
    as_json = folder / "older.json"
    as_json.write_text(save_text("gunzi"), encoding="utf-8")
    bad = folder / "broken.gunrec"
    bad.write_text('{"format": "gunapp-record/1", "game": "ddz3", "hands": "none"}', encoding="utf-8")
    return good, as_json, bad


def _run(app: Path, scratch: Path, *args: str) -> tuple[int, float, str]:
    home = scratch / f"home-{len(list(scratch.glob('home-*')))}"
    env = dict(
        os.environ,
        HOME=str(home),
        USERPROFILE=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_STATE_HOME=str(home / "state"),
        XDG_CACHE_HOME=str(home / "cache"),
        LOCALAPPDATA=str(home / "local"),
        APPDATA=str(home / "roaming"),
        GUNAPP_CONFIG_DIR=str(home / "gunapp-config"),
        GUNAPP_DATA_DIR=str(home / "gunapp-data"),
        QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
    )
    if args[:1] == ("--review",):
        env["GUNAPP_REVIEW_START"] = "spawn"
    command = [str(app), *args] if args[:1] == ("--review",) else [str(app), "--smoke", *args]
    t0 = time.perf_counter()
    res = subprocess.run(command, env=env, capture_output=True, text=True, timeout=TIMEOUT_S)
    logs = "".join(
        f"--- {log}\n{log.read_text(encoding='utf-8', errors='replace')[-3000:]}"
        for log in home.rglob("*.log")
        if log.is_file()
    )
    return res.returncode, time.perf_counter() - t0, res.stdout + res.stderr + logs


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    app = Path(args[0])
    failures = 0
    with tempfile.TemporaryDirectory(prefix="gunapp-smoke-") as tmp:
        scratch = Path(tmp)
        good, as_json, bad = _records(scratch)
        for label, extra, expected in (
            ("start", (), 0),
            ("open a .gunrec record", (str(good),), 0),
            ("open a .json record", (str(as_json),), 0),
            ("refuse a bad file", (str(bad),), 2),
            (
                "review a hand in spawned workers",
                ("--review", str(good), "--worlds", "4", "--workers", "2"),
                0,
            ),
        ):
            code, seconds, output = _run(app, scratch, *extra)
            # the review must also have printed its JSON, not only exited 0
            ok = code == expected and (extra[:1] != ("--review",) or '"decisions"' in output)
            failures += not ok
            print(
                f"smoke: {label}: exit {code} (expected {expected}) in {seconds:.1f} s {'ok' if ok else 'FAIL'}"
            )
            if not ok:
                print(output[-6000:], file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
