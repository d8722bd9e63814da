"""The short versions of the storage soaks (issue 10, items 2 and 3): every row with a target met."""

from __future__ import annotations

import pytest

from tools.soak import soak_kill9, soak_storage_faults


@pytest.mark.parametrize("module", [soak_kill9, soak_storage_faults], ids=["kill9", "storage-faults"])
def test_short_soak_meets_every_target(module) -> None:
    rows = module.run(True, None)
    targets = [r for r in rows if "ok" in r]
    assert targets, "the soak measured nothing"
    missed = [r for r in targets if not r["ok"]]
    assert not missed, missed
