"""``gunapp --demo gunzi|ddz3|ddz4 [--hands N] [--speed X] [--record FILE] [--quit] [--seed S] [--agents L]``:
every seat AI.

The table animates at ``--speed`` (0 = no animation), the record (gunapp-record/1) is written after every hand
or deal (so an interrupted demo still leaves a valid file), and with ``--quit`` the app exits 0 after N hands
(for Dou Dizhu a redeal, D4.4, is not a deal played). Tests and packaging use it to exercise the whole app.
"""

from __future__ import annotations

import argparse
import logging
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)


def parse_demo_args(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="gunapp --demo gunzi|ddz3|ddz4", add_help=False)
    ap.add_argument("--hands", type=int, default=0, help="stop after this many hands (0 = play on)")
    ap.add_argument("--speed", type=float, default=None, help="animation speed (0 = none)")
    ap.add_argument("--record", type=Path, default=None, help="write the game record here")
    ap.add_argument("--quit", action="store_true", help="exit 0 after --hands hands")
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


def start_demo(window: Any, game: str, argv: list[str]) -> Any:
    """Open ``game`` in ``window`` with AI in every seat; returns the table widget (None if unsupported).
    Each game starts its own demo (``GameSpec.demo``)."""
    from gunapp.core import registry
    from gunapp.core.game_spec import load

    args = parse_demo_args(argv)
    try:
        spec = registry.game(game)
    except registry.UnknownGame as exc:
        log.error("no demo: %s", exc)
        return None
    return load(spec.demo)(window, game, args)


def quit_after(what: str, played: int) -> None:
    """``--quit``: say how many hands were played and leave the event loop."""
    from PySide6.QtCore import QCoreApplication, QTimer

    print(f"gunapp demo: {played} {what} played", flush=True)
    QTimer.singleShot(0, lambda: QCoreApplication.exit(0))
