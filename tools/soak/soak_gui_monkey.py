"""GUI monkey (issue 10, item 1): each table driven in process by a seeded random player that does anything a
player can reach — clicks on cards, plates and felt, the action bars' buttons, keys, the main window's menu
actions (modal dialogs are closed by the monkey, like a player would), window resizes, language switches and
animation-speed changes — while the run counts what must never happen.

Counted per table: exceptions (``sys.excepthook`` and exceptions logged by the app), stalls of the GUI
thread (a 50 ms heartbeat; a gap over 250 ms is a stall; the worst gap is reported), illegal actions that
the UI submitted to the model (its ``illegal`` signal: the model's ``submit`` raised ``IllegalAction``), and
Qt warnings of the kinds seen in issue 14 (an animation "without target", a C++ object "already deleted").

    python -m tools.soak --only gui_monkey                 # 600 s per table (Gunzi, Dou Dizhu 3 and 4)
    python -m tools.soak --only gui_monkey --seconds 60    # a shorter budget, per table

Stalls depend on the machine's load, so the short version (the test suite) reports them without a target.
"""

from __future__ import annotations

import logging
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

TABLES = ("gunzi", "ddz3", "ddz4")
LONG_SECONDS = 600.0
SHORT_SECONDS = 20.0
STALL_MS = 250.0
HEARTBEAT_MS = 50
TICK_MS = 40
WARNING_KINDS = ("without target", "already deleted")


@dataclass
class Tally:
    actions: int = 0
    #: actions the UI submitted to the model (the monkey really plays: bids, plays, passes, declarations)
    submitted: int = 0
    exceptions: list[str] = field(default_factory=list)
    illegal: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    stalls: int = 0
    worst_gap_ms: float = 0.0
    #: gaps over STALL_MS in which the GUI thread itself ran that long (its CPU time, not the machine's load)
    busy_stalls: int = 0
    worst_busy_ms: float = 0.0
    load: str = ""
    modals_closed: int = 0
    tables_opened: int = 0
    #: the monkey's action before each stall, by kind: what to look at first
    stall_after: dict[str, int] = field(default_factory=dict)
    #: the action before each gap in which the GUI thread ran over half the stall limit on its own, by kind
    busy_after: dict[str, int] = field(default_factory=dict)
    worst_busy_after: str = ""


class _LogCatcher(logging.Handler):
    """Exceptions the app logged instead of raising (animation callbacks, slots) and Qt-kind warnings."""

    def __init__(self, tally: Tally) -> None:
        super().__init__(logging.WARNING)
        self.tally = tally

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            exc = record.exc_info[1]
            text = f"{type(exc).__name__}: {exc} ({text})"
            if "already deleted" in str(exc):
                self.tally.warnings.append(text)
            else:
                self.tally.exceptions.append(text)
        elif any(k in text for k in WARNING_KINDS):
            self.tally.warnings.append(text)


