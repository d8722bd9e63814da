"""``python -m gunapp.review`` (issue 27 item 6): JSON on success, exit 2 and one clear line for a bad
record or a hand or seat the record does not have."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gunapp.core.record import GameRecord
from gunapp.review.__main__ import main


def _write(record: GameRecord, tmp: Path) -> Path:
    path = tmp / "match.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return path


def test_prints_the_review_as_json(
    ddz3_record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(ddz3_record, tmp_path)
    assert (
        main([str(path), "--hand", "0", "--seat", "1", "--seed", "4", "--worlds", "4", "--workers", "1"]) == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert (data["game"], data["hand"], data["seat"], data["seed"]) == ("ddz3", 0, 1, 4)
    assert data["decisions"]
    for d in data["decisions"]:
        assert {"made", "alternatives", "cost"} <= d.keys()
        assert d["cost"] >= 0
        assert len(d["alternatives"]) <= 3


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("not json at all", "not a JSON record"),
        ('{"format": "gunapp-record/9", "hands": [1]}', "unknown record format"),
        ('{"format": "gunapp-record/1", "game": "chess", "seed": 1, "seats": [], "hands": [{}]}', "chess"),
    ],
)
def test_a_bad_record_exits_2_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, words: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main([str(path)]) == 2
    err = capsys.readouterr()
    assert err.out == ""
    assert words in err.err and "Traceback" not in err.err


def test_a_record_the_replay_contradicts_exits_2(
    ddz3_record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(ddz3_record.to_json())
    data["hands"][0]["result"]["scores"] = [9, 9, 9]
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main([str(path)]) == 2
    assert "scores" in capsys.readouterr().err


def test_a_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(tmp_path / "nowhere.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.parametrize(("args", "words"), [(["--hand", "3"], "no hand 3"), (["--seat", "7"], "no seat 7")])
def test_a_hand_or_seat_the_record_lacks_exits_2(
    ddz3_record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], words: str
) -> None:
    assert main([str(_write(ddz3_record, tmp_path)), *args]) == 2
    assert words in capsys.readouterr().err
