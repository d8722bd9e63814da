"""The bottom at the table (issue 26, item 4): the bottom's six stay marked in the dealer's hand until he buries
six (R14.1); the dealer may look at the six he buried during the hand, a seat that does not know them may not
(R27), and a replay showing every hand shows them; the trump a big joker names is said with the card (R9.3)."""

from __future__ import annotations

import random
from collections import Counter

from PySide6.QtCore import Qt

from gunapp.core.cards import BIG_JOKER
from gunapp.games.gunzi.ai.levels import make_agent
from gunapp.games.gunzi.engine import events as ev
from gunapp.games.gunzi.engine.actions import Bury, Declare
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.games.gunzi.ui.texts import T
from gunapp.ui.replay.bar import open_viewer
from tests.replay.helpers import gunzi_record

from . import scenarios as sc
from .shoot_scenarios import auto
from .test_fair_reveal import SEATS, _first_hand


def _table(qtbot, speed: float = 0) -> GunziTable:  # type: ignore[no-untyped-def]
    table = GunziTable(None, speed=speed)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    return table


def _run(qtbot, table: GunziTable, done, stop: set[str]) -> None:  # type: ignore[no-untyped-def]
    def step() -> bool:
        if done():
            return True
        auto(table, stop)
        return bool(done())

    qtbot.waitUntil(step, timeout=60000)


def _until_mode(qtbot, scenario, mode: str):  # type: ignore[no-untyped-def]
    """A table playing ``scenario`` (``scenarios.py``) up to the player's ``mode``."""
    table = _table(qtbot)
    state, agents = scenario()
    model = table.start_match(sc.SEATS, state=state, agents=agents)
    _run(qtbot, table, lambda: table.turn.mode == mode, {mode})
    return table, model


def _marked(table: GunziTable) -> Counter:  # type: ignore[type-arg]
    return Counter(it.card for it in table.canvas.hand.items if it.mark is not None)


def test_the_bottom_stays_marked_in_the_dealers_hand_until_the_burial_r14_1(qtbot, qapp) -> None:
    table = _table(qtbot)
    state, agents = sc.dealer_scenario()
    taken: list[ev.BottomTaken] = []
    m = table.start_match(sc.SEATS, state=state, agents=agents)
    m.bottom_taken.connect(taken.append)
    _run(qtbot, table, lambda: table.turn.mode == "exchange", {"exchange"})
    (e,) = taken
    assert e.seat == 0 and e.cards is not None
    assert _marked(table) == Counter(e.cards)  # the six, and only they
    bury = make_agent("normal", 1).choose(m.view(), m.legal(), rng=random.Random(1))
    assert isinstance(bury, Bury)
    table.turn.select(bury.cards)
    table._on_bar("bury")
    qtbot.waitUntil(lambda: m.state.phase is not Phase.EXCHANGE, timeout=10000)
    assert _marked(table) == Counter()
    assert all(it.mark is None for it in table.canvas.kitty.items)
    table.close_game()


def test_the_dealer_peeks_at_the_six_he_buried_r14(qtbot, qapp) -> None:
    table, m = _until_mode(qtbot, sc.dealer_scenario, "exchange")
    assert table.known_bottom() is None  # nothing buried yet: the marks show the six
    _run(qtbot, table, lambda: m.state.phase is Phase.PLAY and table.turn.mode == "play", set())
    buried = tuple(m.state.bottom)
    assert "bottom" in table.bar.buttons
    table._on_bar("bottom")
    assert table.bottom_peek.isVisible()
    assert Counter(table.bottom_peek.cards) == Counter(buried)
    assert "buried" in table.bottom_peek.title.text()
    assert not table.bottom_peek.geometry().intersects(table.status.geometry())
    qtbot.keyClick(table, Qt.Key.Key_B)  # the key closes it again
    assert not table.bottom_peek.isVisible()
    qtbot.keyClick(table, Qt.Key.Key_B)
    assert table.bottom_peek.isVisible()
    table.close_review()  # Esc, through the comforts
    assert not table.bottom_peek.isVisible()
    table.close_game()


