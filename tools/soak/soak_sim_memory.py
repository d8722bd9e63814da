"""The simulator writes long records without holding every hand (issue 10 item 6): peak RSS of
``python -m gunapp.sim gunzi --hands N --record F`` (streamed to disk hand by hand) against the old way (every
hand kept in the match, the record built at the end), and the same for a long Dou Dizhu 4 session
(``python -m gunapp.sim ddz4 --record F``, deal by deal, against the session holding every deal). Sized by
hands, not by the time budget."""

from __future__ import annotations

import time

from tools.soak.soak_memory import NEW_DDZ_SIM, NEW_SIM, OLD_DDZ_SIM, OLD_SIM, sim_peak


def run(short: bool, seconds: float | None) -> list[dict[str, object]]:
    sim_hands = 30 if short else 3000
    rows: list[dict[str, object]] = []
    t0 = time.monotonic()
    new_mb, new_ok = sim_peak(NEW_SIM, sim_hands)
    old_mb, _ = sim_peak(OLD_SIM, sim_hands)
    rows += [
        {
            "name": f"simulator, {sim_hands}-hand Gunzi record: peak RSS before (held whole)",
            "value": round(old_mb, 1),
            "unit": "MB",
        },
        {
            "name": f"simulator, {sim_hands}-hand Gunzi record: peak RSS now (streamed)",
            "value": round(new_mb, 1),
            "unit": "MB",
            "target": "below the held-whole peak; the record reads",
            "ok": new_ok and new_mb < old_mb,
        },
    ]
    ddz_deals = 30 if short else 3000
    new_mb, new_ok = sim_peak(NEW_DDZ_SIM, ddz_deals, "ddz4")
    old_mb, _ = sim_peak(OLD_DDZ_SIM, ddz_deals, "ddz4")
    rows += [
        {
            "name": f"simulator, {ddz_deals}-deal Dou Dizhu 4 record: peak RSS before (held whole)",
            "value": round(old_mb, 1),
            "unit": "MB",
        },
        {
            "name": f"simulator, {ddz_deals}-deal Dou Dizhu 4 record: peak RSS now (streamed)",
            "value": round(new_mb, 1),
            "unit": "MB",
            "target": "below the held-whole peak; the record replays",
            "ok": new_ok and new_mb < old_mb,
        },
    ]
    rows.append({"name": "wall time", "value": round(time.monotonic() - t0, 1), "unit": "s"})
    return rows
