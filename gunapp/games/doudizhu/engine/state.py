"""One deal of Dou Dizhu as a state machine: deal with the face-up marker (D3.2), bidding with redeal (D4),
the kitty (D4.5), rounds and leads (D5), settlement (D8); under the call-and-grab options (section 11) the
明牌开始 round before the deal, calling and grabbing, the landlord's 明牌 and the doubling round.

``legal_actions(seat)``, ``apply(action) -> events`` (or ``IllegalAction``, state unchanged; codes in
``codes``), ``view(seat)``. Whole sessions (dealer rotation, redeals, totals) live in ``session``.
"""

from __future__ import annotations

from gunapp.core.cards import Card
from gunapp.core.errors import IllegalAction
from gunapp.games.doudizhu.engine import codes
from gunapp.games.doudizhu.engine.actions import (
    Action,
    Bid,
    Call,
    Double,
    Grab,
    Pass,
    Play,
    Show,
    listed_play,
)
from gunapp.games.doudizhu.engine.bidding import Bidding
from gunapp.games.doudizhu.engine.combos import Combo, Kind, Move, beats, classify
from gunapp.games.doudizhu.engine.events import (
    SHOW_FACTORS,
    START,
    BidMade,
    CardsPlayed,
    DealEnded,
    DealResult,
    DealStarted,
    Event,
    LandlordChosen,
    Passed,
    RoundWon,
    ShowRoundStarted,
)
from gunapp.games.doudizhu.engine.grab import GrabAuction
from gunapp.games.doudizhu.engine.hand_cards import HandCards, cards_by_rank, pick

# hand order lives with the cards a play picks; the model, the table and the replay import it from here
from gunapp.games.doudizhu.engine.hand_cards import sort_cards as sort_cards
from gunapp.games.doudizhu.engine.movegen import answer_combos, lead_combos, legal_answers, legal_leads
from gunapp.games.doudizhu.engine.phase import TALK_PHASES
from gunapp.games.doudizhu.engine.phase import (
    Phase as Phase,
)  # the model, the table and the records import it from here
from gunapp.games.doudizhu.engine.rules import Options, Variant, counts_of, rank_of
from gunapp.games.doudizhu.engine.settle import settle
from gunapp.games.doudizhu.engine.stake import Stake
from gunapp.games.doudizhu.engine.talk import Talk
from gunapp.games.doudizhu.engine.talk_rules import TalkRules
from gunapp.games.doudizhu.engine.view import (
    DealView,
    Decision,
    PlayRecord,
)


