"""What the app benchmarks share: a display for their children, and the driver code that runs the real app.

A driver script (written to a temporary file, run in a fresh process) defines ``on_first_paint(window)`` and
then includes ``HOOK_MAIN_WINDOW``: the real start, ``gunapp.app.run``, builds the main window as a player's
start does, and at that window's first ``Paint`` event ``on_first_paint`` runs (once). The script ends with
``RUN_APP``, after any patch of its own. The preamble imports only ``gunapp.app`` (no Qt), as the installed
``gunapp`` script does: the modules imported after PySide6 each cost PySide a look at their source (its
``__feature__`` check), so an order unlike the app's would bend the start-up figures.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager

#: ``FirstPaint(parent)``: an event filter calling ``on_first_paint(watched)`` at the first Paint it sees
#: (PySide6 is imported when the first one is made, not by the driver's preamble)
FIRST_PAINT = """
def FirstPaint(parent):
    from PySide6.QtCore import QEvent, QObject

    class _FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                on_first_paint(watched)
            return False

    return _FirstPaint(parent)
"""

HOOK_MAIN_WINDOW = (
    FIRST_PAINT
    + """
import sys

import gunapp.app

_after_first_paint = gunapp.app.after_first_paint
_watching = []


def _watch_first_paint(window, then, *args, **kwargs):
    # app.run hands its main window to after_first_paint before showing it: the bench's filter goes on there,
    # so the driver imports neither Qt nor the window before the app does (as the ``gunapp`` script starts)
    if not _watching:
        _watching.append(FirstPaint(window))
        window.installEventFilter(_watching[0])
    return _after_first_paint(window, then, *args, **kwargs)


gunapp.app.after_first_paint = _watch_first_paint
"""
)

RUN_APP = "\nsys.exit(gunapp.app.run([]))\n"


@contextmanager
def display() -> Iterator[dict[str, str]]:
    """Environment for the children: an Xvfb display of our own, or ``offscreen`` if Xvfb is missing; the key
    ``_DISPLAY_NOTE`` says which, for the rows (pop it before use)."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        yield {"QT_QPA_PLATFORM": "offscreen", "_DISPLAY_NOTE": "offscreen (Xvfb missing)"}
        return
    read, write = os.pipe()
    proc = subprocess.Popen(
        [xvfb, "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as f:
            number = f.readline().strip()  # Xvfb writes its display number once it accepts clients
        if not number:
            raise RuntimeError("Xvfb did not start")
        yield {"QT_QPA_PLATFORM": "xcb", "DISPLAY": f":{number}", "_DISPLAY_NOTE": "Xvfb (X11)"}
    finally:
        proc.terminate()
        proc.wait(timeout=10)
