"""Actions submitted to the Dou Dizhu engine (shared/DESIGN.md: one way in, one way out; the events that come
out are in ``events``).

Seat actions: :class:`Bid` (D4.1; value 0 = pass), :class:`Play` (cards, and the reading the player chose,
D6.4), :class:`Pass` (D5.2); under the call-and-grab options (section 11): :class:`Show` (明牌, D11.9 and
D11.10), :class:`Call` (叫地主 / 不叫, D11.1), :class:`Grab` (抢地主 / 不抢, D11.3-D11.4), :class:`Double`
(不加倍 / 加倍 / 超级加倍, D11.7). The table's action: :class:`NextDeal` (D3.1), applied to the ``Session`` once a
deal is over, as Gunzi's ``NextHand``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.combos import Combo


@dataclass(frozen=True, slots=True)
class Bid:
    """D4.1: bid 1, 2 or 3 (higher than the highest so far), or 0 to pass."""

    seat: int
    value: int


class CardSource(Protocol):
    """Where a listed play takes its cards from (``hand_cards.HandCards``: the hand as it was when listed)."""

    def pick(self, ranks: tuple[int, ...]) -> tuple[Card, ...]: ...


class Play:
    """Play these cards. ``reading`` names the combination the player chose (D6.4); None = the only one.

    Immutable, compared, hashed and shown by (seat, cards, reading) as a frozen dataclass. A play listed by
    ``Deal.legal_actions`` (``listed_play``) takes its cards on first read, from the hand as it was when
    listed: a turn lists dozens of plays and its callers read the cards of one or two (the AI reads every
    reading, which each listed play holds from the start).
    """

    __slots__ = ("_seat", "_cards", "_reading", "_source")
    __match_args__ = ("seat", "cards", "reading")
    _cards: tuple[Card, ...] | None
    _source: CardSource

    def __init__(self, seat: int, cards: tuple[Card, ...], reading: Combo | None = None) -> None:
        self._seat = seat
        self._cards = cards
        self._reading = reading

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def reading(self) -> Combo | None:
        return self._reading

    @property
    def cards(self) -> tuple[Card, ...]:
        cards = self._cards
        if cards is None:  # a listed play, not read yet
            assert self._reading is not None
            cards = self._cards = self._source.pick(self._reading.ranks)
        return cards

    def _key(self) -> tuple[int, tuple[Card, ...], Combo | None]:
        return (self._seat, self.cards, self._reading)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Play:
            return NotImplemented
        assert isinstance(other, Play)
        # seat and reading first: two listed plays that differ there never pick their cards to be compared
        return self is other or (
            self._seat == other._seat and self._reading == other._reading and self.cards == other.cards
        )

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Play(seat={self._seat!r}, cards={self.cards!r}, reading={self._reading!r})"

    def __reduce__(self) -> tuple[type[Play], tuple[int, tuple[Card, ...], Combo | None]]:
        return (Play, self._key())

    def __copy__(self) -> Play:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Play:
        return self


_new_play = object.__new__


def listed_play(seat: int, reading: Combo, source: CardSource) -> Play:
    """A play as ``Deal.legal_actions`` lists it: its cards are picked from ``source`` when first read."""
    play: Play = _new_play(Play)
    play._seat = seat
    play._cards = None
    play._reading = reading
    play._source = source
    return play


@dataclass(frozen=True, slots=True)
class Pass:
    """D5.2: decline to beat the last combination (never allowed when leading, D5.3)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Show:
    """D11.9 (明牌开始, before the deal, each seat in turn) or D11.10 (明牌, the landlord after the kitty): show
    the hand (``show``) or not. Which of the two it is follows from the deal's phase."""

    seat: int
    show: bool


@dataclass(frozen=True, slots=True)
class Call:
    """D11.1: call the landlord (叫地主, ``call``) or decline (不叫)."""

    seat: int
    call: bool


@dataclass(frozen=True, slots=True)
class Grab:
    """D11.3, D11.4: grab the landlord (抢地主, ``grab``) or not (不抢); the caller's last turn is a Grab too."""

    seat: int
    grab: bool


@dataclass(frozen=True, slots=True)
class Double:
    """D11.7: ``factor`` 1 (不加倍), 2 (加倍) or, with ``doubling=super``, 4 (超级加倍)."""

    seat: int
    factor: int


#: the decisions of section 11, which come before the card play
Talk = Show | Call | Grab | Double
Action = Bid | Play | Pass | Show | Call | Grab | Double


@dataclass(frozen=True, slots=True)
class NextDeal:
    """D3.1: the table deals the next hand after a played-out one (the deal passes on); not a seat's action,
    so it is not in ``Action`` and not in a record (the next deal's own actions are)."""
