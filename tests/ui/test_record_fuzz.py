"""Record fuzzing (issue 10 item 4, records): every mutant of a real record is either refused with the
reader's ``RecordError`` or accepted and then replays to exactly what it states; never another exception."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tools.soak import soak_record_mutants
from tools.soak.record_mutants import GAMES, base_records, judge, mutate


@cache
def bases(game: str) -> tuple[str, ...]:
    return tuple(base_records(game, 17)) + tuple(base_records(game, 23))


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_mutants_are_refused_or_agree(game: str, seed: int) -> None:
    rng = random.Random(seed)
    text, what = mutate(rng.choice(bases(game)), rng)
    outcome, detail = judge(text)
    assert outcome in ("accepted", "rejected"), f"{what}: {outcome}: {detail}"


@pytest.mark.parametrize("game", GAMES)
def test_unmutated_records_are_accepted(game: str) -> None:
    for text in bases(game):
        assert judge(text) == ("accepted", "")


def test_oracle_sees_a_contradiction() -> None:
    """The oracle itself can fail: with the reader's agreement checks switched off, a record whose result
    disagrees with its replay is judged contradicting (so 0 in the soak means something)."""
    import json
    from unittest import mock

    from gunapp.core.record import parse_record
    from gunapp.games.doudizhu.engine import record_io
    from tools.soak.record_mutants import contradiction

    data = json.loads(bases("ddz3")[0])
    hand = next(h for h in data["hands"] if "base" in h["result"])
    hand["result"]["base"] += 1
    record = parse_record(json.dumps(data))
    with mock.patch.object(record_io, "check_agrees", lambda *a, **k: None):
        found = contradiction(record)
    assert found is not None and "result.base" in found


def test_short_soak_rows_are_met() -> None:
    rows = soak_record_mutants.run(short=True, seconds=20)
    assert all(r["ok"] for r in rows if "ok" in r), rows
