"""The compact card-play state for playouts: rank counts per seat and the combination to beat, moves from the
engine's own generator (``movegen``), the pass rule of D5.3 (the lead returns to the last player once every
other seat has passed) and the end of D5.4. Each seat plays the normal policy from its own hand and the public
record only, so a playout is a plausible continuation of the real deal.
"""

from __future__ import annotations

from gunapp.games.doudizhu.ai.hard.allowance import Allowance
from gunapp.games.doudizhu.ai.policy import choose_play
from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.engine.combos import Move
from gunapp.games.doudizhu.engine.movegen import legal_answers, legal_leads
from gunapp.games.doudizhu.engine.rules import Variant

#: a deal never takes more turns than this (every turn but passes removes a card)
MAX_TURNS = 400
#: a playout given an allowance reads the clocks every this many turns. A turn costs 0.05 ms to (DDZ4's first
#: leads) nearly 20 ms of CPU, a reading of both clocks about a microsecond; what runs between two readings is what
#: a decision may overrun its deadline by, ten times over with a tenth of a core (a busy machine)
CHECK_EVERY = 1


class Table:
    """One open card-play position (all hands known): mutable, cheap to copy."""

    __slots__ = (
        "variant",
        "landlord",
        "hands",
        "played",
        "left",
        "last",
        "last_seat",
        "turn",
        "kitty",
        "history",
    )

    def __init__(
        self,
        variant: Variant,
        landlord: int,
        hands: list[list[int]],
        played: list[list[int]],
        last: Move | None,
        last_seat: int,
        turn: int,
        kitty: tuple[int, ...] | None = None,
        history: list[tuple[int, Move | None]] | None = None,
    ) -> None:
        self.variant = variant
        self.landlord = landlord
        self.hands = hands
        self.played = played
        self.left = [sum(h) for h in hands]
        self.last = last
        self.last_seat = last_seat
        self.turn = turn
        #: the kitty's rank counts when it was shown to all (D4.5 ``kittyVisible``), for ``situation``
        self.kitty = kitty
        #: the turns so far, kept only when given (a real game's table; playouts need none)
        self.history = history

    def copy(self) -> Table:
        return Table(
            self.variant,
            self.landlord,
            [h[:] for h in self.hands],
            [p[:] for p in self.played],
            self.last,
            self.last_seat,
            self.turn,
            self.kitty,
        )

    @property
    def leading(self) -> bool:
        return self.last is None or self.last_seat == self.turn

    def moves(self) -> list[Move]:
        """The legal plays of the seat to move (pass is legal exactly when not leading)."""
        hand = self.hands[self.turn]
        if self.leading:
            return legal_leads(hand, self.variant)
        assert self.last is not None
        return legal_answers(hand, self.last, self.variant)

    def apply(self, move: Move | None) -> int:
        """Play ``move`` (None = pass) for the seat to move; returns the seat that went out, else -1."""
        seat = self.turn
        if self.history is not None:
            self.history.append((seat, move))
        if move is not None:
            hand = self.hands[seat]
            row = self.played[seat]
            for r in move[3]:
                hand[r] -= 1
                row[r] += 1
            self.left[seat] -= len(move[3])
            self.last, self.last_seat = move, seat
            if self.left[seat] == 0:
                return seat
        self.turn = (seat + 1) % len(self.hands)
        return -1

    def situation(self) -> Situation:
        seat = self.turn
        leading = self.leading
        return Situation(
            variant=self.variant,
            me=seat,
            landlord=self.landlord,
            hand=tuple(self.hands[seat]),
            last=None if leading else self.last,
            last_seat=-1 if leading else self.last_seat,
            cards_left=tuple(self.left),
            played=tuple(tuple(p) for p in self.played),
            kitty=self.kitty,
            history=() if self.history is None else tuple(self.history),
        )


def playout(table: Table, allowance: Allowance | None = None) -> int:
    """Play the position to the end with the normal policy at every seat; returns the seat that went out, or
    -1 if the ``allowance`` ran out first."""
    for turn in range(MAX_TURNS):
        if allowance is not None and turn % CHECK_EVERY == 0 and allowance.over():
            return -1
        legal = table.moves()
        if not legal:
            out = table.apply(None)
        else:
            out = table.apply(choose_play(table.situation(), legal, not table.leading))
        if out >= 0:
            return out
    raise RuntimeError("playout did not end")  # pragma: no cover - every non-pass turn removes a card
