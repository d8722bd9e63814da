"""Timing several engines on the same inputs on a shared, noisy machine: their passes interleaved (and their
order rotated) so a load spike hits all of them alike, each figure the best of several passes, per chunk of a
few calls short enough to run undisturbed (``bench_ddz_engine``)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any


def best_of(fns: list[Callable[[], object]], reps: int) -> list[float]:
    """Best time of each function over ``reps`` rounds, interleaved so load spikes hit all alike."""
    best = [float("inf")] * len(fns)
    for _ in range(reps):
        for i, fn in enumerate(fns):
            t0 = time.perf_counter()
            fn()
            best[i] = min(best[i], time.perf_counter() - t0)
    return best


#: hands per timed chunk: a pass over 10 hands takes at most about a millisecond for any engine, short enough
#: that on a loaded machine most passes run without being descheduled (the slower engine too, whose longer
#: passes would otherwise be preempted more often): the best of N passes per chunk is the engine's own speed
CHUNK = 10


def best_per_chunk(
    fns: list[Callable[..., object]], args: list[list[tuple[Any, ...]]], reps: int
) -> list[float]:
    """Time of each function over all its ``args`` (``args[i]`` for ``fns[i]``, the same hands in each engine's
    form): per chunk of ``CHUNK`` calls the best of ``reps`` passes, summed over the chunks. The engines' passes
    are interleaved per chunk, so load hits all of them alike, and a pass preempted by a neighbour's process
    (a one-pass-over-everything timing almost always is, under load) does not count."""
    n = len(args[0])
    starts = range(0, n, CHUNK)
    best = [[float("inf")] * len(starts) for _ in fns]
    for rep in range(reps):
        # the order rotates every pass: each engine runs after each other one equally often, so none always
        # inherits the heap and caches of the same neighbour (RLCard's passes allocate the most by far)
        order = [(rep + k) % len(fns) for k in range(len(fns))]
        for c, start in enumerate(starts):
            for i in order:
                go = each(fns[i], args[i][start : start + CHUNK])
                t0 = time.perf_counter()
                go()
                dt = time.perf_counter() - t0
                if dt < best[i][c]:
                    best[i][c] = dt
    return [sum(b) for b in best]


def each(fn: Callable[..., object], args: list[tuple[Any, ...]]) -> Callable[[], None]:
    """Call fn on every argument tuple, dropping results (we time generation, not keeping 60k lists alive)."""

    def go() -> None:
        for a in args:
            fn(*a)

    return go
