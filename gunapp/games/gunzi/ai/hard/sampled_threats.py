"""The hard AI's answer to "who might beat this play?" (spec R17, R19): counted over sampled deals.

The normal AI calls a play beatable when any stronger set is unseen (``threats.MemoryThreats``); with three
decks some stronger card is nearly always out, so it seldom feeds a partner or cashes a winner. The hard AI
deals the hidden cards ``DEALS`` times, consistently with everything its seat knows (``sampling``: played
cards, voids shown, declared and tribute cards), and calls a play beatable only when an opponent still to play
could beat it in more than ``RISK`` of those deals: it holds a stronger set of the led suit, or is void in it
and holds a strong enough set of trumps (R17.2, R19.1).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from gunapp.core.cards import Card
from gunapp.games.gunzi.ai.hard.policy import can_beat
from gunapp.games.gunzi.ai.hard.sampling import sample_hands
from gunapp.games.gunzi.ai.hard.world import World, tables_for
from gunapp.games.gunzi.ai.memory import Memory
from gunapp.games.gunzi.engine.trick import play_strength
from gunapp.games.gunzi.engine.trumps import TRUMP
from gunapp.games.gunzi.engine.view import GunziView

#: a play counts as beatable when an opponent could beat it in more than this share of the sampled deals
#: (measured against the normal AI, 200 duplicate deals: 0.1 gains nothing, 0.25 gains most)
RISK = 0.25
#: sampled deals per decision
DEALS = 32
#: ... and at least this many when the decision's time runs out while they are dealt (a busy machine)
MIN_DEALS = 8


class SampledThreats:
    def __init__(
        self,
        view: GunziView,
        mem: Memory,
        rng: random.Random,
        deals: int = DEALS,
        stop: Callable[[], bool] | None = None,
    ) -> None:
        self.ctx = mem.ctx
        t = tables_for(mem.ctx, view.options.followMode.value)
        self.key = t.key
        self.by_suit = t.by_suit
        self.hands = []
        for k in range(deals):
            if stop is not None and k >= MIN_DEALS and stop():
                break
            self.hands.append(sample_hands(view, mem, rng)[0])
        # each deal as the search's compact state, for its hand queries (``policy.can_beat``, ``World.lens``);
        # only the hands are read, so the trick, the points and the bottom stay empty
        dealer = view.dealer if view.dealer is not None else view.seat
        self.worlds = [World(t, hands, [], view.leader, 0, dealer, 0) for hands in self.hands]

    def share(self, suit: str, n: int, best: tuple[int, int], opponents: Sequence[int]) -> float:
        """The share of the sampled deals in which one of ``opponents`` could beat a play of strength ``best``."""
        hits = sum(1 for w in self.worlds if any(can_beat(w, r, suit, n, best) for r in opponents))
        return hits / len(self.hands)

    def beatable(self, cards: Sequence[Card], lead_suit: str, opponents: Sequence[int]) -> bool:
        if not opponents:
            return False
        st = play_strength(cards, lead_suit, self.ctx)
        if st is None:
            return True
        return self.share(lead_suit, len(cards), st, opponents) > RISK

    def lead_risks(self, card: Card, n: int, opponents: Sequence[int]) -> tuple[bool, bool]:
        s = self.ctx.eff_suit(card)
        key = self.ctx.key(card)
        if s == TRUMP:
            return self.share(s, n, (1, key), opponents) <= RISK, False
        high = ruff = 0
        for w in self.worlds:
            h = r_ = False
            for r in opponents:
                counts = w.counts[r]
                for i in self.by_suit[s]:
                    if self.key[i] <= key:
                        break
                    if counts[i] >= n:
                        h = True
                if not w.lens[r][s] and any(counts[i] >= n for i in self.by_suit[TRUMP]):
                    r_ = True
            high += h
            ruff += r_
        k = len(self.hands)
        return high / k <= RISK, ruff / k > RISK


__all__ = ["DEALS", "RISK", "SampledThreats"]
