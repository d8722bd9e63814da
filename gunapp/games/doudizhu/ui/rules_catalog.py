"""Dou Dizhu's house rules in the dialog: every option of D8.4 with its name, explanation and choices
(context ``HouseRules``, translated at display time)."""

from __future__ import annotations

from gunapp.core.game_spec import QT_TRANSLATE_NOOP
from gunapp.ui.rules.catalog import RuleSpec, Section

DOUDIZHU: tuple[Section, ...] = (
    Section(
        QT_TRANSLATE_NOOP("HouseRules", "Dou Dizhu, 3 and 4 players"),
        (
            RuleSpec(
                "kittyVisible",
                "D4.5",
                QT_TRANSLATE_NOOP("HouseRules", "Show the kitty (底牌)"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "The landlord takes the kitty: 3 cards, 8 with two decks. Shown: everyone sees them as he "
                    "picks them up. Hidden: only the landlord knows them.",
                ),
                "check",
                (
                    (False, ""),
                    (True, QT_TRANSLATE_NOOP("HouseRules", "Turn the kitty face up for everyone")),
                ),
                (("False", QT_TRANSLATE_NOOP("HouseRules", "Hidden kitty")),),
            ),
            RuleSpec(
                "spring",
                "D8.4",
                QT_TRANSLATE_NOOP("HouseRules", "Spring (春天)"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "Spring: the landlord wins and no peasant played a single card. Reverse spring: the "
                    "peasants win and the landlord played only his opening lead. Either one doubles the stake.",
                ),
                "check",
                (
                    (False, ""),
                    (True, QT_TRANSLATE_NOOP("HouseRules", "Spring doubles the stake")),
                ),
                (("True", QT_TRANSLATE_NOOP("HouseRules", "Spring ×2")),),
            ),
            RuleSpec(
                "doublingCap",
                "D8.4",
                QT_TRANSLATE_NOOP("HouseRules", "Multiplier cap (封顶)"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "Every bomb and rocket doubles the stake (with two decks only bombs of 6 or more cards "
                    "do), and so does spring. A cap stops the multiplier there: the bid is multiplied by the "
                    "cap at most.",
                ),
                "combo",
                (
                    (None, QT_TRANSLATE_NOOP("HouseRules", "No cap")),
                    (4, "×4"),
                    (8, "×8"),
                    (16, "×16"),
                    (32, "×32"),
                    (64, "×64"),
                ),
            ),
        ),
    ),
)
