"""What the app keeps for itself is written compactly; a record a person saves stays readable."""

from __future__ import annotations

import json
from pathlib import Path

from gunapp.core.record import GameRecord, SeatInfo
from gunapp.storage.saves import SaveStore


def test_issue24_11_saves_are_compact_and_records_for_people_indented(tmp_path: Path) -> None:
    """A save is rewritten after every action and grows with the evening: it carries no indentation (half
    its bytes); Save record as… stays indented. Both read back to the same record."""
    rec = GameRecord(game="ddz3", seed=7, seats=[SeatInfo(kind="human")] * 3)
    compact, indented = rec.to_json(compact=True), rec.to_json()
    assert "\n" not in compact and ": " not in compact
    assert "\n" in indented
    assert json.loads(compact) == json.loads(indented)
    store = SaveStore(tmp_path)
    store.write_record(rec)
    assert store.flush()
    assert store.path("ddz3").read_text("utf-8") == compact + "\n"
