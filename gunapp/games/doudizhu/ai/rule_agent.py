"""A basic rule agent: bids by hand strength, sheds low cards in long combinations, keeps bombs, and does not
fight its partner. A baseline for stronger agents, not the app's hard level."""

from __future__ import annotations

import random
from collections.abc import Sequence

from gunapp.games.doudizhu.ai.talk import action_for, is_talk, rule_of_thumb, talk_situation
from gunapp.games.doudizhu.engine.actions import Action, Bid, Pass, Play
from gunapp.games.doudizhu.engine.combos import Combo, Kind
from gunapp.games.doudizhu.engine.rules import BLACK_JOKER, RED_JOKER, TWO, counts_of
from gunapp.games.doudizhu.engine.view import DealView

_BOMB_KINDS = (Kind.BOMB, Kind.ROCKET)


def hand_strength(counts: list[int]) -> float:
    """Rough bidding strength: high cards and bombs."""
    score = 4.0 * min(counts[RED_JOKER], 2) + 3.0 * min(counts[BLACK_JOKER], 2) + 2.0 * counts[TWO]
    score += 1.0 * counts[11]  # aces
    score += sum(5.0 for c in counts[:13] if c >= 4)
    return score


class RuleAgent:
    name = "rule"

    def choose(
        self,
        view: DealView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action:
        actions = list(legal_actions)
        if isinstance(actions[0], Bid):
            return self._bid(view, actions)
        if is_talk(actions):
            return action_for(actions, rule_of_thumb(talk_situation(view, actions)))
        plays = [a for a in actions if isinstance(a, Play) and a.reading is not None]
        passes = [a for a in actions if isinstance(a, Pass)]
        hand_size = len(view.hand)
        for p in plays:  # going out wins the deal (D5.4)
            if len(p.cards) == hand_size:
                return p
        counts = counts_of(view.hand)
        if view.leading:
            return min(plays, key=lambda p: self._lead_cost(p, counts))
        partner_leads = (
            view.landlord != view.seat and view.last_seat != view.landlord and view.last_seat != view.seat
        )
        if partner_leads and passes:
            return passes[0]
        danger = min(view.hand_counts[s] for s in range(view.players) if self._opponent(view, s)) <= 4
        candidates = [
            p for p in plays if p.reading is not None and (danger or p.reading.kind not in _BOMB_KINDS)
        ]
        if not candidates:
            return passes[0] if passes else plays[0]
        return min(candidates, key=lambda p: self._follow_cost(p, counts))

    @staticmethod
    def _opponent(view: DealView, seat: int) -> bool:
        if seat == view.seat:
            return False
        return seat == view.landlord or view.seat == view.landlord

    @staticmethod
    def _bid(view: DealView, actions: list[Action]) -> Action:
        strength = hand_strength(counts_of(view.hand))
        want = 0 if strength < 7 else 1 if strength < 10 else 2 if strength < 13 else 3
        bids = [a for a in actions if isinstance(a, Bid)]
        best = max((b for b in bids if b.value <= want), key=lambda b: b.value)
        return best

    @staticmethod
    def _breaks(combo: Combo, counts: list[int]) -> int:
        used = counts_of_ranks(combo.ranks)
        return sum(1 for r, u in enumerate(used) if u and counts[r] > u)

    def _lead_cost(self, play: Play, counts: list[int]) -> float:
        combo = play.reading
        assert combo is not None
        cost = combo.key - 0.6 * len(combo.ranks) + 2.0 * self._breaks(combo, counts)
        if combo.kind in _BOMB_KINDS:
            cost += 30
        return cost

    def _follow_cost(self, play: Play, counts: list[int]) -> float:
        combo = play.reading
        assert combo is not None
        cost = combo.key + 3.0 * self._breaks(combo, counts)
        if combo.kind in _BOMB_KINDS:
            cost += 20
        return cost


def counts_of_ranks(ranks: tuple[int, ...]) -> list[int]:
    counts = [0] * 15
    for r in ranks:
        counts[r] += 1
    return counts
