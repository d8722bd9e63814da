"""The hard level's section-11 decisions: how often would my side win this deal? Measured by playouts, as its
bids (``bidding``), then weighed against what the decision puts at stake.

Each sampled world deals the cards this seat cannot see: a shown hand (D11.11) is dealt as it is, the kitty
goes to the landlord (to me when I ask whether to call or grab: the kitty is unknown then, D4.5; dealt as shown
once the landlord took it with ``kittyVisible``), every other card at random among the hidden hands. The deal
is played out from the landlord's lead with the normal policy at every seat (``playout``). The share of worlds
my side wins, with the rule of thumb counted as ``PRIOR_WORLDS`` worlds, is the win rate ``p``:

- call (D11.1): when ``p`` as the landlord pays for the base stake (``CALL_RATE``, the bid-1 rate);
- grab (D11.3, D11.4): each grab doubles the stake, so it asks a surer hand (``GRAB_RATE``, more per grab);
- double (D11.7): a factor d multiplies my payment by d, worth ``(2p - 1) × d``: positive when ``p`` > 1/2;
  the rates ask a margin for the sampling's noise and for the answer (a peasant's double invites the
  landlord's; the landlord answers last);
- the landlord's show (D11.10): ×2 but everyone then plays against open cards, so only a hand that wins
  nearly always (``SHOW_RATE``);
- 明牌开始 (D11.9): never: no card is dealt yet, so ``p`` is no better than any seat's, and the open hand gives
  the other seats an edge.

Only this seat's own view is read (``TalkSituation``): blind to every hidden card.
"""

from __future__ import annotations

import random

from gunapp.games.doudizhu.ai.hard.allowance import Allowance
from gunapp.games.doudizhu.ai.hard.bidding import PRIOR_WORLDS
from gunapp.games.doudizhu.ai.hard.playout import Table, playout
from gunapp.games.doudizhu.ai.hard.sampling import deal_pool, known_hands, place
from gunapp.games.doudizhu.ai.strength import hand_strength
from gunapp.games.doudizhu.ai.talk import POINTS, TalkSituation
from gunapp.games.doudizhu.engine.rules import N_RANKS
from gunapp.games.doudizhu.engine.view import CALL, DOUBLE, GRAB, LANDLORD_SHOW

CALL_RATE = 0.50
GRAB_RATE, GRAB_RATE_STEP = 0.56, 0.03
SHOW_RATE = 0.85
DOUBLE_RATE, SUPER_RATE = 0.58, 0.72
#: a peasant's win rate before any world is played: peasants win about a quarter of the deals between
#: normal players (``python -m gunapp.sim ddz3 --agents normal``: the landlord won 75 of 100)
PEASANT_PRIOR = 0.3


def sample_world(ts: TalkSituation, landlord: int, rng: random.Random) -> list[list[int]]:
    """Every seat's hand as rank counts, ``landlord`` holding the kitty, consistent with what ``ts`` knows."""
    v = ts.variant
    hands, pool, known = known_hands(v, ts.me, ts.hand, ts.shown)
    taken = ts.landlord >= 0  # the landlord already holds the kitty
    full = [v.hand_size + (v.kitty_size if s == landlord else 0) for s in range(ts.players)]
    if taken and not known[landlord] and ts.kitty is not None:
        place(hands, pool, landlord, ts.kitty, full[landlord])  # a shown kitty (kittyVisible) is in the hand
    rest = deal_pool(hands, pool, [s for s in range(ts.players) if not known[s]], full, rng)
    if not taken and known[landlord]:  # the kitty is still to come: a random one from what is left
        for r in rest[: v.kitty_size]:
            hands[landlord][r] += 1
    return hands


def side_wins(
    ts: TalkSituation, landlord: int, rng: random.Random, worlds: int, allowance: Allowance
) -> tuple[int, int]:
    """(worlds my side won, worlds played) with ``landlord`` as the landlord, leading (D5.1)."""
    won = played = 0
    n = ts.players
    kitty = ts.kitty if ts.landlord >= 0 else None
    while played < worlds and allowance.room():
        hands = sample_world(ts, landlord, rng)
        table = Table(
            ts.variant, landlord, hands, [[0] * N_RANKS for _ in range(n)], None, -1, landlord, kitty
        )
        winner = playout(table, allowance)
        if winner < 0:
            break  # out of time in the middle of the playout
        won += (winner == landlord) == (ts.me == landlord)
        played += 1
        allowance.tick()
    return won, played


def landlord_prior(ts: TalkSituation) -> float:
    """The rule of thumb as a landlord's win rate: the rule's call and grab points (``talk.POINTS``, set per
    variant) land on ``CALL_RATE`` and ``GRAB_RATE``, linearly between and beyond them."""
    t = POINTS[ts.variant]
    rate = CALL_RATE + (hand_strength(ts.hand, ts.variant) - t.call) * (GRAB_RATE - CALL_RATE) / (
        t.grab - t.call
    )
    return min(0.95, max(0.05, rate))


def win_rate(ts: TalkSituation, rng: random.Random, worlds: int, allowance: Allowance) -> tuple[float, int]:
    """My side's estimated chance to win, the landlord being the seat it is (or me, while it is not known),
    and the number of worlds played for it."""
    landlord = ts.landlord if ts.landlord >= 0 else ts.me
    mine = landlord == ts.me
    prior = landlord_prior(ts) if mine else PEASANT_PRIOR
    won, played = side_wins(ts, landlord, rng, worlds, allowance)
    return (won + PRIOR_WORLDS * prior) / (played + PRIOR_WORLDS), played


def decide(p: float, ts: TalkSituation) -> int:
    """The answer a win rate ``p`` pays for (module docstring)."""
    if ts.kind == CALL:
        return int(p >= CALL_RATE)
    if ts.kind == GRAB:
        return int(p >= GRAB_RATE + GRAB_RATE_STEP * ts.stake.grabs)
    if ts.kind == LANDLORD_SHOW:
        return int(p >= SHOW_RATE and ts.stake.show < 2)
    if ts.kind == DOUBLE:
        want = 4 if p >= SUPER_RATE else 2 if p >= DOUBLE_RATE else 1
        return max((f for f in ts.factors if f <= want), default=1)
    return 0  # D11.9: never blind
