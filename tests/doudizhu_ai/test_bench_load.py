"""The hard AI's load bench (``bench/ddz_load.py``, issue 29): its summary, its burners, its rows' part."""

from __future__ import annotations

from bench import ddz_load
from bench.bench_ddz_ai import _part_of


def test_latency_summary_counts_the_slow_decisions() -> None:
    times = [0.001 * k for k in range(1, 401)]  # 1..400 ms
    s = ddz_load.latency_summary(times)
    assert s["n"] == 400 and s["max"] == 400.0
    assert s["p50"] == 201.0 and s["p95"] == 381.0
    assert s["slow"] == 100  # 301..400 ms


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_cpu_burners_run_inside_the_block_and_end_after_it() -> None:
    with ddz_load.cpu_burners(1) as pids:
        assert len(pids) == 1 and _alive(pids[0])
    assert not _alive(pids[0])


def test_load_rows_are_kept_as_their_own_part() -> None:
    result = {
        "load": "busy",
        "level": "hard",
        "binding": "inproc",
        "deals": 2,
        "wp": (0.75, 0.1),
        "latency": ddz_load.latency_summary([0.1, 0.2, 0.4]),
        "burners": 2,
        "loadavg": "1.00 / 1.00 -> 2.00 / 1.50",
    }
    rows = ddz_load.rows([result])
    assert [_part_of(str(r["name"])) for r in rows] == ["load", "load"]
    assert rows[1]["value"] == "200 / 400 / 400" and "1 of 3" in str(rows[1]["note"])


def test_slow_decisions_report_the_cpu_they_got() -> None:
    """A decision over the limit with little CPU waited for a core: the note says so."""
    cpu = [(0.1, 0.09), (0.5, 0.004), (0.9, 0.006)]
    assert ddz_load.slow_cpu(cpu) == "; those got a median 5 ms of CPU in 700 ms of wall time"
    assert ddz_load.slow_cpu(cpu[:1]) == ""
