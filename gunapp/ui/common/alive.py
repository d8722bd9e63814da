"""alive(item): whether a scene item can still be touched.

Animation callbacks and timers fire after a table was torn down or an item was removed: the C++ object may
be gone (touching it crashes) or out of the scene (moving it shows nothing), so both are checked.
"""

from __future__ import annotations

from typing import Any

import shiboken6


def alive(item: Any) -> bool:
    """The item's C++ object still exists and it is still in a scene."""
    return bool(shiboken6.isValid(item)) and item.scene() is not None
