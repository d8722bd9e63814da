"""``gunapp --demo gunzi [--hands N] [--speed X] [--record FILE] [--quit] [--seed S]``: all four seats AI.

The table animates at ``--speed`` (0 = no animation), the record is written after every hand (so an
interrupted demo still leaves a valid file), and with ``--quit`` the app exits 0 after N hands. Tests and
packaging use it to exercise the whole app.
"""

from __future__ import annotations

import argparse
import logging
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)


def parse_demo_args(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="gunapp --demo", add_help=False)
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


def start_demo(window: Any, game: str, argv: list[str]) -> Any:
    """Open ``game`` in ``window`` with AI in every seat; returns the table widget (None if unsupported)."""
    args = parse_demo_args(argv)
    if game in ("ddz3", "ddz4"):  # Dou Dizhu: see gunapp/demo_ddz.py
        from gunapp.demo_ddz import start_ddz_demo

        return start_ddz_demo(window, game, argv)
    if game != "gunzi":
        window.open_game(game)
        return None
    from PySide6.QtCore import QCoreApplication, QTimer

    from gunapp.demo_ddz import demo_levels
    from gunapp.models.game_model import SeatConfig
    from gunapp.ui.games import register_table
    from gunapp.ui.gunzi.table import GunziTable

    speed = args.speed if args.speed is not None else window.settings.animation_speed
    holder: dict[str, GunziTable] = {}

    def factory(host: Any) -> GunziTable:
        table = GunziTable(
            host,
            seats=[SeatConfig("ai", level) for level in demo_levels(args.agents, 4)],
            seed=args.seed,
            speed=speed,
            autostart=True,
            auto_continue=True,
        )
        holder["table"] = table
        return table

    register_table("gunzi", factory)
    try:
        window.open_game("gunzi")
    finally:
        from gunapp.ui.gunzi import _factory

        register_table("gunzi", _factory)
    table = holder["table"]
    model = table.model
    assert model is not None
    played = [0]

    def on_settled(_e: object) -> None:
        played[0] += 1
        if args.record is not None:
            try:
                model.save_record(args.record)
            except OSError as exc:
                log.error("cannot write the record %s: %s", args.record, exc)
        if args.hands and played[0] >= args.hands:
            model.auto_continue = False
            if args.quit:
                print(f"gunapp demo: {played[0]} hand(s) played", flush=True)
                QTimer.singleShot(0, lambda: QCoreApplication.exit(0))

    model.hand_settled.connect(on_settled)
    return table
