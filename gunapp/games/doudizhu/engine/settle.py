"""Settlement, section 8 and D11.12: D8.1 payments, D8.2 doubling, D8.4 spring and doubling cap, and under
the call-and-grab options each peasant's own line (grabs, show, doubles: ``stake.peasant_payments``)."""

from __future__ import annotations

from collections.abc import Sequence

from gunapp.games.doudizhu.engine.events import DealResult
from gunapp.games.doudizhu.engine.rules import Options
from gunapp.games.doudizhu.engine.stake import peasant_payments


def is_spring(landlord_won: bool, peasant_plays: int, landlord_plays: int) -> bool:
    """春天 (D8.4 ``spring``): the landlord wins and no peasant played a card, or the peasants win and the
    landlord played only the first lead (反春)."""
    return peasant_plays == 0 if landlord_won else landlord_plays == 1


def multiplier(doublings: int, spring: bool, options: Options, factor: int = 1) -> int:
    """``factor`` (2^g × s, D11.12; 1 by default) × 2^m (D8.2), times 2 for a spring when the option is on,
    then capped (the cap applies last, D8.4, D11.12)."""
    mult: int = factor << doublings
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
    grabs: int = 0,
    show: int = 1,
    doubles: Sequence[int] = (),
) -> DealResult:
    """D8.1, D11.12: each peasant p pays the landlord ``base × 2^g × s × 2^m × spring × d(p) × d(L)`` (the
    multiplier capped) if the landlord won, else the landlord pays it; the landlord's total is the sum."""
    spring = is_spring(landlord_won, peasant_plays, landlord_plays) and options.spring
    # all 1: no doubling round (the record and the result stay those of section 8)
    d = tuple(doubles) if any(x != 1 for x in doubles) else ()
    lines = peasant_payments(
        players,
        landlord,
        base,
        doublings,
        landlord_won,
        spring=2 if spring else 1,
        grabs=grabs,
        show=show,
        doubles=d,
        cap=options.doubling_cap,
    )
    paid = {line.seat: line.amount for line in lines}
    scores = tuple(sum(paid.values()) if s == landlord else -paid[s] for s in range(players))
    return DealResult(
        landlord=landlord,
        base=base,
        doublings=doublings,
        spring=spring,
        multiplier=multiplier(doublings, spring, options, (1 << grabs) * show),
        winner="landlord" if landlord_won else "peasants",
        scores=scores,
        grabs=grabs,
        show=show,
        doubles=d,
        cap=options.doubling_cap,
    )
