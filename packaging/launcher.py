"""PyInstaller entry point: run gunapp's main() as a top-level script.

Why a separate file: PyInstaller runs its entry as ``__main__`` outside any package, so pointing it at
gunapp/__main__.py directly would break that module's package-relative imports.
"""

import sys

from gunapp.__main__ import main

if __name__ == "__main__":
    # The hand review spawns worker processes; in the bundle each one starts this executable again, and
    # freeze_support() makes it the worker instead of a second window. Only such a process (``EXE
    # --multiprocessing-fork …``, or a helper's ``EXE … -c COMMAND``) imports multiprocessing here: a player's
    # start does not wait for it (issue 29; packaging/rthooks/pyi_rth_gunapp.py).
    if "--multiprocessing-fork" in sys.argv[1:2] or "-c" in sys.argv:
        import multiprocessing

        multiprocessing.freeze_support()
    import gc

    gc.enable()  # the runtime hook rested it for the imports so far; app.run rests it again until the first paint
    raise SystemExit(main())
