"""The engine benchmark's two paths of ours do the same work on its hands (issue 29 item 3): ``Deal.legal_actions``
on a deal holding a hand lists exactly ``movegen``'s moves for it, in order, each with its cards from that hand
(D5.1 leads, D5.2 answers with the pass last), and its random games through ``Deal`` play out (D5.4)."""

from __future__ import annotations

import random

from bench import ddz_bench_hands as hands_in
from bench import ddz_our_paths as ours
from gunapp.games.doudizhu.engine.actions import Pass, Play
from gunapp.games.doudizhu.engine.combos import classify
from gunapp.games.doudizhu.engine.rules import RANK_TO_INT, Variant, rank_of


def test_legal_actions_on_the_bench_hands_are_the_movegen_moves() -> None:
    hands, rivals = hands_in.make_hands(40), hands_in.make_rivals(40)
    for hand, rival in zip(hands, rivals, strict=True):
        leads = ours.actions_of(ours.deal_at(hand, None))
        assert [a.reading for a in leads] == ours.movegen_leads(hand)
        for a in leads:
            assert isinstance(a, Play)
            assert sorted(RANK_TO_INT[rank_of(c)] for c in a.cards) == hands_in.to_ints(a.reading)  # type: ignore[arg-type]
        answers = ours.actions_of(ours.deal_at(hand, rival))
        rival_move = classify(hands_in.to_counts(rival), Variant.DDZ3)
        assert rival_move is not None
        assert [a.reading for a in answers[:-1]] == ours.movegen_answers(hand, rival_move)
        assert answers[-1] == Pass(0)


def test_random_games_through_deal_play_out() -> None:
    for i, deal in enumerate(hands_in.make_deals(5)):
        assert isinstance(ours.play_random_game(deal, random.Random(i)), bool)
    played = ours.deal_of(hands_in.make_deals(1)[0])
    assert (
        len(played.hands[0]) == 20 and played.turn == 0
    )  # the landlord took the kitty and leads (D4.5, D5.1)
