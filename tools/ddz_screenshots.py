"""Screenshots of the Dou Dizhu table in every language: bidding, a hint, a bomb and the settlement.

Usage: python -m tools.ddz_screenshots OUTDIR [--size 1280x800] [--variants ddz3,ddz4]
Run under Xvfb (DISPLAY=:N QT_QPA_PLATFORM=xcb) or offscreen with a CJK font installed. The deals are seeded,
so the pictures are the same from run to run; the bomb is caught in the middle of its burst.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

from gunapp.games.doudizhu.engine.actions import Bid
from gunapp.games.doudizhu.engine.events import CardsPlayed
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.model import DdzModel
from gunapp.models.game_model import SeatConfig
from tools.shot_args import shot_run


def _wait(app: QApplication, cond: Callable[[], bool], timeout: float = 60.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.processEvents()
        if cond():
            return True
        time.sleep(0.002)
    return False


def _pause(app: QApplication, seconds: float) -> None:
    _wait(app, lambda: False, seconds)


def bomb_seed(variant: Variant, start: int = 1) -> int:
    """The first seed whose all-AI first deal has a bomb or rocket (found headlessly, no animation)."""
    app = QApplication.instance()
    assert app is not None
    for seed in range(start, start + 200):
        m = DdzModel(variant, [SeatConfig("ai", "normal")] * variant.players, seed=seed, auto_ready=True)
        bombs: list[CardsPlayed] = []
        done: list[bool] = []
        m.cards_played.connect(lambda e, b=bombs: b.append(e) if e.combo.is_bomb_like and e.doubled else None)
        m.deal_ended.connect(lambda _e, d=done: d.append(True))
        m.start()
        _wait(app, lambda d=done: bool(d), 30)
        m.stop()
        if bombs and len(m.session.deals) == 1:
            return seed
    return start


def shoot(app: QApplication, out: Path, variant: Variant, lang: str, size: tuple[int, int]) -> list[Path]:
    from gunapp.games.doudizhu.ui.table import DdzTable
    from gunapp.i18n import LanguageManager

    langs = LanguageManager(app)
    langs.set_language(lang)
    app.processEvents()
    saved: list[Path] = []

    def grab(table: DdzTable, name: str) -> None:
        app.processEvents()
        path = out / f"ddz-{variant.value}-{name}-{lang}.png"
        table.grab().save(str(path))
        saved.append(path)

    # bidding and a hint, with the player in seat 0: the first seed where the player bids after an AI
    table = DdzTable(None, variant, speed=4.0, seed=7)
    table.resize(*size)
    table.show()
    _pause(app, 0.2)
    grab(table, "setup")
    for seed in range(7, 60):
        table.seed = seed
        model = table.new_session([None] + ["normal"] * (variant.players - 1))
        _wait(app, lambda: table.turn.is_open)
        if table.turn.mode == "bid" and model.view().bids:
            break
    _pause(app, 0.25)  # the hand finishes sorting; the AI's bid callout is still up
    grab(table, "bidding")
    seat, legal = table.turn.seat, table.turn.legal
    table._submit(Bid(seat, max(a.value for a in legal if isinstance(a, Bid))))
    _wait(app, lambda: table.turn.is_open and table.turn.mode == "play")
    for _ in range(12):  # a hint with several cards shows more
        table.hint()
        if len(table.canvas.hand.selected_cards()) >= 3:
            break
    _pause(app, 0.3)
    grab(table, "hint")
    table.close_game()
    table.deleteLater()

    # a bomb in the middle of its burst, then the settlement
    seed = bomb_seed(variant)
    table = DdzTable(None, variant, speed=0.0, seed=seed)
    table.resize(*size)
    table.show()
    model = table.start_demo(0)
    anims = table.anims
    assert anims is not None
    model.cards_played.disconnect(anims.on_played)
    burst: list[bool] = []

    def on_played(e: CardsPlayed) -> None:
        if e.combo.is_bomb_like and e.doubled and not burst:
            table.canvas.animator.set_speed(1.0)
            burst.append(True)
        anims.on_played(e)

    model.cards_played.connect(on_played)
    _wait(app, lambda: bool(anims.effects) and anims.effects[0].property("t") > 0.3)
    grab(table, "bomb")
    table._demo = False  # stay on this deal's settlement
    table.canvas.animator.set_speed(0.0)
    _wait(app, lambda: table.settlement.isVisible())
    _pause(app, 0.2)
    grab(table, "settlement")
    table.close_game()
    table.deleteLater()
    return saved


def main(argv: list[str] | None = None) -> int:
    def more(ap: argparse.ArgumentParser) -> None:
        ap.add_argument("--variants", default="ddz3,ddz4")
        ap.add_argument("--langs", default="zh_CN,en,it")

    run = shot_run("python -m tools.ddz_screenshots", argv, more)
    for v in run.args.variants.split(","):
        for lang in run.args.langs.split(","):
            for p in shoot(run.app, run.out, Variant(v), lang, run.size):
                print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
