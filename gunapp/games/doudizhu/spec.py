"""Dou Dizhu's entries in the registry (3 and 4 players): what the app needs to offer them, as data and dotted
paths (no import of the game's code, so start-up pays nothing)."""

from __future__ import annotations

from gunapp.core.game_spec import QT_TRANSLATE_NOOP, GameSpec, RulesSpec, StatsRow

# its place among the games (start page, menus)
ORDER = 20

DOUDIZHU_RULES = RulesSpec(
    key="doudizhu",
    title=QT_TRANSLATE_NOOP("HouseRulesDialog", "Dou Dizhu"),
    options="gunapp.games.doudizhu.engine.rules:Options",
    defaults="gunapp.games.doudizhu.engine.match_codec:house_defaults",
    catalogue="gunapp.games.doudizhu.ui.rules_catalog:DOUDIZHU",
    page="gunapp.games.doudizhu.ui.rules_text:page_body",
    page_title=QT_TRANSLATE_NOOP("RulesPageDialog", "Rules of Dou Dizhu"),
    menu_title=QT_TRANSLATE_NOOP("ComfortMenus", "Rules of &Dou Dizhu"),
    explain="gunapp.games.doudizhu.ui.explain:DdzExplain",
    levels="gunapp.games.doudizhu.ui.level_lines:DdzLevelLines",
    presets="gunapp.games.doudizhu.engine.presets:PRESETS",
)

DEALS = (
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Deals played"), "hands_played"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Deals won"), "hands_won"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Win rate"), "win_rate"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Sessions won"), "matches_won"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Best session score, classic rules"), "best_score"),
    # the call-and-grab deals (欢乐) apart: a grab, a double or a shown hand multiplies their points
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Call and grab (欢乐)"), "grab", heading=True),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Deals played"), "grab_deals"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Win rate"), "grab_win_rate"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "As landlord, won / lost"), "landlord_record"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Grabs made"), "grabs"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Deals doubled"), "doubled"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Points from doubled deals"), "doubled_points"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Hands shown"), "shown"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Biggest multiplier"), "best_multiplier"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Average stake per deal"), "average_stake"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Best session score"), "grab_best_score"),
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
        stats_rows=DEALS,
        codec="gunapp.games.doudizhu.engine.match_codec:CODEC",
        engine=f"gunapp.games.doudizhu.engine.match_codec:new_{key}",
        agents="gunapp.games.doudizhu.ai.levels:make_agent",
        model="gunapp.games.doudizhu.model:DdzModel",
        table=f"gunapp.games.doudizhu.ui:{key}_table",
        sim="gunapp.games.doudizhu.sim:run",
        demo="gunapp.games.doudizhu.ui.demo:start",
        trick_end="gunapp.games.doudizhu.contract:trick_end",
        hand_order="gunapp.games.doudizhu.contract:hand_order",
        table_kit="gunapp.games.doudizhu.ui.kit:KIT",
        deal_number="gunapp.games.doudizhu.engine.numbered:current_number",
        review="gunapp.games.doudizhu.review:REVIEWER",
    )


GAMES: tuple[GameSpec, ...] = (
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
