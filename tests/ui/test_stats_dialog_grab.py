"""Issue 26 item 1: the Statistics dialog shows Dou Dizhu's call-and-grab deals (欢乐) in a block of their own,
once there is one, in every language (no raw figure names, no untranslated label)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from gunapp.core.match_codec import GrabDeal
from gunapp.i18n import LanguageManager
from gunapp.storage.statistics import StatsStore
from gunapp.ui.stats_dialog import StatsDialog


def _store(tmp_path: Path) -> StatsStore:
    store = StatsStore(tmp_path / "statistics.json")
    store.load()
    st = store.stats.game("ddz3")
    st.record_hand(True)
    st.record_hand(False)
    st.record_score(3)
    st.record_grab_deal(
        GrabDeal(score=24, total=24, landlord=True, grabs=1, double=2, shown=True, multiplier=24)
    )
    st.record_grab_deal(
        GrabDeal(score=-6, total=18, landlord=False, grabs=0, double=1, shown=False, multiplier=6)
    )
    return store


def test_the_call_and_grab_block_shows_what_was_counted(qtbot, tmp_path: Path) -> None:
    dialog = StatsDialog(_store(tmp_path))
    qtbot.addWidget(dialog)
    assert dialog.values("ddz3") == [
        "2", "1", "50%", "0", "3",  # every deal; the best classic session
        "2", "50%", "1 / 0", "1", "1 (1 won)", "+24", "1 (1 won)", "×24", "15.0", "24",
    ]  # fmt: skip
    headings = dialog.findChildren(QLabel, "ddz3-heading")
    assert [h.text() for h in headings] == ["<b>Call and grab (欢乐)</b>"]
    # a game without call-and-grab deals shows no empty block
    assert len(dialog.values("ddz4")) == 5 and not dialog.findChildren(QLabel, "ddz4-heading")


@pytest.mark.parametrize("code", ["zh_CN", "en", "it"])
def test_the_block_is_translated(qtbot, tmp_path: Path, languages: LanguageManager, code: str) -> None:
    languages.set_language(code)
    dialog = StatsDialog(_store(tmp_path))
    qtbot.addWidget(dialog)
    labels = [label for label, _ in dialog.rows("ddz3", dialog.store.stats.game("ddz3"))]
    if code != "en":
        english = {
            "Grabs made",
            "Hands shown",
            "Biggest multiplier",
            "Average stake per deal",
            "Deals doubled",
        }
        assert not english & set(labels)
    shots = os.environ.get("GUNAPP_SHOTS")
    if shots:  # look at it: GUNAPP_SHOTS=/tmp/dir pytest ...
        dialog.show()
        dialog.grab().save(str(Path(shots) / f"stats_{code}.png"))
