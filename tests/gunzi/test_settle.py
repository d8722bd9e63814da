"""Settlement (gunzi spec R21-R25): worked example W5, the scoreBlood table, must-play levels, options."""

from __future__ import annotations

import pytest

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.settle import HandFacts, raise_level, score_blood, settle

from .helpers import cs

DEFAULT = GunziOptions()


def facts(
    dealer: int = 0,
    levels: tuple[int, int] = (5, 4),
    tricks: int = 95,
    dig: bool = False,
    bottom: str = "3S 4S 6S 8S 9S JS",
    dry: bool = False,
) -> HandFacts:
    return HandFacts(dealer, levels, tricks, dig, tuple(cs(bottom)), dry)


# W5: team A (team 0) deals at level 5, team B (team 1) at 4; D = seat 0
W5 = [
    # case, facts, outcome, levels after, next dealer, blood
    ("a", facts(tricks=95, bottom="BJ 3S 4S 6S 8S 9S"), "C1", (8, 4), 0, 2),
    ("b", facts(tricks=45, dig=True, bottom="TS 3S 4S 6S 8S 9S"), "C2", (5, 4), 0, 2),
    ("c", facts(tricks=170, bottom="SJ 3S 4S 6S 8S 9S"), "C3", (5, 4), 1, 3),
    ("d", facts(tricks=115, dig=True, bottom="BJ SJ 3S 4S 5S 6S"), "C4", (5, 8), 1, 3),
    ("e", facts(levels=(9, 4), tricks=95, bottom="BJ 3S 4S 6S 8S 9S"), "C1", (10, 4), 0, 2),
    ("f", facts(levels=(10, 4), tricks=95), "cycle_won", (3, 3), None, 0),
    ("g", facts(levels=(5, 3), tricks=120, dig=True), "C4", (5, 3), 1, 0),
    ("h", facts(tricks=110, bottom="SJ SJ SJ 3S 4S 6S"), "E3", (3, 3), None, 0),
    ("i", facts(tricks=0), "E1", (3, 3), None, 0),
    ("j", facts(tricks=265, dig=True, bottom="TS TS 3S 4S 6S 8S"), "E2", (3, 3), None, 0),
]


@pytest.mark.parametrize(
    ("case", "f", "outcome", "levels", "next_dealer", "blood"), W5, ids=[c[0] for c in W5]
)
def test_w5_settlement(
    case: str, f: HandFacts, outcome: str, levels: tuple[int, int], next_dealer: int | None, blood: int
) -> None:
    """W5 (R21.3, R21.4, R22, R23, R24, R25)."""
    r = settle(f, DEFAULT)
    assert (r.outcome, r.levels_after, r.next_dealer, r.blood) == (outcome, levels, next_dealer, blood)
    assert r.cycle_over == (outcome in ("E1", "E2", "E3", "E4", "cycle_won"))


def test_w5_b_score_includes_doubled_bottom() -> None:
    """R21.1 / R20.2: tricks 45 + dig with a 10-point bottom = 65."""
    assert settle(W5[1][1], DEFAULT).score == 65


def test_w5_f_and_e_cycle_winner_teams() -> None:
    """R23.3: the dealer side passing 10 wins the cycle; E1/E3 go to the dealer side, E2 to the attackers."""
    assert settle(facts(levels=(10, 4), tricks=95), DEFAULT).cycle_winner == 0
    assert settle(facts(tricks=0), DEFAULT).cycle_winner == 0
    assert settle(facts(dealer=1, tricks=0), DEFAULT).cycle_winner == 1
    assert settle(facts(tricks=265, dig=True, bottom="TS TS 3S 4S 6S 8S"), DEFAULT).cycle_winner == 1


SCORE_BLOOD = [(5, 8), (10, 7), (15, 7), (35, 5), (70, 1), (75, 1), (80, 0), (150, 0), (155, 0), (160, 1),
               (175, 2), (295, 14)]  # fmt: skip


@pytest.mark.parametrize(("score", "blood"), SCORE_BLOOD)
def test_r25_1_score_blood_table(score: int, blood: int) -> None:
    """W5's scoreBlood table (R25.1)."""
    assert score_blood(score) == blood


def test_r21_3_e4_triple_jokers_dug() -> None:
    """E4: three identical jokers in the bottom, a dig and S >= 120: the attackers win the cycle."""
    r = settle(facts(tricks=130, dig=True, bottom="BJ BJ BJ 3S 4S 6S"), DEFAULT)
    assert (r.outcome, r.cycle_winner) == ("E4", 1)


def test_r21_3_e3_needs_hold_and_e4_needs_dig() -> None:
    """Three jokers, a dig and S < 120 is not E3: it is C2 (the jokers are void, R22.3)."""
    r = settle(facts(tricks=60, dig=True, bottom="BJ BJ BJ 3S 4S 6S"), DEFAULT)
    assert (r.outcome, r.joker_blood, r.blood) == ("C2", 0, 2)


