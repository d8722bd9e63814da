"""Rule options (gunzi spec table 2.A): defaults, parsing, and the match-level options.

The other options each flip a pinned behaviour in the phase tests: followMode (test_play_state), levelScope,
mustPlayLevels, jokerLevelBonus, dealerStays, takeover, tripleJokerRule, fullScoreRule (test_settle),
dryPotRule, othersMayBury (test_bottom), flipOrder, minDeclareCards (test_declare), returnRule, riot
(test_tribute).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gunapp.games.gunzi.engine.actions import NextHand, Play
from gunapp.games.gunzi.engine.events import CycleWon, HandStarted, MatchOver
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions

from .helpers import cs
from .test_play_state import play_state, set_hands


def test_table_2a_defaults() -> None:
    o = GunziOptions()
    assert o.to_record() == {
        "followMode": "LIVE", "levelScope": "PER_TEAM", "mustPlayLevels": [3, 10], "jokerLevelBonus": "BLOOD",
        "dealerStays": "SAME", "takeover": "NEXT", "dryPotRule": "TRUMP_SUIT", "tripleJokerRule": "IDENTICAL",
        "fullScoreRule": "FINAL_SCORE", "flipOrder": "GAME", "minDeclareCards": 1, "returnRule": "ANY",
        "riot": "OFF", "othersMayBury": "ON", "cyclesPerMatch": 1,
    }  # fmt: skip


def test_from_pairs_parses_every_kind_and_rejects_bad_values() -> None:
    o = GunziOptions.from_pairs(["followMode=DEAD", "mustPlayLevels={5,10}", "minDeclareCards=2", "riot=ON"])
    assert o.dead and o.mustPlayLevels == frozenset({5, 10}) and o.minDeclareCards == 2
    for bad in (
        "followMode=UP",
        "mustPlayLevels=2,11",
        "minDeclareCards=3",
        "cyclesPerMatch=0",
        "x=1",
        "riot",
    ):
        with pytest.raises(ValueError):
            GunziOptions.from_pairs([bad])


def test_every_option_is_exercised_with_a_non_default_value() -> None:
    """Each option of table 2.A appears in some test with a value other than its default."""
    text = "".join(p.read_text(encoding="utf-8") for p in Path(__file__).parent.glob("test_*.py"))
    for key in GunziOptions.model_fields:
        assert f"{key}=" in text or f'"{key}"' in text, key


def _end_cycle_with_e1(cycles: int) -> tuple[object, list[object]]:
    state = play_state(GunziOptions(cyclesPerMatch=cycles))
    set_hands(state, "AS", "3S", "4S", "6S", bottom="3C 4C 6C 8C 9C JC", captured=0)
    events: list[object] = []
    for seat, card in ((0, "AS"), (1, "3S"), (2, "4S"), (3, "6S")):
        events += state.apply(Play(seat, tuple(cs(card))))
    return state, events


def test_option_cyclesPerMatch_1_ends_the_match_with_the_first_cycle() -> None:
    """R21.3 E1 ends the cycle; R26.3: with cyclesPerMatch=1 the match is over."""
    state, events = _end_cycle_with_e1(1)
    assert any(isinstance(e, CycleWon) and e.team == 0 for e in events)
    assert any(isinstance(e, MatchOver) and e.winner == 0 for e in events)
    assert state.phase is Phase.MATCH_OVER  # type: ignore[attr-defined]
    assert state.legal_actions(-1) == []  # type: ignore[attr-defined]


def test_option_cyclesPerMatch_2_starts_a_new_cycle_with_a_first_hand() -> None:
    """R26.2: both teams back to 3, no blood, no dealer; the next hand is a first hand (R9)."""
    state, events = _end_cycle_with_e1(2)
    assert state.phase is Phase.HAND_OVER  # type: ignore[attr-defined]
    started = state.apply(NextHand())  # type: ignore[attr-defined]
    hs = next(e for e in started if isinstance(e, HandStarted))
    assert hs.first_hand and hs.dealer is None and hs.levels == (3, 3) and hs.blood == 0 and hs.cycle_no == 1
