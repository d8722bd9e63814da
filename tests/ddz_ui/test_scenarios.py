"""Preset deals driven through the table like a player: a spring (春天) with a bomb and a rocket, 反春, the
4-joker rocket of ddz4, the 报双/报单 warnings on the plates, the D6.4 reading chooser, an illegal attempt of
each kind with its explanation, and the end of a session with its leader. Settlement figures are checked
against the engine's DealEnded event and the multiplier against D8.2."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from PySide6.QtCore import Qt

from gunapp.core.cards import parse_cards
from gunapp.games.doudizhu.engine.actions import Play
from gunapp.games.doudizhu.engine.combos import Combo, Kind
from gunapp.games.doudizhu.engine.events import CardsPlayed, DealEnded
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.doudizhu.ui.texts import T
from tests.fixtures.ddz_scenarios import (
    illegal_ddz4_session,
    preset_session,
    rocket_ddz4_session,
    spring_session,
)

STRAIGHT = ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"]


def start(qtbot, variant: Variant, session: Session) -> DdzTable:
    table = DdzTable(None, variant, speed=0, seed=session.seed)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    table.new_session([None] + ["normal"] * (variant.players - 1), session=session)
    return table


def human_turn(qtbot, table: DdzTable) -> None:
    qtbot.waitUntil(lambda: table.turn.is_open or table.settlement.isVisible(), timeout=20000)


def bid(qtbot, table: DdzTable, value: int) -> None:
    human_turn(qtbot, table)
    assert table.turn.mode == "bid"
    qtbot.mouseClick(table.bar.buttons[f"bid{value}"], Qt.MouseButton.LeftButton)


def play(qtbot, table: DdzTable, codes: Sequence[str]) -> None:
    human_turn(qtbot, table)
    assert table.turn.mode == "play", "not the human's turn to play"
    table.select(parse_cards(codes))
    assert table.bar.buttons["play"].isEnabled(), table.bar.explanation.text()
    qtbot.mouseClick(table.bar.buttons["play"], Qt.MouseButton.LeftButton)


def record(table: DdzTable) -> tuple[list[CardsPlayed], list[DealEnded]]:
    plays: list[CardsPlayed] = []
    ends: list[DealEnded] = []
    assert table.model is not None
    table.model.cards_played.connect(plays.append)
    table.model.deal_ended.connect(ends.append)
    return plays, ends


def d82_multiplier(variant: Variant, plays: Sequence[CardsPlayed]) -> int:
    """D8.2 from the plays seen: ddz3 every bomb and rocket; ddz4 bombs of 6+ cards and rockets."""
    m = 0
    for p in plays:
        k = p.combo.kind
        if k is Kind.ROCKET or (k is Kind.BOMB and (variant is Variant.DDZ3 or len(p.cards) >= 6)):
            m += 1
    return 1 << m


def settlement_text(table: DdzTable) -> str:
    from PySide6.QtWidgets import QLabel

    return "\n".join(w.text() for w in table.settlement.findChildren(QLabel))


def check_settlement(table: DdzTable, end: DealEnded, variant: Variant, plays, spring_bonus: int) -> None:
    r = end.result
    assert r.multiplier == d82_multiplier(variant, plays) * spring_bonus  # D8.2, D8.4 spring
    stake = r.base * r.multiplier
    n = variant.players
    sign = 1 if r.winner == "landlord" else -1
    assert r.scores == tuple(sign * stake * (n - 1) if s == r.landlord else -sign * stake for s in range(n))
    text = settlement_text(table)
    assert f"{r.base} × {r.multiplier} = {stake}" in text
    for s in range(n):
        assert f"{'+' if r.scores[s] > 0 else ''}{r.scores[s]}   (" in text
    assert table.stake.mult_value.text() == f"×{r.multiplier}"  # the spring bumps it too


def test_d84_spring_with_bomb_and_rocket(qtbot) -> None:
    """Spring on: the landlord goes out with no peasant play; 3 × 2 (bomb) × 2 (rocket) × 2 (spring) = 24."""
    table = start(qtbot, Variant.DDZ3, spring_session())
    plays, ends = record(table)
    bid(qtbot, table, 3)
    play(qtbot, table, ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"])
    play(qtbot, table, ["AH", "AC"])
    play(qtbot, table, ["2S", "2H", "2C", "2D"])
    human_turn(qtbot, table)
    plate = table.canvas.plates[0]
    assert T().cards_left(2) in plate.info  # 报双 on the plate
    assert table.stake.mult_value.text() == "×2"
    play(qtbot, table, ["SJ", "BJ"])
    qtbot.waitUntil(table.settlement.isVisible, timeout=20000)
    (end,) = ends
    assert end.result.spring and end.result.multiplier == 8 and end.result.scores == (48, -24, -24)
    assert table.anims is not None and table.anims.effects_seen == ["bomb", "rocket", "spring"]
    check_settlement(table, end, Variant.DDZ3, plays, 2)
    assert T().spring_name(False) in settlement_text(table)


def test_d84_spring_off_no_bonus_and_last_card_warning(qtbot) -> None:
    """Spring off (the default): the same spring earns nothing extra; 报单 shows with one card left."""
    from tests.fixtures import ddz_scenarios as scenarios

    session = preset_session(Variant.DDZ3, scenarios.SPRING_DDZ3, kitty=scenarios.SPRING_DDZ3_KITTY)
    table = start(qtbot, Variant.DDZ3, session)
    plays, ends = record(table)
    bid(qtbot, table, 1)
    human_turn(qtbot, table)
    for cards in (["3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"], ["AH", "AC"]):
        play(qtbot, table, cards)
    play(qtbot, table, ["2S", "2H", "2C", "2D"])
    play(qtbot, table, ["SJ"])  # 报单 after this one
    human_turn(qtbot, table)
    assert T().cards_left(1) in table.canvas.plates[0].info
    play(qtbot, table, ["BJ"])
    qtbot.waitUntil(table.settlement.isVisible, timeout=20000)
    (end,) = ends
    assert not end.result.spring and end.result.multiplier == 2
    check_settlement(table, end, Variant.DDZ3, plays, 1)
    assert T().spring_name(False) not in settlement_text(table)


def test_d84_reverse_spring(qtbot) -> None:
    """反春: the landlord (the human) plays only the first lead, then passes until a peasant goes out."""
    table = start(qtbot, Variant.DDZ3, spring_session(seed=2))
    plays, ends = record(table)
    bid(qtbot, table, 3)
    play(qtbot, table, ["3S"])
    while True:
        human_turn(qtbot, table)
        if table.settlement.isVisible():
            break
        assert table.bar.buttons["pass"].isEnabled()
        qtbot.mouseClick(table.bar.buttons["pass"], Qt.MouseButton.LeftButton)
    (end,) = ends
    assert end.result.winner == "peasants" and end.result.spring
    assert table.anims is not None and table.anims.effects_seen[-1] == "reverse_spring"
    check_settlement(table, end, Variant.DDZ3, plays, 2)
    assert T().spring_name(True) in settlement_text(table)


def test_d82_ddz4_rocket_of_four_jokers(qtbot) -> None:
    table = start(qtbot, Variant.DDZ4, rocket_ddz4_session())
    plays, _ends = record(table)
    human_turn(qtbot, table)
    bid(qtbot, table, 3)
    human_turn(qtbot, table)
    if table.turn.mode == "bid":  # pragma: no cover - the preset makes the human bid first
        pytest.fail("bidding did not end")
    play(qtbot, table, ["SJ", "SJ", "BJ", "BJ"])
    qtbot.waitUntil(lambda: any(p.combo.kind is Kind.ROCKET for p in plays), timeout=20000)
    human_turn(qtbot, table)
    assert table.anims is not None and table.anims.last_effect == "rocket"
    assert table.stake.mult_value.text() == "×2"


def explain_for(qtbot, table: DdzTable, codes: Sequence[str]) -> str:
    table.select(parse_cards(codes))
    assert not table.bar.buttons["play"].isEnabled()
    text = table.bar.explanation.text()
    assert table.bar.explanation.isVisible() and text
    table.canvas.hand.clear_selection()
    return text


def test_illegal_attempts_are_explained_ddz4(qtbot) -> None:
    """Not a combination (D6), not allowed with 4 players (trio + single, D6 table), then against the table:
    wrong kind, wrong length, not higher (D7.1)."""
    table = start(qtbot, Variant.DDZ4, illegal_ddz4_session())
    e = table.explainer
    bid(qtbot, table, 3)
    human_turn(qtbot, table)
    assert explain_for(qtbot, table, ["3S", "5D"]) == e.tr("These cards do not form a combination.")
    text = explain_for(qtbot, table, ["7S", "7H", "7C", "3S"])
    assert text == e.tr("{kind} is not allowed with 4 players.").format(kind=T().kind(Kind.TRIO_SINGLE))
    play(qtbot, table, ["8S", "8H"])
    # wait until the table shows an answer to beat or the human leads again
    human_turn(qtbot, table)
    view = table.model.view(0)
    if view.leading:
        pytest.skip("nobody answered the pair")  # pragma: no cover
    assert view.last is not None


def test_illegal_against_the_table_ddz3(qtbot) -> None:
    """Wrong kind, wrong length and not higher (D7.1), each with its sentence, through the bar."""
    hands = (
        [
            "3S",
            "4S",
            "5S",
            "6S",
            "7S",
            "9S",
            "9H",
            "TS",
            "JS",
            "QS",
            "KS",
            "KH",
            "2S",
            "8D",
            "8C",
            "4D",
            "4C",
        ],
        [
            "3H",
            "4H",
            "5H",
            "6H",
            "7H",
            "8H",
            "QH",
            "QD",
            "QC",
            "AH",
            "AD",
            "AC",
            "AS",
            "2H",
            "2D",
            "SJ",
            "BJ",
        ],
    )
    session = preset_session(Variant.DDZ3, hands, first_bidder=1, seed=4)
    table = start(qtbot, Variant.DDZ3, session)
    human_turn(qtbot, table)
    e = table.explainer
    model = table.model
    assert model is not None
    view = model.view(0)
    if table.turn.mode == "bid":
        qtbot.mouseClick(table.bar.buttons["bid0"], Qt.MouseButton.LeftButton)
        human_turn(qtbot, table)
        view = model.view(0)
    assert table.turn.mode == "play" and view.last is not None
    rival = view.last
    t = T()
    # the landlord (Right) leads the straight 3..8 (D6 kind 6, six ranks)
    assert (rival.kind, rival.length, rival.key) == (Kind.STRAIGHT, 6, 5)
    text = explain_for(qtbot, table, ["3S", "4S", "5S", "6S", "7S"])
    assert text == e.tr(
        "Wrong size: the {kind} on the table spans {rival} ranks, yours spans {length}."
    ).format(kind=t.kind(Kind.STRAIGHT).lower(), rival=6, length=5)
    text = explain_for(qtbot, table, ["3S", "4S", "5S", "6S", "7S", "8D"])
    assert text == e.tr("Not higher: a {kind} up to {mine} does not beat one up to {theirs}.").format(
        kind=t.kind(Kind.STRAIGHT).lower(), mine="8", theirs="8"
    )
    text = explain_for(qtbot, table, ["9S", "9H"])
    assert text == e.tr("The table shows a {rival}: answer with a {rival} or a bomb, not a {kind}.").format(
        rival=t.kind(Kind.STRAIGHT).lower(), kind=t.kind(Kind.PAIR).lower()
    )
    assert explain_for(qtbot, table, ["3S", "9S"]) == e.tr("These cards do not form a combination.")


def test_d64_reading_chooser_forced(qtbot, monkeypatch) -> None:
    """D6.4: when the cards fit two readings the bar offers both (highest first); the one picked is played."""
    table = start(qtbot, Variant.DDZ3, spring_session())
    bid(qtbot, table, 3)
    human_turn(qtbot, table)
    model = table.model
    assert model is not None
    cards = parse_cards(["3S", "4S", "5S", "6S", "7S"])
    real = model.readings(cards, 0)
    assert len(real) == 1
    fake = Combo(Kind.PAIR_STRAIGHT, 7, 3, real[0].ranks)  # a second reading, only to open the chooser
    monkeypatch.setattr(model, "readings", lambda c, seat=None: [real[0], fake])
    submitted: list[Play] = []
    monkeypatch.setattr(model, "submit", lambda a: submitted.append(a) or True)
    table.select(cards)
    qtbot.mouseClick(table.bar.buttons["play"], Qt.MouseButton.LeftButton)
    assert table._choosing == [real[0], fake]
    labels = [table.bar.buttons[f"reading{i}"].text() for i in range(2)]
    assert labels == [T().kind(Kind.STRAIGHT, 5), T().kind(Kind.PAIR_STRAIGHT, 3)]
    qtbot.mouseClick(table.bar.buttons["cancel"], Qt.MouseButton.LeftButton)
    assert table._choosing is None and not submitted
    qtbot.mouseClick(table.bar.buttons["play"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.bar.buttons["reading0"], Qt.MouseButton.LeftButton)
    assert len(submitted) == 1 and isinstance(submitted[0], Play) and submitted[0].reading == real[0]


def test_d83_session_end_shows_the_leader(qtbot) -> None:
    table = start(qtbot, Variant.DDZ3, spring_session())
    bid(qtbot, table, 3)
    for cards in (
        ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"],
        ["AH", "AC"],
        ["2S", "2H", "2C", "2D"],
        ["SJ", "BJ"],
    ):
        play(qtbot, table, cards)
    qtbot.waitUntil(table.settlement.isVisible, timeout=20000)
    qtbot.mouseClick(table.settlement.buttons["end"], Qt.MouseButton.LeftButton)
    assert table._session_over
    text = settlement_text(table)
    assert table.model is not None and table.model.leaders() == [0]
    assert "48" in text
    assert set(table.settlement.buttons) == {"home", "again"}


def test_plates_keep_the_old_totals_until_the_settlement(qtbot) -> None:
    """Regression: the plates showed the deal's result (−24) during the final rocket, before the settlement:
    the engine settles at the last play, the screen is still animating it."""
    table = start(qtbot, Variant.DDZ3, spring_session())
    assert table.anims is not None
    seen: list[tuple[int, str]] = []
    table.anims.multiplier_changed.connect(lambda m, _d: seen.append((m, table.canvas.plates[1].info)))
    bid(qtbot, table, 3)
    for cards in (STRAIGHT, ["AH", "AC"], ["2S", "2H", "2C", "2D"], ["SJ", "BJ"]):
        play(qtbot, table, cards)
    qtbot.waitUntil(table.settlement.isVisible, timeout=20000)
    assert [m for m, _ in seen] == [2, 4, 8]  # bomb, rocket, spring
    assert all(T().points(0) in info and "24" not in info for _, info in seen)
    assert T().points(-24) in table.canvas.plates[1].info


def test_end_session_during_a_turn_closes_the_bar(qtbot) -> None:
    """Regression: ending the session while the human was to bid left the bid bar under the final panel."""
    table = start(qtbot, Variant.DDZ3, spring_session())
    human_turn(qtbot, table)
    assert table.bar.isVisible()
    assert table.end_session() == [0, 1, 2]  # no deal finished: everyone leads with 0
    assert table.settlement.isVisible() and not table.bar.isVisible() and not table.turn.is_open
    headline = table.settlement.headline.text()
    assert table.settlement.width() >= table.settlement.fontMetrics().horizontalAdvance(headline)
