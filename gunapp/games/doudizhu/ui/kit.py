"""Dou Dizhu's ``TableKit`` (``ui.common.table_kit``): its history rows, 记牌器, sounds, seat names and the
save's words, for the shared table pieces (3 and 4 players alike)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from gunapp.core.match_codec import SaveSummary
from gunapp.games.doudizhu.counter import DdzCount, count_ddz
from gunapp.games.doudizhu.engine import events as dz
from gunapp.games.doudizhu.engine.combos import Kind
from gunapp.games.doudizhu.ui.texts import T as DdzT
from gunapp.models.game_model import GameModel
from gunapp.sound.cues import BID_CUES, Cue
from gunapp.sound.plan import SILENT, CueAt, Cues, Riffle, at
from gunapp.ui.common.card_counter import CardCounterStrip
from gunapp.ui.common.history_rows import HistoryEntry, HistoryPlay
from gunapp.ui.common.table_kit import SeatName, TableKit

# where a cue falls inside the event's animation (ms at speed 1; see the game's ui/animations.py)
BURST_DELAY = 300  # the played cards land (260 ms) before the bomb bursts
WARNING_DELAY = 380  # the 报单/报双 callout follows the landing cards
SWEEP_DELAY = 550  # on_round_won: Pause(550) before the sweep
SPRING_DELAY = 300  # on_deal_ended: Pause(300) before the spring banner
DEAL_LEAD = 200  # the deal: Pause(200) before the first card


class DdzCounter:
    """One compact row: big joker, small joker, 2, A, K ... 3, each with the copies still out (zero greyed)."""

    def count(self, view: Any) -> DdzCount | None:
        return count_ddz(view) if view.hand or view.history else None

    def fill(self, strip: CardCounterStrip, count: DdzCount) -> None:
        head: QWidget
        grid = QGridLayout(strip.body)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(0)
        for col, (label, n) in enumerate(count.row()):
            head = QLabel(label, strip.body)
            head.setProperty("role", "rank")
            if label in ("BJ", "SJ"):  # short joker names, the full one as a tooltip
                big = label == "BJ"
                head.setText(
                    QCoreApplication.translate("CardCounterStrip", "BJ")
                    if big
                    else QCoreApplication.translate("CardCounterStrip", "SJ")
                )
                head.setToolTip(
                    QCoreApplication.translate("CardCounterStrip", "Big joker")
                    if big
                    else QCoreApplication.translate("CardCounterStrip", "Small joker")
                )
                head.setStyleSheet("color: #ff8a80;" if big else "color: #cfd8d3;")
            strip.values[label] = n
            strip.cell(grid, col, head, n)
        grid.setColumnStretch(len(count.row()), 1)


class DdzCues:
    def __init__(self, viewer: int, players: int) -> None:
        self.viewer = viewer
        self.players = players

    def cues(self, e: object) -> Cues | None:
        if isinstance(e, dz.DealStarted):
            beat = 34 if self.players == 3 else 20  # DdzDealMoves.on_deal_started
            return Cues(riffle=Riffle(e.hand_size * self.players, beat, DEAL_LEAD))
        if isinstance(e, dz.BidMade):
            return at(BID_CUES.get(e.value, Cue.BID_1))
        if isinstance(e, dz.LandlordChosen):
            return at(Cue.LANDLORD)
        if isinstance(e, dz.CardsPlayed):
            return self._played(e)
        if isinstance(e, dz.Passed):
            return at(Cue.PASS)
        if isinstance(e, dz.RoundWon):
            return at(CueAt(Cue.TRICK, SWEEP_DELAY))
        if isinstance(e, dz.DealEnded):
            landlord_won = e.result.winner == "landlord"
            won = (self.viewer == e.result.landlord) == landlord_won
            spring = (CueAt(Cue.SPRING, SPRING_DELAY),) if e.result.spring else ()
            return Cues(at=spring, after=(Cue.HAND_WON if won else Cue.HAND_LOST,))
        if isinstance(e, dz.Redeal | dz.ShowRoundStarted):
            return SILENT
        return self._talk(e)

    def _talk(self, e: object) -> Cues | None:
        """The call-and-grab decisions (D11) sound like bids, rising with what they add to the stake."""
        if isinstance(e, dz.CallMade):
            return at(Cue.BID_1 if e.called else Cue.NO_BID)
        if isinstance(e, dz.GrabMade):
            return at(Cue.BID_2 if e.grabbed else Cue.NO_BID)
        if isinstance(e, dz.ShowMade):
            return at(Cue.DECLARE) if e.shown else SILENT
        if isinstance(e, dz.DoubleMade):
            return at({1: Cue.NO_BID, 2: Cue.BID_2}.get(e.factor, Cue.BID_3))
        return None

    def _played(self, e: dz.CardsPlayed) -> Cues:
        cues = [CueAt(Cue.PLAY_ONE if len(e.cards) == 1 else Cue.PLAY_MANY)]
        if e.combo.kind is Kind.ROCKET:
            cues.append(CueAt(Cue.ROCKET, BURST_DELAY))
        elif e.combo.kind is Kind.BOMB:
            cues.append(CueAt(Cue.BOMB, BURST_DELAY))
        if e.cards_left == 1:
            cues.append(CueAt(Cue.WARN_ONE, WARNING_DELAY))
        elif e.cards_left == 2:
            cues.append(CueAt(Cue.WARN_TWO, WARNING_DELAY))
        return Cues(at=tuple(cues))

    def session_over(self, leaders: Sequence[int]) -> Cue | None:
        return Cue.CYCLE_WON if self.viewer in leaders else None


def history_entries(view: Any) -> list[HistoryEntry]:
    """D5.3: a round ends when every other seat passed after the last play; its last player leads next."""
    n = view.players
    rounds: list[list[Any]] = []
    passes = n - 1  # so the first play opens a round
    for rec in view.history:
        if rec.cards and passes >= n - 1:
            rounds.append([])
        if not rounds:
            rounds.append([])
        rounds[-1].append(rec)
        passes = passes + 1 if not rec.cards else 0
    out = []
    for i, recs in enumerate(rounds):
        closed = i < len(rounds) - 1 or view.phase == "ended"
        last = next((r for r in reversed(recs) if r.cards), None)
        winner = last.seat if closed and last is not None else None
        plays = tuple(HistoryPlay(r.seat, tuple(r.cards), closed and r is last) for r in recs)
        out.append(HistoryEntry(i + 1, recs[0].seat, plays, winner))
    return out


class DdzKit(TableKit):
    counter = DdzCounter()

    def seat_name(self, seat: int, players: int, ref: int) -> str:
        return DdzT().seat(seat, players, ref)

    def history(self, model: GameModel[Any]) -> list[HistoryEntry]:
        return history_entries(model.view())

    def history_title(self, entry: HistoryEntry, seat_name: SeatName) -> str:
        led = seat_name(entry.leader)
        if entry.winner is None:
            return QCoreApplication.translate("History", "Round {n} · led by {seat}").format(
                n=entry.number, seat=led
            )
        return QCoreApplication.translate("History", "Round {n} · led by {seat} · taken by {winner}").format(
            n=entry.number, seat=led, winner=seat_name(entry.winner)
        )

    def history_heading(self) -> str:
        return QCoreApplication.translate("HistoryPane", "Plays of this deal")

    def last_label(self) -> str:
        return QCoreApplication.translate("Comforts", "Last round (L)")

    def cue_plan(self, model: GameModel[Any]) -> DdzCues:
        return DdzCues(model.viewer, len(model.seats))

    def digit_key(self, n: int, keys: list[str], enabled: list[str]) -> str | None:
        """D4.1: 1, 2, 3 bid that many points, 0 bids nothing (or passes a play). D11: 1 calls, grabs or
        shows ("yes"), 2 doubles, 4 super doubles, 0 declines."""
        if f"bid{n}" in keys:
            return f"bid{n}"
        if f"double{n}" in keys:
            return f"double{n}"
        if n == 1 and "yes" in keys:
            return "yes"
        return "pass" if n == 0 else None

    def save_words(self, summary: SaveSummary) -> str:
        return QCoreApplication.translate("ContinueBar", "deal {n}, your score {score}").format(
            n=summary.hand, score=summary.figure
        )


KIT = DdzKit()
