"""The normal AI's lead (spec R16): cash sure winners, draw trumps when long, lead into the partner's void.

Every legal lead is scored (a 39-card hand has at most ~120: each face as single, pair, triple). In order of
preference:

1. a plain-suit combination nobody can beat (no stronger unseen face with enough copies, R19.3 gives ties to
   the leader) and that no opponent is likely to trump: it wins, and points in it are banked;
2. trump leads when trump-long and holding the boss trump, to draw the opponents' trumps (most useful to the
   dealer side, which took the bottom);
3. a low card of a suit the partner is void in, so that he can trump it;
4. otherwise a cheap card without points, from a short plain suit (to make a void) rather than a long one.
"""

from __future__ import annotations

from collections.abc import Sequence

from gunapp.games.gunzi.ai.memory import Memory
from gunapp.games.gunzi.ai.threats import MemoryThreats, Threats
from gunapp.games.gunzi.ai.values import keep_value, reserve_face, spends
from gunapp.games.gunzi.engine.actions import Action, Play
from gunapp.games.gunzi.engine.trick import card_points
from gunapp.games.gunzi.engine.trumps import TRUMP
from gunapp.games.gunzi.engine.view import GunziView

#: trump-long: holding this share of the trumps the others may hold (then trump leads draw theirs)
TRUMP_LONG_RATIO = 0.67
#: the dealer side also counts as trump-long with this share of its hand in trumps
DEALER_TRUMP_SHARE = 0.45
#: score of a low trump lead when trump-long (plain low leads score about 20-30)
LONG_LOW_TRUMP_SCORE = 25.0
#: leading away the last copy of the strongest trump before the end costs this much score
RESERVE_PENALTY = 60.0


def choose_lead(
    view: GunziView, mem: Memory, legal: Sequence[Action], threats: Threats | None = None
) -> Play:
    """The lead; ``threats`` judges sure winners and ruffs (default: the normal AI's, from memory)."""
    plays = [a for a in legal if isinstance(a, Play)]
    scores = _LeadScorer(view, mem, threats if threats is not None else MemoryThreats(mem))
    return max(plays, key=lambda p: (scores.score(p), p.cards[0].code))


class _LeadScorer:
    def __init__(self, view: GunziView, mem: Memory, threats: Threats) -> None:
        self.threats = threats
        self.view = view
        self.mem = mem
        me = view.seat
        self.partner = (me + 2) % 4
        self.opponents = ((me + 1) % 4, (me + 3) % 4)
        dealer = view.dealer if view.dealer is not None else me
        self.dealer_side = me % 2 == dealer % 2
        self.my_trumps = mem.mine_in_suit(TRUMP)
        self.unseen_trumps = mem.unseen_in_suit(TRUMP)
        self.hand_size = len(view.hand)
        self.suit_len = {s: mem.mine_in_suit(s) for s in mem.suit_faces}
        self.reserve = reserve_face(view.hand, mem.ctx) if self.hand_size > 3 else None

    def score(self, play: Play) -> float:
        score = self._score(play)
        if spends(play.cards, self.reserve, self.mem.mine) and self.hand_size > len(play.cards):
            score -= RESERVE_PENALTY
        return score

    def _score(self, play: Play) -> float:
        mem = self.mem
        ctx = mem.ctx
        face = play.cards[0]
        n = len(play.cards)
        s = ctx.eff_suit(face)
        pts = n * card_points(face)
        value = keep_value(face, ctx, mem.mine, mem.unseen)
        boss, ruff = self.threats.lead_risks(face, n, self.opponents)
        if s == TRUMP:
            return self._trump_score(n, pts, value, boss)
        if boss and not ruff:
            return 100.0 + 10 * n + 2 * pts - 0.1 * value
        partner_ruffs = s in mem.voids[self.partner] and self.unseen_trumps > 0
        short = 8.0 / (1 + self.suit_len[s])
        if partner_ruffs and not all(s in mem.voids[r] for r in self.opponents):
            # lead low into the partner's void; points only if both opponents must follow: a void one trumps
            # before the partner (the next seat) or overtrumps him (the seat after him)
            feed = -pts if any(s in mem.voids[r] for r in self.opponents) else pts
            return 70.0 - value + feed
        score = 30.0 - value - 4 * pts + short
        if ruff:
            score -= 12
        if n > 1 and not boss:
            score -= 3 * n  # spending a pair on a lost trick wastes a pair
        return score

    def _trump_score(self, n: int, pts: int, value: float, boss: bool) -> float:
        long = self.my_trumps >= TRUMP_LONG_RATIO * self.unseen_trumps or (
            self.dealer_side and self.my_trumps >= DEALER_TRUMP_SHARE * self.hand_size
        )
        if boss and self.unseen_trumps > 0 and long:
            return 80.0 + 5 * n + pts
        if boss and self.hand_size <= 3 * n:
            return 90.0  # the last tricks: the boss trump takes them (and the bottom, R20)
        if long and not boss:
            return LONG_LOW_TRUMP_SCORE - value / 3 - 2 * pts
        return 5.0 - value / 2 - 2 * pts


__all__ = ["choose_lead"]
