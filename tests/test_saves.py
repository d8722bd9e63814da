"""Autosaves: the engines resume a record mid-hand and between hands to the identical state; the save store
writes atomically with a .bak, survives a crash during a save, and moves a corrupt save aside."""

from __future__ import annotations

import os
import random
import threading
from pathlib import Path

import pytest

from gunapp.core.record import GameRecord, RecordError, SeatInfo, parse_record
from gunapp.games.doudizhu.engine import record_io as ddz_io
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.state import Phase as DdzPhase
from gunapp.games.gunzi.ai import RandomAgent, RuleAgent
from gunapp.games.gunzi.ai.runner import play_hand, step
from gunapp.games.gunzi.engine import record_io as gunzi_io
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.storage import saves
from gunapp.storage.saves import SaveStore
from tools.soak.samples import ddz_session

# -- the engines: resume points ------------------------------------------------------------------------


def gunzi_state(seed: int, hands: int, extra_steps: int) -> GunziState:
    state = GunziState.new(GunziOptions(cyclesPerMatch=20, riot="ON"), seed)  # type: ignore[arg-type]
    rng = random.Random(seed)
    agents = [RuleAgent(), RandomAgent(), RuleAgent(), RandomAgent()]
    for _ in range(hands):
        play_hand(state, agents, rng)
    for _ in range(extra_steps):
        if state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            break
        step(state, agents, rng)
    return state


def resumed_gunzi(record: GameRecord) -> GunziState:
    start, actions = gunzi_io.resume_point(parse_record(record.to_json()))
    for a in actions:
        start.apply(a)
    return start


@pytest.mark.parametrize(
    ("seed", "hands", "extra"),
    [(1, 0, 60), (2, 0, 400), (3, 2, 0), (4, 1, 250), (5, 3, 170)],
)
def test_gunzi_resume_point_rebuilds_the_identical_state(seed: int, hands: int, extra: int) -> None:
    """Mid-deal, mid-play and between hands: start + actions == the state that was saved."""
    state = gunzi_state(seed, hands, extra)
    record = gunzi_io.to_record(state)
    again = resumed_gunzi(record)
    assert again == state
    assert gunzi_io.to_record(again).to_json() == record.to_json()
    for seat in range(4):
        assert again.view(seat) == state.view(seat)


def test_gunzi_resume_point_starts_at_the_last_hand() -> None:
    state = gunzi_state(6, 2, 300)
    start, actions = gunzi_io.resume_point(gunzi_io.to_record(state))
    assert start.deal_no == state.deal_no and start.dealt == 0 and start.phase is Phase.DEAL
    assert actions, "the hand in progress has actions to re-apply"


def test_gunzi_resume_continues_like_the_original() -> None:
    """After resuming, the next hands are dealt exactly as in the uninterrupted match (per-hand RNG)."""
    state = gunzi_state(8, 1, 120)
    twin = resumed_gunzi(gunzi_io.to_record(state))
    agents = [RuleAgent(), RuleAgent(), RuleAgent(), RuleAgent()]
    for s in (state, twin):
        play_hand(s, agents, random.Random(1))
        play_hand(s, agents, random.Random(2))
    assert twin == state


@pytest.mark.parametrize(
    ("variant", "seed", "deals", "extra"),
    [(Variant.DDZ3, 1, 0, 5), (Variant.DDZ3, 2, 2, 0), (Variant.DDZ3, 3, 3, 12), (Variant.DDZ4, 4, 1, 9)],
)
def test_ddz_resume_point_rebuilds_the_identical_session(
    variant: Variant, seed: int, deals: int, extra: int
) -> None:
    session = ddz_session(variant, seed, deals, extra)
    record = ddz_io.session_record(session)
    again, actions = ddz_io.resume_point(parse_record(record.to_json()))
    for a in actions:
        again.apply(a)
    assert ddz_io.session_record(again).to_json() == record.to_json()
    assert again.totals == session.totals and again.dealer == session.dealer
    assert again.rng.getstate() == session.rng.getstate(), "later deals come out as the session's own"
    for seat in range(variant.players):
        assert again.view(seat) == session.view(seat)
    if session.deal.phase is DdzPhase.ENDED:
        session.next_deal()
        again.next_deal()
        assert [c.code for c in again.deal.deck] == [c.code for c in session.deal.deck]


def test_ddz_resume_point_rejects_an_empty_session() -> None:
    record = ddz_io.session_record(ddz_session(Variant.DDZ3, 1, 0, 0))
    record.hands = []
    with pytest.raises(RecordError):
        ddz_io.resume_point(record)


# -- the save store --------------------------------------------------------------------------------------


def gunzi_record_text(seed: int = 3, extra: int = 200) -> str:
    return gunzi_io.to_record(gunzi_state(seed, 0, extra)).to_json() + "\n"