def test_a30_dry_pot_jokers_count_for_nothing() -> None:
    """R13.3 / A30: in a dry pot, jokers in the bottom give no levels, no blood and no E3."""
    r = settle(facts(tricks=110, bottom="SJ SJ SJ 3S 4S 6S", dry=True), DEFAULT)
    assert (r.outcome, r.levels_after, r.blood) == ("C1", (6, 4), 0)


def test_a24_zero_points_after_a_dig_of_a_pointless_bottom_is_e1() -> None:
    """A24: S = 0 whatever the last trick."""
    assert settle(facts(tricks=0, dig=True), DEFAULT).outcome == "E1"


def test_r23_2_must_play_stops_at_10_and_3() -> None:
    """R23.2(a): a gain never skips a must-play level; (b) C4 at a must-play level stays."""
    must = frozenset({3, 10})
    assert raise_level(8, 5, must, won_as_dealer=True) == 10
    assert raise_level(3, 2, must, won_as_dealer=True) == 5  # C1 at 3 passes 3
    assert raise_level(3, 2, must, won_as_dealer=False) == 3  # C4 at 3 stays
    assert raise_level(10, 1, must, won_as_dealer=False) == 10


def test_option_mustPlayLevels_10_only_lets_c4_leave_3() -> None:
    """W5 g with mustPlayLevels={10}: B goes 3 -> 4."""
    opts = GunziOptions(mustPlayLevels=frozenset({10}))
    assert settle(facts(levels=(5, 3), tricks=120, dig=True), opts).levels_after == (5, 4)


def test_option_mustPlayLevels_extra_level_stops_the_climb() -> None:
    """mustPlayLevels={3,6,10}: C1 from 5 with +3 stops at 6 (R23.2(a)); 10 always stays must-play (R23.4)."""
    opts = GunziOptions(mustPlayLevels=frozenset({3, 6}))
    assert settle(facts(tricks=95, bottom="BJ 3S 4S 6S 8S 9S"), opts).levels_after == (6, 4)
    assert 10 in opts.must_play


def test_option_jokerLevelBonus_none() -> None:
    """R22.2: NONE keeps the blood but gains only one level."""
    opts = GunziOptions(jokerLevelBonus="NONE")  # type: ignore[arg-type]
    r = settle(facts(tricks=95, bottom="BJ 3S 4S 6S 8S 9S"), opts)
    assert (r.levels_after, r.blood) == ((6, 4), 2)


def test_option_dealerStays_partner() -> None:
    """R24.1: PARTNER hands the deal to the dealer's partner after C1/C2."""
    opts = GunziOptions(dealerStays="PARTNER")  # type: ignore[arg-type]
    assert settle(facts(dealer=1, levels=(4, 5), tricks=95), opts).next_dealer == 3
    assert settle(facts(dealer=1, levels=(4, 5), tricks=95), DEFAULT).next_dealer == 1


def test_option_takeover_prev() -> None:
    """R24.2: PREV makes the old dealer's 上家 the new dealer after C3/C4."""
    opts = GunziOptions(takeover="PREV")  # type: ignore[arg-type]
    assert settle(facts(tricks=170), opts).next_dealer == 3
    assert settle(facts(tricks=170), DEFAULT).next_dealer == 1


def test_option_tripleJokerRule_any_three() -> None:
    """R21.3 / A22: ANY_THREE counts BJ+SJ together."""
    f = facts(tricks=110, bottom="BJ BJ SJ 3S 4S 6S")
    assert settle(f, DEFAULT).outcome == "C1"
    assert settle(f, GunziOptions(tripleJokerRule="ANY_THREE")).outcome == "E3"  # type: ignore[arg-type]


def test_option_fullScoreRule_all_raw_points() -> None:
    """W5 j under ALL_RAW_POINTS: 265 + 20 = 285 raw points is not all 300, so C4 instead of E2."""
    f = W5[9][1]
    r = settle(f, GunziOptions(fullScoreRule="ALL_RAW_POINTS"))  # type: ignore[arg-type]
    assert r.outcome == "C4"
    raw = facts(tricks=280, dig=True, bottom="TS TS 3S 4S 6S 8S")
    assert settle(raw, GunziOptions(fullScoreRule="ALL_RAW_POINTS")).outcome == "E2"  # type: ignore[arg-type]


def test_option_levelScope_shared() -> None:
    """R4.2 / R23.4: SHARED keeps one table level; the attackers' C4 raises it."""
    opts = GunziOptions(levelScope="SHARED")  # type: ignore[arg-type]
    r = settle(facts(levels=(5, 5), tricks=130, dig=True), opts)
    assert r.levels_after == (6, 6)
    r = settle(facts(levels=(5, 5), tricks=95), opts)
    assert r.levels_after == (6, 6)
    r = settle(facts(levels=(5, 5), tricks=130), opts)  # C3: no change
    assert r.levels_after == (5, 5)


def test_r25_2_c2_voids_joker_blood_but_keeps_score_blood() -> None:
    r = settle(facts(tricks=30, dig=True, bottom="BJ BJ 3S 4S 6S 8S"), DEFAULT)
    assert (r.outcome, r.blood, r.joker_blood) == ("C2", 5, 0)


def test_card_helper_is_used() -> None:
    assert isinstance(cs("BJ")[0], Card)
