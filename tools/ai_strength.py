"""Each AI level's measured strength, for the app's level descriptions (issue 11: calibrated difficulty).

Reads the committed benchmark sections (``bench/results/sections/bench_ddz_ai.json`` and
``bench_gunzi_ai.json``) and writes ``resources/ai_strength.json``, which the app reads and ships. ``python -m
bench`` runs this after writing its sections; run it by hand after editing a section. ``--check`` exits 1 when
the file is out of date with the sections (a test does the same).

Only the mean of a figure is kept (rows hold "0.773 ± 0.012" or plain numbers); a missing or unreadable row
leaves its figure out, and the app then describes the level without a number.

Usage: python tools/ai_strength.py [--check]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SECTIONS = ROOT / "bench" / "results" / "sections"
OUT = ROOT / "resources" / "ai_strength.json"

#: (game, level, figure) <- (section, row name)
ROWS: dict[tuple[str, str, str], tuple[str, str]] = {
    ("doudizhu", "easy", "wp_vs_rule"): ("bench_ddz_ai", "easy vs RLCard rule: WP (mean of roles)"),
    ("doudizhu", "normal", "wp_vs_rule"): ("bench_ddz_ai", "normal vs RLCard rule: WP (mean of roles)"),
    ("doudizhu", "hard", "wp_vs_rule"): ("bench_ddz_ai", "hard vs RLCard rule: WP (mean of roles)"),
    ("doudizhu", "hard", "wp_vs_normal_ddz3"): ("bench_ddz_ai", "ddz3 hard vs normal: WP (duplicate)"),
    ("doudizhu", "hard", "wp_vs_normal_ddz4"): ("bench_ddz_ai", "ddz4 hard vs normal: WP (duplicate)"),
    ("gunzi", "normal", "points_vs_easy"): (
        "bench_gunzi_ai",
        "normal vs easy: attacker points, normal minus easy (paired)",
    ),
    ("gunzi", "normal", "levels_vs_easy"): (
        "bench_gunzi_ai",
        "normal vs easy: levels per hand, normal minus easy (paired)",
    ),
    ("gunzi", "hard", "points_vs_normal"): (
        "bench_gunzi_ai",
        "hard vs normal: attacker points, hard minus normal (paired)",
    ),
    ("gunzi", "hard", "levels_vs_normal"): (
        "bench_gunzi_ai",
        "hard vs normal: levels per hand, hard minus normal (paired)",
    ),
}


def mean_of(value: object) -> float | None:
    """The figure of a row value: a number, or the mean of "mean ± half-width"; None if it is not one."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        head = value.split("±")[0].strip()
        try:
            return float(head)
        except ValueError:
            return None
    return None


def _rows(sections: Path, name: str) -> dict[str, object]:
    path = sections / f"{name}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {str(r["name"]): r.get("value") for r in data["rows"]}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def build(sections: Path = SECTIONS) -> dict[str, Any]:
    """The strength file's content from the section files."""
    cache: dict[str, dict[str, object]] = {}
    out: dict[str, Any] = {"source": "bench/results/sections", "doudizhu": {}, "gunzi": {}}
    for (game, level, figure), (section, row) in ROWS.items():
        if section not in cache:
            cache[section] = _rows(sections, section)
        value = mean_of(cache[section].get(row))
        if value is not None:
            out[game].setdefault(level, {})[figure] = value
    return out


def render(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


def write(sections: Path = SECTIONS, out: Path = OUT) -> bool:
    """Write the file if it changed; True if it did."""
    text = render(build(sections))
    if out.exists() and out.read_text(encoding="utf-8") == text:
        return False
    out.write_text(text, encoding="utf-8")
    return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python tools/ai_strength.py")
    ap.add_argument(
        "--check", action="store_true", help="exit 1 if resources/ai_strength.json is out of date"
    )
    args = ap.parse_args(argv)
    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != render(build()):
            print(f"{OUT} is out of date: run python tools/ai_strength.py", file=sys.stderr)
            return 1
        return 0
    print(f"{OUT}: {'written' if write() else 'up to date'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
