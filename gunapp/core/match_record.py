"""A match's record and save state, for any registered game (its ``MatchCodec`` does the game's part): the
record so far, a thread-safe snapshot for the autosave, whether it is over, and its autosave signature.

``model`` is a game model: it names its game by ``game_key`` and exposes what its codec reads; nothing here
imports Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gunapp.core import registry
from gunapp.core.match_codec import MatchCodec, MatchModel
from gunapp.core.record import GameRecord, HandRecord


def game_key(model: MatchModel) -> str:
    """The registered game ``model`` plays; ``registry.UnknownGame`` for a model naming no game."""
    return registry.game(model.game_key).key


def codec_of(model: MatchModel) -> MatchCodec:
    codec: MatchCodec = registry.game(game_key(model)).load_codec()
    return codec


def _branch(model: MatchModel) -> dict[str, Any] | None:
    """A match played on from a replay names its origin (``ui.replay``): an optional header field."""
    branch: dict[str, Any] | None = model.branch
    return dict(branch) if branch is not None else None


def _with_branch(record: GameRecord, branch: dict[str, Any] | None) -> GameRecord:
    if branch is not None:
        setattr(record, "branch", branch)  # noqa: B010 (an extra field of the pydantic model)
    return record


def _with_reviews(record: GameRecord, reviews: tuple[Any, ...]) -> GameRecord:
    """Each hand review the model holds goes with its hand (``gunapp.review.store``: an optional field)."""
    if not reviews:
        return record
    from gunapp.review.store import with_review

    for review in reviews:
        if review.game == record.game and 0 <= review.hand < len(record.hands):
            record = with_review(record, review)
    return record


def record_of(model: MatchModel) -> GameRecord:
    """The model's match so far as a record (the hand in progress included)."""
    return _with_reviews(_with_branch(codec_of(model).record(model), _branch(model)), tuple(model.reviews))


def record_later(model: MatchModel, cache: dict[int, HandRecord] | None = None) -> Callable[[], GameRecord]:
    """``record_of`` in two steps: what the game may still change (the hand in progress) is copied now, which
    is cheap; the returned function builds the record, which is not, and is safe to call on another thread.
    ``cache`` keeps records of finished hands between calls (the codec decides which)."""
    make = codec_of(model).snapshot(model, model.seat_info(), {} if cache is None else cache)
    branch = _branch(model)
    reviews = tuple(model.reviews)
    return lambda: _with_reviews(_with_branch(make(), branch), reviews)


def snapshot_of(model: MatchModel, cache: dict[int, HandRecord]) -> Callable[[], str]:
    """A function giving the record's JSON, safe to call on another thread (``record_later``)."""
    build = record_later(model, cache)
    return lambda: build().to_json(compact=True) + "\n"


def finished(model: MatchModel) -> bool:
    return codec_of(model).finished(model)


def signature(model: MatchModel) -> tuple[int, ...]:
    """Changes whenever the record gains an event or a result (dealing alone does not change it)."""
    return codec_of(model).signature(model)
