"""A finished review that cannot be written into its record's file (issue 27's write-back: a read-only file, a
full disk) was only logged. The player is told, in the review's own note, that the review is shown but not
kept with the file, and why; the review stays on screen and the file is left exactly as it was."""

from __future__ import annotations

import errno
import stat
from pathlib import Path
from typing import Any

import pytest

from gunapp.core.record import load_record, save_record
from gunapp.i18n import LanguageManager
from gunapp.ui.replay.bar import open_viewer
from gunapp.ui.review.stores import not_kept_text, record_book
from gunapp.ui.review.viewer_review import ViewerReview, attach_review
from tests.replay.helpers import gunzi_record
from tests.replay.test_viewer import _table

from .fakes import fake_runs


def _reviewed(qtbot: Any, path: Path) -> ViewerReview:
    record = load_record(path)
    viewer, bar = open_viewer(_table("gunzi", qtbot), record, path)
    review = attach_review(viewer, bar, record_book(record, path, viewer))
    review.book.make_run = fake_runs(0.0)
    review.analyse(0)
    qtbot.waitUntil(lambda: not review.book.running, timeout=20000)
    assert review.book.wait()
    return review


def test_a_read_only_record_says_the_review_is_shown_but_not_kept(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    save_record(gunzi_record(), path)
    path.chmod(0o444)
    before = path.read_bytes()
    review = _reviewed(qtbot, path)
    panel = review.panel
    qtbot.waitUntil(lambda: bool(panel.failure), timeout=5000)
    assert "could not be kept in the record's file" in panel.failure
    assert "the file is read-only" in panel.failure
    assert panel.moments.isVisible() and panel.moments.note.text() == panel.failure
    progress = review.book.progress(0, 0)
    assert progress is not None and progress.done and progress.decisions  # the review is still shown
    assert panel.moments.rows  # its key moments too
    assert path.read_bytes() == before and stat.S_IMODE(path.stat().st_mode) == 0o444


def test_a_writable_record_keeps_the_review_without_a_word(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    save_record(gunzi_record(), path)
    before = path.read_bytes()
    review = _reviewed(qtbot, path)
    qtbot.waitUntil(lambda: path.read_bytes() != before, timeout=5000)
    qtbot.wait(50)
    assert review.panel.failure == ""


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["the disk is full", "The file is left as it was."]),
        ("it", ["il disco è pieno", "Il file è rimasto com'era."]),
        ("zh_CN", ["磁盘已满", "文件保持原样"]),
    ],
)
def test_the_notice_is_in_the_players_language(qapp: Any, lang: str, words: list[str]) -> None:
    languages = LanguageManager()
    languages.set_language(lang)
    try:
        text = not_kept_text(OSError(errno.ENOSPC, "No space left on device"))
        assert all(w in text for w in words), text
        assert "{reason}" not in text and "No space left" not in text
    finally:
        languages.set_language("en")
