"""Preset Dou Dizhu deals for tests and screenshots: a ``Session`` whose first deal holds the hands we chose.

``preset_session(variant, hands, kitty, ...)`` stacks the deck so that the deal (D3.3: dealt one at a time from
the seat after the dealer) gives each seat exactly its listed cards, and the face-up marker (D3.2) falls on
``first_bidder``. Later deals of the session are shuffled by the session's seeded generator as usual.

Named scenarios (``SCENARIOS``) reach situations a random deal seldom shows: a spring (春天) with a bomb and
a rocket, a four-joker rocket, the illegal attempts of each kind.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from gunapp.cards import Card, make_deck, parse_cards
from gunapp.engine.doudizhu.rules import Options, Variant
from gunapp.engine.doudizhu.session import Session
from gunapp.engine.doudizhu.state import Deal


def preset_session(
    variant: Variant,
    hands: Sequence[Sequence[str]],
    *,
    kitty: Sequence[str] | None = None,
    first_bidder: int = 0,
    options: Options | None = None,
    seed: int = 1,
) -> Session:
    """A session whose first deal gives seat ``s`` the cards ``hands[s]`` (record codes). Seats listed with
    fewer cards than a hand, and the kitty when None, are filled from the rest of the deck in a seeded order."""
    n, size = variant.players, variant.hand_size
    if len(hands) > n:
        raise ValueError(f"{variant.value}: {len(hands)} hands")
    pool = Counter(make_deck(variant.decks))
    chosen = [parse_cards(h) for h in hands] + [[] for _ in range(n - len(hands))]
    fixed_kitty = parse_cards(kitty) if kitty is not None else None
    for cards in [*chosen, fixed_kitty or []]:
        for c in cards:
            if pool[c] <= 0:
                raise ValueError(f"card {c.code} used more often than the deck holds")
            pool[c] -= 1
    rest: list[Card] = sorted(pool.elements(), key=lambda c: c.code)
    session = Session(variant, options, seed, first_dealer=n - 1)  # the deal starts with seat 0 (D3.3)
    session.rng.shuffle(rest)
    full: list[list[Card]] = []
    for cards in chosen:
        if len(cards) > size:
            raise ValueError(f"a hand of {len(cards)} cards ({variant.value} deals {size})")
        fill = size - len(cards)
        full.append(cards + rest[:fill])
        rest = rest[fill:]
    the_kitty = fixed_kitty if fixed_kitty is not None else rest[: variant.kitty_size]
    if len(the_kitty) != variant.kitty_size:
        raise ValueError(f"a kitty of {len(the_kitty)} cards")
    deck = [full[i % n][i // n] for i in range(n * size)] + list(the_kitty)
    deal = Deal(variant, deck, n - 1, first_bidder, session.options, deal_no=0)  # marker index s: seat s
    session.deals = [deal]
    session.deal = deal
    return session


# The human (seat 0) holds one card of each rank 3..A, two more aces, the four 2s and both jokers, and takes
# the kitty: 12-card straight, pair of aces, bomb of 2s, rocket. No peasant can answer any of it (they hold
# no 2, no joker and at most three of a rank): a spring (D8.4) after a bomb and a rocket (D8.2: ×4).
SPRING_DDZ3 = (
    ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS", "AH", "AC", "2S", "2H", "2C"],
    ["3H", "3C", "3D", "4H", "4C", "4D", "5H", "5C", "5D", "6H", "6C", "6D", "7H", "7C", "7D", "8H", "8C"],
    ["8D", "9H", "9C", "9D", "TH", "TC", "TD", "JH", "JC", "JD", "QH", "QC", "QD", "KH", "KC", "KD", "AD"],
)
SPRING_DDZ3_KITTY = ["2D", "SJ", "BJ"]

# ddz4: the human holds the four jokers (the 4-player rocket) and a pair straight; the rest is seeded.
ROCKET_DDZ4 = (["SJ", "SJ", "BJ", "BJ", "3S", "3H", "4S", "4H", "5S", "5H", "9S", "9H", "9C", "QS"],)

# ddz4 illegal attempts: the human has a trio with singles around (trio + single is not a ddz4 kind).
ILLEGAL_DDZ4 = (["7S", "7H", "7C", "3S", "5D", "8S", "8H", "KS", "KH", "KC", "KD", "9S", "TS", "JS"],)


def spring_session(seed: int = 1) -> Session:
    return preset_session(
        Variant.DDZ3, SPRING_DDZ3, kitty=SPRING_DDZ3_KITTY, options=Options(spring=True), seed=seed
    )


def rocket_ddz4_session(seed: int = 3) -> Session:
    return preset_session(Variant.DDZ4, ROCKET_DDZ4, seed=seed)


def illegal_ddz4_session(seed: int = 5) -> Session:
    return preset_session(Variant.DDZ4, ILLEGAL_DDZ4, seed=seed)
