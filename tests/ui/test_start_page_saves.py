"""Issue 24 item 11 and issue 29 item 1: the real start (``app.run``) draws the start page before building
the saves and statistics (about 0.35 s), and reads and summarises the saves off the GUI thread, so a long
evening's save never holds back the first picture; the Continue entries come in when ready."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from gunapp import app
from gunapp.storage.settings import SettingsStore
from gunapp.ui import games
from gunapp.ui.main_window import MainWindow
from tools.soak.samples import save_text


def test_saves_are_read_after_the_window_and_off_the_gui_thread(
    qtbot: Any, store: Any, languages: Any
) -> None:
    games.load_game_modules()
    saves = store.path.parent / "saves"
    saves.mkdir()
    (saves / "gunzi.json").write_text(save_text("gunzi"), "utf-8")
    s = SettingsStore(store.path)
    s.load()
    w = MainWindow(s, languages, saves_after_first_frame=True)
    qtbot.addWidget(w)
    assert w._saved is None  # before: a save on disk made the window read and summarise it as it was built
    w.saved  # noqa: B018 - what app.run does once the window has painted
    bar = w.start_page.continue_bar
    assert not bar.buttons  # not yet: the reading runs on the thread pool
    qtbot.waitUntil(lambda: list(bar.buttons) == ["gunzi"], timeout=10000)
    assert "Gunzi" in bar.buttons["gunzi"].text()


def test_the_saves_build_waits_for_the_first_paint(qtbot: Any) -> None:
    w = QWidget()
    qtbot.addWidget(w)
    order: list[str] = []

    class Watch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                order.append("paint")
            return False

    watch = Watch(w)
    w.installEventFilter(watch)
    app.after_first_paint(w, lambda: order.append("saves"), fallback_ms=5000)
    time.sleep(0.05)
    w.show()
    qtbot.waitUntil(lambda: "saves" in order, timeout=6000)
    assert order.index("paint") < order.index("saves")
    assert order.count("saves") == 1
