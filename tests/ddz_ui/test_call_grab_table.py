"""The call-and-grab table beyond the bar: a shown hand lies face up at its seat and loses the cards played
(D11.9-D11.11), the settlement's per-peasant breakdown is the engine's (D11.12 and the spec's test vector),
a language switch redraws the seats' words, marks and the stake ladder, and the rules page explains D11."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from gunapp.games.doudizhu.engine.actions import Double, Pass, Show
from gunapp.games.doudizhu.engine.events import DealEnded
from gunapp.games.doudizhu.engine.presets import CLASSIC, HAPPY
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.settle import settle
from gunapp.games.doudizhu.engine.state import sort_cards
from gunapp.games.doudizhu.model import DdzModel
from gunapp.games.doudizhu.ui.panels import fill_settlement
from gunapp.games.doudizhu.ui.rules_text import DdzRulesText
from gunapp.games.doudizhu.ui.settle_breakdown import breakdown_rows
from gunapp.models.table_agents import TableAgent
from gunapp.ui.common.settlement_frame import SettlementFrame
from gunapp.ui.rules_page.pictures import Pictures
from tests.ddz_ui.call_grab_host import HappyHost
from tests.ddz_ui.test_call_grab_bar import drive_talk, make_table
from tests.fonts import require_font


class ShowsFirst:
    """Seat 1 starts with its hand shown (D11.9); everything else as its level decides."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def choose(self, view: Any, legal: Any, *, rng: Any, deadline: Any = None) -> Any:
        if isinstance(legal[0], Show) and view.seat == 1:
            return Show(1, True)
        if isinstance(legal[0], Double):  # a double at every seat that may: marks to look at
            return max(legal, key=lambda a: a.factor)
        return self.inner.choose(view, legal, rng=rng, deadline=deadline)


@pytest.fixture
def seat_one_shows(monkeypatch: pytest.MonkeyPatch) -> None:
    made = DdzModel.table_agent

    def table_agent(self: DdzModel, level: str, seed: int) -> TableAgent:
        agent = made(self, level, seed)
        return TableAgent(ShowsFirst(agent.agent), agent.rng)

    monkeypatch.setattr(DdzModel, "table_agent", table_agent)


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_a_shown_hand_lies_face_up_and_loses_its_plays_d11_11(qtbot, seat_one_shows, variant) -> None:
    # seed 6: seat 1 plays from its shown hand in both games (in seed 5's Dou Dizhu 4 the easy landlord, now
    # wary of leading into the shown hand, went out before seat 1 played a card)
    table = make_table(qtbot, variant, 6)
    model = table.new_session([None] + ["easy"] * (variant.players - 1))
    drive_talk(qtbot, table, {})
    anims = table.anims
    assert anims is not None
    shown = model.view().shown_hand(1)
    assert shown is not None
    # dealt face up, in the hand's order, in place of the seat's backs; marked at the plate
    assert anims.shown_hands.cards(1) == sort_cards(list(shown))
    assert all(not it.isVisible() for it in table.canvas.opponents[1].items)
    assert "Shown" in anims.marks.texts(1)
    assert anims.shown_hands.cards(2) == []  # nobody else showed
    played = 0
    while played < 3 and not table.settlement.isVisible():
        qtbot.waitUntil(lambda: table.turn.is_open or table.settlement.isVisible(), timeout=20000)
        if table.settlement.isVisible():
            break
        now = model.view().shown_hand(1)
        assert now is not None
        assert anims.shown_hands.cards(1) == sort_cards(list(now))  # the cards played are gone
        played += int(len(now) < len(shown))
        hints = model.hints(0)
        table._submit(hints[0] if hints else Pass(0))
    assert played, "seat 1 should have played a card from its shown hand"
    # a new window size lays the shown hand out again, inside the table
    qtbot.waitUntil(lambda: table.turn.is_open or table.settlement.isVisible(), timeout=20000)
    if table.settlement.isVisible():
        return
    table.resize(900, 600)
    qtbot.waitUntil(lambda: table.canvas.table_layout.width == table.canvas.width())
    anims.sync_shown()
    now = model.view().shown_hand(1)
    assert now is not None and anims.shown_hands.cards(1) == sort_cards(list(now))
    for it in anims.shown_hands.by_seat[1]:
        assert it.sceneBoundingRect().left() >= 0 and it.sceneBoundingRect().right() <= 900


