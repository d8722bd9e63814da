"""Every IllegalAction code of the Gunzi engine is listed in ``codes.ERROR_CODES`` and reached by a test."""

from __future__ import annotations

import re
from pathlib import Path

from gunapp.games.gunzi.engine.codes import ERROR_CODES

ROOT = Path(__file__).resolve().parents[2]
RAISED = re.compile(r'(?:IllegalAction|_shape_error)\(\s*"([a-z_]+)"')


def test_table_matches_the_sources() -> None:
    raised = set()
    for path in (ROOT / "gunapp" / "games" / "gunzi" / "engine").glob("*.py"):
        raised |= set(RAISED.findall(path.read_text(encoding="utf-8")))
    assert raised == set(ERROR_CODES)


def test_every_code_is_reached_by_a_test() -> None:
    """State codes go through ``assert_illegal`` (state unchanged); follow codes through B1's follow tests."""
    text = "".join(
        p.read_text(encoding="utf-8")
        for p in Path(__file__).parent.glob("test_*.py")
        if p.name != "test_codes.py"
    )
    missing = [code for code in ERROR_CODES if f'"{code}"' not in text]
    assert missing == []
