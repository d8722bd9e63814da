"""Help → Rules of Gunzi / Rules of Dou Dizhu: the rules in force, in the current language, with cards."""

from gunapp.ui.rules_page.dialog import RulesPageDialog, open_rules_page

__all__ = ["RulesPageDialog", "open_rules_page"]
