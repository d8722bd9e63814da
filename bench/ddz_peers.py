"""The peers of the Dou Dizhu engine benchmark (``bench_ddz_engine``), each behind the same small interface:
DouZero 1.1.0's generator and selectors as its ``GameEnv`` calls them, and RLCard 1.2.0's judger. Each adapter
returns None when its peer is not installed."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from bench.ddz_bench_hands import CHAR_TO_INT, INT_TO_CHAR


def douzero_api() -> dict[str, Callable[..., Any]] | None:
    try:
        from douzero.env import move_detector as md
        from douzero.env import move_selector as ms
        from douzero.env.game import GameEnv
        from douzero.env.move_generator import MovesGener
    except ImportError:
        return None

    def leads(hand: list[int]) -> list[list[int]]:
        return MovesGener(hand).gen_moves()  # type: ignore[no-any-return]

    # their GameEnv.get_legal_card_play_actions, for a given rival, calling their generator and selectors
    gens = {
        md.TYPE_1_SINGLE: ("gen_type_1_single", ms.filter_type_1_single, False),
        md.TYPE_2_PAIR: ("gen_type_2_pair", ms.filter_type_2_pair, False),
        md.TYPE_3_TRIPLE: ("gen_type_3_triple", ms.filter_type_3_triple, False),
        md.TYPE_6_3_1: ("gen_type_6_3_1", ms.filter_type_6_3_1, False),
        md.TYPE_7_3_2: ("gen_type_7_3_2", ms.filter_type_7_3_2, False),
        md.TYPE_8_SERIAL_SINGLE: ("gen_type_8_serial_single", ms.filter_type_8_serial_single, True),
        md.TYPE_9_SERIAL_PAIR: ("gen_type_9_serial_pair", ms.filter_type_9_serial_pair, True),
        md.TYPE_10_SERIAL_TRIPLE: ("gen_type_10_serial_triple", ms.filter_type_10_serial_triple, True),
        md.TYPE_11_SERIAL_3_1: ("gen_type_11_serial_3_1", ms.filter_type_11_serial_3_1, True),
        md.TYPE_12_SERIAL_3_2: ("gen_type_12_serial_3_2", ms.filter_type_12_serial_3_2, True),
        md.TYPE_13_4_2: ("gen_type_13_4_2", ms.filter_type_13_4_2, False),
        md.TYPE_14_4_22: ("gen_type_14_4_22", ms.filter_type_14_4_22, False),
    }

    def parse(rival: list[int]) -> dict[str, int]:
        return md.get_move_type(rival)  # type: ignore[no-any-return]

    def follows(hand: list[int], rival: list[int], t: dict[str, int] | None = None) -> list[list[int]]:
        mg = MovesGener(hand)
        if t is None:
            t = md.get_move_type(rival)
        kind = t["type"]
        if kind == md.TYPE_5_KING_BOMB:
            moves: list[list[int]] = []
        elif kind == md.TYPE_4_BOMB:
            moves = ms.filter_type_4_bomb(mg.gen_type_4_bomb() + mg.gen_type_5_king_bomb(), rival)
        else:
            name, select, chain = gens[kind]
            gen = getattr(mg, name)
            moves = select(gen(repeat_num=t.get("len", 1)) if chain else gen(), rival)
            moves = moves + mg.gen_type_4_bomb() + mg.gen_type_5_king_bomb()
        moves = moves + [[]]
        for m in moves:
            m.sort()
        return moves

    def play_game(deal: dict[str, list[int]], rng: random.Random) -> bool:
        agent = _DZRandom(rng)
        env = GameEnv({"landlord": agent, "landlord_up": agent, "landlord_down": agent})
        env.card_play_init({k: list(v) for k, v in deal.items()})
        while not env.game_over:
            env.step()
        return env.get_winner() == "landlord"  # type: ignore[no-any-return]

    return {"leads": leads, "follows": follows, "parse": parse, "play_game": play_game}


class _DZRandom:
    """DouZero's evaluation RandomAgent, with a seeded generator instead of the global one."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, infoset: Any) -> Any:
        return self.rng.choice(infoset.legal_actions)


def rlcard_api() -> dict[str, Callable[..., Any]] | None:
    try:
        from rlcard.games.doudizhu.judger import DoudizhuJudger
        from rlcard.games.doudizhu.utils import get_gt_cards
    except ImportError:
        return None

    class _Card:
        __slots__ = ("rank", "suit")

        def __init__(self, ch: str) -> None:
            self.rank, self.suit = ch, ""

    class _Player:
        def __init__(self, hand: Sequence[int] = (), played: str = "") -> None:
            self.current_hand = [_Card(INT_TO_CHAR[c]) for c in hand]
            self.played_cards = played

    def leads(hand: list[int]) -> list[str]:
        return list(DoudizhuJudger.playable_cards_from_hand("".join(INT_TO_CHAR[c] for c in hand)))

    def follows(hand: list[int], rival: list[int]) -> list[str]:
        return get_gt_cards(_Player(hand), _Player((), "".join(INT_TO_CHAR[c] for c in rival)))  # type: ignore[no-any-return]

    return {"leads": leads, "follows": follows}


def sorted_tuple(move: list[int]) -> tuple[int, ...]:
    return tuple(sorted(move))


def rl_to_ints(move: str) -> tuple[int, ...]:
    return () if move == "pass" else tuple(sorted(CHAR_TO_INT[c] for c in move))
