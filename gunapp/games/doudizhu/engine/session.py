"""A session of deals: dealer rotation (D3.1), redeals (D4.4), session totals (D8.3).

The one object the UI model and the simulator drive: ``apply(action) -> events`` delegates to the current
:class:`~state.Deal`; a redeal starts the next deal at once (same dealer); after a played-out deal the caller
starts the next one with ``apply(NextDeal())`` (or ``next_deal()``; the dealer passes one seat
counter-clockwise). ``to_act`` names the seat the session waits for (None: the table's ``NextDeal``). All
randomness comes from one seeded ``random.Random``, so (variant, options, seed, actions) replays exactly.
"""

from __future__ import annotations

import random
from typing import Any

from gunapp.core.cards import Card, make_deck
from gunapp.core.errors import IllegalAction
from gunapp.core.finished_copy import copy_sharing_finished
from gunapp.games.doudizhu.engine import codes
from gunapp.games.doudizhu.engine.actions import Action, NextDeal
from gunapp.games.doudizhu.engine.events import DealEnded, Event, Redeal
from gunapp.games.doudizhu.engine.played_deal import PlayedDeal
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.state import Deal, Phase
from gunapp.games.doudizhu.engine.view import DealView


class Session:
    def __init__(
        self, variant: Variant, options: Options | None = None, seed: int = 0, first_dealer: int | None = None
    ) -> None:
        self.variant = variant
        self.options = options or Options()
        self.seed = seed
        self.rng = random.Random(seed)
        n = variant.players
        self.dealer = self.rng.randrange(n) if first_dealer is None else first_dealer  # D3.1
        self.totals = [0] * n
        #: every deal dealt, the finished ones packed (``PlayedDeal``); the last is ``deal``, in progress or just over
        self.deals: list[Deal | PlayedDeal] = []
        self._forgotten = 0  # finished deals dropped by ``forget_finished``
        self.deal = self._new_deal()

    def __deepcopy__(self, memo: dict[int, Any]) -> Session:
        """A copy shares the finished deals: only the current one (the last) is ever changed again."""
        return copy_sharing_finished(self, memo, "deals")

    @property
    def deal_count(self) -> int:
        """Deals dealt so far, redeals and the current one included (each deal's ``deal_no`` is its index)."""
        return self._forgotten + len(self.deals)

    def forget_finished(self) -> list[Deal | PlayedDeal]:
        """Drop every deal but the current one and return them: a simulator that streams its record to disk
        keeps a long session's memory flat. The numbering, totals and dealer rotation go on unchanged."""
        done, self.deals = self.deals[:-1], self.deals[-1:]
        self._forgotten += len(done)
        return done

    def _new_deal(self) -> Deal:
        deck: list[Card] = make_deck(self.variant.decks)
        self.rng.shuffle(deck)
        v = self.variant
        marker = self.rng.randrange(v.players * v.hand_size)  # D3.2
        deal = Deal(v, deck, self.dealer, marker, self.options, deal_no=self.deal_count)
        self.deals.append(deal)
        return deal

    def start_events(self) -> list[Event]:
        """The events announcing the current deal (for a UI that attaches after construction)."""
        return [self.deal.started_event()]

    def legal_actions(self, seat: int) -> list[Action]:
        return self.deal.legal_actions(seat)

    def view(self, seat: int) -> DealView:
        return self.deal.view(seat, tuple(self.totals))

    @property
    def to_act(self) -> int | None:
        """The seat whose action the session waits for; None after a played-out deal (the table deals
        next)."""
        return self.deal.to_act

    def apply(self, action: Action | NextDeal) -> list[Event]:
        """Apply to the current deal (``NextDeal``: start the next one); IllegalAction leaves everything
        unchanged."""
        if isinstance(action, NextDeal):
            if self.deal.phase is not Phase.ENDED:
                raise IllegalAction(
                    codes.WRONG_PHASE, {"phase": self.deal.phase.value, "action": "NextDeal"}, "D3.1"
                )
            return self.next_deal()
        events = self.deal.apply(action)
        if self.deal.redeal:  # D4.4: same dealer deals again
            events.append(Redeal(self.dealer))
            self._pack_current()
            self.deal = self._new_deal()
            events.append(self.deal.started_event())
        elif events and isinstance(events[-1], DealEnded):
            result = events[-1].result
            self.totals = [t + s for t, s in zip(self.totals, result.scores, strict=True)]
            events[-1] = DealEnded(events[-1].winner_seat, result, tuple(self.totals))
        return events

    def next_deal(self) -> list[Event]:
        """Start the next deal after a played-out one; the deal passes counter-clockwise (D3.1)."""
        if self.deal.phase is not Phase.ENDED:
            raise RuntimeError("the current deal is not over")
        self.dealer = (self.dealer + 1) % self.variant.players
        self._pack_current()
        self.deal = self._new_deal()
        return [self.deal.started_event()]

    def _pack_current(self) -> None:
        """Keep the finished current deal packed: a long session would otherwise hold every play of every deal
        as objects (~14 KB a 3-player deal, ~21 KB a 4-player one). Whoever still holds the ``Deal`` (a table
        showing its settlement) keeps it whole."""
        if self.deals and self.deals[-1] is self.deal:
            self.deals[-1] = PlayedDeal(self.deal)

    # -- the shared engine contract (``core.engine.GameEngine``) ----------------------------------------
    def seats_to_act(self) -> tuple[int, ...]:
        seat = self.deal.to_act
        return () if seat is None else (seat,)

    def hand_phase(self) -> str:
        return self.deal.phase.value

    def hand_cards(self) -> list[list[Card]]:
        return [list(h) for h in self.deal.hands]

    def hand_over(self) -> bool:
        return self.deal.phase is Phase.ENDED

    def match_over(self) -> bool:
        """A session ends only when the player ends it (D8.3): never by itself."""
        return False

    def table_action(self) -> Action | NextDeal | None:
        return None

    def next_hand(self) -> Action | NextDeal:
        return NextDeal()

    @property
    def leader(self) -> list[int]:
        """D8.3: the seat(s) with the most points."""
        best = max(self.totals)
        return [s for s, t in enumerate(self.totals) if t == best]
