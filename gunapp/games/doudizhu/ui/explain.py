"""Turn a Dou Dizhu ``IllegalAction(code, params, rule)`` into a sentence in the player's language that says
what the rule wants (``DdzExplain().explain(exc)``), one sentence per code of ``engine.doudizhu.codes``."""

from __future__ import annotations

from PySide6.QtCore import QObject

from gunapp.core.errors import IllegalAction
from gunapp.games.doudizhu.engine import codes
from gunapp.games.doudizhu.engine.combos import Kind
from gunapp.games.doudizhu.ui.texts import T

SEQUENCES = {
    k.name
    for k in (Kind.STRAIGHT, Kind.PAIR_STRAIGHT, Kind.AIRPLANE, Kind.AIRPLANE_SINGLES, Kind.AIRPLANE_PAIRS)
}


class DdzExplain(QObject):
    def explain(self, exc: IllegalAction) -> str:
        p = exc.params
        c = exc.code
        t = T()

        def kind(key: str) -> str:
            value = p.get(key)
            return t.kind(str(value)) if value else "?"

        if c == codes.NOT_A_COMBINATION:
            return self.tr("These cards do not form a combination.")
        if c == codes.SEQUENCE_HAS_TWOS:
            return self.tr("2s and jokers cannot be part of a straight, pair straight or airplane.")
        if c == codes.SEQUENCE_TOO_SHORT:
            return self.tr("A {kind} needs at least {min} ranks in a row, not {length}.").format(
                kind=kind("kind").lower(), min=p.get("min", "?"), length=p.get("length", "?")
            )
        if c == codes.KICKERS_MUST_DIFFER:
            return self.tr("The extra cards must differ in rank from the main cards and from each other.")
        if c == codes.JOKERS_AS_KICKERS:
            return self.tr("The two jokers cannot both be extra cards: together they are the rocket.")
        if c == codes.MIXED_JOKER_PAIR:
            return self.tr("A big and a small joker are not a pair.")
        if c == codes.KIND_NOT_IN_VARIANT:
            return self.tr("{kind} is not allowed with 4 players.").format(kind=kind("kind"))
        if c == codes.READING_MISMATCH:
            return self.tr("These cards are not a {kind}.").format(kind=kind("reading").lower())
        if c == codes.MUST_LEAD:
            return self.tr("You lead this round: play any combination, you cannot pass.")
        if c == codes.WRONG_KIND:
            return self.tr(
                "The table shows a {rival}: answer with a {rival} or a bomb, not a {kind}."
            ).format(rival=kind("rival_kind").lower(), kind=kind("kind").lower())
        if c == codes.WRONG_LENGTH:
            return self.tr(
                "Wrong size: the {kind} on the table spans {rival} ranks, yours spans {length}."
            ).format(kind=kind("kind").lower(), rival=p.get("rival_length", "?"), length=p.get("length", "?"))
        if c == codes.NOT_HIGHER:
            if str(p.get("kind", "")).upper() in SEQUENCES:  # the key of a sequence is its top rank
                return self.tr("Not higher: a {kind} up to {mine} does not beat one up to {theirs}.").format(
                    kind=kind("kind").lower(),
                    mine=t.rank(str(p.get("key", "?"))),
                    theirs=t.rank(str(p.get("rival_key", "?"))),
                )
            return self.tr("Not higher: your {mine} does not beat {theirs}.").format(
                mine=t.rank(str(p.get("key", "?"))), theirs=t.rank(str(p.get("rival_key", "?")))
            )
        if c == codes.BOMB_TOO_SHORT:
            return self.tr("Only a bomb of {rival} cards or more can beat this bomb.").format(
                rival=p.get("rival_length", "?")
            )
        if c == codes.ROCKET_UNBEATABLE:
            return self.tr("Nothing beats the rocket.")
        if c == codes.EMPTY_PLAY:
            return self.tr("Select the cards to play first.")
        if c == codes.NOT_YOUR_TURN:
            return self.tr("It is not your turn.")
        if c in (codes.BID_TOO_LOW, codes.BID_VALUE):
            return self.tr("Bid higher than the highest bid so far, or pass.")
        if c == codes.CARDS_NOT_IN_HAND:
            return self.tr("Those cards are not in your hand.")
        return self.tr("That move is not allowed now.")
