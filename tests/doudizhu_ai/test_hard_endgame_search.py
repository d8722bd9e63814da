"""The hard Dou Dizhu AI's endgame: from 20 cards left in all hands (DDZ3) each sampled deal is solved exactly
(``SEARCH_SOLVE_CARDS``), not played out by the normal policy at every seat, whose slips there decided close
positions (issue 29's moonshot: the solver from 20 cards moved WP against RLCard's rule agent, see README)."""

from __future__ import annotations

from gunapp.games.doudizhu.ai.hard.policy import HardPolicy
from tests.doudizhu_ai.scenario import label, situation
from tests.fake_clock import FakeClock


def test_d5_4_a_peasant_tops_the_landlords_next_to_last_card_with_the_only_sure_answer() -> None:
    """The landlord (seat 0) has one card left and leads a J (D5.4: if the lead comes back to him he goes
    out). Unseen: J J J Q K, four with my partner (seat 2), one with the landlord. My 2 is the only answer he
    cannot top (D7.1), and from the lead the peasants finish first in every deal (solved exactly). Passing leaves
    it to the partner, who must answer with a card the landlord cannot top: when the landlord's card is the K,
    the partner's Q is topped and the landlord goes out. The playouts had it pass in four seeds of five."""
    sit, legal, can_pass = situation(
        "3448889TQQKK2",
        1,
        last="J",
        last_seat=0,
        cards_left=(1, 13, 4),
        played=("33455667TTTJQKAAA22", "57AS", "345667789992B"),
    )
    assert sum(sit.pool) == 5
    for seed in range(5):
        policy = HardPolicy(seed, clock=FakeClock(1e-7))
        choice = policy.choose_play(sit, legal, can_pass)
        assert policy.last_worlds > 0
        assert label(choice) == "2", (seed, label(choice))
