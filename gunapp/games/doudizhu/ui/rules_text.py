"""The Dou Dizhu rules page (spec D1-D8 and D11 in the app's own words), for 3 and 4 players, following the
house rules in force (D8.4: kitty shown, spring, doubling cap; D11: call and grab, doubling, shown hands)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from gunapp.games.doudizhu.engine.rules import Options
from gunapp.games.doudizhu.ui.house_options import ddz_options
from gunapp.ui.rules_page.page import rules_html
from gunapp.ui.rules_page.pictures import Pictures


class DdzRulesText(QObject):
    def html(self, o: Options, pics: Pictures) -> str:
        parts: list[tuple[str, list[str]]] = [
            (
                self.tr("Players and cards"),
                [
                    self.tr(
                        "With three players one deck with both jokers is used (54 cards): 17 each and 3 in the "
                        "kitty (底牌). With four players two decks are used (108 cards): 25 each and 8 in the "
                        "kitty."
                    ),
                    self.tr(
                        "Suits never matter. From the highest: big joker, small joker, 2, A, K, Q, J, 10 … 3."
                    )
                    + " "
                    + pics.img("BJ SJ 2S AH KD 3C"),
                ],
            ),
            (
                self.tr("Bidding for the landlord (地主)"),
                [
                    *self._bidding(o),
                    self.tr("The landlord takes the kitty, shown to everyone.")
                    if o.kitty_visible
                    else self.tr("The landlord takes the kitty without showing it."),
                ],
            ),
            (
                self.tr("Play"),
                [
                    self.tr(
                        "The landlord leads. Each player in turn passes or beats the last play with the same "
                        "kind of combination, the same size and higher. When all the others pass, the last "
                        "player to play leads anything. The first to empty his hand wins the deal for his side."
                    ),
                    self.tr(
                        "Combinations: single, pair, trio, trio with a pair, straight (5 or more cards), pair "
                        "straight (3 or more pairs), airplane (2 or more trios) with or without wings. 2s and "
                        "jokers never go in a straight."
                    ),
                    self.tr("A straight and an airplane with pairs:")
                    + " "
                    + pics.img("3S 4H 5D 6C 7S")
                    + " "
                    + pics.img("8S 8H 8D 9C 9S 9H 4C 4D JS JH"),
                ],
            ),
            (
                self.tr("Bombs (炸弹) and the rocket (王炸)"),
                [
                    self.tr(
                        "A bomb, four cards of one rank, beats any play that is not a bigger bomb; the rocket, "
                        "both jokers, beats everything."
                    )
                    + " "
                    + pics.img("9S 9H 9C 9D")
                    + " "
                    + pics.img("BJ SJ"),
                    self.tr(
                        "With three players the higher rank wins between bombs. Trio with a single, airplane "
                        "with singles and four with two are also played."
                    ),
                    self.tr(
                        "With four players a bomb has 4 to 8 cards and more cards win whatever the rank; the "
                        "rocket is all four jokers. Trio with a single, airplane with singles and four with two "
                        "are not allowed, and two jokers of the same colour make a pair."
                    ),
                ],
            ),
            (
                self.tr("Scoring"),
                [
                    self.tr(
                        "The stake is the bid doubled once for every bomb and rocket played (with four players "
                        "only bombs of 6 cards or more double). If the landlord wins each peasant pays him the "
                        "stake; otherwise he pays each peasant."
                    ),
                    self.tr(
                        "Spring (春天) is played: if the peasants never played a card, or the landlord played "
                        "only his first lead, the stake doubles."
                    )
                    if o.spring
                    else self.tr("Spring (春天) is not played: a clean sweep does not double the stake."),
                    self.tr("The stake never goes above ×{cap}.").format(cap=o.doubling_cap)
                    if o.doubling_cap
                    else self.tr("There is no cap on the doublings."),
                    self.tr("Points add up over the session; the player with the most points leads it."),
                ],
            ),
            (self.tr("Call and grab, doubling, shown hands (欢乐)"), self._call_and_grab(o)),
        ]
        return rules_html(
            self.tr("Rules of Dou Dizhu (斗地主)"),
            self.tr("This page follows the house rules chosen in Settings → House rules."),
            parts,
        )

    def _bidding(self, o: Options) -> list[str]:
        if o.grab:  # D11.1-D11.6 (option bidding = grab)
            return [
                self.tr(
                    "A card turned face up during the deal picks the first player to speak. In turn each player "
                    "calls the landlord (叫地主) or declines (不叫); if everyone declines the cards are dealt "
                    "again."
                ),
                self.tr(
                    "After a call, each other player who has not declined may grab the landlord (抢地主) or "
                    "not (不抢), once each, in turn. If someone grabbed, the caller has the last word and may "
                    "grab it back. The last player to call or grab is the landlord."
                ),
                self.tr(
                    "The landlord plays alone against the others, the peasants (农民). The base stake is 1 "
                    "and every grab doubles it."
                ),
            ]
        return [
            self.tr(
                "A card turned face up during the deal picks the first bidder. In turn each player "
                "passes or bids 1, 2 or 3, always higher than the bid so far. A bid of 3, or a bid that "
                "all the others pass, ends the bidding; if everyone passes the cards are dealt again."
            ),
            self.tr(
                "The highest bidder is the landlord and plays alone against the others, the peasants "
                "(农民). The bid is the base stake."
            ),
        ]

    def _call_and_grab(self, o: Options) -> list[str]:
        """D11: what the house rules "Choosing the landlord", "Doubling" and "Shown hand" change."""
        if not o.call_and_grab:
            return [
                self.tr(
                    "The rules of the apps most players know, call and grab (叫地主 / 抢地主), doubling (加倍) "
                    "and shown hands (明牌), are not played. To play them choose the rule set Happy (欢乐) in "
                    "Settings → House rules, or turn on each rule there."
                )
            ]
        out = []
        if o.double_factors:
            out.append(
                self.tr(
                    "Doubling is played: once the landlord has taken the kitty, each peasant in turn and then "
                    "the landlord may double (加倍, ×2){super}. A peasant's double counts for his own payment "
                    "only; the landlord's counts for every peasant's."
                ).format(super=self.tr(" or super double (超级加倍, ×4)") if 4 in o.double_factors else "")
            )
        else:
            out.append(self.tr("Doubling (加倍) is not played."))
        if o.show_hand:
            out.append(
                self.tr(
                    "Shown hands are played: before the deal each player may choose to start with the hand "
                    "shown (明牌开始, ×4), face up for everyone for the whole deal; the landlord who has not "
                    "shown may show after taking the kitty (明牌, ×2). Several shows do not multiply: the "
                    "largest counts."
                )
            )
        else:
            out.append(self.tr("Shown hands (明牌) are not played."))
        out.append(
            self.tr(
                "Each peasant pays the landlord, or is paid by him: the base × 2 for every grab × the show "
                "factor × 2 for every bomb or rocket × 2 for a spring × the peasant's own double × the "
                "landlord's double. The cap, if any, applies to each peasant's multiplier, last."
            )
        )
        return out


def page_body(settings: Any, pics: Pictures) -> str:
    """The rules page with ``settings``' Dou Dizhu house rules (``RulesSpec.page``)."""
    return DdzRulesText().html(ddz_options(settings), pics)
