"""``gunapp --demo ddz3|ddz4 [--hands N] [--speed X] [--record FILE] [--quit] [--seed S]``: every seat AI.

Called from ``gunapp.demo.start_demo`` for the Dou Dizhu games. The table animates at ``--speed`` (0 = none),
the record (gunapp-record/1, replayable with ``engine.doudizhu.record_io``) is written after every deal, and
with ``--quit`` the app exits 0 after N deals (a redeal, D4.4, is not a deal played).
"""

from __future__ import annotations

import argparse
import logging
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)


def parse_args(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="gunapp --demo ddz3|ddz4", add_help=False)
    ap.add_argument("--hands", type=int, default=0)
    ap.add_argument("--speed", type=float, default=None)
    ap.add_argument("--record", type=Path, default=None)
    ap.add_argument("--quit", action="store_true")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument(
        "--agents", default="normal", help="AI level for every seat, or one per seat: hard,normal,…"
    )
    args, _ = ap.parse_known_args(argv)
    return args


def demo_levels(text: str, seats: int) -> list[str]:
    """``--agents``: one level for every seat or one per seat (easy, normal, hard); anything else plays as
    normal, as an unknown level does at the table."""
    from gunapp.ui.common.ai_levels import AI_LEVELS

    levels = [p.strip() for p in text.split(",")] if text else ["normal"]
    if len(levels) == 1:
        levels = levels * seats
    levels = (levels + ["normal"] * seats)[:seats]
    return [lv if lv in AI_LEVELS else "normal" for lv in levels]


def start_ddz_demo(window: Any, game: str, argv: list[str]) -> Any:
    """Open ``game`` (ddz3 or ddz4) in ``window`` and let the AI play every seat; returns the table."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from gunapp.ui.doudizhu.table import DdzTable

    args = parse_args(argv)
    window.open_game(game)
    table = window.game_widget
    if not isinstance(table, DdzTable):
        log.error("the %s table is not available", game)
        return None
    table.seed = args.seed
    if args.speed is not None:
        table.canvas.animator.set_speed(args.speed)

    def done() -> None:
        played = len(table.model.deals) if table.model is not None else 0
        if args.quit:
            print(f"gunapp demo: {played} deal(s) played", flush=True)
            QTimer.singleShot(0, lambda: QCoreApplication.exit(0))

    table.demo_done.connect(done)
    levels = demo_levels(args.agents, table.n)
    table.start_demo(args.hands, str(args.record) if args.record is not None else None, levels)
    return table
