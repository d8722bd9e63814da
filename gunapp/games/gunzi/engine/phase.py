"""The phases of a Gunzi hand (spec R7) as the state machine sees them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from gunapp.core.cards import Card


class Phase(StrEnum):
    """Where a hand stands. Automatic steps (flips R9.4, draws R11, bottom reveal R13) happen inside ``apply``.

    - DEAL: the table deals one card per ``DealNext``; any seat may ``Declare`` between two cards (R8.4).
    - WINDOW: the closing window after the 156th card; seats declare or ``Pass`` in turn (R8.4).
    - TRIBUTE: prev(D) pays (``PayTribute``) or, with ``riot=ON``, riots (R12.3, R12.5).
    - RETURN: D gives back as many cards (``ReturnTribute``, R12.4).
    - EXCHANGE: D holds 45 cards and buries six (``Bury``, R14).
    - BURY_JOKERS: next(D), partner(D), prev(D) in turn may ``BuryJokers`` or ``Pass`` (R15).
    - PLAY: tricks (``Play``, R16-R20).
    - HAND_OVER: settled (R21-R25); the table starts the next hand with ``NextHand``.
    - MATCH_OVER: ``cyclesPerMatch`` cycles have been won (R26.3); nothing more to do.
    """

    DEAL = "deal"
    WINDOW = "window"
    TRIBUTE = "tribute"
    RETURN = "return"
    EXCHANGE = "exchange"
    BURY_JOKERS = "bury_jokers"
    PLAY = "play"
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"


@dataclass(frozen=True, slots=True)
class Selection:
    """A free choice of ``count`` cards among ``candidates`` (tribute return R12.4, exchange R14.1).

    ``kind`` is ``return`` or ``bury``. For ``bury`` the big-jokers-first rule (R14.3) also applies.
    """

    kind: str
    count: int
    candidates: tuple[Card, ...]
