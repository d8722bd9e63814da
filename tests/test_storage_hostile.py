"""Issue 14 items 1-4 and 7, storage side: a damaged field, deep or huge JSON, bad window geometry and the
quieter file-system faults never stop the app, never destroy the last good file, and are reported."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from gunapp import crashlog, fileio
from gunapp.core.record import RecordError, parse_record
from gunapp.storage import saves
from gunapp.storage.saves import SaveStore
from gunapp.storage.settings import SettingsStore
from tools.soak.samples import save_text


def _damaged(game: str, change) -> str:
    data = json.loads(save_text(game))
    change(data)
    return json.dumps(data)


DAMAGED_FIELDS = {
    "ddz3-null-score": ("ddz3", lambda d: d["hands"][0]["result"].__setitem__("scores", [None, 1, 2])),
    "ddz4-string-score": ("ddz4", lambda d: d["hands"][0]["result"].__setitem__("scores", ["1", 1, 2, 3])),
    "ddz3-short-scores": ("ddz3", lambda d: d["hands"][0]["result"].__setitem__("scores", [1])),
    "gunzi-bad-level": ("gunzi", lambda d: d["hands"][0]["result"].__setitem__("levels", ["x", 3])),
    "gunzi-bool-level": ("gunzi", lambda d: d["hands"][0]["result"].__setitem__("levels", [True, 3])),
    "gunzi-start-level": ("gunzi", lambda d: d["options"].__setitem__("startLevel", "high")),
}


@pytest.mark.parametrize("case", sorted(DAMAGED_FIELDS))
def test_issue14_1_summarize_names_the_damaged_field(case: str) -> None:
    """Issue 14 item 1: these gave TypeError/ValueError from summarize at every start-up."""
    game, change = DAMAGED_FIELDS[case]
    record = parse_record(_damaged(game, change))
    with pytest.raises(RecordError, match=r"(hands\[0\]\.result|options\.startLevel)"):
        saves.summarize(record)


def test_summarize_of_good_saves_still_works() -> None:
    for game in ("gunzi", "ddz3", "ddz4"):
        s = saves.summarize(parse_record(save_text(game)))
        assert s.game == game and s.hand >= 1
        assert isinstance(s.figure, int)  # the game's number (a Gunzi level, a Dou Dizhu score)
        assert game != "gunzi" or 2 <= s.figure <= 14


@pytest.mark.parametrize(
    "raw",
    [
        b"[" * 3000 + b"]" * 3000,
        b'{"format": "gunapp-record/1", "game": "ddz3", "seed": 1' + b"0" * 5001 + b"}",
        b'{"format": "gunapp-record/1", "game": "ddz3", "seed": 1e999}',
    ],
    ids=["nested-3000", "5001-digit-seed", "infinite-seed"],
)
def test_issue14_2_3_deep_or_huge_json_save_is_set_aside(tmp_path: Path, raw: bytes) -> None:
    """Issue 14 items 2 and 3: RecursionError / ValueError escaped the save reader."""
    store = SaveStore(tmp_path)
    store.path("ddz3").parent.mkdir(parents=True, exist_ok=True)
    store.path("ddz3").write_bytes(raw)
    record, problem = store.load("ddz3")
    assert record is None and problem is not None and problem.moved_to is not None
    assert problem.moved_to.read_bytes() == raw  # kept, not deleted


def test_a_damaged_save_falls_back_to_its_backup(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    good = save_text("ddz3")
    store.write_now("ddz3", good)
    store.write_now("ddz3", "[" * 5000)
    record, problem = store.load("ddz3")
    assert record is not None and problem is not None and problem.recovered
    assert store.path("ddz3").read_text() == good


@pytest.mark.parametrize("raw", ["é", "not base64!", "AAAA====x"])
def test_issue14_4_bad_window_geometry_resets_alone(tmp_path: Path, raw: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"window_geometry": raw, "language": "it", "four_colour": True}), "utf-8")
    store = SettingsStore(path)
    s = store.load()
    assert s.window_geometry is None and s.language == "it" and s.four_colour
    assert store.last_report.reset_fields == ["window_geometry"] and store.last_report.moved_to is None


def test_issue14_7_settings_with_a_utf8_bom_are_accepted(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b'\xef\xbb\xbf{"language": "zh_CN"}')
    store = SettingsStore(path)
    assert store.load().language == "zh_CN" and store.last_report.moved_to is None


@pytest.mark.parametrize(
    "raw",
    [
        b'{"language": "it", "x": ' + b"[" * 2000 + b"]" * 2000 + b"}",
        # an over-long number resets its field alone since issue 24 item 10 (tests/ui/test_settings_fields.py)
    ],
)
def test_issue14_2_3_deep_or_huge_settings_are_set_aside(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    store = SettingsStore(path)
    store.load()
    assert store.last_report.moved_to is not None and store.last_report.moved_to.read_bytes() == raw


def test_issue14_7_unreadable_settings_are_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Mode 000 as a normal user: the defaults of this run were written over the player's file on exit.
    (As root mode 000 does not stop a read, so the read is made to fail here; the storage soak checks a
    real mode 000 file as an unprivileged user.)"""
    path = tmp_path / "settings.json"
    original = b'{"language": "it", "four_colour": true}'
    path.write_bytes(original)
    real = fileio.read_capped

    def denied(where: Path | str, limit: int) -> bytes:
        if Path(where) == path:
            raise PermissionError(13, "Permission denied", str(where))
        return real(where, limit)

    monkeypatch.setattr(fileio, "read_capped", denied)  # every reader reads through it (issue 24 item 3)
    store = SettingsStore(path)
    store.load()
    assert store.last_report.error and store.last_report.kept_unread and store.read_only
    assert not store.update(language="en")  # refused: the file we could not read stays as it was
    monkeypatch.undo()
    assert path.read_bytes() == original


