"""Run every ``bench/bench_*.py`` module and write one results file.

Each module exposes ``run(quick: bool) -> list[dict]``; a row has ``name``, ``value`` (number or text),
``unit``, and optionally ``target`` (text such as "<= 5 ms") and ``note``. Timings here are for comparing
ratios within one run: the machine is shared and noisy, so no test ever asserts a time.

Usage: python -m bench [--quick] [--only SUBSTRING ...]
"""

from __future__ import annotations

import argparse
import importlib
import json
import platform
import sys
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench")
    ap.add_argument("--quick", action="store_true", help="fewer repetitions (smoke-check the benchmarks)")
    ap.add_argument("--only", nargs="*", default=[], help="run modules whose name contains one of these")
    ap.add_argument("--out", default=str(HERE / "results" / "latest"), help="results path without suffix")
    ap.add_argument("--compose", action="store_true", help="only rebuild latest.{json,md} from the sections")
    args = ap.parse_args(argv)
    if args.compose:
        compose(Path(args.out))
        return 0

    modules = sorted(p.stem for p in HERE.glob("bench_*.py"))
    if args.only:
        modules = [m for m in modules if any(s in m for s in args.only)]
    sections: dict[str, list[dict[str, object]]] = {}
    failed = False
    for name in modules:
        print(f"== {name}", flush=True)
        t0 = time.perf_counter()
        try:
            mod = importlib.import_module(f"bench.{name}")
            rows = mod.run(args.quick)
        except Exception:
            traceback.print_exc()
            rows = [{"name": "error", "value": "failed, see console", "unit": ""}]
            failed = True
        for row in rows:
            print(f"   {row['name']:<58} {row['value']!s:>12} {row.get('unit', '')}")
        print(f"   ({time.perf_counter() - t0:.1f} s)")
        sections[name] = rows

    meta = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "python": sys.version.split()[0],
        "machine": f"{platform.machine()} {platform.system()}",
        "quick": args.quick,
    }
    out = Path(args.out)
    # One file per module, so a partial run (--only) or two people measuring different modules never
    # overwrite each other's figures; latest.{json,md} are composed from every section file.
    section_dir = out.parent / "sections"
    section_dir.mkdir(parents=True, exist_ok=True)
    for name, rows in sections.items():
        (section_dir / f"{name}.json").write_text(json.dumps({"meta": meta, "rows": rows}, indent=1) + "\n")
    compose(out)
    print(f"written {out.with_suffix('.md')}")
    if section_dir.resolve() == (HERE / "results" / "sections").resolve():
        # the app's level descriptions quote the committed figures (issue 11)
        from tools import ai_strength

        print(f"{ai_strength.OUT}: {'written' if ai_strength.write() else 'up to date'}")
    return 1 if failed else 0


def compose(out: Path) -> None:
    """Write ``out``.json / .md from every ``sections/<module>.json`` beside it (each with its own date)."""
    section_dir = out.parent / "sections"
    sections: dict[str, list[dict[str, object]]] = {}
    metas: dict[str, dict[str, object]] = {}
    for path in sorted(section_dir.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        sections[path.stem] = data["rows"]
        metas[path.stem] = data["meta"]
    out.with_suffix(".json").write_text(json.dumps({"meta": metas, "sections": sections}, indent=1) + "\n")
    lines = ["# Benchmark results", ""]
    for name, rows in sections.items():
        m = metas[name]
        quick = ", quick" if m.get("quick") else ""
        lines += [f"## {name}", "", f"{m['date']}, Python {m['python']}, {m['machine']}{quick}", ""]
        lines += ["| measure | value | unit | target | note |", "|---|---|---|---|---|"]
        for r in rows:
            lines.append(
                f"| {r['name']} | {r['value']} | {r.get('unit', '')} | {r.get('target', '')} | {r.get('note', '')} |"
            )
        lines.append("")
    out.with_suffix(".md").write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
