"""Each game brings its evaluator through ``GameSpec.review`` (issue 27): the shipped games name one that
loads and speaks the contract; a game without one (the harness's High Trick) is told so, not crashed on."""

from __future__ import annotations

import pytest

from gunapp.core import registry
from gunapp.review.contract import Effort
from gunapp.review.runner import ReviewError, reviewer_for


@pytest.mark.parametrize("key", ["gunzi", "ddz3", "ddz4"])
def test_the_shipped_games_name_a_reviewer(key: str) -> None:
    reviewer = reviewer_for(key)
    assert reviewer.scale == ("gunzi-points" if key == "gunzi" else "ddz-stake")
    assert isinstance(reviewer.effort, Effort) and reviewer.effort.worlds > 0
    assert callable(reviewer.positions) and callable(reviewer.evaluate)


def test_a_game_without_a_reviewer_is_told_so() -> None:
    from tests.third_game import spec as third

    assert third.SPEC.review is None
    offered = third.SPEC.key in registry.game_keys()  # the conformance harness may have offered it already
    third.register()
    try:
        with pytest.raises(ReviewError) as caught:
            reviewer_for(third.SPEC.key)
        assert caught.value.code == "no_reviewer"
    finally:
        if not offered:
            registry.unregister(third.SPEC.key)
