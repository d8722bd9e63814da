"""Bidding (叫分), section 4: D4.1-D4.4."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Bidding:
    """Counter-clockwise bidding from ``first`` among ``players`` seats.

    ``done`` once a player bids 3 or, after a bid, all the others passed in a row (D4.3, note N3);
    ``redeal`` once a full round passed without any bid (D4.4). A player who passed may bid later (D4.2).
    """

    players: int
    first: int
    turn: int = -1
    highest: int = 0
    highest_seat: int = -1
    passes_in_row: int = 0
    bids: list[tuple[int, int]] = field(default_factory=list)
    done: bool = False
    redeal: bool = False

    def __post_init__(self) -> None:
        if self.turn < 0:
            self.turn = self.first

    def legal_values(self) -> list[int]:
        """0 (pass) then every bid above the highest (D4.1)."""
        return [0, *range(self.highest + 1, 4)]

    def apply(self, seat: int, value: int) -> None:
        """Record a bid already validated by the caller (turn and value)."""
        self.bids.append((seat, value))
        if value == 0:
            self.passes_in_row += 1
            if self.highest_seat < 0 and self.passes_in_row == self.players:
                self.redeal = True  # D4.4
            elif self.highest_seat >= 0 and self.passes_in_row == self.players - 1:
                self.done = True  # D4.3
        else:
            self.highest, self.highest_seat = value, seat
            self.passes_in_row = 0
            if value == 3:
                self.done = True  # D4.3
        self.turn = (seat + 1) % self.players
