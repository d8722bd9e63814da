"""Valuing one section-11 decision of Dou Dizhu (issue 27: call, grab, double, show) from the seat's view, in
stake, the way bids are valued (``review_play.value_bid``) and the hard AI weighs them (``ai.hard.talk``).

Each sampled world deals what the seat cannot see: its own hand too before the deal (明牌开始, D11.9, comes
before any card), a shown hand as it is (D11.11), the kitty in the landlord's hand as shown (``kittyVisible``)
once taken, a hidden kitty while nobody is the landlord, every other card at random. In each world every choice
is made, then the rest of the talk goes on from the public log (the auction D11.1-D11.5 or the bids D4, the
landlord's show D11.10, the doubles D11.7) with every seat, this one included, answering by the normal level's
rule of thumb (``ai.talk.rule_of_thumb``, ``ai.strength.choose_bid``); the deal is then played out with the
normal policy at every seat and settled by the engine's own rule (D11.12: base, grabs, show, bombs, spring and
each seat's double). A deal everyone declines is dealt again (D11.2, D4.4): worth 0.

The playouts read only each seat's own hand, as the hard AI's talk machinery: what an open hand gives away in
the play is not in the figures, only its factor and the answers it draws (a peasant doubles against a weak
shown landlord).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gunapp.games.doudizhu.ai.hard.playout import Table
from gunapp.games.doudizhu.ai.hard.sampling import counts, deal_pool, known_hands, place
from gunapp.games.doudizhu.ai.strength import choose_bid
from gunapp.games.doudizhu.ai.talk import TalkSituation, rule_of_thumb
from gunapp.games.doudizhu.engine.bidding import Bidding
from gunapp.games.doudizhu.engine.grab import GrabAuction
from gunapp.games.doudizhu.engine.rules import N_RANKS, Options, Variant, max_copies
from gunapp.games.doudizhu.engine.settle import settle
from gunapp.games.doudizhu.engine.stake import Stake
from gunapp.games.doudizhu.engine.view import CALL, DOUBLE, GRAB, LANDLORD_SHOW, START_SHOW, Decision
from gunapp.games.doudizhu.review_play import finish, sampled
from gunapp.review.contract import Effort
from gunapp.review.model import BID

#: the factor a show brings (D11.9, D11.10)
SHOW_FACTOR = {START_SHOW: 4, LANDLORD_SHOW: 2}


@dataclass(frozen=True)
class TalkSpot:
    """What the seat knows at a section-11 decision (public facts and its own hand; nothing hidden).

    ``kind``: ``START_SHOW``, ``CALL``, ``GRAB``, ``LANDLORD_SHOW``, ``DOUBLE``, or ``model.BID`` (a bid of
    ``bidding=points`` when a show or a doubling round follows the bids); ``hand``: the seat's cards by
    rank (all 0 before the deal); ``counts``: cards held per seat (0 before the deal); ``shown``: shown hands
    by rank; ``kitty``: the kitty when the seat knows it; ``talk``: every section-11 decision so far; ``bids``:
    the bids so far (``bidding=points``)."""

    variant: Variant
    seat: int
    kind: str
    options: Options
    hand: tuple[int, ...]
    counts: tuple[int, ...]
    shown: tuple[tuple[int, ...] | None, ...]
    kitty: tuple[int, ...] | None
    landlord: int
    starter: int
    first_bidder: int
    base: int
    talk: tuple[Decision, ...]
    bids: tuple[tuple[int, int], ...]

    @property
    def dealt(self) -> bool:
        return self.kind != START_SHOW


#: every seat's hand by rank (the landlord's with the kitty once taken), the kitty while nobody took it, and
#: the first bidder
World = tuple[list[list[int]], list[int] | None, int]


def sample(spot: TalkSpot, rng: random.Random) -> World:
    """A world consistent with what the seat knows. Before the deal the first bidder is drawn too: the marker
    card that names it (D3.2) is not dealt yet."""
    v = spot.variant
    n = v.players
    if spot.dealt:
        hands, pool, known = known_hands(v, spot.seat, spot.hand, spot.shown)
        sizes = list(spot.counts)
    else:  # even the seat's own cards are still to be dealt
        hands = [[0] * N_RANKS for _ in range(n)]
        pool = [max_copies(v, r) for r in range(N_RANKS)]
        known = [False] * n
        sizes = [v.hand_size] * n
    lord = spot.landlord
    if lord >= 0 and not known[lord] and spot.kitty is not None:
        place(hands, pool, lord, spot.kitty, sizes[lord])  # a kitty shown to all is in the landlord's hand
    rest = deal_pool(hands, pool, [s for s in range(n) if not known[s]], sizes, rng)
    first = spot.first_bidder if spot.dealt else rng.randrange(n)
    if lord >= 0:
        return hands, None, first
    return hands, counts(rest[: v.kitty_size]), first


class TalkRound:
    """The rest of one deal's section 11 in one world, from the public log (the engine's own auction and
    bidding, replayed)."""

    def __init__(
        self, spot: TalkSpot, hands: list[list[int]], kitty: list[int] | None, first_bidder: int
    ) -> None:
        n = spot.variant.players
        self.spot = spot
        self.options = spot.options
        self.hands = hands
        self.kitty = kitty
        self.log = list(spot.talk)
        self.auction = GrabAuction(n, first_bidder) if spot.options.grab else None
        self.bidding = Bidding(n, first_bidder)
        for seat, value in spot.bids:
            self.bidding.apply(seat, value)
        self.shows: dict[int, int] = {}
        self.doubles = [1] * n
        self.asked = 0
        self.lord_show_asked = False
        for d in spot.talk:
            self._record(d.kind, d.seat, d.value, replay=True)
        self.landlord = spot.landlord
        self.base = spot.base
        self.queue: list[int] = []
        if self.landlord >= 0 and spot.options.double_factors:  # D11.7: no doubling round when it is off
            self.queue = [
                s for s in ((self.landlord + k) % n for k in range(1, n + 1)) if not self._doubled(s)
            ]

    def _doubled(self, seat: int) -> bool:
        return any(d.kind == DOUBLE and d.seat == seat for d in self.log)

    def _record(self, kind: str, seat: int, value: int, replay: bool = False) -> None:
        if kind == START_SHOW:
            self.asked += 1
        elif kind == LANDLORD_SHOW:
            self.lord_show_asked = True
        if kind in SHOW_FACTOR and value:
            self.shows[seat] = SHOW_FACTOR[kind]
        elif kind == CALL and self.auction is not None:
            self.auction.call(seat, bool(value))
        elif kind == GRAB and self.auction is not None:
            self.auction.grab(seat, bool(value))
        elif kind == DOUBLE:
            self.doubles[seat] = value
            if not replay:
                self.queue.pop(0)
        if not replay:
            self.log.append(Decision(kind, seat, value))

    def next(self) -> tuple[str, int] | None:
        """The next decision (kind, seat) of section 11, None when the card play is next or the deal is
        dealt again."""
        n = self.spot.variant.players
        if self.options.show_hand and self.asked < n:
            return START_SHOW, (self.spot.starter + self.asked) % n
        if self.landlord < 0:
            a = self.auction
            if a is not None and not a.done and not a.redeal:
                return (CALL if a.stage == "call" else GRAB), a.turn
            return None
        if self.options.show_hand and self.landlord not in self.shows and not self.lord_show_asked:
            return LANDLORD_SHOW, self.landlord
        if self.queue:
            return DOUBLE, self.queue[0]
        return None

    def answer(self, kind: str, seat: int, value: int) -> None:
        self._record(kind, seat, value)
        a = self.auction
        if a is not None and a.done and self.landlord < 0:
            self._take_kitty(a.landlord, 1)  # D11.5, D11.6: base 1

    def _take_kitty(self, landlord: int, base: int) -> None:
        self.landlord, self.base = landlord, base
        if self.kitty is not None:
            self.hands[landlord] = [a + b for a, b in zip(self.hands[landlord], self.kitty, strict=True)]
        n = self.spot.variant.players
        if self.options.double_factors:
            self.queue = [(landlord + k) % n for k in range(1, n + 1)]

    def bid_round(self) -> bool:
        """``bidding=points``: the bids to their end by the rule of thumb (D4.1-D4.4); False: dealt again."""
        b = self.bidding
        while not (b.done or b.redeal):
            b.apply(b.turn, choose_bid(tuple(self.hands[b.turn]), self.spot.variant, b.highest))
        if b.redeal:
            return False
        self._take_kitty(b.highest_seat, b.highest)
        return True

    def stake(self) -> Stake:
        grabs = self.auction.grabs if self.auction is not None else 0
        show = max(self.shows.values(), default=1)
        return Stake(self.base, grabs, show, 0, tuple(self.doubles), self.landlord)

    def situation(self, kind: str, seat: int) -> TalkSituation:
        n = self.spot.variant.players
        shown_kitty = self.landlord >= 0 and self.options.kitty_visible and self.kitty is not None
        return TalkSituation(
            variant=self.spot.variant,
            me=seat,
            kind=kind,
            hand=tuple(self.hands[seat]) if kind != START_SHOW else (0,) * N_RANKS,
            landlord=self.landlord,
            caller=self.auction.caller if self.auction is not None else -1,
            stake=self.stake(),
            shown=tuple(tuple(self.hands[s]) if s in self.shows else None for s in range(n)),
            kitty=tuple(self.kitty) if shown_kitty and self.kitty is not None else None,
            talk=tuple(self.log),
            factors=self.options.double_factors if kind == DOUBLE else (),
        )


def _world_value(spot: TalkSpot, world: World, choice: int) -> tuple[float, float]:
    """(the seat's score, 1 if its side won else 0; 0.5 for a deal dealt again) after ``choice`` in this
    world."""
    hands, kitty, first = world
    talk = TalkRound(spot, [h[:] for h in hands], kitty, first)
    if spot.kind == BID:  # D4.1: a bid (``bidding=points``) with a show or doubling round after it
        assert talk.bidding.turn == spot.seat
        talk.bidding.apply(spot.seat, choice)
    else:
        mine = talk.next()
        assert mine is not None and mine == (spot.kind, spot.seat), (mine, spot.kind, spot.seat)
        talk.answer(spot.kind, spot.seat, choice)
    while True:
        step = talk.next()
        if step is None:
            if talk.landlord >= 0:
                break
            if talk.auction is not None or not talk.bid_round():
                return 0.0, 0.5  # D11.2, D4.4: dealt again
            continue
        kind, seat = step
        talk.answer(kind, seat, rule_of_thumb(talk.situation(kind, seat)))
    v = spot.variant
    n = v.players
    lord = talk.landlord
    known = talk.kitty if talk.kitty is not None else spot.kitty
    shown = tuple(known) if spot.options.kitty_visible and known is not None else None
    t = Table(v, lord, talk.hands, [[0] * N_RANKS for _ in range(n)], None, -1, lord, shown)
    plays = [0] * n
    out, doublings = finish(t, 0, plays)
    stake = talk.stake()
    peasant = sum(p for s, p in enumerate(plays) if s != lord)
    result = settle(
        n,
        lord,
        talk.base,
        doublings,
        out == lord,
        peasant,
        plays[lord],
        spot.options,
        stake.grabs,
        stake.show,
        stake.doubles,
    )
    return float(result.scores[spot.seat]), float((out == lord) == (spot.seat == lord))


def value_talk(
    spot: TalkSpot, options: list[int], effort: Effort, rng: random.Random
) -> tuple[list[list[float]], list[list[float]], bool]:
    """Per-deal (values, wins) of each answer in ``options`` (1 / 0, or the factor of a double), and whether
    the CPU-time cap cut the sampling short."""
    return sampled(
        effort, rng, options, lambda r: sample(spot, r), lambda w, choice: _world_value(spot, w, choice)
    )
