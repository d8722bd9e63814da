"""Every Dou Dizhu word the table shows, translated at call time (context ``DdzText``): seats, roles, bids,
combination kinds, card names. One QObject so plurals work (``self.tr(src, "", n)``)."""

from __future__ import annotations

from collections.abc import Iterable

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, Card
from gunapp.core.game_spec import QT_TRANSLATE_NOOP
from gunapp.games.doudizhu.engine.combos import Kind
from gunapp.ui.common.card_words import CardWords, shared_words


class DdzText(CardWords):
    JOKER_NAMES = (QT_TRANSLATE_NOOP("DdzText", "Big Joker"), QT_TRANSLATE_NOOP("DdzText", "Small Joker"))

    def seat(self, seat: int, players: int, viewer: int = 0) -> str:
        rel = (seat - viewer) % players
        if players == 3:
            return (self.tr("You"), self.tr("Right"), self.tr("Left"))[rel]
        return (self.tr("You"), self.tr("Right"), self.tr("Across"), self.tr("Left"))[rel]

    def landlord(self) -> str:
        return self.tr("Landlord")

    def peasant(self) -> str:
        return self.tr("Peasant")

    def peasants(self) -> str:
        return self.tr("Peasants")

    def bid(self, value: int) -> str:
        if value == 0:
            return self.tr("No bid")
        return self.tr("%n point(s)", "", value)

    def pass_play(self) -> str:
        return self.tr("Pass")

    def kind(self, kind: Kind | str, length: int = 1) -> str:
        k = Kind.from_label(kind) if isinstance(kind, str) else kind
        names = {
            Kind.SINGLE: self.tr("Single"),
            Kind.PAIR: self.tr("Pair"),
            Kind.TRIO: self.tr("Trio"),
            Kind.TRIO_SINGLE: self.tr("Trio with a single"),
            Kind.TRIO_PAIR: self.tr("Trio with a pair"),
            Kind.STRAIGHT: self.tr("Straight"),
            Kind.PAIR_STRAIGHT: self.tr("Pair straight"),
            Kind.AIRPLANE: self.tr("Airplane"),
            Kind.AIRPLANE_SINGLES: self.tr("Airplane with singles"),
            Kind.AIRPLANE_PAIRS: self.tr("Airplane with pairs"),
            Kind.BOMB: self.tr("Bomb"),
            Kind.ROCKET: self.tr("Rocket"),
            Kind.FOUR_TWO_SINGLES: self.tr("Four with two singles"),
            Kind.FOUR_TWO_PAIRS: self.tr("Four with two pairs"),
        }
        name = names.get(k, k.label)
        if k is Kind.BOMB and length > 4:
            return self.tr("Bomb of %n card(s)", "", length)
        return name

    def cards(self, cards: Iterable[Card]) -> str:
        return " ".join(self.card(c) for c in cards) or "—"

    def rank(self, label: str) -> str:
        """A rank label from IllegalAction params ("3".."A", "2", "SJ", "BJ")."""
        if label == "SJ":
            return self.card(SMALL_JOKER)
        if label == "BJ":
            return self.card(BIG_JOKER)
        return label

    def cards_left(self, n: int) -> str:
        return self.tr("%n card(s) left", "", n)

    def warning(self, n: int) -> str:
        """What a player announces with two or one cards left (报双 / 报单)."""
        return self.tr("Two cards left!") if n == 2 else self.tr("Last card!")

    def exclaim(self, text: str) -> str:
        """A banner's exclamation (full-width in Chinese)."""
        return self.tr("{text}!").format(text=text)

    def spring_name(self, reverse: bool) -> str:
        """春天 (the landlord won and no peasant played) or 反春 (the landlord played only the first lead)."""
        return self.tr("Reverse spring") if reverse else self.tr("Spring")

    def spring_reason(self, reverse: bool) -> str:
        if reverse:
            return self.tr("×2: the landlord played only the first lead")
        return self.tr("×2: no peasant played a card")

    def doublings(self, n: int) -> str:
        return self.tr("(%n bomb(s) or rocket(s))", "", n)

    def total(self, n: int) -> str:
        return self.tr("total {n}").format(n=n)

    def total_label(self) -> str:
        return self.tr("Total")

    def level(self, level: str | None) -> str:
        if level == "hard":
            return self.tr("Hard AI")
        return self.tr("Easy AI") if level == "easy" else self.tr("Normal AI")

    def points(self, n: int) -> str:
        # Qt leaves %n alone for a negative count: translate the size, put the sign in front
        text = self.tr("%n pt(s)", "", abs(n))
        return f"−{text}" if n < 0 else text


T = shared_words(DdzText)  # short, used everywhere
