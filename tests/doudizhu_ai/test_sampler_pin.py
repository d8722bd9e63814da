"""The samplers of hidden Dou Dizhu hands give what they gave before they shared one way of dealing
(``ai.hard.sampling``): the same seeds deal the same worlds, so the hard AI makes the same section-11 and play
decisions (D11.1-D11.11, D5) and the review gives the same values (issue 27), on seeded positions of five
house-rule sets (grab or points bidding, 3 or 4 players, shown hands, the kitty shown or hidden: D8.4,
D11.11). The pin was written by the code before that change (``sampler_pin``)."""

from __future__ import annotations

import json

import pytest

from tests.doudizhu_ai.sampler_pin import GAMES, PIN, figures


@pytest.fixture(scope="module")
def pinned() -> dict[str, object]:
    data: dict[str, object] = json.loads(PIN.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("name", [g[0] for g in GAMES])
def test_the_samplers_deal_decide_and_value_as_pinned(name: str, pinned: dict[str, object]) -> None:
    got = figures(name)
    want = pinned[name]
    assert isinstance(want, dict)
    # the positions themselves come from the engine alone: a mismatch there is not the samplers'
    assert [(r["at"], r["kind"]) for r in got["ai"]] == [(r["at"], r["kind"]) for r in want["ai"]]
    for part in ("ai", "review"):
        for g, w in zip(got[part], want[part], strict=True):
            assert g == w, (part, g["at"], g["kind"])
