"""``python -m gunapp.sim ddz3|ddz4 --hands N --seed S [--agents random|rule] [--record FILE]``

Plays N deals (redeals not counted) between agents through the engine's only door (legal_actions / apply),
prints a summary, and optionally writes a gunapp-record/1 file.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from gunapp.ai.doudizhu import make_agent
from gunapp.engine.doudizhu.actions import DealEnded
from gunapp.engine.doudizhu.record_io import write_record
from gunapp.engine.doudizhu.rules import Options, Variant
from gunapp.engine.doudizhu.session import Session
from gunapp.engine.doudizhu.state import Phase
from gunapp.engine.record import SeatInfo


def main(game: str, argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog=f"python -m gunapp.sim {game}")
    ap.add_argument("--hands", type=int, default=10, help="deals to play (redeals not counted)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--agents", choices=("random", "rule"), default="random")
    ap.add_argument("--record", help="write a gunapp-record/1 file")
    ap.add_argument("--spring", action="store_true", help="option spring on (D8.4)")
    args = ap.parse_args(argv)
    variant = Variant(game)
    session = Session(variant, Options(spring=args.spring), seed=args.seed)
    n = variant.players
    agents = [make_agent(args.agents) for _ in range(n)]
    rngs = [random.Random(args.seed * 1000 + s) for s in range(n)]
    landlord_wins = 0
    mult_sum = 0
    turns = 0
    t0 = time.perf_counter()
    for deal_no in range(args.hands):
        if deal_no:
            session.next_deal()
        while session.deal.phase is not Phase.ENDED:
            deal = session.deal
            seat = deal.bidding.turn if deal.phase is Phase.BIDDING else deal.turn
            action = agents[seat].choose(session.view(seat), session.legal_actions(seat), rngs[seat])
            events = session.apply(action)
            turns += 1
            for e in events:
                if isinstance(e, DealEnded):
                    landlord_wins += e.result.winner == "landlord"
                    mult_sum += e.result.multiplier
    elapsed = time.perf_counter() - t0
    redeals = sum(1 for d in session.deals if d.redeal)
    print(f"{game}: {args.hands} deals ({redeals} redeals), agents {args.agents}, seed {args.seed}")
    print(f"  landlord won {landlord_wins}/{args.hands}, mean multiplier {mult_sum / max(args.hands, 1):.2f}")
    print(f"  totals {session.totals}; {turns} actions in {elapsed:.2f} s")
    if args.record:
        seats = [SeatInfo(kind="ai", level=args.agents) for _ in range(n)]
        write_record(session, args.record, seats)
        print(f"  record written to {args.record}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