@pytest.mark.parametrize("kind", ["folder", "symlink-loop"])
def test_issue14_7_settings_that_are_a_folder_or_a_loop_stay(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "settings.json"
    if kind == "folder":
        path.mkdir()
    else:
        path.symlink_to(path)
    store = SettingsStore(path)
    store.load()
    assert store.last_report.kept_unread and not store.save()
    assert path.is_dir() if kind == "folder" else path.is_symlink()


def test_issue14_7_a_file_where_the_saves_folder_should_be(tmp_path: Path) -> None:
    blocker = tmp_path / "saves"
    blocker.write_text("mine")
    store = SaveStore(blocker)
    assert store.folder_problem() == ("not_a_folder", f"{blocker} is not a folder")
    assert blocker.read_text() == "mine"


def test_issue14_7_a_failing_autosave_calls_the_listener_once(tmp_path: Path) -> None:
    blocker = tmp_path / "saves"
    blocker.write_text("mine")
    store = SaveStore(blocker)
    calls: list[tuple[str, str]] = []
    store.on_write_error = lambda game, error: calls.append((game, error))
    for _ in range(3):
        store.write("ddz3", save_text("ddz3"))
        assert store.flush()
    assert len(calls) == 1 and calls[0][0] == "ddz3" and store.last_error


def test_issue14_7_leftover_save_temp_files_are_cleaned(tmp_path: Path) -> None:
    names = [".ddz3.json.k2j4h5g6.tmp", ".gunzi.json.bak.abcdefgh.tmp", ".ddz4.json.12345678.tmp"]
    for name in names:
        (tmp_path / name).write_text("partial")
    (tmp_path / "ddz3.json.tmp").write_text("not ours")
    old = time.time() - 3600
    for name in names[:2] + ["ddz3.json.tmp"]:
        os.utime(tmp_path / name, (old, old))
    removed = SaveStore(tmp_path).clean_temp_files()
    assert sorted(p.name for p in removed) == sorted(names[:2])
    assert (tmp_path / names[2]).exists() and (tmp_path / "ddz3.json.tmp").exists()


def test_issue14_7_log_fallback_refuses_a_planted_symlink(tmp_path: Path) -> None:
    target = tmp_path / "victim"
    target.mkdir()
    (tmp_path / "gunapp-logs").symlink_to(target)
    got = crashlog.private_temp_dir(tmp_path)
    assert got != tmp_path / "gunapp-logs" and not got.is_symlink() and got.parent == tmp_path
    assert got.stat().st_mode & 0o777 == 0o700 and not list(target.iterdir())


def test_log_fallback_refuses_a_folder_open_to_others(tmp_path: Path) -> None:
    planted = tmp_path / "gunapp-logs"
    planted.mkdir()
    planted.chmod(0o777)
    assert crashlog.private_temp_dir(tmp_path) != planted
    fresh = tmp_path / "fresh"
    made = crashlog.private_temp_dir(fresh)
    assert made == fresh / "gunapp-logs" and made.stat().st_mode & 0o777 == 0o700
    assert crashlog.private_temp_dir(fresh) == made  # ours: used again
