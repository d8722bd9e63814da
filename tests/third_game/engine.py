"""High Trick's rules (no Qt): the match, its actions, events and the view a seat gets."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from gunapp.core.cards import SUITS, Card
from gunapp.core.errors import IllegalAction

SEATS = 3
PER_SEAT = 8
LOW_RANK = 9
#: one deck: 9 to A in each suit
FACES: tuple[str, ...] = tuple(Card(r, s).code for s in SUITS for r in range(LOW_RANK, 15))


class TrickOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rounds: int = Field(default=3, ge=1, le=50)

    def to_record(self) -> dict[str, Any]:
        return self.model_dump()


# -- actions ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Lay:
    """``seat`` lays ``card`` on the trick."""

    seat: int
    card: Card


@dataclass(frozen=True)
class Onward:
    """The table deals the next hand (after the result was shown)."""


TrickAction = Lay | Onward


# -- events ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Shuffled:
    round_no: int
    opener: int
    per_seat: int


@dataclass(frozen=True)
class CardLaid:
    seat: int
    card: Card


@dataclass(frozen=True)
class TrickClosed:
    taker: int
    number: int
    cards: tuple[tuple[int, Card], ...]


@dataclass(frozen=True)
class RoundScored:
    taken: tuple[int, ...]
    best: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True)
class MatchDone:
    leaders: tuple[int, ...]


TrickEvent = Shuffled | CardLaid | TrickClosed | RoundScored | MatchDone


@dataclass(frozen=True)
class Sight:
    """What ``seat`` may know: its own cards, the others' counts, every card laid so far."""

    seat: int
    own: tuple[Card, ...]
    counts: tuple[int, ...]
    on_table: tuple[tuple[int, Card], ...]
    past: tuple[tuple[tuple[int, Card], ...], ...]
    taken: tuple[int, ...]
    stage: str
    waiting_for: int | None
    points: tuple[int, ...]


@dataclass
class TrickMatch:
    """A match of ``options.rounds`` hands; ``apply`` is the only way to change it."""

    options: TrickOptions
    seed: int
    rng: random.Random = field(init=False)
    round_no: int = 0
    stage: str = "laying"  # laying | scored | finished
    holdings: list[list[Card]] = field(default_factory=list)
    pile: list[tuple[int, Card]] = field(default_factory=list)
    done_tricks: list[tuple[tuple[int, Card], ...]] = field(default_factory=list)
    taken: list[int] = field(default_factory=lambda: [0] * SEATS)
    points: list[int] = field(default_factory=lambda: [0] * SEATS)
    opener: int = 0
    leader_now: int = 0
    #: per hand, what the record keeps: the deck in dealing order, the opener, the lays, the result
    logbook: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self._shuffle()

    @classmethod
    def new(cls, options: TrickOptions | None, seed: int) -> TrickMatch:
        return cls(options or TrickOptions(), seed)

    def _shuffle(self) -> Shuffled:
        deck = [Card.parse(c) for c in FACES]
        self.rng.shuffle(deck)
        self.opener = self.leader_now = self.rng.randrange(SEATS)
        self.holdings = [[] for _ in range(SEATS)]
        for i, card in enumerate(deck):
            self.holdings[(self.opener + i) % SEATS].append(card)
        self.pile, self.done_tricks, self.taken = [], [], [0] * SEATS
        self.stage = "laying"
        self.logbook.append({"deck": [c.code for c in deck], "opener": self.opener, "lays": [], "result": {}})
        return Shuffled(self.round_no, self.opener, PER_SEAT)

    def first_events(self) -> list[TrickEvent]:
        return [Shuffled(self.round_no, self.opener, PER_SEAT)]

    # -- the shared engine contract -----------------------------------------------------------------------
    def seats_to_act(self) -> tuple[int, ...]:
        if self.stage != "laying":
            return ()
        return ((self.leader_now + len(self.pile)) % SEATS,)

    def legal_actions(self, seat: int) -> Sequence[TrickAction]:
        if seat not in self.seats_to_act():
            return []
        mine = self.holdings[seat]
        if self.pile:
            led = self.pile[0][1].suit
            follow = [c for c in mine if c.suit == led]
            if follow:
                return [Lay(seat, c) for c in follow]
        return [Lay(seat, c) for c in mine]

    def apply(self, action: TrickAction) -> list[TrickEvent]:
        if isinstance(action, Onward):
            if self.stage != "scored":
                raise IllegalAction("not_now", {"stage": self.stage}, "HT3")
            self.round_no += 1
            return [self._shuffle()]
        if not isinstance(action, Lay):
            raise IllegalAction("unknown_action", {"action": type(action).__name__}, "HT1")
        if action.seat not in self.seats_to_act():
            raise IllegalAction("not_your_turn", {"seat": action.seat}, "HT2")
        if Lay(action.seat, action.card) not in self.legal_actions(action.seat):
            raise IllegalAction("must_follow", {"card": action.card.code}, "HT2")
        self.holdings[action.seat].remove(action.card)
        self.pile.append((action.seat, action.card))
        self.logbook[-1]["lays"].append({"seat": action.seat, "card": action.card.code})
        events: list[TrickEvent] = [CardLaid(action.seat, action.card)]
        if len(self.pile) == SEATS:
            led = self.pile[0][1].suit
            taker = max((p for p in self.pile if p[1].suit == led), key=lambda p: p[1].rank)[0]
            trick = tuple(self.pile)
            self.done_tricks.append(trick)
            self.pile = []
            self.taken[taker] += 1
            self.leader_now = taker
            events.append(TrickClosed(taker, len(self.done_tricks), trick))
            if not any(self.holdings):
                events += self._score()
        return events

    def _score(self) -> list[TrickEvent]:
        most = max(self.taken)
        best = tuple(s for s in range(SEATS) if self.taken[s] == most)
        for s in best:
            self.points[s] += 1
        self.logbook[-1]["result"] = {"taken": list(self.taken), "best": list(best)}
        events: list[TrickEvent] = [RoundScored(tuple(self.taken), best, tuple(self.points))]
        self.stage = "scored"
        if self.round_no + 1 >= self.options.rounds:
            self.stage = "finished"
            top = max(self.points)
            events.append(MatchDone(tuple(s for s in range(SEATS) if self.points[s] == top)))
        return events

    def view(self, seat: int) -> Sight:
        turn = self.seats_to_act()
        return Sight(
            seat,
            tuple(self.holdings[seat]),
            tuple(len(h) for h in self.holdings),
            tuple(self.pile),
            tuple(self.done_tricks),
            tuple(self.taken),
            self.stage,
            turn[0] if turn else None,
            tuple(self.points),
        )

    def hand_phase(self) -> str:
        return self.stage

    def hand_cards(self) -> list[list[Card]]:
        return [list(h) for h in self.holdings]

    def hand_over(self) -> bool:
        return self.stage != "laying"

    def match_over(self) -> bool:
        return self.stage == "finished"

    def table_action(self) -> TrickAction | None:
        return None

    def next_hand(self) -> TrickAction:
        return Onward()
