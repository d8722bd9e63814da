"""The lost-deals bench (``bench/ddz_lost_deals.py``, issue 29): its open-hand oracle and where it places a loss."""

from __future__ import annotations

from bench import ddz_lost_deals as lost
from gunapp.games.doudizhu.ai.hard.playout import Table
from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant
from tests.doudizhu_ai.scenario import counts


def _decision(turn: int, played: str, oracle: dict[str, bool] | None) -> lost.Decision:
    return lost.Decision(turn, 1, [3, 3, 3], "", "", played, [], 0, played, oracle)


def test_d5_4_the_oracle_judges_each_play_on_the_open_hands() -> None:
    """Peasant 1 to lead 3 and 2 against the landlord's 4 (D5.4: the first side out wins): the 2 keeps the lead
    and the 3 goes out after it; led first, the 3 lets the landlord's 4 out (the partner holds another 3)."""
    hands = [list(counts(h)) for h in ("4", "32", "3")]
    t = Table(Variant.DDZ3, 0, hands, [[0] * N_RANKS for _ in range(3)], None, -1, 1)
    assert lost._oracle(t, ours_lord=False, max_cards=10, nodes=1000) == {"3": False, "2": True}
    assert lost._oracle(t, ours_lord=False, max_cards=3, nodes=1000) is None  # beyond its reach


def test_the_verdict_names_the_first_play_that_threw_a_won_position_away() -> None:
    game = lost.Game(1, "peasants", False)
    game.decisions = [
        _decision(5, "3", None),
        _decision(9, "4", {"4": True, "5": True}),
        _decision(12, "6", {"6": False, "7": True}),
        _decision(15, "8", {"8": False, "9": True}),
    ]
    assert lost.verdict(game).startswith("BLUNDER at turn 12")
    game.decisions = [_decision(9, "4", {"4": False, "5": False})]
    assert lost.verdict(game).startswith("lost before the oracle's reach")
    game.decisions = [_decision(5, "3", None)]
    assert lost.verdict(game) == "never settled"
