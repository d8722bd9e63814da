"""House rules: the options of Gunzi (spec table 2.A) and Dou Dizhu (D8.4) the player chooses, remembered in
``Settings.house_rules`` and used when a new match or session starts.

- ``open_house_rules(host, game)``: the dialog (Settings menu, the setup panels);
- ``house_options(settings, game)``: the engine options a new match/session starts with (each game wraps it:
  ``gunzi_options``, ``ddz_options`` in ``gunapp/games/<game>/ui/house_options.py``);
- ``RulesText().summary(options)`` / ``.details(options)``: the rules in force, for the tables.
"""

from gunapp.ui.rules.dialog import HouseRulesDialog, open_house_rules
from gunapp.ui.rules.house import RulesText, defaults, game_of, house_options

__all__ = [
    "HouseRulesDialog",
    "RulesText",
    "defaults",
    "game_of",
    "house_options",
    "open_house_rules",
]