class Deal(TalkRules):
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
        self.phase = Phase.START_SHOW if self.options.show_hand else Phase.BIDDING
        self.bidding = Bidding(n, self.first_bidder)
        #: D11.1-D11.5 under ``bidding=grab``, else None
        self.auction: GrabAuction | None = GrabAuction(n, self.first_bidder) if self.options.grab else None
        self.talk = Talk(n, self.starter)
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

    def started_event(self) -> DealStarted | ShowRoundStarted:
        """The event a deal starts with: the 明牌开始 round (D11.9) while it is on, else the deal."""
        if self.phase is Phase.START_SHOW:
            return ShowRoundStarted(self.deal_no, self.dealer, self.starter, self.variant.hand_size)
        return DealStarted(
            self.deal_no,
            self.dealer,
            self.first_bidder,
            self.marker,
            self.marker_index,
            self.variant.hand_size,
            tuple(s for s in self.talk.shows if self.talk.shows[s] == SHOW_FACTORS[START]),
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

    @property
    def decisions(self) -> list[Decision]:
        """Every section-11 decision so far, in order (D11.1-D11.10)."""
        return self.talk.log

    @property
    def stake(self) -> Stake:
        """The stake's factors now (``stake.Stake``)."""
        if self.landlord >= 0:
            base = self.base
        elif self.auction is not None:
            base = 1 if self.auction.caller >= 0 else 0
        else:
            base = self.bidding.highest
        return Stake(
            base=base,
            grabs=self.auction.grabs if self.auction is not None else 0,
            show=self.talk.show_factor,
            doublings=self.doublings,
            doubles=tuple(self.talk.doubles),
            landlord=self.landlord,
        )

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
            return self.auction.turn if self.auction is not None else self.bidding.turn
        if self.phase is Phase.PLAYING:
            return self.turn
        if self.phase is Phase.START_SHOW:
            return self.talk.start_turn
        if self.phase is Phase.LANDLORD_SHOW:
            return self.landlord
        if self.phase is Phase.DOUBLING:
            return self.talk.double_turn
        return None

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now (empty if it is not their turn). Plays carry concrete cards
        (the first cards of each rank in the hand, in hand order) and their reading, in the generator's order
        (a seeded agent picks by index), then the pass when it is legal."""
        if self.phase is Phase.BIDDING:
            if seat != self.to_act:
                return []
            if self.auction is not None:  # D11.1, D11.3: no first, yes second
                if self.auction.stage == "call":
                    return [Call(seat, False), Call(seat, True)]
                return [Grab(seat, False), Grab(seat, True)]
            return [Bid(seat, v) for v in self.bidding.legal_values()]
        if self.phase in TALK_PHASES:
            if seat != self.to_act:
                return []
            if self.phase is Phase.DOUBLING:
                return [Double(seat, f) for f in self.options.double_factors]
            return [Show(seat, False), Show(seat, True)]
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
        if isinstance(action, Call | Grab):
            return self._auction(action)
        if isinstance(action, Show):
            return self._show(action)
        if isinstance(action, Double):
            return self._double(action)
        raise IllegalAction(codes.WRONG_PHASE, {"phase": self.phase.value, "action": type(action).__name__})

    def _check_turn(self, seat: int, turn: int, rule: str) -> None:
        if seat != turn:
            raise IllegalAction(codes.NOT_YOUR_TURN, {"seat": seat, "turn": turn}, rule)

    def _wrong_phase(self, action: str, rule: str) -> IllegalAction:
        return IllegalAction(codes.WRONG_PHASE, {"phase": self.phase.value, "action": action}, rule)

    def _bid(self, bid: Bid) -> list[Event]:
        if self.phase is not Phase.BIDDING or self.auction is not None:
            raise self._wrong_phase("bid", "D5" if self.phase is Phase.PLAYING else "D4.1")
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
            events += self._take_kitty(b.highest_seat, b.highest)
        else:
            self.turn = b.turn
        return events

    def _take_kitty(self, landlord: int, base: int) -> list[Event]:
        """D4.5, D11.6: the landlord takes the kitty; then D11.10, D11.7 or the first lead (D5.1)."""
        self.landlord, self.base = landlord, base
        self.hands[self.landlord].extend(self.kitty)
        for c in self.kitty:
            self.counts[self.landlord][rank_of(c)] += 1
        self.turn = self.landlord  # D5.1
        shown = self.kitty if self.options.kitty_visible else None
        grabs = self.auction.grabs if self.auction is not None else 0
        events: list[Event] = [LandlordChosen(self.landlord, self.base, shown, grabs, self.stake)]
        if self.options.show_hand and landlord not in self.talk.shows:
            self.phase = Phase.LANDLORD_SHOW  # D11.10
        else:
            self._after_landlord_show()
        return events

    def _after_landlord_show(self) -> None:
        if self.options.double_factors:
            self.phase = Phase.DOUBLING  # D11.7
            self.talk.start_doubling(self.landlord)
        else:
            self.phase = Phase.PLAYING

    def _play(self, action: Play | Pass) -> list[Event]:
        if self.phase is not Phase.PLAYING:
            raise self._wrong_phase("play", "D4" if self.phase is Phase.BIDDING else "D11.7")
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
            grabs=self.auction.grabs if self.auction is not None else 0,
            show=self.talk.show_factor,
            doubles=self.talk.doubles,
        )
        return DealEnded(winner, self.result, self.result.scores)

    # ---- view ----

    def view(self, seat: int, totals: tuple[int, ...] | None = None) -> DealView:
        """What ``seat`` may know: their own hand, public counts, bids, the kitty once shown (D4.5), plays."""
        kitty_known = self.landlord >= 0 and (self.options.kitty_visible or seat == self.landlord)
        dealt = self.phase is not Phase.START_SHOW  # D11.9: the round comes before the first card is dealt
        return DealView(
            variant=self.variant,
            seat=seat,
            phase=self.phase.value,
            dealer=self.dealer,
            marker=self.marker,
            first_bidder=self.first_bidder,
            hand=tuple(sort_cards(self.hands[seat])) if dealt else (),
            hand_counts=tuple(len(h) if dealt else 0 for h in self.hands),
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
            shown=tuple(
                tuple(sort_cards(h)) if dealt and s in self.talk.shows else None
                for s, h in enumerate(self.hands)
            ),
            stake=self.stake,
            talk=tuple(self.talk.log),
            caller=self.auction.caller if self.auction is not None else -1,
        )


def _contains(hand: list[Card], cards: list[Card]) -> bool:
    pool = list(hand)
    for c in cards:
        if c in pool:
            pool.remove(c)
        else:
            return False
    return True