def test_settlement_breakdown_is_the_engines_for_the_spec_vector_d11_12(qtbot) -> None:
    """Spec test vector: B (seat 1) landlord, g = 1, nobody showed, one bomb, no spring; C doubles, A does
    not, B super doubles; B wins: A pays 16, C pays 32, B receives 48. With doublingCap 16: 16, 16, 32."""
    happy = CLASSIC.options().model_copy(update={"bidding": "grab", "doubling": "super", "show_hand": True})
    for cap, pays in ((None, {0: 16, 2: 32}), (16, {0: 16, 2: 16})):
        options = happy.model_copy(update={"doubling_cap": cap})
        result = settle(3, 1, 1, 1, True, 5, 3, options, grabs=1, show=1, doubles=(1, 4, 2))
        assert result.scores == (-pays[0], pays[0] + pays[2], -pays[2])
        rows = breakdown_rows(result)
        assert {seat: amount for seat, _cells, amount in rows} == pays
        a = {seat: cells for seat, cells, _a in rows}
        assert a[0][:7] == ["1", "×2", "×1", "×2", "×1", "×1", "×4"]  # base, 2^g, s, 2^m, spring, d(A), d(B)
        assert a[2][:7] == ["1", "×2", "×1", "×2", "×1", "×2", "×4"]
        if cap:
            assert a[2][7] == "×16" and a[0][7] == "—"  # only C's multiplier was capped
        event = DealEnded(1, result, result.scores)
        frame = SettlementFrame()
        qtbot.addWidget(frame)
        fill_settlement(frame, event, [], 3, 0, options=options)
        texts = [w.text() for w in frame.findChildren(QLabel)]
        table_text = next(t for t in texts if "<table" in t and "Own<br>double" in t)
        assert f"receives {pays[0] + pays[2]} in all" in table_text
        for _seat, cells, amount in rows:
            assert "".join(f"<td align='center'>{v}</td>" for v in cells) in table_text
            assert str(amount) in table_text
        assert not any(t == "Stake" for t in texts)  # the one-multiplier line of section 8 is gone


def test_language_switch_redraws_words_marks_and_ladder(qtbot, seat_one_shows) -> None:
    from gunapp.i18n import LanguageManager

    require_font("it")
    languages = LanguageManager()
    try:
        languages.set_language("en")
        table = make_table(qtbot, Variant.DDZ3, 1)
        model = table.new_session([None, "easy", "easy"])
        # up to the player's double: the auction's words are gone, the peasants' doubles are up
        while True:
            qtbot.waitUntil(lambda: table.turn.is_open, timeout=20000)
            if isinstance(table.turn.legal[0], Double):
                break
            table._on_bar("yes" if "yes" in table.bar.buttons else "pass")
        anims = table.anims
        assert anims is not None
        words = anims.words.texts()
        marks = {s: anims.marks.texts(s) for s in range(3)}
        assert words and any(marks.values()), (words, marks)
        ladder = table.stake.ladder.text()
        assert ladder
        buttons = [b.text() for b in table.bar.buttons.values()]
        languages.set_language("it")
        qtbot.wait(10)
        assert anims.words.texts().keys() == words.keys()
        assert anims.words.texts() != words  # every word again, in Italian
        for seat, text in anims.words.texts().items():
            assert any(w in text for w in ("raddoppio", "Raddoppio", "Rubo", "rubo", "chiamo")), (seat, text)
        assert any(anims.marks.texts(s) != marks[s] for s in range(3) if marks[s])
        assert "Scoperta" in anims.marks.texts(1)
        assert table.stake.ladder.text() != ladder
        assert [b.text() for b in table.bar.buttons.values()] != buttons
        assert model.view().phase == "doubling"
        table.close_game()
    finally:
        languages.remove_all()


