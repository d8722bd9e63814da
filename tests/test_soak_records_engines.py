"""Short versions of the record, engine and memory soaks (issue 10 items 4-6), and the streamed simulator
record. The long versions run with ``python -m tools.soak --only record_mutants engines memory``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gunapp.core.record import load_record
from gunapp.games.gunzi.engine.record_io import load
from gunapp.games.gunzi.sim import main as sim_main
from tools.soak import soak_engines, soak_memory, soak_sim_memory


def test_engine_soak_short_has_no_invariant_break_r28_d8() -> None:
    rows = soak_engines.run(short=True, seconds=40)
    assert all(r["ok"] for r in rows if "ok" in r), rows
    assert all(r["value"] for r in rows if str(r["name"]).endswith("played"))


def test_engine_soak_counts_a_broken_invariant(monkeypatch: pytest.MonkeyPatch) -> None:
    """The soak can fail: with the bottom's points miscounted, R28's 300 no longer adds up."""
    from gunapp.games.gunzi.engine import trick

    real = trick.trick_points
    monkeypatch.setattr(trick, "trick_points", lambda cards: real(cards) + 5)
    done, breaks, _notes = soak_engines._gunzi_chunk(3, 1, float("inf"))
    assert done == 1 and breaks["points do not add up to 300"] == 1


def test_engine_soak_resumes_from_its_progress_log(tmp_path: Path) -> None:
    """A long run logs each chunk as it ends; --resume counts the logged chunks and plays only the rest, and
    a line torn by a kill is played again rather than trusted."""
    log = tmp_path / "progress.jsonl"
    first = soak_engines.run(False, 120, workers=1, count=3, progress=log)
    lines = log.read_text(encoding="utf-8").splitlines()
    assert sorted(json.loads(x)["game"] for x in lines) == ["ddz3", "ddz4", "gunzi"]
    played = {r["name"]: r["value"] for r in first if str(r["name"]).endswith("played")}
    assert set(played.values()) == {3}
    # the Gunzi line is torn, as by a kill mid-write: only that chunk is played again
    torn = [x for x in lines if json.loads(x)["game"] != "gunzi"]
    log.write_text("\n".join(torn) + '\n{"game": "gunzi", "se', encoding="utf-8")
    again = soak_engines.run(False, 120, workers=1, count=3, resume=True, progress=log)
    assert {r["name"]: r["value"] for r in again if str(r["name"]).endswith("played")} == played
    entries = [json.loads(x) for x in log.read_text(encoding="utf-8").splitlines() if not x.endswith('"se')]
    assert sorted(e["game"] for e in entries) == ["ddz3", "ddz4", "gunzi"]
    assert all(r["ok"] for r in again if "ok" in r), again
    before = log.read_text(encoding="utf-8")
    report = soak_engines.run(False, 0, workers=1, count=3, resume=True, progress=log)
    assert {r["name"]: r["value"] for r in report if str(r["name"]).endswith("played")} == played
    assert log.read_text(encoding="utf-8") == before  # the rows only: nothing played, nothing logged


def test_option_matrix_draws_every_option_of_table_2a() -> None:
    import random

    from gunapp.games.gunzi.engine.rules import GunziOptions

    rng = random.Random(1)
    seen: dict[str, set[str]] = {name: set() for name in GunziOptions.model_fields}
    for _ in range(300):
        for name, value in soak_engines.gunzi_options(rng).to_record().items():
            seen[name].add(json.dumps(value))
    assert len(seen) == 15 and all(len(values) >= 2 for values in seen.values()), seen


def test_simulator_streams_a_valid_record_and_leaves_no_temporary_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "long.json"
    assert (
        sim_main(["--hands", "6", "--seed", "2", "--agents", "random", "--record", str(path), "--quiet"]) == 0
    )
    assert load(path).hands_played == 6
    assert load_record(path).seats[0].level == "random"
    assert [p.name for p in tmp_path.iterdir()] == ["long.json"]
    assert "record written" in capsys.readouterr().out


def test_simulator_cannot_write_says_so_and_keeps_the_old_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "no" / "such" / "dir" / "r.json"
    assert sim_main(["--hands", "1", "--agents", "random", "--record", str(missing), "--quiet"]) == 1
    assert "cannot write" in capsys.readouterr().err


def test_memory_soak_short() -> None:
    """The real demo at speed 0 for two hands of each game, its memory sampled."""
    rows = soak_memory.run(short=True, seconds=150)
    assert all(r["ok"] for r in rows if "ok" in r), rows


def test_simulator_memory_soak_short() -> None:
    """The streamed simulator record peaks below the record held whole, and it reads."""
    rows = soak_sim_memory.run(short=True, seconds=None)
    assert all(r["ok"] for r in rows if "ok" in r), rows
