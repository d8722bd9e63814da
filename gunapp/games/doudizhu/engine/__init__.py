"""Dou Dizhu (斗地主) engine for 3 and 4 players (shared/rules/doudizhu.md). Pure Python, no Qt."""
