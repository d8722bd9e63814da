"""Calling and grabbing the landlord (叫地主 / 抢地主, ``bidding=grab``): D11.1-D11.5."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class GrabAuction:
    """Counter-clockwise from ``first``: each seat calls or declines until one calls (D11.1; all decline:
    ``redeal``, D11.2). Then every seat that has not declined, asked to call or not, in turn from the caller's
    right, grabs or not, once each (D11.3); if anyone grabbed, the caller has a last turn (D11.4). ``done``
    then; the landlord is the last seat that called or grabbed, ``grabs`` is g (D11.5).

    ``turn`` is the seat to act, ``stage`` ``"call"`` or ``"grab"`` (the caller's last turn included).
    """

    players: int
    first: int
    turn: int = -1
    stage: str = "call"
    caller: int = -1
    declined: list[int] = field(default_factory=list)
    #: the seats still to be asked to grab, in order (the caller last, once someone grabbed)
    queue: list[int] = field(default_factory=list)
    grabs: int = 0
    last: int = -1  # the last seat that called or grabbed
    final: bool = False  # the seat to act is the caller on its last turn
    done: bool = False
    redeal: bool = False

    def __post_init__(self) -> None:
        if self.turn < 0:
            self.turn = self.first

    @property
    def landlord(self) -> int:
        return self.last if self.done else -1

    def call(self, seat: int, yes: bool) -> None:
        """Record a call or a decline already validated by the caller (turn and stage)."""
        if not yes:
            self.declined.append(seat)
            if len(self.declined) == self.players:
                self.redeal = True  # D11.2
            else:
                self.turn = (seat + 1) % self.players
            return
        self.caller = self.last = seat
        # D11.3: from the caller's right, every seat that has not declined (never asked included)
        self.queue = [
            s for s in ((seat + k) % self.players for k in range(1, self.players)) if s not in self.declined
        ]
        self.stage = "grab"
        self._next()

    def grab(self, seat: int, yes: bool) -> None:
        """Record a grab or not, already validated by the caller (turn and stage)."""
        if yes:
            self.grabs += 1
            self.last = seat
        if self.final:
            self.done = True  # D11.4: the caller's last turn ends the auction
            return
        if not self.queue and self.grabs:
            self.queue = [self.caller]
            self.final = True
        self._next()

    def _next(self) -> None:
        if not self.queue:
            self.done = True  # nobody grabbed: the caller is the landlord at once (D11.4)
            return
        self.turn = self.queue.pop(0)
