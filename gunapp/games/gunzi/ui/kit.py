"""Gunzi's ``TableKit`` (``ui.common.table_kit``): its history rows, 记牌器, sounds, seat names and the save's
words, for the shared table pieces."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout

from gunapp.core.cards import SUITS, Suit
from gunapp.core.match_codec import SaveSummary
from gunapp.games.gunzi.counter import POINT_RANKS, GunziCount, count_gunzi
from gunapp.games.gunzi.engine import events as gz
from gunapp.games.gunzi.engine.actions import Declare
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.texts import GunziText
from gunapp.games.gunzi.ui.texts import T as GunziT
from gunapp.models.game_model import GameModel
from gunapp.sound.cues import Cue
from gunapp.sound.plan import SILENT, CueAt, Cues, at
from gunapp.ui.common.card_counter import CardCounterStrip, suit_html
from gunapp.ui.common.history_rows import HistoryEntry, HistoryPlay
from gunapp.ui.common.table_kit import SeatName, TableKit

if TYPE_CHECKING:  # the model imports the AI: the start page's Continue words need neither
    from gunapp.games.gunzi.model import GunziModel

GUNZI_SWEEP_DELAY = 700  # GunziAnimations.on_trick_won: Pause(700) before the sweep
RIFFLE_EVERY = 4  # one deal riffle per this many dealt cards


class GunziCounter:
    """Trumps still out, jokers and level cards unseen, the 5/10/K of each suit still out, shown voids."""

    def count(self, view: Any) -> GunziCount | None:
        return count_gunzi(view) if view.hand or view.tricks or view.trick else None

    def fill(self, strip: CardCounterStrip, c: GunziCount) -> None:
        # two lines: what is left in the deck, then the points and the voids (one line overflows 1024 px)
        col = QVBoxLayout(strip.body)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(1)
        lines = [QHBoxLayout(), QHBoxLayout()]
        for line in lines:
            line.setSpacing(18)
            col.addLayout(line)
        box = lines[0]

        def add(text: str, role: str = "") -> QLabel:
            label = QLabel(text, strip.body)
            label.setTextFormat(Qt.TextFormat.RichText)
            if role:
                label.setProperty("role", role)
            box.addWidget(label)
            return label

        trumps = "?" if c.trumps_out is None else str(c.trumps_out)
        add(QCoreApplication.translate("CardCounterStrip", "Trumps out: {n}").format(n=f"<b>{trumps}</b>"))
        strip.values["trumps"] = -1 if c.trumps_out is None else c.trumps_out
        add(
            QCoreApplication.translate("CardCounterStrip", "Jokers: big {big} · small {small}").format(
                big=c.big_jokers, small=c.small_jokers
            )
        )
        strip.values["BJ"], strip.values["SJ"] = c.big_jokers, c.small_jokers
        level = {11: "J", 12: "Q", 13: "K", 14: "A"}.get(c.level, str(c.level))
        cards = " ".join(f"{suit_html(s)}{c.level_cards[s]}" for s in SUITS)
        add(
            QCoreApplication.translate("CardCounterStrip", "Level cards ({level}): {cards}").format(
                level=level, cards=cards
            )
        )
        box.addStretch(1)
        box = lines[1]
        rank_names = {5: "5", 10: "10", 13: "K"}
        parts = []
        for s in SUITS:
            by = c.points[s]
            parts.append(suit_html(s) + "·".join(f"{rank_names[r]}:{by[r]}" for r in POINT_RANKS))
            for r in POINT_RANKS:
                strip.values[f"{rank_names[r]}{s.value}"] = by[r]
        add(
            QCoreApplication.translate("CardCounterStrip", "Points out ({n}): {cards}").format(
                n=c.points_out, cards="  ".join(parts)
            )
        )
        strip.values["points"] = c.points_out
        voids = []
        for seat, suits in sorted(c.voids.items()):
            if suits:
                names = " ".join(
                    QCoreApplication.translate("CardCounterStrip", "trumps")
                    if x == "T"
                    else suit_html(Suit(x))
                    for x in suits
                )
                voids.append(f"{strip.seat_name(seat)} {names}")
        add(
            QCoreApplication.translate("CardCounterStrip", "Void: {list}").format(
                list=", ".join(voids) if voids else "—"
            ),
            "muted",
        )
        box.addStretch(1)


class GunziCues:
    """R10: a declaration after another one this hand overcalls it (反主); a hand's result as the viewer's
    team sees it (R21.4)."""

    def __init__(self, viewer: int) -> None:
        self.viewer = viewer
        self._declared = False

    def cues(self, e: object) -> Cues | None:
        if isinstance(e, gz.HandStarted):
            self._declared = False
            return SILENT
        if isinstance(e, gz.CardDealt):
            return at(Cue.DEAL) if e.index % RIFFLE_EVERY == 0 else SILENT
        if isinstance(e, gz.TrumpDeclared):
            cue = Cue.OVERCALL if self._declared else Cue.DECLARE
            self._declared = True
            return at(cue)
        if isinstance(e, gz.CardsPlayed):
            return at(Cue.PLAY_ONE if len(e.cards) == 1 else Cue.PLAY_MANY)
        if isinstance(e, gz.TrickWon):
            return at(CueAt(Cue.TRICK_POINTS if e.points else Cue.TRICK, GUNZI_SWEEP_DELAY))
        if isinstance(e, gz.HandSettled):
            return Cues(after=(self._result(e),))
        if isinstance(e, _QUIET):
            return SILENT
        return None

    def _result(self, e: gz.HandSettled) -> Cue:
        team = self.viewer % 2
        if e.cycle_winner is not None:
            return Cue.CYCLE_WON if e.cycle_winner == team else Cue.HAND_LOST
        # R21.4: C1/C2 the dealer side holds; C3/C4 the attackers take over
        dealer_side_won = e.outcome in ("C1", "C2")
        won = (team == e.dealer % 2) == dealer_side_won
        return Cue.HAND_WON if won else Cue.HAND_LOST

    def session_over(self, leaders: Sequence[int]) -> Cue | None:
        return None  # a Gunzi match ends by itself (its last hand's result sounds)


# the events that make no sound of their own (their animation is enough)
_QUIET = (
    gz.DeclarationPassed,
    gz.BottomFlipped,
    gz.BottomDrawn,
    gz.TrumpFixed,
    gz.Redealt,
    gz.RiotShown,
    gz.TributePaid,
    gz.TributeReturned,
    gz.BottomRevealed,
    gz.BottomTaken,
    gz.BottomBuried,
    gz.JokersBuried,
    gz.JokersLaid,
    gz.BuryPassed,
    gz.BottomDug,
    gz.LevelsChanged,
    gz.CycleWon,
    gz.MatchOver,
)


class GunziKit(TableKit):
    counter = GunziCounter()
    history_per_row = 2

    def seat_name(self, seat: int, players: int, ref: int) -> str:
        return GunziT().seat(seat, ref)

    def history(self, model: GameModel[Any]) -> list[HistoryEntry]:
        """R18: the finished tricks of the hand (the model's ``history_model``)."""
        out = []
        for t in cast("GunziModel", model).history_model.tricks():
            plays = tuple(HistoryPlay(seat, tuple(cards), seat == t.winner) for seat, cards in t.plays)
            out.append(HistoryEntry(t.number + 1, t.plays[0][0], plays, t.winner, t.points))
        return out

    def history_title(self, entry: HistoryEntry, seat_name: SeatName) -> str:
        led = seat_name(entry.leader)
        if entry.winner is None:
            return QCoreApplication.translate("History", "Trick {n} · led by {seat}").format(
                n=entry.number, seat=led
            )
        return QCoreApplication.translate(
            "History", "Trick {n} · led by {seat} · won by {winner} · {points} pts"
        ).format(n=entry.number, seat=led, winner=seat_name(entry.winner), points=entry.points or 0)

    def history_heading(self) -> str:
        return QCoreApplication.translate("HistoryPane", "Tricks of this hand")

    def last_label(self) -> str:
        return QCoreApplication.translate("Comforts", "Last trick (L)")

    def cue_plan(self, model: GameModel[Any]) -> GunziCues:
        return GunziCues(model.viewer)

    def digit_key(self, n: int, keys: list[str], enabled: list[str]) -> str | None:
        """0 passes; N picks the declaration bar's N-th choice (declarations, joker burial), in its order."""
        if n == 0:
            return "pass"
        choices = [k for k in enabled if k.startswith(("decl:", "jk:", "bj:"))]
        return choices[n - 1] if 1 <= n <= len(choices) else None

    def save_words(self, summary: SaveSummary) -> str:
        return QCoreApplication.translate("ContinueBar", "hand {n}, your team at level {level}").format(
            n=summary.hand, level=GunziText().level(summary.figure)
        )

    def optional_turn(self, model: GameModel[Any], event: object) -> bool:
        """R9: the seat that got a card may declare while the deal goes on."""
        return (
            isinstance(event, gz.CardDealt)
            and event.seat == model.viewer
            and model.engine.hand_phase() == Phase.DEAL.value
        )

    def takes_up(self, action: object) -> bool:
        return isinstance(action, Declare)


KIT = GunziKit()
