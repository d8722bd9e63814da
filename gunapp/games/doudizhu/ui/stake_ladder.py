"""The stake ladder of the call-and-grab rules (D11.5, D11.8, D11.11, D11.12) in the words a table shows.

``own_multiplier``: what a seat plays for now, the way 欢乐斗地主 shows 倍数: a peasant its own multiplier,
the landlord the sum over the peasants (each capped by ``doublingCap``, D11.12); ``ladder``: the factors that
made it, one short "name ×n" per factor above 1; ``result_multiplier``: the same at the settlement, from the
engine's payment lines.
"""

from __future__ import annotations

from gunapp.games.doudizhu.engine.events import DealResult
from gunapp.games.doudizhu.engine.stake import Stake
from gunapp.games.doudizhu.ui.call_words import T


def _capped(value: int, cap: int | None) -> int:
    return min(value, cap) if cap is not None else value


def own_multiplier(stake: Stake, seat: int, cap: int | None) -> int:
    """The multiplier ``seat`` plays for now (before a spring), in units of the base."""
    players = len(stake.doubles)
    if stake.landlord < 0 or players == 0:
        return _capped(stake.common, cap)
    if seat != stake.landlord:
        return _capped(stake.peasant_multiplier(seat), cap)
    return sum(_capped(stake.peasant_multiplier(p), cap) for p in range(players) if p != stake.landlord)


def result_multiplier(result: DealResult, seat: int) -> int:
    """The multiplier ``seat`` was settled at (D11.12): its own line, or for the landlord the sum."""
    if seat == result.landlord:
        return sum(p.multiplier for p in result.payments)
    return next((p.multiplier for p in result.payments if p.seat == seat), result.multiplier)


def ladder(stake: Stake, seat: int) -> list[str]:
    """The factors above 1 that ``seat``'s multiplier is made of, each as "name ×n"."""
    t = T()
    parts = []
    if stake.grabs:
        parts.append(f"{t.grabs()} ×{1 << stake.grabs}")
    if stake.show > 1:
        parts.append(f"{t.shown()} ×{stake.show}")
    if stake.doublings:
        parts.append(f"{t.bombs()} ×{1 << stake.doublings}")
    own = stake.double_of(seat) if seat != stake.landlord else 1
    doubles = own * stake.double_of(stake.landlord)
    if doubles > 1:
        parts.append(f"{t.doubles()} ×{doubles}")
    return parts
