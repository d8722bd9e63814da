"""The command line every screenshot tool shares: an output folder and a window size (``--size WxH``), plus
the tool's own options; the folder is made, and the QApplication is created (or the running one reused)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QApplication


@dataclass
class ShotRun:
    args: argparse.Namespace
    out: Path
    size: tuple[int, int]
    app: QApplication


def shot_run(
    prog: str, argv: list[str] | None, more: Callable[[argparse.ArgumentParser], None] | None = None
) -> ShotRun:
    ap = argparse.ArgumentParser(prog=prog)
    ap.add_argument("outdir")
    ap.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    if more is not None:
        more(ap)
    args = ap.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    return ShotRun(args, out, (width, height), app)