@contextmanager
def _catching(tally: Tally) -> Iterator[None]:
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def on_qt_message(kind: QtMsgType, _context: object, message: str) -> None:
        if any(k in message for k in WARNING_KINDS):
            tally.warnings.append(message)

    def on_exception(t: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        tally.exceptions.append(f"{t.__name__}: {exc}")
        sys.__excepthook__(t, exc, tb)

    old_hook = sys.excepthook
    catcher = _LogCatcher(tally)
    root = logging.getLogger()
    sys.excepthook = on_exception
    root.addHandler(catcher)
    old_handler = qInstallMessageHandler(on_qt_message)
    try:
        yield
    finally:
        qInstallMessageHandler(old_handler)
        root.removeHandler(catcher)
        sys.excepthook = old_hook


class Monkey:
    """One table's run: a tick timer acts at random, a heartbeat timer measures the GUI thread's gaps."""

    def __init__(self, window: Any, key: str, seed: int, seconds: float, tally: Tally) -> None:
        self.window, self.key, self.tally = window, key, tally
        self.rng = random.Random(seed)
        self.deadline = time.monotonic() + seconds
        self._last_beat = time.monotonic()
        self._last_cpu = time.thread_time()
        self._models: set[int] = set()
        self._last_action = "start"
        host_started = window.game_started

        def game_started(model: Any) -> None:
            if id(model) not in self._models:
                self._models.add(id(model))
                model.illegal.connect(lambda exc: tally.illegal.append(repr(exc)))
                submit = model.submit

                def counted(action: Any) -> bool:
                    tally.submitted += 1
                    return bool(submit(action))

                model.submit = counted
            host_started(model)

        window.game_started = game_started

    # -- the run ----------------------------------------------------------------------------------------
    def run(self) -> None:
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        tick, beat = QTimer(), QTimer()
        tick.setInterval(TICK_MS)
        beat.setInterval(HEARTBEAT_MS)
        beat.timeout.connect(self._beat)

        def on_tick() -> None:
            if time.monotonic() >= self.deadline:
                tick.stop()
                self._close_modals()
                loop.quit()
                return
            self.tally.actions += 1
            # from a fresh timer event: an action that opens a modal dialog (exec) must not block this timer,
            # which closes the dialog (Qt never re-enters a timer whose slot is still running)
            QTimer.singleShot(0, self._act)

        tick.timeout.connect(on_tick)
        self.window.open_game(self.key, fresh=False)
        self.tally.tables_opened += 1
        self._last_beat, self._last_cpu = time.monotonic(), time.thread_time()
        tick.start()
        beat.start()
        loop.exec()
        beat.stop()

    def _beat(self) -> None:
        now, cpu = time.monotonic(), time.thread_time()
        gap = (now - self._last_beat) * 1000.0
        busy = (cpu - self._last_cpu) * 1000.0
        self._last_beat, self._last_cpu = now, cpu
        if busy > self.tally.worst_busy_ms:
            self.tally.worst_busy_ms, self.tally.worst_busy_after = busy, self._last_action
        if busy > STALL_MS / 2:
            self.tally.busy_after[self._last_action] = self.tally.busy_after.get(self._last_action, 0) + 1
        if busy > STALL_MS:
            self.tally.busy_stalls += 1
        self.tally.worst_gap_ms = max(self.tally.worst_gap_ms, gap)
        if gap > STALL_MS:
            self.tally.stalls += 1
            self.tally.stall_after[self._last_action] = self.tally.stall_after.get(self._last_action, 0) + 1

    # -- actions ----------------------------------------------------------------------------------------
    def _act(self) -> None:
        from PySide6.QtWidgets import QApplication

        modal = QApplication.activeModalWidget()
        if modal is not None:
            # all a player can do with a dialog up is answer it (the table plays on behind it)
            if self.rng.random() < 0.35:
                self._last_action = f"close {type(modal).__name__}"
                self._close(modal)
            return
        w = self.window
        if w.current_page() != "game" or w.game_key != self.key:
            if self.rng.random() < 0.3:
                self._trigger(w.menus.play[self.key])
                self.tally.tables_opened += 1
            return
        r = self.rng.random()
        actions: list[tuple[float, Callable[[], None]]] = [
            (0.34, self._click_scene),
            (0.30, self._click_button),
            (0.14, self._key),
            (0.10, self._menu),
            (0.05, self._resize),
            (0.04, self._speed),
            (0.03, self._language),
        ]
        for weight, fn in actions:
            if r < weight:
                self._last_action = fn.__name__.lstrip("_")
                fn()
                return
            r -= weight

    def _game_widget(self) -> Any:
        return self.window.game_widget

    def _click_scene(self) -> None:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        table = self._game_widget()
        canvas = getattr(table, "canvas", None)
        if canvas is None:
            return
        view = canvas.view
        items = [it for it in canvas.scene.items() if it.isVisible()]
        if items and self.rng.random() < 0.8:
            it = self.rng.choice(items)
            rect = it.sceneBoundingRect()
            x = rect.left() + self.rng.random() * max(1.0, rect.width())
            y = rect.top() + self.rng.random() * max(1.0, rect.height())
            pos = view.mapFromScene(x, y)
        else:
            vp = view.viewport()
            pos = QPoint(self.rng.randrange(max(1, vp.width())), self.rng.randrange(max(1, vp.height())))
        button = Qt.MouseButton.LeftButton if self.rng.random() < 0.85 else Qt.MouseButton.RightButton
        if self.rng.random() < 0.1:
            QTest.mouseDClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, pos)
        else:
            QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, pos)

    def _click_button(self) -> None:
        from PySide6.QtWidgets import QAbstractButton

        table = self._game_widget()
        if table is None:
            return
        buttons = [b for b in table.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
        if buttons:
            button = self.rng.choice(buttons)
            self._last_action = f"button {button.text().replace('&', '')!r}"
            button.click()

    def _key(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        keys = [
            Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_H, Qt.Key.Key_P,
            Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab,
            Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_A, Qt.Key.Key_S, Qt.Key.Key_T,
        ]  # fmt: skip
        target = self._game_widget() or self.window
        focus = target.focusWidget() or target
        QTest.keyClick(focus, self.rng.choice(keys))

    def _menu(self) -> None:
        m = self.window.menus
        if self.rng.random() < 0.05:
            # leaving the table: rare, or no match would get past its deal
            self._trigger(self.rng.choice([m.new_game, m.start_page]))
            return
        choices = [m.statistics, m.house_rules, m.four_colour, m.about, *m.ai.values()]
        self._trigger(self.rng.choice(choices))

    def _speed(self) -> None:
        self._trigger(self.rng.choice(list(self.window.menus.speed.values())))

    def _language(self) -> None:
        self._trigger(self.rng.choice(list(self.window.menus.language.values())))

    def _resize(self) -> None:
        self.window.resize(self.rng.randint(800, 1920), self.rng.randint(560, 1080))

    def _trigger(self, action: Any) -> None:
        if action.isEnabled():
            self._last_action = f"menu {action.text().replace('&', '')!r}"
            action.trigger()

    def _close(self, modal: Any) -> None:
        from PySide6.QtWidgets import QDialog

        if isinstance(modal, QDialog):
            modal.reject()
        else:
            modal.close()
        self.tally.modals_closed += 1

    def _close_modals(self) -> None:
        from PySide6.QtWidgets import QApplication

        for _ in range(10):
            modal = QApplication.activeModalWidget()
            if modal is None:
                return
            self._close(modal)


def _app() -> Any:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["gunapp-monkey"])


def run_table(key: str, seconds: float, seed: int) -> Tally:
    """Drive the table ``key`` for ``seconds`` in a fresh main window with its own data folder."""
    from PySide6.QtWidgets import QApplication

    from gunapp.i18n import LanguageManager
    from gunapp.storage.settings import SettingsStore
    from gunapp.ui.main_window import MainWindow

    app = _app()
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="gunapp-monkey-") as tmp, _catching(tally):
        store = SettingsStore(Path(tmp) / "settings.json")
        store.load()
        languages = LanguageManager(app)
        window = MainWindow(store, languages)
        window.saved.ask = lambda _title, _text: True  # "give up the saved match?" (the monkey plays on)
        window.show()
        try:
            Monkey(window, key, seed, seconds, tally).run()
            tally.load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
        finally:
            window.show_start_page()
            window.saved.saves.flush(5.0)
            window.close()
            window.deleteLater()
            languages.remove_all()
            for _ in range(5):
                QApplication.processEvents()
    return tally


