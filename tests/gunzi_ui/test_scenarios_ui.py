"""The human's rarer decisions driven through the table by clicks: declaring in the deal (R10), the triple-joker
suit chooser (R10.3), tribute (R12.3) and its return (R12.4), the dealer's exchange with big jokers first
(R14.3), and a joker burial on a face-down bottom (R15.3-R15.5, R27). Scenarios: ``scenarios.py``."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, Suit
from gunapp.games.gunzi.engine.actions import BuryJokers, Declare, PayTribute, ReturnTribute
from gunapp.games.gunzi.engine.events import JokersBuried, JokersLaid
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.table import GunziTable

from . import scenarios as sc


def start(qtbot, builder) -> GunziTable:  # type: ignore[no-untyped-def]
    state, agents = builder()
    table = GunziTable(None, speed=0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    table.start_match(sc.SEATS, state=state, agents=agents)
    return table


def click_card(table: GunziTable, item) -> None:  # type: ignore[no-untyped-def]
    view = table.canvas.view
    r = item.mapRectToScene(item.card_rect())
    pt = view.mapFromScene(r.left() + 4, r.center().y())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pt.x(), pt.y()))


def select(table: GunziTable, cards) -> None:  # type: ignore[no-untyped-def]
    hand = table.canvas.hand
    for it in hand.selected_items():
        click_card(table, it)
    pool = list(hand.items)
    for c in cards:
        it = next(i for i in pool if i.card == c)
        pool.remove(it)
        click_card(table, it)
    assert sorted(hand.selected_cards(), key=str) == sorted(cards, key=str)


def press(table: GunziTable, key: str) -> None:
    btn = table.bar.buttons[key]
    assert btn.isEnabled(), (key, table.bar.explanation.text())
    QTest.mouseClick(btn, Qt.MouseButton.LeftButton)


def run_until(qtbot, table: GunziTable, done: Callable[[], bool], act: Callable[[str], bool]) -> None:  # type: ignore[no-untyped-def]
    """Answer the bar with ``act(mode)`` (True = handled) until ``done()``."""

    def step() -> bool:
        if done():
            return True
        if (
            table.model is not None
            and table.model.viewer in table.model.state.to_act
            or table.turn.mode == "deal"
        ):
            act(table.turn.mode)
        return done()

    qtbot.waitUntil(step, timeout=60000)


def test_r10_declare_in_the_deal_r12_receive_and_return_r14_3_exchange_with_big_jokers_first(qtbot) -> None:  # type: ignore[no-untyped-def]
    table = start(qtbot, sc.dealer_scenario)
    m = table.model
    assert m is not None
    seen: dict[str, object] = {}

    def act(mode: str) -> bool:
        if mode in ("deal", "window"):
            keys = [k for k in table.bar.buttons if k.startswith("decl:")]
            if keys and "declared" not in seen:
                best = max(keys, key=lambda k: len(m.declarations()[int(k[5:])].cards))
                seen["declared"] = m.declarations()[int(best[5:])]
                press(table, best)
            elif mode == "window":
                press(table, "pass")
        elif mode == "return":
            sel = m.selection()
            assert sel is not None and sel.count == 2
            seen["return_prompt"] = table.bar.prompt.text()
            ret = next(a for a in m.legal() if isinstance(a, ReturnTribute))
            select(table, ret.cards)
            press(table, "return")
            seen["returned"] = ret.cards
        elif mode == "exchange":
            hand = list(m.state.hands[0])
            assert BIG_JOKER in hand and SMALL_JOKER in hand
            plain = [c for c in hand if not c.is_joker and c.rank not in (5, 10, 13)][:5]
            select(table, [SMALL_JOKER, *plain])  # R14.3: an SJ while keeping the BJ
            assert not table.bar.buttons["bury"].isEnabled()
            seen["bj_first"] = table.bar.explanation.text()
            select(table, [BIG_JOKER, SMALL_JOKER, *plain[:4]])
            press(table, "bury")
            seen["buried"] = (BIG_JOKER, SMALL_JOKER, *plain[:4])
        return True

    run_until(qtbot, table, lambda: m.state.phase in (Phase.BURY_JOKERS, Phase.PLAY), act)
    decl = seen["declared"]
    assert isinstance(decl, Declare) and decl.cards[0].code == "3H"
    assert m.state.trump_source == "declare" and m.state.trump is not None
    assert m.state.tribute_cards and len(m.state.tribute_cards) == 2  # R12.3: seat 3 paid two
    assert "2" in str(seen["return_prompt"]) or "two" in str(seen["return_prompt"]).lower()
    assert seen["bj_first"], "the refused exchange is explained (R14.3)"
    assert sorted(m.state.bottom, key=str) == sorted(seen["buried"], key=str)  # type: ignore[arg-type]
    assert m.state.bottom_public  # R14.4: jokers buried: face up
    assert len(m.state.hands[0]) == 39 and len(m.state.hands[3]) == 39
    table.close_game()


def test_r12_3_the_human_pays_tribute_with_his_highest_eligible_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    table = start(qtbot, sc.tribute_scenario)
    m = table.model
    assert m is not None
    seen: dict[str, object] = {}

    def act(mode: str) -> bool:
        if mode == "window":
            press(table, "pass")
        elif mode == "tribute":
            pays = [a for a in m.legal() if isinstance(a, PayTribute)]
            # the highest cards are selected for him; Pay is ready at once
            assert sorted(table.canvas.hand.selected_cards(), key=str) == sorted(pays[0].cards, key=str)
            seen["prompt"] = table.bar.prompt.text()
            seen["paid"] = pays[0].cards
            press(table, "pay")
        return True

    run_until(qtbot, table, lambda: m.state.phase in (Phase.EXCHANGE, Phase.BURY_JOKERS, Phase.PLAY), act)
    assert m.state.payer == 0 and m.state.dealer == 1
    assert sorted(m.state.tribute_cards, key=str) == sorted(seen["paid"], key=str)  # type: ignore[arg-type]
    assert len(m.state.tribute_cards) == 3 and "3" in str(seen["prompt"])
    assert len(m.state.hands[0]) == 39  # R12.4: the dealer gave three back
    table.close_game()


def test_r15_r27_burial_on_a_hidden_bottom_then_the_tied_pick_up(qtbot) -> None:  # type: ignore[no-untyped-def]
    table = start(qtbot, sc.burial_scenario)
    m = table.model
    assert m is not None
    events: list[object] = []
    m.event.connect(events.append)
    seen: dict[str, object] = {}

    def act(mode: str) -> bool:
        if mode == "window":
            press(table, "pass")
        elif mode == "bury_jokers" and "offer" not in seen:
            assert m.view().bottom is None  # R27: the human does not know the dealer's bottom
            offers = {k: table.turn.legal[int(k[3:])] for k in table.bar.buttons if k.startswith("bj:")}
            assert offers and all(isinstance(a, BuryJokers) and a.picked == () for a in offers.values())
            for code in ("4♠", "4♦", "9♥", "2♠"):  # nothing of the bottom appears in the prompt
                assert code not in table.bar.prompt.text()
                assert all(code not in b.text() for b in table.bar.buttons.values())
            key = next(k for k, a in offers.items() if a.jokers == (BIG_JOKER,))
            seen["offer"] = table.bar.prompt.text()
            press(table, key)
        elif mode == "bury_jokers":
            picks = {k: table.turn.legal[int(k[3:])] for k in table.bar.buttons if k.startswith("bj:")}
            assert "pass" not in table.bar.buttons
            got = sorted(tuple(c.code for c in a.picked) for a in picks.values())  # type: ignore[union-attr]
            assert got == [("4D",), ("4S",)]
            seen["tie"] = table.bar.prompt.text()
            press(table, next(k for k, a in picks.items() if a.picked[0].code == "4D"))  # type: ignore[union-attr]
        return True

    run_until(
        qtbot,
        table,
        lambda: "tie" in seen and m.state.phase is not Phase.BURY_JOKERS or (m.state.phase is Phase.PLAY),
        act,
    )
    assert "tie" in seen, "the tied pick-up was asked"
    laid = [e for e in events if isinstance(e, JokersLaid)]
    buried = [e for e in events if isinstance(e, JokersBuried) and e.seat == 0]
    assert laid and laid[0].seat == 0 and buried and [c.code for c in buried[0].picked] == ["4D"]
    assert any(c.code == "4D" for c in m.state.hands[0]) and BIG_JOKER in m.state.bottom
    mine = [e for e in m.state.records[-1]["events"] if e["type"] == "bury_jokers" and e["seat"] == 0]
    assert mine == [{"seat": 0, "type": "bury_jokers", "jokers": ["BJ"], "picked": ["4D"]}]
    table.close_game()


def test_r10_3_triple_jokers_name_the_suit_in_a_chooser(qtbot) -> None:  # type: ignore[no-untyped-def]
    table = start(qtbot, sc.triple_joker_scenario)
    m = table.model
    assert m is not None
    seen: dict[str, object] = {}

    def act(mode: str) -> bool:
        jk = [k for k in table.bar.buttons if k.startswith("jk:")]
        if mode in ("deal", "window") and jk and "chose" not in seen:
            # one button for the jokers, not one per suit
            assert len(jk) == 1 and not any(
                k.startswith("decl:") and "♦" in table.bar.buttons[k].text() for k in table.bar.buttons
            )
            press(table, jk[0])
            assert table.chooser.isVisible()
            btn = table.chooser.suit_buttons[Suit.DIAMONDS]
            seen["title"] = table.chooser.title.text()
            QTest.mouseClick(btn, Qt.MouseButton.LeftButton)
            seen["chose"] = True
            assert not table.chooser.isVisible()
        elif mode == "window":
            press(table, "pass")
        return True

    run_until(qtbot, table, lambda: m.state.phase not in (Phase.DEAL, Phase.WINDOW), act)
    assert seen.get("chose") and m.state.trump is Suit.DIAMONDS and m.state.decl_seat == 0
    assert m.state.decl_cards == (SMALL_JOKER,) * 3
    table.close_game()


def test_hint_rings_the_button_it_means(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A hint for a declaration (or a pass) rings that button, not only a sentence."""
    table = start(qtbot, sc.dealer_scenario)
    m = table.model
    assert m is not None
    qtbot.waitUntil(lambda: table.turn.mode == "window", timeout=30000)
    hints: list[object] = []
    m.hint_ready.connect(hints.append)
    press(table, "hint")
    qtbot.waitUntil(lambda: bool(hints) and bool(table.bar.explanation.text()), timeout=10000)
    ringed = [k for k, b in table.bar.buttons.items() if b.property("hinted") == "true"]
    assert len(ringed) == 1
    hint = hints[0]
    if isinstance(hint, Declare):
        assert m.declarations()[int(ringed[0][5:])] == hint
    else:
        assert ringed == ["pass"]
    table.close_game()