def test_a_seat_that_does_not_know_the_bottom_cannot_peek_r27(qtbot, qapp) -> None:
    """Seat 3 deals and buries a joker-free bottom: hidden from the player (next(D)) until jokers go in."""
    table, m = _until_mode(qtbot, sc.burial_scenario, "bury_jokers")
    assert m.view().bottom is None
    assert table.known_bottom() is None
    assert "bottom" not in table.bar.buttons
    qtbot.keyClick(table, Qt.Key.Key_B)
    assert not table.bottom_peek.isVisible()
    table.close_game()


def test_a_replay_showing_every_hand_shows_the_buried_bottom(qtbot, qapp) -> None:
    record = gunzi_record()
    table = _table(qtbot)
    viewer, _bar = open_viewer(table, record)
    actions = viewer.timeline.hand(0).actions
    k = next(i for i, a in enumerate(actions) if isinstance(a, Bury)) + 1
    viewer.goto(0, k)
    state = viewer.engine()
    assert state.phase is not Phase.EXCHANGE
    shown = [it.card for it in table.canvas.kitty.items if it.face_up]
    assert Counter(shown) == Counter(state.bottom) and len(shown) == 6
    assert Counter(table.known_bottom() or ()) == Counter(state.bottom)
    # stepping forward to the burial shows it too (not only a rebuild)
    viewer.goto(0, k - 1)
    assert viewer.step()
    qtbot.waitUntil(lambda: len([it for it in table.canvas.kitty.items if it.face_up]) == 6, timeout=5000)
    viewer.close()
    table.close_game()


def test_the_trump_a_big_joker_names_is_said_with_its_card_r9_3(qtbot, qapp) -> None:
    """The player shows a big joker at card 21 (its 6th card); its next card names the suit: the callout
    and the status panel say so with that card."""
    state = _first_hand((16, 17))
    deck = state.deck
    table = _table(qtbot)
    m = table.start_match(SEATS, state=state)

    def react(e: ev.CardDealt) -> None:
        if e.index == 20 and m.state.decl_seat is None:
            assert m.submit(Declare(0, (BIG_JOKER,)))

    m.card_dealt.connect(react)
    qtbot.waitUntil(lambda: m.state.trump is not None and table.status.note.isVisible(), timeout=30000)
    naming = next(deck[i] for i in range(24, 156, 4) if deck[i].suit is not None)
    assert m.state.trump is naming.suit
    anims = table.anims
    assert anims is not None and anims.trump_note is not None
    assert anims.trump_note.card == naming and anims.trump_note.cards() == (BIG_JOKER, naming)
    assert table.declare.current() == f"Current: you showed {T().cards((BIG_JOKER,))}."  # not "You showed"
    assert T().card(naming) in table.status.note.text()  # "Named by your big joker and ♦K"
    said = anims.trump_note.text(0)  # the callout: "You showed the big joker: your next card, ♦K, makes ..."
    assert T().card(naming) in said and naming.suit.symbol in said
    table.close_game()


def test_another_seats_naming_card_stays_private_r27(qtbot, qapp) -> None:
    """An AI seat reveals: the table says its next card named the suit, not which card it was."""
    state = _first_hand((16, 17))
    table = _table(qtbot)
    m = table.start_match(SEATS, state=state)
    qtbot.waitUntil(lambda: m.state.trump is not None and table.status.note.isVisible(), timeout=30000)
    anims = table.anims
    assert anims is not None and anims.trump_note is not None
    assert anims.trump_note.seat == 1 and anims.trump_note.card is None
    assert anims.trump_note.cards() == (BIG_JOKER,)
    assert "Right" in table.status.note.text()  # "Named by Right's big joker"
    said = anims.trump_note.text(0)
    assert m.state.trump is not None and m.state.trump.symbol in said and "Right" in said
    table.close_game()
