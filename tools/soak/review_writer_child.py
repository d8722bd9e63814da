"""Child of the review write-back soak: writes reviews back into a record file, one after another (seats 0, 1,
2 in turn, each over the last), the way the replay viewer keeps a finished review, until it is killed. Write N
(from the number given) keeps a review of seed N; ``wrote N`` is printed after it."""

from __future__ import annotations

import sys
from pathlib import Path

from gunapp.core.record import parse_record
from gunapp.review.model import HandReview
from gunapp.review.store import with_review
from gunapp.ui.review.stores import write_back


def main(path: Path, first: int) -> None:
    n = first - 1
    print("ready", flush=True)
    while True:
        n += 1
        record = parse_record(path.read_bytes())
        review = HandReview(game=record.game, hand=0, seat=n % 3, seed=n, scale="ddz-stake")
        write_back(with_review(record, review), path)
        print(f"wrote {n}", flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
