"""The easy AI: a casual player. Leads its lowest play, answers with the cheapest card of the same kind,
bombs only to stop someone about to finish, and now and then plays a little carelessly (seeded). It looks at
an opponent's shown hand (明牌, D11.11) only for the plain case a casual player sees too: it does not lead
what that hand beats and then goes out with at once (most of the time: the same carelessness as its answers)."""

from __future__ import annotations

import random

from gunapp.games.doudizhu.ai.decompose import best_plan
from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.ai.strength import hand_strength
from gunapp.games.doudizhu.ai.talk import TalkSituation, rule_of_thumb
from gunapp.games.doudizhu.engine.combos import Kind, Move
from gunapp.games.doudizhu.engine.movegen import legal_answers, legal_leads
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.view import START_SHOW

_BOMBS = (Kind.BOMB, Kind.ROCKET)
#: how often the easy level starts with its hand shown (D11.9), not knowing its cards
BLIND_SHOW_ODDS = 0.05
#: how often the easy level plays a little carelessly: a random answer, a lead blind to a shown hand
CARELESS_ODDS = 0.15


class EasyPolicy:
    name = "easy"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def reseed(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose_bid(self, counts: tuple[int, ...], variant: Variant, highest: int) -> int:
        points = hand_strength(counts, variant) + self.rng.uniform(-2.0, 2.0)
        want = 3 if points >= 10.0 else 2 if points >= 7.0 else 1 if points >= 5.0 else 0
        return want if want > highest else 0

    def choose_talk(self, ts: TalkSituation) -> int:
        """The rule of thumb with the same noise as its bids; now and then it shows blind, as a casual player
        does for the fun of the ×4 (D11.9)."""
        if ts.kind == START_SHOW:
            return int(self.rng.random() < BLIND_SHOW_ODDS)
        return rule_of_thumb(ts, self.rng.uniform(-2.0, 2.0))

    def choose_play(self, sit: Situation, legal: list[Move], can_pass: bool) -> Move | None:
        total = sum(sit.hand)
        for m in legal:
            if len(m[3]) == total:
                return m
        if sit.last is None or not can_pass:
            plan = {m[3] for m in best_plan(sit.hand, sit.variant).plays}
            leads = [m for m in legal if m[3] in plan and m[0] not in _BOMBS] or legal
            shown = _shown_rivals(sit)
            if shown and self.rng.random() >= CARELESS_ODDS:
                leads = [m for m in leads if not _goes_out_over(shown, m, sit.variant)] or leads
            return min(leads, key=lambda m: (m[1], -len(m[3])))
        if sit.same_side(sit.last_seat):
            return None
        plain = [m for m in legal if m[0] not in _BOMBS]
        if plain:
            if self.rng.random() < CARELESS_ODDS:
                return self.rng.choice(plain)
            return min(plain, key=lambda m: m[1])
        bombs = [m for m in legal if m[0] in _BOMBS]
        if bombs and sit.cards_left[sit.last_seat] <= 3:
            return min(bombs, key=lambda m: (m[0] is Kind.ROCKET, m[2], m[1]))
        return None


def _shown_rivals(sit: Situation) -> list[tuple[int, ...]]:
    """The shown hands (D11.11) of the opponents still in play."""
    shown = sit.shown
    return [
        h for s in sit.opponents() if s < len(shown) and (h := shown[s]) is not None and sit.cards_left[s] > 0
    ]


def _goes_out_over(hands: list[tuple[int, ...]], lead: Move, variant: Variant) -> bool:
    """Can one of the shown ``hands`` beat ``lead`` and go out with the next play: all it has left is one
    combination (D5.4)? The obvious sure win a player reads off a shown hand."""
    for hand in hands:
        for answer in legal_answers(hand, lead, variant):
            rest = list(hand)
            for r in answer[3]:
                rest[r] -= 1
            n = sum(rest)
            if n == 0 or any(len(m[3]) == n for m in legal_leads(rest, variant)):
                return True
    return False
