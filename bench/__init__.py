"""Benchmarks: ``make bench`` (``python -m bench``). Figures go to bench/results/latest.md and .json."""
