"""Hand strength for bidding (叫分): controls (jokers, 2s, bombs) and how few plays the hand splits into."""

from __future__ import annotations

from gunapp.games.doudizhu.ai.decompose import best_plan
from gunapp.games.doudizhu.engine.rules import BLACK_JOKER, RED_JOKER, TWO, Variant


def hand_strength(counts: tuple[int, ...] | list[int], variant: Variant) -> float:
    """Points in the players' rule of thumb (red joker 4, black joker 3, each 2 two, each bomb 6, rocket 8),
    adjusted by the plan: a hand that splits into few plays is worth more than its controls alone."""
    four = variant is Variant.DDZ4
    per_joker = 0.5 if four else 1.0  # two decks: each joker is half as rare
    points = 0.0
    rocket = counts[BLACK_JOKER] >= (2 if four else 1) and counts[RED_JOKER] >= (2 if four else 1)
    if rocket:
        points += 8.0
    else:
        points += per_joker * (4.0 * counts[RED_JOKER] + 3.0 * counts[BLACK_JOKER])
    points += (1.0 if four else 2.0) * counts[TWO]
    for r in range(TWO):
        if counts[r] >= 4:
            points += 6.0 if not four else 2.0 * (counts[r] - 3)
    plan = best_plan(counts, variant)
    n = sum(counts)
    # 17 cards split into ~8-9 plays on average; a play fewer is worth almost a 2, but only with controls to
    # win the lead back: a well-shaped hand of low cards alone is no landlord hand
    average = 8.5 if n <= 20 else 12.0
    points += (1.5 if points >= 4.0 else 0.5) * (average - plan.count)
    return points


def choose_bid(counts: tuple[int, ...] | list[int], variant: Variant, highest: int) -> int:
    """The bid for this hand (0 = pass); only a bid above ``highest`` is made (D4.1)."""
    points = hand_strength(counts, variant)
    want = 3 if points >= 9.0 else 2 if points >= 6.5 else 1 if points >= 4.5 else 0
    return want if want > highest else 0
