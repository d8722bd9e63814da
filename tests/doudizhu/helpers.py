"""Test helpers: rank notation and hand-built deals.

Notation: ``3``-``9``, ``T`` (10), ``J``, ``Q``, ``K``, ``A``, ``2``, ``S`` (small / black joker, record code
SJ), ``B`` (big / red joker, BJ); spaces are ignored. ``"333444 5 6"`` is an airplane with two singles.
"""

from __future__ import annotations

from gunapp.core.cards import Card, make_deck
from gunapp.games.doudizhu.engine.combos import Combo, Kind
from gunapp.games.doudizhu.engine.movegen import legal_leads
from gunapp.games.doudizhu.engine.rules import Options, Variant, rank_of
from gunapp.games.doudizhu.engine.state import Deal

CHARS = "3456789TJQKA2SB"


def ranks(text: str) -> list[int]:
    return sorted(CHARS.index(ch) for ch in text.replace(" ", ""))


def counts(text: str) -> list[int]:
    out = [0] * 15
    for r in ranks(text):
        out[r] += 1
    return out


def take(pool: list[Card], text: str) -> list[Card]:
    """Remove and return cards of the given ranks from ``pool``."""
    picked = []
    for r in ranks(text):
        card = next(c for c in pool if rank_of(c) == r)
        pool.remove(card)
        picked.append(card)
    return picked


def make_deal(
    variant: Variant,
    hands: dict[int, str],
    kitty: str = "",
    dealer: int | None = None,
    marker_index: int = 0,
    options: Options | None = None,
) -> Deal:
    """A deal whose seats hold at least the given ranks (the rest filled from the deck in order)."""
    n, size = variant.players, variant.hand_size
    dealer = n - 1 if dealer is None else dealer
    pool = make_deck(variant.decks)
    dealt = {s: take(pool, text) for s, text in hands.items()}
    kit = take(pool, kitty)
    for s in range(n):
        have = dealt.setdefault(s, [])
        while len(have) < size:
            have.append(pool.pop(0))
    while len(kit) < variant.kitty_size:
        kit.append(pool.pop(0))
    assert not pool
    starter = (dealer + 1) % n
    deck = [dealt[(starter + i) % n][i // n] for i in range(n * size)] + kit
    return Deal(variant, deck, dealer, marker_index, options or Options())


def cards_of(deal: Deal, seat: int, text: str) -> tuple[Card, ...]:
    """Cards of the given ranks from ``seat``'s hand (does not remove them)."""
    pool = list(deal.hands[seat])
    return tuple(take(pool, text))


#: hands whose leads hold at least one move of every kind but the rocket (D6): rivals for answer tests
RIVAL_HANDS = ("4445556667778889", "33445566", "3456789TJ", "333444 55 66", "3333 4 5", "3333 44 55", "4444")


def rivals_by_kind(variant: Variant, texts: tuple[str, ...] = RIVAL_HANDS) -> dict[Kind, list[Combo]]:
    """Every lead of the hands ``texts``, grouped by kind."""
    out: dict[Kind, list[Combo]] = {}
    for text in texts:
        for m in legal_leads(counts(text), variant):
            out.setdefault(m[0], []).append(Combo(*m))
    return out
