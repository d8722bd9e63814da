"""The easy level reads the plain case off a shown hand (明牌, D11.11): as a peasant it does not lead what the
landlord's shown hand beats and then goes out with at once (D5.4), most of the time; blind to it, it led its
lowest single into the landlord's shown 5-5."""

from __future__ import annotations

from dataclasses import replace

from gunapp.games.doudizhu.ai.easy_policy import EasyPolicy
from tests.doudizhu_ai.scenario import counts, label, situation

SEEDS = range(40)


def _leads(shown: bool) -> list[str]:
    # seat 1, a peasant, leads; the landlord (seat 0) has 5-5 left: any single below 5 lets it beat with one
    # 5 and go out with the other, a pair of 9s or the queen it cannot answer
    sit, legal, can_pass = situation("349 9Q", me=1, cards_left=(2, 5, 17), landlord=0)
    if shown:
        sit = replace(sit, shown=(counts("55"), None, None))
    return [label(EasyPolicy(seed).choose_play(sit, legal, can_pass)) for seed in SEEDS]


def test_easy_peasant_does_not_lead_into_a_shown_hands_sure_win_d11_11() -> None:
    leads = _leads(shown=True)
    into_it = sum(lead in ("3", "4") for lead in leads)
    assert into_it <= len(SEEDS) // 4, leads  # now and then careless, as the easy level is
    assert set(leads) - {"3", "4"} <= {"99", "Q"}, leads


def test_easy_without_a_shown_hand_still_leads_its_lowest_play() -> None:
    assert set(_leads(shown=False)) == {"3"}  # no shown hand: the easy level as it was
