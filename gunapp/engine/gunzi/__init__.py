"""Dalian Gunzi (打滚子) engine: pure Python, no Qt (spec /work/shared/rules/gunzi.md)."""
