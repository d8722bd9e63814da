"""PyInstaller entry point: run gunapp's main() as a top-level script.

Why a separate file: PyInstaller runs its entry as ``__main__`` outside any package, so pointing it at
gunapp/__main__.py directly would break that module's package-relative imports.
"""

from gunapp.__main__ import main

if __name__ == "__main__":
    # The hand review spawns worker processes; in the bundle each one starts this executable again, and
    # freeze_support() makes it the worker instead of a second window.
    import multiprocessing

    multiprocessing.freeze_support()
    raise SystemExit(main())
