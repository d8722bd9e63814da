"""The few moves worth searching: the normal policy's choice, the plan's plays, the cheapest and dearest
answers, the smallest bomb, and pass. Searching hundreds of leads would spread the playouts too thin."""

from __future__ import annotations

from gunapp.games.doudizhu.ai.decompose import best_plan
from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.engine.combos import Kind, Move

MAX_CANDIDATES = 7
_BOMBS = (Kind.BOMB, Kind.ROCKET)


def candidates(sit: Situation, legal: list[Move], can_pass: bool, base: Move | None) -> list[Move | None]:
    """Distinct options, the normal policy's choice first."""
    out: list[Move | None] = [base]
    if can_pass and base is not None:
        out.append(None)
    plain = [m for m in legal if m[0] not in _BOMBS]
    bombs = sorted((m for m in legal if m[0] in _BOMBS), key=lambda m: (m[0] is Kind.ROCKET, m[2], m[1]))
    plan = {p[3] for p in best_plan(sit.hand, sit.variant).plays}
    in_plan = [m for m in plain if m[3] in plan]
    by_key = sorted(plain, key=lambda m: (m[1], -len(m[3])))
    if sit.last is None:
        pool = sorted(in_plan, key=lambda m: (m[1], -len(m[3])))
        pool += [m for m in by_key if m[0] is Kind.SINGLE][:1] + [m for m in by_key if m[0] is Kind.SINGLE][
            -1:
        ]
    else:
        pool = by_key[:2] + by_key[-1:] + in_plan
    pool += bombs[:1]
    seen = {None if m is None else m[3] for m in out}
    for m in pool:
        if len(out) >= MAX_CANDIDATES:
            break
        if m[3] not in seen:
            seen.add(m[3])
            out.append(m)
    return out
