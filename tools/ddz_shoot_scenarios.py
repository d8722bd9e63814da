"""Screenshots of the preset Dou Dizhu situations (``scenarios``) in every language: spring and reverse spring,
the rocket of ddz3 and ddz4 in mid-burst, the 报双 warning, the illegal attempts with their explanation, the
D6.4 reading chooser and the end of the session with the leader.

Usage: python -m tools.ddz_shoot_scenarios OUTDIR [--langs zh_CN,en,it] [--only NAME,...]
Run under Xvfb (DISPLAY=:N QT_QPA_PLATFORM=xcb) or offscreen with a CJK font installed.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtWidgets import QApplication

from gunapp.core.cards import parse_cards
from gunapp.games.doudizhu.engine.actions import Bid, Pass, Play
from gunapp.games.doudizhu.engine.combos import Combo, Kind
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.ui.table import DdzTable
from tests.fixtures.ddz_scenarios import (
    illegal_ddz4_session,
    preset_session,
    rocket_ddz4_session,
    spring_session,
)
from tools.shot_args import shot_run

STRAIGHT = ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"]
AGAINST_STRAIGHT = (
    ["3S", "4S", "5S", "6S", "7S", "9S", "9H", "TS", "JS", "QS", "KS", "KH", "2S", "8D", "8C", "4D", "4C"],
    ["3H", "4H", "5H", "6H", "7H", "8H", "QH", "QD", "QC", "AH", "AD", "AC", "AS", "2H", "2D", "SJ", "BJ"],
)


class Shooter:
    def __init__(self, app: QApplication, out: Path, lang: str, size: tuple[int, int]) -> None:
        self.app, self.out, self.lang, self.size = app, out, lang, size
        self.table: DdzTable | None = None
        self.saved: list[Path] = []

    def wait(self, cond: Callable[[], bool], timeout: float = 60.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.app.processEvents()
            if cond():
                return True
            time.sleep(0.002)
        return False

    def pause(self, seconds: float) -> None:
        self.wait(lambda: False, seconds)

    def start(self, variant: Variant, session: Session) -> DdzTable:
        if self.table is not None:
            self.table.close_game()
            self.table.deleteLater()
        t = DdzTable(None, variant, speed=0.0, seed=session.seed)
        t.resize(*self.size)
        t.show()
        self.pause(0.1)
        t.new_session([None] + ["normal"] * (variant.players - 1), session=session)
        self.table = t
        return t

    @property
    def t(self) -> DdzTable:
        assert self.table is not None
        return self.table

    def turn(self) -> None:
        self.wait(lambda: self.t.turn.is_open or self.t.settlement.isVisible())

    def bid(self, value: int) -> None:
        self.turn()
        seat = self.t.turn.seat
        self.t._submit(Bid(seat, value))

    def play(self, codes: Sequence[str], speed: float = 0.0) -> None:
        self.turn()
        self.t.select(parse_cards(codes))
        self.t.canvas.animator.set_speed(speed)
        assert self.t.play_selected(), self.t.bar.explanation.text()

    def pass_(self) -> None:
        self.turn()
        self.t._submit(Pass(0))

    def grab(self, name: str, settle: float = 0.15) -> None:
        self.pause(settle)
        path = self.out / f"ddz-{self.t.variant.value}-{name}-{self.lang}.png"
        self.t.grab().save(str(path))
        self.saved.append(path)

    def mid_effect(self, kind: str, at: float = 0.35) -> None:
        anims = self.t.anims
        assert anims is not None
        self.wait(
            lambda: bool(anims.effects) and anims.last_effect == kind and anims.effects[-1].property("t") > at
        )

    # -- the scenarios ----------------------------------------------------------------------------------
    def spring(self) -> None:
        self.start(Variant.DDZ3, spring_session())
        self.bid(3)
        self.play(STRAIGHT)
        self.play(["AH", "AC"])
        self.play(["2S", "2H", "2C", "2D"], speed=1.0)
        self.mid_effect("bomb", 0.25)
        self.grab("bomb-warning", 0.0)
        self.t.canvas.animator.set_speed(0.0)
        self.play(["SJ", "BJ"], speed=1.0)
        self.mid_effect("rocket")
        self.grab("rocket", 0.0)
        self.mid_effect("spring", 0.3)
        self.grab("spring", 0.0)
        self.t.canvas.animator.set_speed(0.0)
        self.wait(self.t.settlement.isVisible)
        self.grab("spring-settlement")
        self.t.end_session()
        self.grab("session-over")

    def reverse_spring(self) -> None:
        self.start(Variant.DDZ3, spring_session(seed=2))
        self.bid(3)
        self.play(["3S"])
        while True:
            self.turn()
            if self.t.settlement.isVisible():
                break
            self.t._submit(Pass(0))
        self.grab("reverse-spring")

    def rocket4(self) -> None:
        self.start(Variant.DDZ4, rocket_ddz4_session())
        self.bid(3)
        self.play(["SJ", "SJ", "BJ", "BJ"], speed=1.0)
        self.mid_effect("rocket")
        self.grab("rocket", 0.0)

    def illegal4(self) -> None:
        self.start(Variant.DDZ4, illegal_ddz4_session())
        self.bid(3)
        self.turn()
        self.t.select(parse_cards(["7S", "7H", "7C", "3S"]))
        self.grab("illegal")

    def illegal3(self) -> None:
        self.start(Variant.DDZ3, preset_session(Variant.DDZ3, AGAINST_STRAIGHT, first_bidder=1, seed=4))
        self.turn()
        if self.t.turn.mode == "bid":
            self.bid(0)
        self.turn()
        self.t.select(parse_cards(["3S", "4S", "5S", "6S", "7S"]))
        self.grab("illegal")
        self.t.select(parse_cards(["3S", "4S", "5S", "6S", "7S", "8D"]))
        self.grab("not-higher")

    def reading(self) -> None:
        self.start(Variant.DDZ3, spring_session())
        self.bid(3)
        self.turn()
        model = self.t.model
        assert model is not None
        cards = parse_cards(["3S", "4S", "5S", "6S", "7S"])
        real = model.readings(cards, 0)
        fake = Combo(Kind.PAIR_STRAIGHT, 7, 3, real[0].ranks)  # forced: no D6.1 hand has two readings
        model.readings = lambda c, seat=None: [real[0], fake]  # type: ignore[method-assign]
        self.t.select(cards)
        self.t.play_selected()
        self.grab("reading")
        model.readings = lambda c, seat=None: [real[0]]  # type: ignore[method-assign]
        self.t._submit(Play(0, tuple(cards), real[0]))

    def session(self, deals: int = 2) -> None:
        """A session played by hints (the smallest play, passing when possible every other turn)."""
        table = self.start(Variant.DDZ3, Session(Variant.DDZ3, seed=11))
        k = 0
        shots = 0
        while True:
            self.turn()
            if table.settlement.isVisible():
                done = len(table.model.deals)  # type: ignore[union-attr]
                self.grab(f"session-settlement{done}")
                if done >= deals:
                    break
                table._continue()
                continue
            seat, legal = table.turn.seat, table.turn.legal
            if isinstance(legal[0], Bid):
                table._submit(Bid(seat, max(a.value for a in legal)))
                continue
            k += 1
            if k % 2 == 0 and any(isinstance(a, Pass) for a in legal):
                table._submit(Pass(seat))
                continue
            table.hint()
            if not table.canvas.hand.selected_cards():
                table._submit(Pass(seat))
                continue
            if k in (3, 9) and shots < 2:
                shots += 1
                self.grab(f"session-play{shots}")
            table.play_selected()
        table.end_session()
        self.grab("session-end")


def main(argv: list[str] | None = None) -> int:
    def more(ap: argparse.ArgumentParser) -> None:
        ap.add_argument("--langs", default="zh_CN,en,it")
        ap.add_argument("--only", default="spring,reverse_spring,rocket4,illegal4,illegal3,reading,session")

    run = shot_run("python -m tools.ddz_shoot_scenarios", argv, more)
    args, app, out = run.args, run.app, run.out
    from gunapp.i18n import LanguageManager

    langs = LanguageManager(app)
    for lang in args.langs.split(","):
        langs.set_language(lang)
        app.processEvents()
        shooter = Shooter(app, out, lang, run.size)
        for name in args.only.split(","):
            getattr(shooter, name)()
        for p in shooter.saved:
            print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
