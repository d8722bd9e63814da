"""The paired A/B bench (``bench/ddz_paired.py``, issue 29): an arm's overrides hold for its games only."""

from __future__ import annotations

import pytest

from bench import ddz_paired
from gunapp.games.doudizhu.ai.hard import policy, solver


def test_an_arms_overrides_apply_inside_the_block_and_are_restored_after_it() -> None:
    before_cards, before_solver = dict(policy.SEARCH_SOLVE_CARDS), policy.Solver
    arm = ddz_paired.parse_overrides(
        [
            "policy.SEARCH_SOLVE_CARDS={'ddz3': 24, 'ddz4': 12}",
            "policy.Solver=import:gunapp.games.doudizhu.ai.hard.solver:OverBudget",
        ]
    )
    with ddz_paired.overridden(arm):
        assert policy.SEARCH_SOLVE_CARDS == {"ddz3": 24, "ddz4": 12}
        assert policy.Solver is solver.OverBudget
    assert before_cards == policy.SEARCH_SOLVE_CARDS
    assert policy.Solver is before_solver


def test_an_override_of_a_name_the_module_lacks_is_refused() -> None:
    with pytest.raises(SystemExit):
        ddz_paired.parse_overrides(["policy.NO_SUCH_NAME=1"])
