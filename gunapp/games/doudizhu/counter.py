"""Dou Dizhu card counter: how many cards of each rank are still out (not in my hand, not yet played).

Computed from ``DealView`` alone (D4.5, D5): the deck of the variant (D2.1, D2.2) minus the seat's own hand
minus every card played so far. The cards still out are in the other seats' hands, so a 记牌器 row shows
exactly what the opponents and partners can still hold.
"""

from __future__ import annotations

from dataclasses import dataclass

from gunapp.games.doudizhu.engine.rules import N_RANKS, RANK_LABELS, counts_of, max_copies
from gunapp.games.doudizhu.engine.view import DealView

#: display order of a counter row, as popular apps show it: big joker, small joker, 2, A, K ... 3
DISPLAY_ORDER: tuple[int, ...] = (14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)


@dataclass(frozen=True, slots=True)
class DdzCount:
    """``out[rank]``: copies of each rank index (0 = 3 ... 14 = big joker) still out of this seat's sight."""

    out: tuple[int, ...]

    def row(self) -> list[tuple[str, int]]:
        """(rank label, count) in display order."""
        return [(RANK_LABELS[r], self.out[r]) for r in DISPLAY_ORDER]

    @property
    def total(self) -> int:
        return sum(self.out)


def count_ddz(view: DealView) -> DdzCount:
    mine = counts_of(view.hand)
    played = counts_of([c for p in view.history for c in p.cards])
    out = tuple(max_copies(view.variant, r) - mine[r] - played[r] for r in range(N_RANKS))
    return DdzCount(out)
