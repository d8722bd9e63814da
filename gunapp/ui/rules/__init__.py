"""House rules: the options of Gunzi (spec table 2.A) and Dou Dizhu (D8.4) the player chooses, remembered in
``Settings.house_rules`` and used when a new match or session starts.

- ``open_house_rules(host, game)``: the dialog (Settings menu, the setup panels);
- ``gunzi_options(settings)`` / ``ddz_options(settings)``: the engine options a new match/session starts with;
- ``RulesText().summary(options)`` / ``.details(options)``: the rules in force, for the tables.
"""

from gunapp.ui.rules.dialog import HouseRulesDialog, open_house_rules
from gunapp.ui.rules.house import ENDLESS_CYCLES, RulesText, ddz_options, defaults, game_of, gunzi_options

__all__ = [
    "ENDLESS_CYCLES",
    "HouseRulesDialog",
    "RulesText",
    "ddz_options",
    "defaults",
    "game_of",
    "gunzi_options",
    "open_house_rules",
]
