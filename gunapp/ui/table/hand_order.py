"""Settings → Hand order: the human's hand with its big cards on the left (as the apps players know) or on
the right. A game sorts its hand in its own order (Dou Dizhu small to big, Gunzi strongest first, trumps
grouped by power); the fan mirrors that order when the setting asks for the other side."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from gunapp.ui.table.durations import CARD_MOVE

if TYPE_CHECKING:  # the menu imports this module at start-up, before any table
    from gunapp.ui.table.canvas import TableCanvas

C = TypeVar("C")

BIG_LEFT = "big_left"
BIG_RIGHT = "big_right"
HAND_ORDERS = (BIG_LEFT, BIG_RIGHT)


def mirrored(setting: str, *, strong_first: bool) -> bool:
    """Does a fan sorted in a game's order (``strong_first``: its big cards come first) show mirrored?"""
    big_left = setting != BIG_RIGHT
    return big_left != strong_first


def apply_hand_order(canvas: TableCanvas, settings: object, *, strong_first: bool) -> None:
    """Put the hand on the table in the chosen order at once (a settings change lays it out again)."""
    setting = str(getattr(settings, "hand_order", BIG_LEFT))
    hand = canvas.hand
    if hand.set_mirrored(mirrored(setting, strong_first=strong_first)) and hand.items:
        if canvas.animator.is_idle():
            canvas.animator.run_now(hand.layout_step(CARD_MOVE))
        else:  # after the moves under way, which lay the hand out from its old order
            canvas.animator.enqueue(hand.layout_step(CARD_MOVE))


def as_the_fan(canvas: TableCanvas, cards: Sequence[C]) -> list[C]:
    """``cards``, sorted in the game's order, in the order the player's fan shows its cards now: every face-up
    hand (another seat's in the replay, a shown hand under 明牌, a settlement's) reads as the player's own."""
    return list(reversed(cards)) if canvas.hand.mirrored else list(cards)
