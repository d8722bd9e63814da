"""The README's review screenshot: a Happy (欢乐) Dou Dizhu deal played by the simulator, reviewed for seat 0 by
the real engine in the replay viewer, its costliest moment clicked.

    .venv/bin/python -m gunapp.sim ddz3 --hands 1 --seed 21 --preset happy --agents easy,normal,normal \\
        --record /tmp/happy.gunrec
    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/review_screenshot.py /tmp/happy.gunrec en 1280 800 out.png

The record is copied first: the viewer writes the finished review into the file it opened.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication


def _spin(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def main(argv: list[str]) -> int:
    if len(argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    source, lang, width, height, out = argv
    app = QApplication([])
    from gunapp.core.record import load_record
    from gunapp.games.doudizhu.engine.rules import Variant
    from gunapp.games.doudizhu.ui.table import DdzTable
    from gunapp.i18n import LanguageManager
    from gunapp.ui.replay.bar import open_viewer
    from gunapp.ui.review.stores import record_book
    from gunapp.ui.review.viewer_review import attach_review

    languages = LanguageManager()  # kept: its translators live as long as it does
    languages.set_language(lang)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "deal.gunrec"
        shutil.copy(source, path)
        record = load_record(path)
        table = DdzTable(None, Variant(record.game), speed=0)
        table.resize(int(width), int(height))
        table.show()
        viewer, bar = open_viewer(table, record, path)
        review = attach_review(viewer, bar, record_book(record, path, viewer))
        review.analyse(0)
        deadline = time.monotonic() + 180
        while review.book.running and time.monotonic() < deadline:
            _spin(app, 0.05)
        _spin(app, 0.5)
        rows = review.panel.moments.rows
        for row in rows:
            print(row.text.text())
        if rows:
            rows[0].clicked.emit(rows[0].decision)
        _spin(app, 1.0)
        table.window().grab().save(out)
    print("saved", out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
