"""The review in words, in the reviewed game's terms: where a decision was (Gunzi's tricks, Dou Dizhu's
rounds, the bid, the bottom), what was played, and what it came to against the best alternative.

The sentences have no subject ("leading ♠K …", "首出♠K，…"), so they read the same for the player's seat and
for any other seat reviewed. The game is known from the review's scale (``gunapp.review.model``), never by
asking which game it is. Gunzi figures are the attackers' expected final score (R21.1) when the review gives
it, so "held them to 40" means the same thing whichever side the seat was on; otherwise the cost on the scale.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject

from gunapp.core.cards import Card, CardCodeError, Suit
from gunapp.review.model import DecisionReview, MoveValue

GUNZI = "gunzi-points"
DDZ = "ddz-stake"


class ReviewWords(QObject):
    # -- numbers ----------------------------------------------------------------------------------------
    def points(self, value: float) -> str:
        return QLocale().toString(round(value))

    def whole_points(self, value: float) -> str:
        """Whole points in their plural form ("1 pt", "2 pts", "-12 pts"); Qt fills %n only for n >= 0, so
        the sign goes in front."""
        n = round(value)
        sign = QLocale().negativeSign() if n < 0 else ""
        return sign + self.tr("%Ln pt(s)", "", abs(n))

    def stake(self, value: float) -> str:
        text = QLocale().toString(abs(value), "f", 1)
        return ("+" if value >= 0.05 else "−" if value <= -0.05 else "") + text

    def chance(self, win: float) -> str:
        return QLocale().toString(round(win * 100)) + "%"

    def figure(self, move: MoveValue, scale: str) -> str:
        """A move's value as a short figure (the callout, the tooltips)."""
        if scale == GUNZI:
            if move.points is not None:
                return self.tr("attackers {points}").format(points=self.points(move.points))
            text = self.whole_points(move.value)
            if move.win is not None:
                # a first hand's reveal (R9.2): no S to show, the side itself is at stake
                text += " · " + self.tr("{chance} to win").format(chance=self.chance(move.win))
            return text
        text = self.tr("{value} pts").format(value=self.stake(move.value))
        if move.win is not None:
            text += " · " + self.tr("{chance} to win").format(chance=self.chance(move.win))
        return text

    def cost(self, d: DecisionReview, scale: str) -> str:
        if d.cost <= 0:
            return self.tr("best move")
        if scale == GUNZI:  # whole points take a plural form; a stake's decimals ("1.0 pts") do not
            return self.tr("costs %Ln pt(s)", "", max(0, round(d.cost)))
        return self.tr("costs {amount} pts").format(amount=QLocale().toString(d.cost, "f", 1))

    # -- moves ------------------------------------------------------------------------------------------
    def cards(self, codes: list[str]) -> str:
        names = []
        for code in codes:
            try:
                card = Card.parse(code)
            except CardCodeError:
                names.append(code)
                continue
            if card.is_big_joker:
                names.append(self.tr("big joker"))
            elif card.is_small_joker:
                names.append(self.tr("small joker"))
            else:
                names.append(card.label)
        return " ".join(names)

    def move(self, m: MoveValue, kind: str = "play") -> str:
        """The move as a noun phrase: "♠K", "passing", "bidding 2", "burying ♠3 ♣4 …"."""
        label = m.label
        if label == "pass":
            if kind == "bid":
                return self.tr("not bidding")
            if kind == "declare":
                # Italian needs the past infinitive here ("dopo non aver dichiarato"), a play's words do not
                return self.tr("not declaring", "declaration")
            if kind == "reveal":
                return self.tr("not showing the big joker")
            return self.tr("passing")
        if label.startswith("bid:"):
            return self.tr("bidding {n}").format(n=label.removeprefix("bid:"))
        talk = self._talk(label)
        if talk is not None:
            return talk
        if label == "bury" or label.startswith("bury_jokers"):
            return self.tr("burying {cards}").format(cards=self.cards(m.cards))
        if label == "return":
            return self.tr("returning {cards}").format(cards=self.cards(m.cards))
        declaration = self._declaration(m)
        if declaration is not None:
            return declaration
        if label == "tribute":
            return self.tr("giving {cards}").format(cards=self.cards(m.cards))
        if label == "riot":
            return self.tr("rioting with {cards}").format(cards=self.cards(m.cards))
        return self.cards(m.cards) if m.cards else self.tr("another choice")

    def _declaration(self, m: MoveValue) -> str | None:
        """Gunzi's declarations (``games/gunzi/review_declare.label``: "reveal", "declare", "overcall",
        "reinforce", three jokers with the suit they name: "overcall:H"), None for other moves."""
        word, _, suit = m.label.partition(":")
        cards = self.cards(m.cards)
        names = {
            "reveal": self.tr("showing the big joker"),
            "declare": self.tr("declaring trump with {cards}").format(cards=cards),
            "overcall": self.tr("overcalling with {cards}").format(cards=cards),
            "reinforce": self.tr("reinforcing with {cards}").format(cards=cards),
        }
        text = names.get(word)
        if text is None or not suit:
            return text
        return self.tr("{move}, naming {suit} trumps").format(move=text, suit=_suit_symbol(suit))

    def move_word(self, m: MoveValue) -> str:
        """A declaration or a riot in one word, for the alternatives over the felt (the cards are shown beside
        it): "overcall", "reinforce" … and the suit three jokers name; "" for other moves."""
        word, _, suit = m.label.partition(":")
        names = {
            "reveal": self.tr("big joker", "declaration"),
            "declare": self.tr("declare", "declaration"),
            "overcall": self.tr("overcall", "declaration"),
            "reinforce": self.tr("reinforce", "declaration"),
            "riot": self.tr("riot", "tribute"),
        }
        text = names.get(word, "")
        if text and suit:
            text = self.tr("{word}, {suit} trumps").format(word=text, suit=_suit_symbol(suit))
        return text

    def _talk(self, label: str) -> str | None:
        """Dou Dizhu's section-11 answers (``gunapp.review.model``: "call:1", "double:4" …), None for others."""
        names = {
            "call:1": self.tr("calling the landlord"),
            "call:0": self.tr("not calling"),
            "grab:1": self.tr("grabbing the landlord"),
            "grab:0": self.tr("not grabbing"),
            "double:1": self.tr("not doubling"),
            "double:2": self.tr("doubling"),
            "double:4": self.tr("super doubling"),
            "start_show:1": self.tr("starting with the hand shown"),
            "landlord_show:1": self.tr("showing the hand"),
            "start_show:0": self.tr("not showing"),
            "landlord_show:0": self.tr("not showing"),
        }
        return names.get(label)

    def made(self, d: DecisionReview) -> str:
        """The move made, with its verb for a card play: "leading ♠K" / "playing ♠K"."""
        if d.kind == "play" and d.made.cards:
            cards = self.cards(d.made.cards)
            return (
                self.tr("leading {cards}").format(cards=cards)
                if d.leading
                else self.tr("playing {cards}").format(cards=cards)
            )
        return self.move(d.made, self.kind(d))

    @staticmethod
    def kind(d: DecisionReview) -> str:
        """The decision's kind as its words need it: a first hand's 抢亮大王 (R9.2) is "reveal", not "declare"
        (the pass there is not showing the big joker, and who becomes dealer is at stake, not the trump)."""
        if d.kind == "declare" and any(m.label.startswith("reveal") for m in (d.made, *d.alternatives)):
            return "reveal"
        return d.kind

    def where(self, d: DecisionReview, scale: str) -> str:
        """Where the decision was: "Trick 7", "Round 3", "Bidding", "Burying the bottom"."""
        if d.kind == "play" and d.trick is not None:
            if scale == GUNZI:
                return self.tr("Trick {n}").format(n=d.trick)
            return self.tr("Round {n}").format(n=d.trick)
        names = {
            "bid": self.tr("Bidding"),
            "declare": self.tr("Declaring trumps"),
            "reveal": self.tr("Showing the big joker"),
            "bury": self.tr("Burying the bottom"),
            "bury_jokers": self.tr("Burying the jokers"),
            "tribute": self.tr("Tribute"),
            "tribute_return": self.tr("Returning the tribute"),
            "call": self.tr("Calling the landlord"),
            "grab": self.tr("Grabbing the landlord"),
            "double": self.tr("Doubling"),
            "show": self.tr("Showing the hand"),
        }
        if d.kind == "show" and d.made.label.startswith("start_show"):
            return self.tr("Showing the hand before the deal")
        return names.get(self.kind(d), self.tr("Decision {n}").format(n=d.number + 1))

    # -- the sentence -----------------------------------------------------------------------------------
    def sentence(self, d: DecisionReview, scale: str) -> str:
        """One key moment: what was played, what it came to, and the best alternative."""
        where, made = self.where(d, scale), self.made(d)
        better = d.alternatives[0] if d.alternatives and d.alternatives[0].value > d.made.value else None
        if better is None:
            return self.tr("{where}: {made} was the best move").format(where=where, made=made)
        alt = self.move(better, self.kind(d))
        if scale == GUNZI and d.made.points is not None and better.points is not None:
            a, b = self.points(d.made.points), self.points(better.points)
            if better.points < d.made.points - 0.5:
                return self.tr(
                    "{where}: after {made} the attackers scored {a} on average; {alt} would have held them to {b}"
                ).format(where=where, made=made, a=a, alt=alt, b=b)
            if better.points > d.made.points + 0.5:
                return self.tr(
                    "{where}: after {made} the attackers scored {a} on average; {alt} would have brought them {b}"
                ).format(where=where, made=made, a=a, alt=alt, b=b)
        if scale == DDZ:
            text = self.tr(
                "{where}: {made} came to {a} points on average; {alt} would have made it {b}"
            ).format(where=where, made=made, a=self.stake(d.made.value), alt=alt, b=self.stake(better.value))
            if d.made.win is not None and better.win is not None and abs(better.win - d.made.win) >= 0.05:
                text += " " + self.tr("(chance to win {a} → {b})").format(
                    a=self.chance(d.made.win), b=self.chance(better.win)
                )
            if d.kind == "show":
                # the playouts read only each seat's own hand: what an open hand tells the others is not in
                # the figures, so the player hears it
                text += " " + self.tr("(not counting what the open hand tells the others)")
            return text
        return self.tr(
            "{where}: {made} cost about %Ln point(s) on average; {alt} was better", "", max(0, round(d.cost))
        ).format(where=where, made=made, alt=alt)


def _suit_symbol(code: str) -> str:
    try:
        return Suit(code).symbol
    except ValueError:
        return code


_WORDS: list[ReviewWords] = []


def words() -> ReviewWords:
    """One instance, made after the QApplication (its ``tr`` follows the language switched to)."""
    if not _WORDS:
        _WORDS.append(ReviewWords())
    return _WORDS[0]
