"""The Gunzi demo (``gunapp --demo gunzi``): every seat AI, the record written after each hand."""

from __future__ import annotations

import argparse
import logging
from typing import Any

from gunapp.demo import demo_levels, quit_after

log = logging.getLogger(__name__)


def start(window: Any, key: str, args: argparse.Namespace) -> Any:
    """``--demo gunzi``: a match with AI in every seat that goes on from hand to hand."""
    from gunapp.games.gunzi.ui.house_options import gunzi_options
    from gunapp.games.gunzi.ui.table import GunziTable
    from gunapp.models.game_model import SeatConfig

    speed = args.speed if args.speed is not None else window.settings.animation_speed

    def factory(host: Any) -> GunziTable:
        return GunziTable(
            host,
            seats=[SeatConfig("ai", level) for level in demo_levels(args.agents, 4)],
            options=gunzi_options(window.settings),  # the house rules in Settings, as the Dou Dizhu demos
            seed=args.seed,
            speed=speed,
            autostart=True,
            auto_continue=True,
        )

    window.open_game(key, factory=factory)
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
                quit_after("hand(s)", played[0])

    model.hand_settled.connect(on_settled)
    return table
