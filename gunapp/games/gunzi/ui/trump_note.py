"""How the big joker named the trump (R9.3), said as players say it ("对家亮大王，下一张牌定主：♦为主").

The reveal itself names no suit: the revealer's next suited card does, or the bottom's first suited card when
none came (A8). The table said it only as "Trump ♦": the callout and the status panel now say why, with the
cards that did it. The revealer's next card is shown to him alone; the others learn its suit, not its rank
(hands stay private, R27), and the bottom's card is public once the bottom is turned up (R13.1).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from gunapp.core.cards import BIG_JOKER, Card, Suit
from gunapp.games.gunzi.ui.texts import T


class TrumpNote(NamedTuple):
    """``card``: the card that named the suit, when the viewer may see it; ``from_bottom``: the A8 fallback."""

    seat: int
    suit: Suit
    card: Card | None
    from_bottom: bool

    def cards(self) -> tuple[Card, ...]:
        return (BIG_JOKER,) if self.card is None else (BIG_JOKER, self.card)

    def text(self, names_from: int) -> str:
        t = T()
        suit = self.suit.symbol
        card = t.card(self.card) if self.card is not None else ""
        who = t.seat(self.seat, names_from)
        if self.from_bottom:
            if self.card is None:
                return QCoreApplication.translate(
                    "GunziTrumpNote",
                    "{seat} showed the big joker; no suited card followed: the bottom makes {suit} trumps",
                ).format(seat=who, suit=suit)
            return QCoreApplication.translate(
                "GunziTrumpNote",
                "{seat} showed the big joker; no suited card followed: the bottom's {card} makes {suit} trumps",
            ).format(seat=who, card=card, suit=suit)
        if self.seat == names_from and self.card is not None:
            return QCoreApplication.translate(
                "GunziTrumpNote", "You showed the big joker: your next card, {card}, makes {suit} trumps"
            ).format(card=card, suit=suit)
        return QCoreApplication.translate(
            "GunziTrumpNote", "{seat} showed the big joker: the next card dealt to them makes {suit} trumps"
        ).format(seat=who, suit=suit)

    def short(self, names_from: int) -> str:
        """One line for the status panel, under "Trump ♦": who named it, and with what when that is known."""
        t = T()
        card = t.card(self.card) if self.card is not None else ""
        own = self.seat == names_from
        if self.from_bottom:
            if own:
                return QCoreApplication.translate(
                    "GunziTrumpNote", "Named by your big joker and the bottom's {card}"
                ).format(card=card)
            return QCoreApplication.translate(
                "GunziTrumpNote", "Named by {seat}'s big joker and the bottom's {card}"
            ).format(seat=t.seat(self.seat, names_from), card=card)
        if own and self.card is not None:
            return QCoreApplication.translate("GunziTrumpNote", "Named by your big joker and {card}").format(
                card=card
            )
        if own:
            return QCoreApplication.translate("GunziTrumpNote", "Named by your big joker")
        return QCoreApplication.translate("GunziTrumpNote", "Named by {seat}'s big joker").format(
            seat=t.seat(self.seat, names_from)
        )


__all__ = ["TrumpNote"]
