"""The section-11 decisions of one deal besides the auction (``grab``): who shows the hand and with what
factor (D11.9-D11.11), who doubles by how much and in what order (D11.7-D11.8), and the public log of every
section-11 decision (``DealView.talk``, the record's events)."""

from __future__ import annotations

from dataclasses import dataclass, field

from gunapp.games.doudizhu.engine.view import Decision


@dataclass
class Talk:
    """``players`` seats; the 明牌开始 round goes once round from ``starter`` (D11.9)."""

    players: int
    starter: int
    #: seat -> the factor it showed with (4 before the deal, 2 the landlord's after the kitty)
    shows: dict[int, int] = field(default_factory=dict)
    #: seats asked so far in the 明牌开始 round
    start_asked: int = 0
    #: d per seat (D11.7), 1 until chosen
    doubles: list[int] = field(default_factory=list)
    #: the seats still to choose a double, in order (D11.7: peasants from the landlord's right, then him)
    double_queue: list[int] = field(default_factory=list)
    #: every section-11 decision, in order (the auction's calls and grabs included)
    log: list[Decision] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.doubles:
            self.doubles = [1] * self.players

    @property
    def start_turn(self) -> int:
        return (self.starter + self.start_asked) % self.players

    @property
    def start_done(self) -> bool:
        return self.start_asked >= self.players

    @property
    def show_factor(self) -> int:
        """s (D11.11): the largest factor shown, 1 if nobody showed."""
        return max(self.shows.values(), default=1)

    def start_doubling(self, landlord: int) -> None:
        n = self.players
        self.double_queue = [(landlord + k) % n for k in range(1, n)] + [landlord]

    @property
    def double_turn(self) -> int:
        return self.double_queue[0] if self.double_queue else -1