def test_rules_page_explains_call_and_grab_by_the_options_d11() -> None:
    text = DdzRulesText()
    pics = Pictures()
    happy = text.html(HAPPY.options(), pics)
    classic = text.html(CLASSIC.options(), pics)
    assert "抢地主" in happy and "super double" in happy and "明牌开始" in happy
    assert "grab the landlord (抢地主)" in happy  # the auction is told as calls, not points
    assert "bids 1, 2 or 3" not in happy
    assert "bids 1, 2 or 3" in classic
    assert "Happy (欢乐)" in classic and "are not played" in classic
    on = text.html(Options.model_validate({**HAPPY.values, "doubling": "on"}), pics)
    assert "super double" not in on and "may double" in on
    # statistics and saves read the deal's scores: the stakes of D11.12 are plain numbers there
    assert HappyHost().settings.house_rules["doudizhu"]["bidding"] == "grab"


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_autoplay_answers_the_talk_and_plays_the_deal_d11(qtbot, variant) -> None:
    """托管 takes the player's D11 decisions as well as the plays; the bar never stays open under it."""
    table = make_table(qtbot, variant, 3)
    table.comforts.auto_button.click()
    model = table.new_session([None] + ["easy"] * (variant.players - 1))
    table.comforts.continue_settlements = False
    qtbot.waitUntil(table.settlement.isVisible, timeout=120000)
    assert model.view().phase == "ended"
    assert any(d.seat == 0 for d in model.view().talk)  # seat 0 answered at least the 明牌开始 question
    assert not table.bar.isVisible()
    table.close_game()


def test_every_call_and_grab_event_has_a_sound_d11() -> None:
    from gunapp.games.doudizhu.engine import events as dz
    from gunapp.games.doudizhu.engine.stake import Stake
    from gunapp.games.doudizhu.ui.kit import DdzCues
    from gunapp.sound.plan import SILENT

    cues = DdzCues(0, 3)
    stake = Stake()
    talk = [
        dz.CallMade(1, True, stake),
        dz.CallMade(1, False, stake),
        dz.GrabMade(2, True, False, stake),
        dz.GrabMade(2, False, True, stake),
        dz.ShowMade(0, "start", True, 4, (), stake),
        dz.DoubleMade(0, 1, stake),
        dz.DoubleMade(0, 2, stake),
        dz.DoubleMade(0, 4, stake),
    ]
    for e in talk:
        found = cues.cues(e)
        assert found is not None and found is not SILENT, e
    assert cues.cues(dz.ShowMade(0, "start", False, 1, (), stake)) is SILENT
    assert cues.cues(dz.ShowRoundStarted(1, 0, 1, 17)) is SILENT


def test_the_next_deal_starts_its_stake_afresh_at_the_show_round_d11_9(qtbot) -> None:
    table = make_table(qtbot, Variant.DDZ3, 3)
    table.comforts.auto_button.click()
    table.new_session([None, "easy", "easy"])
    table.comforts.continue_settlements = False
    qtbot.waitUntil(table.settlement.isVisible, timeout=120000)
    table.comforts.auto_button.click()  # the player takes the next deal's questions back
    assert table.stake.multiplier > 1 or table.stake.ladder.text()
    table.settlement.buttons["next"].click()
    qtbot.waitUntil(lambda: table.turn.is_open, timeout=20000)
    assert isinstance(table.turn.legal[0], Show)  # the show round: nothing dealt yet
    assert table.stake.deal_label.text() == "Deal 2"
    assert table.stake.mult_value.text() == "×1"
    assert not table.stake.ladder.isVisibleTo(table.stake)
    table.close_game()
