"""The engine's speed shortcuts change nothing: shared play objects, the skipped re-check of a listed play,
the per-seat declaration counts and the positional view builder agree with the plain rules (R8.4, R10, R16-R18,
R27)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, SUITS, Card
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.ai import RandomAgent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine.actions import Declare, Play
from gunapp.games.gunzi.engine.deal import RANK_BJ3, RANK_SJ3, declarations
from gunapp.games.gunzi.engine.follow import check_follow, check_lead, id_counts, legal_follows, legal_leads
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.play import hand_counts, lead_combo
from gunapp.games.gunzi.engine.rules import FollowMode, GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.view import GunziView

from .helpers import cs

AGENTS = [RandomAgent()] * 4


def _declarations_by_scan(state: GunziState, seat: int) -> list[Declare]:
    """R9.2 / R10.2-R10.5 straight from the hand, without the per-seat counts."""
    if state.phase is Phase.WINDOW and state.window_turn != seat:
        return []
    hand = state.hands[seat]
    if state.first_hand:
        return [Declare(seat, (BIG_JOKER,))] if state.decl_seat is None and BIG_JOKER in hand else []
    out = []
    floor = max(state.decl_rank + 1, state.options.minDeclareCards)
    for suit in SUITS:
        n = hand.count(Card(state.level, suit))
        out += [Declare(seat, (Card(state.level, suit),) * k) for k in range(floor, min(n, 3) + 1)]
    for face, rank in ((SMALL_JOKER, RANK_SJ3), (BIG_JOKER, RANK_BJ3)):
        if state.decl_rank < rank and hand.count(face) >= 3:
            out += [Declare(seat, (face,) * 3, suit) for suit in SUITS]
    return out


def _to_play(seed: int, options: GunziOptions) -> tuple[GunziState, random.Random]:
    state = GunziState.new(options, seed)
    rng = random.Random(seed)
    while state.phase is not Phase.PLAY:
        step(state, AGENTS, rng)
    return state, rng


@pytest.mark.parametrize("seed", range(6))
def test_r8_4_declarations_match_a_full_scan_after_every_card(seed: int) -> None:
    state = GunziState.new(GunziOptions(cyclesPerMatch=99, minDeclareCards=1 + seed % 2), seed)
    rng = random.Random(seed)
    seen = 0
    while seen < 3:  # a first hand and two later hands
        if state.phase in (Phase.DEAL, Phase.WINDOW):
            for s in range(4):
                assert declarations(state, s) == _declarations_by_scan(state, s)
        was_over = state.phase is Phase.HAND_OVER
        step(state, AGENTS, rng)
        seen += was_over


def test_r10_declarations_follow_a_hand_replaced_or_edited_mid_deal() -> None:
    state = GunziState.new(GunziOptions(cyclesPerMatch=9), 1)
    state.first_hand = False
    state.dealer = 0
    for _ in range(40):
        state.apply(state.legal_actions(-1)[0])
    declarations(state, 1)  # counts are now cached for seat 1
    state.hands[1] = cs("3S 3S 4H SJ SJ SJ 9C 9C 9C 9C")
    assert declarations(state, 1) == _declarations_by_scan(state, 1)
    assert len(declarations(state, 1)) == 2 + 4  # 3S and 3S3S, three SJ with each suit
    state.hands[1][0] = Card(3, SUITS[1])  # an edit in place that keeps the length
    state.hands[1][-1] = Card(3, SUITS[2])
    assert declarations(state, 1) == _declarations_by_scan(state, 1)


@pytest.mark.parametrize("mode", list(FollowMode))
def test_r16_r18_listed_plays_equal_the_enumerations_in_order(mode: FollowMode) -> None:
    state, rng = _to_play(11, GunziOptions(followMode=mode))
    for _ in range(60):
        if state.phase is not Phase.PLAY:
            break
        (seat,) = state.to_act
        lead = lead_combo(state)
        hand = state.hands[seat]
        lists = legal_leads(hand, state.ctx) if lead is None else legal_follows(hand, lead, state.ctx, mode)
        plays = state.legal_actions(seat)
        assert [(p.seat, p.cards) for p in plays] == [(seat, tuple(c)) for c in lists]  # type: ignore[union-attr]
        step(state, AGENTS, rng)


def test_r17_a_listed_play_is_checked_again_once_the_hand_changed() -> None:
    state, _ = _to_play(5, GunziOptions())
    (seat,) = state.to_act
    play = state.legal_actions(seat)[0]
    assert isinstance(play, Play)
    before = list(state.hands[seat])
    state.hands[seat] = [c for c in before if c not in play.cards]  # a test edit, not an action
    with pytest.raises(IllegalAction) as err:
        state.apply(play)
    assert err.value.code == "not_in_hand"
    state.hands[seat] = before
    state.legal_actions(seat)
    state.apply(Play(seat, play.cards))  # equal, not identical: checked in full, and legal


def test_r17_2_a_play_not_listed_is_rejected_with_state_unchanged() -> None:
    state, rng = _to_play(8, GunziOptions())
    for _ in range(156):
        (seat,) = state.to_act
        legal = state.legal_actions(seat)
        wrong = [Play(seat, (c,)) for c in state.hands[seat] if state.trick and Play(seat, (c,)) not in legal]
        if wrong and len(state.trick[0][1]) == 1:
            snapshot = (list(state.hands[seat]), list(state.trick), state.captured[:])
            with pytest.raises(IllegalAction) as err:
                state.apply(wrong[0])
            assert err.value.code == "must_follow_suit"
            assert (list(state.hands[seat]), list(state.trick), state.captured[:]) == snapshot
            state.apply(legal[0])  # the listed plays still go through after the refusal
            return
        step(state, AGENTS, rng)
    pytest.fail("no follower without a legal single found")


def test_r27_view_fields_read_the_state_by_name() -> None:
    state, rng = _to_play(3, GunziOptions())
    for _ in range(30):
        step(state, AGENTS, rng)
    for seat in (-1, 0, 1, 2, 3):
        v: GunziView = state.view(seat)
        assert v.seat == seat and v.phase is state.phase and v.to_act == state.to_act
        assert v.hand == (tuple(state.hands[seat]) if seat >= 0 else ())
        assert v.hand_sizes == tuple(len(h) for h in state.hands)
        assert (v.deal_no, v.cycle_no, v.first_hand, v.dealt, v.starter) == (
            state.deal_no, state.cycle_no, state.first_hand, state.dealt, state.starter,
        )  # fmt: skip
        assert (v.dealer, v.level, v.levels, v.blood, v.trump) == (
            state.dealer, state.level, tuple(state.levels), state.blood, state.trump,
        )  # fmt: skip
        assert (v.declarer, v.declaration, v.shown) == (state.decl_seat, state.decl_cards, tuple(state.shown))
        assert v.bottom_size == len(state.bottom) and v.dry_pot == state.dry_pot
        assert (v.payer, v.tribute_owed, v.tribute_cards) == (
            state.payer,
            state.tribute_owed,
            state.tribute_cards,
        )
        assert (v.leader, v.trick, v.trick_no, v.tricks) == (
            state.leader, tuple(state.trick), state.trick_no, tuple(state.tricks),
        )  # fmt: skip
        assert v.captured == tuple(state.captured) and v.cycles_won == tuple(state.cycles_won)
        assert v.options is state.options and v.selection is None


@pytest.mark.parametrize("seed", range(3))
def test_r16_kept_face_counts_equal_a_fresh_count_at_every_turn(seed: int) -> None:
    state, rng = _to_play(
        20 + seed, GunziOptions(followMode=FollowMode.DEAD if seed % 2 else FollowMode.LIVE)
    )
    while state.phase is Phase.PLAY:
        (seat,) = state.to_act
        for s in range(4):
            assert hand_counts(state, s) == id_counts(state.hands[s])
        step(state, AGENTS, rng)
    state, _ = _to_play(30 + seed, GunziOptions())
    (seat,) = state.to_act
    hand_counts(state, seat)
    state.hands[seat] = list(reversed(state.hands[seat][1:])) + [state.hands[(seat + 1) % 4][0]]  # same size
    assert hand_counts(state, seat) == id_counts(state.hands[seat])


def _verdict(fn: Callable[..., object], *args: object) -> tuple[str, dict[str, object]] | None:
    try:
        fn(*args)
    except IllegalAction as err:
        return (err.code, err.params)
    return None


@pytest.mark.parametrize("mode", list(FollowMode))
def test_r16_r18_state_check_from_kept_counts_judges_like_check_follow(mode: FollowMode) -> None:
    state, rng = _to_play(40, GunziOptions(followMode=mode))
    pick = random.Random(1)
    while state.phase is Phase.PLAY:
        (seat,) = state.to_act
        hand = state.hands[seat]
        lead = lead_combo(state)
        for _ in range(12):
            cards = tuple(pick.sample(hand, min(len(hand), pick.choice((1, 2, 3)))))
            if lead is None:
                expected = _verdict(check_lead, hand, cards, state.ctx)
            else:
                expected = _verdict(check_follow, hand, lead, cards, state.ctx, mode.value)
            assert _verdict(state.check, Play(seat, cards)) == expected
        step(state, AGENTS, rng)
