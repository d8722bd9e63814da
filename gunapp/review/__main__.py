"""``python -m gunapp.review RECORD [--hand N] [--seat S] [--seed K]``: review one seat's decisions in one hand
of a ``gunapp-record/1`` file and print the review as JSON (``model.HandReview``: per decision the move made,
the alternatives with their values, the cost of the move made).

The hand defaults to the record's last one and the seat to the first human seat (else seat 0). Exit codes: 0
done, 2 a record that cannot be read or replayed, a hand or seat it does not have (one English line on
stderr), 1 anything else.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from gunapp.core.record import GameRecord, RecordError, load_record
from gunapp.review.contract import Effort
from gunapp.review.runner import ReviewError, ReviewRun


def default_seat(record: GameRecord) -> int:
    """The player's own seat: the first human one (a record of AIs only: seat 0)."""
    return next((i for i, s in enumerate(record.seats) if s.kind == "human"), 0)


def main(argv: Sequence[str] | None = None, prog: str = "python -m gunapp.review") -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0])
    ap.add_argument("record", help="a gunapp-record/1 file")
    ap.add_argument("--hand", type=int, default=None, help="0-based hand index (default: the last hand)")
    ap.add_argument("--seat", type=int, default=None, help="the seat to review (default: the human seat)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the sampled deals (default 0)")
    ap.add_argument(
        "--worlds", type=int, default=None, help="sampled deals per decision (default: the game's)"
    )
    ap.add_argument("--workers", type=int, default=None, help="worker processes (default: up to 2)")
    ap.add_argument("--compact", action="store_true", help="one line of JSON")
    args = ap.parse_args(argv)
    try:
        record = load_record(args.record)
        hand = len(record.hands) - 1 if args.hand is None else args.hand
        seat = default_seat(record) if args.seat is None else args.seat
        run = ReviewRun(record, hand, seat, seed=args.seed, workers=args.workers)
        if args.worlds is not None:
            run.effort = Effort(args.worlds, run.effort.candidates, run.effort.cpu_cap)
        result = run.run()
    except (RecordError, ReviewError) as exc:
        print(f"{prog}: {args.record}: {exc}", file=sys.stderr)
        return 2
    assert result is not None  # nothing cancels a command-line review
    data = result.model_dump(mode="json")
    print(json.dumps(data, ensure_ascii=False, indent=None if args.compact else 1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
