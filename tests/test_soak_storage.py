"""The short versions of the storage soaks (issue 10, items 2 and 3): every row with a target met."""

from __future__ import annotations

import pytest

from tools.soak import soak_kill9, soak_kill9_rules, soak_review_faults, soak_storage_faults


@pytest.mark.parametrize(
    "module",
    [soak_kill9, soak_kill9_rules, soak_review_faults, soak_storage_faults],
    ids=["kill9", "kill9-call-and-grab", "review-faults", "storage-faults"],
)
def test_short_soak_meets_every_target(module) -> None:
    rows = module.run(True, None)
    targets = [r for r in rows if "ok" in r]
    assert targets, "the soak measured nothing"
    missed = [r for r in targets if not r["ok"]]
    assert not missed, missed


FAULT = """Fatal Python error: Segmentation fault

Current thread 0x00007f4ea7801b80 (most recent call first):
  File "/x/gunapp/ui/gunzi/status_panel.py", line 121 in retranslate
  File "/x/gunapp/ui/resume.py", line 341 in run_slice
"""


def test_kill9_tells_a_hard_crash_from_a_slow_start(tmp_path) -> None:
    """Issue 10 item 2: the soak's one miss ("run 7: no resume", empty stderr) was a segfault whose stack
    went to the user's own fault log; a run now says how it ended and where it crashed."""
    assert soak_kill9.exit_text(-11) == "killed by SIGSEGV"
    assert soak_kill9.exit_text(1) == "exited with 1"
    assert (
        soak_kill9.last_frame(FAULT)
        == ' crashed in File "/x/gunapp/ui/gunzi/status_panel.py", line 121 in retranslate'
    )
    assert soak_kill9.last_frame("") == ""
    child = object.__new__(soak_kill9.Child)
    child.fault_log = tmp_path / "gunapp-fault.log"
    child.fault_log.write_text("an older crash\n")
    child._fault_seen = child.fault_log.stat().st_size
    assert child.new_faults() == ""  # what earlier runs wrote is not this run's
    with child.fault_log.open("a") as f:
        f.write(FAULT)
    assert child.new_faults() == FAULT


def test_kill9_reads_the_phase_of_each_action() -> None:
    """``--trace`` prints ``progress N PHASE``; a line without the phase (an older app) still counts."""
    lines = ["resumed {}", "progress 3 bidding", "progress 4", "notice {}", "progress 5 doubling"]
    assert soak_kill9.progress_lines(lines) == [(3, "bidding"), (4, ""), (5, "doubling")]
