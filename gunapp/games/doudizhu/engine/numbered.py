"""Dou Dizhu's numbered deals (``gunapp.core.deal_numbers``): number ``N`` fixes the dealer (D3.1), the
shuffled deck and the marker position (D3.2), drawn from a generator seeded by ``N``; so the starter (D3.3)
and the first bidder follow too. A session deals its first deal from its seed and every later deal from a
number drawn by its own generator whose dealer is the rotating dealer, so every deal of every session has a
number that deals it again alone."""

from __future__ import annotations

import random

from gunapp.core.cards import Card, make_deck
from gunapp.core.deal_numbers import MAX_NUMBER
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Deal


def ddz_cards(variant: Variant, number: int) -> tuple[list[Card], int, int]:
    """The deck (in dealing order), marker index and dealer of Dou Dizhu deal ``number``: what a session
    seeded with ``number`` deals first (``Session``: dealer D3.1, shuffle, marker D3.2, in that order)."""
    if not 0 <= number <= MAX_NUMBER:
        raise ValueError(f"deal number {number} outside 0..{MAX_NUMBER}")
    rng = random.Random(number)
    dealer = rng.randrange(variant.players)
    deck = make_deck(variant.decks)
    rng.shuffle(deck)
    marker = rng.randrange(variant.players * variant.hand_size)
    return deck, marker, dealer


def dealer_of(variant: Variant, number: int) -> int:
    return random.Random(number).randrange(variant.players)


def ddz_deal(variant: Variant, number: int, options: Options | None = None, deal_no: int = 0) -> Deal:
    deck, marker, dealer = ddz_cards(variant, number)
    deal = Deal(variant, deck, dealer, marker, options, deal_no=deal_no)
    deal.number = number  # type: ignore[attr-defined]
    return deal


def number_of(deal: Deal) -> int | None:
    """The number of a Dou Dizhu deal, if it was dealt from one."""
    value = getattr(deal, "number", None)
    return value if isinstance(value, int) else None


class NumberedSession(Session):
    """A Dou Dizhu session whose every deal is dealt from a number: the first one ``first`` (default the
    seed, so its first deal is the one a plain ``Session`` would deal), each later one a number drawn from the
    session's generator among those whose dealer is the rotating dealer (about ``players`` draws)."""

    def __init__(
        self, variant: Variant, options: Options | None = None, seed: int = 0, first: int | None = None
    ) -> None:
        if first is None and 0 <= seed <= MAX_NUMBER:
            first = seed
        self._first = first
        dealer = dealer_of(variant, first) if first is not None else None
        super().__init__(variant, options, seed, first_dealer=dealer)

    def _new_deal(self) -> Deal:
        if self._first is not None:
            number, self._first = self._first, None
        else:
            number = self.rng.randrange(MAX_NUMBER + 1)
            while dealer_of(self.variant, number) != self.dealer:
                number = self.rng.randrange(MAX_NUMBER + 1)
        deal = ddz_deal(self.variant, number, self.options, deal_no=self.deal_count)
        self.deals.append(deal)
        return deal


def ddz_number_fits(variant: Variant, number: object, deck: list[Card], marker: int, dealer: int) -> bool:
    """A record's ``deal_number`` is the number of these cards: in range, and it deals this deck, marker
    position and dealer (a number that does not would show "Deal #N" on cards that are not deal N)."""
    if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number <= MAX_NUMBER:
        return False
    return ddz_cards(variant, number) == (deck, marker, dealer)


def current_number(session: Session) -> int | None:
    """``GameSpec.deal_number``: the number of the deal on the table."""
    return number_of(session.deal)
