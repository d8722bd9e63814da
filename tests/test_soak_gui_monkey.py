"""Issue 10 item 1, short version: the GUI monkey drives each table (Gunzi, Dou Dizhu 3 and 4) for about 20 s
each with random clicks, buttons, keys, menu actions, resizes, languages and speeds; no exception, no illegal
action submitted by the UI, no Qt "without target" / "already deleted" warning (issue 14 item 6)."""

from __future__ import annotations

from tools.soak import soak_gui_monkey


def test_gui_monkey_short_meets_every_target(qapp):
    rows = soak_gui_monkey.run(short=True, seconds=None)
    assert {r["name"].split(":")[0] for r in rows} == {"gunzi", "ddz3", "ddz4"}
    actions = [r["value"] for r in rows if str(r["name"]).endswith("monkey actions")]
    assert all(isinstance(a, int) and a > 50 for a in actions), actions  # the monkey really played
    missed = [r for r in rows if r.get("ok") is False]
    assert missed == []
