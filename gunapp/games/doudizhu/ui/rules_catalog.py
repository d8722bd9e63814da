"""Dou Dizhu's house rules in the dialog: every option of D8.4 and D11 with its name, explanation and choices
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
    Section(
        QT_TRANSLATE_NOOP("HouseRules", "Call and grab (叫地主 / 抢地主), doubling, shown hands"),
        (
            RuleSpec(
                "bidding",
                "D11.1",
                QT_TRANSLATE_NOOP("HouseRules", "Choosing the landlord"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "Bid points: each player bids 1, 2 or 3 and the highest bid is the base stake. Call and "
                    "grab: a player calls the landlord (叫地主), then each other player who did not decline "
                    "may grab it (抢地主), once each, and the caller has the last word. Every grab doubles "
                    "the stake.",
                ),
                "combo",
                (
                    ("points", QT_TRANSLATE_NOOP("HouseRules", "Bid 1, 2 or 3 points (叫分)")),
                    ("grab", QT_TRANSLATE_NOOP("HouseRules", "Call and grab (叫地主 / 抢地主)")),
                ),
                (("grab", QT_TRANSLATE_NOOP("HouseRules", "Call and grab")),),
            ),
            RuleSpec(
                "doubling",
                "D11.7",
                QT_TRANSLATE_NOOP("HouseRules", "Doubling (加倍)"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "Once the landlord has the kitty, each peasant and then the landlord may double. A "
                    "peasant's double counts for his own payment only; the landlord's counts for every "
                    "peasant's. Super doubling (超级加倍) multiplies by 4.",
                ),
                "combo",
                (
                    ("off", QT_TRANSLATE_NOOP("HouseRules", "No doubling")),
                    ("on", QT_TRANSLATE_NOOP("HouseRules", "Double (×2)")),
                    ("super", QT_TRANSLATE_NOOP("HouseRules", "Double (×2) or super double (×4)")),
                ),
                (
                    ("on", QT_TRANSLATE_NOOP("HouseRules", "Doubling")),
                    ("super", QT_TRANSLATE_NOOP("HouseRules", "Super doubling")),
                ),
            ),
            RuleSpec(
                "showHand",
                "D11.9",
                QT_TRANSLATE_NOOP("HouseRules", "Shown hand (明牌)"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "Before the deal each player may start with the hand shown, face up for everyone: ×4. "
                    "The landlord who has not shown may show his hand after taking the kitty: ×2. Several "
                    "shows do not multiply: the largest counts.",
                ),
                "check",
                (
                    (False, ""),
                    (True, QT_TRANSLATE_NOOP("HouseRules", "Players may show their hand")),
                ),
                (("True", QT_TRANSLATE_NOOP("HouseRules", "Shown hands")),),
            ),
        ),
    ),
)
