"""Moves seen as evidence (issue 11: "bids and declarations as evidence", here card play): the hard level's
sampler rebuilds the other seats' earlier turns from the public history and prefers deals that explain them."""

from __future__ import annotations

import random
import statistics

from bench.ddz_duplicate import deal as deal_hands
from bench.ddz_duplicate import kitty as kitty_of
from gunapp.games.doudizhu.ai.hard.evidence import past_turns, sample_explained, unexplained
from gunapp.games.doudizhu.ai.hard.playout import Table
from gunapp.games.doudizhu.ai.hard.sampling import sample_hands
from gunapp.games.doudizhu.ai.policy import choose_play
from gunapp.games.doudizhu.ai.protocol import situation
from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant


def _normal_game(variant: Variant, seed: int) -> list[tuple[Situation, list[list[int]]]]:
    """Every decision of a game all seats play with the normal policy: the seat's situation (with the history)
    and the true hands at that moment."""
    n = variant.players
    t = Table(
        variant,
        0,
        deal_hands(variant, seed),
        [[0] * N_RANKS for _ in range(n)],
        None,
        -1,
        0,
        kitty_of(variant, seed),
        history=[],
    )
    out = []
    for _ in range(400):
        legal = t.moves()
        if not legal:
            move = None
        else:
            sit = t.situation()
            out.append((sit, [h[:] for h in t.hands]))
            move = choose_play(sit, legal, not t.leading)
        if t.apply(move) >= 0:
            return out
    raise AssertionError("game did not end")


def test_true_hands_explain_every_turn_of_normal_players() -> None:
    """When every seat plays the normal policy, the real deal explains every earlier turn: the rebuilt
    situations (hand then = hand now + cards played since, the table then, who led) are exactly the ones the
    seats decided from. Any slip in the rebuild (D5.3 lead returning, cards left, the move to beat) shows here."""
    checked = 0
    for variant in (Variant.DDZ3, Variant.DDZ4):
        for seed in range(3):
            for sit, hands in _normal_game(variant, seed):
                turns = past_turns(sit, most=6)
                assert all(t.seat != sit.me for t in turns)
                assert unexplained(hands, turns) == 0
                checked += len(turns)
    assert checked > 300


def test_random_deals_explain_fewer_turns_than_the_real_one() -> None:
    """The evidence is informative: uniformly sampled deals leave turns unexplained, the sampler's picks fewer."""
    rng = random.Random(4)
    uniform, weighted = [], []
    for sit, _ in _normal_game(Variant.DDZ3, 11)[6:]:
        turns = past_turns(sit)
        uniform.append(unexplained(sample_hands(sit, rng), turns))
        weighted.append(unexplained(sample_explained(sit, rng, turns), turns))
    assert statistics.fmean(uniform) > 0.3
    assert statistics.fmean(weighted) < statistics.fmean(uniform) / 2


def test_sampled_deals_keep_what_the_seat_knows() -> None:
    """The weighted sampler deals only the unseen cards, each seat its count; and it is reproducible."""
    for sit, _ in _normal_game(Variant.DDZ4, 5)[10::7]:
        turns = past_turns(sit)
        a = sample_explained(sit, random.Random(9), turns)
        assert a == sample_explained(sit, random.Random(9), turns)
        assert a[sit.me] == list(sit.hand)
        assert [sum(h) for h in a] == list(sit.cards_left)
        others = [sum(a[s][r] for s in range(sit.players) if s != sit.me) for r in range(N_RANKS)]
        assert others == sit.unseen()


def test_a_history_that_disagrees_with_the_cards_played_is_ignored() -> None:
    sit, _ = _normal_game(Variant.DDZ3, 2)[9]
    assert past_turns(sit)
    seat, move = next((s, m) for s, m in sit.history if m is not None and s != sit.me)
    doubled = Situation(
        sit.variant,
        sit.me,
        sit.landlord,
        sit.hand,
        sit.last,
        sit.last_seat,
        sit.cards_left,
        sit.played,
        sit.kitty,
        sit.history + ((seat, move),) * 3,
    )
    assert past_turns(doubled) == []


def test_protocol_history_becomes_moves() -> None:
    """ddz-agent/1 ``history`` (section 3) is read into moves; a move our rules cannot read (DouZero's
    8888 + both jokers) drops the history rather than miscount the cards."""
    obs = {
        "protocol": "ddz-agent/1",
        "seat": 1,
        "hand": [3, 3, 4, 5, 6, 7, 8, 9],
        "legal_moves": [[], [4]],
        "last_move": [3],
        "last_move_seat": 0,
        "history": [[0, [3]]],
        "num_cards_left": [19, 8, 17],
        "played_cards": [[3], [], []],
    }
    sit = situation(obs)
    assert len(sit.history) == 1 and sit.history[0][0] == 0 and sit.history[0][1] is not None
    assert sit.history[0][1][0].name == "SINGLE"
    obs["history"] = [[0, [8, 8, 8, 8, 20, 30]]]
    obs["played_cards"] = [[8, 8, 8, 8, 20, 30], [], []]
    obs["num_cards_left"] = [14, 8, 17]
    assert situation(obs).history == ()
