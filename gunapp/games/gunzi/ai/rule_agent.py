"""A basic rule-based Gunzi agent: declares with strong trump, follows cheaply, takes points when it can.

It sees only its view (R27) and plays only legal actions; it is a sparring partner, not the real AI.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine.actions import Action, Declare, Pass, Play
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.trick import card_points, trick_points, trick_winner
from gunapp.games.gunzi.engine.trumps import TrumpContext
from gunapp.games.gunzi.engine.view import GunziView


def _suit_strength(view: GunziView, action: Declare) -> float:
    """Share of the hand that would be trump if ``action``'s suit were T."""
    suit = action.suit if action.suit is not None else action.cards[0].suit
    if suit is None or not view.hand:
        return 0.0
    level = view.level
    n = sum(1 for c in view.hand if c.is_joker or c.rank in (2, level) or c.suit is suit)
    return n / len(view.hand)


class RuleAgent:
    name = "rule"

    def choose(
        self,
        view: GunziView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action:
        first = legal_actions[0]
        if view.phase in (Phase.DEAL, Phase.WINDOW):
            return self._declare(view, legal_actions)
        if view.phase is Phase.BURY_JOKERS:  # pass; a tied pick-up after laying jokers (R15.5) has no Pass
            return next((a for a in legal_actions if isinstance(a, Pass)), first)
        if view.phase is Phase.PLAY:
            plays = [a for a in legal_actions if isinstance(a, Play)]
            return self._play(view, plays)
        return first  # tribute (forced up to ties), return and exchange suggestions

    def _declare(self, view: GunziView, legal: Sequence[Action]) -> Action:
        decls = [a for a in legal if isinstance(a, Declare)]
        passing = next(a for a in legal if isinstance(a, Pass))
        if not decls:
            return passing
        if view.first_hand:
            return decls[0]  # R9.2: revealing a BJ makes you dealer; always worth it
        best = max(decls, key=lambda a: (_suit_strength(view, a), -len(a.cards)))
        enough = len(view.hand) >= 8 and _suit_strength(view, best) >= 0.4
        if view.phase is Phase.WINDOW and _suit_strength(view, best) >= 0.35:
            enough = True
        # declare with the fewest cards that still outranks: keep the rest for reinforcing
        if enough:
            same = [a for a in decls if a.suit == best.suit and a.cards[0] == best.cards[0]]
            return min(same, key=lambda a: len(a.cards))
        return passing

    def _play(self, view: GunziView, plays: list[Play]) -> Play:
        assert view.trump is not None
        ctx = TrumpContext(view.level, view.trump)
        me = view.seat
        dealer = view.dealer if view.dealer is not None else 0
        my_team_deals = me % 2 == dealer % 2

        def cost(p: Play) -> tuple[int, int]:
            return (sum(card_points(c) for c in p.cards), sum(ctx.key(c) for c in p.cards))

        if not view.trick:
            # lead: a strong non-trump combination (A or K pairs/triples), else a cheap low card
            def lead_value(p: Play) -> tuple[int, int, int]:
                c = p.cards[0]
                plain_high = 0 if ctx.is_trump(c) else ctx.key(c)
                return (
                    len(p.cards) if plain_high >= 113 else 0,
                    plain_high if plain_high >= 113 else 0,
                    -cost(p)[1],
                )

            best = max(plays, key=lead_value)
            if lead_value(best)[1]:
                return best
            return min(plays, key=lambda p: (len(p.cards) == 1 and card_points(p.cards[0]) > 0, cost(p)))
        trick = list(view.trick)
        winner = trick_winner(trick, ctx)
        partner_wins = winner % 2 == me % 2
        last = len(trick) == 3
        points = trick_points(c for _, cs in trick for c in cs)
        if partner_wins and (last or not my_team_deals or points == 0):
            # feed points to the winning partner
            return max(plays, key=lambda p: (cost(p)[0], -cost(p)[1]))
        winning = [p for p in plays if trick_winner([*trick, (me, p.cards)], ctx) == me]
        if winning and not partner_wins and (points > 0 or last or rng_free_take(view)):
            return min(winning, key=lambda p: (cost(p)[1], -cost(p)[0]))
        if partner_wins:
            return max(plays, key=lambda p: (cost(p)[0] if last else 0, -cost(p)[1]))
        return min(plays, key=cost)


def rng_free_take(view: GunziView) -> bool:
    """Take a pointless trick only late in the hand, to fight for the last trick (R20)."""
    return len(view.hand) <= 3


__all__ = ["RuleAgent", "Card"]
