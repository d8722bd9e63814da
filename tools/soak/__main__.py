"""Run every ``tools/soak/soak_*.py`` module, print a table, write ``bench/results/soak.{md,json}``.

Usage: python -m tools.soak [--short] [--only SUBSTRING ...] [--seconds S] [--count N] [--workers W] [--games G ...] [--resume] [--out PATH]
Exit status 1 when any row with a target missed it (``ok`` false) or a module raised.
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import os
import platform
import sys
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.soak")
    ap.add_argument("--short", action="store_true", help="the short versions that make test runs")
    ap.add_argument("--only", nargs="*", default=[], help="run modules whose name contains one of these")
    ap.add_argument(
        "--seconds", type=float, default=None, help="time budget per run (module default if unset)"
    )
    ap.add_argument("--count", type=int, default=None, help="hands per game, for modules that take a count")
    ap.add_argument("--workers", type=int, default=None, help="worker processes, for modules that take them")
    ap.add_argument(
        "--games", nargs="*", default=None, help="games to run (gunzi ddz3 ddz4), for modules that take them"
    )
    ap.add_argument(
        "--resume",
        action="store_true",
        help="go on from the chunks a long run already finished (modules that keep a progress log)",
    )
    ap.add_argument(
        "--out", default=str(ROOT / "bench" / "results" / "soak"), help="results path without suffix"
    )
    ap.add_argument(
        "--compose", action="store_true", help="run nothing; rebuild soak.{json,md} from the sections"
    )
    args = ap.parse_args(argv)

    modules = [] if args.compose else sorted(p.stem for p in HERE.glob("soak_*.py"))
    if args.only:
        modules = [m for m in modules if any(s in m for s in args.only)]
    sections: dict[str, list[dict[str, object]]] = {}
    metas: dict[str, object]
    failed = False
    for name in modules:
        print(f"== {name}", flush=True)
        t0 = time.perf_counter()
        try:
            mod = importlib.import_module(f"tools.soak.{name}")
            params = inspect.signature(mod.run).parameters
            extra = {
                k: v
                for k, v in (
                    ("count", args.count),
                    ("workers", args.workers),
                    ("games", args.games),
                    ("resume", args.resume or None),
                )
                if v is not None
            }
            rows = mod.run(args.short, args.seconds, **{k: v for k, v in extra.items() if k in params})
        except Exception:
            traceback.print_exc()
            rows = [{"name": "error", "value": "failed, see console", "unit": "", "ok": False}]
        for row in rows:
            mark = "" if "ok" not in row else (" ok" if row["ok"] else " MISSED")
            print(f"   {row['name']:<58} {row['value']!s:>14} {row.get('unit', '')}{mark}", flush=True)
            failed |= row.get("ok") is False
        print(f"   ({time.perf_counter() - t0:.1f} s)", flush=True)
        sections[name] = rows

    meta = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "python": sys.version.split()[0],
        "machine": f"{platform.machine()} {platform.system()}",
        "short": args.short,
        # figures of a loaded machine are not a quiet machine's: the 1/5/15-minute load at the end
        "load": " / ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "",
    }
    out = Path(args.out)
    # one file per module (bench/results/soak/<module>.json): a partial run or two people soaking different
    # modules never drop each other's figures; soak.{json,md} are composed from every section file
    section_dir = out.parent / out.name
    section_dir.mkdir(parents=True, exist_ok=True)
    for name, rows in sections.items():
        (section_dir / f"{name}.json").write_text(json.dumps({"meta": meta, "rows": rows}, indent=1) + "\n")
    metas: dict[str, dict[str, object]] = {}
    sections = {}
    for path in sorted(section_dir.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        sections[path.stem], metas[path.stem] = data["rows"], data["meta"]
    out.with_suffix(".json").write_text(json.dumps({"meta": metas, "sections": sections}, indent=1) + "\n")
    lines = ["# Soak and fault results", ""]
    for name, rows in sections.items():
        m = metas[name]
        short = ", short" if m.get("short") else ""
        load = f", load {m['load']}" if m.get("load") else ""
        lines += [f"## {name}", "", f"{m['date']}, Python {m['python']}, {m['machine']}{short}{load}", ""]
        lines += ["| measure | value | unit | target | met | note |", "|---|---|---|---|---|---|"]
        for r in rows:
            met = "" if "ok" not in r else ("yes" if r["ok"] else "**no**")
            lines.append(
                f"| {r['name']} | {r['value']} | {r.get('unit', '')} | {r.get('target', '')} | {met} "
                f"| {r.get('note', '')} |"
            )
        lines.append("")
    out.with_suffix(".md").write_text("\n".join(lines), encoding="utf-8")
    print(f"written {out.with_suffix('.md')}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
