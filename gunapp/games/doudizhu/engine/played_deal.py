"""A finished deal as a session keeps it (played out, or a redeal D4.4): what its record, the scoreboard and
the statistics read, packed.

A live :class:`~state.Deal` holds every play as objects (cards, reading, record: ~14 KB a 3-player deal,
~21 KB a 4-player one); a session keeps every deal it dealt, so an evening grew by that much a deal. Packed,
the deck, the bids and the plays are bytes (a card is its index among the 54 faces) and a play's reading is
worked out again when read (D6.4: the cards fix it): under 1 KB a deal.
"""

from __future__ import annotations

from typing import Any

from gunapp.core.cards import FACES, Card
from gunapp.games.doudizhu.engine.combos import Kind, classify
from gunapp.games.doudizhu.engine.events import DealResult
from gunapp.games.doudizhu.engine.rules import Options, Variant, counts_of
from gunapp.games.doudizhu.engine.state import Deal, Phase
from gunapp.games.doudizhu.engine.view import Decision, PlayRecord

_INDEX = {c: i for i, c in enumerate(FACES)}
#: record codes and kind labels by index, built once: a record is written from a packed deal at every autosave
_CODES = tuple(c.code for c in FACES)
_LABELS = ("",) + tuple(Kind(k).label for k in range(1, max(Kind) + 1))


def _pack(cards: list[Card] | tuple[Card, ...]) -> bytes:
    return bytes([_INDEX[c] for c in cards])


class PlayedDeal:
    """A finished deal's record, read-only, with the fields of :class:`Deal` a finished deal is read for."""

    __slots__ = (
        "variant",
        "options",
        "deal_no",
        "dealer",
        "starter",
        "marker_index",
        "first_bidder",
        "landlord",
        "base",
        "doublings",
        "redeal",
        "result",
        "winner_seat",
        "number",
        "decisions",
        "_deck",
        "_bids",
        "_plays",
    )
    #: a session keeps a deal packed only once it is over
    phase = Phase.ENDED

    def __init__(self, deal: Deal) -> None:
        if deal.phase is not Phase.ENDED:
            raise ValueError("only a finished deal is packed")
        self.variant: Variant = deal.variant
        self.options: Options = deal.options
        self.deal_no = deal.deal_no
        self.dealer = deal.dealer
        self.starter = deal.starter
        self.marker_index = deal.marker_index
        self.first_bidder = deal.first_bidder
        self.landlord = deal.landlord
        self.base = deal.base
        self.doublings = deal.doublings
        self.redeal = deal.redeal
        self.result: DealResult | None = deal.result
        self.winner_seat = deal.winner_seat
        number = getattr(deal, "number", None)  # gunapp.core.deal_numbers
        self.number: int | None = number if isinstance(number, int) else None
        self._deck = _pack(deal.deck)
        self._bids = bytes(v for bid in deal.bidding.bids for v in bid)
        #: section 11's decisions (D11.1-D11.10), in order; empty (shared) under the default options
        self.decisions: tuple[Decision, ...] = tuple(deal.decisions) if deal.decisions else ()
        plays = bytearray()  # per turn: seat, kind (0: a pass), number of cards, the cards
        for p in deal.history:
            plays += bytes((p.seat, 0 if p.combo is None else p.combo.kind, len(p.cards))) + _pack(p.cards)
        self._plays = bytes(plays)

    @property
    def deck(self) -> list[Card]:
        return [FACES[i] for i in self._deck]

    def deck_codes(self) -> list[str]:
        """The deck's record codes, in dealing order."""
        return [_CODES[i] for i in self._deck]

    @property
    def marker(self) -> Card:
        return FACES[self._deck[self.marker_index]]

    @property
    def kitty(self) -> tuple[Card, ...]:
        v = self.variant
        return tuple(FACES[i] for i in self._deck[v.players * v.hand_size :])

    @property
    def bids(self) -> list[tuple[int, int]]:
        """(seat, value) in order; 0 = pass (D4.1)."""
        b = self._bids
        return [(b[i], b[i + 1]) for i in range(0, len(b), 2)]

    @property
    def history(self) -> list[PlayRecord]:
        """The card play, one record a turn (a pass has no cards and no reading), the readings worked out
        again from the cards: the engine accepted each play under its only reading (D6.1, D6.4)."""
        out: list[PlayRecord] = []
        b, i = self._plays, 0
        while i < len(b):
            seat, n = b[i], b[i + 2]
            cards = tuple(FACES[k] for k in b[i + 3 : i + 3 + n])
            out.append(PlayRecord(seat, cards, classify(counts_of(cards), self.variant) if cards else None))
            i += 3 + n
        return out

    def play_events(self) -> list[dict[str, Any]]:
        """The card play as the record writes it (``record_io.hand_record``), straight from the bytes."""
        out: list[dict[str, Any]] = []
        b, i = self._plays, 0
        while i < len(b):
            seat, kind, n = b[i], b[i + 1], b[i + 2]
            if kind:
                cards = [_CODES[k] for k in b[i + 3 : i + 3 + n]]
                out.append({"seat": seat, "type": "play", "cards": cards, "kind": _LABELS[kind]})
            else:
                out.append({"seat": seat, "type": "pass"})
            i += 3 + n
        return out
