"""Play whole Gunzi hands as a semi-random human at an animated table and grab the screen at every step a
player would look at (deal, declarations, window, tribute, bottom, exchange, burial, tricks, last-trick review,
hint, settlement), for review by eye.

Usage: DISPLAY=:96 QT_QPA_PLATFORM=xcb .venv/bin/python -m tests.gunzi_ui.shoot_play OUTDIR [--langs en]
       [--seed 7] [--hands 2] [--size 1280x800] [--speed 3]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from gunapp.games.gunzi.engine.actions import Bury, Declare, PayTribute, Play, ReturnTribute
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.i18n import LanguageManager
from gunapp.models.game_model import SeatConfig

from .shoot_scenarios import pump


class Shooter:
    def __init__(self, app: QApplication, table: GunziTable, out: Path, tag: str, seed: int) -> None:
        self.app, self.t, self.out, self.tag = app, table, out, tag
        self.rng = random.Random(seed)
        self.n = 0
        self.seen: set[str] = set()

    def grab(self, name: str, once: bool = True) -> None:
        if once and name in self.seen:
            return
        self.seen.add(name)
        pump(self.app, lambda: False, 0.25)
        self.t._place()
        self.app.processEvents()
        self.n += 1
        path = self.out / f"{self.tag}-{self.n:02d}-{name}.png"
        self.t.grab().save(str(path))
        print("saved", path.name, flush=True)

    def act(self) -> None:
        t = self.t
        m = t.model
        assert m is not None
        mode = t.turn.mode
        s = m.state
        hand_no = s.deal_no
        if t.settlement.isVisible():
            self.grab(f"h{hand_no}-settlement")
            t._on_settlement("continue")
            return
        if s.phase is Phase.DEAL:
            if s.dealt >= 40:
                self.grab(f"h{hand_no}-deal")
            if any(k.startswith(("decl:", "jk:")) for k in t.bar.buttons) and s.dealt >= 60:
                self.grab(f"h{hand_no}-deal-declare")
                if self.rng.random() < 0.05:
                    d = next(a for a in m.declarations() if isinstance(a, Declare))
                    m.submit(d)
            return
        if m.viewer not in s.to_act:
            if s.phase is Phase.PLAY and s.trick and len(s.trick) == 3:
                self.grab(f"h{hand_no}-trick-full-{s.trick_no}", once=True) if s.trick_no in (3, 9) else None
            return
        legal = m.legal()
        if mode == "window":
            self.grab(f"h{hand_no}-window")
            t._on_bar("pass")
        elif mode == "tribute":
            self.grab(f"h{hand_no}-tribute")
            act = next(a for a in legal if isinstance(a, PayTribute))
            t.turn.select(act.cards)
            t._on_bar("pay")
        elif mode == "return":
            act = next(a for a in legal if isinstance(a, ReturnTribute))
            t.turn.select(act.cards)
            self.grab(f"h{hand_no}-return")
            t._on_bar("return")
        elif mode == "exchange":
            self.grab(f"h{hand_no}-exchange-start")
            act = next(a for a in legal if isinstance(a, Bury))
            t.turn.select(act.cards)
            self.grab(f"h{hand_no}-exchange")
            t._on_bar("bury")
        elif mode == "bury_jokers":
            self.grab(f"h{hand_no}-bury-jokers")
            t._on_bar(
                "pass" if "pass" in t.bar.buttons else next(k for k in t.bar.buttons if k.startswith("bj:"))
            )
        elif mode == "play":
            plays = [a for a in legal if isinstance(a, Play)]
            no = s.trick_no
            if no == 1:
                self.grab(f"h{hand_no}-play-first")
            if no == 4 and f"h{hand_no}-hint" not in self.seen:
                t._on_bar("hint")
                pump(self.app, lambda: bool(t.canvas.hand.selected_cards()), 3)
                self.grab(f"h{hand_no}-hint")
            if no == 5 and f"h{hand_no}-last-trick" not in self.seen:
                t._on_bar("last")
                self.grab(f"h{hand_no}-last-trick")
                t._on_bar("last")
            if no == 6 and f"h{hand_no}-illegal" not in self.seen and s.trick:
                hand = t.canvas.hand.cards()
                bad = [c for c in hand if not any(c in p.cards for p in plays)]
                size = len(plays[0].cards)
                if bad:
                    sel = bad[:1] + [c for c in hand if c != bad[0]][: size - 1]
                    t.turn.select(sel)
                    self.grab(f"h{hand_no}-illegal")
            if len(s.hands[0]) <= 3:
                self.grab(f"h{hand_no}-play-last")
            act = self.rng.choice(plays) if self.rng.random() < 0.5 else plays[0]
            t.turn.select(act.cards)
            t._on_bar("play")
            if no in (2, 7):
                self.grab(f"h{hand_no}-played-{no}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir")
    ap.add_argument("--langs", default="en,zh_CN,it")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--hands", type=int, default=2)
    ap.add_argument("--speed", type=float, default=3.0)
    args = ap.parse_args(argv)
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    langs = LanguageManager(app)
    w, h = (int(v) for v in args.size.split("x"))
    for code in args.langs.split(","):
        langs.set_language(code)
        app.processEvents()
        seats = [SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 3
        t = GunziTable(None, seats=seats, seed=args.seed, speed=args.speed)
        t.resize(w, h)
        t.show()
        t.start_match(seats, seed=args.seed)
        sh = Shooter(app, t, out, f"{code}", args.seed)
        m = t.model
        assert m is not None
        ok = pump(app, lambda sh=sh, m=m: (sh.act(), m.state.deal_no >= args.hands)[1], timeout=600)
        print("done" if ok else "timeout", code, m.state.deal_no, m.state.phase)
        t.close_game()
        t.deleteLater()
    return 0


if __name__ == "__main__":
    sys.exit(main())
