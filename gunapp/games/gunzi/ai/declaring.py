"""The normal AI's declarations during the deal (spec R9.2, R10): when a trump call is worth making.

First hand (R9.2): revealing a big joker makes the revealer dealer, and the first reveal wins, so it is made at
once. Later hands (R10): declaring only picks T (the dealer is fixed), so a seat declares the suit that gives
its own hand the most trumps, when that suit is clearly its longest and the hand is trump-rich enough to
matter; it never overcalls its partner without a much better suit, and it shows no more cards than needed
(the rest stay in reserve for reinforcing, R10.5).
"""

from __future__ import annotations

from collections.abc import Sequence

from gunapp.core.cards import Card, Suit
from gunapp.games.gunzi.engine.actions import Action, Declare, Pass
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.view import GunziView

#: fewer cards than this in hand and a later-hand declaration is a guess (39 at the end of the deal)
MIN_CARDS_TO_JUDGE = 10


def suit_strength(hand: Sequence[Card], suit: Suit, level: int) -> float:
    """How good ``suit`` is as T for this hand: trumps as a share of the hand, with the suit's own length and
    its high cards counted again (they are what the choice of suit adds; jokers, 2s and level cards are trumps
    whatever T is, R5.1)."""
    if not hand:
        return 0.0
    constant = sum(1 for c in hand if c.is_joker or c.rank in (2, level))
    own = [c for c in hand if c.suit is suit and c.rank not in (2, level)]
    high = sum(1 for c in own if c.rank >= 12)
    return (constant + 1.6 * len(own) + 0.4 * high) / len(hand)


def declared_suit(action: Declare) -> Suit:
    """The suit a later-hand declaration makes T (R10.2, R10.3)."""
    suit = action.suit if action.suit is not None else action.cards[0].suit
    assert suit is not None
    return suit


def choose_declaration(view: GunziView, legal: Sequence[Action]) -> Action:
    decls = [a for a in legal if isinstance(a, Declare)]
    passing = next(a for a in legal if isinstance(a, Pass))
    if not decls:
        return passing
    if view.first_hand:
        return decls[0]  # R9.2: the first big joker shown makes the dealer
    hand = view.hand
    in_window = view.phase is Phase.WINDOW
    if len(hand) < MIN_CARDS_TO_JUDGE and not in_window:
        return passing
    level = view.level
    by_suit = {s: suit_strength(hand, s, level) for s in {declared_suit(a) for a in decls}}
    best_suit = max(by_suit, key=lambda s: (by_suit[s], s.value))
    strength = by_suit[best_suit]
    # an average hand scores about 0.53 for a random suit and 0.6 for its best one: ask for a long suit
    need = 0.62 if not in_window else 0.58
    if view.declarer is not None and view.trump is not None:
        current = suit_strength(hand, view.trump, level)
        if view.declarer % 2 == view.seat % 2:
            need = max(need, current + 0.2)  # the partner's call: only a much better suit
        else:
            need = max(need - 0.04, current + 0.08)
        if best_suit is view.trump and view.declarer == view.seat:
            return passing  # already ours
    if strength < need:
        return passing
    options = [a for a in decls if declared_suit(a) is best_suit]
    # the fewest cards that are accepted; level cards before showing triple jokers
    return min(options, key=lambda a: (a.cards[0].is_joker, len(a.cards)))


__all__ = ["choose_declaration", "declared_suit", "suit_strength"]
