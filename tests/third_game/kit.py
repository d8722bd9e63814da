"""High Trick's ``TableKit``: history, a small card counter, sounds, seat names, the save's words."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QGridLayout, QLabel

from gunapp.core.cards import SUITS, Card
from gunapp.core.match_codec import SaveSummary
from gunapp.models.game_model import GameModel
from gunapp.sound.cues import Cue
from gunapp.sound.plan import SILENT, CueAt, Cues, at
from gunapp.ui.common.card_counter import CardCounterStrip, suit_html
from gunapp.ui.common.history_rows import HistoryEntry, HistoryPlay
from gunapp.ui.common.table_kit import SeatName, TableKit
from tests.third_game.engine import FACES, CardLaid, MatchDone, RoundScored, Shuffled, Sight, TrickClosed

NAMES = ("You", "Left", "Right")


@dataclass(frozen=True)
class SuitsOut:
    """Cards of each suit not in my hand and not laid yet."""

    out: tuple[int, ...]


class TrickCounter:
    def count(self, view: Any) -> SuitsOut | None:
        sight: Sight = view
        if not sight.own and not sight.past:
            return None
        seen = list(sight.own) + [c for t in sight.past for _s, c in t] + [c for _s, c in sight.on_table]
        out = tuple(
            sum(1 for f in FACES if Card.parse(f).suit == s) - sum(1 for c in seen if c.suit == s)
            for s in SUITS
        )
        return SuitsOut(out)

    def fill(self, strip: CardCounterStrip, count: Any) -> None:
        grid = QGridLayout(strip.body)
        for col, (suit, n) in enumerate(zip(SUITS, count.out, strict=True)):
            head = QLabel(suit_html(suit), strip.body)
            strip.values[suit.value] = n
            strip.cell(grid, col, head, n)


class TrickCues:
    def __init__(self, viewer: int) -> None:
        self.viewer = viewer

    def cues(self, e: object) -> Cues | None:
        if isinstance(e, Shuffled):
            return at(Cue.DEAL)
        if isinstance(e, CardLaid):
            return at(Cue.PLAY_ONE)
        if isinstance(e, TrickClosed):
            return at(CueAt(Cue.TRICK, 300))
        if isinstance(e, RoundScored):
            return Cues(after=(Cue.HAND_WON if self.viewer in e.best else Cue.HAND_LOST,))
        if isinstance(e, MatchDone):
            return SILENT
        return None

    def session_over(self, leaders: Sequence[int]) -> Cue | None:
        return None


class TrickKit(TableKit):
    counter = TrickCounter()

    @staticmethod
    def order(c: Card) -> tuple[str, int]:
        return (c.suit.value if c.suit else "", c.rank)

    def seat_name(self, seat: int, players: int, ref: int) -> str:
        return NAMES[(seat - ref) % players]

    def history(self, model: GameModel[Any]) -> list[HistoryEntry]:
        sight: Sight = model.view()
        out = []
        for i, trick in enumerate(sight.past):
            led = trick[0][1].suit
            taker = max((p for p in trick if p[1].suit == led), key=lambda p: p[1].rank)[0]
            plays = tuple(HistoryPlay(s, (c,), s == taker) for s, c in trick)
            out.append(HistoryEntry(i + 1, trick[0][0], plays, taker))
        if sight.on_table:
            plays = tuple(HistoryPlay(s, (c,)) for s, c in sight.on_table)
            out.append(HistoryEntry(len(out) + 1, sight.on_table[0][0], plays, None))
        return out

    def history_title(self, entry: HistoryEntry, seat_name: SeatName) -> str:
        taken = f" · taken by {seat_name(entry.winner)}" if entry.winner is not None else ""
        return f"Trick {entry.number} · led by {seat_name(entry.leader)}{taken}"

    def history_heading(self) -> str:
        return "Tricks of this hand"

    def last_label(self) -> str:
        return "Last trick (L)"

    def cue_plan(self, model: GameModel[Any]) -> TrickCues:
        return TrickCues(model.viewer)

    def save_words(self, summary: SaveSummary) -> str:
        return f"hand {summary.hand}, {summary.figure} points"


KIT = TrickKit()
