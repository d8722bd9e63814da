"""Gunzi's house rules in the dialog: every option of table 2.A with its name, explanation and choices
(context ``HouseRules``, translated at display time)."""

from __future__ import annotations

from gunapp.core.game_spec import QT_TRANSLATE_NOOP
from gunapp.games.gunzi.engine.rules import ENDLESS_CYCLES
from gunapp.ui.rules.catalog import RuleSpec, Section

GUNZI: tuple[Section, ...] = (
    Section(
        QT_TRANSLATE_NOOP("HouseRules", "Playing the cards"),
        (
            RuleSpec(
                "followMode",
                "R18",
                QT_TRANSLATE_NOOP("HouseRules", "Following pairs and triples"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "You always follow the led suit. Live: that is all, so against a pair or a triple you may "
                    "play any cards of the suit. Dead: against a pair you must play a pair of that suit if you "
                    "hold one; against a triple, a triple, or else a pair and one more card. A triple is not a "
                    "pair: you need not break it to answer a pair.",
                ),
                "combo",
                (
                    ("LIVE", QT_TRANSLATE_NOOP("HouseRules", "Live (活棒)")),
                    ("DEAD", QT_TRANSLATE_NOOP("HouseRules", "Dead (死棒)")),
                ),
                (
                    ("LIVE", QT_TRANSLATE_NOOP("HouseRules", "Live (活棒)")),
                    ("DEAD", QT_TRANSLATE_NOOP("HouseRules", "Dead (死棒)")),
                ),
            ),
        ),
    ),
    Section(
        QT_TRANSLATE_NOOP("HouseRules", "Trump and the dealer"),
        (
            RuleSpec(
                "minDeclareCards",
                "R10.2",
                QT_TRANSLATE_NOOP("HouseRules", "Fewest level cards to declare"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "From the second hand on, trump is declared by showing identical level cards: more cards "
                    "overcall fewer, and three identical jokers overcall them all. Is one level card enough?",
                ),
                "combo",
                (
                    (1, QT_TRANSLATE_NOOP("HouseRules", "One")),
                    (2, QT_TRANSLATE_NOOP("HouseRules", "Two (a pair)")),
                ),
                (("2", QT_TRANSLATE_NOOP("HouseRules", "Declare with two or more")),),
            ),
            RuleSpec(
                "flipOrder",
                "R9.4",
                QT_TRANSLATE_NOOP("HouseRules", "Flipping for the first dealer"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "In a cycle's first hand, if nobody shows a big joker, each player flips a bottom card: the "
                    "highest deals and its suit is trump (a joker is flipped again; on a tie the earlier flip "
                    "wins). This sets how the flipped cards rank.",
                ),
                "combo",
                (
                    ("GAME", QT_TRANSLATE_NOOP("HouseRules", "As in play at level 3: 3 > 2 > A > K … > 4")),
                    ("ACE_HIGH", QT_TRANSLATE_NOOP("HouseRules", "Ace high: A > K > … > 3 > 2")),
                ),
                (("ACE_HIGH", QT_TRANSLATE_NOOP("HouseRules", "Flip: ace high")),),
            ),
            RuleSpec(
                "dealerStays",
                "R24.1",
                QT_TRANSLATE_NOOP("HouseRules", "When the dealer's side keeps the deal"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "When the attackers stay under 120, the dealer's side deals again: either the same "
                    "dealer (连庄), or his partner.",
                ),
                "combo",
                (
                    ("SAME", QT_TRANSLATE_NOOP("HouseRules", "The same dealer deals again (连庄)")),
                    ("PARTNER", QT_TRANSLATE_NOOP("HouseRules", "The dealer's partner deals")),
                ),
                (("PARTNER", QT_TRANSLATE_NOOP("HouseRules", "Partner deals on")),),
            ),
            RuleSpec(
                "takeover",
                "R24.2",
                QT_TRANSLATE_NOOP("HouseRules", "When the attackers take over"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "With 120 points or more the attackers take over the deal. The new dealer is the old "
                    "dealer's 下家 (on his right, playing after him) or his 上家 (on his left, playing before "
                    "him).",
                ),
                "combo",
                (
                    ("NEXT", QT_TRANSLATE_NOOP("HouseRules", "The old dealer's right-hand player (下家)")),
                    ("PREV", QT_TRANSLATE_NOOP("HouseRules", "The old dealer's left-hand player (上家)")),
                ),
                (("PREV", QT_TRANSLATE_NOOP("HouseRules", "Left-hand player takes over")),),
            ),
        ),
    ),
    Section(
        QT_TRANSLATE_NOOP("HouseRules", "Tribute (喝血)"),
        (
            RuleSpec(
                "returnRule",
                "R12.4",
                QT_TRANSLATE_NOOP("HouseRules", "Cards given back for tribute"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "When tribute is owed, the dealer's 上家 gives the dealer his highest cards, and the dealer "
                    "gives back as many cards of his choice. May jokers be among the cards given back?",
                ),
                "combo",
                (
                    ("ANY", QT_TRANSLATE_NOOP("HouseRules", "Any cards")),
                    ("NO_JOKERS", QT_TRANSLATE_NOOP("HouseRules", "Any cards but jokers")),
                ),
                (("NO_JOKERS", QT_TRANSLATE_NOOP("HouseRules", "No jokers given back")),),
            ),
            RuleSpec(
                "riot",
                "R12.5",
                QT_TRANSLATE_NOOP("HouseRules", "Riot (暴动)"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "A player who owes tribute and holds three identical jokers may show them and pay nothing "
                    "this hand. Against three small jokers, a dealer who shows three big jokers puts the riot "
                    "down and the tribute is paid.",
                ),
                "check",
                (
                    ("OFF", ""),
                    ("ON", QT_TRANSLATE_NOOP("HouseRules", "Riots allowed")),
                ),
                (("ON", QT_TRANSLATE_NOOP("HouseRules", "Riots")),),
            ),
        ),
    ),
    Section(
        QT_TRANSLATE_NOOP("HouseRules", "The bottom (底牌)"),
        (
            RuleSpec(
                "dryPotRule",
                "R13.2",
                QT_TRANSLATE_NOOP("HouseRules", "Dry pot (干锅)"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "If the revealed bottom has no card of the trump suit (level cards aside), or holds only "
                    "trumps, the hand is a dry pot: the dealer does not exchange the bottom and nobody may bury "
                    "jokers. With the second choice a joker or a 2 in the bottom also rules out the first case, "
                    "so dry pots are rarer.",
                ),
                "combo",
                (
                    ("TRUMP_SUIT", QT_TRANSLATE_NOOP("HouseRules", "No card of the trump suit")),
                    ("ANY_TRUMP", QT_TRANSLATE_NOOP("HouseRules", "No trump at all (jokers and 2s count)")),
                ),
                (("ANY_TRUMP", QT_TRANSLATE_NOOP("HouseRules", "Dry pot: no trump at all")),),
            ),
            RuleSpec(
                "othersMayBury",
                "R15",
                QT_TRANSLATE_NOOP("HouseRules", "Other players bury jokers (扣王)"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "After the dealer's exchange, each other player in turn may bury jokers into the bottom "
                    "and take back as many of its lowest cards (never points or jokers). When off, only the "
                    "dealer buries.",
                ),
                "check",
                (
                    ("OFF", ""),
                    ("ON", QT_TRANSLATE_NOOP("HouseRules", "The other players may bury jokers")),
                ),
                (("OFF", QT_TRANSLATE_NOOP("HouseRules", "Only the dealer buries")),),
            ),
        ),
    ),
    Section(
        QT_TRANSLATE_NOOP("HouseRules", "Levels and scoring"),
        (
            RuleSpec(
                "levelScope",
                "R4.2",
                QT_TRANSLATE_NOOP("HouseRules", "Levels"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "Per team: each side climbs from 3 to 10 on its own, and a hand is played at the dealer's "
                    "side's level. Shared: the table has one level, and whichever side goes up raises it for "
                    "everyone.",
                ),
                "combo",
                (
                    ("PER_TEAM", QT_TRANSLATE_NOOP("HouseRules", "Each team has its own level")),
                    ("SHARED", QT_TRANSLATE_NOOP("HouseRules", "One level for the whole table")),
                ),
                (("SHARED", QT_TRANSLATE_NOOP("HouseRules", "Shared level")),),
            ),
            RuleSpec(
                "mustPlayLevels",
                "R23.2",
                QT_TRANSLATE_NOOP("HouseRules", "Must-play levels (必打)"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "A must-play level cannot be skipped: a gain that would carry a team past it stops there, "
                    "and the team gets beyond it only by winning a hand at that level as the dealer's side. 10 "
                    "is always a must-play level. Usually 3 and 10 are; tick only 10 if 3 is just where a cycle "
                    "starts.",
                ),
                "levels",
            ),
            RuleSpec(
                "jokerLevelBonus",
                "R22.2",
                QT_TRANSLATE_NOOP("HouseRules", "Levels for jokers in the bottom"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "Jokers buried in the bottom earn tribute for the side they reward: 2 for each big joker, "
                    "1 for each small one. With levels on, that side also goes up as many extra levels.",
                ),
                "combo",
                (
                    ("BLOOD", QT_TRANSLATE_NOOP("HouseRules", "Levels too: 2 per big joker, 1 per small")),
                    ("NONE", QT_TRANSLATE_NOOP("HouseRules", "Tribute only, no extra levels")),
                ),
                (("NONE", QT_TRANSLATE_NOOP("HouseRules", "No joker levels")),),
            ),
            RuleSpec(
                "tripleJokerRule",
                "R21.3",
                QT_TRANSLATE_NOOP("HouseRules", "Three jokers in the bottom"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "Three jokers in the final bottom end the cycle at once: the dealer's side wins it by "
                    "holding the bottom with the attackers under 120, the attackers by digging it with 120 or "
                    "more. Which three jokers count?",
                ),
                "combo",
                (
                    (
                        "IDENTICAL",
                        QT_TRANSLATE_NOOP("HouseRules", "Three identical jokers (3 big or 3 small)"),
                    ),
                    ("ANY_THREE", QT_TRANSLATE_NOOP("HouseRules", "Any three jokers")),
                ),
                (("ANY_THREE", QT_TRANSLATE_NOOP("HouseRules", "Any three jokers")),),
            ),
            RuleSpec(
                "fullScoreRule",
                "R21.3",
                QT_TRANSLATE_NOOP("HouseRules", "Full score"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "Attackers with a full score win the cycle at once. Either their final score, a dug bottom "
                    "counted twice, reaches 300, or they must take every one of the deck's 300 points.",
                ),
                "combo",
                (
                    ("FINAL_SCORE", QT_TRANSLATE_NOOP("HouseRules", "A final score of 300 or more")),
                    ("ALL_RAW_POINTS", QT_TRANSLATE_NOOP("HouseRules", "All 300 card points taken")),
                ),
                (("ALL_RAW_POINTS", QT_TRANSLATE_NOOP("HouseRules", "Full score: all 300 points")),),
            ),
        ),
    ),
    Section(
        QT_TRANSLATE_NOOP("HouseRules", "The match"),
        (
            RuleSpec(
                "cyclesPerMatch",
                "R26.3",
                QT_TRANSLATE_NOOP("HouseRules", "Cycles per match"),
                QT_TRANSLATE_NOOP(
                    "HouseRules",
                    "A cycle runs from level 3 until one side wins it, by getting past 10 or by a special "
                    "ending. The match ends after this many cycles; with no limit you play on until you start "
                    "a new match.",
                ),
                "cycles",
                endless=ENDLESS_CYCLES,
            ),
        ),
    ),
)
