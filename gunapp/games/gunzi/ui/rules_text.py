"""The Gunzi rules page (spec R1-R26 in the app's own words), following the house rules in force."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from gunapp.games.gunzi.engine.rules import ENDLESS_CYCLES, GunziOptions, JokerLevelBonus, LevelScope
from gunapp.games.gunzi.ui.house_options import gunzi_options
from gunapp.ui.rules_page.page import rules_html
from gunapp.ui.rules_page.pictures import Pictures


class GunziRulesText(QObject):
    def html(self, o: GunziOptions, pics: Pictures) -> str:
        levels = ", ".join(str(v) for v in sorted(o.must_play))
        parts: list[tuple[str, list[str]]] = [
            (
                self.tr("Players and cards"),
                [
                    self.tr(
                        "Four players in two teams: you and your partner sit opposite each other. Play goes "
                        "counter-clockwise. Three full decks with jokers are used, 162 cards: each player gets "
                        "39 and the last six form the bottom (底牌)."
                    ),
                    self.tr("Points are in the 5s (5 points), the 10s and the Ks (10 points): 300 in all.")
                    + " "
                    + pics.img("5H TS KD"),
                ],
            ),
            (
                self.tr("Levels and trumps (主牌)"),
                [
                    self.tr(
                        "Each team has a level, from 3 up to 10; the hand is played at the dealer's level. "
                        "Cards of that rank are the level cards (级牌)."
                    )
                    if o.levelScope is LevelScope.PER_TEAM
                    else self.tr(
                        "Both teams share one table level, from 3 up to 10. Cards of that rank are the level cards (级牌)."
                    ),
                    self.tr(
                        "Trumps are the jokers, every 2, every level card and every card of the trump suit. "
                        "From the strongest: big joker, small joker, the level card of the trump suit, the other "
                        "level cards, the 2 of the trump suit, the other 2s, then the trump suit from A down."
                    ),
                    self.tr("Level 7, trumps in hearts, strongest first:")
                    + " "
                    + pics.img("BJ SJ 7H 7S 2H 2C AH KH"),
                ],
            ),
            (
                self.tr("Who deals and which suit is trump"),
                [
                    self.tr(
                        "In the first hand of a cycle the first player to show a big joker deals (抢亮大王); the "
                        "next suited card he is dealt names the trump suit. If nobody shows one, bottom cards "
                        "are flipped in turn and the highest decides."
                    ),
                    self.tr(
                        "In later hands the dealer is already known. While the cards are dealt anyone may "
                        "declare the trump (亮主) by showing identical level cards; more cards overcall fewer, "
                        "three small jokers beat any level cards and three big jokers beat everything."
                    ),
                    self.tr("A declaration needs at least %n level card(s).", "", o.minDeclareCards),
                ],
            ),
            (
                self.tr("Tribute (喝血) and the bottom"),
                [
                    self.tr(
                        "A team that played badly owes blood: before the bottom is shown, the player on the "
                        "dealer's left gives him that many of his highest cards (no point cards unless they are level "
                        "cards), and the "
                        "dealer gives back as many cards of his choice."
                    ),
                    self.tr(
                        "Riot (暴动) is allowed: a payer holding three identical jokers may refuse the tribute."
                    )
                    if o.riot.value == "ON"
                    else self.tr("Riot (暴动) is not played: the tribute is always paid."),
                    self.tr(
                        "The dealer takes the bottom and buries six cards (扣底); he may bury jokers, big jokers "
                        "before small ones. If the revealed bottom holds no card of the trump suit, or only "
                        "trumps, it is a dry pot (干锅): no exchange and no joker burial."
                    ),
                    self.tr(
                        "Afterwards each other player may bury jokers and take back the lowest cards of the bottom."
                    )
                    if o.othersMayBury.value == "ON"
                    else self.tr("Only the dealer buries: the other players never put jokers in the bottom."),
                ],
            ),
            (
                self.tr("Tricks"),
                [
                    self.tr(
                        "The dealer leads first. A lead is a single, a pair (棒子) or a triple (滚子) of "
                        "identical cards; there are no straights and no throws. The others must follow with as "
                        "many cards of the led suit as they can; trumps count as one suit."
                    ),
                    self.tr(
                        "Live sticks (活棒) are played: any cards of the led suit will do, pairs and triples need "
                        "not be matched."
                    )
                    if not o.dead
                    else self.tr(
                        "Dead sticks (死棒) are played: against a pair you must play a pair of the led suit if "
                        "you hold one, against a triple a triple (or a pair and one more card)."
                    ),
                    self.tr(
                        "The strongest play of the lead's shape in the led suit or in trumps wins; between "
                        "equal cards the earlier play wins. The winner's team takes the points and leads next."
                    ),
                ],
            ),
            (
                self.tr("Scoring"),
                [
                    self.tr(
                        "Only the attackers' points count. If they win the last trick they dig the bottom "
                        "(抠底): its points count twice. If the dealer's side wins it, they hold the bottom."
                    ),
                    self.tr(
                        "Under 120 points and held: the dealer's side goes up one level and deals again. "
                        "Under 120 but dug: nobody goes up. 120 or more: the attackers take over the deal, and "
                        "go up only if they also dug the bottom."
                    ),
                    self.tr(
                        "Jokers held or dug in the bottom add levels and blood: 2 for a big joker, 1 for a small one."
                    )
                    if o.jokerLevelBonus is JokerLevelBonus.BLOOD
                    else self.tr(
                        "Jokers in the bottom add blood only (2 for a big joker, 1 for a small one), never levels."
                    ),
                    (
                        self.tr("When the dealer's side stays, the same player deals again.")
                        if o.dealerStays.value == "SAME"
                        else self.tr("When the dealer's side stays, the dealer's partner deals next.")
                    )
                    + " "
                    + (
                        self.tr("When the attackers take over, the player on the old dealer's right deals.")
                        if o.takeover.value == "NEXT"
                        else self.tr(
                            "When the attackers take over, the player on the old dealer's left deals."
                        )
                    ),
                    self.tr(
                        "Must-play levels: {levels}. A team cannot pass one of them without winning a hand as "
                        "dealer at that level."
                    ).format(levels=levels),
                    self.tr(
                        "A cycle ends when the dealer's side wins a hand at level 10, when the attackers score "
                        "nothing or 300, or when three identical jokers are held or dug in the bottom."
                    ),
                    self.tr("A match is %n cycle(s).", "", o.cyclesPerMatch)
                    if o.cyclesPerMatch < ENDLESS_CYCLES
                    else self.tr("There is no limit of cycles: play on until you start a new match."),
                ],
            ),
        ]
        return rules_html(
            self.tr("Rules of Gunzi (打滚子)"),
            self.tr("This page follows the house rules chosen in Settings → House rules."),
            parts,
        )


def page_body(settings: Any, pics: Pictures) -> str:
    """The rules page with ``settings``' Gunzi house rules (``RulesSpec.page``)."""
    return GunziRulesText().html(gunzi_options(settings), pics)
