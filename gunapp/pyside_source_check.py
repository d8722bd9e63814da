"""A lighter answer to PySide6's question about every module imported after it.

PySide6 (its ``__feature__`` support, ``shibokensupport.feature._mod_uses_pyside``) asks of each module imported
once it is loaded whether its source mentions "PySide6", and reads that source with ``inspect.getsource``, which
keeps every module's lines in ``linecache`` for the rest of the run: about 10 MB of source text at a table and
0.1 ms a module of the start (issue 29). ``install()`` answers the same question from the file's bytes, keeping
nothing; a module that is not a plain ``.py`` file (a frozen bundle's, a built-in) still goes to PySide's own
check. gunapp selects no ``__feature__``, so the answer changes nothing for it either way.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

MARK = "_gunapp_reads_bytes"


def install() -> bool:
    """Replace the check once PySide6 is imported; False (nothing done) if this PySide has no such check."""
    import PySide6.QtCore  # noqa: F401 - loads shiboken's support modules, the feature check among them

    feature = sys.modules.get("shibokensupport.feature")
    original: Callable[[ModuleType], bool] | None = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or original is None or getattr(original, MARK, False):
        return False

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return original(module)

    setattr(uses_pyside, MARK, True)
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
    return True
