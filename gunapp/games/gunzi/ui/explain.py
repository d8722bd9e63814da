"""Turn an engine ``IllegalAction(code, params, rule)`` into a sentence in the player's language that says
what the rule wants (``explain(exc)``). One translated sentence per code (context ``GunziExplain``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from gunapp.core.cards import Card, Suit, parse_cards
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.ui.texts import T


def _cards(codes: Any) -> str:
    try:
        return T().cards(parse_cards(list(codes or [])))
    except (ValueError, TypeError):
        return str(codes)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


class GunziExplain(QObject):
    def explain(self, exc: IllegalAction) -> str:
        p = exc.params
        code = exc.code
        suit = T().suit(p.get("suit"))
        if code == "must_follow_suit":
            n = int(p.get("count", 1))
            return _cap(
                self.tr(
                    "{suit} were led: you must play %n card(s) of {suit} while you have them.", "", n
                ).format(suit=suit)
            )
        if code == "must_follow_pair":
            return _cap(
                self.tr(
                    "{suit} were led as a pair and you hold {cards}: you must play a pair of {suit}."
                ).format(suit=suit, cards=_cards(p.get("cards")))
            )
        if code == "must_follow_triple":
            return _cap(
                self.tr(
                    "{suit} were led as a triple and you hold {cards}: you must play a triple of {suit}."
                ).format(suit=suit, cards=_cards(p.get("cards")))
            )
        if code == "must_follow_pair_and_one":
            return _cap(
                self.tr(
                    "{suit} were led as a triple and you hold the pair {cards}: you must play that pair (or another pair of {suit}) with one more card."
                ).format(suit=suit, cards=_cards(p.get("cards")))
            )
        if code == "follow_count":
            return self.tr("Play exactly %n card(s), as many as the lead.", "", int(p.get("count", 1)))
        if code == "lead_size":
            return self.tr("Lead one card, a pair or a triple.")
        if code == "lead_not_identical":
            return self.tr("Cards led together must be identical: {cards} is not a pair or a triple.").format(
                cards=_cards(p.get("cards"))
            )
        if code == "not_in_hand":
            return self.tr("You do not hold {cards}.").format(cards=_cards(p.get("cards")))
        if code == "not_your_turn":
            return self.tr("Wait for your turn.")
        if code == "bury_count":
            return self.tr("Select exactly six cards to bury (%n selected).", "", int(p.get("played", 0)))
        if code == "big_jokers_first":
            return self.tr(
                "While you keep a big joker you may not bury a small joker: bury big jokers first."
            )
        if code == "tribute_count":
            return self.tr("Select exactly %n card(s) of tribute.", "", int(p.get("count", 1)))
        if code == "tribute_not_highest":
            return self.tr("Tribute is your highest cards: give {cards}.").format(
                cards=_cards(p.get("expected"))
            )
        if code == "return_count":
            return self.tr("Select exactly %n card(s) to give back.", "", int(p.get("count", 1)))
        if code == "return_no_jokers":
            return self.tr("Jokers may not be given back (table rule).")
        if code == "riot_not_allowed":
            return self.tr("A riot needs three identical jokers, once, with the riot rule on.")
        if code == "bury_jokers_not_jokers":
            return self.tr("Only jokers can be buried here.")
        if code == "bury_jokers_too_many":
            return self.tr(
                "You can bury at most %n joker(s): that is all the bottom can give back.",
                "",
                int(p.get("max", 0)),
            )
        if code == "pick_up_pending":
            return self.tr("Your jokers are already in the bottom: choose which of the tied cards to take.")
        if code in ("pick_count", "pick_not_lowest") and not p.get("expected"):
            return self.tr("You take the lowest cards of the bottom once it is turned face up.")
        if code in ("pick_count", "pick_not_lowest"):
            return self.tr("You pick up the lowest cards of the bottom: {cards}.").format(
                cards=_cards(p.get("expected"))
            )
        if code == "declare_bj_only":
            return self.tr("In a cycle's first hand you declare only by showing a big joker.")
        if code == "declare_already_revealed":
            return self.tr("A big joker was already shown: the dealer is decided.")
        if code == "declare_shape":
            return self.tr(
                "Declare with one to three identical level cards ({level}) or three identical jokers."
            ).format(level=T().level(int(p.get("level", 3))))
        if code == "declare_too_few":
            return self.tr("Declare with at least %n level card(s).", "", int(p.get("min", 1)))
        if code == "declare_suit":
            return self.tr("Three jokers must name a trump suit; level cards declare their own suit.")
        if code == "declare_not_higher":
            return self.tr("An overcall must beat the current declaration {cards}.").format(
                cards=_cards(p.get("current"))
            )
        return self.tr("That is not allowed now ({rule}).").format(rule=exc.rule or code)


def suit_of(card: Card) -> Suit | None:
    return card.suit


_EXPLAIN: GunziExplain | None = None


def explain(exc: IllegalAction) -> str:
    global _EXPLAIN
    if _EXPLAIN is None:
        _EXPLAIN = GunziExplain()
    return _EXPLAIN.explain(exc)
