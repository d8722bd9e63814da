"""Screenshots of Gunzi situations met in real play that the scenario shots do not catch: the tribute cards
in flight (paid and received, animated), the human's own exchange as dealer, the hint during the deal, and a
cycle's end (the winner announced, then the new cycle's first hand).

Usage: DISPLAY=:N QT_QPA_PLATFORM=xcb .venv/bin/python -m tests.gunzi_ui.shoot_extra OUTDIR [--langs en,it]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from gunapp.games.gunzi.engine import match as match_phase
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.i18n import LanguageManager

from . import scenarios as sc
from .shoot_scenarios import auto, pump


def cycle_end_state(seed: int) -> GunziState:
    """A later hand with both teams at 10 and the human dealing: a dealer win ends the cycle (R23.3)."""
    state = GunziState(options=GunziOptions(cyclesPerMatch=2), seed=seed)
    state.first_hand = False
    state.dealer = 0
    state.levels = [10, 10]
    match_phase.start_deal(state)
    return state


def shoot(app: QApplication, out: Path, lang: str, size: tuple[int, int]) -> None:
    def table_for(state: GunziState, agents: dict, speed: float) -> GunziTable:  # type: ignore[type-arg]
        t = GunziTable(None, speed=speed)
        t.resize(*size)
        t.show()
        t.start_match(sc.SEATS, state=state, agents=agents)
        return t

    def grab(t: GunziTable, name: str, settle: float = 0.3) -> None:
        pump(app, lambda: False, settle)
        t.grab().save(str(out / f"gunzi-{name}-{lang}.png"))
        print("saved", name, lang, flush=True)

    def run(t: GunziTable, done, stop: set[str], timeout: float = 90) -> None:  # type: ignore[no-untyped-def]
        ok = pump(app, lambda: done() or (auto(t, stop), done())[1], timeout)
        assert ok, f"timed out ({t.turn.mode}, {t.model.state.phase if t.model else None})"

    # the hint during the deal (the dealer scenario can declare ♥3)
    t = table_for(*sc.dealer_scenario(), speed=0.6)
    run(t, lambda: t.turn.mode == "deal" and t.model is not None and t.model.state.dealt >= 90
        and "hint" in t.bar.buttons, set())  # fmt: skip
    t._on_bar("hint")
    grab(t, "deal-hint", 0.6)
    t.close_game()
    t.deleteLater()

    # receiving tribute, animated: the paid cards shown in the middle; the return; the exchange as dealer
    t = table_for(*sc.dealer_scenario(), speed=1.0)
    m = t.model
    assert m is not None
    run(t, lambda: m.state.phase is not Phase.DEAL and m.state.tribute_cards != (), set())
    run(t, lambda: t.anims is not None and len(t.anims.canvas.trick.slots) == 0 and t.turn.mode == "return"
        or any(it.zValue() >= 300 for it in t.canvas.scene.items() if hasattr(it, "card")), {"return"})  # fmt: skip
    grab(t, "tribute-received-flight", 0.5)
    run(t, lambda: t.turn.mode == "return", {"return"})
    auto(t, set())
    grab(t, "tribute-return-flight", 0.25)
    run(t, lambda: t.turn.mode == "exchange", {"exchange"})
    grab(t, "exchange-own", 0.3)
    t.close_game()
    t.deleteLater()

    # paying tribute, animated
    t = table_for(*sc.tribute_scenario(), speed=1.0)
    run(t, lambda: t.turn.mode == "tribute", {"tribute"})
    auto(t, set())
    grab(t, "tribute-paid-flight", 0.5)
    t.close_game()
    t.deleteLater()

    # a cycle's end: both teams at 10, the human deals; the first seed whose hand ends the cycle
    for seed in range(1, 40):
        t = table_for(cycle_end_state(seed), {}, speed=0.0)
        m = t.model
        assert m is not None
        run(t, lambda: t.settlement.isVisible(), set(), timeout=120)  # noqa: B023
        s = m.state.settlement
        if s is not None and s.cycle_winner is not None:
            grab(t, "cycle-won", 0.4)
            t.canvas.animator.set_speed(1.0)
            t._on_settlement("next")
            run(t, lambda: m.state.dealt >= 40, set())  # noqa: B023
            grab(t, "cycle-new", 0.2)
            t.close_game()
            t.deleteLater()
            break
        t.close_game()
        t.deleteLater()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.gunzi_ui.shoot_extra")
    ap.add_argument("outdir")
    ap.add_argument("--langs", default="en,zh_CN,it")
    ap.add_argument("--size", default="1280x800")
    args = ap.parse_args(argv)
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    w, h = (int(v) for v in args.size.split("x"))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    langs = LanguageManager(app)
    for code in args.langs.split(","):
        langs.set_language(code)
        shoot(app, out, code, (w, h))
    return 0


if __name__ == "__main__":
    sys.exit(main())
