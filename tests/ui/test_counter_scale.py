"""The 记牌器 strip's text grows with the table like the plates drawn on it (bug: small text at 1920x1080 in
zh_CN), never below the application's size, and the whole strip still fits the window at 1024x700."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QLabel

from gunapp.games.doudizhu.counter import count_ddz
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.ai import RandomAgent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.counter import count_gunzi
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.ui.table import GunziTable
from tests.fonts import require_font

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


def _gunzi_count():  # type: ignore[no-untyped-def]
    state = GunziState.new(None, 5)
    rng = random.Random(5)
    agents = [RandomAgent() for _ in range(4)]
    while state.phase is not Phase.PLAY or len(state.tricks) < 6:
        step(state, agents, rng)
    return count_gunzi(state.view(0))


def _text_px(strip) -> int:  # type: ignore[no-untyped-def]
    sizes = {QFontInfo(label.font()).pixelSize() for label in strip.findChildren(QLabel) if label.isVisible()}
    assert len(sizes) == 1, sizes
    return sizes.pop()


@pytest.mark.parametrize("gunzi", [True, False], ids=["gunzi", "ddz3"])
def test_counter_text_scales_with_the_table_and_fits(qtbot, qapp, languages, gunzi: bool) -> None:
    """R27 / D2: the same counts at three window sizes in zh_CN: larger text on a larger table (at least
    1.3 times at 1920x1080 what it is at 1280x800), the application's size at 1024x700, always fitting."""
    require_font("zh_CN")
    assert languages.set_language("zh_CN")
    count = _gunzi_count() if gunzi else count_ddz(Session(Variant.DDZ3, seed=2).deal.view(0))
    px: dict[tuple[int, int], int] = {}
    for size in SIZES:
        table = GunziTable(None, speed=0) if gunzi else DdzTable(None, Variant.DDZ3, speed=0)
        qtbot.addWidget(table)
        table.resize(*size)
        table.show()
        table.comforts.set_counter(True)
        strip = table.comforts.counter
        strip.show_count(count)
        qapp.processEvents()
        px[size] = _text_px(strip)
        assert strip.minimumSizeHint().width() <= table.width(), f"the strip overflows at {size}"
        table.close_game()
    app_px = QFontInfo(QApplication.font()).pixelSize()
    assert px[(1024, 700)] == app_px
    assert px[(1920, 1080)] >= 1.3 * px[(1280, 800)]
