"""``TableKit``: what the shared table pieces (comforts, 记牌器, history, sound, the start page's Continue) ask
of a game, as one object its ``GameSpec.table_kit`` names. A game subclasses it in its own folder; the shared
code never imports a game nor asks which game it is.

Required: ``seat_name``, ``history``, ``history_title``, ``history_heading``, ``last_label``, ``cue_plan``,
``save_words``. Optional (defaults here): a card counter (``counter``), the history's layout, and the
optional decisions 托管 takes for the player between turns (``optional_turn``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gunapp.core.match_codec import SaveSummary
from gunapp.ui.common.card_counter import CounterKit
from gunapp.ui.common.history_rows import HistoryEntry

if TYPE_CHECKING:
    from gunapp.models.game_model import GameModel
    from gunapp.sound.plan import CuePlan

SeatName = Callable[[int], str]


class TableKit:
    #: the game's card counter; None: the game has none (its button and C do nothing)
    counter: CounterKit | None = None
    #: plays per row in a history entry (a Gunzi trick's four plays in two rows keep the pane short)
    history_per_row: int = 1

    # -- required ---------------------------------------------------------------------------------------
    def seat_name(self, seat: int, players: int, ref: int) -> str:
        """``seat``'s name as the table says it, relative to the player's seat ``ref`` ("You", "Left" ...)."""
        raise NotImplementedError

    def history(self, model: GameModel[Any]) -> list[HistoryEntry]:
        """The hand's history from what the viewer may see: one entry per trick or round, oldest first."""
        raise NotImplementedError

    def history_title(self, entry: HistoryEntry, seat_name: SeatName) -> str:
        """An entry's heading ("Trick 3 · led by You · won by Left · 20 pts")."""
        raise NotImplementedError

    def cue_plan(self, model: GameModel[Any]) -> CuePlan:
        """The sound of this model's events (``sound.plan``), one plan per model."""
        raise NotImplementedError

    def save_words(self, summary: SaveSummary) -> str:
        """Where a saved match stands, for the start page's Continue ("hand 5, your team at level 7")."""
        raise NotImplementedError

    def history_heading(self) -> str:
        """The history pane's heading ("Tricks of this hand")."""
        raise NotImplementedError

    def last_label(self) -> str:
        """The comfort bar's button showing the last finished trick or round, with its key (L)."""
        raise NotImplementedError

    # -- optional ---------------------------------------------------------------------------------------

    def optional_turn(self, model: GameModel[Any], event: object) -> bool:
        """``event`` offers the player's seat a decision it may take or let pass while the table moves on
        (Gunzi: a declaration after each dealt card, R9): 托管 then asks the AI and plays its answer if it
        is ``takes_up`` and still legal."""
        return False

    def takes_up(self, action: object) -> bool:
        """An optional decision's answer that does something (not a "not now")."""
        return True

    def digit_key(self, n: int, keys: list[str], enabled: list[str]) -> str | None:
        """The bar button digit ``n`` presses (``keys``: the bar's buttons in order, ``enabled``: those that
        may be pressed); None: none. By default 0 passes."""
        return "pass" if n == 0 else None
