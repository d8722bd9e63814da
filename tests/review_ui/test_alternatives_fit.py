"""Issue 27 tour: at 900x600 in Italian the alternatives panel (four moves side by side, long figures) ran past
the felt, under the history pane, its last move cut; wider than the felt, it puts the moves two to a row."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QRect

from gunapp.core.record import load_record, save_record
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.i18n import LanguageManager
from gunapp.ui.replay.bar import open_viewer
from gunapp.ui.review.stores import record_book
from gunapp.ui.review.viewer_review import attach_review
from tests.replay.helpers import ddz_record

from .fakes import fake_runs


def test_the_alternatives_stay_on_the_felt_in_a_small_window(qtbot: Any, tmp_path: Path) -> None:
    languages = LanguageManager()
    languages.set_language("it")
    try:
        path = tmp_path / "deal.gunrec"
        save_record(ddz_record(Variant.DDZ3, seed=11), path)
        record = load_record(path)
        table = DdzTable(None, Variant.DDZ3, speed=0)
        qtbot.addWidget(table)
        table.resize(900, 600)
        table.show()
        viewer, bar = open_viewer(table, record, path)
        review = attach_review(viewer, bar, record_book(record, path, viewer))
        review.book.make_run = fake_runs(0.0)
        review.analyse(0)
        qtbot.waitUntil(lambda: not review.book.running, timeout=20000)
        progress = review.panel.progress()
        assert progress is not None
        wide = [d for d in progress.decisions if len(d.alternatives) >= 3]
        assert wide, "no decision with four moves to show"
        for d in wide[:3]:
            review.jump(d)
            qtbot.waitUntil(
                lambda d=d: review.callout.isVisible() and review.callout.decision == d, timeout=5000
            )
            canvas = table.canvas
            felt = QRect(0, 0, canvas.width(), canvas.height())
            assert felt.contains(review.callout.geometry()), (review.callout.geometry(), felt)
    finally:
        languages.remove_all()
        QLocale.setDefault(QLocale("en"))
