"""The engine contract every game fulfils (``GameEngine``): what shared code (the turn loop, the replay
timeline, the comforts, the conformance harness) may ask of a game's match, and nothing else.

The method names are the contract's own, so a game's engine keeps whatever names its rules use and adds these
few methods (Gunzi's ``GunziState`` and Dou Dizhu's ``Session`` do). No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

from gunapp.core.cards import Card

ActionT = TypeVar("ActionT")
EventT = TypeVar("EventT")
ViewT = TypeVar("ViewT", covariant=True)  # only returned


@runtime_checkable
class GameEngine(Protocol[ActionT, EventT, ViewT]):
    """A whole match of one game, mutable only through ``apply``; ``copy.deepcopy`` gives an independent
    match (the replay's snapshots, Play from here, the model's ``check``)."""

    def seats_to_act(self) -> tuple[int, ...]:
        """The seats whose decision the match waits for; () while the table moves by itself (dealing, between
        hands) or after the match is over."""
        ...

    def legal_actions(self, seat: int) -> Sequence[ActionT]:
        """What ``seat`` may do now (empty when it is not the seat's turn)."""
        ...

    def apply(self, action: ActionT) -> list[EventT]:
        """Apply ``action`` and return its events, in order; ``core.errors.IllegalAction`` leaves the match
        unchanged."""
        ...

    def view(self, seat: int) -> ViewT:
        """What ``seat`` may know (its own cards, everything public); never another seat's hidden card."""
        ...

    def hand_phase(self) -> str:
        """The phase of the hand in progress, by a stable name (the replay stops where it changes)."""
        ...

    def hand_cards(self) -> list[list[Card]]:
        """Every seat's cards now, by seat (the replay's face-up view, the harness's card checks)."""
        ...

    def hand_over(self) -> bool:
        """The hand in progress is played out (its result is known); ``next_hand`` deals the next one."""
        ...

    def match_over(self) -> bool:
        """No hand follows: the match is finished."""
        ...

    def table_action(self) -> ActionT | None:
        """The action the table takes by itself now (deal the next card), or None."""
        ...

    def next_hand(self) -> ActionT:
        """The action that deals the next hand once ``hand_over`` (the settlement's Continue)."""
        ...


#: a match of a game shared code does not know
AnyEngine = GameEngine[Any, Any, Any]
