"""Gunzi's entry in the registry: what the app needs to offer the game, as data and dotted paths (no import of
the game's code, so start-up pays nothing)."""

from __future__ import annotations

from gunapp.core.game_spec import QT_TRANSLATE_NOOP, GameSpec, RulesSpec, StatsRow

# its place among the games (start page, menus)
ORDER = 10

GUNZI_RULES = RulesSpec(
    key="gunzi",
    title=QT_TRANSLATE_NOOP("HouseRulesDialog", "Dalian Gunzi"),
    options="gunapp.games.gunzi.engine.rules:GunziOptions",
    defaults="gunapp.games.gunzi.engine.match_codec:house_defaults",
    catalogue="gunapp.games.gunzi.ui.rules_catalog:GUNZI",
    page="gunapp.games.gunzi.ui.rules_text:page_body",
    page_title=QT_TRANSLATE_NOOP("RulesPageDialog", "Rules of Gunzi"),
    menu_title=QT_TRANSLATE_NOOP("ComfortMenus", "Rules of &Gunzi"),
    explain="gunapp.games.gunzi.ui.explain:GunziExplain",
    levels="gunapp.games.gunzi.ui.level_lines:GunziLevelLines",
)
HANDS = (
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Hands played"), "hands_played"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Hands won"), "hands_won"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Win rate"), "win_rate"),
    StatsRow(QT_TRANSLATE_NOOP("StatsDialog", "Cycles won"), "matches_won"),
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
        stats_rows=HANDS,
        codec="gunapp.games.gunzi.engine.match_codec:CODEC",
        engine="gunapp.games.gunzi.engine.match_codec:new_match",
        agents="gunapp.games.gunzi.ai.levels:make_agent",
        model="gunapp.games.gunzi.model:GunziModel",
        table="gunapp.games.gunzi.ui:gunzi_table",
        sim="gunapp.games.gunzi.sim:run",
        demo="gunapp.games.gunzi.ui.demo:start",
        trick_end="gunapp.games.gunzi.contract:trick_end",
        hand_order="gunapp.games.gunzi.contract:hand_order",
        table_kit="gunapp.games.gunzi.ui.kit:KIT",
        deal_number="gunapp.games.gunzi.engine.numbered:current_number",
        review="gunapp.games.gunzi.review:REVIEWER",
    ),
)
