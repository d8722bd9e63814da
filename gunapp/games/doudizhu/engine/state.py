"""One deal of Dou Dizhu as a state machine: deal with the face-up marker (D3.2), bidding with redeal (D4),
the kitty (D4.5), rounds and leads (D5), settlement (D8).

``legal_actions(seat)``, ``apply(action) -> events`` (or ``IllegalAction``, state unchanged; codes in
``codes``), ``view(seat)``. Whole sessions (dealer rotation, redeals, totals) live in ``session``.
"""

from __future__ import annotations

from enum import StrEnum

from gunapp.core.cards import Card
from gunapp.core.errors import IllegalAction
from gunapp.games.doudizhu.engine import codes
from gunapp.games.doudizhu.engine.actions import Action, Bid, Pass, Play, listed_play
from gunapp.games.doudizhu.engine.bidding import Bidding
from gunapp.games.doudizhu.engine.combos import Combo, Kind, Move, beats, classify
from gunapp.games.doudizhu.engine.events import (
    BidMade,
    CardsPlayed,
    DealEnded,
    DealResult,
    DealStarted,
    Event,
    LandlordChosen,
    Passed,
    RoundWon,
)
from gunapp.games.doudizhu.engine.hand_cards import HandCards, cards_by_rank, pick

# hand order lives with the cards a play picks; the model, the table and the replay import it from here
from gunapp.games.doudizhu.engine.hand_cards import sort_cards as sort_cards
from gunapp.games.doudizhu.engine.movegen import answer_combos, lead_combos, legal_answers, legal_leads
from gunapp.games.doudizhu.engine.rules import Options, Variant, counts_of, rank_of
from gunapp.games.doudizhu.engine.settle import settle
from gunapp.games.doudizhu.engine.view import DealView, PlayRecord


class Phase(StrEnum):
    BIDDING = "bidding"
    PLAYING = "playing"
    ENDED = "ended"  # a played-out deal, or a redeal (D4.4: ``redeal`` is True)


