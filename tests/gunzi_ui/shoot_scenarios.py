"""Screenshots of the Gunzi scenarios (deal bar, triple-joker chooser, tribute, return, exchange, burial) in
every language and at several window sizes, for review and docs/screenshots.

Usage: DISPLAY=:95 QT_QPA_PLATFORM=xcb .venv/bin/python -m tests.gunzi_ui.shoot_scenarios OUTDIR [--langs en,it]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER
from gunapp.games.gunzi.engine.actions import Bury, PayTribute, Play, ReturnTribute
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.i18n import LanguageManager

from . import scenarios as sc


def pump(app: QApplication, until: Callable[[], bool], timeout: float = 60.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.processEvents()
        if until():
            return True
        time.sleep(0.005)
    return False


def auto(table: GunziTable, stop_modes: set[str]) -> None:
    """Answer every prompt not in ``stop_modes`` as a plain player would."""
    m = table.model
    assert m is not None
    mode = table.turn.mode
    if mode in stop_modes or m.viewer not in m.state.to_act:
        return
    legal = m.legal()
    if mode == "window":
        table._on_bar("pass")
    elif mode in ("tribute", "return", "exchange", "play"):
        kinds = {"tribute": PayTribute, "return": ReturnTribute, "exchange": Bury, "play": Play}
        act = next(a for a in legal if isinstance(a, kinds[mode]))
        table.turn.select(act.cards)  # type: ignore[attr-defined]
        table._on_bar({"tribute": "pay", "return": "return", "exchange": "bury", "play": "play"}[mode])
    elif mode == "bury_jokers":
        picks = [k for k in table.bar.buttons if k.startswith("bj:")]
        table._on_bar("pass" if "pass" in table.bar.buttons else picks[0])


def shoot(app: QApplication, out: Path, lang: str, size: tuple[int, int]) -> None:
    def table_for(builder, speed: float = 0.0) -> GunziTable:  # type: ignore[no-untyped-def]
        state, agents = builder()
        t = GunziTable(None, speed=speed)
        t.resize(*size)
        t.show()
        t.start_match(sc.SEATS, state=state, agents=agents)
        return t

    def grab(t: GunziTable, name: str) -> None:
        pump(app, lambda: False, 0.4)
        t._place()
        app.processEvents()
        t.grab().save(str(out / f"gunzi-{name}-{lang}.png"))
        print("saved", name, lang)

    def run(t: GunziTable, done: Callable[[], bool], stop: set[str]) -> None:
        ok = pump(app, lambda: done() or (auto(t, stop), done())[1])
        assert ok, f"timed out ({t.turn.mode}, {t.model.state.phase if t.model else None})"

    # the deal with the declaration bar (animated, caught mid-deal)
    t = table_for(sc.dealer_scenario, speed=0.6)
    run(t, lambda: t.turn.mode == "deal" and t.model is not None and t.model.state.dealt >= 70
        and any(k.startswith("decl:") for k in t.bar.buttons), set())  # fmt: skip
    grab(t, "deal")
    t.close_game()
    t.deleteLater()

    # receiving tribute and giving back, then the exchange with the big-jokers-first explanation
    t = table_for(sc.dealer_scenario)
    run(t, lambda: t.turn.mode == "return", {"return"})
    m = t.model
    assert m is not None
    ret = next(a for a in m.legal() if isinstance(a, ReturnTribute))
    t.turn.select(ret.cards)
    grab(t, "tribute-return")
    t._on_bar("return")
    run(t, lambda: t.turn.mode == "exchange", {"exchange"})
    hand = list(m.state.hands[0])
    plain = [c for c in hand if not c.is_joker and c.rank not in (5, 10, 13)][:5]
    t.turn.select([SMALL_JOKER, *plain])
    grab(t, "exchange")
    t.turn.select([BIG_JOKER, SMALL_JOKER, *plain[:4]])
    t._on_bar("bury")
    t.close_game()
    t.deleteLater()

    # paying tribute
    t = table_for(sc.tribute_scenario)
    run(t, lambda: t.turn.mode == "tribute", {"tribute"})
    grab(t, "tribute-pay")
    t.close_game()
    t.deleteLater()

    # burying jokers on a face-down bottom, then the tied pick-up; then a trick
    t = table_for(sc.burial_scenario)
    run(t, lambda: t.turn.mode == "bury_jokers", {"bury_jokers"})
    grab(t, "bury")
    m = t.model
    assert m is not None
    key = next(
        k for k in t.bar.buttons if k.startswith("bj:") and t.turn.legal[int(k[3:])].jokers == (BIG_JOKER,)
    )  # type: ignore[union-attr]
    t._on_bar(key)
    run(t, lambda: t.turn.mode == "bury_jokers" and "pass" not in t.bar.buttons, {"bury_jokers"})
    grab(t, "bury-tie")
    t._on_bar(next(k for k in t.bar.buttons if k.startswith("bj:")))
    run(t, lambda: m.state.phase is Phase.PLAY and m.state.trick_no >= 2 and t.turn.mode == "play", set())
    grab(t, "play")
    t.close_game()
    t.deleteLater()

    # triple jokers: the suit chooser
    t = table_for(sc.triple_joker_scenario, speed=0.6)
    run(t, lambda: any(k.startswith("jk:") for k in t.bar.buttons) and t.model is not None
        and t.model.state.dealt >= 60, set())  # fmt: skip
    t._on_bar(next(k for k in t.bar.buttons if k.startswith("jk:")))
    grab(t, "triple-jokers")
    t.close_game()
    t.deleteLater()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir")
    ap.add_argument("--langs", default="en,zh_CN,it")
    ap.add_argument("--size", default="1280x800")
    args = ap.parse_args(argv)
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    langs = LanguageManager(app)
    w, h = (int(v) for v in args.size.split("x"))
    for code in args.langs.split(","):
        langs.set_language(code)
        app.processEvents()
        shoot(app, out, code, (w, h))  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    sys.exit(main())
