"""What the main window, the menus, the autosave and the replay viewer call on a game's table and its host:
the ``GameTable`` and ``TableHost`` protocols. Every table a ``GameSpec`` names implements ``GameTable``
(``tests/ui/test_game_table.py`` checks each registered one), so shared code calls these methods directly
instead of asking ``hasattr``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from gunapp.models.game_model import GameModel, SeatConfig
    from gunapp.storage.settings import Settings
    from gunapp.ui.common.action_bar import ActionBar
    from gunapp.ui.table.canvas import TableCanvas


@runtime_checkable
class TableHost(Protocol):
    """The main window as a table sees it (a table also runs without one: tests, the screenshot tools)."""

    @property
    def settings(self) -> Settings: ...

    def apply_settings(self, **changes: Any) -> None: ...

    def show_start_page(self) -> None: ...

    def game_started(self, model: object) -> None:
        """A table started a match: autosave it and count its statistics."""
        ...


@runtime_checkable
class GameTable(Protocol):
    """A game's table widget (a QWidget) as shared code uses it."""

    host: Any
    canvas: TableCanvas
    bar: ActionBar

    @property
    def model(self) -> GameModel | None: ...

    def new_game(self) -> None:
        """Game → New: the setup panel for a new match (the running one stops)."""
        ...

    def close_game(self) -> bool:
        """The table is about to close; False keeps it open."""
        ...

    def refresh_cards(self) -> None:
        """Redraw every card (the four-colour setting or the language changed)."""
        ...

    def hold_status(self, held: bool) -> None:
        """While held, the status panels skip their refreshes (a resume re-applying many actions)."""
        ...

    def resume_match(self, seats: Sequence[SeatConfig], start: Any, *, viewer: int = 0) -> GameModel:
        """Start the model of a saved match at ``start`` (``gunapp.core.prepare``), ``viewer``'s seat drawn
        at the bottom (the player's, or the seat a replay shows)."""
        ...

    def play_numbered_deal(self, number: int) -> GameModel:
        """A match whose first hand is deal ``number`` (``gunapp.core.deal_numbers``)."""
        ...
