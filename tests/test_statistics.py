"""Statistics: counts per game, stored atomically, a corrupt file moved aside; who won a Gunzi hand."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from gunapp.games.gunzi.engine.events import HandSettled
from gunapp.games.gunzi.engine.match_codec import hand_won as gunzi_hand_won
from gunapp.storage.statistics import GameStats, StatsStore


def test_counts_survive_a_restart(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "statistics.json")
    store.load()
    st = store.stats.game("ddz3")
    st.record_hand(True)
    st.record_hand(False)
    st.record_score(-4)
    st.record_score(12)
    st.record_score(5)
    assert store.save()
    again = StatsStore(tmp_path / "statistics.json")
    again.load()
    got = again.stats.game("ddz3")
    assert (got.hands_played, got.hands_won, got.best_score) == (2, 1, 12)
    assert again.stats.game("gunzi") == GameStats()
    with pytest.raises(ValueError):
        again.stats.game("poker")


def test_reset_sets_everything_to_zero(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "s.json")
    store.stats.game("gunzi").record_hand(True)
    store.save()
    store.reset()
    again = StatsStore(tmp_path / "s.json")
    assert again.load().games == {}


@pytest.mark.parametrize(
    "content",
    [
        b"\xff\xfe",
        b"{oops",
        b"[1, 2]",
        b'{"games": []}',
        b"[" * 5000 + b"]" * 5000,
        b'{"a": 1' + b"9" * 5001 + b"}",
    ],
    ids=["bad-utf8", "syntax", "list", "games-list", "nested-5000", "huge-number"],
)
def test_a_corrupt_file_is_moved_aside_and_counts_start_from_zero(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(content)
    store = StatsStore(path)
    stats = store.load()
    assert stats.games == {}
    assert store.moved_to is not None and store.moved_to.read_bytes() == content
    assert not path.exists()
    store.stats.game("gunzi").record_hand(True)
    assert store.save() and json.loads(path.read_text())["games"]["gunzi"]["hands_won"] == 1


def test_issue14_7_one_bad_entry_resets_that_game_alone(tmp_path: Path) -> None:
    """Issue 14 item 7: a damaged game entry used to reset every game's statistics."""
    path = tmp_path / "statistics.json"
    content = b'{"games": {"gunzi": {"hands_played": -3}, "ddz3": {"hands_played": 7, "hands_won": 2}}}'
    path.write_bytes(content)
    store = StatsStore(path)
    stats = store.load()
    assert stats.games == {"ddz3": GameStats(hands_played=7, hands_won=2)}
    assert store.reset_games == ["gunzi"] and store.moved_to is None and store.read_error is None


def test_issue14_7_utf8_bom_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(b'\xef\xbb\xbf{"games": {"ddz4": {"hands_played": 2}}}')
    store = StatsStore(path)
    assert store.load().games == {"ddz4": GameStats(hands_played=2)} and store.moved_to is None


@pytest.mark.parametrize("kind", ["folder", "symlink-loop"])
def test_issue14_7_unreadable_statistics_are_reported_and_never_written_over(
    tmp_path: Path, kind: str
) -> None:
    """A folder or a symlink loop where the file should be: a notice (read_error), not a silent zero, and
    this run's counts are not written over it."""
    path = tmp_path / "statistics.json"
    if kind == "folder":
        path.mkdir()
        (path / "keep").write_text("x")
    else:
        path.symlink_to(path)
    store = StatsStore(path)
    assert store.load().games == {}
    assert store.read_error and store.moved_to is None
    store.stats.game("gunzi").record_hand(True)
    assert not store.save()
    if kind == "folder":
        assert (path / "keep").read_text() == "x"
    else:
        assert path.is_symlink() and str(path.readlink()) == str(path)


def test_issue14_7_leftover_temp_files_are_cleaned_only_when_old_and_ours(tmp_path: Path) -> None:
    old, young, foreign = (
        tmp_path / ".statistics.json.abcd1234.tmp",
        tmp_path / ".statistics.json.zzzz9999.tmp",
        tmp_path / "notes.tmp",
    )
    for p in (old, young, foreign):
        p.write_text("partial")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    os.utime(foreign, (time.time() - 3600, time.time() - 3600))
    StatsStore(tmp_path / "statistics.json").load()
    assert not old.exists() and young.exists() and foreign.exists()


def test_unknown_games_and_fields_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text('{"games": {"poker": {"hands_played": 4}, "ddz4": {"hands_played": 2, "x": 1}}, "y": 0}')
    store = StatsStore(path)
    assert store.load().games == {"ddz4": GameStats(hands_played=2)} and store.moved_to is None


def settled(outcome: str, dealer: int, cycle_winner: int | None = None) -> HandSettled:
    return HandSettled(0, 0, False, outcome, dealer, (3, 3), None, 0, 0, cycle_winner)


@pytest.mark.parametrize(
    ("outcome", "dealer", "cycle_winner", "won"),
    [
        ("C1", 0, None, True),  # R21.4: our side dealt and held
        ("C2", 2, None, True),  # dug, but under 120: the dealer side stays
        ("C3", 0, None, False),  # the attackers take over
        ("C4", 1, None, True),  # we attacked and dug
        ("C1", 1, None, False),
        ("E1", 1, 1, False),  # R21.3 special endings: the cycle's winner wins the hand
        ("E2", 1, 0, True),
        ("cycle_won", 0, 0, True),  # R23.3
    ],
)
def test_r21_who_won_a_gunzi_hand(outcome: str, dealer: int, cycle_winner: int | None, won: bool) -> None:
    assert gunzi_hand_won(settled(outcome, dealer, cycle_winner), 0) is won
    assert gunzi_hand_won(settled(outcome, dealer, cycle_winner), 1) is not won
