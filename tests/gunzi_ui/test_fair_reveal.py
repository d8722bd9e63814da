"""A fair 抢亮大王 (R9.2: the first big joker shown makes the dealer; issue 26: "an AI seat showed 大王 within
the first few cards, before a player could react"). An AI seat answers a card it was dealt only after a
person's reaction time, counted on the deal's clock from when the card lands (``gunzi/reaction.py``)."""

from __future__ import annotations

import random
import time

from gunapp.core.cards import BIG_JOKER, make_deck
from gunapp.games.gunzi.engine import events as ev
from gunapp.games.gunzi.engine.actions import Declare, Pass
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.model import GunziModel
from gunapp.games.gunzi.reaction import DEAL_FLIGHT, REACTION_MS, reaction_ms, reaction_ticks
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig

SEATS = [SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 3
#: the fewest dealt cards between an AI seat's card and its answer
FASTEST = reaction_ticks(REACTION_MS[0])


def _first_hand(big_jokers: tuple[int, int], starter: int = 0) -> GunziState:
    """A first hand whose big jokers are dealt as cards ``big_jokers`` (indexes in the deal) and the third
    one lies in the bottom, so nobody else can reveal."""
    rest = [c for c in make_deck(3) if c != BIG_JOKER]
    random.Random(5).shuffle(rest)
    deck = list(rest)
    for i in sorted(big_jokers):
        deck.insert(i, BIG_JOKER)
    deck.insert(158, BIG_JOKER)  # the bottom's third card
    assert len(deck) == 162 and deck.count(BIG_JOKER) == 3
    assert all(deck[i] == BIG_JOKER for i in big_jokers) and deck.index(BIG_JOKER, 156) >= 156
    return GunziState.new(seed=1, preset={0: (tuple(deck), starter)})


def _model(qtbot, state: GunziState) -> GunziModel:  # type: ignore[no-untyped-def]
    model = GunziModel(SEATS, state=state, auto_ready=True)
    declared: list[ev.TrumpDeclared] = []
    model.trump_declared.connect(declared.append)
    model.declared = declared  # type: ignore[attr-defined]
    return model


def test_ai_answers_its_big_joker_after_a_reaction_time_r9_2(qtbot, qapp) -> None:
    """Bug: the AI seat was asked at once and showed the big joker dealt to it as card 17 at card 18. Now it
    shows it once its reaction (seeded per match, deal and card) has run: never sooner than ``REACTION_MS[0]``
    after the card lands."""
    state = _first_hand((16, 17))  # seat 0 (the player) gets card 16, seat 1 card 17
    deal_no = state.deal_no
    model = _model(qtbot, state)
    model.start()
    qtbot.waitUntil(lambda: bool(model.declared), timeout=30000)  # type: ignore[attr-defined]
    (reveal,) = model.declared  # type: ignore[attr-defined]
    assert reveal.seat == 1 and reveal.kind == "reveal"
    assert reveal.at - 18 >= FASTEST  # ``at``: cards dealt when it was shown
    assert reveal.at == 18 + reaction_ticks(reaction_ms(1, deal_no, 17))  # the same every time
    model.stop()


def test_the_player_quicker_than_the_ai_shows_first_r9_2(qtbot, qapp) -> None:
    """The player's big joker and an AI seat's are dealt one after the other: a player who presses the button
    just before the fastest AI reaction could have run is the dealer."""
    state = _first_hand((16, 17))
    model = _model(qtbot, state)

    def react(e: ev.CardDealt) -> None:
        if e.index == 16 + FASTEST - 1:
            assert model.submit(Declare(0, (BIG_JOKER,)))

    model.card_dealt.connect(react)
    model.start()
    qtbot.waitUntil(lambda: model.state.trump is not None, timeout=30000)
    assert [d.seat for d in model.declared] == [0]  # type: ignore[attr-defined]
    assert model.state.dealer == 0
    model.stop()


def test_the_deal_waits_before_its_last_card_for_a_reaction_r9_2(qtbot, qapp) -> None:
    """The last card closes the deal and opens the turn-by-turn window (R8.4): with big jokers dealt as cards
    154 (the player) and 155 (seat 1), the table waits before the 156th card while seat 1 takes its card in,
    and the player may still show theirs first."""
    state = _first_hand((153, 154), starter=3)  # seat 0 gets 153, seat 1 gets 154
    model = _model(qtbot, state)
    model.beat_ms = lambda: 10
    model.start()
    qtbot.waitUntil(lambda: model.state.dealt >= 155, timeout=30000)
    assert model.state.hands[0][-1] == BIG_JOKER and model.state.phase is Phase.DEAL
    qtbot.wait(FASTEST * 10 // 2)  # half the fastest reaction: the deal still waits
    assert model.state.dealt == 155 and not model.declared  # type: ignore[attr-defined]
    assert model.submit(Declare(0, (BIG_JOKER,)))
    qtbot.waitUntil(lambda: model.state.phase is not Phase.DEAL, timeout=30000)
    assert [d.seat for d in model.declared] == [0]  # type: ignore[attr-defined]
    model.stop()


def test_at_the_table_the_ai_waits_a_reaction_time_after_its_card_lands_r9_2(qtbot, qapp) -> None:
    """Measured on the wall clock at animation speed 1: from the AI seat's big joker being dealt to its
    reveal, at least the card's flight and the fastest reaction."""
    state = _first_hand((16, 17))
    table = GunziTable(None, speed=1.0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    dealt: dict[int, float] = {}
    shown: list[float] = []
    model = table.start_match(SEATS, state=state)
    model.card_dealt.connect(lambda e: dealt.setdefault(e.index, time.monotonic()))
    model.trump_declared.connect(lambda _e: shown.append(time.monotonic()))
    qtbot.waitUntil(lambda: bool(shown), timeout=30000)
    waited_ms = (shown[0] - dealt[17]) * 1000
    assert waited_ms >= DEAL_FLIGHT + REACTION_MS[0], waited_ms
    table.close_game()


def test_a_reaction_to_the_last_card_is_waited_out_in_the_window_r8_4(qtbot, qapp) -> None:
    """The last card (156th) closes the deal: a seat reacting to it answers in its window turn (R8.4), not
    before its reaction has run on the deal's clock (beats the table waits)."""
    state = _first_hand((155, 154), starter=2)  # seat 1 gets the last card, seat 0 the one before
    model = _model(qtbot, state)
    idle_at_reveal: list[int] = []
    model.trump_declared.connect(lambda _e: idle_at_reveal.append(model.reactions.idle))
    model.human_turn.connect(lambda seat, _legal: model.submit(Pass(seat)))  # the player lets it go
    model.start()
    qtbot.waitUntil(lambda: bool(model.declared), timeout=30000)  # type: ignore[attr-defined]
    (reveal,) = model.declared  # type: ignore[attr-defined]
    assert reveal.seat == 1 and reveal.at == 156 and model.state.deck[155] == BIG_JOKER
    assert idle_at_reveal[0] >= FASTEST  # the beats waited after the last card was dealt
    model.stop()
