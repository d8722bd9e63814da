"""``python -m gunapp`` and the ``gunapp`` GUI script."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from gunapp.app import run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
