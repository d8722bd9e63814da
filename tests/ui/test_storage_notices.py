"""Issue 14 items 1 and 7 in the window: a damaged save, a file where the saves folder should be, a failing
autosave and reset settings are each told once, in the player's language, and the app goes on."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from gunapp.storage.settings import LoadReport, SettingsStore
from gunapp.ui import games
from gunapp.ui.main_window import MainWindow
from tools.soak.samples import save_text


@pytest.fixture
def make_window(qtbot, store, languages, monkeypatch, tmp_path):
    monkeypatch.setenv("GUNAPP_DATA_DIR", str(tmp_path / "elsewhere"))
    games.load_game_modules()

    def make(lang: str = "en") -> MainWindow:
        languages.set_language(lang)
        s = SettingsStore(store.path)
        s.load()
        w = MainWindow(s, languages)
        qtbot.addWidget(w)
        w.show()
        return w

    return make


def visible_notices(w: MainWindow) -> list[str]:
    return [b.text() for b in w.saved.notices if b.isVisible()]


@pytest.mark.parametrize("lang", ["en", "it", "zh_CN"])
def test_issue14_1_a_save_with_a_bad_result_field_is_set_aside_and_told(make_window, store, qtbot, lang):
    saves_dir = store.path.parent / "saves"
    saves_dir.mkdir(parents=True, exist_ok=True)
    data = json.loads(save_text("ddz3"))
    data["hands"][0]["result"]["scores"] = [None, 1, 2]
    (saves_dir / "ddz3.json").write_text(json.dumps(data))
    (saves_dir / "ddz4.json").write_text(save_text("ddz4"))  # a good save beside it stays
    w = make_window(lang)
    qtbot.wait(10)
    texts = visible_notices(w)
    assert len(texts) == 1
    source = (
        "Your saved {game} match could not be read and cannot be continued.\n\n"
        "The damaged file was kept as:\n{path}"
    )
    translated = QCoreApplication.translate("SavedGames", source)
    assert lang == "en" or translated != source
    assert translated.split("{game}")[0] in texts[0]
    assert list(saves_dir.glob("ddz3.json.corrupt-*")) and not (saves_dir / "ddz3.json").exists()
    assert set(w.start_page.continue_bar.buttons) == {"ddz4"}


def test_issue14_7_a_file_where_the_saves_folder_should_be_gives_one_notice(make_window, store, qtbot):
    (store.path.parent / "saves").write_text("not a folder")
    w = make_window()
    w.refresh_games()
    w.refresh_games()
    qtbot.wait(10)
    texts = visible_notices(w)
    assert len(texts) == 1 and "—" not in texts[0] and str(store.path.parent / "saves") in texts[0]
    assert "a file has taken the folder's name" in texts[0]
    assert (store.path.parent / "saves").read_text() == "not a folder"


def test_issue14_7_failing_autosaves_are_told_once_without_a_modal_dialog(make_window, store, qtbot):
    w = make_window()
    (store.path.parent / "saves").write_text("not a folder")  # after start-up: every autosave now fails
    for _ in range(3):
        w.saved.saves.write("ddz3", save_text("ddz3"))
        assert w.saved.saves.flush()
    qtbot.waitUntil(lambda: w.saved.write_notice is not None)
    qtbot.wait(20)
    boxes = [b for b in w.saved.notices if b.isVisible()]
    assert len(boxes) == 1 and boxes[0].windowModality() == Qt.WindowModality.NonModal
    assert "could not be saved" in boxes[0].text()
    assert "a file has taken the folder's name" in boxes[0].text()  # ENOTDIR in the player's words


def test_issue14_7_a_per_field_reset_names_the_setting(make_window, languages):
    w = make_window("it")
    box = w.report_settings_problem(LoadReport(reset_fields=["window_geometry", "house_rules.gunzi.riot"]))
    assert box is not None
    name = QCoreApplication.translate("MainWindow", "window size and position")
    assert name != "window size and position" and name in box.text()
    box.close()


@pytest.mark.parametrize(
    "raw",
    [
        b"[" * 5000 + b"]" * 5000,
        b'{"format": "gunapp-record/1", "game": "gunzi", "seed": 1' + b"0" * 5001 + b"}",
    ],
    ids=["nested-5000", "5001-digit-seed"],
)
def test_issue14_2_3_open_record_turns_any_reader_failure_into_the_error_dialog(make_window, tmp_path, raw):
    path = tmp_path / "hostile.json"
    path.write_bytes(raw)
    w = make_window()
    assert w.saved.open_record(str(path)) is False
    texts = visible_notices(w)
    assert texts and "not a game record" in texts[-1]


@pytest.mark.parametrize(
    ("lang", "reason"), [("en", "the disk is full"), ("it", "il disco è pieno"), ("zh_CN", "磁盘已满")]
)
def test_statistics_that_cannot_be_written_are_told_once_without_a_modal_dialog(
    make_window, qtbot, monkeypatch, lang, reason
):
    """A full disk under the statistics was only logged: this run's counts went at exit without a word."""
    import errno

    from gunapp.storage import statistics

    def full(*_args: object, **_kw: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    w = make_window(lang)
    monkeypatch.setattr(statistics.fileio, "atomic_write_text", full)
    for _ in range(3):
        assert not w.saved.stats.save()
    qtbot.wait(20)
    boxes = [b for b in w.saved.notices if b.isVisible()]
    assert len(boxes) == 1 and boxes[0].windowModality() == Qt.WindowModality.NonModal
    assert reason in boxes[0].text() and "{error}" not in boxes[0].text()
