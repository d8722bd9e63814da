"""Issue 26 item 1: the statistics follow the call-and-grab rules (doudizhu.md section 11, the 欢乐 preset).

A deal under them counts, for the player, the landlord record, the grabs (D11.3), doubles (D11.7) and shown hands
(D11.9-D11.10) and how they paid off, the biggest multiplier (D11.12) and the average stake, apart from the
section-8 deals: their points are not comparable (a best session score under the 1-2-3 bids stays its own)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from gunapp.core.match_codec import GrabDeal
from gunapp.games.doudizhu.engine.actions import Action, Bid, Call, Double, Grab, Pass, Play, Show
from gunapp.games.doudizhu.engine.events import DealEnded
from gunapp.games.doudizhu.engine.match_codec import CODEC
from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.storage.statistics import GameStats, GrabStats, StatsStore

ME = 0


@dataclass
class FakeModel:
    """What the codec reads of a model: the engine."""

    engine: Session
    branch: dict[str, Any] | None = None
    reviews: tuple[Any, ...] = ()
    ended: bool = False

    def seat_info(self) -> list[Any]:
        return []


def choose(legal: list[Action], seat: int) -> Action:
    """The player shows, grabs and super doubles whenever allowed; the others call but never grab or double;
    the card play takes the first legal play (a pass only when nothing else is legal)."""
    first = legal[0]
    if isinstance(first, Show):
        return Show(seat, seat == ME)
    if isinstance(first, Call):
        return Call(seat, True)
    if isinstance(first, Grab):
        return Grab(seat, seat == ME)
    if isinstance(first, Double):
        return Double(seat, max(a.factor for a in legal if isinstance(a, Double)) if seat == ME else 1)
    if isinstance(first, Bid):
        return max((a for a in legal if isinstance(a, Bid)), key=lambda a: a.value)
    plays = [a for a in legal if isinstance(a, Play)]
    return plays[0] if plays else next(a for a in legal if isinstance(a, Pass))


def play_deal(session: Session) -> tuple[DealEnded, int]:
    """Play the current deal out; the DealEnded and the grabs the player made."""
    grabs = 0
    while True:
        seat = session.to_act
        assert seat is not None
        action = choose(session.legal_actions(seat), seat)
        grabs += int(isinstance(action, Grab) and action.grab)
        for e in session.apply(action):
            if isinstance(e, DealEnded):
                return e, grabs


@pytest.mark.parametrize(("seed", "grabbed"), [(0, 1), (2, 0)], ids=["grabbed-and-lost", "called-and-won"])
def test_a_happy_deal_counts_grabs_doubles_shows_and_the_multiplier_d11(seed: int, grabbed: int) -> None:
    session = Session(Variant.DDZ3, HAPPY.options(), seed=seed)
    session.start_events()
    ended, grabs = play_deal(session)
    stats = GameStats()
    assert CODEC.count(stats, ended, ME, FakeModel(session)) == "counted"
    result = ended.result
    score = result.scores[ME]
    g = stats.grab
    assert (stats.hands_played, g.deals, g.deals_won) == (1, 1, int(score > 0))
    assert g.grabs == grabs == grabbed
    assert g.doubled == 1 and g.doubled_points == score and g.doubled_won == int(score > 0)
    assert g.shown == 1 and g.shown_won == int(score > 0)
    landlord = result.landlord == ME
    assert (g.landlord_won + g.landlord_lost, g.landlord_won) == (int(landlord), int(landlord and score > 0))
    # D11.12: the player's points are the base times the player's multiplier (a landlord's: every peasant's)
    assert g.best_multiplier * result.base == abs(score) and g.best_multiplier >= 4 * 4  # shown ×4, super ×4
    assert g.stake_points == abs(score) and g.average_stake == abs(score)
    # the session total goes to the call-and-grab best, not to the classic one
    assert g.best_score == ended.totals[ME] and stats.best_score is None


def test_what_the_player_did_not_do_is_not_counted_d11() -> None:
    """The seats other than the player's grabbed and doubled nothing here; a peasant who did not double has
    no doubled deal, and a hand not shown is not counted as shown."""
    session = Session(Variant.DDZ4, Options(bidding="grab", doubling="on"), seed=3)
    session.start_events()
    ended, grabs = play_deal(session)
    stats = GameStats()
    CODEC.count(stats, ended, 1, FakeModel(session))  # seat 1 never grabs, never doubles, never shows
    g = stats.grab
    assert (g.deals, g.grabs, g.doubled, g.shown) == (1, 0, 0, 0)
    assert g.doubled_points == 0
    assert g.best_multiplier * ended.result.base == abs(ended.result.scores[1])


def test_a_classic_deal_leaves_the_call_and_grab_figures_alone_d8() -> None:
    session = Session(Variant.DDZ3, Options(), seed=5)
    session.start_events()
    ended, _ = play_deal(session)
    stats = GameStats()
    CODEC.count(stats, ended, ME, FakeModel(session))
    assert stats.hands_played == 1 and stats.best_score == ended.totals[ME]
    assert stats.grab == GrabStats()


def test_grab_stats_record_sums_and_maxima() -> None:
    g = GrabStats()
    g.record(GrabDeal(score=12, total=12, landlord=True, grabs=2, double=2, shown=True, multiplier=12))
    g.record(GrabDeal(score=-48, total=-36, landlord=False, grabs=0, double=4, shown=False, multiplier=48))
    g.record(GrabDeal(score=3, total=-33, landlord=False, grabs=1, double=1, shown=True, multiplier=3))
    assert (g.deals, g.deals_won, g.landlord_won, g.landlord_lost) == (3, 2, 1, 0)
    assert (g.grabs, g.doubled, g.doubled_won, g.doubled_points) == (3, 2, 1, -36)
    assert (g.shown, g.shown_won, g.best_multiplier, g.stake_points) == (2, 2, 48, 63)
    assert g.average_stake == 21 and g.best_score == 12


def test_an_old_statistics_file_loads_with_the_call_and_grab_figures_at_zero(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"games": {"ddz3": {"hands_played": 9, "hands_won": 4, "best_score": 30}}}))
    store = StatsStore(path)
    st = store.load().game("ddz3")
    assert (st.hands_played, st.best_score, st.grab) == (9, 30, GrabStats())
    assert store.moved_to is None and store.reset_games == []
    st.record_grab_deal(
        GrabDeal(score=6, total=6, landlord=True, grabs=1, double=1, shown=False, multiplier=6)
    )
    assert store.save()
    again = StatsStore(path)
    assert again.load().game("ddz3").grab.landlord_won == 1


@pytest.mark.parametrize("grab", [{"deals": -1}, {"best_multiplier": "many"}, []])
def test_a_damaged_call_and_grab_entry_resets_that_game_alone(tmp_path: Path, grab: object) -> None:
    path = tmp_path / "statistics.json"
    games = {"ddz3": {"hands_played": 2, "grab": grab}, "ddz4": {"hands_played": 5}}
    path.write_text(json.dumps({"games": games}))
    store = StatsStore(path)
    stats = store.load()
    assert store.reset_games == ["ddz3"] and stats.games["ddz4"].hands_played == 5


def test_a_corrupt_file_is_still_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(b'{"games": {"ddz3": {"grab": ')
    store = StatsStore(path)
    assert store.load().games == {} and store.moved_to is not None
