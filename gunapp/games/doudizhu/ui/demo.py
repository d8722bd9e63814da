"""The Dou Dizhu demo (``gunapp --demo ddz3|ddz4``): every seat AI, the record written after each deal."""

from __future__ import annotations

import argparse
import logging
from typing import Any

from gunapp.demo import demo_levels, quit_after

log = logging.getLogger(__name__)


def start(window: Any, game: str, args: argparse.Namespace) -> Any:
    """``--demo ddz3|ddz4``: a session with AI in every seat."""
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
            quit_after("deal(s)", len(table.model.deals) if table.model is not None else 0)

    table.demo_done.connect(done)
    levels = demo_levels(args.agents, table.n)
    table.start_demo(args.hands, str(args.record) if args.record is not None else None, levels)
    return table
