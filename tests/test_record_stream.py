"""The simulators' streamed record (issue 10 item 6): placed whole when the run ends, and no file at all
(not even the temporary one) when the run fails part-way."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gunapp.core.record import SeatInfo
from gunapp.sim.record_stream import RecordStream, written


def _stream(path: Path) -> RecordStream:
    return RecordStream(path, "ddz3", {}, 7, [SeatInfo(kind="ai", level="normal") for _ in range(3)])


def test_a_finished_block_puts_the_record_in_place(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    with written(_stream(path)):
        pass
    assert [p.name for p in tmp_path.iterdir()] == ["r.json"]
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["game"], data["seed"], data["hands"]) == ("ddz3", 7, [])


def test_a_failing_block_leaves_no_file_and_the_error_goes_on(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    with pytest.raises(KeyboardInterrupt), written(_stream(path)):
        raise KeyboardInterrupt  # a player's Ctrl+C mid-run
    assert list(tmp_path.iterdir()) == []


def test_no_stream_is_a_plain_block() -> None:
    with pytest.raises(ValueError), written(None):
        raise ValueError("the run's own error")
