"""Dispatch ``python -m gunapp.sim <game> ...`` to the game's simulator (``GameSpec.sim`` in the registry)."""

from __future__ import annotations

import sys

from gunapp.core import registry
from gunapp.core.game_spec import load


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    keys = registry.game_keys()
    if not args or args[0] not in keys:
        print(f"usage: python -m gunapp.sim {'|'.join(keys)} --hands N --seed S [...]", file=sys.stderr)
        return 2
    game, rest = args[0], args[1:]
    simulate = load(registry.game(game).sim)
    code: int = simulate(game, rest)
    return code


if __name__ == "__main__":
    sys.exit(main())