def test_data_dir_follows_the_overrides(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(saves.DATA_DIR_ENV, raising=False)
    monkeypatch.setenv("GUNAPP_CONFIG_DIR", str(tmp_path / "cfg"))
    assert saves.default_data_dir() == tmp_path / "cfg"
    monkeypatch.setenv(saves.DATA_DIR_ENV, str(tmp_path / "data"))
    assert saves.default_data_dir() == tmp_path / "data"
    assert SaveStore().path("ddz3") == tmp_path / "data" / "saves" / "ddz3.json"


def test_write_load_discard(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    assert store.load("gunzi") == (None, None) and not store.exists("gunzi")
    first, second = gunzi_record_text(3, 100), gunzi_record_text(3, 200)
    store.write("gunzi", first)
    store.write("gunzi", second)  # coalesced or written in order: the newest wins
    assert store.exists("gunzi")
    assert store.flush()
    record, problem = store.load("gunzi")
    assert problem is None and record is not None
    assert record.to_json() + "\n" == second
    store.discard("gunzi")
    assert not store.exists("gunzi")
    assert store.flush()
    assert not store.path("gunzi").exists() and not store.backup_path("gunzi").exists()


def test_every_write_keeps_the_previous_file_as_bak(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    first, second = gunzi_record_text(3, 100), gunzi_record_text(3, 200)
    store.write_now("gunzi", first)
    store.write_now("gunzi", second)
    assert store.backup_path("gunzi").read_text("utf-8") == first
    assert store.path("gunzi").read_text("utf-8") == second


def test_a_crash_during_a_save_leaves_the_last_good_file_and_the_bak(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The process dies after the new text is in its temp file, before the rename: nothing good is lost."""
    store = SaveStore(tmp_path)
    first, second, third = (gunzi_record_text(3, n) for n in (100, 200, 300))
    store.write_now("gunzi", first)
    store.write_now("gunzi", second)
    real_replace = os.replace

    def dying_replace(src: object, dst: object) -> None:
        if str(dst).endswith("gunzi.json"):
            raise OSError("power cut")
        real_replace(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "replace", dying_replace)
    with pytest.raises(OSError):
        store.write_now("gunzi", third)
    monkeypatch.setattr(os, "replace", real_replace)
    assert store.path("gunzi").read_text("utf-8") == second
    assert store.backup_path("gunzi").read_text("utf-8") == second  # the .bak step had run: still good
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")], "no temp file left behind"
    # a torn main file (a filesystem without atomic rename): the .bak takes its place
    store.path("gunzi").write_bytes(second.encode()[:500])
    record, problem = store.load("gunzi")
    assert record is not None and record.to_json() + "\n" == second
    assert problem is not None and problem.recovered and problem.moved_to is not None
    assert problem.moved_to.exists() and ".corrupt-" in problem.moved_to.name


def test_a_write_error_in_the_background_keeps_the_old_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(tmp_path)
    good = gunzi_record_text(3, 100)
    store.write_now("gunzi", good)

    def full_disk(*_a: object, **_k: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.fileio, "atomic_write_text", full_disk)
    store.write("gunzi", gunzi_record_text(3, 200))
    assert store.flush()
    assert store.last_error and "space" in store.last_error
    assert store.path("gunzi").read_text("utf-8") == good


@pytest.mark.parametrize(
    "content",
    [b"\xff\xfe not utf-8", b"{not json", b'{"format": "other/9"}', b"[]", b'{"format": "gunapp-record/1"}'],
)
def test_a_corrupt_save_without_backup_is_moved_aside(tmp_path: Path, content: bytes) -> None:
    store = SaveStore(tmp_path)
    store.path("ddz3").parent.mkdir(parents=True, exist_ok=True)
    store.path("ddz3").write_bytes(content)
    record, problem = store.load("ddz3")
    assert record is None and problem is not None and not problem.recovered
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content
    assert not store.path("ddz3").exists()
    assert store.load("ddz3") == (None, None), "the app starts normally next time"


def test_a_save_of_another_game_is_corrupt(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.write_now("ddz4", gunzi_record_text())
    record, problem = store.load("ddz4")
    assert record is None and problem is not None and "gunzi" in problem.error


def test_set_aside_moves_an_unreplayable_save_and_its_backup(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.write_now("gunzi", gunzi_record_text(3, 100))
    store.write_now("gunzi", gunzi_record_text(3, 200))
    problem = store.set_aside("gunzi", "hands[0].events[3]: illegal play")
    assert problem.moved_to is not None and problem.moved_to.exists()
    assert not store.exists("gunzi") and not store.backup_path("gunzi").exists()


def test_summary_of_a_gunzi_match_and_a_ddz_session() -> None:
    state = gunzi_state(4, 3, 50)
    record = gunzi_io.to_record(state, [SeatInfo(kind="human")] + [SeatInfo(kind="ai", level="normal")] * 3)
    s = saves.summarize(record)
    assert s.game == "gunzi"
    assert s.hand == 1 + sum(1 for r in state.records[:-1] if not r["result"].get("redeal"))
    assert s.figure == state.levels[0]  # the human's team's level
    session = ddz_session(Variant.DDZ3, 5, 3, 4)
    ddz = saves.summarize(
        ddz_io.session_record(session, [SeatInfo(kind="human")] + [SeatInfo(kind="ai")] * 2)
    )
    assert ddz.hand == sum(1 for d in session.deals if not d.redeal) and ddz.figure == session.totals[0]


def test_a_save_being_written_still_exists(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Regression: between leaving the queue and reaching the disk a save was in neither place, so exists()
    said False (test_write_load_discard failed now and then; Continue could flicker off)."""
    store = SaveStore(tmp_path)
    started, release = threading.Event(), threading.Event()
    real_write = store.write_now

    def slow_write(game: str, text: str) -> None:
        started.set()
        assert release.wait(5)
        real_write(game, text)

    monkeypatch.setattr(store, "write_now", slow_write)
    store.write("gunzi", gunzi_record_text(3, 100))
    assert started.wait(5)
    assert store.exists("gunzi") and not store.path("gunzi").exists()
    release.set()
    assert store.flush()
    assert store.exists("gunzi") and store.path("gunzi").exists()
