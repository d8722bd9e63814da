"""Settlement, section 8: D8.1 payments, D8.2 doubling, D8.4 spring and doubling cap."""

from __future__ import annotations

from gunapp.games.doudizhu.engine.events import DealResult
from gunapp.games.doudizhu.engine.rules import Options


def is_spring(landlord_won: bool, peasant_plays: int, landlord_plays: int) -> bool:
    """春天 (D8.4 ``spring``): the landlord wins and no peasant played a card, or the peasants win and the
    landlord played only the first lead (反春)."""
    return peasant_plays == 0 if landlord_won else landlord_plays == 1


def multiplier(doublings: int, spring: bool, options: Options) -> int:
    """2^m (D8.2), times 2 for a spring when the option is on, then capped (the cap applies last, D8.4)."""
    mult: int = 1 << doublings
    if spring and options.spring:
        mult *= 2
    if options.doubling_cap is not None:
        mult = min(mult, options.doubling_cap)
    return mult


def settle(
    players: int,
    landlord: int,
    base: int,
    doublings: int,
    landlord_won: bool,
    peasant_plays: int,
    landlord_plays: int,
    options: Options,
) -> DealResult:
    """D8.1: each peasant pays the landlord ``stake`` if the landlord won, else the landlord pays each peasant."""
    spring = is_spring(landlord_won, peasant_plays, landlord_plays)
    mult = multiplier(doublings, spring, options)
    stake = base * mult
    sign = 1 if landlord_won else -1
    scores = tuple(sign * stake * (players - 1) if s == landlord else -sign * stake for s in range(players))
    return DealResult(
        landlord=landlord,
        base=base,
        doublings=doublings,
        spring=spring and options.spring,
        multiplier=mult,
        winner="landlord" if landlord_won else "peasants",
        scores=scores,
    )
