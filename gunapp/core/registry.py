"""The one list of games the app offers. Everything that differs between games is reached from here: add a
game by adding its ``GameSpec`` (and its own code under the paths the spec names), nothing else.

Importing this module imports no engine and no Qt (the specs hold dotted paths), so start-up pays nothing.
"""

from __future__ import annotations

from gunapp.core.game_spec import QT_TRANSLATE_NOOP, GameSpec, RulesSpec, StatsRow


class UnknownGame(KeyError):
    """A game key no registered game has (a damaged save, a record of another program, a typo)."""

    def __init__(self, key: object) -> None:
        super().__init__(key)
        self.key = key

    def __str__(self) -> str:
        return f"unknown game {self.key!r} (this version plays {', '.join(game_keys())})"


GUNZI_RULES = RulesSpec(
    key="gunzi",
    title=QT_TRANSLATE_NOOP("HouseRulesDialog", "Dalian Gunzi"),
    options="gunapp.engine.gunzi.rules:GunziOptions",
    defaults="gunapp.engine.gunzi.match_codec:house_defaults",
    catalogue="gunapp.ui.rules.catalog:GUNZI",
    page="gunapp.ui.rules_page.gunzi_text:page_body",
    page_title=QT_TRANSLATE_NOOP("RulesPageDialog", "Rules of Gunzi"),
    explain="gunapp.ui.gunzi.explain:GunziExplain",
)
DOUDIZHU_RULES = RulesSpec(
    key="doudizhu",
    title=QT_TRANSLATE_NOOP("HouseRulesDialog", "Dou Dizhu"),
    options="gunapp.engine.doudizhu.rules:Options",
    defaults="gunapp.engine.doudizhu.match_codec:house_defaults",
    catalogue="gunapp.ui.rules.catalog:DOUDIZHU",
    page="gunapp.ui.rules_page.ddz_text:page_body",
    page_title=QT_TRANSLATE_NOOP("RulesPageDialog", "Rules of Dou Dizhu"),
    explain="gunapp.ui.doudizhu.explain:DdzExplain",
)

_HANDS = (
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Hands played"), "hands_played"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Hands won"), "hands_won"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Win rate"), "win_rate"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Cycles won"), "matches_won"),
)
_DEALS = (
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Deals played"), "hands_played"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Deals won"), "hands_won"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Win rate"), "win_rate"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Sessions won"), "matches_won"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Best session score"), "best_score"),
)


def _doudizhu(
    key: str, players: int, decks: int, title: str, subtitle: str, showcase: tuple[str, ...]
) -> GameSpec:
    return GameSpec(
        key=key,
        title=title,
        subtitle=subtitle,
        players=players,
        decks=decks,
        showcase=showcase,
        rules=DOUDIZHU_RULES,
        stats_rows=_DEALS,
        codec="gunapp.engine.doudizhu.match_codec:CODEC",
        engine=f"gunapp.engine.doudizhu.match_codec:new_{key}",
        agents="gunapp.ai.doudizhu.levels:make_agent",
        model="gunapp.models.ddz_model:DdzModel",
        table=f"gunapp.ui.doudizhu:{key}_table",
        sim="gunapp.sim.doudizhu:run",
    )


GAMES: tuple[GameSpec, ...] = (
    GameSpec(
        key="gunzi",
        title=QT_TRANSLATE_NOOP("Games", "Gunzi"),
        subtitle=QT_TRANSLATE_NOOP("Games", "Dalian's team game: 4 players, 3 decks, partners sit opposite"),
        players=4,
        decks=3,
        showcase=("BJ", "TH", "TS", "TC"),
        rules=GUNZI_RULES,
        stats_rows=_HANDS,
        codec="gunapp.engine.gunzi.match_codec:CODEC",
        engine="gunapp.engine.gunzi.match_codec:new_match",
        agents="gunapp.ai.gunzi.levels:make_agent",
        model="gunapp.models.gunzi_model:GunziModel",
        table="gunapp.ui.gunzi:gunzi_table",
        sim="gunapp.sim.gunzi:run",
    ),
    _doudizhu(
        "ddz3",
        3,
        1,
        QT_TRANSLATE_NOOP("Games", "Dou Dizhu, 3 players"),
        QT_TRANSLATE_NOOP("Games", "One deck: the landlord against two peasants"),
        ("SJ", "BJ", "2S"),
    ),
    _doudizhu(
        "ddz4",
        4,
        2,
        QT_TRANSLATE_NOOP("Games", "Dou Dizhu, 4 players"),
        QT_TRANSLATE_NOOP("Games", "Two decks: the landlord against three peasants"),
        ("AH", "AS", "AD", "AC"),
    ),
)

_BY_KEY = {g.key: g for g in GAMES}
RULES: tuple[RulesSpec, ...] = tuple({g.rules.key: g.rules for g in GAMES}.values())


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
