"""The one list of games the app offers. Everything that differs between games is reached from here: a game
joins by having its folder ``gunapp/games/<name>/`` with a ``spec.py`` (``GAMES``, ``ORDER``), nothing else.

Importing this module imports no engine and no Qt (the specs hold dotted paths), so start-up pays nothing.
"""

from __future__ import annotations

import importlib
import pkgutil

from gunapp.core.game_spec import GameSpec, RulesSpec


class UnknownGame(KeyError):
    """A game key no registered game has (a damaged save, a record of another program, a typo)."""

    def __init__(self, key: object) -> None:
        super().__init__(key)
        self.key = key

    def __str__(self) -> str:
        return f"unknown game {self.key!r} (this version plays {', '.join(game_keys())})"


def _discover() -> tuple[GameSpec, ...]:
    """Every ``gunapp.games.<name>.spec`` module's ``GAMES``, in ``ORDER``: a game joins by having its folder."""
    import gunapp.games

    found: list[tuple[int, int, GameSpec]] = []
    for info in pkgutil.iter_modules(gunapp.games.__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"gunapp.games.{info.name}.spec")
        for i, spec in enumerate(module.GAMES):
            found.append((int(module.ORDER), i, spec))
    if not found:  # a bundle that lost the games' spec modules: fail at start, not with an empty start page
        raise RuntimeError("no game found under gunapp.games (each game needs a spec.py)")
    return tuple(spec for _o, _i, spec in sorted(found, key=lambda t: (t[0], t[1])))


GAMES: tuple[GameSpec, ...] = _discover()
_FOUND = GAMES
_BY_KEY = {g.key: g for g in GAMES}
RULES: tuple[RulesSpec, ...] = tuple({g.rules.key: g.rules for g in GAMES}.values())


def register(spec: GameSpec) -> None:
    """Offer one more game, found outside ``gunapp/games`` (the test suite's third game, a plug-in): after the
    games found there, and again under the same key is no change. What read ``GAMES`` before keeps its copy."""
    global GAMES, RULES
    if _BY_KEY.get(spec.key) is spec:
        return
    if spec.key in _BY_KEY:
        raise ValueError(f"a game {spec.key!r} is offered already")
    _BY_KEY[spec.key] = spec
    GAMES = (*GAMES, spec)
    RULES = tuple({g.rules.key: g.rules for g in GAMES}.values())


def unregister(key: str) -> None:
    """Withdraw a game ``register`` offered (the found ones stay)."""
    global GAMES, RULES
    spec = _BY_KEY.get(key)
    if spec is None or spec in _FOUND:
        return
    del _BY_KEY[key]
    GAMES = tuple(g for g in GAMES if g is not spec)
    RULES = tuple({g.rules.key: g.rules for g in GAMES}.values())


def game_keys() -> tuple[str, ...]:
    return tuple(_BY_KEY)


def game(key: object) -> GameSpec:
    """The spec of ``key``; ``UnknownGame`` for anything else (never a default game)."""
    spec = _BY_KEY.get(key) if isinstance(key, str) else None
    if spec is None:
        raise UnknownGame(key)
    return spec


def rules(key: object) -> RulesSpec:
    """The house-rules set ``key`` (``gunzi``, ``doudizhu``); ``UnknownGame`` otherwise."""
    for r in RULES:
        if r.key == key:
            return r
    raise UnknownGame(key)
