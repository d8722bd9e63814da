"""Ending a match by hand (Dou Dizhu's End session, D8.3) counts a match won only once a hand was played out:
``GameModel.hands_played`` (issue 25: the autosave no longer reads Dou Dizhu's ``deals``)."""

from __future__ import annotations

from pathlib import Path

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.model import DdzModel
from gunapp.models.game_model import SeatConfig
from gunapp.storage.saves import SaveStore
from gunapp.storage.statistics import StatsStore
from gunapp.ui.resume import MatchKeeper

SEATS = [SeatConfig("human", None), SeatConfig("ai", "easy"), SeatConfig("ai", "easy")]


def _keeper(tmp_path: Path, model: DdzModel) -> tuple[MatchKeeper, StatsStore]:
    stats = StatsStore(tmp_path / "statistics.json")
    return MatchKeeper(model, SaveStore(tmp_path / "saves"), stats), stats


def test_ending_before_any_deal_counts_no_session_d8_3(qtbot, tmp_path: Path) -> None:
    model = DdzModel(Variant.DDZ3, SEATS, seed=4, auto_ready=True)
    keeper, stats = _keeper(tmp_path, model)
    assert model.hands_played() == 0
    model.end_session()  # every total 0: seat 0 leads, but nothing was played
    assert stats.stats.game("ddz3").matches_won == 0
    assert keeper is not None


def test_ending_after_a_deal_counts_the_session_for_a_leader_d8_3(qtbot, tmp_path: Path) -> None:
    model = DdzModel(Variant.DDZ3, [SeatConfig("ai", "easy")] * 3, seed=4, auto_ready=True)
    model.start()
    qtbot.waitUntil(lambda: model.hands_played() >= 1, timeout=60000)
    model.stop()
    keeper, stats = _keeper(tmp_path, model)
    keeper.active = True
    keeper.viewer = model.leaders()[0]  # count for a leading seat as if it were the player's
    model.end_session()
    assert stats.stats.game("ddz3").matches_won == 1
    assert model.hands_played() == len(model.deals) >= 1