class Deal:
    """One deal, from the dealt cards to settlement. ``deck`` is in dealing order; the rest is the kitty."""

    def __init__(
        self,
        variant: Variant,
        deck: list[Card],
        dealer: int,
        marker_index: int,
        options: Options | None = None,
        deal_no: int = 0,
    ) -> None:
        n, size = variant.players, variant.hand_size
        if len(deck) != n * size + variant.kitty_size:
            raise ValueError(f"{variant.value}: a deck of {len(deck)} cards")
        if not 0 <= marker_index < n * size:
            raise ValueError(f"marker index {marker_index} outside the dealt cards (D3.2)")
        self.variant = variant
        self.options = options or Options()
        self.deck = list(deck)
        self.dealer = dealer
        self.deal_no = deal_no
        self.starter = (dealer + 1) % n  # D3.3: dealing starts with the player after the dealer
        self.marker_index = marker_index
        self.marker = deck[marker_index]
        self.first_bidder = (self.starter + marker_index) % n  # D3.2
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        for i in range(n * size):
            self.hands[(self.starter + i) % n].append(deck[i])
        self.kitty: tuple[Card, ...] = tuple(deck[n * size :])
        self.counts: list[list[int]] = [counts_of(h) for h in self.hands]
        self.phase = Phase.BIDDING
        self.bidding = Bidding(n, self.first_bidder)
        self.redeal = False
        self.landlord = -1
        self.base = 0
        self.turn = self.first_bidder
        self.last: Combo | None = None
        self.last_seat = -1
        self.passes = 0
        self.doublings = 0
        self.plays_by_seat = [0] * n
        self.history: list[PlayRecord] = []
        self.result: DealResult | None = None
        self.winner_seat = -1

    @property
    def players(self) -> int:
        return self.variant.players

    def started_event(self) -> DealStarted:
        return DealStarted(
            self.deal_no,
            self.dealer,
            self.first_bidder,
            self.marker,
            self.marker_index,
            self.variant.hand_size,
        )

    @property
    def leading(self) -> bool:
        """The player to act leads (D5.1, D5.3): no combination on the table, or their own won the round."""
        return self.last is None or self.last_seat == self.turn

    @property
    def bids(self) -> list[tuple[int, int]]:
        """(seat, value) in order; 0 = pass (D4.1)."""
        return self.bidding.bids

    @property
    def multiplier(self) -> int:
        return 1 << self.doublings

    # ---- legal actions ----

    def legal_moves(self, seat: int) -> list[Move]:
        """The fast form for AIs: every legal play as a generator move (kind, key, length, rank content);
        pass is legal exactly when ``not self.leading``. Empty when it is not this seat's turn to play."""
        if self.phase is not Phase.PLAYING or seat != self.turn:
            return []
        if self.leading:
            return legal_leads(self.counts[seat], self.variant)
        assert self.last is not None
        return legal_answers(self.counts[seat], self.last, self.variant)

    @property
    def to_act(self) -> int | None:
        """The seat the deal waits for: the bidder in turn while bidding (D4.1), else the player to move
        (D5.2); None once the deal is over."""
        if self.phase is Phase.BIDDING:
            return self.bidding.turn
        if self.phase is Phase.PLAYING:
            return self.turn
        return None

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now (empty if it is not their turn). Plays carry concrete cards
        (the first cards of each rank in the hand, in hand order) and their reading, in the generator's order
        (a seeded agent picks by index), then the pass when it is legal."""
        if self.phase is Phase.BIDDING:
            if seat != self.to_act:
                return []
            return [Bid(seat, v) for v in self.bidding.legal_values()]
        if self.phase is not Phase.PLAYING or seat != self.turn:
            return []
        counts = self.counts[seat]
        if self.leading:
            readings = lead_combos(counts, self.variant)
        else:
            assert self.last is not None
            readings = answer_combos(counts, self.last, self.variant)
        # the readings come ready-made from the generator's tables; each play picks its cards when read
        source = HandCards(self.hands[seat])
        actions: list[Action] = [listed_play(seat, r, source) for r in readings]
        if not self.leading:
            actions.append(Pass(seat))
        return actions

    def play_for(self, seat: int, move: Move) -> Play:
        """A Play action with concrete cards from ``seat``'s hand for a generator move."""
        return Play(seat, self.cards_for(seat, move[3]), Combo(move[0], move[1], move[2], move[3]))

    def cards_for(self, seat: int, ranks: tuple[int, ...]) -> tuple[Card, ...]:
        """Concrete cards of ``seat`` for a rank content (the first of each rank in hand order)."""
        return pick(cards_by_rank(self.hands[seat]), ranks)

    def readings_for(self, seat: int, cards: tuple[Card, ...] | list[Card]) -> list[Combo]:
        """D6.4: the readings of these cards that ``seat`` may play (when it is their turn to answer: only
        those that beat the table), highest first. Empty if none. Under D6.1 there is at most one."""
        combo = classify(counts_of(list(cards)), self.variant)
        if combo is None:
            return []
        if self.phase is Phase.PLAYING and seat == self.turn and not self.leading:
            assert self.last is not None
            if not beats(combo, self.last):
                return []
        return [combo]

    # ---- apply ----

    def apply(self, action: Action) -> list[Event]:
        """Validate and apply ``action``; raises IllegalAction (see ``codes``) with the state unchanged."""
        if self.phase is Phase.ENDED:
            raise IllegalAction(codes.DEAL_OVER, {}, "D5.4")
        if isinstance(action, Bid):
            return self._bid(action)
        if isinstance(action, Play | Pass):
            return self._play(action)
        raise IllegalAction(codes.WRONG_PHASE, {"phase": self.phase.value, "action": type(action).__name__})

    def _check_turn(self, seat: int, turn: int, rule: str) -> None:
        if seat != turn:
            raise IllegalAction(codes.NOT_YOUR_TURN, {"seat": seat, "turn": turn}, rule)

    def _bid(self, bid: Bid) -> list[Event]:
        if self.phase is not Phase.BIDDING:
            raise IllegalAction(codes.WRONG_PHASE, {"phase": self.phase.value, "action": "bid"}, "D5")
        b = self.bidding
        self._check_turn(bid.seat, b.turn, "D4.1")
        if bid.value not in (0, 1, 2, 3):
            raise IllegalAction(codes.BID_VALUE, {"value": bid.value}, "D4.1")
        if bid.value and bid.value <= b.highest:
            raise IllegalAction(codes.BID_TOO_LOW, {"value": bid.value, "highest": b.highest}, "D4.1")
        b.apply(bid.seat, bid.value)
        events: list[Event] = [BidMade(bid.seat, bid.value)]
        if b.redeal:  # D4.4: the session deals again
            self.phase = Phase.ENDED
            self.redeal = True
        elif b.done:  # D4.3, D4.5
            self.landlord, self.base = b.highest_seat, b.highest
            self.hands[self.landlord].extend(self.kitty)
            for c in self.kitty:
                self.counts[self.landlord][rank_of(c)] += 1
            self.phase = Phase.PLAYING
            self.turn = self.landlord  # D5.1
            shown = self.kitty if self.options.kitty_visible else None
            events.append(LandlordChosen(self.landlord, self.base, shown))
        else:
            self.turn = b.turn
        return events

    def _play(self, action: Play | Pass) -> list[Event]:
        if self.phase is not Phase.PLAYING:
            raise IllegalAction(codes.WRONG_PHASE, {"phase": self.phase.value, "action": "play"}, "D4")
        seat = action.seat
        self._check_turn(seat, self.turn, "D5.2")
        n = self.players
        if isinstance(action, Pass):
            if self.leading:
                raise IllegalAction(codes.MUST_LEAD, {}, "D5.3")
            self.history.append(PlayRecord(seat, (), None))
            self.passes += 1
            self.turn = (seat + 1) % n
            events: list[Event] = [Passed(seat)]
            if self.passes == n - 1:  # D5.3: the last player to play leads
                events.append(RoundWon(self.last_seat))
            return events
        combo = self._validate_play(action)
        hand = self.hands[seat]
        for c in action.cards:
            hand.remove(c)
            self.counts[seat][rank_of(c)] -= 1
        doubled = combo.doubles(self.variant)
        self.doublings += doubled
        self.plays_by_seat[seat] += 1
        self.history.append(PlayRecord(seat, tuple(action.cards), combo))
        self.last, self.last_seat, self.passes = combo, seat, 0
        self.turn = (seat + 1) % n
        events = [CardsPlayed(seat, tuple(action.cards), combo, doubled, self.multiplier, len(hand))]
        if not hand:  # D5.4
            events.append(self._finish(seat))
        return events

    def _validate_play(self, play: Play) -> Combo:
        cards = list(play.cards)
        if not cards:
            raise IllegalAction(codes.EMPTY_PLAY, {}, "D5.1")
        if not _contains(self.hands[play.seat], cards):
            raise IllegalAction(codes.CARDS_NOT_IN_HAND, {"cards": [c.code for c in cards]}, "D5.2")
        counts = counts_of(cards)
        combo = classify(counts, self.variant)
        if combo is None:
            raise codes.why_not_combination(counts, self.variant, [c.code for c in cards])
        named = play.reading
        if named is not None and tuple(named) != tuple(combo):
            raise IllegalAction(
                codes.READING_MISMATCH,
                {"cards": [c.code for c in cards], "reading": Kind(named[0]).label},
                "D6.4",
            )
        if not self.leading:
            assert self.last is not None
            if not beats(combo, self.last):
                raise codes.why_not_beating(combo, self.last)
        return combo

    def _finish(self, winner: int) -> DealEnded:
        self.phase = Phase.ENDED
        self.winner_seat = winner
        landlord_won = winner == self.landlord
        peasant_plays = sum(p for s, p in enumerate(self.plays_by_seat) if s != self.landlord)
        self.result = settle(
            self.players,
            self.landlord,
            self.base,
            self.doublings,
            landlord_won,
            peasant_plays,
            self.plays_by_seat[self.landlord],
            self.options,
        )
        return DealEnded(winner, self.result, self.result.scores)

    # ---- view ----

    def view(self, seat: int, totals: tuple[int, ...] | None = None) -> DealView:
        """What ``seat`` may know: their own hand, public counts, bids, the kitty once shown (D4.5), plays."""
        kitty_known = self.landlord >= 0 and (self.options.kitty_visible or seat == self.landlord)
        return DealView(
            variant=self.variant,
            seat=seat,
            phase=self.phase.value,
            dealer=self.dealer,
            marker=self.marker,
            first_bidder=self.first_bidder,
            hand=tuple(sort_cards(self.hands[seat])),
            hand_counts=tuple(len(h) for h in self.hands),
            bids=tuple(self.bidding.bids),
            landlord=self.landlord,
            base=self.base,
            kitty=self.kitty if kitty_known else None,
            turn=self.turn if self.to_act is None else self.to_act,
            leading=self.phase is Phase.PLAYING and self.leading,
            last=self.last,
            last_seat=self.last_seat,
            history=tuple(self.history),
            doublings=self.doublings,
            multiplier=self.multiplier,
            result=self.result,
            totals=totals if totals is not None else tuple(0 for _ in self.hands),
        )


def _contains(hand: list[Card], cards: list[Card]) -> bool:
    pool = list(hand)
    for c in cards:
        if c in pool:
            pool.remove(c)
        else:
            return False
    return True
