"""Dispatch ``python -m gunapp.sim <game> ...`` to the game's simulator."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] not in ("gunzi", "ddz3", "ddz4"):
        print("usage: python -m gunapp.sim gunzi|ddz3|ddz4 --hands N --seed S [...]", file=sys.stderr)
        return 2
    game, rest = args[0], args[1:]
    if game == "gunzi":
        from gunapp.sim import gunzi

        return gunzi.main(rest)
    from gunapp.sim import doudizhu

    return doudizhu.main(game, rest)


if __name__ == "__main__":
    sys.exit(main())
