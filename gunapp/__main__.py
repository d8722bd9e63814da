"""``python -m gunapp`` and the ``gunapp`` GUI script; ``gunapp --review RECORD ...`` runs the hand review's
command line (``python -m gunapp.review``) without a window, so an installed bundle has it too."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--review"]:
        from gunapp.review.__main__ import main as review_main

        return review_main(args[1:], prog="gunapp --review")
    from gunapp.app import run

    return run(args)


if __name__ == "__main__":
    # A spawned review worker re-runs this entry: freeze_support() turns it into the worker in a frozen build
    # (a no-op elsewhere) before any window is made.
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
