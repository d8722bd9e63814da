"""What the main window, the menus, the autosave and the replay viewer call on a game's table and its host:
the ``GameTable`` and ``TableHost`` protocols. Every table a ``GameSpec`` names implements ``GameTable``
(``tests/ui/test_game_table.py`` checks each registered one), so shared code calls these methods directly
instead of asking ``hasattr``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from gunapp.storage.settings import Settings

if TYPE_CHECKING:
    from gunapp.models.game_model import GameModel, SeatConfig
    from gunapp.ui.common.action_bar import ActionBar
    from gunapp.ui.common.settlement_frame import SettlementFrame
    from gunapp.ui.table.canvas import TableCanvas
    from gunapp.ui.table.card_painter import CardPainter


@runtime_checkable
class TableHost(Protocol):
    """The main window as a table sees it. A table built without one (tests, the screenshot tools) gets a
    ``NoHost``; ``table_host`` completes a partial one."""

    #: the house-rules buttons show (``apply_settings`` remembers the rules); False outside the app
    can_change_rules: bool
    #: ``Signal(Settings)``: the settings changed (the tables, the comforts and the pages follow them)
    settings_changed: Any
    #: the painter the table's cards share (None: the shared one)
    card_painter: CardPainter | None

    @property
    def settings(self) -> Settings: ...

    def apply_settings(self, **changes: Any) -> None: ...

    def show_start_page(self) -> None: ...

    def game_started(self, model: object) -> None:
        """A table started a match: autosave it and count its statistics."""
        ...

    def confirm_new_match(self, key: str) -> bool:
        """A new match of game ``key`` may start (a saved one of that game is given up only if the player
        says so); False: it may not."""
        ...


@runtime_checkable
class HostedTable(Protocol):
    """What a table is from its very first line (before the rest of ``GameTable`` is built): its host."""

    host: Any


@runtime_checkable
class GameTable(Protocol):
    """A game's table widget (a QWidget) as shared code uses it."""

    host: Any
    canvas: TableCanvas
    bar: ActionBar
    #: the hand's settlement panel (``ui.common.settlement_frame.SettlementFrame``)
    settlement: SettlementFrame
    #: the replay viewer driving the table (``ui.replay``), None when nobody watches; set by shared code
    replay_viewer: Any
    #: the worker preparing "Replay this hand" (``ui.replay.hand_dialog``), None until first used
    hand_prep: Any

    @property
    def model(self) -> GameModel[Any] | None: ...

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

    def refresh_seats(self) -> None:
        """Name the seats again (plates, the 托管 badge's place, history names) after the model's seats or
        recorded seats changed (a replay shown, a replay played on from a seat)."""
        ...

    def resume_match(self, seats: Sequence[SeatConfig], start: Any, *, viewer: int = 0) -> GameModel[Any]:
        """Start the model of a saved match at ``start`` (``gunapp.core.prepare``), ``viewer``'s seat drawn
        at the bottom (the player's, or the seat a replay shows)."""
        ...

    def play_numbered_deal(self, number: int) -> GameModel[Any]:
        """A match whose first hand is deal ``number`` (``gunapp.core.deal_numbers``)."""
        ...

    def review_last_trick(self) -> bool:
        """The Last button (L): show or hide the table's own review of the last trick and say True; False
        when the table has none (the comforts then show their peek at the last round)."""
        ...

    def close_review(self) -> None:
        """Escape: close the table's own last-trick review, if it has one and it is open."""
        ...

    def turn_taken(self) -> None:
        """托管 answered the player's turn: close the action bar and make the hand inert until the next turn."""
        ...

    def overlay_panels(self) -> list[QWidget]:
        """The table's own panels drawn over the canvas (a status, a stake): a replay's face-up hands keep
        clear of them."""
        ...

    def end_rebuild(self) -> None:
        """A replay rebuilt the position at speed 0 (``canvas.rebuilding``): lay out what it left unsettled."""
        ...

    def dialog_panels(self) -> list[QWidget]:
        """The table's panels whose accent button Enter presses when open (settlement, setup, a chooser)."""
        ...


class NoHost(QObject):
    """The host of a table built without a main window (tests, the screenshot tools): default settings,
    nothing to save or count, no house rules to change (the setup panel hides its rules button)."""

    settings_changed = Signal(object)  # never emitted: nothing here changes the settings
    card_painter: CardPainter | None = None  # the canvas then draws with the shared painter
    can_change_rules: bool = False

    def __init__(self) -> None:
        super().__init__()
        self._settings = Settings()

    @property
    def settings(self) -> Settings:
        return self._settings

    def apply_settings(self, **changes: Any) -> None:
        """Nothing remembers the settings outside the app."""

    def show_start_page(self) -> None:
        """No start page to go back to."""

    def game_started(self, model: object) -> None:
        """No autosave, no statistics."""

    def confirm_new_match(self, key: str) -> bool:
        """No saved match to give up."""
        return True


_HOST_MEMBERS = (
    "settings",
    "can_change_rules",
    "settings_changed",
    "apply_settings",
    "show_start_page",
    "game_started",
    "card_painter",
    "confirm_new_match",
)


class _FilledHost(NoHost):
    """A partial host (a test's stand-in with only the settings, say) completed with ``NoHost``'s defaults,
    so that the table never asks what its host has."""

    def __init__(self, given: Any) -> None:
        super().__init__()
        self._given = given
        self.can_change_rules = getattr(given, "can_change_rules", hasattr(given, "apply_settings"))
        if hasattr(given, "settings_changed"):
            given.settings_changed.connect(self.settings_changed)
        self.card_painter = getattr(given, "card_painter", None)

    @property
    def settings(self) -> Any:
        return self._given.settings

    def apply_settings(self, **changes: Any) -> None:
        if self.can_change_rules:
            self._given.apply_settings(**changes)

    def show_start_page(self) -> None:
        if hasattr(self._given, "show_start_page"):
            self._given.show_start_page()

    def game_started(self, model: object) -> None:
        if hasattr(self._given, "game_started"):
            self._given.game_started(model)

    def confirm_new_match(self, key: str) -> bool:
        if hasattr(self._given, "confirm_new_match"):
            return bool(self._given.confirm_new_match(key))
        return True


def table_host(host: Any) -> TableHost:
    """The host a table keeps: ``host`` itself when it has all of ``TableHost`` (the main window), a
    ``NoHost`` for None, else ``host`` completed with ``NoHost``'s defaults."""
    if host is None:
        return NoHost()
    if all(hasattr(host, name) for name in _HOST_MEMBERS):
        return host  # type: ignore[no-any-return]
    return _FilledHost(host)
