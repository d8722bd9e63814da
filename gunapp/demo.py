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
    """Open ``game`` in ``window`` with AI in every seat; returns the table widget (None if unsupported)."""
    args = parse_demo_args(argv)
    if game in ("ddz3", "ddz4"):
        return _start_ddz(window, game, args)
    if game == "gunzi":
        return _start_gunzi(window, args)
    window.open_game(game)
    return None


def _quit_after(what: str, played: int) -> None:
    from PySide6.QtCore import QCoreApplication, QTimer

    print(f"gunapp demo: {played} {what} played", flush=True)
    QTimer.singleShot(0, lambda: QCoreApplication.exit(0))


def _start_gunzi(window: Any, args: argparse.Namespace) -> Any:
    from gunapp.games.gunzi.ui.table import GunziTable
    from gunapp.models.game_model import SeatConfig

    speed = args.speed if args.speed is not None else window.settings.animation_speed

    def factory(host: Any) -> GunziTable:
        return GunziTable(
            host,
            seats=[SeatConfig("ai", level) for level in demo_levels(args.agents, 4)],
            seed=args.seed,
            speed=speed,
            autostart=True,
            auto_continue=True,
        )

    window.open_game("gunzi", factory=factory)
    table = window.game_widget
    if not isinstance(table, GunziTable):
        log.error("the gunzi table is not available")
        return None
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
                _quit_after("hand(s)", played[0])

    model.hand_settled.connect(on_settled)
    return table


def _start_ddz(window: Any, game: str, args: argparse.Namespace) -> Any:
    from gunapp.games.doudizhu.ui.table import DdzTable

    window.open_game(game)
    table = window.game_widget
    if not isinstance(table, DdzTable):
        log.error("the %s table is not available", game)
        return None
    table.seed = args.seed
    if args.speed is not None:
        table.canvas.animator.set_speed(args.speed)

    def done() -> None:
        if args.quit:
            _quit_after("deal(s)", len(table.model.deals) if table.model is not None else 0)

    table.demo_done.connect(done)
    levels = demo_levels(args.agents, table.n)
    table.start_demo(args.hands, str(args.record) if args.record is not None else None, levels)
    return table
