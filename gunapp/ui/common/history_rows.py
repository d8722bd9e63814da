"""The rows of the hand's history, built from what the viewer may see (R27, D5): Gunzi finished tricks (the
model's ``history_model``) and every play and pass of the current Dou Dizhu deal, grouped by round."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from gunapp.core.cards import Card


@dataclass(frozen=True)
class HistoryPlay:
    seat: int
    cards: tuple[Card, ...]  # empty = a pass
    won: bool = False


@dataclass(frozen=True)
class HistoryEntry:
    """One trick (Gunzi) or one round (Dou Dizhu): who led, each play in order, the winner, points."""

    number: int
    leader: int
    plays: tuple[HistoryPlay, ...]
    winner: int | None  # None while the round is still open
    points: int | None = None  # Gunzi only


def gunzi_entries(model: Any) -> list[HistoryEntry]:
    out = []
    for t in model.history_model.tricks():
        plays = tuple(HistoryPlay(seat, tuple(cards), seat == t.winner) for seat, cards in t.plays)
        out.append(HistoryEntry(t.number + 1, t.plays[0][0], plays, t.winner, t.points))
    return out


def ddz_entries(view: Any) -> list[HistoryEntry]:
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


def entry_title(entry: HistoryEntry, seat_name: Any, gunzi: bool) -> str:
    led = seat_name(entry.leader)
    if gunzi:
        if entry.winner is None:
            return QCoreApplication.translate("History", "Trick {n} · led by {seat}").format(
                n=entry.number, seat=led
            )
        return QCoreApplication.translate(
            "History", "Trick {n} · led by {seat} · won by {winner} · {points} pts"
        ).format(n=entry.number, seat=led, winner=seat_name(entry.winner), points=entry.points or 0)
    if entry.winner is None:
        return QCoreApplication.translate("History", "Round {n} · led by {seat}").format(
            n=entry.number, seat=led
        )
    return QCoreApplication.translate("History", "Round {n} · led by {seat} · taken by {winner}").format(
        n=entry.number, seat=led, winner=seat_name(entry.winner)
    )