def run(short: bool, seconds: float | None) -> list[dict[str, object]]:
    budget = seconds if seconds is not None else (SHORT_SECONDS if short else LONG_SECONDS)
    rows: list[dict[str, object]] = []
    for i, key in enumerate(TABLES):
        t = run_table(key, budget, seed=1000 + i)
        rows += [
            {"name": f"{key}: monkey actions", "value": t.actions, "unit": f"in {budget:.0f} s"},
            {"name": f"{key}: actions the UI submitted to the model", "value": t.submitted, "unit": ""},
            {"name": f"{key}: tables opened / dialogs closed", "value": f"{t.tables_opened} / {t.modals_closed}",
             "unit": ""},
            {"name": f"{key}: exceptions", "value": len(t.exceptions), "unit": "", "target": 0,
             "ok": not t.exceptions, "note": "; ".join(sorted(set(t.exceptions)))[:300]},
            {"name": f"{key}: illegal actions submitted by the UI", "value": len(t.illegal), "unit": "",
             "target": 0, "ok": not t.illegal, "note": "; ".join(sorted(set(t.illegal)))[:300]},
            {"name": f"{key}: Qt warnings (without target / already deleted)", "value": len(t.warnings),
             "unit": "", "target": 0, "ok": not t.warnings, "note": "; ".join(sorted(set(t.warnings)))[:300]},
        ]  # fmt: skip
        stall: dict[str, object] = {
            "name": f"{key}: GUI-thread stalls over {STALL_MS:.0f} ms",
            "value": t.stalls,
            "unit": f"worst gap {t.worst_gap_ms:.0f} ms",
            "note": "after: "
            + ", ".join(f"{k} {v}" for k, v in sorted(t.stall_after.items(), key=lambda kv: -kv[1])),
        }
        busy: dict[str, object] = {
            "name": f"{key}: GUI thread busy over {STALL_MS:.0f} ms (its own CPU time)",
            "value": t.busy_stalls,
            "unit": f"worst {t.worst_busy_ms:.0f} ms",
            "note": f"load average at the end (1/5/15 min): {t.load}; worst after {t.worst_busy_after}; "
            f"over {STALL_MS / 2:.0f} ms after: "
            + ", ".join(f"{k} {v}" for k, v in sorted(t.busy_after.items(), key=lambda kv: -kv[1])[:12]),
        }
        if not short:
            # a loaded machine stalls any GUI thread: the targets are judged on the long run only
            stall.update(target=0, ok=t.stalls == 0)
            busy.update(target=0, ok=t.busy_stalls == 0)
        rows += [stall, busy]
    return rows
