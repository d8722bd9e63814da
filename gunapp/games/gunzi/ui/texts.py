"""Every Gunzi word the table shows, translated at call time (context ``GunziText``): seats, suits, cards,
phases, outcomes. One QObject so plurals work (``self.tr(src, "", n)``)."""

from __future__ import annotations

from collections.abc import Iterable

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, Card, Suit
from gunapp.core.game_spec import QT_TRANSLATE_NOOP
from gunapp.ui.common.card_words import CardWords, shared_words

RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A", 10: "10"}


class GunziText(CardWords):
    JOKER_NAMES = (QT_TRANSLATE_NOOP("GunziText", "Big Joker"), QT_TRANSLATE_NOOP("GunziText", "Small Joker"))

    def seat(self, seat: int, viewer: int = 0) -> str:
        rel = (seat - viewer) % 4
        return (self.tr("You"), self.tr("Right"), self.tr("Partner"), self.tr("Left"))[rel]

    def team(self, team: int, viewer: int = 0) -> str:
        return self.tr("Us") if team == viewer % 2 else self.tr("Them")

    def ai_level(self, level: str | None) -> str:
        """Who plays an AI seat, for its plate: the level chosen for it (an unknown one plays as normal)."""
        if level == "hard":
            return self.tr("Hard AI")
        return self.tr("Easy AI") if level == "easy" else self.tr("Normal AI")

    def suit(self, suit: Suit | str | None) -> str:
        """Lower-case suit name; ``T`` (the effective trump suit) is "trumps"."""
        key = suit.value if isinstance(suit, Suit) else suit
        names = {
            "S": self.tr("spades"),
            "H": self.tr("hearts"),
            "C": self.tr("clubs"),
            "D": self.tr("diamonds"),
            "T": self.tr("trumps"),
        }
        return names.get(key or "", "?")

    def cards(self, cards: Iterable[Card]) -> str:
        """Jokers by name, big first and counted ("Big Joker ×2 + Small Joker"), then the suited labels."""
        cards = list(cards)
        parts = []
        for joker in (BIG_JOKER, SMALL_JOKER):
            n = cards.count(joker)
            if n:
                parts.append(self.card(joker) + (f" ×{n}" if n > 1 else ""))
        suited = "".join(c.label for c in cards if not c.is_joker)
        if suited:
            parts.append(suited)
        return " + ".join(parts) or "—"

    def level(self, level: int) -> str:
        return RANK_NAMES.get(level, str(level))

    def card_count(self, n: int) -> str:
        return self.tr("%n card(s)", "", n)

    def level_count(self, n: int) -> str:
        return self.tr("%n level(s)", "", n)

    def blood(self, n: int) -> str:
        return self.tr("%n card(s) of tribute", "", n)

    def outcome(self, code: str, score: int) -> str:
        """What happened, in words, with the fixed subjects "the dealer's side" / "the attackers"."""
        texts = {
            "C1": self.tr(
                "The dealer's side held: the attackers made only {score} points. The dealer's side goes up and deals again."
            ),
            "C2": self.tr(
                "The attackers dug the bottom but stayed under 120 ({score}): nobody goes up, the same dealer deals again."
            ),
            "C3": self.tr("The attackers reached {score} points: they take over the deal, without going up."),
            "C4": self.tr(
                "The attackers reached {score} points and dug the bottom: they take over the deal and go up."
            ),
            "E1": self.tr("The attackers did not score a single point: the dealer's side wins the cycle!"),
            "E2": self.tr("The attackers made a full score of {score}: they win the cycle!"),
            "E3": self.tr("Three identical jokers held in the bottom: the dealer's side wins the cycle!"),
            "E4": self.tr("Three identical jokers dug from the bottom: the attackers win the cycle!"),
            "cycle_won": self.tr("The dealer's side won a hand at level 10: it wins the cycle!"),
        }
        return texts.get(code, code).format(score=score)

    def phase_prompt(self, phase: str) -> str:
        texts = {
            "deal": self.tr("Dealing…"),
            "window": self.tr("Last chance to declare"),
            "tribute": self.tr("Tribute"),
            "return": self.tr("Returning the tribute"),
            "exchange": self.tr("The dealer exchanges the bottom"),
            "bury_jokers": self.tr("Burying jokers"),
            "play": self.tr("Tricks"),
            "hand_over": self.tr("Hand over"),
            "match_over": self.tr("Match over"),
        }
        return texts.get(phase, phase)


T = shared_words(GunziText)  # short, used everywhere
