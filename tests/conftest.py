"""Shared test setup: Qt runs offscreen (CI has no display)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
