"""Review a hand with the engine: which of a seat's decisions cost points, what the hard AI would have played
instead, and by how much (issue 27). No Qt; safe on a worker thread.

The contract (changes are announced by commits starting "API:"):

- ``ReviewRun(record, hand, seat, *, seed=0, effort=None, workers=None)`` replays ``record`` with the app's
  checked reading (``RecordError`` for a bad record; ``ReviewError`` for a hand or seat it lacks) and lists
  the seat's decisions: ``total``, ``positions``, ``skipped`` (decisions left out, with a reason: e.g. a
  decision kind a game's evaluator does not know).
- ``run.results(cancel, progress)`` yields one ``DecisionReview`` per decision, in the order they were made,
  each as soon as it is ready (early decisions first), calling ``progress(done, total)``; ``cancel()`` is
  checked between decisions and every 50 ms while waiting, and raises ``Cancelled`` (the worker processes are
  stopped at once). ``run.run(cancel, progress, on_result)`` collects them into a ``HandReview``, or None when
  cancelled; ``review(...)`` does it in one call.
- Values (``model``): per decision the move made and up to three alternatives (best first), each with its
  mean value over sampled deals and a 95 % half-width; the cost of the move made (best - made) with its 95 %
  interval from the paired differences. The scale is the hand's ``HandReview.scale``: ``"gunzi-points"``
  (the attackers' score S, a level worth 40 points, from the seat's side) or ``"ddz-stake"`` (the seat's
  score change). Everything is computed from the reviewed seat's view only, never from the real hidden cards.
- Reproducible: the same record, hand, seat, seed and effort give the same review, whatever the number of
  worker processes (each decision is seeded by the seed and its index), unless a decision says ``truncated``.
- Kept with the match (``store``): ``with_review(record, review)`` returns a copy with the review in the
  hand's optional ``review`` field (ignored by older readers); ``stored_review(record, hand, seat)`` reads it
  back (None if absent or unreadable).
- Command line: ``python -m gunapp.review RECORD [--hand N] [--seat S] [--seed K]`` prints the review as JSON;
  exit 2 with a message for a bad record.
- A game joins by naming its ``contract.GameReviewer`` in ``GameSpec.review`` (``games/<game>/review.py``).
"""

from __future__ import annotations

from gunapp.review.contract import Effort, GameReviewer, Position
from gunapp.review.model import REVIEW_FORMAT, DecisionReview, HandReview, MoveValue, Skipped
from gunapp.review.runner import Cancelled, ReviewError, ReviewRun, review
from gunapp.review.store import stored_review, stored_reviews, with_review

__all__ = [
    "REVIEW_FORMAT",
    "Cancelled",
    "DecisionReview",
    "Effort",
    "GameReviewer",
    "HandReview",
    "MoveValue",
    "Position",
    "ReviewError",
    "ReviewRun",
    "Skipped",
    "review",
    "stored_review",
    "stored_reviews",
    "with_review",
]
